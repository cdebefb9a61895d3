// What the benchmarks share: a server on a fresh SQLite file or PostgreSQL database (in the test
// cluster), reached over real HTTP with a superuser token.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { registry } from '../generated/registry.js';
import { createApp } from '../runtime/app.js';
import { ensureSuperuser } from '../runtime/auth/users.js';
import { randomToken } from '../runtime/auth/tokens.js';
import { loadConfig } from '../runtime/config.js';
import { openDatabase, type Dialect } from '../runtime/db/database.js';
import { prepareDatabase } from '../runtime/db/prepare.js';
import type { Cluster } from '../test/support/postgres-cluster.js';

export interface Target {
  readonly base: string;
  readonly token: string;
  /** The database's URL, for other processes (bench-compare's servers) to open it. */
  readonly url: string;
  /** Fresh planner statistics, as PostgreSQL's autovacuum and SQLite's PRAGMA optimize keep them. */
  analyze(): Promise<void>;
  /** Stops this server and closes its database handle; the database stays until `close`. */
  detach(): Promise<void>;
  close(): Promise<void>;
}

export async function serve(dialect: Dialect, cluster: Cluster | null, name = 'bench'): Promise<Target> {
  let url: string;
  let drop: () => Promise<void>;
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'inventory-bench-'));
    url = `sqlite:${join(dir, 'bench.sqlite3')}`;
    drop = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const admin = new pg.Client({ connectionString: cluster!.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    url = cluster!.url.replace(/\/postgres$/, `/${name}`);
    drop = async () => undefined;
  }
  return serveAt(url, drop);
}

/** The same on the database at `url` (migrated first); `drop` removes it at `close`. */
export async function serveAt(url: string, drop: () => Promise<void> = async () => undefined): Promise<Target> {
  const db = openDatabase(url);
  await prepareDatabase(db, registry);
  const token = randomToken();
  await ensureSuperuser(db, { username: 'bench', password: 'bench-password', token, iterations: 1000 });
  const config = loadConfig({ DATABASE_URL: url });
  const server = createApp({ db, registry, config }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  let detached: Promise<void> | null = null;
  const detach = () =>
    (detached ??= (async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    })());
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    token,
    url,
    async analyze() {
      await db.knex.raw('ANALYZE');
    },
    detach,
    async close() {
      await detach();
      await drop();
    },
  };
}

export async function call(target: Target, method: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(`${target.base}${path}`, {
    method,
    headers: { Authorization: `Token ${target.token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path} → ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}
