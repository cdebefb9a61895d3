// Cable paths kept up to date in the write's transaction (NetBox's create_cablepaths,
// rebuild_paths, CablePath.retrace/save/delete). A path is a dcim.cablepath row with its nodes
// as dcim.cablepathnode rows, so the paths through an object are one indexed lookup; a path's
// endpoint origins point back at it through their `_path`. What a change touches is only the
// paths through the objects it changed, never a scan of every path.
import type { WriteContext } from '../../../context.js';
import { whereIdIn } from '../../../db/query.js';
import { KINDS, nodeOf, refOf, type Ref } from './kinds.js';
import { INTERFACE, columnOf, isChannelOnCable, linkOf, loadObjects, objectsWhere, seatsOf, type Cabled, type Db } from './objects.js';
import { fromOrigin } from './trace.js';

const PATHS = 'dcim.cablepath';
const NODES = 'dcim.cablepathnode';

interface StoredPath {
  readonly id: number;
  readonly path: string[][];
}

function table(db: Db, key: string): string {
  return db.index.model(key).table;
}

/** The ids of the paths passing through any of `refs`. */
export async function pathsThrough(db: Db, refs: readonly Ref[]): Promise<number[]> {
  if (!refs.length) return [];
  const ids = new Set<number>();
  const byType = new Map<string, number[]>();
  for (const ref of refs) byType.set(ref.type, [...(byType.get(ref.type) ?? []), ref.id]);
  for (const [type, typeIds] of byType) {
    const rows = await whereIdIn(db.q(table(db, NODES)).distinct('cable_path_id').where('node_type', type), 'node_id', typeIds, db.dialect) as { cable_path_id: number }[];
    for (const row of rows) ids.add(Number(row.cable_path_id));
  }
  return [...ids].sort((a, b) => a - b);
}

async function readPaths(db: Db, ids: readonly number[]): Promise<StoredPath[]> {
  if (!ids.length) return [];
  const rows = await whereIdIn(db.q(table(db, PATHS)).select('id', 'path'), 'id', ids, db.dialect).orderBy('id') as { id: number; path: unknown }[];
  return rows.map((row) => ({ id: Number(row.id), path: (typeof row.path === 'string' ? JSON.parse(row.path) : row.path) as string[][] }));
}

/** Removes paths: their nodes, the `_path` of their origins, the rows. */
async function deletePaths(ctx: WriteContext, paths: readonly StoredPath[]): Promise<void> {
  if (!paths.length) return;
  const ids = paths.map((p) => p.id);
  for (const path of paths) {
    const origin = path.path[0]?.[0];
    const type = origin ? refOf(origin).type : null;
    if (type && KINDS[type]?.endpoint && ctx.index.find(type)) {
      await whereIdIn(ctx.q(table(ctx, type)).where('_path_id', path.id), 'id', path.path[0]!.map((n) => refOf(n).id), ctx.dialect).update({ _path_id: null });
    }
  }
  await whereIdIn(ctx.q(table(ctx, NODES)), 'cable_path_id', ids, ctx.dialect).delete();
  await whereIdIn(ctx.q(table(ctx, PATHS)), 'id', ids, ctx.dialect).delete();
}

