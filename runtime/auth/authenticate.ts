// Token authentication: "Authorization: Token <key>" or "Bearer <key>". A bad token is 403 with
// the reference's texts (DRF turns 401 into 403 there); no header means an anonymous request.
import { BlockList, isIP } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import type { Database } from '../db/database.js';
import { fromDb, now, type Row } from '../db/values.js';
import { detail } from '../http/errors.js';
import { requireField, type ModelIndex } from '../registry.js';
import { RequestAccess, type AuthToken, type AuthUser } from './access.js';
import { loadGrants } from './grants.js';
import { tokenDigest } from './tokens.js';
import type { Config } from '../config.js';

declare module 'express-serve-static-core' {
  interface Request {
    user: AuthUser | null;
    token: AuthToken | null;
  }
}

const LAST_USED_INTERVAL_MS = 60_000;

export function authenticate(db: Database, index: ModelIndex, config: Config) {
  const tokenModel = index.model('users.token');
  const field = (name: string) => requireField(tokenModel, name);
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    req.user = null;
    req.token = null;
    req.access = new RequestAccess(null, null, new Map(), config);
    const header = req.headers.authorization;
    if (!header) return next();
    const parts = header.trim().split(/\s+/);
    const keyword = parts[0]!.toLowerCase();
    if (keyword !== 'token' && keyword !== 'bearer') return next();
    if (parts.length !== 2) throw detail(403, 'Invalid authorization header: Must be in the form "Bearer <key>.<token>" or "Token <token>"');
    const key = parts[1]!;
    if (!/^[A-Za-z0-9_.]+$/.test(key)) throw detail(403, 'Invalid authorization header: Token contains invalid characters');
    if (key.startsWith('nbt_')) throw detail(403, 'Invalid v2 token');
    const token = (await db.knex('users_token').where('key_digest', tokenDigest(key)).first()) as Row | undefined;
    if (!token) throw detail(403, 'Invalid v1 token');
    const allowed = (fromDb(field('allowed_ips'), token.allowed_ips) ?? []) as string[];
    if (allowed.length && !ipAllowed(req.socket.remoteAddress ?? '', allowed)) {
      throw detail(403, `Source IP ${req.socket.remoteAddress} is not permitted to authenticate using this token.`);
    }
    if (!fromDb(field('enabled'), token.enabled)) throw detail(403, 'Token disabled');
    const expires = fromDb(field('expires'), token.expires) as string | null;
    if (expires && Date.parse(expires) <= Date.now()) throw detail(403, 'Token expired');
    const lastUsed = fromDb(field('last_used'), token.last_used) as string | null;
    if (!lastUsed || Date.now() - Date.parse(lastUsed) > LAST_USED_INTERVAL_MS) {
      await db.knex('users_token').where('id', Number(token.id)).update({ last_used: now() });
    }
    const user = (await db.knex('users_user').where('id', Number(token.user_id)).first()) as Row | undefined;
    if (!user || !user.is_active) throw detail(403, 'User inactive');
    req.user = { id: Number(user.id), username: String(user.username), isSuperuser: Boolean(user.is_superuser) };
    req.token = { id: Number(token.id), writeEnabled: Boolean(token.write_enabled) };
    const grants = req.user.isSuperuser ? new Map() : await loadGrants(db.knex, index, req.user.id, config);
    req.access = new RequestAccess(req.user, req.token, grants, config);
    next();
  };
}

function ipAllowed(address: string, networks: readonly string[]): boolean {
  const ip = address.replace(/^::ffff:/, '');
  const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  const list = new BlockList();
  for (const network of networks) {
    const [net, bits] = network.split('/');
    const netFamily = isIP(net!) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(net!, netFamily);
    else list.addSubnet(net!, Number(bits), netFamily);
  }
  return list.check(ip, family);
}
