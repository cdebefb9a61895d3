// The migration planner (generator/migrate/plan.ts), the replay of operations on a state
// (apply-state.ts) and the state of the models (state.ts). The states come from small schema
// folders written to temporary directories and loaded like the real project.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import type { ColumnSpec, IndexSpec, MigrationOp, SchemaState } from '../../contract/index.js';
import type { IR } from '../../generator/ir/build.js';
import type { Renames } from '../../generator/ir/renames.js';
import { loadProject } from '../../generator/load/project.js';
import { applyToState } from '../../generator/migrate/apply-state.js';
import { DestructiveChangeError, migrationName, planMigration } from '../../generator/migrate/plan.js';
import { EMPTY_STATE, normalizeState, schemaState, stateHash } from '../../generator/migrate/state.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const META_SCHEMA = join(ROOT, 'schema/meta-schema.json');

// ---- helpers --------------------------------------------------------------------------------

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

/**
 * Loads a schema given as model files ("app/model" → YAML) and choice files ("app" → YAML).
 */
function project(models: Readonly<Record<string, string>>, choices: Readonly<Record<string, string>> = {}): IR {
  const root = mkdtempSync(join(tmpdir(), 'planner-test-'));
  temporary.push(root);
  const files: Record<string, string> = { 'schema/settings.yaml': 'api_version: "4.7"\n' };
  for (const [key, text] of Object.entries(models)) files[`schema/models/${key}.yaml`] = text;
  for (const [app, text] of Object.entries(choices)) files[`schema/choices/${app}.yaml`] = text;
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return loadProject(root, { metaSchemaPath: META_SCHEMA });
}

/**
 * A model file: the header, then one line per field (and any extra top-level YAML). Ordered by id
 * unless `extra` says otherwise, so that no index for the default ordering joins the plans.
 */
function model(key: string, fields: readonly string[], extra = ''): string {
  const [app, name] = key.split('.') as [string, string];
  const ordering = extra.includes('ordering:') ? '' : 'ordering: [id]\n';
  return `model: ${name}\napp: ${app}\npath: ${name}s\n${ordering}${extra}fields:\n${fields.map((f) => `  ${f}\n`).join('')}`;
}

const SITE_FIELDS = ['name: { type: string, max_length: 100, required: true }', 'slug: { type: slug, max_length: 100, required: true }'];

/** The state of a project with dcim.site (base fields + `fields`) and optional other models. */
function site(fields: readonly string[] = [], others: Readonly<Record<string, string>> = {}, extra = ''): IR {
  return project({ 'dcim/site': model('dcim.site', [...SITE_FIELDS, ...fields], extra), ...others });
}

interface Planned {
  readonly ops: MigrationOp[];
  readonly prev: SchemaState;
  readonly next: SchemaState;
}

/** Plans prev → next and checks the one property every plan must have: replaying it reaches next. */
function plan(prev: IR | SchemaState, next: IR, allowDestructive = false): Planned {
  const prevState = 'models' in prev ? schemaState(prev) : prev;
  const nextState = schemaState(next);
  const ops = planMigration(prevState, nextState, next.renames, allowDestructive);
  expect(stateHash(applyToState(prevState, ops)), 'replaying the plan reaches the state of the models').toBe(stateHash(nextState));
  return { ops, prev: prevState, next: nextState };
}

const NO_RENAMES: Renames = { tables: {}, columns: {}, fills: {} };

function destructiveSteps(run: () => unknown): readonly string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof DestructiveChangeError) return error.steps;
    throw error;
  }
  return expect.fail('expected a DestructiveChangeError');
}

const kinds = (ops: readonly MigrationOp[]) => ops.map((op) => op.op);

// ---- planMigration: columns -----------------------------------------------------------------

