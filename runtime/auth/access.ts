// The one place that decides what a request may see and do (NetBox's TokenPermissions,
// ObjectPermissionBackend and RestrictedQuerySet.restrict):
// - the model-level gate (`requireAction`): the request must hold "app.action_model" at all,
//   whatever its constraints; anonymous requests hold only the exempt view permissions, and
//   nothing while LOGIN_REQUIRED is on; a read-only token holds no write;
// - the object-level scope (`RequestAccess.restrict`): a query narrowed by the constraints of the
//   permission, ORed over the grants; superusers and exempt views are not narrowed.
import type { Knex } from 'knex';
import type { ModelMeta } from '../../contract/index.js';
import type { Config } from '../config.js';
import type { Access, AuthToken, AuthUser, FilterContext } from '../context.js';
import { notAuthenticated, permissionDenied } from '../http/errors.js';
import { ConstraintError, constraintCondition, type Constraint } from '../query/constraints.js';
import { permissionName, type Grants } from './grants.js';

export type Action = 'view' | 'add' | 'change' | 'delete';

export const ACTION_OF_METHOD: Readonly<Record<string, Action>> = {
  GET: 'view', HEAD: 'view', OPTIONS: 'view', POST: 'add', PUT: 'change', PATCH: 'change', DELETE: 'delete',
};

/** The application whose models `EXEMPT_VIEW_PERMISSIONS: ["*"]` never exempts (as NetBox excludes them). */
const NEVER_EXEMPT_APP = 'users';

export type { AuthToken, AuthUser } from '../context.js';

/** What one request may do: set by authentication on every request. */
export class RequestAccess implements Access {
  constructor(
    readonly user: AuthUser | null,
    readonly token: AuthToken | null,
    private readonly grants: Grants,
    private readonly config: Config,
  ) {}

  get userId(): number | null {
    return this.user?.id ?? null;
  }

  /** Whether the request holds the permission for `action` on `model` at all. */
  holds(model: ModelMeta, action: string): boolean {
    if (this.user?.isSuperuser || (action === 'view' && this.exempt(model))) return true;
    return this.user !== null && this.grants.has(permissionName(model.key, action));
  }

  /** A custom permission ("users.grant_token"). */
  holdsPermission(name: string): boolean {
    return Boolean(this.user?.isSuperuser) || (this.user !== null && this.grants.has(name));
  }

  constraintsOf(permission: string): readonly Constraint[] | null | undefined {
    if (this.user?.isSuperuser) return null;
    return this.user ? this.grants.get(permission) : undefined;
  }

  narrows(model: ModelMeta, action: string): boolean {
    return this.scope(model, action) !== null;
  }

  restrict<T extends Knex.QueryBuilder>(ctx: FilterContext, model: ModelMeta, action: string, query: T): T {
    const sets = this.scope(model, action);
    if (sets === null) return query;
    if (sets === undefined) return query.whereRaw('1 = 0') as T;
    try {
      return query.where(constraintCondition(ctx, model, sets, this.user!.id)) as T;
    } catch (error) {
      // A permission written before a field it names was removed: it grants nothing.
      if (error instanceof ConstraintError) return query.whereRaw('1 = 0') as T;
      throw error;
    }
  }

  /** The constraint sets limiting `action` on `model`: null for no limit, undefined when not held. */
  private scope(model: ModelMeta, action: string): readonly Constraint[] | null | undefined {
    if (this.user?.isSuperuser || (action === 'view' && this.exempt(model))) return null;
    return this.user ? this.grants.get(permissionName(model.key, action)) : undefined;
  }

  private exempt(model: ModelMeta): boolean {
    const exempt = this.config.EXEMPT_VIEW_PERMISSIONS;
    return exempt.includes(model.key) || (exempt.includes('*') && model.app !== NEVER_EXEMPT_APP);
  }
}

/**
 * Model-level gate: throws 403 unless the request may perform `action` on `model` at all (null:
 * the API root, status and schema, open to any authenticated request or to all without
 * LOGIN_REQUIRED).
 */
export function requireAction(access: Access, config: Config, model: ModelMeta | null, action: string): void {
  if (!access.user && (config.LOGIN_REQUIRED || action !== 'view')) throw notAuthenticated();
  if (action !== 'view' && access.token && !access.token.writeEnabled) throw permissionDenied();
  if (model && !access.holds(model, action)) throw access.user ? permissionDenied() : notAuthenticated();
}
