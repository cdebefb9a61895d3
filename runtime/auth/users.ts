// Users and tokens managed by commands (createsuperuser) and tests.
import type { Database } from '../db/database.js';
import { now } from '../db/values.js';
import { hashPassword } from './passwords.js';
import { newTokenKey, TOKEN_KEY, tokenDigest, tokenHint } from './tokens.js';

export interface SuperuserRequest {
  readonly username: string;
  readonly password: string;
  readonly email?: string;
  /** A token key to install (40 hex characters); null creates a random one only for a new user. */
  readonly token: string | null;
  /** PBKDF2 iterations (tests use fewer). */
  readonly iterations?: number;
}

export async function ensureSuperuser(db: Database, request: SuperuserRequest): Promise<{ created: boolean; token: string | null }> {
  if (request.token !== null && !TOKEN_KEY.test(request.token)) throw new Error('the token key must be 40 hexadecimal characters');
  return db.knex.transaction(async (trx) => {
    const existing = (await trx('users_user').where('username', request.username).first()) as { id: unknown } | undefined;
    const password = hashPassword(request.password, request.iterations);
    let userId: number;
    if (existing) {
      userId = Number(existing.id);
      await trx('users_user').where('id', userId).update({ password, is_superuser: true, is_active: true });
    } else {
      const [row] = (await trx('users_user')
        .insert({ username: request.username, password, email: request.email ?? '', is_superuser: true, is_active: true, date_joined: now() })
        .returning('id')) as ({ id: unknown } | number)[];
      userId = Number(typeof row === 'object' ? row!.id : row);
    }
    const key = request.token ?? (existing ? null : newTokenKey());
    if (key) {
      const digest = tokenDigest(key);
      const taken = (await trx('users_token').where('key_digest', digest).first()) as { user_id: unknown } | undefined;
      if (taken && Number(taken.user_id) !== userId) throw new Error('that token key belongs to another user');
      if (!taken) {
        await trx('users_token').insert({
          user_id: userId, key_digest: digest, key_hint: tokenHint(key), created: now(), description: 'created by createsuperuser',
          enabled: true, write_enabled: true, allowed_ips: '[]',
        });
      }
    }
    return { created: !existing, token: key };
  });
}
