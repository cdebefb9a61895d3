// IP range rules (NetBox's IPRange.clean()): matching families and masks, start before end, at
// most 2^32-1 addresses, no overlap with another range of the VRF; family and size maintained.
// Its display is the compact "192.0.2.10-20/24"; its addresses are an endpoint.
import { displayMap } from '../../display/display.js';
import { addressKey, parseNetwork, rangeEnd, rangeStart } from '../../lib/ip.js';
import { orEach } from '../../query/any-of.js';
import { column, displayOf, ipColumns, query } from '../kit/data.js';
import { defineModel } from '../kit/define.js';
import { availableIps } from './available.js';
import { parsed, sameOrBothNull } from './space.js';

export const ipRange = defineModel('ipam.iprange', {
  async clean(ctx, values, existing) {
    const start = parsed(values.start_address);
    const end = parsed(values.end_address);
    if (!start || !end) return;
    if (start.family !== end.family) return { end_address: ['Starting and ending IP address versions must match'] };
    if (start.length !== end.length) return { end_address: ['Starting and ending IP address masks must match'] };
    if (end.address < start.address) {
      return { end_address: [`Ending address must be greater than or equal to the starting address (${start.text})`] };
    }
    const size = end.address - start.address + 1n;
    if (size > 2n ** 32n - 1n) return { __all__: [`Defined range exceeds maximum supported size (${2 ** 32 - 1})`] };
    values.family = start.family;
    values.size = Number(size);
    const vrfId = values.vrf ?? null;
    const s = ipColumns(ctx, 'ipam.iprange', 'start_address').start;
    const e = ipColumns(ctx, 'ipam.iprange', 'end_address').start;
    const lo = addressKey(start.family, start.address);
    const hi = addressKey(end.family, end.address);
    const overlapping = query(ctx, 'ipam.iprange').select('*').whereRaw(`?? ${sameOrBothNull} ?`, [column(ctx, 'ipam.iprange', 'vrf'), vrfId])
      .where((q) => q.where((a) => a.where(s, '>=', lo).where(s, '<=', hi))
        .orWhere((b) => b.where(e, '>=', lo).where(e, '<=', hi))
        .orWhere((c) => c.where(s, '<=', lo).where(e, '>=', hi)));
    if (existing) overlapping.whereNot('id', existing.id);
    const overlap = (await overlapping.first()) as Record<string, unknown> | undefined;
    if (overlap) {
      const name = (await displayMap(ctx, ctx.index.model('ipam.iprange'), [overlap])).get(Number(overlap.id));
      return { __all__: [`Defined addresses overlap with range ${name} in VRF ${await displayOf(ctx, 'ipam.vrf', vrfId)}`] };
    }
  },
  /** "192.0.2.10-20/24": the leading groups both addresses share, once (IPRange.name). */
  display(object) {
    const start = parseNetwork(object.start_address);
    const end = parseNetwork(object.end_address);
    if (!start || !end) return '';
    const separator = start.family === 6 ? ':' : '.';
    if (start.address === end.address) return `${start.text.split('/')[0]}-${end.text.split('/')[0]}/${start.length}`;
    const a = start.text.split('/')[0]!.split(separator);
    const b = end.text.split('/')[0]!.split(separator);
    let shared = 0;
    while (shared < Math.min(a.length, b.length) - 1 && a[shared] === b[shared]) shared++;
    const base = a.slice(0, shared).join(separator);
    return `${base}${shared ? separator : ''}${a.slice(shared).join(separator)}-${b.slice(shared).join(separator)}/${start.length}`;
  },
  filters: {
    /** contains: ranges whose start and end enclose the address or prefix. */
    async contains(ctx, values) {
      const networks = values.map((v) => parseNetwork(v)).filter((n) => n !== null);
      if (!networks.length) return (qb) => qb.whereRaw('1 = 0');
      const start = ipColumns(ctx, 'ipam.iprange', 'start_address').start;
      const end = ipColumns(ctx, 'ipam.iprange', 'end_address').end;
      return (qb) => qb.where((inner) => orEach(inner, networks, (group, network) => group.orWhere((one) => one.where(start, '<=', rangeStart(network)).where(end, '>=', rangeEnd(network)))));
    },
  },
  endpoints: {
    'available-ips': availableIps,
  },
});
