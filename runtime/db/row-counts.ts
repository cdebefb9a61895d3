// PostgreSQL: every table's row count kept as it changes, so that a list's unfiltered count is a
// few rows read rather than the whole table (issue 25). PostgreSQL has no stored row count:
// `count(*)` visits every row (9 ms at 10,000 IP addresses, 26 ms at 100,000, and so on with the
// table), and NetBox's first page of any list, and pynetbox's `count()`, ask for it. SQLite counts
// from its smallest index, fast enough to stay flat, so it has none of this.
//
// The count is a sum of deltas in `inventory_row_counts`, one row per statement that inserted or
// deleted rows, written by statement-level triggers in the writing transaction (so it commits or
// rolls back with the rows, cascades included). Deltas are only ever inserted: writers never wait
// for each other on a counter row. The periodic statistics round folds each table's deltas into
// one (COMPACT_ROW_COUNTS). Tables are named by name, not oid: a restored dump gives its tables
// new oids but keeps their names and its counts (pg_dump copies every table in one snapshot). A
// table gets its triggers and its first count (counted once, under a lock that holds writers off
// meanwhile) when the server starts and finds it without them or without a count (a renamed one).
import type { Knex } from 'knex';

export const ROW_COUNTS = 'inventory_row_counts';
const FUNCTION = 'inventory_count_rows';
/** The triggers' names: the three events that change a table's row count. */
const TRIGGERS = { insert: 'inventory_rows_inserted', delete: 'inventory_rows_deleted', truncate: 'inventory_rows_truncated' } as const;
/** Arbitrary constant naming the advisory lock under which tables get their triggers. */
const ADVISORY_LOCK = 727_274_002;

const CREATE = `
CREATE TABLE IF NOT EXISTS ${ROW_COUNTS} (table_name text NOT NULL, delta bigint NOT NULL);
CREATE INDEX IF NOT EXISTS ${ROW_COUNTS}_table ON ${ROW_COUNTS} (table_name, delta);
CREATE OR REPLACE FUNCTION ${FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ${ROW_COUNTS} (table_name, delta) SELECT TG_TABLE_NAME, count(*) FROM inserted HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO ${ROW_COUNTS} (table_name, delta) SELECT TG_TABLE_NAME, -count(*) FROM deleted HAVING count(*) > 0;
  ELSE
    -- TRUNCATE holds the table exclusively: no delta of it is in flight.
    INSERT INTO ${ROW_COUNTS} (table_name, delta) SELECT TG_TABLE_NAME, -sum(delta) FROM ${ROW_COUNTS} WHERE table_name = TG_TABLE_NAME HAVING sum(delta) <> 0;
  END IF;
  RETURN NULL;
END $$;`;

/** The current schema's tables (not the runtime's own inventory_ ones) without all three triggers, or without a count. */
const UNCOUNTED = `
SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname NOT LIKE 'inventory\\_%'
  AND ((SELECT count(*) FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname IN ('${TRIGGERS.insert}', '${TRIGGERS.delete}', '${TRIGGERS.truncate}')) < 3
    OR NOT EXISTS (SELECT 1 FROM ${ROW_COUNTS} r WHERE r.table_name = c.relname))
ORDER BY c.relname`;

/**
 * Gives every table of the schema that lacks them its triggers and its first count. Run at start,
 * after the migrations (a migration may add or recreate tables); cheap when nothing is missing.
 */
