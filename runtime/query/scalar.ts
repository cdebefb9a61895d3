// Conditions on one value per row (a field's column, or an expression such as a custom field's
// value in its JSON column): the values parsed by filter kind with django-filter's messages, and
// the comparisons of each lookup, the same on both databases.
import type { Knex } from 'knex';
import type { FilterKind } from '../../contract/index.js';
import type { FilterContext, Where } from '../context.js';
import type { Dialect } from '../db/database.js';
import { isoDatetime } from '../db/values.js';
import { filterRegexProblem } from '../lib/regex.js';
import { isRealDate, realDateTime } from '../lib/dates.js';
import { integerRange } from '../lib/numbers.js';
import { fieldOf } from '../registry.js';
import { orEach } from './any-of.js';
import type { ModelMeta } from '../../contract/index.js';

export const NULL_SENTINEL = 'null';

/** What a scalar condition compares: a model's field, or an expression standing for one. */
export interface ScalarTarget {
  readonly model: ModelMeta;
  readonly kind: FilterKind;
  /** The field (its column and choices); absent for `id`. */
  readonly field?: string;
  /** Compared instead of the field's column (a custom field's value). */
  readonly expression?: Knex.Raw;
}

/** A condition on one value per row; null when a value was refused (after `fail`) or the lookup ignores it. */
export function scalarCondition(
  ctx: FilterContext, target: ScalarTarget, lookup: string, negate: boolean, values: readonly string[], fail: (m: string) => void,
): Where | null {
  const field = target.field === undefined ? undefined : fieldOf(target.model, target.field);
  const column = (target.expression ?? `${target.model.table}.${field?.column ?? 'id'}`) as string;
  const base = negate && lookup !== 'n' ? lookup.slice(1) : lookup === 'n' ? 'exact' : lookup;

  if (lookup === 'empty') {
    const wantEmpty = parseBoolean(values[values.length - 1] ?? '');
    if (wantEmpty === null) return null;
    // Text is empty when NULL or ''; a choice stored as a number only when NULL.
    const text = target.kind === 'string' || (target.kind === 'choice' && !numericChoice(ctx, field?.choices));
    const isEmpty: Where = (qb) => {
      qb.whereNull(column);
      if (text) qb.orWhere(column, '');
    };
    return wantEmpty ? (qb) => qb.where(isEmpty) : (qb) => qb.whereNot(isEmpty);
  }

  const parsed: unknown[] = [];
  for (const value of values) {
    const result = parseValue(ctx, target.kind, field?.choices, value, lookup);
    if (result instanceof Error) fail(result.message);
    else if (result !== undefined) parsed.push(result);
  }
  if (parsed.length !== values.length) return null;
  const nullable = target.kind === 'choice' && values.includes(NULL_SENTINEL);
  const range = target.kind === 'number' ? integerRange(field?.type === 'integer' || field?.type === 'int_array' ? 'integer' : 'bigint') : null;
  const match: Where = (qb) => {
    if (base === 'exact') {
      // A number the column cannot hold equals no row (Django 5 answers an empty result too).
      const plain = parsed.filter((v) => !(nullable && v === NULL_SENTINEL) && !(range && outside(range, v as number)));
      if (plain.length) qb.whereIn(column, plain as string[]);
      else if (!nullable) qb.whereRaw('1 = 0');
      if (nullable) {
        qb.orWhereNull(column);
        if (!numericChoice(ctx, field?.choices)) qb.orWhere(column, '');
      }
      return;
    }
    // Text lookups on a choice stored as a number (an IP family, a token version) compare its text.
    const compared = TEXT_ONLY_LOOKUPS.has(base) && numericChoice(ctx, field?.choices) ? (ctx.q.raw('CAST(?? AS TEXT)', [column]) as unknown as string) : column;
    orEach(qb, parsed, (group, value) => {
      if (range && outside(range, value as number)) group.orWhereRaw(beyondRange(range, base, value as number) ? '1 = 1' : '1 = 0');
      else group.orWhere((inner) => comparison(ctx.dialect, inner, compared, base, value));
    });
  };
  if (!negate) return match;
  // Django's exclude(): rows whose value is NULL are not excluded.
  return (qb) => qb.where((inner) => inner.whereNot(match).orWhereNull(column));
}

/** Lookups that compare text (PostgreSQL has no LIKE, lower() or ~ for numbers). */
const TEXT_ONLY_LOOKUPS = new Set(['ic', 'isw', 'iew', 'ie', 'regex', 'iregex']);

const numericChoice = (ctx: FilterContext, choices: string | undefined): boolean =>
  choices !== undefined && ctx.index.choices(choices).some((choice) => typeof choice.value === 'number');

const outside = ([min, max]: readonly [number, number], value: number) => value < min || value > max;

/** `column <lookup> value` for every row, when `value` is beyond what the column holds (else false for every row). */
function beyondRange([, max]: readonly [number, number], lookup: string, value: number): boolean {
  const above = value > max;
  return lookup === 'lt' || lookup === 'lte' ? above : lookup === 'gt' || lookup === 'gte' ? !above : false;
}

/** Text with LIKE's wildcards escaped (ESCAPE '\\'). */
export const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching `text` anywhere (icontains). */
export const containsPattern = (text: string): string => `%${likeEscaped(text)}%`;

export function comparison(dialect: Dialect, qb: Knex.QueryBuilder, column: string, lookup: string, value: unknown): void {
  const like = dialect === 'postgres' ? 'ILIKE' : 'LIKE';
  const escaped = typeof value === 'string' ? likeEscaped(value) : value;
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

function parseValue(ctx: FilterContext, kind: FilterKind, choices: string | undefined, value: string, lookup: string): unknown {
  if (lookup === 'regex' || lookup === 'iregex') return validRegex(value);
  switch (kind) {
    case 'number': {
      if (!/^\s*[-+]?\d+\s*$/.test(value)) return new Error('Enter a whole number.');
      return Number.parseInt(value, 10);
    }
    case 'decimal': {
      const number = Number(value);
      return value.trim() === '' || Number.isNaN(number) ? new Error('Enter a number.') : number;
    }
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value) ? value : new Error('Enter a valid date.');
    case 'datetime': {
      const text = value.includes('T') || value.includes(' ') ? value.trim() : `${value.trim()}T00:00:00Z`;
      const time = realDateTime(text);
      if (time === null) return new Error('Enter a valid date/time.');
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
      const match = ctx.index.choices(choices!).find((c) => String(c.value) === value);
      if (!match) return new Error(`Select a valid choice. ${value} is not one of the available choices.`);
      return match.value;
    }
    default:
      return value;
  }
}

/** A UUID in its canonical form (lower case, dashed), as Django's UUIDField reads it. */
export function parseUuid(value: string): string | Error {
  const hex = value.trim().toLowerCase().replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/.test(hex)) return new Error('Enter a valid UUID.');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A pattern RE2 (SQLite) and PostgreSQL both read, and alike (lib/regex.ts). */
function validRegex(value: string): string | Error {
  const problem = filterRegexProblem(value);
  return problem ? new Error(`Enter a valid regular expression. ${problem}`) : value;
}

export function parseBoolean(value: string): boolean | null {
  const text = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(text)) return true;
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  return null;
}
