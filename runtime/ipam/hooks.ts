// IPAM model rules (NetBox's clean() of aggregates, prefixes, IP ranges, IP addresses, VLAN groups,
// VLANs and ASN ranges), and the prefix hierarchy (_depth, children) kept up to date on every write.
import type { Row } from '../db/values.js';
import { fromDb } from '../db/values.js';
import type { FieldErrors } from '../http/errors.js';
import { defineHooks } from '../hooks/index.js';
import { column, displayOf, field, idOf } from '../hooks/lookups.js';
import { displayMap } from '../serialize/serializer.js';
import type { ModelMeta } from '../types.js';
import type { WriteContext } from '../write/save.js';
import { addressKey, parseNetwork, rangeEnd, rangeStart, sortKey, type IpNetwork } from './address.js';
import { refreshHierarchy } from './hierarchy.js';
import { LOCKS, lock } from './locks.js';

/** Roles whose addresses may be shared (anycast and redundancy protocols). */
const NON_UNIQUE_ROLES = new Set(['anycast', 'vip', 'vrrp', 'hsrp', 'glbp', 'carp']);

const ipColumns = (model: ModelMeta, name: string) => field(model, name).ipColumns!;

/** `a = b` that is true for two NULLs as well, on both databases. */
export const sameOrBothNull = 'IS NOT DISTINCT FROM';

/** Whether duplicates are refused in this VRF (or in the global table). */
export async function enforcesUnique(ctx: WriteContext, vrfId: number | null): Promise<boolean> {
  if (vrfId === null) return ctx.config.ENFORCE_GLOBAL_UNIQUE;
  const vrf = ctx.index.model('ipam.vrf');
  const row = (await ctx.q(vrf.table).select(column(vrf, 'enforce_unique')).where('id', vrfId).first()) as Row | undefined;
  return Boolean(row?.[column(vrf, 'enforce_unique')]);
}

/** "VRF <display>" or "global table", as NetBox names the space a duplicate was found in. */
export async function tableName(ctx: WriteContext, vrfId: number | null): Promise<string> {
  if (vrfId === null) return 'global table';
  return `VRF ${await displayOf(ctx, 'ipam.vrf', vrfId)}`;
}

const parsed = (value: unknown): IpNetwork | null => (typeof value === 'string' ? parseNetwork(value) : null);

defineHooks('ipam_aggregate', {
  async clean(ctx, model, values, existing): Promise<FieldErrors | void> {
    const ip = parsed(values.get('prefix'));
    if (!ip) return;
    if (ip.length === 0) return { prefix: ['Cannot create aggregate with /0 mask.'] };
    values.set('family', ip.family);
    const { start, end } = ipColumns(model, 'prefix');
    const others = () => {
      const query = ctx.q(model.table).select(column(model, 'prefix'));
      if (existing) query.whereNot('id', Number(existing.id));
      return query;
    };
    const covering = (await others().where(start, '<=', rangeStart(ip)).where(end, '>=', rangeEnd(ip)).orderBy(ipColumns(model, 'prefix').key).first()) as Row | undefined;
    if (covering) {
      return { prefix: [`Aggregates cannot overlap. ${ip.text} is already covered by an existing aggregate (${String(covering[column(model, 'prefix')])}).`] };
    }
    const covered = (await others().where(start, '>=', rangeStart(ip)).where(end, '<=', rangeEnd(ip)).orderBy(ipColumns(model, 'prefix').key).first()) as Row | undefined;
    if (covered) {
      return { prefix: [`Prefixes cannot overlap aggregates. ${ip.text} covers an existing aggregate (${String(covered[column(model, 'prefix')])}).`] };
    }
  },
});

