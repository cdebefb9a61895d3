// Upgrading a database that holds data: rows are created through the HTTP API (a region tree,
// tenants, tags, sites, locations, a device graph, interfaces in a LAG), then a migration planned by
// the real planner (planMigration) from the current state to a changed one is applied with
// migrate(db, [...registry.migrations, extra]). Afterwards every row still holds every value, the
// schema is exactly the planned one (columns, indexes, foreign keys: SQLite rebuilds tables to
// alter or drop columns), foreign keys are still enforced and the running server serves the same
// answers as before.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.js';
import type { Renames } from '../../generator/ir/renames.js';
import { applyToState } from '../../generator/migrate/apply-state.js';
import { DestructiveChangeError, planMigration } from '../../generator/migrate/plan.js';
import { stateHash } from '../../generator/migrate/state.js';
import type { Database } from '../../runtime/db/database.js';
import { migrate } from '../../runtime/db/migrate.js';
import type { ColumnSpec, MigrationMeta, MigrationOp, SchemaState, TableSpec } from '../../contract/index.js';
import { DIALECTS, MIGRATED, startServer, type Template, type TestServer } from '../support/server.js';
import { columnSpec, dumpTables, editTable, expectSchema, plainIndex, registryState, tableSpec } from './support.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Row = Record<string, any>;

const current = registryState();
const NO_RENAMES: Renames = { tables: {}, columns: {}, fills: {} };

/** Lists the server answers; compared before and after an upgrade. */
const PAGES = [
  '/api/dcim/sites/', '/api/dcim/sites/?brief=1', '/api/dcim/regions/', '/api/dcim/locations/', '/api/dcim/devices/',
  '/api/dcim/interfaces/', '/api/dcim/manufacturers/', '/api/dcim/device-types/', '/api/dcim/device-roles/',
  '/api/extras/tags/', '/api/tenancy/tenants/',
];

interface Ids {
  tenant: number;
  tags: number[];
  regions: { europe: number; germany: number; berlin: number };
  sites: number[];
  locations: number[];
  devices: number[];
  interfaces: number[];
}

