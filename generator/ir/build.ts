// Model files → IR: every default made explicit, every reference resolved, every name checked.
// Pure: takes parsed files, returns data or a list of errors that name file and line.
import {
  ENDPOINT_SHAPES,
  type ChoiceMeta, type ComputedMeta, type EndpointShapeName, type FieldMeta, type FilterMeta, type IpFilterOp, type JsonValue,
  type ModelMeta, type PathStep, type UniqueMeta,
} from '../../contract/index.js';
import type { ParsedYaml, PathSegment } from '../load/source.js';
import type { Templates } from '../load/templates.js';
import { SchemaError } from '../load/source.js';
import type { ChoiceFile, Feature, FilterMixin, ModelFile, RawField, RawFilter, Settings } from './model-file.js';
import { capfirst, identifier, pascal, textList } from './names.js';

export interface Renames {
  /** new table → old table */
  readonly tables: Readonly<Record<string, string>>;
  /** table → new column → old column */
  readonly columns: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** table → new column → the value the rows that exist when it is added get (`fill_existing`) */
  readonly fills: Readonly<Record<string, Readonly<Record<string, string | number | boolean>>>>;
}

export interface IR {
  readonly apiVersion: string;
  readonly models: readonly ModelMeta[];
  readonly choices: Readonly<Record<string, readonly ChoiceMeta[]>>;
  readonly renames: Renames;
  /** The templates of text artifacts (templates/), read with the schema. */
  readonly templates: Templates;
}

export class SchemaErrors extends Error {
  constructor(readonly errors: readonly SchemaError[]) {
    super(errors.map((e) => e.message).join('\n'));
  }
}

/** Fields every API representation starts with; the runtime renders them. */
export const BASE_FIELDS = ['id', 'url', 'display_url', 'display'] as const;

const STRING_TYPES = new Set(['string', 'text', 'slug', 'color', 'url', 'email', 'password', 'time_zone']);

const FILTER_KIND: Partial<Record<FieldMeta['type'], FilterMeta['kind']>> = {
  string: 'string', slug: 'string', color: 'string', url: 'string', email: 'string', time_zone: 'string',
  integer: 'number', bigint: 'number', float: 'number', decimal: 'decimal',
  boolean: 'boolean', date: 'date', datetime: 'datetime', choice: 'choice', uuid: 'uuid',
  content_type: 'string',
};

/** IP fields filter by network (prefixes) or by host under any mask (addresses), as NetBox's methods do. */
const IP_FILTER: Partial<Record<FieldMeta['type'], IpFilterOp>> = { ip_prefix: 'exact', ip_address: 'host' };

export function buildIR(settingsFile: ParsedYaml, modelFiles: readonly ParsedYaml[], choiceFiles: readonly ParsedYaml[], templates: Templates): IR {
  const errors: SchemaError[] = [];
  const choices = buildChoices(choiceFiles, errors);
  const files = new Map<string, ParsedYaml>();
  for (const file of modelFiles) {
    const raw = file.data as ModelFile;
    const key = `${raw.app}.${raw.model}`;
    const expected = `schema/models/${raw.app}/${raw.model}.yaml`;
    if (!file.file.path.endsWith(expected)) {
      errors.push(file.error(['model'], `model ${key} must live in ${expected}`));
    }
    if (files.has(key)) errors.push(file.error(['model'], `model ${key} is also defined in ${files.get(key)!.file.path}`));
    else files.set(key, file);
  }
  const drafts = [...files.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, file]) => draftModel(key, file, errors));
  const byKey = new Map(drafts.map((d) => [d.meta.key, d]));
  resolveFeatureTargets(drafts);
  const models = drafts.map((draft) => finishModel(draft, byKey, choices, errors));
  const settings = settingsFile.data as Settings;
  if (!errors.length) for (const draft of drafts) draft.meta.filters = buildFilters(draft, byKey, settingsFile, errors);
  checkPaths(drafts, errors);
  if (errors.length) throw new SchemaErrors(errors);
  return { apiVersion: settings.api_version, models, choices, renames: collectRenames(drafts), templates };
}

/** Generic relations declared as `to: {feature: X}` point at every model with feature X. */
function resolveFeatureTargets(drafts: readonly Draft[]): void {
  for (const draft of drafts) {
    for (const [name, raw] of Object.entries(draft.raw.fields)) {
      if (!['generic', 'content_types', 'content_type'].includes(raw.type) || typeof raw.to !== 'object' || Array.isArray(raw.to)) continue;
      const feature = raw.to.feature;
      const targets = drafts.filter((d) => (feature === 'api' ? d.meta.api : d.features.has(feature))).map((d) => d.meta.key);
      for (const field of draft.meta.fields) {
        if (field.name === name || field.name === `${name}_type` || (field.type === 'generic' && field.parts?.type === `${name}_type`)) {
          (field as Mutable<FieldMeta>).targets = targets;
        }
      }
    }
  }
}

// ---- choices ----------------------------------------------------------------------------------

