// Object permission constraints (NetBox's ObjectPermission.constraints) as SQL: Django's lookup
// syntax over a model's fields and relations, `{"site__region__slug": "eu", "status__in": [...]}`.
// Keys within one object AND, the objects of a list OR; `$user` stands for the requesting user's
// id. Relations are followed with the filter engine's sub-query chain (one sub-query per step), and
// the final comparison is the filter engine's, so a constraint and a list filter over the same
// field mean the same rows.
import type { Knex } from 'knex';
import type { FieldMeta, ModelMeta, PathStep } from '../../contract/index.js';
import type { FilterContext, Where } from '../context.js';
import { fieldOf } from '../registry.js';
import { chain } from './filters.js';
import { comparison } from './scalar.js';

export type Constraint = Readonly<Record<string, unknown>>;

/** The value in a constraint that stands for the requesting user's id. */
export const USER_TOKEN = '$user';

/** A constraint that names no field of the model, or uses a lookup Django does not have (Django's FieldError texts). */
export class ConstraintError extends Error {}

/** Django's lookups on one value, as the filter engine's comparisons (or a condition of their own). */
const LOOKUPS: Readonly<Record<string, string | null>> = {
  exact: 'exact', iexact: 'ie', icontains: 'ic', istartswith: 'isw', iendswith: 'iew',
  gt: 'gt', gte: 'gte', lt: 'lt', lte: 'lte', regex: 'regex', iregex: 'iregex',
  contains: null, startswith: null, endswith: null, in: null, isnull: null, range: null,
};

/** Rows of `model` matched by any of `sets` (each an AND of its lookups); an empty set matches everything. */
export function constraintCondition(ctx: FilterContext, model: ModelMeta, sets: readonly Constraint[], userId: number | null): Where {
  const conditions = sets.map((set) => Object.entries(set).map(([key, value]) => lookupCondition(ctx, model, key, withUser(value, userId))));
  return (qb) => {
    qb.where((any) => {
      for (const all of conditions) any.orWhere((inner) => all.forEach((where) => inner.where(where)));
      if (conditions.length === 0) any.whereRaw('1 = 0');
    });
  };
}

/** Throws ConstraintError when a constraint set does not compile for `model` (checked when a permission is written). */
export function checkConstraints(ctx: FilterContext, model: ModelMeta, sets: readonly Constraint[]): void {
  constraintCondition(ctx, model, sets, 0);
}

function withUser(value: unknown, userId: number | null): unknown {
  if (value === USER_TOKEN) return userId;
  if (Array.isArray(value)) return value.map((item) => withUser(item, userId));
  return value;
}

/** One `field__relation__field__lookup: value` pair. */
function lookupCondition(ctx: FilterContext, model: ModelMeta, key: string, value: unknown): Where {
  const parts = key.split('__');
  const path: PathStep[] = [];
  let current = model;
  let field: FieldMeta | 'id' | null = null;
  let i = 0;
  while (i < parts.length) {
    const name = parts[i] === 'pk' ? 'id' : parts[i]!;
    i += 1;
    if (name === 'id') {
      field = 'id';
      break;
    }
    const found = fieldNamed(current, name);
    if (!found) throw unknownField(current, name);
    const relation = found.type === 'fk' || found.type === 'm2m';
    const next = parts[i];
    const followsInto = relation && next !== undefined && !(next in LOOKUPS && !fieldNamed(ctx.index.model(found.to!), next));
    if (found.type === 'm2m' || followsInto) {
      path.push(stepOf(current, found));
      current = ctx.index.model(found.to!);
      if (followsInto) continue;
      field = 'id';
      break;
    }
    field = found;
    break;
  }
  const lookup = parts.slice(i);
  if (lookup.length > 1 || (lookup.length === 1 && !(lookup[0]! in LOOKUPS))) {
    const type = field === 'id' || field === null ? 'BigAutoField' : djangoFieldClass(field);
    throw new ConstraintError(`Unsupported lookup '${lookup.join('__')}' for ${type} or join on the field not permitted.`);
  }
  const column = `${current.table}.${field === 'id' || field === null ? 'id' : field.column}`;
  const compare = valueCondition(ctx, column, lookup[0] ?? 'exact', value, key);
  if (path.length === 0) return compare;
  const inner: Knex.QueryBuilder = ctx.q(current.table).select(`${current.table}.id`).where(compare);
  return chain(ctx, path, inner);
}

