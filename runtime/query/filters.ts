// List filters from the model's generated filter set: one mechanism, lookups keyed by filter kind
// (contract/filters.ts, the reference's table). Different parameters AND; repeated values of one
// parameter OR; `n*` lookups exclude; `null` selects empty relations and choices. The features
// (tags, custom fields, the change log) answer their own parameters; a model's plug-in answers the
// filters its file declares with `plugin: true`. Unknown parameters are ignored; an invalid value
// is a 400 {param: [message]}.
import type { Knex } from 'knex';
import { LOOKUPS, TEXT_LOOKUPS, type FilterMeta, type ModelMeta, type PathStep } from '../../contract/index.js';
import type { FilterContext, Where } from '../context.js';
import { OBJECT_TYPE_TABLE, objectTypeKey } from '../db/object-types.js';
import { quoted, rawRows, whereIdIn } from '../db/query.js';
import { FEATURES } from '../features/index.js';
import type { Parameter } from '../features/feature.js';
import { addressKey, ipv4TextRanges, parseNetwork, supernetKeys } from '../lib/ip.js';
import { BIGINT_MAX } from '../lib/numbers.js';
import { NUL_MESSAGE, ValidationError, addError, type FieldErrors } from '../http/errors.js';
import { columnOf, computedOf, fieldOf } from '../registry.js';
import { andEach, orEach } from './any-of.js';
import { chosenRows } from './chosen.js';
import { countExpression, type CountMeta } from './counts.js';
import { ipCondition } from './ip-filters.js';
import { containsPattern, NULL_SENTINEL, parseBoolean, scalarCondition } from './scalar.js';


/** Parameters that steer the list itself, never filters. */
export const RESERVED_PARAMETERS = new Set(['limit', 'offset', 'start', 'ordering', 'brief', 'fields', 'omit', 'exclude', 'format', 'background']);

/** A count statement that reads indexes only (searchCount). */
export interface IndexCount {
  readonly sql: string;
  readonly bindings: unknown[];
}

/** What else a list can do with its filters when a search is the only one. */
export interface SearchAlone {
  /** Counting what the search matches from indexes alone (searchCount), where every alternative reads one. */
  readonly indexCount: IndexCount | null;
  /**
   * The search as a condition each row is checked against, reading no index (a LIKE where the
   * search table answers the filter): for walking the list in its order (objects/walked-page.ts).
   * Null where it would not match exactly what the search does: on SQLite, a term beyond ASCII
   * (its search table folds the case of every letter, its LIKE of ASCII letters only).
   */
  readonly rowCondition: Where | null;
  /**
   * An address search read in the list's order (objects/ranged-page.ts): the address sort key's
   * ranges the term stands for, and the other alternatives' ids from their index; null where the
   * term is no IPv4 text or another alternative would scan the table.
   */
  readonly ranged: RangedSearch | null;
}

/** An address search as sort-key ranges of one column, and the rest of the search as an id query. */
export interface RangedSearch {
  readonly column: string;
  /** [from, to): sort keys, lowest first. */
  readonly ranges: readonly (readonly [string, string])[];
  /** The ids the search's other alternatives match (the search table's, the trigram index's). */
  readonly others: IndexCount | null;
}

/**
 * Adds the request's filters to `query`; throws 400 {param: [message]} for invalid values.
 * Returns, when a search is the only filter, what else it allows (SearchAlone), else null.
 */
