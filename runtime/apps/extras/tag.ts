// Tag filters: the tags in use on objects of a type, and the tags objects of a type may carry.
import { tagsInUseOn } from '../../features/tags.js';
import type { FilterPlugin } from '../../context.js';
import { defineModel } from '../kit/define.js';
import { objectTypeKeys, objectTypeListed } from './object-type-filters.js';

/** content_type(_id): tags in use on objects of the given types ("app.model", or object type ids). */
function inUse(byId: boolean): FilterPlugin {
  return async (ctx, values, fail) => {
    const keys = byId ? await objectTypeKeys(ctx, values, fail) : [...values];
    if (!keys) return null;
    const used = tagsInUseOn(ctx, keys);
    return (qb) => qb.whereIn(`${ctx.index.model('extras.tag').table}.id`, used);
  };
}

export const tag = defineModel('extras.tag', {
  filters: {
    content_type: inUse(false),
    content_type_id: inUse(true),
    // Tags that objects of the type may carry: unrestricted ones and those listing the type.
    for_object_type_id: objectTypeListed('extras.tag', true, true),
    // NetBox's Meta.fields filter of the m2m field: tags listing any of the object types (ids).
    object_types: objectTypeListed('extras.tag', true, false),
  },
});
