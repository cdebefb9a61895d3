// List filters from the model's generated filter set: one mechanism, lookups keyed by filter kind
// (the reference's table). Different parameters AND; repeated values of one parameter OR; `n*`
// lookups exclude; `null` selects empty relations and choices. Unknown parameters are ignored; an
// invalid value is a 400 {param: [message]}.
import type { Knex } from 'knex';
import type { Dialect } from '../db/database.js';
import type { Queryable } from '../db/query.js';
import { rawRows, whereIdIn } from '../db/query.js';
import { isoDatetime } from '../db/values.js';
import { ValidationError, addError, type FieldErrors } from '../http/errors.js';
import type { ModelIndex } from '../registry.js';
import type { FieldMeta, FilterKind, FilterMeta, ModelMeta, PathStep } from '../types.js';
import { ipCondition } from './ip-filters.js';
import { countExpression, type CountMeta } from '../serialize/counts.js';
import { FILTER_HOOKS } from './filter-hooks.js';
import { customFieldCondition } from './custom-field-filters.js';
import { customFieldsOf, type CustomFieldDef } from '../extras/custom-fields.js';
import type { FilterHookName } from '../hooks/names.js';

export interface FilterContext {
  readonly q: Queryable;
  readonly dialect: Dialect;
  readonly index: ModelIndex;
}

/** Parameters that steer the list itself, never filters. */
export const RESERVED_PARAMETERS = new Set(['limit', 'offset', 'start', 'ordering', 'brief', 'fields', 'omit', 'exclude', 'format', 'background']);

export const NUMERIC = ['exact', 'n', 'lt', 'lte', 'gt', 'gte', 'empty'] as const;
export const TEXT = ['exact', 'n', 'ic', 'nic', 'isw', 'nisw', 'iew', 'niew', 'ie', 'nie', 'empty', 'regex', 'iregex'] as const;

/** The lookups each kind of filter accepts (anything else is ignored, like an unknown parameter). */
const LOOKUPS: Readonly<Record<FilterKind, readonly string[]>> = {
  number: NUMERIC, decimal: NUMERIC, date: NUMERIC, datetime: NUMERIC,
  string: TEXT, choice: TEXT,
  boolean: ['exact'], uuid: ['exact', 'n'], related: ['exact', 'n'], present: ['exact'], group: ['exact', 'n'], hook: ['exact'],
  ip: ['exact', 'n', 'lt', 'lte', 'gt', 'gte'],
  exists: ['exact'], count: ['exact', 'n', 'lt', 'lte', 'gt', 'gte'], object_type_id: ['exact', 'n'],
};

export const NULL_SENTINEL = 'null';

export type Where = (qb: Knex.QueryBuilder) => void;

