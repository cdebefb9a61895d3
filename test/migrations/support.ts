// Helpers of the migration tests: the stored schema state, and what a live database actually holds
// (tables, columns, indexes, foreign keys), read from SQLite's PRAGMAs or PostgreSQL's catalogs.
import { ROW_COUNTS } from '../../runtime/db/row-counts.js';
import { PENDING_FILLS } from '../../runtime/db/ddl.js';
import { VALUE_COUNTS } from '../../runtime/db/value-counts.js';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { expect } from 'vitest';
import { registry } from '../../generated/registry.js';
import type { Snapshot } from '../../generator/generate.js';
import { applyToState } from '../../generator/migrate/apply-state.js';
import { EMPTY_STATE, normalizeState } from '../../generator/migrate/state.js';
import type { Database } from '../../runtime/db/database.js';
import type { ColumnSpec, IndexSpec, SchemaState, TableSpec } from '../../contract/index.js';

export const SNAPSHOT_FILE = fileURLToPath(new URL('../../generated/migrations/snapshot.json', import.meta.url));

export function readSnapshot(): Snapshot {
  return JSON.parse(readFileSync(SNAPSHOT_FILE, 'utf8')) as Snapshot;
}

/** The state the registry's migrations reach, replayed in memory. */
export function registryState(): SchemaState {
  return registry.migrations.reduce<SchemaState>((state, m) => applyToState(state, m.operations), EMPTY_STATE);
}

/** Tables that belong to the migrator, to the kept counts or to SQLite itself, not to the models. */
const BOOKKEEPING = new Set(['inventory_migrations', 'inventory_migrations_lock', PENDING_FILLS, ROW_COUNTS, VALUE_COUNTS, 'sqlite_sequence']);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRow = Record<string, any>;

