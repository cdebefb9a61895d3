// The generator as a whole: determinism, `make check` semantics on the real project, the
// DO-NOT-EDIT header, the building blocks of deterministic output (canonicalJson, literal) and
// the verification of the stored migration chain.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MigrationMeta, MigrationOp } from '../../contract/index.js';
import { generate, SNAPSHOT_PATH, verifyChain, type GenerateOutput, type Snapshot, type StoredMigration } from '../../generator/generate.js';
import { literal, quote } from '../../generator/emit/literal.js';
import { header } from '../../generator/emit/typescript.js';
import { SchemaErrors, type IR } from '../../generator/ir/build.js';
import { loadProject } from '../../generator/load/project.js';
import { applyToState } from '../../generator/migrate/apply-state.js';
import { DestructiveChangeError } from '../../generator/migrate/plan.js';
import { EMPTY_STATE, schemaState, stateHash } from '../../generator/migrate/state.js';
import { canonicalJson } from '../../generator/write/canonical-json.js';
import { diffTree } from '../../generator/write/tree.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const META_SCHEMA = join(ROOT, 'schema/meta-schema.json');

// ---- helpers --------------------------------------------------------------------------------

/** The migration files of a project, read the way generator/cli.ts reads them. */
async function storedMigrations(root: string): Promise<StoredMigration[]> {
  const dir = join(root, 'generated/migrations');
  if (!existsSync(dir)) return [];
  const names = readdirSync(dir).filter((name) => /^\d{4}_.*\.ts$/.test(name)).sort();
  const out: StoredMigration[] = [];
  for (const name of names) {
    const path = join(dir, name);
    const module = (await import(pathToFileURL(path).href)) as { migration: MigrationMeta };
    out.push({ path: `generated/migrations/${name}`, text: readFileSync(path, 'utf8'), meta: module.migration });
  }
  return out;
}

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'generator-test-'));
  temporary.push(dir);
  return dir;
}

