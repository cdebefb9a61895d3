// Custom fields (extras.customfield): definitions are rows, values live in each object's
// custom_field_data JSON column, so adding a field needs no migration and no restart. The
// definitions are kept in the database's derived cache (runtime/db/derived-cache.ts) until a
// write to them. This module reads them, renders values (every defined field,
// null when unset), validates and merges writes with NetBox's messages, and gives the SQL of a
// field's value for filters.
import type { Knex } from 'knex';
import type { ModelMeta } from '../../../contract/index.js';
import type { ReadContext } from '../../context.js';
import type { Dialect } from '../../db/database.js';
import { cached, type DerivedCache } from '../../db/derived-cache.js';
import { whereJsonListHasAny, type Queryable } from '../../db/query.js';
import { jsonValue, type Row } from '../../db/values.js';
import { isRealDate } from '../../lib/dates.js';
import { BIGINT_MAX, BIGINT_MIN } from '../../lib/numbers.js';
import { regexMatchAtStart } from '../../lib/regex.js';
import type { ModelIndex } from '../../registry.js';
import { pythonRepr, resolveRelated } from '../../write/related.js';
import { FieldProblem, pythonType } from '../../write/scalars.js';

/** The models holding the definitions and the choice sets. */
const DEFINITIONS = 'extras.customfield';
const CHOICE_SETS = 'extras.customfieldchoiceset';

/** The column of every model with custom fields holding their values. */
const DATA_COLUMN = 'custom_field_data';

/** What reading definitions needs. */
interface Lookup {
  readonly q: Queryable;
  readonly index: ModelIndex;
  readonly cache?: DerivedCache;
  readonly request?: { readonly touched: ReadonlySet<string> } | null;
}

export type CustomFieldType =
  | 'text' | 'longtext' | 'integer' | 'decimal' | 'boolean' | 'date' | 'datetime' | 'url' | 'json'
  | 'select' | 'multiselect' | 'object' | 'multiobject';

export interface CustomFieldDef {
  readonly id: number;
  readonly name: string;
  readonly type: CustomFieldType;
  readonly objectTypes: readonly string[];
  readonly relatedType: string | null;
  readonly required: boolean;
  readonly unique: boolean;
  readonly default: unknown;
  readonly filterLogic: 'disabled' | 'loose' | 'exact';
  readonly minimum: number | null;
  readonly maximum: number | null;
  readonly regex: string;
  /** select / multiselect: [value, label] pairs of the choice set. */
  readonly choices: readonly (readonly [string, string])[];
  readonly choiceSetName: string;
}

const numberOrNull = (raw: unknown): number | null => (raw === null || raw === undefined ? null : Number(raw));

/**
 * The choices of a choice set row: its extra choices (base sets ship no data yet), sorted by value
 * in code point order when it asks for it, as CustomFieldChoiceSet.choices does.
 */
