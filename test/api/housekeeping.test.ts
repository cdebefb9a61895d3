// Housekeeping (NetBox's SystemHousekeepingJob) on both databases: expired sessions, change records
// older than CHANGELOG_RETENTION and finished jobs older than JOB_RETENTION are removed, recent ones
// kept, 0 keeps everything; rows go in batches of a bounded size (counted as statements). The worker
// keeps "System Housekeeping" scheduled daily as a job /api/core/jobs/ lists, once however many
// workers start.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.js';
import { createWorker } from '../../runtime/app.js';
import { loadConfig } from '../../runtime/config.js';
import { isoDatetime } from '../../runtime/db/values.js';
import type { EventWorker } from '../../runtime/events/worker.js';
import { housekeeping } from '../../runtime/jobs/housekeeping.js';
import { ModelIndex } from '../../runtime/registry.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

const DAY_MS = 24 * 3600_000;
const ago = (days: number) => isoDatetime(new Date(Date.now() - days * DAY_MS));
const index = new ModelIndex(registry);
const RETENTION = { CHANGELOG_RETENTION: 90, CHANGELOG_RETAIN_CREATE_LAST_UPDATE: false, JOB_RETENTION: 90 };

describe.each(DIALECTS)('housekeeping on %s', (dialect) => {
  let api: TestServer;
  let admin: number;
  const workers: EventWorker[] = [];

  beforeAll(async () => {
    api = await startServer(dialect, { EMBEDDED_WORKER: false });
    admin = (await api.get('/api/users/users/?username=admin')).body.results[0].id;
  });
  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    await api?.close();
  });

  async function count(table: string, where: (q: any) => void = () => undefined): Promise<number> {
    const query = api.db.knex(table).count({ n: '*' });
    where(query);
    const [row] = (await query) as { n: unknown }[];
    return Number(row!.n);
  }

  /** The ids each DELETE on `table` names while `action` runs (one entry per statement). */
  async function deletesOn<T>(table: string, action: () => Promise<T>): Promise<{ result: T; batches: number[] }> {
    const batches: number[] = [];
    const stop = api.db.onQuery(({ sql, bindings }) => {
      if (!new RegExp(`^delete from [\x60"]${table}[\x60"]`, 'i').test(sql)) return;
      // PostgreSQL binds the ids as one array, SQLite one variable each.
      batches.push(Array.isArray(bindings[0]) ? (bindings[0] as unknown[]).length : bindings.length);
    });
    try {
      return { result: await action(), batches };
    } finally {
      stop();
    }
  }

  function job(name: string, status: string, created: string): Record<string, unknown> {
    return {
      name, status, created, job_id: randomUUID(), user_id: null, queue_name: 'default', notifications: 'never',
      log_entries: '[]', error: '', data: null, request: '{}', claimed_by: '',
    };
  }

  it('removes change records past CHANGELOG_RETENTION, oldest first in batches, and keeps the recent ones', async () => {
    const sites = (await api.post('/api/dcim/sites/', Array.from({ length: 250 }, (_, i) => ({ name: `Old ${i}`, slug: `old-${i}` })))).body as { id: number }[];
    const old = sites.slice(0, 230).map((site) => site.id);
    await api.db.knex('core_objectchange').where('changed_object_type', 'dcim.site').whereIn('changed_object_id', old).update({ time: ago(91) });
    const before = await count('core_objectchange');

    const { result, batches } = await deletesOn('core_objectchange', () => housekeeping({ db: api.db, index, config: RETENTION, batch: 100 }));
    expect(result.changes).toBe(230);
    expect(batches).toEqual([100, 100, 30]);
    expect(await count('core_objectchange')).toBe(before - 230);
    expect(await count('core_objectchange', (q) => q.where('changed_object_type', 'dcim.site').whereIn('changed_object_id', old))).toBe(0);
    expect(await count('core_objectchange', (q) => q.where('changed_object_type', 'dcim.site').whereIn('changed_object_id', sites.slice(230).map((s) => s.id)))).toBe(20);
    // What is left is what the API shows.
    expect((await api.get('/api/core/object-changes/?changed_object_type=dcim.site&limit=1')).body.count).toBe(20);
  });

  it('keeps each live object\'s create record and latest update with CHANGELOG_RETAIN_CREATE_LAST_UPDATE, batch after batch', async () => {
    const [kept, gone] = (await api.post('/api/tenancy/tenants/', [{ name: 'Kept', slug: 'kept' }, { name: 'Gone', slug: 'gone' }])).body as { id: number }[];
    for (const description of ['one', 'two', 'three']) await api.patch(`/api/tenancy/tenants/${kept!.id}/`, { description });
    await api.patch(`/api/tenancy/tenants/${gone!.id}/`, { description: 'soon gone' });
    await api.delete(`/api/tenancy/tenants/${gone!.id}/`);
    const records = () => api.db.knex('core_objectchange').select('changed_object_id', 'action', 'postchange_data').where('changed_object_type', 'tenancy.tenant').orderBy('id');
    await api.db.knex('core_objectchange').where('changed_object_type', 'tenancy.tenant').update({ time: ago(100) });
    // Batches of 2: the kept records are passed over by the cursor, not read again.
    const { result } = await deletesOn('core_objectchange', () => housekeeping({ db: api.db, index, config: { ...RETENTION, CHANGELOG_RETAIN_CREATE_LAST_UPDATE: true }, batch: 2 }));
    const left = (await records()).map((r: { changed_object_id: number; action: string; postchange_data: unknown }) => {
      const data = typeof r.postchange_data === 'string' ? JSON.parse(r.postchange_data) : r.postchange_data;
      return [r.changed_object_id, r.action, data?.description ?? null];
    });
    expect(left).toEqual([[kept!.id, 'create', ''], [kept!.id, 'update', 'three']]);
    expect(result.changes).toBe(5);
  });

  it('removes finished jobs past JOB_RETENTION, never one still waiting or running, and keeps recent ones', async () => {
    const rows = [
      job('old completed', 'completed', ago(100)), job('old failed', 'failed', ago(95)), job('old errored', 'errored', ago(91)),
      job('old pending', 'pending', ago(100)), job('old running', 'running', ago(100)), job('recent completed', 'completed', ago(89)),
    ];
    await api.db.knex('core_job').insert(rows);
    const { result, batches } = await deletesOn('core_job', () => housekeeping({ db: api.db, index, config: RETENTION, batch: 2 }));
    expect(result.jobs).toBe(3);
    expect(batches).toEqual([2, 1]);
    const left = (await api.db.knex('core_job').select('name').whereIn('name', rows.map((r) => String(r.name))).orderBy('name')).map((r: { name: string }) => r.name);
    expect(left).toEqual(['old pending', 'old running', 'recent completed']);
  });

  it('clears expired browser sessions and keeps live ones', async () => {
    const session = (key: string, expires: string) => ({ key_digest: key.padEnd(64, '0'), user_id: admin, created: ago(20), expires });
    await api.db.knex('users_session').insert([session('a', ago(1)), session('b', ago(0.001)), session('c', ago(-1))]);
    const pruned = await housekeeping({ db: api.db, index, config: RETENTION });
    expect(pruned.sessions).toBe(2);
    expect((await api.db.knex('users_session').select('key_digest')).map((r: { key_digest: string }) => r.key_digest[0])).toEqual(['c']);
  });

  it('keeps every change record and job with a retention of 0 (for ever), as NetBox', async () => {
    await api.db.knex('core_objectchange').update({ time: ago(1000) });
    await api.db.knex('core_job').insert(job('ancient', 'completed', ago(1000)));
    const changes = await count('core_objectchange');
    const jobs = await count('core_job');
    const logged: string[] = [];
    const { result, batches } = await deletesOn('core_objectchange', () => housekeeping({
      db: api.db, index, config: { ...RETENTION, CHANGELOG_RETENTION: 0, JOB_RETENTION: 0 }, log: (entry) => logged.push(entry.message),
    }));
    expect(result).toEqual({ sessions: 0, changes: 0, jobs: 0 });
    expect(batches).toEqual([]);
    expect(await count('core_objectchange')).toBe(changes);
    expect(await count('core_job')).toBe(jobs);
    expect(logged.filter((line) => line === 'No retention period specified; skipping.')).toHaveLength(2);
  });

  it('runs as the daily system job "System Housekeeping", scheduled once however many workers start', async () => {
    const config = loadConfig({}, { DATABASE_URL: 'sqlite::memory:', CHANGELOG_RETENTION: 30 });
    const logged: string[] = [];
    const start = () => {
      const worker = createWorker({ db: api.db, registry, config }, (line) => logged.push(line));
      workers.push(worker);
      return worker;
    };
    // Only the system job's rows: the ones above are no background writes a worker could run.
    await api.db.knex('core_job').delete();
    const housekeepingJobs = async () => (await api.get('/api/core/jobs/?q=System%20Housekeeping&ordering=id&limit=0')).body.results as Record<string, any>[];

    const first = start();
    await first.runOnce();
    let jobs = await housekeepingJobs();
    expect(jobs.map((j) => [j.status.value, j.interval])).toEqual([['completed', 1440], ['scheduled', 1440]]);
    expect(jobs[0]!.log_entries.map((e: { message: string }) => e.message)).toContain('Deleted 0 expired jobs');
    expect(jobs[0]!.log_entries.map((e: { message: string }) => e.message)).toContain('Pruning old changelog entries...');
    expect(Object.keys(jobs[0]!.log_entries[0]).sort()).toEqual(['level', 'message', 'timestamp']);
    // The next run a day after this one was due (NetBox: scheduled + interval).
    expect(Date.parse(jobs[1]!.scheduled) - Date.parse(jobs[0]!.scheduled)).toBe(1440 * 60_000);
    // Every change record was set 1,000 days back in the test before: all past 30 days.
    expect(await count('core_objectchange')).toBe(0);
    expect(logged.some((line) => line.includes('System Housekeeping'))).toBe(true);

    // Not due again; a second worker starting finds the scheduled run and adds none.
    await first.runOnce();
    await start().runOnce();
    expect((await housekeepingJobs()).length).toBe(2);

    // Once due, one of the workers runs it and schedules the next.
    await api.db.knex('core_job').where('id', jobs[1]!.id).update({ scheduled: ago(0.01) });
    await Promise.all(workers.map((worker) => worker.runOnce()));
    jobs = await housekeepingJobs();
    expect(jobs.map((j) => j.status.value)).toEqual(['completed', 'completed', 'scheduled']);
  });
});
