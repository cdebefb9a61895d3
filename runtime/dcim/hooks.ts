// Model rules of devices, interfaces, virtual chassis, virtual machines, clusters and journal
// entries (NetBox's clean() and save() of those models), with the reference's messages.
import type { Row } from '../db/values.js';
import type { FieldErrors } from '../http/errors.js';
import { defineHooks } from '../hooks/index.js';
import { column, displayOf, idOf, rowOf } from '../hooks/lookups.js';
import { parseNetwork } from '../ipam/address.js';
import { rackPlacementErrors } from './racks.js';
import type { ModelMeta } from '../types.js';
import type { WriteContext } from '../write/save.js';

const has = (model: ModelMeta, name: string) => model.fields.some((f) => f.name === name && f.column !== null);

interface PrimaryRules {
  /** Interfaces an address must be assigned to (ids of `interfaceType`). */
  readonly interfaceType: string;
  readonly interfaces: readonly number[];
  readonly notAssigned: (ip: string) => string;
  readonly wrongFamily: (ip: string, family: number, version: number) => string;
}

/** Primary (and OOB) IPs must belong to the object's interfaces, directly or through their NAT inside IP. */
async function primaryIpErrors(ctx: WriteContext, values: Map<string, unknown>, fields: readonly string[], rules: PrimaryRules): Promise<FieldErrors> {
  const addresses = ctx.index.model('ipam.ipaddress');
  const assignedHere = (row: Row | null) => Boolean(row)
    && row!.assigned_object_type === rules.interfaceType && rules.interfaces.includes(Number(row!.assigned_object_id));
  for (const name of fields) {
    const ip = await rowOf(ctx, 'ipam.ipaddress', idOf(values.get(name)));
    if (!ip) continue;
    const text = String(ip[column(addresses, 'address')]);
    const version = parseNetwork(text)?.family ?? 4;
    const family = name === 'primary_ip6' ? 6 : name === 'primary_ip4' ? 4 : null;
    if (family !== null && version !== family) return { [name]: [rules.wrongFamily(text, family, version)] };
    const inside = await rowOf(ctx, 'ipam.ipaddress', idOf(ip[column(addresses, 'nat_inside')]));
    if (!assignedHere(ip) && !assignedHere(inside)) return { [name]: [rules.notAssigned(text)] };
  }
  return {};
}

defineHooks('dcim_device', {
  async clean(ctx, model, values, existing): Promise<FieldErrors | void> {
    const siteId = idOf(values.get('site'));
    const rack = await rowOf(ctx, 'dcim.rack', idOf(values.get('rack')));
    const racks = ctx.index.model('dcim.rack');
    if (rack && idOf(rack[column(racks, 'site')]) !== siteId) {
      return { rack: [`Rack ${await displayOf(ctx, 'dcim.rack', Number(rack.id))} does not belong to site ${await displayOf(ctx, 'dcim.site', siteId)}.`] };
    }
    const rackLocation = rack ? idOf(rack[column(racks, 'location')]) : null;
    if (rack && rackLocation !== null && values.get('location') === null) values.set('location', rackLocation);
    const locationId = idOf(values.get('location'));
    const location = await rowOf(ctx, 'dcim.location', locationId);
    if (location && idOf(location[column(ctx.index.model('dcim.location'), 'site')]) !== siteId) {
      return { location: [`Location ${await displayOf(ctx, 'dcim.location', locationId)} does not belong to site ${await displayOf(ctx, 'dcim.site', siteId)}.`] };
    }
    if (rack && rackLocation !== null && locationId !== rackLocation) {
      return { rack: [`Rack ${await displayOf(ctx, 'dcim.rack', Number(rack.id))} does not belong to location ${await displayOf(ctx, 'dcim.location', locationId)}.`] };
    }
    const face = values.get('face');
    const position = values.get('position');
    if (!rack && face) return { face: ['Cannot select a rack face without assigning a rack.'] };
    if (!rack && position !== null && position !== undefined) return { position: ['Cannot select a rack position without assigning a rack.'] };
    if (position !== null && position !== undefined && Math.round(Number(position) * 2) !== Number(position) * 2) {
      return { position: ['Position must be in increments of 0.5 rack units.'] };
    }
    if (position !== null && position !== undefined && !face) return { face: ['Must specify rack face when defining rack position.'] };
    const placement = await rackPlacementErrors(ctx, values, rack, existing ? Number(existing.id) : null);
    if (Object.keys(placement).length) return placement;
    if (has(model, 'virtual_chassis') && values.get('virtual_chassis') !== null && values.get('virtual_chassis') !== undefined
        && (values.get('vc_position') === null || values.get('vc_position') === undefined)) {
      return { vc_position: ['A device assigned to a virtual chassis must have its position defined.'] };
    }
    if (!existing && (values.get('platform') === null || values.get('platform') === undefined)) {
      const types = ctx.index.model('dcim.devicetype');
      const type = await rowOf(ctx, 'dcim.devicetype', idOf(values.get('device_type')));
      if (type && has(types, 'default_platform')) values.set('platform', idOf(type[column(types, 'default_platform')]));
    }
    if (!has(model, 'primary_ip4')) return;
    const interfaces = ctx.index.model('dcim.interface');
    const selfId = existing ? Number(existing.id) : null;
    let ids: number[] = [];
    if (selfId !== null) {
      const query = ctx.q(interfaces.table).select('id').where(column(interfaces, 'device'), selfId);
      const chassis = idOf(values.get('virtual_chassis'));
      if (chassis !== null) {
        query.orWhere((q) => q.where(column(interfaces, 'mgmt_only'), false)
          .whereIn(column(interfaces, 'device'), ctx.q(model.table).select('id').where(column(model, 'virtual_chassis'), chassis)));
      }
      ids = ((await query) as Row[]).map((r) => Number(r.id));
    }
    return primaryIpErrors(ctx, values, ['primary_ip4', 'primary_ip6', 'oob_ip'].filter((f) => has(model, f)), {
      interfaceType: 'dcim.interface',
      interfaces: ids,
      notAssigned: (ip) => `The specified IP address (${ip}) is not assigned to this device.`,
      wrongFamily: (ip, family) => `${ip} is not an IPv${family} address.`,
    });
  },
});

