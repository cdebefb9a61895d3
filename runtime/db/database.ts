// Opens the database named by DATABASE_URL: embedded SQLite (better-sqlite3, WAL) by default,
// PostgreSQL (pg) for production. Both go through knex; `stats` counts SQL statements.
// On SQLite, reads outside writes go through a connection of their own (`reader`): WAL lets it
// read the last commit while the one writer connection holds a long transaction, so a read never
// queues behind a write.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import './pg-types.js';
import BetterSqliteClient from 'knex/lib/dialects/better-sqlite3/index.js';
import SqliteTransaction from 'knex/lib/dialects/sqlite3/execution/sqlite-transaction.js';
import { yielder } from '../lib/yielding.js';
import { checkpointFile } from './checkpoints.js';
import { analyzePostgresPeriodically, type StatisticsGeneration } from './statistics.js';
import { COMPACT_ROW_COUNTS, COMPACT_VALUE_COUNTS, foldPeriodically } from './count-tables.js';
import { DerivedCache, type CacheInvalidation } from './derived-cache.js';
import { nameTransactionStatements, type PgClient } from './pg-statements.js';
import { registerDirectReads, type DirectRead } from './direct-reads.js';
import { configureSqliteConnection, DEFAULT_READER_CACHE_MIB, type SqliteConnection } from './sqlite-setup.js';

export { DEFAULT_READER_CACHE_MIB };
import { LargeRows } from './large-rows.js';
import { LargeText } from '../lib/large-text.js';
import { OffLoopConnection, type OffLoopKind } from './off-loop.js';
import { offLoopPostgresHandles } from './off-loop-postgres.js';
import type { Row } from './values.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  /** Writes, and reads inside them (on SQLite the one writer connection). */
  readonly knex: Knex;
  /** Reads outside writes: on SQLite a read-only connection of its own, on PostgreSQL the same pool as `knex`. */
  readonly reader: Knex;
  readonly dialect: Dialect;
  /** Number of SQL statements sent since the database was opened. */
  readonly stats: { statements: number };
  /** Values derived from rarely written tables, kept between requests (derived-cache.ts). */
  readonly cache: DerivedCache;
  /**
   * A writer and a reader whose statements run in a thread of their own, for writes and reads
   * known to carry a large value (off-loop.ts); null for SQLite's in-memory database.
   */
  readonly offLoop: { readonly writer: Knex; readonly reader: Knex } | null;
  /** Rows known to hold a large value (large-rows.ts): read through `offLoop` where there is one. */
  readonly largeRows: LargeRows;
  /** Calls `listener` for every statement sent on either handle; returns the way to stop. */
  onQuery(listener: (query: { sql: string; bindings: unknown[] }) => void): () => void;
  /**
   * SQLite: the planner statistics changed (an analysis elsewhere): each connection reloads them
   * before its next statement (db/statistics.ts). The checkpoint thread calls it; so may whoever
   * runs ANALYZE by hand.
   */
  statisticsChanged(): void;
  /**
   * SQLite: the event loop's connections give back their page caches (PRAGMA shrink_memory), for a
   * server that has fallen quiet (lib/idle-release.ts); the pages are read again from the
   * operating system's cache when next needed. Nothing on PostgreSQL.
   */
  releaseMemory(): Promise<void>;
  close(): Promise<void>;
}


export interface DatabaseOptions {
  /** The PostgreSQL pool's size (10); SQLite has one writer and one reader. */
  readonly connections?: number;
  /** SQLite: how long a write transaction waits for the write lock another process holds before it gives up (SQLITE_BUSY, answered 503). */
  readonly lockWaitMs?: number;
  /** Internal, for bench/scale.ts only: the derived cache's invalidation (derived-cache.ts). */
  readonly cacheInvalidation?: CacheInvalidation;
  /** SQLite: the reader connection's page cache, in MiB (the SQLITE_CACHE_SIZE setting). */
  readonly readerCacheMiB?: number;
}