/** A field a constraint may name: stored fields and many-to-many fields, and `<fk>_id`. */
function fieldNamed(model: ModelMeta, name: string): FieldMeta | undefined {
  const field = fieldOf(model, name);
  if (field && !field.internal && (field.column || field.type === 'm2m')) return field;
  const fk = name.endsWith('_id') ? fieldOf(model, name.slice(0, -3)) : undefined;
  return fk?.type === 'fk' ? fk : undefined;
}

function stepOf(model: ModelMeta, field: FieldMeta): PathStep {
  return field.type === 'm2m'
    ? { via: 'm2m', model: model.key, through: field.through!, to: field.to! }
    : { via: 'fk', model: model.key, column: field.column!, to: field.to! };
}

function unknownField(model: ModelMeta, name: string): ConstraintError {
  const choices = ['id', ...model.fields.filter((f) => !f.internal && (f.column || f.type === 'm2m')).map((f) => f.name)].sort();
  return new ConstraintError(`Cannot resolve keyword '${name}' into field. Choices are: ${choices.join(', ')}`);
}

function djangoFieldClass(field: FieldMeta): string {
  const classes: Partial<Record<FieldMeta['type'], string>> = {
    fk: 'ForeignKey', integer: 'IntegerField', bigint: 'BigIntegerField', boolean: 'BooleanField', decimal: 'DecimalField',
    date: 'DateField', datetime: 'DateTimeField', json: 'JSONField', text: 'TextField',
  };
  return classes[field.type] ?? 'CharField';
}

function valueCondition(ctx: FilterContext, column: string, lookup: string, value: unknown, key: string): Where {
  const bound = (v: unknown) => (typeof v === 'boolean' && ctx.dialect === 'sqlite' ? Number(v) : v) as Knex.Value;
  const sqlite = ctx.dialect === 'sqlite';
  switch (lookup) {
    case 'exact':
      return value === null ? (qb) => qb.whereNull(column) : (qb) => qb.where(column, bound(value));
    case 'isnull':
      return value ? (qb) => qb.whereNull(column) : (qb) => qb.whereNotNull(column);
    case 'in': {
      if (!Array.isArray(value)) throw new ConstraintError(`${key}: expected a list of values`);
      const values = value.filter((v) => v !== null).map(bound);
      return values.length ? (qb) => qb.whereIn(column, values as string[]) : (qb) => qb.whereRaw('1 = 0');
    }
    case 'range': {
      if (!Array.isArray(value) || value.length !== 2) throw new ConstraintError(`${key}: expected a list of two values`);
      return (qb) => qb.whereBetween(column, [bound(value[0]), bound(value[1])] as [string, string]);
    }
    case 'contains':
      return (qb) => qb.whereRaw(sqlite ? 'instr(??, ?) > 0' : 'strpos(??, ?) > 0', [column, String(value)]);
    case 'startswith':
    case 'endswith': {
      const text = String(value);
      const length = [...text].length;
      const start = lookup === 'startswith';
      const sql = sqlite ? (start ? 'substr(??, 1, ?) = ?' : 'substr(??, -?) = ?') : (start ? 'left(??, ?) = ?' : 'right(??, ?) = ?');
      return length === 0 ? () => undefined : (qb) => qb.whereRaw(sql, [column, length, text]);
    }
    default:
      return (qb) => comparison(ctx.dialect, qb, column, LOOKUPS[lookup]!, bound(value));
  }
}
