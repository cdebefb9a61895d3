// Prefix rules (NetBox's Prefix.clean() and the hierarchy it keeps): no /0, no duplicate in a
// space that enforces uniqueness (checked under the allocation lock), the family set from the
// prefix; the prefixes around an added, moved or deleted prefix get their depth and children
// recomputed. Also its special endpoints and the VRF filter.
import { sortKey } from '../../lib/ip.js';
import { column, ipColumns, query } from '../kit/data.js';
import { defineModel } from '../kit/define.js';
import { availableIps, availablePrefixes } from './available.js';
import { refreshHierarchy } from './hierarchy.js';
import { LOCKS, lock } from './locks.js';
import { enforcesUnique, parsed, sameOrBothNull, tableName } from './space.js';
import { presentInVrf } from './vrf-filters.js';

export const prefix = defineModel('ipam.prefix', {
  async clean(ctx, values, existing) {
    // Checked and written under the allocation lock, so that a duplicate cannot slip in between.
    await lock(ctx, LOCKS.prefixes);
    const ip = parsed(values.prefix);
    if (!ip) return;
    if (ip.length === 0) return { prefix: ['Cannot create prefix with /0 mask.'] };
    values.family = ip.family;
    const vrfId = values.vrf ?? null;
    if (await enforcesUnique(ctx, vrfId)) {
      const duplicates = query(ctx, 'ipam.prefix').select({ prefix: column(ctx, 'ipam.prefix', 'prefix') })
        .whereRaw(`?? ${sameOrBothNull} ?`, [column(ctx, 'ipam.prefix', 'vrf'), vrfId])
        .where(ipColumns(ctx, 'ipam.prefix', 'prefix').key, sortKey(ip));
      if (existing) duplicates.whereNot('id', existing.id);
      const duplicate = (await duplicates.first()) as { prefix: string } | undefined;
      if (duplicate) return { prefix: [`Duplicate prefix found in ${await tableName(ctx, vrfId)}: ${duplicate.prefix}`] };
    }
  },
  async afterSave(ctx, saved, before) {
    await refreshHierarchy(ctx, saved);
    if (before && (before.prefix !== saved.prefix || before.vrf !== saved.vrf)) await refreshHierarchy(ctx, before);
  },
  async afterDelete(ctx, deleted) {
    for (const object of deleted) await refreshHierarchy(ctx, object);
  },
  filters: {
    present_in_vrf_id: presentInVrf('ipam.prefix'),
    present_in_vrf: presentInVrf('ipam.prefix'),
  },
  endpoints: {
    'available-prefixes': availablePrefixes,
    'available-ips': availableIps,
  },
});
