// The database schema that the IR describes (tables, columns, indexes), and its hash.
import { createHash } from 'node:crypto';
import type { ColumnSpec, ColumnType, FieldMeta, IndexSpec, ModelMeta, SchemaState, TableSpec } from '../../contract/index.js';
import type { IR } from '../ir/build.js';
import { identifier } from '../ir/names.js';
import { canonicalJson } from '../write/canonical-json.js';

export const EMPTY_STATE: SchemaState = { tables: {} };

/** Tables, columns and indexes sorted by name: the order in which they appeared does not matter. */
export function normalizeState(state: SchemaState): SchemaState {
  // The primary key first, then by name.
  const key = (name: string) => (name === 'id' ? '' : name);
  const byName = <T extends { name: string }>(items: readonly T[]) =>
    [...items].sort((a, b) => (key(a.name) < key(b.name) ? -1 : key(a.name) > key(b.name) ? 1 : 0));
  return {
    tables: Object.fromEntries(
      Object.entries(state.tables)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([name, spec]) => [name, { columns: byName(spec.columns), indexes: byName(spec.indexes) }]),
    ),
  };
}

export function stateHash(state: SchemaState): string {
  return createHash('sha256').update(canonicalJson(state)).digest('hex').slice(0, 16);
}

const COLUMN_TYPE: Partial<Record<FieldMeta['type'], ColumnType>> = {
  string: 'string', slug: 'string', color: 'string', url: 'string', email: 'string', time_zone: 'string', password: 'string',
  text: 'text', integer: 'integer', bigint: 'bigint', decimal: 'decimal', float: 'float', boolean: 'boolean',
  date: 'date', datetime: 'datetime', json: 'json', uuid: 'uuid', int_array: 'json', string_array: 'json', content_types: 'json', custom_fields: 'json',
  fk: 'bigint', content_type: 'string', ip_prefix: 'string', ip_address: 'string',
};

export function schemaState(ir: IR): SchemaState {
  const tables: Record<string, TableSpec> = {};
  const byKey = new Map(ir.models.map((m) => [m.key, m]));
  for (const model of ir.models) {
    const columns: ColumnSpec[] = [{ name: 'id', type: 'increments', nullable: false }];
    const indexes: IndexSpec[] = [];
    const column = (name: string) => model.fields.find((f) => f.name === name)!.column!;
    for (const field of model.fields) {
      if (field.column === null) continue;
      columns.push(columnFor(field, model, byKey, ir));
      if (field.type === 'fk' && !model.uniques.some((u) => u.fields.length === 1 && u.fields[0] === field.name && !u.whenNull.length && !u.caseInsensitive.length)) {
        indexes.push(plainIndex(model.table, [field.column]));
      }
    }
    for (const fields of model.indexes) {
      const index = plainIndex(model.table, fields.map(column));
      if (!indexes.some((i) => i.name === index.name)) indexes.push(index);
    }
    for (const partial of model.partialIndexes ?? []) {
      const keys = partial.fields.map(column);
      const whereNotNull = partial.whereNotNull.map(column);
      indexes.push({ ...plainIndex(model.table, [...keys, 'set', ...whereNotNull]), columns: keys, whereNotNull });
    }
    for (const unique of model.uniques) {
      indexes.push({
        name: unique.name,
        columns: unique.fields.map(column),
        unique: true,
        lower: unique.caseInsensitive.map(column),
        whereNull: unique.whenNull.map(column),
      });
    }
    if (model.searchIndex) {
      const substring = model.search.filter((name) => !model.searchFromStart?.includes(name));
      indexes.push({ name: model.searchIndex, columns: substring.map(column), unique: false, lower: [], whereNull: [], search: true });
    }
    for (const name of model.searchFromStart ?? []) {
      // Compared in byte order (COLLATE "C" on PostgreSQL), as the match's range is.
      indexes.push({ ...plainIndex(model.table, [column(name)]), bytewise: [column(name)] });
    }
    tables[model.table] = { columns, indexes: indexes.map((index) => withBytewise(index, model)) };
    for (const field of model.fields) {
      // A reverse side (through: another model's field) has no table of its own.
      if (field.type !== 'm2m' || field.through!.of) continue;
      const through = field.through!;
      const target = byKey.get(field.to!)!;
      tables[through.table] = {
        columns: [
          { name: 'id', type: 'increments', nullable: false },
          { name: through.source, type: 'bigint', nullable: false, references: model.table },
          { name: through.target, type: 'bigint', nullable: false, references: target.table },
        ],
        indexes: [
          { name: identifier(through.table, through.source, through.target, 'uniq'), columns: [through.source, through.target], unique: true, lower: [], whereNull: [] },
          plainIndex(through.table, [through.target]),
        ],
      };
    }
  }
  return normalizeState({ tables });
}

/** Hidden natural-order columns are indexed in byte order, the order lists sort them in (IndexSpec.bytewise). */
function withBytewise(index: IndexSpec, model: ModelMeta): IndexSpec {
  const natural = new Set(model.fields.filter((f) => f.naturalKey).map((f) => f.naturalKey!.column));
  const bytewise = index.columns.filter((c) => natural.has(c) && !index.lower.includes(c));
  return bytewise.length ? { ...index, bytewise } : index;
}

/** `index` with every column it names passed through `rename` (keys, lower-cased, conditions, byte order). */
export function renameIndexColumns(index: IndexSpec, rename: (column: string) => string): IndexSpec {
  return {
    ...index,
    columns: index.columns.map(rename),
    lower: index.lower.map(rename),
    whereNull: index.whereNull.map(rename),
    ...(index.whereNotNull ? { whereNotNull: index.whereNotNull.map(rename) } : {}),
    ...(index.bytewise ? { bytewise: index.bytewise.map(rename) } : {}),
  };
}

function plainIndex(table: string, columns: string[]): IndexSpec {
  return { name: identifier(table, ...columns, 'idx'), columns, unique: false, lower: [], whereNull: [] };
}

function columnFor(field: FieldMeta, model: ModelMeta, byKey: ReadonlyMap<string, ModelMeta>, ir: IR): ColumnSpec {
  let type = COLUMN_TYPE[field.type];
  const spec: { -readonly [K in keyof ColumnSpec]: ColumnSpec[K] } = { name: field.column!, type: 'text', nullable: field.nullable };
  if (field.type === 'choice') {
    const values = ir.choices[field.choices!] ?? [];
    const numeric = values.length > 0 && values.every((c) => typeof c.value === 'number');
    type = numeric ? 'integer' : 'string';
    if (!numeric) spec.length = Math.max(50, ...values.map((c) => String(c.value).length));
  }
  if (!type) throw new Error(`no column type for ${model.key}.${field.name} (${field.type})`);
  spec.type = type;
  if (type === 'string' && spec.length === undefined) spec.length = field.maxLength ?? (field.type === 'ip_prefix' || field.type === 'ip_address' ? 64 : 255);
  if (type === 'decimal') {
    spec.precision = field.digits!;
    spec.scale = field.places!;
  }
  if (field.type === 'fk') spec.references = byKey.get(field.to!)!.table;
  if (field.name === '_tree_key' || field.name === '_depth') spec.nullable = false;
  const fallback = field.name === '_tree_key' ? '' : field.default;
  if (fallback !== undefined && fallback !== null && !field.nullable) {
    spec.default = typeof fallback === 'object' ? JSON.stringify(fallback) : fallback;
  }
  return spec;
}