export function choicesOf(row: Row): [string, string][] {
  const extra = (jsonValue(row.extra_choices) as [unknown, unknown][] | null) ?? [];
  const pairs = extra.map(([value, label]) => [String(value), String(label ?? value)] as [string, string]);
  const byValue = (a: [string, string], b: [string, string]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  return Number(row.order_alphabetically) || row.order_alphabetically === true ? pairs.sort(byValue) : pairs;
}

/** The custom fields defined for `model`, in display order (group, weight, name); shared, never to be changed. */
export async function customFieldsOf(ctx: Lookup, model: ModelMeta): Promise<readonly CustomFieldDef[]> {
  if (!model.features.customFields) return [];
  return cached(ctx, `custom fields of ${model.key}`, [DEFINITIONS, CHOICE_SETS], () => readDefinitions(ctx, model));
}

async function readDefinitions(ctx: Lookup, model: ModelMeta): Promise<CustomFieldDef[]> {
  const { q } = ctx;
  const rows = (await q(ctx.index.model(DEFINITIONS).table).select('*').orderBy([{ column: 'group_name' }, { column: 'weight' }, { column: 'name' }])) as Row[];
  const mine = rows.filter((row) => ((jsonValue(row.object_types) as string[] | null) ?? []).includes(model.key));
  const setIds = [...new Set(mine.map((r) => r.choice_set_id).filter((id) => id !== null && id !== undefined).map(Number))];
  const sets = setIds.length ? ((await q(ctx.index.model(CHOICE_SETS).table).select('*').whereIn('id', setIds)) as Row[]) : [];
  const setById = new Map(sets.map((s) => [Number(s.id), s]));
  return mine.map((row) => definitionOf(row, row.choice_set_id === null || row.choice_set_id === undefined ? undefined : setById.get(Number(row.choice_set_id))));
}

/** A definition from its row (stored or about to be) and the row of its choice set, if any. */
export function definitionOf(row: Row, set: Row | undefined): CustomFieldDef {
  return {
    id: Number(row.id),
    name: String(row.name),
    type: String(row.type) as CustomFieldType,
    objectTypes: (jsonValue(row.object_types) as string[] | null) ?? [],
    relatedType: (row.related_object_type as string | null) ?? null,
    required: Boolean(row.required),
    unique: Boolean(row.unique),
    default: jsonValue(row.default) ?? null,
    filterLogic: String(row.filter_logic) as CustomFieldDef['filterLogic'],
    minimum: numberOrNull(row.validation_minimum),
    maximum: numberOrNull(row.validation_maximum),
    regex: String(row.validation_regex ?? ''),
    choices: set ? choicesOf(set) : [],
    choiceSetName: set ? String(set.name) : '',
  };
}

// ---- reading ---------------------------------------------------------------------------------

/**
 * The `custom_fields` of each row: every field defined for the model, null when unset; objects
 * as nested representations (one query per object field for the whole batch), selections as
 * {value, label} (NetBox 4.7).
 */
export async function renderCustomFields(
  ctx: ReadContext, model: ModelMeta, rows: readonly Row[], column: string,
  nest: (target: ModelMeta, ids: number[]) => Promise<Map<number, unknown>>,
): Promise<Map<number, Record<string, unknown>>> {
  const defs = await customFieldsOf(ctx, model);
  const data = new Map(rows.map((row) => [Number(row.id), ((jsonValue(row[column]) as Record<string, unknown> | null) ?? {})]));
  const objects = new Map<string, Map<number, unknown>>();
  for (const def of defs) {
    if ((def.type !== 'object' && def.type !== 'multiobject') || !def.relatedType || !ctx.index.models.some((m) => m.key === def.relatedType)) continue;
    const ids = new Set<number>();
    for (const values of data.values()) {
      const value = values[def.name];
      for (const id of Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]) ids.add(Number(id));
    }
    objects.set(def.name, await nest(ctx.index.model(def.relatedType), [...ids]));
  }
  const out = new Map<number, Record<string, unknown>>();
  for (const [id, values] of data) {
    const rendered: Record<string, unknown> = {};
    for (const def of defs) rendered[def.name] = renderValue(def, values[def.name], objects.get(def.name));
    out.set(id, rendered);
  }
  return out;
}

function renderValue(def: CustomFieldDef, value: unknown, objects: Map<number, unknown> | undefined): unknown {
  if (value === null || value === undefined) return null;
  const label = (v: unknown) => ({ value: v, label: def.choices.find(([c]) => c === v)?.[1] ?? '' });
  switch (def.type) {
    case 'select': return label(value);
    case 'multiselect': return Array.isArray(value) ? value.map(label) : null;
    case 'object': return objects?.get(Number(value)) ?? null;
    case 'multiobject': return Array.isArray(value) ? value.map((id) => objects?.get(Number(id))).filter((o) => o !== undefined) : null;
    default: return value;
  }
}

// ---- writing ---------------------------------------------------------------------------------

