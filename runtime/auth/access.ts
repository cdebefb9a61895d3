// The one place that decides what a request may see and do. Reads: anyone, unless LOGIN_REQUIRED.
// Writes: an authenticated superuser with a write-enabled token (object permissions for other
// users will plug in here, in `restrict` and `requireAction`).
import type { Request } from 'express';
import type { Knex } from 'knex';
import type { Config } from '../config.js';
import { notAuthenticated, permissionDenied } from '../http/errors.js';
import type { ModelMeta } from '../../contract/index.js';

export type Action = 'view' | 'add' | 'change' | 'delete';

export const ACTION_OF_METHOD: Readonly<Record<string, Action>> = {
  GET: 'view', HEAD: 'view', OPTIONS: 'view', POST: 'add', PUT: 'change', PATCH: 'change', DELETE: 'delete',
};

/** Model-level gate: throws 403 unless the request may perform `action` on `model` at all. */
export function requireAction(req: Request, config: Config, _model: ModelMeta | null, action: Action): void {
  if (action === 'view') {
    if (config.LOGIN_REQUIRED && !req.user) throw notAuthenticated();
    return;
  }
  if (!req.user) throw notAuthenticated();
  if (req.token && !req.token.writeEnabled) throw permissionDenied();
  if (!req.user.isSuperuser) throw permissionDenied();
}

/** Narrows a query on `model` to the rows the request may act on with `action`. */
export function restrict<T extends Knex.QueryBuilder>(_req: Request, _model: ModelMeta, _action: Action, query: T): T {
  return query;
}
