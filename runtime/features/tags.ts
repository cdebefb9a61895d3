// The tags feature: the `tags` field of every taggable model, stored as links in the generic
// extras.taggeditem table (tag, object type, object id). Read as the tags' nested form sorted by
// name; written as `tags` (replacing the set) or `add_tags` / `remove_tags`; filtered by `tag`,
// `tag_id` and their `__n` / `__any` forms; snapshotted as sorted names; the links of deleted
// objects go with them. Only this module knows the link table.
import type { Knex } from 'knex';
import type { FieldMeta, ModelMeta } from '../../contract/index.js';
import type { FilterContext, Queryable, Where, WriteContext } from '../context.js';
import { distinctIds, idListSql, quoted, readRows, whereIdIn } from '../db/query.js';
import { jsonValue, type Row } from '../db/values.js';
import { ApiError, addError, type FieldErrors } from '../http/errors.js';
import { chosenRows } from '../query/chosen.js';
import { fieldOfType, type ModelIndex } from '../registry.js';
import { relatedList } from '../write/related.js';
import { FieldProblem } from '../write/scalars.js';
import type { Feature, ParsedInput, WriteMode } from './feature.js';

/** The tag model and the link model. */
const TAG = 'extras.tag';
const TAGGED_ITEM = 'extras.taggeditem';

const FILTERS = ['tag', 'tag_id'] as const;
const PARAMETERS = new Set(FILTERS.flatMap((name) => [name, `${name}__n`, `${name}__any`]));

/** What reaching the link table needs. */
interface Lookup {
  readonly q: Queryable;
  readonly index: ModelIndex;
}

const links = (ctx: Lookup) => ctx.q(ctx.index.model(TAGGED_ITEM).table);
const tagTable = (ctx: Lookup) => ctx.index.model(TAG).table;

export const tags: Feature = {
  name: 'tags',
  enabled: (model) => model.features.tags,
  fieldType: 'tags',
  empty: () => [],
  ownsParameter: (param) => PARAMETERS.has(param),
  filterNames: FILTERS,

  async filter(ctx, model, params, fail) {
    const out: Where[] = [];
    for (const [param, values] of params) out.push(await tagCondition(ctx, model, param, values, (message) => fail(param, message)));
    return out;
  },

  /** Tags of a page of objects, one query for the links and one for the tags, ordered by tag name. */
  async read(ctx, model, field, rows, nest) {
    const ids = rows.map((r) => Number(r.id));
    const list = idListSql(ids, ctx.dialect);
    const found = await readRows(
      ctx.q, `SELECT "object_id", "tag_id" FROM ${quoted(ctx.index.model(TAGGED_ITEM).table)} WHERE "object_type" = ? AND "object_id" IN ${list.sql} ORDER BY "id"`,
      [model.key, ...list.bindings],
    );
    const tag = ctx.index.model(field.to!);
    const objects = await nest(tag, distinctIds(found.map((l) => l.tag_id)));
    const out = new Map<number, Record<string, unknown>[]>();
    for (const link of found) {
      const object = objects.get(Number(link.tag_id)) as Record<string, unknown> | undefined;
      if (!object) continue;
      const list = out.get(Number(link.object_id)) ?? [];
      list.push(object);
      out.set(Number(link.object_id), list);
    }
    for (const list of out.values()) list.sort((a, b) => String(a.name).localeCompare(String(b.name)));
    return out;
  },

  async parse(ctx, model, data, mode, existing, input, errors) {
    const field = tagsField(model);
    if (Object.hasOwn(data, field.name)) {
      try {
        input.lists.set(field.name, await relatedList(ctx, field, data[field.name]));
      } catch (error) {
        if (!(error instanceof FieldProblem)) throw error;
        (error.messages as string[]).forEach((m) => addError(errors, field.name, m));
      }
    }
    await tagChanges(ctx, model, field, data, mode, existing ? Number(existing.id) : null, input, errors);
  },

  async write(ctx, model, id, input) {
    const ids = input.lists.get(tagsField(model).name);
    if (!ids) return;
    await checkTagTypes(ctx, model, ids);
    await links(ctx).where({ object_type: model.key, object_id: id }).delete();
    if (ids.length) await links(ctx).insert(ids.map((tagId) => ({ tag_id: tagId, object_type: model.key, object_id: id })));
  },

  /** Tags in a snapshot: their names, sorted. */
  async snapshot(ctx, model, ids) {
    const table = ctx.index.model(TAGGED_ITEM).table;
    const tagged = (await whereIdIn(
      ctx.q(table).join(tagTable(ctx), `${tagTable(ctx)}.id`, `${table}.tag_id`)
        .select(`${table}.object_id`, `${tagTable(ctx)}.name`).where(`${table}.object_type`, model.key),
      `${table}.object_id`, ids, ctx.dialect)) as Row[];
    const names = new Map<number, string[]>(ids.map((id) => [id, []]));
    for (const link of tagged) names.get(Number(link.object_id))?.push(String(link.name));
    return new Map([...names].map(([id, list]) => [id, { [tagsField(model).name]: list.sort() }]));
  },

  /** A new object given no tags has none (names would need a query). */
  snapshotCreated(model, input) {
    const ids = input.lists.get(tagsField(model).name);
    return ids === undefined || ids.length === 0 ? { [tagsField(model).name]: [] } : undefined;
  },

  /** The links of deleted objects (the links of a deleted tag cascade through their foreign key). */
  async delete(ctx, model, ids) {
    if (model.features.tags) await whereIdIn(links(ctx).where('object_type', model.key), 'object_id', ids, ctx.dialect).delete();
  },
};

