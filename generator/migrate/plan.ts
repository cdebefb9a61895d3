// The migration planner: diff(stored state, state of the models) → operations, in fixed phases
// (Django's autodetector order): drop changed indexes, rename tables, create tables in foreign-key
// order, rename / add / alter columns, create indexes, drop columns, drop tables. Renames happen
// only on an explicit renamed_from hint; destructive steps need allowDestructive.
import type { ColumnSpec, IndexSpec, MigrationOp, SchemaState, TableSpec } from '../../contract/index.js';
import type { Renames } from '../ir/renames.js';
import { canonicalJson } from '../write/canonical-json.js';
import { renameIndexColumns } from './state.js';

export class DestructiveChangeError extends Error {
  constructor(readonly steps: readonly string[]) {
    super(
      `the model changes need destructive migration steps:\n${steps.map((s) => `  - ${s}`).join('\n')}\n`
      + 'Data in these tables or columns would be lost. If that is intended, run: make generate ALLOW_DESTRUCTIVE=1',
    );
  }
}

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

export function planMigration(prev: SchemaState, next: SchemaState, renames: Renames, allowDestructive: boolean): MigrationOp[] {
  const destructive: string[] = [];
  const ops = {
    dropIndexes: [] as MigrationOp[],
    renameTables: [] as MigrationOp[],
    createTables: [] as MigrationOp[],
    columns: [] as MigrationOp[],
    deferredColumns: [] as MigrationOp[],
    createIndexes: [] as MigrationOp[],
    dropColumns: [] as MigrationOp[],
    dropTables: [] as MigrationOp[],
    // Last: on SQLite a search index is a table kept by triggers, which a table rebuild (altered
    // or dropped columns) or rename would leave behind, so it is built on the final table.
    createSearchIndexes: [] as MigrationOp[],
  };
  const createIndex = (table: string, index: IndexSpec) =>
    (index.search ? ops.createSearchIndexes : ops.createIndexes).push({ op: 'create_index', table, index });
  const dropIndex = (table: string, index: IndexSpec) =>
    ops.dropIndexes.push(index.search ? { op: 'drop_index', table, name: index.name, search: true } : { op: 'drop_index', table, name: index.name });

  // Tables as they will be named after the renames.
  const current = new Map<string, TableSpec>(Object.entries(prev.tables));
  const formerName = new Map<string, string>();
  for (const [table, old] of Object.entries(renames.tables)) {
    if (!next.tables[table] || current.has(table) || !current.has(old)) continue;
    ops.renameTables.push({ op: 'rename_table', from: old, to: table });
    formerName.set(table, old);
    current.set(table, current.get(old)!);
    current.delete(old);
    // The databases repoint foreign keys at the renamed table; so does the stored state.
    for (const [name, spec] of current) {
      if (spec.columns.some((c) => c.references === old)) {
        current.set(name, { ...spec, columns: spec.columns.map((c) => (c.references === old ? { ...c, references: table } : c)) });
      }
    }
  }

  const created = Object.keys(next.tables).filter((t) => !current.has(t));
  const createdSet = new Set(created);
  const { order, deferred } = foreignKeyOrder(created, next);
  for (const table of order) {
    const spec = next.tables[table]!;
    const later = deferred.get(table) ?? new Set<string>();
    ops.createTables.push({ op: 'create_table', table, columns: spec.columns.filter((c) => !later.has(c.name)) });
    for (const column of spec.columns.filter((c) => later.has(c.name))) ops.deferredColumns.push({ op: 'add_column', table, column });
    for (const index of spec.indexes) createIndex(table, index);
  }

  for (const [table, nextSpec] of Object.entries(next.tables)) {
    if (createdSet.has(table)) continue;
    const prevSpec = current.get(table)!;
    const prevColumns = new Map(prevSpec.columns.map((c) => [c.name, c]));
    const columnRenames = renames.columns[table] ?? {};
    const renamedFrom = new Set<string>();
    // Whether the table is renamed or SQLite rebuilds it: columns change other than by plain
    // additions (knex adds a foreign-key column by rebuilding the table too).
    let reshaped = formerName.has(table);
    for (const column of nextSpec.columns) {
      const old = columnRenames[column.name];
      if (old && !prevColumns.has(column.name) && prevColumns.has(old)) {
        ops.columns.push({ op: 'rename_column', table, from: old, to: column.name });
        reshaped = true;
        prevColumns.set(column.name, { ...prevColumns.get(old)!, name: column.name });
        prevColumns.delete(old);
        renamedFrom.add(old);
      }
    }
    // Indexes first: a changed or removed index goes before the columns under it change.
    const nextIndexes = new Map(nextSpec.indexes.map((i) => [i.name, i]));
    const prevIndexes = new Map(prevSpec.indexes.map((i) => [i.name, i]));
    const keptIndexes = new Set<string>();
    for (const [name, index] of prevIndexes) {
      const wanted = nextIndexes.get(name);
      // Index drops run before the renames, so they name the table as it is then.
      if (!wanted || !same(withRenamedColumns(index, columnRenames), wanted)) dropIndex(formerName.get(table) ?? table, index);
      else keptIndexes.add(name);
    }
    for (const column of nextSpec.columns) {
      const before = prevColumns.get(column.name);
      if (!before) {
        if (!column.nullable && column.default === undefined && column.type !== 'increments') {
          throw new Error(`${table}.${column.name}: a new column that is not nullable needs a default to fill the existing rows`);
        }
        const fill = renames.fills[table]?.[column.name];
        ops.columns.push(fill === undefined ? { op: 'add_column', table, column } : { op: 'add_column', table, column, fill });
        if (column.references) reshaped = true;
      } else if (!same(before, column)) {
        if (narrows(before, column)) destructive.push(`alter ${table}.${column.name} (${describe(before)} → ${describe(column)})`);
        if (before.references !== column.references) {
          throw new Error(`${table}.${column.name}: changing what a foreign key points at is not supported; add a new field and drop this one`);
        }
        if (before.nullable && !column.nullable && column.default === undefined) {
          throw new Error(`${table}.${column.name}: a column that becomes NOT NULL needs a default to fill the rows that hold NULL`);
        }
        ops.columns.push({ op: 'alter_column', table, column });
        reshaped = true;
      }
    }
    const nextNames = new Set(nextSpec.columns.map((c) => c.name));
    for (const name of prevColumns.keys()) {
      if (nextNames.has(name) || renamedFrom.has(name)) continue;
      destructive.push(`drop column ${table}.${name}`);
      ops.dropColumns.push({ op: 'drop_column', table, column: name });
      reshaped = true;
    }
    for (const [name, index] of nextIndexes) {
      if (!keptIndexes.has(name)) createIndex(table, index);
      else if (index.search && reshaped) {
        dropIndex(formerName.get(table) ?? table, prevIndexes.get(name)!);
        createIndex(table, index);
      }
    }
  }

  const dropped = [...current.keys()].filter((t) => !next.tables[t]);
  for (const table of foreignKeyOrder(dropped, { tables: Object.fromEntries(current) }).order.reverse()) {
    destructive.push(`drop table ${table}`);
    for (const index of current.get(table)!.indexes) if (index.search) dropIndex(table, index);
    ops.dropTables.push({ op: 'drop_table', table });
  }

  if (destructive.length && !allowDestructive) throw new DestructiveChangeError(destructive);
  return [
    ...ops.dropIndexes, ...ops.renameTables, ...ops.createTables, ...ops.columns, ...ops.deferredColumns,
    ...ops.createIndexes, ...ops.dropColumns, ...ops.dropTables, ...ops.createSearchIndexes,
  ];
}

