// A username and password checked, as Django's authenticate() with ModelBackend: a wrong
// password, an unknown name and an inactive user all come back as null, and take the same time.
// Used by /login/ and by token provisioning.
import type { Knex } from 'knex';
import type { Row } from '../db/values.js';
import { verifyPassword } from './passwords.js';

const USER_TABLE = 'users_user';

export async function userByCredentials(q: Knex, username: string, password: string): Promise<Row | null> {
  const user = (await q(USER_TABLE).where('username', username).first()) as Row | undefined;
  const matches = await verifyPassword(password, user ? String(user.password) : null);
  return user && matches && user.is_active ? user : null;
}
