// The rendered config context of devices and virtual machines: every active config context whose
// assignments match the object (an empty assignment matches everything; regions, site groups,
// locations, roles and platforms match the object's node or any ancestor; the tenant group only
// the tenant's own group; tags any one of the object's tags), merged in (weight, name) order —
// dictionaries deep-merged, other values replaced — and the object's local_context_data on top.
// The queries are per page, whatever its size.
import { whereIdIn } from '../db/query.js';
import { fromDb, type Row } from '../db/values.js';
import type { SerializeContext } from '../serialize/serializer.js';
import type { ModelMeta } from '../types.js';

type Json = Record<string, unknown>;

/** Config context assignment field → how an object reaches the related object. */
const DIMENSIONS: readonly { readonly field: string; readonly resolve: Resolver }[] = [
  { field: 'regions', resolve: viaSite('region', 'dcim.region') },
  { field: 'site_groups', resolve: viaSite('group', 'dcim.sitegroup') },
  { field: 'sites', resolve: direct('site') },
  { field: 'locations', resolve: ancestorsOf('location', 'dcim.location') },
  { field: 'device_types', resolve: direct('device_type') },
  { field: 'roles', resolve: ancestorsOf('role', 'dcim.devicerole') },
  { field: 'platforms', resolve: ancestorsOf('platform', 'dcim.platform') },
  { field: 'cluster_types', resolve: viaRelated('cluster', 'virtualization.cluster', 'type') },
  { field: 'cluster_groups', resolve: viaRelated('cluster', 'virtualization.cluster', 'group') },
  { field: 'clusters', resolve: direct('cluster') },
  { field: 'tenant_groups', resolve: viaRelated('tenant', 'tenancy.tenant', 'group') },
  { field: 'tenants', resolve: direct('tenant') },
];

/** For each row id, the ids of the related objects along one dimension. */
type Resolver = (ctx: SerializeContext, model: ModelMeta, rows: readonly Row[]) => Promise<Map<number, Set<number>>>;

const columnOf = (model: ModelMeta, name: string) => model.fields.find((f) => f.name === name && f.column !== null)?.column;

function direct(name: string): Resolver {
  return async (_ctx, model, rows) => {
    const column = columnOf(model, name);
    return new Map(rows.map((r) => [Number(r.id), new Set(column && r[column] !== null ? [Number(r[column])] : [])]));
  };
}

/** Every node of a tree with all its ancestors (trees are small: one query for the whole table). */
async function ancestry(ctx: SerializeContext, key: string): Promise<(id: number) => Set<number>> {
  const tree = ctx.index.model(key);
  const parents = new Map(((await ctx.q(tree.table).select('id', 'parent_id')) as Row[]).map((r) => [Number(r.id), r.parent_id === null ? null : Number(r.parent_id)]));
  return (id) => {
    const out = new Set<number>();
    for (let node: number | null | undefined = id; node !== null && node !== undefined && !out.has(node); node = parents.get(node)) out.add(node);
    return out;
  };
}

function ancestorsOf(name: string, key: string): Resolver {
  return async (ctx, model, rows) => {
    const column = columnOf(model, name);
    if (!column) return new Map();
    const up = await ancestry(ctx, key);
    return new Map(rows.map((r) => [Number(r.id), r[column] === null ? new Set<number>() : up(Number(r[column]))]));
  };
}

function viaRelated(name: string, key: string, attribute: string): Resolver {
  return async (ctx, model, rows) => {
    const column = columnOf(model, name);
    if (!column) return new Map();
    const related = ctx.index.model(key);
    const target = columnOf(related, attribute)!;
    const ids = [...new Set(rows.map((r) => r[column]).filter((v) => v !== null).map(Number))];
    const found = ids.length ? ((await whereIdIn(ctx.q(related.table).select('id', target), 'id', ids, ctx.dialect)) as Row[]) : [];
    const byId = new Map(found.map((r) => [Number(r.id), r[target] === null ? null : Number(r[target])]));
    return new Map(rows.map((r) => {
      const value = r[column] === null ? null : byId.get(Number(r[column]));
      return [Number(r.id), new Set(value === null || value === undefined ? [] : [value])];
    }));
  };
}

