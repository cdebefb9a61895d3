// Turns rows into API representations (complete, brief, nested or a chosen field list). Related
// objects are loaded in one query per relation for the whole batch of rows, never per row, so
// the number of statements does not depend on the page size.
import type { ComputedMeta, FieldMeta, ModelMeta } from '../../contract/index.js';
import type { ReadContext } from '../context.js';
import { distinctIds, rowsById, selectRows, whereIdIn } from '../db/query.js';
import { apiDatetime, fromDb, storedValues, type Row } from '../db/values.js';
import { columnsFor, columnsForPaths, unionColumns } from '../display/columns.js';
import { displayMap, pathValues } from '../display/display.js';
import { templatePaths } from '../display/templates.js';
import { featureOfField } from '../features/index.js';
import { countAllRelated, type CountMeta } from '../query/counts.js';
import { columnOf, computedOf, fieldOf, requireField } from '../registry.js';
import { yielder } from '../lib/yielding.js';
import { ApiLink } from './links.js';
import { nestedObjects } from './nested-cache.js';
import { emptyList, resolveObjectLists } from './object-lists.js';
import { applyOrdering, orderingOf } from '../query/ordering.js';
import { PerForm } from './per-form.js';

export type Representation = Record<string, unknown>;

export function objectUrl(ctx: ReadContext, model: ModelMeta, id: unknown): string | ApiLink {
  return link(ctx, `/api/${model.app}/${model.path}/${id}/`);
}

/** A link to `path`: a string with the request's base, or an ApiLink when the context defers the base. */
function link(ctx: ReadContext, path: string): string | ApiLink {
  return ctx.links ? new ApiLink(ctx.links, path) : ctx.baseUrl + path;
}

/** The fields of `model` shown when it is embedded in another object through `field`. */
export function nestedNames(ctx: ReadContext, field: FieldMeta): readonly string[] {
  return field.nested ?? ctx.index.model(field.to!).nested;
}

/** Rows by id, with only `columns` when given (null: every column). */
export function loadRows(ctx: ReadContext, model: ModelMeta, ids: readonly number[], columns: readonly string[] | null = null): Promise<Row[]> {
  return rowsById(ctx.q, ctx.dialect, model.table, ids, columns);
}

/** Related objects by id, in their nested form (or `names`), for a feature's or a relation's read. */
async function nest(ctx: ReadContext, target: ModelMeta, ids: readonly number[], names: readonly string[] = target.nested): Promise<Map<number, unknown>> {
  return (await embeddedObjects(ctx, target, ids, names, columnsFor(target, names))).objects;
}

/** Objects embedded in others (nested `names`, rows with `columns`), kept between requests where that is safe. */
function embeddedObjects(ctx: ReadContext, target: ModelMeta, ids: readonly number[], names: readonly string[], columns: readonly string[] | null) {
  return nestedObjects(ctx, target, ids, names, columns, async (missing) => {
    const rows = await loadRows(ctx, target, missing, columns);
    return { rows, objects: await serializeRows(ctx, target, rows, names, true) };
  });
}

/**
 * `embedded`: the rows are shown inside other objects (a relation's nested form), where counts
 * marked `in_nested: zero` are NetBox's constant 0 rather than a count over the whole table.
 */
