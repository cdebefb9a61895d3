// Events and webhooks end to end, on both databases, with a real receiver (an HTTP server on
// loopback in the test, allowed by WEBHOOK_ALLOWED_NETWORKS): the outbox row written with the
// write (none for a rolled-back one), one event per object for bulk writes, create-then-update
// coalesced, NetBox's context and signature, templates (dotted and item forms), conditions,
// retries after a 500, a timeout, the SSRF guard, and the delivery log at /api/extras/webhook-deliveries/.
// What a delivery refuses (a header value with CR/LF or a character a header cannot carry, a body
// over WEBHOOK_MAX_BODY_SIZE, an SSRF refusal) and what it could not foresee (a corrupt stored row)
// each end as a failed delivery with its error, never a row left pending, and never at the cost of
// a healthy delivery due beside it.
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
  async function drain(using: EventWorker = worker): Promise<void> {
    for (let pass = 0; pass < 20; pass++) {
      const done = await using.runOnce();
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

  /** A worker of its own (another setting, a smaller batch), logging with the others. */
  function otherWorker(settings: Record<string, unknown>, batch?: number): EventWorker {
    const config = loadConfig({}, { ...OVERRIDES, ...settings, DATABASE_URL: 'sqlite::memory:' });
    return new EventWorker({ db: api.db, index: new ModelIndex(registry), config, log: (line) => logged.push(line), ...(batch ? { batch } : {}) });
  }

  /** A webhook's deliveries as the API shows them, newest first. */
  async function deliveriesOf(webhook: Record<string, any>): Promise<Record<string, any>[]> {
    const all = (await api.get('/api/extras/webhook-deliveries/?limit=1000')).body.results as Record<string, any>[];
    return all.filter((delivery) => delivery.webhook?.id === webhook.id);
  }

  /** Each delivery of `webhook` failed at its first attempt for good, with `errors` recorded (newest first), and none reached the receiver. */
  async function expectRefused(webhook: Record<string, any>, errors: string[]): Promise<void> {
    const deliveries = await deliveriesOf(webhook);
    expect(deliveries.map((d) => [d.status.value, d.attempts, d.next_attempt, d.last_status_code, d.last_error])).toEqual(errors.map((error) => ['failed', 1, null, null, error]));
    for (const delivery of deliveries) expect(delivery.attempts_log.map((a: Record<string, unknown>) => [a.error, a.success])).toEqual([[delivery.last_error, false]]);
    expect(receiver.received.filter((r) => r.path.startsWith(`/${webhook.name}`))).toEqual([]);
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
    // A refusal is final: asking again gets the same answer.
    await expectRefused(webhook, [refused.last_error]);
  });

  it('renders each header value on its own: a CR or LF from an object fails the delivery, and nothing is sent', async () => {
    const webhook = await hook('crlf', { additional_headers: 'X-Site: {{ data.name }}\nX-C: {{ data.comments }}' });
    const fires = await rule('crlf', webhook.id);
    await api.create('/api/dcim/sites/', { name: 'Smuggler CR', slug: 'smuggler-cr', comments: 'x\r\nHost: evil.example\r\nX-Forged: yes' });
    await api.create('/api/dcim/sites/', { name: 'Smuggler LF', slug: 'smuggler-lf', comments: 'x\nContent-Length: 0\nTransfer-Encoding: chunked\n\nGET /admin HTTP/1.1' });
    await api.create('/api/dcim/sites/', { name: 'Smuggler long', slug: 'smuggler-long', comments: 'y'.repeat(9000) });
    await drain();
    await api.patch(`/api/extras/event-rules/${fires.id}/`, { enabled: false });
    // Framing headers are the transport's, whoever writes them.
    const framing = await hook('framing', { additional_headers: 'X-Ok: 1\r\nTransfer-Encoding: chunked' });
    const framed = await rule('framing', framing.id);
    await api.create('/api/dcim/sites/', { name: 'Framed', slug: 'framed' });
    await drain();
    await expectRefused(webhook, [
      'header X-C: the rendered value is larger than 8192 bytes',
      'header X-C: its value holds U+000A, which a header cannot carry',
      'header X-C: its value holds U+000D, which a header cannot carry',
    ]);
    await expectRefused(framing, ['header Transfer-Encoding: set from the body, not by a webhook']);
    // The same template with a value a header can carry (a colon, Latin-1) is sent as it reads.
    await api.patch(`/api/extras/event-rules/${framed.id}/`, { enabled: false });
    await api.patch(`/api/extras/event-rules/${fires.id}/`, { enabled: true });
    await api.create('/api/dcim/sites/', { name: 'Honest', slug: 'honest', comments: 'note: Zürich' });
    await drain();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.headers).toMatchObject({ 'x-site': 'Honest', 'x-c': 'note: Zürich' });
    expect(receiver.received[0]!.headers.host).toBe(new URL(receiver.base).host);
  });

  it('fails a delivery whose header has a character above U+00FF, or a content type with CR/LF, at its first attempt', async () => {
    const region = await api.create('/api/dcim/regions/', { name: '東京', slug: 'tokyo' });
    const named = await hook('region', { additional_headers: 'X-Region: {{ data.region.name }}' });
    const typed = await hook('typed', { http_content_type: 'application/json\r\nX-Injected: yes' });
    await rule('region', named.id);
    await rule('typed', typed.id);
    await api.create('/api/dcim/sites/', { name: 'Tokyo', slug: 'tokyo-1', region: region.id });
    await drain();
    await expectRefused(named, ['header X-Region: its value holds U+6771, which a header cannot carry']);
    await expectRefused(typed, ['header Content-Type: its value holds U+000D, which a header cannot carry']);
    expect(await worker.runOnce()).toEqual({ events: 0, deliveries: 0 });
  });

  it('sends a healthy delivery due together with a poisonous one queued before it', async () => {
    const poisonous = await hook('poisonous', { additional_headers: 'X-Name: {{ data.name }}' });
    const healthy = await hook('healthy');
    // Rules fire in name order: the poisonous delivery is queued first.
    await rule('a poisonous', poisonous.id);
    await rule('b healthy', healthy.id);
    await api.create('/api/dcim/sites/', { name: '大阪', slug: 'osaka' });
    // One delivery a pass: the poisonous one must end for the healthy one to be reached.
    await drain(otherWorker({}, 1));
    await expectRefused(poisonous, ['header X-Name: its value holds U+5927, which a header cannot carry']);
    expect(receiver.received.map((r) => r.path)).toEqual(['/healthy']);
    const [sent] = await deliveriesOf(healthy);
    expect(sent).toMatchObject({ status: { value: 'delivered' }, attempts: 1, last_status_code: 200 });
  });

  it('fails a delivery whose rendered body is over WEBHOOK_MAX_BODY_SIZE (or URL over 8 KB), for good', async () => {
    const capped = otherWorker({ WEBHOOK_MAX_BODY_SIZE: 4096 });
    const whole = await hook('whole');
    const doubled = await hook('doubled', { body_template: '{{ data.comments }}{{ data.comments }}' });
    const small = await hook('small', { body_template: '{"name": "{{ data.name }}"}' });
    // A URL (or a header value) has a cap of its own: 8 KB, what receivers take in one line.
    const long = await hook('long', { payload_url: `${receiver.base}/long?a={{ data.comments }}&b={{ data.comments }}&c={{ data.comments }}`, body_template: '{}' });
    for (const webhook of [whole, doubled, small, long]) await rule(webhook.name, webhook.id);
    await api.create('/api/dcim/sites/', { name: 'Large', slug: 'large', comments: 'c'.repeat(3000) });
    await drain(capped);
    const error = 'the rendered body is larger than WEBHOOK_MAX_BODY_SIZE (4096 bytes)';
    await expectRefused(whole, [error]);
    await expectRefused(doubled, [error]);
    await expectRefused(long, ['the rendered URL is larger than 8192 bytes']);
    expect(receiver.received.map((r) => [r.path, r.body])).toEqual([['/small', '{"name": "Large"}']]);
  });

  it('ends a delivery that fails in a way nobody foresaw (a corrupt stored context) as failed after WEBHOOK_MAX_ATTEMPTS', async () => {
    const webhook = await hook('corrupt');
    await rule('corrupt', webhook.id);
    await api.create('/api/dcim/sites/', { name: 'Corrupt', slug: 'corrupt' });
    await worker.processEvents();
    expect(await api.db.knex('extras_webhookdelivery').where('webhook_id', webhook.id).update({ context: '{not json' })).toBe(1);
    await drain();
    const [delivery] = await deliveriesOf(webhook);
    expect(delivery).toMatchObject({ status: { value: 'failed' }, attempts: OVERRIDES.WEBHOOK_MAX_ATTEMPTS, next_attempt: null });
    expect(delivery!.last_error).toMatch(/JSON/);
    expect(delivery!.attempts_log).toHaveLength(OVERRIDES.WEBHOOK_MAX_ATTEMPTS);
    expect(receiver.received).toEqual([]);
  });
  it('notifies the members of a notification group, and subscribers of changed objects; each user sees their own', async () => {
    const person = await api.create('/api/users/users/', { username: `member-${dialect}`, password: 'member-password' });
    const team = await api.create('/api/users/groups/', { name: `team-${dialect}` });
    const other = await api.create('/api/users/users/', { username: `teammate-${dialect}`, password: 'teammate-password', groups: [team.id] });
    const { createToken } = await import('../../runtime/auth/users.js');
    const token = (await createToken(api.db.knex, {}, { userId: person.id, version: 1 })).secret;
    // Notifications tell only users who may view the object (test below): these two may view sites.
    await api.create('/api/users/permissions/', { name: `view sites ${dialect}`, object_types: ['dcim.site'], actions: ['view'], users: [person.id], groups: [team.id] });
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
    // The subscription went with its object once the subscriber was told (as NetBox's GenericRelation deletes it).
    expect((await api.get(`/api/extras/subscriptions/${subscribed.body.id}/`)).status).toBe(404);
    // Marking it read; another user's notifications stay out of reach.
    expect((await api.patch(`/api/extras/notifications/${notes[0].id}/`, { read: '2026-11-25T08:00:00Z' }, { token })).status).toBe(200);
    const theirs = (await api.get(`/api/extras/notifications/?user_id=${other.id}`)).body.results[0];
    expect((await api.get(`/api/extras/notifications/${theirs.id}/`, { token })).status).toBe(404);
  });
  it('subscribes only to objects the requester may view, and notifies only users who may view the object', async () => {
    const person = await api.create('/api/users/users/', { username: `viewer-${dialect}`, password: 'viewer-password' });
    const token = (await createToken(api.db.knex, {}, { userId: person.id, version: 1 })).secret;
    const seen = await api.create('/api/dcim/sites/', { name: 'Seen', slug: 'seen', description: 'in view' });
    const hidden = await api.create('/api/dcim/sites/', { name: 'Hidden', slug: 'hidden', description: 'secret plans' });
    const subscriptions = await count('extras_subscription');
    /** A subscription of the person's, made by the person (or by the superuser's token). */
    const subscribe = (site: number, by: string = token) => api.post('/api/extras/subscriptions/', { object_type: 'dcim.site', object_id: site, user: person.id }, { token: by });

    // Without any view permission on sites, and then outside the permission's scope: as if the site did not exist.
    expect((await subscribe(seen.id)).body).toEqual({ object_id: [`Related object not found using the provided value: ${seen.id}.`] });
    await api.create('/api/users/permissions/', { name: `seen sites ${dialect}`, object_types: ['dcim.site'], actions: ['view'], users: [person.id], constraints: { slug__in: ['seen', 'seen-too'] } });
    expect((await subscribe(hidden.id)).body).toEqual({ object_id: [`Related object not found using the provided value: ${hidden.id}.`] });
    expect(await count('extras_subscription')).toBe(subscriptions);
    expect((await subscribe(seen.id)).status).toBe(201);
    // Someone who may view it subscribes the person to the hidden site: the person is never told of it.
    const made = await subscribe(hidden.id, api.token);
    expect(made.status, made.text).toBe(201);

    const notes = async () => (await api.get('/api/extras/notifications/?limit=0', { token })).body.results
      .map((n: { object_id: number; event_type: string; display: string }) => [n.object_id, n.event_type, n.display]);
    await api.patch(`/api/dcim/sites/${hidden.id}/`, { name: 'Hidden renamed' });
    await api.patch(`/api/dcim/sites/${seen.id}/`, { description: 'changed' });
    expect(await notes()).toEqual([[seen.id, 'object_updated', 'Seen']]);
    // A change that takes the object out of the person's view tells nothing of its new state.
    await api.patch(`/api/dcim/sites/${seen.id}/`, { name: 'Seen moved', slug: 'moved-away' });
    expect(await notes()).toEqual([[seen.id, 'object_updated', 'Seen']]);
    await api.patch(`/api/dcim/sites/${seen.id}/`, { name: 'Seen back', slug: 'seen-too' });
    expect(await notes()).toEqual([[seen.id, 'object_updated', 'Seen back']]);
    // Deletions are checked against the object before it goes.
    await api.delete(`/api/dcim/sites/${hidden.id}/`);
    await api.delete(`/api/dcim/sites/${seen.id}/`);
    expect(await notes()).toEqual([[seen.id, 'object_deleted', 'Seen back']]);
    // Both subscriptions went with their sites, the hidden one's too (its subscriber was not told).
    expect(await count('extras_subscription')).toBe(subscriptions);

    // Notification groups: members are told only of objects they may view.
    const group = await api.create('/api/extras/notification-groups/', { name: `viewers-${dialect}`, users: [person.id] });
    await api.create('/api/extras/event-rules/', {
      name: 'notify viewers', object_types: ['dcim.site'], event_types: ['object_created'], action_type: 'notification',
      action_object_type: 'extras.notificationgroup', action_object_id: group.id,
    });
    const shown = await api.create('/api/dcim/sites/', { name: 'Shown', slug: 'seen' });
    await api.create('/api/dcim/sites/', { name: 'Not shown', slug: 'not-shown', description: 'secret plans' });
    await drain();
    expect((await notes()).filter(([, event]: [number, string]) => event === 'object_created')).toEqual([[shown.id, 'object_created', 'Shown']]);

    // A notification made through the API (users may add their own): only about an object its
    // maker may view; it keeps the display it was made with.
    const secret = await api.create('/api/dcim/sites/', { name: 'Secret', slug: 'secret' });
    const visible = await api.create('/api/dcim/sites/', { name: 'Also seen', slug: 'seen-too' });
    const notify = (site: number) =>
      api.post('/api/extras/notifications/', { object_type: 'dcim.site', object_id: site, user: person.id, event_type: 'object_updated' }, { token });
    const notifications = await count('extras_notification');
    expect((await notify(secret.id)).body).toEqual({ object_id: [`Related object not found using the provided value: ${secret.id}.`] });
    expect(await count('extras_notification')).toBe(notifications);
    const own = await notify(visible.id);
    expect(own.status, own.text).toBe(201);
    expect(own.body.display).toBe('Also seen');
    await api.patch(`/api/dcim/sites/${visible.id}/`, { name: 'Renamed since' });
    const read = await api.patch(`/api/extras/notifications/${own.body.id}/`, { read: '2026-11-25T08:00:00Z' }, { token });
    expect([read.status, read.body.display]).toEqual([200, 'Also seen']);
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
