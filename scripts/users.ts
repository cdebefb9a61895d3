// Users and tokens from the command line, for scripts and first set-up (the database of
// DATABASE_URL / CONFIG_FILE, migrated first):
//   users create-user  --username NAME --password PASSWORD [--email A] [--first-name F] [--last-name L] [--superuser] [--group NAME ...]
//   users create-token --username NAME [--version 1|2] [--read-only] [--description TEXT] [--expires ISO-8601] [--allowed-ip NETWORK ...]
// create-token prints the Authorization header to send (the secret is shown this once only);
// a v2 token needs API_TOKEN_PEPPERS. Running create-user again updates the password.
import { parseArgs } from 'node:util';
import { registry } from '../generated/registry.js';
import { allowedNetworks } from '../runtime/auth/client-ip.js';
import { createToken, ensureUser } from '../runtime/auth/users.js';
import { loadConfig } from '../runtime/config.js';
import { openDatabase } from '../runtime/db/database.js';
import { prepareDatabase } from '../runtime/db/prepare.js';

const USAGE = `usage:
  users create-user --username NAME --password PASSWORD [--email ADDRESS] [--first-name F] [--last-name L] [--superuser] [--group NAME ...]
  users create-token --username NAME [--version 1|2] [--read-only] [--description TEXT] [--expires ISO-8601] [--allowed-ip NETWORK ...]
`;

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    superuser: { type: 'boolean', default: false },
    group: { type: 'string', multiple: true, default: [] },
    version: { type: 'string' },
    'read-only': { type: 'boolean', default: false },
    description: { type: 'string' },
    expires: { type: 'string' },
    'allowed-ip': { type: 'string', multiple: true, default: [] },
  },
});

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}`);
  process.exit(2);
}

if (command !== 'create-user' && command !== 'create-token') fail(`unknown command ${command ?? '(none)'}`);
if (!values.username) fail('--username is required');
if (command === 'create-user' && !values.password) fail('--password is required');
const config = loadConfig();
const version = values.version === undefined ? (Object.keys(config.API_TOKEN_PEPPERS).length ? 2 : 1) : Number(values.version);
if (version !== 1 && version !== 2) fail('--version must be 1 or 2');
if (values.expires !== undefined && Number.isNaN(Date.parse(values.expires))) fail('--expires must be an ISO 8601 time');
const allowedIps = allowedNetworks(values['allowed-ip']);
if (allowedIps instanceof Error) fail(`--allowed-ip: ${allowedIps.message}`);

const db = openDatabase(config.DATABASE_URL);
try {
  await prepareDatabase(db, registry);
  if (command === 'create-user') {
    await db.knex.transaction(async (trx) => {
      const user = await ensureUser(trx, {
        username: values.username!, password: values.password!, superuser: values.superuser,
        ...(values.email !== undefined ? { email: values.email } : {}),
        ...(values['first-name'] !== undefined ? { firstName: values['first-name'] } : {}),
        ...(values['last-name'] !== undefined ? { lastName: values['last-name'] } : {}),
      });
      for (const name of values.group) {
        const group = (await trx('users_group').where('name', name).first()) as { id: unknown } | undefined;
        const groupId = group ? Number(group.id) : Number(((await trx('users_group').insert({ name, description: '' }).returning('id')) as ({ id: unknown } | number)[]).map((r) => (typeof r === 'object' ? r.id : r))[0]);
        const linked = await trx('users_user_groups').where({ user_id: user.id, group_id: groupId }).first();
        if (!linked) await trx('users_user_groups').insert({ user_id: user.id, group_id: groupId });
      }
      process.stdout.write(`${user.created ? 'created' : 'updated'} user ${values.username}${values.superuser ? ' (superuser)' : ''}\n`);
    });
  } else {
    const user = (await db.knex('users_user').where('username', values.username!).first()) as { id: unknown } | undefined;
    if (!user) throw new Error(`no user named ${values.username}`);
    const made = await createToken(db.knex, config.API_TOKEN_PEPPERS, {
      userId: Number(user.id), version: version as 1 | 2, writeEnabled: !values['read-only'],
      description: values.description ?? 'created on the command line', expires: values.expires ?? null, allowedIps,
    });
    process.stdout.write(`Authorization: ${made.header}\n`);
  }
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await db.close();
}
