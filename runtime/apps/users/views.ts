// The users application's own routes (NetBox's users/api/views.py and netbox/api/views.py):
// - POST /api/users/tokens/provision/: a username and password buy a new token, which the
//   response shows with its secret (pynetbox's create_token());
// - GET/PATCH /api/users/config/: the requester's own preferences, PATCH deep-merged;
// - GET /api/authentication-check/: the requesting user.
import type { ApiRequest, AppRoute, RouteHandler } from '../../context.js';
import { RequestAccess } from '../../auth/access.js';
import { loadGrants } from '../../auth/grants.js';
import { userByCredentials } from '../../auth/credentials.js';
import { currentPepper } from '../../auth/tokens.js';
import { fromDb, type Row } from '../../db/values.js';
import { detail, notAuthenticated, ValidationError } from '../../http/errors.js';
import { render, renderWritten } from '../../objects/read.js';
import { jsonReply } from '../../objects/request.js';
import { inTransaction } from '../../objects/write.js';
import { createObject } from '../../write/save.js';
import { pythonType } from '../../write/scalars.js';
import { requireField } from '../../registry.js';

const USER = 'users.user';
const TOKEN = 'users.token';
const USER_CONFIG = 'users.userconfig';

/** The body as a JSON object, or NetBox's 400 for anything else. */
function objectBody(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ValidationError({ non_field_errors: [`Invalid data. Expected a dictionary, but got ${pythonType(body)}.`] });
  }
  return body as Record<string, unknown>;
}

const provision: RouteHandler = async (deps, request) => {
  const body = objectBody(request.body);
  const { username, password, ...fields } = body;
  const missing: Record<string, string[]> = {};
  for (const [name, value] of [['username', username], ['password', password]] as const) {
    if (value === undefined || value === null || value === '') missing[name] = [value === undefined ? 'This field is required.' : 'This field may not be blank.'];
  }
  if (Object.keys(missing).length) throw new ValidationError(missing);
  const user = await userByCredentials(deps.db.knex, String(username), String(password));
  if (!user) throw detail(403, 'Invalid username/password');
  // The token is the user's own, made on their behalf: the change record names them.
  const owner = { id: Number(user.id), username: String(user.username), isSuperuser: Boolean(user.is_superuser) };
  const grants = owner.isSuperuser ? new Map() : await loadGrants(deps.db.knex, deps.index, owner.id, deps.config);
  const asOwner: ApiRequest = { ...request, user: owner, token: null, access: new RequestAccess(owner, null, grants, deps.config) };
  const tokens = deps.index.model(TOKEN);
  // Without peppers a v2 token cannot be made: logging in still works, with a v1 token (stored as
  // a digest here, so no weaker at rest). NetBox 4.7 answers 400 instead.
  const version = fields.version ?? (currentPepper(deps.config.API_TOKEN_PEPPERS) ? 2 : 1);
  // NetBox's provision view checks no model permission: the credentials are the permission.
  const id = await inTransaction(deps, asOwner, (ctx) => createObject(ctx, tokens, { ...fields, version, user: owner.id }), { access: null });
  const [token] = (await renderWritten(deps, asOwner, tokens, [id])) as Record<string, unknown>[];
  // Clients older than v2 tokens (pynetbox up to 7.4, the Ansible collection) take `key` from this
  // response as their "Token <key>": a v1 token's key is its secret there, as NetBox ≤ 4.4 showed it.
  if (token!.key === null && typeof token!.token === 'string') token!.key = token!.token;
  return jsonReply(token, 201);
};

/** IsAuthenticated: these routes are a user's own, whatever LOGIN_REQUIRED says. */
function requireUser(request: ApiRequest): number {
  if (!request.user) throw notAuthenticated();
  return request.user.id;
}

const readConfig: RouteHandler = async (deps, request) => jsonReply(await configData(deps, requireUser(request)));

const patchConfig: RouteHandler = async (deps, request) => {
  const userId = requireUser(request);
  const changes = objectBody(request.body);
  const model = deps.index.model(USER_CONFIG);
  const merged = await deps.db.knex.transaction(async (trx) => {
    const row = (await trx(model.table).where('user_id', userId).first()) as Row | undefined;
    const data = deepMerge(row ? (fromDb(requireField(model, 'data'), row.data) as Record<string, unknown>) : {}, changes);
    const stored = JSON.stringify(data);
    if (row) await trx(model.table).where('id', Number(row.id)).update({ data: stored });
    else await trx(model.table).insert({ user_id: userId, data: stored });
    return data;
  });
  return jsonReply(merged);
};

async function configData(deps: Parameters<RouteHandler>[0], userId: number): Promise<Record<string, unknown>> {
  const model = deps.index.model(USER_CONFIG);
  const row = (await deps.db.knex(model.table).where('user_id', userId).first()) as Row | undefined;
  return row ? ((fromDb(requireField(model, 'data'), row.data) as Record<string, unknown>) ?? {}) : {};
}

/** NetBox's utilities.data.deepmerge: objects merge key by key, anything else is replaced. */
export function deepMerge(base: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const authenticationCheck: RouteHandler = async (deps, request) => {
  const userId = requireUser(request);
  const users = deps.index.model(USER);
  const row = (await deps.db.knex(users.table).where('id', userId).first()) as Row;
  const [user] = await render(deps, request, users, [row]);
  return jsonReply(user);
};

export const usersRoutes: readonly AppRoute[] = [
  { app: 'users', path: 'tokens/provision', listed: false, anonymousWrites: true, methods: { POST: provision } },
  { app: 'users', path: 'config', listed: true, methods: { GET: readConfig, PATCH: patchConfig } },
  { app: null, path: 'authentication-check', listed: false, methods: { GET: authenticationCheck } },
];
