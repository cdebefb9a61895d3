// Turns rows into API representations (complete, brief, nested or a chosen field list). Related
// objects are loaded in one query per relation for the whole batch of rows, never per row, so
// the number of statements does not depend on the page size.
import type { Config } from '../config.js';
import type { Dialect } from '../db/database.js';
import { apiDatetime, fromDb, type Row } from '../db/values.js';
import type { Queryable } from '../db/query.js';
import { whereIdIn } from '../db/query.js';
import type { ModelIndex } from '../registry.js';
import type { ComputedMeta, FieldMeta, ModelMeta } from '../types.js';
import { renderDisplay, templatePaths } from './display.js';
import { countRelated } from './counts.js';
import { columnsFor, columnsForPaths, unionColumns } from './columns.js';
import { COMPUTATIONS } from '../hooks/computed.js';
import type { ComputedHookName, DisplayHookName } from '../hooks/names.js';
import { DISPLAY_RULES } from '../hooks/display.js';
import { renderCustomFields } from '../extras/custom-fields.js';

export interface SerializeContext {
  readonly q: Queryable;
  readonly dialect: Dialect;
  readonly index: ModelIndex;
  readonly config: Config;
  /** scheme://host of the request; '' renders relative links (webhooks, change records). */
  readonly baseUrl: string;
}

export type Representation = Record<string, unknown>;

export function objectUrl(ctx: SerializeContext, model: ModelMeta, id: unknown): string {
  return `${ctx.baseUrl}/api/${model.app}/${model.path}/${id}/`;
}

/** The fields of `model` shown when it is embedded in another object through `field`. */
export function nestedNames(ctx: SerializeContext, field: FieldMeta): readonly string[] {
  return field.nested ?? ctx.index.model(field.to!).nested;
}

/** Rows by id, with only `columns` when given (null: every column). */
export async function loadRows(ctx: SerializeContext, model: ModelMeta, ids: readonly number[], columns: readonly string[] | null = null): Promise<Row[]> {
  if (ids.length === 0) return [];
  return whereIdIn(ctx.q(model.table).select(columns ?? ['*']), 'id', ids, ctx.dialect);
}

