// Who is asking: NetBox 4.7's TokenAuthentication ("Authorization: Token <token>" (v1) or "Bearer
// nbt_<key>.<token>" (v2)), else a browser's login session (the `sessionid` cookie, DRF's
// SessionAuthentication; runtime/auth/sessions.ts). A bad token is 403 with the reference's texts
// (DRF turns 401 into 403 there); an unknown or expired session, no header, or another scheme is
// an anonymous request. A token wins over a session cookie sent with it (NetBox tries the session
// first): explicit credentials decide, and a token request needs no CSRF token. Runs before the
// body is read, so a refused request costs no parsing (refuseEarly below).
import type { NextFunction, Request, Response } from 'express';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { fromDb, now, type Row } from '../db/values.js';
import { detail, notAuthenticated, permissionDenied } from '../http/errors.js';
import { requireField, type ModelIndex } from '../registry.js';
import { RequestAccess, type AuthToken, type AuthUser } from './access.js';
import { clientAddress, inNetworks } from './client-ip.js';
import { keptGrants } from './grants.js';
import { SessionStore } from './sessions.js';
import { TokenMemo } from './token-memo.js';
import { hmacDigest, sameDigest, TOKEN_PREFIX, tokenDigest } from './tokens.js';

declare module 'express-serve-static-core' {
  interface Request {
    user: AuthUser | null;
    token: AuthToken | null;
    access: RequestAccess;
  }
}

const LAST_USED_INTERVAL_MS = 60_000;
const TOKEN_TABLE_MODEL = 'users.token';
const USER_MODEL = 'users.user';
/** The token owner's columns read with the token, by the aliases they are read as. */
const OWNER_COLUMNS = { owner_id: 'id', owner_username: 'username', owner_is_active: 'is_active', owner_is_superuser: 'is_superuser' } as const;

/** What an Authorization header names: a version, the v2 key, and the secret. */
interface Presented {
  readonly version: 1 | 2;
  readonly key: string | null;
  readonly secret: string;
}

/** The token an Authorization header presents; null when it uses neither scheme. Throws 403 when malformed. */
export function presentedToken(header: string | undefined): Presented | null {
  const parts = (header ?? '').trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return null;
  const keyword = parts[0]!.toLowerCase();
  if (keyword !== 'token' && keyword !== 'bearer') return null;
  if (parts.length !== 2) throw detail(403, 'Invalid authorization header: Must be in the form "Bearer <key>.<token>" or "Token <token>"');
  const value = parts[1]!;
  // Latin-1 is what HTTP headers carry; anything else (or a control character) cannot be a token.
  if (!/^[\x21-\x7e]+$/.test(value)) throw detail(403, 'Invalid authorization header: Token contains invalid characters');
  if (!value.startsWith(TOKEN_PREFIX)) return { version: 1, key: null, secret: value };
  const rest = value.slice(TOKEN_PREFIX.length);
  const dot = rest.indexOf('.');
  if (dot < 0) {
    throw detail(403, "Invalid authorization header: Could not parse key from v2 token. Did you mean to use 'Token' instead of 'Bearer'?");
  }
  return { version: 2, key: rest.slice(0, dot), secret: rest.slice(dot + 1) };
}

