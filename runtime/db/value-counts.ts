// Rows per value of the columns a model file names in `counted_by`, counted as rows are written
// (issue 25): a list filtered on one value of such a column (change records of one object type,
// most of a large table) reads its count from here instead of visiting every match. Counting
// 1.2 million change records of IP addresses took 150 ms on SQLite (an index entry at a time) and
// more on PostgreSQL, on every first page.
//
// Values are kept as text: 'n' for NULL, 'v' followed by the value's text otherwise; each
// (table, column) also has a marker row (value '', delta 0) saying that it was counted.
// - SQLite (one writer at a time): per-row triggers add to one row per value (an upsert).
// - PostgreSQL (concurrent writers): statement-level triggers insert a delta row per value the
//   statement touched, never updating a shared row; the periodic round folds them
//   (COMPACT_VALUE_COUNTS), as it does the whole-table counts (row-counts.ts).
// A server gives each declared (table, column) its triggers and first count when it starts and
// finds them missing, and drops the triggers of a column no longer declared.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { ModelMeta } from '../../contract/index.js';
import type { Dialect } from './database.js';
import { VALUE_COUNTS } from './count-tables.js';
import { quoted, rawRows, sqlLiteral } from './query.js';

export { COMPACT_VALUE_COUNTS, VALUE_COUNTS } from './count-tables.js';

const FUNCTION = 'inventory_count_values';
/** The prefix of every trigger this module makes (the rest: a digest of the table and column, and the event). */
const PREFIX = 'ivc_';
const MARKER = '';
/** Arbitrary constant naming PostgreSQL's advisory lock under which counts are set up. */
const ADVISORY_LOCK = 727_274_003;

/** One counted column. */
export interface Counted {
  readonly table: string;
  readonly column: string;
}

/** The counted columns the models declare. */
export function countedColumnsOf(models: readonly ModelMeta[]): Counted[] {
  return models.flatMap((model) => (model.countedBy ?? []).map((column) => ({ table: model.table, column })));
}

/** A value as the counts key it (bindings of a filter: strings and numbers). */
export function countKey(value: unknown): string {
  return value === null || value === undefined ? 'n' : `v${String(value)}`;
}


function triggerName(counted: Counted, event: 'ins' | 'del' | 'upd' | 'trunc'): string {
  const digest = createHash('sha256').update(`${counted.table}.${counted.column}`).digest('hex').slice(0, 12);
  return `${PREFIX}${digest}_${event}`;
}

/**
 * Gives every declared column its triggers and first count where they are missing, and drops the
 * triggers of columns no longer declared; returns the columns it counted.
 */
export async function ensureValueCounts(knex: Knex, dialect: Dialect, declared: readonly Counted[]): Promise<Counted[]> {
  const state = async (q: Knex | Knex.Transaction) => {
    const triggers = await existingTriggers(q, dialect);
    const marked = await markedColumns(q, dialect);
    const wanted = new Set(declared.flatMap((c) => events(dialect).map((e) => triggerName(c, e))));
    return {
      missing: declared.filter((c) => !marked.has(`${c.table}.${c.column}`) || events(dialect).some((e) => !triggers.has(triggerName(c, e)))),
      stale: [...triggers.entries()].filter(([name]) => !wanted.has(name)),
    };
  };
  const first = await state(knex);
  if (!first.missing.length && !first.stale.length) return [];
  return knex.transaction(async (trx) => {
    if (dialect === 'postgres') await trx.raw('SELECT pg_advisory_xact_lock(?)', [ADVISORY_LOCK]);
    await createTable(trx, dialect);
    const { missing, stale } = await state(trx);
    for (const [name, table] of stale) await trx.raw(`DROP TRIGGER IF EXISTS ${quoted(name)}${dialect === 'postgres' ? ` ON ${quoted(table)}` : ''}`);
    for (const counted of missing) {
      if (dialect === 'postgres') await trx.raw(`LOCK TABLE ${quoted(counted.table)} IN SHARE ROW EXCLUSIVE MODE`);
      for (const event of events(dialect)) {
        await trx.raw(`DROP TRIGGER IF EXISTS ${quoted(triggerName(counted, event))}${dialect === 'postgres' ? ` ON ${quoted(counted.table)}` : ''}`);
      }
      for (const sql of dialect === 'sqlite' ? sqliteTriggers(counted) : postgresTriggers(counted)) await trx.raw(sql);
      await recountValues(trx, dialect, counted);
    }
    return missing;
  });
}

function events(dialect: Dialect): ('ins' | 'del' | 'upd' | 'trunc')[] {
  // SQLite has no TRUNCATE (an unqualified DELETE fires the delete trigger per row).
  return dialect === 'sqlite' ? ['ins', 'del', 'upd'] : ['ins', 'del', 'upd', 'trunc'];
}

