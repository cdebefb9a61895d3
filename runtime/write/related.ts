// Related objects on write: an integer id, a numeric string, or a dictionary of attributes that
// must match exactly one object (nested dictionaries follow relations), with the reference's
// messages: NetBox's get_related_object_by_attrs (utilities/api.py) for references and tags,
// DRF's PrimaryKeyRelatedField for many-to-many lists of ids (NetBox's SerializedPKRelatedField).
// An id is an integer: a number with a fraction or a boolean is refused with DRF's
// "Incorrect type" message, where NetBox's int() would silently name another object (1.5 → 1,
// true → 1): a deliberate difference (docs/deviations.md).
import type { Knex } from 'knex';
import type { FieldMeta, ModelMeta } from '../../contract/index.js';
import type { WriteContext } from '../context.js';
import type { Queryable } from '../db/query.js';
import { isRealDate } from '../lib/dates.js';
import { parseUuid } from '../query/scalar.js';
import { integerRange, integerText, isKey } from '../lib/numbers.js';
import { columnOf, fieldOf, type ModelIndex } from '../registry.js';
import { FieldProblem, pythonType } from './scalars.js';

/** A write's context (references then resolve only through objects the request may view), or a bare query handle. */
export type RelatedContext = WriteContext | { readonly q: Queryable; readonly index: ModelIndex };

/** `target`'s rows a reference may name: those the request may view (every row for maintenance). */
function viewable(ctx: RelatedContext, target: ModelMeta): Knex.QueryBuilder {
  const query = ctx.q(target.table);
  return 'access' in ctx && ctx.access ? ctx.access.restrict(ctx, target, 'view', query) : query;
}

/** Whether the request may view object `id` of `target` (any object for maintenance). */
export async function mayView(ctx: RelatedContext, target: ModelMeta, id: number): Promise<boolean> {
  return isKey(id) && (await viewable(ctx, target).select(`${target.table}.id`).where(`${target.table}.id`, id).first()) !== undefined;
}

/**
 * As NetBox's get_related_object_by_attrs: a dictionary of attributes finds only objects the
 * request may view (no enumeration by attributes); a numeric id, alone or as {"id": n}, names any
 * object, "regardless of the user's view permissions".
 */
export async function resolveRelated(ctx: RelatedContext, target: ModelMeta, value: unknown): Promise<number> {
  if (isDictionary(value)) {
    const id = onlyId(value);
    if (id !== undefined) return resolveId(ctx, target, id, true);
    const params = flattenAttributes(value);
    const query = viewable(ctx, target).select(`${target.table}.id`).limit(2);
    const problem = applyAttributes(ctx, target, query, value, 1);
    if (problem) throw new FieldProblem([problem]);
    const rows = (await query) as { id: unknown }[];
    if (rows.length === 0) throw new FieldProblem([`Related object not found using the provided attributes: ${pythonDict(params)}`]);
    if (rows.length > 1) throw new FieldProblem([`Multiple objects match the provided attributes: ${pythonDict(params)}`]);
    return Number(rows[0]!.id);
  }
  if (isNotAnId(value)) throw new FieldProblem([incorrectType(value)]);
  return resolveId(ctx, target, value, false);
}

async function resolveId(ctx: RelatedContext, target: ModelMeta, value: unknown, asAttributes: boolean): Promise<number> {
  const id = integerId(value);
  if (id === null) {
    throw new FieldProblem([`Related objects must be referenced by numeric ID or by dictionary of attributes. Received an unrecognized value: ${pythonStr(value)}`]);
  }
  const shown = typeof value === 'string' ? value.trim().replace(/^\+/, '') : integerText(id);
  if (!(await exists(ctx, target, id))) {
    throw new FieldProblem([asAttributes ? `Related object not found using the provided attributes: {'id': ${shown}}` : `Related object not found using the provided numeric ID: ${shown}`]);
  }
  return id;
}

/** Whether an object with this id exists (any object: an id names it whatever the request may view). */
async function exists(ctx: RelatedContext, target: ModelMeta, id: number): Promise<boolean> {
  // Beyond any key there is no such object, and the database is not asked (PostgreSQL would refuse the number).
  if (!isKey(id)) return false;
  const known = 'knownRows' in ctx ? ctx.knownRows : undefined;
  if (known?.has(`${target.table}:${id}`)) return true;
  const found = (await ctx.q(target.table).select(`${target.table}.id`).where(`${target.table}.id`, id).first()) !== undefined;
  if (found) known?.add(`${target.table}:${id}`);
  return found;
}

/**
 * One item of a many-to-many list (DRF's PrimaryKeyRelatedField, which NetBox's
 * SerializedPKRelatedField is): an id, or a dictionary of attributes as a reference takes it.
 */
