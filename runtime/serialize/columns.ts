// Which stored columns a representation reads, so that `fields`, `brief` and nested objects
// select only those (the rows of a brief list carry no comments, no custom field data, ...).
// null means every column: display and computed hooks are code and may read any field.
import type { FieldMeta, ModelMeta } from '../types.js';
import { templatePaths } from './display.js';

export function columnsFor(model: ModelMeta, names: readonly string[]): string[] | null {
  const columns = new Set<string>(['id']);
  for (const name of names) {
    if (name === 'display') {
      if (model.displayHook) return null;
      for (const path of templatePaths(model.display)) addField(model, columns, path[0]!);
      continue;
    }
    const field = model.fields.find((f) => f.name === name);
    if (field) {
      addColumns(columns, field);
      continue;
    }
    const computed = model.computed.find((c) => c.name === name);
    if (computed?.kind === 'hook') return null;
    if (computed?.kind === 'alias') addField(model, columns, computed.field.split('.')[0]!);
  }
  return [...columns];
}

/** Columns that display paths (relative to `model`; [] is the model's own display) read. */
export function columnsForPaths(model: ModelMeta, paths: readonly (readonly string[])[]): string[] | null {
  const columns = new Set<string>(['id']);
  for (const path of paths) {
    if (path.length > 0) {
      addField(model, columns, path[0]!);
      continue;
    }
    const display = columnsFor(model, ['display']);
    if (!display) return null;
    display.forEach((c) => columns.add(c));
  }
  return [...columns];
}

/** The union of two column lists (null, every column, wins). */
export function unionColumns(a: readonly string[] | null, b: readonly string[] | null): string[] | null {
  return a && b ? [...new Set([...a, ...b])] : null;
}

/** A path segment (`status:label`) names a field: its columns. */
function addField(model: ModelMeta, columns: Set<string>, segment: string): void {
  const name = segment.split(':')[0]!;
  const field = model.fields.find((f) => f.name === name);
  if (field) addColumns(columns, field);
}

function addColumns(columns: Set<string>, field: FieldMeta): void {
  if (field.column) columns.add(field.column);
  if (field.parts) {
    columns.add(field.parts.type);
    columns.add(field.parts.id);
  }
}