export function authenticate(db: Database, index: ModelIndex, config: Config, sessions: SessionStore) {
  const tokens = index.model(TOKEN_TABLE_MODEL);
  const users = index.model(USER_MODEL);
  const field = (name: string) => requireField(tokens, name);
  const memo = new TokenMemo(db.cache);
  /** When this process last stamped a token's last_used (a kept token row shows an older one). */
  const stamped = new Map<number, number>();
  /** Tokens with what authentication needs of their user, in one statement (every request pays it). */
  const tokenRows = () => db.reader(tokens.table)
    .leftJoin(users.table, `${users.table}.id`, `${tokens.table}.${requireField(tokens, 'user').column}`)
    .select(`${tokens.table}.*`, ...Object.entries(OWNER_COLUMNS).map(([alias, column]) => `${users.table}.${column} as ${alias}`));
  /** The stored token the header presents, or a 403 naming the version (no hint which part was wrong). */
  const findToken = async (presented: Presented): Promise<Row> => {
    const invalid = () => detail(403, `Invalid v${presented.version} token`);
    if (presented.version === 1) {
      const digest = tokenDigest(presented.secret);
      const row = await memo.find(`v1:${digest}`, async () => (await tokenRows().where({ [`${tokens.table}.version`]: 1, [`${tokens.table}.key_digest`]: digest }).first()) as Row | undefined);
      if (!row) throw invalid();
      return row;
    }
    const row = await memo.find(`v2:${presented.key}`, async () => (await tokenRows().where({ [`${tokens.table}.version`]: 2, [`${tokens.table}.key`]: presented.key }).first()) as Row | undefined);
    const pepper = row ? config.API_TOKEN_PEPPERS[String(row.pepper_id)] : undefined;
    // A known key with a wrong secret (or a retired pepper) reads as an unknown key: no key enumeration.
    if (!row || pepper === undefined || !sameDigest(hmacDigest(pepper, presented.secret), String(row.hmac_digest))) throw invalid();
    return row;
  };

  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    req.user = null;
    req.token = null;
    req.session = null;
    req.access = new RequestAccess(null, null, new Map(), config);
    const presented = presentedToken(req.headers.authorization);
    if (!presented) {
      const session = await sessions.find(req);
      // A deactivated user's session is no login (Django's ModelBackend refuses inactive users).
      if (session?.isActive) {
        // A logged-in browser's answers are its own: no shared cache may keep or hand them out.
        res.vary('Cookie');
        res.setHeader('Cache-Control', 'private');
        req.user = { id: session.userId, username: session.username, isSuperuser: session.isSuperuser };
        req.session = session;
        const grants = req.user.isSuperuser ? new Map() : await keptGrants(db, index, req.user.id, config);
        req.access = new RequestAccess(req.user, null, grants, config);
      }
      return next();
    }
    const token = await findToken(presented);
    const allowed = (fromDb(field('allowed_ips'), token.allowed_ips) ?? []) as string[];
    if (allowed.length) {
      const client = clientAddress(req, config);
      if (!client) {
        throw detail(403, 'Client IP address could not be determined for validation. Check that the HTTP server is correctly configured to pass the required header(s).');
      }
      if (!inNetworks(client, allowed)) throw detail(403, `Source IP ${client} is not permitted to authenticate using this token.`);
    }
    if (!fromDb(field('enabled'), token.enabled)) throw detail(403, 'Token disabled');
    const expires = fromDb(field('expires'), token.expires) as string | null;
    if (expires && Date.parse(expires) <= Date.now()) throw detail(403, 'Token expired');
    // At most one write per token per minute, however busy the token is.
    const lastUsed = fromDb(field('last_used'), token.last_used) as string | null;
    const last = Math.max(lastUsed ? Date.parse(lastUsed) : 0, stamped.get(Number(token.id)) ?? 0);
    if (Date.now() - last > LAST_USED_INTERVAL_MS) {
      stamped.set(Number(token.id), Date.now());
      const update = db.knex(tokens.table).where('id', Number(token.id)).update({ last_used: now() });
      // SQLite has one writer connection, which a long write holds: a read must not wait for it
      // to stamp its token (the stamp still lands, in order, after that write). PostgreSQL
      // writes one row without waiting for other transactions.
      if (db.dialect === 'sqlite') update.catch((error: unknown) => console.error('last_used not recorded:', error));
      else await update;
    }
    if (token.owner_id === null || token.owner_id === undefined || !token.owner_is_active) throw detail(403, 'User inactive');
    req.user = { id: Number(token.owner_id), username: String(token.owner_username), isSuperuser: Boolean(token.owner_is_superuser) };
    req.token = { id: Number(token.id), writeEnabled: Boolean(token.write_enabled) };
    const grants = req.user.isSuperuser ? new Map() : await keptGrants(db, index, req.user.id, config);
    req.access = new RequestAccess(req.user, req.token, grants, config);
    next();
  };
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses, before the body is read, the writes that will be refused whatever they hold: anonymous
 * writes and writes with a read-only token (NetBox's TokenPermissions). `open` lists the paths
 * that take anonymous writes (token provisioning).
 */
export function refuseEarly(open: readonly string[]) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!UNSAFE_METHODS.has(req.method) || !req.path.startsWith('/api/') || open.includes(req.path)) return next();
    if (!req.user) return next(notAuthenticated());
    if (req.token && !req.token.writeEnabled) return next(permissionDenied());
    next();
  };
}
