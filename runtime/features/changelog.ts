// The change log (core.objectchange): one record per create, update and delete of a model with
// the changelog feature, buffered per request (the ChangeBuffer of context.ts, the seam the next
// consumers of changes read) and inserted in the write's transaction just before it commits, so a
// rollback takes them away too. Also the feature's query parameters (the objects a request
// created, updated or either) and the write-only `changelog_message` of every body.
import type { Knex } from 'knex';
import type { ModelMeta } from '../../contract/index.js';
import type { ChangeAction, ChangeBuffer, ChangeRecord, Snapshot, WriteContext } from '../context.js';
import { displayMap } from '../display/display.js';
import { insertMany } from '../db/insert-many.js';
import { now, type Row } from '../db/values.js';
import { addError } from '../http/errors.js';
import { jsonText } from '../lib/json-render.js';
import { LargeText } from '../lib/large-text.js';
import { parseUuid } from '../query/scalar.js';
import { requireField } from '../registry.js';
import { CHANGELOG_MESSAGE, FieldProblem, SCALAR_VALIDATORS } from '../write/scalars.js';
import type { Feature } from './feature.js';

/** The model of change records. */
const CHANGES = 'core.objectchange';

/** Objects that a request created, updated or either (its id is the response's X-Request-ID). */
const REQUEST_FILTERS: Readonly<Record<string, readonly ChangeAction[]>> = {
  created_by_request: ['create'],
  updated_by_request: ['update'],
  modified_by_request: ['create', 'update'],
};

export const changelog: Feature = {
  name: 'changelog',
  enabled: (model) => model.features.changelog,
  ownsParameter: (param) => Object.hasOwn(REQUEST_FILTERS, param),
  filterNames: Object.keys(REQUEST_FILTERS),

  async filter(ctx, model, params, fail) {
    const out = [];
    for (const [param, values] of params) {
      const value = values.at(-1) ?? '';
      if (value.trim() === '') continue;
      const uuid = parseUuid(value);
      if (uuid instanceof Error) {
        fail(param, uuid.message);
        continue;
      }
      const changed = ctx.q(ctx.index.model(CHANGES).table).select('changed_object_id')
        .where({ request_id: uuid, changed_object_type: model.key }).whereIn('action', [...REQUEST_FILTERS[param]!]);
      out.push((qb: Knex.QueryBuilder) => qb.whereIn(`${model.table}.id`, changed));
    }
    return out;
  },

  async parse(ctx, _model, data, _mode, _existing, _input, errors) {
    if (!Object.hasOwn(data, 'changelog_message')) return;
    try {
      SCALAR_VALIDATORS.string!(CHANGELOG_MESSAGE, data.changelog_message, ctx.index);
    } catch (error) {
      if (!(error instanceof FieldProblem)) throw error;
      (error.messages as string[]).forEach((m) => addError(errors, 'changelog_message', m));
    }
  },
};

// ---- the per-request buffer ----------------------------------------------------------------------

/** A request's empty change buffer. */
export function changeRequest(id: string, userId: number | null, userName: string): ChangeBuffer {
  return { id, userId, userName, pending: [], latest: new Map(), touched: new Set() };
}

/**
 * Whether two snapshots differ in anything but last_updated (CHANGELOG_SKIP_EMPTY_CHANGES): as
 * their JSON would, without making it (a text kept in pieces is compared a piece at a time, never
 * joined: lib/large-text.ts).
 */
export function hasChanges(before: Snapshot | null, after: Snapshot | null): boolean {
  const strip = (s: Snapshot | null) => s && { ...s, last_updated: null };
  return !sameJson(strip(before), strip(after));
}

