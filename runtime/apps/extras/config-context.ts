// Config contexts. The rule: data is a JSON object. The computed `config_context` of devices and
// virtual machines: every active config context whose assignments match the object (an empty
// assignment matches everything; regions, site groups, locations, roles and platforms match the
// object's node or any ancestor; the tenant group only the tenant's own group; tags any one of the
// object's tags), merged in (weight, name) order — dictionaries deep-merged, other values
// replaced — and the object's local_context_data on top. The queries are per page, whatever its size.
import type { ReadContext } from '../../context.js';
import { cached } from '../../db/derived-cache.js';
import { whereIdIn } from '../../db/query.js';
import { tagIdsOf } from '../../features/tags.js';
import { fieldOf, requireField } from '../../registry.js';
import { column, findObjects, query } from '../kit/data.js';
import { defineModel, type Computation, type Stored } from '../kit/define.js';

type Json = Record<string, unknown>;
type Holder = 'dcim.device' | 'virtualization.virtualmachine';
type Tree = 'dcim.region' | 'dcim.sitegroup' | 'dcim.location' | 'dcim.devicerole' | 'dcim.platform';

export const configContext = defineModel('extras.configcontext', {
  async clean(_ctx, values) {
    const { data } = values;
    if (data === null || typeof data !== 'object' || Array.isArray(data)) return { data: ['JSON data must be in object form. Example: {"foo": 123}'] };
  },
});

/** For each object id, the ids of the related objects along one dimension. */
type Resolver = (ctx: ReadContext, objects: readonly Stored<Holder>[]) => Promise<Map<number, Set<number>>>;

/** A field's value of an object that may not have the field (virtual machines have no location). */
const idAt = (object: Stored<Holder>, name: string): number | null => {
  const value = (object as Record<string, unknown>)[name];
  return value === null || value === undefined ? null : Number(value);
};

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

function direct(name: string): Resolver {
  return async (_ctx, objects) => new Map(objects.map((o) => {
    const id = idAt(o, name);
    return [o.id, new Set(id === null ? [] : [id])];
  }));
}

/** Every node of a tree with all its ancestors (trees are small: one query for the whole table). */
async function ancestry(ctx: ReadContext, key: Tree): Promise<(id: number) => Set<number>> {
  const parent = `${ctx.index.model(key).table}.${requireField(ctx.index.model(key), 'parent').column}`;
  const rows = (await query(ctx, key).select('id', { parent })) as { id: unknown; parent: unknown }[];
  const parents = new Map(rows.map((r) => [Number(r.id), r.parent === null ? null : Number(r.parent)]));
  return (id) => {
    const out = new Set<number>();
    for (let node: number | null | undefined = id; node !== null && node !== undefined && !out.has(node); node = parents.get(node)) out.add(node);
    return out;
  };
}

function ancestorsOf(name: string, key: Tree): Resolver {
  return async (ctx, objects) => {
    if (!objects.some((o) => name in o)) return new Map();
    const up = await ancestry(ctx, key);
    return new Map(objects.map((o) => {
      const id = idAt(o, name);
      return [o.id, id === null ? new Set<number>() : up(id)];
    }));
  };
}

function viaRelated(name: string, key: 'dcim.site' | 'virtualization.cluster' | 'tenancy.tenant', attribute: 'region' | 'group' | 'type'): Resolver {
  return async (ctx, objects) => {
    if (!objects.some((o) => name in o)) return new Map();
    const related = ctx.index.model(key);
    const target = `${related.table}.${requireField(related, attribute).column}`;
    const ids = [...new Set(objects.map((o) => idAt(o, name)).filter((v): v is number => v !== null))];
    const found = ids.length ? ((await whereIdIn(query(ctx, key).select('id', { target }), 'id', ids, ctx.dialect)) as { id: unknown; target: unknown }[]) : [];
    const byId = new Map(found.map((r) => [Number(r.id), r.target === null ? null : Number(r.target)]));
    return new Map(objects.map((o) => {
      const id = idAt(o, name);
      const value = id === null ? null : byId.get(id);
      return [o.id, new Set(value === null || value === undefined ? [] : [value])];
    }));
  };
}

