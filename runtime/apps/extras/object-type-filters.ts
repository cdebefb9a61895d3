// Filters of definitions that apply to object types (custom fields, tags, event rules, object
// permissions): object_type ("app.model") and object_type_id, by their list of object types.
import type { FilterContext, FilterPlugin, Where } from '../../context.js';
import { objectTypeKeysById } from '../../db/object-types.js';
import { whereJsonListHasAny } from '../../db/query.js';
import { wholeNumbers } from '../../query/chosen.js';
import { column } from '../kit/data.js';

type Holder = 'extras.customfield' | 'extras.eventrule' | 'extras.tag' | 'users.objectpermission';

/** Object type ids → "app.model" keys; null (and a 400 message) when a value is not a number. */
export async function objectTypeKeys(ctx: FilterContext, values: readonly string[], fail: (m: string) => void): Promise<string[] | null> {
  if (!wholeNumbers(values, fail)) return null;
  return objectTypeKeysById(ctx.q, values.map(Number));
}

/** Rows whose list of object types names any of `keys`; `orEmpty`: or names none. */
function listsObjectType(ctx: FilterContext, key: Holder, keys: readonly string[], orEmpty: boolean): Where {
  const list = column(ctx, key, 'object_types');
  const empty = ctx.dialect === 'postgres' ? "coalesce(??, '[]'::jsonb) = '[]'::jsonb" : 'coalesce(json_array_length(??), 0) = 0';
  return (qb) => qb.where((inner) => {
    inner.where((listed) => whereJsonListHasAny(listed, ctx.dialect, list, keys));
    if (orEmpty) inner.orWhereRaw(empty, [list]);
  });
}

/** object_type ("app.model") / object_type_id: definitions that apply to the given types (`orEmpty`: or to every type). */
export function objectTypeListed(key: Holder, byId: boolean, orEmpty: boolean): FilterPlugin {
  return async (ctx, values, fail) => {
    const keys = byId ? await objectTypeKeys(ctx, values, fail) : [...values];
    return keys ? listsObjectType(ctx, key, keys, orEmpty) : null;
  };
}