describe('planMigration: columns', () => {
  test('no change, no operations', () => {
    expect(plan(site(), site()).ops).toEqual([]);
  });

  test('adding a nullable field adds a column without default', () => {
    const { ops } = plan(site(), site(['facility: { type: string, max_length: 50, nullable: true }']));
    expect(ops).toEqual([{ op: 'add_column', table: 'dcim_site', column: { name: 'facility', type: 'string', nullable: true, length: 50 } }]);
  });

  test('adding a NOT NULL field without a default is an error that names the column', () => {
    expect(() => plan(site(), site(['weight: { type: integer }']))).toThrow(/^dcim_site\.weight: a new column that is not nullable needs a default/);
    expect(() => plan(site(), site(['code: { type: string, max_length: 10, required: true }']))).toThrow(/dcim_site\.code/);
    let error: unknown;
    try {
      plan(site(), site(['weight: { type: integer }']), true);
    } catch (caught) {
      error = caught;
    }
    // Not a question of permission: allowDestructive does not help, and it is not a DestructiveChangeError.
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(DestructiveChangeError);
  });

  test('adding a NOT NULL field with a default adds a column carrying the default', () => {
    const { ops } = plan(site(), site(['weight: { type: integer, default: 1000 }']));
    expect(ops).toEqual([{ op: 'add_column', table: 'dcim_site', column: { name: 'weight', type: 'integer', nullable: false, default: 1000 } }]);
  });

  test('falsy defaults (false, 0, empty string) are carried too', () => {
    const { ops } = plan(site(), site([
      'enabled: { type: boolean, default: false }',
      'position: { type: integer, default: 0 }',
      'facility: { type: string, max_length: 50 }',
    ]));
    // (columns in the order of the state: by name)
    expect(ops).toEqual([
      { op: 'add_column', table: 'dcim_site', column: { name: 'enabled', type: 'boolean', nullable: false, default: false } },
      { op: 'add_column', table: 'dcim_site', column: { name: 'facility', type: 'string', nullable: false, length: 50, default: '' } },
      { op: 'add_column', table: 'dcim_site', column: { name: 'position', type: 'integer', nullable: false, default: 0 } },
    ]);
  });

  test('removing a field is destructive; with allowDestructive it drops the column (after its index)', () => {
    const before = site(['facility: { type: string, max_length: 50 }', 'tenant: { type: fk, to: dcim.tenant, nullable: true, on_delete: set_null }'], {
      'dcim/tenant': model('dcim.tenant', ['name: { type: string, max_length: 100, required: true }']),
    });
    const after = site([], { 'dcim/tenant': model('dcim.tenant', ['name: { type: string, max_length: 100, required: true }']) });
    expect(destructiveSteps(() => planMigration(schemaState(before), schemaState(after), after.renames, false))).toEqual([
      'drop column dcim_site.facility',
      'drop column dcim_site.tenant_id',
    ]);
    expect(plan(before, after, true).ops).toEqual([
      { op: 'drop_index', table: 'dcim_site', name: 'dcim_site_tenant_id_idx' },
      { op: 'drop_column', table: 'dcim_site', column: 'facility' },
      { op: 'drop_column', table: 'dcim_site', column: 'tenant_id' },
    ]);
  });

  test('renaming a field with renamed_from renames the column instead of drop + add', () => {
    const { ops } = plan(
      site(['facility: { type: string, max_length: 50 }']),
      site(['building: { type: string, max_length: 50, renamed_from: facility }']),
    );
    expect(ops).toEqual([{ op: 'rename_column', table: 'dcim_site', from: 'facility', to: 'building' }]);
  });

  test('renaming a foreign key renames its _id column and replaces its index', () => {
    const region = { 'dcim/region': model('dcim.region', ['name: { type: string, max_length: 100, required: true }']) };
    const { ops } = plan(
      site(['region: { type: fk, to: dcim.region, nullable: true, on_delete: set_null }'], region),
      site(['area: { type: fk, to: dcim.region, nullable: true, on_delete: set_null, renamed_from: region }'], region),
    );
    expect(ops).toEqual([
      { op: 'drop_index', table: 'dcim_site', name: 'dcim_site_region_id_idx' },
      { op: 'rename_column', table: 'dcim_site', from: 'region_id', to: 'area_id' },
      {
        op: 'create_index', table: 'dcim_site',
        index: { name: 'dcim_site_area_id_idx', columns: ['area_id'], unique: false, lower: [], whereNull: [] },
      },
    ]);
  });

  test('without the hint a renamed field is a drop + add, hence destructive', () => {
    const steps = destructiveSteps(() => planMigration(
      schemaState(site(['facility: { type: string, max_length: 50 }'])),
      schemaState(site(['building: { type: string, max_length: 50 }'])),
      NO_RENAMES,
      false,
    ));
    expect(steps).toEqual(['drop column dcim_site.facility']);
  });

  test('a stale renamed_from hint (the rename already happened) plans nothing', () => {
    const after = site(['building: { type: string, max_length: 50, renamed_from: facility }']);
    expect(plan(after, after).ops).toEqual([]);
  });

  test('shrinking max_length is destructive; with allowDestructive it alters the column', () => {
    const before = site(['facility: { type: string, max_length: 50 }']);
    const after = site(['facility: { type: string, max_length: 20 }']);
    expect(destructiveSteps(() => planMigration(schemaState(before), schemaState(after), after.renames, false))).toEqual([
      'alter dcim_site.facility (string(50) → string(20))',
    ]);
    expect(plan(before, after, true).ops).toEqual([
      { op: 'alter_column', table: 'dcim_site', column: { name: 'facility', type: 'string', nullable: false, length: 20, default: '' } },
    ]);
  });

  test('growing max_length, integer → bigint and making a column nullable are plain alters', () => {
    const { ops } = plan(
      site(['facility: { type: string, max_length: 50 }', 'weight: { type: integer, default: 1 }', 'code: { type: string, max_length: 10 }']),
      site(['facility: { type: string, max_length: 80 }', 'weight: { type: bigint, default: 1 }', 'code: { type: string, max_length: 10, nullable: true }']),
    );
    expect(ops).toEqual([
      { op: 'alter_column', table: 'dcim_site', column: { name: 'code', type: 'string', nullable: true, length: 10 } },
      { op: 'alter_column', table: 'dcim_site', column: { name: 'facility', type: 'string', nullable: false, length: 80, default: '' } },
      { op: 'alter_column', table: 'dcim_site', column: { name: 'weight', type: 'bigint', nullable: false, default: 1 } },
    ]);
  });

  test('making a nullable column NOT NULL without a default is refused, like adding one', () => {
    // Rows holding NULL cannot satisfy the new constraint: PostgreSQL's ALTER ... SET NOT NULL fails,
    // and so does SQLite's table rebuild. Today the planner emits a plain alter_column, neither an
    // error nor a destructive step, so the migration fails only when it runs against a database.
    let outcome = 'planned';
    try {
      planMigration(
        schemaState(site(['code: { type: integer, nullable: true }'])),
        schemaState(site(['code: { type: integer, required: true }'])),
        NO_RENAMES,
        false,
      );
    } catch (error) {
      outcome = error instanceof Error ? error.message : String(error);
    }
    expect(outcome).toMatch(/dcim_site\.code/);
  });

  test('fewer decimal places or a narrower type is destructive', () => {
    const steps = destructiveSteps(() => planMigration(
      schemaState(site(['latitude: { type: decimal, digits: 8, places: 6, nullable: true }', 'weight: { type: bigint, default: 1 }'])),
      schemaState(site(['latitude: { type: decimal, digits: 8, places: 4, nullable: true }', 'weight: { type: integer, default: 1 }'])),
      NO_RENAMES,
      false,
    ));
    expect(steps).toEqual([
      'alter dcim_site.latitude (decimal(8,6) null → decimal(8,4) null)',
      'alter dcim_site.weight (bigint → integer)',
    ]);
  });
});

