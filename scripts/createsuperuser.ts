// Creates (or updates) a superuser non-interactively, optionally with a given API token key:
//   node dist/scripts/createsuperuser.js --username admin --password secret [--token <40 hex>] [--email a@b.c]
// Every option may also come from the environment: SUPERUSER_NAME, SUPERUSER_PASSWORD,
// SUPERUSER_API_TOKEN, SUPERUSER_EMAIL. Running it again updates the password and adds the token.
import { parseArgs } from 'node:util';
import { registry } from '../generated/registry.js';
import { loadConfig } from '../runtime/config.js';
import { openDatabase } from '../runtime/db/database.js';
import { prepareDatabase } from '../runtime/db/prepare.js';
import { ensureSuperuser } from '../runtime/auth/users.js';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    token: { type: 'string' },
    email: { type: 'string' },
  },
});
const username = values.username ?? process.env.SUPERUSER_NAME;
const password = values.password ?? process.env.SUPERUSER_PASSWORD;
const token = values.token ?? process.env.SUPERUSER_API_TOKEN;
const email = values.email ?? process.env.SUPERUSER_EMAIL ?? '';
if (!username || !password) {
  process.stderr.write('usage: createsuperuser --username NAME --password PASSWORD [--token KEY] [--email ADDRESS]\n');
  process.exit(2);
}
const config = loadConfig();
const db = openDatabase(config.DATABASE_URL);
try {
  await prepareDatabase(db, registry);
  const result = await ensureSuperuser(db, { username, password, email, token: token ?? null });
  process.stdout.write(`${result.created ? 'created' : 'updated'} superuser ${username}\n`);
  if (result.token) process.stdout.write(`API token: ${result.token}\n`);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await db.close();
}
