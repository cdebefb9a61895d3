// Which stored columns a representation reads, so that `fields`, `brief` and nested objects
// select only those (the rows of a brief list carry no comments, no custom field data, ...).
// null means every column: display rules and plug-in computations are code and may read any field.
import type { FieldMeta, ModelMeta } from '../../contract/index.js';
import { computedOf, fieldOf } from '../registry.js';
import { templatePaths } from './templates.js';

export function columnsFor(model: ModelMeta, names: readonly string[]): string[] | null {
  const columns = new Set<string>(['id']);
  for (const name of names) {
    if (name === 'display') {
      if (model.rules.includes('display')) return null;
      for (const path of templatePaths(model.display)) addField(model, columns, path[0]!);
      continue;
    }
    const field = fieldOf(model, name);
    if (field) {
      addColumns(columns, field);
      continue;
    }
    const computed = computedOf(model, name);
    if (computed?.kind === 'plugin') return null;
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
  const field = fieldOf(model, segment.split(':')[0]!);
  if (field) addColumns(columns, field);
}

function addColumns(columns: Set<string>, field: FieldMeta): void {
  if (field.column) columns.add(field.column);
  if (field.parts) {
    columns.add(field.parts.type);
    columns.add(field.parts.id);
  }
}