// ---- planMigration: indexes -----------------------------------------------------------------

describe('planMigration: indexes', () => {
  test('a new unique field creates a unique index', () => {
    const { ops } = plan(site(), project({ 'dcim/site': model('dcim.site', [SITE_FIELDS[0]!, 'slug: { type: slug, max_length: 100, required: true, unique: true }']) }));
    expect(ops).toEqual([
      { op: 'create_index', table: 'dcim_site', index: { name: 'dcim_site_slug_uniq', columns: ['slug'], unique: true, lower: [], whereNull: [] } },
    ]);
  });

  test('a new unique_together (case-insensitive, only where another field is null) creates its index', () => {
    const region = { 'dcim/region': model('dcim.region', ['name: { type: string, max_length: 100, required: true }']) };
    const fk = 'region: { type: fk, to: dcim.region, nullable: true, on_delete: set_null }';
    const { ops } = plan(
      site([fk], region),
      site([fk], region, 'unique_together:\n  - { fields: [name], case_insensitive: [name], when_null: [region] }\n'),
    );
    expect(ops).toEqual([
      {
        op: 'create_index', table: 'dcim_site',
        index: { name: 'dcim_site_name_ci_when_region_id_null_uniq', columns: ['name'], unique: true, lower: ['name'], whereNull: ['region_id'] },
      },
    ]);
  });

  test('removing a unique constraint drops its index, and that is not destructive', () => {
    const { ops } = plan(site([], {}, 'unique_together:\n  - { fields: [name, slug] }\n'), site());
    expect(ops).toEqual([{ op: 'drop_index', table: 'dcim_site', name: 'dcim_site_name_slug_uniq' }]);
  });

  test('a changed error message of a unique constraint is no database change', () => {
    expect(plan(site([], {}, 'unique_together:\n  - { fields: [name, slug] }\n'), site([], {}, 'unique_together:\n  - { fields: [name, slug], message: "Taken." }\n')).ops).toEqual([]);
  });
});