defineHooks('ipam_prefix', {
  async clean(ctx, model, values, existing): Promise<FieldErrors | void> {
    // Checked and written under the allocation lock, so that a duplicate cannot slip in between.
    await lock(ctx, LOCKS.prefixes);
    const ip = parsed(values.get('prefix'));
    if (!ip) return;
    if (ip.length === 0) return { prefix: ['Cannot create prefix with /0 mask.'] };
    values.set('family', ip.family);
    const vrfId = idOf(values.get('vrf'));
    if (await enforcesUnique(ctx, vrfId)) {
      const query = ctx.q(model.table).select(column(model, 'prefix'))
        .whereRaw(`?? ${sameOrBothNull} ?`, [column(model, 'vrf'), vrfId])
        .where(ipColumns(model, 'prefix').key, sortKey(ip));
      if (existing) query.whereNot('id', Number(existing.id));
      const duplicate = (await query.first()) as Row | undefined;
      if (duplicate) return { prefix: [`Duplicate prefix found in ${await tableName(ctx, vrfId)}: ${String(duplicate[column(model, 'prefix')])}`] };
    }
  },
  async afterSave(ctx, model, id, before) {
    const row = (await ctx.q(model.table).select('*').where('id', id).first()) as Row;
    await refreshHierarchy(ctx, model, row);
    const prefix = column(model, 'prefix');
    const vrf = column(model, 'vrf');
    if (before && (before[prefix] !== row[prefix] || idOf(before[vrf]) !== idOf(row[vrf]))) await refreshHierarchy(ctx, model, before);
  },
  async afterDelete(ctx, model, rows) {
    for (const row of rows) await refreshHierarchy(ctx, model, row);
  },
});

defineHooks('ipam_ip_range', {
  async clean(ctx, model, values, existing): Promise<FieldErrors | void> {
    const start = parsed(values.get('start_address'));
    const end = parsed(values.get('end_address'));
    if (!start || !end) return;
    if (start.family !== end.family) return { end_address: ['Starting and ending IP address versions must match'] };
    if (start.length !== end.length) return { end_address: ['Starting and ending IP address masks must match'] };
    if (end.address < start.address) {
      return { end_address: [`Ending address must be greater than or equal to the starting address (${start.text})`] };
    }
    const size = end.address - start.address + 1n;
    if (size > 2n ** 32n - 1n) return { __all__: [`Defined range exceeds maximum supported size (${2 ** 32 - 1})`] };
    values.set('family', start.family);
    values.set('size', Number(size));
    const vrfId = idOf(values.get('vrf'));
    const s = ipColumns(model, 'start_address').start;
    const e = ipColumns(model, 'end_address').start;
    const lo = addressKey(start.family, start.address);
    const hi = addressKey(end.family, end.address);
    const query = ctx.q(model.table).select('*').whereRaw(`?? ${sameOrBothNull} ?`, [column(model, 'vrf'), vrfId])
      .where((q) => q.where((a) => a.where(s, '>=', lo).where(s, '<=', hi))
        .orWhere((b) => b.where(e, '>=', lo).where(e, '<=', hi))
        .orWhere((c) => c.where(s, '<=', lo).where(e, '>=', hi)));
    if (existing) query.whereNot('id', Number(existing.id));
    const overlap = (await query.first()) as Row | undefined;
    if (overlap) {
      const name = (await displayMap({ ...ctx, baseUrl: '' }, model, [overlap])).get(Number(overlap.id));
      return { __all__: [`Defined addresses overlap with range ${name} in VRF ${await displayOf(ctx, 'ipam.vrf', vrfId)}`] };
    }
  },
});

