// Replays migration operations on a schema state in memory. `make check` replays the whole chain
// and compares the result with the snapshot and with the models, so a hand-edited or missing
// migration fails CI.
import type { MigrationOp, SchemaState, TableSpec } from '../../contract/index.js';
import { normalizeState, renameIndexColumns } from './state.js';

export function applyToState(state: SchemaState, ops: readonly MigrationOp[]): SchemaState {
  const tables = new Map<string, TableSpec>(Object.entries(state.tables));
  const table = (name: string) => {
    const spec = tables.get(name);
    if (!spec) throw new Error(`migration refers to unknown table ${name}`);
    return spec;
  };
  for (const op of ops) {
    switch (op.op) {
      // A data step changes no schema.
      case 'fill':
        break;
      case 'create_table':
        if (tables.has(op.table)) throw new Error(`table ${op.table} already exists`);
        tables.set(op.table, { columns: op.columns, indexes: [] });
        break;
      case 'drop_table':
        table(op.table);
        tables.delete(op.table);
        break;
      case 'rename_table':
        tables.set(op.to, table(op.from));
        tables.delete(op.from);
        // Both databases repoint foreign keys at the renamed table.
        for (const [name, spec] of tables) {
          if (spec.columns.some((c) => c.references === op.from)) {
            tables.set(name, { ...spec, columns: spec.columns.map((c) => (c.references === op.from ? { ...c, references: op.to } : c)) });
          }
        }
        break;
      case 'add_column': {
        const spec = table(op.table);
        if (spec.columns.some((c) => c.name === op.column.name)) throw new Error(`column ${op.table}.${op.column.name} already exists`);
        tables.set(op.table, { ...spec, columns: [...spec.columns, op.column] });
        break;
      }
      case 'drop_column': {
        const spec = table(op.table);
        tables.set(op.table, { ...spec, columns: spec.columns.filter((c) => c.name !== op.column) });
        break;
      }
      case 'alter_column': {
        const spec = table(op.table);
        tables.set(op.table, { ...spec, columns: spec.columns.map((c) => (c.name === op.column.name ? op.column : c)) });
        break;
      }
      case 'rename_column': {
        const spec = table(op.table);
        const rename = (c: string) => (c === op.from ? op.to : c);
        tables.set(op.table, {
          columns: spec.columns.map((c) => (c.name === op.from ? { ...c, name: op.to } : c)),
          indexes: spec.indexes.map((i) => renameIndexColumns(i, rename)),
        });
        break;
      }
      case 'create_index': {
        const spec = table(op.table);
        if (spec.indexes.some((i) => i.name === op.index.name)) throw new Error(`index ${op.index.name} already exists`);
        tables.set(op.table, { ...spec, indexes: [...spec.indexes, op.index] });
        break;
      }
      case 'drop_index': {
        const spec = table(op.table);
        tables.set(op.table, { ...spec, indexes: spec.indexes.filter((i) => i.name !== op.name) });
        break;
      }
    }
  }
  return normalizeState({ tables: Object.fromEntries(tables) });
}