defineHooks('dcim_interface', {
  async clean(ctx, model, values, existing): Promise<FieldErrors | void> {
    const selfId = existing ? Number(existing.id) : null;
    const deviceId = idOf(values.get('device'));
    const own: Record<string, string> = { parent: 'An interface cannot be its own parent.', bridge: 'An interface cannot be bridged to itself.', lag: 'A LAG interface cannot be its own parent.' };
    for (const name of ['parent', 'bridge', 'lag']) {
      const other = idOf(values.get(name));
      if (other === null) continue;
      if (other === selfId) return { [name]: [own[name]!] };
      const row = await rowOf(ctx, model.key, other);
      const otherDevice = row ? idOf(row[column(model, 'device')]) : null;
      if (otherDevice !== deviceId) {
        const kind = { parent: 'parent interface', bridge: 'bridge interface', lag: 'LAG interface' }[name];
        return { [name]: [`The selected ${kind} (${await displayOf(ctx, model.key, other)}) belongs to a different device (${await displayOf(ctx, 'dcim.device', otherDevice)}).`] };
      }
    }
    if (values.get('lag') !== null && values.get('lag') !== undefined && ['virtual', 'bridge', 'lag'].includes(String(values.get('type')))) {
      return { lag: ['Virtual interfaces cannot have a parent LAG interface.'] };
    }
  },
});

defineHooks('dcim_virtual_chassis', {
  async clean(ctx, model, values, existing): Promise<FieldErrors | void> {
    const masterId = idOf(values.get('master'));
    if (!existing || masterId === null) return;
    const devices = ctx.index.model('dcim.device');
    const master = await rowOf(ctx, 'dcim.device', masterId);
    if (master && idOf(master[column(devices, 'virtual_chassis')]) !== Number(existing.id)) {
      return { master: [`The selected master (${await displayOf(ctx, 'dcim.device', masterId)}) is not assigned to this virtual chassis.`] };
    }
    void model;
  },
});

