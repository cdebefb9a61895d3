// What reads keep between requests (issue 13): related objects in their nested form
// (runtime/serialize/nested-cache.ts) and the token that authenticated
// (runtime/auth/token-memo.ts). Kept means fewer statements, never an older answer: every write
// through the API, committed or rolled back, in this process or another, is seen by the next read;
// a change made beside the API is seen within a second.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AGE_MS } from '../../runtime/auth/token-memo.js';
import { createToken, ensureUser } from '../../runtime/auth/users.js';
import type { Database } from '../../runtime/db/database.js';
import { MAX_AGE_MS as NESTED_MAX_AGE_MS } from '../../runtime/serialize/nested-cache.js';
import { otherProcess, type OtherProcess } from '../support/other-process.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

/** The tables of the device's nested site, type, manufacturer, role, tenant and platform. */
const NESTED_TABLES = /from [`"](dcim_site|dcim_devicetype|dcim_manufacturer|dcim_devicerole|tenancy_tenant|dcim_platform)[`"] where [`"]id[`"]/i;

describe.each(DIALECTS)('what reads keep on %s', (dialect) => {
  let api: TestServer;
  let graph: Record<string, Record<string, any>>;
  let path: string;
  beforeAll(async () => {
    api = await startServer(dialect);
    const manufacturer = await api.create('/api/dcim/manufacturers/', { name: 'Kept maker', slug: 'kept-maker' });
    const type = await api.create('/api/dcim/device-types/', { manufacturer: manufacturer.id, model: 'Kept type', slug: 'kept-type' });
    const role = await api.create('/api/dcim/device-roles/', { name: 'Kept role', slug: 'kept-role' });
    const site = await api.create('/api/dcim/sites/', { name: 'Kept site', slug: 'kept-site' });
    const tenant = await api.create('/api/tenancy/tenants/', { name: 'Kept tenant', slug: 'kept-tenant' });
    const platform = await api.create('/api/dcim/platforms/', { name: 'Kept platform', slug: 'kept-platform' });
    const device = await api.create('/api/dcim/devices/', {
      name: 'kept-1', device_type: type.id, role: role.id, site: site.id, tenant: tenant.id, platform: platform.id,
    });
    graph = { manufacturer, type, role, site, tenant, platform, device };
    path = `/api/dcim/devices/${device.id}/`;
  });
  afterAll(async () => api?.close());

  /** One GET's statements and body. */
  const traced = async (target = path, token?: string) => {
    const sql: string[] = [];
    const stop = api.db.onQuery((query: { sql: string }) => sql.push(query.sql));
    try {
      const reply = await api.get(target, token === undefined ? {} : { token });
      return { sql, status: reply.status, body: reply.body };
    } finally {
      stop();
    }
  };

  it('reads related objects once, then keeps them, with the same answer', async () => {
    // Cold: forget what rendering the creations kept.
    api.db.cache.invalidate();
    const cold = await traced();
    expect(cold.status).toBe(200);
    expect(cold.sql.filter((text) => NESTED_TABLES.test(text)).length).toBeGreaterThanOrEqual(6);
    const warm = await traced();
    expect(warm.body).toEqual(cold.body);
    expect(warm.sql.filter((text) => NESTED_TABLES.test(text))).toEqual([]);
    // The device itself is read every time.
    expect(warm.sql.filter((text) => /from [`"]dcim_device[`"]/i.test(text))).toHaveLength(1);
    expect(warm.body.site).toMatchObject({ id: graph.site!.id, name: 'Kept site' });
    expect(warm.body.device_type).toMatchObject({ model: 'Kept type', device_count: 1, manufacturer: { name: 'Kept maker' } });
  });

  it('sees every write to a kept object, its nested objects and its counts at the next read', async () => {
    await traced();
    expect((await api.patch(`/api/dcim/sites/${graph.site!.id}/`, { name: 'Kept site renamed' })).status).toBe(200);
    expect((await traced()).body.site).toMatchObject({ name: 'Kept site renamed', display: 'Kept site renamed' });
    // The manufacturer inside the nested device type.
    expect((await api.patch(`/api/dcim/manufacturers/${graph.manufacturer!.id}/`, { name: 'Kept maker renamed' })).status).toBe(200);
    expect((await traced()).body.device_type.manufacturer.name).toBe('Kept maker renamed');
    // The nested type's device count moves with a device written elsewhere.
    const second = await api.create('/api/dcim/devices/', { name: 'kept-2', device_type: graph.type!.id, role: graph.role!.id, site: graph.site!.id });
    expect((await traced()).body.device_type.device_count).toBe(2);
    expect((await api.delete(`/api/dcim/devices/${second.id}/`)).status).toBe(204);
    expect((await traced()).body.device_type.device_count).toBe(1);
    // A deletion that clears the device's reference (on_delete SET_NULL), no change recorded for the device.
    const platform = await api.create('/api/dcim/platforms/', { name: 'Kept doomed', slug: 'kept-doomed' });
    expect((await api.patch(path, { platform: platform.id })).status).toBe(200);
    expect((await traced()).body.platform).toMatchObject({ name: 'Kept doomed' });
    expect((await api.delete(`/api/dcim/platforms/${platform.id}/`)).status).toBe(204);
    expect((await traced()).body.platform).toBeNull();
    expect((await api.patch(path, { platform: graph.platform!.id })).status).toBe(200);
  });

  it('sees a related object changed beside the API within a second', async () => {
    await traced();
    // Not through the API, on the server's own connection: no generation moves.
    await api.db.knex('dcim_site').where('id', graph.site!.id).update({ description: 'changed beside the API' });
    await new Promise((resolve) => setTimeout(resolve, NESTED_MAX_AGE_MS + 100));
    expect((await traced()).body.site.description).toBe('changed beside the API');
  });

  it('keeps nothing from a write that rolled back', async () => {
    const before = (await traced()).body.role;
    const failed = await api.patch('/api/dcim/device-roles/', [{ id: graph.role!.id, name: 'Kept role phantom' }, { id: graph.role!.id + 100000, name: 'x' }]);
    expect(failed.status).toBe(400);
    expect((await traced()).body.role).toEqual(before);
  });

  it('writes the links of kept objects with each request\'s own host', async () => {
    const port = new URL(api.base).port;
    const viaHost = (host: string) => new Promise<Record<string, any>>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers: { Host: host, Authorization: `Token ${api.token}`, Accept: 'application/json' } }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(JSON.parse(text)));
      });
      req.on('error', reject);
      req.end();
    });
    const one = await viaHost('one.example:8080');
    const two = await viaHost('two.example');
    expect(one.site.url).toBe(`http://one.example:8080/api/dcim/sites/${graph.site!.id}/`);
    expect(two.site.url).toBe(`http://two.example/api/dcim/sites/${graph.site!.id}/`);
    expect(two.device_type.manufacturer.url).toBe(`http://two.example/api/dcim/manufacturers/${graph.manufacturer!.id}/`);
  });

  it('authenticates a kept token without a statement, and sees a token disabled or a user deactivated through the API at once', async () => {
    const { id: userId } = await ensureUser(api.db.knex, { username: 'kept-user', password: 'kept-password', superuser: true, iterations: 1000 });
    const token = await createToken(api.db.knex, {}, { userId, version: 1 });
    const secret = token.header.split(' ')[1]!;
    expect((await traced('/api/dcim/sites/', secret)).status).toBe(200);
    const warm = await traced('/api/dcim/sites/', secret);
    expect(warm.status).toBe(200);
    expect(warm.sql.filter((text) => /users_token/.test(text))).toEqual([]);

    expect((await api.patch(`/api/users/tokens/${token.id}/`, { enabled: false })).status).toBe(200);
    expect((await traced('/api/dcim/sites/', secret)).body).toEqual({ detail: 'Token disabled' });
    expect((await api.patch(`/api/users/tokens/${token.id}/`, { enabled: true })).status).toBe(200);
    expect((await traced('/api/dcim/sites/', secret)).status).toBe(200);
    expect((await api.patch(`/api/users/users/${userId}/`, { is_active: false })).status).toBe(200);
    expect((await traced('/api/dcim/sites/', secret)).body).toEqual({ detail: 'User inactive' });
    expect((await api.patch(`/api/users/users/${userId}/`, { is_active: true })).status).toBe(200);
    expect((await traced('/api/dcim/sites/', secret)).status).toBe(200);
    expect((await api.delete(`/api/users/tokens/${token.id}/`)).status).toBe(204);
    expect((await traced('/api/dcim/sites/', secret)).body).toEqual({ detail: 'Invalid v1 token' });
  });

  it('sees a user deactivated beside the API within a second', async () => {
    const { id: userId } = await ensureUser(api.db.knex, { username: 'kept-beside', password: 'kept-password', superuser: true, iterations: 1000 });
    const secret = (await createToken(api.db.knex, {}, { userId, version: 1 })).header.split(' ')[1]!;
    expect((await traced('/api/dcim/sites/', secret)).status).toBe(200);
    // Not through the API, on the server's own connection: no generation moves.
    await api.db.knex('users_user').where('id', userId).update({ is_active: false });
    await new Promise((resolve) => setTimeout(resolve, MAX_AGE_MS + 100));
    expect((await traced('/api/dcim/sites/', secret)).body).toEqual({ detail: 'User inactive' });
  });
});

