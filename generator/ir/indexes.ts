// Indexes: the declared ones (`indexes:` and fields flagged `index`), checked, plus those every model
// gets (its IP columns, its default ordering); and the declared partial ones (`where_not_null`).
import type { ModelMeta, PartialIndexMeta } from '../../contract/index.js';
import type { SchemaError } from '../load/source.js';
import type { Draft } from './draft.js';

/** The model's indexes; its uniques must be built first (an index they already cover is left out). */
export function buildIndexes(draft: Draft, errors: SchemaError[]): string[][] {
  const { meta, raw, file } = draft;
  const fieldByName = new Map(meta.fields.map((f) => [f.name, f]));
  (raw.indexes ?? []).forEach((index, i) => {
    index.fields.forEach((name, j) => {
      if (!fieldByName.get(name)?.column) errors.push(file.error(['indexes', i, 'fields', j], `indexes: "${name}" is not a stored field`));
    });
    (index.where_not_null ?? []).forEach((name, j) => {
      const field = fieldByName.get(name);
      if (!field?.column) errors.push(file.error(['indexes', i, 'where_not_null', j], `indexes: "${name}" is not a stored field`));
      else if (!field.nullable) errors.push(file.error(['indexes', i, 'where_not_null', j], `indexes: "${name}" is never null; an index of the rows where it is set is a plain index`));
    });
  });
  const flagged = Object.entries(raw.fields).filter(([, spec]) => spec.index && spec.type !== 'm2m').map(([name]) => [name]);
  return withDerivedIndexes(meta, [...meta.indexes, ...flagged]);
}

/**
 * The partial indexes (`where_not_null`): a filter that a few rows match in the list's order
 * (`assigned_to_interface=true` among a million mostly unassigned addresses) reads its page from
 * one instead of walking the full order index past every row that does not match. Checked above.
 */
export function buildPartialIndexes({ raw }: Draft): PartialIndexMeta[] {
  return (raw.indexes ?? []).filter((i) => i.where_not_null?.length).map((i) => ({ fields: [...i.fields], whereNotNull: [...i.where_not_null!] }));
}

/**
 * Indexes every model gets: IP fields' sort key and range columns (ordering, containment), and
 * the leading stored columns of the default ordering (as NetBox 4.6 does), unless a unique
 * constraint or another index already starts with the same columns.
 */
function withDerivedIndexes(meta: ModelMeta, declared: readonly (readonly string[])[]): string[][] {
  const out = declared.map((fields) => [...fields]);
  const plainUniques = meta.uniques.filter((u) => !u.caseInsensitive.length && !u.whenNull.length).map((u) => u.fields);
  const covered = (fields: readonly string[]) =>
    [...out, ...plainUniques].some((existing) => fields.every((name, i) => existing[i] === name));
  const add = (fields: string[]) => {
    if (fields.length && !covered(fields)) out.push(fields);
  };
  for (const field of meta.fields) {
    if (!field.ipColumns) continue;
    add([field.ipColumns.key]);
    add([field.ipColumns.start, field.ipColumns.end]);
  }
  const leading: string[] = [];
  for (const term of meta.ordering) {
    const [name = '', placement] = term.replace(/^-/, '').split(' nulls ');
    const field = meta.fields.find((f) => f.name === name);
    // A relation ordered by the related model's ordering, or id, ends what an index can serve.
    if (!field || field.column === null || (field.type === 'fk' && placement === undefined)) break;
    leading.push(field.ipColumns?.key ?? field.naturalKey?.column ?? field.name);
  }
  add(leading);
  return out;
}
