// IP address rules (NetBox's IPAddress.clean()), checked under the allocation lock: no /0, no
// network or broadcast address on an interface, no duplicate in a space that enforces uniqueness
// (unless every copy has a shared role such as anycast), not inside a populated range, SLAAC only
// for IPv6, DNS names in lower case, and a primary or OOB IP stays on its parent.
import type { Knex } from 'knex';
import { addressKey, type IpNetwork } from '../../lib/ip.js';
import type { WriteContext } from '../../context.js';
import { column, displayOf, getObject, ipColumns, query, table } from '../kit/data.js';
import { defineModel, type Stored, type Values } from '../kit/define.js';
import { LOCKS, lock } from './locks.js';
import { enforcesUnique, parsed, sameOrBothNull, tableName } from './space.js';
import { presentInVrf } from './vrf-filters.js';
import { assignedTo, byDeviceInterfaces } from '../dcim/vc-interfaces.js';
import { booleanFilter } from '../kit/filters.js';
import { refreshFirstAddresses } from './fhrp.js';
import { requireField } from '../../registry.js';

/** Roles whose addresses may be shared (anycast and redundancy protocols). */
const NON_UNIQUE_ROLES = new Set(['anycast', 'vip', 'vrrp', 'hsrp', 'glbp', 'carp']);

export const ipAddress = defineModel('ipam.ipaddress', {
  async clean(ctx, values, existing) {
    // Checked and written under the allocation lock, as NetBox does for every IP address write.
    await lock(ctx, LOCKS.ips);
    const ip = parsed(values.address);
    const errors: { status?: string[]; __all__?: string[] } = {};
    if (ip) {
      if (ip.length === 0) return { address: ['Cannot create IP address with /0 mask.'] };
      values.family = ip.family;
      if (values.assigned_object_type) {
        const exempt = ip.family === 4 ? ip.length >= 31 : ip.length >= 127;
        const host = ip.text.split('/')[0];
        if (ip.address === ip.network && !exempt) return { __all__: [`${host} is a network ID, which may not be assigned to an interface.`] };
        if (ip.family === 4 && ip.address === ip.broadcast && !exempt) return { __all__: [`${host} is a broadcast address, which may not be assigned to an interface.`] };
      }
      const vrfId = values.vrf ?? null;
      const { duplicates, populated } = await sameSpace(ctx, ip, vrfId, existing, await enforcesUnique(ctx, vrfId));
      const shared = (role: unknown) => typeof role === 'string' && NON_UNIQUE_ROLES.has(role);
      if (duplicates.length && (!shared(values.role) || duplicates.some((d) => !shared(d.role)))) {
        return { address: [`Duplicate IP address found in ${await tableName(ctx, vrfId)}: ${duplicates[0]!.address}`] };
      }
      if (populated !== null) {
        return { address: [`Cannot create IP address ${ip.text} inside range ${await displayOf(ctx, 'ipam.iprange', populated)}.`] };
      }
    }
    if (typeof values.dns_name === 'string') values.dns_name = values.dns_name.toLowerCase();
    if (values.status === 'slaac' && ip?.family !== 6) errors.status = ['Only IPv6 addresses can be assigned SLAAC status'];
    if (existing && !Object.keys(errors).length) {
      const problem = await primaryReassignment(ctx, values, existing);
      if (problem) errors.__all__ = [problem];
    }
    return errors;
  },
  // An FHRP group's display shows its first address: kept as addresses join, change or leave groups.
  async afterSave(ctx, saved, before) {
    const groups = [saved, before].filter((ip) => ip?.assigned_object_type === 'ipam.fhrpgroup').map((ip) => Number(ip!.assigned_object_id));
    if (groups.length) await refreshFirstAddresses(ctx, groups);
  },
  async afterDelete(ctx, deleted) {
    const groups = deleted.filter((ip) => ip.assigned_object_type === 'ipam.fhrpgroup').map((ip) => Number(ip.assigned_object_id));
    if (groups.length) await refreshFirstAddresses(ctx, groups);
  },
  filters: {
    present_in_vrf_id: presentInVrf('ipam.ipaddress'),
    present_in_vrf: presentInVrf('ipam.ipaddress'),
    // NetBox's filter_device: the addresses on Device.vc_interfaces() (a chassis master's include
    // its members' non-management interfaces).
    device_id: byDeviceInterfaces(true, true, assignedTo('ipam.ipaddress')),
    device: byDeviceInterfaces(false, true, assignedTo('ipam.ipaddress')),
    // NetBox's _assigned_to_interface: an interface's or a VM interface's, not an FHRP group's.
    // `true` is "assigned, but not to another kind": counted from the kept counts of the type
    // (counted_by: every value but NULL and those), its page read from the index over assigned
    // addresses (ipaddress.yaml), which a test of the type's values would not use.
    assigned_to_interface: booleanFilter((flag, ctx) => {
      const type = column(ctx, 'ipam.ipaddress', 'assigned_object_type');
      const others = requireField(ctx.index.model('ipam.ipaddress'), 'assigned_object').targets!.filter((key) => !INTERFACE_TYPES.includes(key));
      return flag
        ? (qb) => qb.whereNotNull(type).whereNotIn(type, others)
        : (qb) => qb.where((either) => either.whereNull(type).orWhereNotIn(type, INTERFACE_TYPES));
    }),
  },
});

