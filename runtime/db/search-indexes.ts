// PostgreSQL's trigram search indexes (GIN) with a short pending list. By default a GIN index
// takes new entries into an unsorted pending list of up to 4 MB, merged into the index by a later
// vacuum or once the list is full, and every search reads the whole list: at 710,000 IP
// addresses a list of 351 pages cost each of a search's index scans 8 to 10 ms (q=host12's count:
// 21 ms, 4.4 ms once the list was merged). A list of at most 256 kB costs a scan well under a
// millisecond, and keeps most of what the list saves writes: a bulk create of 1,000 addresses
// with a DNS name and a description took about 7 % longer than with the default list, 20 % with
// no list at all (fastupdate off; medians of four alternated rounds on the loaded 2-core machine).
// Indexes made before this setting are changed at start (and their list merged), once.
import type { Knex } from 'knex';
import type { Dialect } from './database.js';

/** The pending list's limit, in kB (PostgreSQL's gin_pending_list_limit). */
export const PENDING_LIST_KB = 256;

/** Sets the pending list's limit on every trigram GIN index without it, merging its list; returns their names. */
export async function settleSearchIndexes(knex: Knex, dialect: Dialect): Promise<string[]> {
  if (dialect !== 'postgres') return [];
  const { rows } = (await knex.raw(`
    SELECT c.relname AS name FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid
    JOIN pg_am a ON a.oid = c.relam
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE a.amname = 'gin' AND n.nspname = current_schema()
      AND NOT coalesce(c.reloptions @> ARRAY[?], false)
      AND EXISTS (SELECT 1 FROM pg_opclass o WHERE o.oid = ANY(i.indclass) AND o.opcname = 'gin_trgm_ops')`, [`gin_pending_list_limit=${PENDING_LIST_KB}`])) as { rows: { name: string }[] };
  for (const { name } of rows) {
    await knex.raw(`ALTER INDEX ?? SET (gin_pending_list_limit = ${PENDING_LIST_KB})`, [name]);
    await knex.raw('SELECT gin_clean_pending_list(?::regclass)', [name]);
  }
  return rows.map((row) => row.name);
}