/** A throwaway project: files by path under the project root (settings.yaml is added). */
function writeProject(files: Readonly<Record<string, string>>): string {
  const root = tempDir();
  const all: Record<string, string> = { 'schema/settings.yaml': 'api_version: "4.7"\n', ...files };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function load(files: Readonly<Record<string, string>>): IR {
  return loadProject(writeProject(files), { metaSchemaPath: META_SCHEMA });
}

/** The error text of a schema that must not load, or a failure if it loads. */
function schemaErrors(files: Readonly<Record<string, string>>): string {
  try {
    load(files);
  } catch (error) {
    if (error instanceof SchemaErrors) return error.message;
    throw error;
  }
  return expect.fail('the schema loaded without errors');
}

const deepClone = <T>(value: T): T => structuredClone(value) as T;

// ---- the real project -----------------------------------------------------------------------

describe('generate() on the project schema', () => {
  let migrations: StoredMigration[];
  let first: GenerateOutput;
  let ir: IR;

  beforeAll(async () => {
    migrations = await storedMigrations(ROOT);
    ir = loadProject(ROOT);
    first = generate({ ir, migrations, allowDestructive: false });
  });

  // One more generation for both (a whole generation is seconds of CPU): from the schema loaded
  // again, the same bytes, and the IR it was given unchanged.
  test('two runs (loading the schema again) give byte-identical files, and generating does not change its input', () => {
    const loaded = loadProject(ROOT);
    const before = deepClone(loaded);
    const again = generate({ ir: loaded, migrations, allowDestructive: false });
    expect([...again.files.keys()]).toEqual([...first.files.keys()]);
    for (const [path, text] of first.files) expect(again.files.get(path), path).toBe(text);
    expect(again.newMigration).toEqual(first.newMigration);
    expect(loaded).toEqual(before);
  });

  test('the output equals generated/ on disk (make check): nothing modified, missing or stale, no new migration', () => {
    expect(diffTree(ROOT, first.files)).toEqual({ modified: [], missing: [], stale: [] });
    expect(first.newMigration).toBeNull();
  });

  test('the output covers every model, app and the fixed files, sorted by path', () => {
    const paths = [...first.files.keys()];
    expect(paths).toEqual([...paths].sort());
    for (const model of ir.models) expect(paths).toContain(`generated/${model.app}/${model.model}.ts`);
    for (const app of new Set(ir.models.map((m) => m.app))) expect(paths).toContain(`generated/${app}/index.ts`);
    for (const fixed of ['generated/choices.ts', 'generated/registry.ts', 'generated/openapi.json', 'generated/migrations/index.ts', SNAPSHOT_PATH]) {
      expect(paths).toContain(fixed);
    }
    expect(paths.every((p) => p.startsWith('generated/'))).toBe(true);
  });

  test('every generated .ts file starts with the DO-NOT-EDIT header', () => {
    const ts = [...first.files.entries()].filter(([path]) => path.endsWith('.ts'));
    expect(ts.length).toBeGreaterThan(ir.models.length);
    for (const [path, text] of ts) {
      const [line1, line2] = text.split('\n');
      expect(line1, path).toMatch(/^\/\/ Code generated from .+\. DO NOT EDIT\.$/);
      expect(line2, path).toBe('// Regenerate: make generate');
    }
    // A model composed with traits names every file it came from.
    for (const model of ir.models) {
      const from = [model.source, ...(model.traits ?? []).map((name) => `schema/traits/${name}.yaml`)];
      const expected = `// Code generated from ${from[0]}${from.length > 1 ? ` with ${from.slice(1).join(', ')}` : ''}. DO NOT EDIT.\n// Regenerate: make generate\n`;
      expect(first.files.get(`generated/${model.app}/${model.model}.ts`)!.startsWith(expected), model.key).toBe(true);
    }
    expect(ir.models.find((model) => model.key === 'dcim.interface')!.traits).toEqual(['component', 'modular_component', 'cabled', 'path_endpoint', 'base_interface', 'interface_validation']);
    expect(header('schema/models/dcim/site.yaml')).toBe('// Code generated from schema/models/dcim/site.yaml. DO NOT EDIT.\n// Regenerate: make generate\n');
  });

  test('every file has LF endings, one final newline and no timestamp', () => {
    for (const [path, text] of first.files) {
      expect(text.includes('\r'), path).toBe(false);
      expect(text.endsWith('\n') && !text.endsWith('\n\n'), path).toBe(true);
      expect(text, path).not.toMatch(/\b20\d\d-\d\d-\d\dT\d\d:/);
    }
  });

  test('the JSON files are canonical (sorted keys, two-space indent)', () => {
    for (const path of ['generated/openapi.json', SNAPSHOT_PATH]) {
      const text = first.files.get(path)!;
      expect(canonicalJson(JSON.parse(text)), path).toBe(text);
    }
  });

  test('every $ref of openapi.json names a schema it defines', () => {
    const text = first.files.get('generated/openapi.json')!;
    const schemas = (JSON.parse(text) as { components: { schemas: Record<string, unknown> } }).components.schemas;
    const refs = [...text.matchAll(/"\$ref": "#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(ir.models.length);
    expect([...new Set(refs)].filter((name) => !(name in schemas))).toEqual([]);
  });

  test('the snapshot records the state of the models and the whole chain', () => {
    const snapshot = JSON.parse(first.files.get(SNAPSHOT_PATH)!) as Snapshot;
    expect(snapshot.hash).toBe(stateHash(schemaState(ir)));
    expect(snapshot.state).toEqual(schemaState(ir));
    expect(snapshot.migrations).toEqual(migrations.map((m) => m.meta.id));
    expect(migrations.at(-1)?.meta.to).toBe(snapshot.hash);
  });
});

// ---- generate() with migrations -------------------------------------------------------------

describe('generate() and the migration chain of a small project', () => {
  const site = (extra: string) => ({
    'schema/models/dcim/site.yaml': `model: site\napp: dcim\npath: sites\nfields:\n  name: { type: string, max_length: 100, required: true, unique: true }\n${extra}`,
  });
  const stored = (output: GenerateOutput): StoredMigration => {
    const meta = output.newMigration!;
    const path = `generated/migrations/${meta.id}.ts`;
    return { path, text: output.files.get(path)!, meta };
  };

  test('the first run writes 0001_initial from the empty state', () => {
    const out = generate({ ir: load(site('')), migrations: [], allowDestructive: false });
    expect(out.newMigration?.id).toBe('0001_initial');
    expect(out.newMigration?.from).toBe(stateHash(EMPTY_STATE));
    expect(out.files.has('generated/migrations/0001_initial.ts')).toBe(true);
    expect(out.files.get('generated/migrations/index.ts')).toContain(`import { migration as m0001 } from './0001_initial.js';`);
  });

  test('a change appends the next migration, which chains on the previous one; stored migrations are kept byte for byte', () => {
    const one = stored(generate({ ir: load(site('')), migrations: [], allowDestructive: false }));
    const irTwo = load(site('  facility: { type: string, max_length: 50, nullable: true }\n'));
    const out = generate({ ir: irTwo, migrations: [one], allowDestructive: false });
    const two = out.newMigration!;
    expect(two.id).toBe('0002_dcim_site_facility');
    expect(two.from).toBe(one.meta.to);
    expect(two.to).toBe(stateHash(schemaState(irTwo)));
    expect(two.operations).toEqual([
      { op: 'add_column', table: 'dcim_site', column: { name: 'facility', type: 'string', nullable: true, length: 50 } },
    ]);
    expect(out.files.get(one.path)).toBe(one.text);
    expect(verifyChain([one, stored(out)])).toEqual([]);
    const snapshot = JSON.parse(out.files.get(SNAPSHOT_PATH)!) as Snapshot;
    expect(snapshot.migrations).toEqual(['0001_initial', '0002_dcim_site_facility']);
    expect(snapshot.hash).toBe(two.to);
    // Nothing changed since: no third migration.
    const again = generate({ ir: irTwo, migrations: [one, stored(out)], allowDestructive: false });
    expect(again.newMigration).toBeNull();
  });

  test('the planner diffs the models against the stored snapshot, which must describe where the chain ends', () => {
    const first = generate({ ir: load(site('')), migrations: [], allowDestructive: false });
    const one = stored(first);
    const snapshot = JSON.parse(first.files.get(SNAPSHOT_PATH)!) as Snapshot;
    expect(verifyChain([one], snapshot)).toEqual([]);
    const irTwo = load(site('  facility: { type: string, max_length: 50, nullable: true }\n'));
    // With the snapshot, the next migration starts from the state it describes.
    const next = generate({ ir: irTwo, migrations: [one], snapshot, allowDestructive: false });
    expect(next.newMigration?.from).toBe(snapshot.hash);
    expect(next.newMigration?.operations.map((op) => op.op)).toEqual(['add_column']);
    // The snapshot is what is read: one of another state gives another plan.
    const empty: Snapshot = { hash: stateHash(EMPTY_STATE), migrations: [], state: EMPTY_STATE };
    expect(generate({ ir: irTwo, migrations: [], snapshot: empty, allowDestructive: false }).newMigration?.operations.map((op) => op.op))
      .toEqual(['create_table', 'create_index']);
    // A snapshot edited by hand, or one that does not describe the chain's end, is refused.
    const edited = { ...snapshot, state: { tables: {} } };
    expect(verifyChain([one], edited)).toEqual([`${SNAPSHOT_PATH}: its state does not hash to ${snapshot.hash} (edited by hand?)`]);
    expect(verifyChain([], snapshot)).toEqual([
      `${SNAPSHOT_PATH}: describes ${snapshot.hash}, but the migrations reach ${stateHash(EMPTY_STATE)}`,
      `${SNAPSHOT_PATH}: lists other migrations than generated/migrations/ holds`,
    ]);
  });

  test('a destructive change needs allowDestructive', () => {
    const one = stored(generate({ ir: load(site('  facility: { type: string, max_length: 50 }\n')), migrations: [], allowDestructive: false }));
    const ir = load(site(''));
    expect(() => generate({ ir, migrations: [one], allowDestructive: false })).toThrow(DestructiveChangeError);
    const out = generate({ ir, migrations: [one], allowDestructive: true });
    expect(out.newMigration?.operations).toEqual([{ op: 'drop_column', table: 'dcim_site', column: 'facility' }]);
  });
});

// ---- canonicalJson --------------------------------------------------------------------------

describe('canonicalJson', () => {
  test('sorts keys at every depth, keeps array order, indents by two spaces and ends with a newline', () => {
    const value = { b: 1, a: { d: [3, 1, { z: 1, y: 2 }], c: null } };
    expect(canonicalJson(value)).toBe(
      '{\n  "a": {\n    "c": null,\n    "d": [\n      3,\n      1,\n      {\n        "y": 2,\n        "z": 1\n      }\n    ]\n  },\n  "b": 1\n}\n',
    );
  });

  test('the order in which an object was built does not matter', () => {
    const one = { x: 1, y: { p: true, q: [1, 2] }, a: 'a' };
    const two = { a: 'a', y: { q: [1, 2], p: true }, x: 1 };
    expect(canonicalJson(one)).toBe(canonicalJson(two));
  });

  test('keys are sorted by UTF-16 code units, not by locale', () => {
    const keys = Object.keys(JSON.parse(canonicalJson({ b: 0, a: 0, B: 0, _: 0, 'é': 0, '10': 0, '9': 0 })) as object);
    // Integer-like keys always come first in a JS object; the rest follow in code-unit order.
    expect(keys).toEqual(['9', '10', 'B', '_', 'a', 'b', 'é']);
    expect(canonicalJson({ b: 0, B: 0, _: 0, a: 0 })).toBe('{\n  "B": 0,\n  "_": 0,\n  "a": 0,\n  "b": 0\n}\n');
  });
});

// ---- literal --------------------------------------------------------------------------------

describe('literal', () => {
  const evaluate = (source: string): unknown => new Function(`return (${source});`)() as unknown;

  test('scalars', () => {
    expect(literal(null)).toBe('null');
    expect(literal(true)).toBe('true');
    expect(literal(-1.5)).toBe('-1.5');
    expect(literal('plain')).toBe("'plain'");
    expect(literal("it's a \\ path\n\t\r")).toBe("'it\\'s a \\\\ path\\n\\t\\r'");
    expect(quote('a\'b')).toBe("'a\\'b'");
  });

  test('keeps the key order it is given, quotes keys that are not identifiers and leaves out undefined', () => {
    expect(literal({ b: 1, a: 'x', 'a-b': 2, '2x': 3, $ok: 4, skip: undefined })).toBe("{ b: 1, a: 'x', 'a-b': 2, '2x': 3, $ok: 4 }");
    expect(literal({})).toBe('{}');
    expect(literal([])).toBe('[]');
  });

  test('short scalar lists stay on one line; long ones and lists of objects break, with trailing commas', () => {
    expect(literal(['a', 'b', 1])).toBe("['a', 'b', 1]");
    const long = Array.from({ length: 20 }, (_, i) => `field_${i}`);
    expect(literal(long)).toBe(`[\n${long.map((f) => `  '${f}',`).join('\n')}\n]`);
    expect(literal([{ a: 1 }, { b: 2 }])).toBe('[\n  { a: 1 },\n  { b: 2 },\n]');
    expect(literal({ outer: { inner: { deep: 1 } } })).toBe('{\n  outer: {\n    inner: { deep: 1 },\n  },\n}');
  });

  test('is stable: same value, same text, whoever built it', () => {
    const value = { key: 'dcim.site', fields: [{ name: 'name', maxLength: 100, nested: ['id', 'url'] }], uniques: [] };
    expect(literal(value)).toBe(literal(deepClone(value)));
    expect(literal(value)).toBe(literal(JSON.parse(JSON.stringify(value))));
    expect(literal(value, '  ')).toBe(literal(value, '  '));
  });

  test('evaluates back to the value it was made from', () => {
    const values: unknown[] = [
      { s: "quote ' backslash \\ newline \n tab \t cr \r dollar ${x} backtick `", n: -0.25, e: 1e21, b: false, z: null },
      ['', ' ', 'é', '\u2028', 'unicode ✓'],
      { 'weird key': { 'another-one': [1, [2, [3]]] } },
      Array.from({ length: 40 }, (_, i) => ({ i, label: `label ${i}` })),
    ];
    for (const value of values) expect(evaluate(literal(value))).toEqual(value);
  });

  test('refuses values that are not data', () => {
    expect(() => literal(() => 1)).toThrow(/cannot write function/);
    expect(() => literal(10n)).toThrow(/cannot write bigint/);
  });
});

// ---- verifyChain ----------------------------------------------------------------------------

describe('verifyChain', () => {
  let chain: StoredMigration[];
  beforeAll(async () => {
    chain = await storedMigrations(ROOT);
  });

  const firstCreate = (meta: MigrationMeta) => {
    const index = meta.operations.findIndex((op) => op.op === 'create_table');
    const op = meta.operations[index] as Extract<MigrationOp, { op: 'create_table' }>;
    return { index, op };
  };

  test('accepts the chain in generated/migrations', () => {
    expect(chain.length).toBeGreaterThan(0);
    expect(verifyChain(chain)).toEqual([]);
    expect(verifyChain([])).toEqual([]);
  });

  test('reports a hand-edited migration file (a column of an operation changed)', async () => {
    // Edit the text of the first migration in a copy of generated/, then read it back as the CLI does.
    const root = tempDir();
    cpSync(join(ROOT, 'generated/migrations'), join(root, 'generated/migrations'), { recursive: true });
    const path = join(root, 'generated/migrations', chain[0]!.path.split('/').pop()!);
    const original = readFileSync(path, 'utf8');
    const edited = original.replace(/length: 100\b/, 'length: 99');
    expect(edited).not.toBe(original);
    writeFileSync(path, edited);
    const tampered = await storedMigrations(root);
    const problems = verifyChain(tampered);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toBe(
      `${chain[0]!.path}: claims to reach ${chain[0]!.meta.to}, but its operations reach ${stateHash(applyToState(EMPTY_STATE, tampered[0]!.meta.operations))}`,
    );
  });

  test('reports an operation whose column was changed in memory', () => {
    const meta = deepClone(chain[0]!.meta) as { -readonly [K in keyof MigrationMeta]: MigrationMeta[K] };
    const { index, op } = firstCreate(meta);
    const columns = op.columns.map((c, i) => (i === op.columns.length - 1 ? { ...c, nullable: !c.nullable } : c));
    const operations = [...meta.operations];
    operations[index] = { ...op, columns };
    meta.operations = operations;
    const problems = verifyChain([{ ...chain[0]!, meta }, ...chain.slice(1)]);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(new RegExp(`^${chain[0]!.path}: claims to reach ${chain[0]!.meta.to}, but its operations reach [0-9a-f]{16}$`));
  });

  test('reports a migration whose from hash does not match where the previous one ends', () => {
    const last = chain.at(-1)!;
    const number = String(chain.length + 1).padStart(4, '0');
    const next: StoredMigration = {
      path: `generated/migrations/${number}_next.ts`,
      text: '',
      meta: { id: `${number}_next`, from: 'ffffffffffffffff', to: last.meta.to, operations: [] },
    };
    expect(verifyChain([...chain, next])).toEqual([
      `${next.path}: starts from ffffffffffffffff, but the previous migration ends at ${last.meta.to}`,
    ]);
  });

  test('reports a first migration that does not start from the empty state', () => {
    const meta = { ...chain[0]!.meta, from: '0000000000000000' };
    expect(verifyChain([{ ...chain[0]!, meta }, ...chain.slice(1)])).toEqual([
      `${chain[0]!.path}: starts from 0000000000000000, but the previous migration ends at ${stateHash(EMPTY_STATE)}`,
    ]);
  });

  test('reports wrong numbers, file names and operations that cannot apply', () => {
    const empty = stateHash(EMPTY_STATE);
    const problems = verifyChain([
      { path: 'generated/migrations/0002_x.ts', text: '', meta: { id: '0002_x', from: empty, to: empty, operations: [] } },
      { path: 'generated/migrations/0002_y.ts', text: '', meta: { id: '0002_z', from: empty, to: empty, operations: [{ op: 'drop_table', table: 'nope' }] } },
    ]);
    expect(problems).toEqual([
      'generated/migrations/0002_x.ts: expected migration number 0001',
      'generated/migrations/0002_y.ts: file name does not match its id 0002_z',
      'generated/migrations/0002_y.ts: migration refers to unknown table nope',
    ]);
  });
});

// ---- schema loading: problems found while writing these tests ------------------------------

/** What becomes of a schema: "generated", the SchemaErrors text, or "crash: ..." for any other error. */
function outcome(files: Readonly<Record<string, string>>): string {
  try {
    generate({ ir: load(files), migrations: [], allowDestructive: false });
    return 'generated';
  } catch (error) {
    return error instanceof SchemaErrors ? error.message : `crash: ${String(error)}`;
  }
}

describe('schema problems are reported as file:line errors, never as crashes', () => {
  const site = 'model: site\napp: dcim\npath: sites\nfields:\n  name: { type: string, max_length: 100 }\n';

  test('a choice file named .yml is read like .yaml (or refused with a schema error), not a TypeError', () => {
    // generator/load/project.ts lists *.yml files; generator/ir/choices.ts buildChoices() takes the app
    // name from /([^/]+)\.yaml$/ and dereferences a null match.
    const result = outcome({
      'schema/choices/dcim.yml': 'site_status:\n  - [active, Active]\n',
      'schema/models/dcim/site.yaml': `${site}  status: { type: choice, choices: dcim.site_status, default: active }\n`,
    });
    expect(result).toMatch(/^(generated|schema\/choices\/dcim\.yml:\d+: .+)$/);
  });

  test('indexes naming an unknown field is a schema error at the line of the name', () => {
    // buildIR() does not check indexes[].fields; schemaState() then crashes on the missing field.
    const result = outcome({ 'schema/models/dcim/site.yaml': `${site}indexes:\n  - fields: [name, nope]\n` });
    expect(result).toMatch(/^schema\/models\/dcim\/site\.yaml:7: .*"nope"/);
  });

  test('a partial index (where_not_null) covers the rows where its field is set; on a field never null it is an error', () => {
    const nullable = `${site}  serial: { type: string, max_length: 50, nullable: true }\nindexes:\n  - { fields: [name], where_not_null: [serial] }\n`;
    const index = schemaState(load({ 'schema/models/dcim/site.yaml': nullable })).tables.dcim_site!.indexes.find((i) => i.whereNotNull);
    expect(index).toEqual({ name: 'dcim_site_name_set_serial_idx', columns: ['name'], unique: false, lower: [], whereNull: [], whereNotNull: ['serial'] });
    const never = outcome({ 'schema/models/dcim/site.yaml': `${site}  serial: { type: string, max_length: 50 }\nindexes:\n  - { fields: [name], where_not_null: [serial, nope] }\n` });
    expect(never).toMatch(/^schema\/models\/dcim\/site\.yaml:8: .*"serial" is never null/m);
    expect(never).toMatch(/"nope" is not a stored field/);
  });

  test('unique on a many-to-many field is a schema error (there is no column to index)', () => {
    // Today it loads, and the state gets an index named dcim_site__uniq on the column null.
    const result = outcome({ 'schema/models/dcim/site.yaml': `${site}  neighbours: { type: m2m, to: dcim.site, unique: true }\n` });
    expect(result).toMatch(/^schema\/models\/dcim\/site\.yaml:6: /);
  });

  test('a unique_together repeating a unique field does not crash the migration planner', () => {
    // Both become an index named dcim_site_name_uniq; applyToState() throws "index ... already exists".
    const result = outcome({
      'schema/models/dcim/site.yaml': `${site.replace('max_length: 100 }', 'max_length: 100, unique: true }')}unique_together:\n  - fields: [name]\n`,
    });
    expect(result).not.toMatch(/^crash/);
  });

  test('a tree model without a slug field loads (the implicit parent must not require one)', () => {
    // draftModel() gives the implicit parent the nested list [..., name, slug, _depth] whatever the
    // model's fields; finishModel() then reports `parent: dcim.location has no field "slug"` at `fields:`.
    const files = { 'schema/models/dcim/location.yaml': 'model: location\napp: dcim\npath: locations\ntree: true\nfields:\n  name: { type: string, max_length: 100, required: true }\n' };
    expect(outcome(files)).toBe('generated');
  });

  test('the index: true flag of a field creates an index', () => {
    // The meta-schema accepts fields.<name>.index, but nothing in generator/ reads it.
    const ir = load({ 'schema/models/dcim/site.yaml': `${site}  serial: { type: string, max_length: 50, index: true }\n` });
    const indexes = schemaState(ir).tables.dcim_site!.indexes;
    expect(indexes.filter((i) => !i.unique && i.columns.length === 1 && i.columns[0] === 'serial')).toHaveLength(1);
  });

  test('OpenAPI: an API model with a foreign key to a model without API refers only to schemas it defines', () => {
    const ir = load({
      'schema/models/users/user.yaml': 'model: user\napp: users\npath: users\napi: false\nfields:\n  username: { type: string, max_length: 150, required: true }\n',
      'schema/models/dcim/site.yaml': `${site}  owner: { type: fk, to: users.user, nullable: true, on_delete: set_null }\n`,
    });
    const openapi = JSON.parse(generate({ ir, migrations: [], allowDestructive: false }).files.get('generated/openapi.json')!) as {
      components: { schemas: Record<string, unknown> };
    };
    const refs = JSON.stringify(openapi).match(/"#\/components\/schemas\/[A-Za-z]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    const missing = refs.map((r) => r.slice('"#/components/schemas/'.length, -1)).filter((name) => !(name in openapi.components.schemas));
    expect(missing).toEqual([]);
  });

  test('errors of several kinds are all reported, each with its own line', () => {
    const message = schemaErrors({
      'schema/models/dcim/site.yaml': `${site}brief: [id, nope]\nsearch: [name, gone]\nordering: [missing]\n`,
    });
    expect(message.split('\n')).toEqual([
      'schema/models/dcim/site.yaml:6: brief: unknown field "nope"',
      'schema/models/dcim/site.yaml:7: search: unknown field "gone"',
      'schema/models/dcim/site.yaml:8: ordering: unknown field "missing"',
    ]);
  });

  test('a YAML syntax error names the line where it is', () => {
    // ParsedYaml (generator/load/source.ts) reads first.linePos, which the yaml package only fills
    // in with prettyErrors: true; it parses with prettyErrors: false, so every syntax error is line 1.
    const result = outcome({ 'schema/models/dcim/site.yaml': 'model: site\napp: dcim\npath: sites\nfields:\n  name:\n    type: string\n   max_length: 100\n' });
    expect(result).toBe('schema/models/dcim/site.yaml:7: invalid YAML: All mapping items must start at the same column');
  });

  test('a duplicate key is reported at the line of the repeated key', () => {
    const result = outcome({ 'schema/models/dcim/site.yaml': `${site}  name: { type: text }\n` });
    expect(result).toBe('schema/models/dcim/site.yaml:6: invalid YAML: Map keys must be unique');
  });
});
