// Many rows into one table, a multi-row VALUES statement per ROWS_PER_STATEMENT rows, built here
// rather than by knex's insert builder: for bulk writes (the outbox and the change log of 10,000
// objects) the builder's per-row normalisation cost more than the database's own work (measured:
// about half the statement time on PostgreSQL). SQLite runs a multi-row VALUES natively (knex
// writes it as a compound SELECT, capped at 500 rows). Rows keep their order, so ids ascend with it.
import type { Knex } from 'knex';
import type { LargeText } from '../lib/large-text.js';

/** Rows a statement: 200 rows of 10 columns stay far under both databases' parameter limits. */
const ROWS_PER_STATEMENT = 200;

/** A value to insert; a LargeText (JSON made in slices) goes to the driver as the connection takes it (db/off-loop.ts, database.ts). */
export type InsertValue = string | LargeText | number | boolean | null;

/** Inserts `rows` (all with the same keys, in the same order) into `table`. */
export async function insertMany<T extends { [K in keyof T]: InsertValue }>(q: Knex | Knex.Transaction, table: string, rows: readonly T[]): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!) as (keyof T & string)[];
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const head = `INSERT INTO ?? (${columns.map(() => '??').join(', ')}) VALUES `;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + ROWS_PER_STATEMENT);
    const bindings: InsertValue[] = [];
    for (const row of batch) for (const column of columns) bindings.push(row[column] ?? null);
    // A LargeText is no knex value to its types; knex passes it to the connection as it is.
    await q.raw(head + new Array(batch.length).fill(tuple).join(', '), [table, ...columns, ...bindings] as Knex.RawBinding[]);
  }
}
