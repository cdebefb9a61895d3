// The committed migration chain, applied to empty databases, builds exactly the schema of the
// snapshot: every table, column (nullability, varchar length, default), index (keys, uniqueness,
// partial predicate) and foreign key; a second run applies nothing; unique indexes really reject
// duplicates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.js';
import { verifyChain } from '../../generator/generate.js';
import { stateHash } from '../../generator/migrate/state.js';
import { canonicalJson } from '../../generator/write/canonical-json.js';
import { openDatabase, type Database } from '../../runtime/db/database.js';
import { migrate } from '../../runtime/db/migrate.js';
import type { IndexSpec, SchemaState } from '../../contract/index.js';
import { DIALECTS, freshDatabase, type FreshDatabase } from '../support/server.js';
import {
  columnsOf, expectedForeignKeys, expectedIndex, foreignKeysOf, fresh, freshValue, indexesOf, insertRow, readSnapshot,
  referencedRow, registryState, tableNames, tableSpec,
} from './support.js';

const snapshot = readSnapshot();
const state: SchemaState = snapshot.state;
const tables = Object.keys(state.tables).sort();
const uniqueIndexes = tables.flatMap((table) => tableSpec(state, table).indexes.filter((i) => i.unique).map((index) => ({ table, index })));

describe('the stored chain', () => {
  it('replays to the snapshot', () => {
    const replayed = registryState();
    expect(canonicalJson(replayed)).toBe(canonicalJson(state));
    expect(stateHash(replayed)).toBe(snapshot.hash);
  });

  it('is the list the snapshot names, each migration starting where the previous one ended', () => {
    expect(registry.migrations.map((m) => m.id)).toEqual(snapshot.migrations);
    const stored = registry.migrations.map((meta) => ({ path: `generated/migrations/${meta.id}.ts`, text: '', meta }));
    expect(verifyChain(stored)).toEqual([]);
    expect(registry.migrations.at(-1)!.to).toBe(snapshot.hash);
  });

  it('has something to check', () => {
    expect(tables.length).toBeGreaterThan(10);
    expect(uniqueIndexes.some(({ index }) => index.lower.length > 0)).toBe(true);
    expect(uniqueIndexes.some(({ index }) => index.whereNull.length > 0)).toBe(true);
  });
});

