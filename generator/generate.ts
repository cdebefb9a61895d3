// generate(IR, stored migration state) → every file under generated/, as a map from path to
// text. Pure: no file system, clock or environment; the CLI does the reading and writing.
import type { MigrationMeta, SchemaState } from '../contract/index.js';
import { emitClient } from './emit/client.js';
import { emitModel, modelFilePath } from './emit/model.js';
import { emitOpenApi } from './emit/openapi.js';
import { appsOf, emitAppIndex, emitChoices, emitMigration, emitMigrationIndex, emitRegistry } from './emit/registry.js';
import type { IR } from './ir/build.js';
import { applyToState } from './migrate/apply-state.js';
import { migrationName, planMigration } from './migrate/plan.js';
import { EMPTY_STATE, schemaState, stateHash } from './migrate/state.js';
import { canonicalJson } from './write/canonical-json.js';
import { blockYaml } from './write/block-yaml.js';

export const SNAPSHOT_PATH = 'generated/migrations/snapshot.json';

export interface Snapshot {
  readonly hash: string;
  readonly migrations: readonly string[];
  readonly state: SchemaState;
}

export interface StoredMigration {
  readonly path: string;
  readonly text: string;
  readonly meta: MigrationMeta;
}

export interface GenerateInput {
  readonly ir: IR;
  /** Migrations already written, oldest first; their operations never change. */
  readonly migrations: readonly StoredMigration[];
  /**
   * The stored snapshot (generated/migrations/snapshot.json): the schema the migrations reach,
   * which the planner diffs the models against. Without one (a new project, an older checkout) the
   * migrations are replayed. verifyChain() checks it against the chain first.
   */
  readonly snapshot?: Snapshot | null;
  readonly allowDestructive: boolean;
}

export interface GenerateOutput {
  readonly files: ReadonlyMap<string, string>;
  /** The migration this run added, if the models changed. */
  readonly newMigration: MigrationMeta | null;
}

export function generate({ ir, migrations, snapshot = null, allowDestructive }: GenerateInput): GenerateOutput {
  const files = new Map<string, string>();
  for (const [path, text] of emitClient(ir)) files.set(path, text);
  for (const model of ir.models) files.set(modelFilePath(model), emitModel(model, ir));
  for (const app of appsOf(ir)) files.set(`generated/${app}/index.ts`, emitAppIndex(app, ir.models.filter((m) => m.app === app)));
  files.set('generated/choices.ts', emitChoices(ir));
  files.set('generated/registry.ts', emitRegistry(ir));
  const openapi = emitOpenApi(ir);
  files.set('generated/openapi.json', openapi);
  // The same description as YAML, what /api/schema/ answers by default (as drf-spectacular).
  files.set('generated/openapi.yaml', blockYaml(JSON.parse(openapi)));

  const stored = snapshot?.state ?? replay(migrations);
  const state = schemaState(ir);
  const ids = migrations.map((m) => m.meta.id);
  // Stored migrations are data: written again from what they hold (their operations never change).
  for (const m of migrations) files.set(m.path, emitMigration(m.meta));
  let newMigration: MigrationMeta | null = null;
  if (stateHash(stored) !== stateHash(state)) {
    const planned = planMigration(stored, state, ir.renames, allowDestructive);
    // Data steps: a new table whose rows derive from others' is filled for the data already there.
    const created = new Set(planned.flatMap((op) => (op.op === 'create_table' ? [op.table] : [])));
    const fills = ir.models.filter((m) => created.has(m.table) && m.rules.includes('fill')).map((m) => ({ op: 'fill' as const, model: m.key }));
    const operations = [...planned, ...fills];
    const replayed = applyToState(stored, operations);
    if (stateHash(replayed) !== stateHash(state)) throw new Error('internal error: the planned migration does not reach the model state');
    const id = `${String(migrations.length + 1).padStart(4, '0')}_${migrationName(operations, migrations.length === 0)}`;
    newMigration = { id, from: stateHash(stored), to: stateHash(state), operations };
    files.set(`generated/migrations/${id}.ts`, emitMigration(newMigration));
    ids.push(id);
  }
  files.set('generated/migrations/index.ts', emitMigrationIndex(ids));
  const next: Snapshot = { hash: stateHash(state), migrations: ids, state };
  files.set(SNAPSHOT_PATH, canonicalJson(next));
  return { files: new Map([...files.entries()].sort(([a], [b]) => (a < b ? -1 : 1))), newMigration };
}

/** The schema state the migrations reach, replayed from the empty one. */
function replay(migrations: readonly StoredMigration[]): SchemaState {
  return migrations.reduce((state, m) => applyToState(state, m.meta.operations), EMPTY_STATE);
}

/**
 * Problems with the stored migration chain: numbered in order, named after their ids, each
 * starting where the previous one ended and reaching the state it claims; and the snapshot, when
 * there is one, describing exactly the state the last migration reaches.
 */
export function verifyChain(migrations: readonly StoredMigration[], snapshot: Snapshot | null = null): string[] {
  const problems: string[] = [];
  let state = EMPTY_STATE;
  // Each state's hash, computed once: the end of one migration is the start of the next.
  let hash = stateHash(state);
  let broken = false;
  migrations.forEach((m, i) => {
    const number = String(i + 1).padStart(4, '0');
    if (!m.meta.id.startsWith(`${number}_`)) problems.push(`${m.path}: expected migration number ${number}`);
    if (!m.path.endsWith(`/${m.meta.id}.ts`)) problems.push(`${m.path}: file name does not match its id ${m.meta.id}`);
    // After the first break in the states, later migrations would only echo it.
    if (broken) return;
    const before = problems.length;
    if (m.meta.from !== hash) problems.push(`${m.path}: starts from ${m.meta.from}, but the previous migration ends at ${hash}`);
    try {
      state = applyToState(state, m.meta.operations);
      hash = stateHash(state);
      if (m.meta.to !== hash) problems.push(`${m.path}: claims to reach ${m.meta.to}, but its operations reach ${hash}`);
    } catch (error) {
      problems.push(`${m.path}: ${(error as Error).message}`);
    }
    broken = problems.length > before;
  });
  if (snapshot && !broken) {
    const last = migrations.at(-1)?.meta.to ?? stateHash(EMPTY_STATE);
    if (stateHash(snapshot.state) !== snapshot.hash) problems.push(`${SNAPSHOT_PATH}: its state does not hash to ${snapshot.hash} (edited by hand?)`);
    if (snapshot.hash !== last) problems.push(`${SNAPSHOT_PATH}: describes ${snapshot.hash}, but the migrations reach ${last}`);
    if (JSON.stringify(snapshot.migrations) !== JSON.stringify(migrations.map((m) => m.meta.id))) {
      problems.push(`${SNAPSHOT_PATH}: lists other migrations than generated/migrations/ holds`);
    }
  }
  return problems;
}
