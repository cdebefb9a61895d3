// OPTIONS on list and detail endpoints: DRF's SimpleMetadata as NetBox serves it (name,
// description, renders, parses, and `actions` for the methods the user may perform, each field
// with type, required, read_only, label, limits and choices as {value, display_name}).
import { requireAction, type Action } from '../auth/access.js';
import { ApiError } from '../http/errors.js';
import { computedOf, fieldOf, requireField, type ModelIndex } from '../registry.js';
import type { FieldMeta, ModelMeta } from '../../contract/index.js';
import type { Access, AppDeps } from '../context.js';
import { jsonReply, type ApiRequest, type Reply } from '../objects/request.js';

type Info = Record<string, unknown>;

const TYPE_LABEL: Partial<Record<FieldMeta['type'], string>> = {
  string: 'string', text: 'string', password: 'string', color: 'string', slug: 'slug', url: 'url', email: 'email', time_zone: 'string',
  integer: 'integer', bigint: 'integer', decimal: 'decimal', float: 'float', boolean: 'boolean', date: 'date',
  datetime: 'datetime', uuid: 'string', int_array: 'list', string_array: 'list', content_types: 'list', json: 'json',
};

const capfirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** DRF's view name, as OPTIONS and the browsable API show it: "Site List", "Site Instance". */
export function viewName(model: ModelMeta, detail: boolean): string {
  return `${model.verboseName.split(' ').map(capfirst).join(' ')} ${detail ? 'Instance' : 'List'}`;
}

export function options(deps: AppDeps, model: ModelMeta, request: ApiRequest, detail: boolean): Reply {
  // No model permission is needed to describe an endpoint, but LOGIN_REQUIRED holds (TokenPermissions).
  requireAction(request.access, deps.config, null, 'view');
  const body: Info = {
    name: viewName(model, detail),
    description: model.description,
    renders: ['application/json', 'text/html'],
    parses: ['application/json'],
  };
  const actions: Info = {};
  const method = detail ? 'PUT' : 'POST';
  if (!model.readOnly && allowed(request.access, deps, model, detail ? 'change' : 'add')) actions[method] = describeFields(deps.index, model, model.order, true);
  if (Object.keys(actions).length) body.actions = actions;
  return jsonReply(body);
}

/** Whether the request may perform `action` on `model` at all (the model-level gate). */
export function allowed(access: Access, deps: Pick<AppDeps, 'config'>, model: ModelMeta, action: Action): boolean {
  try {
    requireAction(access, deps.config, model, action);
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/** What OPTIONS says of a writable endpoint's fields (its `actions`), by field name. */
export function writableFields(index: ModelIndex, model: ModelMeta): Record<string, Info> {
  return describeFields(index, model, model.order, true) as Record<string, Info>;
}

function describeFields(index: ModelIndex, model: ModelMeta, names: readonly string[], writable: boolean): Info {
  const out: Info = {};
  // Write-only fields (a password) are described; hidden ones (read-only and write-only: digests) are not.
  const all = [...names, ...model.fields.filter((f) => f.writeOnly && !f.readOnly && !f.internal).map((f) => f.name)];
  for (const name of all) out[name] = describe(index, model, name, writable);
  return out;
}

function describe(index: ModelIndex, model: ModelMeta, name: string, writable: boolean): Info {
  if (name === 'id') return { type: 'integer', required: false, read_only: true, label: 'ID' };
  if (name === 'url' || name === 'display_url' || name === 'display') {
    return { type: 'field', required: false, read_only: true, label: capfirst(name.replace(/_/g, ' ')) };
  }
  // A field without a column is read by the computed field of its name, and written as a field.
  const computed = fieldOf(model, name) ? undefined : computedOf(model, name);
  if (computed) {
    const integer = computed.kind === 'count' || ('valueType' in computed && computed.valueType === 'integer');
    return { type: integer ? 'integer' : 'field', required: false, read_only: true, label: capfirst(computed.label) };
  }
  const field = requireField(model, name);
  const readOnly = field.readOnly || !writable;
  const info: Info = {
    type: field.type === 'fk' ? 'nested object' : field.type === 'choice' ? 'field' : (TYPE_LABEL[field.type] ?? 'field'),
    required: field.required && !readOnly,
    read_only: readOnly,
    label: capfirst(field.label),
  };
  if (field.helpText) info.help_text = field.helpText;
  if (field.minLength !== undefined) info.min_length = field.minLength;
  if (field.maxLength !== undefined && field.type !== 'text' && field.type !== 'string_array') info.max_length = field.maxLength;
  if (field.min !== undefined) info.min_value = field.min;
  if (field.max !== undefined) info.max_value = field.max;
  if (field.digits !== undefined) info.max_digits = field.digits;
  if (field.places !== undefined) info.decimal_places = field.places;
  if (field.type === 'fk') {
    const target = index.model(field.to!);
    info.children = describeFields(index, target, field.nested ?? target.nested, false);
  }
  // DRF describes a list serializer's item as `child`.
  if (field.type === 'tags') {
    const tag = index.model(field.to!);
    info.child = { type: 'nested object', required: false, read_only: readOnly, children: describeFields(index, tag, tag.nested, false) };
  }
  if (field.type === 'int_array') info.child = { type: 'integer', required: true, read_only: readOnly };
  if (field.type === 'string_array') info.child = { type: 'string', required: true, read_only: readOnly, ...(field.maxLength !== undefined ? { max_length: field.maxLength } : {}) };
  if (field.type === 'content_types') info.child = { type: 'field', required: true, read_only: readOnly };
  if (field.type === 'choice' && !readOnly) {
    info.choices = index.choices(field.choices!).map((c) => ({ value: c.value, display_name: c.label }));
  }
  return info;
}
