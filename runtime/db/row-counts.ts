// Every table's row count kept as it changes, so that a list's unfiltered count reads one number
// rather than the whole table (issue 25): NetBox's first page of any list, and pynetbox's
// `count()`, ask for it. PostgreSQL has no stored row count: `count(*)` visits every row (9 ms at
// 10,000 IP addresses, 26 ms at 100,000, and on with the table); SQLite's counts every leaf page of
// the smallest index (3 ms at 100,000 IP addresses, 14 ms at a million).
//
// - PostgreSQL (concurrent writers): the count is a sum of deltas in `inventory_row_counts`, one
//   row per statement that inserted or deleted rows, written by statement-level triggers in the
//   writing transaction (so it commits or rolls back with the rows, cascades included). Deltas
//   are only ever inserted: writers never wait for each other on a counter row. The periodic
//   round folds each table's deltas into one (COMPACT_ROW_COUNTS).
// - SQLite (one writer at a time): one row a table, which per-row triggers add to.
// Tables are named by name, not oid: a restored dump gives its tables new oids but keeps their
// names and its counts (pg_dump copies every table in one snapshot). A table gets its triggers
// and its first count (counted once, writers held off meanwhile) when the server starts and
// finds it without them or without a count (a renamed one). The runtime's own `inventory_`
// tables are not counted.
import type { Knex } from 'knex';
import type { Dialect } from './database.js';
import { ROW_COUNTS } from './count-tables.js';
import { quoted, rawRows, sqlLiteral } from './query.js';

export { COMPACT_ROW_COUNTS, ROW_COUNTS } from './count-tables.js';

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

/** SQLite: the ordinary tables (not virtual or shadow ones, nor the runtime's own) without both triggers, or without a count. */
const UNCOUNTED_SQLITE = `
SELECT l.name AS relname FROM pragma_table_list l
WHERE l.schema = 'main' AND l.type = 'table' AND l.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND l.name NOT LIKE 'inventory\\_%' ESCAPE '\\'
  AND ((SELECT count(*) FROM sqlite_master t WHERE t.type = 'trigger' AND t.name IN ('irc_ins_' || l.name, 'irc_del_' || l.name)) < 2
    OR NOT EXISTS (SELECT 1 FROM ${ROW_COUNTS} r WHERE r.table_name = l.name))
ORDER BY l.name`;

/**
 * Gives every table of the schema that lacks them its triggers and its first count. Run at start,
 * after the migrations (a migration may add or recreate tables); cheap when nothing is missing.
 */
export async function ensureRowCounts(knex: Knex, dialect: Dialect): Promise<string[]> {
  if (dialect === 'sqlite') return ensureSqliteRowCounts(knex);
  const [made] = rawRows(await knex.raw('SELECT to_regclass(?) IS NOT NULL AS made', [ROW_COUNTS]));
  if (made!.made === true && !rawRows(await knex.raw(UNCOUNTED)).length) return [];
  return knex.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [ADVISORY_LOCK]);
    await trx.raw(CREATE);
    const tables = rawRows(await trx.raw(UNCOUNTED)).map((r) => String(r.relname));
    for (const table of tables) {
      const target = quoted(table);
      // Writers wait from here to the commit: the count below and the triggers see the same rows.
      await trx.raw(`LOCK TABLE ${target} IN SHARE ROW EXCLUSIVE MODE`);
      for (const trigger of Object.values(TRIGGERS)) await trx.raw(`DROP TRIGGER IF EXISTS ${trigger} ON ${target}`);
      await trx.raw(`CREATE TRIGGER ${TRIGGERS.insert} AFTER INSERT ON ${target} REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ${FUNCTION}()`);
      await trx.raw(`CREATE TRIGGER ${TRIGGERS.delete} AFTER DELETE ON ${target} REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION ${FUNCTION}()`);
      await trx.raw(`CREATE TRIGGER ${TRIGGERS.truncate} AFTER TRUNCATE ON ${target} FOR EACH STATEMENT EXECUTE FUNCTION ${FUNCTION}()`);
      await recount(trx, table);
    }
    return tables;
  });
}

async function ensureSqliteRowCounts(knex: Knex): Promise<string[]> {
  const made = rawRows(await knex.raw(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '${ROW_COUNTS}'`)).length > 0;
  if (made && !rawRows(await knex.raw(UNCOUNTED_SQLITE)).length) return [];
  // A write transaction: SQLite's one writer is this, from the first statement to the commit.
  return knex.transaction(async (trx) => {
    await trx.raw(`CREATE TABLE IF NOT EXISTS ${ROW_COUNTS} (table_name text PRIMARY KEY, delta integer NOT NULL)`);
    const tables = rawRows(await trx.raw(UNCOUNTED_SQLITE)).map((r) => String(r.relname));
    for (const table of tables) {
      const name = sqlLiteral(table);
      for (const [event, change] of [['ins', '+ 1'], ['del', '- 1']] as const) {
        const trigger = quoted(`irc_${event}_${table}`);
        await trx.raw(`DROP TRIGGER IF EXISTS ${trigger}`);
        await trx.raw(`CREATE TRIGGER ${trigger} AFTER ${event === 'ins' ? 'INSERT' : 'DELETE'} ON ${quoted(table)} BEGIN UPDATE ${ROW_COUNTS} SET delta = delta ${change} WHERE table_name = ${name}; END`);
      }
      await recount(trx, table);
    }
    return tables;
  });
}

/**
 * The statement and bindings that read a table's kept row count (`n`), and say whether the table
 * is counted at all (`counted`: its rows; none, and the caller counts with count(*)).
 */
export function rowCountQuery(table: string): { sql: string; bindings: string[] } {
  return { sql: `SELECT coalesce(sum(delta), 0) AS n, count(*) AS counted FROM ${ROW_COUNTS} WHERE table_name = ?`, bindings: [table] };
}

/**
 * Whether a compiled count is of a whole table, with nothing narrowing it (the only count the
 * kept counts can answer): knex's SQL for `count({ n: '*' })` on the bare table, in either
 * dialect's quotes.
 */
export function countsWholeTable(compiled: { sql: string; bindings: readonly unknown[] }, table: string): boolean {
  return compiled.bindings.length === 0 && compiled.sql.replace(/[`"]/g, '') === `select count(*) as n from ${table}`;
}

/** Counts every counted table again (after a restore made with triggers disabled); holds each table's writers off while it counts it. */
export async function recountRows(knex: Knex, dialect: Dialect): Promise<string[]> {
  const tables = rawRows(await knex.raw(`SELECT table_name FROM ${ROW_COUNTS} GROUP BY table_name ORDER BY table_name`)).map((r) => String(r.table_name));
  const existing = new Set(rawRows(await knex.raw(dialect === 'sqlite'
    ? "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table'"
    : 'SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema()')).map((r) => String(r.name)));
  for (const table of tables.filter((t) => existing.has(t))) {
    await knex.transaction(async (trx) => {
      if (dialect === 'postgres') await trx.raw(`LOCK TABLE ${quoted(table)} IN SHARE ROW EXCLUSIVE MODE`);
      await recount(trx, table);
    });
  }
  return tables.filter((t) => existing.has(t));
}

/** Replaces `table`'s count with its rows counted now (its writers held off by the caller's lock). */
async function recount(trx: Knex.Transaction, table: string): Promise<void> {
  await trx.raw(`DELETE FROM ${ROW_COUNTS} WHERE table_name = ?`, [table]);
  await trx.raw(`INSERT INTO ${ROW_COUNTS} (table_name, delta) SELECT ?, count(*) FROM ${quoted(table)}`, [table]);
}
