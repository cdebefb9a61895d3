// The transactional outbox: a request's changes become event rows in the write's own transaction,
// just before its change records (inTransaction calls queueEvents, then flushChanges). One event
// per object and request, coalesced as NetBox's enqueue_event: a create then updates is one
// `object_created` with the final state; anything then deleted is one `object_deleted`; the
// prechange snapshot is the first, the postchange the last. Only events an enabled event rule
// listens for (by object type and event type) are stored; a delete's representation is taken
// before its row goes (`beforeDelete`), the others' at the end of the transaction.
import { LargeText } from '../lib/large-text.js';
import type { ModelMeta } from '../../contract/index.js';
import type { ChangeRecord, EventQueue, ReadContext, WriteContext } from '../context.js';
import { fromDb, now, type Row } from '../db/values.js';
import type { LinkBase } from '../serialize/links.js';
import { serializeRows, type Representation } from '../serialize/serializer.js';
import { requireField } from '../registry.js';
import { chunked } from '../db/chunks.js';
import { insertMany } from '../db/insert-many.js';
import { whereIdIn } from '../db/query.js';
import { viewersOf } from '../auth/viewers.js';
import { notify } from './notifications.js';

export const EVENT_MODEL = 'core.event';
export const RULE_MODEL = 'extras.eventrule';

const EVENT_OF_ACTION = { create: 'object_created', update: 'object_updated', delete: 'object_deleted' } as const;

/** The request as event rules and webhook templates see it (NetBox's get_safe_request_context). */
export interface RequestContext {
  readonly id: string;
  readonly path: string;
  readonly path_info: string;
  readonly method: string;
  readonly GET: Readonly<Record<string, string[]>>;
  readonly user: string;
}

/** Which (object type, event type) pairs enabled rules listen for: "dcim.site object_created". */
export async function listenedEvents(ctx: Pick<WriteContext, 'q' | 'index'>): Promise<Set<string>> {
  const rules = ctx.index.model(RULE_MODEL);
  const rows = (await ctx.q(rules.table).select('object_types', 'event_types').where('enabled', true)) as Row[];
  const out = new Set<string>();
  for (const row of rows) {
    const types = (fromDb(requireField(rules, 'object_types'), row.object_types) ?? []) as string[];
    const events = (fromDb(requireField(rules, 'event_types'), row.event_types) ?? []) as string[];
    for (const type of types) for (const event of events) out.add(`${type} ${event}`);
  }
  return out;
}

/** One request's event queue (the WriteContext's `events`). */
export class RequestEvents implements EventQueue {
  private listened: Promise<Set<string>> | null = null;
  /** Representations of deleted objects, taken before their rows went: "app.model:id" → object. */
  private readonly frozen = new Map<string, Representation>();
  /** The subscribers of deleted objects who could view them: "app.model:id" → user ids. */
  private readonly viewersBeforeDelete = new Map<string, Set<number>>();
  /** The base of the links in `committed`: '' while events are written, then the response's. */
  readonly links: LinkBase = { base: '' };
  /**
   * The complete representations of the created and updated objects events were stored for, as
   * committed ("app.model:id" → object, links as ApiLinks): the response reuses them instead of
   * serializing the same objects again (runtime/objects/read.ts renderWritten).
   */
  readonly committed = new Map<string, Representation>();

  /** `responseBase`: scheme://host of the request, the base of the links once events are written. */
  constructor(readonly request: RequestContext, private readonly responseBase: string) {}

  /** After the events are written: links in `committed` now render for the response. */
  handOver(): void {
    this.links.base = this.responseBase;
  }

  /** The (object type, event type) pairs enabled rules listen for, read once per request. */
  listenedBy(ctx: Pick<WriteContext, 'q' | 'index'>): Promise<Set<string>> {
    this.listened ??= listenedEvents(ctx);
    return this.listened;
  }

  async listens(ctx: Pick<WriteContext, 'q' | 'index'>, modelKey: string, eventType: string): Promise<boolean> {
    return (await this.listenedBy(ctx)).has(`${modelKey} ${eventType}`);
  }

  async beforeDelete(ctx: WriteContext, model: ModelMeta, rows: readonly Row[]): Promise<void> {
    if (!rows.length) return;
    await this.noteSubscribedViewers(ctx, model, rows);
    if (!(await this.listens(ctx, model.key, EVENT_OF_ACTION.delete))) return;
    const objects = await serializeRows(eventReadContext(ctx), model, rows, model.order);
    rows.forEach((row, i) => this.frozen.set(`${model.key}:${Number(row.id)}`, objects[i]!));
  }

  frozenData(key: string): Representation | null {
    return this.frozen.get(key) ?? null;
  }

