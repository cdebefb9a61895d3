// Object permissions (users.ObjectPermission) as NetBox applies them: the model-level gate, lists
// and details narrowed by constraints (404 outside the view scope), changes and deletes refused
// outside their scope (403), writes that would land outside the scope rolled back with nothing
// left behind, bulk writes all-or-none, references resolved only through viewable objects,
// constraints checked when a permission is written, `$user`, and exempt views for anonymous reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken, tokenDigest, tokenHint } from '../../runtime/auth/tokens.js';
import { now } from '../../runtime/db/values.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

let counter = 0;

/** A user (made through the API), a token for them, and the permissions given (also through the API). */
async function userWith(api: TestServer, permissions: Record<string, unknown>[]): Promise<{ id: number; token: string }> {
  const username = `user${++counter}`;
  const user = await api.create('/api/users/users/', { username, password: `${username}-secret-password` });
  for (const [i, permission] of permissions.entries()) {
    await api.create('/api/users/permissions/', { name: `${username} ${i}`, users: [user.id], ...permission });
  }
  const token = randomToken();
  await api.db.knex('users_token').insert({
    version: 1, user_id: user.id, key_digest: tokenDigest(token), key_hint: tokenHint(token), created: now(), enabled: true, write_enabled: true, allowed_ips: '[]',
  });
  return { id: user.id, token };
}

async function changeCount(api: TestServer): Promise<number> {
  const [row] = (await api.db.knex('core_objectchange').count({ n: '*' })) as { n: unknown }[];
  return Number(row!.n);
}

