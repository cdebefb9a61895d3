// Deleting objects the way Django's collector does: follow every foreign key that points at them;
// PROTECT blocks the whole delete (409 with the reference's text), CASCADE deletes the dependents
// too, SET_NULL clears the reference. Many-to-many links of deleted rows go with them, and each
// feature removes its part (tags); the plug-ins' afterDelete rules run last.
import type { FieldMeta, ModelMeta } from '../../contract/index.js';
import type { WriteContext } from '../context.js';
import { whereIdIn } from '../db/query.js';
import { storedValues, type Row } from '../db/values.js';
import { displayMap } from '../display/display.js';
import { recordChanges, type Change } from '../features/changelog.js';
import { FEATURES } from '../features/index.js';
import { ApiError } from '../http/errors.js';
import { snapshotsOf } from './snapshots.js';

interface Blocker {
  readonly model: ModelMeta;
  readonly row: Row;
}

export interface Collected {
  /** Rows to delete, in discovery order (dependents after the objects they depend on). */
  readonly deletions: { model: ModelMeta; ids: number[] }[];
  readonly blockers: Blocker[];
}

export async function collect(ctx: WriteContext, model: ModelMeta, ids: readonly number[]): Promise<Collected> {
  const deletions: { model: ModelMeta; ids: number[] }[] = [];
  const blockers: Blocker[] = [];
  const seen = new Map<string, Set<number>>();
  const queue: { model: ModelMeta; ids: number[] }[] = [{ model, ids: [...ids] }];
  while (queue.length) {
    const batch = queue.shift()!;
    const known = seen.get(batch.model.key) ?? new Set<number>();
    const fresh = batch.ids.filter((id) => !known.has(id));
    if (!fresh.length) continue;
    fresh.forEach((id) => known.add(id));
    seen.set(batch.model.key, known);
    deletions.push({ model: batch.model, ids: fresh });
    const dependents = [
      ...ctx.index.relationsTo(batch.model.key).filter(({ field }) => field.type === 'fk'),
      ...ctx.index.genericRelationsTo(batch.model.key),
    ];
    for (const { model: dependent, field } of dependents) {
      const action = onDelete(field, batch.model);
      if (action === 'set_null' || action === 'keep') continue;
      const rows = (await pointingAt(ctx, dependent, field, batch.model, fresh).select('*')) as Row[];
      if (!rows.length) continue;
      if (action === 'protect') rows.forEach((row) => blockers.push({ model: dependent, row }));
      else queue.push({ model: dependent, ids: rows.map((r) => Number(r.id)) });
    }
  }
  return { deletions, blockers };
}

/**
 * Deletes the objects and everything that cascades from them, or throws 409 when something protects
 * them. `message`: the change records' message, one for all or per id (a bulk delete's items).
 */