/** This module's triggers: name → table. */
async function existingTriggers(q: Knex | Knex.Transaction, dialect: Dialect): Promise<Map<string, string>> {
  const rows = rawRows(dialect === 'sqlite'
    ? await q.raw(`SELECT name, tbl_name AS "table" FROM sqlite_master WHERE type = 'trigger' AND name LIKE '${PREFIX}%'`)
    : await q.raw(`SELECT t.tgname AS name, c.relname AS "table" FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND t.tgname LIKE '${PREFIX}%'`));
  return new Map(rows.map((r) => [String(r.name), String(r.table)]));
}

/** "table.column" of every column with a marker row (counted). */
async function markedColumns(q: Knex | Knex.Transaction, dialect: Dialect): Promise<Set<string>> {
  const exists = dialect === 'sqlite'
    ? rawRows(await q.raw(`SELECT 1 AS e FROM sqlite_master WHERE type = 'table' AND name = '${VALUE_COUNTS}'`)).length > 0
    : rawRows(await q.raw(`SELECT to_regclass('${VALUE_COUNTS}') IS NOT NULL AS e`))[0]!.e === true;
  if (!exists) return new Set();
  const rows = rawRows(await q.raw(`SELECT DISTINCT table_name, column_name FROM ${VALUE_COUNTS} WHERE value = ?`, [MARKER]));
  return new Set(rows.map((r) => `${String(r.table_name)}.${String(r.column_name)}`));
}

async function createTable(trx: Knex.Transaction, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    await trx.raw(`CREATE TABLE IF NOT EXISTS ${VALUE_COUNTS} (table_name text NOT NULL, column_name text NOT NULL, value text NOT NULL, delta integer NOT NULL, PRIMARY KEY (table_name, column_name, value))`);
    return;
  }
  await trx.raw(`CREATE TABLE IF NOT EXISTS ${VALUE_COUNTS} (table_name text NOT NULL, column_name text NOT NULL, value text NOT NULL, delta bigint NOT NULL)`);
  await trx.raw(`CREATE INDEX IF NOT EXISTS ${VALUE_COUNTS}_key ON ${VALUE_COUNTS} (table_name, column_name, value, delta)`);
  // The column is the trigger's argument; transition tables are visible to EXECUTE.
  await trx.raw(`
CREATE OR REPLACE FUNCTION ${FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  col text := TG_ARGV[0];
  val text := format('CASE WHEN %I IS NULL THEN ''n'' ELSE ''v'' || %I::text END', col, col);
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    EXECUTE format('INSERT INTO ${VALUE_COUNTS} SELECT table_name, column_name, value, -sum(delta) FROM ${VALUE_COUNTS} WHERE table_name = %L AND column_name = %L AND value <> '''' GROUP BY 1, 2, 3 HAVING sum(delta) <> 0', TG_TABLE_NAME, col);
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO ${VALUE_COUNTS} SELECT %L, %L, %s, count(*) FROM inserted GROUP BY 3', TG_TABLE_NAME, col, val);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('INSERT INTO ${VALUE_COUNTS} SELECT %L, %L, %s, -count(*) FROM deleted GROUP BY 3', TG_TABLE_NAME, col, val);
  ELSE
    -- Every update of the table (a trigger with transition tables takes no column list): only the
    -- values that gained or lost rows get a delta.
    EXECUTE format('INSERT INTO ${VALUE_COUNTS} SELECT %L, %L, value, sum(delta) FROM (SELECT %s AS value, 1 AS delta FROM inserted UNION ALL SELECT %s, -1 FROM deleted) moved GROUP BY 3 HAVING sum(delta) <> 0', TG_TABLE_NAME, col, val, val);
  END IF;
  RETURN NULL;
END $$`);
}

function sqliteTriggers(counted: Counted): string[] {
  const table = quoted(counted.table);
  const column = quoted(counted.column);
  const add = (row: 'NEW' | 'OLD', delta: number) => `INSERT INTO ${VALUE_COUNTS} (table_name, column_name, value, delta)
    VALUES (${sqlLiteral(counted.table)}, ${sqlLiteral(counted.column)}, CASE WHEN ${row}.${column} IS NULL THEN 'n' ELSE 'v' || ${row}.${column} END, ${delta})
    ON CONFLICT (table_name, column_name, value) DO UPDATE SET delta = delta + excluded.delta;`;
  return [
    `CREATE TRIGGER ${quoted(triggerName(counted, 'ins'))} AFTER INSERT ON ${table} BEGIN ${add('NEW', 1)} END`,
    `CREATE TRIGGER ${quoted(triggerName(counted, 'del'))} AFTER DELETE ON ${table} BEGIN ${add('OLD', -1)} END`,
    `CREATE TRIGGER ${quoted(triggerName(counted, 'upd'))} AFTER UPDATE OF ${column} ON ${table} WHEN OLD.${column} IS NOT NEW.${column} BEGIN ${add('OLD', -1)} ${add('NEW', 1)} END`,
  ];
}