export async function ensureRowCounts(knex: Knex): Promise<string[]> {
  const [made] = rowsOf<{ made: boolean }>(await knex.raw('SELECT to_regclass(?) IS NOT NULL AS made', [ROW_COUNTS]));
  if (made!.made && !rowsOf(await knex.raw(UNCOUNTED)).length) return [];
  return knex.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [ADVISORY_LOCK]);
    await trx.raw(CREATE);
    const tables = rowsOf<{ relname: string }>(await trx.raw(UNCOUNTED)).map((r) => r.relname);
    for (const table of tables) {
      const quoted = quote(table);
      // Writers wait from here to the commit: the count below and the triggers see the same rows.
      await trx.raw(`LOCK TABLE ${quoted} IN SHARE ROW EXCLUSIVE MODE`);
      for (const name of Object.values(TRIGGERS)) await trx.raw(`DROP TRIGGER IF EXISTS ${name} ON ${quoted}`);
      await trx.raw(`CREATE TRIGGER ${TRIGGERS.insert} AFTER INSERT ON ${quoted} REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ${FUNCTION}()`);
      await trx.raw(`CREATE TRIGGER ${TRIGGERS.delete} AFTER DELETE ON ${quoted} REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION ${FUNCTION}()`);
      await trx.raw(`CREATE TRIGGER ${TRIGGERS.truncate} AFTER TRUNCATE ON ${quoted} FOR EACH STATEMENT EXECUTE FUNCTION ${FUNCTION}()`);
      await recount(trx, table);
    }
    return tables;
  });
}

/** The statement that reads a table's kept row count (its one binding: the quoted table name). */
export const ROW_COUNT_SQL = `SELECT coalesce(sum(delta), 0) AS n FROM ${ROW_COUNTS} WHERE table_name = ?`;

/** The bindings of ROW_COUNT_SQL for `table`. */
export function rowCountBindings(table: string): [string] {
  return [table];
}

/**
 * Whether a compiled count is of a whole table, with nothing narrowing it (the only count the
 * kept counts can answer): knex's SQL for `count({ n: '*' })` on the bare table.
 */
export function countsWholeTable(compiled: { sql: string; bindings: readonly unknown[] }, table: string): boolean {
  return compiled.bindings.length === 0 && compiled.sql === `select count(*) as "n" from ${quote(table)}`;
}

/**
 * Folds each table's deltas into one row. Deltas committed meanwhile are not seen by the delete
 * and stay beside the folded row; deltas of transactions still open are not yet visible at all.
 */
export const COMPACT_ROW_COUNTS = `
WITH folded AS (
  DELETE FROM ${ROW_COUNTS} WHERE table_name IN (SELECT table_name FROM ${ROW_COUNTS} GROUP BY table_name HAVING count(*) > 1)
  RETURNING table_name, delta
)
INSERT INTO ${ROW_COUNTS} (table_name, delta) SELECT table_name, sum(delta) FROM folded GROUP BY table_name`;

/** How often the kept counts' deltas are folded. */
const FOLD_EVERY_MS = 5_000;

/**
 * Runs the folding `statements` (COMPACT_ROW_COUNTS, value-counts.ts's COMPACT_VALUE_COUNTS) every
 * FOLD_EVERY_MS on `query` (a connection of the server's own); returns the way to stop.
 */
export function foldPeriodically(query: (sql: string) => Promise<unknown>, statements: readonly string[]): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void (async () => {
      for (const sql of statements) {
        // Closing, or not yet made (a database before its first start): the next round tries again.
        await query(sql).catch(() => undefined);
      }
    })().finally(() => {
      running = false;
    });
  }, FOLD_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Counts every table again (after a restore made with triggers disabled); holds each table's writers off while it counts it. */
export async function recountRows(knex: Knex): Promise<string[]> {
  const tables = rowsOf<{ relname: string }>(await knex.raw(`
    SELECT c.relname FROM pg_class c JOIN pg_trigger t ON t.tgrelid = c.oid AND t.tgname = '${TRIGGERS.insert}'
    JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() ORDER BY c.relname`));
  for (const { relname } of tables) {
    await knex.transaction(async (trx) => {
      await trx.raw(`LOCK TABLE ${quote(relname)} IN SHARE ROW EXCLUSIVE MODE`);
      await recount(trx, relname);
    });
  }
  return tables.map((t) => t.relname);
}

/** Replaces `table`'s count with its rows counted now (its writers held off by the caller's lock). */
async function recount(trx: Knex.Transaction, table: string): Promise<void> {
  await trx.raw(`DELETE FROM ${ROW_COUNTS} WHERE table_name = ?`, [table]);
  await trx.raw(`INSERT INTO ${ROW_COUNTS} (table_name, delta) SELECT ?, count(*) FROM ${quote(table)}`, [table]);
}

function quote(table: string): string {
  return `"${table.replace(/"/g, '""')}"`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
