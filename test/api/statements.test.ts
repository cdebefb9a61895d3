// No N+1: the number of SQL statements of a list request is the same for a page of one object
// and a page of a thousand, on every endpoint (related objects load in one query per relation);
// a bulk write costs a fixed number of statements per object.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.js';
import { ROW_COUNTS } from '../../runtime/db/row-counts.js';
import { ROWS, SEEDED, selector } from '../support/seed.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

describe.each(DIALECTS)('statements per list request on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    // Anonymous reads of every model (the users models listed by name, as "*" never covers them):
    // the statements counted are the list's own, not authentication's.
    api = await startServer(dialect, { LOGIN_REQUIRED: false, EXEMPT_VIEW_PERMISSIONS: registry.models.map((m) => m.key) }, { template: SEEDED });
  }, 600_000);
  afterAll(async () => api?.close());

  // Counted cold, as the first request after a write: nothing kept between requests (custom field
  // definitions, config contexts, nested objects) is used. Warm reads send fewer (cache.test.ts,
  // kept-reads.test.ts), and how many fewer depends on what a second's ago request kept.
  const statements = async (path: string): Promise<{ count: number; results: number }> => {
    expect((await api.get(path, { token: null })).status, path).toBe(200);
    api.db.cache.invalidate();
    const before = api.db.stats.statements;
    const reply = await api.get(path, { token: null });
    expect(reply.status, path).toBe(200);
    return { count: api.db.stats.statements - before, results: reply.body.results.length };
  };

  const endpoints = registry.models.filter((m) => m.api).flatMap((m) => [`${m.app}/${m.path}`, ...m.alsoAt]).map((route) => [route] as const);

  it.each(endpoints)('/api/%s/ does not depend on the page size', async (route) => {
    for (const extra of ['', '&brief=1']) {
      const small = await statements(`/api/${route}/?${selector(route)}&limit=1${extra}`);
      const large = await statements(`/api/${route}/?${selector(route)}&limit=1000${extra}`);
      expect(small.results).toBe(1);
      expect(large.results).toBeGreaterThanOrEqual(ROWS);
      expect(small.count, 'at least the count and the page').toBeGreaterThanOrEqual(2);
      expect(large.count, `${route}${extra}`).toBe(small.count);
    }
  });

  it.each(endpoints)('/api/%s/ needs no more statements with fields or brief, and fields=id needs two', async (route) => {
    const base = `/api/${route}/?${selector(route)}&limit=50`;
    const complete = await statements(base);
    const brief = await statements(`${base}&brief=1`);
    const some = await statements(`${base}&fields=id,display`);
    const bare = await statements(`${base}&fields=id`);
    expect(brief.count).toBeLessThanOrEqual(complete.count);
    expect(some.count).toBeLessThanOrEqual(complete.count);
    expect(bare.count, 'the count and the page').toBe(2);
    expect(bare.results).toBe(complete.results);
  });

  it('selects only the columns the chosen fields read', async () => {
    const sql: string[] = [];
    const listener = (query: { sql: string }) => sql.push(query.sql.replace(/[`"]/g, ''));
    const stop = api.db.onQuery(listener);
    try {
      expect((await api.get('/api/dcim/sites/?fields=id,name&limit=5')).status).toBe(200);
      expect((await api.get('/api/dcim/devices/?brief=1&limit=5')).status).toBe(200);
      expect((await api.get('/api/dcim/interfaces/?region=region-root-0&tag=marker&q=interface&limit=5')).status).toBe(200);
    } finally {
      stop();
    }
    const pages = sql.filter((text) => /limit/i.test(text) && !/count\(/i.test(text));
    expect(pages.find((text) => text.includes('from dcim_site'))).toMatch(/^select dcim_site\.id, dcim_site\.name from dcim_site /);
    // A brief device page reads no configuration contexts, tags, counts or related rows beyond the page.
    const devicePage = pages.find((text) => text.includes('from dcim_device'))!;
    expect(devicePage).not.toContain('dcim_device.*');
    expect(devicePage).not.toContain('comments');
    expect(sql.some((text) => text.includes('extras_configcontext'))).toBe(false);
    // The count of a filtered list is one statement without joins (filters are sub-queries); a
    // whole table's count is read from the counts kept as rows are written (db/row-counts.ts).
    const counts = sql.filter((text) => /^select count\(\*\)/i.test(text));
    const kept = sql.filter((text) => text.includes(ROW_COUNTS));
    expect(counts.length).toBe(1);
    expect(kept.length).toBe(2);
    for (const text of counts) expect(text).not.toMatch(/\bjoin\b/i);
    expect(counts.at(-1)).toContain('from dcim_interface');
  });

  it('needs a bounded number of statements for a full device page', async () => {
    const { count } = await statements(`/api/dcim/devices/?${selector('dcim/devices')}&limit=1000`);
    // count, page, and a query per relation: type (and its manufacturer), role, tenant, platform,
    // site, location, rack, primary IP and OOB IP (and their NAT inside), cluster, virtual chassis
    // (its master and member count), tags and tag rows, display of the type, interface count,
    // config contexts (and their assignments): 47 with every relation set.
    expect(count).toBeGreaterThanOrEqual(10);
    expect(count).toBeLessThanOrEqual(55);
  });
  it('authenticates in one statement and displays a named device from its own columns', async () => {
    const [named] = (await api.get('/api/dcim/devices/?name__empty=false&limit=1', { token: null })).body.results;
    expect(named.display).toBe(named.name);
    await api.get(`/api/dcim/devices/${named.id}/`);
    // Cold: forget what reads keep (the token, nested objects): the next read reads them.
    api.db.cache.invalidate();
    const traced = async () => {
      const sql: string[] = [];
      const stop = api.db.onQuery((query: { sql: string }) => sql.push(query.sql));
      const reply = await api.get(`/api/dcim/devices/${named.id}/`);
      stop();
      expect(reply.status).toBe(200);
      return { sql, body: reply.body };
    };
    const cold = await traced();
    // The token and its user together.
    expect(cold.sql.filter((text) => /users_token|users_user/.test(text))).toHaveLength(1);
    // The manufacturer once, for the nested device type: not again for the unnamed device's
    // display alternative ("{device_type.manufacturer} {device_type.model} ({id})").
    expect(cold.sql.filter((text) => /from [`"]dcim_manufacturer[`"]/i.test(text))).toHaveLength(1);
    // Warm: the token and the nested objects are kept (runtime/auth/token-memo.ts,
    // runtime/serialize/nested-cache.ts); the device's own row, tags and counts (its virtual
    // chassis's members) are read.
    const warm = await traced();
    expect(warm.body).toEqual(cold.body);
    expect(warm.sql.filter((text) => /users_token|users_user|dcim_manufacturer|dcim_devicetype|dcim_devicerole|dcim_platform|tenancy_tenant/.test(text))).toEqual([]);
    expect(warm.sql.filter((text) => /from [`"]dcim_device[`"]/i.test(text) && !/count\(/i.test(text))).toHaveLength(1);
  });

  it('writes a bulk create with a fixed number of statements per object', async () => {
    // Tags: one uniqueness statement and one insert each; savepoints only when an item fails,
    // change records inserted 200 to a statement.
    // Each write is measured after a read, which has read the token again since the last write.
    const warm = () => api.get('/api/dcim/');
    const bulk = async (prefix: string, n: number) => {
      await warm();
      const before = api.db.stats.statements;
      const reply = await api.post('/api/extras/tags/', Array.from({ length: n }, (_, i) => ({ name: `${prefix} ${i}`, slug: `${prefix}-${i}` })));
      expect(reply.status).toBe(201);
      return api.db.stats.statements - before;
    };
    const ten = await bulk('stmt-a', 10);
    const hundred = await bulk('stmt-b', 110);
    expect((hundred - ten) / 100).toBeLessThanOrEqual(2);
    // Failing on its last item (refused by validation, before writing) costs one pass, not two.
    await warm();
    const before = api.db.stats.statements;
    const items = [...Array.from({ length: 109 }, (_, i) => ({ name: `stmt-c ${i}`, slug: `stmt-c-${i}` })), { name: 'stmt-c bad', slug: 'not a slug' }];
    const failed = await api.post('/api/extras/tags/', items);
    expect(failed.status).toBe(400);
    expect(failed.body).toEqual({ detail: '1 of 110 objects could not be created.', errors: [{ index: 109, errors: { slug: [expect.any(String)] } }] });
    expect(api.db.stats.statements - before, 'statements of the failing batch').toBeLessThanOrEqual(hundred + 2);
    expect((await api.get('/api/extras/tags/?q=stmt-c&limit=1')).body.count).toBe(0);
    const changes = await api.get('/api/core/object-changes/?changed_object_type=extras.tag&action=create&q=stmt-b&limit=1');
    expect(changes.body.count).toBe(110);
  });
});