async function rows(db: Database, sql: string, bindings: readonly Knex.RawBinding[] = []): Promise<AnyRow[]> {
  const result = (await db.knex.raw(sql, bindings)) as AnyRow[] | { rows: AnyRow[] };
  return Array.isArray(result) ? result : result.rows;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function tableNames(db: Database): Promise<string[]> {
  const list = db.dialect === 'sqlite'
    // Ordinary tables only: a search index's FTS5 table is virtual, its storage tables 'shadow'.
    ? await rows(db, `SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'`)
    : await rows(db, `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`);
  return list.map((r) => String(r.name)).filter((n) => !BOOKKEEPING.has(n)).sort();
}

export interface LiveColumn {
  readonly name: string;
  readonly nullable: boolean;
  /** varchar length, when the column has one. */
  readonly length: number | null;
  readonly hasDefault: boolean;
  readonly type: string;
}

export async function columnsOf(db: Database, table: string): Promise<LiveColumn[]> {
  if (db.dialect === 'sqlite') {
    const info = await rows(db, `PRAGMA table_info(${quote(table)})`);
    return info.map((c) => {
      const length = /\((\d+)\)/.exec(String(c.type));
      return {
        name: String(c.name),
        nullable: Number(c.notnull) === 0 && Number(c.pk) === 0,
        length: length ? Number(length[1]) : null,
        hasDefault: c.dflt_value !== null,
        type: String(c.type).toLowerCase(),
      };
    });
  }
  const info = await rows(
    db,
    `SELECT column_name, is_nullable, character_maximum_length, column_default, data_type
       FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position`,
    [table],
  );
  return info.map((c) => ({
    name: String(c.column_name),
    nullable: c.is_nullable === 'YES',
    length: c.character_maximum_length === null ? null : Number(c.character_maximum_length),
    hasDefault: c.column_default !== null,
    type: String(c.data_type).toLowerCase(),
  }));
}

export interface LiveIndex {
  readonly name: string;
  readonly unique: boolean;
  /** Key expressions, normalised: `site_id`, `lower(name)`, `search(name)` (IndexSpec.search). */
  readonly keys: readonly string[];
  /** Normalised predicate of a partial index (`tenant_id is null and ...`), or null. */
  readonly where: string | null;
}

const normalise = (text: string) =>
  text.replace(/::text/g, '').replace(/["`]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** Splits `a, lower(b), c` at top-level commas. */
function splitTop(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of list) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (ch === ',' && depth === 0) {
      out.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

/** Strips parentheses that wrap a whole expression: `((a IS NULL))` → `a IS NULL`. */
function unwrap(text: string): string {
  let t = text.trim();
  while (t.startsWith('(') && t.endsWith(')')) {
    let depth = 0;
    let wraps = true;
    for (let i = 0; i < t.length; i += 1) {
      if (t[i] === '(') depth += 1;
      if (t[i] === ')') depth -= 1;
      if (depth === 0 && i < t.length - 1) {
        wraps = false;
        break;
      }
    }
    if (!wraps) break;
    t = t.slice(1, -1).trim();
  }
  return t;
}

/** Indexes created by the migrations (not the primary key's or SQLite's automatic ones). */
export async function indexesOf(db: Database, table: string): Promise<LiveIndex[]> {
  if (db.dialect === 'sqlite') {
    const list = await rows(db, `PRAGMA index_list(${quote(table)})`);
    const out: LiveIndex[] = [];
    for (const entry of list.filter((i) => i.origin === 'c')) {
      const [definition] = await rows(db, `SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?`, [entry.name]);
      const sql = normalise(String(definition?.sql ?? ''));
      // CREATE [UNIQUE] INDEX name ON table (keys) [WHERE predicate]
      const open = sql.indexOf('(', sql.indexOf(' on '));
      let depth = 0;
      let close = open;
      for (; close < sql.length; close += 1) {
        if (sql[close] === '(') depth += 1;
        if (sql[close] === ')') depth -= 1;
        if (depth === 0) break;
      }
      const rest = sql.slice(close + 1).trim();
      out.push({
        name: String(entry.name),
        unique: Number(entry.unique) === 1,
        keys: splitTop(sql.slice(open + 1, close)).map((k) => k.replace(/\s+/g, '')),
        where: rest.startsWith('where ') ? unwrap(rest.slice(6)) : null,
      });
    }
    out.push(...await sqliteSearchIndexes(db, table));
    return out.sort((a, b) => (a.name < b.name ? -1 : 1));
  }
  const list = await rows(
    db,
    `SELECT c.relname AS index_name, i.indisunique AS is_unique, i.indnatts AS key_count, i.indexrelid AS index_oid,
            pg_get_expr(i.indpred, i.indrelid) AS predicate, i.indisprimary AS is_primary,
            pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = ?::regclass`,
    [table],
  );
  const out: LiveIndex[] = [];
  for (const entry of list.filter((i) => !i.is_primary)) {
    const keys: string[] = [];
    for (let k = 1; k <= Number(entry.key_count); k += 1) {
      const [key] = await rows(db, `SELECT pg_get_indexdef(?::oid, ?::int, true) AS key_text`, [entry.index_oid, k]);
      const text = normalise(String(key!.key_text)).replace(/\s+/g, '');
      // The key text leaves out the operator class; a trigram GIN index is a search index.
      keys.push(/USING gin .*gin_trgm_ops/.test(String(entry.definition)) ? `search(${text})` : text);
    }
    out.push({
      name: String(entry.index_name),
      unique: Boolean(entry.is_unique),
      keys,
      // PostgreSQL parenthesises each term of a conjunction: "(a is null) and (b is null)".
      where: entry.predicate === null ? null : unwrap(normalise(String(entry.predicate))).split(' and ').map(unwrap).join(' and '),
    });
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : 1));
}

/**
 * SQLite search indexes: FTS5 tables reading this table, each with its three triggers (insert,
 * delete, update); a missing trigger shows as a key `no trigger <name>`.
 */
async function sqliteSearchIndexes(db: Database, table: string): Promise<LiveIndex[]> {
  const tables = await rows(db, `SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'`);
  const out: LiveIndex[] = [];
  for (const { name, sql } of tables) {
    const text = String(sql);
    if (!text.includes(`content='${table}'`)) continue;
    const args = splitTop(text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')));
    const columns = args.filter((a) => !a.includes('=')).map((a) => a.replace(/[`"]/g, ''));
    const triggers = new Set((await rows(db, `SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ?`, [table])).map((t) => String(t.name)));
    const missing = ['ai', 'ad', 'au'].map((s) => `${String(name)}_${s}`).filter((t) => !triggers.has(t));
    out.push({ name: String(name), unique: false, keys: [...columns.map((c) => `search(${c})`), ...missing.map((t) => `no trigger ${t}`)], where: null });
  }
  return out;
}

/** What an index of the schema state should look like in the database. */
export function expectedIndex(index: IndexSpec): LiveIndex {
  return {
    name: index.name,
    unique: index.unique,
    keys: index.columns.map((c) => (index.search ? `search(${c})` : index.lower.includes(c) ? `lower(${c})` : c)),
    where: index.whereNull.length || index.whereNotNull?.length
      ? [...index.whereNull.map((c) => `${c} is null`), ...(index.whereNotNull ?? []).map((c) => `${c} is not null`)].join(' and ')
      : null,
  };
}

export interface LiveForeignKey {
  readonly column: string;
  readonly references: string;
}

/** Foreign keys, one entry per constraint (a duplicated constraint shows up twice). */
export async function foreignKeysOf(db: Database, table: string): Promise<LiveForeignKey[]> {
  const list = db.dialect === 'sqlite'
    ? (await rows(db, `PRAGMA foreign_key_list(${quote(table)})`)).map((f) => ({ column: String(f.from), references: String(f.table) }))
    : (await rows(
      db,
      `SELECT a.attname AS column_name, c.confrelid::regclass::text AS target_table
         FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.contype = 'f' AND c.conrelid = ?::regclass`,
      [table],
    )).map((f) => ({ column: String(f.column_name), references: String(f.target_table) }));
  return list.sort((a, b) => (a.column < b.column ? -1 : a.column > b.column ? 1 : a.references < b.references ? -1 : 1));
}

export function expectedForeignKeys(spec: TableSpec): LiveForeignKey[] {
  return spec.columns
    .filter((c) => c.references)
    .map((c) => ({ column: c.name, references: c.references! }))
    .sort((a, b) => (a.column < b.column ? -1 : 1));
}

/** Every row of every table of the state, by id: the data an upgrade must keep. */
export async function dumpTables(db: Database, state: SchemaState): Promise<Record<string, AnyRow[]>> {
  const out: Record<string, AnyRow[]> = {};
  for (const table of Object.keys(state.tables).sort()) out[table] = (await db.knex(table).select('*').orderBy('id')) as AnyRow[];
  return out;
}

export function tableSpec(state: SchemaState, table: string): TableSpec {
  const spec = state.tables[table];
  if (!spec) throw new Error(`no table ${table} in the state`);
  return spec;
}

export function columnSpec(state: SchemaState, table: string, column: string): ColumnSpec {
  const spec = tableSpec(state, table).columns.find((c) => c.name === column);
  if (!spec) throw new Error(`no column ${table}.${column} in the state`);
  return spec;
}

// ---- rows that satisfy a table's NOT NULL and foreign-key columns ----------------------------

let counter = 0;
/** A fresh lower-case token, short enough for every varchar of the schema. */
export const fresh = () => `v${(++counter).toString(36)}`;

/** A value of the column's type that no other call returned. */
export function freshValue(column: ColumnSpec): unknown {
  switch (column.type) {
    case 'string':
    case 'text':
      return fresh();
    case 'integer':
    case 'bigint':
    case 'increments':
      return ++counter % 100_000;
    case 'decimal': {
      const whole = 10 ** Math.max(0, (column.precision ?? 10) - (column.scale ?? 0)) - 1;
      return (++counter % Math.max(1, whole)) + 0.5;
    }
    case 'float':
      return ++counter + 0.25;
    case 'boolean':
      return true;
    case 'date':
      return '2024-01-02';
    case 'datetime':
      return '2024-01-02T03:04:05.000Z';
    case 'json':
      return '{}';
    case 'uuid':
      return randomUUID();
  }
}

/**
 * Inserts a row into `table` with every NOT NULL column that has no default filled (foreign keys
 * point at rows created on demand), plus `values`; returns its id.
 */
export async function insertRow(db: Database, state: SchemaState, table: string, values: Record<string, unknown> = {}): Promise<number> {
  const row: Record<string, unknown> = {};
  const spec = tableSpec(state, table);
  // A column of a unique index gets a value of its own (a module's bay, a port mapping's rear port
  // and position): the shared row, or the default, would make two rows of the table one key.
  const keyed = new Set(spec.indexes.filter((i) => i.unique && !i.whereNull.length).flatMap((i) => i.columns));
  for (const column of spec.columns) {
    if (column.name in values || column.type === 'increments' || column.nullable) continue;
    if (column.default !== undefined && !keyed.has(column.name)) continue;
    if (column.references) row[column.name] = keyed.has(column.name) ? await insertRow(db, state, column.references) : await referencedRow(db, state, column.references);
    else row[column.name] = freshValue(column);
  }
  Object.assign(row, values);
  const [inserted] = (await db.knex(table).insert(row).returning('id')) as ({ id: number } | number)[];
  return typeof inserted === 'object' ? Number(inserted.id) : Number(inserted);
}

const referenced = new WeakMap<Database, Map<string, number>>();

/** One row of `table`, created the first time it is needed. */
export async function referencedRow(db: Database, state: SchemaState, table: string): Promise<number> {
  let cache = referenced.get(db);
  if (!cache) referenced.set(db, (cache = new Map()));
  const known = cache.get(table);
  if (known !== undefined) return known;
  const id = await insertRow(db, state, table);
  cache.set(table, id);
  return id;
}

// ---- assertions and state edits shared by the upgrade tests -------------------------------------

/** The live database has exactly the tables, columns, indexes and foreign keys of `state`. */
export async function expectSchema(db: Database, state: SchemaState): Promise<void> {
  expect(await tableNames(db)).toEqual(Object.keys(state.tables).sort());
  for (const [table, spec] of Object.entries(state.tables)) {
    const live = await columnsOf(db, table);
    expect(live.map((c) => c.name).sort(), `columns of ${table}`).toEqual(spec.columns.map((c) => c.name).sort());
    for (const column of spec.columns) {
      const found = live.find((c) => c.name === column.name)!;
      expect(found.nullable, `${table}.${column.name} nullable`).toBe(column.nullable);
      if (column.type === 'string') expect(found.length, `${table}.${column.name} length`).toBe(column.length);
    }
    expect(await indexesOf(db, table), `indexes of ${table}`).toEqual([...spec.indexes].map(expectedIndex).sort((a, b) => (a.name < b.name ? -1 : 1)));
    expect(await foreignKeysOf(db, table), `foreign keys of ${table}`).toEqual(expectedForeignKeys(spec));
  }
}

/** A copy of `state` with one table changed (or added, when `edit` gets undefined). */
export function editTable(state: SchemaState, table: string, edit: (spec: TableSpec | undefined) => TableSpec | undefined): SchemaState {
  const tables: Record<string, TableSpec> = { ...state.tables };
  const next = edit(tables[table]);
  if (next) tables[table] = next;
  else delete tables[table];
  return normalizeState({ tables });
}

export function plainIndex(table: string, columns: string[], unique = false, name?: string): IndexSpec {
  return { name: name ?? `${table}_${columns.join('_')}_${unique ? 'uniq' : 'idx'}`, columns, unique, lower: [], whereNull: [] };
}

export function addColumnState(state: SchemaState, table: string, column: ColumnSpec): SchemaState {
  return editTable(state, table, (spec) => ({ ...spec!, columns: [...spec!.columns, column] }));
}
