// Authentication: tokens in both header forms, the reference's 403 texts, LOGIN_REQUIRED,
// read-only and expired tokens, and the createsuperuser command's token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../runtime/auth/passwords.js';
import { randomToken, tokenDigest, tokenHint } from '../../runtime/auth/tokens.js';
import { now } from '../../runtime/db/values.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

async function addUser(api: TestServer, username: string, superuser: boolean, token: Partial<Record<string, unknown>> = {}): Promise<string> {
  const [row] = (await api.db.knex('users_user')
    .insert({ username, password: hashPassword('pw', 1000), is_superuser: superuser, is_active: true, date_joined: now() })
    .returning('id')) as ({ id: number } | number)[];
  const userId = typeof row === 'object' ? row!.id : row!;
  const key = randomToken();
  await api.db.knex('users_token').insert({
    version: 1, user_id: userId, key_digest: tokenDigest(key), key_hint: tokenHint(key), created: now(), enabled: true, write_enabled: true, allowed_ips: '[]', ...token,
  });
  return key;
}

describe.each(DIALECTS)('authentication on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(dialect);
  });
  afterAll(async () => api?.close());

  it('refuses anonymous reads (LOGIN_REQUIRED is on by default) and writes', async () => {
    const read = await api.get('/api/dcim/sites/', { token: null });
    expect(read.status).toBe(403);
    expect(read.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(read.headers.get('api-version')).toBeTruthy();
    const write = await api.post('/api/dcim/sites/', { name: 'Anon', slug: 'anon' }, { token: null });
    expect(write.status).toBe(403);
    expect(write.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    const del = await api.delete('/api/dcim/sites/1/', { token: null });
    expect(del.status).toBe(403);
    expect((await api.get('/api/dcim/sites/?slug=anon')).body.count).toBe(0);
  });

  it('accepts "Token <key>" and "Bearer <key>"', async () => {
    expect((await api.post('/api/dcim/sites/', { name: 'T1', slug: 't1' })).status).toBe(201);
    const bearer = await api.post('/api/dcim/sites/', { name: 'T2', slug: 't2' }, { token: null, headers: { Authorization: `Bearer ${api.token}` } });
    expect(bearer.status).toBe(201);
    const lower = await api.post('/api/dcim/sites/', { name: 'T3', slug: 't3' }, { token: null, headers: { Authorization: `token ${api.token}` } });
    expect(lower.status).toBe(201);
  });

  it('answers bad credentials with 403 and the reference\'s texts', async () => {
    const cases: [string, string][] = [
      [`Token ${'0'.repeat(40)}`, 'Invalid v1 token'],
      ['Token', 'Invalid authorization header: Must be in the form "Bearer <key>.<token>" or "Token <token>"'],
      ['Token a b', 'Invalid authorization header: Must be in the form "Bearer <key>.<token>" or "Token <token>"'],
      // NetBox decodes the header as UTF-8: a lone Latin-1 byte cannot be a token; punctuation is just a wrong token.
      ['Token abc\u00e9def', 'Invalid authorization header: Token contains invalid characters'],
      ['Token abc$def', 'Invalid v1 token'],
      ['Bearer nbt_abcdef', "Invalid authorization header: Could not parse key from v2 token. Did you mean to use 'Token' instead of 'Bearer'?"],
      ['Bearer nbt_abcdefabcdef.0123456789012345678901234567890123456789', 'Invalid v2 token'],
    ];
    for (const [header, message] of cases) {
      const reply = await api.get('/api/dcim/sites/', { token: null, headers: { Authorization: header } });
      expect(reply.status, header).toBe(403);
      expect(reply.body, header).toEqual({ detail: message });
    }
    // Another scheme is not token authentication at all: the request is anonymous.
    const basic = await api.get('/api/dcim/sites/', { token: null, headers: { Authorization: 'Basic YWRtaW46eA==' } });
    expect(basic.body).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('refuses writes with a read-only token, and any request with an expired or disabled token', async () => {
    const readOnly = await addUser(api, 'reader', true, { write_enabled: false });
    expect((await api.get('/api/dcim/sites/', { token: readOnly })).status).toBe(200);
    const write = await api.post('/api/dcim/sites/', { name: 'RO', slug: 'ro' }, { token: readOnly });
    expect(write.status).toBe(403);
    expect(write.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    const expired = await addUser(api, 'late', true, { expires: '2001-01-01T00:00:00.000000Z' });
    expect((await api.get('/api/dcim/sites/', { token: expired })).body).toEqual({ detail: 'Token expired' });
    const disabled = await addUser(api, 'off', true, { enabled: false });
    expect((await api.get('/api/dcim/sites/', { token: disabled })).body).toEqual({ detail: 'Token disabled' });
    const fenced = await addUser(api, 'fenced', true, { allowed_ips: JSON.stringify(['192.0.2.0/24']) });
    expect((await api.get('/api/dcim/sites/', { token: fenced })).body.detail).toMatch(/^Source IP .* is not permitted to authenticate using this token\.$/);
    const local = await addUser(api, 'local', true, { allowed_ips: JSON.stringify(['127.0.0.0/8', '::1/128']) });
    expect((await api.get('/api/dcim/sites/', { token: local })).status).toBe(200);
  });

  it('refuses reads and writes by users who hold no permission', async () => {
    const key = await addUser(api, 'plain', false);
    const read = await api.get('/api/dcim/sites/', { token: key });
    expect(read.status).toBe(403);
    expect(read.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect((await api.get('/api/', { token: key })).status).toBe(200);
    expect((await api.post('/api/dcim/sites/', { name: 'P', slug: 'p' }, { token: key })).status).toBe(403);
  });

  it('refuses inactive users', async () => {
    const key = await addUser(api, 'gone', true);
    await api.db.knex('users_user').where('username', 'gone').update({ is_active: false });
    expect((await api.get('/api/dcim/sites/', { token: key })).body).toEqual({ detail: 'User inactive' });
  });

  it('records when a token was last used, at most once a minute', async () => {
    const key = await addUser(api, 'tracked', true);
    const digest = tokenDigest(key);
    expect((await api.db.knex('users_token').where('key_digest', digest).first()).last_used).toBeNull();
    await api.get('/api/dcim/sites/', { token: key });
    const first = (await api.db.knex('users_token').where('key_digest', digest).first()).last_used;
    expect(first).not.toBeNull();
    await api.get('/api/dcim/sites/', { token: key });
    expect(String((await api.db.knex('users_token').where('key_digest', digest).first()).last_used)).toBe(String(first));
  });

  it('stores only a digest of the key', async () => {
    const rows = await api.db.knex('users_token').select('*');
    const text = JSON.stringify(rows);
    expect(text).not.toContain(api.token);
    expect(text).toContain(tokenDigest(api.token));
  });
});

describe.each(DIALECTS)('LOGIN_REQUIRED on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(dialect);
  });
  afterAll(async () => api?.close());

  it('refuses anonymous reads with 403 and serves authenticated ones', async () => {
    for (const path of ['/api/', '/api/dcim/', '/api/dcim/sites/', '/api/status/']) {
      const reply = await api.get(path, { token: null });
      expect(reply.status, path).toBe(403);
      expect(reply.body, path).toEqual({ detail: 'Authentication credentials were not provided.' });
      expect((await api.get(path)).status, path).toBe(200);
    }
  });
});
