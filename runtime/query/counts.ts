// Counts of related objects (site.device_count, region.site_count, site.prefix_count, ...): one
// grouped select per computed field for a whole page, a page's plain counts in one statement. The
// counted model points here through a foreign key, a many-to-many field or a generic relation;
// cumulative counts on tree models include the descendants.
import type { ComputedMeta, ModelMeta } from '../../contract/index.js';
import type { DisplayContext } from '../context.js';
import { idListSql, quoted, readRows } from '../db/query.js';
import { columnOf, requireField, type ModelIndex } from '../registry.js';

export type CountMeta = Extract<ComputedMeta, { kind: 'count' }>;

interface Source {
  /** FROM clause of the counted rows (with their table aliased as "counted"). */
  readonly from: string;
  /** Column (qualified) holding the id of the object the row points at. */
  readonly owner: string;
  readonly conditions: string[];
  readonly bindings: (string | number | boolean)[];
}

/**
 * Every count of a page in one statement: the plain counts as one UNION ALL of grouped selects
 * tagged with their place in `computeds` (on PostgreSQL each statement is a round trip and ~0.3
 * ms of a core: a site's detail counted six relations in six), each cumulative count (a
 * recursive walk of the tree) in one of its own.
 */
export async function countAllRelated(ctx: DisplayContext, model: ModelMeta, computeds: readonly CountMeta[], ids: readonly number[]): Promise<Map<string, Map<number, number>>> {
  const found = new Map<string, Map<number, number>>(computeds.map((computed) => [computed.name, new Map()]));
  if (!ids.length) return found;
  const list = idListSql(ids, ctx.dialect);
  const selects: string[] = [];
  const bindings: unknown[] = [];
  for (const [place, computed] of computeds.entries()) {
    if (computed.cumulative) {
      found.set(computed.name, await cumulativeCount(ctx, model, computed, list));
      continue;
    }
    const source = countedSource(ctx.index, model, computed);
    const where = source.conditions.length ? ` AND ${source.conditions.join(' AND ')}` : '';
    selects.push(`SELECT ${place} AS counted_field, ${source.owner} AS owner, COUNT(*) AS n FROM ${source.from} WHERE ${source.owner} IN ${list.sql}${where} GROUP BY ${source.owner}`);
    bindings.push(...list.bindings, ...source.bindings);
  }
  if (!selects.length) return found;
  for (const row of await readRows(ctx.q, selects.join('\nUNION ALL\n'), bindings)) {
    found.get(computeds[Number(row.counted_field)]!.name)!.set(Number(row.owner), Number(row.n));
  }
  return found;
}

/** A tree model's count including the descendants': every node of each subtree, tagged with the subtree's root, joined to the counted rows. */
async function cumulativeCount(ctx: DisplayContext, model: ModelMeta, computed: CountMeta, list: ReturnType<typeof idListSql>): Promise<Map<number, number>> {
  const source = countedSource(ctx.index, model, computed);
  const where = source.conditions.length ? ` WHERE ${source.conditions.join(' AND ')}` : '';
  const sql = `
    WITH RECURSIVE subtree(root, node) AS (
      SELECT id, id FROM ${quoted(model.table)} WHERE id IN ${list.sql}
      UNION ALL
      SELECT subtree.root, child.id FROM ${quoted(model.table)} AS child JOIN subtree ON child.parent_id = subtree.node
    )
    SELECT subtree.root AS owner, COUNT(DISTINCT counted.id) AS n
    FROM ${source.from} JOIN subtree ON ${source.owner} = subtree.node${where}
    GROUP BY subtree.root`;
  const rows = await readRows(ctx.q, sql, [...list.bindings, ...source.bindings]);
  return new Map(rows.map((r) => [Number(r.owner), Number(r.n)]));
}

function countedSource(index: ModelIndex, model: ModelMeta, computed: CountMeta): Source {
  const counted = index.model(computed.model);
  const via = requireField(counted, computed.via);
  const quote = quoted;
  const conditions: string[] = [];
  const bindings: (string | number | boolean)[] = [];
  let from = `${quote(counted.table)} AS counted`;
  let owner: string;
  if (via.type === 'generic') {
    owner = `counted.${quote(via.parts!.id)}`;
    // Model keys are generated identifiers ([a-z0-9.]), safe to inline.
    conditions.push(`counted.${quote(via.parts!.type)} = '${model.key}'`);
  } else if (via.type === 'm2m') {
    const through = via.through!;
    from = `${quote(counted.table)} AS counted JOIN ${quote(through.table)} AS link ON link.${quote(through.source)} = counted.id`;
    owner = `link.${quote(through.target)}`;
  } else {
    owner = `counted.${quote(via.column!)}`;
  }
  for (const [name, value] of Object.entries(computed.filter ?? {})) {
    const column = columnOf(counted, name);
    if (value === null) conditions.push(`counted.${quote(column)} IS NULL`);
    else {
      conditions.push(`counted.${quote(column)} = ?`);
      bindings.push(value);
    }
  }
  return { from, owner, conditions, bindings };
}

/**
 * The count as a correlated sub-query on `model`'s table, for ORDER BY (null for cumulative
 * counts, which need the whole subtree).
 */
export function countExpression(index: ModelIndex, model: ModelMeta, computed: CountMeta): { sql: string; bindings: (string | number | boolean)[] } | null {
  if (computed.cumulative) return null;
  const source = countedSource(index, model, computed);
  const conditions = [`${source.owner} = "${model.table}".id`, ...source.conditions];
  return { sql: `(SELECT COUNT(*) FROM ${source.from} WHERE ${conditions.join(' AND ')})`, bindings: source.bindings };
}