describe.each(DIALECTS)('the chain on a fresh %s database', (dialect) => {
  let database: FreshDatabase;
  let db: Database;
  let applied: string[];

  beforeAll(async () => {
    database = await freshDatabase(dialect);
    db = openDatabase(database.url);
    applied = await migrate(db, registry.migrations);
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it('applies every migration, in order', () => {
    expect(applied).toEqual(registry.migrations.map((m) => m.id));
  });

  it('creates every table of the snapshot and no other', async () => {
    expect(await tableNames(db)).toEqual(tables);
    for (const table of tables) expect(await db.knex.schema.hasTable(table), table).toBe(true);
  });

  it.each(tables)('creates every column of %s, with its nullability, length and default', async (table) => {
    const spec = tableSpec(state, table);
    const live = await columnsOf(db, table);
    expect(live.map((c) => c.name).sort()).toEqual(spec.columns.map((c) => c.name).sort());
    for (const column of spec.columns) {
      expect(await db.knex.schema.hasColumn(table, column.name), `${table}.${column.name}`).toBe(true);
      const found = live.find((c) => c.name === column.name)!;
      expect(found.nullable, `${table}.${column.name} nullable`).toBe(column.nullable);
      if (column.type === 'string') expect(found.length, `${table}.${column.name} length`).toBe(column.length);
      if (column.default !== undefined) expect(found.hasDefault, `${table}.${column.name} default`).toBe(true);
    }
  });

  it.each(tables)('creates every index of %s by name, with its keys, uniqueness and predicate', async (table) => {
    const spec = tableSpec(state, table);
    const live = await indexesOf(db, table);
    const expected = [...spec.indexes].map(expectedIndex).sort((a, b) => (a.name < b.name ? -1 : 1));
    expect(live).toEqual(expected);
    if (dialect === 'postgres') {
      const names = ((await db.knex.raw('SELECT indexname FROM pg_indexes WHERE tablename = ?', [table])) as { rows: { indexname: string }[] }).rows
        .map((r) => r.indexname)
        .filter((name) => name !== `${table}_pkey`)
        .sort();
      expect(names).toEqual(expected.map((i) => i.name));
    } else {
      const list = (await db.knex.raw(`PRAGMA index_list("${table}")`)) as { name: string; origin: string }[];
      // A search index is an FTS5 table on SQLite (indexesOf finds it with its triggers), not an index.
      const plain = [...spec.indexes].filter((i) => !i.search).map((i) => i.name).sort();
      expect(list.filter((i) => i.origin === 'c').map((i) => i.name).sort()).toEqual(plain);
    }
  });

  it.each(tables)('creates every foreign key of %s', async (table) => {
    expect(await foreignKeysOf(db, table)).toEqual(expectedForeignKeys(tableSpec(state, table)));
  });

  it('applies nothing the second time', async () => {
    expect(await migrate(db, registry.migrations)).toEqual([]);
    const [row] = (await db.knex('inventory_migrations').count({ n: '*' })) as { n: unknown }[];
    expect(Number(row!.n)).toBe(registry.migrations.length);
    expect(await tableNames(db)).toEqual(tables);
  });

  it('enforces foreign keys', async () => {
    const referencing = tables.flatMap((table) => tableSpec(state, table).columns.filter((c) => c.references).map((column) => ({ table, column })));
    expect(referencing.length).toBeGreaterThan(0);
    for (const { table, column } of referencing) {
      await expect(insertRow(db, state, table, { [column.name]: 987_654_321 }), `${table}.${column.name}`).rejects.toThrow(/foreign key/i);
    }
  });

  it('rejects a duplicate tag name through the unique index', async () => {
    await insertRow(db, state, 'extras_tag', { name: 'Gold', slug: 'gold' });
    await expect(insertRow(db, state, 'extras_tag', { name: 'Gold', slug: 'gold-2' })).rejects.toThrow(/unique/i);
    await expect(insertRow(db, state, 'extras_tag', { name: 'Silver', slug: 'gold' })).rejects.toThrow(/unique/i);
    const count = (await db.knex('extras_tag').whereIn('slug', ['gold', 'gold-2']).count({ n: '*' })) as { n: unknown }[];
    expect(Number(count[0]!.n)).toBe(1);
  });

  describe.each(uniqueIndexes.map(({ table, index }) => [index.name, table, index] as const))('unique index %s', (_name, table, index) => {
    it('rejects a duplicate and accepts a different key', async () => {
      const key = await keyValues(db, table, index);
      await insertRow(db, state, table, key);
      await expect(insertRow(db, state, table, key), 'exact duplicate').rejects.toThrow(/unique/i);
      if (index.lower.length) {
        const shouted = Object.fromEntries(Object.entries(key).map(([c, v]) => [c, index.lower.includes(c) ? String(v).toUpperCase() : v]));
        await expect(insertRow(db, state, table, shouted), 'duplicate that differs in case').rejects.toThrow(/unique/i);
      }
      await expect(insertRow(db, state, table, await keyValues(db, table, index))).resolves.toBeGreaterThan(0);
      if (index.whereNull.length) {
        // The partial index only covers rows where these columns are null.
        const scoped = { ...key };
        for (const column of index.whereNull) scoped[column] = await referencedRowFor(db, table, column);
        await expect(insertRow(db, state, table, scoped)).resolves.toBeGreaterThan(0);
      }
    });
  });
});

/** Values for the index's columns that no row has yet (its whereNull columns null). */
async function keyValues(db: Database, table: string, index: IndexSpec): Promise<Record<string, unknown>> {
  const spec = tableSpec(state, table);
  const values: Record<string, unknown> = {};
  for (const name of index.columns) {
    const column = spec.columns.find((c) => c.name === name)!;
    values[name] = column.references ? await insertRow(db, state, column.references) : freshValue(column);
  }
  for (const name of index.whereNull) values[name] = null;
  return values;
}

async function referencedRowFor(db: Database, table: string, column: string): Promise<unknown> {
  const spec = tableSpec(state, table).columns.find((c) => c.name === column)!;
  return spec.references ? referencedRow(db, state, spec.references) : fresh();
}