/** Creates the data set through the API. Locations have no children and nothing references them. */
async function populate(api: TestServer): Promise<Ids> {
  const gold = await api.create('/api/extras/tags/', { name: 'Gold', slug: 'gold', color: 'ffd700' });
  const silver = await api.create('/api/extras/tags/', { name: 'Silver', slug: 'silver' });
  const tenant = await api.create('/api/tenancy/tenants/', { name: 'Acme', slug: 'acme' });
  const europe = await api.create('/api/dcim/regions/', { name: 'Europe', slug: 'europe' });
  const germany = await api.create('/api/dcim/regions/', { name: 'Germany', slug: 'germany', parent: europe.id });
  const berlin = await api.create('/api/dcim/regions/', { name: 'Berlin', slug: 'berlin', parent: germany.id, tags: [gold.id] });
  const s1 = await api.create('/api/dcim/sites/', {
    name: 'Berlin DC', slug: 'berlin-dc', region: berlin.id, tenant: tenant.id, facility: 'F-1', physical_address: 'Street 1',
    shipping_address: 'Dock 1', latitude: 52.52, longitude: 13.405, time_zone: 'Europe/Berlin', status: 'planned',
    description: 'main', comments: 'first site', tags: [{ name: 'Gold' }, { name: 'Silver' }],
  });
  const s2 = await api.create('/api/dcim/sites/', {
    name: 'Hamburg', slug: 'hamburg', region: germany.id, facility: 'F-2', shipping_address: 'Dock 2', tags: [silver.id],
  });
  const s3 = await api.create('/api/dcim/sites/', { name: 'Lyon', slug: 'lyon', facility: 'F-3', physical_address: 'Rue 3' });
  const l1 = await api.create('/api/dcim/locations/', { name: 'Hall A', slug: 'hall-a', site: s1.id, tenant: tenant.id, facility: 'A', comments: 'cold aisle' });
  const l2 = await api.create('/api/dcim/locations/', { name: 'Hall B', slug: 'hall-b', site: s1.id, tags: [gold.id] });
  const maker = await api.create('/api/dcim/manufacturers/', { name: 'Juniper', slug: 'juniper' });
  const type = await api.create('/api/dcim/device-types/', { manufacturer: maker.id, model: 'MX204', slug: 'mx204' });
  const role = await api.create('/api/dcim/device-roles/', { name: 'Router', slug: 'router', color: 'ff0000' });
  const d1 = await api.create('/api/dcim/devices/', {
    name: 'edge1', device_type: type.id, role: role.id, site: s1.id, tenant: tenant.id, serial: 'SN1', asset_tag: 'A-1', tags: [gold.id],
  });
  const d2 = await api.create('/api/dcim/devices/', { name: 'edge2', device_type: type.id, role: role.id, site: s2.id });
  const bond = await api.create('/api/dcim/interfaces/', { device: d1.id, name: 'bond0', type: 'lag', mtu: 9000 });
  const eth0 = await api.create('/api/dcim/interfaces/', { device: d1.id, name: 'eth0', type: '1000base-t', lag: bond.id, description: 'uplink' });
  const eth1 = await api.create('/api/dcim/interfaces/', { device: d1.id, name: 'eth1', type: '1000base-t', lag: bond.id, enabled: false });
  const eth2 = await api.create('/api/dcim/interfaces/', { device: d2.id, name: 'eth0', type: '10gbase-x-sfpp', speed: 10_000_000, tags: [silver.id] });
  return {
    tenant: tenant.id,
    tags: [gold.id, silver.id],
    regions: { europe: europe.id, germany: germany.id, berlin: berlin.id },
    sites: [s1.id, s2.id, s3.id],
    locations: [l1.id, l2.id],
    devices: [d1.id, d2.id],
    interfaces: [bond.id, eth0.id, eth1.id, eth2.id],
  };
}

/**
 * The data set, made once per run and database (a template, templates.ts): each test upgrades a
 * copy of it, rather than creating it through the API again (44 times).
 */
const POPULATED: Template = {
  name: 'upgrade_populated',
  from: MIGRATED,
  async build(url) {
    const api = await startServer(url.startsWith('sqlite:') ? 'sqlite' : 'postgres', {}, { existing: url });
    try {
      await populate(api);
    } finally {
      await api.close();
    }
  },
};

/** The ids `populate` gave, read back from a copy of the template by the objects' slugs and names. */
async function idsOf(db: Database): Promise<Ids> {
  const id = async (table: string, where: Row) => Number((await db.knex(table).where(where).first('id'))!.id);
  const edge1 = await id('dcim_device', { name: 'edge1' });
  const edge2 = await id('dcim_device', { name: 'edge2' });
  return {
    tenant: await id('tenancy_tenant', { slug: 'acme' }),
    tags: [await id('extras_tag', { slug: 'gold' }), await id('extras_tag', { slug: 'silver' })],
    regions: { europe: await id('dcim_region', { slug: 'europe' }), germany: await id('dcim_region', { slug: 'germany' }), berlin: await id('dcim_region', { slug: 'berlin' }) },
    sites: [await id('dcim_site', { slug: 'berlin-dc' }), await id('dcim_site', { slug: 'hamburg' }), await id('dcim_site', { slug: 'lyon' })],
    locations: [await id('dcim_location', { slug: 'hall-a' }), await id('dcim_location', { slug: 'hall-b' })],
    devices: [edge1, edge2],
    interfaces: [
      await id('dcim_interface', { device_id: edge1, name: 'bond0' }), await id('dcim_interface', { device_id: edge1, name: 'eth0' }),
      await id('dcim_interface', { device_id: edge1, name: 'eth1' }), await id('dcim_interface', { device_id: edge2, name: 'eth0' }),
    ],
  };
}