// ---- planMigration: tables ------------------------------------------------------------------

describe('planMigration: tables', () => {
  const manufacturer = model('dcim.manufacturer', ['name: { type: string, max_length: 100, required: true }']);
  const devicetype = model('dcim.devicetype', ['model: { type: string, max_length: 100, required: true }', 'manufacturer: { type: fk, to: dcim.manufacturer, required: true, on_delete: protect }'], 'display: "{model}"\n');
  const device = model('dcim.device', ['name: { type: string, max_length: 64, nullable: true }', 'device_type: { type: fk, to: dcim.devicetype, required: true, on_delete: protect }']);

  /** Every created table's references exist when it is created (the table itself aside). */
  function expectForeignKeyOrder(ops: readonly MigrationOp[], prev: SchemaState): void {
    const exists = new Set(Object.keys(prev.tables));
    for (const op of ops) {
      if (op.op === 'create_table') {
        for (const column of op.columns) {
          if (column.references && column.references !== op.table) expect(exists, `${op.table}.${column.name} → ${column.references}`).toContain(column.references);
        }
        exists.add(op.table);
      }
      if (op.op === 'add_column' && op.column.references) expect(exists).toContain(op.column.references);
    }
  }

  test('new tables are created in foreign-key order (not in name order), then their indexes', () => {
    const { ops, prev } = plan(EMPTY_STATE, project({ 'dcim/device': device, 'dcim/devicetype': devicetype, 'dcim/manufacturer': manufacturer }));
    const creates = ops.filter((op) => op.op === 'create_table').map((op) => (op as { table: string }).table);
    expect(creates).toEqual(['dcim_manufacturer', 'dcim_devicetype', 'dcim_device']);
    expectForeignKeyOrder(ops, prev);
    expect(kinds(ops)).toEqual(['create_table', 'create_table', 'create_table', 'create_index', 'create_index']);
  });

  test('a new table referencing an existing one is created after nothing else is needed', () => {
    const before = project({ 'dcim/manufacturer': manufacturer });
    const { ops, prev } = plan(before, project({ 'dcim/devicetype': devicetype, 'dcim/manufacturer': manufacturer }));
    expect(kinds(ops)).toEqual(['create_table', 'create_index']);
    expectForeignKeyOrder(ops, prev);
  });

  test('two new tables that reference each other: both created, one foreign key added afterwards', () => {
    const after = project({
      'dcim/device': model('dcim.device', ['name: { type: string, max_length: 64 }', 'primary_ip: { type: fk, to: ipam.ipaddress, nullable: true, on_delete: set_null }']),
      'ipam/ipaddress': model('ipam.ipaddress', ['address: { type: string, max_length: 50, required: true }', 'device: { type: fk, to: dcim.device, nullable: true, on_delete: set_null }'], 'display: "{address}"\n'),
    });
    const { ops, prev, next } = plan(EMPTY_STATE, after);
    expectForeignKeyOrder(ops, prev);
    const creates = ops.filter((op): op is Extract<MigrationOp, { op: 'create_table' }> => op.op === 'create_table');
    expect(creates.map((op) => op.table).sort()).toEqual(['dcim_device', 'ipam_ipaddress']);
    const adds = ops.filter((op): op is Extract<MigrationOp, { op: 'add_column' }> => op.op === 'add_column');
    expect(adds).toHaveLength(1);
    const added = adds[0]!;
    expect(ops.indexOf(added)).toBeGreaterThan(Math.max(...creates.map((op) => ops.indexOf(op))));
    // The deferred column is exactly the one left out of its table's create_table.
    const created = creates.find((op) => op.table === added.table)!;
    expect(created.columns.map((c) => c.name)).not.toContain(added.column.name);
    expect([...created.columns, added.column].map((c) => c.name).sort()).toEqual(next.tables[added.table]!.columns.map((c) => c.name).sort());
    expect(added.column.references).toBeDefined();
    expect(added.column.references).not.toBe(added.table);
    // Every other table is created whole.
    for (const op of creates.filter((c) => c !== created)) expect(op.columns).toEqual(next.tables[op.table]!.columns);
  });

  test('a self-reference (tree) does not count as a cycle', () => {
    const { ops } = plan(EMPTY_STATE, project({ 'dcim/region': model('dcim.region', ['name: { type: string, max_length: 100, required: true }', 'slug: { type: slug, max_length: 100, required: true }'], 'tree: true\n') }));
    expect(kinds(ops).filter((k) => k === 'add_column')).toEqual([]);
    const create = ops[0] as Extract<MigrationOp, { op: 'create_table' }>;
    expect(create.columns.find((c) => c.name === 'parent_id')?.references).toBe('dcim_region');
  });

  test('a many-to-many field creates its join table after both sides', () => {
    const { ops, prev } = plan(EMPTY_STATE, project({
      'ipam/asn': model('ipam.asn', ['asn: { type: bigint, required: true, unique: true }'], 'display: "AS{asn}"\n'),
      'circuits/provider': model('circuits.provider', ['name: { type: string, max_length: 100, required: true }', 'asns: { type: m2m, to: ipam.asn }']),
    }));
    const creates = ops.filter((op) => op.op === 'create_table').map((op) => (op as { table: string }).table);
    expect(creates.at(-1)).toBe('circuits_provider_asns');
    expectForeignKeyOrder(ops, prev);
  });

  test('removing models drops their tables, referencing tables first, only with allowDestructive', () => {
    const before = project({ 'dcim/device': device, 'dcim/devicetype': devicetype, 'dcim/manufacturer': manufacturer });
    const after = project({ 'dcim/manufacturer': manufacturer });
    expect(destructiveSteps(() => planMigration(schemaState(before), schemaState(after), after.renames, false))).toEqual([
      'drop table dcim_device',
      'drop table dcim_devicetype',
    ]);
    expect(plan(before, after, true).ops).toEqual([
      { op: 'drop_table', table: 'dcim_device' },
      { op: 'drop_table', table: 'dcim_devicetype' },
    ]);
  });

  test('a model renamed with renamed_from renames its table instead of drop + create', () => {
    const fields = ['name: { type: string, max_length: 100, required: true }', 'facility: { type: string, max_length: 50 }'];
    const { ops } = plan(project({ 'dcim/site': model('dcim.site', fields) }), project({ 'dcim/place': model('dcim.place', fields, 'renamed_from: dcim_site\n') }));
    expect(ops).toEqual([{ op: 'rename_table', from: 'dcim_site', to: 'dcim_place' }]);
  });

  test('a renamed model with an index: its indexes are replaced and the plan replays', () => {
    // The old indexes are dropped under the new table name, but drop_index runs in the first phase,
    // before rename_table: applyToState() fails with "migration refers to unknown table dcim_place".
    const fields = ['name: { type: string, max_length: 100, required: true, unique: true }'];
    const before = project({ 'dcim/site': model('dcim.site', fields) });
    const after = project({ 'dcim/place': model('dcim.place', fields, 'renamed_from: dcim_site\n') });
    const ops = planMigration(schemaState(before), schemaState(after), after.renames, false);
    expect(kinds(ops)).toContain('rename_table');
    expect(kinds(ops)).not.toContain('create_table');
    expect(kinds(ops)).not.toContain('drop_table');
    const rename = ops.findIndex((op) => op.op === 'rename_table');
    for (const [i, op] of ops.entries()) {
      if (op.op === 'drop_index' || op.op === 'create_index') {
        // Whichever name an index operation uses, the table must be called that at that point.
        expect(op.table, `${op.op} ${op.op === 'drop_index' ? op.name : op.index.name}`).toBe(i < rename ? 'dcim_site' : 'dcim_place');
      }
    }
    expect(() => applyToState(schemaState(before), ops)).not.toThrow();
    expect(stateHash(applyToState(schemaState(before), ops))).toBe(stateHash(schemaState(after)));
  });

  test('a renamed model that other tables reference: the references follow, no table is dropped', () => {
    const rack = model('dcim.rack', ['name: { type: string, max_length: 100, required: true }', 'site: { type: fk, to: dcim.site, nullable: true, on_delete: set_null }']);
    const rackAfter = rack.replace('to: dcim.site', 'to: dcim.place');
    const fields = ['name: { type: string, max_length: 100, required: true }'];
    const { ops } = plan(
      project({ 'dcim/site': model('dcim.site', fields), 'dcim/rack': rack }),
      project({ 'dcim/place': model('dcim.place', fields, 'renamed_from: dcim_site\n'), 'dcim/rack': rackAfter }),
    );
    expect(ops).toContainEqual({ op: 'rename_table', from: 'dcim_site', to: 'dcim_place' });
    // Both databases repoint the foreign keys themselves: the referencing column is not touched.
    expect(ops.filter((op) => op.op !== 'drop_index' && op.op !== 'create_index' && op.op !== 'rename_table')).toEqual([]);
    expect(kinds(ops)).not.toContain('drop_table');
  });
});

