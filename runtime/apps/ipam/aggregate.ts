// Aggregate rule (NetBox's Aggregate.clean()): no /0, no overlap with another aggregate.
import { rangeEnd, rangeStart } from '../../lib/ip.js';
import { column, ipColumns, query } from '../kit/data.js';
import { defineModel } from '../kit/define.js';
import { parsed } from './space.js';

export const aggregate = defineModel('ipam.aggregate', {
  async clean(ctx, values, existing) {
    const ip = parsed(values.prefix);
    if (!ip) return;
    if (ip.length === 0) return { prefix: ['Cannot create aggregate with /0 mask.'] };
    values.family = ip.family;
    const { key, start, end } = ipColumns(ctx, 'ipam.aggregate', 'prefix');
    const others = () => {
      const builder = query(ctx, 'ipam.aggregate').select({ prefix: column(ctx, 'ipam.aggregate', 'prefix') });
      if (existing) builder.whereNot('id', existing.id);
      return builder;
    };
    const covering = (await others().where(start, '<=', rangeStart(ip)).where(end, '>=', rangeEnd(ip)).orderBy(key).first()) as { prefix: string } | undefined;
    if (covering) {
      return { prefix: [`Aggregates cannot overlap. ${ip.text} is already covered by an existing aggregate (${covering.prefix}).`] };
    }
    const covered = (await others().where(start, '>=', rangeStart(ip)).where(end, '<=', rangeEnd(ip)).orderBy(key).first()) as { prefix: string } | undefined;
    if (covered) {
      return { prefix: [`Prefixes cannot overlap aggregates. ${ip.text} covers an existing aggregate (${covered.prefix}).`] };
    }
  },
});
