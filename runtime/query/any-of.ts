// Conditions joined one per value of a request's parameter (`name__ic=a&name__ic=b…`, repeated
// tags), nested in groups. SQLite parses `a OR b OR c …` into a tree one level deeper per term
// and refuses a statement past 1,000 levels ("Expression tree is too large"): 1,001 values of
// `name__ic`, which a URL easily holds, were a 500. NetBox answers such requests (it sets no limit
// on parameters: DATA_UPLOAD_MAX_NUMBER_FIELDS = None), so the values are not limited; in groups
// of GROUP the depth grows with the logarithm of their number instead. Up to GROUP values the
// statement is what it always was.
import type { Knex } from 'knex';

export const GROUP = 100;

/**
 * Adds to `qb` the OR of one condition per item: `each` adds its item's with qb.orWhere… (inside a
 * where callback, knex drops the leading OR).
 */
export function orEach<T>(qb: Knex.QueryBuilder, items: readonly T[], each: (qb: Knex.QueryBuilder, item: T) => void): void {
  if (items.length <= GROUP) {
    for (const item of items) each(qb, item);
    return;
  }
  const size = Math.ceil(items.length / GROUP);
  for (let start = 0; start < items.length; start += size) qb.orWhere((group) => orEach(group, items.slice(start, start + size), each));
}

/** Adds to `qb` the AND of one condition per item: `each` adds its item's with qb.where… */
export function andEach<T>(qb: Knex.QueryBuilder, items: readonly T[], each: (qb: Knex.QueryBuilder, item: T) => void): void {
  if (items.length <= GROUP) {
    for (const item of items) each(qb, item);
    return;
  }
  const size = Math.ceil(items.length / GROUP);
  for (let start = 0; start < items.length; start += size) qb.where((group) => andEach(group, items.slice(start, start + size), each));
}