async function resolvePk(ctx: RelatedContext, target: ModelMeta, value: unknown): Promise<number> {
  if (isDictionary(value)) return resolveRelated(ctx, target, value);
  // DRF asks queryset.get(pk=None), which finds nothing.
  if (value === null) throw new FieldProblem(['Invalid pk "None" - object does not exist.']);
  const id = integerId(value);
  if (id === null) throw new FieldProblem([incorrectType(value)]);
  if (!(await exists(ctx, target, id))) throw new FieldProblem([`Invalid pk "${typeof value === 'string' ? value : integerText(id)}" - object does not exist.`]);
  return id;
}

/** A list of related objects: their ids; tags named as references are, many-to-many items as DRF's primary keys. */
export async function relatedList(ctx: RelatedContext, field: FieldMeta, value: unknown): Promise<number[]> {
  if (!Array.isArray(value)) throw new FieldProblem([`Expected a list of items but got type "${pythonType(value)}".`]);
  const target = ctx.index.model(field.to!);
  const ids: number[] = [];
  if (field.flat) {
    // DRF's SlugRelatedField: each item names an object by one attribute.
    const column = columnOf(target, field.flat);
    for (const item of value) {
      if (typeof item !== 'string' && typeof item !== 'number') throw new FieldProblem(['Invalid value.']);
      // DRF's SlugRelatedField over the whole table, as NetBox's: a slug names any object (tags).
      const row = (await ctx.q(target.table).select(`${target.table}.id`).where(`${target.table}.${column}`, item).first()) as { id: unknown } | undefined;
      if (!row) throw new FieldProblem([`Object with ${field.flat}=${item} does not exist.`]);
      ids.push(Number(row.id));
    }
    return [...new Set(ids)];
  }
  // Many-to-many fields are lists of primary keys in NetBox; tags are nested serializers (as references).
  const resolve = field.type === 'm2m' ? resolvePk : resolveRelated;
  for (const item of value) ids.push(await resolve(ctx, target, item));
  return [...new Set(ids)];
}

/** DRF's PrimaryKeyRelatedField message for a value of the wrong JSON type. */
function incorrectType(value: unknown): string {
  return `Incorrect type. Expected pk value, received ${pythonType(value)}.`;
}

function isDictionary(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** {"id": n} alone names object n as a bare id does; undefined for any other dictionary. */
function onlyId(value: Record<string, unknown>): unknown {
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === 'id' && integerId(value.id) !== null ? value.id : undefined;
}

/** A number with a fraction or a boolean: JSON values that are never an id. */
function isNotAnId(value: unknown): boolean {
  return typeof value === 'boolean' || (typeof value === 'number' && !Number.isInteger(value));
}

/** An id as given: a JSON integer or a string of digits (NetBox casts strings with int()); null otherwise. */
function integerId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value)) return Number.parseInt(value, 10);
  return null;
}

/** dict_to_filter_params: {"site": {"name": "x"}} → {"site__name": "x"}. */
function flattenAttributes(attrs: Record<string, unknown>, prefix = ''): [string, unknown][] {
  return Object.entries(attrs).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? flattenAttributes(value as Record<string, unknown>, `${prefix}${key}__`)
      : [[`${prefix}${key}`, value] as [string, unknown]]);
}

/**
 * How deep attribute references may nest ({"region": {"parent": {"parent": …}}}): each level is a
 * sub-query, and past a few dozen the database refuses the statement ("Expression tree is too
 * large"). Ten levels name anything a hierarchy in practice holds.
 */
export const MAX_REFERENCE_DEPTH = 10;

/** Adds `attribute = value` conditions; returns the 400's text for an unknown key or a value the attribute cannot hold. */
function applyAttributes(ctx: RelatedContext, model: ModelMeta, query: Knex.QueryBuilder, attrs: Record<string, unknown>, depth: number): string | null {
  if (depth > MAX_REFERENCE_DEPTH) return `Related object attributes may be nested at most ${MAX_REFERENCE_DEPTH} levels deep.`;
  for (const [key, value] of Object.entries(attrs)) {
    const named = fieldOf(model, key) ?? (key.endsWith('_id') ? fieldOf(model, key.slice(0, -3)) : undefined);
    const field = named && (named.name === key || named.type === 'fk') ? named : undefined;
    const column = key === 'id' ? 'id' : field && !field.internal && field.column ? field.column : null;
    if (!column) {
      const choices = ['id', ...model.fields.filter((f) => !f.internal && f.column).map((f) => f.name)].sort();
      return `Cannot resolve keyword '${key}' into field. Choices are: ${choices.join(', ')}`;
    }
    const qualified = `${model.table}.${column}`;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      if (field?.type !== 'fk') return `Unsupported lookup '${Object.keys(value)[0]}' for ${field?.type ?? 'id'} or join on the field not permitted.`;
      const target = ctx.index.model(field.to!);
      const sub = viewable(ctx, target).select(`${target.table}.id`);
      const problem = applyAttributes(ctx, target, sub, value as Record<string, unknown>, depth + 1);
      if (problem) return problem;
      query.whereIn(qualified, sub);
    } else if (value === null) {
      query.whereNull(qualified);
    } else {
      const compared = attributeValue(key, key === 'id' ? 'fk' : columnKind(ctx, field!), value);
      if (typeof compared === 'object') return compared.problem;
      if (compared === NO_MATCH) query.whereRaw('1 = 0');
      else query.where(qualified, compared);
    }
  }
  return null;
}

