// Channelized interfaces on cables (NetBox 4.7's Interface.propagate_channel_cables and
// clear_channel_cables, the signals update_channelized_cable_paths, cleanup_channel_subinterface_paths
// and nullify_connected_endpoints' clearing of channels). A channelized interface cabled with a
// profiled cable lends its cable to each channel subinterface: the subinterface carries the
// parent's `cable` and `cable_end` and sits on the parent's connector at the position its
// channel_id names (trace.ts seatMap derives that seat, there is no termination row), and it
// traces its own path (paths.ts withChannels); the parent carries none. On a cable without a
// profile there are no positions to map channels onto, so nothing is lent.
//
// One mechanism keeps this true whatever changed — a cable's ends or profile, a subinterface
// created, deleted, moved or rebound, a parent's channels: `reconcileChannels` recomputes the
// lent cable of every subinterface the change can concern from the cable terminations as they now
// are, and the paths through the cables concerned are traced again.
import type { WriteContext } from '../../../context.js';
import { whereIdIn } from '../../../db/query.js';
import type { Row } from '../../../db/values.js';
import { CABLE, KINDS, type Ref } from './kinds.js';
import { columnOf } from '../../../registry.js';
import { INTERFACE } from './objects.js';
import { retrace } from './paths.js';

/** What a subinterface is to carry: its parent's cable and end, or nothing. */
interface Lent {
  readonly cable: number;
  readonly end: string;
}

/**
 * Recomputes the lent cable of the channel subinterfaces that carry one of `cables` or whose
 * parent is one of `parents` (or is on one of `cables`), and of `interfaces` (one that was a
 * subinterface and is one no more gives its lent cable back). As NetBox's bulk_update() and update()
 * do, the rows are written directly: no change records, no last_updated. A subinterface that loses
 * its cable loses its end too (NetBox writes '' there, and shows it: docs/deviations.md).
 */
export async function reconcileChannels(ctx: WriteContext, { cables = [], parents = [], interfaces = [] }: { cables?: readonly number[]; parents?: readonly number[]; interfaces?: readonly number[] }): Promise<void> {
  if (!ctx.index.find(INTERFACE)) return;
  const model = ctx.index.model(INTERFACE);
  const table = model.table;
  // Bare column names: the statements below read one table, and the rows name them so.
  const [parent, channelId, cable, cableEnd] = ['parent', 'channel_id', 'cable', 'cable_end'].map((f) => columnOf(model, f)) as [string, string, string, string];
  const terminations = ctx.index.model('dcim.cabletermination').table;
  const onCables = cables.length
    ? await whereIdIn(ctx.q(terminations).select('termination_id').where('termination_type', INTERFACE), 'cable_id', [...new Set(cables)], ctx.dialect) as Row[]
    : [];
  const parentIds = [...new Set([...parents, ...onCables.map((r) => Number(r.termination_id))])];
  if (!parentIds.length && !cables.length && !interfaces.length) return;
  const children = await ctx.q(table).select('id', parent, channelId, cable, cableEnd).where((any) => {
    if (parentIds.length || cables.length) {
      any.orWhere((bound) => bound.whereNotNull(channelId).where((either) => {
        if (parentIds.length) either.orWhere((qb) => whereIdIn(qb, parent, parentIds, ctx.dialect));
        if (cables.length) either.orWhere((qb) => whereIdIn(qb, cable, [...new Set(cables)], ctx.dialect));
      }));
    }
    if (interfaces.length) any.orWhere((qb) => whereIdIn(qb, 'id', interfaces, ctx.dialect));
  }) as Row[];
  if (!children.length) return;
  const lent = await lentBy(ctx, [...new Set(children.map((c) => c[parent]).filter((p) => p !== null && p !== undefined).map(Number))]);
  const groups = new Map<string, { values: Row; ids: number[] }>();
  for (const child of children) {
    const bound = child[channelId] !== null && child[channelId] !== undefined;
    const want = bound ? lent.get(Number(child[parent])) : undefined;
    const has = child[cable] === null || child[cable] === undefined ? null : Number(child[cable]);
    const end = child[cableEnd] ?? null;
    if (want ? has === want.cable && end === want.end : has === null && end === null) continue;
    const values = want ? { [cable]: want.cable, [cableEnd]: want.end } : { [cable]: null, [cableEnd]: null };
    const key = JSON.stringify(values);
    const group = groups.get(key) ?? { values, ids: [] };
    group.ids.push(Number(child.id));
    groups.set(key, group);
  }
  for (const { values, ids } of groups.values()) await whereIdIn(ctx.q(table), 'id', ids, ctx.dialect).update(values);
}

