// Object permission rules: actions are a list of names, and the constraints must compile for every
// object type the permission names (NetBox's "Invalid filter for …" message), so that a typo is a
// 400 when the permission is written, never a failure or an open door when it is used. And the
// filters by object type and by granted action.
import type { Knex } from 'knex';
import type { FilterPlugin } from '../../context.js';
import { whereJsonListHasAny } from '../../db/query.js';
import { ConstraintError, checkConstraints, type Constraint } from '../../query/constraints.js';
import { pythonType } from '../../write/scalars.js';
import { objectTypeListed } from '../extras/object-type-filters.js';
import { column } from '../kit/data.js';
import { defineModel } from '../kit/define.js';
import { booleanFilter } from '../kit/filters.js';

/** can_<action>: permissions whose actions include it (true) or do not (false). */
function grants(action: string): FilterPlugin {
  return booleanFilter((flag, ctx) => {
    const has = (qb: Knex.QueryBuilder) => whereJsonListHasAny(qb, ctx.dialect, column(ctx, 'users.objectpermission', 'actions'), [action]);
    return flag ? (qb) => qb.where(has) : (qb) => qb.whereNot(has);
  });
}

export const objectPermission = defineModel('users.objectpermission', {
  async clean(ctx, values) {
    const actions = values.actions as unknown;
    if (!Array.isArray(actions)) return { actions: [`Expected a list of items but got type "${pythonType(actions)}".`] };
    if (actions.length === 0) return { actions: ['This list may not be empty.'] };
    if (actions.some((a) => typeof a !== 'string' || !/^[a-z_][a-z0-9_]{0,29}$/.test(a))) {
      return { actions: ['Each action must be a name of up to 30 lower-case letters, digits and underscores (view, add, change, delete, or a custom action).'] };
    }
    values.actions = [...new Set(actions as string[])];
    const sets = constraintSets(values.constraints as unknown);
    if (sets instanceof Error) return { constraints: [sets.message] };
    for (const key of values.object_types as readonly string[]) {
      try {
        checkConstraints(ctx, ctx.index.model(key), sets);
      } catch (error) {
        if (error instanceof ConstraintError) return { constraints: [`Invalid filter for ${key}: ${error.message}`] };
        throw error;
      }
    }
  },
  filters: {
    object_type: objectTypeListed('users.objectpermission', false, false),
    object_type_id: objectTypeListed('users.objectpermission', true, false),
    // NetBox's Meta.fields filter of the m2m field (ids), the same as object_type_id.
    object_types: objectTypeListed('users.objectpermission', true, false),
    can_view: grants('view'),
    can_add: grants('add'),
    can_change: grants('change'),
    can_delete: grants('delete'),
  },
});

/** null, one object, or a list of objects (ORed). */
export function constraintSets(value: unknown): Constraint[] | Error {
  if (value === null || value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  if (list.some((item) => item === null || typeof item !== 'object' || Array.isArray(item))) {
    return new Error('Constraints must be a JSON object, or a list of JSON objects.');
  }
  return list as Constraint[];
}
