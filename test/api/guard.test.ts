// What guards every request, over real HTTP on both databases: a write that will be refused
// whatever it holds (no token, a bad token, a read-only token) is answered before its body is
// read — a multi-MB body costs neither time nor memory; security headers on every response;
// CORS as NetBox's settings say; OPTIONS under LOGIN_REQUIRED, with POST described only to users
// who may add.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../runtime/auth/users.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

const MB = 1024 * 1024;

interface EarlyAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Record<string, string | string[] | undefined>;
  /** Bytes of the body the client had sent when the answer arrived. */
  readonly sentBeforeAnswer: number;
}

/**
 * POSTs a body of `declared` bytes, sending only its first megabyte, then waits for the answer
 * without sending more: a server that reads the body before refusing never answers (timeout).
 */
function postWithoutFinishing(base: string, path: string, declared: number, headers: Record<string, string>): Promise<EarlyAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    let sent = 0;
    const req = httpRequest(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': String(declared), ...headers } });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within 10 s after ${sent} of ${declared} bytes: the server waits for the body`));
    }, 10_000);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString('utf8')), headers: res.headers, sentBeforeAnswer: sent });
      });
    });
    req.on('error', (error) => {
      // The server closing the connection after its answer may surface as a reset on our side.
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET' && (error as NodeJS.ErrnoException).code !== 'EPIPE') reject(error);
    });
    const chunk = Buffer.alloc(MB, 0x20);
    req.write(chunk, () => {
      sent += chunk.length;
    });
  });
}

describe.each(DIALECTS)('request guards on %s', (dialect) => {
  let api: TestServer;
  let readOnly: string;
  beforeAll(async () => {
    api = await startServer(dialect);
    const userId = (await api.get('/api/authentication-check/')).body.id;
    readOnly = (await createToken(api.db.knex, {}, { userId, version: 1, writeEnabled: false })).secret;
  });
  afterAll(async () => api?.close());

  it('refuses a 60 MB write without a token, with a bad token and with a read-only token before reading it', async () => {
    const memoryBefore = process.memoryUsage().rss;
    const cases: [Record<string, string>, string][] = [
      [{}, 'Authentication credentials were not provided.'],
      [{ Authorization: `Token ${'0'.repeat(40)}` }, 'Invalid v1 token'],
      [{ Authorization: `Token ${readOnly}` }, 'You do not have permission to perform this action.'],
    ];
    for (const [headers, message] of cases) {
      const answer = await postWithoutFinishing(api.base, '/api/dcim/sites/', 60 * MB, headers);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ detail: message });
      // The answer came while 59 MB were still unsent (the client sends no more until it has one).
      expect(answer.sentBeforeAnswer).toBeLessThanOrEqual(MB);
      expect(answer.headers.connection).toBe('close');
      expect(answer.headers['api-version']).toBe('4.7');
    }
    // The server (in this process) buffered none of it.
    expect(process.memoryUsage().rss - memoryBefore).toBeLessThan(50 * MB);
    expect(Number(((await api.db.knex('dcim_site').count({ n: '*' })) as { n: unknown }[])[0]!.n)).toBe(0);
    // Provisioning takes anonymous writes; an authorised write still works.
    expect((await api.post('/api/users/tokens/provision/', { username: 'admin', password: 'wrong' }, { token: null })).status).toBe(403);
    expect((await api.post('/api/dcim/sites/', { name: 'After', slug: 'after' })).status).toBe(201);
  });

  it('sends the security headers on every response, errors included', async () => {
    for (const reply of [await api.get('/api/'), await api.get('/api/dcim/sites/', { token: null }), await api.get('/api/nothing/')]) {
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('x-frame-options')).toBe('DENY');
      expect(reply.headers.get('referrer-policy')).toBe('same-origin');
    }
  });

  it('applies LOGIN_REQUIRED to the API root, status, schema and OPTIONS, keeping API-Version on the 403s', async () => {
    for (const [method, path] of [['GET', '/api/'], ['GET', '/api/status/'], ['GET', '/api/schema/'], ['OPTIONS', '/api/dcim/sites/']] as const) {
      const reply = await api.request(method, path, { token: null });
      expect(reply.status, `${method} ${path}`).toBe(403);
      expect(reply.body).toEqual({ detail: 'Authentication credentials were not provided.' });
      expect(reply.headers.get('api-version')).toBe('4.7');
      expect((await api.request(method, path)).status, `${method} ${path} with a token`).toBe(200);
    }
  });

  it('describes POST in OPTIONS only to users who may add', async () => {
    const viewer = await api.create('/api/users/users/', { username: 'viewer', password: 'viewer-password' });
    await api.create('/api/users/permissions/', { name: 'view sites', object_types: ['dcim.site'], actions: ['view'], users: [viewer.id] });
    const token = (await createToken(api.db.knex, {}, { userId: viewer.id, version: 1 })).secret;
    const asViewer = await api.request('OPTIONS', '/api/dcim/sites/', { token });
    expect(asViewer.status).toBe(200);
    expect(asViewer.body.actions).toBeUndefined();
    const asAdmin = await api.request('OPTIONS', '/api/dcim/sites/');
    expect(Object.keys(asAdmin.body.actions)).toEqual(['POST']);
    // Hidden fields are never described.
    const tokens = await api.request('OPTIONS', '/api/users/tokens/');
    expect(Object.keys(tokens.body.actions.POST)).not.toContain('hmac_digest');
    expect(Object.keys(tokens.body.actions.POST)).not.toContain('key_digest');
    const users = await api.request('OPTIONS', '/api/users/users/');
    expect(users.body.actions.POST.password).toMatchObject({ required: true });
  });
});

describe('CORS', () => {
  const ORIGIN = 'https://tools.example.com';
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer('sqlite', { CORS_ORIGIN_WHITELIST: [ORIGIN], CORS_ORIGIN_REGEX_WHITELIST: ['https://[a-z]+\\.example\\.org'] });
  });
  afterAll(async () => api?.close());

  it('answers preflights before authentication, with the headers only for allowed origins', async () => {
    const preflight = (origin: string) => api.request('OPTIONS', '/api/dcim/sites/', {
      token: null, headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    const allowed = await preflight(ORIGIN);
    expect(allowed.status).toBe(200);
    expect(allowed.text).toBe('');
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(allowed.headers.get('access-control-allow-methods')).toBe('DELETE,GET,OPTIONS,PATCH,POST,PUT');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(allowed.headers.get('access-control-max-age')).toBe('86400');
    expect((await preflight('https://docs.example.org')).headers.get('access-control-allow-origin')).toBe('https://docs.example.org');
    const refused = await preflight('https://evil.example.net');
    expect(refused.status).toBe(200);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('marks responses for allowed origins only, and keeps OPTIONS metadata', async () => {
    const ok = await api.get('/api/dcim/sites/', { headers: { Origin: ORIGIN } });
    expect(ok.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(ok.headers.get('vary')).toContain('Origin');
    expect((await api.get('/api/dcim/sites/', { headers: { Origin: 'https://evil.example.net' } })).headers.get('access-control-allow-origin')).toBeNull();
    const metadata = await api.request('OPTIONS', '/api/dcim/sites/', { headers: { Origin: ORIGIN } });
    expect(metadata.body.name).toBe('Site List');
  });

  it('allows every origin with CORS_ORIGIN_ALLOW_ALL', async () => {
    await api.restart({ CORS_ORIGIN_ALLOW_ALL: true });
    const reply = await api.get('/api/dcim/sites/', { headers: { Origin: 'https://anywhere.example.net' } });
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
  });
});
