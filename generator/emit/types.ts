// The typed surface of a model, emitted into generated/<app>/<model>.ts next to its metadata:
// its complete, brief and nested representations, what a client writes, its filter parameters,
// its stored row, the field values its rules see, and the plug-in parts its file declares. Each
// type is derived from the same IR the runtime interprets, so the types say what the server does.
import type { ComputedMeta, FieldMeta, FilterMeta, ModelMeta, ValueType } from '../../contract/index.js';
import type { IR } from '../ir/build.js';
import { BASE_FIELDS } from '../ir/representations.js';
import { quote } from './literal.js';

/** The names of a model's types. */
export function typeNames(model: ModelMeta) {
  const base = model.className;
  return {
    record: `${base}Record`, brief: `${base}Brief`, nested: `${base}Nested`, input: `${base}Input`,
    filters: `${base}Filters`, row: `${base}Row`, values: `${base}Values`, plugin: `${base}Plugin`, types: `${base}Types`,
  };
}

/** What the emitted types need from elsewhere: other models' types and contract types. */
export interface TypeImports {
  /** model key → names imported from its file */
  readonly models: Map<string, Set<string>>;
  readonly contract: Set<string>;
  choices: boolean;
}

const VALUE_TYPE: Readonly<Record<ValueType, string>> = {
  integer: 'number', boolean: 'boolean', string: 'string', json: 'unknown', list: 'readonly unknown[]',
  // What a plug-in gives for a list of objects: references, read as the objects (ObjectListMeta).
  objects: 'readonly { readonly type: string; readonly id: number }[]',
};

const NUMBER_TYPES = new Set<FieldMeta['type']>(['integer', 'bigint', 'decimal', 'float']);

/** Emits the model's type declarations (TypeScript text) and records what they import. */
export function emitTypes(model: ModelMeta, ir: IR, imports: TypeImports): string {
  const byKey = new Map(ir.models.map((m) => [m.key, m]));
  const names = typeNames(model);
  const ctx: TypeContext = { model, ir, byKey, imports };
  const fieldByName = new Map(model.fields.map((f) => [f.name, f]));
  const computedByName = new Map(model.computed.map((c) => [c.name, c]));
  const out: string[] = [];

  const record = model.order.map((name) => {
    const field = fieldByName.get(name);
    const computed = computedByName.get(name);
    const type = (BASE_FIELDS as readonly string[]).includes(name)
      ? (name === 'id' ? 'number' : 'string')
      : field ? recordFieldType(ctx, field) : computedType(ctx, computed!);
    return `  readonly ${name}: ${type};`;
  });
  out.push(`/** The complete representation of a ${model.verboseName}, as the API returns it. */
export interface ${names.record} {
${record.join('\n')}
}`);
  out.push(`/** The brief representation (\`?brief=1\`). */
export type ${names.brief} = Pick<${names.record}, ${union(model.brief)}>;`);
  out.push(`/** A ${model.verboseName} embedded in another object. */
export type ${names.nested} = Pick<${names.record}, ${union(model.nested)}>;`);

  out.push(`/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface ${names.input} {
${inputProperties(ctx).join('\n')}
}`);

  out.push(`/** The query parameters of the list: each filter, its lookups (\`name__ic\`), paging and representation. */
export type ${names.filters} = ${filterType(ctx)};`);

  const columns = [['id', 'number'] as const, ...model.fields.filter((f) => f.column !== null).flatMap((f) => rowColumns(ctx, f))];
  out.push(`/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface ${names.row} {
${columns.map(([column, type]) => `  readonly ${column}: ${type};`).join('\n')}
}`);

  out.push(`/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface ${names.values} {
${valueFields(model).map((f) => `  ${f.name}${optional(f) ? '?' : ''}: ${valueType(ctx, f)};`).join('\n')}
}`);

  const theirs = model.traitParts ? '; its traits\' plug-ins implement theirs' : '';
  out.push(`/** The parts of the model's own plug-in that its file declares (runtime/apps/${model.app}/${theirs}). */
export interface ${names.plugin} ${pluginDeclarations(model, Object.keys(model.declaredAt))}`);

  out.push(`/** Every type of the model, for generic code (the plug-in API, the client). */
export interface ${names.types} {
  readonly key: ${quote(model.key)};
  readonly record: ${names.record};
  readonly brief: ${names.brief};
  readonly nested: ${names.nested};
  readonly input: ${names.input};
  readonly filters: ${names.filters};
  readonly row: ${names.row};
  readonly values: ${names.values};
  readonly plugin: ${names.plugin};
}`);
  return out.join('\n\n');
}