/** The models whose objects are interfaces an address may be assigned to. */
const INTERFACE_TYPES = ['dcim.interface', 'virtualization.vminterface'];

/**
 * What an address meets in its space, in one statement (a bulk write asks it once per address):
 * the other addresses equal to it, when the space refuses duplicates, and for a new address
 * the first populated range that holds it.
 */
async function sameSpace(
  ctx: WriteContext, ip: IpNetwork, vrfId: number | null, existing: Stored<'ipam.ipaddress'> | null, unique: boolean,
): Promise<{ duplicates: { address: string; role: unknown }[]; populated: number | null }> {
  const host = addressKey(ip.family, ip.address);
  const parts: Knex.QueryBuilder[] = [];
  if (unique) {
    const duplicates = query(ctx, 'ipam.ipaddress')
      .select(ctx.q.raw("'address' AS kind"), `${table(ctx, 'ipam.ipaddress')}.id`, ctx.q.raw('?? AS address', [column(ctx, 'ipam.ipaddress', 'address')]), ctx.q.raw('?? AS role', [column(ctx, 'ipam.ipaddress', 'role')]))
      .whereRaw(`?? ${sameOrBothNull} ?`, [column(ctx, 'ipam.ipaddress', 'vrf'), vrfId])
      .where(ipColumns(ctx, 'ipam.ipaddress', 'address').start, host);
    if (existing) duplicates.whereNot(`${table(ctx, 'ipam.ipaddress')}.id`, existing.id);
    parts.push(duplicates);
  }
  if (!existing) {
    parts.push(query(ctx, 'ipam.iprange')
      .select(ctx.q.raw("'range' AS kind"), `${table(ctx, 'ipam.iprange')}.id`, ctx.q.raw('NULL AS address'), ctx.q.raw('NULL AS role'))
      .whereRaw(`?? ${sameOrBothNull} ?`, [column(ctx, 'ipam.iprange', 'vrf'), vrfId])
      .where(column(ctx, 'ipam.iprange', 'mark_populated'), true)
      .where(ipColumns(ctx, 'ipam.iprange', 'start_address').start, '<=', host)
      .where(ipColumns(ctx, 'ipam.iprange', 'end_address').start, '>=', host)
      .orderBy(`${table(ctx, 'ipam.iprange')}.id`)
      .limit(1));
  }
  if (!parts.length) return { duplicates: [], populated: null };
  // Each part as a derived table: SQLite takes neither parenthesised nor limited union members.
  const [first, ...rest] = parts.map((part, i) => ctx.q.select('*').from(part.as(`part${i}`)));
  for (const part of rest) first!.unionAll(part);
  const rows = (await first!) as { kind: string; id: number | string; address: string; role: unknown }[];
  const range = rows.find((r) => r.kind === 'range');
  return {
    duplicates: rows.filter((r) => r.kind === 'address').sort((a, b) => Number(a.id) - Number(b.id)),
    populated: range ? Number(range.id) : null,
  };
}

/** The interface models an address is assigned to, and the model and field of their parent. */
const PARENTS = {
  'dcim.interface': { key: 'dcim.device', field: 'device' },
  'virtualization.vminterface': { key: 'virtualization.virtualmachine', field: 'virtual_machine' },
} as const;

/** The device or VM that an assigned interface belongs to, or null. */
async function parentOf(ctx: WriteContext, type: unknown, id: unknown): Promise<{ key: 'dcim.device' | 'virtualization.virtualmachine'; id: number } | null> {
  if (!type || id === null || id === undefined || !Object.hasOwn(PARENTS, String(type))) return null;
  const interfaceType = String(type) as keyof typeof PARENTS;
  const owner = PARENTS[interfaceType];
  const row = await getObject(ctx, interfaceType, Number(id));
  if (!row) return null;
  return { key: owner.key, id: interfaceType === 'dcim.interface' ? (row as Stored<'dcim.interface'>).device : (row as Stored<'virtualization.vminterface'>).virtual_machine };
}

/** An IP that is the primary or OOB IP of its parent may not move to another parent. */
async function primaryReassignment(ctx: WriteContext, values: Values<'ipam.ipaddress'>, existing: Stored<'ipam.ipaddress'>): Promise<string | null> {
  const original = await parentOf(ctx, existing.assigned_object_type, existing.assigned_object_id);
  if (!original) return null;
  const current = await parentOf(ctx, values.assigned_object_type, values.assigned_object_id);
  if (current && current.key === original.key && current.id === original.id) return null;
  const parent = await getObject(ctx, original.key, original.id);
  if (!parent) return null;
  const primary = existing.family === 6 ? parent.primary_ip6 : parent.primary_ip4;
  if (primary === existing.id) return 'Cannot reassign IP address while it is designated as the primary IP for the parent object';
  if ('oob_ip' in parent && parent.oob_ip === existing.id) return 'Cannot reassign IP address while it is designated as the OOB IP for the parent object';
  return null;
}
