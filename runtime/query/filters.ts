// List filters from the model's generated filter set: one mechanism, lookups keyed by filter kind
// (the reference's table). Different parameters AND; repeated values of one parameter OR; `n*`
// lookups exclude; `null` selects empty relations and choices. Unknown parameters are ignored.
import type { Knex } from 'knex';
import type { Dialect } from '../db/database.js';
import type { Queryable } from '../db/query.js';
import { whereIdIn } from '../db/query.js';
import { ValidationError, addError, type FieldErrors } from '../http/errors.js';
import type { ModelIndex } from '../registry.js';
import type { FieldMeta, FilterKind, FilterMeta, ModelMeta } from '../types.js';

export interface FilterContext {
  readonly q: Queryable;
  readonly dialect: Dialect;
  readonly index: ModelIndex;
}

/** Parameters that steer the list itself, never filters. */
export const RESERVED_PARAMETERS = new Set(['limit', 'offset', 'start', 'ordering', 'brief', 'fields', 'omit', 'exclude', 'format', 'background']);

const NUMERIC = ['exact', 'n', 'lt', 'lte', 'gt', 'gte', 'empty'] as const;
const TEXT = ['exact', 'n', 'ic', 'nic', 'isw', 'nisw', 'iew', 'niew', 'ie', 'nie', 'empty', 'regex', 'iregex'] as const;

const LOOKUPS: Readonly<Record<FilterKind, readonly string[]>> = {
  number: NUMERIC, decimal: NUMERIC, date: NUMERIC, datetime: NUMERIC,
  string: TEXT, choice: TEXT,
  boolean: ['exact'], uuid: ['exact', 'n'], fk: ['exact', 'n'], fk_attr: ['exact', 'n'],
};

const NULL_SENTINEL = 'null';

type Where = (qb: Knex.QueryBuilder) => void;

/** Adds the request's filters to `query`; throws 400 {param: [message]} for invalid values. */
export async function applyFilters(ctx: FilterContext, model: ModelMeta, params: URLSearchParams, query: Knex.QueryBuilder): Promise<void> {
  const errors: FieldErrors = {};
  const byName = new Map(model.filters.map((f) => [f.name, f]));
  const conditions: Where[] = [];
  for (const param of new Set(params.keys())) {
    if (RESERVED_PARAMETERS.has(param)) continue;
    const values = params.getAll(param);
    if (param === 'q') {
      const where = searchCondition(ctx, model, values[0] ?? '');
      if (where) conditions.push(where);
      continue;
    }
    if (param === 'tag' || param === 'tag__n' || param === 'tag_id' || param === 'tag_id__n' || param === 'tag__any') {
      if (model.features.tags) conditions.push(await tagCondition(ctx, model, param, values, errors));
      continue;
    }
    const split = param.lastIndexOf('__');
    const name = split > 0 ? param.slice(0, split) : param;
    const lookup = split > 0 ? param.slice(split + 2) : 'exact';
    const filter = byName.get(split > 0 ? name : param);
    if (!filter || !LOOKUPS[filter.kind].includes(lookup)) continue;
    const field = model.fields.find((f) => f.name === filter.field);
    const where = await condition(ctx, model, filter, field, lookup, values, (message) => addError(errors, param, message));
    if (where) conditions.push(where);
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  for (const where of conditions) query.where(where);
}

async function condition(
  ctx: FilterContext, model: ModelMeta, filter: FilterMeta, field: FieldMeta | undefined, lookup: string, values: string[], fail: (m: string) => void,
): Promise<Where | null> {
  const column = `${model.table}.${field?.column ?? 'id'}`;
  const negate = lookup.startsWith('n') && lookup !== 'n' ? true : lookup === 'n';
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

  if (filter.kind === 'fk' || filter.kind === 'fk_attr') {
    const ids = await relatedIds(ctx, field!, filter, values, fail);
    if (ids === null) return null;
    const wantNull = values.includes(NULL_SENTINEL);
    const match: Where = field!.type === 'm2m'
      ? (qb) => {
          const through = field!.through!;
          qb.whereIn(`${model.table}.id`, whereIdIn(ctx.q(through.table).select(through.source), through.target, ids, ctx.dialect));
          if (wantNull) qb.orWhereNotIn(`${model.table}.id`, ctx.q(through.table).select(through.source));
        }
      : (qb) => {
          if (ids.length) whereIdIn(qb, column, ids, ctx.dialect);
          else if (!wantNull) qb.whereRaw('1 = 0');
          if (wantNull) qb.orWhereNull(column);
        };
    if (!negate) return match;
    // Django's exclude(): rows without a related object are kept unless `null` was excluded.
    if (field!.type === 'm2m' || wantNull) return (qb) => qb.whereNot(match);
    return (qb) => qb.where((inner) => inner.whereNot(match).orWhereNull(column));
  }

  const parsed: unknown[] = [];
  for (const value of values) {
    const result = parseValue(ctx, filter, field, value, lookup);
    if (result instanceof Error) fail(result.message);
    else if (result !== undefined) parsed.push(result);
  }
  if (parsed.length !== values.length) return null;
  const nullable = filter.kind === 'choice' && values.includes(NULL_SENTINEL);
  const one = (qb: Knex.QueryBuilder, value: unknown) => comparison(ctx.dialect, qb, column, base, value);
  const match: Where = (qb) => {
    if (base === 'exact') {
      const plain = parsed.filter((v) => !(nullable && v === NULL_SENTINEL));
      if (plain.length) qb.whereIn(column, plain as string[]);
      if (nullable) qb.orWhereNull(column).orWhere(column, '');
      return;
    }
    for (const value of parsed) qb.orWhere((inner) => one(inner, value));
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
    case 'regex': qb.whereRaw(dialect === 'postgres' ? '?? ~ ?' : 'regexp(?, ??)', dialect === 'postgres' ? [column, value as string] : [value as string, column]); return;
    case 'iregex': qb.whereRaw(dialect === 'postgres' ? '?? ~* ?' : 'regexp(?, ??)', dialect === 'postgres' ? [column, value as string] : [`(?i)${value as string}`, column]); return;
    default: qb.where(column, value as string);
  }
}

function parseValue(ctx: FilterContext, filter: FilterMeta, field: FieldMeta | undefined, value: string, lookup: string): unknown {
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
      const time = Date.parse(value.includes('T') || value.includes(' ') ? value : `${value}T00:00:00Z`);
      if (Number.isNaN(time)) return new Error('Enter a valid date/time.');
      return new Date(time).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
    }
    case 'boolean': {
      const parsed = parseBoolean(value);
      return parsed === null ? undefined : parsed;
    }
    case 'choice': {
      if (value === NULL_SENTINEL || lookup !== 'exact') return value;
      const known = ctx.index.choices(field!.choices!).some((c) => String(c.value) === value);
      if (!known) return new Error(`Select a valid choice. ${value} is not one of the available choices.`);
      return ctx.index.choices(field!.choices!).find((c) => String(c.value) === value)!.value;
    }
    default:
      return value;
  }
}

