// What a write ends of what is kept between requests (runtime/db/derived-cache.ts): only what
// derives from the models it wrote, cascades and plug-ins' writes included
// (runtime/db/written-models.ts); a user's permissions are kept the same way
// (runtime/auth/grants.ts). Other processes on the database hear of a write after its commit,
// never through a NOTIFY inside the write's transaction (which makes PostgreSQL commit every
// process's writes one at a time).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken, tokenDigest, tokenHint } from '../../runtime/auth/tokens.js';
import { CACHE_CHANNEL, CHANNEL_APPLICATION_NAME } from '../../runtime/db/cache-channel.js';
import type { Database } from '../../runtime/db/database.js';
import type { DerivedCache } from '../../runtime/db/derived-cache.js';
import { now } from '../../runtime/db/values.js';
import { otherProcess, type OtherProcess } from '../support/other-process.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

/** The tables of a device's nested site, type, manufacturer, role, tenant and platform, read by id. */
const NESTED = /from [`"](dcim_site|dcim_devicetype|dcim_manufacturer|dcim_devicerole|tenancy_tenant|dcim_platform)[`"] where [`"]id[`"]/i;
const TABLE = (table: string) => new RegExp(`from [\`"]${table}[\`"]`, 'i');

let counter = 0;

/** A user (made through the API) allowed to view `types`, and a token for them. */
async function viewer(api: TestServer, types: string[]): Promise<{ id: number; token: string; permission: number }> {
  const username = `viewer${++counter}`;
  const user = await api.create('/api/users/users/', { username, password: `${username}-secret-password` });
  const permission = await api.create('/api/users/permissions/', { name: `${username} view`, users: [user.id], object_types: types, actions: ['view'] });
  const token = randomToken();
  await api.db.knex('users_token').insert({
    version: 1, user_id: user.id, key_digest: tokenDigest(token), key_hint: tokenHint(token), created: now(), enabled: true, write_enabled: true, allowed_ips: '[]',
  });
  return { id: user.id, token, permission: permission.id };
}

/** A device with every nested relation a detail embeds. */
async function deviceGraph(api: TestServer, tag: string): Promise<Record<string, Record<string, any>>> {
  const manufacturer = await api.create('/api/dcim/manufacturers/', { name: `${tag} maker`, slug: `${tag}-maker` });
  const type = await api.create('/api/dcim/device-types/', { manufacturer: manufacturer.id, model: `${tag} type`, slug: `${tag}-type` });
  const role = await api.create('/api/dcim/device-roles/', { name: `${tag} role`, slug: `${tag}-role` });
  const site = await api.create('/api/dcim/sites/', { name: `${tag} site`, slug: `${tag}-site` });
  const tenant = await api.create('/api/tenancy/tenants/', { name: `${tag} tenant`, slug: `${tag}-tenant` });
  const platform = await api.create('/api/dcim/platforms/', { name: `${tag} platform`, slug: `${tag}-platform` });
  const device = await api.create('/api/dcim/devices/', { name: `${tag}-1`, device_type: type.id, role: role.id, site: site.id, tenant: tenant.id, platform: platform.id });
  return { manufacturer, type, role, site, tenant, platform, device };
}

/** One GET's statements on `db` and its answer. */
async function traced(db: Database, base: string, path: string, token: string): Promise<{ sql: string[]; status: number; body: any }> {
  const sql: string[] = [];
  const stop = db.onQuery((query: { sql: string }) => sql.push(query.sql));
  try {
    const response = await fetch(`${base}${path}`, { headers: { Authorization: `Token ${token}` } });
    return { sql, status: response.status, body: await response.json() };
  } finally {
    stop();
  }
}

/** Retries `read` (every 20 ms, 100 times at most) until `done` holds of its result; the last result. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 100 && !done(value); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

/**
 * Kept values last a second at most (MAX_AGE_MS): on a slow machine a read may come after they
 * expired and read them again for that reason alone. So `attempt` (which returns what went wrong,
 * nothing when all was as expected) runs again, three times at most, until it finds nothing; a
 * write that ends what it should not fails every time.
 */
async function withinAge(attempt: () => Promise<unknown[]>): Promise<unknown[]> {
  let wrong = await attempt();
  for (let again = 0; again < 2 && wrong.length; again++) wrong = await attempt();
  return wrong;
}

/** Of `models`, those `cache` has not marked as changed since `since`; of `others`, those it has: both empty when it marked exactly those. */
const misread = (cache: DerivedCache, since: number, models: string[], others: string[]) => ({
  unmarked: models.filter((model) => cache.unchangedSince([model], since)),
  marked: others.filter((model) => !cache.unchangedSince([model], since)),
});

describe.each(DIALECTS)('what a write ends on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(dialect);
  });
  afterAll(async () => api?.close());

  it('keeps related objects, the token, permissions and custom fields through a write to an unrelated model', async () => {
    const graph = await deviceGraph(api, 'scope');
    const { token } = await viewer(api, ['dcim.device', 'dcim.site', 'dcim.devicetype']);
    const path = `/api/dcim/devices/${graph.device!.id}/`;
    for (const key of [api.token, token]) {
      const wrong = await withinAge(async () => {
        const warm = await traced(api.db, api.base, path, key);
        expect(warm.status).toBe(200);
        // A tag is none of what the detail shows.
        await api.create('/api/extras/tags/', { name: `Unrelated ${++counter}`, slug: `unrelated-${counter}` });
        const after = await traced(api.db, api.base, path, key);
        expect(after.status).toBe(200);
        expect(after.body).toEqual(warm.body);
        // The device itself is read every time.
        expect(after.sql.some((text) => TABLE('dcim_device').test(text))).toBe(true);
        // Nested objects, the token, permissions, custom field definitions: none read again.
        return after.sql.filter((text) => NESTED.test(text) || /users_token|users_objectpermission/.test(text) || TABLE('extras_customfield').test(text));
      });
      expect(wrong).toEqual([]);
    }
  });

  it('ends only what embeds the model written', async () => {
    const graph = await deviceGraph(api, 'narrow');
    const path = `/api/dcim/devices/${graph.device!.id}/`;
    const wrong = await withinAge(async () => {
      await traced(api.db, api.base, path, api.token);
      const description = `moved on ${++counter}`;
      expect((await api.patch(`/api/dcim/sites/${graph.site!.id}/`, { description })).status).toBe(200);
      const after = await traced(api.db, api.base, path, api.token);
      expect(after.body.site).toMatchObject({ id: graph.site!.id, description });
      const reread = after.sql.filter((text) => NESTED.test(text)).map((text) => NESTED.exec(text)![1]);
      expect(reread).toContain('dcim_site');
      return reread.filter((table) => table !== 'dcim_site');
    });
    expect(wrong).toEqual([]);
  });

  it('marks the models a cascade or a plug-in\'s rule wrote, though no change is recorded for them', async () => {
    const cache = api.db.cache;
    // SET NULL: deleting a region clears its sites' region.
    const region = await api.create('/api/dcim/regions/', { name: 'Doomed region', slug: 'doomed-region' });
    const site = await api.create('/api/dcim/sites/', { name: 'Cleared site', slug: 'cleared-site', region: region.id });
    let since = cache.now()!;
    expect((await api.delete(`/api/dcim/regions/${region.id}/`)).status).toBe(204);
    expect((await api.get(`/api/dcim/sites/${site.id}/`)).body.region).toBeNull();
    expect(misread(cache, since, ['dcim.region', 'dcim.site'], ['dcim.devicetype', 'dcim.device', 'extras.tag'])).toEqual({ unmarked: [], marked: [] });

    // CASCADE: deleting a device takes its interfaces.
    const graph = await deviceGraph(api, 'cascade');
    await api.create('/api/dcim/interfaces/', { device: graph.device!.id, name: 'eth0', type: '1000base-t' });
    since = cache.now()!;
    expect((await api.delete(`/api/dcim/devices/${graph.device!.id}/`)).status).toBe(204);
    expect(misread(cache, since, ['dcim.device', 'dcim.interface'], ['dcim.site', 'dcim.rack'])).toEqual({ unmarked: [], marked: [] });

    // A rule: a location moved to another site carries its racks along (dcim/location.ts, no change records).
    const first = await api.create('/api/dcim/sites/', { name: 'Rule site 1', slug: 'rule-site-1' });
    const second = await api.create('/api/dcim/sites/', { name: 'Rule site 2', slug: 'rule-site-2' });
    const location = await api.create('/api/dcim/locations/', { name: 'Moving', slug: 'moving', site: first.id });
    const rack = await api.create('/api/dcim/racks/', { name: 'Carried', site: first.id, location: location.id });
    since = cache.now()!;
    expect((await api.patch(`/api/dcim/locations/${location.id}/`, { site: second.id })).status).toBe(200);
    expect((await api.get(`/api/dcim/racks/${rack.id}/`)).body.site.id).toBe(second.id);
    expect(misread(cache, since, ['dcim.location', 'dcim.rack'], ['dcim.site', 'dcim.interface'])).toEqual({ unmarked: [], marked: [] });
  });

  it('applies a permission change at the next request', async () => {
    const site = await api.create('/api/dcim/sites/', { name: 'Guarded', slug: 'guarded' });
    const user = await viewer(api, ['dcim.site']);
    const path = `/api/dcim/sites/${site.id}/`;
    expect((await traced(api.db, api.base, path, user.token)).status).toBe(200);
    expect((await traced(api.db, api.base, path, user.token)).sql.filter((text) => /users_objectpermission/.test(text))).toEqual([]);
    expect((await api.patch(`/api/users/permissions/${user.permission}/`, { enabled: false })).status).toBe(200);
    expect((await traced(api.db, api.base, path, user.token)).status).toBe(403);
    // Through a group: a permission given to a group the user then joins.
    const group = await api.create('/api/users/groups/', { name: `group of ${user.id}` });
    await api.create('/api/users/permissions/', { name: `group ${user.id} view`, groups: [group.id], object_types: ['dcim.site'], actions: ['view'] });
    expect((await traced(api.db, api.base, path, user.token)).status).toBe(403);
    expect((await api.patch(`/api/users/users/${user.id}/`, { groups: [group.id] })).status).toBe(200);
    expect((await traced(api.db, api.base, path, user.token)).status).toBe(200);
    expect((await api.patch(`/api/users/users/${user.id}/`, { groups: [] })).status).toBe(200);
    expect((await traced(api.db, api.base, path, user.token)).status).toBe(403);
  });
});

