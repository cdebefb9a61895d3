// Change records (core.objectchange): one per create, update and delete of a model with the
// changelog feature, written with the change in the same transaction, so a rollback (a failed bulk
// write) takes them away too. Snapshots follow NetBox's serialize_object: stored field values by
// field name (relations as ids), `custom_fields`, tags as sorted names; private (`_`), internal and
// write-only fields are left out.
import { whereIdIn } from '../db/query.js';
import { fromDb, now, type Row } from '../db/values.js';
import { displayMap } from '../serialize/serializer.js';
import type { FieldMeta, ModelMeta } from '../types.js';
import type { WriteContext } from '../write/save.js';

export type ChangeAction = 'create' | 'update' | 'delete';
export type Snapshot = Record<string, unknown>;

/** Who and which request a transaction's changes belong to; null outside of API requests. */
export interface ChangeRequest {
  readonly id: string;
  readonly userId: number | null;
  readonly userName: string;
  /**
   * The request's records, kept until its transaction is about to commit and then inserted in a
   * few multi-row statements (a bulk write of 10,000 objects costs 50 inserts, not 10,000).
   */
  readonly pending: Row[];
  /** The latest pending record of each object, by "app.model:id", so that later changes coalesce. */
  readonly latest: Map<string, Row>;
}

/** A request's empty record buffer. */
export function changeRequest(id: string, userId: number | null, userName: string): ChangeRequest {
  return { id, userId, userName, pending: [], latest: new Map() };
}

const TABLE = 'core_objectchange';

/** Fields a snapshot shows. */
function snapshotFields(model: ModelMeta): FieldMeta[] {
  return model.fields.filter((f) => !f.internal && !f.writeOnly && !f.name.startsWith('_') && (f.column !== null || f.type === 'm2m' || f.type === 'tags'));
}

/** Snapshots of stored rows, by id (one query per many-to-many field and one for tags). */
export async function snapshotsOf(ctx: WriteContext, model: ModelMeta, rows: readonly Row[]): Promise<Map<number, Snapshot>> {
  const ids = rows.map((r) => Number(r.id));
  const lists = new Map<string, Map<number, unknown[]>>();
  for (const field of snapshotFields(model)) {
    if (field.type === 'm2m') {
      const through = field.through!;
      const links = (await whereIdIn(ctx.q(through.table).select(through.source, through.target), through.source, ids, ctx.dialect)) as Row[];
      lists.set(field.name, groupBy(links, through.source, (link) => Number(link[through.target])));
    } else if (field.type === 'tags') {
      const tagged = (await whereIdIn(
        ctx.q('extras_taggeditem').join('extras_tag', 'extras_tag.id', 'extras_taggeditem.tag_id')
          .select('extras_taggeditem.object_id', 'extras_tag.name').where('extras_taggeditem.object_type', model.key),
        'extras_taggeditem.object_id', ids, ctx.dialect)) as Row[];
      lists.set(field.name, groupBy(tagged, 'object_id', (link) => String(link.name)));
    }
  }
  const out = new Map<number, Snapshot>();
  for (const row of rows) {
    const id = Number(row.id);
    const snapshot: Snapshot = {};
    for (const field of snapshotFields(model)) {
      if (field.type === 'm2m' || field.type === 'tags') {
        const values = lists.get(field.name)!.get(id) ?? [];
        snapshot[field.name] = field.type === 'tags' ? (values as string[]).sort() : (values as number[]).sort((a, b) => a - b);
      } else {
        snapshot[field.name] = fromDb(field, row[field.column!]);
      }
    }
    out.set(id, snapshot);
  }
  return out;
}

function groupBy(rows: readonly Row[], key: string, value: (row: Row) => unknown): Map<number, unknown[]> {
  const out = new Map<number, unknown[]>();
  for (const row of rows) {
    const id = Number(row[key]);
    const list = out.get(id) ?? [];
    list.push(value(row));
    out.set(id, list);
  }
  return out;
}

