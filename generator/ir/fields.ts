// Field expansion: one declared field → its FieldMeta with every default explicit, plus the hidden or
// companion fields it implies (a generic relation's type and id, IP sort columns, natural-order keys).
import type { FieldMeta, JsonValue } from '../../contract/index.js';
import type { SchemaSource, SchemaError } from '../load/source.js';
import type { RawField } from './model-file.js';
import { identifier } from './names.js';

/** A metadata object while the IR builder fills it in. */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export const STRING_TYPES = new Set(['string', 'text', 'slug', 'color', 'url', 'email', 'password', 'time_zone']);

/** A field with every default explicit (a standard field a feature adds, or the base of a declared one). */
export function scalar(name: string, type: FieldMeta['type'], extra: Partial<FieldMeta>): FieldMeta {
  return {
    name, type, column: name, label: name.replace(/_/g, ' ').trim(),
    required: false, nullable: false, blank: STRING_TYPES.has(type), readOnly: false, writeOnly: false,
    internal: false, immutable: false,
    ...(STRING_TYPES.has(type) ? { default: '' } : {}),
    ...extra,
  };
}

/** One declared field → its FieldMeta, plus the companion fields of generic relations and IP fields. */
export function expandField(modelKey: string, table: string, model: string, name: string, raw: RawField, file: SchemaSource, errors: SchemaError[]): FieldMeta[] {
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

function expandGeneric(modelKey: string, name: string, raw: RawField, file: SchemaSource, errors: SchemaError[]): FieldMeta[] {
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

function expandScalar(modelKey: string, table: string, model: string, name: string, raw: RawField, file: SchemaSource, errors: SchemaError[]): FieldMeta {
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
    readOnly: (raw.readonly ?? false) || raw.internal === true,
    writeOnly: raw.writeonly ?? false,
    internal: raw.internal ?? false,
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
  } else if (raw.type === 'generic_list') {
    if (!Array.isArray(raw.to)) errors.push(file.error(at('to'), `${name}: a generic_list names the models it may hold (to: [app.model, ...])`));
    if (raw.stored !== false) errors.push(file.error(at('stored'), `${name}: a generic_list has no column: declare stored: false (the plug-in keeps the list)`));
    field.targets = Array.isArray(raw.to) ? raw.to.map((t) => (t === 'self' ? modelKey : t)) : [];
    if (raw.default === undefined) field.default = [];
  } else if (typeof raw.to === 'object') errors.push(file.error(at('to'), `${name}: a list of models or a feature is for generic relations only`));
  else if (raw.to !== undefined) field.to = raw.to === 'self' ? modelKey : raw.to;
  if (raw.on_delete === 'keep') errors.push(file.error(at('on_delete'), `${name}: on_delete keep is for generic relations only`));
  if (raw.on_delete !== undefined) field.onDelete = raw.on_delete;
  if (raw.nested !== undefined) field.nested = raw.nested;
  if (raw.flat !== undefined) {
    // A foreign key read as the related object's id (Django REST framework's PrimaryKeyRelatedField).
    if (raw.type === 'fk' ? raw.flat !== 'id' : raw.type !== 'm2m') errors.push(file.error(at('flat'), `${name}: "flat" applies to m2m fields, and to fk fields as "flat: id"`));
    field.flat = raw.flat;
  }
  if (raw.stored === false) {
    if (raw.type === 'm2m' || raw.type === 'fk' || raw.unique || raw.index || raw.natural) {
      errors.push(file.error(at('stored'), `${name}: a field without a column is a scalar without unique, index or natural`));
    }
    field.column = null;
    field.unstored = true;
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
  if (raw.type !== 'fk' && raw.type !== 'm2m' && ((raw.to !== undefined && raw.type !== 'content_types' && raw.type !== 'content_type' && raw.type !== 'generic_list') || raw.on_delete !== undefined || raw.nested !== undefined)) {
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