interface TypeContext {
  readonly model: ModelMeta;
  readonly ir: IR;
  readonly byKey: ReadonlyMap<string, ModelMeta>;
  readonly imports: TypeImports;
}

/**
 * The plug-in parts named by `keys` (`rules.clean`, `computed.<name>`, ...) as the type a plug-in
 * spec is derived from: rule names, computed fields with their value types, filter and endpoint names.
 */
export function pluginDeclarations(model: ModelMeta, keys: readonly string[]): string {
  const named = (kind: string) => keys.filter((key) => key.startsWith(`${kind}.`)).map((key) => key.slice(kind.length + 1));
  const computed = model.computed.filter((c): c is PluginComputed => c.kind === 'plugin' && named('computed').includes(c.name));
  return `{
  readonly rules: ${union(named('rules'))};
  readonly computed: {${computed.map((c) => ` readonly ${c.name}: ${pluginValueType(c)};`).join('')}${computed.length ? ' ' : ''}};
  readonly filters: ${union(named('filters'))};
  readonly endpoints: ${union(named('endpoints'))};
}`;
}

type PluginComputed = Extract<ComputedMeta, { kind: 'plugin' }>;

/** A computed field's value as its plug-in gives it (null where the value may be absent). */
function pluginValueType(computed: PluginComputed): string {
  return nullable(VALUE_TYPE[computed.valueType], computed.valueType !== 'json' && computed.valueType !== 'list');
}

/** The references a generic_list field's write gives the plug-in's rules, by model. */
function refType(targets: readonly string[]): string {
  return `readonly { readonly type: ${union(targets)}; readonly id: number }[]`;
}

function union(names: readonly string[]): string {
  return names.length ? names.map(quote).join(' | ') : 'never';
}

/** A type of another model's file (or this one's), imported when needed. */
function modelType(ctx: TypeContext, key: string, kind: 'record' | 'nested' | 'brief'): string {
  const target = ctx.byKey.get(key)!;
  const name = typeNames(target)[kind];
  if (key !== ctx.model.key) {
    const set = ctx.imports.models.get(key) ?? new Set<string>();
    set.add(name);
    ctx.imports.models.set(key, set);
  }
  return name;
}

function contract(ctx: TypeContext, name: string): string {
  ctx.imports.contract.add(name);
  return name;
}

/** The values of a choice set, as a type. */
function choiceValue(ctx: TypeContext, set: string): string {
  ctx.imports.choices = true;
  return `ChoiceValue<${quote(set)}>`;
}

/** The nested form of `key` as embedded through a field with an optional `nested` list. */
function embedded(ctx: TypeContext, key: string, nested: readonly string[] | undefined): string {
  if (!nested) return modelType(ctx, key, 'nested');
  const target = ctx.byKey.get(key)!;
  const shown = nested.filter((name) => target.order.includes(name));
  return `Pick<${modelType(ctx, key, 'record')}, ${union(shown)}>`;
}

function nullable(type: string, isNullable: boolean): string {
  return isNullable ? `${type} | null` : type;
}

function scalarType(field: FieldMeta): string {
  if (NUMBER_TYPES.has(field.type)) return 'number';
  if (field.type === 'boolean') return 'boolean';
  if (field.type === 'json') return 'unknown';
  if (field.type === 'int_array') return 'readonly number[]';
  if (field.type === 'string_array') return 'readonly string[]';
  if (field.type === 'content_types') return 'readonly string[]';
  if (field.type === 'custom_fields') return 'Readonly<Record<string, unknown>>';
  return 'string';
}

