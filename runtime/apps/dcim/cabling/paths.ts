// Cable paths kept up to date in the write's transaction (NetBox's create_cablepaths,
// rebuild_paths, CablePath.retrace/save/delete). A path is a dcim.cablepath row with its nodes
// as dcim.cablepathnode rows, so the paths through an object are one indexed lookup; a path's
// endpoint origins point back at it through their `_path`. What a change touches is only the
// paths through the objects it changed, never a scan of every path.
import type { WriteContext } from '../../../context.js';
import { whereIdIn } from '../../../db/query.js';
import { KINDS, nodeOf, refOf, type Ref } from './kinds.js';
import type { Row } from '../../../db/values.js';
import { deferrable } from '../../../write/deferred.js';
import { INTERFACE, isChannelOnCable, linkOf, traceReads, type Cabled, type Db, type TraceReads } from './objects.js';
import { fromOrigin, seatMap, type Traced } from './trace.js';

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
  const origins = new Map<string, number[]>();
  for (const path of paths) {
    for (const node of path.path[0] ?? []) {
      const { type, id } = refOf(node);
      if (KINDS[type]?.endpoint && ctx.index.find(type)) origins.set(type, [...(origins.get(type) ?? []), id]);
    }
  }
  // Each kind's origins in one statement; an origin already pointing at another path keeps it.
  for (const [type, originIds] of origins) {
    await whereIdIn(whereIdIn(ctx.q(table(ctx, type)), '_path_id', ids, ctx.dialect), 'id', originIds, ctx.dialect).update({ _path_id: null });
  }
  await whereIdIn(ctx.q(table(ctx, NODES)), 'cable_path_id', ids, ctx.dialect).delete();
  await whereIdIn(ctx.q(table(ctx, PATHS)), 'id', ids, ctx.dialect).delete();
}

/** Rows per INSERT or UPDATE of the paths a retrace stores. */
const CHUNK = 500;