describe.each(DIALECTS)('what another process hears on %s', (dialect) => {
  let api: TestServer;
  let other: Database;
  let otherBase: string;
  let second: OtherProcess | undefined;
  beforeAll(async () => {
    api = await startServer(dialect);
    second = await otherProcess(api.url);
    ({ db: other, base: otherBase } = second);
  });
  afterAll(async () => {
    await second?.close();
    await api?.close();
  });

  /** Reads `path` at the other process until it keeps what the read embeds (a PostgreSQL process keeps nothing until it listens). */
  const warmAtOther = async (path: string, token: string, kept: RegExp) => {
    const warm = await until(async () => {
      await traced(other, otherBase, path, token);
      return traced(other, otherBase, path, token);
    }, (read) => !read.sql.some((text) => kept.test(text)));
    expect(warm.status).toBe(200);
    expect(warm.sql.filter((text) => kept.test(text))).toEqual([]);
    return warm;
  };

  it('sees a write made through the first, and (PostgreSQL) re-reads only what embeds its model', async () => {
    const graph = await deviceGraph(api, 'far');
    const path = `/api/dcim/devices/${graph.device!.id}/`;
    const wrong = await withinAge(async () => {
      await warmAtOther(path, api.token, NESTED);
      const name = `far site ${++counter}`;
      expect((await api.patch(`/api/dcim/sites/${graph.site!.id}/`, { name })).status).toBe(200);
      const seen = await until(() => traced(other, otherBase, path, api.token), (read) => read.body.site.name === name);
      expect(seen.body.site.name).toBe(name);
      const reread = seen.sql.filter((text) => NESTED.test(text)).map((text) => NESTED.exec(text)![1]);
      expect(reread).toContain('dcim_site');
      // SQLite tells another process that something was committed, not what: it reads everything again.
      return dialect === 'postgres' ? reread.filter((table) => table !== 'dcim_site') : [];
    });
    expect(wrong).toEqual([]);
  });

  it('applies a permission change made through the first', async () => {
    const site = await api.create('/api/dcim/sites/', { name: 'Far guarded', slug: 'far-guarded' });
    const user = await viewer(api, ['dcim.site']);
    const path = `/api/dcim/sites/${site.id}/`;
    await warmAtOther(path, user.token, /users_objectpermission/);
    expect((await api.patch(`/api/users/permissions/${user.permission}/`, { enabled: false })).status).toBe(200);
    expect((await until(() => traced(other, otherBase, path, user.token), (read) => read.status === 403)).status).toBe(403);
    expect((await api.patch(`/api/users/permissions/${user.permission}/`, { enabled: true })).status).toBe(200);
    expect((await until(() => traced(other, otherBase, path, user.token), (read) => read.status === 200)).status).toBe(200);
  });

  // Only PostgreSQL has this (not registered on the other database rather than skipped).
  if (dialect === 'postgres') {
    it('hears the models a cascade reached, and only those', async () => {
      const region = await api.create('/api/dcim/regions/', { name: 'Far region', slug: 'far-region' });
      await api.create('/api/dcim/sites/', { name: 'Far cleared', slug: 'far-cleared', region: region.id });
      await warmAtOther('/api/dcim/sites/', api.token, /users_token/);
      const since = other.cache.now()!;
      expect(since).not.toBeNull();
      expect((await api.delete(`/api/dcim/regions/${region.id}/`)).status).toBe(204);
      await until(async () => other.cache.unchangedSince(['dcim.site'], since), (unchanged) => !unchanged);
      expect(misread(other.cache, since, ['dcim.region', 'dcim.site'], ['dcim.devicetype', 'extras.tag', 'users.token'])).toEqual({ unmarked: [], marked: [] });
    });

    it('sends no NOTIFY inside a write transaction: only the channel connection notifies, after the commit', async () => {
      const admin = new pg.Client({ connectionString: api.url });
      await admin.connect();
      const heard: { pid: number; payload: string }[] = [];
      admin.on('notification', (message) => {
        if (message.channel === CACHE_CHANNEL) heard.push({ pid: message.processId, payload: message.payload ?? '' });
      });
      await admin.query(`LISTEN ${CACHE_CHANNEL}`);
      const inTransactions: string[] = [];
      const stop = api.db.onQuery((query: { sql: string; __knexTxId?: string }) => {
        if (query.__knexTxId) inTransactions.push(query.sql);
      });
      try {
        const site = await api.create('/api/dcim/sites/', { name: 'Quiet', slug: 'quiet' });
        expect((await api.patch(`/api/dcim/sites/${site.id}/`, { description: 'still quiet' })).status).toBe(200);
        expect((await api.post('/api/extras/tags/', [{ name: 'Q1', slug: 'q1' }, { name: 'Q2', slug: 'q2' }])).status).toBe(201);
        expect((await api.post('/api/extras/tags/', [{ name: 'Q3', slug: 'q3' }, { name: 'bad', slug: 'no spaces allowed' }])).status).toBe(400);
        expect((await api.delete(`/api/dcim/sites/${site.id}/`)).status).toBe(204);
        await until(async () => heard.map((h) => h.payload).join(' '), (payloads) => payloads.includes('dcim.site') && payloads.includes('extras.tag'));
      } finally {
        stop();
      }
      expect(inTransactions.length).toBeGreaterThan(10);
      expect(inTransactions.filter((sql) => /notify/i.test(sql))).toEqual([]);
      expect(heard.map((h) => h.payload).join(' ')).toContain('dcim.site');
      const senders = await admin.query('SELECT pid, application_name FROM pg_stat_activity WHERE pid = ANY($1)', [[...new Set(heard.map((h) => h.pid))]]);
      await admin.end();
      expect(senders.rows.map((row) => row.application_name)).toEqual([CHANNEL_APPLICATION_NAME]);
    });
  }
});
