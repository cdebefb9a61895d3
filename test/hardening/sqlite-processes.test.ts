// Issue 14: two server processes on one SQLite file. Each write transaction takes SQLite's write
// lock when it begins (BEGIN IMMEDIATE) and waits for it (busy_timeout), so concurrent writers
// queue instead of failing: before, 193 of 1,100 concurrent writes answered 500 "database is
// locked" (a deferred transaction that read first cannot wait for a lock another committed under it).
import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import BetterSqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.js';
import { ensureSuperuser } from '../../runtime/auth/users.js';
import { randomToken } from '../../runtime/auth/tokens.js';
import { createApp } from '../../runtime/app.js';
import { loadConfig } from '../../runtime/config.js';
import { openDatabase, sqliteFilename, type Database } from '../../runtime/db/database.js';
import { prepareDatabase } from '../../runtime/db/prepare.js';
import { freePort } from '../support/postgres-cluster.js';
import { startServerProcess } from '../support/process.js';
import { freshDatabase, type FreshDatabase } from '../support/server.js';

const WRITES = 600;
const CONCURRENCY = 12;

describe('two processes on one SQLite file', () => {
  let database: FreshDatabase;
  let db: Database;
  let token: string;
  const servers: ChildProcess[] = [];
  const bases: string[] = [];
  beforeAll(async () => {
    database = await freshDatabase('sqlite');
    db = openDatabase(database.url);
    await prepareDatabase(db, registry);
    token = randomToken();
    await ensureSuperuser(db, { username: 'admin', password: 'admin-password', token, iterations: 1000 });
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      servers.push(await startServerProcess({ DATABASE_URL: database.url }, port));
      bases.push(`http://127.0.0.1:${port}`);
    }
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) server.kill('SIGTERM');
    await db?.close();
    await database?.drop();
  });

  it('answers every concurrent write from either process without a 5xx, and stores each once', async () => {
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < WRITES) {
        const n = next++;
        // Alternate processes; every third write is a bulk of two, every fifth also updates.
        const base = bases[n % 2]!;
        const body = n % 3 === 0 ? [{ name: `s${n}`, slug: `s${n}` }, { name: `s${n}b`, slug: `s${n}b` }] : { name: `s${n}`, slug: `s${n}` };
        const reply = await fetch(`${base}/api/dcim/sites/`, {
          method: 'POST', headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body),
        });
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
        const created = (await reply.json()) as { id: number } | { id: number }[];
        if (reply.status === 201 && n % 5 === 0) {
          const id = Array.isArray(created) ? created[0]!.id : created.id;
          const patch = await fetch(`${bases[(n + 1) % 2]}/api/dcim/sites/${id}/`, {
            method: 'PATCH', headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ description: 'updated' }),
          });
          statuses.set(patch.status, (statuses.get(patch.status) ?? 0) + 1);
          await patch.arrayBuffer();
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(Object.fromEntries(statuses)).toEqual({ 201: WRITES, 200: WRITES / 5 });
    const [sites] = (await db.knex('dcim_site').count({ n: '*' })) as { n: unknown }[];
    expect(Number(sites!.n)).toBe(WRITES + WRITES / 3);
    const [changes] = (await db.knex('core_objectchange').count({ n: '*' })) as { n: unknown }[];
    expect(Number(changes!.n)).toBe(WRITES + WRITES / 3 + WRITES / 5);
  }, 180_000);

  it('shows each process what the other changed in cached definitions (custom fields)', async () => {
    const call = async (base: string, method: string, path: string, body?: unknown) => {
      const reply = await fetch(`${base}${path}`, {
        method, headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: reply.status, body: (await reply.json()) as Record<string, any> };
    };
    const [a, b] = bases as [string, string];
    // B has its custom field definitions cached (none) before A adds one.
    expect((await call(b, 'GET', '/api/dcim/sites/2/')).body.custom_fields).toEqual({});
    const field = await call(a, 'POST', '/api/extras/custom-fields/', { name: 'rack_code', type: 'text', object_types: ['dcim.site'] });
    expect(field.status).toBe(201);
    expect((await call(b, 'GET', '/api/dcim/sites/2/')).body.custom_fields).toEqual({ rack_code: null });
    const written = await call(b, 'PATCH', '/api/dcim/sites/2/', { custom_fields: { rack_code: 'R-7' } });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect((await call(a, 'GET', '/api/dcim/sites/2/')).body.custom_fields).toEqual({ rack_code: 'R-7' });
  });
});

describe('a write waiting for another process\'s SQLite write lock', () => {
  let database: FreshDatabase;
  let db: Database;
  let server: Server;
  let base: string;
  let token: string;
  /** Another process's connection, as far as SQLite can tell. */
  let other: BetterSqlite.Database;
  beforeAll(async () => {
    database = await freshDatabase('sqlite');
    db = openDatabase(database.url, { lockWaitMs: 1500 });
    await prepareDatabase(db, registry);
    token = randomToken();
    await ensureSuperuser(db, { username: 'admin', password: 'admin-password', token, iterations: 1000 });
    server = createApp({ db, registry, config: loadConfig({}, { DATABASE_URL: database.url }) }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    other = new BetterSqlite(sqliteFilename(database.url));
  });
  afterAll(async () => {
    other?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await db?.close();
    await database?.drop();
  });

  const call = (method: string, path: string, body?: unknown) => fetch(`${base}${path}`, {
    method, headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
  });

  it('waits without stalling the process: reads answer meanwhile, the write lands when the lock is free', async () => {
    other.exec('BEGIN IMMEDIATE');
    // The write waits for the lock once its transaction has asked for it.
    const asked = new Promise<void>((resolve) => {
      const stop = db.onQuery(({ sql }) => {
        if (!/^BEGIN IMMEDIATE/i.test(sql)) return;
        stop();
        resolve();
      });
    });
    let written = false;
    const write = call('POST', '/api/dcim/sites/', { name: 'Waited', slug: 'waited' }).then((reply) => {
      written = true;
      return reply;
    });
    await asked;
    // Reads are answered while it waits (a process stalled by the wait would answer none before it).
    for (let i = 0; i < 3; i++) expect((await call('GET', '/api/status/')).status).toBe(200);
    expect(written).toBe(false);
    other.exec('COMMIT');
    expect((await write).status).toBe(201);
  });

  it('lets a statement outside a transaction (a job, a heartbeat, a token stamp) wait for the lock too', async () => {
    other.exec('BEGIN IMMEDIATE');
    let committed = false;
    setTimeout(() => {
      other.exec('COMMIT');
      committed = true;
    }, 300);
    await db.knex('extras_tag').insert({ name: 'autocommit', slug: 'autocommit', color: '9e9e9e', description: '', object_types: '[]', weight: 1000 });
    // It waited for the other connection's commit rather than failing or writing past the lock.
    expect(committed).toBe(true);
    expect(await db.knex('extras_tag').where('slug', 'autocommit').first()).toBeDefined();
  });

  it('answers 503 with Retry-After once the lock stays taken past the wait limit, and stores nothing', async () => {
    other.exec('BEGIN IMMEDIATE');
    try {
      const reply = await call('POST', '/api/dcim/sites/', { name: 'Refused', slug: 'refused' });
      expect(reply.status).toBe(503);
      expect(reply.headers.get('retry-after')).toBe('1');
      expect(await reply.json()).toEqual({ detail: 'The database is busy with other writes; try again.' });
    } finally {
      other.exec('COMMIT');
    }
    const sites = (await (await call('GET', '/api/dcim/sites/')).json()) as { results: { name: string }[] };
    expect(sites.results.map((site) => site.name)).toEqual(['Waited']);
  });
});