/** Stores traced paths, their nodes and each origin's `_path`: a few statements per CHUNK paths. */
async function storePaths(ctx: WriteContext, traced: readonly { origins: readonly Cabled[]; path: Traced }[]): Promise<void> {
  const nodes: Row[] = [];
  const origins = new Map<string, Map<number, number>>();
  for (let start = 0; start < traced.length; start += CHUNK) {
    const chunk = traced.slice(start, start + CHUNK);
    const rows = await ctx.q(table(ctx, PATHS)).insert(chunk.map(({ path }) => ({
      path: JSON.stringify(path.path), is_active: path.isActive, is_complete: path.isComplete, is_split: path.isSplit,
    }))).returning('id') as { id: number }[];
    // One INSERT numbers its rows in the order of its VALUES (as createObjects relies on).
    const ids = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
    chunk.forEach(({ origins: from, path }, i) => {
      const id = ids[i]!;
      for (const node of unique(path.path.flat())) nodes.push({ cable_path_id: id, node_type: refOf(node).type, node_id: refOf(node).id });
      const type = from[0]!.type;
      if (KINDS[type]?.endpoint) for (const o of from) (origins.get(type) ?? origins.set(type, new Map()).get(type)!).set(o.id, id);
    });
  }
  for (let start = 0; start < nodes.length; start += CHUNK) await ctx.q(table(ctx, NODES)).insert(nodes.slice(start, start + CHUNK));
  for (const [type, paths] of origins) {
    const pairs = [...paths];
    for (let start = 0; start < pairs.length; start += CHUNK) {
      const chunk = pairs.slice(start, start + CHUNK);
      // Typed, so that PostgreSQL does not take the parameters for text.
      const cases = chunk.map(() => (ctx.dialect === 'postgres' ? 'WHEN ?::bigint THEN ?::bigint' : 'WHEN ? THEN ?')).join(' ');
      await whereIdIn(ctx.q(table(ctx, type)), 'id', chunk.map(([id]) => id), ctx.dialect)
        .update({ _path_id: ctx.q.raw(`CASE ?? ${cases} END`, ['id', ...chunk.flat()]) });
    }
  }
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** Origin groups traced side by side at most (each a few promises and its reads' keys). */
const TRACES_AT_ONCE = 2000;

/**
 * Traces anew every path that starts at one of `origins` groups or passes through `through`:
 * the old paths go, each distinct set of origins (those that still exist) is traced again. Each
 * group is the origins of one cable end (NetBox's create_cablepaths groups by connector; without
 * profiles an end is one group). The groups are traced side by side, their reads shared
 * (batch.ts), and the paths stored together: a retrace of a thousand cables is a few dozen
 * statements, not a few dozen per cable.
 */
export async function retrace(ctx: WriteContext, changed: Changed): Promise<void> {
  // In a bulk write, once for all its objects at its end (write/deferred.ts).
  await deferrable(ctx, PATHS, changed, (into, part) => ({ through: [...(into.through ?? []), ...(part.through ?? [])], origins: [...(into.origins ?? []), ...(part.origins ?? [])] }), retraceNow);
}

/** What a retrace starts from: the objects paths pass through, the groups of origins to trace from. */
interface Changed {
  readonly through?: readonly Ref[];
  readonly origins?: readonly (readonly Ref[])[];
}

async function retraceNow(ctx: WriteContext, { through = [], origins = [] }: Changed): Promise<void> {
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
  const all = [...groups.values()];
  // Each origin is traced once: a channel subinterface may come both in its own group and in its
  // channelized parent's; two paths from it would leave one that its `_path` does not name.
  const seen = new Set<string>();
  const once = (objects: readonly Cabled[]) => objects.filter((o) => !seen.has(nodeOf(o)) && Boolean(seen.add(nodeOf(o))));
  for (let start = 0; start < all.length; start += TRACES_AT_ONCE) {
    const reads = traceReads(ctx);
    const chunk = (await withChannels(ctx, reads, all.slice(start, start + TRACES_AT_ONCE), deleted)).map(once);
    const traced = await Promise.all(chunk.map((objects) => traceGroup(reads, objects)));
    await storePaths(ctx, traced.flat());
  }
}

/**
 * The groups' objects, with each channelized interface replaced by its channel subinterfaces that
 * carry its cable (create_cablepaths' expansion): a channelized interface originates no path of
 * its own, each channel traces from the one position it occupies (on an unprofiled cable none
 * does, so nothing is traced). A subinterface's earlier path, not among `deleted`, goes first (its
 * `_path` is about to point at the new one).
 */
async function withChannels(ctx: WriteContext, reads: TraceReads, groups: readonly (readonly Ref[])[], deleted: Set<number>): Promise<Cabled[][]> {
  const objects = (await Promise.all(groups.map((refs) => reads.objects.loadMany(refs)))).map((list) => list.filter((o): o is Cabled => o !== undefined));
  const channelized = (o: Cabled) => o.type === INTERFACE && Boolean(o.values.channels);
  const parents = unique(objects.flat().filter(channelized).map((o) => o.id));
  if (!parents.length) return objects;
  const lists = await reads.channels.loadMany(parents);
  const children = new Map(parents.map((id, i) => [id, (lists[i] ?? []).filter((child) => child.values.cable !== null && child.values.cable !== undefined)
    .sort((a, b) => Number(a.values.channel_id) - Number(b.values.channel_id))]));
  const stale = (await ownPathIds(ctx, [...children.values()].flat())).filter((id) => !deleted.has(id));
  await deletePaths(ctx, await readPaths(ctx, stale));
  stale.forEach((id) => deleted.add(id));
  return objects.map((list) => list.flatMap((o) => (channelized(o) ? children.get(o.id) ?? [] : [o])));
}

/** The paths from one group of origins: one per link, and per connector of a profiled cable (create_cablepaths). */
async function traceGroup(reads: TraceReads, objects: readonly Cabled[]): Promise<{ origins: readonly Cabled[]; path: Traced }[]> {
  // An origin that is no longer linked (its cable or wireless link gone) traces nothing; the others trace on.
  const cabled = objects.filter((o) => linkOf(o) !== null);
  const seats = await seatMap(reads, cabled);
  const byCable = new Map<string, Cabled[]>();
  for (const o of cabled) {
    // A channel subinterface traces alone: its siblings share its connector but not its position.
    const key = `${linkOf(o)}:${seats.get(nodeOf(o))?.connector ?? ''}:${isChannelOnCable(o) ? o.id : ''}`;
    byCable.set(key, [...(byCable.get(key) ?? []), o]);
  }
  const out: { origins: readonly Cabled[]; path: Traced }[] = [];
  for (const group of byCable.values()) {
    if (!KINDS[group[0]!.type]?.endpoint) continue;
    const path = await fromOrigin(reads, group);
    if (path) out.push({ origins: group, path });
  }
  return out;
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