export async function serializeRows(ctx: SerializeContext, model: ModelMeta, rows: readonly Row[], names: readonly string[]): Promise<Representation[]> {
  if (rows.length === 0) return [];
  const wanted = new Set(names);
  const fieldsByName = new Map(model.fields.map((f) => [f.name, f]));
  const ids = rows.map((r) => Number(r.id));
  // Display and alias paths that go through a relation read the related rows loaded for it.
  const throughPaths = [
    ...(wanted.has('display') && !model.displayHook ? templatePaths(model.display) : []),
    ...model.computed.filter((c) => c.kind === 'alias' && wanted.has(c.name)).map((c) => (c as { field: string }).field.split('.')),
  ];

  // One query per relation: fk targets, m2m targets, tags, counts.
  const related = new Map<string, Map<number | string, Representation>>();
  const relatedRows = new Map<string, Row[]>();
  const lists = new Map<string, Map<number, Representation[]>>();
  const counts = new Map<string, Map<number, number>>();
  let customValues = new Map<number, Record<string, unknown>>();
  for (const name of names) {
    const field = fieldsByName.get(name);
    if (field?.type === 'fk') {
      const targetIds = distinct(rows.map((r) => r[field.column!]));
      const target = ctx.index.model(field.to!);
      const nested = nestedNames(ctx, field);
      const through = throughPaths.filter((p) => p[0] === name).map((p) => p.slice(1));
      const targetRows = await loadRows(ctx, target, targetIds, unionColumns(columnsFor(target, nested), columnsForPaths(target, through)));
      relatedRows.set(name, targetRows);
      const objects = await serializeRows(ctx, target, targetRows, nested);
      related.set(name, new Map(objects.map((o, i) => [Number(targetRows[i]!.id), o])));
    } else if (field?.type === 'generic') {
      related.set(name, await genericTargets(ctx, field, rows));
    } else if (field?.type === 'm2m') {
      lists.set(name, await manyToMany(ctx, field, ids));
    } else if (field?.type === 'tags') {
      lists.set(name, await tagsOf(ctx, model, ids));
    } else if (field?.type === 'custom_fields') {
      customValues = await renderCustomFields(ctx, model, rows, field.column!, async (target, targetIds) => {
        const targetRows = await loadRows(ctx, target, targetIds, columnsFor(target, target.nested));
        const objects = await serializeRows(ctx, target, targetRows, target.nested);
        return new Map(objects.map((o, i) => [Number(targetRows[i]!.id), o]));
      });
    }
  }
  const hooked = new Map<string, Map<number, unknown>>();
  for (const computed of model.computed) {
    if (!wanted.has(computed.name)) continue;
    if (computed.kind === 'count') counts.set(computed.name, await countRelated(ctx, model, computed, ids));
    if (computed.kind === 'hook') hooked.set(computed.name, await COMPUTATIONS[computed.hook as ComputedHookName](ctx, model, rows));
    if (computed.kind === 'list') hooked.set(computed.name, await reverseList(ctx, model, computed, ids));
  }
  const displays = wanted.has('display') ? await displayMap(ctx, model, rows, relatedRows) : new Map<number, string>();
  // Aliases of a related object's field (from: primary_mac_address.mac_address) load like display paths.
  const aliases = new Map<string, Map<number, Map<string, string | null>>>();
  for (const computed of model.computed) {
    if (computed.kind === 'alias' && computed.field.includes('.') && wanted.has(computed.name)) {
      aliases.set(computed.name, await pathValues(ctx, model, rows, [computed.field.split('.')], relatedRows));
    }
  }

  return rows.map((row) => {
    const id = Number(row.id);
    const out: Representation = {};
    for (const name of names) {
      switch (name) {
        case 'id': out.id = id; continue;
        case 'url': out.url = objectUrl(ctx, model, id); continue;
        case 'display_url': out.display_url = `${ctx.baseUrl}/${model.app}/${model.path}/${id}/`; continue;
        case 'display': out.display = displays.get(id) ?? ''; continue;
      }
      const field = fieldsByName.get(name);
      if (field) {
        if (field.type === 'fk') {
          const target = row[field.column!];
          out[name] = target === null || target === undefined ? null : (related.get(name)!.get(Number(target)) ?? null);
        } else if (field.type === 'generic') {
          const type = row[field.parts!.type];
          out[name] = type ? (related.get(name)!.get(genericKey(String(type), row[field.parts!.id])) ?? null) : null;
        } else if (field.type === 'm2m' || field.type === 'tags') {
          out[name] = lists.get(name)!.get(id) ?? [];
        } else if (field.type === 'custom_fields') {
          out[name] = customValues.get(id) ?? {};
        } else {
          out[name] = apiValue(ctx, field, row[field.column!]);
        }
        continue;
      }
      const computed = model.computed.find((c) => c.name === name);
      if (computed?.kind === 'alias' && computed.field.includes('.')) {
        out[name] = aliases.get(computed.name)!.get(id)?.get(computed.field) ?? null;
      } else if (computed?.kind === 'alias') {
        const source = fieldsByName.get(computed.field)!;
        out[name] = apiValue(ctx, source, row[source.column!]);
      } else if (computed?.kind === 'list') {
        const list = (hooked.get(name)!.get(id) as Representation[] | undefined) ?? [];
        out[name] = computed.single ? (list[0] ?? null) : list;
      } else if (computed?.kind === 'hook') {
        out[name] = hooked.get(name)!.get(id) ?? null;
      } else if (computed) {
        out[name] = computedValue(computed, counts, id);
      }
    }
    return out;
  });
}

function computedValue(computed: ComputedMeta, counts: ReadonlyMap<string, ReadonlyMap<number, number>>, id: number): unknown {
  if (computed.kind === 'count') return counts.get(computed.name)?.get(id) ?? 0;
  return computed.kind === 'constant' ? computed.value : null;
}

/** A stored value as the API shows it. */
export function apiValue(ctx: SerializeContext, field: FieldMeta, raw: unknown): unknown {
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
  ctx: SerializeContext, model: ModelMeta, computed: Extract<ComputedMeta, { kind: 'list' }>, ids: readonly number[],
): Promise<Map<number, unknown>> {
  const listed = ctx.index.model(computed.model);
  const via = listed.fields.find((f) => f.name === computed.via)!;
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
    const condition = `${listed.table}.${listed.fields.find((f) => f.name === name)!.column!}`;
    query = value === null ? query.whereNull(condition) : query.where(condition, value);
  }
  const filterColumn = via.type === 'm2m' ? `${via.through!.table}.${via.through!.target}` : `${listed.table}.${column}`;
  const rows = (await whereIdIn(query.orderBy(`${listed.table}.id`), filterColumn, ids, ctx.dialect)) as Row[];
  const objects = await serializeRows(ctx, listed, rows, names);
  const out = new Map<number, Representation[]>();
  rows.forEach((row, i) => out.set(Number(row[column]), [...(out.get(Number(row[column])) ?? []), objects[i]!]));
  return out;
}