async function pages(api: TestServer): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const path of PAGES) {
    const reply = await api.get(`${path}${path.includes('?') ? '&' : '?'}limit=1000`);
    expect(reply.status, `GET ${path}: ${reply.text}`).toBe(200);
    out[path] = reply.body;
  }
  return out;
}

function plan(from: SchemaState, to: SchemaState, renames: Renames = NO_RENAMES, allowDestructive = false): MigrationOp[] {
  const ops = planMigration(from, to, renames, allowDestructive);
  // The planner's operations reach the target state (what `make generate` checks too).
  expect(stateHash(applyToState(from, ops))).toBe(stateHash(to));
  return ops;
}

function migration(id: string, from: SchemaState, to: SchemaState, operations: readonly MigrationOp[]): MigrationMeta {
  return { id, from: stateHash(from), to: stateHash(to), operations };
}

const kinds = (ops: readonly MigrationOp[]) => ops.map((op) => op.op).sort();

function addColumns(state: SchemaState, table: string, columns: readonly ColumnSpec[], indexes: TableSpec['indexes'] = []): SchemaState {
  return editTable(state, table, (spec) => ({ columns: [...spec!.columns, ...columns], indexes: [...spec!.indexes, ...indexes] }));
}

function replaceColumn(state: SchemaState, table: string, column: ColumnSpec): SchemaState {
  return editTable(state, table, (spec) => ({ ...spec!, columns: spec!.columns.map((c) => (c.name === column.name ? column : c)) }));
}

/**
 * Every row that was there before is still there with the same values; `renamed` maps
 * table → old column → new column, `dropped` lists columns that are gone, `tables` renamed tables.
 */
async function expectRowsKept(
  db: Database,
  before: Record<string, Row[]>,
  { renamed = {}, dropped = {}, tables = {} }: {
    renamed?: Record<string, Record<string, string>>;
    dropped?: Record<string, string[]>;
    /** old table → new table */
    tables?: Record<string, string>;
  } = {},
): Promise<void> {
  for (const [table, rows] of Object.entries(before)) {
    const after = (await db.knex(tables[table] ?? table).select('*').orderBy('id')) as Row[];
    const wanted = rows.map((row) => {
      const out: Row = {};
      for (const [column, value] of Object.entries(row)) {
        if (dropped[table]?.includes(column)) continue;
        out[renamed[table]?.[column] ?? column] = value;
      }
      return out;
    });
    const got = after.map((row, i) => Object.fromEntries(Object.keys(wanted[i] ?? row).map((column) => [column, row[column]])));
    expect(got, `rows of ${table}`).toEqual(wanted);
    for (const [i, row] of after.entries()) {
      for (const column of dropped[table] ?? []) expect(row, `${table} row ${i}`).not.toHaveProperty(column);
    }
  }
}

const rowCount = (before: Record<string, Row[]>) => Object.values(before).reduce((n, rows) => n + rows.length, 0);