/** For each of `parentIds` that is channelized and a termination of a profiled cable: that cable and end. */
async function lentBy(ctx: WriteContext, parentIds: readonly number[]): Promise<Map<number, Lent>> {
  const out = new Map<number, Lent>();
  if (!parentIds.length) return out;
  const terminations = ctx.index.model('dcim.cabletermination').table;
  const cables = ctx.index.model(CABLE).table;
  const interfaces = ctx.index.model(INTERFACE).table;
  const channels = `${interfaces}.${columnOf(ctx.index.model(INTERFACE), 'channels')}`;
  const rows = await whereIdIn(ctx.q(terminations)
    .join(cables, `${cables}.id`, `${terminations}.cable_id`)
    .join(interfaces, `${interfaces}.id`, `${terminations}.termination_id`)
    .select(`${terminations}.termination_id`, `${terminations}.cable_id`, `${terminations}.cable_end`)
    .where(`${terminations}.termination_type`, INTERFACE)
    .whereNot(`${cables}.profile`, '').whereNotNull(`${cables}.profile`)
    .where(channels, '>', 0), `${terminations}.termination_id`, parentIds, ctx.dialect) as Row[];
  for (const row of rows) out.set(Number(row.termination_id), { cable: Number(row.cable_id), end: String(row.cable_end) });
  return out;
}

/**
 * NetBox's rebuild_cable_paths(): every path through `cables` traced again, and a path from each
 * end of theirs that starts paths (channelized interfaces giving way to their subinterfaces).
 */
export async function rebuildCablePaths(ctx: WriteContext, cables: readonly number[]): Promise<void> {
  const ids = [...new Set(cables)];
  if (!ids.length) return;
  const rows = await whereIdIn(ctx.q(ctx.index.model('dcim.cabletermination').table).select('cable_id', 'cable_end', 'termination_type', 'termination_id'), 'cable_id', ids, ctx.dialect)
    .orderBy([{ column: 'cable_id' }, { column: 'cable_end' }, { column: 'connector' }, { column: 'id' }]) as Row[];
  const ends = new Map<string, Ref[]>();
  for (const row of rows) {
    const key = `${row.cable_id}:${row.cable_end}`;
    ends.set(key, [...(ends.get(key) ?? []), { type: String(row.termination_type), id: Number(row.termination_id) }]);
  }
  const origins = [...ends.values()].filter((refs) => KINDS[refs[0]!.type]?.endpoint);
  await retrace(ctx, { through: ids.map((id) => ({ type: CABLE, id })), origins });
}

/** A subinterface's or channelized interface's change, before and after (absent: created or deleted). */
interface InterfaceState {
  readonly id: number;
  readonly parent?: number | null;
  readonly channel_id?: number | null;
  readonly channels?: number | null;
  readonly cable?: number | null;
}

/**
 * After interfaces were saved or deleted (update_channelized_cable_paths, cleanup_channel_subinterface_paths),
 * each change given as [after, before] (after null: deleted): when channelization changed — a
 * subinterface created, deleted, moved to another parent or bound to another channel, a cabled
 * interface's channels changed — the subinterfaces concerned carry their (new) parent's cable or
 * none, and the paths of the cables involved are traced again, once for all the changes (a
 * device's deletion). Anything else (the common save) costs nothing. Returns whether anything
 * may have been written (the saved interface's own row among it).
 */
export async function channelizationChanged(ctx: WriteContext, changes: readonly (readonly [InterfaceState | null, InterfaceState | null])[]): Promise<boolean> {
  const isChannel = (s: InterfaceState | null) => s !== null && s.channel_id !== null && s.channel_id !== undefined;
  const parents = new Set<number>();
  const cables = new Set<number>();
  const unbound = new Set<number>();
  for (const [after, before] of changes) {
    const id = (after ?? before)!.id;
    const touched = !before || !after || after.channel_id !== before.channel_id || after.parent !== before.parent;
    if (touched && (isChannel(after) || isChannel(before))) {
      for (const s of [after, before]) {
        if (s?.parent !== null && s?.parent !== undefined) parents.add(s.parent);
        if (s?.cable !== null && s?.cable !== undefined) cables.add(s.cable);
      }
      // One that is a subinterface no more gives its lent cable back.
      if (after && !isChannel(after)) unbound.add(id);
    }
    // Channels given or taken on a cabled interface: its subinterfaces gain or lose its cable.
    if (after && before && (after.channels ?? null) !== (before.channels ?? null) && after.cable !== null && after.cable !== undefined) {
      parents.add(id);
      cables.add(after.cable);
    }
  }
  if (!parents.size && !cables.size) return false;
  const model = ctx.index.model(INTERFACE);
  const cableColumn = columnOf(model, 'cable');
  // The parents' cables are the ones whose paths change.
  const parentCables = parents.size ? await whereIdIn(ctx.q(model.table).select({ cable: cableColumn }).whereNotNull(cableColumn), 'id', [...parents], ctx.dialect) as Row[] : [];
  for (const row of parentCables) cables.add(Number(row.cable));
  // No cable before or after: nothing is lent or taken back (a device's subinterfaces made from its type's templates).
  if (!cables.size) return false;
  await reconcileChannels(ctx, { cables: [...cables], parents: [...parents], interfaces: [...unbound] });
  await rebuildCablePaths(ctx, [...cables]);
  return true;
}