// ---- phases ---------------------------------------------------------------------------------

describe('planMigration: phases', () => {
  test('the default ordering and IP fields get indexes, unless a unique constraint already serves them', () => {
    const indexes = (ir: IR, table: string) => schemaState(ir).tables[table]!.indexes.map((i) => `${i.unique ? 'unique ' : ''}${i.columns.join(',')}`).sort();
    const ordered = project({ 'dcim/site': model('dcim.site', SITE_FIELDS, 'ordering: [name, slug]\n') });
    expect(indexes(ordered, 'dcim_site')).toEqual(['name,slug']);
    const covered = project({ 'dcim/site': model('dcim.site', ['name: { type: string, max_length: 100, required: true, unique: true }'], 'ordering: [name]\n') });
    expect(indexes(covered, 'dcim_site')).toEqual(['unique name']);
    const byRelation = project({
      'dcim/site': model('dcim.site', SITE_FIELDS, 'ordering: [name]\n'),
      'dcim/rack': model('dcim.rack', ['site: { type: fk, to: dcim.site, required: true, on_delete: cascade }', 'name: { type: string, max_length: 10 }'], 'ordering: [site, name]\n'),
    });
    // `site` orders by the site's name (a sub-query), so no index on the rack table serves it.
    expect(indexes(byRelation, 'dcim_rack')).toEqual(['site_id']);
    const addresses = project({ 'ipam/ipaddress': model('ipam.ipaddress', ['address: { type: ip_address, required: true }'], 'ordering: [address]\ndisplay: "{address}"\n') });
    expect(indexes(addresses, 'ipam_ipaddress')).toEqual(['_address_key', '_address_start,_address_end']);
  });

  test('index drops, table creation, columns, index creation, column drops, table drops, in this order', () => {
    const before = project({
      'dcim/site': model('dcim.site', [...SITE_FIELDS, 'facility: { type: string, max_length: 50 }'], 'unique_together:\n  - { fields: [name, slug] }\n'),
      'dcim/old': model('dcim.old', ['name: { type: string, max_length: 10 }']),
    });
    const after = project({
      'dcim/site': model('dcim.site', [...SITE_FIELDS, 'region: { type: fk, to: dcim.region, nullable: true, on_delete: set_null }']),
      'dcim/region': model('dcim.region', ['name: { type: string, max_length: 100, required: true }']),
    });
    const { ops } = plan(before, after, true);
    expect(kinds(ops)).toEqual(['drop_index', 'create_table', 'add_column', 'create_index', 'drop_column', 'drop_table']);
  });
});

