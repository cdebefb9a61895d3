// Filters a model file names with `hook:`, for conditions no relation path expresses.
import type { Knex } from 'knex';
import type { ModelMeta } from '../types.js';
import type { FilterHookName } from '../hooks/names.js';
import { chosenRows, type FilterContext, type Where } from './filters.js';
import { parseNetwork, rangeEnd, rangeStart } from '../ipam/address.js';
import { whereJsonListHasAny } from '../db/query.js';

export type FilterHook = (ctx: FilterContext, model: ModelMeta, values: string[], fail: (m: string) => void) => Promise<Where | null>;

const column = (model: ModelMeta, name: string) => `${model.table}.${model.fields.find((f) => f.name === name)!.column!}`;

/**
 * present_in_vrf(_id): objects in the VRF, or in a VRF that exports a route target the VRF imports
 * (values: VRF ids, or route distinguishers).
 */
const presentInVrf: FilterHook = async (ctx, model, values, fail) => {
  const vrfs = ctx.index.model('ipam.vrf');
  const byId = values.every((v) => /^\d+$/.test(v));
  const rows = (await ctx.q(vrfs.table).select('id').whereIn(byId ? 'id' : column(vrfs, 'rd'), byId ? values.map(Number) : values)) as { id: unknown }[];
  if (rows.length < new Set(values).size) {
    fail(`Select a valid choice. ${values[0]} is not one of the available choices.`);
    return null;
  }
  const ids = rows.map((r) => Number(r.id));
  const imports = vrfs.fields.find((f) => f.name === 'import_targets')!.through!;
  const exports = vrfs.fields.find((f) => f.name === 'export_targets')!.through!;
  const imported = ctx.q(imports.table).select(imports.target).whereIn(imports.source, ids);
  const exporting = ctx.q(exports.table).select(exports.source).whereIn(exports.target, imported);
  const vrf = column(model, 'vrf');
  return (qb: Knex.QueryBuilder) => qb.where((inner) => inner.whereIn(vrf, ids).orWhereIn(vrf, exporting));
};

// ---- VLANs available to a device, a site or a virtual machine (NetBox's VLANQuerySet) ----------

type Scope = readonly [type: string, id: number];
type Row = Record<string, unknown>;

/** VLANs usable within `scopes`: global VLANs, VLANs of `sites`, VLANs of groups scoped there (or unscoped). */
function vlansWithin(ctx: FilterContext, model: ModelMeta, scopes: readonly Scope[], sites: readonly number[]): Where {
  const groups = ctx.index.model('ipam.vlangroup');
  const groupIds = ctx.q(groups.table).select('id').where((qb) => {
    qb.whereNull('scope_type');
    for (const [type, id] of scopes) qb.orWhere((one) => one.where('scope_type', type).where('scope_id', id));
  });
  return (qb) => qb.where((inner) => inner
    .where((global) => global.whereNull(column(model, 'site')).whereNull(column(model, 'group')))
    .orWhereIn(column(model, 'site'), [...sites])
    .orWhereIn(column(model, 'group'), groupIds));
}

async function rowsById(ctx: FilterContext, key: string, ids: readonly number[]): Promise<Row[]> {
  if (!ids.length) return [];
  return (await ctx.q(ctx.index.model(key).table).select('*').whereIn('id', [...ids])) as Row[];
}

/** A tree node and its ancestors, as scopes. */
async function withAncestors(ctx: FilterContext, key: string, id: unknown): Promise<Scope[]> {
  const scopes: Scope[] = [];
  let next = id;
  while (next !== null && next !== undefined) {
    const [row] = await rowsById(ctx, key, [Number(next)]);
    if (!row) break;
    scopes.push([key, Number(row.id)]);
    next = row.parent_id;
  }
  return scopes;
}

/** The scopes a site spans: itself, its region and site group with their ancestors, its locations and racks. */
async function siteScopes(ctx: FilterContext, site: Row): Promise<Scope[]> {
  const children = async (key: string) =>
    ((await ctx.q(ctx.index.model(key).table).select('id').where('site_id', Number(site.id))) as Row[]).map((r): Scope => [key, Number(r.id)]);
  return [
    ['dcim.site', Number(site.id)],
    ...(await withAncestors(ctx, 'dcim.region', site.region_id)),
    ...(await withAncestors(ctx, 'dcim.sitegroup', site.group_id)),
    ...(await children('dcim.location')),
    ...(await children('dcim.rack')),
  ];
}