function viaSite(attribute: 'region' | 'group', tree: 'dcim.region' | 'dcim.sitegroup'): Resolver {
  return async (ctx, objects) => {
    const sites = await viaRelated('site', 'dcim.site', attribute)(ctx, objects);
    const up = await ancestry(ctx, tree);
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

/** The active contexts in merge order, and the ids each assignment field of each one names. */
interface ActiveContexts {
  readonly active: readonly Stored<'extras.configcontext'>[];
  readonly assigned: ReadonlyMap<string, ReadonlyMap<number, ReadonlySet<number>>>;
}

/**
 * The active contexts and their assignments, from the derived cache: they change when a context is
 * written, or when an object they are assigned to goes (its join rows go with it).
 */
function activeContexts(ctx: ReadContext): Promise<ActiveContexts> {
  const contexts = ctx.index.model('extras.configcontext');
  const models = [contexts.key, ...contexts.fields.filter((f) => f.through && f.to).map((f) => f.to!)];
  return cached(ctx, 'active config contexts', models, async () => {
    const active = await findObjects(ctx, 'extras.configcontext', (qb) => qb.where(column(ctx, 'extras.configcontext', 'is_active'), true)
      .orderBy(column(ctx, 'extras.configcontext', 'weight')).orderBy(column(ctx, 'extras.configcontext', 'name')));
    const assigned = new Map<string, Map<number, Set<number>>>();
    if (!active.length) return { active, assigned };
    const contextIds = active.map((c) => c.id);
    // Each assignment of each active context: one query per assignment field.
    for (const name of [...DIMENSIONS.map((d) => d.field), 'tags']) {
      const field = fieldOf(contexts, name);
      if (!field?.through) continue;
      const links = (await whereIdIn(ctx.q(field.through.table).select(field.through.source, field.through.target), field.through.source, contextIds, ctx.dialect)) as Record<string, unknown>[];
      const map = new Map<number, Set<number>>();
      for (const link of links) {
        const set = map.get(Number(link[field.through.source])) ?? new Set<number>();
        set.add(Number(link[field.through.target]));
        map.set(Number(link[field.through.source]), set);
      }
      assigned.set(name, map);
    }
    return { active, assigned };
  });
}

/** The rendered config context of each device or virtual machine. */
export function configContexts(key: Holder): Computation<Holder, unknown> {
  return async (ctx, objects) => {
    const { active, assigned } = await activeContexts(ctx);
    const render = (matching: readonly Stored<'extras.configcontext'>[], object: Stored<Holder>) => {
      let data: Json = {};
      for (const context of matching) if (isObject(context.data)) data = deepMerge(data, context.data);
      return isObject(object.local_context_data) ? deepMerge(data, object.local_context_data) : data;
    };
    if (!active.length) return new Map(objects.map((object) => [object.id, render([], object)]));
    const objectValues = new Map<string, Map<number, Set<number>>>();
    for (const dimension of DIMENSIONS) {
      if ([...(assigned.get(dimension.field)?.values() ?? [])].some((set) => set.size)) {
        objectValues.set(dimension.field, await dimension.resolve(ctx, objects));
      }
    }
    if ([...(assigned.get('tags')?.values() ?? [])].some((set) => set.size)) {
      objectValues.set('tags', await tagIdsOf(ctx, ctx.index.model(key), objects.map((o) => o.id)));
    }
    return new Map(objects.map((object) => {
      const matching = active.filter((context) => [...assigned].every(([name, byContext]) => {
        const wanted = byContext.get(context.id);
        if (!wanted || wanted.size === 0) return true;
        const have = objectValues.get(name)?.get(object.id) ?? new Set<number>();
        return [...have].some((value) => wanted.has(value));
      }));
      return [object.id, render(matching, object)];
    }));
  };
}
