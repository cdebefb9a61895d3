// The acceptance test of "add a model": in a copy of the project, a maintainer writes one YAML
// file and runs the generator; the copy then has the model's declarations, a new migration that
// creates its table, passes `check`, regenerates byte for byte, and its server (a real process)
// serves the new endpoint over HTTP. A model file with an unknown key is refused with file:line.
// A regeneration costs seconds of CPU and a copy a fraction of one: each test works in a copy of
// the checkout as it stands (generated/ matching schema/, as CI and `make check` see to), and
// runs the generator no more often than what it asserts needs. The copy's server runs from its
// sources through tsx's loader: that the generated code type-checks is `make check`'s (a
// compilation of the copy cost 25 CPU seconds).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Snapshot } from '../../generator/generate.js';
import { openDatabase } from '../../runtime/db/database.js';
import type { MigrationMeta } from '../../contract/index.js';
import { freePort } from '../support/postgres-cluster.js';
import { copyProject as copyProjectIn, tsx, type Result } from '../support/project.js';

const TOKEN = randomBytes(20).toString('hex');

const MODEL = `# A label printed for a cabinet: the model added by the acceptance test.
model: cabinetlabel
app: dcim
path: cabinet-labels
verbose_name: cabinet label
description: A printed label attached to a cabinet.
features: [tags, custom_fields, changelog, description]
ordering: [name]
fields:
  name:   { type: string, max_length: 100, required: true, unique: true }
  slug:   { type: slug, max_length: 100, required: true, unique: true }
  status: { type: choice, choices: dcim.site_status, default: active }
  site:   { type: fk, to: dcim.site, required: true, on_delete: cascade }
brief: [id, url, display, name, slug, site, description]
search: [name, slug, description]
`;

const run = tsx;

const generate = (root: string) => run(root, ['generator/cli.ts', 'generate', '--root', root]);
const check = (root: string) => run(root, ['generator/cli.ts', 'check', '--root', root]);

/** Every copy this file makes, removed at its end. */
const copies: string[] = [];
afterAll(() => {
  for (const root of copies) rmSync(root, { recursive: true, force: true });
});

/** A copy of the project, or of another copy (`from`) as it stands. */
function copyProject(from?: string): string {
  const root = copyProjectIn('inventory-add-model-', from);
  copies.push(root);
  return root;
}

/** A copy of the checkout as it stands. */
const fromBaseline = async (): Promise<string> => copyProject();

/** path → sha256 of every file under generated/. */
function tree(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else out[relative(root, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(join(root, 'generated'));
  return out;
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? yamlFiles(path) : name.endsWith('.yaml') ? [path] : [];
  });
}

const migrationFiles = (root: string) => readdirSync(join(root, 'generated/migrations')).filter((n) => /^\d{4}_.*\.ts$/.test(n)).sort();

/** A copy with the new model, with a superuser in its SQLite database. */
interface Built {
  readonly root: string;
  readonly superuser: Result;
}

/** Adds the superuser to `root`'s copy of the project, as `make superuser` does. */
async function buildServer(root: string): Promise<Built> {
  const env = { DATABASE_URL: `sqlite:${join(root, 'data/db.sqlite3')}` };
  const superuser = await tsx(root, ['scripts/createsuperuser.ts', '--username', 'admin', '--password', 'x', '--token', TOKEN], env);
  return { root, superuser };
}