/** Whether `a` and `b` have the same JSON (keys in the same order, as JSON.stringify writes them). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a instanceof LargeText || b instanceof LargeText) return sameText(a, b);
  if (a === b) return true;
  const plain = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON !== 'function';
  if (!plain(a) || !plain(b) || Array.isArray(a) !== Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  const written = (o: Record<string, unknown>) => Object.keys(o).filter((key) => o[key] !== undefined && typeof o[key] !== 'function');
  const [keysA, keysB] = [written(a), written(b)];
  return keysA.length === keysB.length && keysA.every((key, i) => key === keysB[i] && sameJson(a[key], b[key]));
}

/** Two texts, one at least kept in pieces: piece by piece where both were cut alike (read back from the same stored text). */
function sameText(a: unknown, b: unknown): boolean {
  if (!(typeof a === 'string' || a instanceof LargeText) || !(typeof b === 'string' || b instanceof LargeText)) return false;
  if (a.length !== b.length) return false;
  if (a instanceof LargeText && b instanceof LargeText && a.pieces.length === b.pieces.length && a.pieces.every((piece, i) => piece.length === b.pieces[i]!.length)) {
    return a.pieces.every((piece, i) => piece === b.pieces[i]);
  }
  return a.toString() === b.toString();
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
  request.touched.add(model.key);
  if (!model.features.changelog) return;
  const displays = await displayMap(ctx, model, changes.map((c) => c.row));
  for (const change of changes) {
    const id = Number(change.row.id);
    const key = `${model.key}:${id}`;
    const repr = (displays.get(id) ?? '').slice(0, 200);
    const earlier = request.latest.get(key);
    if (earlier && change.action === 'update' && earlier.action !== 'delete') {
      Object.assign(earlier, { postchange_data: await jsonText(change.after), object_repr: repr, ...(change.message ? { message: change.message.slice(0, 200) } : {}) });
      continue;
    }
    const record: ChangeRecord = {
      time: now(),
      user_id: request.userId,
      user_name: request.userName,
      request_id: request.id,
      action: change.action,
      changed_object_type: model.key,
      changed_object_id: id,
      ...relatedObject(model, change.row),
      object_repr: repr,
      message: change.message.slice(0, 200),
      // Stringified a slice at a time when long (an object with a 60 MB text), not in one stretch.
      prechange_data: change.before === null ? null : await jsonText(change.before),
      postchange_data: change.after === null ? null : await jsonText(change.after),
    };
    request.pending.push(record);
    request.latest.set(key, record);
  }
}

/**
 * The object a change belongs to: the first of the model's `changelog_related` relations that is
 * set (a component's device; a template's device type, else its module type).
 */
function relatedObject(model: ModelMeta, row: Row): { related_object_type: string | null; related_object_id: number | null } {
  for (const name of model.changelogRelated ?? []) {
    const field = requireField(model, name);
    if (field.type === 'generic') {
      const [type, id] = [row[field.parts!.type], row[field.parts!.id]];
      if (type && id !== null && id !== undefined) return { related_object_type: String(type), related_object_id: Number(id) };
    } else if (row[field.column!] !== null && row[field.column!] !== undefined) {
      return { related_object_type: field.to!, related_object_id: Number(row[field.column!]) };
    }
  }
  return { related_object_type: null, related_object_id: null };
}

/** A point in the request's buffer to come back to when the writes since are rolled back. */
export interface ChangeMark {
  readonly length: number;
  readonly latest: ReadonlyMap<string, ChangeRecord>;
  readonly copies: ReadonlyMap<ChangeRecord, ChangeRecord>;
}

export function markChanges(request: ChangeBuffer | null): ChangeMark | null {
  if (!request) return null;
  return { length: request.pending.length, latest: new Map(request.latest), copies: new Map(request.pending.map((r) => [r, { ...r }])) };
}

/** Forgets what was buffered after `mark` (and undoes coalescing into older records). */
export function restoreChanges(request: ChangeBuffer | null, mark: ChangeMark | null): void {
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
  const table = ctx.index.model(CHANGES).table;
  await insertMany(ctx.q, table, records);
}

/** The `changelog_message` of a write body ('' when absent). */
export function changelogMessage(body: unknown): string {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return '';
  const message = (body as { changelog_message?: unknown }).changelog_message;
  return typeof message === 'string' ? message : '';
}
