// A request body → validated values for one object, or a 400 with every field's messages.
// Read-only, computed and unknown keys are ignored, as DRF does.
import type { Row } from '../db/values.js';
import { ValidationError, addError, type FieldErrors } from '../http/errors.js';
import type { FieldMeta, ModelMeta } from '../types.js';
import { resolveRelated, type RelatedContext } from './related.js';
import { FieldProblem, SCALAR_VALIDATORS, pythonType } from './scalars.js';
import { uniqueErrors } from './uniques.js';
import { CustomFieldProblem, customFieldData } from '../extras/custom-fields.js';
import type { WriteContext } from './save.js';

export type WriteMode = 'create' | 'update' | 'partial';

export interface ParsedInput {
  /** Validated values by field name (fk values are ids). */
  readonly values: Map<string, unknown>;
  /** Related ids of many-to-many fields and tags that were given. */
  readonly lists: Map<string, number[]>;
}

/** Fields a client may write. */
export function writableFields(model: ModelMeta): FieldMeta[] {
  return model.fields.filter((f) => !f.readOnly && !f.internal);
}

export function requireObject(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ValidationError({ __all__: [`Invalid data. Expected a dictionary, but got ${pythonType(body)}.`] });
  }
  return body as Record<string, unknown>;
}

export async function parseInput(ctx: WriteContext, model: ModelMeta, body: unknown, mode: WriteMode, existing?: Row): Promise<ParsedInput> {
  const selfId = existing ? Number(existing.id) : null;
  const data = requireObject(body);
  const errors: FieldErrors = {};
  const values = new Map<string, unknown>();
  const lists = new Map<string, number[]>();
  for (const field of writableFields(model)) {
    if (!Object.hasOwn(data, field.name)) {
      if (mode !== 'partial' && field.required) addError(errors, field.name, 'This field is required.');
      else if (mode === 'create' && field.default !== undefined && field.type !== 'm2m' && field.type !== 'tags') values.set(field.name, field.default);
      continue;
    }
    if (field.immutable && existing && mode !== 'create') continue;
    try {
      const value = data[field.name];
      if (field.type === 'm2m' || field.type === 'tags') lists.set(field.name, await relatedList(ctx, field, value));
      else values.set(field.name, await fieldValue(ctx, field, value));
    } catch (error) {
      if (!(error instanceof FieldProblem)) throw error;
      if (Array.isArray(error.messages)) error.messages.forEach((m) => addError(errors, field.name, m));
      else errors[field.name] = error.messages;
    }
  }
  if (model.features.tags) await tagChanges(ctx, model, data, mode, selfId, lists, errors);
  if (model.features.customFields && !errors.custom_fields) await customFields(ctx, model, data, existing, values, errors);
  if (model.features.changelog && Object.hasOwn(data, 'changelog_message')) {
    try {
      SCALAR_VALIDATORS.string!(CHANGELOG_MESSAGE, data.changelog_message, ctx.index);
    } catch (error) {
      if (!(error instanceof FieldProblem)) throw error;
      (error.messages as string[]).forEach((m) => addError(errors, 'changelog_message', m));
    }
  }
  // Like DRF's UniqueValidator: each valid, given field with a unique constraint is checked.
  const given = new Set([...values.keys()].filter((name) => Object.hasOwn(data, name) && !errors[name]));
  for (const [key, messages] of Object.entries(await uniqueErrors(ctx.q, model, values, given, selfId, 'field'))) {
    (messages as string[]).forEach((m) => addError(errors, key, m));
  }
  if (Object.keys(errors).length) throw new ValidationError(sortedLike(model, errors));
  return { values, lists };
}

/** The write-only `changelog_message` of every change-logged model's body (stored with the change record). */
const CHANGELOG_MESSAGE: FieldMeta = {
  name: 'changelog_message', type: 'string', column: null, label: 'changelog message', required: false, nullable: false, blank: true,
  readOnly: false, writeOnly: true, internal: false, immutable: false, maxLength: 200,
};

/**
 * `add_tags` / `remove_tags` (NetBox's TaggableModelSerializer): applied to the stored tags, never
 * together with `tags`, `remove_tags` only on updates, no tag in both lists.
 */
