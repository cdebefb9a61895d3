// FHRP groups and their assignments to interfaces (NetBox's ipam/models/fhrp.py and the
// FHRPGroup(Assignment)FilterSet methods): the group's first address (its display), its search (the group id as
// text), the groups holding addresses in the networks of given addresses, and assignments by the
// device (a virtual chassis master's include its members' interfaces) of their interfaces.
import type { Knex } from 'knex';
import type { FilterContext, Where, WriteContext } from '../../context.js';
import { parseNetwork, rangeEnd, rangeStart } from '../../lib/ip.js';
import { containsPattern } from '../../query/scalar.js';
import { column, ipColumns, query, table } from '../kit/data.js';
import { defineModel } from '../kit/define.js';
import { namedObjects } from '../kit/filters.js';
import { integerOf, searchFilter } from '../kit/search.js';
import { byDeviceInterfaces } from '../dcim/vc-interfaces.js';

/**
 * Keeps each group's first address (in address order, as NetBox's ip_addresses.first()), which its
 * display shows: after addresses of `groups` were assigned, changed, moved away or deleted. One
 * statement for all of them.
 */
export async function refreshFirstAddresses(ctx: WriteContext, groups: readonly number[]): Promise<void> {
  const addresses = table(ctx, 'ipam.ipaddress');
  const first = query(ctx, 'ipam.ipaddress').select(column(ctx, 'ipam.ipaddress', 'address'))
    .where(column(ctx, 'ipam.ipaddress', 'assigned_object_type'), 'ipam.fhrpgroup')
    .whereRaw('?? = ??', [column(ctx, 'ipam.ipaddress', 'assigned_object_id'), `${table(ctx, 'ipam.fhrpgroup')}.id`])
    .orderBy(ipColumns(ctx, 'ipam.ipaddress', 'address').key).orderBy(`${addresses}.id`).limit(1);
  // An UPDATE's SET names the column without its table.
  await query(ctx, 'ipam.fhrpgroup').whereIn('id', [...new Set(groups)]).update({ _first_ip: first });
}

export const fhrpGroup = defineModel('ipam.fhrpgroup', {
  filters: {
    /** The description or the name (icontains), or the group id's digits (contains). */
    q: searchFilter((ctx) => [{ column: column(ctx, 'ipam.fhrpgroup', 'description') }, { column: column(ctx, 'ipam.fhrpgroup', 'name') }],
      (ctx, text) => (qb) => qb.whereRaw("CAST(?? AS TEXT) LIKE ? ESCAPE '\\'", [column(ctx, 'ipam.fhrpgroup', 'group_id'), containsPattern(text)])),
    /**
     * Groups with an address in the network of any given address (its mask included, NetBox's
     * net_contained_or_equal) and in the same VRF (or both in none).
     */
    async related_ip(ctx, values, fail) {
      const given = values.filter((v) => v !== '');
      if (!given.length) return null;
      const addresses = await namedObjects(ctx, 'ipam.ipaddress', given, fail);
      if (!addresses) return null;
      const columns = ipColumns(ctx, 'ipam.ipaddress', 'address');
      const vrf = column(ctx, 'ipam.ipaddress', 'vrf');
      const groups = query(ctx, 'ipam.ipaddress').select(column(ctx, 'ipam.ipaddress', 'assigned_object_id'))
        .where(column(ctx, 'ipam.ipaddress', 'assigned_object_type'), 'ipam.fhrpgroup')
        .where((any) => {
          for (const address of addresses) {
            const network = parseNetwork(String(address.address));
            if (!network) continue;
            any.orWhere((one) => {
              one.where(columns.start, '>=', rangeStart(network)).where(columns.end, '<=', rangeEnd(network));
              if (address.vrf === null) one.whereNull(vrf);
              else one.where(vrf, address.vrf);
            });
          }
        });
      return (qb) => qb.whereIn(`${ctx.index.model('ipam.fhrpgroup').table}.id`, groups);
    },
  },
});

/** Assignments of the interfaces a sub-query selects. */
function assignedTo(ctx: FilterContext, interfaceIds: Knex.QueryBuilder): Where {
  return (qb) => qb.where(column(ctx, 'ipam.fhrpgroupassignment', 'interface_type'), 'dcim.interface')
    .whereIn(column(ctx, 'ipam.fhrpgroupassignment', 'interface_id'), interfaceIds);
}

export const fhrpGroupAssignment = defineModel('ipam.fhrpgroupassignment', {
  filters: {
    device_id: byDeviceInterfaces(true, true, assignedTo),
    device: byDeviceInterfaces(false, true, assignedTo),
  },
});

export const vlanTranslationRule = defineModel('ipam.vlantranslationrule', {
  filters: {
    /** The policy's name (icontains), or either VLAN ID equal to the term as a whole number. */
    q: searchFilter(
      (ctx) => [{ via: column(ctx, 'ipam.vlantranslationrule', 'policy'), table: table(ctx, 'ipam.vlantranslationpolicy'), column: column(ctx, 'ipam.vlantranslationpolicy', 'name') }],
      (ctx, text) => {
        const vid = integerOf(text);
        return vid === null ? null : (qb) => qb.where(column(ctx, 'ipam.vlantranslationrule', 'local_vid'), vid).orWhere(column(ctx, 'ipam.vlantranslationrule', 'remote_vid'), vid);
      },
    ),
  },
});
