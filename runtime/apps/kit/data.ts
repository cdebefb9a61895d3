// Typed access to stored objects for plug-ins: objects by id as their fields' values, tables and
// columns named by model key and field name (a misspelt name is a compile error), display text
// as NetBox's messages show it. Everything goes through the context's query handle, so inside a
// write it reads the write's transaction.
import type { Knex } from 'knex';
import type { DisplayContext, Queryable } from '../../context.js';
import { whereIdIn } from '../../db/query.js';
import type { Dialect } from '../../db/database.js';
import { storedValues, toDb, type Row } from '../../db/values.js';
import { displayOf as displayText } from '../../display/display.js';
import { columnOf, requireField, type ModelIndex } from '../../registry.js';
import type { FieldName, ModelKey, Stored, Values } from './define.js';

/** What reading stored objects needs. */
export interface Lookup {
  readonly q: Queryable;
  readonly index: ModelIndex;
}

/** The table of a model. */
export function table(ctx: { readonly index: ModelIndex }, key: ModelKey): string {
  return ctx.index.model(key).table;
}

/** The column of a field, qualified with its table ("dcim_device.site_id"). */
export function column<K extends ModelKey>(ctx: { readonly index: ModelIndex }, key: K, field: FieldName<K>): string {
  const model = ctx.index.model(key);
  return `${model.table}.${columnOf(model, field)}`;
}

/**
 * Field values as a row to write (unqualified column names, values as stored): for update() and
 * insert() of rows the runtime maintains without a change record.
 */
export function asRow<K extends ModelKey>(ctx: { readonly index: ModelIndex }, key: K, values: Partial<Values<K>>): Row {
  const model = ctx.index.model(key);
  const row: Row = {};
  for (const [name, value] of Object.entries(values)) {
    const field = requireField(model, name);
    row[field.column!] = toDb(field, value);
  }
  return row;
}

/** The hidden columns of an IP field (sort key, range start and end), qualified. */
export function ipColumns<K extends ModelKey>(ctx: { readonly index: ModelIndex }, key: K, field: FieldName<K>): { key: string; start: string; end: string } {
  const model = ctx.index.model(key);
  const columns = requireField(model, field).ipColumns!;
  return { key: `${model.table}.${columns.key}`, start: `${model.table}.${columns.start}`, end: `${model.table}.${columns.end}` };
}

/** A query on a model's table. */
export function query(ctx: Lookup, key: ModelKey): Knex.QueryBuilder {
  return ctx.q(table(ctx, key));
}

/** A row of `key` as a stored object. */
export function stored<K extends ModelKey>(ctx: { readonly index: ModelIndex }, key: K, row: Row): Stored<K> {
  return storedValues(ctx.index.model(key), row) as unknown as Stored<K>;
}

/** The object of `key` with this id (null for no id or no object). */
export async function getObject<K extends ModelKey>(ctx: Lookup, key: K, id: number | null | undefined): Promise<Stored<K> | null> {
  if (id === null || id === undefined) return null;
  const row = (await query(ctx, key).select('*').where('id', id).first()) as Row | undefined;
  return row ? stored(ctx, key, row) : null;
}

/** The objects of `key` a query selects (`build` adds conditions and any ordering; ties by id). */
export async function findObjects<K extends ModelKey>(ctx: Lookup, key: K, build: (qb: Knex.QueryBuilder) => void): Promise<Stored<K>[]> {
  const builder = query(ctx, key).select(`${table(ctx, key)}.*`);
  build(builder);
  builder.orderBy(`${table(ctx, key)}.id`);
  return ((await builder) as Row[]).map((row) => stored(ctx, key, row));
}

/** The objects of `key` whose `field` is one of `ids` (a page's components, a device's bays). */
export async function objectsWhereIn<K extends ModelKey>(ctx: Lookup & { readonly dialect: Dialect }, key: K, field: FieldName<K>, ids: readonly number[]): Promise<Stored<K>[]> {
  if (!ids.length) return [];
  return findObjects(ctx, key, (qb) => whereIdIn(qb, column(ctx, key, field), ids, ctx.dialect));
}

/** The ids each of `ids` links to through the many-to-many field `field` of `key` (checked at run time: Values has no m2m fields). */
export async function linkedIds(ctx: Lookup & { readonly dialect: Dialect }, key: ModelKey, field: string, ids: readonly number[]): Promise<Map<number, number[]>> {
  const through = requireField(ctx.index.model(key), field).through!;
  const links = new Map<number, number[]>();
  if (!ids.length) return links;
  const rows = (await whereIdIn(ctx.q(through.table).select(through.source, through.target), through.source, ids, ctx.dialect)) as Row[];
  for (const row of rows) {
    const list = links.get(Number(row[through.source])) ?? [];
    list.push(Number(row[through.target]));
    links.set(Number(row[through.source]), list);
  }
  return links;
}

/** An object as NetBox's messages name it (its display; "None" for no object). */
export function displayOf(ctx: DisplayContext, key: ModelKey, id: number | null | undefined): Promise<string> {
  return displayText(ctx, ctx.index.model(key), id ?? null);
}
