// A real server for API tests: a database of its own (a SQLite file, or a database in the test
// PostgreSQL cluster), migrated, with a superuser and token, served over HTTP on loopback. The
// database is a copy of the run's migrated template (templates.ts): migrations run once per
// dialect and run, not once per test file.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { registry } from '../../generated/registry.js';
import { createApp } from '../../runtime/app.js';
import { ensureSuperuser } from '../../runtime/auth/users.js';
import { loadConfig, type Config } from '../../runtime/config.js';
import { openDatabase, type Database } from '../../runtime/db/database.js';
import { prepareDatabase } from '../../runtime/db/prepare.js';
import { openapiDocument } from '../../runtime/openapi-file.js';
import { newDatabase, type Dialect, type FreshDatabase, type Template } from './templates.js';

export type { Dialect, FreshDatabase, Template } from './templates.js';
import { httpServer } from '../../runtime/http/timeouts.js';

/** Read once for every test server. */
const DESCRIPTION = openapiDocument();

export const DIALECTS: readonly Dialect[] = ['sqlite', 'postgres'];

/**
 * The share of a per-endpoint sweep that runs on `dialect`. A sweep puts every endpoint through
 * the same generic checks (the fuzz sample, OpenAPI conformance, the permission matrix, the
 * endpoint walk): about 2.7 CPU s per endpoint on the two databases, the part of the suite that
 * grows with every endpoint added. `make test` sweeps each endpoint on one database, in turn by
 * its place in the list (`items` in registry order), so every endpoint is swept on every run and
 * each database sweeps half of them; the engine code the endpoints share runs on both databases
 * in every sweep, and every other test file runs on both. SWEEP=full sweeps every endpoint on both.
 */
export function sweepShare<T>(items: readonly T[], dialect: Dialect): T[] {
  if (process.env.SWEEP === 'full') return [...items];
  const turn = DIALECTS.indexOf(dialect);
  return items.filter((_, i) => i % DIALECTS.length === turn);
}

/** The superuser every test server's database has (its token is the run's: `inject('testRun').token`). */
const SUPERUSER = { username: 'admin', password: 'admin-password', iterations: 1000 } as const;

/** A database with every migration applied, the rows the runtime maintains, and the superuser. */
export async function migrateAndAddSuperuser(url: string, token: string): Promise<void> {
  const db = openDatabase(url);
  try {
    await prepareDatabase(db, registry);
    await ensureSuperuser(db, { ...SUPERUSER, token });
  } finally {
    await db.close();
  }
}

/** The run's migrated database, with the superuser: what every test server starts from. */
export const MIGRATED: Template = {
  name: 'migrated',
  from: null,
  build: (url) => migrateAndAddSuperuser(url, inject('testRun').token),
};

export interface DatabaseOptions {
  /** An ICU locale for a PostgreSQL database's default collation (the test cluster's is C); the database starts empty. */
  readonly locale?: string;
  /** A copy of this template (templates.ts); default: an empty database (migration tests start from one). */
  readonly template?: Template;
}

/** A database of its own for a test: empty unless `options.template` names what to copy. */
export async function freshDatabase(dialect: Dialect, options: DatabaseOptions = {}): Promise<FreshDatabase> {
  return newDatabase(dialect, options.template ?? null, options.locale);
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

export interface ServerOptions {
  /** A PostgreSQL database with this ICU locale as its default collation (migrated from empty: slower). */
  readonly locale?: string;
  /** The template the database is a copy of (default MIGRATED; the seeded one: seed.ts's SEEDED). */
  readonly template?: Template;
  /** Serves this database (one a template is being built in) instead: left as it is on close. */
  readonly existing?: string;
}

/** `options`: a string is a locale (the earlier signature). */
export async function startServer(dialect: Dialect, overrides: Partial<Config> = {}, options: ServerOptions | string = {}): Promise<TestServer> {
  const { locale, template = MIGRATED, existing } = typeof options === 'string' ? { locale: options } : options;
  const token = inject('testRun').token;
  let database: FreshDatabase;
  if (existing) {
    database = { url: existing, drop: async () => undefined };
  } else if (locale) {
    // PostgreSQL copies a template with the template's own collation only: a locale starts empty.
    database = await newDatabase(dialect, null, locale);
    await migrateAndAddSuperuser(database.url, token);
  } else {
    database = await newDatabase(dialect, template);
  }
  // A minute of keep-alive: the test process shares its event loop with the server, and a test
  // that holds the loop past the server's 5 s (parsing the YAML description on a loaded machine)
  // would otherwise reuse a connection the server is closing at the same moment (ECONNRESET).
  // Passwords set through the API hashed with few iterations, as the superuser's: at the default
  // each costs a few hundred milliseconds of CPU, and the tests create users by the hundred.
  const loadedConfig = loadConfig({}, { DATABASE_URL: database.url, HTTP_KEEPALIVE_TIMEOUT: 60, PASSWORD_ITERATIONS: 1000, ...overrides });
  const db = openDatabase(database.url);
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
