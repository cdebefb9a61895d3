// Small query helpers shared by reads and writes.
import type { Knex } from 'knex';
import type { Database, Dialect } from './database.js';
import { holdsLargeValue } from './large-rows.js';
import type { Row } from './values.js';
import { directReadOf } from './direct-reads.js';

/** A knex instance or a transaction: everything inside a write must use the transaction. */
export type Queryable = Knex | Knex.Transaction;

/** Up to this many ids, SQLite gets a plain IN list (its planner then knows how few they are). */
const SQLITE_INLINE_IDS = 5000;

/**
 * `column IN (ids)`. On PostgreSQL the ids are ONE array parameter, but one id is `column = id`:
 * PostgreSQL does not read `= ANY('{42}')` as an equality, so an index on (column, list order)
 * could not give the page in order (`vrf_id=42` of a million IP addresses walked the address order
 * past every other VRF's: 87 ms, against 0.9 with the equality). On SQLite a plain list of
 * parameters (the planner estimates it; a JSON list via json_each() has no estimate and, once
 * ANALYZE has run, can turn an index lookup into a table scan), or a JSON array when there are
 * more ids than parameters should be spent on.
 */
export function whereIdIn<T extends Knex.QueryBuilder>(query: T, column: string, ids: readonly number[], dialect: Dialect): T {
  if (dialect === 'postgres') {
    return (ids.length === 1 ? query.where(column, ids[0]!) : query.whereRaw('?? = ANY(?::bigint[])', [column, [...ids]])) as T;
  }
  if (ids.length <= SQLITE_INLINE_IDS) return query.whereIn(column, [...ids]) as T;
  return query.whereRaw('?? IN (SELECT value FROM json_each(?))', [column, JSON.stringify(ids)]) as T;
}

/** The same choice for raw SQL: `(…)` to follow IN, with its bindings. */
export function idListSql(ids: readonly number[], dialect: Dialect): { sql: string; bindings: (number | string | number[])[] } {
  if (dialect === 'postgres') return { sql: '(SELECT unnest(?::bigint[]))', bindings: [[...ids]] };
  if (ids.length && ids.length <= SQLITE_INLINE_IDS) return { sql: `(${ids.map(() => '?').join(', ')})`, bindings: [...ids] };
  return { sql: '(SELECT value FROM json_each(?))', bindings: [JSON.stringify(ids)] };
}

/**
 * Rows whose JSON list in `column` (or at the key `key` of the JSON object in `column`) holds any
 * of `items`: jsonb containment on PostgreSQL, json_each() on SQLite.
 */
export function whereJsonListHasAny(qb: Knex.QueryBuilder, dialect: Dialect, column: string, items: readonly (string | number)[], key?: string): void {
  if (dialect === 'postgres') {
    const list = key === undefined ? '??' : '(??->?)';
    const target = key === undefined ? [column] : [column, key];
    qb.where((inner) => items.forEach((item) => inner.orWhereRaw(`${list} @> ?::jsonb`, [...target, JSON.stringify([item])])));
    return;
  }
  const source = key === undefined ? 'json_each(??)' : 'json_each(??, ?)';
  const target = key === undefined ? [column] : [column, `$."${key.replace(/"/g, '')}"`];
  qb.whereRaw(`EXISTS (SELECT 1 FROM ${source} WHERE json_each.value IN (${items.map(() => '?').join(', ') || 'NULL'}))`, [...target, ...items]);
}

/**
 * The rows of a read-only statement (`?` bindings, identifiers quoted in the text): straight on
 * the connection where the handle allows it, else through knex. On the hottest reads (rows by id,
 * counts, tags) knex's builder, compiler, runner and their promises cost ~20 µs a statement (issue 13).
 */
export async function readRows(q: Queryable, sql: string, bindings: readonly unknown[]): Promise<Row[]> {
  const direct = directReadOf(q);
  return direct ? direct(sql, bindings) : rawRows(await q.raw(sql, bindings as Knex.RawBinding[]));
}

/**
 * The rows a built select returns: compiled by knex, run straight on the connection where the
 * handle allows it (the same text and bindings knex would run), else by knex. Plain selects only
 * (no first(), pluck() or returning: their answers are shaped by knex's runner). `compiled`: the
 * query's own toSQL(), when the caller has it already.
 */
export async function selectRows(q: Queryable, query: Knex.QueryBuilder, compiled?: Knex.Sql): Promise<Row[]> {
  const direct = directReadOf(q);
  if (!direct) return (await query) as Row[];
  const { sql, bindings } = compiled ?? query.toSQL();
  return direct(sql, bindings);
}

/** An identifier quoted for both databases. */
export function quoted(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A text as an SQL string literal, for DDL that takes no bindings (trigger bodies). */
export function sqlLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** knex.raw returns the rows directly on SQLite and a pg Result on PostgreSQL. */
export function rawRows(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[];
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}

/**
 * Ids per statement when reading rows by id on SQLite: a statement runs synchronously there, and
 * one over 10,000 ids (a bulk write's answer) would hold the event loop in one stretch; between
 * statements the process takes its turns (runtime/db/database.ts). A list page's ids fit in one.
 */
const SQLITE_IDS_PER_READ = 1000;

/** Rows of `table` by id, with only `columns` when given (null: every column). */
export async function rowsById(q: Queryable, dialect: Dialect, table: string, ids: readonly number[], columns: readonly string[] | null = null): Promise<Row[]> {
  const slice = dialect === 'sqlite' ? SQLITE_IDS_PER_READ : Math.max(ids.length, 1);
  const rows: Row[] = [];
  const selected = columns ? columns.map(quoted).join(', ') : '*';
  for (let start = 0; start < ids.length; start += slice) {
    const list = idListSql(ids.slice(start, start + slice), dialect);
    rows.push(...(await readRows(q, `SELECT ${selected} FROM ${quoted(table)} WHERE "id" IN ${list.sql}`, list.bindings)));
  }
  return rows;
}

/** The distinct ids among `values` (nulls left out). */
export function distinctIds(values: readonly unknown[]): number[] {
  return [...new Set(values.filter((v) => v !== null && v !== undefined).map(Number))];
}

/** A read of one row on the loop that took this long (ms) has its row checked for a large value. */
const SLOW_ROW_MS = 20;

/**
 * The row of `table` with `id` (undefined: none), read by its key. A row known to hold a large
 * value (db/large-rows.ts), or any when `large` says the caller knows it is, is read off the event
 * loop where the database can (SQLite: off-loop.ts); what the read finds is remembered.
 */
export async function rowById(db: Database, table: string, id: number, large = false): Promise<Row | undefined> {
  const sql = `SELECT * FROM ${quoted(table)} WHERE "id" = ? LIMIT 1`;
  if (db.offLoop && (large || db.largeRows.has(table, id))) {
    const [row] = rawRows(await db.offLoop.reader.raw(sql, [id]));
    db.largeRows.found(table, id, holdsLargeValue(row));
    return row;
  }
  const started = performance.now();
  const [row] = await readRows(db.reader, sql, [id]);
  if (db.offLoop && performance.now() - started >= SLOW_ROW_MS && holdsLargeValue(row)) db.largeRows.found(table, id, true);
  return row;
}
