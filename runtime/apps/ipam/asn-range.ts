// ASN range rule (start below end), its ASN count and its free ASNs as an endpoint.
import { column, query } from '../kit/data.js';
import { defineModel } from '../kit/define.js';
import { availableAsns } from './available.js';

export const asnRange = defineModel('ipam.asnrange', {
  async clean(_ctx, values) {
    const { start, end } = values;
    if (end <= start) return { __all__: [`Starting ASN (${start}) must be lower than ending ASN (${end}).`] };
  },
  computed: {
    /** The ASNs between the range's start and end (one query for the whole page). */
    async asn_count(ctx, ranges) {
      if (!ranges.length) return new Map();
      const asn = column(ctx, 'ipam.asn', 'asn');
      const low = Math.min(...ranges.map((r) => r.start));
      const high = Math.max(...ranges.map((r) => r.end));
      const values = ((await query(ctx, 'ipam.asn').select({ asn }).whereBetween(asn, [low, high])) as { asn: unknown }[]).map((r) => Number(r.asn));
      return new Map(ranges.map((range) => [range.id, values.filter((v) => v >= range.start && v <= range.end).length]));
    },
  },
  endpoints: {
    'available-asns': availableAsns,
  },
});
