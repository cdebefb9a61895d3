// Interface rules (NetBox's Interface.clean()): parent, bridge and LAG interfaces belong to the
// same device and are not the interface itself; virtual interfaces have no LAG. And the filters of
// a device's interfaces across its virtual chassis.
import type { FilterPlugin } from '../../context.js';
import { wholeNumbers } from '../../query/chosen.js';
import { column, displayOf, findObjects, getObject, query } from '../kit/data.js';
import { defineModel } from '../kit/define.js';

const OWN = { parent: 'An interface cannot be its own parent.', bridge: 'An interface cannot be bridged to itself.', lag: 'A LAG interface cannot be its own parent.' } as const;
const KIND = { parent: 'parent interface', bridge: 'bridge interface', lag: 'LAG interface' } as const;

export const interface_ = defineModel('dcim.interface', {
  async clean(ctx, values, existing) {
    const selfId = existing ? existing.id : null;
    for (const name of ['parent', 'bridge', 'lag'] as const) {
      const other = values[name] ?? null;
      if (other === null) continue;
      if (other === selfId) return { [name]: [OWN[name]] };
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
    virtual_chassis_member: virtualChassisInterfaces(false, false),
    virtual_chassis_member_id: virtualChassisInterfaces(true, false),
    virtual_chassis_member_or_master: virtualChassisInterfaces(false, true),
    virtual_chassis_member_or_master_id: virtualChassisInterfaces(true, true),
  },
});

/**
 * virtual_chassis_member(_id), virtual_chassis_member_or_master(_id): a device's interfaces plus,
 * when it belongs to a virtual chassis, every member's non-management interfaces (with
 * `masterOnly`, only when the device is the chassis' master): NetBox's Device.vc_interfaces().
 */
function virtualChassisInterfaces(byId: boolean, masterOnly: boolean): FilterPlugin {
  return async (ctx, values, fail) => {
    if (byId && !wholeNumbers(values, fail)) return null;
    const devices = await findObjects(ctx, 'dcim.device', (qb) => qb.whereIn(byId ? 'id' : column(ctx, 'dcim.device', 'name'), byId ? values.map(Number) : [...values]));
    if (!devices.length) return (qb) => qb.whereRaw('1 = 0');
    const chassisIds = devices.map((d) => d.virtual_chassis).filter((id): id is number => id !== null);
    const chassis = chassisIds.length ? await findObjects(ctx, 'dcim.virtualchassis', (qb) => qb.whereIn('id', chassisIds)) : [];
    const shared = chassis.filter((vc) => !masterOnly || devices.some((d) => d.id === vc.master)).map((vc) => vc.id);
    const device = column(ctx, 'dcim.interface', 'device');
    const members = query(ctx, 'dcim.device').select('id').whereIn(column(ctx, 'dcim.device', 'virtual_chassis'), shared);
    return (qb) => qb.where((inner) => inner
      .whereIn(device, devices.map((d) => d.id))
      .orWhere((vc) => vc.whereIn(device, members).where(column(ctx, 'dcim.interface', 'mgmt_only'), false)));
  };
}
