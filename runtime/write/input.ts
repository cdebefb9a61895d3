// A request body → validated values for one object, or a 400 with every field's messages.
// Read-only, computed and unknown keys are ignored, as DRF does. Fields owned by a feature (tags,
// custom fields) and the feature's own keys (add_tags, changelog_message) are parsed by the
// feature (runtime/features/).
import type { FieldMeta, ModelMeta } from '../../contract/index.js';
import type { WriteContext } from '../context.js';
import type { Row } from '../db/values.js';
import { FEATURES, featureOfField } from '../features/index.js';
import type { ParsedInput, WriteMode } from '../features/feature.js';
import { ValidationError, addError, type FieldErrors } from '../http/errors.js';
import { resolveRelated, relatedList, type RelatedContext } from './related.js';
import { FieldProblem, SCALAR_VALIDATORS, largeText, pythonType } from './scalars.js';
import { piecesAt } from '../http/json-parts.js';
import { uniqueErrors } from './uniques.js';
import { parseObjectList } from './object-list.js';

export type { ParsedInput, WriteMode } from '../features/feature.js';

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
  const input: ParsedInput = { values: new Map<string, unknown>(), lists: new Map<string, number[]>() };
  for (const field of writableFields(model)) {
    if (featureOfField(field.type)) continue;
    if (!Object.hasOwn(data, field.name)) {
      if (mode !== 'partial' && field.required) addError(errors, field.name, 'This field is required.');
      else if (mode === 'create' && field.default !== undefined && field.type !== 'm2m') input.values.set(field.name, field.default);
      continue;
    }
    if (field.immutable && existing && mode !== 'create') continue;
    try {
      const value = data[field.name];
      const large = LARGE_TEXT_TYPES.has(field.type) ? piecesAt(data, field.name) : undefined;
      if (large) input.values.set(field.name, await largeText(field, large));
      else if (field.type === 'm2m') input.lists.set(field.name, await relatedList(ctx, field, value));
      else input.values.set(field.name, await fieldValue(ctx, field, value));
    } catch (error) {
      if (!(error instanceof FieldProblem)) throw error;
      if (Array.isArray(error.messages)) error.messages.forEach((m) => addError(errors, field.name, m));
      else errors[field.name] = error.messages;
    }
  }
  for (const feature of FEATURES) {
    if (feature.enabled(model)) await feature.parse?.(ctx, model, data, mode, existing, input, errors);
  }
  // Like DRF's UniqueValidator: each valid, given field with a unique constraint is checked.
  const given = new Set([...input.values.keys()].filter((name) => Object.hasOwn(data, name) && !errors[name]));
  for (const [key, messages] of Object.entries(await uniqueErrors(ctx.q, model, input.values, given, selfId, 'field'))) {
    (messages as string[]).forEach((m) => addError(errors, key, m));
  }
  if (Object.keys(errors).length) throw new ValidationError(sortedLike(model, errors));
  return input;
}

/** Field types whose long values are checked and kept in pieces (write/scalars.ts largeText). */
const LARGE_TEXT_TYPES: ReadonlySet<string> = new Set(['string', 'text']);

async function fieldValue(ctx: RelatedContext, field: FieldMeta, value: unknown): Promise<unknown> {
  if (value === null) {
    if (field.nullable) return null;
    if (field.type === 'choice' && field.blank) return '';
    throw new FieldProblem(['This field may not be null.']);
  }
  if (field.type === 'fk') return resolveRelated(ctx, ctx.index.model(field.to!), value);
  if (field.type === 'generic_list') return parseObjectList(ctx, field, value);
  const validate = SCALAR_VALIDATORS[field.type];
  if (!validate) throw new Error(`no validator for ${field.type}`);
  return validate(field, value, ctx.index);
}

/** Errors in the order of the model's fields, as DRF reports them. */
function sortedLike(model: ModelMeta, errors: FieldErrors): FieldErrors {
  const order = model.fields.map((f) => f.name);
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)));
}
