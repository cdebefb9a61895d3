// Snapshots of objects for change records, as NetBox's serialize_object makes them: stored field
// values by field name (relations as ids), many-to-many fields as sorted ids, and each feature's
// part (tags as sorted names, custom fields under `custom_fields`); private (`_`), internal and
// write-only fields are left out.
import type { FieldMeta, ModelMeta } from '../../contract/index.js';
import type { Snapshot, WriteContext } from '../context.js';
import { whereIdIn } from '../db/query.js';
import { fromDb, type Row } from '../db/values.js';
import type { ParsedInput } from '../features/feature.js';
import { FEATURES, featureOfField } from '../features/index.js';

/** Fields a snapshot shows, in model order: stored, many-to-many, and those a feature snapshots. */
function snapshotFields(model: ModelMeta): FieldMeta[] {
  return model.fields.filter((f) => !f.internal && !f.writeOnly && !f.name.startsWith('_')
    && (f.column !== null || f.type === 'm2m' || featureOfField(f.type)?.snapshot !== undefined));
}

/**
 * Snapshots of stored rows, by id (one query per many-to-many field and per feature). `created`:
 * the one row was just created from this input and nothing rewrote it since, so its lists are what
 * the input gave and need no query (a bulk create spent one query per object on them).
 */
export async function snapshotsOf(ctx: WriteContext, model: ModelMeta, rows: readonly Row[], created?: ParsedInput): Promise<Map<number, Snapshot>> {
  const ids = rows.map((r) => Number(r.id));
  const fields = snapshotFields(model);
  const lists = new Map<string, Map<number, number[]>>();
  if (created && rows.length !== 1) throw new Error('snapshotsOf: `created` describes one row');
  for (const field of fields) {
    if (field.type !== 'm2m') continue;
    if (created) {
      lists.set(field.name, new Map([[ids[0]!, [...(created.lists.get(field.name) ?? [])]]]));
      continue;
    }
    const through = field.through!;
    const links = (await whereIdIn(ctx.q(through.table).select(through.source, through.target), through.source, ids, ctx.dialect)) as Row[];
    const byOwner = new Map<number, number[]>();
    for (const link of links) byOwner.set(Number(link[through.source]), [...(byOwner.get(Number(link[through.source])) ?? []), Number(link[through.target])]);
    lists.set(field.name, byOwner);
  }
  // Each feature's fields (tags as names), by object.
  const parts = new Map<number, Record<string, unknown>>();
  for (const feature of FEATURES) {
    if (!feature.snapshot || !feature.enabled(model)) continue;
    const known = created && feature.snapshotCreated?.(model, created);
    if (known) parts.set(ids[0]!, { ...parts.get(ids[0]!), ...known });
    else for (const [id, part] of await feature.snapshot(ctx, model, ids)) parts.set(id, { ...parts.get(id), ...part });
  }
  const out = new Map<number, Snapshot>();
  for (const row of rows) {
    const id = Number(row.id);
    const snapshot: Snapshot = {};
    for (const field of fields) {
      if (field.type === 'm2m') snapshot[field.name] = [...(lists.get(field.name)!.get(id) ?? [])].sort((a, b) => a - b);
      else if (featureOfField(field.type)?.snapshot) snapshot[field.name] = parts.get(id)?.[field.name] ?? null;
      else snapshot[field.name] = fromDb(field, row[field.column!]);
    }
    out.set(id, snapshot);
  }
  return out;
}