export class CustomFieldProblem extends Error {
  constructor(readonly body: { custom_fields?: Record<string, unknown>; __all__?: string[] }) {
    super(JSON.stringify(body));
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The custom_field_data to store: on create the defaults under what the body gave, on update the
 * stored data merged with the body; unknown names refused; undefined (stale) keys dropped; every
 * value checked against its field's type and validation; required fields present.
 */
export async function customFieldData(
  ctx: { q: Queryable; index: ModelIndex; dialect: Dialect }, model: ModelMeta, given: unknown, stored: Record<string, unknown> | null, selfId: number | null,
): Promise<Record<string, unknown>> {
  const { q, index } = ctx;
  const defs = await customFieldsOf(ctx, model);
  const byName = new Map(defs.map((d) => [d.name, d]));
  const submitted = (given ?? {}) as Record<string, unknown>;
  const unknown = Object.keys(submitted).filter((name) => !byName.has(name));
  if (unknown.length) {
    throw new CustomFieldProblem({ custom_fields: Object.fromEntries(unknown.map((name) => [name, `Custom field '${name}' does not exist for this object type.`])) });
  }
  const fieldErrors: Record<string, string[]> = {};
  const data: Record<string, unknown> = {};
  for (const def of defs) {
    if (Object.hasOwn(submitted, def.name)) {
      try {
        data[def.name] = await resolveObjects(q, index, def, inputValue(def, submitted[def.name]));
      } catch (error) {
        if (!(error instanceof UnknownObjects)) throw error;
        fieldErrors[def.name] = [error.message];
      }
    } else if (stored && Object.hasOwn(stored, def.name)) {
      data[def.name] = stored[def.name];
    } else {
      data[def.name] = stored ? null : def.default;
    }
  }
  if (Object.keys(fieldErrors).length) throw new CustomFieldProblem({ custom_fields: fieldErrors });
  const problems: string[] = [];
  for (const def of defs) {
    const value = data[def.name];
    if (value === null || value === undefined || value === '') {
      if (def.required) problems.push(`Missing required custom field '${def.name}'.`);
      continue;
    }
    const error = typeError(def, value);
    if (error) problems.push(`Invalid value for custom field '${def.name}': ${error}`);
  }
  if (problems.length) throw new CustomFieldProblem({ __all__: problems });
  const clashes = await uniqueProblems(q, ctx.dialect, model, defs, data, selfId);
  if (clashes.length) throw new CustomFieldProblem({ __all__: clashes });
  return data;
}

/** Submitted values as stored: selections may come back as the {value, label} they were read as. */
function inputValue(def: CustomFieldDef, value: unknown): unknown {
  const plain = (v: unknown) => (v !== null && typeof v === 'object' && !Array.isArray(v) && 'value' in v ? (v as { value: unknown }).value : v);
  if (def.type === 'select') return plain(value);
  if (def.type === 'multiselect' && Array.isArray(value)) return value.map(plain);
  // URLs without a scheme get https:// (NetBox 4.7).
  if (def.type === 'url' && typeof value === 'string' && value !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(value)) return `https://${value}`;
  return value;
}

class UnknownObjects extends Error {}

/** Object fields take ids or attribute dictionaries (as related fields do); stored as ids. */
async function resolveObjects(q: Queryable, index: ModelIndex, def: CustomFieldDef, value: unknown): Promise<unknown> {
  if ((def.type !== 'object' && def.type !== 'multiobject') || value === null || !def.relatedType) return value;
  const target = index.model(def.relatedType);
  const items = def.type === 'multiobject' ? (Array.isArray(value) ? value : null) : [value];
  if (!items) return value;
  const ids: number[] = [];
  for (const item of items) {
    // A representation read back ({id, url, display, ...}) names its object by id.
    const echoed = item !== null && typeof item === 'object' && 'id' in item && 'url' in item;
    try {
      ids.push(await resolveRelated({ q, index }, target, echoed ? (item as { id: unknown }).id : item));
    } catch (error) {
      if (!(error instanceof FieldProblem)) throw error;
      throw new UnknownObjects(`Unknown related object(s): ${pythonRepr(value)}`);
    }
  }
  return def.type === 'object' ? ids[0] : ids;
}

/** NetBox's CustomField.validate(): the message for a value of the wrong shape, or null. */
function typeError(def: CustomFieldDef, value: unknown): string | null {
  switch (def.type) {
    case 'text': case 'longtext': case 'url':
      if (typeof value !== 'string') return 'Value must be a string.';
      if (def.regex && !matchesValidation(def.regex, value)) return `Value must match regex '${def.regex}'`;
      return null;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) return 'Value must be an integer.';
      // Beyond what a JavaScript number holds exactly, the stored value would be another one.
      if (value > BIGINT_MAX) return `Value must not exceed ${BIGINT_MAX}`;
      if (value < BIGINT_MIN) return `Value must be at least ${BIGINT_MIN}`;
      return bounds(def, value);
    case 'decimal':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'Value must be a decimal.';
      return bounds(def, value);
    case 'boolean':
      return typeof value === 'boolean' || value === 0 || value === 1 ? null : 'Value must be true or false.';
    case 'date':
      return typeof value === 'string' && DATE.test(value) && isRealDate(value) ? null : 'Date values must be in ISO 8601 format (YYYY-MM-DD).';
    case 'datetime':
      return typeof value === 'string' && DATETIME.test(value) && isRealDate(value)
        ? null : 'Date and time values must be in ISO 8601 format (YYYY-MM-DD HH:MM:SS).';
    case 'select':
      return def.choices.some(([c]) => c === value) ? null : `Invalid choice (${String(value)}) for choice set ${def.choiceSetName}.`;
    case 'multiselect': {
      const list = Array.isArray(value) ? value : [value];
      const bad = list.filter((v) => !def.choices.some(([c]) => c === v));
      return bad.length ? `Invalid choice(s) (${pythonRepr(value)}) for choice set ${def.choiceSetName}.` : null;
    }
    case 'object':
      return typeof value === 'number' ? null : `Value must be an object ID, not ${pythonType(value)}`;
    case 'multiobject':
      return Array.isArray(value) ? null : `Value must be a list of object IDs, not ${pythonType(value)}`;
    default:
      return null;
  }
}

/**
 * A text value against its field's validation_regex. A pattern stored before the regexes ran on
 * RE2 may be one RE2 cannot run (a back-reference): no value can be shown to match it, so the
 * write is refused with the message, not failed with a 500.
 */
function matchesValidation(pattern: string, value: string): boolean {
  try {
    return regexMatchAtStart(pattern, value);
  } catch {
    return false;
  }
}

function bounds(def: CustomFieldDef, value: number): string | null {
  if (def.minimum !== null && value < def.minimum) return `Value must be at least ${formatNumber(def.minimum)}`;
  if (def.maximum !== null && value > def.maximum) return `Value must not exceed ${formatNumber(def.maximum)}`;
  return null;
}

/**
 * CustomField.clean(): the default must pass the field's own validation; the message NetBox gives
 * under `default`, or null. NetBox checks a text field's default as its str(), so a default of 5
 * passes there and then fails every create ("Value must be a string."); here it is refused.
 */
export function defaultValueError(def: CustomFieldDef): string | null {
  if (def.default === null || def.default === undefined) return null;
  // CustomField.validate() leaves '' alone unless the field is required.
  if (def.default === '') return def.required ? 'Invalid default value "": Required field cannot be empty.' : null;
  const error = typeError(def, def.default);
  return error ? `Invalid default value "${pythonStr(def.default)}": ${error}` : null;
}

/** Python's str(): strings as they are, everything else as its repr. */
const pythonStr = (value: unknown): string => (typeof value === 'string' ? value : pythonRepr(value));

/** Python's str() of the stored Decimal(16, 4). */
const formatNumber = (n: number) => n.toFixed(4);

/** Fields marked unique: no other object of the model may hold the same value. */
async function uniqueProblems(
  q: Queryable, dialect: Dialect, model: ModelMeta, defs: readonly CustomFieldDef[], data: Record<string, unknown>, selfId: number | null,
): Promise<string[]> {
  const problems: string[] = [];
  for (const def of defs.filter((d) => d.unique)) {
    const value = data[def.name];
    if (value === null || value === undefined) continue;
    const query = q(model.table).select('id').where(jsonValueEquals(q, dialect, model.table, def.name, value)).limit(1);
    if (selfId !== null) query.whereNot('id', selfId);
    if ((await query).length) problems.push(`Custom field '${def.name}' must have a unique value.`);
  }
  return problems;
}

// ---- filtering -------------------------------------------------------------------------------

/** SQL text of a custom field's value in the row's custom_field_data: JSON scalars as SQL values. */
export function customFieldExpression(q: Queryable, dialect: Dialect, table: string, name: string, cast?: 'numeric'): Knex.Raw {
  const path = `$."${name.replace(/"/g, '')}"`;
  if (dialect === 'sqlite') return q.raw('json_extract(??, ?)', [`${table}.${DATA_COLUMN}`, path]);
  return cast ? q.raw(`(??->>?)::${cast}`, [`${table}.${DATA_COLUMN}`, name]) : q.raw('(??->>?)', [`${table}.${DATA_COLUMN}`, name]);
}

function jsonValueEquals(q: Queryable, dialect: Dialect, table: string, name: string, value: unknown): (qb: Knex.QueryBuilder) => void {
  return (qb) => {
    if (dialect === 'postgres') qb.whereRaw('(??->?) = ?::jsonb', [`${table}.${DATA_COLUMN}`, name, JSON.stringify(value)]);
    else qb.whereRaw('json_extract(??, ?) = json_extract(?, \'$\')', [`${table}.${DATA_COLUMN}`, `$."${name}"`, JSON.stringify(value)]);
  };
}

/** Rows whose list value (multiselect, multiobject) holds any of `items`. */
export function customFieldContains(dialect: Dialect, table: string, name: string, items: readonly (string | number)[]): (qb: Knex.QueryBuilder) => void {
  return (qb) => whereJsonListHasAny(qb, dialect, `${table}.${DATA_COLUMN}`, items, name);
}

