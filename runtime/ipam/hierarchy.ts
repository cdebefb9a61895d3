// The prefix hierarchy NetBox keeps in two columns: `_depth` (distinct prefixes strictly containing
// this one) and `children` (prefixes strictly inside it), both within the same VRF (the global
// table counts as one VRF). After a prefix is created, changed or deleted, the prefixes around its
// old and new place (its parents and its children) are recomputed with one UPDATE each.
import type { Row } from '../db/values.js';
import type { ModelMeta } from '../types.js';
import type { WriteContext } from '../write/save.js';
import { column } from '../hooks/lookups.js';
import { sameOrBothNull } from './hooks.js';

export async function refreshHierarchy(ctx: WriteContext, model: ModelMeta, around: Row): Promise<void> {
  const prefix = model.fields.find((f) => f.name === 'prefix')!.ipColumns!;
  const vrf = column(model, 'vrf');
  const depth = column(model, '_depth');
  const children = column(model, 'children');
  const start = around[prefix.start];
  const end = around[prefix.end];
  if (start === null || start === undefined) return;
  const vrfId = around[vrf] === null || around[vrf] === undefined ? null : Number(around[vrf]);
  const t = model.table;
  // q strictly contains p: q's range covers p's and is not the same network.
  const sameVrf = `q.${quote(vrf)} ${sameOrBothNull} ${quote(t)}.${quote(vrf)}`;
  const covers = (outer: string, inner: string) =>
    `${outer}.${quote(prefix.start)} <= ${inner}.${quote(prefix.start)} AND ${outer}.${quote(prefix.end)} >= ${inner}.${quote(prefix.end)}`
    + ` AND NOT (${outer}.${quote(prefix.start)} = ${inner}.${quote(prefix.start)} AND ${outer}.${quote(prefix.end)} = ${inner}.${quote(prefix.end)})`;
  const sql = `
    UPDATE ${quote(t)} SET
      ${quote(depth)} = (SELECT COUNT(DISTINCT q.${quote(prefix.key)}) FROM ${quote(t)} AS q WHERE ${sameVrf} AND ${covers('q', quote(t))}),
      ${quote(children)} = (SELECT COUNT(*) FROM ${quote(t)} AS q WHERE ${sameVrf} AND ${covers(quote(t), 'q')})
    WHERE ${quote(vrf)} ${sameOrBothNull} ?
      AND ((${quote(prefix.start)} <= ? AND ${quote(prefix.end)} >= ?) OR (${quote(prefix.start)} >= ? AND ${quote(prefix.end)} <= ?))`;
  await ctx.q.raw(sql, [vrfId, start, end, start, end] as (string | number | null)[]);
}

function quote(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
