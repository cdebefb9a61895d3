// The derived cache (runtime/db/derived-cache.ts): custom field definitions and config contexts are
// read once, not per request, and every write to them (committed, rolled back, or made by another
// process on the same PostgreSQL database) is seen by the next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../runtime/db/database.js';
import { otherProcess, type OtherProcess } from '../support/other-process.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

describe.each(DIALECTS)('derived cache on %s', (dialect) => {
  let api: TestServer;
  let site: Record<string, any>;
  beforeAll(async () => {
    api = await startServer(dialect);
    site = await api.create('/api/dcim/sites/', { name: 'Cache site', slug: 'cache-site' });
  });
  afterAll(async () => api?.close());

  /** The SQL statements of one GET, and its body. */
  const traced = async (path: string) => {
    const sql: string[] = [];
    const listener = (query: { sql: string }) => sql.push(query.sql);
    const stop = api.db.onQuery(listener);
    try {
      const reply = await api.get(path);
      expect(reply.status).toBe(200);
      return { sql, body: reply.body };
    } finally {
      stop();
    }
  };
  const readsDefinitions = (sql: string[]) => sql.some((text) => text.includes('extras_customfield'));

  it('reads custom field definitions once, and again after a write to them', async () => {
    const path = `/api/dcim/sites/${site.id}/`;
    await traced(path);
    const warm = await traced(path);
    expect(readsDefinitions(warm.sql)).toBe(false);
    expect(warm.body.custom_fields).toEqual({});

    const field = await api.create('/api/extras/custom-fields/', { name: 'cache_one', type: 'text', object_types: ['dcim.site'] });
    const after = await traced(path);
    expect(readsDefinitions(after.sql)).toBe(true);
    expect(after.body.custom_fields).toEqual({ cache_one: null });

    expect((await api.patch(`/api/extras/custom-fields/${field.id}/`, { name: 'cache_renamed' })).status).toBe(200);
    expect((await traced(path)).body.custom_fields).toEqual({ cache_renamed: null });
    expect((await api.delete(`/api/extras/custom-fields/${field.id}/`)).status).toBe(204);
    expect((await traced(path)).body.custom_fields).toEqual({});
  });

  it('keeps nothing from a write that rolled back', async () => {
    const path = `/api/dcim/sites/${site.id}/`;
    await traced(path);
    // The first field is created (and read back) inside the transaction, the second fails it.
    const reply = await api.post('/api/extras/custom-fields/', [
      { name: 'phantom', type: 'text', object_types: ['dcim.site'] },
      { name: 'bad name!', type: 'text', object_types: ['dcim.site'] },
    ]);
    expect(reply.status).toBe(400);
    expect((await traced(path)).body.custom_fields).toEqual({});
    // A bulk write of sites with a field required on them: the definitions are read for each
    // object inside the transaction, from the cache, and still enforced.
    await api.create('/api/extras/custom-fields/', { name: 'cache_required', type: 'integer', object_types: ['dcim.site'], required: true, default: 7 });
    const bulk = await api.post('/api/dcim/sites/', [{ name: 'Bulk a', slug: 'bulk-a' }, { name: 'Bulk b', slug: 'bulk-b', custom_fields: { cache_required: 'x' } }]);
    expect(bulk.status).toBe(400);
    const ok = await api.post('/api/dcim/sites/', [{ name: 'Bulk a', slug: 'bulk-a' }, { name: 'Bulk b', slug: 'bulk-b', custom_fields: { cache_required: 3 } }]);
    expect(ok.status).toBe(201);
    expect(ok.body.map((s: any) => s.custom_fields.cache_required)).toEqual([7, 3]);
  });

  it('sees config context changes on the next request', async () => {
    const role = await api.create('/api/dcim/device-roles/', { name: 'Cache role', slug: 'cache-role' });
    const maker = await api.create('/api/dcim/manufacturers/', { name: 'Cache maker', slug: 'cache-maker' });
    const type = await api.create('/api/dcim/device-types/', { manufacturer: maker.id, model: 'Cache type', slug: 'cache-type' });
    const device = await api.create('/api/dcim/devices/', { name: 'cache-dev', device_type: type.id, role: role.id, site: site.id });
    const path = `/api/dcim/devices/${device.id}/`;
    expect((await traced(path)).body.config_context).toEqual({});
    const context = await api.create('/api/extras/config-contexts/', { name: 'cache ctx', data: { ntp: 'a' }, sites: [site.id] });
    expect((await traced(path)).body.config_context).toEqual({ ntp: 'a' });
    const warm = await traced(path);
    expect(warm.sql.some((text) => text.includes('extras_configcontext'))).toBe(false);
    expect((await api.patch(`/api/extras/config-contexts/${context.id}/`, { data: { ntp: 'b' } })).status).toBe(200);
    expect((await traced(path)).body.config_context).toEqual({ ntp: 'b' });
    expect((await api.patch(`/api/extras/config-contexts/${context.id}/`, { is_active: false })).status).toBe(200);
    expect((await traced(path)).body.config_context).toEqual({});
  });
});

describe('derived cache across processes on postgres', () => {
  let api: TestServer;
  let other: Database;
  let otherBase: string;
  let second: OtherProcess | undefined;
  beforeAll(async () => {
    api = await startServer('postgres');
    second = await otherProcess(api.url);
    ({ db: other, base: otherBase } = second);
  });
  afterAll(async () => {
    await second?.close();
    await api?.close();
  });

  it('hears of another process\'s write to custom fields', async () => {
    const site = await api.create('/api/dcim/sites/', { name: 'Other site', slug: 'other-site' });
    const fieldsSeenByOther = async () => {
      const response = await fetch(`${otherBase}/api/dcim/sites/${site.id}/`, { headers: { Authorization: `Token ${api.token}` } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { custom_fields: Record<string, unknown> }).custom_fields;
    };
    // Until the other process listens, it keeps nothing; once warm, its reads use the cache.
    const until = async (wanted: Record<string, unknown>) => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const seen = await fieldsSeenByOther();
        if (JSON.stringify(seen) === JSON.stringify(wanted)) return seen;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return fieldsSeenByOther();
    };
    expect(await until({})).toEqual({});
    const sql: string[] = [];
    const listener = (query: { sql: string }) => sql.push(query.sql);
    await fieldsSeenByOther();
    const stop = other.onQuery(listener);
    await fieldsSeenByOther();
    stop();
    expect(sql.length).toBeGreaterThan(0);
    expect(sql.some((text) => text.includes('extras_customfield')), 'a warm read uses the cache').toBe(false);

    const field = await api.create('/api/extras/custom-fields/', { name: 'from_elsewhere', type: 'text', object_types: ['dcim.site'] });
    expect(await until({ from_elsewhere: null })).toEqual({ from_elsewhere: null });
    expect((await api.delete(`/api/extras/custom-fields/${field.id}/`)).status).toBe(204);
    expect(await until({})).toEqual({});
  });
});
