// Users and tokens made outside the API: by the command line (scripts/createsuperuser.ts,
// scripts/users.ts) and by tests. The same rules as the API: hashed passwords, token secrets
// stored only as digests (runtime/auth/tokens.ts).
import type { Knex } from 'knex';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { now } from '../db/values.js';
import { hashPassword } from './passwords.js';
import { authorizationHeader, currentPepper, newToken, randomToken, TOKEN_TEXT } from './tokens.js';

export interface UserRequest {
  readonly username: string;
  readonly password: string;
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly superuser?: boolean;
  /** PBKDF2 iterations (tests use fewer). */
  readonly iterations?: number;
}

/** Creates a user, or updates the password (and superuser status, email and names given) of an existing one. */
export async function ensureUser(q: Knex | Knex.Transaction, request: UserRequest): Promise<{ id: number; created: boolean }> {
  const existing = (await q('users_user').where('username', request.username).first()) as { id: unknown } | undefined;
  const changes: Record<string, unknown> = { password: hashPassword(request.password, request.iterations), is_active: true };
  if (request.superuser !== undefined) changes.is_superuser = request.superuser;
  if (request.email !== undefined) changes.email = request.email;
  if (request.firstName !== undefined) changes.first_name = request.firstName;
  if (request.lastName !== undefined) changes.last_name = request.lastName;
  if (existing) {
    await q('users_user').where('id', Number(existing.id)).update(changes);
    return { id: Number(existing.id), created: false };
  }
  const [row] = (await q('users_user')
    .insert({ username: request.username, email: '', first_name: '', last_name: '', is_superuser: false, is_staff: false, date_joined: now(), ...changes })
    .returning('id')) as ({ id: unknown } | number)[];
  return { id: Number(typeof row === 'object' ? row!.id : row), created: true };
}

export interface TokenRequest {
  readonly userId: number;
  /** 2 needs API_TOKEN_PEPPERS; 1 is a legacy "Token <40 characters>" token. */
  readonly version: 1 | 2;
  readonly description?: string;
  readonly writeEnabled?: boolean;
  readonly expires?: string | null;
  readonly allowedIps?: readonly string[];
  /** A secret to install (40 letters or digits), for a token a deployment already hands out; default random. */
  readonly secret?: string;
}

export interface MadeToken {
  readonly id: number;
  readonly key: string | null;
  readonly secret: string;
  /** The Authorization header a client sends. */
  readonly header: string;
}

/** A token for a user; a v2 token is signed with the newest of `peppers` (API_TOKEN_PEPPERS). */
export async function createToken(q: Knex | Knex.Transaction, peppers: Config['API_TOKEN_PEPPERS'], request: TokenRequest): Promise<MadeToken> {
  if (request.secret !== undefined && !TOKEN_TEXT.test(request.secret)) throw new Error('a token must be 40 letters or digits');
  const pepper = currentPepper(peppers);
  if (request.version === 2 && !pepper) throw new Error('Unable to save v2 tokens: API_TOKEN_PEPPERS is not defined.');
  const made = newToken(request.version, pepper, request.secret ?? randomToken());
  if (made.columns.key_digest && (await q('users_token').where('key_digest', made.columns.key_digest).first())) {
    throw new Error('that token is already installed');
  }
  const [row] = (await q('users_token')
    .insert({
      version: request.version, user_id: request.userId, ...made.columns, created: now(), description: request.description ?? '',
      enabled: true, write_enabled: request.writeEnabled ?? true, expires: request.expires ?? null, allowed_ips: JSON.stringify(request.allowedIps ?? []),
    })
    .returning('id')) as ({ id: unknown } | number)[];
  const id = Number(typeof row === 'object' ? row!.id : row);
  return { id, key: made.columns.key, secret: made.secret, header: authorizationHeader(request.version, made.columns.key, made.secret) };
}

export interface SuperuserRequest extends Omit<UserRequest, 'superuser'> {
  /** A v1 token to install (40 letters or digits); null makes a random one for a new user only. */
  readonly token: string | null;
}

/** make superuser: a superuser with a v1 token (installed, or random for a new user). */
export async function ensureSuperuser(db: Database, request: SuperuserRequest): Promise<{ created: boolean; token: string | null }> {
  if (request.token !== null && !TOKEN_TEXT.test(request.token)) throw new Error('the token must be 40 letters or digits');
  return db.knex.transaction(async (trx) => {
    const user = await ensureUser(trx, { ...request, superuser: true });
    const secret = request.token ?? (user.created ? randomToken() : null);
    if (!secret) return { created: user.created, token: null };
    const digestOwner = (await trx('users_token').where('key_digest', newToken(1, null, secret).columns.key_digest).first()) as { user_id: unknown } | undefined;
    if (digestOwner && Number(digestOwner.user_id) !== user.id) throw new Error('that token belongs to another user');
    if (!digestOwner) {
      await createToken(trx, {}, { userId: user.id, version: 1, secret, description: 'created by createsuperuser' });
    }
    return { created: user.created, token: secret };
  });
}