/** Traces from `origins` (one cable end's endpoints) and stores the path, if there is one. */
async function createPath(ctx: WriteContext, origins: readonly Cabled[]): Promise<void> {
  const traced = await fromOrigin(ctx, origins);
  if (!traced) return;
  const [row] = await ctx.q(table(ctx, PATHS)).insert({
    path: JSON.stringify(traced.path), is_active: traced.isActive, is_complete: traced.isComplete, is_split: traced.isSplit,
  }).returning('id') as { id: number }[];
  const id = Number(row!.id);
  const nodes = unique(traced.path.flat()).map((node) => ({ cable_path_id: id, node_type: refOf(node).type, node_id: refOf(node).id }));
  for (let start = 0; start < nodes.length; start += 500) await ctx.q(table(ctx, NODES)).insert(nodes.slice(start, start + 500));
  const type = origins[0]!.type;
  if (KINDS[type]?.endpoint) await whereIdIn(ctx.q(table(ctx, type)), 'id', origins.map((o) => o.id), ctx.dialect).update({ _path_id: id });
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/**
 * Traces anew every path that starts at one of `origins` groups or passes through `through`:
 * the old paths go, each distinct set of origins (those that still exist) is traced again. Each
 * group is the origins of one cable end (NetBox's create_cablepaths groups by connector; without
 * profiles an end is one group).
 */
export async function retrace(ctx: WriteContext, { through = [], origins = [] }: { through?: readonly Ref[]; origins?: readonly (readonly Ref[])[] }): Promise<void> {
  const old = await readPaths(ctx, await pathsThrough(ctx, through));
  // Endpoints whose own path is replaced too (a cable's new end).
  const groups = new Map<string, readonly Ref[]>();
  const add = (refs: readonly Ref[]) => {
    if (refs.length) groups.set(refs.map(nodeOf).sort().join(','), refs);
  };
  for (const path of old) add((path.path[0] ?? []).map(refOf));
  for (const group of origins) add(group);
  const endpointOrigins = [...groups.values()].flat().filter((ref) => KINDS[ref.type]?.endpoint && ctx.index.find(ref.type));
  const ownPaths = await ownPathIds(ctx, endpointOrigins);
  await deletePaths(ctx, [...old, ...(await readPaths(ctx, ownPaths.filter((id) => !old.some((p) => p.id === id))))]);
  const deleted = new Set([...old.map((p) => p.id), ...ownPaths]);
  for (const refs of groups.values()) {
    const objects = await withChannels(ctx, await loadObjects(ctx, refs), deleted);
    // An origin that is no longer linked (its cable or wireless link gone) traces nothing; the others trace on.
    const cabled = objects.filter((o) => linkOf(o) !== null);
    // One path per link, and per connector of a profiled cable (create_cablepaths); a channel
    // subinterface traces alone, as its siblings share its connector but not its position.
    const seats = await seatsOf(ctx, cabled);
    const byCable = new Map<string, Cabled[]>();
    for (const o of cabled) {
      const key = `${linkOf(o)}:${seats.get(nodeOf(o))?.connector ?? ''}:${isChannelOnCable(o) ? o.id : ''}`;
      byCable.set(key, [...(byCable.get(key) ?? []), o]);
    }
    for (const group of byCable.values()) if (KINDS[group[0]!.type]?.endpoint) await createPath(ctx, group);
  }
}

/**
 * The origins with each channelized interface replaced by its channel subinterfaces that carry
 * its cable (create_cablepaths' expansion): a channelized interface originates no path of its own,
 * each channel traces from the one position it occupies (on an unprofiled cable none does, so
 * nothing is traced). A subinterface's earlier path, not among `deleted`, goes first (its `_path`
 * is about to point at the new one).
 */
async function withChannels(ctx: WriteContext, objects: readonly Cabled[], deleted: Set<number>): Promise<Cabled[]> {
  const parents = objects.filter((o) => o.type === INTERFACE && o.values.channels);
  if (!parents.length) return [...objects];
  const children = await objectsWhere(ctx, INTERFACE, (qb) => {
    whereIdIn(qb, columnOf(ctx, INTERFACE, 'parent'), parents.map((o) => o.id), ctx.dialect);
    qb.whereNotNull(columnOf(ctx, INTERFACE, 'channel_id')).whereNotNull(columnOf(ctx, INTERFACE, 'cable')).orderBy(columnOf(ctx, INTERFACE, 'channel_id'));
  });
  const stale = (await ownPathIds(ctx, children)).filter((id) => !deleted.has(id));
  await deletePaths(ctx, await readPaths(ctx, stale));
  stale.forEach((id) => deleted.add(id));
  const byParent = new Map<number, Cabled[]>();
  for (const child of children) byParent.set(Number(child.values.parent), [...(byParent.get(Number(child.values.parent)) ?? []), child]);
  return objects.flatMap((o) => (o.type === INTERFACE && o.values.channels ? byParent.get(o.id) ?? [] : [o]));
}

/** The paths endpoints point at (`_path`). */
async function ownPathIds(db: Db, refs: readonly Ref[]): Promise<number[]> {
  const ids = new Set<number>();
  const byType = new Map<string, number[]>();
  for (const ref of refs) byType.set(ref.type, [...(byType.get(ref.type) ?? []), ref.id]);
  for (const [type, typeIds] of byType) {
    const rows = await whereIdIn(db.q(table(db, type)).select('_path_id').whereNotNull('_path_id'), 'id', typeIds, db.dialect) as { _path_id: number }[];
    for (const row of rows) ids.add(Number(row._path_id));
  }
  return [...ids];
}
