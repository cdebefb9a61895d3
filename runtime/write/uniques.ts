// Uniqueness, checked before writing so that the answer carries the reference's message
// ("site with this name already exists."). The database's unique indexes stay the last word
// under concurrency; see constraintError.
import type { Knex } from 'knex';
import type { Queryable } from '../db/query.js';
import type { Row } from '../db/values.js';
import type { FieldErrors } from '../http/errors.js';
import { addError } from '../http/errors.js';
import type { ModelMeta, UniqueMeta } from '../../contract/index.js';
import { columnOf, fieldOf } from '../registry.js';

/** Field-level uniques (one field, error under its name) versus unique_together constraints. */
export const isFieldUnique = (u: UniqueMeta) => u.fields.length === 1 && u.errorKey === u.fields[0] && !u.whenNull.length && !u.caseInsensitive.length;

/**
 * Errors for every constraint the object (all its field values, by field name) would violate.
 * Field-level constraints are checked only for the fields in `given`. All constraints are asked in
 * one statement (`SELECT EXISTS(…) AS c0, EXISTS(…) AS c1, …`): bulk writes pay one round trip per
 * object, not one per constraint.
 */
export async function uniqueErrors(
  q: Queryable, model: ModelMeta, values: ReadonlyMap<string, unknown>, given: ReadonlySet<string>, selfId: number | null, which: 'field' | 'model',
): Promise<FieldErrors> {
  const checks: { unique: UniqueMeta; query: Knex.QueryBuilder }[] = [];
  for (const unique of model.uniques) {
    if ((which === 'field') !== isFieldUnique(unique)) continue;
    if (which === 'field' && !given.has(unique.fields[0]!)) continue;
    if (unique.fields.some((name) => values.get(name) === null || values.get(name) === undefined)) continue;
    if (unique.whenNull.some((name) => values.get(name) !== null && values.get(name) !== undefined)) continue;
    const column = (name: string) => `${model.table}.${columnOf(model, name)}`;
    const query = q(model.table).select('id');
    for (const name of unique.fields) {
      const value = values.get(name) as string | number;
      if (unique.caseInsensitive.includes(name)) query.whereRaw('lower(??) = lower(?)', [column(name), value]);
      else query.where(column(name), value);
    }
    for (const name of unique.whenNull) query.whereNull(column(name));
    if (selfId !== null) query.whereNot('id', selfId);
    checks.push({ unique, query });
  }
  const errors: FieldErrors = {};
  if (!checks.length) return errors;
  const [taken] = (await q.select(checks.map(({ query }, i) => q.raw(`exists ? as c${i}`, [query])))) as Row[];
  // PostgreSQL answers booleans, SQLite 0 or 1.
  checks.forEach(({ unique }, i) => {
    if (Number(taken![`c${i}`])) addError(errors, unique.errorKey, unique.message);
  });
  return errors;
}

/** A unique-index violation raised by the database (a concurrent write won the race) → its 400 body. */
export function constraintError(model: ModelMeta, error: unknown): FieldErrors | null {
  const text = String((error as { message?: unknown })?.message ?? '');
  const code = String((error as { code?: unknown })?.code ?? '');
  if (code !== '23505' && !/UNIQUE constraint failed/.test(text)) return null;
  const unique = model.uniques.find((u) => text.includes(u.name))
    ?? model.uniques.find((u) => u.fields.every((name) => text.includes(`${model.table}.${fieldOf(model, name)?.column}`)));
  if (!unique) return { __all__: ['This object conflicts with an existing one (unique constraint).'] };
  return { [unique.errorKey]: [unique.message] };
}
