// The prefix hierarchy NetBox keeps in two columns: `_depth` (distinct prefixes strictly containing
// this one) and `children` (prefixes strictly inside it), both within the same VRF (the global
// table counts as one VRF). After a prefix is created, changed or deleted, the prefixes around its
// old and new place (its parents and its children) are recomputed with one UPDATE.
import type { WriteContext } from '../../context.js';
import { rangeEnd, rangeStart } from '../../lib/ip.js';
import { columnOf, requireField } from '../../registry.js';
import { parsed, sameOrBothNull } from './space.js';

export async function refreshHierarchy(ctx: WriteContext, around: { readonly prefix: string; readonly vrf: number | null }): Promise<void> {
  const network = parsed(around.prefix);
  if (!network) return;
  const model = ctx.index.model('ipam.prefix');
  const prefix = requireField(model, 'prefix').ipColumns!;
  const [vrf, depth, children] = [columnOf(model, 'vrf'), columnOf(model, '_depth'), columnOf(model, 'children')];
  const start = rangeStart(network);
  const end = rangeEnd(network);
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
  await ctx.q.raw(sql, [around.vrf, start, end, start, end] as (string | number | null)[]);
}

function quote(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
