// The handles whose reads skip knex's builder, runner and pool: runtime/db/database.ts registers
// the SQLite reader's; runtime/db/query.ts (readRows, selectRows) uses them. A module of its own
// so that neither of those two imports the other.
import type { Row } from './values.js';

/** Runs one read-only statement's text with `?` bindings. */
export type DirectRead = (sql: string, bindings: readonly unknown[]) => Promise<Row[]>;

const DIRECT_READS = new WeakMap<object, DirectRead>();

export function registerDirectReads(handle: object, read: DirectRead): void {
  DIRECT_READS.set(handle, read);
}

/** The direct reads of a handle (a knex instance), if it has them. */
export function directReadOf(handle: object): DirectRead | undefined {
  return DIRECT_READS.get(handle);
}