/** What an attribute's column holds, as attributeValue reads values for it: a choice stored as a number is an integer. */
function columnKind(ctx: RelatedContext, field: FieldMeta): string {
  if (field.type === 'choice' && field.choices && ctx.index.choices(field.choices).some((choice) => typeof choice.value === 'number')) return 'integer';
  return field.type;
}

/** An attribute value no row can hold (a number beyond the column's range): matches nothing. */
const NO_MATCH = Symbol('no match');

/**
 * The value an attribute is compared with, as Django's field would prepare it (get_prep_value),
 * with its messages for a value the field cannot take; NO_MATCH for one beyond the column.
 */
function attributeValue(key: string, type: string, value: unknown): string | number | boolean | typeof NO_MATCH | { problem: string } {
  if (Array.isArray(value)) return { problem: `Field '${key}' expected a single value but got ${pythonRepr(value)}.` };
  const scalar = value as string | number | boolean;
  switch (type) {
    case 'fk': case 'integer': case 'bigint': {
      // No integer column holds a number with a fraction (Django's int() would truncate it).
      if (typeof scalar === 'number' && !Number.isInteger(scalar)) return NO_MATCH;
      const number = pythonInt(scalar);
      if (number === null) return { problem: `Field '${key}' expected a number but got ${pythonRepr(scalar)}.` };
      const [min, max] = integerRange(type === 'integer' ? 'integer' : 'bigint');
      return number < min || number > max ? NO_MATCH : number;
    }
    case 'decimal': case 'float': {
      const number = typeof scalar === 'boolean' ? Number(scalar) : Number(scalar);
      if ((typeof scalar === 'string' && scalar.trim() === '') || !Number.isFinite(number)) return { problem: `Field '${key}' expected a number but got ${pythonRepr(scalar)}.` };
      return number;
    }
    case 'boolean':
      if (typeof scalar === 'boolean') return scalar;
      if (['true', '1', 't'].includes(String(scalar).toLowerCase())) return true;
      if (['false', '0', 'f'].includes(String(scalar).toLowerCase())) return false;
      return { problem: `“${String(scalar)}” value must be either True or False.` };
    case 'date': case 'datetime':
      if (typeof scalar !== 'string' || !isRealDate(scalar)) return { problem: `“${String(scalar)}” value has an invalid date format. It must be in YYYY-MM-DD format.` };
      return scalar;
    case 'uuid': {
      const uuid = typeof scalar === 'string' ? parseUuid(scalar) : null;
      return typeof uuid === 'string' ? uuid : { problem: `“${String(scalar)}” is not a valid UUID.` };
    }
    case 'json': case 'int_array': case 'string_array': case 'content_types':
      // A list or document column: no single value to compare with.
      return { problem: `Field '${key}' cannot be used to find a related object.` };
    default:
      // Text columns compare text: a boolean is read as Python's str() of it.
      return typeof scalar === 'boolean' ? String(scalar) : scalar;
  }
}

/** Python's int(value) for an attribute's value: integers, numeric strings, bools (True is 1). */
function pythonInt(value: unknown): number | null {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return integerId(value);
}

/** Python's repr(), for the values that appear in the reference's messages. */
export function pythonRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value);
  if (typeof value === 'string') return value.includes("'") && !value.includes('"') ? `"${value}"` : `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  return pythonDict(Object.entries(value as Record<string, unknown>));
}

function pythonDict(entries: [string, unknown][]): string {
  return `{${entries.map(([k, v]) => `${pythonRepr(k)}: ${pythonRepr(v)}`).join(', ')}}`;
}

/** Python's str(): strings as they are, everything else as repr. */
function pythonStr(value: unknown): string {
  return typeof value === 'string' ? value : pythonRepr(value);
}
