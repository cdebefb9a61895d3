// `counted_by`: the model file's fields whose rows per value the runtime counts as they are
// written (runtime/db/value-counts.ts), checked and turned into columns.
import type { SchemaError } from '../load/source.js';
import type { Draft } from './draft.js';

/**
 * Types whose value a filter binds as the text the databases give the column (SQLite's `'v' || x`,
 * PostgreSQL's `x::text`): not booleans (1 against true), dates, numbers with a scale, or JSON.
 */
const COUNTABLE = new Set(['string', 'slug', 'choice', 'time_zone', 'integer', 'bigint', 'fk', 'content_type']);

/** The columns of the model file's `counted_by` fields: stored, of a countable type. */
export function countedColumns(draft: Draft, errors: SchemaError[]): string[] {
  const { meta, raw, file } = draft;
  return (raw.counted_by ?? []).flatMap((name, i) => {
    const field = meta.fields.find((f) => f.name === name);
    if (!field?.column || !COUNTABLE.has(field.type) || field.ipColumns) {
      errors.push(file.error(['counted_by', i], `counted_by: "${name}" is not a stored field of a countable type (${[...COUNTABLE].join(', ')})`));
      return [];
    }
    return [field.column];
  });
}