  /** The subscribers of a deleted object who could view it before it went. */
  deletedViewers(key: string): ReadonlySet<number> {
    return this.viewersBeforeDelete.get(key) ?? new Set();
  }

  /** Which subscribers of rows about to be deleted may view them: read now, while the rows can still be checked. */
  private async noteSubscribedViewers(ctx: WriteContext, model: ModelMeta, rows: readonly Row[]): Promise<void> {
    const subscriptions = ctx.index.model(SUBSCRIPTION_MODEL);
    const found = (await whereIdIn(
      ctx.q(subscriptions.table).select('object_id', 'user_id').where('object_type', model.key),
      'object_id', rows.map((row) => Number(row.id)), ctx.dialect)) as Row[];
    for (const [id, users] of usersByObject(found)) {
      this.viewersBeforeDelete.set(`${model.key}:${id}`, await viewersOf(ctx, ctx.config, model, id, users));
    }
  }
}

/** Subscription rows grouped: object id → the subscribed users. */
function usersByObject(rows: readonly Row[]): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const row of rows) {
    const users = out.get(Number(row.object_id));
    if (users) users.push(Number(row.user_id));
    else out.set(Number(row.object_id), [Number(row.user_id)]);
  }
  return out;
}

/** Links in event data are relative, as NetBox serializes for events without a request. */
function eventReadContext(ctx: WriteContext): ReadContext {
  return { q: ctx.q, dialect: ctx.dialect, index: ctx.index, plugins: ctx.plugins, cache: ctx.cache, request: ctx.request, config: ctx.config, baseUrl: '' };
}

const SUBSCRIPTION_MODEL = 'extras.subscription';

/**
 * NetBox's notify_object_changed, in the write's transaction: the subscribers of each updated or
 * deleted object get one fresh notification about it (replacing the one they had). One query
 * finds the subscriptions of all the request's objects. Only subscribers who may view the object
 * are told (NetBox tells every subscriber): an updated object is checked as it now is, a deleted
 * one as it was just before it went (RequestEvents.beforeDelete).
 */
async function notifySubscribers(ctx: WriteContext, events: RequestEvents, changed: readonly Coalesced[], records: readonly ChangeRecord[]): Promise<void> {
  const subscribed = changed.filter((e) => e.eventType !== EVENT_OF_ACTION.create);
  if (!subscribed.length) return;
  const subscriptions = ctx.index.model(SUBSCRIPTION_MODEL);
  // One IN list per object type, in chunks: a bulk write of thousands of objects is a few statements.
  const idsByType = new Map<string, number[]>();
  for (const event of subscribed) (idsByType.get(event.modelKey) ?? idsByType.set(event.modelKey, []).get(event.modelKey)!).push(event.id);
  const found: Row[] = [];
  for (const [type, ids] of idsByType) {
    for (const chunk of chunked(ids)) {
      found.push(...((await ctx.q(subscriptions.table).select('object_type', 'object_id', 'user_id').where('object_type', type).whereIn('object_id', chunk)) as Row[]));
    }
  }
  if (!found.length) return;
  const repr = new Map(records.map((r) => [`${r.changed_object_type}:${r.changed_object_id}`, r.object_repr]));
  const byKey = new Map(subscribed.map((e) => [`${e.modelKey}:${e.id}`, e]));
  const usersByKey = new Map<string, number[]>();
  for (const subscription of found) {
    const key = `${String(subscription.object_type)}:${Number(subscription.object_id)}`;
    usersByKey.set(key, [...(usersByKey.get(key) ?? []), Number(subscription.user_id)]);
  }
  for (const [key, users] of usersByKey) {
    const event = byKey.get(key)!;
    const viewers = event.eventType === EVENT_OF_ACTION.delete
      ? events.deletedViewers(key)
      : await viewersOf(ctx, ctx.config, ctx.index.model(event.modelKey), event.id, users);
    for (const user of users) {
      if (!viewers.has(user)) continue;
      const target = { object_type: event.modelKey, object_id: event.id, user_id: user };
      await notify(ctx.q, ctx.index, target, { object_repr: repr.get(key) ?? '', event_type: event.eventType }, true);
    }
  }
  await forgetSubscriptionsOfDeleted(ctx, subscriptions.table, subscribed, usersByKey);
}

/**
 * A deleted object's subscriptions go with it once its subscribers are told (NetBox's
 * GenericRelation on NotificationsMixin deletes them): none is left pointing at an id that a
 * later object may get.
 */
