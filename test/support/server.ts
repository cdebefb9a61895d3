// A real server for API tests: a fresh database (a SQLite file, or a new database in the test
// PostgreSQL cluster), migrated, with a superuser and token, served over HTTP on loopback.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { registry } from '../../generated/registry.js';
import { createApp } from '../../runtime/app.js';
import { ensureSuperuser } from '../../runtime/auth/users.js';
import { loadConfig, type Config } from '../../runtime/config.js';
import { openDatabase, type Database } from '../../runtime/db/database.js';
import { prepareDatabase } from '../../runtime/db/prepare.js';
import { randomToken } from '../../runtime/auth/tokens.js';
import { openapiDocument } from '../../runtime/openapi-file.js';
import { httpServer } from '../../runtime/http/timeouts.js';

/** Read once for every test server. */
const DESCRIPTION = openapiDocument();

export type Dialect = 'sqlite' | 'postgres';
export const DIALECTS: readonly Dialect[] = ['sqlite', 'postgres'];

export interface FreshDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** `locale`: an ICU locale for a PostgreSQL database's default collation (the test cluster's is C). */
export async function freshDatabase(dialect: Dialect, locale?: string): Promise<FreshDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'inventory-test-'));
    return { url: `sqlite:${join(dir, 'test.sqlite3')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  const collation = locale ? ` LOCALE_PROVIDER icu ICU_LOCALE '${locale}' LOCALE 'C'` : '';
  await client.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'${collation}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface Reply {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any;
}

export interface RequestOptions {
  readonly body?: unknown;
  /** Raw body text (sent as is). */
  readonly raw?: string;
  /** Token to send; null sends none. Default: the superuser's token. */
  readonly token?: string | null;
  readonly headers?: Record<string, string>;
}

export interface TestServer {
  readonly dialect: Dialect;
  /** The database's URL (for a second server on the same database). */
  readonly url: string;
  readonly base: string;
  readonly db: Database;
  readonly token: string;
  request(method: string, path: string, options?: RequestOptions): Promise<Reply>;
  get(path: string, options?: RequestOptions): Promise<Reply>;
  post(path: string, body: unknown, options?: RequestOptions): Promise<Reply>;
  patch(path: string, body: unknown, options?: RequestOptions): Promise<Reply>;
  put(path: string, body: unknown, options?: RequestOptions): Promise<Reply>;
  delete(path: string, options?: RequestOptions): Promise<Reply>;
  /** Serves the same database with changed settings (on a new port: `base` follows). */
  restart(changes: Partial<Config>): Promise<void>;
  /** Creates an object and returns its representation; fails the test on any other status. */
  create(path: string, body: unknown): Promise<Record<string, any>>;
  close(): Promise<void>;
}

export async function startServer(dialect: Dialect, overrides: Partial<Config> = {}, locale?: string): Promise<TestServer> {
  const database = await freshDatabase(dialect, locale);
  const loadedConfig = loadConfig({}, { DATABASE_URL: database.url, ...overrides });
  const db = openDatabase(database.url);
  await prepareDatabase(db, registry);
  const token = randomToken();
  await ensureSuperuser(db, { username: 'admin', password: 'admin-password', token, iterations: 1000 });
  let config = loadedConfig;
  let server = await listen(createApp({ db, registry, config, openapi: DESCRIPTION }), config);
  let base = baseOf(server);

  const request = async (method: string, path: string, options: RequestOptions = {}): Promise<Reply> => {
    const headers: Record<string, string> = { ...options.headers };
    const key = options.token === undefined ? token : options.token;
    if (key) headers.Authorization ??= `Token ${key}`;
    let body: string | undefined = options.raw;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await fetch(path.startsWith('http') ? path : `${base}${path}`, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, text, body: parsed };
  };
  const self: TestServer = {
    dialect, db, token, request, url: database.url,
    get base() {
      return base;
    },
    async restart(changes) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      config = { ...config, ...changes };
      server = await listen(createApp({ db, registry, config, openapi: DESCRIPTION }), config);
      base = baseOf(server);
    },
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
    async create(path, body) {
      const reply = await request('POST', path, { body });
      if (reply.status !== 201) throw new Error(`POST ${path} → ${reply.status}: ${reply.text}`);
      return reply.body;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.close();
      await database.drop();
    },
  };
  return self;
}

async function listen(app: ReturnType<typeof createApp>, config: Config): Promise<Server> {
  const server = httpServer(app, config).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return server;
}

function baseOf(server: Server): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
