// Tokens as NetBox 4.7 has them, over HTTP on both databases: v2 ("Bearer nbt_<key>.<token>",
// an HMAC digest under a pepper) and v1 ("Token <token>"), the secret shown once, validation
// (expiry in the past, allowed_ips, no pepper), allowed_ips at authentication (IPv6 and
// IPv4-mapped clients through a configured client-address header; the header ignored by
// default), disabled and expired tokens, pepper rotation, ALLOW_TOKEN_RETRIEVAL, provisioning,
// users.grant_token, the users' own config and the authentication check.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../runtime/auth/users.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

const PEPPER_1 = 'first-pepper-'.padEnd(60, 'x');
const PEPPER_2 = 'second-pepper-'.padEnd(60, 'y');
const TOKEN_FIELDS = [
  'id', 'url', 'display_url', 'display', 'version', 'key', 'user', 'description', 'created', 'expires',
  'last_used', 'enabled', 'write_enabled', 'pepper_id', 'allowed_ips', 'token',
];

const bearer = (body: { key: string; token: string }) => ({ Authorization: `Bearer nbt_${body.key}.${body.token}` });

describe.each(DIALECTS)('tokens on %s', (dialect) => {
  let api: TestServer;
  let adminId: number;
  let counter = 0;

  /** A user made through the API, with a v1 token made on the command-line path, and permissions. */
  async function userWith(permissions: Record<string, unknown>[] = []): Promise<{ id: number; username: string; token: string }> {
    const username = `person${++counter}`;
    const user = await api.create('/api/users/users/', { username, password: `${username}-password` });
    for (const [i, permission] of permissions.entries()) await api.create('/api/users/permissions/', { name: `${username} ${i}`, users: [user.id], ...permission });
    const made = await createToken(api.db.knex, {}, { userId: user.id, version: 1 });
    return { id: user.id, username, token: made.secret };
  }

  async function tokenRows(): Promise<number> {
    const [row] = (await api.db.knex('users_token').count({ n: '*' })) as { n: unknown }[];
    return Number(row!.n);
  }

  beforeAll(async () => {
    api = await startServer(dialect, { API_TOKEN_PEPPERS: { 1: PEPPER_1 } });
    adminId = (await api.get('/api/authentication-check/')).body.id;
  });
  afterAll(async () => api?.close());

  it('makes a v2 token whose secret is shown once and stored only as an HMAC digest', async () => {
    const created = await api.post('/api/users/tokens/', { user: adminId, description: 'ci' });
    expect(created.status, created.text).toBe(201);
    const body = created.body;
    expect(Object.keys(body)).toEqual(TOKEN_FIELDS);
    expect(body.version).toEqual({ value: 2, label: 'v2' });
    expect(body.key).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(body.token).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(body.display).toBe(body.key);
    expect(body.pepper_id).toBe(1);
    expect(body.user).toMatchObject({ id: adminId, username: 'admin' });
    expect(body.write_enabled).toBe(true);
    expect(body.enabled).toBe(true);
    expect(body.allowed_ips).toEqual([]);

    // Never again: detail, list, brief and fields=token all show null.
    expect((await api.get(`/api/users/tokens/${body.id}/`)).body.token).toBeNull();
    const listed = await api.get('/api/users/tokens/?fields=id,token');
    expect(listed.body.results.find((t: { id: number }) => t.id === body.id)).toEqual({ id: body.id, token: null });
    expect(Object.keys((await api.get(`/api/users/tokens/${body.id}/?brief=1`)).body)).toEqual(['id', 'url', 'display', 'version', 'key', 'enabled', 'write_enabled', 'description']);

    // The row holds the digest, not the secret; no change record holds either (tokens, as in
    // NetBox, are not change-logged; users are, without their password hash).
    const row = await api.db.knex('users_token').where('id', body.id).first();
    expect(row.hmac_digest).toBe(createHmac('sha256', PEPPER_1).update(body.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(body.token);
    const changes = JSON.stringify(await api.db.knex('core_objectchange').select('*'));
    expect(changes).not.toContain(body.token);
    expect(changes).not.toContain(row.hmac_digest);
    expect(changes).not.toContain('pbkdf2_sha256');

    // It authenticates as "Bearer nbt_<key>.<token>"; a wrong secret for a real key reads as an unknown token.
    const sites = await api.get('/api/dcim/sites/', { token: null, headers: bearer(body) });
    expect(sites.status).toBe(200);
    const wrong = await api.get('/api/dcim/sites/', { token: null, headers: bearer({ key: body.key, token: 'x'.repeat(40) }) });
    expect(wrong.body).toEqual({ detail: 'Invalid v2 token' });
    expect((await api.get('/api/dcim/sites/', { token: null, headers: { Authorization: `Token ${body.token}` } })).body).toEqual({ detail: 'Invalid v1 token' });
    expect((await api.get(`/api/users/tokens/${body.id}/`)).body.last_used).not.toBeNull();
  });

  it('makes a v1 token, masked in display, used as "Token <token>"', async () => {
    const created = await api.post('/api/users/tokens/', { user: adminId, version: 1 });
    expect(created.status, created.text).toBe(201);
    const body = created.body;
    expect(body.version).toEqual({ value: 1, label: 'v1' });
    expect(body.key).toBeNull();
    expect(body.pepper_id).toBeNull();
    expect(body.token).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(body.display).toBe(`**********************************${body.token.slice(-6)}`);
    expect((await api.get('/api/dcim/sites/', { token: body.token })).status).toBe(200);
    // The version cannot change later.
    const patched = await api.patch(`/api/users/tokens/${body.id}/`, { version: 2, description: 'legacy' });
    expect(patched.status).toBe(200);
    expect(patched.body.version.value).toBe(1);
    expect(patched.body.description).toBe('legacy');
  });

  it('refuses an expiry in the past, bad allowed_ips and v2 without peppers, writing nothing', async () => {
    const before = await tokenRows();
    const past = await api.post('/api/users/tokens/', { user: adminId, expires: '2001-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.body.expires[0]).toMatch(/^Expiration time must be in the future\. Current server time is \d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(UTC\)\.$/);
    for (const bad of [['not-an-address'], ['10.0.0.0/33'], ['2001:db8::/129'], [42], 'x']) {
      const reply = await api.post('/api/users/tokens/', { user: adminId, allowed_ips: bad });
      expect(reply.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(reply.body)).toEqual(['allowed_ips']);
    }
    const good = await api.post('/api/users/tokens/', { user: adminId, allowed_ips: ['2001:db8::/64', '10.1.1.1', '192.0.2.0/24'] });
    expect(good.status, good.text).toBe(201);
    expect(good.body.allowed_ips).toEqual(['2001:db8::/64', '10.1.1.1/32', '192.0.2.0/24']);
    const badUpdate = await api.patch(`/api/users/tokens/${good.body.id}/`, { allowed_ips: ['300.1.1.1'] });
    expect(badUpdate.status).toBe(400);
    expect((await api.get(`/api/users/tokens/${good.body.id}/`)).body.allowed_ips).toEqual(['2001:db8::/64', '10.1.1.1/32', '192.0.2.0/24']);
    expect(await tokenRows()).toBe(before + 1);

    await api.restart({ API_TOKEN_PEPPERS: {} });
    try {
      const noPepper = await api.post('/api/users/tokens/', { user: adminId });
      expect(noPepper.status).toBe(400);
      expect(noPepper.body).toEqual({ __all__: ['Unable to save v2 tokens: API_TOKEN_PEPPERS is not defined.'] });
      expect(await tokenRows()).toBe(before + 1);
    } finally {
      await api.restart({ API_TOKEN_PEPPERS: { 1: PEPPER_1 } });
    }
  });

  it('validates allowed_ips as NetBox\'s IPNetworkField: networks without host bits or zone ids, at most 100, stored as networks', async () => {
    const before = await tokenRows();
    const refused: [unknown, string][] = [
      [['10.0.0.0/8', '10.1.1.1/24'], 'Item 2 in the array did not validate: 10.1.1.1/24 is not a valid prefix. Did you mean 10.1.1.0/24?'],
      [['2001:db8::1/64'], 'Item 1 in the array did not validate: 2001:db8::1/64 is not a valid prefix. Did you mean 2001:db8::/64?'],
      [['fe80::1%eth0'], 'Item 1 in the array did not validate: Invalid IP address format: fe80::1%eth0'],
      [['fe80::%25eth0/64'], 'Item 1 in the array did not validate: Invalid IP address format: fe80::%25eth0/64'],
      [['10.0.0.0/33'], 'Item 1 in the array did not validate: Invalid IP address format: 10.0.0.0/33'],
      [[42], 'Item 1 in the array did not validate: Invalid IP address format: 42'],
      [Array.from({ length: 101 }, (_, i) => `10.0.${i}.0/24`), 'Ensure this field has no more than 100 elements.'],
      [Array.from({ length: 20_000 }, (_, i) => `10.${i >> 8}.${i & 255}.0/24`), 'Ensure this field has no more than 100 elements.'],
      ['10.0.0.0/8', 'Expected a list of items but got type "str".'],
    ];
    for (const [value, message] of refused) {
      const reply = await api.post('/api/users/tokens/', { user: adminId, allowed_ips: value });
      expect(reply.status, message).toBe(400);
      expect(reply.body).toEqual({ allowed_ips: [message] });
    }
    // Addresses are networks of one (/32, /128), text as NetBox's str(IPNetwork): lower case, compressed.
    const most = Array.from({ length: 100 }, (_, i) => `10.9.${i}.0/24`);
    const made = await api.post('/api/users/tokens/', { user: adminId, allowed_ips: ['10.1.1.1', ' 2001:DB8:0::/64 ', '::1', ...most.slice(3)] });
    expect(made.status, made.text).toBe(201);
    expect(made.body.allowed_ips.slice(0, 4)).toEqual(['10.1.1.1/32', '2001:db8::/64', '::1/128', '10.9.3.0/24']);
    expect(made.body.allowed_ips).toHaveLength(100);
    const update = await api.patch(`/api/users/tokens/${made.body.id}/`, { allowed_ips: ['192.0.2.1/24'] });
    expect(update.body).toEqual({ allowed_ips: ['Item 1 in the array did not validate: 192.0.2.1/24 is not a valid prefix. Did you mean 192.0.2.0/24?'] });
    expect((await api.get(`/api/users/tokens/${made.body.id}/`)).body.allowed_ips).toHaveLength(100);
    expect(await tokenRows()).toBe(before + 1);
  });

  it('checks allowed_ips against the client address: IPv4, IPv6, IPv4-mapped, a configured header only', async () => {
    const make = async (allowed: string[]) => (await api.post('/api/users/tokens/', { user: adminId, allowed_ips: allowed })).body;
    const loopback = await make(['127.0.0.0/8']);
    const elsewhere = await make(['192.0.2.0/24']);
    const v6 = await make(['2001:db8::/64']);
    expect((await api.get('/api/dcim/sites/', { token: null, headers: bearer(loopback) })).status).toBe(200);
    expect((await api.get('/api/dcim/sites/', { token: null, headers: bearer(elsewhere) })).body)
      .toEqual({ detail: 'Source IP 127.0.0.1 is not permitted to authenticate using this token.' });
    // By default a client cannot claim an address with X-Forwarded-For.
    const spoofed = await api.get('/api/dcim/sites/', { token: null, headers: { ...bearer(elsewhere), 'X-Forwarded-For': '192.0.2.7' } });
    expect(spoofed.status).toBe(403);

    await api.restart({ HTTP_CLIENT_IP_HEADERS: ['HTTP_X_FORWARDED_FOR', 'REMOTE_ADDR'] });
    try {
      const via = (token: { key: string; token: string }, address: string) =>
        api.get('/api/dcim/sites/', { token: null, headers: { ...bearer(token), 'X-Forwarded-For': `${address}, 10.9.9.9` } });
      expect((await via(elsewhere, '192.0.2.7')).status).toBe(200);
      expect((await via(elsewhere, '::ffff:192.0.2.7')).status).toBe(200);
      expect((await via(v6, '2001:DB8::5')).status).toBe(200);
      expect((await via(v6, '2001:db9::5')).body).toEqual({ detail: 'Source IP 2001:db9::5 is not permitted to authenticate using this token.' });
      expect((await via(elsewhere, '::ffff:198.51.100.1')).body).toEqual({ detail: 'Source IP 198.51.100.1 is not permitted to authenticate using this token.' });
      expect((await via(elsewhere, 'garbage')).body).toEqual({ detail: 'Invalid IP address set for HTTP_X_FORWARDED_FOR: garbage' });
    } finally {
      await api.restart({ HTTP_CLIENT_IP_HEADERS: ['REMOTE_ADDR'] });
    }
  });

  it('refuses disabled and expired tokens, and writes with a read-only one', async () => {
    const token = (await api.post('/api/users/tokens/', { user: adminId, write_enabled: false })).body;
    expect((await api.get('/api/dcim/sites/', { token: null, headers: bearer(token) })).status).toBe(200);
    const write = await api.post('/api/dcim/sites/', { name: 'RO', slug: 'ro' }, { token: null, headers: bearer(token) });
    expect(write.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    await api.patch(`/api/users/tokens/${token.id}/`, { enabled: false });
    expect((await api.get('/api/dcim/sites/', { token: null, headers: bearer(token) })).body).toEqual({ detail: 'Token disabled' });
    await api.patch(`/api/users/tokens/${token.id}/`, { enabled: true, expires: '2001-01-01T00:00:00Z' });
    expect((await api.get('/api/dcim/sites/', { token: null, headers: bearer(token) })).body).toEqual({ detail: 'Token expired' });
  });

  it('rotates peppers: old tokens work while their pepper is configured, new tokens use the newest', async () => {
    const old = (await api.post('/api/users/tokens/', { user: adminId })).body;
    await api.restart({ API_TOKEN_PEPPERS: { 1: PEPPER_1, 2: PEPPER_2 } });
    try {
      const fresh = (await api.post('/api/users/tokens/', { user: adminId })).body;
      expect(fresh.pepper_id).toBe(2);
      expect((await api.get('/api/dcim/sites/', { token: null, headers: bearer(old) })).status).toBe(200);
      await api.restart({ API_TOKEN_PEPPERS: { 2: PEPPER_2 } });
      expect((await api.get('/api/dcim/sites/', { token: null, headers: bearer(fresh) })).status).toBe(200);
      expect((await api.get('/api/dcim/sites/', { token: null, headers: bearer(old) })).body).toEqual({ detail: 'Invalid v2 token' });
    } finally {
      await api.restart({ API_TOKEN_PEPPERS: { 1: PEPPER_1 } });
    }
  });

  it('never shows a secret again, even with ALLOW_TOKEN_RETRIEVAL', async () => {
    const made = (await api.post('/api/users/tokens/', { user: adminId, version: 1 })).body;
    await api.restart({ ALLOW_TOKEN_RETRIEVAL: true });
    try {
      const again = await api.get(`/api/users/tokens/${made.id}/`);
      expect(again.body.token).toBeNull();
      expect(again.text).not.toContain(made.token);
    } finally {
      await api.restart({ ALLOW_TOKEN_RETRIEVAL: false });
    }
  });

  it('provisions a token for a username and password, without a token', async () => {
    const person = await userWith();
    const provisioned = await api.post('/api/users/tokens/provision/', { username: person.username, password: `${person.username}-password`, description: 'laptop' }, { token: null });
    expect(provisioned.status, provisioned.text).toBe(201);
    expect(provisioned.body.user).toMatchObject({ id: person.id, username: person.username });
    expect(provisioned.body.write_enabled).toBe(true);
    expect(provisioned.body.description).toBe('laptop');
    expect(provisioned.body.token).toMatch(/^[A-Za-z0-9]{40}$/);
    // With peppers configured, a v2 token (its 12-character key is not its secret).
    expect(provisioned.body.version.value).toBe(2);
    expect(provisioned.body.key).toMatch(/^[A-Za-z0-9]{12}$/);
    const check = await api.get('/api/authentication-check/', { token: null, headers: bearer(provisioned.body) });
    expect(check.body).toMatchObject({ id: person.id, username: person.username });
    expect(check.text).not.toMatch(/pbkdf2/);

    const before = await tokenRows();
    for (const credentials of [{ username: person.username, password: 'wrong' }, { username: 'nobody', password: 'x' }]) {
      const refused = await api.post('/api/users/tokens/provision/', credentials, { token: null });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ detail: 'Invalid username/password' });
    }
    const missing = await api.post('/api/users/tokens/provision/', { username: person.username }, { token: null });
    expect(missing.body).toEqual({ password: ['This field is required.'] });
    await api.patch(`/api/users/users/${person.id}/`, { is_active: false });
    const inactive = await api.post('/api/users/tokens/provision/', { username: person.username, password: `${person.username}-password` }, { token: null });
    expect(inactive.body).toEqual({ detail: 'Invalid username/password' });
    expect(await tokenRows()).toBe(before);
  });

  it('lets users manage their own tokens by default and others only with users.grant_token', async () => {
    const bob = await userWith();
    const alice = await userWith();
    const carol = await userWith();
    const own = await api.post('/api/users/tokens/', { user: bob.id }, { token: bob.token });
    expect(own.status, own.text).toBe(201);
    let before = await tokenRows();
    const other = await api.post('/api/users/tokens/', { user: alice.id }, { token: bob.token });
    expect(other.status).toBe(403);
    expect(await tokenRows()).toBe(before);
    expect(other.body).toEqual({ detail: 'This user does not have permission to create tokens for other users.' });
    // Bob sees his own tokens only.
    const listed = await api.get('/api/users/tokens/', { token: bob.token });
    expect(listed.body.results.every((t: { user: { id: number } }) => t.user.id === bob.id)).toBe(true);
    expect(listed.body.count).toBe(2);

    const granter = await userWith([
      { object_types: ['users.token'], actions: ['view', 'add'] },
      { object_types: ['users.token'], actions: ['grant'], constraints: { user__username: carol.username } },
    ]);
    before = await tokenRows();
    expect((await api.post('/api/users/tokens/', { user: alice.id }, { token: granter.token })).status).toBe(403);
    const forCarol = await api.post('/api/users/tokens/', { user: carol.id, version: 1 }, { token: granter.token });
    expect(forCarol.status, forCarol.text).toBe(201);
    expect((await api.get('/api/authentication-check/', { token: forCarol.body.token })).body.username).toBe(carol.username);
    expect(await tokenRows()).toBe(before + 1);
    // The owner of a token cannot be changed.
    const moved = await api.patch(`/api/users/tokens/${forCarol.body.id}/`, { user: alice.id });
    expect(moved.body.user.id).toBe(carol.id);
  });

  it('serves the requesting user\'s own config, deep-merged by PATCH', async () => {
    const person = await userWith();
    expect((await api.get('/api/users/config/', { token: person.token })).body).toEqual({});
    expect((await api.patch('/api/users/config/', { tables: { sites: { columns: ['name'] } } }, { token: person.token })).body)
      .toEqual({ tables: { sites: { columns: ['name'] } } });
    const merged = await api.patch('/api/users/config/', { tables: { devices: { columns: ['name'] } }, ui: { theme: 'dark' } }, { token: person.token });
    expect(merged.body).toEqual({ tables: { sites: { columns: ['name'] }, devices: { columns: ['name'] } }, ui: { theme: 'dark' } });
    // Another user's config is theirs alone.
    expect((await api.get('/api/users/config/')).body).toEqual({});
    expect((await api.patch('/api/users/config/', [1], { token: person.token })).status).toBe(400);
    expect((await api.get('/api/users/config/', { token: null })).body).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect((await api.get('/api/users/')).body.config).toMatch(/\/api\/users\/config\/$/);
    expect((await api.get('/api/authentication-check/', { token: null })).status).toBe(403);
  });
});
