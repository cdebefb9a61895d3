// Bulk writes of 10,000 objects on both databases (issue 25; 1,100 in the suite, see SIZE): create,
// PATCH, PUT and DELETE of 10,000 sites, each tagged and with a custom field value, a thousand of them subscribed to, with
// an event rule listening, so every per-object path of a write runs at that size (the outbox, notifications of
// subscribers, change records, tags, custom fields, related cleanup on delete). SQLite refuses a
// statement with more than 32,766 variables or an expression deeper than 1,000; PostgreSQL one with
// more than 65,535 parameters: every list of ids must be chunked or bound as one value. Each
// operation must succeed, leave one change record per object, and nothing behind after the delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

/**
 * The size of every bulk write here: past SQLite's 1,000-deep expression in the suite (1,100: the
 * whole file costs about a tenth of 10,000's); BULK_SIZE=10000 for the issue's size, near SQLite's
 * variable limit at a few per object (passed on both databases, 2026-11-26: about 4 minutes on
 * SQLite and 11 on PostgreSQL on the loaded 2-core machine).
 */
const SIZE = Number(process.env.BULK_SIZE ?? 1_100);
/** Sites subscribed to (each update and delete of one replaces its subscriber's notification). */
const SUBSCRIBED = 1_000;
/** Minutes, not the suite's minute: a loaded machine runs a 10,000-object write in tens of seconds. */
const TIMEOUT = 600_000;

describe.each(DIALECTS)(`bulk writes of ${SIZE} objects on %s`, (dialect) => {
  let api: TestServer;
  let ids: number[] = [];
  let tag: number;

  beforeAll(async () => {
    // No worker: events stay in the outbox, where the test counts them.
    api = await startServer(dialect, { EMBEDDED_WORKER: false });
    tag = (await api.create('/api/extras/tags/', { name: 'Many', slug: 'many' })).id;
    await api.create('/api/extras/custom-fields/', { name: 'floor', type: 'integer', object_types: ['dcim.site'] });
    const hook = await api.create('/api/extras/webhooks/', { name: 'many', payload_url: 'http://127.0.0.1:9/many' });
    await api.create('/api/extras/event-rules/', {
      name: 'many', object_types: ['dcim.site'], event_types: ['object_created', 'object_updated', 'object_deleted'],
      action_type: 'webhook', action_object_type: 'extras.webhook', action_object_id: hook.id,
    });
  }, 300_000);
  afterAll(async () => api?.close(), TIMEOUT);

  async function rows(table: string, where: Record<string, unknown> = {}): Promise<number> {
    const [row] = (await api.db.knex(table).where(where).count({ n: '*' })) as { n: unknown }[];
    return Number(row!.n);
  }

  /** The change records of the last request that changed sites, all of them by one request. */
  async function lastRequestRecords(action: string): Promise<number> {
    const [last] = (await api.db.knex('core_objectchange').where('changed_object_type', 'dcim.site').orderBy('id', 'desc').limit(1).select('request_id')) as { request_id: string }[];
    return rows('core_objectchange', { request_id: last!.request_id, action, changed_object_type: 'dcim.site' });
  }

  const body = (id: number | null, i: number, suffix: string) => ({
    ...(id === null ? {} : { id }), name: `Site ${i} ${suffix}`, slug: `site-${i}-${suffix}`, tags: [tag], custom_fields: { floor: i },
  });

  it(`creates ${SIZE} tagged sites with custom field values in one request`, async () => {
    const reply = await api.post('/api/dcim/sites/', Array.from({ length: SIZE }, (_, i) => body(null, i, 'a')));
    expect(reply.status, reply.text.slice(0, 300)).toBe(201);
    ids = (reply.body as { id: number }[]).map((site) => site.id);
    expect(ids).toHaveLength(SIZE);
    expect(await lastRequestRecords('create')).toBe(SIZE);
    expect(await rows('extras_taggeditem', { tag_id: tag })).toBe(SIZE);
    // A subscription to each of the first SUBSCRIBED sites: past the 999 OR terms that were a 500.
    const admin = (await api.get('/api/users/users/?username=admin')).body.results[0].id;
    const subscribed = await api.post('/api/extras/subscriptions/', ids.slice(0, SUBSCRIBED).map((id) => ({ object_type: 'dcim.site', object_id: id, user: admin })));
    expect(subscribed.status, subscribed.text.slice(0, 300)).toBe(201);
    expect(await rows('extras_subscription')).toBe(SUBSCRIBED);
  }, TIMEOUT);

  it(`updates ${SIZE} sites with PATCH and with PUT: one change record and event each, a notification for each subscribed one`, async () => {
    const events = await rows('core_event');
    const patch = await api.patch('/api/dcim/sites/', ids.map((id, i) => ({ id, description: `patched ${i}`, custom_fields: { floor: i + 1 } })));
    expect(patch.status, patch.text.slice(0, 300)).toBe(200);
    expect(patch.body).toHaveLength(SIZE);
    expect(await lastRequestRecords('update')).toBe(SIZE);
    expect(await rows('core_event')).toBe(events + SIZE);
    expect(await rows('extras_notification', { event_type: 'object_updated' })).toBe(SUBSCRIBED);

    const put = await api.put('/api/dcim/sites/', ids.map((id, i) => body(id, i, 'b')));
    expect(put.status, put.text.slice(0, 300)).toBe(200);
    expect(put.body[SIZE - 1]).toMatchObject({ id: ids[SIZE - 1], name: `Site ${SIZE - 1} b`, custom_fields: { floor: SIZE - 1 }, tags: [expect.objectContaining({ id: tag })] });
    expect(await lastRequestRecords('update')).toBe(SIZE);
    expect(await rows('core_event')).toBe(events + 2 * SIZE);
  }, TIMEOUT);

  it(`deletes ${SIZE} sites: one change record and event each, a notification for each subscribed one, their tags gone`, async () => {
    const events = await rows('core_event');
    const reply = await api.request('DELETE', '/api/dcim/sites/', { body: ids.map((id) => ({ id })) });
    expect(reply.status, reply.text.slice(0, 300)).toBe(204);
    expect(await lastRequestRecords('delete')).toBe(SIZE);
    expect(await rows('core_event', { event_type: 'object_deleted' })).toBe(SIZE);
    expect(await rows('core_event')).toBe(events + SIZE);
    expect(await rows('dcim_site')).toBe(0);
    expect(await rows('extras_taggeditem')).toBe(0);
    expect(await rows('extras_notification', { event_type: 'object_deleted' })).toBe(SUBSCRIBED);
  }, TIMEOUT);
});