describe.each(DIALECTS)('object permissions on %s', (dialect) => {
  let api: TestServer;
  let eu: Record<string, any>;
  let t1: Record<string, any>;
  let t2: Record<string, any>;
  const sites: Record<string, any>[] = [];
  beforeAll(async () => {
    api = await startServer(dialect);
    eu = await api.create('/api/dcim/regions/', { name: 'Europe', slug: 'eu' });
    const us = await api.create('/api/dcim/regions/', { name: 'America', slug: 'us' });
    t1 = await api.create('/api/tenancy/tenants/', { name: 'T1', slug: 't1' });
    t2 = await api.create('/api/tenancy/tenants/', { name: 'T2', slug: 't2' });
    for (const [i, region, tenant] of [[0, eu, t1], [1, eu, t2], [2, us, t1], [3, us, t2]] as const) {
      sites.push(await api.create('/api/dcim/sites/', { name: `S${i}`, slug: `s${i}`, region: region.id, tenant: tenant.id }));
    }
  }, 60_000);
  afterAll(async () => api?.close());

  it('narrows lists and details to the view scope, through relations', async () => {
    const { token } = await userWith(api, [{ object_types: ['dcim.site'], actions: ['view'], constraints: { region__slug: 'eu' } }]);
    const list = await api.get('/api/dcim/sites/', { token });
    expect(list.status).toBe(200);
    expect(list.body.results.map((s: any) => s.slug)).toEqual(['s0', 's1']);
    expect(list.body.count).toBe(2);
    expect((await api.get(`/api/dcim/sites/${sites[0]!.id}/`, { token })).status).toBe(200);
    const hidden = await api.get(`/api/dcim/sites/${sites[2]!.id}/`, { token });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ detail: 'No Site matches the given query.' });
    // View only: no writes, no other models.
    expect((await api.post('/api/dcim/sites/', { name: 'X', slug: 'x' }, { token })).status).toBe(403);
    expect((await api.get('/api/dcim/regions/', { token })).status).toBe(403);
  });

  it('counts a search within the view scope (the count of a search alone reads indexes, not the scope)', async () => {
    // IP addresses have a search index (on SQLite the count of a search alone comes from it).
    await api.create('/api/ipam/ip-addresses/', [
      { address: '192.0.2.1/24', dns_name: 'searchable-one.example.com', status: 'active' },
      { address: '192.0.2.2/24', dns_name: 'searchable-two.example.com', status: 'reserved' },
    ]);
    expect((await api.get('/api/ipam/ip-addresses/?q=searchable')).body.count).toBe(2);
    const { token } = await userWith(api, [{ object_types: ['ipam.ipaddress'], actions: ['view'], constraints: { status: 'active' } }]);
    const list = await api.get('/api/ipam/ip-addresses/?q=searchable', { token });
    expect(list.body.results.map((ip: any) => ip.address)).toEqual(['192.0.2.1/24']);
    expect(list.body.count).toBe(1);
  });

  it('ORs a list of constraint objects and ANDs the lookups of one', async () => {
    const { token } = await userWith(api, [{
      object_types: ['dcim.site'], actions: ['view'],
      constraints: [{ region__slug: 'eu', tenant__slug: 't1' }, { slug__in: ['s3'] }],
    }]);
    const list = await api.get('/api/dcim/sites/?ordering=slug', { token });
    expect(list.body.results.map((s: any) => s.slug)).toEqual(['s0', 's3']);
  });

  it('refuses a change outside its scope (403 when viewable) and a change that would land outside it', async () => {
    const { token } = await userWith(api, [
      { object_types: ['dcim.site', 'tenancy.tenant'], actions: ['view'] },
      { object_types: ['dcim.site'], actions: ['change'], constraints: { tenant: t1.id } },
    ]);
    const before = await changeCount(api);
    const outside = await api.patch(`/api/dcim/sites/${sites[1]!.id}/`, { description: 'x' }, { token });
    expect(outside.status).toBe(403);
    expect(outside.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    const moved = await api.patch(`/api/dcim/sites/${sites[0]!.id}/`, { tenant: t2.id, description: 'moved' }, { token });
    expect(moved.status, moved.text).toBe(403);
    const stored = await api.get(`/api/dcim/sites/${sites[0]!.id}/`);
    expect([stored.body.tenant.id, stored.body.description]).toEqual([t1.id, '']);
    expect(await changeCount(api)).toBe(before);
    const inside = await api.patch(`/api/dcim/sites/${sites[0]!.id}/`, { description: 'in scope' }, { token });
    expect(inside.status).toBe(200);
    expect(await changeCount(api)).toBe(before + 1);
    // Bulk: one item outside the scope refuses the whole request.
    const bulk = await api.patch('/api/dcim/sites/', [{ id: sites[0]!.id, description: 'b' }, { id: sites[1]!.id, description: 'b' }], { token });
    expect(bulk.status, bulk.text).toBe(403);
    expect(bulk.body.errors).toEqual([{ id: sites[1]!.id, errors: { __all__: ['You do not have permission to perform this action on this object.'] } }]);
    expect((await api.get(`/api/dcim/sites/${sites[0]!.id}/`)).body.description).toBe('in scope');
  });

  it('refuses a create that lands outside the add scope, one or in bulk, leaving no row and no change record', async () => {
    const { token } = await userWith(api, [{ object_types: ['tenancy.tenant'], actions: ['view', 'add'], constraints: { slug__startswith: 'ok-' } }]);
    const before = await changeCount(api);
    const refused = await api.post('/api/tenancy/tenants/', { name: 'Bad', slug: 'bad-1' }, { token });
    expect(refused.status).toBe(403);
    const bulk = await api.post('/api/tenancy/tenants/', [{ name: 'Ok', slug: 'ok-1' }, { name: 'Bad 2', slug: 'bad-2' }], { token });
    expect(bulk.status).toBe(403);
    expect(bulk.body.errors).toEqual([{ index: 1, errors: { __all__: ['You do not have permission to perform this action on this object.'] } }]);
    expect((await api.get('/api/tenancy/tenants/?slug=ok-1&slug=bad-1&slug=bad-2')).body.count).toBe(0);
    expect(await changeCount(api)).toBe(before);
    expect((await api.post('/api/tenancy/tenants/', { name: 'Ok', slug: 'ok-1' }, { token })).status).toBe(201);
  });

  it('deletes only inside the delete scope, all or none in bulk', async () => {
    const made = await Promise.all(['d1', 'd2'].map((slug) => api.create('/api/tenancy/tenant-groups/', { name: slug, slug })));
    const { token } = await userWith(api, [
      { object_types: ['tenancy.tenantgroup'], actions: ['view'] },
      { object_types: ['tenancy.tenantgroup'], actions: ['delete'], constraints: { slug: 'd1' } },
    ]);
    expect((await api.delete(`/api/tenancy/tenant-groups/${made[1]!.id}/`, { token })).status).toBe(403);
    const bulk = await api.delete('/api/tenancy/tenant-groups/', { token, body: made.map((g) => ({ id: g.id })) });
    expect(bulk.status).toBe(403);
    expect((await api.get('/api/tenancy/tenant-groups/?slug=d1&slug=d2')).body.count).toBe(2);
    expect((await api.delete(`/api/tenancy/tenant-groups/${made[0]!.id}/`, { token })).status).toBe(204);
  });

  it('resolves references only through objects the user may view', async () => {
    const { token } = await userWith(api, [
      { object_types: ['dcim.site'], actions: ['view'], constraints: { slug: 's0' } },
      { object_types: ['dcim.location'], actions: ['view', 'add'] },
    ]);
    const byAttrs = await api.post('/api/dcim/locations/', { name: 'L', slug: 'l', site: { slug: 's2' } }, { token });
    expect(byAttrs.body).toEqual({ site: ["Related object not found using the provided attributes: {'slug': 's2'}"] });
    expect((await api.post('/api/dcim/locations/', { name: 'L', slug: 'l', site: { slug: 's0' } }, { token })).status).toBe(201);
    // A numeric id (alone or as {"id": n}) names any object, as NetBox allows "regardless of the user's view permissions".
    const byId = await api.post('/api/dcim/locations/', { name: 'L2', slug: 'l2', site: sites[2]!.id }, { token });
    expect(byId.status, byId.text).toBe(201);
    expect((await api.post('/api/dcim/locations/', { name: 'L3', slug: 'l3', site: { id: sites[2]!.id } }, { token })).status).toBe(201);
  });

  it('substitutes $user with the requesting user', async () => {
    const device = await (async () => {
      const m = await api.create('/api/dcim/manufacturers/', { name: 'M', slug: 'm' });
      const type = await api.create('/api/dcim/device-types/', { manufacturer: m.id, model: 'T', slug: 't' });
      const role = await api.create('/api/dcim/device-roles/', { name: 'R', slug: 'r' });
      return api.create('/api/dcim/devices/', { name: 'D', device_type: type.id, role: role.id, site: sites[0]!.id });
    })();
    const { token } = await userWith(api, [{ object_types: ['extras.journalentry'], actions: ['view', 'add'], constraints: { created_by: '$user' } }]);
    await api.create('/api/extras/journal-entries/', { assigned_object_type: 'dcim.device', assigned_object_id: device.id, comments: 'admin' });
    const own = await api.post('/api/extras/journal-entries/', { assigned_object_type: 'dcim.device', assigned_object_id: device.id, comments: 'mine' }, { token });
    expect(own.status).toBe(201);
    const list = await api.get('/api/extras/journal-entries/', { token });
    expect(list.body.results.map((e: any) => e.comments)).toEqual(['mine']);
  });

  it('refuses a permission whose constraints name an unknown field, or that is not an object', async () => {
    const unknown = await api.post('/api/users/permissions/', { name: 'bad', object_types: ['dcim.site'], actions: ['view'], constraints: { nope: 1 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.constraints[0]).toMatch(/^Invalid filter for dcim\.site: Cannot resolve keyword 'nope' into field\. Choices are: .*slug/);
    const lookup = await api.post('/api/users/permissions/', { name: 'bad', object_types: ['dcim.site'], actions: ['view'], constraints: { slug__nearby: 1 } });
    expect(lookup.body.constraints[0]).toBe("Invalid filter for dcim.site: Unsupported lookup 'nearby' for CharField or join on the field not permitted.");
    const shape = await api.post('/api/users/permissions/', { name: 'bad', object_types: ['dcim.site'], actions: ['view'], constraints: 'slug=a' });
    expect(shape.status).toBe(400);
    expect((await api.get('/api/users/permissions/?name=bad')).body.count).toBe(0);
  });

  it('assigns permissions from either side: the permission\'s users and groups, or the user\'s and group\'s permissions', async () => {
    const permission = await api.create('/api/users/permissions/', { name: 'view regions', object_types: ['dcim.region'], actions: ['view'] });
    const group = await api.create('/api/users/groups/', { name: 'readers', permissions: [permission.id] });
    expect(Object.keys(group)).toEqual(['id', 'url', 'display_url', 'display', 'name', 'description', 'permissions', 'user_count']);
    expect(group.permissions.map((p: { id: number }) => p.id)).toEqual([permission.id]);
    const { id, token } = await userWith(api, []);
    expect((await api.get('/api/dcim/regions/', { token })).status).toBe(403);
    const user = await api.patch(`/api/users/users/${id}/`, { groups: [group.id] });
    expect(user.body.permissions).toEqual([]);
    expect((await api.get('/api/dcim/regions/', { token })).status).toBe(200);
    // The same links, seen from the permission.
    const direct = await api.create('/api/users/permissions/', { name: 'view tenants', object_types: ['tenancy.tenant'], actions: ['view'] });
    const withDirect = await api.patch(`/api/users/users/${id}/`, { permissions: [direct.id] });
    expect(withDirect.body.permissions).toEqual([expect.objectContaining({ id: direct.id, name: 'view tenants', actions: ['view'] })]);
    expect((await api.get(`/api/users/permissions/${direct.id}/`)).body.users.map((u: { id: number }) => u.id)).toEqual([id]);
    expect((await api.get(`/api/users/permissions/${permission.id}/`)).body.groups.map((g: { id: number }) => g.id)).toEqual([group.id]);
    expect((await api.get('/api/tenancy/tenants/', { token })).status).toBe(200);
    expect(Object.keys(withDirect.body)).toEqual([
      'id', 'url', 'display_url', 'display', 'username', 'first_name', 'last_name', 'email', 'is_staff', 'is_active', 'date_joined', 'last_login', 'groups', 'permissions',
    ]);
  });

  it('never returns a password or its hash', async () => {
    const made = await api.post('/api/users/users/', { username: 'secretive', password: 'a very secret password' });
    expect(made.status).toBe(201);
    const stored = await api.db.knex('users_user').where('username', 'secretive').first();
    // Hashed with the server's PASSWORD_ITERATIONS (the test servers' 1000).
    expect(String(stored.password)).toMatch(/^pbkdf2_sha256\$1000\$/);
    for (const text of [made.text, (await api.get(`/api/users/users/${made.body.id}/`)).text, (await api.get('/api/users/users/')).text]) {
      expect(text).not.toContain('a very secret password');
      expect(text).not.toContain(String(stored.password));
      expect(text).not.toContain('pbkdf2');
    }
  });
});

describe.each(DIALECTS)('exempt views for anonymous requests on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(dialect, { LOGIN_REQUIRED: false, EXEMPT_VIEW_PERMISSIONS: ['*'] });
    await api.create('/api/dcim/sites/', { name: 'Open', slug: 'open' });
  });
  afterAll(async () => api?.close());

  it('lets anonymous clients read exempt models, never the users models, and write nothing', async () => {
    expect((await api.get('/api/dcim/sites/', { token: null })).body.count).toBe(1);
    expect((await api.get('/api/', { token: null })).status).toBe(200);
    const users = await api.get('/api/users/users/', { token: null });
    expect(users.status).toBe(403);
    expect(users.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect((await api.post('/api/dcim/sites/', { name: 'A', slug: 'a' }, { token: null })).status).toBe(403);
  });
});
