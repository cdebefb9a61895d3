// The VLANs available to a device, a site, a site group or a virtual machine (NetBox's VLANQuerySet): global
// VLANs, VLANs of the sites concerned, and VLANs of groups scoped to any place the object is in
// (or unscoped).
import type { FilterContext, FilterPlugin, Where } from '../../context.js';
import { column, findObjects, getObject, query } from '../kit/data.js';
import { namedObjects } from '../kit/filters.js';

type TreeKey = 'dcim.region' | 'dcim.sitegroup' | 'dcim.location';
type Scope = readonly [type: string, id: number];

/** VLANs usable within `scopes`: global VLANs, VLANs of `sites`, VLANs of groups scoped there (or unscoped). */
function vlansWithin(ctx: FilterContext, scopes: readonly Scope[], sites: readonly number[]): Where {
  const groupIds = query(ctx, 'ipam.vlangroup').select('id').where((qb) => {
    qb.whereNull(column(ctx, 'ipam.vlangroup', 'scope_type'));
    for (const [type, id] of scopes) {
      qb.orWhere((one) => one.where(column(ctx, 'ipam.vlangroup', 'scope_type'), type).where(column(ctx, 'ipam.vlangroup', 'scope_id'), id));
    }
  });
  const [site, group] = [column(ctx, 'ipam.vlan', 'site'), column(ctx, 'ipam.vlan', 'group')];
  return (qb) => qb.where((inner) => inner
    .where((global) => global.whereNull(site).whereNull(group))
    .orWhereIn(site, [...sites])
    .orWhereIn(group, groupIds));
}

/** A tree node and its ancestors, as scopes. */
async function withAncestors(ctx: FilterContext, key: TreeKey, id: number | null): Promise<Scope[]> {
  const scopes: Scope[] = [];
  let next = id;
  while (next !== null) {
    const node = await getObject(ctx, key, next);
    if (!node) break;
    scopes.push([key, node.id]);
    next = node.parent;
  }
  return scopes;
}

/** A site and its region and site group with their ancestors, as scopes. */
async function siteAndAbove(ctx: FilterContext, siteId: number | null): Promise<Scope[]> {
  const site = await getObject(ctx, 'dcim.site', siteId);
  if (!site) return [];
  return [['dcim.site', site.id], ...(await withAncestors(ctx, 'dcim.region', site.region)), ...(await withAncestors(ctx, 'dcim.sitegroup', site.group))];
}

/** The objects of `key` at a site, as scopes. */
async function atSite(ctx: FilterContext, key: 'dcim.location' | 'dcim.rack', siteId: number): Promise<Scope[]> {
  return (await findObjects(ctx, key, (qb) => qb.where(column(ctx, key, 'site'), siteId))).map((o): Scope => [key, o.id]);
}

/** available_on_device: VLANs the device's interfaces may carry (its site, location, rack, region, site group). */
export const vlanAvailableOnDevice: FilterPlugin = async (ctx, values, fail) => {
  const devices = await namedObjects(ctx, 'dcim.device', values, fail);
  if (!devices) return null;
  const scopes: Scope[] = [];
  for (const device of devices) {
    if (device.location !== null) scopes.push(...(await withAncestors(ctx, 'dcim.location', device.location)));
    if (device.rack !== null) scopes.push(['dcim.rack', device.rack]);
    scopes.push(...(await siteAndAbove(ctx, device.site)));
  }
  return vlansWithin(ctx, scopes, devices.map((d) => d.site));
};

/** available_at_site_group: VLANs of groups scoped to the site group or one above it, and global ones. */
export const vlanAvailableAtSiteGroup: FilterPlugin = async (ctx, values, fail) => {
  const groups = await namedObjects(ctx, 'dcim.sitegroup', values, fail);
  if (!groups) return null;
  const scopes: Scope[] = [];
  for (const group of groups) scopes.push(...(await withAncestors(ctx, 'dcim.sitegroup', group.id)));
  return vlansWithin(ctx, scopes, []);
};

/** available_at_site: VLANs usable anywhere in the site. */
export const vlanAvailableAtSite: FilterPlugin = async (ctx, values, fail) => {
  const sites = await namedObjects(ctx, 'dcim.site', values, fail);
  if (!sites) return null;
  const scopes: Scope[] = [];
  for (const site of sites) {
    scopes.push(...(await siteAndAbove(ctx, site.id)), ...(await atSite(ctx, 'dcim.location', site.id)), ...(await atSite(ctx, 'dcim.rack', site.id)));
  }
  return vlansWithin(ctx, scopes, sites.map((s) => s.id));
};

/** available_on_virtualmachine: VLANs of the VM's cluster (and group, and the cluster's scope) and site. */
export const vlanAvailableOnVirtualMachine: FilterPlugin = async (ctx, values, fail) => {
  const machines = await namedObjects(ctx, 'virtualization.virtualmachine', values, fail);
  if (!machines) return null;
  const scopes: Scope[] = [];
  const sites: number[] = [];
  for (const vm of machines) {
    const cluster = await getObject(ctx, 'virtualization.cluster', vm.cluster);
    let siteId = vm.site;
    if (cluster) {
      scopes.push(['virtualization.cluster', cluster.id]);
      if (cluster.group !== null) scopes.push(['virtualization.clustergroup', cluster.group]);
      const scopeId = cluster.scope_id;
      if (cluster.scope_type === 'dcim.site') siteId ??= scopeId;
      if (cluster.scope_type === 'dcim.location') {
        const location = await getObject(ctx, 'dcim.location', scopeId);
        scopes.push(...(await withAncestors(ctx, 'dcim.location', scopeId)));
        if (location) siteId ??= location.site;
      }
      if (cluster.scope_type === 'dcim.region' || cluster.scope_type === 'dcim.sitegroup') {
        scopes.push(...(await withAncestors(ctx, cluster.scope_type, scopeId)));
      }
    }
    const site = await siteAndAbove(ctx, siteId);
    if (site.length) {
      scopes.push(...site);
      sites.push(siteId!);
    }
  }
  return vlansWithin(ctx, scopes, sites);
};
