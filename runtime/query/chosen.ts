// NetBox's ModelMultipleChoiceFilter checks, shared by every filter that names objects: an id
// that is not a number and a value that names nothing are 400s with django-filter's messages.
import type { Queryable } from '../db/query.js';
import type { Row } from '../db/values.js';

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
  const rows = (await ctx.q(table).select('*').whereIn(column, byId ? values.map(Number) : [...values])) as Row[];
  const found = new Set(rows.map((r) => String(r[column])));
  const missing = values.find((v) => !found.has(byId ? String(Number(v)) : v));
  if (missing !== undefined) {
    fail(`Select a valid choice. ${missing} is not one of the available choices.`);
    return null;
  }
  return rows;
}

/** Whole numbers only: django-filter's NumberFilter message once, and false, otherwise. */
export function wholeNumbers(values: readonly string[], fail: (m: string) => void): boolean {
  if (values.every((v) => /^\s*\d+\s*$/.test(v))) return true;
  fail('Enter a whole number.');
  return false;
}
