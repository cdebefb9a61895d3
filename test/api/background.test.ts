// Background bulk writes (spec 4.5) on both databases: 202 with a job before any validation; the
// worker runs the same handler; the job's data is what the synchronous request answers (for each
// method, and for a failing payload); If-Match is 400; no live worker is 503; single-object
// writes ignore the flag; the user is checked again when the job runs; a job whose worker died
// mid-run is queued again and its write happens once; a job taken over rolls its write back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.js';
import { appDeps, createWorker } from '../../runtime/app.js';
import { loadConfig } from '../../runtime/config.js';
import { isoDatetime } from '../../runtime/db/values.js';
import { ApiCore } from '../../runtime/core/dispatch.js';
import { createToken } from '../../runtime/auth/users.js';
import type { EventWorker } from '../../runtime/events/worker.js';
import { JobTakenOver } from '../../runtime/jobs/runner.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

describe.each(DIALECTS)('background bulk writes on %s', (dialect) => {
  let api: TestServer;
  let worker: EventWorker;
  const logged: string[] = [];

  beforeAll(async () => {
    api = await startServer(dialect, { EMBEDDED_WORKER: false });
  });
  afterAll(async () => {
    await worker?.stop();
    await api?.close();
  });

  async function sites(): Promise<number> {
    return (await api.get('/api/dcim/sites/?limit=1')).body.count;
  }

  /**
   * Queues a background write and returns its job. This worker beats only when it runs: a long
   * test step can outlast its heartbeat (10 s), so it beats first.
   */
  async function queue(method: string, path: string, body: unknown): Promise<{ url: string }> {
    await worker.runOnce();
    const reply = await api.request(method, path, { body });
    expect(reply.status, reply.text.slice(0, 300)).toBe(202);
    return reply.body.job;
  }

  /** Runs the job and returns it as the API shows it. */
  async function finished(job: { url: string }): Promise<Record<string, any>> {
    await worker.runOnce();
    return (await api.get(job.url)).body;
  }

  it('refuses with 503 while no worker is alive, and accepts once one is', async () => {
    const refused = await api.post('/api/dcim/sites/?background=true', [{ name: 'Early', slug: 'early' }]);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ detail: 'Unable to process request: RQ worker process not running.' });
    expect(await sites()).toBe(0);
    worker = createWorker({ db: api.db, registry, config: (await import('../../runtime/config.js')).loadConfig({}, { DATABASE_URL: 'sqlite::memory:' }) }, (line) => logged.push(line));
    await worker.runOnce();
    expect((await api.get('/api/status/')).body['rq-workers-running']).toBeGreaterThanOrEqual(1);
  });

  it('creates, updates and deletes in the background with the synchronous answers', async () => {
    const queued = await api.post('/api/dcim/sites/?background=true', [{ name: 'Bg One', slug: 'bg-one' }, { name: 'Bg Two', slug: 'bg-two' }]);
    expect(queued.status).toBe(202);
    expect(queued.body).toEqual({ job: { id: expect.any(Number), url: expect.stringMatching(/\/api\/core\/jobs\/\d+\/$/), status: 'pending' } });
    expect(queued.headers.get('location')).toBe(queued.body.job.url);
    expect(await sites()).toBe(0);
    const job = await finished(queued.body.job);
    expect(job).toMatchObject({ name: 'Bulk create sites', status: { value: 'completed', label: 'Completed' }, error: '', user: expect.objectContaining({ username: 'admin' }) });
    expect(job.execution_time).toMatch(/^\d\d:\d\d:\d\d\.\d{6}$/);
    expect(job.data.status_code).toBe(201);
    const created = job.data.data as Record<string, any>[];
    expect(created.map((s) => s.name)).toEqual(['Bg One', 'Bg Two']);
    for (const site of created) expect(site).toEqual((await api.get(`/api/dcim/sites/${site.id}/`)).body);
    // Change records name the original request.
    const changes = await api.get(`/api/core/object-changes/?request_id=${created.length && (await api.get('/api/core/object-changes/?changed_object_type=dcim.site&limit=1')).body.results[0].request_id}`);
    expect(changes.body.count).toBe(2);

    for (const method of ['PATCH', 'PUT'] as const) {
      const body = created.map((s) => ({ id: s.id, name: `${s.name} ${method}`, slug: s.slug }));
      const deferred = await api.request(method, '/api/dcim/sites/?background=true', { body });
      expect(deferred.status).toBe(202);
      const done = await finished(deferred.body.job);
      expect(done.name).toBe('Bulk update sites');
      expect(done.data.status_code).toBe(200);
      expect(done.data.data.map((s: { name: string }) => s.name)).toEqual(body.map((s) => s.name));
    }
    // NetBox's Job.terminate(): the job's user is told it ended (notifications: always).
    const told = (await api.get(`/api/extras/notifications/?object_type=core.job&object_id=${queued.body.job.id}`)).body.results;
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ object_type: 'core.job', object_id: queued.body.job.id, event_type: 'job_completed', user: expect.objectContaining({ username: 'admin' }), read: null });

    const removal = await api.request('DELETE', '/api/dcim/sites/?background=true', { body: created.map((s) => ({ id: s.id })) });
    const removed = await finished(removal.body.job);
    expect(removed).toMatchObject({ name: 'Bulk delete sites', status: { value: 'completed' }, data: { status_code: 204, data: null } });
    expect(await sites()).toBe(0);
  });

  it('creates, updates and deletes 1,000 objects in the background, each job storing the synchronous answer', async () => {
    const tenant = await api.create('/api/tenancy/tenants/', { name: 'Bulk owner', slug: 'bulk-owner' });
    const items = Array.from({ length: 1000 }, (_, i) => ({ name: `Thousand ${i}`, slug: `thousand-${i}`, tenant: tenant.id }));
    const created = await finished(await queue('POST', '/api/dcim/sites/?background=true', items));
    expect(created).toMatchObject({ status: { value: 'completed' }, error: '', data: { status_code: 201 } });
    const sites = created.data.data as Record<string, any>[];
    expect(sites).toHaveLength(1000);
    expect(sites.map((s) => s.name)).toEqual(items.map((i) => i.name));
    // What the synchronous request answers: the objects as stored, in the request's order.
    const shown = async (ids: number[]) => {
      const page = (await api.get(`/api/dcim/sites/?tenant_id=${tenant.id}&limit=1000&ordering=id`)).body.results as Record<string, any>[];
      const byId = new Map(page.map((s) => [s.id, s]));
      return ids.map((id) => byId.get(id));
    };
    const ids = sites.map((s) => s.id as number);
    expect(sites).toEqual(await shown(ids));
    expect(sites[0]!.tenant).toEqual({ id: tenant.id, url: `${api.base}/api/tenancy/tenants/${tenant.id}/`, display: 'Bulk owner', name: 'Bulk owner', slug: 'bulk-owner', description: '' });

    const changes = ids.map((id, i) => ({ id, description: `updated ${i}` }));
    const updated = await finished(await queue('PATCH', '/api/dcim/sites/?background=true', changes));
    expect(updated).toMatchObject({ status: { value: 'completed' }, data: { status_code: 200 } });
    expect(updated.data.data).toEqual(await shown(ids));
    // The same bulk update made synchronously answers the same objects (only their change time moved).
    const again = await api.patch('/api/dcim/sites/', changes);
    expect(again.status).toBe(200);
    const timeless = (list: Record<string, any>[]) => list.map(({ last_updated: _, ...rest }) => rest);
    expect(timeless(again.body)).toEqual(timeless(updated.data.data));

    const removed = await finished(await queue('DELETE', '/api/dcim/sites/?background=true', ids.map((id) => ({ id }))));
    expect(removed).toMatchObject({ status: { value: 'completed' }, data: { status_code: 204, data: null } });
    expect((await api.get(`/api/dcim/sites/?tenant_id=${tenant.id}`)).body.count).toBe(0);
    expect((await api.get(`/api/core/object-changes/?changed_object_type=dcim.site&action=delete&limit=1`)).body.count).toBeGreaterThanOrEqual(1000);
  }, 240_000);

  it('keeps the request\'s other parameters (fields=) for the job\'s answer', async () => {
    const job = await finished(await queue('POST', '/api/extras/tags/?background=true&fields=id,name', Array.from({ length: 150 }, (_, i) => ({ name: `Shaped ${i}`, slug: `shaped-${i}` }))));
    expect(job.data.status_code).toBe(201);
    expect(job.data.data).toHaveLength(150);
    for (const tag of job.data.data) expect(Object.keys(tag)).toEqual(['id', 'name']);
  });

  it('refuses background writes that would keep a secret at rest (passwords, token secrets)', async () => {
    const jobsBefore = (await api.get('/api/core/jobs/?limit=1')).body.count;
    const users = await api.post('/api/users/users/?background=true', [{ username: `secret-${dialect}`, password: 'never-kept-at-rest' }]);
    expect(users.status).toBe(400);
    expect(users.body).toEqual(['Background processing is not available for users: a job would keep their secrets (passwords, token secrets) at rest.']);
    const admin = (await api.get('/api/users/users/?username=admin')).body.results[0];
    const tokens = await api.post('/api/users/tokens/?background=true', [{ user: admin.id, version: 1 }]);
    expect(tokens.status).toBe(400);
    expect(tokens.body).toEqual(['Background processing is not available for tokens: a job would keep their secrets (passwords, token secrets) at rest.']);
    expect((await api.get('/api/core/jobs/?limit=1')).body.count).toBe(jobsBefore);
    expect((await api.get(`/api/users/users/?username=secret-${dialect}`)).body.count).toBe(0);
    // Nothing stored anywhere holds the password: not a job, not a change record.
    for (const table of ['core_job', 'core_objectchange']) {
      const text = JSON.stringify(await api.db.knex(table).select('*'));
      expect(text).not.toContain('never-kept-at-rest');
    }
  });

  it('fails a job with the synchronous error, without validating first', async () => {
    const payload = [{ name: 'Ok', slug: 'ok' }, { name: 'Bad', slug: 'not a slug' }];
    const queued = await api.post('/api/dcim/sites/?background=true', payload);
    expect(queued.status).toBe(202);
    const job = await finished(queued.body.job);
    const synchronous = await api.post('/api/dcim/sites/', payload);
    expect(job.status.value).toBe('failed');
    expect(job.data).toEqual({ status_code: synchronous.status, data: synchronous.body });
    expect(job.error).toBe(synchronous.body.detail ?? `Request failed with status ${synchronous.status}.`);
    const told = (await api.get(`/api/extras/notifications/?object_type=core.job&object_id=${queued.body.job.id}`)).body.results;
    expect(told.map((n: { event_type: string }) => n.event_type)).toEqual(['job_failed']);
    expect(await sites()).toBe(0);
  });

  it('refuses If-Match, ignores the flag on single objects, and checks the user again when the job runs', async () => {
    const site = await api.create('/api/dcim/sites/', { name: 'Single', slug: 'single' });
    const conditional = await api.request('PATCH', '/api/dcim/sites/?background=true', { body: [{ id: site.id, description: 'x' }], headers: { 'If-Match': '"abc"' } });
    expect(conditional.status).toBe(400);
    expect(conditional.body).toEqual(['The If-Match header is not supported with background processing.']);
    const single = await api.post('/api/dcim/sites/?background=true', { name: 'Direct', slug: 'direct' });
    expect(single.status).toBe(201);

    const person = await api.create('/api/users/users/', { username: `bg-${dialect}`, password: 'background-password' });
    await api.create('/api/users/permissions/', { name: 'add sites', object_types: ['dcim.site'], actions: ['add', 'view'], users: [person.id] });
    const token = (await createToken(api.db.knex, {}, { userId: person.id, version: 1 })).secret;
    const queued = await api.post('/api/dcim/sites/?background=true', [{ name: 'Later', slug: 'later' }], { token });
    expect(queued.status).toBe(202);
    await api.patch(`/api/users/users/${person.id}/`, { is_active: false });
    const job = await finished(queued.body.job);
    expect(job).toMatchObject({ status: { value: 'failed' }, error: 'The requesting user is no longer active.', data: null });
    expect((await api.get('/api/dcim/sites/?slug=later')).body.count).toBe(0);
  });

  it('queues again a job whose worker died mid-run, and runs it once', async () => {
    const jobs = api.db.knex('core_job');
    // A worker that stopped beating a minute ago, holding a job it had claimed (its write rolled back with it).
    await api.db.knex('core_worker').insert({ name: 'dead-worker', started: '2026-01-01T00:00:00.000000Z', heartbeat: isoDatetime(new Date(Date.now() - 60_000)) });
    const queued = await api.post('/api/dcim/sites/?background=true', [{ name: 'Orphan', slug: 'orphan' }]);
    await jobs.clone().where('id', queued.body.job.id).update({ status: 'running', claimed_by: 'dead-worker', started: '2026-01-01T00:00:00.000000Z' });
    // A job whose write committed before its worker died is completed already, and is left alone.
    const committed = await api.post('/api/dcim/sites/?background=true', [{ name: 'Committed', slug: 'committed' }]);
    await jobs.clone().where('id', committed.body.job.id).update({ status: 'completed', claimed_by: 'dead-worker' });
    const job = await finished(queued.body.job);
    expect(job).toMatchObject({ status: { value: 'completed' }, data: { status_code: 201 } });
    expect(logged).toContain(`job ${queued.body.job.id}: its worker dead-worker stopped; queued again`);
    expect((await api.get('/api/dcim/sites/?slug=orphan')).body.count).toBe(1);
    expect((await api.get(committed.body.job.url)).body).toMatchObject({ status: { value: 'completed' }, data: null });
    expect((await api.get('/api/dcim/sites/?slug=committed')).body.count).toBe(0);
  });

  it("rolls a job's write back when the job was taken over before it committed", async () => {
    const queued = await api.post('/api/dcim/sites/?background=true', [{ name: 'Taken', slug: 'taken' }, { name: 'Over', slug: 'over' }]);
    const stored = (await api.db.knex('core_job').where('id', queued.body.job.id).first()) as { request: string };
    const changesBefore = (await api.get('/api/core/object-changes/?limit=1')).body.count;
    const run = new ApiCore(appDeps({ db: api.db, registry, config: loadConfig({}, { DATABASE_URL: 'sqlite::memory:' }) })).jobRunner();
    let fenced = 0;
    const fence = async () => {
      fenced += 1;
      throw new JobTakenOver('taken over');
    };
    await expect(run({ id: queued.body.job.id, request: stored.request, fence })).rejects.toThrow('taken over');
    expect(fenced).toBe(1);
    expect((await api.get('/api/dcim/sites/?slug=taken&slug=over')).body.count).toBe(0);
    expect((await api.get('/api/core/object-changes/?limit=1')).body.count).toBe(changesBefore);
  });
});