export async function serializeRows(ctx: ReadContext, model: ModelMeta, rows: readonly Row[], names: readonly string[], embedded = false): Promise<Representation[]> {
  if (rows.length === 0) return [];
  const plan = planOf(ctx, model, names);
  const { wanted, fkColumns, relations, computedShown } = plan;
  const ids = rows.map((r) => Number(r.id));

  // One query per relation: fk targets, m2m targets, each feature's field, counts, computations.
  const related = new Map<string, Map<number | string, Representation>>();
  const relatedRows = new Map<string, Row[]>();
  const lists = new Map<string, Map<number, Representation[]>>();
  const featured = new Map<string, Map<number, unknown>>();
  for (const { name, field, feature } of relations) {
    if (feature?.read) {
      featured.set(name, await feature.read(ctx, model, field, rows, (target, targetIds) => nest(ctx, target, targetIds)));
    } else if (field.type === 'fk') {
      const targetIds = distinctIds(rows.map((r) => r[field.column!]));
      if (!targetIds.length) {
        relatedRows.set(name, []);
        related.set(name, new Map());
        continue;
      }
      const found = await embeddedObjects(ctx, ctx.index.model(field.to!), targetIds, nestedNames(ctx, field), fkColumns.get(name)!);
      relatedRows.set(name, found.rows);
      related.set(name, found.objects);
    } else if (field.type === 'generic') {
      related.set(name, await genericTargets(ctx, field, rows));
    } else if (field.type === 'm2m') {
      lists.set(name, await manyToMany(ctx, field, ids));
    }
  }
  // Not counted when embedded and marked `in_nested: zero`: computedValue shows 0.
  const counted = computedShown.filter((computed): computed is CountMeta => computed.kind === 'count' && !(embedded && computed.nestedZero));
  const counts = counted.length ? await countAllRelated(ctx, model, counted, ids) : new Map<string, Map<number, number>>();
  const computedValues = new Map<string, ReadonlyMap<number, unknown>>();
  let stored: ReturnType<typeof storedValues>[] | null = null;
  for (const computed of computedShown) {
    if (computed.kind === 'plugin') {
      // Plug-ins see stored objects (fields by name), converted once per page.
      stored ??= rows.map((row) => storedValues(model, row));
      computedValues.set(computed.name, await ctx.plugins.computation(model, computed.name)(ctx, stored, model));
    }
    if (computed.kind === 'list') computedValues.set(computed.name, await reverseList(ctx, model, computed, ids));
  }
  // Lists of objects of several models: the plug-ins' references read together, one query per model.
  const objectLists = computedShown.filter((c): c is Extract<ComputedMeta, { kind: 'plugin' }> => c.kind === 'plugin' && c.objects !== undefined);
  if (objectLists.length) {
    const resolved = await resolveObjectLists(ctx, objectLists.map((c) => ({ objects: c.objects!, refs: computedValues.get(c.name)! })), (target, targetIds) => nest(ctx, target, targetIds));
    objectLists.forEach((c, i) => computedValues.set(c.name, resolved[i]!));
  }
  const displays = wanted.has('display') ? await displayMap(ctx, model, rows, relatedRows) : new Map<number, string>();
  // Aliases of a related object's field (from: primary_mac_address.mac_address) load like display paths.
  const aliases = new Map<string, Map<number, Map<string, string | null>>>();
  for (const computed of model.computed) {
    if (computed.kind === 'alias' && computed.field.includes('.') && wanted.has(computed.name)) {
      aliases.set(computed.name, await pathValues(ctx, model, rows, [computed.field.split('.')], relatedRows));
    }
  }

  // What each name is, decided once for the page: one function per name, from the row and its id.
  const values: [string, ValueOf][] = [];
  for (const name of names) {
    const value = valueOf(name);
    if (value) values.push([name, value]);
  }
  // The names with a value are the same on every page of this plan.
  const build = (plan.builder ??= objectBuilder(values.map(([name]) => name)));
  const getters = values.map(([, value]) => value);
  // Thousands of rows (a bulk write's answer) would hold the event loop: give it back now and then.
  const pause = yielder();
  const objects: Representation[] = [];
  for (const row of rows) {
    objects.push(build(getters, row, Number(row.id)));
    await pause();
  }
  return objects;

  function valueOf(name: string): ValueOf | null {
    switch (name) {
      case 'id': return (_row, id) => id;
      case 'url': return (_row, id) => objectUrl(ctx, model, id);
      case 'display_url': return (_row, id) => link(ctx, `/${model.app}/${model.path}/${id}/`);
      case 'display': return (_row, id) => displays.get(id) ?? '';
    }
    const field = fieldOf(model, name);
    // A field without a column is read by the computed field of its name.
    if (field && !field.unstored) {
      const found = featured.get(name);
      if (found) {
        const empty = featureOfField(field.type)!.empty!;
        return (_row, id) => found.get(id) ?? empty();
      }
      if (field.type === 'fk' && field.flat) {
        const column = field.column!;
        return (row) => (row[column] === null || row[column] === undefined ? null : Number(row[column]));
      }
      if (field.type === 'fk') {
        const objects = related.get(name)!;
        const column = field.column!;
        return (row) => {
          const target = row[column];
          return target === null || target === undefined ? null : (objects.get(Number(target)) ?? null);
        };
      }
      if (field.type === 'generic') {
        const objects = related.get(name)!;
        const { type: typeColumn, id: idColumn } = field.parts!;
        return (row) => {
          const type = row[typeColumn];
          return type ? (objects.get(genericKey(String(type), row[idColumn])) ?? null) : null;
        };
      }
      if (field.type === 'm2m') {
        const listed = lists.get(name)!;
        return (_row, id) => listed.get(id) ?? [];
      }
      const column = field.column!;
      return (row) => apiValue(ctx, field, row[column]);
    }
    const computed = computedOf(model, name);
    if (!computed) return null;
    if (computed.kind === 'alias' && computed.field.includes('.')) {
      const found = aliases.get(computed.name)!;
      return (_row, id) => found.get(id)?.get(computed.field) ?? null;
    }
    if (computed.kind === 'alias') {
      const source = requireField(model, computed.field);
      return (row) => apiValue(ctx, source, row[source.column!]);
    }
    if (computed.kind === 'list') {
      const found = computedValues.get(name)!;
      return (_row, id) => {
        const list = (found.get(id) as Representation[] | undefined) ?? [];
        return computed.single ? (list[0] ?? null) : list;
      };
    }
    if (computed.kind === 'plugin') {
      const found = computedValues.get(name)!;
      const empty = computed.objects ? emptyList(computed.objects) : null;
      return (_row, id) => found.get(id) ?? empty;
    }
    return (_row, id) => computedValue(computed, counts, id);
  }
}