export function openDatabase(url: string, { connections = 10, lockWaitMs = 10_000, cacheInvalidation = 'per-model', readerCacheMiB = DEFAULT_READER_CACHE_MIB }: DatabaseOptions = {}): Database {
  const dialect: Dialect = /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
  // SQLite: the writer connection's data_version, which tells of other processes' commits. Read
  // before every use of the derived cache, so prepared once per connection.
  let dataVersion: { get(): unknown } | null = null;
  let opening = false;
  // The pool opens the writer connection when a write needs it: a process that only reads (or
  // whose connection was replaced) would keep nothing until then. Opened here without a statement.
  const openWriter = () => {
    if (opening) return;
    opening = true;
    const client = knex.client as { acquireConnection(): Promise<unknown>; releaseConnection(connection: unknown): unknown };
    client.acquireConnection().then((connection) => client.releaseConnection(connection)).catch(() => undefined).finally(() => {
      opening = false;
    });
  };
  // Checkpoints off the event loop (db/checkpoints.ts), from when the writer has made the file WAL.
  let checkpoints: ReturnType<typeof checkpointFile> | null = null;
  const foreignCommits = (): number | null => {
    try {
      if (dataVersion) return dataVersion.get() as number;
    } catch {
      dataVersion = null; // closed: the pool opens another, which reports itself
    }
    openWriter();
    return null;
  };
  // Planner statistics kept fresh while running (db/statistics.ts).
  const generation: StatisticsGeneration = { value: 0 };
  let stopStatistics: (() => void) | null = null;
  const statisticsChanged = () => {
    generation.value += 1;
  };
  const cache = dialect === 'postgres' ? new DerivedCache(url, null, cacheInvalidation) : new DerivedCache(null, foreignCommits, cacheInvalidation);
  const knex = dialect === 'postgres'
    ? knexFactory(postgresConfig(url, cache, connections))
    : knexFactory({ ...sqliteConfig(url, false, generation, (connection) => {
      dataVersion = (connection.prepare('PRAGMA data_version') as { pluck(): { get(): unknown } }).pluck();
      cache.foreignConnectionOpened();
      if (sqliteFilename(url) !== ':memory:') checkpoints ??= checkpointFile(sqliteFilename(url), () => statisticsChanged());
    }), lockWaitMs } as Knex.Config);
  // An in-memory database exists once per connection: it cannot have a second one.
  const reader = dialect === 'sqlite' && sqliteFilename(url) !== ':memory:' ? knexFactory(sqliteConfig(url, true, generation, undefined, readerCacheMiB)) : knex;
  // On a connection of the pool but not through knex: these statements are the server's own, not a
  // request's (a request's statements are counted by the 'query' events, and tests count them).
  if (dialect === 'postgres') {
    const ownQuery = async (sql: string, bindings?: unknown[]) => {
      const client = knex.client as { acquireConnection(): Promise<pg.Client>; releaseConnection(connection: pg.Client): Promise<unknown> };
      const connection = await client.acquireConnection();
      try {
        return (await connection.query(sql, bindings)) as unknown as { rows: { relname: string }[] };
      } finally {
        await client.releaseConnection(connection);
      }
    };
    const stopAnalysing = analyzePostgresPeriodically(ownQuery);
    const stopFolding = foldPeriodically(ownQuery, [COMPACT_ROW_COUNTS, COMPACT_VALUE_COUNTS]);
    stopStatistics = () => {
      stopAnalysing();
      stopFolding();
    };
  }
  // Connections in threads of their own for large values (off-loop.ts); SQLite's in-memory database has none.
  const offLoop = dialect === 'postgres' ? offLoopPostgresHandles(url) : reader === knex ? null : offLoopHandles(url, lockWaitMs);
  const handles = [...new Set([knex, reader])].concat(offLoop ? [offLoop.writer, offLoop.reader] : []);
  if (reader !== knex) registerDirectReads(reader, directSqliteReads(reader));
  const stats = { statements: 0 };
  for (const handle of handles) {
    handle.on('query', () => {
      stats.statements += 1;
    });
  }
  return {
    knex, reader, dialect, stats, cache, offLoop, largeRows: new LargeRows(), statisticsChanged,
    async releaseMemory() {
      if (dialect !== 'sqlite') return;
      // Not the off-loop handles: their threads start only for large values, and asking would start them.
      for (const handle of reader === knex ? [knex] : [knex, reader]) await handle.raw('PRAGMA shrink_memory');
    },
    onQuery(listener) {
      for (const handle of handles) handle.on('query', listener);
      return () => {
        for (const handle of handles) handle.removeListener('query', listener);
      };
    },
    close: async () => {
      stopStatistics?.();
      await checkpoints?.stop();
      await cache.close();
      for (const handle of handles) await handle.destroy();
    },
  };
}

function postgresConfig(url: string, cache: DerivedCache, connections: number): Knex.Config {
  return {
    client: 'pg',
    connection: url,
    pool: {
      min: 0,
      max: connections,
      afterCreate(connection: PgClient, done: (error: Error | null, connection: unknown) => void) {
        nameTransactionStatements(connection, () => cache.schemaVersion());
        done(null, connection);
      },
    },
  };
}

