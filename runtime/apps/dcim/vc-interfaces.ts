// A device's interfaces as NetBox's Device.vc_interfaces() gives them: its own and, when it belongs
// to a virtual chassis, every member's non-management interfaces (with `ifMaster`, only when the
// device is the chassis' master). NetBox's filters by device of interfaces (virtual_chassis_member*),
// IP addresses and MAC addresses (filter_device) read them; so do these.
import type { Knex } from 'knex';
import type { FilterContext, FilterPlugin, Where } from '../../context.js';
import { wholeNumbers } from '../../query/chosen.js';
import { isKey } from '../../lib/numbers.js';
import { column, findObjects, query } from '../kit/data.js';
import { NOTHING } from '../kit/filters.js';

/**
 * A filter by devices, given by id (`byId`, NetBox's MultiValueNumberFilter) or by name
 * (MultiValueCharFilter): `where(ids)` turns the ids of the devices' interfaces (a sub-query) into
 * the list's condition. Empty values are dropped and none left filters nothing; a device that
 * does not exist matches nothing (NetBox's queryset.none()), a non-number is a 400.
 */
export function byDeviceInterfaces(byId: boolean, ifMaster: boolean, where: (ctx: FilterContext, interfaceIds: Knex.QueryBuilder) => Where): FilterPlugin {
  return async (ctx, values, fail) => {
    const given = values.filter((v) => v !== '');
    if (!given.length) return null;
    if (byId && !wholeNumbers(given, fail)) return null;
    // An id beyond any key names nothing (and PostgreSQL would refuse the number).
    const wanted = byId ? given.map(Number).filter(isKey) : given;
    const devices = wanted.length
      ? await findObjects(ctx, 'dcim.device', (qb) => qb.whereIn(byId ? 'id' : column(ctx, 'dcim.device', 'name'), wanted))
      : [];
    if (!devices.length) return NOTHING;
    const chassisIds = devices.map((d) => d.virtual_chassis).filter((id): id is number => id !== null);
    const chassis = chassisIds.length ? await findObjects(ctx, 'dcim.virtualchassis', (qb) => qb.whereIn('id', chassisIds)) : [];
    const shared = chassis.filter((vc) => !ifMaster || devices.some((d) => d.id === vc.master)).map((vc) => vc.id);
    const device = column(ctx, 'dcim.interface', 'device');
    const members = query(ctx, 'dcim.device').select('id').whereIn(column(ctx, 'dcim.device', 'virtual_chassis'), shared);
    const ids = query(ctx, 'dcim.interface').select(`${ctx.index.model('dcim.interface').table}.id`).where((inner) => inner
      .whereIn(device, devices.map((d) => d.id))
      .orWhere((vc) => vc.whereIn(device, members).where(column(ctx, 'dcim.interface', 'mgmt_only'), false)));
    return where(ctx, ids);
  };
}

/** The condition of IP or MAC addresses assigned to those interfaces (their generic relation `assigned_object`). */
export function assignedTo(key: 'ipam.ipaddress' | 'dcim.macaddress') {
  return (ctx: FilterContext, interfaceIds: Knex.QueryBuilder): Where => (qb) => {
    qb.where(column(ctx, key, 'assigned_object_type'), 'dcim.interface').whereIn(column(ctx, key, 'assigned_object_id'), interfaceIds);
  };
}
