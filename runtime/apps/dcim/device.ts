// Device rules (NetBox's Device.clean() and save()): the rack and location belong to the device's
// site, rack placement (rack-space.ts), virtual chassis positions, the device type's default
// platform, primary IPs on the device's own interfaces; a new device's components from its type's
// templates (instantiate.ts); the devices in its bays follow it to its site, location and rack;
// and its computed primary IP, config context and parent device.
import { configContexts } from '../extras/config-context.js';
import { primaryIp, primaryIpErrors } from '../ipam/primary-ip.js';
import { rowsById, whereIdIn } from '../../db/query.js';
import type { Row } from '../../db/values.js';
import { serializeRows } from '../../serialize/serializer.js';
import { updateObject } from '../../write/save.js';
import { column, displayOf, getObject, objectsWhereIn, query, stored, table } from '../kit/data.js';
import { defineModel } from '../kit/define.js';
import { DEVICE_KINDS, instantiate } from './instantiate.js';
import { rackPlacementErrors } from './rack-space.js';

/** Where a device is; the devices in its bays follow it there (Device.save()). */
const PLACEMENT = ['site', 'location', 'rack'] as const;

export const device = defineModel('dcim.device', {
  async clean(ctx, values, existing) {
    const siteId = values.site;
    const rack = await getObject(ctx, 'dcim.rack', values.rack);
    if (rack && rack.site !== siteId) {
      return { rack: [`Rack ${await displayOf(ctx, 'dcim.rack', rack.id)} does not belong to site ${await displayOf(ctx, 'dcim.site', siteId)}.`] };
    }
    const rackLocation = rack ? rack.location : null;
    if (rack && rackLocation !== null && values.location === null) values.location = rackLocation;
    const locationId = values.location ?? null;
    const location = await getObject(ctx, 'dcim.location', locationId);
    if (location && location.site !== siteId) {
      return { location: [`Location ${await displayOf(ctx, 'dcim.location', locationId)} does not belong to site ${await displayOf(ctx, 'dcim.site', siteId)}.`] };
    }
    if (rack && rackLocation !== null && locationId !== rackLocation) {
      return { rack: [`Rack ${await displayOf(ctx, 'dcim.rack', rack.id)} does not belong to location ${await displayOf(ctx, 'dcim.location', locationId)}.`] };
    }
    const { face, position } = values;
    if (!rack && face) return { face: ['Cannot select a rack face without assigning a rack.'] };
    if (!rack && position !== null && position !== undefined) return { position: ['Cannot select a rack position without assigning a rack.'] };
    if (position !== null && position !== undefined && Math.round(position * 2) !== position * 2) {
      return { position: ['Position must be in increments of 0.5 rack units.'] };
    }
    if (position !== null && position !== undefined && !face) return { face: ['Must specify rack face when defining rack position.'] };
    const placement = await rackPlacementErrors(ctx, values, rack, existing ? existing.id : null);
    if (Object.keys(placement).length) return placement;
    if (values.virtual_chassis !== null && values.virtual_chassis !== undefined && (values.vc_position === null || values.vc_position === undefined)) {
      return { vc_position: ['A device assigned to a virtual chassis must have its position defined.'] };
    }
    if (!existing) {
      // A new device takes its type's default platform, airflow and cooling method where it names none (Device.save()).
      const type = await getObject(ctx, 'dcim.devicetype', values.device_type);
      if (type && (values.platform === null || values.platform === undefined)) values.platform = type.default_platform;
      if (type && !values.airflow) values.airflow = type.airflow;
      if (type && !values.cooling_method) values.cooling_method = type.cooling_method;
    }
    let interfaces: number[] = [];
    if (existing) {
      // The device's interfaces, and with a virtual chassis its members' non-management ones.
      const owner = column(ctx, 'dcim.interface', 'device');
      const lookup = query(ctx, 'dcim.interface').select('id').where(owner, existing.id);
      const chassis = values.virtual_chassis ?? null;
      if (chassis !== null) {
        lookup.orWhere((q) => q.where(column(ctx, 'dcim.interface', 'mgmt_only'), false)
          .whereIn(owner, ctx.q(table(ctx, 'dcim.device')).select('id').where(column(ctx, 'dcim.device', 'virtual_chassis'), chassis)));
      }
      interfaces = ((await lookup) as { id: unknown }[]).map((r) => Number(r.id));
    }
    return primaryIpErrors(ctx, values, ['primary_ip4', 'primary_ip6', 'oob_ip'], {
      interfaceType: 'dcim.interface',
      interfaces,
      notAssigned: (ip) => `The specified IP address (${ip}) is not assigned to this device.`,
      wrongFamily: (ip, family) => `${ip} is not an IPv${family} address.`,
    });
  },
  async afterSave(ctx, saved, before) {
    if (!before) {
      await instantiate(ctx, { device: saved, module: null }, { field: 'device_type', id: saved.device_type }, DEVICE_KINDS);
      return;
    }
    if (PLACEMENT.every((name) => saved[name] === before[name])) return;
    const bays = await objectsWhereIn(ctx, 'dcim.devicebay', 'device', [saved.id]);
    const devices = ctx.index.model('dcim.device');
    for (const bay of bays) {
      if (bay.installed_device === null) continue;
      const child = (await rowsById(ctx.q, ctx.dialect, devices.table, [bay.installed_device]))[0];
      if (child) await updateObject({ ...ctx, access: null }, devices, child, { site: saved.site, location: saved.location, rack: saved.rack }, true);
    }
  },
  computed: {
    primary_ip: primaryIp('dcim.device'),
    config_context: configContexts('dcim.device'),
    // The device whose bay holds this one, with the bay (DeviceSerializer.get_parent_device()).
    async parent_device(ctx, objects) {
      const [bayModel, deviceModel] = [ctx.index.model('dcim.devicebay'), ctx.index.model('dcim.device')];
      const bayRows = (await whereIdIn(query(ctx, 'dcim.devicebay').select('*'), column(ctx, 'dcim.devicebay', 'installed_device'), objects.map((d) => d.id), ctx.dialect)) as Row[];
      const out = new Map<number, unknown>(objects.map((d) => [d.id, null]));
      if (!bayRows.length) return out;
      const bays = bayRows.map((row) => stored(ctx, 'dcim.devicebay', row));
      const parentRows = await rowsById(ctx.q, ctx.dialect, deviceModel.table, [...new Set(bays.map((b) => b.device))]);
      const bayForms = await serializeRows(ctx, bayModel, bayRows, ['id', 'url', 'display_url', 'display', 'device', 'name']);
      const parentForms = await serializeRows(ctx, deviceModel, parentRows, ['id', 'url', 'display_url', 'display', 'name']);
      const [bayById, parentById] = [new Map(bayForms.map((b) => [b.id, b])), new Map(parentForms.map((p) => [p.id, p]))];
      for (const bay of bays) out.set(bay.installed_device!, { ...parentById.get(bay.device), device_bay: bayById.get(bay.id) });
      return out;
    },
  },
});