describe.each(DIALECTS)('kept objects across processes on %s', (dialect) => {
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

  it('hears of another process\'s write to a kept object', async () => {
    const site = await api.create('/api/dcim/sites/', { name: 'Far site', slug: 'far-site' });
    const manufacturer = await api.create('/api/dcim/manufacturers/', { name: 'Far maker', slug: 'far-maker' });
    const type = await api.create('/api/dcim/device-types/', { manufacturer: manufacturer.id, model: 'Far type', slug: 'far-type' });
    const role = await api.create('/api/dcim/device-roles/', { name: 'Far role', slug: 'far-role' });
    const device = await api.create('/api/dcim/devices/', { name: 'far-1', device_type: type.id, role: role.id, site: site.id });
    const siteSeenByOther = async () => {
      const response = await fetch(`${otherBase}/api/dcim/devices/${device.id}/`, { headers: { Authorization: `Token ${api.token}` } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { site: { name: string } }).site.name;
    };
    // Until a PostgreSQL process listens it keeps nothing: wait until the other one keeps the site.
    for (let attempt = 0; attempt < 100; attempt++) {
      await siteSeenByOther();
      const sql: string[] = [];
      const stop = other.onQuery((query: { sql: string }) => sql.push(query.sql));
      await siteSeenByOther();
      stop();
      if (!sql.some((text) => /from [`"]dcim_site[`"] where [`"]id[`"]/i.test(text))) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await siteSeenByOther()).toBe('Far site');
    expect((await api.patch(`/api/dcim/sites/${site.id}/`, { name: 'Far site renamed' })).status).toBe(200);
    // PostgreSQL's notification arrives a moment after the commit; SQLite's data_version at once.
    let seen = await siteSeenByOther();
    for (let attempt = 0; dialect === 'postgres' && seen !== 'Far site renamed' && attempt < 100; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await siteSeenByOther();
    }
    expect(seen).toBe('Far site renamed');
  });
});
