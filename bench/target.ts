// What the benchmarks share: a server on a fresh SQLite file or PostgreSQL database (in the test
// cluster), reached over real HTTP with a superuser token; in this process (`serve`) or in a child
// process as `make run` starts it (`serveChild`).
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
import { freePort, type Cluster } from '../test/support/postgres-cluster.js';
import { OURS_READY, SERVER_FLAGS, spawnServer, stopServer } from './child-server.js';

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
  /** The server's process id when it runs in a child process (`serveChild`). */
  readonly pid?: number;
}

export async function serve(dialect: Dialect, cluster: Cluster | null, name = 'bench'): Promise<Target> {
  const { url, drop } = await freshDatabase(dialect, cluster, name);
  return serveAt(url, drop);
}

/** A fresh SQLite file or PostgreSQL database named `name`; `drop` removes it. */
async function freshDatabase(dialect: Dialect, cluster: Cluster | null, name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'inventory-bench-'));
    return { url: `sqlite:${join(dir, 'bench.sqlite3')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = new pg.Client({ connectionString: cluster!.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return { url: cluster!.url.replace(/\/postgres$/, `/${name}`), drop: async () => undefined };
}

/** Migrates the database at `url` and adds the benchmark's superuser; its token. */
async function prepared(url: string): Promise<string> {
  const db = openDatabase(url);
  try {
    await prepareDatabase(db, registry);
    const token = randomToken();
    await ensureSuperuser(db, { username: 'bench', password: 'bench-password', token, iterations: 1000 });
    return token;
  } finally {
    await db.close();
  }
}

/**
 * The same, served by dist/runtime/server.js in a child process started as `make run` starts it
 * (`make build` first): the client's work stays out of the server's thread, and the server's
 * memory is its own (Target.pid).
 */
export async function serveChild(dialect: Dialect, cluster: Cluster | null, name = 'bench'): Promise<Target> {
  const { url, drop } = await freshDatabase(dialect, cluster, name);
  const token = await prepared(url);
  const { child, base } = await spawnServer('dist/runtime/server.js', { DATABASE_URL: url, PORT: String(await freePort()), HOST: '127.0.0.1' }, OURS_READY, { flags: SERVER_FLAGS });
  const detach = () => stopServer(child);
  return {
    base,
    token,
    url,
    pid: child.pid!,
    async analyze() {
      const db = openDatabase(url);
      await db.knex.raw('ANALYZE');
      await db.close();
    },
    detach,
    async close() {
      await detach();
      await drop();
    },
  };
}

/** The same on the database at `url` (migrated first); `drop` removes it at `close`. */
export async function serveAt(url: string, drop: () => Promise<void> = async () => undefined): Promise<Target> {
  const token = await prepared(url);
  const db = openDatabase(url);
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