/** `readOnly`: the reader connection (query_only: a write through it is a bug, and fails). */
function sqliteConfig(url: string, readOnly: boolean, generation: StatisticsGeneration, opened: (connection: SqliteConnection) => void = () => undefined, cacheMiB?: number): Knex.Config {
  const filename = sqliteFilename(url);
  if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
  return {
    client: (readOnly ? SqliteReaderClient : YieldingSqliteClient) as unknown as typeof Knex.Client,
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate(connection: SqliteConnection, done: (error: Error | null, connection: unknown) => void) {
        try {
          configureSqliteConnection(connection, readOnly, { generation, cacheMiB });
          opened(connection);
          done(null, connection);
        } catch (error) {
          done(error as Error, connection);
        }
      },
    },
  };
}

/** Shared by every SQLite handle of the process: the event loop is one. */
const sqlitePause = yielder();

/** knex's own SQLite bindings (booleans as 0/1, dates as numbers). */
const knexSqliteBindings = (client: unknown, bindings: readonly unknown[]): unknown[] => BetterSqliteClient.prototype._formatBindings.call(client, bindings);

/**
 * better-sqlite3 runs a statement synchronously and knex resolves it in a microtask, so a request
 * that sends statement after statement (a bulk write's change records, rendering its thousands of
 * objects) never gives the event loop back on its own. After a statement, once the process has run
 * SLICE_MS without a turn of the loop from here, it takes one: no request holds the others up for
 * long, wherever its statements come from. (PostgreSQL's statements wait on the network anyway.)
 * A subclass, because knex builds each transaction's client from the class's prototype.
 */
