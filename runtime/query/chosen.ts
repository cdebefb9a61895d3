// NetBox's ModelMultipleChoiceFilter checks, shared by every filter that names objects: an id
// that is not a number and a value that names nothing are 400s with django-filter's messages.
import { selectRows, type Queryable } from '../db/query.js';
import type { Row } from '../db/values.js';
import { BIGINT_MAX, integerRange, isKey } from '../lib/numbers.js';

/**
 * The rows of `table` whose `column` ('id' or an attribute) is one of `values`; null after failing
 * with django-filter's messages (a number that is not one, a value that names nothing).
 * `integer`: the column holds whole numbers of this range (an id's by default). `columns`: read
 * only these (with the id and `column`); null reads every column.
 */
export async function chosenRows(
  ctx: { readonly q: Queryable }, table: string, column: string, values: readonly string[], fail: (m: string) => void,
  integer: 'integer' | 'bigint' | null = column === 'id' ? 'bigint' : null, columns: readonly string[] | null = null,
): Promise<Row[] | null> {
  const bad = integer ? values.filter((v) => !/^\s*[-+]?\d+\s*$/.test(v) || (column === 'id' && /^\s*-/.test(v))) : [];
  if (bad.length) {
    bad.forEach((v) => fail(`“${v}” is not a valid value.`));
    return null;
  }
  // A number beyond the column names nothing; the database is not asked (PostgreSQL would refuse it).
  const [min, max] = integer ? integerRange(integer) : [0, 0];
  const wanted = integer ? values.map(Number).filter((n) => n >= min && n <= max) : [...values];
  const rows = wanted.length ? await selectRows(ctx.q, ctx.q(table).select(columns ? [...new Set(['id', column, ...columns])] : '*').whereIn(column, wanted)) : [];
  const found = new Set(rows.map((r) => String(r[column])));
  const missing = values.find((v) => !found.has(integer ? String(Number(v)) : v));
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