function recordFieldType(ctx: TypeContext, field: FieldMeta): string {
  switch (field.type) {
    case 'fk': return nullable(field.flat ? 'number' : embedded(ctx, field.to!, field.nested), field.nullable);
    case 'generic': return nullable(field.targets!.map((key) => embedded(ctx, key, field.nested)).join(' | ') || 'never', true);
    case 'm2m': {
      if (field.flat) return `readonly ${flatType(ctx, field)}[]`;
      return `readonly ${embedded(ctx, field.to!, field.nested)}[]`;
    }
    case 'tags': return `readonly ${modelType(ctx, field.to!, 'nested')}[]`;
    case 'choice': {
      const value = choiceValue(ctx, field.choices!);
      if (field.plainChoice) return nullable(value, field.nullable || field.blank);
      return nullable(`${contract(ctx, 'ChoiceRecord')}<${value}>`, field.nullable || field.blank);
    }
    case 'json': return 'unknown';
    case 'generic_list': {
      const items = field.targets!.map((key) => `{ readonly object_type: ${quote(key)}; readonly object_id: number; readonly object: ${modelType(ctx, key, 'nested')} }`);
      return `readonly (${items.join(' | ') || 'never'})[]`;
    }
    default: return nullable(scalarType(field), field.nullable);
  }
}

/** An m2m field read and written as one attribute of the related objects (tag slugs). */
function flatType(ctx: TypeContext, field: FieldMeta): string {
  const target = ctx.byKey.get(field.to!)!;
  const attribute = target.fields.find((f) => f.name === field.flat);
  return attribute ? scalarType(attribute) : 'string';
}

function computedType(ctx: TypeContext, computed: ComputedMeta): string {
  switch (computed.kind) {
    case 'count': return 'number';
    case 'list': {
      const item = embedded(ctx, computed.model, computed.nested);
      return computed.single ? `${item} | null` : `readonly ${item}[]`;
    }
    case 'alias': return aliasType(ctx, computed);
    case 'plugin': {
      if (!computed.objects) return pluginValueType(computed);
      const items = computed.objects.targets.map((key) => modelType(ctx, key, 'nested'));
      return nullable(`readonly (${items.join(' | ')})[]`, computed.objects.nullable);
    }
    case 'constant': return computed.value === null ? 'null' : VALUE_TYPE[computed.valueType];
  }
}

/** An alias shows another field's value: that field's type (through relations, nullable). */
function aliasType(ctx: TypeContext, computed: Extract<ComputedMeta, { kind: 'alias' }>): string {
  const path = computed.field.split('.');
  let model = ctx.model;
  let throughNullable = false;
  for (const [i, name] of path.entries()) {
    const field = model.fields.find((f) => f.name === name);
    if (!field) return 'unknown';
    if (i === path.length - 1) {
      // Through a relation the value is read as display text; a missing relation reads null.
      if (path.length > 1) return 'string | null';
      const type = recordFieldType(ctx, field);
      return throughNullable && !type.endsWith('| null') ? `${type} | null` : type;
    }
    throughNullable ||= field.nullable;
    model = ctx.byKey.get(field.to!)!;
  }
  return 'unknown';
}

/** Fields a client writes, as the input type lists them. */
function inputProperties(ctx: TypeContext): string[] {
  const { model } = ctx;
  const out: string[] = [];
  for (const field of model.fields) {
    if (field.readOnly || field.internal) continue;
    const type = inputType(ctx, field);
    out.push(`  readonly ${field.name}${field.required ? '' : '?'}: ${type};`);
  }
  if (model.features.tags) {
    const reference = contract(ctx, 'Reference');
    out.push(`  /** Tags to add to the stored ones (not with \`tags\`). */\n  readonly add_tags?: readonly ${reference}[];`);
    out.push(`  /** Tags to remove from the stored ones (updates only). */\n  readonly remove_tags?: readonly ${reference}[];`);
  }
  if (model.features.changelog) out.push('  /** Stored with the change record of this write. */\n  readonly changelog_message?: string;');
  return out;
}

function inputType(ctx: TypeContext, field: FieldMeta): string {
  switch (field.type) {
    case 'fk': return nullable(contract(ctx, 'Reference'), field.nullable);
    case 'm2m': return field.flat ? `readonly ${flatType(ctx, field)}[]` : `readonly ${contract(ctx, 'Reference')}[]`;
    case 'tags': return `readonly ${contract(ctx, 'Reference')}[]`;
    case 'choice': return nullable(`${choiceValue(ctx, field.choices!)}${field.blank ? " | ''" : ''}`, field.nullable);
    case 'custom_fields': return 'Readonly<Record<string, unknown>>';
    case 'json': return 'unknown';
    case 'generic_list': return `readonly { readonly object_type: ${union(field.targets!)}; readonly object_id: number }[]`;
    default: return nullable(scalarType(field), field.nullable);
  }
}

