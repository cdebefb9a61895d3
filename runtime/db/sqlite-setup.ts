// How a SQLite connection is set up, wherever it runs: the event loop's writer and reader
// (database.ts) and the connections of the off-loop thread (off-loop-worker.ts) are configured
// alike, so a statement means the same on each.
import { regexSearch } from '../lib/regex.js';
import { WAL_SIZE_LIMIT_BYTES } from './checkpoints.js';
import { catchUp, type StatisticsGeneration } from './statistics.js';

export interface SqliteConnection {
  pragma(sql: string): unknown;
  prepare(sql: string): unknown;
  exec(sql: string): unknown;
  readonly inTransaction: boolean;
  function(name: string, options: { deterministic: boolean }, fn: (...args: unknown[]) => unknown): unknown;
}

/** How long one statement on the writer connection blocks the thread waiting for a lock. */
export const STATEMENT_LOCK_WAIT_MS = 20;

/** The reader's page cache unless configured (SQLite's own default is 2 MiB). */
export const DEFAULT_READER_CACHE_MIB = 16;

export interface SqliteSetup {
  /** The process's planner statistics generation (db/statistics.ts): new ones are loaded before the next statement. */
  readonly generation?: StatisticsGeneration;
  /** A reader's page cache, in MiB. */
  readonly cacheMiB?: number;
}

/** `readOnly`: a reader (query_only: a write through it is a bug, and fails). */
export function configureSqliteConnection(connection: SqliteConnection, readOnly: boolean, { generation, cacheMiB }: SqliteSetup = {}): void {
  // busy_timeout first: switching to WAL takes a write lock, and a second
  // process starting at the same moment must wait for it, not fail.
  connection.pragma('busy_timeout = 10000');
  if (readOnly) {
    connection.pragma('query_only = ON');
    // Large tables' indexes read again and again (an unfiltered count reads all of one).
    if (cacheMiB) connection.pragma(`cache_size = -${Math.round(cacheMiB * 1024)}`);
  } else {
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = NORMAL');
    // Checkpoints run in a thread of their own (db/checkpoints.ts), not after commits on the loop;
    // a log this connection rewinds is cut back to the size at which that thread truncates it.
    connection.pragma('wal_autocheckpoint = 0');
    connection.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
    connection.pragma('foreign_keys = ON');
    // Planner statistics for the tables that need them (SQLite keeps none on its own).
    connection.pragma('optimize = 0x10002');
    // better-sqlite3 waits for a lock by sleeping the whole thread: every other request
    // would stall behind another process's long write. Statements wait a moment at most;
    // a write transaction waits for the lock without blocking (ImmediateTransaction).
    connection.pragma(`busy_timeout = ${STATEMENT_LOCK_WAIT_MS}`);
  }
  registerRegexp(connection);
  cachePreparedStatements(connection, readOnly, generation);
}

/** Statements kept per connection; the API's statements repeat (a list page is the same dozen). */
const STATEMENT_CACHE_SIZE = 500;
/**
 * A statement with more parameters than this is not kept: it is a bulk write's or a long id
 * list's, rarely the same text twice, and its compiled program is large (hundreds of KB for a
 * thousand-row insert). Kept, 500 of them held the process's memory up by tens of MB for good.
 */
const KEPT_STATEMENT_MAX_PARAMETERS = 100;

const parameterCount = (sql: string) => sql.split('?').length - 1;

const keptStatements = new WeakMap<object, ReadonlyMap<string, unknown>>();

/** The SQL texts a SQLite connection keeps prepared (tests: what is kept, what is not). */
export function keptStatementTexts(connection: object): string[] {
  return [...(keptStatements.get(connection)?.keys() ?? [])];
}

/**
 * knex prepares every statement afresh, which a profile of list requests put at 4 % of the
 * server's time; prepared statements are reusable (SQLite re-prepares one itself when the schema
 * changes), so the connection keeps the most recent ones by SQL text.
 */
function cachePreparedStatements(connection: SqliteConnection, readOnly: boolean, generation?: StatisticsGeneration): void {
  const prepare = connection.prepare.bind(connection);
  const cache = new Map<string, unknown>();
  keptStatements.set(connection, cache);
  // New planner statistics: reloaded, and the statements made with the old ones forgotten.
  const seen = { value: generation?.value ?? 0 };
  connection.prepare = (sql: string) => {
    if (generation) catchUp(connection as unknown as Parameters<typeof catchUp>[0], generation, seen, readOnly, () => cache.clear());
    let statement = cache.get(sql);
    if (statement === undefined) {
      statement = prepare(sql);
      if (parameterCount(sql) > KEPT_STATEMENT_MAX_PARAMETERS) return statement;
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(sql, statement);
    }
    return statement;
  };
}

/**
 * SQLite has a REGEXP operator but no implementation; the filters' regex and iregex lookups call
 * regexp(pattern, value) and iregexp(pattern, value): RE2, in linear time, read as PostgreSQL
 * reads the pattern there (lib/regex.ts; the filter refused any other pattern beforehand).
 */
function registerRegexp(connection: SqliteConnection): void {
  const test = (ignoreCase: boolean) => (pattern: unknown, value: unknown): number | null =>
    value === null || value === undefined ? null : regexSearch(String(pattern), String(value), ignoreCase) ? 1 : 0;
  connection.function('regexp', { deterministic: true }, test(false));
  connection.function('iregexp', { deterministic: true }, test(true));
}