export async function deleteObjects(ctx: WriteContext, model: ModelMeta, ids: readonly number[], message: string | ReadonlyMap<number, string> = ''): Promise<Collected> {
  const collected = await collect(ctx, model, ids);
  if (collected.blockers.length) throw new ApiError(409, { detail: await blockedMessage(ctx, collected.blockers) });
  const doomed = new Map(collected.deletions.map((d) => [d.model.key, new Set<number>()]));
  for (const d of collected.deletions) d.ids.forEach((id) => doomed.get(d.model.key)!.add(id));
  // SET_NULL first, then delete dependents before the rows they point at.
  for (const { model: target, ids: targetIds } of collected.deletions) {
    for (const { model: dependent, field } of [...ctx.index.relationsTo(target.key), ...ctx.index.genericRelationsTo(target.key)]) {
      if (onDelete(field, target) !== 'set_null' || field.type === 'm2m') continue;
      const cleared = field.type === 'generic' ? { [field.parts!.type]: null, [field.parts!.id]: null } : { [field.column!]: null };
      await pointingAt(ctx, dependent, field, target, targetIds).update(cleared);
    }
  }
  const removed: { model: ModelMeta; rows: Row[] }[] = [];
  const changes: Change[][] = [];
  for (const { model: target, ids: targetIds } of deletionOrder(collected.deletions)) {
    for (const { field } of ctx.index.relationsTo(target.key)) {
      if (field.type === 'm2m') await whereIdIn(ctx.q(field.through!.table), field.through!.target, targetIds, ctx.dialect).delete();
    }
    for (const field of target.fields) {
      if (field.type === 'm2m') await whereIdIn(ctx.q(field.through!.table), field.through!.source, targetIds, ctx.dialect).delete();
    }
    for (const feature of FEATURES) await feature.delete?.(ctx, target, targetIds);
    const logged = ctx.request !== null && target.features.changelog;
    const maintained = ctx.plugins.of(target)?.afterDelete !== undefined;
    if (maintained || logged) {
      const rows = (await whereIdIn(ctx.q(target.table).select('*'), 'id', targetIds, ctx.dialect)) as Row[];
      if (maintained) removed.push({ model: target, rows });
      if (logged) {
        await ctx.events?.beforeDelete(ctx, target, rows);
        // The request's message goes with the objects it named, not with what cascaded from them.
        const named = new Set(target === model ? ids : []);
        const messageOf = (id: number) => (named.has(id) ? (typeof message === 'string' ? message : message.get(id) ?? '') : '');
        const snapshots = await snapshotsOf(ctx, target, rows);
        changes.push(rows.map((row) => ({
          model: target, action: 'delete', row, before: snapshots.get(Number(row.id))!, after: null, message: messageOf(Number(row.id)),
        })));
      }
    }
    if (target.tree) {
      // Children first, so that the self-referencing foreign key never points at a deleted row.
      const rows = (await whereIdIn(ctx.q(target.table).select('id', '_depth'), 'id', targetIds, ctx.dialect)) as Row[];
      for (const row of rows.sort((a, b) => Number(b._depth) - Number(a._depth))) await ctx.q(target.table).where('id', row.id as number).delete();
    } else {
      await whereIdIn(ctx.q(target.table), 'id', targetIds, ctx.dialect).delete();
    }
  }
  for (const { model: target, rows } of removed) {
    await ctx.plugins.of(target)!.afterDelete!(ctx, rows.map((row) => storedValues(target, row)), target);
  }
  for (const batch of changes) await recordChanges(ctx, batch);
  return collected;
}

/**
 * The batches in an order the foreign keys allow: rows that point at others (by a cascading key)
 * before those they point at. Discovery order alone is not enough: a device's port mappings are
 * found beside its rear ports (both point at the device), yet they point at the rear ports too.
 * The reverse of discovery order, each time taking the first batch that no other pending batch
 * (of another model) points at; within a cycle of models (modules and their bays) the reverse
 * discovery order stands, as it is what follows the rows' own links.
 */
function deletionOrder(deletions: readonly { model: ModelMeta; ids: number[] }[]): { model: ModelMeta; ids: number[] }[] {
  const pending = [...deletions].reverse();
  const pointsAt = (from: ModelMeta, to: ModelMeta) => from !== to && from.fields.some((f) => f.type === 'fk' && f.to === to.key && f.onDelete === 'cascade');
  const ordered: { model: ModelMeta; ids: number[] }[] = [];
  while (pending.length) {
    const free = pending.findIndex((batch) => !pending.some((other) => pointsAt(other.model, batch.model)));
    ordered.push(...pending.splice(free === -1 ? 0 : free, 1));
  }
  return ordered;
}

/** What deleting a `target` does to the objects whose `field` points at it. */
function onDelete(field: FieldMeta, target: ModelMeta) {
  return field.onDeleteFor?.[target.key] ?? field.onDelete;
}

/** Rows of `dependent` whose relation `field` points at one of `ids` of `target`. */
function pointingAt(ctx: WriteContext, dependent: ModelMeta, field: FieldMeta, target: ModelMeta, ids: readonly number[]) {
  if (field.type === 'generic') {
    return whereIdIn(ctx.q(dependent.table).where(field.parts!.type, target.key), field.parts!.id, ids, ctx.dialect);
  }
  return whereIdIn(ctx.q(dependent.table), field.column!, ids, ctx.dialect);
}

async function blockedMessage(ctx: WriteContext, blockers: readonly Blocker[]): Promise<string> {
  const parts: string[] = [];
  const byModel = new Map<ModelMeta, Row[]>();
  for (const { model, row } of blockers) byModel.set(model, [...(byModel.get(model) ?? []), row]);
  for (const [model, rows] of byModel) {
    const displays = await displayMap(ctx, model, rows);
    for (const row of rows) parts.push(`${displays.get(Number(row.id))} (${row.id})`);
  }
  return `Unable to delete object. ${blockers.length} dependent objects were found: ${parts.join(', ')}`;
}
