// Where each plug-in part of a model (a rule, a special endpoint, a computed field or filter that is
// code) is declared, as "file:line", so that `make check` can name the declaration a plug-in lacks.
import { ENDPOINT_SHAPES, type ModelMeta, type TraitMeta } from '../../contract/index.js';
import type { SchemaSource, PathSegment, SchemaError } from '../load/source.js';
import type { Draft } from './draft.js';

/** Records where a plug-in part of the model (`rules.clean`, `computed.primary_ip`, ...) is declared. */
export function declare(draft: Draft, key: string, file: SchemaSource, path: readonly PathSegment[]): void {
  (draft.meta.declaredAt as Record<string, string>)[key] = file.where(path);
}

/** The model's rules and special endpoints (each endpoint's shape checked against the contract). */
export function declarePlugins(draft: Draft, errors: SchemaError[]): void {
  const { raw, file } = draft;
  (raw.rules ?? []).forEach((rule, i) => declare(draft, `rules.${rule}`, file, ['rules', i]));
  for (const [path, shape] of Object.entries(raw.endpoints ?? {})) {
    if (!Object.hasOwn(ENDPOINT_SHAPES, shape)) {
      errors.push(file.error(['endpoints', path], `endpoints: unknown shape "${shape}" (${Object.keys(ENDPOINT_SHAPES).join(', ')}; contract/plugins.ts)`));
    }
    declare(draft, `endpoints.${path}`, file, ['endpoints', path]);
  }
}

/**
 * Splits the model's plug-in parts between its own plug-in and its traits' (ModelMeta.declaredAt,
 * traitParts), from who declared each in the composed model file. Run once every part is declared.
 */
export function assignTraitParts(draft: Draft): void {
  const { meta, file } = draft;
  if (!file.declarers) return;
  const declaredAt = meta.declaredAt as Record<string, string>;
  const traitParts: Record<string, string[]> = {};
  for (const key of Object.keys(declaredAt)) {
    const { traits, own } = file.declarers(key);
    for (const trait of traits) (traitParts[trait] ??= []).push(key);
    if (own) declaredAt[key] = own;
    else if (own === null) delete declaredAt[key];
  }
  if (Object.keys(traitParts).length) meta.traitParts = traitParts;
}

/** A trait file's plug-in parts: its rules, its computed fields and filters with `plugin: true`, its endpoints. */
interface TraitFile {
  readonly trait: string;
  readonly rules?: readonly string[];
  readonly computed?: Readonly<Record<string, { readonly plugin?: boolean }>>;
  readonly filters?: Readonly<Record<string, { readonly plugin?: boolean } | false>>;
  readonly endpoints?: Readonly<Record<string, string>>;
  readonly fields?: Readonly<Record<string, { readonly stored?: boolean; readonly writeonly?: boolean }>>;
}

/** The traits that declare plug-in parts, with the models that have each (Registry.traits). */
export function buildTraits(traitFiles: readonly SchemaSource[], models: readonly ModelMeta[]): TraitMeta[] {
  const traits: TraitMeta[] = [];
  for (const file of traitFiles) {
    const raw = file.data as TraitFile;
    const declaredAt: Record<string, string> = {};
    (raw.rules ?? []).forEach((rule, i) => { declaredAt[`rules.${rule}`] = file.where(['rules', i]); });
    for (const section of ['computed', 'filters'] as const) {
      for (const [name, spec] of Object.entries(raw[section] ?? {})) {
        if (spec && spec.plugin) declaredAt[`${section}.${name}`] = file.where([section, name]);
      }
    }
    for (const path of Object.keys(raw.endpoints ?? {})) declaredAt[`endpoints.${path}`] = file.where(['endpoints', path]);
    // A readable field without a column is read by the plug-in, as a computed field of its name.
    for (const [name, spec] of Object.entries(raw.fields ?? {})) {
      if (spec.stored === false && !spec.writeonly) declaredAt[`computed.${name}`] = file.where(['fields', name]);
    }
    if (!Object.keys(declaredAt).length) continue;
    const having = models.filter((model) => model.traits?.includes(raw.trait)).map((model) => model.key);
    traits.push({ name: raw.trait, source: file.file.path, declaredAt, models: having });
  }
  return traits.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
