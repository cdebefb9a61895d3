// Which users may view an object, asked for users other than the requester (NetBox's
// restrict(user, 'view') with someone else's permissions): notifications are made only for
// recipients who may view the object they are about, so that a notification never tells a user
// an object's name (its display) or that it changed. Each user's grants are read as at
// authentication (loadGrants), and narrowed by the same RequestAccess as their own requests.
import type { ModelMeta } from '../../contract/index.js';
import type { Config } from '../config.js';
import type { FilterContext, Plugins } from '../context.js';
import type { Row } from '../db/values.js';
import { RequestAccess } from './access.js';
import { loadGrants } from './grants.js';

const USER_MODEL = 'users.user';

/** What reading permissions needs: a query handle, the dialect, the models (plug-ins when a request has them). */
export type ViewersContext = Pick<FilterContext, 'q' | 'dialect' | 'index'> & { readonly plugins?: Plugins };

/**
 * Of `userIds`, those who may view object `id` of `model`. A stored object is checked against
 * each user's constraints; one no longer stored (a deleted object, seen after its deletion) can
 * be viewed only by users whose view permission on the model has no constraints (superusers,
 * EXEMPT_VIEW_PERMISSIONS, an unconstrained grant): the others' constraints cannot be read
 * against an object that is gone, so they are not told.
 */
export async function viewersOf(ctx: ViewersContext, config: Config, model: ModelMeta, id: number, userIds: readonly number[]): Promise<Set<number>> {
  const viewers = new Set<number>();
  if (!userIds.length) return viewers;
  const users = ctx.index.model(USER_MODEL);
  const rows = (await ctx.q(users.table).select('id', 'username', 'is_superuser').whereIn('id', [...new Set(userIds)])) as Row[];
  // Constraints follow fields and relations only: no plug-in is ever asked.
  const filterContext: FilterContext = { q: ctx.q, dialect: ctx.dialect, index: ctx.index, plugins: ctx.plugins ?? NO_PLUGINS };
  for (const row of rows) {
    const user = { id: Number(row.id), username: String(row.username), isSuperuser: Boolean(row.is_superuser) };
    const grants = user.isSuperuser ? new Map() : await loadGrants(ctx.q, ctx.index, user.id, config);
    const access = new RequestAccess(user, null, grants, config);
    if (!access.holds(model, 'view')) continue;
    const query = ctx.q(model.table).select(`${model.table}.id`).where(`${model.table}.id`, id);
    if (!access.narrows(model, 'view') || (await access.restrict(filterContext, model, 'view', query).first()) !== undefined) viewers.add(user.id);
  }
  return viewers;
}

const unavailable = (): never => {
  throw new Error('no plug-in is available where permissions are read outside a request');
};

const NO_PLUGINS: Plugins = { of: () => undefined, computation: unavailable, filter: unavailable, endpoint: unavailable, display: () => undefined };