async function tagChanges(
  ctx: RelatedContext, model: ModelMeta, data: Record<string, unknown>, mode: WriteMode, selfId: number | null,
  lists: Map<string, number[]>, errors: FieldErrors,
): Promise<void> {
  const adding = Object.hasOwn(data, 'add_tags');
  const removing = Object.hasOwn(data, 'remove_tags');
  if (!adding && !removing) return;
  const tags = model.fields.find((f) => f.type === 'tags')!;
  if (Object.hasOwn(data, 'tags')) {
    addError(errors, 'tags', 'Cannot specify "tags" together with "add_tags" or "remove_tags".');
    return;
  }
  if (removing && mode === 'create') {
    addError(errors, 'remove_tags', 'Cannot use "remove_tags" when creating a new object.');
    return;
  }
  const resolved: Record<'add_tags' | 'remove_tags', number[]> = { add_tags: [], remove_tags: [] };
  for (const key of ['add_tags', 'remove_tags'] as const) {
    if (!Object.hasOwn(data, key)) continue;
    try {
      resolved[key] = await relatedList(ctx, tags, data[key]);
    } catch (error) {
      if (!(error instanceof FieldProblem)) throw error;
      (error.messages as string[]).forEach((m) => addError(errors, key, m));
    }
  }
  if (errors.add_tags || errors.remove_tags) return;
  const both = resolved.add_tags.filter((id) => resolved.remove_tags.includes(id));
  if (both.length) {
    const names = (await ctx.q('extras_tag').select('name').whereIn('id', both).orderBy('name')) as { name: string }[];
    addError(errors, 'remove_tags', `Tags may not be present in both "add_tags" and "remove_tags": ${names.map((n) => n.name).join(', ')}`);
    return;
  }
  const current = selfId === null ? [] : ((await ctx.q('extras_taggeditem').select('tag_id').where({ object_type: model.key, object_id: selfId })) as { tag_id: unknown }[]).map((r) => Number(r.tag_id));
  const next = new Set([...current, ...resolved.add_tags]);
  resolved.remove_tags.forEach((id) => next.delete(id));
  lists.set(tags.name, [...next]);
}

/**
 * custom_fields on every write (NetBox validates them in the model's clean()): defaults on create,
 * the body merged over the stored data on update, each value checked against its definition.
 */
async function customFields(
  ctx: WriteContext, model: ModelMeta, data: Record<string, unknown>, existing: Row | undefined, values: Map<string, unknown>, errors: FieldErrors,
): Promise<void> {
  const field = model.fields.find((f) => f.type === 'custom_fields')!;
  const raw = existing?.[field.column!];
  const stored = existing ? ((typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, unknown> | null) ?? {} : null;
  try {
    values.set(field.name, await customFieldData(ctx, model, Object.hasOwn(data, field.name) ? data[field.name] : {}, stored, existing ? Number(existing.id) : null));
  } catch (error) {
    if (!(error instanceof CustomFieldProblem)) throw error;
    if (error.body.custom_fields) errors.custom_fields = error.body.custom_fields;
    for (const message of error.body.__all__ ?? []) addError(errors, '__all__', message);
  }
}

async function fieldValue(ctx: RelatedContext, field: FieldMeta, value: unknown): Promise<unknown> {
  if (value === null) {
    if (field.nullable) return null;
    if (field.type === 'choice' && field.blank) return '';
    throw new FieldProblem(['This field may not be null.']);
  }
  if (field.type === 'fk') return resolveRelated(ctx, ctx.index.model(field.to!), value);
  if (field.type === 'custom_fields') {
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw new FieldProblem(['Invalid data format. Custom field data must be passed as a dictionary mapping field names to their values.']);
    }
    return value;
  }
  const validate = SCALAR_VALIDATORS[field.type];
  if (!validate) throw new Error(`no validator for ${field.type}`);
  return validate(field, value, ctx.index);
}

async function relatedList(ctx: RelatedContext, field: FieldMeta, value: unknown): Promise<number[]> {
  if (!Array.isArray(value)) throw new FieldProblem([`Expected a list of items but got type "${pythonType(value)}".`]);
  const target = ctx.index.model(field.to!);
  const ids: number[] = [];
  if (field.flat) {
    // DRF's SlugRelatedField: each item names an object by one attribute.
    const column = target.fields.find((f) => f.name === field.flat)!.column!;
    for (const item of value) {
      if (typeof item !== 'string' && typeof item !== 'number') throw new FieldProblem(['Invalid value.']);
      const row = (await ctx.q(target.table).select('id').where(column, item).first()) as { id: unknown } | undefined;
      if (!row) throw new FieldProblem([`Object with ${field.flat}=${item} does not exist.`]);
      ids.push(Number(row.id));
    }
    return [...new Set(ids)];
  }
  for (const item of value) ids.push(await resolveRelated(ctx, target, item));
  return [...new Set(ids)];
}

/** Errors in the order of the model's fields, as DRF reports them. */
function sortedLike(model: ModelMeta, errors: FieldErrors): FieldErrors {
  const order = model.fields.map((f) => f.name);
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)));
}
