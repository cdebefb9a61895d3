// Interface rules (NetBox's Interface.clean(); InterfaceValidationMixin is the interface_validation
// trait's): parent, bridge and LAG interfaces belong to the same device, a LAG is not the interface
// itself; virtual interfaces have no LAG. And the filters of
// a device's interfaces across its virtual chassis.
import type { Knex } from 'knex';
import type { FilterContext, Where } from '../../context.js';
import { displayOf, getObject } from '../kit/data.js';
import { defineModel } from '../kit/define.js';
import { byDeviceInterfaces } from './vc-interfaces.js';

const OWN_LAG = 'A LAG interface cannot be its own parent.';
const KIND = { parent: 'parent interface', bridge: 'bridge interface', lag: 'LAG interface' } as const;

export const interface_ = defineModel('dcim.interface', {
  async clean(ctx, values, existing) {
    const selfId = existing ? existing.id : null;
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