/** What serializing rows of a model into a list of names needs to know of them, worked out once. */
interface Plan {
  readonly wanted: ReadonlySet<string>;
  /** Per foreign key shown: the related rows' columns (its nested form's, and those display and alias paths read through it). */
  readonly fkColumns: ReadonlyMap<string, readonly string[] | null>;
  /** The names that are read through relations or features, in order. */
  readonly relations: readonly { readonly name: string; readonly field: FieldMeta; readonly feature: ReturnType<typeof featureOfField> }[];
  /** The model's computed fields shown. */
  readonly computedShown: readonly ComputedMeta[];
  /** Made on first use (objectBuilder). */
  builder?: Builder;
}

const PLANS = new PerForm<Plan>();

function planOf(ctx: ReadContext, model: ModelMeta, names: readonly string[]): Plan {
  return PLANS.get(model, names, () => makePlan(ctx, model, names));
}

function makePlan(ctx: ReadContext, model: ModelMeta, names: readonly string[]): Plan {
  const wanted = new Set(names);
  // Display and alias paths that go through a relation read the related rows loaded for it.
  const throughPaths = [
    ...(wanted.has('display') && !model.rules.includes('display') ? templatePaths(model.display) : []),
    ...model.computed.filter((c) => c.kind === 'alias' && wanted.has(c.name)).map((c) => (c as { field: string }).field.split('.')),
  ];
  const fkColumns = new Map<string, readonly string[] | null>();
  const relations: Plan['relations'][number][] = [];
  for (const name of names) {
    const field = fieldOf(model, name);
    // A foreign key read as an id loads nothing.
    if (field?.type === 'fk' && field.flat) continue;
    const feature = field && featureOfField(field.type);
    if (field && (feature?.read || ['fk', 'generic', 'm2m'].includes(field.type))) relations.push({ name, field, feature });
    if (field?.type !== 'fk' || feature?.read) continue;
    const target = ctx.index.model(field.to!);
    const through = throughPaths.filter((p) => p[0] === name).map((p) => p.slice(1));
    fkColumns.set(name, unionColumns(columnsFor(target, nestedNames(ctx, field)), columnsForPaths(target, through)));
  }
  const computedShown = model.computed.filter((c) => wanted.has(c.name));
  return { wanted, fkColumns, relations, computedShown };
}