async function forgetSubscriptionsOfDeleted(ctx: WriteContext, table: string, events: readonly Coalesced[], subscribedKeys: ReadonlyMap<string, unknown>): Promise<void> {
  const idsByType = new Map<string, number[]>();
  for (const event of events) {
    if (event.eventType !== EVENT_OF_ACTION.delete || !subscribedKeys.has(`${event.modelKey}:${event.id}`)) continue;
    (idsByType.get(event.modelKey) ?? idsByType.set(event.modelKey, []).get(event.modelKey)!).push(event.id);
  }
  for (const [type, ids] of idsByType) {
    for (const chunk of chunked(ids)) await ctx.q(table).where('object_type', type).whereIn('object_id', chunk).delete();
  }
}

interface Coalesced {
  readonly modelKey: string;
  readonly id: number;
  eventType: string;
  /** The snapshots as the change records hold them: JSON text, or null (kept as text: no re-parsing). */
  readonly prechange: string | LargeText | null;
  postchange: string | LargeText | null;
}

/** The request's pending change records, one event per object, in the order objects first changed. */
function coalesce(records: readonly ChangeRecord[]): Coalesced[] {
  const byKey = new Map<string, Coalesced>();
  for (const record of records) {
    const key = `${record.changed_object_type}:${record.changed_object_id}`;
    const known = byKey.get(key);
    if (!known) {
      byKey.set(key, {
        modelKey: record.changed_object_type, id: record.changed_object_id, eventType: EVENT_OF_ACTION[record.action],
        prechange: record.prechange_data, postchange: record.postchange_data,
      });
    } else {
      known.postchange = record.postchange_data;
      if (record.action === 'delete') known.eventType = EVENT_OF_ACTION.delete;
    }
  }
  return [...byKey.values()];
}

/** `{prechange, postchange}` as JSON text, assembled from the change records' own JSON (in pieces when one is: never copied whole here). */
function snapshotsJson(event: Coalesced): string | LargeText {
  const parts = ['{"prechange":', event.prechange ?? 'null', ',"postchange":', event.postchange ?? 'null', '}'];
  if (parts.every((part) => typeof part === 'string')) return parts.join('');
  return new LargeText(parts.flatMap((part) => (part instanceof LargeText ? part.pieces : [part])));
}

/** Ids a `WHERE id IN (...)`, under both databases' parameter limits. */
const SELECT_BATCH = 5000;

/** Writes the request's events into its transaction (before its change records are flushed). */
export async function queueEvents(ctx: WriteContext): Promise<void> {
  const events = ctx.events;
  const request = ctx.request;
  if (!(events instanceof RequestEvents) || !request || request.pending.length === 0) return;
  const all = coalesce(request.pending);
  await notifySubscribers(ctx, events, all, request.pending);
  const listened = await events.listenedBy(ctx);
  const wanted = all.filter((event) => listened.has(`${event.modelKey} ${event.eventType}`));
  if (!wanted.length) return;
  // The final state of created and updated objects, one query and serialization per model.
  const data = new Map<string, Representation | null>();
  const live = new Map<string, number[]>();
  for (const event of wanted) {
    const key = `${event.modelKey}:${event.id}`;
    if (event.eventType === EVENT_OF_ACTION.delete) data.set(key, events.frozenData(key));
    else {
      const ids = live.get(event.modelKey);
      if (ids) ids.push(event.id);
      else live.set(event.modelKey, [event.id]);
    }
  }
  // Serialized once, with links whose base is '' until the events are written (then the response's).
  const linked: ReadContext = { ...eventReadContext(ctx), links: events.links };
  for (const [modelKey, ids] of live) {
    const model = ctx.index.model(modelKey);
    for (let start = 0; start < ids.length; start += SELECT_BATCH) {
      const rows = (await ctx.q(model.table).select('*').whereIn('id', ids.slice(start, start + SELECT_BATCH))) as Row[];
      const objects = await serializeRows(linked, model, rows, model.order);
      rows.forEach((row, i) => {
        const key = `${modelKey}:${Number(row.id)}`;
        data.set(key, objects[i]!);
        events.committed.set(key, objects[i]!);
      });
    }
  }
  const timestamp = now();
  const table = ctx.index.model(EVENT_MODEL).table;
  const requestJson = JSON.stringify(events.request);
  const rows = wanted.map((event) => ({
    event_type: event.eventType,
    object_type: event.modelKey,
    object_id: event.id,
    timestamp,
    request_id: request.id,
    user_id: request.userId,
    username: request.userName,
    request: requestJson,
    data: JSON.stringify(data.get(`${event.modelKey}:${event.id}`) ?? null),
    snapshots: snapshotsJson(event),
  }));
  events.handOver();
  await insertMany(ctx.q, table, rows);
}
