// Interface rules (NetBox's Interface.clean(); InterfaceValidationMixin is the interface_validation
// trait's): virtual interfaces take no cable and are not marked as connected; parent, bridge and LAG
// interfaces belong to the same device, a LAG is not the interface itself; virtual interfaces have no LAG. And the filters of
// a device's interfaces across its virtual chassis.
import type { Knex } from 'knex';
import type { FilterContext, Where } from '../../context.js';
import { displayOf, getObject, query } from '../kit/data.js';
import { channelizationChanged } from './cabling/channels.js';
import { defineModel } from '../kit/define.js';
import { byDeviceInterfaces } from './vc-interfaces.js';
import { VIRTUAL } from '../traits/interface-validation.js';

const OWN_LAG = 'A LAG interface cannot be its own parent.';
const KIND = { parent: 'parent interface', bridge: 'bridge interface', lag: 'LAG interface' } as const;

export const interface_ = defineModel('dcim.interface', {
  async clean(ctx, values, existing) {
    const selfId = existing ? existing.id : null;
    // Virtual interfaces (virtual, LAG, bridge) take no cable and are not marked as connected.
    if (VIRTUAL.has(values.type)) {
      const label = ctx.index.choiceLabel('dcim.interface_type', values.type) ?? values.type;
      if (values.cable !== null && values.cable !== undefined) return { type: [`${label} interfaces cannot have a cable attached.`] };
      if (values.mark_connected) return { mark_connected: [`${label} interfaces cannot be marked as connected.`] };
    }
    // A subinterface's cable is its channelized parent's (cabling/channels.ts), never a termination
    // of its own: asked of the termination rows, as a bound subinterface's `cable` is the lent one.
    if (selfId !== null && values.channel_id !== null && values.channel_id !== undefined
      && await query(ctx, 'dcim.cabletermination').where('termination_type', 'dcim.interface').where('termination_id', selfId).first('id')) {
      return { channel_id: ['A channel ID cannot be assigned to an interface with an existing cable connection. Remove the cable first.'] };
    }
    for (const name of ['parent', 'bridge', 'lag'] as const) {
      const other = values[name] ?? null;
      if (other === null) continue;
      if (other === selfId && name === 'lag') return { lag: [OWN_LAG] };
      const row = await getObject(ctx, 'dcim.interface', other);
      const otherDevice = row ? row.device : null;
      if (otherDevice !== values.device) {
        return { [name]: [`The selected ${KIND[name]} (${await displayOf(ctx, 'dcim.interface', other)}) belongs to a different device (${await displayOf(ctx, 'dcim.device', otherDevice)}).`] };
      }
    }
    if (values.lag !== null && values.lag !== undefined && ['virtual', 'bridge', 'lag'].includes(values.type)) {
      return { lag: ['Virtual interfaces cannot have a parent LAG interface.'] };
    }
  },
  // A subinterface created, moved, rebound or deleted, or a cabled interface's channels changed:
  // the lent cables and the paths follow (NetBox's update_channelized_cable_paths and
  // cleanup_channel_subinterface_paths signals).
  // Unless it lent or took back a cable (or traced a path from it), the interface's own row is as written.
  async afterSave(ctx, saved, before) {
    return (await channelizationChanged(ctx, [[saved, before]])) ? undefined : 'kept';
  },
  async afterDelete(ctx, deleted) {
    await channelizationChanged(ctx, deleted.map((object) => [null, object] as const));
  },
  filters: {
    // NetBox's filter_virtual_chassis_member(…, if_master): Device.vc_interfaces() of the devices.
    virtual_chassis_member: byDeviceInterfaces(false, false, themselves),
    virtual_chassis_member_id: byDeviceInterfaces(true, false, themselves),
    virtual_chassis_member_or_master: byDeviceInterfaces(false, true, themselves),
    virtual_chassis_member_or_master_id: byDeviceInterfaces(true, true, themselves),
  },
});

/** The interfaces themselves, for the virtual_chassis_member* filters. */
function themselves(ctx: FilterContext, ids: Knex.QueryBuilder): Where {
  return (qb) => qb.whereIn(`${ctx.index.model('dcim.interface').table}.id`, ids);
}