function viaSite(attribute: string, treeKey: string): Resolver {
  return async (ctx, model, rows) => {
    const sites = await viaRelated('site', 'dcim.site', attribute)(ctx, model, rows);
    const up = await ancestry(ctx, treeKey);
    return new Map([...sites].map(([id, set]) => [id, new Set([...set].flatMap((node) => [...up(node)]))]));
  };
}

export function deepMerge(base: Json, update: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(update)) {
    const current = out[key];
    out[key] = isObject(current) && isObject(value) ? deepMerge(current, value) : value;
  }
  return out;
}

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

export async function configContexts(ctx: SerializeContext, model: ModelMeta, rows: readonly Row[]): Promise<Map<number, unknown>> {
  const contexts = ctx.index.model('extras.configcontext');
  const active = (await ctx.q(contexts.table).select('*').where(columnOf(contexts, 'is_active')!, true)
    .orderBy(columnOf(contexts, 'weight')!).orderBy(columnOf(contexts, 'name')!).orderBy('id')) as Row[];
  const local = columnOf(model, 'local_context_data');
  const render = (matching: Row[], row: Row) => {
    let data: Json = {};
    for (const context of matching) {
      const value = fromDb(contexts.fields.find((f) => f.name === 'data')!, context[columnOf(contexts, 'data')!]);
      if (isObject(value)) data = deepMerge(data, value);
    }
    const own = local ? fromDb(model.fields.find((f) => f.name === 'local_context_data')!, row[local]) : null;
    return isObject(own) ? deepMerge(data, own) : data;
  };
  if (!active.length) return new Map(rows.map((row) => [Number(row.id), render([], row)]));
  const contextIds = active.map((c) => Number(c.id));
  // Each assignment of each active context: one query per assignment field.
  const assigned = new Map<string, Map<number, Set<number>>>();
  for (const name of [...DIMENSIONS.map((d) => d.field), 'tags']) {
    const field = contexts.fields.find((f) => f.name === name);
    if (!field?.through) continue;
    const links = (await whereIdIn(ctx.q(field.through.table).select(field.through.source, field.through.target), field.through.source, contextIds, ctx.dialect)) as Row[];
    const map = new Map<number, Set<number>>();
    for (const link of links) {
      const set = map.get(Number(link[field.through.source])) ?? new Set<number>();
      set.add(Number(link[field.through.target]));
      map.set(Number(link[field.through.source]), set);
    }
    assigned.set(name, map);
  }
  const objectValues = new Map<string, Map<number, Set<number>>>();
  for (const dimension of DIMENSIONS) {
    if ([...(assigned.get(dimension.field)?.values() ?? [])].some((set) => set.size)) {
      objectValues.set(dimension.field, await dimension.resolve(ctx, model, rows));
    }
  }
  if ([...(assigned.get('tags')?.values() ?? [])].some((set) => set.size)) {
    const ids = rows.map((r) => Number(r.id));
    const links = (await whereIdIn(ctx.q('extras_taggeditem').select('object_id', 'tag_id').where('object_type', model.key), 'object_id', ids, ctx.dialect)) as Row[];
    const map = new Map<number, Set<number>>(ids.map((id) => [id, new Set<number>()]));
    for (const link of links) map.get(Number(link.object_id))?.add(Number(link.tag_id));
    objectValues.set('tags', map);
  }
  return new Map(rows.map((row) => {
    const id = Number(row.id);
    const matching = active.filter((context) => [...assigned].every(([name, byContext]) => {
      const wanted = byContext.get(Number(context.id));
      if (!wanted || wanted.size === 0) return true;
      const have = objectValues.get(name)?.get(id) ?? new Set<number>();
      return [...have].some((value) => wanted.has(value));
    }));
    return [id, render(matching, row)];
  }));
}