/** One value of a representation, from the row and its id. */
type ValueOf = (row: Row, id: number) => unknown;
/** Builds a representation from the page's value functions (in the order of its names). */
type Builder = (getters: readonly ValueOf[], row: Row, id: number) => Representation;

/**
 * A builder per list of names, made once: an object literal with the names as its keys, so that
 * V8 creates each representation in one step with a fixed shape, which JSON.stringify also walks
 * faster. Built property by property, a 50-field interface cost ~3.5 µs and its stringification
 * ~40 % more than the same literal's (issue 13). The names are the registry's (JSON-quoted keys);
 * the values come from the getters, never from the code's text.
 */
function objectBuilder(names: readonly string[]): Builder {
  const key = names.join(',');
  let builder = BUILDERS.get(key);
  if (builder) return builder;
  if (BUILDERS.size >= MAX_BUILDERS || names.includes('__proto__')) return buildByAssignment(names);
  const properties = names.map((name, i) => `${JSON.stringify(name)}: getters[${i}](row, id)`);
  builder = new Function('getters', 'row', 'id', `return { ${properties.join(', ')} };`) as Builder;
  BUILDERS.set(key, builder);
  return builder;
}

/** Distinct shapes kept (fields= can ask for any combination); past this, objects are built by assignment. */
const MAX_BUILDERS = 1000;
const BUILDERS = new Map<string, Builder>();

function buildByAssignment(names: readonly string[]): Builder {
  return (getters, row, id) => {
    const out: Representation = {};
    names.forEach((name, i) => (out[name] = getters[i]!(row, id)));
    return out;
  };
}

function computedValue(computed: ComputedMeta, counts: ReadonlyMap<string, ReadonlyMap<number, number>>, id: number): unknown {
  if (computed.kind === 'count') return counts.get(computed.name)?.get(id) ?? 0;
  return computed.kind === 'constant' ? computed.value : null;
}

/** A stored value as the API shows it. */
export function apiValue(ctx: ReadContext, field: FieldMeta, raw: unknown): unknown {
  const value = fromDb(field, raw);
  if (field.type === 'choice') {
    if (value === null || value === '') return null;
    if (field.plainChoice) return value;
    return { value, label: ctx.index.choiceLabel(field.choices!, value as string | number) ?? '' };
  }
  if (field.type === 'datetime' && typeof value === 'string') return apiDatetime(value);
  if (field.type === 'custom_fields') return value ?? {};
  return value;
}