// ---- filters -------------------------------------------------------------------------------------

function filterType(ctx: TypeContext): string {
  const { model } = ctx;
  const spec = model.filters.map((filter) => `  readonly ${filter.name}: ${filterSpec(ctx, filter)};`);
  const parts = [`${contract(ctx, 'FilterParams')}<{\n${spec.join('\n')}\n}>`, contract(ctx, 'ListParams')];
  if (model.features.tags) parts.push(contract(ctx, 'TagParams'));
  if (model.features.changelog) parts.push(contract(ctx, 'RequestParams'));
  if (model.features.customFields) parts.push(contract(ctx, 'CustomFieldParams'));
  return parts.join('\n  & ');
}

/** `[kind, value type]` of one filter. */
function filterSpec(ctx: TypeContext, filter: FilterMeta): string {
  const kind = filter.lookup ? 'once' : filter.kind;
  return `readonly [${quote(kind)}, ${filterValue(ctx, filter)}]`;
}

function filterValue(ctx: TypeContext, filter: FilterMeta): string {
  const { model } = ctx;
  switch (filter.kind) {
    case 'number': case 'decimal': case 'count': case 'object_type_id': return 'number';
    case 'boolean': case 'present': case 'exists': return 'boolean';
    case 'date': case 'datetime': case 'uuid': case 'string': return 'string';
    case 'plugin': return 'string | number';
    case 'ip': return filter.ip === 'mask_length' ? 'number' : 'string';
    case 'group': return union([...Object.keys(filter.groups ?? {}), ...(filter.others ? [filter.others] : [])]);
    case 'choice': {
      const field = model.fields.find((f) => f.name === filter.field)!;
      return `${choiceValue(ctx, field.choices!)} | 'null'`;
    }
    case 'related': {
      const last = ctx.byKey.get(filter.paths![0]!.at(-1)!.to)!;
      if (filter.attr === 'id') return "number | 'null'";
      const attribute = last.fields.find((f) => f.name === filter.attr);
      if (attribute?.type === 'boolean') return 'boolean';
      return `${attribute && NUMBER_TYPES.has(attribute.type) ? 'number' : 'string'} | 'null'`;
    }
  }
}

// ---- rows and values -----------------------------------------------------------------------------

function rowColumns(ctx: TypeContext, field: FieldMeta): [string, string][] {
  return [[field.column!, nullable(columnType(ctx, field), field.nullable)]];
}

/** A column's value as either database returns it. */
function columnType(ctx: TypeContext, field: FieldMeta): string {
  switch (field.type) {
    case 'fk': case 'integer': case 'bigint': case 'decimal': case 'float': return 'number';
    case 'boolean': return 'boolean | 0 | 1';
    case 'json': case 'int_array': case 'string_array': case 'content_types': case 'custom_fields': return 'string';
    case 'choice': return `${choiceValue(ctx, field.choices!)}${field.blank ? " | ''" : ''}`;
    default: return 'string';
  }
}

/** Stored fields a rule sees: every field with a column but the runtime's hidden ones. */
function valueFields(model: ModelMeta): FieldMeta[] {
  return model.fields.filter((f) => (f.column !== null || f.unstored) && !f.internal);
}

/** Absent before the first save: neither required nor given a default, or read-only; a field without a column unless a write gives it. */
function optional(field: FieldMeta): boolean {
  if (field.unstored) return true;
  if (field.required && !field.readOnly) return false;
  return field.readOnly || field.default === undefined;
}

function valueType(ctx: TypeContext, field: FieldMeta): string {
  switch (field.type) {
    case 'fk': return nullable('number', field.nullable);
    case 'choice': return nullable(`${choiceValue(ctx, field.choices!)}${field.blank ? " | ''" : ''}`, field.nullable);
    case 'custom_fields': return 'Record<string, unknown>';
    case 'int_array': return nullable('number[]', field.nullable);
    case 'string_array': return nullable('string[]', field.nullable);
    case 'content_types': return nullable('string[]', field.nullable);
    case 'json': return 'unknown';
    case 'generic_list': return refType(field.targets!);
    default: return nullable(scalarType(field), field.nullable);
  }
}