/** Adds the request's filters to `query`; throws 400 {param: [message]} for invalid values. */
export async function applyFilters(ctx: FilterContext, model: ModelMeta, params: URLSearchParams, query: Knex.QueryBuilder): Promise<void> {
  const errors: FieldErrors = {};
  const byName = new Map(model.filters.map((f) => [f.name, f]));
  const conditions: Where[] = [];
  let customFields: CustomFieldDef[] | undefined;
  for (const param of new Set(params.keys())) {
    if (RESERVED_PARAMETERS.has(param)) continue;
    const values = params.getAll(param);
    const fail = (message: string) => addError(errors, param, message);
    if (param === 'q') {
      const where = searchCondition(ctx, model, values[0] ?? '');
      if (where) conditions.push(where);
      continue;
    }
    if (param === 'tag' || param === 'tag__n' || param === 'tag_id' || param === 'tag_id__n' || param === 'tag__any' || param === 'tag_id__any') {
      if (model.features.tags) conditions.push(await tagCondition(ctx, model, param, values, fail));
      continue;
    }
    if (Object.hasOwn(REQUEST_FILTERS, param)) {
      const where = model.features.changelog ? requestCondition(ctx, model, REQUEST_FILTERS[param]!, values.at(-1) ?? '', fail) : null;
      if (where) conditions.push(where);
      continue;
    }
    if (param.startsWith('cf_') && model.features.customFields) {
      customFields ??= await customFieldsOf(ctx.q, model);
      const where = await customFieldCondition(ctx, model, customFields, param, values, fail);
      if (where) conditions.push(where);
      continue;
    }
    const exact = byName.get(param);
    const split = param.lastIndexOf('__');
    const filter = exact ?? (split > 0 ? byName.get(param.slice(0, split)) : undefined);
    const lookup = exact ? 'exact' : param.slice(split + 2);
    if (!filter || !LOOKUPS[filter.kind].includes(lookup)) continue;
    // An alias with its own lookup (created_after) takes one value and no suffix, as django-filter's
    // single-value filters with a lookup_expr do.
    if (filter.lookup && !exact) continue;
    const where = filter.lookup
      ? await condition(ctx, model, filter, filter.lookup, values.slice(-1), fail)
      : await condition(ctx, model, filter, lookup, values, fail);
    if (where) conditions.push(where);
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  for (const where of conditions) query.where(where);
}

/** Objects that a request created, updated or either (its id is the response's X-Request-ID). */
const REQUEST_FILTERS: Readonly<Record<string, readonly string[]>> = {
  created_by_request: ['create'],
  updated_by_request: ['update'],
  modified_by_request: ['create', 'update'],
};

function requestCondition(ctx: FilterContext, model: ModelMeta, actions: readonly string[], value: string, fail: (m: string) => void): Where | null {
  if (value.trim() === '') return null;
  const uuid = parseUuid(value);
  if (uuid instanceof Error) {
    fail(uuid.message);
    return null;
  }
  const changed = ctx.q('core_objectchange').select('changed_object_id')
    .where({ request_id: uuid, changed_object_type: model.key }).whereIn('action', [...actions]);
  return (qb) => qb.whereIn(`${model.table}.id`, changed);
}

async function condition(ctx: FilterContext, model: ModelMeta, filter: FilterMeta, lookup: string, values: string[], fail: (m: string) => void): Promise<Where | null> {
  const negate = lookup === 'n' || (lookup.startsWith('n') && lookup !== 'n' && TEXT.includes(lookup as never));
  switch (filter.kind) {
    case 'related': return relatedCondition(ctx, model, filter, negate, values, fail);
    case 'ip': return ipCondition(ctx, model, filter, lookup, values, fail);
    case 'object_type_id': return objectTypeIdCondition(ctx, model, filter, lookup === 'n', values, fail);
    case 'present': return presentCondition(model, filter, values);
    case 'exists': return existsCondition(ctx, filter, values);
    case 'count': return countCondition(ctx, model, filter, lookup, values, fail);
    case 'group': return groupCondition(model, filter, negate, values, fail);
    case 'hook': return FILTER_HOOKS[filter.hook as FilterHookName](ctx, model, values, fail);
    default: return scalarCondition(ctx, model, filter, lookup, negate, values, fail);
  }
}

// ---- scalar fields -------------------------------------------------------------------------------

/** A scalar filter on a field, or on `expression` (a custom field's value) when given. */
export function scalarCondition(
  ctx: FilterContext, model: ModelMeta, filter: FilterMeta, lookup: string, negate: boolean, values: string[], fail: (m: string) => void,
  expression?: Knex.Raw,
): Where | null {
  const field = model.fields.find((f) => f.name === filter.field);
  const column = (expression ?? `${model.table}.${field?.column ?? 'id'}`) as string;
  const base = negate && lookup !== 'n' ? lookup.slice(1) : lookup === 'n' ? 'exact' : lookup;

  if (lookup === 'empty') {
    const wantEmpty = parseBoolean(values[values.length - 1] ?? '');
    if (wantEmpty === null) return null;
    const text = filter.kind === 'string' || filter.kind === 'choice';
    const isEmpty: Where = (qb) => {
      qb.whereNull(column);
      if (text) qb.orWhere(column, '');
    };
    return wantEmpty ? (qb) => qb.where(isEmpty) : (qb) => qb.whereNot(isEmpty);
  }

  const parsed: unknown[] = [];
  for (const value of values) {
    const result = parseValue(ctx, filter, field, value, lookup);
    if (result instanceof Error) fail(result.message);
    else if (result !== undefined) parsed.push(result);
  }
  if (parsed.length !== values.length) return null;
  const nullable = filter.kind === 'choice' && values.includes(NULL_SENTINEL);
  const match: Where = (qb) => {
    if (base === 'exact') {
      const plain = parsed.filter((v) => !(nullable && v === NULL_SENTINEL));
      if (plain.length) qb.whereIn(column, plain as string[]);
      if (nullable) qb.orWhereNull(column).orWhere(column, '');
      return;
    }
    for (const value of parsed) qb.orWhere((inner) => comparison(ctx.dialect, inner, column, base, value));
  };
  if (!negate) return match;
  // Django's exclude(): rows whose value is NULL are not excluded.
  return (qb) => qb.where((inner) => inner.whereNot(match).orWhereNull(column));
}

function comparison(dialect: Dialect, qb: Knex.QueryBuilder, column: string, lookup: string, value: unknown): void {
  const like = dialect === 'postgres' ? 'ILIKE' : 'LIKE';
  const escaped = typeof value === 'string' ? value.replace(/[\\%_]/g, (c) => `\\${c}`) : value;
  switch (lookup) {
    case 'lt': qb.where(column, '<', value as string); return;
    case 'lte': qb.where(column, '<=', value as string); return;
    case 'gt': qb.where(column, '>', value as string); return;
    case 'gte': qb.where(column, '>=', value as string); return;
    case 'ic': qb.whereRaw(`?? ${like} ? ESCAPE '\\'`, [column, `%${escaped}%`]); return;
    case 'isw': qb.whereRaw(`?? ${like} ? ESCAPE '\\'`, [column, `${escaped}%`]); return;
    case 'iew': qb.whereRaw(`?? ${like} ? ESCAPE '\\'`, [column, `%${escaped}`]); return;
    case 'ie': qb.whereRaw('lower(??) = lower(?)', [column, value as string]); return;
    case 'regex':
    case 'iregex': {
      // PostgreSQL's regex operators; on SQLite the functions registered per connection (db/database.ts).
      const sql = dialect === 'postgres' ? `?? ${lookup === 'regex' ? '~' : '~*'} ?` : `${lookup === 'regex' ? 'regexp' : 'iregexp'}(?, ??) = 1`;
      qb.whereRaw(sql, dialect === 'postgres' ? [column, value as string] : [value as string, column]);
      return;
    }
    default: qb.where(column, value as string);
  }
}

function parseValue(ctx: FilterContext, filter: FilterMeta, field: FieldMeta | undefined, value: string, lookup: string): unknown {
  if (lookup === 'regex' || lookup === 'iregex') return validRegex(value);
  switch (filter.kind) {
    case 'number': {
      if (!/^\s*[-+]?\d+\s*$/.test(value)) return new Error('Enter a whole number.');
      return Number.parseInt(value, 10);
    }
    case 'decimal': {
      const number = Number(value);
      return value.trim() === '' || Number.isNaN(number) ? new Error('Enter a number.') : number;
    }
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : new Error('Enter a valid date.');
    case 'datetime': {
      const text = value.includes('T') || value.includes(' ') ? value.trim() : `${value.trim()}T00:00:00Z`;
      const time = Date.parse(text);
      if (Number.isNaN(time)) return new Error('Enter a valid date/time.');
      // Stored times carry microseconds: a value read back from the API must match itself.
      const exact = isoDatetime(text);
      return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(exact) ? exact : new Date(time).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
    }
    case 'uuid':
      return parseUuid(value);
    case 'boolean': {
      const parsed = parseBoolean(value);
      return parsed === null ? undefined : parsed;
    }
    case 'choice': {
      if (value === NULL_SENTINEL || lookup !== 'exact' && lookup !== 'n') return value;
      const match = ctx.index.choices(field!.choices!).find((c) => String(c.value) === value);
      if (!match) return new Error(`Select a valid choice. ${value} is not one of the available choices.`);
      return match.value;
    }
    default:
      return value;
  }
}

/** A UUID in its canonical form (lower case, dashed), as Django's UUIDField reads it. */
function parseUuid(value: string): string | Error {
  const hex = value.trim().toLowerCase().replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/.test(hex)) return new Error('Enter a valid UUID.');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A pattern both JavaScript (SQLite) and PostgreSQL compile the same way for the common cases. */
function validRegex(value: string): string | Error {
  try {
    new RegExp(value, 'u');
    return value;
  } catch {
    return new Error('Enter a valid regular expression.');
  }
}

// ---- relations -------------------------------------------------------------------------------------

/**
 * Objects whose relations lead to the named objects. The named objects are checked first (an id
 * or attribute naming nothing is a 400, as with NetBox's ModelMultipleChoiceFilter); the path is
 * then climbed back with one nested sub-query per step.
 */
async function relatedCondition(ctx: FilterContext, model: ModelMeta, filter: FilterMeta, negate: boolean, values: string[], fail: (m: string) => void): Promise<Where | null> {
  const paths = filter.paths!;
  const last = ctx.index.model(paths[0]!.at(-1)!.to);
  const wantNull = values.includes(NULL_SENTINEL);
  let wanted = values.filter((v) => v !== NULL_SENTINEL);
  let ids: number[] = [];
  const attrField = last.fields.find((f) => f.name === filter.attr);
  if (attrField?.type === 'boolean') {
    // A flag of a related object (device is_full_depth → its type's), as django-filter's
    // BooleanFilter reads it: one value (the last), exact only, anything not a boolean ignored.
    const flag = parseBoolean(values.at(-1) ?? '');
    if (negate || flag === null) return null;
    wanted = [String(flag)];
    ids = ((await ctx.q(last.table).select('id').where(attrField.column!, flag)) as { id: unknown }[]).map((r) => Number(r.id));
  } else if (wanted.length) {
    const rows = await chosenRows(ctx, last.table, filter.attr === 'id' ? 'id' : attrField!.column!, wanted, fail);
    if (!rows) return null;
    ids = rows.map((r) => Number(r.id));
    if (filter.descendants && last.tree && ids.length) ids = await withDescendants(ctx, last, ids);
  }
  const nullWanted = wantNull && attrField?.type !== 'boolean';
  const match: Where = (qb) => {
    qb.where((inner) => {
      for (const path of paths) {
        if (wanted.length) inner.orWhere(chain(ctx, path, ids));
        if (nullWanted) inner.orWhere(nullChain(ctx, path));
      }
      if (!wanted.length && !nullWanted) inner.whereRaw('1 = 0');
    });
  };
  if (!negate) return match;
  return (qb) => qb.whereNotIn(`${model.table}.id`, ctx.q(model.table).select(`${model.table}.id`).where(match));
}

/** Objects whose relations along `path` lead to the objects `targets` (one nested sub-query per step). */
function chain(ctx: FilterContext, path: readonly PathStep[], targets: number[]): Where {
  let inner: Knex.QueryBuilder | number[] = targets;
  for (let i = path.length - 1; i >= 1; i--) inner = ownersOf(ctx, path[i]!, inner);
  const outermost = inner;
  return (qb) => stepCondition(ctx, qb, path[0]!, outermost);
}

/** Objects whose path ends in an empty relation (the `null` value). */
function nullChain(ctx: FilterContext, path: readonly PathStep[]): Where {
  const step = path[path.length - 1]!;
  const owner = ctx.index.model(step.model);
  const empty = (qb: Knex.QueryBuilder) => emptyStep(ctx, qb, step, owner);
  if (path.length === 1) return empty;
  let inner: Knex.QueryBuilder = ctx.q(owner.table).select(`${owner.table}.id`).where(empty);
  for (let i = path.length - 2; i >= 1; i--) inner = ownersOf(ctx, path[i]!, inner);
  const outermost = inner;
  return (qb) => stepCondition(ctx, qb, path[0]!, outermost);
}

/** The ids of `step.model` rows whose relation leads into `inner`. */
function ownersOf(ctx: FilterContext, step: PathStep, inner: Knex.QueryBuilder | number[]): Knex.QueryBuilder {
  const owner = ctx.index.model(step.model);
  return ctx.q(owner.table).select(`${owner.table}.id`).where((qb) => stepCondition(ctx, qb, step, inner));
}

/** Rows of `step.model` whose relation (this step) leads into `inner` (ids or a sub-query of ids). */
function stepCondition(ctx: FilterContext, qb: Knex.QueryBuilder, step: PathStep, inner: Knex.QueryBuilder | number[]): void {
  const owner = ctx.index.model(step.model);
  const into = (query: Knex.QueryBuilder, column: string) => (Array.isArray(inner) ? whereIdIn(query, column, inner, ctx.dialect) : query.whereIn(column, inner));
  switch (step.via) {
    case 'fk':
      into(qb, `${owner.table}.${step.column}`);
      return;
    case 'generic':
      qb.where(`${owner.table}.${step.type}`, step.to);
      into(qb, `${owner.table}.${step.id}`);
      return;
    case 'm2m': {
      const links = into(ctx.q(step.through.table).select(step.through.source), step.through.target);
      qb.whereIn(`${owner.table}.id`, links);
      return;
    }
    case 'reverse': {
      const other = ctx.index.model(step.to);
      let pointing = into(ctx.q(other.table).select(`${other.table}.${step.column}`), `${other.table}.id`);
      if (step.type) pointing = pointing.where(`${other.table}.${step.type}`, step.model);
      qb.whereIn(`${owner.table}.id`, pointing);
      return;
    }
    case 'reverse_m2m':
      qb.whereIn(`${owner.table}.id`, into(ctx.q(step.through.table).select(step.through.target), step.through.source));
  }
}

/** Rows of `owner` whose relation (this step) is empty. */
function emptyStep(ctx: FilterContext, qb: Knex.QueryBuilder, step: PathStep, owner: ModelMeta): void {
  switch (step.via) {
    case 'fk': qb.whereNull(`${owner.table}.${step.column}`); return;
    case 'generic': qb.whereNull(`${owner.table}.${step.id}`); return;
    case 'm2m': qb.whereNotIn(`${owner.table}.id`, ctx.q(step.through.table).select(step.through.source)); return;
    case 'reverse': {
      const other = ctx.index.model(step.to);
      let pointing = ctx.q(other.table).select(`${other.table}.${step.column}`).whereNotNull(`${other.table}.${step.column}`);
      if (step.type) pointing = pointing.where(`${other.table}.${step.type}`, step.model);
      qb.whereNotIn(`${owner.table}.id`, pointing);
      return;
    }
    case 'reverse_m2m':
      qb.whereNotIn(`${owner.table}.id`, ctx.q(step.through.table).select(step.through.target));
  }
}

/** The nodes and all their descendants. */
async function withDescendants(ctx: FilterContext, tree: ModelMeta, ids: number[]): Promise<number[]> {
  const seed = ctx.dialect === 'postgres' ? 'SELECT unnest(?::bigint[])' : 'SELECT value FROM json_each(?)';
  const rows = rawRows(await ctx.q.raw(
    `WITH RECURSIVE subtree(id) AS (${seed} UNION SELECT child.id FROM ?? AS child JOIN subtree ON child.parent_id = subtree.id) SELECT id FROM subtree`,
    [ctx.dialect === 'postgres' ? ids : JSON.stringify(ids), tree.table],
  ));
  return rows.map((r) => Number(r.id));
}

// ---- present, groups, search, tags ---------------------------------------------------------------

function presentCondition(model: ModelMeta, filter: FilterMeta, values: string[]): Where | null {
  const wanted = parseBoolean(values[values.length - 1] ?? '');
  if (wanted === null) return null;
  const columns = filter.fields!.map((name) => `${model.table}.${model.fields.find((f) => f.name === name)!.column!}`);
  return wanted
    ? (qb) => qb.where((inner) => columns.forEach((c) => inner.orWhereNotNull(c)))
    : (qb) => columns.forEach((c) => qb.whereNull(c));
}

/** true: any path leads to an object; false: every path is empty. */
function existsCondition(ctx: FilterContext, filter: FilterMeta, values: string[]): Where | null {
  const wanted = parseBoolean(values[values.length - 1] ?? '');
  if (wanted === null) return null;
  const empty: Where = (qb) => filter.paths!.forEach((path) => qb.where(nullChain(ctx, path)));
  return wanted ? (qb) => qb.whereNot(empty) : empty;
}

/** A computed count compared with whole numbers (a correlated sub-query per row). */
function countCondition(ctx: FilterContext, model: ModelMeta, filter: FilterMeta, lookup: string, values: string[], fail: (m: string) => void): Where | null {
  const bad = values.filter((v) => !/^\s*\d+\s*$/.test(v));
  if (bad.length) {
    fail('Enter a whole number.');
    return null;
  }
  const computed = model.computed.find((c) => c.name === filter.computed)!;
  const count = countExpression(ctx.index, model, computed as CountMeta)!;
  const op = { exact: '=', n: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=' }[lookup]!;
  const numbers = values.map((v) => Number.parseInt(v, 10));
  if (lookup === 'n') return (qb) => numbers.forEach((n) => qb.whereRaw(`${count.sql} <> ?`, [...count.bindings, n]));
  return (qb) => qb.where((inner) => numbers.forEach((n) => inner.orWhereRaw(`${count.sql} ${op} ?`, [...count.bindings, n])));
}

function groupCondition(model: ModelMeta, filter: FilterMeta, negate: boolean, values: string[], fail: (m: string) => void): Where | null {
  const column = `${model.table}.${model.fields.find((f) => f.name === filter.field)!.column!}`;
  const groups = filter.groups!;
  const grouped = Object.values(groups).flat();
  const known = [...Object.keys(groups), ...(filter.others ? [filter.others] : [])];
  const unknown = values.filter((v) => !known.includes(v));
  if (unknown.length) {
    fail(`Select a valid choice. ${unknown[0]} is not one of the available choices.`);
    return null;
  }
  const match: Where = (qb) => {
    for (const value of values) {
      if (value === filter.others) qb.orWhere((inner) => inner.whereNotIn(column, grouped as string[]));
      else qb.orWhere((inner) => inner.whereIn(column, groups[value]! as string[]));
    }
  };
  return negate ? (qb) => qb.whereNot(match) : match;
}

function searchCondition(ctx: FilterContext, model: ModelMeta, text: string): Where | null {
  const term = text.trim();
  if (!term || model.search.length === 0) return null;
  const like = ctx.dialect === 'postgres' ? 'ILIKE' : 'LIKE';
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return (qb) => {
    qb.where((inner) => {
      for (const name of model.search) {
        const column = model.fields.find((f) => f.name === name)?.column;
        if (column) inner.orWhereRaw(`?? ${like} ? ESCAPE '\\'`, [`${model.table}.${column}`, pattern]);
      }
    });
  };
}

async function tagCondition(ctx: FilterContext, model: ModelMeta, param: string, values: string[], fail: (m: string) => void): Promise<Where> {
  const byId = param.startsWith('tag_id');
  const column = byId ? 'id' : 'slug';
  const wanted = values.filter((v) => v !== '');
  if (byId && wanted.some((v) => !/^\d+$/.test(v))) {
    wanted.filter((v) => !/^\d+$/.test(v)).forEach((v) => fail(`“${v}” is not a valid value.`));
    return () => undefined;
  }
  const rows = (await ctx.q('extras_tag').select('id', column).whereIn(column, byId ? wanted.map(Number) : wanted)) as Record<string, unknown>[];
  const found = new Map(rows.map((r) => [String(r[column]), Number(r.id)]));
  const missing = wanted.filter((v) => !found.has(byId ? String(Number(v)) : v));
  if (missing.length) fail(`Select a valid choice. ${missing[0]} is not one of the available choices.`);
  const tagged = (ids: number[]) =>
    whereIdIn(ctx.q('extras_taggeditem').select('object_id').where('object_type', model.key), 'tag_id', ids, ctx.dialect);
  const ids = wanted.map((v) => found.get(byId ? String(Number(v)) : v)).filter((id): id is number => id !== undefined);
  if (param.endsWith('__n')) return (qb) => qb.whereNotIn(`${model.table}.id`, tagged(ids));
  if (param.endsWith('__any')) return (qb) => qb.whereIn(`${model.table}.id`, tagged(ids));
  // Repeated tags AND: the object carries every one of them.
  return (qb) => {
    for (const id of ids) qb.whereIn(`${model.table}.id`, tagged([id]));
  };
}

export function parseBoolean(value: string): boolean | null {
  const text = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(text)) return true;
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  return null;
}

/**
 * A generic relation's type column by object type ids (NetBox's ModelMultipleChoiceFilter over
 * content types): every id must name an object type, with that filter's messages.
 */
async function objectTypeIdCondition(
  ctx: FilterContext, model: ModelMeta, filter: FilterMeta, negate: boolean, values: string[], fail: (m: string) => void,
): Promise<Where | null> {
  const rows = await chosenRows(ctx, ctx.index.model('core.objecttype').table, 'id', values, fail);
  if (!rows) return null;
  const keys = rows.map((r) => `${String(r.app_label)}.${String(r.model)}`);
  const column = `${model.table}.${model.fields.find((f) => f.name === filter.field)!.column!}`;
  return negate ? (qb) => qb.where((inner) => inner.whereNotIn(column, keys).orWhereNull(column)) : (qb) => qb.whereIn(column, keys);
}

/**
 * The rows a ModelMultipleChoiceFilter names: those of `table` whose `column` ('id' or an
 * attribute) is one of `values`; null after failing with django-filter's messages (an id that is
 * not a number, a value that names nothing).
 */
export async function chosenRows(
  ctx: FilterContext, table: string, column: string, values: readonly string[], fail: (m: string) => void,
): Promise<Record<string, unknown>[] | null> {
  const byId = column === 'id';
  const bad = byId ? values.filter((v) => !/^\s*\d+\s*$/.test(v)) : [];
  if (bad.length) {
    bad.forEach((v) => fail(`“${v}” is not a valid value.`));
    return null;
  }
  const rows = (await ctx.q(table).select('*').whereIn(column, byId ? values.map(Number) : [...values])) as Record<string, unknown>[];
  const found = new Set(rows.map((r) => String(r[column])));
  const missing = values.find((v) => !found.has(byId ? String(Number(v)) : v));
  if (missing !== undefined) {
    fail(`Select a valid choice. ${missing} is not one of the available choices.`);
    return null;
  }
  return rows;
}