/** Objects of another model whose relation points at these rows (a reverse relation), nested. */
async function reverseList(
  ctx: ReadContext, model: ModelMeta, computed: Extract<ComputedMeta, { kind: 'list' }>, ids: readonly number[],
): Promise<Map<number, unknown>> {
  const listed = ctx.index.model(computed.model);
  const via = requireField(listed, computed.via);
  const names = computed.nested ?? listed.nested;
  const wantedColumns = columnsFor(listed, names);
  let column: string;
  const ownColumns = [...(wantedColumns ?? ['*']), ...(via.type === 'generic' ? [via.parts!.id] : via.type === 'fk' ? [via.column!] : [])];
  let query = ctx.q(listed.table).select(ownColumns.map((c) => `${listed.table}.${c}`));
  if (via.type === 'm2m') {
    // The owner's id comes through the join table.
    const through = via.through!;
    query = query.join(through.table, `${through.table}.${through.source}`, `${listed.table}.id`).select(`${through.table}.${through.target} as __owner`);
    column = '__owner';
  } else if (via.type === 'generic') {
    query = query.where(via.parts!.type, model.key);
    column = via.parts!.id;
  } else {
    column = via.column!;
  }
  for (const [name, value] of Object.entries(computed.filter ?? {})) {
    const condition = `${listed.table}.${columnOf(listed, name)}`;
    query = value === null ? query.whereNull(condition) : query.where(condition, value);
  }
  const filterColumn = via.type === 'm2m' ? `${via.through!.table}.${via.through!.target}` : `${listed.table}.${column}`;
  // In the listed model's own order, as Django's related managers give them (a policy's rules by
  // local VLAN ID, an FHRP group's addresses by VRF and address).
  applyOrdering(query, ctx.dialect, orderingOf(ctx.index, listed, null));
  const rows = await selectRows(ctx.q, whereIdIn(query, filterColumn, ids, ctx.dialect));
  const objects = await serializeRows(ctx, listed, rows, names, true);
  const out = new Map<number, Representation[]>();
  rows.forEach((row, i) => out.set(Number(row[column]), [...(out.get(Number(row[column])) ?? []), objects[i]!]));
  return out;
}

/** Objects a generic relation points at, one query per target model: "app.model:id" → object. */
async function genericTargets(ctx: ReadContext, field: FieldMeta, rows: readonly Row[]): Promise<Map<string | number, Representation>> {
  const out = new Map<string | number, Representation>();
  for (const key of field.targets ?? []) {
    const ids = distinctIds(rows.filter((r) => r[field.parts!.type] === key).map((r) => r[field.parts!.id]));
    if (!ids.length) continue;
    const target = ctx.index.model(key);
    const names = field.nested ?? target.nested;
    const targetRows = await loadRows(ctx, target, ids, columnsFor(target, names));
    const objects = await serializeRows(ctx, target, targetRows, names, true);
    objects.forEach((object, i) => out.set(genericKey(key, targetRows[i]!.id), object));
  }
  return out;
}

function genericKey(type: string, id: unknown): string {
  return `${type}:${Number(id)}`;
}

async function manyToMany(ctx: ReadContext, field: FieldMeta, ids: readonly number[]): Promise<Map<number, Representation[]>> {
  const through = field.through!;
  const links = await selectRows(ctx.q, whereIdIn(ctx.q(through.table).select(through.source, through.target).orderBy('id'), through.source, ids, ctx.dialect));
  const target = ctx.index.model(field.to!);
  const names = field.flat ? [field.flat] : nestedNames(ctx, field);
  const targetRows = await loadRows(ctx, target, distinctIds(links.map((l) => l[through.target])), columnsFor(target, names));
  if (field.flat) {
    // A list of one attribute (e.g. tag slugs) instead of nested objects.
    const column = columnOf(target, field.flat);
    const values = new Map(targetRows.map((r) => [Number(r.id), r[column]]));
    const out = new Map<number, unknown[]>();
    for (const link of links) out.set(Number(link[through.source]), [...(out.get(Number(link[through.source])) ?? []), values.get(Number(link[through.target]))]);
    return out as unknown as Map<number, Representation[]>;
  }
  const objects = await serializeRows(ctx, target, targetRows, names, true);
  const byId = new Map(objects.map((o, i) => [Number(targetRows[i]!.id), o]));
  return groupLinks(links.map((l) => [Number(l[through.source]), byId.get(Number(l[through.target]))]));
}

function groupLinks(pairs: [number, Representation | undefined][]): Map<number, Representation[]> {
  const out = new Map<number, Representation[]>();
  for (const [owner, object] of pairs) {
    if (!object) continue;
    const list = out.get(owner) ?? [];
    list.push(object);
    out.set(owner, list);
  }
  return out;
}