// ---- migrationName --------------------------------------------------------------------------

describe('migrationName', () => {
  test('initial for the first migration, else words from the first operation, "and_more" when there are others', () => {
    expect(migrationName([], true)).toBe('initial');
    const add: MigrationOp = { op: 'add_column', table: 'dcim_site', column: { name: 'facility', type: 'string', nullable: true, length: 50 } };
    expect(migrationName([add], false)).toBe('dcim_site_facility');
    expect(migrationName([{ op: 'drop_table', table: 'dcim_old' }, add, add], false)).toBe('drop_dcim_old_and_more');
    const long = migrationName([{ op: 'create_table', table: 'a_very_long_table_name_that_goes_on_and_on', columns: [] }, add], false);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long.endsWith('_and_more')).toBe(true);
    expect(long).toMatch(/^[a-z0-9_]*[a-z0-9]$/);
    expect(migrationName([], false)).toBe('auto');
  });
});

// ---- applyToState ---------------------------------------------------------------------------

describe('applyToState', () => {
  const id: ColumnSpec = { name: 'id', type: 'increments', nullable: false };
  const name: ColumnSpec = { name: 'name', type: 'string', nullable: false, length: 100 };
  const index: IndexSpec = { name: 't_name_uniq', columns: ['name'], unique: true, lower: ['name'], whereNull: [] };
  const base = applyToState(EMPTY_STATE, [{ op: 'create_table', table: 't', columns: [name, id] }, { op: 'create_index', table: 't', index }]);

  test('creates tables in normal form (id first, then columns by name)', () => {
    expect(base).toEqual({ tables: { t: { columns: [id, name], indexes: [index] } } });
  });

  test('does not change the state it is given', () => {
    const copy = structuredClone(base);
    applyToState(base, [{ op: 'drop_table', table: 't' }, { op: 'create_table', table: 'u', columns: [id] }]);
    expect(base).toEqual(copy);
  });

  test('renaming a column renames it in the indexes too', () => {
    const after = applyToState(base, [{ op: 'rename_column', table: 't', from: 'name', to: 'label' }]);
    expect(after.tables.t!.columns.map((c) => c.name)).toEqual(['id', 'label']);
    expect(after.tables.t!.indexes).toEqual([{ ...index, columns: ['label'], lower: ['label'] }]);
  });

  test('rename_table, add/alter/drop column and drop_index', () => {
    const after = applyToState(base, [
      { op: 'rename_table', from: 't', to: 'v' },
      { op: 'add_column', table: 'v', column: { name: 'code', type: 'integer', nullable: true } },
      { op: 'alter_column', table: 'v', column: { ...name, length: 200 } },
      { op: 'drop_index', table: 'v', name: 't_name_uniq' },
      { op: 'drop_column', table: 'v', column: 'code' },
    ]);
    expect(after).toEqual({ tables: { v: { columns: [id, { ...name, length: 200 }], indexes: [] } } });
  });

  test('refuses operations that do not fit the state', () => {
    expect(() => applyToState(base, [{ op: 'create_table', table: 't', columns: [id] }])).toThrow('table t already exists');
    expect(() => applyToState(base, [{ op: 'drop_table', table: 'nope' }])).toThrow('migration refers to unknown table nope');
    expect(() => applyToState(base, [{ op: 'add_column', table: 't', column: name }])).toThrow('column t.name already exists');
    expect(() => applyToState(base, [{ op: 'create_index', table: 't', index }])).toThrow('index t_name_uniq already exists');
    expect(() => applyToState(base, [{ op: 'rename_table', from: 'nope', to: 'x' }])).toThrow(/unknown table nope/);
  });
});