/** Ids of related objects named by `values` (ids for *_id filters, slugs or names otherwise). */
async function relatedIds(ctx: FilterContext, field: FieldMeta, filter: FilterMeta, values: string[], fail: (m: string) => void): Promise<number[] | null> {
  const target = ctx.index.model(field.to!);
  const wanted = values.filter((v) => v !== NULL_SENTINEL);
  if (wanted.length === 0) return [];
  if (filter.kind === 'fk') {
    const bad = wanted.filter((v) => !/^\d+$/.test(v.trim()));
    if (bad.length) {
      bad.forEach((v) => fail(`“${v}” is not a valid value.`));
      return null;
    }
  }
  const column = filter.kind === 'fk' ? 'id' : filter.attr!;
  const lookup = filter.kind === 'fk' ? wanted.map((v) => Number(v)) : wanted;
  const rows = (await ctx.q(target.table).select('id', column).whereIn(column, lookup)) as Record<string, unknown>[];
  const found = new Set(rows.map((r) => String(r[column])));
  const missing = wanted.filter((v) => !found.has(filter.kind === 'fk' ? String(Number(v)) : v));
  if (missing.length) {
    fail(`Select a valid choice. ${missing[0]} is not one of the available choices.`);
    return null;
  }
  return rows.map((r) => Number(r.id));
}

function searchCondition(ctx: FilterContext, model: ModelMeta, text: string): Where | null {
  const term = text.trim();
  if (!term || model.search.length === 0) return null;
  const like = ctx.dialect === 'postgres' ? 'ILIKE' : 'LIKE';
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return (qb) => {
    for (const name of model.search) {
      const column = model.fields.find((f) => f.name === name)?.column;
      if (column) qb.orWhereRaw(`?? ${like} ? ESCAPE '\\'`, [`${model.table}.${column}`, pattern]);
    }
  };
}

async function tagCondition(ctx: FilterContext, model: ModelMeta, param: string, values: string[], errors: FieldErrors): Promise<Where> {
  const byId = param.startsWith('tag_id');
  const column = byId ? 'id' : 'slug';
  const wanted = values.filter((v) => v !== '');
  if (byId && wanted.some((v) => !/^\d+$/.test(v))) {
    wanted.filter((v) => !/^\d+$/.test(v)).forEach((v) => addError(errors, param, `“${v}” is not a valid value.`));
    return () => undefined;
  }
  const rows = (await ctx.q('extras_tag').select('id', column).whereIn(column, byId ? wanted.map(Number) : wanted)) as Record<string, unknown>[];
  const found = new Map(rows.map((r) => [String(r[column]), Number(r.id)]));
  const missing = wanted.filter((v) => !found.has(byId ? String(Number(v)) : v));
  if (missing.length) addError(errors, param, `Select a valid choice. ${missing[0]} is not one of the available choices.`);
  const tagged = (ids: number[]) =>
    whereIdIn(ctx.q('extras_taggeditem').select('object_id').where('object_type', model.key), 'tag_id', ids, ctx.dialect);
  const ids = wanted.map((v) => found.get(byId ? String(Number(v)) : v)).filter((id): id is number => id !== undefined);
  if (param.endsWith('__n')) return (qb) => qb.whereNotIn(`${model.table}.id`, tagged(ids));
  if (param === 'tag__any') return (qb) => qb.whereIn(`${model.table}.id`, tagged(ids));
  // Repeated tags AND: the object carries every one of them.
  return (qb) => {
    for (const id of ids) qb.whereIn(`${model.table}.id`, tagged([id]));
  };
}

function parseBoolean(value: string): boolean | null {
  const text = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(text)) return true;
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  return null;
}