function tagsField(model: ModelMeta): FieldMeta {
  return fieldOfType(model, 'tags');
}

/**
 * `add_tags` / `remove_tags` (NetBox's TaggableModelSerializer): applied to the stored tags, never
 * together with `tags`, `remove_tags` only on updates, no tag in both lists.
 */
async function tagChanges(
  ctx: WriteContext, model: ModelMeta, field: FieldMeta, data: Record<string, unknown>, mode: WriteMode, selfId: number | null,
  input: ParsedInput, errors: FieldErrors,
): Promise<void> {
  const adding = Object.hasOwn(data, 'add_tags');
  const removing = Object.hasOwn(data, 'remove_tags');
  if (!adding && !removing) return;
  if (Object.hasOwn(data, field.name)) {
    addError(errors, field.name, 'Cannot specify "tags" together with "add_tags" or "remove_tags".');
    return;
  }
  if (removing && mode === 'create') {
    addError(errors, 'remove_tags', 'Cannot use "remove_tags" when creating a new object.');
    return;
  }
  const resolved: Record<'add_tags' | 'remove_tags', number[]> = { add_tags: [], remove_tags: [] };
  for (const key of ['add_tags', 'remove_tags'] as const) {
    if (!Object.hasOwn(data, key)) continue;
    try {
      resolved[key] = await relatedList(ctx, field, data[key]);
    } catch (error) {
      if (!(error instanceof FieldProblem)) throw error;
      (error.messages as string[]).forEach((m) => addError(errors, key, m));
    }
  }
  if (errors.add_tags || errors.remove_tags) return;
  const both = resolved.add_tags.filter((id) => resolved.remove_tags.includes(id));
  if (both.length) {
    const names = (await ctx.q(tagTable(ctx)).select('name').whereIn('id', both).orderBy('name')) as { name: string }[];
    addError(errors, 'remove_tags', `Tags may not be present in both "add_tags" and "remove_tags": ${names.map((n) => n.name).join(', ')}`);
    return;
  }
  const current = selfId === null ? [] : await tagIdsOf(ctx, model, [selfId]).then((byObject) => [...(byObject.get(selfId) ?? [])]);
  const next = new Set([...current, ...resolved.add_tags]);
  resolved.remove_tags.forEach((id) => next.delete(id));
  input.lists.set(field.name, [...next]);
}

/** A tag limited to other object types cannot be applied (NetBox's validate_assigned_tags). */
async function checkTagTypes(ctx: WriteContext, model: ModelMeta, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const rows = (await ctx.q(tagTable(ctx)).select('name', 'object_types').whereIn('id', [...ids]).orderBy('name')) as Row[];
  for (const row of rows) {
    const types = jsonValue(row.object_types) as string[] | null;
    if (types?.length && !types.includes(model.key)) {
      throw new ApiError(400, { detail: `Tag ${String(row.name)} cannot be assigned to ${model.model} objects.` });
    }
  }
}

/** `tag`, `tag_id` and their forms: repeated tags AND, `__any` ORs, `__n` excludes. */
async function tagCondition(ctx: FilterContext, model: ModelMeta, param: string, values: string[], fail: (m: string) => void): Promise<Where> {
  const byId = param.startsWith('tag_id');
  const column = byId ? 'id' : 'slug';
  const wanted = values.filter((v) => v !== '');
  const rows = await chosenRows(ctx, tagTable(ctx), column, wanted, fail, column === 'id' ? 'bigint' : null, []);
  if (!rows) return () => undefined;
  const found = new Map(rows.map((r) => [String(r[column]), Number(r.id)]));
  const tagged = (ids: number[]) => whereIdIn(links(ctx).select('object_id').where('object_type', model.key), 'tag_id', ids, ctx.dialect);
  const ids = wanted.map((v) => found.get(byId ? String(Number(v)) : v)).filter((id): id is number => id !== undefined);
  if (param.endsWith('__n')) return (qb) => qb.whereNotIn(`${model.table}.id`, tagged(ids));
  if (param.endsWith('__any')) return (qb) => qb.whereIn(`${model.table}.id`, tagged(ids));
  // Repeated tags AND: the object carries every one of them, in one sub-query however many there
  // are (one per tag made a join of as many tables: a hundred took PostgreSQL's planner seconds).
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return () => undefined;
  if (distinct.length === 1) return (qb) => qb.whereIn(`${model.table}.id`, tagged(distinct));
  return (qb) => qb.whereIn(`${model.table}.id`, tagged(distinct).groupBy('object_id').havingRaw('COUNT(DISTINCT ??) = ?', ['tag_id', distinct.length]));
}

// ---- for other modules ---------------------------------------------------------------------------

/** The tag ids of each object of `model` among `ids` (one query). */
export async function tagIdsOf(ctx: Lookup & { readonly dialect: FilterContext['dialect'] }, model: ModelMeta, ids: readonly number[]): Promise<Map<number, Set<number>>> {
  const found = (await whereIdIn(links(ctx).select('object_id', 'tag_id').where('object_type', model.key), 'object_id', ids, ctx.dialect)) as Row[];
  const out = new Map<number, Set<number>>(ids.map((id) => [id, new Set<number>()]));
  for (const link of found) out.get(Number(link.object_id))?.add(Number(link.tag_id));
  return out;
}

/** The ids of tags applied to objects of any of these types, as a sub-query. */
export function tagsInUseOn(ctx: Lookup, objectTypes: readonly string[]): Knex.QueryBuilder {
  return links(ctx).select('tag_id').whereIn('object_type', [...objectTypes]);
}