/** Ids given to a single-object filter (NetBox's ModelChoiceFilter): whole numbers naming existing objects. */
async function namedObjects(ctx: FilterContext, key: string, values: string[], fail: (m: string) => void): Promise<Row[] | null> {
  const bad = values.find((v) => !/^\d+$/.test(v));
  if (bad !== undefined) {
    fail(`“${bad}” is not a valid value.`);
    return null;
  }
  const rows = await rowsById(ctx, key, values.map(Number));
  if (rows.length < new Set(values).size) {
    fail('Select a valid choice. That choice is not one of the available choices.');
    return null;
  }
  return rows;
}

/** available_on_device: VLANs the device's interfaces may carry (its site, location, rack, region, site group). */
const vlanAvailableOnDevice: FilterHook = async (ctx, model, values, fail) => {
  const devices = await namedObjects(ctx, 'dcim.device', values, fail);
  if (!devices) return null;
  const scopes: Scope[] = [];
  for (const device of devices) {
    const [site] = await rowsById(ctx, 'dcim.site', device.site_id === null ? [] : [Number(device.site_id)]);
    if (device.location_id !== null) scopes.push(...(await withAncestors(ctx, 'dcim.location', device.location_id)));
    if (device.rack_id !== null) scopes.push(['dcim.rack', Number(device.rack_id)]);
    if (site) {
      scopes.push(['dcim.site', Number(site.id)], ...(await withAncestors(ctx, 'dcim.region', site.region_id)), ...(await withAncestors(ctx, 'dcim.sitegroup', site.group_id)));
    }
  }
  return vlansWithin(ctx, model, scopes, devices.map((d) => Number(d.site_id)).filter((id) => !Number.isNaN(id)));
};

/** available_at_site: VLANs usable anywhere in the site. */
const vlanAvailableAtSite: FilterHook = async (ctx, model, values, fail) => {
  const sites = await namedObjects(ctx, 'dcim.site', values, fail);
  if (!sites) return null;
  const scopes = (await Promise.all(sites.map((site) => siteScopes(ctx, site)))).flat();
  return vlansWithin(ctx, model, scopes, sites.map((s) => Number(s.id)));
};

/** available_on_virtualmachine: VLANs of the VM's cluster (and group, and the cluster's scope) and site. */
const vlanAvailableOnVirtualMachine: FilterHook = async (ctx, model, values, fail) => {
  const machines = await namedObjects(ctx, 'virtualization.virtualmachine', values, fail);
  if (!machines) return null;
  const scopes: Scope[] = [];
  const sites: number[] = [];
  for (const vm of machines) {
    const [cluster] = await rowsById(ctx, 'virtualization.cluster', vm.cluster_id === null ? [] : [Number(vm.cluster_id)]);
    let siteId = vm.site_id === null ? null : Number(vm.site_id);
    if (cluster) {
      scopes.push(['virtualization.cluster', Number(cluster.id)]);
      if (cluster.group_id !== null) scopes.push(['virtualization.clustergroup', Number(cluster.group_id)]);
      if (cluster.scope_type === 'dcim.site') siteId ??= Number(cluster.scope_id);
      if (cluster.scope_type === 'dcim.location') {
        const [location] = await rowsById(ctx, 'dcim.location', [Number(cluster.scope_id)]);
        scopes.push(...(await withAncestors(ctx, 'dcim.location', cluster.scope_id)));
        if (location) siteId ??= Number(location.site_id);
      }
      if (cluster.scope_type === 'dcim.region' || cluster.scope_type === 'dcim.sitegroup') scopes.push(...(await withAncestors(ctx, String(cluster.scope_type), cluster.scope_id)));
    }
    const [site] = await rowsById(ctx, 'dcim.site', siteId === null ? [] : [siteId]);
    if (site) {
      scopes.push(['dcim.site', Number(site.id)], ...(await withAncestors(ctx, 'dcim.region', site.region_id)), ...(await withAncestors(ctx, 'dcim.sitegroup', site.group_id)));
      sites.push(Number(site.id));
    }
  }
  return vlansWithin(ctx, model, scopes, sites);
};

// ---- ranges ------------------------------------------------------------------------------------

