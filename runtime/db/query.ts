// Small query helpers shared by reads and writes.
import type { Knex } from 'knex';
import type { Dialect } from './database.js';
import type { Row } from './values.js';

/** A knex instance or a transaction: everything inside a write must use the transaction. */
export type Queryable = Knex | Knex.Transaction;

/**
 * `column IN (ids)` bound as ONE parameter (a JSON array on SQLite, an array on PostgreSQL), so
 * that a page of 1000 objects needs neither 1000 parameters nor several statements.
 */
export function whereIdIn<T extends Knex.QueryBuilder>(query: T, column: string, ids: readonly number[], dialect: Dialect): T {
  if (dialect === 'postgres') return query.whereRaw('?? = ANY(?::bigint[])', [column, [...ids]]) as T;
  return query.whereRaw('?? IN (SELECT value FROM json_each(?))', [column, JSON.stringify(ids)]) as T;
}

/** knex.raw returns the rows directly on SQLite and a pg Result on PostgreSQL. */
export function rawRows(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[];
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}
