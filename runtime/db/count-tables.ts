// The tables of the counts kept as rows are written (row-counts.ts, value-counts.ts) and their
// PostgreSQL folding, which each server runs on a connection of its own (database.ts): apart, so
// that the database module needs nothing of the modules that query through it.

/** Every table's row count (row-counts.ts). */
export const ROW_COUNTS = 'inventory_row_counts';
/** Rows per value of the `counted_by` columns (value-counts.ts). */
export const VALUE_COUNTS = 'inventory_value_counts';

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

/** PostgreSQL: folds each value's deltas into one row (the marker rows fold into themselves). */
export const COMPACT_VALUE_COUNTS = `
WITH folded AS (
  DELETE FROM ${VALUE_COUNTS} v USING (
    SELECT table_name, column_name, value FROM ${VALUE_COUNTS} GROUP BY 1, 2, 3 HAVING count(*) > 1
  ) many
  WHERE v.table_name = many.table_name AND v.column_name = many.column_name AND v.value = many.value
  RETURNING v.table_name, v.column_name, v.value, v.delta
)
INSERT INTO ${VALUE_COUNTS} (table_name, column_name, value, delta) SELECT table_name, column_name, value, sum(delta) FROM folded GROUP BY 1, 2, 3`;

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