function postgresTriggers(counted: Counted): string[] {
  const table = quoted(counted.table);
  const argument = sqlLiteral(counted.column);
  return [
    `CREATE TRIGGER ${quoted(triggerName(counted, 'ins'))} AFTER INSERT ON ${table} REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ${FUNCTION}(${argument})`,
    `CREATE TRIGGER ${quoted(triggerName(counted, 'del'))} AFTER DELETE ON ${table} REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION ${FUNCTION}(${argument})`,
    `CREATE TRIGGER ${quoted(triggerName(counted, 'upd'))} AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS deleted NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ${FUNCTION}(${argument})`,
    `CREATE TRIGGER ${quoted(triggerName(counted, 'trunc'))} AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${FUNCTION}(${argument})`,
  ];
}

/** Replaces a column's counts with its rows counted now (writers held off by the caller). */
async function recountValues(trx: Knex.Transaction, dialect: Dialect, counted: Counted): Promise<void> {
  const column = quoted(counted.column);
  const text = dialect === 'postgres' ? `${column}::text` : column;
  await trx.raw(`DELETE FROM ${VALUE_COUNTS} WHERE table_name = ? AND column_name = ?`, [counted.table, counted.column]);
  await trx.raw(`INSERT INTO ${VALUE_COUNTS} (table_name, column_name, value, delta)
    SELECT ?, ?, CASE WHEN ${column} IS NULL THEN 'n' ELSE 'v' || ${text} END, count(*) FROM ${quoted(counted.table)} GROUP BY 3`, [counted.table, counted.column]);
  await trx.raw(`INSERT INTO ${VALUE_COUNTS} (table_name, column_name, value, delta) VALUES (?, ?, ?, 0)`, [counted.table, counted.column, MARKER]);
}

/** Counts every declared column again (after a restore made with its triggers off). */
export async function recountAllValues(knex: Knex, dialect: Dialect, declared: readonly Counted[]): Promise<void> {
  for (const counted of declared) {
    await knex.transaction(async (trx) => {
      if (dialect === 'postgres') await trx.raw(`LOCK TABLE ${quoted(counted.table)} IN SHARE ROW EXCLUSIVE MODE`);
      await recountValues(trx, dialect, counted);
    });
  }
}

/** Which rows of a counted column a count asks for: some values, or every value but NULL (and but some values). */
export type CountedMatch = { readonly column: string } & ({ readonly values: readonly unknown[] } | { readonly notNull: true; readonly except?: readonly unknown[] });

/**
 * What a compiled count of `model` asks for, when it is a count of rows whose counted column
 * equals one of some values (`= ?`, `in (?, ...)`) or is not null (and not one of some values:
 * `is not null and … not in (?, ...)`), and nothing else narrows it; null otherwise.
 */
export function countedValues(model: ModelMeta, compiled: { sql: string; bindings: readonly unknown[] }): CountedMatch | null {
  if (!model.countedBy?.length) return null;
  const sql = compiled.sql.replace(/[`"]/g, '');
  const head = /^select count\(\*\) as n from (\w+) where (.*)$/.exec(sql);
  if (!head || head[1] !== model.table) return null;
  // The filter's condition, in the parentheses knex wraps a grouped one in.
  let condition = head[2]!;
  while (/^\(.*\)$/.test(condition)) condition = condition.slice(1, -1);
  const match = /^(\w+)\.(\w+) (= \?|in \(\?(?:, \?)*\)|is not null(?: and (\w+)\.(\w+) not in \(\?(?:, \?)*\))?)$/.exec(condition);
  if (!match || match[1] !== model.table || !model.countedBy.includes(match[2]!)) return null;
  if (match[4] !== undefined) {
    if (match[4] !== model.table || match[5] !== match[2] || compiled.bindings.some((b) => typeof b !== 'string' && typeof b !== 'number')) return null;
    return { column: match[2]!, notNull: true, except: compiled.bindings };
  }
  if (match[3] === 'is not null') return compiled.bindings.length ? null : { column: match[2]!, notNull: true };
  if (compiled.bindings.some((b) => typeof b !== 'string' && typeof b !== 'number')) return null;
  return { column: match[2]!, values: compiled.bindings };
}

/**
 * The statement and bindings that sum the counts a match asks for (`n`), and say whether the
 * column is counted at all (`counted`: its marker row; a server that has not set its counting up
 * yet, or a database restored without it, answers with count(*) instead of a wrong 0).
 */
export function valueCountQuery(table: string, match: CountedMatch): { sql: string; bindings: string[] } {
  const select = `SELECT coalesce(sum(CASE WHEN value <> ? THEN delta END), 0) AS n, count(CASE WHEN value = ? THEN 1 END) AS counted
    FROM ${VALUE_COUNTS} WHERE table_name = ? AND column_name = ? AND value`;
  const head = [MARKER, MARKER, table, match.column];
  if ('notNull' in match) {
    const except = [...new Set((match.except ?? []).map(countKey))];
    if (!except.length) return { sql: `${select} <> ?`, bindings: [...head, countKey(null)] };
    return { sql: `${select} <> ? AND value NOT IN (${except.map(() => '?').join(', ')})`, bindings: [...head, countKey(null), ...except] };
  }
  const keys = [...new Set(match.values.map(countKey)), MARKER];
  return { sql: `${select} IN (${keys.map(() => '?').join(', ')})`, bindings: [...head, ...keys] };
}
