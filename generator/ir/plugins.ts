// Where each plug-in part of a model (a rule, a special endpoint, a computed field or filter that is
// code) is declared, as "file:line", so that `make check` can name the declaration a plug-in lacks.
import { ENDPOINT_SHAPES } from '../../contract/index.js';
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
