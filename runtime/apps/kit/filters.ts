// What filter plug-ins share: the objects a single-object filter names (NetBox's
// ModelChoiceFilter), with django-filter's messages, and boolean filters.
import type { FilterContext, FilterPlugin, Where } from '../../context.js';
import { isKey } from '../../lib/numbers.js';
import { parseBoolean } from '../../query/scalar.js';
import { findObjects } from './data.js';
import type { ModelKey, Stored } from './define.js';

/** Ids given to a ModelChoiceFilter: whole numbers naming existing objects of `key`, or null after `fail`. */
export async function namedObjects<K extends ModelKey>(ctx: FilterContext, key: K, values: readonly string[], fail: (m: string) => void): Promise<Stored<K>[] | null> {
  const bad = values.find((v) => !/^\d+$/.test(v));
  if (bad !== undefined) {
    fail(`“${bad}” is not a valid value.`);
    return null;
  }
  // An id beyond any key names nothing (and PostgreSQL would refuse the number).
  const ids = values.map(Number).filter(isKey);
  const rows = ids.length ? await findObjects(ctx, key, (qb) => qb.whereIn('id', ids)) : [];
  if (rows.length < new Set(values).size) {
    fail('Select a valid choice. That choice is not one of the available choices.');
    return null;
  }
  return rows;
}

/**
 * A boolean filter (django-filter's BooleanFilter): the last value read as a boolean, `where(flag)`
 * its condition; a value that is not a boolean is ignored, as NetBox ignores it.
 */
export function booleanFilter(where: (flag: boolean, ctx: FilterContext) => Where): FilterPlugin {
  return async (ctx, values) => {
    const flag = parseBoolean(values.at(-1) ?? '');
    return flag === null ? null : where(flag, ctx);
  };
}

/** No row: the condition of a filter whose value can match nothing. */
export const NOTHING: Where = (qb) => {
  qb.whereRaw('1 = 0');
};
