// Planner statistics kept fresh while the process runs (issue 25). SQLite keeps none on its own:
// `PRAGMA optimize` at start analyses the tables as they are then, and a server that started on an
// empty database and grew it planned with the statistics of empty tables for its whole life
// (assigned_to_interface=true: 600 ms, 17 ms after a restart). So the checkpoint thread
// (checkpoint-worker.ts), with its own connection, looks every CHECK_EVERY_MS for tables that
// have grown tenfold since their last analysis (or were never analysed and hold MIN_ROWS) and
// analyses them there, off the event loop: a full ANALYZE, with the STAT4 samples that let the
// planner see that a batch lookup on a mostly-null foreign key finds few rows (an analysis
// limit, as `PRAGMA optimize` sets, leaves them out, and the planner then scans the whole table
// for every page's related objects). New statistics reach a connection only when it reloads them
// (`ANALYZE sqlite_schema`), and a prepared statement keeps the plan it was made with: so the
// thread reports any change of the statistics table (its own analyses or another process's), the
// database raises a generation, and each connection's statement cache, when behind, reloads and
// forgets its statements.
// PostgreSQL's autovacuum analyses a table once a tenth of it has changed, a minute later at most
// (autovacuum_naptime); the same round asks the server for tables that changed that much since
// their last analysis and analyses them at once, so a bulk load is planned with its own figures,
// and vacuums those a tenth of whose rows were inserted since their last vacuum (below).

/** How often the statistics are checked. */
export const CHECK_EVERY_MS = 5_000;
/** A table never analysed is analysed from this many rows on (the planner's guesses do for fewer). */
const MIN_ROWS = 1000;
/** A table is analysed again when it has grown this many times since. */
const GROWTH = 10;
/** How long an analysis waits for the write lock. */
const LOCK_WAIT_MS = 2_000;

/** The statistics generation the connections of one SQLite database follow. */
export interface StatisticsGeneration {
  value: number;
}

/** The better-sqlite3 calls used here. */
interface SqliteHandle {
  readonly inTransaction: boolean;
  pragma(source: string, options?: { simple?: boolean }): unknown;
  prepare(sql: string): { get(...bindings: unknown[]): unknown; all(...bindings: unknown[]): unknown[] };
  exec(sql: string): unknown;
}

/**
 * One round on the checkpoint thread's connection: analyses the tables that need it; returns a
 * fingerprint of the statistics table, which changes when anyone's analysis changed it.
 */
export function refreshStatistics(connection: SqliteHandle): string {
  const analysed = new Map<string, number>();
  try {
    for (const row of connection.prepare('SELECT tbl, stat FROM sqlite_stat1').all() as { tbl: string; stat: string | null }[]) {
      analysed.set(row.tbl, Math.max(analysed.get(row.tbl) ?? 0, Number.parseInt(row.stat ?? '0', 10) || 0));
    }
  } catch {
    // No statistics table yet: every table is unanalysed.
  }
  // Ordinary tables: not virtual ones, nor their shadow tables (FTS5's rowids are not row counts).
  const tables = connection.prepare("SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[];
  for (const { name } of tables) {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    let rows: number;
    try {
      // The largest rowid: as many rows as were ever inserted, read from the end of the b-tree.
      rows = Number((connection.prepare(`SELECT max(rowid) AS n FROM ${quoted}`).get() as { n: number | null }).n ?? 0);
    } catch {
      continue; // WITHOUT ROWID
    }
    const before = analysed.get(name);
    if (rows < MIN_ROWS || (before !== undefined && rows < before * GROWTH)) continue;
    // ANALYZE writes its statistics: it waits for the write lock between the server's write
    // transactions (this thread alone waits), and the next round tries again if none came.
    const wait = connection.pragma('busy_timeout', { simple: true });
    connection.pragma(`busy_timeout = ${LOCK_WAIT_MS}`);
    try {
      connection.exec(`ANALYZE ${quoted}`);
    } catch {
      // Busy: the next round.
    } finally {
      connection.pragma(`busy_timeout = ${Number(wait)}`);
    }
  }
  return fingerprint(connection);
}

function fingerprint(connection: SqliteHandle): string {
  try {
    const row = connection.prepare("SELECT count(*) || ':' || group_concat(tbl || ' ' || idx || ' ' || stat, ',') AS f FROM sqlite_stat1").get() as { f: string };
    return row.f;
  } catch {
    return '';
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

/**
 * The tables a tenth of whose rows (and at least MIN_CHANGED) changed since their last analysis,
 * and whether as many rows were inserted since their last vacuum.
 */
const STALE_TABLES = `
  SELECT relname, n_ins_since_vacuum >= greatest($1, 0.1 * n_live_tup) AS vacuum FROM pg_stat_user_tables
  WHERE schemaname = current_schema()
    AND (n_mod_since_analyze >= greatest($1, 0.1 * n_live_tup) OR n_ins_since_vacuum >= greatest($1, 0.1 * n_live_tup))`;
const MIN_CHANGED = 1000;

/**
 * PostgreSQL: analyses the tables that changed much since their last analysis, every
 * CHECK_EVERY_MS; and vacuums those that had many rows inserted since their last vacuum. A count
 * over an index reads only the index for pages the visibility map marks all-visible, and only a
 * vacuum marks them: autovacuum waits for a fifth of the table (200,000 rows at a million), and
 * until then `vrf_id=42` counted its 10,000 addresses by fetching each one's row from the table
 * (141 ms at a million IP addresses, 22 ms at 100,000). A vacuum reads only the pages not yet
 * marked and takes no lock that writers or readers wait for.
 */
export function analyzePostgresPeriodically(query: (sql: string, bindings?: unknown[]) => Promise<{ rows: { relname: string; vacuum?: boolean }[] }>): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const { rows } = await query(STALE_TABLES, [MIN_CHANGED]);
      for (const { relname, vacuum } of rows) await query(`${vacuum ? 'VACUUM (ANALYZE)' : 'ANALYZE'} "${relname.replace(/"/g, '""')}"`);
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
