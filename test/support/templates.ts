// Databases a test run builds once per dialect and copies for every test that needs one: a test
// server starts on a copy of a migrated database (or of a seeded one) instead of replaying every
// migration. PostgreSQL copies with CREATE DATABASE … TEMPLATE, SQLite with a file copy of a
// checkpointed database file. A template is built lazily, by the first test process that asks
// for it, under a PostgreSQL advisory lock (the test cluster always runs: global-setup.ts), so
// that concurrent test files wait for one build instead of each making its own; it is built
// under a temporary name and renamed when complete, so that a build that fails or is killed
// leaves nothing others would use.
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite from 'better-sqlite3';
import pg from 'pg';
import { inject } from 'vitest';
import { templatePrefix } from './run.js';

export type Dialect = 'sqlite' | 'postgres';

export interface FreshDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/**
 * A database content built once per run: `build` fills a copy of `from` (an empty database
 * when null) given its URL, and must close every connection it opened to it.
 */
export interface Template {
  /** Unique among templates; letters, digits and underscores (part of a database name). */
  readonly name: string;
  readonly from: Template | null;
  build(url: string): Promise<void>;
}

/**
 * A new database of `dialect`: empty (`template` null, optionally with an ICU locale as the
 * PostgreSQL database's default collation), or a copy of the template.
 */
export async function newDatabase(dialect: Dialect, template: Template | null, locale?: string): Promise<FreshDatabase> {
  if (locale && template) throw new Error('a database with its own locale starts empty (PostgreSQL copies a template only with its own locale)');
  if (template) await ensureTemplate(dialect, template);
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'inventory-test-'));
    const file = join(dir, 'test.sqlite3');
    if (template) copyFileSync(sqliteTemplateFile(template), file);
    return { url: `sqlite:${file}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin(async (admin) => {
    const strategy = await copyStrategy(admin);
    if (template) {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplateName(template)}${strategy}`);
    } else {
      const collation = locale ? ` LOCALE_PROVIDER icu ICU_LOCALE '${locale}' LOCALE 'C'` : '';
      await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'${collation}${strategy}`);
    }
  });
  return {
    url: databaseUrl(name),
    drop: () => withAdmin(async (admin) => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }),
  };
}

/** Builds in this process, once: the promise of each template's build per dialect. */
const built = new Map<string, Promise<void>>();

function ensureTemplate(dialect: Dialect, template: Template): Promise<void> {
  const key = `${dialect}:${template.name}`;
  let promise = built.get(key);
  if (!promise) {
    promise = buildOnce(dialect, template);
    built.set(key, promise);
    // A failed build is tried again by the next caller (and fails it with its own error).
    promise.catch(() => built.delete(key));
  }
  return promise;
}

/** Builds the template unless another process has, holding the run's lock for it meanwhile. */
async function buildOnce(dialect: Dialect, template: Template): Promise<void> {
  if (template.from) await ensureTemplate(dialect, template.from);
  const run = inject('testRun');
  const lock = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await lock.connect();
  try {
    // A session lock: released when this connection ends, even if the process dies.
    await lock.query('SELECT pg_advisory_lock($1)', [lockKey(`${run.id}:${dialect}:${template.name}`)]);
    const started = performance.now();
    const made = dialect === 'sqlite' ? await buildSqlite(template) : await buildPostgres(template, lock);
    if (made) console.log(`template ${template.name} on ${dialect}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await lock.end();
  }
}

/** False when another process had built it. */
async function buildSqlite(template: Template): Promise<boolean> {
  const file = sqliteTemplateFile(template);
  if (existsSync(file)) return false;
  const building = `${file}.building-${process.pid}`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${building}${suffix}`, { force: true });
  if (template.from) copyFileSync(sqliteTemplateFile(template.from), building);
  try {
    await template.build(`sqlite:${building}`);
    // Everything into the main file, so that a copy of that file alone is the whole database
    // (closing the last connection checkpoints and removes the WAL; TRUNCATE makes sure).
    const connection = new BetterSqlite(building);
    connection.pragma('wal_checkpoint(TRUNCATE)');
    connection.close();
    if (existsSync(`${building}-wal`)) throw new Error(`${building}: the WAL is still there after a checkpoint`);
    renameSync(building, file);
    return true;
  } finally {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${building}${suffix}`, { force: true });
  }
}

/** False when another process had built it. */
async function buildPostgres(template: Template, admin: pg.Client): Promise<boolean> {
  const name = postgresTemplateName(template);
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount) return false;
  const building = `${name}_b`;
  await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
  const strategy = await copyStrategy(admin);
  await admin.query(template.from
    ? `CREATE DATABASE ${building} TEMPLATE ${postgresTemplateName(template.from)}${strategy}`
    : `CREATE DATABASE ${building} TEMPLATE template0 ENCODING 'UTF8'${strategy}`);
  try {
    await template.build(databaseUrl(building));
    // PostgreSQL copies a database only while no session is connected to it: end any the
    // build left (a pool closing in the background), then let none connect again.
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [building]);
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    return true;
  } catch (error) {
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    throw error;
  }
}

/**
 * How PostgreSQL copies a database. Since 15 it defaults to WAL_LOG, which reads every page of the
 * template through shared buffers and writes it to the WAL (the dropped copy's buffers are then
 * written out and evicted again); FILE_COPY copies the files and checkpoints, which costs the
 * test cluster (no fsync) about a third of the CPU per copy, and a test run makes hundreds of
 * copies. Older servers (a TEST_DATABASE_URL) only copy files and know no STRATEGY.
 */
let strategyClause: Promise<string> | undefined;
function copyStrategy(admin: pg.Client): Promise<string> {
  strategyClause ??= admin.query<{ server_version_num: string }>('SHOW server_version_num')
    .then(({ rows }) => (Number(rows[0]!.server_version_num) >= 150000 ? ' STRATEGY FILE_COPY' : ''));
  strategyClause.catch(() => (strategyClause = undefined));
  return strategyClause;
}

function sqliteTemplateFile(template: Template): string {
  return join(inject('testRun').dir, `${template.name}.sqlite3`);
}

function postgresTemplateName(template: Template): string {
  if (!/^[a-z0-9_]+$/.test(template.name)) throw new Error(`template name ${template.name}: lower-case letters, digits and underscores only`);
  return `${templatePrefix(inject('testRun').id)}${template.name}`;
}

function databaseUrl(name: string): string {
  const url = new URL(inject('postgresAdminUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** A signed 64-bit advisory lock key for a text. */
function lockKey(text: string): string {
  return createHash('sha256').update(text).digest().readBigInt64BE(0).toString();
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