/** The stored state of one object (null when it does not exist). */
export async function snapshotOf(ctx: WriteContext, model: ModelMeta, id: number): Promise<Snapshot | null> {
  const row = (await ctx.q(model.table).select('*').where('id', id).first()) as Row | undefined;
  return row ? (await snapshotsOf(ctx, model, [row])).get(id)! : null;
}

/** Whether two snapshots differ in anything but last_updated (CHANGELOG_SKIP_EMPTY_CHANGES). */
export function hasChanges(before: Snapshot | null, after: Snapshot | null): boolean {
  const strip = (s: Snapshot | null) => JSON.stringify(s && { ...s, last_updated: null });
  return strip(before) !== strip(after);
}

export interface Change {
  readonly model: ModelMeta;
  readonly action: ChangeAction;
  readonly row: Row;
  readonly before: Snapshot | null;
  readonly after: Snapshot | null;
  readonly message: string;
}

/**
 * Records `changes` (one model, one action) in the request's buffer. A change to an object that this
 * request already recorded as created or updated rewrites that record's post-change data
 * instead (NetBox coalesces tag changes this way).
 */
export async function recordChanges(ctx: WriteContext, changes: readonly Change[]): Promise<void> {
  const request = ctx.request;
  if (!request || !changes.length) return;
  const model = changes[0]!.model;
  if (!model.features.changelog) return;
  const displays = await displayMap({ ...ctx, baseUrl: '' }, model, changes.map((c) => c.row));
  for (const change of changes) {
    const id = Number(change.row.id);
    const key = `${model.key}:${id}`;
    const repr = (displays.get(id) ?? '').slice(0, 200);
    const earlier = request.latest.get(key);
    if (earlier && change.action === 'update' && earlier.action !== 'delete') {
      Object.assign(earlier, { postchange_data: JSON.stringify(change.after), object_repr: repr, ...(change.message ? { message: change.message.slice(0, 200) } : {}) });
      continue;
    }
    const record: Row = {
      time: now(),
      user_id: request.userId,
      user_name: request.userName,
      request_id: request.id,
      action: change.action,
      changed_object_type: model.key,
      changed_object_id: id,
      object_repr: repr,
      message: change.message.slice(0, 200),
      prechange_data: change.before === null ? null : JSON.stringify(change.before),
      postchange_data: change.after === null ? null : JSON.stringify(change.after),
    };
    request.pending.push(record);
    request.latest.set(key, record);
  }
}

/** A point in the request's buffer to come back to when the writes since are rolled back. */
export interface ChangeMark {
  readonly length: number;
  readonly latest: ReadonlyMap<string, Row>;
  readonly copies: ReadonlyMap<Row, Row>;
}

export function markChanges(request: ChangeRequest | null): ChangeMark | null {
  if (!request) return null;
  return { length: request.pending.length, latest: new Map(request.latest), copies: new Map(request.pending.map((r) => [r, { ...r }])) };
}

/** Forgets what was buffered after `mark` (and undoes coalescing into older records). */
export function restoreChanges(request: ChangeRequest | null, mark: ChangeMark | null): void {
  if (!request || !mark) return;
  request.pending.splice(mark.length);
  for (const record of request.pending) Object.assign(record, mark.copies.get(record));
  request.latest.clear();
  for (const [key, record] of mark.latest) request.latest.set(key, record);
}

/** Inserts the request's buffered records (in the order they happened) into its transaction. */
export async function flushChanges(ctx: WriteContext): Promise<void> {
  const request = ctx.request;
  if (!request) return;
  const records = request.pending.splice(0);
  request.latest.clear();
  for (let start = 0; start < records.length; start += 200) await ctx.q(TABLE).insert(records.slice(start, start + 200));
}

/** The `changelog_message` of a write body ('' when absent). */
export function changelogMessage(body: unknown): string {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return '';
  const message = (body as { changelog_message?: unknown }).changelog_message;
  return typeof message === 'string' ? message : '';
}