/** `index` as it reads with the columns renamed back to their new names (`renames`: new → old). */
function withRenamedColumns(index: IndexSpec, renames: Readonly<Record<string, string>>): IndexSpec {
  const back = new Map(Object.entries(renames).map(([to, from]) => [from, to]));
  return renameIndexColumns(index, (c) => back.get(c) ?? c);
}

/**
 * Creation order so that every referenced table exists first. A cycle (a ↔ b) is broken by
 * creating one table without its forward references and adding those columns afterwards.
 */
function foreignKeyOrder(tables: readonly string[], state: SchemaState): { order: string[]; deferred: Map<string, Set<string>> } {
  const pending = new Set(tables);
  const order: string[] = [];
  const deferred = new Map<string, Set<string>>();
  const blockers = (table: string) =>
    state.tables[table]!.columns.filter((c) => c.references && c.references !== table && pending.has(c.references));
  while (pending.size) {
    const ready = [...pending].sort().find((t) => blockers(t).length === 0);
    const table = ready ?? [...pending].sort()[0]!;
    if (!ready) deferred.set(table, new Set(blockers(table).map((c) => c.name)));
    order.push(table);
    pending.delete(table);
  }
  return { order, deferred };
}

function narrows(before: ColumnSpec, after: ColumnSpec): boolean {
  if (before.type !== after.type) return !(before.type === 'integer' && after.type === 'bigint') && !(before.type === 'string' && after.type === 'text');
  if ((after.length ?? Infinity) < (before.length ?? Infinity)) return true;
  if ((after.precision ?? Infinity) < (before.precision ?? Infinity) || (after.scale ?? Infinity) < (before.scale ?? Infinity)) return true;
  return false;
}

function describe(column: ColumnSpec): string {
  const size = column.length ?? (column.precision !== undefined ? `${column.precision},${column.scale}` : undefined);
  return `${column.type}${size !== undefined ? `(${size})` : ''}${column.nullable ? ' null' : ''}`;
}

/** A short name for the migration file, from its first operations. */
export function migrationName(ops: readonly MigrationOp[], first: boolean): string {
  if (first) return 'initial';
  const words = ops.slice(0, 1).map((op) => {
    switch (op.op) {
      case 'create_table': return `create_${op.table}`;
      case 'drop_table': return `drop_${op.table}`;
      case 'rename_table': return `rename_${op.from}`;
      case 'add_column': return `${op.table}_${op.column.name}`;
      case 'drop_column': return `${op.table}_drop_${op.column}`;
      case 'alter_column': return `${op.table}_alter_${op.column.name}`;
      case 'rename_column': return `${op.table}_rename_${op.from}`;
      case 'create_index': return `${op.index.name}`;
      case 'drop_index': return `drop_${op.name}`;
      case 'fill': return `fill_${op.model.replace('.', '_')}`;
    }
  });
  const name = words.join('').replace(/[^a-z0-9_]/g, '_').slice(0, 40).replace(/_+$/, '') || 'auto';
  return ops.length > 1 ? `${name}_and_more` : name;
}