/** contains (IP ranges): ranges whose start and end enclose the address or prefix. */
const ipRangeContains: FilterHook = async (ctx, model, values) => {
  const networks = values.map((v) => parseNetwork(v)).filter((n) => n !== null);
  if (!networks.length) return (qb) => qb.whereRaw('1 = 0');
  const ipColumn = (name: string, part: 'start' | 'end') => `${model.table}.${model.fields.find((f) => f.name === name)!.ipColumns![part]}`;
  return (qb) => qb.where((inner) => {
    for (const network of networks) {
      inner.orWhere((one) => one
        .where(ipColumn('start_address', 'start'), '<=', rangeStart(network))
        .where(ipColumn('end_address', 'end'), '>=', rangeEnd(network)));
    }
  });
};

/** contains_vid (VLAN groups): groups whose VLAN ID ranges ([[low, high], ...], inclusive) hold the number. */
const vidRangesContain: FilterHook = async (ctx, model, values, fail) => {
  const bad = values.find((v) => !/^\s*\d+\s*$/.test(v));
  if (bad !== undefined) {
    fail('Enter a whole number.');
    return null;
  }
  const ranges = column(model, 'vid_ranges');
  const sql = ctx.dialect === 'postgres'
    ? 'EXISTS (SELECT 1 FROM jsonb_array_elements(??) AS r WHERE (r->>0)::int <= ? AND (r->>1)::int >= ?)'
    : "EXISTS (SELECT 1 FROM json_each(??) AS r WHERE json_extract(r.value, '$[0]') <= ? AND json_extract(r.value, '$[1]') >= ?)";
  return (qb) => qb.where((inner) => values.forEach((v) => inner.orWhereRaw(sql, [ranges, Number(v), Number(v)])));
};

// ---- other models --------------------------------------------------------------------------------

/** available_for_device_type (platforms): platforms of no manufacturer or of the device type's. */
const platformForDeviceType: FilterHook = async (ctx, model, values, fail) => {
  const types = await namedObjects(ctx, 'dcim.devicetype', values, fail);
  if (!types) return null;
  const manufacturer = column(model, 'manufacturer');
  return (qb) => qb.where((inner) => inner.whereNull(manufacturer).orWhereIn(manufacturer, types.map((t) => Number(t.manufacturer_id))));
};

/** content_type(_id) (tags): tags in use on objects of the given types ("app.model", or object type ids). */
const tagsInUse = (byId: boolean): FilterHook => async (ctx, model, values, fail) => {
  const keys = byId ? await objectTypeKeys(ctx, values, fail) : values;
  if (!keys) return null;
  const used = ctx.q('extras_taggeditem').select('tag_id').whereIn('object_type', keys);
  return (qb) => qb.whereIn(`${model.table}.id`, used);
};

/** Object type ids → "app.model" keys; null (and a 400 message) when a value is not a number. */
async function objectTypeKeys(ctx: FilterContext, values: string[], fail: (m: string) => void): Promise<string[] | null> {
  if (values.some((v) => !/^\s*\d+\s*$/.test(v))) {
    fail('Enter a whole number.');
    return null;
  }
  const types = ctx.index.model('core.objecttype');
  const rows = (await ctx.q(types.table).select('app_label', 'model').whereIn('id', values.map(Number))) as Record<string, unknown>[];
  return rows.map((r) => `${String(r.app_label)}.${String(r.model)}`);
}

/** Rows whose list of object types (a `content_types` field) names any of `keys`; `orEmpty`: or names none. */
function listsObjectType(ctx: FilterContext, model: ModelMeta, keys: readonly string[], orEmpty: boolean): Where {
  const column = `${model.table}.${model.fields.find((f) => f.type === 'content_types')!.column!}`;
  const empty = ctx.dialect === 'postgres' ? "coalesce(??, '[]'::jsonb) = '[]'::jsonb" : 'coalesce(json_array_length(??), 0) = 0';
  return (qb) => qb.where((inner) => {
    inner.where((listed) => whereJsonListHasAny(listed, ctx.dialect, column, keys));
    if (orEmpty) inner.orWhereRaw(empty, [column]);
  });
}

/** object_type ("app.model") / object_type_id: definitions that apply to the given types. */
const objectTypeListed = (byId: boolean, orEmpty: boolean): FilterHook => async (ctx, model, values, fail) => {
  const keys = byId ? await objectTypeKeys(ctx, values, fail) : values;
  return keys ? listsObjectType(ctx, model, keys, orEmpty) : null;
};