describe('adding a model to a copy of the project', () => {
  let root: string;
  let migrationsBefore: string[];
  let generated: Result;
  /** The server's copy, compiled while the generator's tests run here (a copy of `root` once generated). */
  let built: Promise<Built>;

  beforeAll(async () => {
    root = await fromBaseline();
    migrationsBefore = migrationFiles(root);
    writeFileSync(join(root, 'schema/models/dcim/cabinetlabel.yaml'), MODEL);
    generated = await generate(root);
    built = generated.code === 0 ? buildServer(copyProject(root)) : Promise.reject(new Error(`generate failed:\n${generated.stderr}`));
    // Awaited, and its failure reported, by the server's tests.
    built.catch(() => undefined);
  }, 120_000);

  it('generate succeeds and appends one migration that creates the table', async () => {
    expect(generated.code, generated.stderr).toBe(0);
    const after = migrationFiles(root);
    expect(after.slice(0, migrationsBefore.length)).toEqual(migrationsBefore);
    expect(after).toHaveLength(migrationsBefore.length + 1);
    const file = after.at(-1)!;
    const number = String(migrationsBefore.length + 1).padStart(4, '0');
    expect(file.startsWith(`${number}_`)).toBe(true);
    if (migrationsBefore.length === 1) expect(file).toMatch(/^0002_/);
    expect(generated.stdout).toContain(`new migration: generated/migrations/${file}`);

    const { migration } = (await import(pathToFileURL(join(root, 'generated/migrations', file)).href)) as { migration: MigrationMeta };
    expect(migration.id).toBe(file.replace(/\.ts$/, ''));
    const create = migration.operations.find((op) => op.op === 'create_table' && op.table === 'dcim_cabinetlabel');
    expect(create).toBeDefined();
    const columns = create!.op === 'create_table' ? create!.columns : [];
    expect(columns.map((c) => c.name).sort()).toEqual(
      ['created', 'custom_field_data', 'description', 'id', 'last_updated', 'name', 'site_id', 'slug', 'status'],
    );
    expect(columns.find((c) => c.name === 'site_id')).toMatchObject({ type: 'bigint', nullable: false, references: 'dcim_site' });
    expect(columns.find((c) => c.name === 'status')).toMatchObject({ type: 'string', nullable: false, default: 'active' });
    // Nothing but the new table and its indexes.
    expect(migration.operations.every((op) => (op.op === 'create_table' || op.op === 'create_index') && op.table === 'dcim_cabinetlabel')).toBe(true);
    expect(migration.operations.filter((op) => op.op === 'create_index').map((op) => (op.op === 'create_index' ? op.index.name : '')).sort())
      .toEqual(['dcim_cabinetlabel_name_uniq', 'dcim_cabinetlabel_site_id_idx', 'dcim_cabinetlabel_slug_uniq']);

    const snapshot = JSON.parse(readFileSync(join(root, 'generated/migrations/snapshot.json'), 'utf8')) as Snapshot;
    expect(snapshot.migrations.at(-1)).toBe(migration.id);
    expect(snapshot.hash).toBe(migration.to);
    expect(Object.keys(snapshot.state.tables)).toContain('dcim_cabinetlabel');
    expect(readFileSync(join(root, 'generated/migrations/index.ts'), 'utf8')).toContain(`./${migration.id}.js`);
  });

  it('emits the model declarations, registry entry and API description', () => {
    const model = join(root, 'generated/dcim/cabinetlabel.ts');
    expect(existsSync(model)).toBe(true);
    const text = readFileSync(model, 'utf8');
    expect(text.startsWith('// Code generated from schema/models/dcim/cabinetlabel.yaml. DO NOT EDIT.\n')).toBe(true);
    expect(text).toContain('dcim_cabinetlabel');
    expect(readFileSync(join(root, 'generated/dcim/index.ts'), 'utf8')).toMatch(/from '\.\/cabinetlabel\.js'/);
    const openapi = JSON.parse(readFileSync(join(root, 'generated/openapi.json'), 'utf8')) as { paths: Record<string, unknown> };
    expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(['/api/dcim/cabinet-labels/', '/api/dcim/cabinet-labels/{id}/']));
  });

  // The model file is put back afterwards and the check passes again: the next test's first step.
  it('check fails when the model changes without regenerating, and writes nothing', async () => {
    const path = join(root, 'schema/models/dcim/cabinetlabel.yaml');
    const before = tree(root);
    writeFileSync(path, MODEL.replace('fields:\n', 'fields:\n  serial: { type: string, max_length: 50 }\n'));
    try {
      const checked = await check(root);
      expect(checked.code).not.toBe(0);
      expect(checked.stderr).toMatch(/generated\/dcim\/cabinetlabel\.ts/);
      expect(checked.stderr).toMatch(/is not written/);
    } finally {
      writeFileSync(path, MODEL);
    }
    expect(tree(root)).toEqual(before);
  });

  // check generates in memory and compares every file: passing, generating again would change nothing.
  it('check passes afterwards: generating again would change nothing', async () => {
    const first = tree(root);
    const checked = await check(root);
    expect(checked.code, checked.stderr).toBe(0);
    expect(checked.stdout).toMatch(/generated\/ matches schema\//);
    expect(tree(root)).toEqual(first);
    expect(migrationFiles(root)).toHaveLength(migrationsBefore.length + 1);
  });

  describe('the copied server', () => {
    let server: ReturnType<typeof spawn> | null = null;
    let base: string;
    let output = '';
    /** The server's copy of the project (generated as `root`). */
    let served: string;

    beforeAll(async () => {
      expect(generated.code, generated.stderr).toBe(0);
      const { root: copy, superuser } = await built;
      served = copy;
      expect(superuser.code, superuser.stderr).toBe(0);
      expect(superuser.stdout).toContain('created superuser admin');
      const env = { DATABASE_URL: `sqlite:${join(served, 'data/db.sqlite3')}`, HOST: '127.0.0.1', PORT: String(await freePort()) };
      base = `http://127.0.0.1:${env.PORT}`;
      server = spawn(process.execPath, ['--import', 'tsx', 'runtime/server.ts'], {
        cwd: served, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true,
      });
      server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 60_000);
        server!.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`the server exited with ${code}:\n${output}`));
        });
        const poll = setInterval(() => {
          if (/inventory API on http/.test(output)) {
            clearInterval(poll);
            clearTimeout(timer);
            resolve();
          }
        }, 50);
      });
    }, 120_000);

    afterAll(async () => {
      if (!server || server.exitCode !== null || server.pid === undefined) return;
      const exited = new Promise<void>((resolve) => server!.once('exit', () => resolve()));
      process.kill(-server.pid, 'SIGTERM');
      const timer = setTimeout(() => {
        if (server!.exitCode === null && server!.pid !== undefined) process.kill(-server!.pid, 'SIGKILL');
      }, 5_000);
      await exited;
      clearTimeout(timer);
    });

    const call = async (method: string, path: string, body?: unknown, token: string | null = TOKEN) => {
      const headers: Record<string, string> = {};
      if (token) headers.Authorization = `Token ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return { status: response.status, text, body: (text ? JSON.parse(text) : null) as any };
    };

    it('runs on a database that holds the new migration and table', async () => {
      expect(output).toMatch(/inventory API on http:\/\/127\.0\.0\.1:\d+\/api\/ \(sqlite\)/);
      const db = openDatabase(`sqlite:${join(served, 'data/db.sqlite3')}`);
      try {
        const applied = ((await db.knex('inventory_migrations').select('id').orderBy('id')) as { id: string }[]).map((r) => r.id);
        expect(applied).toEqual(migrationFiles(served).map((f) => f.replace(/\.ts$/, '')));
        expect(migrationFiles(served)).toEqual(migrationFiles(root));
        expect(await db.knex.schema.hasTable('dcim_cabinetlabel')).toBe(true);
      } finally {
        await db.close();
      }
    });

    it('lists the new endpoint in /api/dcim/', async () => {
      const root = await call('GET', '/api/dcim/');
      expect(root.status).toBe(200);
      expect(root.body['cabinet-labels']).toMatch(/\/api\/dcim\/cabinet-labels\/$/);
      expect(root.body.sites).toMatch(/\/api\/dcim\/sites\/$/);
    });

    it('creates, lists (brief and complete), filters and cascades the new objects', async () => {
      const site = await call('POST', '/api/dcim/sites/', { name: 'Berlin', slug: 'berlin' });
      expect(site.status, site.text).toBe(201);
      const other = await call('POST', '/api/dcim/sites/', { name: 'Paris', slug: 'paris' });
      expect(other.status, other.text).toBe(201);

      expect((await call('POST', '/api/dcim/cabinet-labels/', { name: 'X', slug: 'x', site: site.body.id }, null)).status).toBe(403);
      const bad = await call('POST', '/api/dcim/cabinet-labels/', { name: 'X', slug: 'x', site: site.body.id, status: 'bogus' });
      expect(bad.status).toBe(400);
      expect(bad.body).toHaveProperty('status');

      const created = await call('POST', '/api/dcim/cabinet-labels/', {
        name: 'Row 1', slug: 'row-1', site: site.body.id, status: 'planned', description: 'cold aisle',
      });
      expect(created.status, created.text).toBe(201);
      expect(created.body).toMatchObject({
        name: 'Row 1', slug: 'row-1', description: 'cold aisle', status: { value: 'planned', label: 'Planned' },
        site: { id: site.body.id, name: 'Berlin', slug: 'berlin' },
      });
      expect(created.body.url).toBe(`${base}/api/dcim/cabinet-labels/${created.body.id}/`);
      const second = await call('POST', '/api/dcim/cabinet-labels/', { name: 'Row 2', slug: 'row-2', site: other.body.id });
      expect(second.status, second.text).toBe(201);
      expect(second.body.status).toEqual({ value: 'active', label: 'Active' });
      const duplicate = await call('POST', '/api/dcim/cabinet-labels/', { name: 'Row 1', slug: 'row-1b', site: site.body.id });
      expect(duplicate.status).toBe(400);
      expect(duplicate.body).toHaveProperty('name');

      const brief = await call('GET', '/api/dcim/cabinet-labels/?brief=1');
      expect(brief.status).toBe(200);
      expect(brief.body.count).toBe(2);
      const first = brief.body.results[0];
      expect(Object.keys(first)).toEqual(['id', 'url', 'display', 'name', 'slug', 'site', 'description']);
      expect(first).toMatchObject({ id: created.body.id, display: 'Row 1', name: 'Row 1', slug: 'row-1', description: 'cold aisle' });
      expect(first.site).toMatchObject({ id: site.body.id, url: `${base}/api/dcim/sites/${site.body.id}/`, display: 'Berlin', name: 'Berlin', slug: 'berlin' });

      const full = await call('GET', `/api/dcim/cabinet-labels/${created.body.id}/`);
      expect(full.status).toBe(200);
      expect(full.body).toMatchObject({ id: created.body.id, tags: [], custom_fields: {}, status: { value: 'planned', label: 'Planned' } });
      expect(full.body.created).toEqual(expect.any(String));

      const filtered = await call('GET', `/api/dcim/cabinet-labels/?site_id=${other.body.id}`);
      expect(filtered.status).toBe(200);
      expect(filtered.body.results.map((r: { name: string }) => r.name)).toEqual(['Row 2']);

      // on_delete: cascade: deleting the site deletes its labels.
      expect((await call('DELETE', `/api/dcim/sites/${other.body.id}/`)).status).toBe(204);
      const left = await call('GET', '/api/dcim/cabinet-labels/');
      expect(left.body.results.map((r: { name: string }) => r.name)).toEqual(['Row 1']);
    });
  });
});

// Validation reports every problem of the model files in one run: both unknown keys are checked by one generate.
describe('a model file with unknown keys', () => {
  const lines = MODEL.replace('ordering: [name]\n', 'ordering: [name]\ncolour: red\n').replace('default: active }', 'default: active, colour: red }').split('\n');
  let result: Result;
  let before: Record<string, string>;
  let after: Record<string, string>;
  beforeAll(async () => {
    const root = copyProject();
    before = tree(root);
    writeFileSync(join(root, 'schema/models/dcim/cabinetlabel.yaml'), lines.join('\n'));
    result = await generate(root);
    after = tree(root);
  });

  it('makes generate fail with file:line and write nothing', () => {
    const line = lines.indexOf('colour: red') + 1;
    expect(line).toBeGreaterThan(0);
    expect(result.code).not.toBe(0);
    expect(result.code).not.toBeNull();
    expect(result.stderr).toMatch(new RegExp(`^schema/models/dcim/cabinetlabel\\.yaml:${line}: .*colour`, 'm'));
    expect(result.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
    expect(after).toEqual(before);
  });

  it('names the line of an unknown key inside a field too', () => {
    const line = lines.findIndex((l) => l.includes('default: active, colour: red')) + 1;
    expect(line).toBeGreaterThan(0);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(new RegExp(`^schema/models/dcim/cabinetlabel\\.yaml:${line}: .*colour`, 'm'));
  });
});

// The two renames work in copies of their own, at the same time.
describe('renaming through renamed_from hints', { timeout: 180_000 }, () => {
  const edit = (root: string, path: string, change: (text: string) => string) => {
    const file = join(root, path);
    const before = readFileSync(file, 'utf8');
    const after = change(before);
    expect(after, `edit of ${path}`).not.toBe(before);
    writeFileSync(file, after);
  };
  const newMigration = async (root: string, before: readonly string[]) => {
    const after = migrationFiles(root);
    expect(after).toHaveLength(before.length + 1);
    const file = after.at(-1)!;
    return ((await import(pathToFileURL(join(root, 'generated/migrations', file)).href)) as { migration: MigrationMeta }).migration;
  };

  // Both hints in one copy and one regeneration (each generation and check is about 8 CPU s):
  // a field of one model renamed and another model renamed, in one migration.
  it('renames a field and a model: one rename_column and one rename_table step, nothing dropped or re-created; check passes (regeneration is stable)', async () => {
    const root = await fromBaseline();
    const before = migrationFiles(root);
    edit(root, 'schema/models/dcim/rackrole.yaml', (text) =>
      text.replace(/^ {2}color: \{ type: color, default: "9e9e9e" \}$/m, '  colour: { type: color, default: "9e9e9e", renamed_from: color }')
        .replace('slug, color, description', 'slug, colour, description'));
    edit(root, 'schema/models/circuits/circuittype.yaml', (text) =>
      text.replace(/^model: circuittype$/m, 'model: linktype\nrenamed_from: circuits_circuittype').replace(/^path: circuit-types$/m, 'path: link-types'));
    cpSync(join(root, 'schema/models/circuits/circuittype.yaml'), join(root, 'schema/models/circuits/linktype.yaml'));
    rmSync(join(root, 'schema/models/circuits/circuittype.yaml'));
    // Every reference to the model follows its new name (foreign keys, generic relation targets).
    for (const file of yamlFiles(join(root, 'schema')).filter((f) => readFileSync(f, 'utf8').includes('circuits.circuittype'))) {
      edit(root, relative(root, file), (text) => text.replace(/\bcircuits\.circuittype\b/g, 'circuits.linktype'));
    }
    const result = await generate(root);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    const migration = await newMigration(root, before);
    expect(migration.operations.filter((op) => op.op === 'rename_column')).toEqual([{ op: 'rename_column', table: 'dcim_rackrole', from: 'color', to: 'colour' }]);
    expect(migration.operations.filter((op) => op.op === 'rename_table')).toEqual([{ op: 'rename_table', from: 'circuits_circuittype', to: 'circuits_linktype' }]);
    expect(migration.operations.filter((op) => op.op === 'create_table' || op.op === 'drop_table' || op.op === 'drop_column')).toEqual([]);
    // circuits_circuit.type_id follows the renamed table by itself; it needs no alter_column.
    expect(migration.operations.filter((op) => op.op === 'alter_column')).toEqual([]);
    expect((await check(root)).code).toBe(0);
  });
});