export async function applyFilters(ctx: FilterContext, model: ModelMeta, params: URLSearchParams, query: Knex.QueryBuilder): Promise<SearchAlone | null> {
  const errors: FieldErrors = {};
  let search: SearchTerms | null = null;
  const byName = new Map(model.filters.map((f) => [f.name, f]));
  const conditions: Where[] = [];
  const featureParams = new Map(FEATURES.map((feature) => [feature, [] as Parameter[]]));
  for (const param of new Set(params.keys())) {
    if (RESERVED_PARAMETERS.has(param)) continue;
    const values = params.getAll(param);
    const fail = (message: string) => addError(errors, param, message);
    // Django's forms refuse NUL in text (ProhibitNullCharactersValidator); PostgreSQL cannot store
    // it. True (and the parameter failed) when a value of a parameter this list answers holds one.
    const refusedNul = () => values.some((value) => value.includes('\u0000')) && (fail(NUL_MESSAGE), true);
    // A model whose plug-in searches (NetBox's search() reaching related objects) answers q itself.
    if (param === 'q' && byName.get('q')?.kind !== 'plugin') {
      if (refusedNul()) continue;
      search = searchTerms(ctx, model, values[0] ?? '');
      if (search) conditions.push(searchCondition(ctx, model, search));
      continue;
    }
    // A feature answers its parameters on the models that have it; elsewhere a model may declare a
    // filter of the same name (a config context's `tag`: the tags it applies to).
    const feature = FEATURES.find((f) => f.enabled(model) && f.ownsParameter?.(param));
    if (feature) {
      if (!refusedNul()) featureParams.get(feature)!.push([param, values]);
      continue;
    }
    const exact = byName.get(param);
    const split = param.lastIndexOf('__');
    const filter = exact ?? (split > 0 ? byName.get(param.slice(0, split)) : undefined);
    const lookup = exact ? 'exact' : param.slice(split + 2);
    if (!filter || !(LOOKUPS[filter.kind] as readonly string[]).includes(lookup)) continue;
    // An alias with its own lookup (created_after) takes one value and no suffix, as django-filter's
    // single-value filters with a lookup_expr do.
    if ((filter.lookup && !exact) || refusedNul()) continue;
    const where = filter.lookup
      ? await condition(ctx, model, filter, filter.lookup, values.slice(-1), fail, params)
      : await condition(ctx, model, filter, lookup, values, fail, params);
    if (where) conditions.push(where);
  }
  for (const [feature, entries] of featureParams) {
    if (entries.length) conditions.push(...await feature.filter!(ctx, model, entries, (param, message) => addError(errors, param, message)));
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  andEach(query, conditions, (qb, where) => qb.where(where));
  if (!search || conditions.length !== 1) return null;
  const terms: SearchTerms = search;
  const checkable = !terms.phrase || /^[\x20-\x7e]+$/.test(terms.term);
  return { indexCount: searchCount(model, terms), rowCondition: checkable ? searchCondition(ctx, model, { ...terms, phrase: null }) : null, ranged: rangedSearch(ctx, model, terms) };
}

/**
 * The search as key ranges of the one address field and an id query for the rest (RangedSearch),
 * where every other alternative reads an index: SQLite's search table for a term of three
 * characters or more, PostgreSQL's trigram index for the ILIKE.
 */
function rangedSearch(ctx: FilterContext, model: ModelMeta, terms: SearchTerms): RangedSearch | null {
  const keyRanges = terms.keyRanges;
  if (!keyRanges || terms.holding.length || terms.fromStart.length !== 1) return null;
  if (!terms.anywhere.length) return { column: keyRanges.column, ranges: keyRanges.ranges, others: null };
  const table = quoted(model.table);
  if (terms.phrase) {
    return { column: keyRanges.column, ranges: keyRanges.ranges, others: { sql: `SELECT rowid AS id FROM ${quoted(model.searchIndex!)} WHERE ${quoted(model.searchIndex!)} MATCH ?`, bindings: [terms.phrase] } };
  }
  if (ctx.dialect !== 'postgres' || !model.searchIndex) return null;
  const pattern = containsPattern(terms.term);
  const columns = terms.anywhere.map((name) => fieldOf(model, name)?.column).filter((c): c is string => !!c);
  return {
    column: keyRanges.column, ranges: keyRanges.ranges,
    others: { sql: `SELECT id FROM ${table} WHERE ${columns.map((c) => `${quoted(c)} ILIKE ? ESCAPE '\\'`).join(' OR ')}`, bindings: columns.map(() => pattern) },
  };
}

async function condition(ctx: FilterContext, model: ModelMeta, filter: FilterMeta, lookup: string, values: string[], fail: (m: string) => void, params: URLSearchParams): Promise<Where | null> {
  const negate = lookup === 'n' || (lookup.startsWith('n') && lookup !== 'n' && TEXT_LOOKUPS.includes(lookup));
  switch (filter.kind) {
    case 'related': return relatedCondition(ctx, model, filter, negate, values, fail);
    case 'ip': return ipCondition(model, filter, lookup, values, fail);
    case 'object_type_id': return objectTypeIdCondition(ctx, model, filter, lookup === 'n', values, fail);
    case 'present': return presentCondition(model, filter, values);
    case 'exists': return existsCondition(ctx, filter, values);
    case 'count': return countCondition(ctx, model, filter, lookup, values, fail);
    case 'group': return groupCondition(model, filter, negate, values, fail);
    case 'plugin': return ctx.plugins.filter(model, filter.name)(ctx, values, fail, model, params);
    default: return scalarCondition(ctx, { model, kind: filter.kind, ...(filter.field ? { field: filter.field } : {}) }, lookup, negate, values, fail);
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
  const attrField = fieldOf(last, filter.attr!);
  if (attrField?.type === 'boolean') {
    // A flag of a related object (device is_full_depth → its type's), as django-filter's
    // BooleanFilter reads it: one value (the last), exact only, anything not a boolean ignored.
    const flag = parseBoolean(values.at(-1) ?? '');
    if (negate || flag === null) return null;
    wanted = [String(flag)];
    ids = ((await ctx.q(last.table).select('id').where(attrField.column!, flag)) as { id: unknown }[]).map((r) => Number(r.id));
  } else if (wanted.length) {
    const integer = attrField?.type === 'integer' ? 'integer' : attrField?.type === 'bigint' || attrField?.type === 'fk' ? 'bigint' : null;
    const rows = filter.attr === 'id'
      ? await chosenRows(ctx, last.table, 'id', wanted, fail, 'bigint', [])
      : await chosenRows(ctx, last.table, attrField!.column!, wanted, fail, integer, []);
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

/** Objects whose relations along `path` lead to the objects `targets`, ids or a sub-query of ids (one nested sub-query per step). */
export function chain(ctx: FilterContext, path: readonly PathStep[], targets: Knex.QueryBuilder | number[]): Where {
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

// ---- present, groups, search ---------------------------------------------------------------

function presentCondition(model: ModelMeta, filter: FilterMeta, values: string[]): Where | null {
  const wanted = parseBoolean(values[values.length - 1] ?? '');
  if (wanted === null) return null;
  const columns = filter.fields!.map((name) => `${model.table}.${columnOf(model, name)}`);
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
  const computed = computedOf(model, filter.computed!)!;
  const count = countExpression(ctx.index, model, computed as CountMeta)!;
  const op = { exact: '=', n: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=' }[lookup]!;
  // No count exceeds the largest key: a larger number compares the same, and PostgreSQL takes it.
  const numbers = values.map((v) => Math.min(Number.parseInt(v, 10), BIGINT_MAX));
  if (lookup === 'n') return (qb) => andEach(qb, numbers, (group, n) => group.whereRaw(`${count.sql} <> ?`, [...count.bindings, n]));
  return (qb) => qb.where((inner) => orEach(inner, numbers, (group, n) => group.orWhereRaw(`${count.sql} ${op} ?`, [...count.bindings, n])));
}

function groupCondition(model: ModelMeta, filter: FilterMeta, negate: boolean, values: string[], fail: (m: string) => void): Where | null {
  const column = `${model.table}.${columnOf(model, filter.field!)}`;
  const groups = filter.groups!;
  const grouped = Object.values(groups).flat();
  const known = [...Object.keys(groups), ...(filter.others ? [filter.others] : [])];
  const unknown = values.filter((v) => !known.includes(v));
  if (unknown.length) {
    fail(`Select a valid choice. ${unknown[0]} is not one of the available choices.`);
    return null;
  }
  const match: Where = (qb) => orEach(qb, values, (group, value) => {
    if (value === filter.others) {
      group.orWhere((inner) => {
        inner.whereNotIn(column, grouped as string[]);
        for (const name of filter.othersNull ?? []) inner.whereNull(`${model.table}.${columnOf(model, name)}`);
      });
    }
    else group.orWhere((inner) => inner.whereIn(column, groups[value]! as string[]));
  });
  return negate ? (qb) => qb.whereNot(match) : match;
}

/** What a search term is matched against on a model: the alternatives searchCondition ORs. */
interface SearchTerms {
  readonly term: string;
  /** Text fields matched from their start (NetBox's istartswith), as a byte-order range of the lowered term. */
  readonly fromStart: readonly string[];
  readonly range: [string, string] | null;
  /** Text fields matched anywhere (icontains). */
  readonly anywhere: readonly string[];
  /** SQLite's search table answers the `anywhere` fields: the phrase it is asked for. */
  readonly phrase: string | null;
  /** Prefix fields holding the term's network, with the keys of its supernets. */
  readonly holding: readonly { readonly column: string; readonly keys: readonly string[] }[];
  /**
   * The address field matched from its start, when the term is the start of an IPv4 address's
   * text: its sort-key ranges, which its index serves in the list's order (the text range
   * [10.5.3, 10.5.4) holds 10.5.3.x and 10.5.30–39.x, far apart in address order).
   */
  readonly keyRanges: { readonly field: string; readonly column: string; readonly ranges: readonly (readonly [string, string])[] } | null;
}

function searchTerms(ctx: FilterContext, model: ModelMeta, text: string): SearchTerms | null {
  const term = text.trim();
  if (!term || model.search.length === 0) return null;
  const fromStart = model.searchFromStart ?? [];
  const anywhere = model.search.filter((name) => !fromStart.includes(name));
  // NetBox's prefix and aggregate searches also give the prefixes holding the term when it is an
  // address or a network (prefix__net_contains_or_equals): a short list of keys, from an index.
  const prefixFields = model.search.map((name) => fieldOf(model, name)!).filter((field) => field.type === 'ip_prefix');
  const network = prefixFields.length ? parseNetwork(term) : null;
  const keys = network ? supernetKeys(network) : [];
  // SQLite's search table answers terms of three characters or more (its trigrams); PostgreSQL's
  // trigram index serves an ILIKE by itself.
  const indexed = anywhere.length > 0 && !!model.searchIndex && ctx.dialect === 'sqlite' && [...term].length >= 3;
  const address = fromStart.map((name) => fieldOf(model, name)!).find((field) => field.type === 'ip_address' && field.ipColumns);
  // Only a term with a dot is IPv4 text alone: "200" also starts IPv6 addresses (2001:db8::1).
  const ranges = address && term.includes('.') ? ipv4TextRanges(term) : null;
  return {
    term,
    fromStart,
    // IP text is ASCII: a term with anything else matches no address.
    range: startsWithRange(term),
    anywhere,
    phrase: indexed ? `"${term.replace(/"/g, '""')}"` : null,
    holding: network ? prefixFields.map((field) => ({ column: field.ipColumns!.key, keys })) : [],
    keyRanges: address && ranges ? {
      field: address.name, column: address.ipColumns!.key,
      ranges: ranges.map(([start, end]) => [addressKey(4, start), addressKey(4, end + 1n)] as const),
    } : null,
  };
}

function searchCondition(ctx: FilterContext, model: ModelMeta, terms: SearchTerms): Where {
  const column = (name: string) => `${model.table}.${fieldOf(model, name)!.column!}`;
  return (qb) => {
    qb.where((inner) => {
      for (const { column: key, keys } of terms.holding) inner.orWhereIn(`${model.table}.${key}`, keys as string[]);
      const range = terms.range;
      if (range) {
        const byteOrder = ctx.dialect === 'postgres' ? ' COLLATE "C"' : '';
        for (const name of terms.fromStart) {
          if (terms.keyRanges?.field === name) {
            const key = `${model.table}.${terms.keyRanges.column}`;
            for (const [from, to] of terms.keyRanges.ranges) inner.orWhere((one) => one.where(key, '>=', from).where(key, '<', to));
            continue;
          }
          inner.orWhere((one) => one.whereRaw(`??${byteOrder} >= ?`, [column(name), range[0]]).whereRaw(`??${byteOrder} < ?`, [column(name), range[1]]));
        }
      }
      if (!terms.anywhere.length) {
        if (!range) inner.orWhereRaw('1 = 0');
        return;
      }
      if (terms.phrase) {
        inner.orWhereRaw('??.?? IN (SELECT rowid FROM ?? WHERE ?? MATCH ?)', [model.table, 'id', model.searchIndex!, model.searchIndex!, terms.phrase]);
        return;
      }
      const like = ctx.dialect === 'postgres' ? 'ILIKE' : 'LIKE';
      const pattern = containsPattern(terms.term);
      for (const name of terms.anywhere) {
        if (fieldOf(model, name)?.column) inner.orWhereRaw(`?? ${like} ? ESCAPE '\\'`, [column(name), pattern]);
      }
    });
  };
}

/**
 * The number of rows a search alone matches, from indexes only, where every alternative of the
 * search reads one (SQLite's search table, the prefix keys, an indexed address's range): the ids
 * each alternative finds, united. Counting the rows of the OR condition instead looks every match
 * up in the table (1,111 matches of q=host12: 2.3 ms in a 240k-address table, 6.4 ms at 1M; this,
 * 0.9). Null where an alternative would scan the table (a LIKE), which the plain count does as well.
 */
function searchCount(model: ModelMeta, terms: SearchTerms): IndexCount | null {
  if (terms.anywhere.length && !terms.phrase) return null;
  const table = quoted(model.table);
  const selects: string[] = [];
  const bindings: unknown[] = [];
  for (const { column, keys } of terms.holding) {
    selects.push(`SELECT id FROM ${table} WHERE ${quoted(column)} IN (${keys.map(() => '?').join(', ')})`);
    bindings.push(...keys);
  }
  if (terms.range) {
    for (const name of terms.fromStart) {
      if (terms.keyRanges?.field === name) {
        const key = quoted(terms.keyRanges.column);
        for (const [from, to] of terms.keyRanges.ranges) {
          selects.push(`SELECT id FROM ${table} WHERE ${key} >= ? AND ${key} < ?`);
          bindings.push(from, to);
        }
        continue;
      }
      const column = quoted(fieldOf(model, name)!.column!);
      selects.push(`SELECT id FROM ${table} WHERE ${column} >= ? AND ${column} < ?`);
      bindings.push(...terms.range);
    }
  }
  if (terms.phrase) {
    selects.push(`SELECT rowid AS id FROM ${quoted(model.searchIndex!)} WHERE ${quoted(model.searchIndex!)} MATCH ?`);
    bindings.push(terms.phrase);
  }
  if (!selects.length) return null;
  return { sql: `SELECT count(*) AS n FROM (${selects.join(' UNION ')})`, bindings };
}

/**
 * NetBox's istartswith on an IP field's text (stored canonical and lower-case) as a byte-order
 * range [term, term with its last character raised by one), which an index serves; null for a
 * term outside printable ASCII.
 */
function startsWithRange(term: string): [string, string] | null {
  const lower = term.toLowerCase();
  if (!/^[\x20-\x7e]+$/.test(lower)) return null;
  return [lower, lower.slice(0, -1) + String.fromCharCode(lower.charCodeAt(lower.length - 1) + 1)];
}

/**
 * A generic relation's type column by object type ids (NetBox's ModelMultipleChoiceFilter over
 * content types): every id must name an object type, with that filter's messages.
 */
async function objectTypeIdCondition(
  ctx: FilterContext, model: ModelMeta, filter: FilterMeta, negate: boolean, values: string[], fail: (m: string) => void,
): Promise<Where | null> {
  const rows = await chosenRows(ctx, OBJECT_TYPE_TABLE, 'id', values, fail);
  if (!rows) return null;
  const keys = rows.map(objectTypeKey);
  const column = `${model.table}.${columnOf(model, filter.field!)}`;
  return negate ? (qb) => qb.where((inner) => inner.whereNotIn(column, keys).orWhereNull(column)) : (qb) => qb.whereIn(column, keys);
}