function buildChoices(files: readonly ParsedYaml[], errors: SchemaError[]): Record<string, readonly ChoiceMeta[]> {
  const out: Record<string, readonly ChoiceMeta[]> = {};
  for (const file of files) {
    const app = /([^/]+)\.ya?ml$/.exec(file.file.path)![1]!;
    for (const [name, entries] of Object.entries(file.data as ChoiceFile)) {
      const flat: ChoiceMeta[] = [];
      for (const entry of entries) {
        const pairs = Array.isArray(entry) ? [entry] : entry.choices;
        for (const [value, label] of pairs) flat.push({ value, label });
      }
      const seen = new Set<string | number>();
      flat.forEach((choice) => {
        if (seen.has(choice.value)) errors.push(file.error([name], `choice set ${app}.${name} repeats the value ${JSON.stringify(choice.value)}`));
        seen.add(choice.value);
      });
      out[`${app}.${name}`] = flat;
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}

// ---- models -----------------------------------------------------------------------------------

interface Draft {
  readonly meta: Mutable<ModelMeta>;
  readonly raw: ModelFile;
  readonly file: ParsedYaml;
  readonly features: ReadonlySet<Feature>;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function draftModel(key: string, file: ParsedYaml, errors: SchemaError[]): Draft {
  const raw = file.data as ModelFile;
  const features = new Set(raw.features ?? []);
  const verboseName = raw.verbose_name ?? raw.model;
  const table = `${raw.app}_${raw.model}`;
  const fields: FieldMeta[] = [];
  const declared = { ...raw.fields };
  if (raw.tree && !declared.parent) {
    const nested = ['id', 'url', 'display_url', 'display', ...['name', 'slug'].filter((n) => declared[n]), '_depth'];
    declared.parent = { type: 'fk', to: 'self', nullable: true, on_delete: 'cascade', nested };
  }
  const ordered = raw.tree ? ['parent', ...Object.keys(declared).filter((n) => n !== 'parent')] : Object.keys(declared);
  for (const name of ordered) fields.push(...expandField(key, table, raw.model, name, declared[name]!, file, errors));
  const standard: [Feature, FieldMeta][] = [
    ['description', scalar('description', 'string', { maxLength: 200 })],
    ['comments', scalar('comments', 'text', {})],
  ];
  for (const [feature, field] of standard) {
    if (features.has(feature) && !declared[field.name]) fields.push(field);
  }
  if (features.has('tags')) {
    fields.push({ ...scalar('tags', 'tags', {}), column: null, to: 'extras.tag', default: [] });
  }
  if (features.has('custom_fields')) {
    fields.push({ ...scalar('custom_fields', 'custom_fields', {}), column: 'custom_field_data', default: {} });
  }
  if (features.has('changelog')) {
    for (const name of ['created', 'last_updated']) {
      fields.push({ ...scalar(name, 'datetime', {}), nullable: true, readOnly: true });
    }
  }
  if (raw.tree) {
    fields.push({ ...scalar('_depth', 'integer', {}), label: 'depth', readOnly: true, default: 0 });
    fields.push({ ...scalar('_tree_key', 'text', {}), internal: true, readOnly: true });
  }
  const meta: Mutable<ModelMeta> = {
    key,
    app: raw.app,
    model: raw.model,
    className: pascal(verboseName),
    path: raw.path,
    table,
    api: raw.api ?? true,
    readOnly: raw.read_only ?? false,
    alsoAt: raw.also_at ?? [],
    verboseName,
    verboseNamePlural: raw.verbose_name_plural ?? `${verboseName}s`,
    description: raw.description ?? '',
    source: file.file.path,
    features: { tags: features.has('tags'), customFields: features.has('custom_fields'), changelog: features.has('changelog') },
    tree: raw.tree ?? false,
    display: raw.display === undefined ? (declared.name ? ['{name}'] : ['{id}']) : typeof raw.display === 'string' ? [raw.display] : raw.display,
    ordering: raw.ordering ?? (raw.tree ? ['_tree_key'] : declared.name ? ['name'] : ['id']),
    fields,
    computed: [],
    order: [],
    brief: [],
    nested: [],
    uniques: [],
    indexes: (raw.indexes ?? []).map((i) => i.fields),
    filters: [],
    search: raw.search ?? [],
    searchIndex: raw.search_index ? identifier(table, '_search') : null,
    rules: raw.rules ?? [],
    endpoints: Object.entries(raw.endpoints ?? {}).map(([path, shape]) => ({ path, shape: shape as EndpointShapeName })),
    declaredAt: {},
  };
  return { meta, raw, file, features };
}

function scalar(name: string, type: FieldMeta['type'], extra: Partial<FieldMeta>): FieldMeta {
  return {
    name, type, column: name, label: name.replace(/_/g, ' ').trim(),
    required: false, nullable: false, blank: STRING_TYPES.has(type), readOnly: false, writeOnly: false,
    internal: false, immutable: false,
    ...(STRING_TYPES.has(type) ? { default: '' } : {}),
    ...extra,
  };
}

/** One declared field → its FieldMeta, plus the companion fields of generic relations and IP fields. */
function expandField(modelKey: string, table: string, model: string, name: string, raw: RawField, file: ParsedYaml, errors: SchemaError[]): FieldMeta[] {
  const at = (...path: (string | number)[]) => ['fields', name, ...path];
  if (raw.type === 'generic') return expandGeneric(modelKey, name, raw, file, errors);
  const field = expandScalar(modelKey, table, model, name, raw, file, errors);
  if (raw.natural) {
    if (raw.type !== 'string') errors.push(file.error(at('natural'), `${name}: natural ordering applies to string fields`));
    // NetBox's NaturalOrderingField: the naturalized value in a hidden column (null until computed:
    // rows written before the column existed get theirs when the server starts).
    const naturalKey = { column: `_${name}`, kind: raw.natural };
    const hidden: FieldMeta = { ...scalar(naturalKey.column, 'string', { maxLength: 100 }), nullable: true, internal: true, readOnly: true, default: undefined };
    return [{ ...field, naturalKey }, hidden];
  }
  if (raw.type !== 'ip_prefix' && raw.type !== 'ip_address') return [field];
  // Addresses sort and nest numerically on both databases through hidden, fixed-width hex columns.
  const ipColumns = { key: `_${name}_key`, start: `_${name}_start`, end: `_${name}_end` };
  const hidden = (column: string, length: number): FieldMeta => ({
    ...scalar(column, 'string', { maxLength: length }), nullable: field.nullable, internal: true, readOnly: true, default: field.nullable ? undefined : '',
  });
  return [{ ...field, ipColumns }, hidden(ipColumns.key, 80), hidden(ipColumns.start, 40), hidden(ipColumns.end, 40)];
}

function expandGeneric(modelKey: string, name: string, raw: RawField, file: ParsedYaml, errors: SchemaError[]): FieldMeta[] {
  // Feature-wide relations ({feature: changelog}) get their targets once every model is drafted.
  const to = raw.to!;
  const targets = typeof to === 'object' && !Array.isArray(to) ? [] : (Array.isArray(to) ? to : [to]).map((t) => (t === 'self' ? modelKey : t));
  if (raw.on_delete === 'set_null' && !raw.nullable) errors.push(file.error(['fields', name, 'on_delete'], `${name}: on_delete set_null needs nullable: true`));
  for (const [target, action] of Object.entries(raw.on_delete_for ?? {})) {
    if (!targets.includes(target)) errors.push(file.error(['fields', name, 'on_delete_for', target], `${name}: ${target} is not among the relation's targets`));
    if (action === 'set_null' && !raw.nullable) errors.push(file.error(['fields', name, 'on_delete_for', target], `${name}: set_null needs nullable: true`));
  }
  const common = { required: raw.required ?? false, nullable: raw.nullable ?? false, blank: false, readOnly: raw.readonly ?? false, writeOnly: false, internal: false, immutable: raw.immutable ?? false, generic: raw.read_as ?? name };
  const label = raw.label ?? name.replace(/_/g, ' ');
  return [
    { name: `${name}_type`, type: 'content_type', column: `${name}_type`, label: `${label} type`, ...common, maxLength: 100, targets, ...(common.nullable ? { default: null } : {}) },
    { name: `${name}_id`, type: 'bigint', column: `${name}_id`, label: `${label} id`, ...common, min: 0, ...(common.nullable ? { default: null } : {}) },
    {
      name: raw.read_as ?? name, type: 'generic', column: null, label, required: false, nullable: true, blank: false, readOnly: true,
      writeOnly: false, internal: false, immutable: false, targets, onDelete: raw.on_delete!, parts: { type: `${name}_type`, id: `${name}_id` },
      ...(raw.on_delete_for ? { onDeleteFor: raw.on_delete_for } : {}),
      ...(raw.nested ? { nested: raw.nested } : {}),
    },
  ];
}

function expandScalar(modelKey: string, table: string, model: string, name: string, raw: RawField, file: ParsedYaml, errors: SchemaError[]): FieldMeta {
  const at = (...path: (string | number)[]) => ['fields', name, ...path];
  const required = raw.required ?? false;
  const nullable = raw.nullable ?? false;
  const isString = STRING_TYPES.has(raw.type);
  const blank = isString ? (raw.blank ?? !required) : raw.type === 'choice' ? (raw.blank ?? (!required && raw.default === undefined)) : false;
  const field: Mutable<FieldMeta> = {
    name,
    type: raw.type,
    column: raw.type === 'm2m' ? null : raw.type === 'fk' ? `${name}_id` : name,
    label: raw.label ?? name.replace(/_/g, ' '),
    required,
    nullable,
    blank,
    readOnly: raw.readonly ?? false,
    writeOnly: raw.writeonly ?? false,
    internal: false,
    immutable: raw.immutable ?? false,
  };
  if (raw.help_text !== undefined) field.helpText = raw.help_text;
  if (raw.default !== undefined) field.default = raw.default as JsonValue;
  else if ((isString || (raw.type === 'choice' && blank)) && !nullable && !required) field.default = '';
  else if (raw.type === 'm2m') field.default = [];
  for (const [from, to] of [['max_length', 'maxLength'], ['min_length', 'minLength'], ['min', 'min'], ['max', 'max'], ['digits', 'digits'], ['places', 'places']] as const) {
    if (raw[from] !== undefined) field[to] = raw[from];
  }
  if (raw.type === 'color' && field.maxLength === undefined) field.maxLength = 6;
  if (raw.type === 'url' && field.maxLength === undefined) field.maxLength = 200;
  if (raw.type === 'email' && field.maxLength === undefined) field.maxLength = 254;
  if (raw.type === 'time_zone' && field.maxLength === undefined) field.maxLength = 63;
  if (raw.type === 'password' && field.maxLength === undefined) field.maxLength = 128;
  if (raw.type === 'password') field.writeOnly = true;
  if (raw.choices !== undefined) field.choices = raw.choices;
  if (raw.plain_choice) field.plainChoice = true;
  if (raw.type === 'content_types' || raw.type === 'content_type') {
    if (typeof raw.to !== 'object' || Array.isArray(raw.to)) errors.push(file.error(at('to'), `${name}: ${raw.type} needs to: {feature: …}`));
    field.targets = [];
    if (raw.default === undefined) field.default = raw.type === 'content_types' ? [] : null;
    if (raw.type === 'content_type') field.maxLength = 100;
  } else if (typeof raw.to === 'object') errors.push(file.error(at('to'), `${name}: a list of models or a feature is for generic relations only`));
  else if (raw.to !== undefined) field.to = raw.to === 'self' ? modelKey : raw.to;
  if (raw.on_delete === 'keep') errors.push(file.error(at('on_delete'), `${name}: on_delete keep is for generic relations only`));
  if (raw.on_delete !== undefined) field.onDelete = raw.on_delete;
  if (raw.nested !== undefined) field.nested = raw.nested;
  if (raw.flat !== undefined) {
    if (raw.type !== 'm2m') errors.push(file.error(at('flat'), `${name}: "flat" applies to m2m fields only`));
    field.flat = raw.flat;
  }
  if (raw.type === 'm2m' && raw.through !== undefined) {
    // The other side of an m2m declared on `to`: its join table read with the columns swapped.
    const [app, other, otherField] = raw.through.split('.') as [string, string, string | undefined];
    if (`${app}.${other}` !== field.to || !otherField) errors.push(file.error(at('through'), `${name}: "through" names a many-to-many field of ${field.to} (${field.to}.<field>)`));
    field.through = { table: identifier(`${app}_${other}`, otherField ?? ''), source: `${model}_id`, target: `${other}_id`, of: raw.through };
  } else if (raw.type === 'm2m') {
    const target = field.to!.split('.')[1]!;
    const self = target === model;
    field.through = {
      table: identifier(table, name),
      source: self ? `from_${model}_id` : `${model}_id`,
      target: self ? `to_${target}_id` : `${target}_id`,
    };
  }
  if (raw.type !== 'fk' && raw.type !== 'm2m' && ((raw.to !== undefined && raw.type !== 'content_types' && raw.type !== 'content_type') || raw.on_delete !== undefined || raw.nested !== undefined)) {
    errors.push(file.error(at('type'), `${name}: "to", "on_delete" and "nested" apply to fk and m2m fields only`));
  }
  if (raw.type !== 'choice' && raw.choices !== undefined) errors.push(file.error(at('choices'), `${name}: "choices" applies to choice fields only`));
  if (raw.on_delete === 'set_null' && !nullable) errors.push(file.error(at('on_delete'), `${name}: on_delete set_null needs nullable: true`));
  if (raw.type === 'boolean' && raw.default === undefined && !required && !nullable) {
    errors.push(file.error(at(), `${name}: a boolean field needs a default, required: true or nullable: true`));
  }
  if (raw.readonly && required) errors.push(file.error(at('readonly'), `${name}: a read-only field cannot be required`));
  if (raw.unique && raw.type === 'm2m') errors.push(file.error(at('unique'), `${name}: a many-to-many field cannot be unique`));
  if (raw.index && raw.type === 'm2m') errors.push(file.error(at('index'), `${name}: a many-to-many field has no column to index`));
  return field;
}

function finishModel(draft: Draft, byKey: ReadonlyMap<string, Draft>, choices: Record<string, readonly ChoiceMeta[]>, errors: SchemaError[]): ModelMeta {
  const { meta, raw, file } = draft;
  const fieldByName = new Map(meta.fields.map((f) => [f.name, f]));
  const api = meta.fields.filter((f) => !f.internal && !f.writeOnly);

  // references
  for (const field of meta.fields) {
    const at = ['fields', field.name];
    if (field.to && !byKey.has(field.to)) {
      errors.push(file.error(raw.fields[field.name] ? [...at, 'to'] : ['features'], `${field.name}: unknown model "${field.to}"`));
    }
    if (field.type === 'generic') {
      for (const target of field.targets ?? []) {
        if (!byKey.has(target)) errors.push(file.error([...at, 'to'], `${field.name}: unknown model "${target}"`));
      }
    }
    if (field.choices && !choices[field.choices]) errors.push(file.error([...at, 'choices'], `${field.name}: unknown choice set "${field.choices}"`));
    if (field.default !== undefined && field.choices && choices[field.choices] && field.default !== '' && field.default !== null
        && !choices[field.choices]!.some((c) => c.value === field.default)) {
      errors.push(file.error([...at, 'default'], `${field.name}: default ${JSON.stringify(field.default)} is not in choice set ${field.choices}`));
    }
    if (field.nested && field.to && byKey.has(field.to)) {
      const target = byKey.get(field.to)!;
      for (const [i, n] of field.nested.entries()) {
        if (!representable(target, n)) errors.push(file.error([...at, 'nested', i], `${field.name}: ${field.to} has no field "${n}"`));
      }
    }
  }

  // computed fields
  const computed: ComputedMeta[] = [];
  meta.computed = computed;
  for (const [name, spec] of Object.entries(raw.computed ?? {})) {
    const at = ['computed', name];
    if (fieldByName.has(name)) errors.push(file.error(at, `computed field ${name} clashes with a field`));
    if (spec.in_nested === 'zero' && spec.count === undefined) errors.push(file.error([...at, 'in_nested'], `${name}: in_nested: zero is for counts`));
    const inNested = spec.in_nested === undefined ? undefined : spec.in_nested !== false;
    if (spec.count !== undefined) {
      const counted = byKey.get(spec.count);
      const via = counted?.meta.fields.find((f) => f.name === spec.via);
      const pointsHere = via && (((via.type === 'fk' || via.type === 'm2m') && via.to === meta.key) || (via.type === 'generic' && via.targets?.includes(meta.key)));
      if (!counted) errors.push(file.error([...at, 'count'], `${name}: unknown model "${spec.count}"`));
      else if (!pointsHere) {
        errors.push(file.error([...at, 'via'], `${name}: ${spec.count}.${spec.via} is not a relation to ${meta.key}`));
      }
      for (const key of Object.keys(spec.filter ?? {})) {
        if (counted && !counted.meta.fields.some((f) => f.name === key && f.column !== null)) {
          errors.push(file.error([...at, 'filter', key], `${name}: ${spec.count} has no stored field "${key}"`));
        }
      }
      if (spec.cumulative && !meta.tree) errors.push(file.error([...at, 'cumulative'], `${name}: cumulative counts need a tree model`));
      computed.push({
        name, kind: 'count', label: spec.label ?? name.replace(/_/g, ' '), model: spec.count, via: spec.via!,
        cumulative: spec.cumulative ?? false, ...(spec.filter ? { filter: spec.filter } : {}), inNested: inNested ?? false,
        ...(spec.in_nested === 'zero' ? { nestedZero: true } : {}),
      });
    } else if (spec.list !== undefined) {
      const listed = byKey.get(spec.list);
      const via = listed?.meta.fields.find((f) => f.name === spec.via);
      const pointsHere = via && (((via.type === 'fk' || via.type === 'm2m') && via.to === meta.key) || (via.type === 'generic' && via.targets?.includes(meta.key)));
      if (!listed) errors.push(file.error([...at, 'list'], `${name}: unknown model "${spec.list}"`));
      else if (!pointsHere) errors.push(file.error([...at, 'via'], `${name}: ${spec.list}.${spec.via} is not a relation to ${meta.key}`));
      for (const key of Object.keys(spec.filter ?? {})) {
        if (listed && !listed.meta.fields.some((f) => f.name === key && f.column !== null)) {
          errors.push(file.error([...at, 'filter', key], `${name}: ${spec.list} has no stored field "${key}"`));
        }
      }
      computed.push({
        name, kind: 'list', label: spec.label ?? name.replace(/_/g, ' '), model: spec.list, via: spec.via!,
        ...(spec.filter ? { filter: spec.filter } : {}), single: spec.single ?? false, ...(spec.nested ? { nested: spec.nested } : {}),
        inNested: inNested ?? false,
      });
    } else if (spec.plugin) {
      declare(draft, `computed.${name}`, file, at);
      computed.push({ name, kind: 'plugin', label: spec.label ?? name.replace(/_/g, ' '), valueType: spec.type!, inNested: inNested ?? false, ...(spec.secret ? { secret: true as const } : {}) });
    } else if (spec.from !== undefined) {
      const problem = spec.from.includes('.') ? checkPath(meta.key, spec.from.split('.'), byKey) : fieldByName.get(spec.from)?.column ? null : `"${spec.from}" is not a stored field`;
      if (problem) errors.push(file.error([...at, 'from'], `${name}: ${problem}`));
      computed.push({
        name, kind: 'alias', label: spec.label ?? name.replace(/_/g, ' '), valueType: spec.type!, field: spec.from, inNested: inNested ?? true,
      });
    } else {
      computed.push({
        name, kind: 'constant', label: spec.label ?? name.replace(/_/g, ' '), valueType: spec.type!,
        value: (spec.constant ?? null) as JsonValue, inNested: inNested ?? true,
      });
    }
  }

  // representations
  const available = [...BASE_FIELDS, ...api.map((f) => f.name), ...meta.computed.map((c) => c.name)];
  const defaultOrder = [
    ...BASE_FIELDS,
    ...api.filter((f) => f.name !== '_depth').map((f) => f.name),
    ...meta.computed.map((c) => c.name),
    ...(meta.tree ? ['_depth'] : []),
  ];
  if (raw.field_order) {
    const given = new Set(raw.field_order);
    raw.field_order.forEach((name, i) => {
      if (!available.includes(name)) errors.push(file.error(['field_order', i], `field_order: unknown field "${name}"`));
    });
    const missing = available.filter((name) => !given.has(name));
    if (missing.length) errors.push(file.error(['field_order'], `field_order: missing ${missing.join(', ')}`));
    meta.order = raw.field_order;
  } else {
    meta.order = defaultOrder;
  }
  for (const list of ['brief', 'nested', 'search'] as const) {
    (raw[list] ?? []).forEach((name, i) => {
      if (!available.includes(name)) errors.push(file.error([list, i], `${list}: unknown field "${name}"`));
    });
  }
  if (raw.search_index) {
    // Trigram indexes read text: a number or a relation in the list would need a cast the query
    // does not make, so the index would never serve it.
    const unindexable = (raw.search ?? []).filter((name) => {
      const field = fieldByName.get(name);
      return field && (!STRING_TYPES.has(field.type) || field.column === null);
    });
    if (!raw.search?.length) errors.push(file.error(['search_index'], 'search_index: the model has no search fields to index'));
    else if (unindexable.length) errors.push(file.error(['search_index'], `search_index: only text fields can be indexed, not ${unindexable.join(', ')}`));
  }
  meta.brief = raw.brief ?? ['id', 'url', 'display', ...(fieldByName.has('name') ? ['name'] : []), ...(fieldByName.has('description') ? ['description'] : [])];
  const countNames = new Set(meta.computed.filter((c) => !c.inNested).map((c) => c.name));
  meta.nested = raw.nested ?? meta.brief.filter((name) => !countNames.has(name));
  meta.ordering.forEach((term, i) => {
    const name = term.replace(/^-/, '').replace(/ nulls (first|last)$/, '');
    if (!fieldByName.has(name) && name !== 'id') errors.push(file.error(['ordering', i], `ordering: unknown field "${name}"`));
  });

  // display placeholders
  meta.display.forEach((template, i) => {
    for (const placeholder of template.matchAll(/\{([^}]+)\}/g)) {
      const problem = checkPath(meta.key, placeholder[1]!.split('.'), byKey);
      if (problem) errors.push(file.error(typeof raw.display === 'string' ? ['display'] : ['display', i], `display: ${problem}`));
    }
  });

  (raw.rules ?? []).forEach((rule, i) => declare(draft, `rules.${rule}`, file, ['rules', i]));
  for (const [path, shape] of Object.entries(raw.endpoints ?? {})) {
    if (!Object.hasOwn(ENDPOINT_SHAPES, shape)) {
      errors.push(file.error(['endpoints', path], `endpoints: unknown shape "${shape}" (${Object.keys(ENDPOINT_SHAPES).join(', ')}; contract/plugins.ts)`));
    }
    declare(draft, `endpoints.${path}`, file, ['endpoints', path]);
  }
  meta.uniques = buildUniques(draft, fieldByName, errors);
  const seenUniques = new Set<string>();
  meta.uniques.forEach((unique) => {
    if (seenUniques.has(unique.name)) {
      const i = (raw.unique_together ?? []).findIndex((u) => unique.fields.every((f) => u.fields.includes(f)) && u.fields.length === unique.fields.length);
      errors.push(file.error(i >= 0 ? ['unique_together', i] : ['fields'], `unique constraint on ${unique.fields.join(', ')} is declared twice`));
    }
    seenUniques.add(unique.name);
  });
  (raw.indexes ?? []).forEach((index, i) => index.fields.forEach((name, j) => {
    if (!fieldByName.get(name)?.column) errors.push(file.error(['indexes', i, 'fields', j], `indexes: "${name}" is not a stored field`));
  }));
  const flagged = Object.entries(raw.fields).filter(([, spec]) => spec.index && spec.type !== 'm2m').map(([name]) => [name]);
  meta.indexes = withDerivedIndexes(meta, [...meta.indexes, ...flagged]);
  return meta;
}

/**
 * Indexes every model gets: IP fields' sort key and range columns (ordering, containment), and
 * the leading stored columns of the default ordering (as NetBox 4.6 does), unless a unique
 * constraint or another index already starts with the same columns.
 */
function withDerivedIndexes(meta: ModelMeta, declared: readonly (readonly string[])[]): string[][] {
  const out = declared.map((fields) => [...fields]);
  const plainUniques = meta.uniques.filter((u) => !u.caseInsensitive.length && !u.whenNull.length).map((u) => u.fields);
  const covered = (fields: readonly string[]) =>
    [...out, ...plainUniques].some((existing) => fields.every((name, i) => existing[i] === name));
  const add = (fields: string[]) => {
    if (fields.length && !covered(fields)) out.push(fields);
  };
  for (const field of meta.fields) {
    if (!field.ipColumns) continue;
    add([field.ipColumns.key]);
    add([field.ipColumns.start, field.ipColumns.end]);
  }
  const leading: string[] = [];
  for (const term of meta.ordering) {
    const [name = '', placement] = term.replace(/^-/, '').split(' nulls ');
    const field = meta.fields.find((f) => f.name === name);
    // A relation ordered by the related model's ordering, or id, ends what an index can serve.
    if (!field || field.column === null || (field.type === 'fk' && placement === undefined)) break;
    leading.push(field.ipColumns?.key ?? field.naturalKey?.column ?? field.name);
  }
  add(leading);
  return out;
}

function representable(draft: Draft, name: string): boolean {
  return (BASE_FIELDS as readonly string[]).includes(name)
    || draft.meta.fields.some((f) => f.name === name && !f.internal)
    || Object.hasOwn(draft.raw.computed ?? {}, name);
}

/** A display placeholder such as device_type.manufacturer.name must follow fk fields to a real field. */
const MODIFIERS: Readonly<Record<string, (field: FieldMeta) => boolean>> = {
  label: (field) => field.type === 'choice',
  minute: (field) => field.type === 'datetime',
  capfirst: (field) => ['string', 'text', 'slug'].includes(field.type),
};

/**
 * A display placeholder such as {device_type.manufacturer.name} must follow fk (or generic)
 * fields to a real field; the last part may carry a modifier ({priority:label}, {created:minute}).
 */
function checkPath(modelKey: string, path: string[], byKey: ReadonlyMap<string, Draft>): string | null {
  let draft = byKey.get(modelKey)!;
  for (const [i, raw] of path.entries()) {
    const [part, modifier] = raw.split(':') as [string, string | undefined];
    const last = i === path.length - 1;
    if (modifier !== undefined && !last) return `"${path.join('.')}": a modifier applies to the last part only`;
    if (part === 'id') return last && modifier === undefined ? null : `"${path.join('.')}": id has no fields`;
    const field = draft.meta.fields.find((f) => f.name === part && (f.column !== null || f.type === 'generic') && !f.internal);
    if (!field) return `unknown field "${path.slice(0, i + 1).join('.')}"`;
    if (modifier !== undefined && !MODIFIERS[modifier]?.(field)) return `"${raw}": unknown modifier "${modifier}" for a ${field.type} field (${Object.keys(MODIFIERS).join(', ')})`;
    if (field.type === 'generic') {
      if (!last) return `"${path.join('.')}": a generic relation shows the object's display only`;
      continue;
    }
    if (field.type !== 'fk') return last ? null : `"${path.slice(0, i + 1).join('.')}" is not a relation`;
    const next = byKey.get(field.to!);
    if (!next) return `unknown model "${field.to}"`;
    draft = next;
  }
  return null;
}

function buildUniques(draft: Draft, fieldByName: ReadonlyMap<string, FieldMeta>, errors: SchemaError[]): UniqueMeta[] {
  const { meta, raw, file } = draft;
  const uniques: UniqueMeta[] = [];
  for (const [name, spec] of Object.entries(raw.fields)) {
    if (!spec.unique) continue;
    const field = fieldByName.get(name)!;
    uniques.push({
      name: identifier(meta.table, field.column!, 'uniq'),
      fields: [name], caseInsensitive: [], whenNull: [],
      message: `${meta.verboseName} with this ${field.label} already exists.`,
      errorKey: name,
    });
  }
  (raw.unique_together ?? []).forEach((spec, i) => {
    const columns: string[] = [];
    for (const name of [...spec.fields, ...(spec.case_insensitive ?? []), ...(spec.when_null ?? [])]) {
      const field = fieldByName.get(name);
      if (!field || field.column === null) errors.push(file.error(['unique_together', i], `unique_together: "${name}" is not a stored field`));
      else columns.push(field.column);
    }
    for (const name of spec.case_insensitive ?? []) {
      if (!spec.fields.includes(name)) errors.push(file.error(['unique_together', i, 'case_insensitive'], `case_insensitive: "${name}" is not among the fields`));
    }
    const labels = spec.fields.map((n) => capfirst(fieldByName.get(n)?.label ?? n));
    const nameParts = [meta.table, ...spec.fields.map((n) => fieldByName.get(n)?.column ?? n)];
    if (spec.case_insensitive?.length) nameParts.push('ci');
    if (spec.when_null?.length) nameParts.push('when', ...spec.when_null.map((n) => fieldByName.get(n)?.column ?? n), 'null');
    uniques.push({
      name: identifier(...nameParts, 'uniq'),
      fields: spec.fields,
      caseInsensitive: spec.case_insensitive ?? [],
      whenNull: spec.when_null ?? [],
      message: spec.message ?? `${capfirst(meta.verboseName)} with this ${textList(labels)} already exists.`,
      errorKey: spec.error_field ?? '__all__',
    });
  });
  return uniques;
}

/** The generated filters of every field, then the model's declared ones (which replace generated ones of the same name). */
function buildFilters(draft: Draft, byKey: ReadonlyMap<string, Draft>, settingsFile: ParsedYaml, errors: SchemaError[]): FilterMeta[] {
  const { meta, raw, file } = draft;
  const filters = new Map<string, FilterMeta>([['id', { name: 'id', kind: 'number', field: 'id' }]]);
  const declared = new Map<string, string>();
  for (const field of meta.fields) {
    if (field.internal || field.writeOnly) continue;
    const kind = FILTER_KIND[field.type];
    const ip = IP_FILTER[field.type];
    if (kind) {
      filters.set(field.name, { name: field.name, kind, field: field.name });
    } else if (ip) {
      filters.set(field.name, { name: field.name, kind: 'ip', ip, field: field.name });
    } else if (field.type === 'fk' || field.type === 'm2m') {
      const target = byKey.get(field.to!);
      if (!target) continue;
      const step = stepOf(meta, field);
      // Filters by a tree node include its descendants (NetBox's TreeNodeMultipleChoiceFilter), except `parent`.
      const descendants = target.meta.tree && field.name !== 'parent' ? { descendants: true } : {};
      filters.set(`${field.name}_id`, { name: `${field.name}_id`, kind: 'related', paths: [[step]], attr: 'id', ...descendants });
      const attr = defaultAttr(target.meta);
      if (attr) filters.set(field.name, { name: field.name, kind: 'related', paths: [[step]], attr, ...descendants });
    }
  }
  // Mixins next, so that a model's own declaration of the same name wins.
  ((settingsFile.data as Settings).filter_mixins ?? []).forEach((mixin, i) => {
    if (!mixinApplies(meta, mixin, byKey)) return;
    for (const [name, spec] of Object.entries(mixin.filters)) {
      const fail = (at: PathSegment[], message: string) => {
        errors.push(settingsFile.error(['filter_mixins', i, 'filters', name, ...at], `filter_mixins[${i}].${name} on ${meta.key}: ${message}`));
        return null;
      };
      const filter = declaredFilter(meta, name, spec, filters, byKey, fail);
      if (filter) filters.set(name, filter);
      if (filter) declared.set(name, location(settingsFile, ['filter_mixins', i, 'filters', name]));
    }
  });
  for (const [name, spec] of Object.entries(raw.filters ?? {})) {
    const fail = (at: PathSegment[], message: string) => {
      errors.push(file.error(['filters', name, ...at], `filters.${name}: ${message}`));
      return null;
    };
    const filter = declaredFilter(meta, name, spec, filters, byKey, fail);
    if (filter) filters.set(name, filter);
    if (filter) declared.set(name, location(file, ['filters', name]));
  }
  // The plug-in filters that remain, with where they were declared (a model's own declaration wins).
  for (const filter of filters.values()) {
    if (filter.kind === 'plugin') (meta.declaredAt as Record<string, string>)[`filters.${filter.name}`] = declared.get(filter.name)!;
  }
  return [...filters.values()];
}

/** "file:line" of a value in a model or settings file. */
function location(file: ParsedYaml, path: readonly PathSegment[]): string {
  return `${file.file.path}:${file.line(path)}`;
}

/** Records where a plug-in part of the model (`rules.clean`, `computed.primary_ip`, ...) is declared. */
function declare(draft: Draft, key: string, file: ParsedYaml, path: readonly PathSegment[]): void {
  (draft.meta.declaredAt as Record<string, string>)[key] = location(file, path);
}

function mixinApplies(meta: ModelMeta, mixin: FilterMixin, byKey: ReadonlyMap<string, Draft>): boolean {
  const { relation, to, target_of: targetOf, tree, generic } = mixin.when;
  if (relation) return meta.fields.some((f) => f.name === relation && f.type === 'fk' && f.to === to);
  if (tree) return meta.tree;
  if (generic) return meta.fields.some((f) => f.name === generic && f.type === 'generic');
  const [app, model, field] = targetOf!.split('.');
  const relationField = byKey.get(`${app}.${model}`)?.meta.fields.find((f) => f.name === field && f.type === 'generic');
  return relationField?.targets?.includes(meta.key) ?? false;
}

/** One declared filter (a model's `filters:` entry or a mixin's), checked against the model. */
function declaredFilter(
  meta: ModelMeta, name: string, spec: RawFilter, generated: ReadonlyMap<string, FilterMeta>,
  byKey: ReadonlyMap<string, Draft>, fail: (at: PathSegment[], message: string) => null,
): FilterMeta | null {
  if (spec.path || spec.paths) {
    const resolved = (spec.paths ?? [spec.path!]).map((path) => resolvePath(meta, path, byKey));
    const problem = resolved.find((r): r is string => typeof r === 'string');
    if (problem) return fail([], problem);
    const paths = resolved as PathStep[][];
    if (spec.exists) return { name, kind: 'exists', paths };
    const ends = new Set(paths.map((p) => p.at(-1)!.to));
    if (ends.size > 1) return fail([], `the paths end at different models (${[...ends].join(', ')})`);
    const last = byKey.get(paths[0]!.at(-1)!.to)!.meta;
    const attr = spec.attr ?? (name.endsWith('_id') ? 'id' : defaultAttr(last));
    if (!attr || (attr !== 'id' && !last.fields.some((f) => f.name === attr && f.column !== null))) {
      return fail([], `${last.key} has no attribute "${spec.attr ?? '(slug or name)'}"`);
    }
    if (spec.descendants && !last.tree) return fail(['descendants'], `${last.key} is not a tree model`);
    return { name, kind: 'related', paths, attr, ...(spec.descendants ? { descendants: true } : {}) };
  }
  if (spec.ip) {
    const field = meta.fields.find((f) => f.name === spec.field);
    if (!field?.ipColumns) return fail(['field'], `"${spec.field}" is not an IP field`);
    return { name, kind: 'ip', ip: spec.ip, field: field.name };
  }
  if (spec.present) {
    const unknown = spec.present.filter((f) => !meta.fields.some((m) => m.name === f && m.column !== null));
    if (unknown.length) return fail(['present'], `unknown field(s) ${unknown.join(', ')}`);
    return { name, kind: 'present', fields: spec.present };
  }
  if (spec.groups) {
    const field = meta.fields.find((f) => f.name === spec.field);
    if (!field || field.column === null) return fail(['field'], `"${spec.field}" is not a stored field`);
    return { name, kind: 'group', field: field.name, groups: spec.groups, ...(spec.others ? { others: spec.others } : {}) };
  }
  if (spec.count) {
    const computed = meta.computed.find((c) => c.name === spec.count);
    if (computed?.kind !== 'count' || computed.cumulative) return fail(['count'], `"${spec.count}" is not a (non-cumulative) computed count`);
    return { name, kind: 'count', computed: computed.name };
  }
  if (spec.object_type_id_of) {
    const field = meta.fields.find((f) => f.name === spec.object_type_id_of);
    if (!field || field.column === null || !['string', 'content_type'].includes(field.type)) {
      return fail(['object_type_id_of'], `"${spec.object_type_id_of}" is not a stored object type ("app.model") field`);
    }
    return { name, kind: 'object_type_id', field: field.name };
  }
  if (spec.plugin) return { name, kind: 'plugin' };
  const own = generated.get(spec.field!);
  if (!own || own.kind === 'related') return fail(['field'], `"${spec.field}" has no filter of its own`);
  return { ...own, name, ...(spec.lookup ? { lookup: spec.lookup } : {}) };
}

function defaultAttr(model: ModelMeta): string | undefined {
  return model.fields.some((f) => f.name === 'slug') ? 'slug' : model.fields.some((f) => f.name === 'name') ? 'name' : undefined;
}

function stepOf(model: ModelMeta, field: FieldMeta): PathStep {
  if (field.type === 'm2m') return { via: 'm2m', model: model.key, through: field.through!, to: field.to! };
  return { via: 'fk', model: model.key, column: field.column!, to: field.to! };
}

/**
 * Path segments → relation steps. A segment is a field (fk or m2m), a generic relation with its
 * target (assigned_object[dcim.interface]) or a reverse step (<dcim.interface:device: the
 * interfaces whose `device` points at the current object).
 */
function resolvePath(start: ModelMeta, segments: readonly string[], byKey: ReadonlyMap<string, Draft>): PathStep[] | string {
  const steps: PathStep[] = [];
  let model = start;
  for (const segment of segments) {
    const reverse = /^<([a-z][a-z0-9]*\.[a-z][a-z0-9]*):([a-z_][a-z0-9_]*)$/.exec(segment);
    if (reverse) {
      const other = byKey.get(reverse[1]!)?.meta;
      const field = other?.fields.find((f) => f.name === reverse[2]);
      if (!other || !field) return `"${segment}": unknown model or field`;
      if (field.type === 'fk' && field.to === model.key) steps.push({ via: 'reverse', model: model.key, column: field.column!, to: other.key });
      else if (field.type === 'm2m' && field.to === model.key) steps.push({ via: 'reverse_m2m', model: model.key, through: field.through!, to: other.key });
      else if (field.type === 'generic' && field.targets?.includes(model.key)) steps.push({ via: 'reverse', model: model.key, column: field.parts!.id, type: field.parts!.type, to: other.key });
      else return `"${segment}": ${other.key}.${field.name} does not point at ${model.key}`;
      model = other;
      continue;
    }
    const [, name, target] = /^([a-z_][a-z0-9_]*)(?:\[(.+)\])?$/.exec(segment)!;
    const field = model.fields.find((f) => f.name === name);
    if (!field) return `"${segment}": ${model.key} has no field "${name}"`;
    if (field.type === 'generic') {
      if (!target || !field.targets?.includes(target)) return `"${segment}": name one of the relation's targets in brackets (${(field.targets ?? []).join(', ')})`;
      steps.push({ via: 'generic', model: model.key, type: field.parts!.type, id: field.parts!.id, to: target });
      model = byKey.get(target)!.meta;
    } else if ((field.type === 'fk' || field.type === 'm2m') && !target) {
      steps.push(stepOf(model, field));
      model = byKey.get(field.to!)!.meta;
    } else {
      return `"${segment}" is not a relation`;
    }
  }
  return steps;
}

function checkPaths(drafts: readonly Draft[], errors: SchemaError[]): void {
  const seen = new Map<string, Draft>();
  for (const draft of drafts) {
    if (!draft.meta.api) continue;
    const routes: [string, (string | number)[]][] = [
      [`${draft.meta.app}/${draft.meta.path}`, ['path']],
      ...draft.meta.alsoAt.map((route, i) => [route, ['also_at', i]] as [string, (string | number)[]]),
    ];
    for (const [route, at] of routes) {
      const other = seen.get(route);
      if (other) errors.push(draft.file.error(at, `path /api/${route}/ is also used by ${other.file.file.path}`));
      else seen.set(route, draft);
    }
  }
}

function collectRenames(drafts: readonly Draft[]): Renames {
  const tables: Record<string, string> = {};
  const columns: Record<string, Record<string, string>> = {};
  const fills: Record<string, Record<string, string | number | boolean>> = {};
  for (const { meta, raw } of drafts) {
    if (raw.renamed_from) tables[meta.table] = raw.renamed_from;
    for (const [name, spec] of Object.entries(raw.fields)) {
      const column = meta.fields.find((f) => f.name === name)?.column;
      if (!column) continue;
      if (spec.fill_existing !== undefined) (fills[meta.table] ??= {})[column] = spec.fill_existing;
      if (!spec.renamed_from) continue;
      (columns[meta.table] ??= {})[column] = spec.type === 'fk' ? `${spec.renamed_from}_id` : spec.renamed_from;
    }
  }
  return { tables, columns, fills };
}