defineHooks('virtualization_virtual_machine', {
  async clean(ctx, model, values, existing): Promise<FieldErrors | void> {
    const siteId = idOf(values.get('site'));
    const clusterId = idOf(values.get('cluster'));
    const deviceId = has(model, 'device') ? idOf(values.get('device')) : null;
    if (siteId === null && clusterId === null && deviceId === null) {
      return { __all__: ['A virtual machine must be assigned to a site, cluster, or device.'] };
    }
    const cluster = await rowOf(ctx, 'virtualization.cluster', clusterId);
    const clusterSite = cluster ? await siteOfScope(ctx, cluster) : null;
    if (cluster && siteId !== null && clusterSite !== null && clusterSite !== siteId) {
      return { cluster: [`The selected cluster (${await displayOf(ctx, 'virtualization.cluster', clusterId)}) is not assigned to this site (${await displayOf(ctx, 'dcim.site', siteId)}).`] };
    }
    const devices = ctx.index.model('dcim.device');
    const device = await rowOf(ctx, 'dcim.device', deviceId);
    if (device && siteId !== null && idOf(device[column(devices, 'site')]) !== siteId) {
      return { site: [`The selected device (${await displayOf(ctx, 'dcim.device', deviceId)}) is not assigned to this site (${await displayOf(ctx, 'dcim.site', siteId)}).`] };
    }
    const deviceCluster = device && has(devices, 'cluster') ? idOf(device[column(devices, 'cluster')]) : null;
    if (device && clusterId === null && deviceCluster !== null) {
      return { cluster: [`Must specify the assigned device's cluster (${await displayOf(ctx, 'virtualization.cluster', deviceCluster)}) when assigning host device ${await displayOf(ctx, 'dcim.device', deviceId)}.`] };
    }
    if (device && clusterId !== null && deviceCluster !== clusterId) {
      return { device: [`The selected device (${await displayOf(ctx, 'dcim.device', deviceId)}) is not assigned to this cluster (${await displayOf(ctx, 'virtualization.cluster', clusterId)}).`] };
    }
    // Like NetBox's save(): a VM without a site takes its cluster's or its host's.
    if (siteId === null) values.set('site', clusterSite ?? (device ? idOf(device[column(devices, 'site')]) : null));
    const interfaces = ctx.index.model('virtualization.vminterface');
    const ids = existing
      ? ((await ctx.q(interfaces.table).select('id').where(column(interfaces, 'virtual_machine'), Number(existing.id))) as Row[]).map((r) => Number(r.id))
      : [];
    return primaryIpErrors(ctx, values, ['primary_ip4', 'primary_ip6'].filter((f) => has(model, f)), {
      interfaceType: 'virtualization.vminterface',
      interfaces: ids,
      notAssigned: (ip) => `The specified IP address (${ip}) is not assigned to this VM.`,
      wrongFamily: (ip, family, version) => `Must be an IPv${family} address. (${ip} is an IPv${version} address.)`,
    });
  },
});

/** The site a cluster is scoped to (directly, or through a location), or null. */
async function siteOfScope(ctx: WriteContext, cluster: Row): Promise<number | null> {
  if (cluster.scope_type === 'dcim.site') return idOf(cluster.scope_id);
  if (cluster.scope_type === 'dcim.location') {
    const location = await rowOf(ctx, 'dcim.location', idOf(cluster.scope_id));
    return location ? idOf(location[column(ctx.index.model('dcim.location'), 'site')]) : null;
  }
  return null;
}

defineHooks('virtualization_cluster', {
  async clean(ctx, model, values, existing): Promise<FieldErrors | void> {
    if (!existing) return;
    const devices = ctx.index.model('dcim.device');
    if (!has(devices, 'cluster')) return;
    const scope = { scope_type: values.get('scope_type'), scope_id: values.get('scope_id') } as Row;
    const siteId = await siteOfScope(ctx, scope);
    if (siteId === null) return;
    const [row] = (await ctx.q(devices.table).count({ n: '*' }).where(column(devices, 'cluster'), Number(existing.id)).whereNot(column(devices, 'site'), siteId)) as { n: unknown }[];
    const count = Number(row!.n);
    if (count) return { scope: [`${count} devices are assigned as hosts for this cluster but are not in site ${await displayOf(ctx, 'dcim.site', siteId)}`] };
    void model;
  },
});

defineHooks('dcim_mac_address', {
  async clean(_ctx, _model, values): Promise<FieldErrors | void> {
    const text = String(values.get('mac_address') ?? '').trim();
    const digits = text.replace(/[-:.]/g, '');
    if (!/^[0-9a-fA-F]{12}$/.test(digits)) return { mac_address: [`Invalid MAC address format: ${text}`] };
    // Stored in NetBox's form: upper case, colon-separated.
    values.set('mac_address', digits.toUpperCase().match(/../g)!.join(':'));
  },
});
