// Computed fields: counts and lists of related objects, aliases of a (related) field, constants, and
// values a plug-in computes.
import type { ComputedMeta, JsonValue } from '../../contract/index.js';
import type { SchemaError } from '../load/source.js';
import type { Draft } from './draft.js';
import { checkPath } from './paths.js';
import { declare } from './plugins.js';

export function buildComputed(draft: Draft, byKey: ReadonlyMap<string, Draft>, errors: SchemaError[]): ComputedMeta[] {
  const { meta, raw, file } = draft;
  const fieldByName = new Map(meta.fields.map((f) => [f.name, f]));
  const computed: ComputedMeta[] = [];
  for (const [name, spec] of Object.entries(raw.computed ?? {})) {
    const at = ['computed', name];
    if ((spec.type === 'objects') !== (spec.to !== undefined) || (spec.nullable && spec.type !== 'objects') || (spec.type === 'objects' && !spec.plugin)) {
      errors.push(file.error(at, `${name}: a list of objects is computed by the plug-in (plugin: true), with type: objects, the models it holds (to:) and optionally nullable: true`));
    }
    if (fieldByName.has(name)) errors.push(file.error(at, `computed field ${name} clashes with a field`));
    if (spec.in_nested === 'zero' && spec.count === undefined) errors.push(file.error([...at, 'in_nested'], `${name}: in_nested: zero is for counts`));
    const inNested = spec.in_nested === undefined ? undefined : spec.in_nested !== false;
    if (spec.count !== undefined) {
      const counted = byKey.get(spec.count);
      const via = counted?.meta.fields.find((f) => f.name === spec.via);
      const pointsHere = via && (((via.type === 'fk' || via.type === 'm2m') && via.to === meta.key) || (via.type === 'generic' && via.targets?.includes(meta.key)));
      if (!counted) errors.push(file.error([...at, 'count'], `${name}: unknown model "${spec.count}"`));
      else if (!pointsHere) {
        errors.push(file.error([...at, 'via'], `${name}: ${spec.count}.${spec.via} is not a relation to ${meta.key}`));
      }
      for (const key of Object.keys(spec.filter ?? {})) {
        if (counted && !counted.meta.fields.some((f) => f.name === key && f.column !== null)) {
          errors.push(file.error([...at, 'filter', key], `${name}: ${spec.count} has no stored field "${key}"`));
        }
      }
      if (spec.cumulative && !meta.tree) errors.push(file.error([...at, 'cumulative'], `${name}: cumulative counts need a tree model`));
      computed.push({
        name, kind: 'count', label: spec.label ?? name.replace(/_/g, ' '), model: spec.count, via: spec.via!,
        cumulative: spec.cumulative ?? false, ...(spec.filter ? { filter: spec.filter } : {}), inNested: inNested ?? false,
        ...(spec.in_nested === 'zero' ? { nestedZero: true } : {}),
      });
    } else if (spec.list !== undefined) {
      const listed = byKey.get(spec.list);
      const via = listed?.meta.fields.find((f) => f.name === spec.via);
      const pointsHere = via && (((via.type === 'fk' || via.type === 'm2m') && via.to === meta.key) || (via.type === 'generic' && via.targets?.includes(meta.key)));
      if (!listed) errors.push(file.error([...at, 'list'], `${name}: unknown model "${spec.list}"`));
      else if (!pointsHere) errors.push(file.error([...at, 'via'], `${name}: ${spec.list}.${spec.via} is not a relation to ${meta.key}`));
      for (const key of Object.keys(spec.filter ?? {})) {
        if (listed && !listed.meta.fields.some((f) => f.name === key && f.column !== null)) {
          errors.push(file.error([...at, 'filter', key], `${name}: ${spec.list} has no stored field "${key}"`));
        }
      }
      computed.push({
        name, kind: 'list', label: spec.label ?? name.replace(/_/g, ' '), model: spec.list, via: spec.via!,
        ...(spec.filter ? { filter: spec.filter } : {}), single: spec.single ?? false, ...(spec.nested ? { nested: spec.nested } : {}),
        inNested: inNested ?? false,
      });
    } else if (spec.plugin) {
      declare(draft, `computed.${name}`, file, at);
      const objects = spec.type === 'objects' ? { targets: knownModels(spec.to, [...at, 'to']), generic: false, nullable: spec.nullable ?? false } : undefined;
      computed.push({
        name, kind: 'plugin', label: spec.label ?? name.replace(/_/g, ' '), valueType: spec.type!, inNested: inNested ?? false,
        ...(spec.secret ? { secret: true as const } : {}), ...(objects ? { objects } : {}),
      });
    } else if (spec.from !== undefined) {
      const problem = spec.from.includes('.') ? checkPath(meta.key, spec.from.split('.'), byKey) : fieldByName.get(spec.from)?.column ? null : `"${spec.from}" is not a stored field`;
      if (problem) errors.push(file.error([...at, 'from'], `${name}: ${problem}`));
      computed.push({
        name, kind: 'alias', label: spec.label ?? name.replace(/_/g, ' '), valueType: spec.type!, field: spec.from, inNested: inNested ?? true,
      });
    } else {
      computed.push({
        name, kind: 'constant', label: spec.label ?? name.replace(/_/g, ' '), valueType: spec.type!,
        value: (spec.constant ?? null) as JsonValue, inNested: inNested ?? true,
      });
    }
  }
  // A readable field without a column (stored: false) is read by the plug-in, as a computed field
  // of its name: the plug-in keeps its value elsewhere (a front port's mappings).
  for (const field of meta.fields) {
    if (!field.unstored || field.writeOnly) continue;
    declare(draft, `computed.${field.name}`, file, ['fields', field.name]);
    if (field.type === 'generic_list') {
      const objects = { targets: field.targets!, generic: true, nullable: false };
      computed.push({ name: field.name, kind: 'plugin', label: field.label, valueType: 'objects', objects, inNested: false });
      continue;
    }
    // A document, a list or a choice's {value, label}: JSON; else the scalar it reads as.
    const json = field.type === 'json' || field.type === 'int_array' || field.type === 'string_array' || (field.type === 'choice' && !field.plainChoice);
    const valueType = json ? 'json' : field.type === 'boolean' ? 'boolean' : field.type === 'integer' || field.type === 'bigint' ? 'integer' : 'string';
    computed.push({ name: field.name, kind: 'plugin', label: field.label, valueType, inNested: false });
  }
  return computed;

  /** The models a list of objects may hold, each checked. */
  function knownModels(keys: readonly string[] | undefined, at: (string | number)[]): string[] {
    for (const [i, key] of (keys ?? []).entries()) {
      if (!byKey.has(key)) errors.push(file.error([...at, i], `unknown model "${key}"`));
    }
    return [...(keys ?? [])];
  }
}
