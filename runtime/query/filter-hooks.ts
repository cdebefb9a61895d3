// Filters a model file names with `hook:`, for conditions no relation path expresses.
import type { Knex } from 'knex';
import type { ModelMeta } from '../types.js';
import type { FilterHookName } from '../hooks/names.js';
import type { FilterContext, Where } from './filters.js';

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

/**
 * available_on_device: VLANs a device's interfaces may use — global VLANs (no site, no group), VLANs
 * of the device's site, and VLANs in groups scoped to the device's site, location, rack, region
 * or site group (or to no scope).
 */
const vlanAvailableOnDevice: FilterHook = async (ctx, model, values, fail) => {
  const devices = ctx.index.model('dcim.device');
  const sites = ctx.index.model('dcim.site');
  if (!values.every((v) => /^\d+$/.test(v))) {
    fail(`“${values.find((v) => !/^\d+$/.test(v))}” is not a valid value.`);
    return null;
  }
  const rows = (await ctx.q(devices.table).select('*').whereIn('id', values.map(Number))) as Record<string, unknown>[];
  if (!rows.length) return (qb) => qb.whereRaw('1 = 0');
  const groups = ctx.index.model('ipam.vlangroup');
  const scopes: [string, unknown][] = [];
  for (const device of rows) {
    const site = (await ctx.q(sites.table).select('*').where('id', Number(device[column(devices, 'site').split('.')[1]!]))).at(0) as Record<string, unknown> | undefined;
    scopes.push(['dcim.site', device.site_id], ['dcim.location', device.location_id], ['dcim.rack', device.rack_id]);
    if (site) scopes.push(['dcim.region', site.region_id], ['dcim.sitegroup', site.group_id]);
  }
  const scoped = scopes.filter(([, id]) => id !== null && id !== undefined);
  const groupIds = ctx.q(groups.table).select('id').where((qb) => {
    qb.whereNull('scope_type');
    for (const [type, id] of scoped) qb.orWhere((one) => one.where('scope_type', type).where('scope_id', Number(id)));
  });
  const siteIds = rows.map((r) => Number(r.site_id));
  return (qb: Knex.QueryBuilder) => qb.where((inner) => inner
    .where((global) => global.whereNull(column(model, 'site')).whereNull(column(model, 'group')))
    .orWhereIn(column(model, 'site'), siteIds)
    .orWhereIn(column(model, 'group'), groupIds));
};

/** port: services listening on any of the ports (ports are a JSON list of numbers). */
const servicePort: FilterHook = async (ctx, model, values, fail) => {
  const bad = values.find((v) => !/^\d+$/.test(v));
  if (bad !== undefined) {
    fail('Enter a whole number.');
    return null;
  }
  const ports = column(model, 'ports');
  const element = ctx.dialect === 'postgres'
    ? (qb: Knex.QueryBuilder, port: number) => qb.orWhereRaw('?? @> ?::jsonb', [ports, JSON.stringify([port])])
    : (qb: Knex.QueryBuilder, port: number) => qb.orWhereRaw('EXISTS (SELECT 1 FROM json_each(??) WHERE value = ?)', [ports, port]);
  return (qb: Knex.QueryBuilder) => qb.where((inner) => values.forEach((v) => element(inner, Number(v))));
};

export const FILTER_HOOKS: Record<FilterHookName, FilterHook> = {
  present_in_vrf: presentInVrf,
  vlan_available_on_device: vlanAvailableOnDevice,
  service_port: servicePort,
};