class YieldingSqliteClient extends BetterSqliteClient {
  /**
   * Also waits for a lock another process holds (SQLite file shared, the README's rule), between
   * timers, so that the process goes on serving reads meanwhile: a statement outside a
   * transaction, or the BEGIN IMMEDIATE that opens one, is tried again with a growing pause (5 to
   * 200 ms) until the database's lockWaitMs has passed; then the SQLITE_BUSY goes on (a 503).
   * Inside a transaction nothing waits: the transaction took the write lock when it began.
   */
  override async _query(connection: unknown, query: unknown): Promise<unknown> {
    const deadline = Date.now() + ((this as unknown as { config: { lockWaitMs?: number } }).config.lockWaitMs ?? 10_000);
    for (let pause: number = LOCK_RETRY_MS[0]; ; pause = Math.min(pause * 2, LOCK_RETRY_MS[1])) {
      try {
        const result = await this.runStatement(connection, query);
        await sqlitePause();
        return result;
      } catch (error) {
        if (!isBusy(error) || (connection as { inTransaction?: boolean }).inTransaction || Date.now() + pause > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  }

  override transaction(...args: unknown[]): unknown {
    return new ImmediateTransaction(this, ...args);
  }

  /** Runs one statement on the connection (knex's query object in, with its response set). */
  protected runStatement(connection: unknown, query: unknown): Promise<unknown> {
    return super._query(connection, query);
  }

  /** As knex binds values, and a text kept in pieces (lib/large-text.ts) as one string: better-sqlite3 binds no object. */
  override _formatBindings(bindings: readonly unknown[]): unknown[] {
    return knexSqliteBindings(this, bindings).map((binding) => (binding instanceof LargeText ? binding.toString() : binding));
  }
}

/**
 * The client of the connections in a thread of their own (off-loop.ts): each statement runs
 * there; the lock waits and BEGIN IMMEDIATE transactions are the writer's. The connection is
 * configured in its thread as the loop's are (sqlite-setup.ts).
 */
class OffLoopSqliteClient extends YieldingSqliteClient {
  async acquireRawConnection(): Promise<OffLoopConnection> {
    const { filename, readOnly } = (this as unknown as { connectionSettings: { filename: string; readOnly: boolean } }).connectionSettings;
    return OffLoopConnection.open(SQLITE_THREAD, { filename, readOnly });
  }

  async destroyRawConnection(connection: OffLoopConnection): Promise<void> {
    await connection.close();
  }

  /** A connection whose thread stopped is replaced (the pool asks before lending one). */
  validateConnection(connection: OffLoopConnection): boolean {
    return connection.usable;
  }

  /** As knex binds values, a text kept in pieces included: the thread receives its pieces (off-loop.ts) and makes it one string there. */
  override _formatBindings(bindings: readonly unknown[]): unknown[] {
    return knexSqliteBindings(this, bindings);
  }

  protected override async runStatement(connection: unknown, query: unknown): Promise<unknown> {
    const statement = query as { sql: string; bindings?: unknown[]; response?: unknown; context?: unknown };
    if (!statement.sql) throw new Error('The query is empty');
    const result = await (connection as OffLoopConnection).run(statement.sql, this._formatBindings(statement.bindings ?? []));
    if ('rows' in result) {
      statement.response = result.rows;
    } else {
      statement.response = result;
      statement.context = { lastID: result.lastInsertRowid, changes: result.changes };
    }
    return statement;
  }
}

const SQLITE_THREAD: OffLoopKind = { module: new URL('./off-loop-worker.js', import.meta.url), database: 'SQLite', errorName: 'SqliteError' };

/** A writer and a reader in threads of their own, for what is known to be large (off-loop.ts). */
function offLoopHandles(url: string, lockWaitMs: number): { writer: Knex; reader: Knex } {
  const config = (readOnly: boolean) => ({
    client: OffLoopSqliteClient as unknown as typeof Knex.Client,
    connection: { filename: sqliteFilename(url), readOnly },
    useNullAsDefault: true,
    // Opened when first needed; a thread left idle is closed (the pool's idle timeout).
    pool: { min: 0, max: 1 },
    lockWaitMs,
  } as Knex.Config);
  return { writer: knexFactory(config(false)), reader: knexFactory(config(true)) };
}

/**
 * The reader: its one connection taken from the pool once and held, not acquired and released
 * around every statement (a pool acquisition is a promise, a timeout timer and an event per
 * statement: ~4 % of a device detail, issue 13). Sharing it between concurrent requests is what
 * the pool of one did already: better-sqlite3 runs each statement whole, synchronously, and the
 * reader never opens a transaction.
 */
class SqliteReaderClient extends YieldingSqliteClient {
  private held: Promise<unknown> | null = null;

  override acquireConnection(): Promise<unknown> {
    this.held ??= (super.acquireConnection() as Promise<unknown>).catch((error: unknown) => {
      this.held = null;
      throw error;
    });
    return this.held;
  }

  override releaseConnection(): Promise<void> {
    return Promise.resolve();
  }

  /** The pool waits for its connections to come back before it closes them. */
  override async destroy(...args: unknown[]): Promise<unknown> {
    const held = this.held;
    this.held = null;
    const connection = held ? await held.catch(() => null) : null;
    if (connection) await super.releaseConnection(connection);
    return super.destroy(...args);
  }
}

/**
 * Reads straight on the reader's held connection: the statement prepared once (by its text),
 * bound by knex's own binding conversion, announced to the handle's `query`
 * listeners as knex announces its own, and the event loop given back as after any statement.
 */
function directSqliteReads(reader: Knex): DirectRead {
  const client = reader.client as unknown as SqliteReaderClient;
  return async (sql, bindings) => {
    const connection = (await client.acquireConnection()) as { prepare(sql: string): { all(bindings: unknown[]): unknown[] } };
    const bound = client._formatBindings(bindings);
    reader.emit('query', { sql, bindings: bound, method: 'raw' });
    const rows = connection.prepare(sql).all(bound) as Row[];
    await sqlitePause();
    return rows;
  };
}

/** Between attempts to take a lock: doubling from the first to the last. */
const LOCK_RETRY_MS = [5, 200] as const;

/**
 * Write transactions take SQLite's write lock when they begin (BEGIN IMMEDIATE), not at their
 * first write: a deferred transaction that has read cannot wait for the lock once another process
 * committed under it (SQLITE_BUSY at once, "database is locked"); one that asks at BEGIN can wait
 * (YieldingSqliteClient). Inside this process the single writer connection already runs one
 * transaction at a time, so nothing else changes. (Savepoints, knex's nested transactions, do
 * not go through begin().)
 */
class ImmediateTransaction extends SqliteTransaction {
  override begin(connection: unknown): Promise<unknown> {
    return this.query(connection, 'BEGIN IMMEDIATE;');
  }
}

/** SQLITE_BUSY (and its extended codes), as knex passes it on (wrapped by its transaction). */
function isBusy(error: unknown): boolean {
  for (let cause = error as { code?: unknown; cause?: unknown } | undefined; cause; cause = cause.cause as typeof cause) {
    if (typeof cause.code === 'string' && cause.code.startsWith('SQLITE_BUSY')) return true;
  }
  return /SQLITE_BUSY|database is locked/.test(String((error as Error)?.message ?? ''));
}

/** sqlite:relative/path, sqlite:///absolute/path, sqlite::memory: or a bare path. */
export function sqliteFilename(url: string): string {
  const rest = url.replace(/^sqlite:/, '');
  if (rest === ':memory:') return rest;
  if (rest.startsWith('///')) return rest.slice(2);
  if (rest.startsWith('//')) return resolve(rest.slice(2));
  return resolve(rest);
}