/** Objects a generic relation points at, one query per target model: "app.model:id" → object. */
async function genericTargets(ctx: SerializeContext, field: FieldMeta, rows: readonly Row[]): Promise<Map<string | number, Representation>> {
  const out = new Map<string | number, Representation>();
  for (const key of field.targets ?? []) {
    const ids = distinct(rows.filter((r) => r[field.parts!.type] === key).map((r) => r[field.parts!.id]));
    if (!ids.length) continue;
    const target = ctx.index.model(key);
    const names = field.nested ?? target.nested;
    const targetRows = await loadRows(ctx, target, ids, columnsFor(target, names));
    const objects = await serializeRows(ctx, target, targetRows, names);
    objects.forEach((object, i) => out.set(genericKey(key, targetRows[i]!.id), object));
  }
  return out;
}

function genericKey(type: string, id: unknown): string {
  return `${type}:${Number(id)}`;
}

async function manyToMany(ctx: SerializeContext, field: FieldMeta, ids: readonly number[]): Promise<Map<number, Representation[]>> {
  const through = field.through!;
  const links = (await whereIdIn(ctx.q(through.table).select(through.source, through.target).orderBy('id'), through.source, ids, ctx.dialect)) as Row[];
  const target = ctx.index.model(field.to!);
  const names = field.flat ? [field.flat] : nestedNames(ctx, field);
  const targetRows = await loadRows(ctx, target, distinct(links.map((l) => l[through.target])), columnsFor(target, names));
  if (field.flat) {
    // A list of one attribute (e.g. tag slugs) instead of nested objects.
    const column = target.fields.find((f) => f.name === field.flat)!.column!;
    const values = new Map(targetRows.map((r) => [Number(r.id), r[column]]));
    const out = new Map<number, unknown[]>();
    for (const link of links) out.set(Number(link[through.source]), [...(out.get(Number(link[through.source])) ?? []), values.get(Number(link[through.target]))]);
    return out as unknown as Map<number, Representation[]>;
  }
  const objects = await serializeRows(ctx, target, targetRows, names);
  const byId = new Map(objects.map((o, i) => [Number(targetRows[i]!.id), o]));
  return groupLinks(links.map((l) => [Number(l[through.source]), byId.get(Number(l[through.target]))]));
}

