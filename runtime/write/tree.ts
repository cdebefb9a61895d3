// Tree models (regions, site groups, locations, tenant groups, ...): `_depth` and the hidden
// `_tree_key` (ancestor names joined, so that ORDER BY _tree_key lists the tree depth-first with
// siblings by name, like MPTT's tree order) stay correct when a node moves or is renamed.
import type { Queryable } from '../db/query.js';
import type { FieldErrors } from '../http/errors.js';
import type { ModelMeta } from '../../contract/index.js';
import { chunked } from '../db/chunks.js';
import { rawRows } from '../db/query.js';

const SEPARATOR = '\u0001';

export interface TreePosition {
  readonly _depth: number;
  readonly _tree_key: string;
}

export async function treePosition(q: Queryable, model: ModelMeta, parentId: number | null, name: string): Promise<TreePosition> {
  if (parentId === null) return { _depth: 0, _tree_key: `${name}${SEPARATOR}` };
  const parent = (await q(model.table).select('_depth', '_tree_key').where('id', parentId).first()) as { _depth: unknown; _tree_key: unknown };
  return { _depth: Number(parent._depth) + 1, _tree_key: `${String(parent._tree_key)}${name}${SEPARATOR}` };
}

/** Ids of the node and all its descendants. */
export async function subtreeIds(q: Queryable, model: ModelMeta, rootId: number): Promise<number[]> {
  const rows = rawRows(await q.raw(
    `WITH RECURSIVE subtree(id) AS (SELECT id FROM ?? WHERE id = ? UNION ALL SELECT child.id FROM ?? AS child JOIN subtree ON child.parent_id = subtree.id) SELECT id FROM subtree`,
    [model.table, rootId, model.table],
  ));
  return rows.map((r) => Number(r.id));
}

/** A node may not become its own ancestor. */
export async function parentErrors(q: Queryable, model: ModelMeta, selfId: number, parentId: number | null): Promise<FieldErrors> {
  if (parentId === null) return {};
  const forbidden = await subtreeIds(q, model, selfId);
  return forbidden.includes(parentId) ? { parent: [`Cannot assign self or child ${model.verboseName} as parent.`] } : {};
}

/** Recomputes depth and key of every descendant of `rootId` (whose own row is already updated). */
export async function refreshDescendants(q: Queryable, model: ModelMeta, rootId: number): Promise<void> {
  const ids = await subtreeIds(q, model, rootId);
  if (ids.length <= 1) return;
  // A subtree may hold more nodes than one statement may bind (SQLite: 32,766).
  const rows: Record<string, unknown>[] = [];
  for (const chunk of chunked(ids)) rows.push(...((await q(model.table).select('id', 'parent_id', 'name', '_depth', '_tree_key').whereIn('id', chunk)) as Record<string, unknown>[]));
  const byParent = new Map<number, Record<string, unknown>[]>();
  for (const row of rows) {
    const parent = Number(row.parent_id);
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const root = rows.find((r) => Number(r.id) === rootId)!;
  const queue: [Record<string, unknown>, number, string][] = [[root, Number(root._depth), String(root._tree_key)]];
  while (queue.length) {
    const [node, depth, key] = queue.shift()!;
    for (const child of byParent.get(Number(node.id)) ?? []) {
      const childKey = `${key}${String(child.name)}${SEPARATOR}`;
      await q(model.table).where('id', child.id as number).update({ _depth: depth + 1, _tree_key: childKey });
      queue.push([child, depth + 1, childKey]);
    }
  }
}
