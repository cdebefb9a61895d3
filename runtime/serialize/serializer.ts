// Turns rows into API representations (complete, brief, nested or a chosen field list). Related
// objects are loaded in one query per relation for the whole batch of rows, never per row, so
// the number of statements does not depend on the page size.
import type { ComputedMeta, FieldMeta, ModelMeta } from '../../contract/index.js';
import type { ReadContext } from '../context.js';
import { distinctIds, rowsById, whereIdIn } from '../db/query.js';
import { apiDatetime, fromDb, storedValues, type Row } from '../db/values.js';
import { columnsFor, columnsForPaths, unionColumns } from '../display/columns.js';
import { displayMap, pathValues } from '../display/display.js';
import { templatePaths } from '../display/templates.js';
import { featureOfField } from '../features/index.js';
import { countRelated } from '../query/counts.js';
import { columnOf, computedOf, fieldOf, requireField } from '../registry.js';
import { yielder } from '../lib/yielding.js';
import { ApiLink } from './links.js';

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
  const targetRows = await loadRows(ctx, target, ids, columnsFor(target, names));
  const objects = await serializeRows(ctx, target, targetRows, names, true);
  return new Map(objects.map((o, i) => [Number(targetRows[i]!.id), o]));
}

/**
 * `embedded`: the rows are shown inside other objects (a relation's nested form), where counts
 * marked `in_nested: zero` are NetBox's constant 0 rather than a count over the whole table.
 */
export async function serializeRows(ctx: ReadContext, model: ModelMeta, rows: readonly Row[], names: readonly string[], embedded = false): Promise<Representation[]> {
  if (rows.length === 0) return [];
  const wanted = new Set(names);
  const ids = rows.map((r) => Number(r.id));
  // Display and alias paths that go through a relation read the related rows loaded for it.
  const throughPaths = [
    ...(wanted.has('display') && !model.rules.includes('display') ? templatePaths(model.display) : []),
    ...model.computed.filter((c) => c.kind === 'alias' && wanted.has(c.name)).map((c) => (c as { field: string }).field.split('.')),
  ];

  // One query per relation: fk targets, m2m targets, each feature's field, counts, computations.
  const related = new Map<string, Map<number | string, Representation>>();
  const relatedRows = new Map<string, Row[]>();
  const lists = new Map<string, Map<number, Representation[]>>();
  const featured = new Map<string, Map<number, unknown>>();
  const counts = new Map<string, Map<number, number>>();
  for (const name of names) {
    const field = fieldOf(model, name);
    const feature = field && featureOfField(field.type);
    if (field && feature?.read) {
      featured.set(name, await feature.read(ctx, model, field, rows, (target, targetIds) => nest(ctx, target, targetIds)));
    } else if (field?.type === 'fk') {
      const targetIds = distinctIds(rows.map((r) => r[field.column!]));
      const target = ctx.index.model(field.to!);
      const nested = nestedNames(ctx, field);
      const through = throughPaths.filter((p) => p[0] === name).map((p) => p.slice(1));
      const targetRows = await loadRows(ctx, target, targetIds, unionColumns(columnsFor(target, nested), columnsForPaths(target, through)));
      relatedRows.set(name, targetRows);
      const objects = await serializeRows(ctx, target, targetRows, nested, true);
      related.set(name, new Map(objects.map((o, i) => [Number(targetRows[i]!.id), o])));
    } else if (field?.type === 'generic') {
      related.set(name, await genericTargets(ctx, field, rows));
    } else if (field?.type === 'm2m') {
      lists.set(name, await manyToMany(ctx, field, ids));
    }
  }
  const computedValues = new Map<string, ReadonlyMap<number, unknown>>();
  let stored: ReturnType<typeof storedValues>[] | null = null;
  for (const computed of model.computed) {
    if (!wanted.has(computed.name)) continue;
    // Not counted when embedded and marked `in_nested: zero`: computedValue shows 0.
    if (computed.kind === 'count' && !(embedded && computed.nestedZero)) counts.set(computed.name, await countRelated(ctx, model, computed, ids));
    if (computed.kind === 'plugin') {
      // Plug-ins see stored objects (fields by name), converted once per page.
      stored ??= rows.map((row) => storedValues(model, row));
      computedValues.set(computed.name, await ctx.plugins.computation(model, computed.name)(ctx, stored));
    }
    if (computed.kind === 'list') computedValues.set(computed.name, await reverseList(ctx, model, computed, ids));
  }
  const displays = wanted.has('display') ? await displayMap(ctx, model, rows, relatedRows) : new Map<number, string>();
  // Aliases of a related object's field (from: primary_mac_address.mac_address) load like display paths.
  const aliases = new Map<string, Map<number, Map<string, string | null>>>();
  for (const computed of model.computed) {
    if (computed.kind === 'alias' && computed.field.includes('.') && wanted.has(computed.name)) {
      aliases.set(computed.name, await pathValues(ctx, model, rows, [computed.field.split('.')], relatedRows));
    }
  }

  // What each name is, looked up once for the page.
  const parts = names.map((name) => ({ name, field: fieldOf(model, name), computed: computedOf(model, name) }));
  // Thousands of rows (a bulk write's answer) would hold the event loop: give it back now and then.
  const pause = yielder();
  const objects: Representation[] = [];
  for (const row of rows) {
    objects.push(representation(row));
    await pause();
  }
  return objects;

  function representation(row: Row): Representation {
    const id = Number(row.id);
    const out: Representation = {};
    for (const { name, field, computed } of parts) {
      switch (name) {
        case 'id': out.id = id; continue;
        case 'url': out.url = objectUrl(ctx, model, id); continue;
        case 'display_url': out.display_url = link(ctx, `/${model.app}/${model.path}/${id}/`); continue;
        case 'display': out.display = displays.get(id) ?? ''; continue;
      }
      if (field) {
        if (featured.has(name)) {
          out[name] = featured.get(name)!.get(id) ?? featureOfField(field.type)!.empty!();
        } else if (field.type === 'fk') {
          const target = row[field.column!];
          out[name] = target === null || target === undefined ? null : (related.get(name)!.get(Number(target)) ?? null);
        } else if (field.type === 'generic') {
          const type = row[field.parts!.type];
          out[name] = type ? (related.get(name)!.get(genericKey(String(type), row[field.parts!.id])) ?? null) : null;
        } else if (field.type === 'm2m') {
          out[name] = lists.get(name)!.get(id) ?? [];
        } else {
          out[name] = apiValue(ctx, field, row[field.column!]);
        }
        continue;
      }
      if (computed?.kind === 'alias' && computed.field.includes('.')) {
        out[name] = aliases.get(computed.name)!.get(id)?.get(computed.field) ?? null;
      } else if (computed?.kind === 'alias') {
        const source = requireField(model, computed.field);
        out[name] = apiValue(ctx, source, row[source.column!]);
      } else if (computed?.kind === 'list') {
        const list = (computedValues.get(name)!.get(id) as Representation[] | undefined) ?? [];
        out[name] = computed.single ? (list[0] ?? null) : list;
      } else if (computed?.kind === 'plugin') {
        out[name] = computedValues.get(name)!.get(id) ?? null;
      } else if (computed) {
        out[name] = computedValue(computed, counts, id);
      }
    }
    return out;
  }
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
  const rows = (await whereIdIn(query.orderBy(`${listed.table}.id`), filterColumn, ids, ctx.dialect)) as Row[];
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
  const links = (await whereIdIn(ctx.q(through.table).select(through.source, through.target).orderBy('id'), through.source, ids, ctx.dialect)) as Row[];
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