/** Tags of a batch of objects, from the generic extras_taggeditem table, ordered by tag name. */
async function tagsOf(ctx: SerializeContext, model: ModelMeta, ids: readonly number[]): Promise<Map<number, Representation[]>> {
  const tag = ctx.index.model('extras.tag');
  const links = (await whereIdIn(
    ctx.q('extras_taggeditem').select('object_id', 'tag_id').where('object_type', model.key).orderBy('id'),
    'object_id', ids, ctx.dialect,
  )) as Row[];
  const names = ['id', 'url', 'display_url', 'display', 'name', 'slug', 'color'];
  const tagRows = await loadRows(ctx, tag, distinct(links.map((l) => l.tag_id)), columnsFor(tag, names));
  const objects = await serializeRows(ctx, tag, tagRows, names);
  const byId = new Map(objects.map((o, i) => [Number(tagRows[i]!.id), o]));
  const grouped = groupLinks(links.map((l) => [Number(l.object_id), byId.get(Number(l.tag_id))]));
  for (const list of grouped.values()) list.sort((a, b) => String(a.name).localeCompare(String(b.name)));
  return grouped;
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

function distinct(values: readonly unknown[]): number[] {
  return [...new Set(values.filter((v) => v !== null && v !== undefined).map(Number))];
}

// ---- display ------------------------------------------------------------------------------------

/** str(obj) of each row, loading the related rows its display rule needs (one query per relation). */
export async function displayMap(ctx: SerializeContext, model: ModelMeta, rows: readonly Row[], preloaded = new Map<string, Row[]>()): Promise<Map<number, string>> {
  const values = await pathValues(ctx, model, rows, [[]], preloaded);
  return new Map(rows.map((row) => [Number(row.id), values.get(Number(row.id))!.get('') ?? '']));
}

/** For each row, the text at each path ([] = the row's own display). */
async function pathValues(
  ctx: SerializeContext, model: ModelMeta, rows: readonly Row[], paths: readonly (readonly string[])[], preloaded: ReadonlyMap<string, Row[]>,
): Promise<Map<number, Map<string, string | null>>> {
  const out = new Map(rows.map((row) => [Number(row.id), new Map<string, string | null>()]));
  const byFirst = new Map<string, (readonly string[])[]>();
  let needDisplay = false;
  for (const path of paths) {
    if (path.length === 0) needDisplay = true;
    else byFirst.set(path[0]!, [...(byFirst.get(path[0]!) ?? []), path]);
  }
  if (needDisplay) {
    for (const path of templatePaths(model.display)) byFirst.set(path[0]!, [...(byFirst.get(path[0]!) ?? []), path]);
  }
  for (const [first, group] of byFirst) {
    if (first === 'id') {
      for (const row of rows) out.get(Number(row.id))!.set('id', String(row.id));
      continue;
    }
    const [name, modifier] = first.split(':') as [string, string | undefined];
    const field = model.fields.find((f) => f.name === name)!;
    if (field.type === 'generic') {
      // Each target model in turn: its rows' values at the rest of the path.
      for (const key of field.targets ?? []) {
        const chosen = rows.filter((r) => r[field.parts!.type] === key);
        if (!chosen.length) continue;
        const target = ctx.index.model(key);
        const rest = group.map((p) => p.slice(1));
        const targetRows = await loadRows(ctx, target, distinct(chosen.map((r) => r[field.parts!.id])), columnsForPaths(target, rest));
        const sub = await pathValues(ctx, target, targetRows, group.map((p) => p.slice(1)), new Map());
        for (const row of chosen) {
          const targetValues = sub.get(Number(row[field.parts!.id]));
          for (const path of group) out.get(Number(row.id))!.set(path.join('.'), targetValues?.get(path.slice(1).join('.')) ?? null);
        }
      }
      continue;
    }
    if (field.type !== 'fk') {
      for (const row of rows) out.get(Number(row.id))!.set(first, formatted(ctx, field, fromDb(field, row[field.column!]), modifier));
      continue;
    }
    const target = ctx.index.model(field.to!);
    const targetRows = preloaded.get(first)
      ?? await loadRows(ctx, target, distinct(rows.map((r) => r[field.column!])), columnsForPaths(target, group.map((p) => p.slice(1))));
    const sub = await pathValues(ctx, target, targetRows, group.map((p) => p.slice(1)), new Map());
    for (const row of rows) {
      const targetValues = row[field.column!] === null ? undefined : sub.get(Number(row[field.column!]));
      for (const path of group) out.get(Number(row.id))!.set(path.join('.'), targetValues?.get(path.slice(1).join('.')) ?? null);
    }
  }
  if (needDisplay) {
    const rule = model.displayHook ? DISPLAY_RULES[model.displayHook as DisplayHookName] : null;
    for (const row of rows) {
      const values = out.get(Number(row.id))!;
      if (rule) {
        const fields = new Map(model.fields.filter((f) => f.column !== null).map((f) => [f.name, fromDb(f, row[f.column!])]));
        values.set('', rule(fields, model, ctx.index));
      } else {
        values.set('', renderDisplay(model.display, (path) => values.get(path) ?? null));
      }
    }
  }
  return out;
}

/** A value as a display template shows it; `:label` shows a choice's label, `:minute` a datetime to the minute, `:capfirst` capitalises. */
function formatted(ctx: SerializeContext, field: FieldMeta, value: unknown, modifier: string | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (modifier === 'label' && field.choices) return ctx.index.choiceLabel(field.choices, value as string | number) ?? String(value);
  if (modifier === 'minute' && typeof value === 'string') return value.slice(0, 16).replace('T', ' ');
  if (modifier === 'capfirst' && typeof value === 'string') return value.charAt(0).toUpperCase() + value.slice(1);
  return displayText(value);
}

function displayText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  return String(value);
}
