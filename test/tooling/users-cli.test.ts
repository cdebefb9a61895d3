// The users command (scripts/users.ts) as a script runs it: a real process on a SQLite file makes
// users (with groups) and v1/v2 tokens, and the printed Authorization header works against a
// server on that database; bad input exits 2 and changes nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.js';
import { createApp } from '../../runtime/app.js';
import { loadConfig } from '../../runtime/config.js';
import { openDatabase, type Database } from '../../runtime/db/database.js';
import { entryPoint, PROJECT, runIn } from '../support/project.js';

const PEPPERS = JSON.stringify({ 7: 'a-pepper-for-the-command-line-test-'.padEnd(60, 'z') });

describe('the users command', () => {
  let dir: string;
  let env: Record<string, string>;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'inventory-users-cli-'));
    env = { DATABASE_URL: `sqlite:${join(dir, 'cli.sqlite3')}`, API_TOKEN_PEPPERS: PEPPERS };
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const users = (args: string[]) => runIn(PROJECT, process.execPath, [...entryPoint('scripts/users.ts'), ...args], env);

  /** GET path on a server over the command's database, with the given Authorization header. */
  async function asHeader(header: string, path = '/api/authentication-check/'): Promise<{ status: number; body: any }> {
    const db: Database = openDatabase(env.DATABASE_URL!);
    const app = createApp({ db, registry, config: loadConfig({}, { DATABASE_URL: env.DATABASE_URL!, API_TOKEN_PEPPERS: JSON.parse(PEPPERS) }) });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const port = (server.address() as { port: number }).port;
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { Authorization: header } });
      return { status: response.status, body: await response.json() };
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    }
  }

  it('creates a user in groups and tokens whose printed header authenticates', { timeout: 120_000 }, async () => {
    const made = await users(['create-user', '--username', 'robot', '--password', 'robot-password', '--email', 'robot@example.com', '--group', 'automation']);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toBe('created user robot\n');

    const v2 = await users(['create-token', '--username', 'robot', '--read-only', '--description', 'backup job']);
    expect(v2.code, v2.stderr).toBe(0);
    const header = /^Authorization: (Bearer nbt_[A-Za-z0-9]{12}\.[A-Za-z0-9]{40})\n$/.exec(v2.stdout)?.[1];
    expect(header, v2.stdout).toBeDefined();
    const me = await asHeader(header!);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'robot', email: 'robot@example.com', groups: [expect.objectContaining({ name: 'automation' })] });

    const v1 = await users(['create-token', '--username', 'robot', '--version', '1', '--allowed-ip', '127.0.0.0/8']);
    const legacy = /^Authorization: (Token [A-Za-z0-9]{40})\n$/.exec(v1.stdout)?.[1];
    expect(legacy, v1.stdout + v1.stderr).toBeDefined();
    expect((await asHeader(legacy!)).status).toBe(200);

    // A read-only token from the command line: its tokens list shows both, neither with a secret.
    const tokens = await asHeader(header!, '/api/users/tokens/');
    expect(tokens.body.count).toBe(2);
    expect(tokens.body.results.map((t: { write_enabled: boolean; token: unknown }) => [t.write_enabled, t.token]).sort()).toEqual([[false, null], [true, null]]);

    const again = await users(['create-user', '--username', 'robot', '--password', 'new-password']);
    expect(again.stdout).toBe('updated user robot\n');
  });

  it('refuses bad input with exit status 2 or 1 and a message', { timeout: 120_000 }, async () => {
    for (const [args, code, message] of [
      [['create-token', '--username', 'robot', '--allowed-ip', '10.0.0.0/40'], 2, '--allowed-ip: Item 1 in the array did not validate: Invalid IP address format: 10.0.0.0/40'],
      [['create-token', '--username', 'robot', '--allowed-ip', '10.0.0.0/8', '--allowed-ip', '10.1.1.1/24'], 2, '--allowed-ip: Item 2 in the array did not validate: 10.1.1.1/24 is not a valid prefix. Did you mean 10.1.1.0/24?'],
      [['create-token', '--username', 'robot', '--version', '3'], 2, '--version must be 1 or 2'],
      [['create-user', '--username', 'x'], 2, '--password is required'],
      [['delete-everything'], 2, 'unknown command delete-everything'],
      [['create-token', '--username', 'nobody'], 1, 'no user named nobody'],
    ] as const) {
      const result = await users([...args]);
      expect(result.code, args.join(' ')).toBe(code);
      expect(result.stderr).toContain(message);
      expect(result.stdout).toBe('');
    }
  });
});