// ---- state ----------------------------------------------------------------------------------

describe('state', () => {
  test('normalizeState orders tables, columns (id first) and indexes; equal normal forms hash alike', () => {
    const a: ColumnSpec = { name: 'a', type: 'text', nullable: true };
    const z: ColumnSpec = { name: 'z', type: 'text', nullable: true };
    const id: ColumnSpec = { name: 'id', type: 'increments', nullable: false };
    const i1: IndexSpec = { name: 'i1', columns: ['a'], unique: false, lower: [], whereNull: [] };
    const i2: IndexSpec = { name: 'i2', columns: ['z'], unique: false, lower: [], whereNull: [] };
    const one: SchemaState = { tables: { b: { columns: [z, a, id], indexes: [i2, i1] }, a: { columns: [id], indexes: [] } } };
    const two: SchemaState = { tables: { a: { columns: [id], indexes: [] }, b: { columns: [id, a, z], indexes: [i1, i2] } } };
    expect(normalizeState(one)).toEqual(two);
    expect(Object.keys(normalizeState(one).tables)).toEqual(['a', 'b']);
    expect(normalizeState(two)).toEqual(two);
    // stateHash hashes the state as given; the states it sees are normalized (schemaState, applyToState).
    expect(stateHash(normalizeState(one))).toBe(stateHash(two));
    expect(stateHash(two)).toMatch(/^[0-9a-f]{16}$/);
    expect(stateHash(two)).not.toBe(stateHash(EMPTY_STATE));
    expect(stateHash(two)).not.toBe(stateHash({ tables: { ...two.tables, b: { ...two.tables.b!, indexes: [i1] } } }));
  });

  test('schemaState: columns, defaults and the automatic foreign-key index', () => {
    const withChoices = project(
      {
        'dcim/site': model('dcim.site', [
          ...SITE_FIELDS,
          'status: { type: choice, choices: dcim.site_status, default: active }',
          'rack_units: { type: choice, choices: dcim.units, nullable: true }',
          'region: { type: fk, to: dcim.region, nullable: true, on_delete: set_null }',
          'owner: { type: fk, to: dcim.region, nullable: true, on_delete: set_null, unique: true }',
          'latitude: { type: decimal, digits: 8, places: 6, nullable: true }',
          'data: { type: json, default: {} }',
        ]),
        'dcim/region': model('dcim.region', ['name: { type: string, max_length: 100, required: true }']),
      },
      { dcim: `site_status:\n  - [active, Active]\n  - [${'x'.repeat(60)}, Long]\nunits:\n  - [1, One]\n  - [2, Two]\n` },
    );
    const table = schemaState(withChoices).tables.dcim_site!;
    const column = (n: string) => table.columns.find((c) => c.name === n);
    expect(table.columns[0]).toEqual({ name: 'id', type: 'increments', nullable: false });
    expect(column('status')).toEqual({ name: 'status', type: 'string', nullable: false, length: 60, default: 'active' });
    expect(column('rack_units')).toEqual({ name: 'rack_units', type: 'integer', nullable: true });
    expect(column('region_id')).toEqual({ name: 'region_id', type: 'bigint', nullable: true, references: 'dcim_region' });
    expect(column('latitude')).toEqual({ name: 'latitude', type: 'decimal', nullable: true, precision: 8, scale: 6 });
    expect(column('data')).toEqual({ name: 'data', type: 'json', nullable: false, default: '{}' });
    const names = table.indexes.map((i) => i.name);
    expect(names).toContain('dcim_site_region_id_idx');
    // A foreign key with a unique index needs no second index.
    expect(names).toContain('dcim_site_owner_id_uniq');
    expect(names).not.toContain('dcim_site_owner_id_idx');
  });

  test('schemaState: a many-to-many field has a join table with a unique pair and an index on the target', () => {
    const ir = project({ 'dcim/site': model('dcim.site', [...SITE_FIELDS, 'neighbours: { type: m2m, to: dcim.site }']) });
    const state = schemaState(ir);
    expect(Object.keys(state.tables)).toEqual(['dcim_site', 'dcim_site_neighbours']);
    expect(state.tables.dcim_site!.columns.map((c) => c.name)).not.toContain('neighbours');
    expect(state.tables.dcim_site_neighbours).toEqual({
      columns: [
        { name: 'id', type: 'increments', nullable: false },
        { name: 'from_site_id', type: 'bigint', nullable: false, references: 'dcim_site' },
        { name: 'to_site_id', type: 'bigint', nullable: false, references: 'dcim_site' },
      ],
      indexes: [
        { name: 'dcim_site_neighbours_from_site_id_to_site_id_uniq', columns: ['from_site_id', 'to_site_id'], unique: true, lower: [], whereNull: [] },
        { name: 'dcim_site_neighbours_to_site_id_idx', columns: ['to_site_id'], unique: false, lower: [], whereNull: [] },
      ],
    });
  });
});
