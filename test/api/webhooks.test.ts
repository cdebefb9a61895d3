// Events and webhooks end to end, on both databases, with a real receiver (an HTTP server on
// loopback in the test, allowed by WEBHOOK_ALLOWED_NETWORKS): the outbox row written with the
// write (none for a rolled-back one), one event per object for bulk writes, create-then-update
// coalesced, NetBox's context and signature, templates (dotted and item forms), conditions,
// retries after a 500, a timeout, the SSRF guard, and the delivery log at /api/extras/webhook-deliveries/.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.js';
import { createToken } from '../../runtime/auth/users.js';
import { EventWorker } from '../../runtime/events/worker.js';
import { loadConfig } from '../../runtime/config.js';
import { ModelIndex } from '../../runtime/registry.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

interface Received {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

/** A receiver answering with the queued statuses (then 200), optionally slowly. */
class Receiver {
  readonly received: Received[] = [];
  statuses: number[] = [];
  delayMs = 0;
  /** Per request, settled when its exchange ends: whether it was answered (false: the sender hung up first). */
  readonly ends: Promise<boolean>[] = [];
  private server!: Server;
  base = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      this.ends.push(new Promise((resolve) => res.on('close', () => resolve(res.writableFinished))));
      req.on('end', () => {
        this.received.push({ method: req.method!, path: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        const status = this.statuses.shift() ?? 200;
        setTimeout(() => {
          if (!res.destroyed) res.writeHead(status, { 'Content-Type': 'text/plain' }).end(`status ${status}`);
        }, this.delayMs);
      });
    });
    this.server.listen(0, '127.0.0.1');
    await new Promise((resolve) => this.server.once('listening', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

const OVERRIDES = { WEBHOOK_ALLOWED_NETWORKS: ['127.0.0.0/8'], WEBHOOK_RETRY_DELAY: 0, WEBHOOK_MAX_ATTEMPTS: 3, EMBEDDED_WORKER: false };

describe.each(DIALECTS)('events and webhooks on %s', (dialect) => {
  let api: TestServer;
  let receiver: Receiver;
  let worker: EventWorker;
  const logged: string[] = [];

  async function count(table: string): Promise<number> {
    const [row] = (await api.db.knex(table).count({ n: '*' })) as { n: unknown }[];
    return Number(row!.n);
  }

  /** Runs the worker until nothing is pending (retries included). */
  async function drain(): Promise<void> {
    for (let pass = 0; pass < 20; pass++) {
      const done = await worker.runOnce();
      if (done.events === 0 && done.deliveries === 0) return;
    }
  }

  async function hook(name: string, extra: Record<string, unknown> = {}): Promise<Record<string, any>> {
    return api.create('/api/extras/webhooks/', { name, payload_url: `${receiver.base}/${name}`, ...extra });
  }

  async function rule(name: string, webhookId: number, extra: Record<string, unknown> = {}): Promise<Record<string, any>> {
    return api.create('/api/extras/event-rules/', {
      name, object_types: ['dcim.site'], event_types: ['object_created', 'object_updated', 'object_deleted'],
      action_type: 'webhook', action_object_type: 'extras.webhook', action_object_id: webhookId, ...extra,
    });
  }

  beforeAll(async () => {
    receiver = new Receiver();
    await receiver.start();
    api = await startServer(dialect, OVERRIDES);
    worker = new EventWorker({ db: api.db, index: new ModelIndex(registry), config: loadConfig({}, { ...OVERRIDES, DATABASE_URL: 'sqlite::memory:' }), log: (line) => logged.push(line) });
  });
  afterAll(async () => {
    await api?.close();
    await receiver?.stop();
  });
  beforeEach(async () => {
    await drain();
    receiver.received.length = 0;
    receiver.statuses = [];
    receiver.delayMs = 0;
    await api.db.knex('extras_webhookdelivery').delete();
    await api.db.knex('extras_eventrule').delete();
  });

  it('sends NetBox\'s context, signed, for a create, with the Standard Webhooks headers', async () => {
    const webhook = await hook('plain', { secret: 'shh', additional_headers: 'X-Team: netops\nnot a header line' });
    await rule('sites', webhook.id);
    const site = await api.create('/api/dcim/sites/', { name: 'Hook One', slug: 'hook-one', status: 'active' });
    expect(await count('core_event')).toBeGreaterThan(0);
    await drain();
    expect(receiver.received).toHaveLength(1);
    const [sent] = receiver.received;
    expect(sent!.method).toBe('POST');
    expect(sent!.path).toBe('/plain');
    expect(sent!.headers['content-type']).toBe('application/json');
    expect(sent!.headers['x-team']).toBe('netops');
    const body = JSON.parse(sent!.body);
    expect(Object.keys(body)).toEqual(['event', 'timestamp', 'object_type', 'data', 'request', 'snapshots']);
    expect(body.event).toBe('created');
    expect(body.object_type).toBe('dcim.site');
    expect(body.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+00:00$/);
    expect(body.data).toMatchObject({ id: site.id, name: 'Hook One', url: `/api/dcim/sites/${site.id}/`, status: { value: 'active', label: 'Active' } });
    expect(body.request).toMatchObject({ method: 'POST', path: '/api/dcim/sites/', user: 'admin' });
    expect(body.snapshots.prechange).toBeNull();
    expect(body.snapshots.postchange).toMatchObject({ name: 'Hook One', status: 'active' });
    expect(sent!.headers['x-hook-signature']).toBe(createHmac('sha512', 'shh').update(sent!.body).digest('hex'));
    const id = sent!.headers['webhook-id'] as string;
    const timestamp = sent!.headers['webhook-timestamp'] as string;
    expect(sent!.headers['webhook-signature']).toBe(`v1,${createHmac('sha256', 'shh').update(`${id}.${timestamp}.${sent!.body}`).digest('base64')}`);
    const deliveries = await api.get('/api/extras/webhook-deliveries/');
    expect(deliveries.body.results[0]).toMatchObject({ delivery_id: id, status: { value: 'delivered' }, attempts: 1, last_status_code: 200 });
  });

  it('coalesces a request\'s changes per object, and writes nothing for a rolled-back write', async () => {
    const webhook = await hook('coalesce');
    await rule('sites coalesce', webhook.id);
    const before = await count('core_event');
    // A bulk create: one event per object.
    const bulk = await api.post('/api/dcim/sites/', [{ name: 'B1', slug: 'b1' }, { name: 'B2', slug: 'b2' }]);
    expect(bulk.status).toBe(201);
    expect(await count('core_event')).toBe(before + 2);
    // The response (serialized once with the events) has absolute links and is what a read returns;
    // the events' data has relative links and is otherwise the same.
    const stored = (await api.db.knex('core_event').orderBy('id').select('data')).slice(-2).map((r: { data: string }) => JSON.parse(r.data));
    for (const [i, site] of (bulk.body as Record<string, any>[]).entries()) {
      expect(site.url).toMatch(/^http:\/\/[^/]+\/api\/dcim\/sites\/\d+\/$/);
      expect(site).toEqual((await api.get(`/api/dcim/sites/${site.id}/`)).body);
      const relative = JSON.parse(JSON.stringify(site).replaceAll(new URL(site.url).origin, ''));
      expect(stored[i]).toEqual(relative);
      expect(stored[i].url).toBe(`/api/dcim/sites/${site.id}/`);
    }
    // Asked for other fields, the response is serialized for them.
    const chosen = await api.post('/api/dcim/sites/?fields=id,name,url', [{ name: 'B0', slug: 'b0' }]);
    expect(chosen.body).toEqual([{ id: expect.any(Number), name: 'B0', url: expect.stringMatching(/^http:\/\/.+\/api\/dcim\/sites\/\d+\/$/) }]);
    await api.delete(`/api/dcim/sites/${chosen.body[0].id}/`);
    await drain();
    expect(receiver.received.map((r) => JSON.parse(r.body)).filter((e) => e.data.name === 'B0').map((e) => e.event)).toEqual(['created', 'deleted']);
    receiver.received.splice(2);
    // A failing bulk create (second item invalid) leaves no event.
    const drained = await count('core_event');
    const failed = await api.post('/api/dcim/sites/', [{ name: 'B3', slug: 'b3' }, { name: 'B1', slug: 'b1' }]);
    expect(failed.status).toBe(400);
    expect(await count('core_event')).toBe(drained);
    // A create with tags is one request with a create then an update of the same object: one `created`.
    const tag = await api.create('/api/extras/tags/', { name: 'hooked', slug: 'hooked' });
    await api.create('/api/dcim/sites/', { name: 'B4', slug: 'b4', tags: [tag.id] });
    await drain();
    const events = receiver.received.map((r) => JSON.parse(r.body));
    expect(events.map((e) => [e.event, e.data.name])).toEqual([['created', 'B1'], ['created', 'B2'], ['created', 'B4']]);
    expect(events[2].data.tags.map((t: { slug: string }) => t.slug)).toEqual(['hooked']);
    // An update and a delete: their snapshots, and the deleted object's last state.
    const b1 = bulk.body[0];
    await api.patch(`/api/dcim/sites/${b1.id}/`, { description: 'changed' });
    await api.delete(`/api/dcim/sites/${b1.id}/`);
    await drain();
    const [updated, deleted] = receiver.received.slice(3).map((r) => JSON.parse(r.body));
    expect(updated.event).toBe('updated');
    expect(updated.snapshots.prechange.description).toBe('');
    expect(updated.snapshots.postchange.description).toBe('changed');
    expect(deleted.event).toBe('deleted');
    expect(deleted.data).toMatchObject({ id: b1.id, name: 'B1', description: 'changed' });
    expect(deleted.snapshots.postchange).toBeNull();
  });

  it('renders templates (dotted and item forms) and evaluates conditions', async () => {
    const webhook = await hook('templated', {
      payload_url: `${receiver.base}/sites/{{ data.slug }}`,
      http_method: 'PUT',
      body_template: '{"site": "{{ data[\'name\'] }}", "status": "{{ data.status.value }}", "proto": "{{ data.constructor }}{{ data.__proto__ }}", "tags": {{ data.tags }}}',
    });
    await rule('active only', webhook.id, { conditions: { and: [{ attr: 'status.value', value: 'active' }, { attr: 'name', op: 'contains', value: 'Z', negate: true }] } });
    await api.create('/api/dcim/sites/', { name: 'Tpl A', slug: 'tpl-a', status: 'active' });
    await api.create('/api/dcim/sites/', { name: 'Tpl B', slug: 'tpl-b', status: 'planned' });
    await api.create('/api/dcim/sites/', { name: 'Tpl Z', slug: 'tpl-z', status: 'active' });
    await drain();
    expect(receiver.received, logged.join('\n')).toHaveLength(1);
    expect(receiver.received[0]!.method).toBe('PUT');
    expect(receiver.received[0]!.path).toBe('/sites/tpl-a');
    expect(JSON.parse(receiver.received[0]!.body)).toEqual({ site: 'Tpl A', status: 'active', proto: '', tags: [] });
    const invalid = await api.post('/api/extras/event-rules/', {
      name: 'bad', object_types: ['dcim.site'], event_types: ['object_created'], action_type: 'webhook', action_object_type: 'extras.webhook',
      action_object_id: webhook.id, conditions: { attr: 'status', op: 'like', value: 'x' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ conditions: ['Unknown operator: like. Must be one of: eq, gt, gte, lt, lte, in, contains, regex, changed, unchanged'] });
  });

  it('retries a 500 with backoff and succeeds; logs every attempt; gives up after WEBHOOK_MAX_ATTEMPTS; times out', async () => {
    const webhook = await hook('flaky', { timeout: 1 });
    await rule('flaky', webhook.id);
    receiver.statuses = [500, 503];
    await api.create('/api/dcim/sites/', { name: 'Retry', slug: 'retry' });
    await drain();
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual(Array(3).fill(receiver.received[0]!.headers['webhook-id']));
    const [delivery] = (await api.get('/api/extras/webhook-deliveries/?limit=1')).body.results;
    expect(delivery).toMatchObject({ status: { value: 'delivered' }, attempts: 3, last_status_code: 200 });
    expect(delivery.attempts_log.map((a: { status_code: number; success: boolean }) => [a.status_code, a.success])).toEqual([[500, false], [503, false], [200, true]]);

    receiver.received.length = 0;
    receiver.statuses = [500, 500, 500, 500];
    await api.create('/api/dcim/sites/', { name: 'Give up', slug: 'give-up' });
    await drain();
    expect(receiver.received).toHaveLength(3);
    const [failed] = (await api.get('/api/extras/webhook-deliveries/?limit=1')).body.results;
    expect(failed).toMatchObject({ status: { value: 'failed' }, attempts: 3, last_status_code: 500, last_error: 'HTTP 500' });

    // A receiver slower than the webhook's timeout (1 s): the worker's pass ends without its
    // answer, having hung up on it (the receiver never got to answer).
    receiver.delayMs = 2500;
    await api.create('/api/dcim/sites/', { name: 'Slow', slug: 'slow' });
    await worker.runOnce();
    const [slow] = (await api.get('/api/extras/webhook-deliveries/?limit=1')).body.results;
    expect(slow.attempts_log[0].error).toBe('timed out after 1 s');
    expect(await receiver.ends.at(-1)).toBe(false);
  });

  it('sends a failed delivery again on redeliver, with the same delivery id and the earlier attempts kept', async () => {
    const webhook = await hook('again');
    await rule('again', webhook.id);
    receiver.statuses = [500, 500, 500];
    await api.create('/api/dcim/sites/', { name: 'Again', slug: 'again' });
    await drain();
    const [failed] = (await api.get('/api/extras/webhook-deliveries/?limit=1')).body.results;
    expect(failed).toMatchObject({ status: { value: 'failed' }, attempts: 3 });
    const url = `/api/extras/webhook-deliveries/${failed.id}/redeliver/`;

    // Only POST; only by users who may change deliveries; only a failed delivery.
    expect((await api.get(url)).status).toBe(405);
    const viewer = await api.create('/api/users/users/', { username: `redeliver-${dialect}`, password: 'redeliver-password' });
    await api.create('/api/users/permissions/', { name: 'view deliveries', object_types: ['extras.webhookdelivery'], actions: ['view'], users: [viewer.id] });
    const token = (await createToken(api.db.knex, {}, { userId: viewer.id, version: 1 })).secret;
    expect((await api.post(url, undefined, { token })).status).toBe(403);

    const again = await api.post(url, undefined);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: failed.id, delivery_id: failed.delivery_id, status: { value: 'pending' }, attempts: 0, last_status_code: null, last_error: '' });
    expect((await api.post(url, undefined)).body).toEqual({ detail: 'Only a failed delivery can be sent again; this one is pending.' });
    await drain();
    const [delivered] = (await api.get('/api/extras/webhook-deliveries/?limit=1')).body.results;
    expect(delivered).toMatchObject({ status: { value: 'delivered' }, attempts: 1, last_status_code: 200 });
    expect(delivered.attempts_log.map((a: { status_code: number }) => a.status_code)).toEqual([500, 500, 500, 200]);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([failed.delivery_id]));
    expect(receiver.received).toHaveLength(4);
  });

  it('refuses destinations outside WEBHOOK_ALLOWED_NETWORKS and logs why', async () => {
    const webhook = await hook('metadata', { payload_url: 'http://169.254.169.254/latest/meta-data/' });
    await rule('metadata', webhook.id);
    await api.create('/api/dcim/sites/', { name: 'SSRF', slug: 'ssrf' });
    await drain();
    const [refused] = (await api.get('/api/extras/webhook-deliveries/?limit=1')).body.results;
    expect(refused.status.value).toBe('failed');
    expect(refused.last_error).toBe('refused: refused 169.254.169.254 (link-local): webhooks reach only public addresses and WEBHOOK_ALLOWED_NETWORKS');
    expect(logged.some((line) => line.includes('169.254.169.254'))).toBe(true);
  });
  it('notifies the members of a notification group, and subscribers of changed objects; each user sees their own', async () => {
    const person = await api.create('/api/users/users/', { username: `member-${dialect}`, password: 'member-password' });
    const team = await api.create('/api/users/groups/', { name: `team-${dialect}` });
    const other = await api.create('/api/users/users/', { username: `teammate-${dialect}`, password: 'teammate-password', groups: [team.id] });
    const { createToken } = await import('../../runtime/auth/users.js');
    const token = (await createToken(api.db.knex, {}, { userId: person.id, version: 1 })).secret;
    const group = await api.create('/api/extras/notification-groups/', { name: `watchers-${dialect}`, users: [person.id], groups: [team.id] });
    await api.create('/api/extras/event-rules/', {
      name: 'notify', object_types: ['dcim.site'], event_types: ['object_created'], action_type: 'notification',
      action_object_type: 'extras.notificationgroup', action_object_id: group.id,
    });
    const site = await api.create('/api/dcim/sites/', { name: 'Watched', slug: `watched-${dialect}` });
    await drain();
    const mine = await api.get('/api/extras/notifications/', { token });
    expect(mine.body.results).toEqual([expect.objectContaining({
      object_type: 'dcim.site', object_id: site.id, user: expect.objectContaining({ id: person.id }), event_type: 'object_created', read: null, display: 'Watched',
    })]);
    expect(Object.keys(mine.body.results[0])).toEqual(['id', 'url', 'display_url', 'display', 'object_type', 'object_id', 'object', 'user', 'created', 'read', 'event_type']);
    const all = await api.get(`/api/extras/notifications/?object_id=${site.id}&object_type=dcim.site`);
    expect(all.body.results.map((n: { user: { id: number } }) => n.user.id).sort()).toEqual([person.id, other.id].sort());

    // A subscription: each later change replaces the subscriber's notification about the object.
    const nowhere = await api.post('/api/extras/subscriptions/', { object_type: 'dcim.site', object_id: 999999, user: person.id }, { token });
    expect(nowhere.body).toEqual({ object_id: ['Related object not found using the provided value: 999999.'] });
    const subscribed = await api.post('/api/extras/subscriptions/', { object_type: 'dcim.site', object_id: site.id, user: person.id }, { token });
    expect(subscribed.status, subscribed.text).toBe(201);
    expect(subscribed.body.display).toBe('Watched');
    await api.patch(`/api/dcim/sites/${site.id}/`, { description: 'renamed soon' });
    let notes = (await api.get(`/api/extras/notifications/?object_id=${site.id}`, { token })).body.results;
    expect(notes.map((n: { event_type: string }) => n.event_type)).toEqual(['object_updated']);
    await api.delete(`/api/dcim/sites/${site.id}/`);
    notes = (await api.get(`/api/extras/notifications/?object_id=${site.id}`, { token })).body.results;
    expect(notes.map((n: { event_type: string; display: string }) => [n.event_type, n.display])).toEqual([['object_deleted', 'Watched']]);
    // Marking it read; another user's notifications stay out of reach.
    expect((await api.patch(`/api/extras/notifications/${notes[0].id}/`, { read: '2026-11-25T08:00:00Z' }, { token })).status).toBe(200);
    const theirs = (await api.get(`/api/extras/notifications/?user_id=${other.id}`)).body.results[0];
    expect((await api.get(`/api/extras/notifications/${theirs.id}/`, { token })).status).toBe(404);
  });
  it('reports live workers in /api/status/ from their heartbeats', async () => {
    await worker.runOnce();
    const live = (await api.get('/api/status/')).body['rq-workers-running'];
    expect(live).toBeGreaterThanOrEqual(1);
    const second = new EventWorker({ db: api.db, index: new ModelIndex(registry), config: loadConfig({}, { ...OVERRIDES, DATABASE_URL: 'sqlite::memory:' }), log: () => {} });
    await second.runOnce();
    expect((await api.get('/api/status/')).body['rq-workers-running']).toBe(live + 1);
    await second.stop();
    expect((await api.get('/api/status/')).body['rq-workers-running']).toBe(live);
    // A worker silent for longer than the live window no longer counts.
    await api.db.knex('core_worker').where('name', worker.name).update({ heartbeat: '2001-01-01T00:00:00.000000Z' });
    expect((await api.get('/api/status/')).body['rq-workers-running']).toBe(live - 1);
  });
});
