// make generate / make check / make model. Usage:
//   tsx generator/cli.ts generate|check|validate [--root DIR] [--allow-destructive]
//   tsx generator/cli.ts model <app> <model> [--path PATH] [--verbose NAME] [--root DIR]
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MigrationMeta } from '../contract/index.js';
import { generate, SNAPSHOT_PATH, verifyChain, type Snapshot, type StoredMigration } from './generate.js';
import { SchemaErrors } from './ir/build.js';
import { loadProject } from './load/project.js';
import { loadTemplates } from './load/templates.js';
import { DestructiveChangeError } from './migrate/plan.js';
import { scaffold, scaffoldProblems } from './scaffold.js';
import { diffTree, writeTree } from './write/tree.js';

async function main(argv: string[]): Promise<number> {
  const [command] = argv;
  const rootIndex = argv.indexOf('--root');
  const root = resolve(rootIndex >= 0 ? argv[rootIndex + 1]! : '.');
  const allowDestructive = argv.includes('--allow-destructive');
  if (command === 'model') return writeScaffold(root, argv);
  if (command !== 'generate' && command !== 'check' && command !== 'validate') {
    process.stderr.write('usage: generator/cli.ts generate|check|validate [--root DIR] [--allow-destructive]\n');
    return 2;
  }
  try {
    const ir = loadProject(root);
    if (command === 'validate') {
      process.stdout.write(`schema/ is valid (${ir.models.length} models, ${Object.keys(ir.choices).length} choice sets)\n`);
      return 0;
    }
    const migrations = await storedMigrations(root);
    const snapshot = storedSnapshot(root);
    const chain = verifyChain(migrations, snapshot);
    if (chain.length) {
      process.stderr.write(`broken migration chain:\n${chain.map((p) => `  ${p}\n`).join('')}`);
      return 1;
    }
    const output = generate({ ir, migrations, snapshot, allowDestructive: allowDestructive || command === 'check' });
    if (command === 'generate') {
      const diff = writeTree(root, output.files);
      const changed = diff.modified.length + diff.missing.length + diff.stale.length;
      process.stdout.write(`generated ${output.files.size} files (${changed} changed) from ${ir.models.length} models\n`);
      if (output.newMigration) process.stdout.write(`new migration: generated/migrations/${output.newMigration.id}.ts\n`);
      return 0;
    }
    const diff = diffTree(root, output.files);
    const problems = [
      ...diff.modified.map((p) => `modified: ${p}`),
      ...diff.missing.map((p) => `missing:  ${p}`),
      ...diff.stale.map((p) => `stale:    ${p}`),
    ];
    if (output.newMigration) problems.push(`the models changed since the last migration: ${output.newMigration.id} is not written`);
    if (problems.length) {
      process.stderr.write(`generated/ does not match schema/ (run make generate and commit):\n${problems.map((p) => `  ${p}\n`).join('')}`);
      return 1;
    }
    process.stdout.write(`generated/ matches schema/ (${output.files.size} files, ${migrations.length} migrations)\n`);
    return 0;
  } catch (error) {
    if (error instanceof SchemaErrors || error instanceof DestructiveChangeError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

/** `model <app> <model>`: writes a starter model file, never over an existing one. */
function writeScaffold(root: string, argv: readonly string[]): number {
  const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const [, app = '', model = ''] = argv;
  const request = { app, model, ...(option('--path') ? { path: option('--path')! } : {}), ...(option('--verbose') ? { verbose: option('--verbose')! } : {}) };
  const problems = scaffoldProblems(request);
  if (problems.length) {
    process.stderr.write(`make model APP=<app> MODEL=<model> [ROUTE=<url segment>] [VERBOSE=<name>]:\n${problems.map((p) => `  ${p}\n`).join('')}`);
    return 2;
  }
  const { path, text } = scaffold(loadTemplates().model, request);
  const file = join(root, path);
  if (existsSync(file)) {
    process.stderr.write(`${path} exists already; edit it instead\n`);
    return 1;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  process.stdout.write(`wrote ${path}: edit its fields, then run make generate\n`);
  return 0;
}

/** generated/migrations/snapshot.json, the state the planner diffs against (null when absent). */
function storedSnapshot(root: string): Snapshot | null {
  const path = join(root, SNAPSHOT_PATH);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Snapshot) : null;
}

/** The migration files already written, read as data (append-only: they are never regenerated). */
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

process.exitCode = await main(process.argv.slice(2));