/**
 * virtual_chassis_member(_id), virtual_chassis_member_or_master(_id) (interfaces): a device's
 * interfaces plus, when it belongs to a virtual chassis, every member's non-management interfaces
 * (with `masterOnly`, only when the device is the chassis' master): NetBox's Device.vc_interfaces().
 */
const virtualChassisInterfaces = (byId: boolean, masterOnly: boolean): FilterHook => async (ctx, model, values, fail) => {
  const devices = ctx.index.model('dcim.device');
  if (byId && values.some((v) => !/^\s*\d+\s*$/.test(v))) {
    fail('Enter a whole number.');
    return null;
  }
  const rows = (await ctx.q(devices.table).select('id', 'virtual_chassis_id')
    .whereIn(byId ? 'id' : column(devices, 'name'), byId ? values.map(Number) : values)) as Row[];
  if (!rows.length) return (qb) => qb.whereRaw('1 = 0');
  const chassisIds = rows.map((r) => r.virtual_chassis_id).filter((id) => id !== null).map(Number);
  const chassis = (chassisIds.length ? await rowsById(ctx, 'dcim.virtualchassis', chassisIds) : []) as Row[];
  const shared = chassis.filter((vc) => !masterOnly || rows.some((r) => Number(r.id) === Number(vc.master_id))).map((vc) => Number(vc.id));
  const device = column(model, 'device');
  const members = ctx.q(devices.table).select('id').whereIn('virtual_chassis_id', shared);
  return (qb) => qb.where((inner) => inner
    .whereIn(device, rows.map((r) => Number(r.id)))
    .orWhere((vc) => vc.whereIn(device, members).where(column(model, 'mgmt_only'), false)));
};

/** port: services listening on any of the ports (ports are a JSON list of numbers). */
const servicePort: FilterHook = async (ctx, model, values, fail) => {
  const bad = values.find((v) => !/^\d+$/.test(v));
  if (bad !== undefined) {
    fail('Enter a whole number.');
    return null;
  }
  const ports = column(model, 'ports');
  return (qb: Knex.QueryBuilder) => whereJsonListHasAny(qb, ctx.dialect, ports, values.map(Number));
};

/**
 * termination_a_id / termination_z_id (circuits): circuits whose A (Z) side is one of the given
 * circuit terminations (NetBox's ModelMultipleChoiceFilter on Circuit.termination_a/_z): every id
 * must name a termination; a termination of the other side matches nothing.
 */
const circuitTermination = (side: 'A' | 'Z'): FilterHook => async (ctx, model, values, fail) => {
  const terminations = ctx.index.model('circuits.circuittermination');
  const rows = await chosenRows(ctx, terminations.table, 'id', values, fail);
  if (!rows) return null;
  const [sideColumn, circuitColumn] = ['term_side', 'circuit'].map((name) => terminations.fields.find((f) => f.name === name)!.column!);
  const circuits = rows.filter((r) => r[sideColumn!] === side).map((r) => Number(r[circuitColumn!]));
  return (qb) => qb.whereIn(`${model.table}.id`, circuits);
};

export const FILTER_HOOKS: Record<FilterHookName, FilterHook> = {
  present_in_vrf: presentInVrf,
  vlan_available_on_device: vlanAvailableOnDevice,
  vlan_available_at_site: vlanAvailableAtSite,
  vlan_available_on_virtual_machine: vlanAvailableOnVirtualMachine,
  ip_range_contains: ipRangeContains,
  vid_ranges_contain: vidRangesContain,
  platform_for_device_type: platformForDeviceType,
  tags_in_use_on_type: tagsInUse(false),
  tags_in_use_on_type_id: tagsInUse(true),
  vc_member: virtualChassisInterfaces(false, false),
  vc_member_id: virtualChassisInterfaces(true, false),
  vc_member_or_master: virtualChassisInterfaces(false, true),
  vc_member_or_master_id: virtualChassisInterfaces(true, true),
  service_port: servicePort,
  object_type_listed: objectTypeListed(false, false),
  object_type_id_listed: objectTypeListed(true, false),
  usable_on_object_type_id: objectTypeListed(true, true),
  circuit_termination_a: circuitTermination('A'),
  circuit_termination_z: circuitTermination('Z'),
};