defineHooks('ipam_ip_address', {
  async clean(ctx, model, values, existing): Promise<FieldErrors | void> {
    // Checked and written under the allocation lock, as NetBox does for every IP address write.
    await lock(ctx, LOCKS.ips);
    const ip = parsed(values.get('address'));
    const errors: FieldErrors = {};
    if (ip) {
      if (ip.length === 0) return { address: ['Cannot create IP address with /0 mask.'] };
      values.set('family', ip.family);
      const assigned = values.get('assigned_object_type');
      if (assigned) {
        const exempt = ip.family === 4 ? ip.length >= 31 : ip.length >= 127;
        const host = ip.text.split('/')[0];
        if (ip.address === ip.network && !exempt) return { __all__: [`${host} is a network ID, which may not be assigned to an interface.`] };
        if (ip.family === 4 && ip.address === ip.broadcast && !exempt) return { __all__: [`${host} is a broadcast address, which may not be assigned to an interface.`] };
      }
      const vrfId = idOf(values.get('vrf'));
      if (await enforcesUnique(ctx, vrfId)) {
        const query = ctx.q(model.table).select('*').whereRaw(`?? ${sameOrBothNull} ?`, [column(model, 'vrf'), vrfId])
          .where(ipColumns(model, 'address').start, addressKey(ip.family, ip.address)).orderBy('id');
        if (existing) query.whereNot('id', Number(existing.id));
        const duplicates = (await query) as Row[];
        const role = values.get('role') as string | null;
        const shared = (r: unknown) => typeof r === 'string' && NON_UNIQUE_ROLES.has(r);
        if (duplicates.length && (!shared(role) || duplicates.some((d) => !shared(d[column(model, 'role')])))) {
          return { address: [`Duplicate IP address found in ${await tableName(ctx, vrfId)}: ${String(duplicates[0]![column(model, 'address')])}`] };
        }
      }
      if (!existing) {
        const range = ctx.index.model('ipam.iprange');
        const host = addressKey(ip.family, ip.address);
        const populated = (await ctx.q(range.table).select('*')
          .whereRaw(`?? ${sameOrBothNull} ?`, [column(range, 'vrf'), vrfId])
          .where(column(range, 'mark_populated'), true)
          .where(ipColumns(range, 'start_address').start, '<=', host)
          .where(ipColumns(range, 'end_address').start, '>=', host)
          .first()) as Row | undefined;
        if (populated) {
          const name = (await displayMap({ ...ctx, baseUrl: '' }, range, [populated])).get(Number(populated.id));
          return { address: [`Cannot create IP address ${ip.text} inside range ${name}.`] };
        }
      }
    }
    const dns = values.get('dns_name');
    if (typeof dns === 'string') values.set('dns_name', dns.toLowerCase());
    if (values.get('status') === 'slaac' && ip?.family !== 6) errors.status = ['Only IPv6 addresses can be assigned SLAAC status'];
    if (existing && !Object.keys(errors).length) {
      const problem = await primaryReassignment(ctx, model, values, existing);
      if (problem) errors.__all__ = [problem];
    }
    return errors;
  },
});

/** The device or VM that an assigned interface belongs to: "app.model:id", or null. */
async function parentOf(ctx: WriteContext, type: unknown, id: unknown): Promise<{ key: string; id: number } | null> {
  if (!type || id === null || id === undefined) return null;
  const owner = { 'dcim.interface': ['dcim.device', 'device'], 'virtualization.vminterface': ['virtualization.virtualmachine', 'virtual_machine'] }[String(type)];
  if (!owner) return null;
  const model = ctx.index.model(String(type));
  const row = (await ctx.q(model.table).select(column(model, owner[1]!)).where('id', Number(id)).first()) as Row | undefined;
  return row ? { key: owner[0]!, id: Number(row[column(model, owner[1]!)]) } : null;
}

/** An IP that is the primary or OOB IP of its parent may not move to another parent. */
async function primaryReassignment(ctx: WriteContext, model: ModelMeta, values: Map<string, unknown>, existing: Row): Promise<string | null> {
  const original = await parentOf(ctx, existing.assigned_object_type, existing.assigned_object_id);
  if (!original) return null;
  const current = await parentOf(ctx, values.get('assigned_object_type'), values.get('assigned_object_id'));
  if (current && current.key === original.key && current.id === original.id) return null;
  const parent = ctx.index.model(original.key);
  const row = (await ctx.q(parent.table).select('*').where('id', original.id).first()) as Row | undefined;
  if (!row) return null;
  const id = Number(existing.id);
  const family = fromDb(field(model, 'family'), existing[column(model, 'family')]);
  const primary = family === 6 ? 'primary_ip6' : 'primary_ip4';
  if (parent.fields.some((f) => f.name === primary) && idOf(row[column(parent, primary)]) === id) {
    return 'Cannot reassign IP address while it is designated as the primary IP for the parent object';
  }
  if (parent.fields.some((f) => f.name === 'oob_ip') && idOf(row[column(parent, 'oob_ip')]) === id) {
    return 'Cannot reassign IP address while it is designated as the OOB IP for the parent object';
  }
  return null;
}