describe.each(DIALECTS)('upgrading a populated %s database', (dialect) => {
  let api: TestServer;
  let db: Database;
  let ids: Ids;
  let before: Record<string, Row[]>;
  let pagesBefore: Record<string, unknown>;

  beforeEach(async () => {
    api = await startServer(dialect, {}, { template: POPULATED });
    db = api.db;
    ids = await idsOf(db);
    before = await dumpTables(db, current);
    pagesBefore = await pages(api);
    expect(rowCount(before)).toBeGreaterThan(25);
    expect(before.extras_taggeditem!.length).toBe(7);
  });
  afterEach(async () => {
    await api?.close();
  });

  it('adds nullable and defaulted NOT NULL columns, a table referencing dcim_site and unique indexes; keeps every row', async () => {
    const next = editTable(
      addColumns(current, 'dcim_site', [
        { name: 'note', type: 'string', length: 200, nullable: true },
        { name: 'priority', type: 'integer', nullable: false, default: 5 },
        { name: 'tier', type: 'string', length: 20, nullable: false, default: 'bronze' },
        { name: 'audited', type: 'boolean', nullable: false, default: false },
      ], [plainIndex('dcim_site', ['facility'], true)]),
      'test_sitelabel',
      () => ({
        columns: [
          { name: 'id', type: 'increments', nullable: false },
          { name: 'site_id', type: 'bigint', nullable: false, references: 'dcim_site' },
          { name: 'label', type: 'string', length: 50, nullable: false },
          { name: 'printed', type: 'datetime', nullable: true },
        ],
        indexes: [plainIndex('test_sitelabel', ['site_id']), plainIndex('test_sitelabel', ['site_id', 'label'], true)],
      }),
    );
    const ops = plan(current, next);
    expect(kinds(ops)).toEqual(['add_column', 'add_column', 'add_column', 'add_column', 'create_index', 'create_index', 'create_index', 'create_table']);
    expect(ops.findIndex((op) => op.op === 'create_table')).toBeLessThan(ops.findIndex((op) => op.op === 'create_index'));

    expect(await migrate(db, [...registry.migrations, migration('0002_test', current, next, ops)])).toEqual(['0002_test']);
    await expectSchema(db, next);
    await expectRowsKept(db, before);
    const sites = (await db.knex('dcim_site').select('id', 'note', 'priority', 'tier', 'audited').orderBy('id')) as Row[];
    expect(sites.map((s) => [s.id, s.note, s.priority, s.tier, Boolean(s.audited)])).toEqual(ids.sites.map((id) => [id, null, 5, 'bronze', false]));

    // The new table's foreign key and unique index work; the new unique index on dcim_site too.
    await db.knex('test_sitelabel').insert({ site_id: ids.sites[0], label: 'north' });
    await expect(db.knex('test_sitelabel').insert({ site_id: ids.sites[0], label: 'north' })).rejects.toThrow(/unique/i);
    await expect(db.knex('test_sitelabel').insert({ site_id: 987_654, label: 'ghost' })).rejects.toThrow(/foreign key/i);
    await expect(db.knex('dcim_site').where({ id: ids.sites[1] }).update({ facility: 'F-1' })).rejects.toThrow(/unique/i);

    // Old foreign keys still hold, including to the new table.
    await expect(db.knex('dcim_site').where({ id: ids.sites[0] }).delete()).rejects.toThrow(/foreign key/i);
    await expect(db.knex('dcim_region').where({ id: ids.regions.berlin }).delete()).rejects.toThrow(/foreign key/i);
    await expect(db.knex('dcim_region').where({ id: ids.regions.europe }).delete()).rejects.toThrow(/foreign key/i);
    await expect(db.knex('dcim_device').where({ id: ids.devices[0] }).delete()).rejects.toThrow(/foreign key/i);
    await expect(db.knex('dcim_interface').where({ id: ids.interfaces[0] }).delete()).rejects.toThrow(/foreign key/i);
    await expect(db.knex('dcim_site').where({ id: ids.sites[2] }).delete()).resolves.toBe(1);
    await db.knex('dcim_site').insert({ ...before.dcim_site!.find((s) => s.id === ids.sites[2]) });

    // The running server (old registry) serves the same answers and still writes.
    expect(await pages(api)).toEqual(pagesBefore);
    const created = await api.create('/api/dcim/sites/', { name: 'Paris', slug: 'paris', region: ids.regions.europe, tags: [ids.tags[0]] });
    expect(created.region.id).toBe(ids.regions.europe);
    const row = (await db.knex('dcim_site').where({ id: created.id }).first()) as Row;
    expect([row.priority, row.tier, row.note]).toEqual([5, 'bronze', null]);
    expect((await api.get(`/api/dcim/sites/${ids.sites[0]}/`)).body.tags.map((t: Row) => t.name)).toEqual(['Gold', 'Silver']);
  });

  it('widens a varchar of a table that other rows reference (alter_column), keeping rows, indexes and foreign keys', async () => {
    const next = replaceColumn(current, 'dcim_site', { ...columnSpec(current, 'dcim_site', 'facility'), length: 100 });
    const ops = plan(current, next);
    expect(ops).toEqual([{ op: 'alter_column', table: 'dcim_site', column: columnSpec(next, 'dcim_site', 'facility') }]);

    expect(await migrate(db, [...registry.migrations, migration('0002_test', current, next, ops)])).toEqual(['0002_test']);
    await expectSchema(db, next);
    await expectRowsKept(db, before);
    await db.knex('dcim_site').where({ id: ids.sites[0] }).update({ facility: 'x'.repeat(100) });
    await expect(db.knex('dcim_region').where({ id: ids.regions.berlin }).delete()).rejects.toThrow(/foreign key/i);
    await expect(db.knex('dcim_site').where({ id: ids.sites[0] }).delete()).rejects.toThrow(/foreign key/i);
    await db.knex('dcim_site').where({ id: ids.sites[0] }).update({ facility: 'F-1' });
    expect(await pages(api)).toEqual(pagesBefore);
  });

  it('makes a required foreign key optional (alter_column of a foreign-key column)', async () => {
    const next = replaceColumn(current, 'dcim_device', { ...columnSpec(current, 'dcim_device', 'site_id'), nullable: true });
    const ops = plan(current, next);
    // The device table's search index is rebuilt around the change (SQLite rebuilds the table
    // to alter a column, which would take the index's triggers with it), last.
    expect(ops.map((op) => op.op)).toEqual(['drop_index', 'alter_column', 'create_index']);
    expect(ops[0]).toEqual({ op: 'drop_index', table: 'dcim_device', name: 'dcim_device__search', search: true });

    expect(await migrate(db, [...registry.migrations, migration('0002_test', current, next, ops)])).toEqual(['0002_test']);
    await expectSchema(db, next);
    await expectRowsKept(db, before);
    await expect(db.knex('dcim_site').where({ id: ids.sites[0] }).delete()).rejects.toThrow(/foreign key/i);
    await expect(db.knex('dcim_device').where({ id: ids.devices[1] }).update({ site_id: 987_654 })).rejects.toThrow(/foreign key/i);
    await db.knex('dcim_device').where({ id: ids.devices[1] }).update({ site_id: null });
    expect((await db.knex('dcim_device').where({ id: ids.devices[1] }).first()).site_id).toBeNull();
    // The rebuilt search index holds the rows that were there and follows new writes.
    const found = async (q: string) => (await api.get(`/api/dcim/devices/?q=${q}`)).body.results.map((d: Row) => d.id);
    expect(await found('edge')).toEqual(ids.devices);
    await db.knex('dcim_device').where({ id: ids.devices[1] }).update({ name: 'core9' });
    expect(await found('core9')).toEqual([ids.devices[1]]);
    expect(await found('edge')).toEqual([ids.devices[0]]);
  });

  it('renames columns only through the renamed_from hint, keeping their data, index and foreign key; renaming back restores the API', async () => {
    const renamed = editTable(current, 'dcim_site', (spec) => ({
      columns: spec!.columns.map((c) => (c.name === 'shipping_address' ? { ...c, name: 'postal_address' } : c.name === 'tenant_id' ? { ...c, name: 'owner_id' } : c)),
      indexes: spec!.indexes.map((i) => (i.name === 'dcim_site_tenant_id_idx' ? plainIndex('dcim_site', ['owner_id']) : i)),
    }));
    // Without the hint a rename is a drop and an add: destructive, refused.
    expect(() => planMigration(current, renamed, NO_RENAMES, false)).toThrow(DestructiveChangeError);
    const hint: Renames = { tables: {}, columns: { dcim_site: { postal_address: 'shipping_address', owner_id: 'tenant_id' } }, fills: {} };
    const ops = plan(current, renamed, hint);
    expect(kinds(ops)).toEqual(['create_index', 'drop_index', 'rename_column', 'rename_column']);
    const renames = ops.filter((op) => op.op === 'rename_column');
    expect(renames).toHaveLength(2);
    expect(renames).toEqual(expect.arrayContaining([
      { op: 'rename_column', table: 'dcim_site', from: 'tenant_id', to: 'owner_id' },
      { op: 'rename_column', table: 'dcim_site', from: 'shipping_address', to: 'postal_address' },
    ]));
    const m2 = migration('0002_rename', current, renamed, ops);
    expect(await migrate(db, [...registry.migrations, m2])).toEqual(['0002_rename']);

    await expectSchema(db, renamed);
    await expectRowsKept(db, before, { renamed: { dcim_site: { shipping_address: 'postal_address', tenant_id: 'owner_id' } } });
    const s1 = (await db.knex('dcim_site').where({ id: ids.sites[0] }).first()) as Row;
    expect([s1.postal_address, s1.owner_id]).toEqual(['Dock 1', ids.tenant]);
    await expect(db.knex('tenancy_tenant').where({ id: ids.tenant }).delete()).rejects.toThrow(/foreign key/i);
    await expect(db.knex('dcim_site').where({ id: ids.sites[1] }).update({ owner_id: 987_654 })).rejects.toThrow(/foreign key/i);

    // And back again: the server, which knows the old names, answers as before.
    const back: Renames = { tables: {}, columns: { dcim_site: { shipping_address: 'postal_address', tenant_id: 'owner_id' } }, fills: {} };
    const m3 = migration('0003_rename_back', renamed, current, plan(renamed, current, back));
    expect(await migrate(db, [...registry.migrations, m2, m3])).toEqual(['0003_rename_back']);
    await expectSchema(db, current);
    await expectRowsKept(db, before);
    expect(await pages(api)).toEqual(pagesBefore);
  });

  it('drops a column of a referenced table only when destructive steps are allowed, keeping the other columns, indexes and foreign keys', async () => {
    const next = editTable(current, 'dcim_site', (spec) => ({ ...spec!, columns: spec!.columns.filter((c) => c.name !== 'physical_address') }));
    expect(() => planMigration(current, next, NO_RENAMES, false)).toThrow(/drop column dcim_site\.physical_address/);
    const ops = plan(current, next, NO_RENAMES, true);
    expect(ops).toEqual([{ op: 'drop_column', table: 'dcim_site', column: 'physical_address' }]);

    expect(await migrate(db, [...registry.migrations, migration('0002_test', current, next, ops)])).toEqual(['0002_test']);
    await expectSchema(db, next);
    await expectRowsKept(db, before, { dropped: { dcim_site: ['physical_address'] } });
    await expect(db.knex('dcim_region').where({ id: ids.regions.berlin }).delete()).rejects.toThrow(/foreign key/i);
    await expect(db.knex('dcim_site').where({ id: ids.sites[0] }).delete()).rejects.toThrow(/foreign key/i);
    await expect(db.knex('dcim_site').where({ id: ids.sites[2] }).update({ name: 'Berlin DC' })).rejects.toThrow(/unique/i);
  });

  it('alters and drops columns of a table whose rows nothing references, keeping its indexes and foreign keys', async () => {
    const widened = replaceColumn(current, 'dcim_location', { ...columnSpec(current, 'dcim_location', 'facility'), length: 100 });
    const next = editTable(widened, 'dcim_location', (spec) => ({ ...spec!, columns: spec!.columns.filter((c) => c.name !== 'comments') }));
    const ops = plan(current, next, NO_RENAMES, true);
    expect(kinds(ops)).toEqual(['alter_column', 'drop_column']);

    expect(await migrate(db, [...registry.migrations, migration('0002_test', current, next, ops)])).toEqual(['0002_test']);
    await expectSchema(db, next);
    await expectRowsKept(db, before, { dropped: { dcim_location: ['comments'] } });
    const location = tableSpec(next, 'dcim_location');
    expect(location.indexes.some((i) => i.whereNull.length)).toBe(true);
    // The partial unique index still rejects a second top-level "Hall A" in the site; the foreign keys still hold.
    const hallA = before.dcim_location!.find((l) => l.id === ids.locations[0])!;
    const { id: _id, comments: _comments, ...copy } = hallA;
    await expect(db.knex('dcim_location').insert({ ...copy, slug: 'hall-a-2' })).rejects.toThrow(/unique/i);
    await expect(db.knex('dcim_location').insert({ ...copy, name: 'Hall C', slug: 'hall-c', site_id: 987_654 })).rejects.toThrow(/foreign key/i);
    await expect(db.knex('tenancy_tenant').where({ id: ids.tenant }).delete()).rejects.toThrow(/foreign key/i);
    await db.knex('dcim_location').where({ id: ids.locations[0] }).update({ facility: 'y'.repeat(100) });
  });

  it('alters a foreign-key column of a table whose rows nothing references, keeping exactly one foreign key', async () => {
    const next = replaceColumn(current, 'dcim_location', { ...columnSpec(current, 'dcim_location', 'site_id'), nullable: true });
    const ops = plan(current, next);
    expect(ops).toEqual([{ op: 'alter_column', table: 'dcim_location', column: columnSpec(next, 'dcim_location', 'site_id') }]);

    expect(await migrate(db, [...registry.migrations, migration('0002_test', current, next, ops)])).toEqual(['0002_test']);
    await expectSchema(db, next);
    await expectRowsKept(db, before);
    await expect(db.knex('dcim_location').where({ id: ids.locations[0] }).update({ site_id: 987_654 })).rejects.toThrow(/foreign key/i);
    await db.knex('dcim_location').where({ id: ids.locations[1] }).update({ site_id: null });
  });

  it('renames a table that other tables reference through the renamed_from hint, without touching the referencing columns', async () => {
    const tables: Record<string, TableSpec> = {};
    for (const [name, spec] of Object.entries(current.tables)) {
      tables[name === 'tenancy_tenant' ? 'tenancy_organization' : name] = {
        columns: spec.columns.map((c) => (c.references === 'tenancy_tenant' ? { ...c, references: 'tenancy_organization' } : c)),
        indexes: spec.indexes.map((i) => (name === 'tenancy_tenant' ? { ...i, name: i.name.replace(/^tenancy_tenant_/, 'tenancy_organization_') } : i)),
      };
    }
    const next = editTable({ tables }, 'tenancy_organization', (spec) => spec);
    const ops = plan(current, next, { tables: { tenancy_organization: 'tenancy_tenant' }, columns: {}, fills: {} });
    expect(ops.filter((op) => op.op === 'rename_table')).toEqual([{ op: 'rename_table', from: 'tenancy_tenant', to: 'tenancy_organization' }]);

    expect(await migrate(db, [...registry.migrations, migration('0002_test', current, next, ops)])).toEqual(['0002_test']);
    await expectSchema(db, next);
    await expectRowsKept(db, before, { tables: { tenancy_tenant: 'tenancy_organization' } });
    await expect(db.knex('tenancy_organization').where({ id: ids.tenant }).delete()).rejects.toThrow(/foreign key/i);
    // The database follows a table rename by itself (PostgreSQL by oid, SQLite rewrites the
    // REFERENCES clauses): re-creating the referencing columns is neither needed nor safe.
    // (Index drops run before the rename, so they name the table by its former name.)
    expect(ops.filter((op) => op.op !== 'rename_table' && op.op !== 'fill' && op.table !== 'tenancy_organization' && !(op.op === 'drop_index' && op.table === 'tenancy_tenant'))).toEqual([]);
  });

  it('adds a foreign-key column to a table that other rows reference', async () => {
    const next = addColumns(
      current, 'dcim_site',
      [{ name: 'owner_group_id', type: 'bigint', nullable: true, references: 'tenancy_tenantgroup' }],
      [plainIndex('dcim_site', ['owner_group_id'])],
    );
    const ops = plan(current, next);
    expect(kinds(ops)).toEqual(['add_column', 'create_index']);

    expect(await migrate(db, [...registry.migrations, migration('0002_test', current, next, ops)])).toEqual(['0002_test']);
    await expectSchema(db, next);
    await expectRowsKept(db, before);
    expect((await db.knex('dcim_site').whereNotNull('owner_group_id').count({ n: '*' }))[0]!.n).toBeFalsy();
    await expect(db.knex('dcim_site').where({ id: ids.sites[0] }).update({ owner_group_id: 987_654 })).rejects.toThrow(/foreign key/i);
    await expect(db.knex('dcim_site').where({ id: ids.sites[0] }).delete()).rejects.toThrow(/foreign key/i);
    expect(await pages(api)).toEqual(pagesBefore);
  });

  it('adds a foreign-key column to a table with a search index, which is rebuilt around it', async () => {
    // SQLite adds a foreign-key column by rebuilding the table, which drops the index's triggers.
    const next = addColumns(current, 'dcim_device', [{ name: 'owner_group_id', type: 'bigint', nullable: true, references: 'tenancy_tenantgroup' }]);
    const ops = plan(current, next);
    expect(ops.map((op) => op.op)).toEqual(['drop_index', 'add_column', 'create_index']);
    expect(ops[2]).toMatchObject({ op: 'create_index', table: 'dcim_device', index: { name: 'dcim_device__search', search: true } });

    expect(await migrate(db, [...registry.migrations, migration('0002_test', current, next, ops)])).toEqual(['0002_test']);
    await expectSchema(db, next);
    await expectRowsKept(db, before);
    const found = async (q: string) => (await api.get(`/api/dcim/devices/?q=${q}`)).body.results.map((d: Row) => d.id);
    expect(await found('edge')).toEqual(ids.devices);
    await db.knex('dcim_device').where({ id: ids.devices[0] }).update({ name: 'spine7' });
    expect(await found('spine7')).toEqual([ids.devices[0]]);
  });

  it('rolls back a migration that fails halfway, changing nothing', async () => {
    // Two sites share the description '': the unique index cannot be built.
    const next = editTable(
      addColumns(current, 'dcim_site', [{ name: 'note', type: 'text', nullable: true }], [plainIndex('dcim_site', ['description'], true)]),
      'test_audit',
      () => ({ columns: [{ name: 'id', type: 'increments', nullable: false }, { name: 'site_id', type: 'bigint', nullable: true, references: 'dcim_site' }], indexes: [] }),
    );
    expect(before.dcim_site!.filter((s) => s.description === '').length).toBe(2);
    const ops = plan(current, next);
    expect(kinds(ops)).toEqual(['add_column', 'create_index', 'create_table']);
    await expect(migrate(db, [...registry.migrations, migration('0002_broken', current, next, ops)])).rejects.toThrow(/unique|duplicate/i);

    expect(await db.knex.schema.hasTable('test_audit')).toBe(false);
    expect(await db.knex.schema.hasColumn('dcim_site', 'note')).toBe(false);
    await expectSchema(db, current);
    await expectRowsKept(db, before);
    expect(await migrate(db, registry.migrations)).toEqual([]);
    expect(((await db.knex('inventory_migrations').select('id').orderBy('id')) as Row[]).map((r) => r.id)).toEqual(registry.migrations.map((m) => m.id));
    expect(await pages(api)).toEqual(pagesBefore);
  });
});
