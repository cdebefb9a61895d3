// Planner statistics kept fresh while the process runs (issue 25). SQLite keeps none on its own:
// `PRAGMA optimize` at start analyses the tables as they are then, and a server that started on an
// empty database and grew it planned with the statistics of empty tables for its whole life
// (assigned_to_interface=true: 600 ms, 17 ms after a restart). So every CHECK_EVERY_MS the writer
// connection runs `PRAGMA optimize` again: SQLite analyses a table only when its size has changed
// about tenfold since its last analysis, with a temporary analysis limit (a few ms at 1M rows),
// and checks the rest in ~2 ms. New statistics reach the other connections only when they reload
// them (`ANALYZE sqlite_schema`), and a prepared statement keeps the plan it was made with: so
// each connection's statement cache compares a generation, raised whenever the statistics table
// changes (here, or in another process on the same file), and reloads and forgets its
// statements when it is behind.
// PostgreSQL's autovacuum analyses a table once a tenth of it has changed, a minute later at most
// (autovacuum_naptime); the same round asks the server for tables that changed that much since
// their last analysis and analyses them at once, so a bulk load is planned with its own figures.

/** How often the statistics are checked. */
export const CHECK_EVERY_MS = 5_000;

/** The statistics generation the connections of one SQLite database follow. */
export interface StatisticsGeneration {
  value: number;
}

/** The better-sqlite3 calls used here. */
interface SqliteHandle {
  readonly inTransaction: boolean;
  pragma(source: string, options?: { simple?: boolean }): unknown;
  prepare(sql: string): { get(): unknown };
  exec(sql: string): unknown;
}

/**
 * Runs `PRAGMA optimize` on the writer every CHECK_EVERY_MS (skipped while a transaction is open
 * on it) and raises `generation` when the statistics table changed. Returns a stop function.
 */
export function optimizeSqlitePeriodically(writer: SqliteHandle, generation: StatisticsGeneration): () => void {
  // 0x10000: check every table's size, not only those this connection has used lately.
  const run = () => {
    if (writer.inTransaction) return;
    try {
      writer.pragma('optimize = 0x1fffe');
      const seen = fingerprint(writer);
      if (seen !== last) {
        last = seen;
        generation.value += 1;
      }
    } catch {
      // Busy (another process writing) or closed: the next round tries again.
    }
  };
  let last = fingerprint(writer);
  const timer = setInterval(run, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

function fingerprint(connection: SqliteHandle): string {
  try {
    const row = connection.prepare("SELECT count(*) || ':' || total(length(stat)) || ':' || group_concat(tbl || idx || stat, ',') AS f FROM sqlite_stat1").get() as { f: string };
    return row.f;
  } catch {
    return ''; // no statistics table yet
  }
}

/**
 * Brings a connection's planner statistics up to `generation` when it is behind: reloads them and
 * lets the caller drop its prepared statements (made with the old plans). A read-only connection
 * lifts query_only for the reload, which writes nothing.
 */
export function catchUp(connection: SqliteHandle, generation: StatisticsGeneration, seen: { value: number }, readOnly: boolean, forget: () => void): void {
  if (seen.value === generation.value || connection.inTransaction) return;
  seen.value = generation.value;
  try {
    if (readOnly) connection.pragma('query_only = OFF');
    connection.exec('ANALYZE sqlite_schema');
  } catch {
    // The old statistics stay until the next generation.
  } finally {
    if (readOnly) connection.pragma('query_only = ON');
  }
  forget();
}

/** The tables a tenth of whose rows (and at least MIN_CHANGED) changed since their last analysis. */
const STALE_TABLES = `
  SELECT relname FROM pg_stat_user_tables
  WHERE schemaname = current_schema() AND n_mod_since_analyze >= greatest(?, 0.1 * n_live_tup)`;
const MIN_CHANGED = 1000;

/** PostgreSQL: analyses the tables that changed much since their last analysis, every CHECK_EVERY_MS. */
export function analyzePostgresPeriodically(query: (sql: string, bindings?: unknown[]) => Promise<{ rows: { relname: string }[] }>): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const { rows } = await query(STALE_TABLES, [MIN_CHANGED]);
      for (const { relname } of rows) await query(`ANALYZE "${relname.replace(/"/g, '""')}"`);
    } catch {
      // Closing, or the server is away: the next round tries again.
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