const VID_MIN = 1;
const VID_MAX = 4094;

/** The group's VID ranges as inclusive [low, high] pairs. */
export function vidRanges(value: unknown): [number, number][] {
  return Array.isArray(value) ? (value as [number, number][]) : [[VID_MIN, VID_MAX]];
}

export function rangesText(ranges: readonly [number, number][]): string {
  return ranges.map(([lo, hi]) => (lo === hi ? String(lo) : `${lo}-${hi}`)).join(',');
}

defineHooks('ipam_vlan_group', {
  async clean(_ctx, _model, values): Promise<FieldErrors | void> {
    const raw = values.get('vid_ranges');
    const list = raw === null || raw === undefined ? [[VID_MIN, VID_MAX]] : raw;
    if (!Array.isArray(list) || !list.every((r) => Array.isArray(r) && r.length === 2 && r.every((n) => Number.isInteger(n)))) {
      return { vid_ranges: ['Enter a list of VLAN ID ranges, each a pair of integers: [[1, 4094]].'] };
    }
    const ranges = (list as [number, number][]).map(([lo, hi]) => [lo, hi] as [number, number]);
    for (const [lo, hi] of ranges) {
      if (lo < VID_MIN) return { vid_ranges: [`Starting VLAN ID in range (${lo}) cannot be less than ${VID_MIN}`] };
      if (hi > VID_MAX) return { vid_ranges: [`Ending VLAN ID in range (${hi}) cannot exceed ${VID_MAX}`] };
      if (lo > hi) return { vid_ranges: [`Ending VLAN ID in range must be greater than or equal to the starting VLAN ID (${lo}-${hi})`] };
    }
    const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
    if (sorted.some((r, i) => i > 0 && sorted[i - 1]![1] >= r[0])) return { vid_ranges: ['Ranges cannot overlap.'] };
    values.set('vid_ranges', sorted);
    values.set('total_vlan_ids', sorted.reduce((sum, [lo, hi]) => sum + hi - lo + 1, 0));
  },
});

defineHooks('ipam_vlan', {
  async clean(ctx, _model, values): Promise<FieldErrors | void> {
    const groupId = idOf(values.get('group'));
    const siteId = idOf(values.get('site'));
    if (groupId !== null) {
      const groups = ctx.index.model('ipam.vlangroup');
      const group = (await ctx.q(groups.table).select('*').where('id', groupId).first()) as Row;
      const groupName = await displayOf(ctx, 'ipam.vlangroup', groupId);
      if (siteId !== null && group.scope_type === 'dcim.site' && idOf(group.scope_id) !== siteId) {
        return { __all__: [`VLAN is assigned to group ${groupName} (scope: ${await displayOf(ctx, 'dcim.site', idOf(group.scope_id))}); cannot also assign to site ${await displayOf(ctx, 'dcim.site', siteId)}.`] };
      }
      const ranges = vidRanges(fromDb(field(groups, 'vid_ranges'), group[column(groups, 'vid_ranges')]));
      const vid = Number(values.get('vid'));
      if (!ranges.some(([lo, hi]) => vid >= lo && vid <= hi)) {
        return { vid: [`VID must be in ranges ${rangesText(ranges)} for VLANs in group ${groupName}`] };
      }
    }
    const role = values.get('qinq_role');
    if (values.get('qinq_svlan') !== null && values.get('qinq_svlan') !== undefined && role !== 'cvlan') {
      return { qinq_svlan: ['Only Q-in-Q customer VLANs maybe assigned to a service VLAN.'] };
    }
    if (role === 'cvlan' && (values.get('qinq_svlan') === null || values.get('qinq_svlan') === undefined)) {
      return { qinq_role: ['A Q-in-Q customer VLAN must be assigned to a service VLAN.'] };
    }
  },
});

defineHooks('ipam_asn_range', {
  async clean(_ctx, _model, values): Promise<FieldErrors | void> {
    const start = Number(values.get('start'));
    const end = Number(values.get('end'));
    if (end <= start) return { __all__: [`Starting ASN (${start}) must be lower than ending ASN (${end}).`] };
  },
});
