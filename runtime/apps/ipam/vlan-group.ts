// VLAN group rules (NetBox's VLANGroup.clean()): VID ranges are [low, high] pairs within 1..4094
// that do not overlap, kept sorted, with their total; the group's utilization; its free VIDs as an
// endpoint; and the groups whose ranges contain a VID.
import { whereIdIn } from '../../db/query.js';
import { orEach } from '../../query/any-of.js';
import { wholeNumbers } from '../../query/chosen.js';
import { column, query } from '../kit/data.js';
import { defineModel } from '../kit/define.js';
import { availableVlans } from './available.js';
import { VID_MAX, VID_MIN } from './vids.js';

export const vlanGroup = defineModel('ipam.vlangroup', {
  async clean(_ctx, values) {
    const raw = values.vid_ranges;
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
    values.vid_ranges = sorted;
    values.total_vlan_ids = sorted.reduce((sum, [lo, hi]) => sum + hi - lo + 1, 0);
  },
  computed: {
    /** VLANs in the group per VID available, a percentage with two decimals. */
    async utilization(ctx, groups) {
      const group = column(ctx, 'ipam.vlan', 'group');
      const counts = (await whereIdIn(query(ctx, 'ipam.vlan').select({ owner: group }).count({ n: '*' }).groupBy(group),
        group, groups.map((g) => g.id), ctx.dialect)) as { owner: unknown; n: unknown }[];
      const byGroup = new Map(counts.map((r) => [Number(r.owner), Number(r.n)]));
      return new Map(groups.map((g) => [g.id, g.total_vlan_ids ? ((byGroup.get(g.id) ?? 0) * 100 / g.total_vlan_ids).toFixed(2) : null]));
    },
  },
  filters: {
    /** contains_vid: groups whose VLAN ID ranges ([[low, high], ...], inclusive) hold the number. */
    async contains_vid(ctx, values, fail) {
      if (!wholeNumbers(values, fail)) return null;
      const ranges = column(ctx, 'ipam.vlangroup', 'vid_ranges');
      const sql = ctx.dialect === 'postgres'
        ? 'EXISTS (SELECT 1 FROM jsonb_array_elements(??) AS r WHERE (r->>0)::int <= ? AND (r->>1)::int >= ?)'
        : "EXISTS (SELECT 1 FROM json_each(??) AS r WHERE json_extract(r.value, '$[0]') <= ? AND json_extract(r.value, '$[1]') >= ?)";
      return (qb) => qb.where((inner) => orEach(inner, values, (group, v) => group.orWhereRaw(sql, [ranges, Number(v), Number(v)])));
    },
  },
  endpoints: {
    'available-vlans': availableVlans,
  },
});
