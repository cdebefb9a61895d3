// Counts of related objects (site.device_count, region.site_count, ...): one grouped query per
// computed field for a whole page. Cumulative counts on tree models include the descendants.
import { rawRows } from '../db/query.js';
import type { Row } from '../db/values.js';
import type { ComputedMeta, ModelMeta } from '../types.js';
import type { SerializeContext } from './serializer.js';

type CountMeta = Extract<ComputedMeta, { kind: 'count' }>;

export async function countRelated(ctx: SerializeContext, model: ModelMeta, computed: CountMeta, ids: readonly number[]): Promise<Map<number, number>> {
  const counted = ctx.index.model(computed.model);
  const via = counted.fields.find((f) => f.name === computed.via)!.column!;
  const list = ctx.dialect === 'postgres' ? '?::bigint[]' : null;
  const idsSql = list ? `SELECT unnest(${list})` : 'SELECT value FROM json_each(?)';
  const idsParam = ctx.dialect === 'postgres' ? [...ids] : JSON.stringify(ids);
  let rows: Row[];
  if (computed.cumulative) {
    // Every node of each subtree, tagged with the subtree's root, then joined to the counted rows.
    const sql = `
      WITH RECURSIVE subtree(root, node) AS (
        SELECT id, id FROM ?? WHERE id IN (${idsSql})
        UNION ALL
        SELECT subtree.root, child.id FROM ?? AS child JOIN subtree ON child.parent_id = subtree.node
      )
      SELECT subtree.root AS owner, COUNT(counted.id) AS n
      FROM subtree JOIN ?? AS counted ON counted.?? = subtree.node
      GROUP BY subtree.root`;
    rows = rawRows(await ctx.q.raw(sql, [model.table, idsParam, model.table, counted.table, via]));
  } else {
    const sql = `SELECT ?? AS owner, COUNT(*) AS n FROM ?? WHERE ?? IN (${idsSql}) GROUP BY ??`;
    rows = rawRows(await ctx.q.raw(sql, [via, counted.table, via, idsParam, via]));
  }
  return new Map(rows.map((r) => [Number(r.owner), Number(r.n)]));
}

