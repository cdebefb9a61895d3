// NetBox's ModelMultipleChoiceFilter checks, shared by every filter that names objects: an id
// that is not a number and a value that names nothing are 400s with django-filter's messages.
import type { Queryable } from '../db/query.js';
import type { Row } from '../db/values.js';
import { BIGINT_MAX, isKey } from '../lib/numbers.js';

/**
 * The rows of `table` whose `column` ('id' or an attribute) is one of `values`; null after failing
 * with django-filter's messages (an id that is not a number, a value that names nothing).
 */
export async function chosenRows(
  ctx: { readonly q: Queryable }, table: string, column: string, values: readonly string[], fail: (m: string) => void,
): Promise<Row[] | null> {
  const byId = column === 'id';
  const bad = byId ? values.filter((v) => !/^\s*\d+\s*$/.test(v)) : [];
  if (bad.length) {
    bad.forEach((v) => fail(`“${v}” is not a valid value.`));
    return null;
  }
  // An id beyond any key names nothing; the database is not asked (PostgreSQL would refuse the number).
  const wanted = byId ? values.map(Number).filter(isKey) : [...values];
  const rows = wanted.length ? ((await ctx.q(table).select('*').whereIn(column, wanted)) as Row[]) : [];
  const found = new Set(rows.map((r) => String(r[column])));
  const missing = values.find((v) => !found.has(byId ? String(Number(v)) : v));
  if (missing !== undefined) {
    fail(`Select a valid choice. ${missing} is not one of the available choices.`);
    return null;
  }
  return rows;
}

/** Whole numbers a key can be compared with: django-filter's NumberFilter message once, and false, otherwise. */
export function wholeNumbers(values: readonly string[], fail: (m: string) => void): boolean {
  if (!values.every((v) => /^\s*\d+\s*$/.test(v))) {
    fail('Enter a whole number.');
    return false;
  }
  if (values.every((v) => isKey(Number(v)))) return true;
  fail(`Ensure this value is less than or equal to ${BIGINT_MAX}.`);
  return false;
}
