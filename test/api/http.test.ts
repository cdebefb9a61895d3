// HTTP conventions every endpoint shares: request ids, API-Version, trailing slashes, roots,
// media types, body limits, error bodies.
import { connect, type Socket } from 'node:net';
import { parse as parseYaml } from 'yaml';
import { registry } from '../../generated/registry.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(DIALECTS)('HTTP conventions on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(dialect, { MAX_REQUEST_BODY_SIZE: 8 * 1024 * 1024, LOGIN_REQUIRED: false, EXEMPT_VIEW_PERMISSIONS: ['*'] });
  });
  afterAll(async () => api?.close());

  it('gives every response a new X-Request-ID and API responses an API-Version', async () => {
    const replies = await Promise.all([api.get('/api/'), api.get('/api/'), api.get('/api/nowhere/'), api.get('/elsewhere')]);
    const ids = replies.map((r) => r.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(replies[0]!.headers.get('api-version')).toBe('4.7');
    expect(replies[2]!.headers.get('api-version')).toBe('4.7');
    expect(replies[3]!.headers.get('api-version')).toBeNull();
  });

  it('lists the applications at /api/ and each application\'s endpoints, sorted', async () => {
    const root = await api.get('/api/', { token: null });
    expect(root.status).toBe(200);
    expect(Object.keys(root.body)).toEqual(['circuits', 'core', 'dcim', 'extras', 'ipam', 'plugins', 'status', 'tenancy', 'users', 'virtualization', 'vpn', 'wireless']);
    // No plug-ins are installed: their root lists only NetBox's installed-plugins, an empty list
    // for superusers (pynetbox's installed_plugins()), refused to anyone else.
    expect(root.body.plugins).toBe(`${api.base}/api/plugins/`);
    const plugins = await api.get('/api/plugins/', { token: null });
    expect(plugins.status).toBe(200);
    expect(plugins.body).toEqual({ 'installed-plugins': `${api.base}/api/plugins/installed-plugins/` });
    const installed = await api.get('/api/plugins/installed-plugins/');
    expect(installed.status).toBe(200);
    expect(installed.body).toEqual([]);
    expect(await api.get('/api/plugins/installed-plugins/', { token: null })).toMatchObject({ status: 403, body: { detail: 'Authentication credentials were not provided.' } });
    expect(root.body.dcim).toBe(`${api.base}/api/dcim/`);
    const dcim = await api.get('/api/dcim/');
    const keys = Object.keys(dcim.body);
    expect(keys).toEqual([...keys].sort());
    expect(keys).toEqual(expect.arrayContaining(['sites', 'devices', 'interfaces', 'regions', 'site-groups', 'device-types']));
    expect(dcim.body.sites).toBe(`${api.base}/api/dcim/sites/`);
    expect(Object.keys((await api.get('/api/tenancy/')).body)).toEqual(['contact-assignments', 'contact-groups', 'contact-roles', 'contacts', 'tenant-groups', 'tenants']);
    // An older path of the same endpoint (also_at) is listed under its application.
    expect((await api.get('/api/extras/')).body['content-types']).toBe(`${api.base}/api/extras/content-types/`);
  });

  it('redirects a GET without the trailing slash with 302, keeping the query', async () => {
    const list = await api.get('/api/dcim/sites?limit=5&name=x');
    expect(list.status).toBe(302);
    expect(list.headers.get('location')).toBe('/api/dcim/sites/?limit=5&name=x');
    const detail = await api.get('/api/dcim/sites/1');
    expect(detail.status).toBe(302);
    expect(detail.headers.get('location')).toBe('/api/dcim/sites/1/');
    expect((await api.request('HEAD', '/api/dcim/sites')).status).toBe(302);
  });

  it('never turns a write without the trailing slash into a read', async () => {
    const reply = await api.post('/api/tenancy/tenants', { name: 'Slashless', slug: 'slashless' });
    expect(reply.status).toBe(307);
    expect(reply.headers.get('location')).toBe('/api/tenancy/tenants/');
    expect(reply.body.detail).toContain('trailing slash');
    expect((await api.get('/api/tenancy/tenants/?name=Slashless')).body.count).toBe(0);
    // Following the redirect with the same method and body creates the object.
    const followed = await fetch(`${api.base}/api/tenancy/tenants`, {
      method: 'POST',
      headers: { Authorization: `Token ${api.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Slashless', slug: 'slashless' }),
    });
    expect(followed.status).toBe(201);
  });

  it('answers unknown paths with a JSON 404', async () => {
    for (const path of ['/api/nothing/', '/api/dcim/nothing/', '/api/dcim/sites/1/extra/deeper/', '/nothing']) {
      const reply = await api.get(path);
      expect(reply.status, path).toBe(404);
      expect(reply.body).toEqual({ detail: 'Not found.' });
    }
  });

  it('answers 404 with the model name for a missing object and "Not found." for a non-numeric id', async () => {
    expect((await api.get('/api/dcim/sites/999999/')).body).toEqual({ detail: 'No Site matches the given query.' });
    expect((await api.get('/api/dcim/device-types/999999/')).body).toEqual({ detail: 'No DeviceType matches the given query.' });
    const word = await api.get('/api/dcim/sites/abc/');
    expect(word.status).toBe(404);
    expect(word.body).toEqual({ detail: 'Not found.' });
  });

  it('answers 405 for methods an endpoint does not have', async () => {
    const site = await api.create('/api/dcim/sites/', { name: 'Method site', slug: 'method-site' });
    const reply = await api.post(`/api/dcim/sites/${site.id}/`, {});
    expect(reply.status).toBe(405);
    expect(reply.body).toEqual({ detail: 'Method "POST" not allowed.' });
    expect((await api.post('/api/', {})).body).toEqual({ detail: 'Method "POST" not allowed.' });
  });

  it('refuses bodies that are not JSON with 415 and changes nothing', async () => {
    const reply = await api.request('POST', '/api/dcim/sites/', { raw: 'name=x&slug=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(reply.status).toBe(415);
    expect(reply.body).toEqual({ detail: 'Unsupported media type "application/x-www-form-urlencoded" in request.' });
    const plain = await api.request('POST', '/api/dcim/sites/', { raw: '{"name": "x", "slug": "x"}', headers: { 'Content-Type': 'text/plain' } });
    expect(plain.status).toBe(415);
    expect((await api.get('/api/dcim/sites/?slug=x')).body.count).toBe(0);
  });

  it('reads only application/json in UTF-8 as JSON: a +json type, another charset or a bogus one is 415', async () => {
    const body = (slug: string) => JSON.stringify({ name: slug, slug });
    for (const type of ['application/vnd.api+json', 'application/json-patch+json', 'application/json; charset=bogus', 'application/json; charset=latin-1', 'text/json']) {
      const reply = await api.request('POST', '/api/dcim/sites/', { raw: body('refused-type'), headers: { 'Content-Type': type } });
      expect(reply.status, type).toBe(415);
      expect(reply.body).toEqual({ detail: `Unsupported media type "${type}" in request.` });
    }
    expect((await api.get('/api/dcim/sites/?slug=refused-type')).body.count).toBe(0);
    const upper = await api.request('POST', '/api/dcim/sites/', { raw: body('utf8-upper'), headers: { 'Content-Type': 'Application/JSON; Charset="UTF-8"' } });
    expect(upper.status).toBe(201);
  });

  it('accepts pynetbox\'s "application/json;" content type', async () => {
    const reply = await api.request('POST', '/api/dcim/sites/', { raw: JSON.stringify({ name: 'Semicolon', slug: 'semicolon' }), headers: { 'Content-Type': 'application/json;' } });
    expect(reply.status).toBe(201);
  });

  it('answers malformed JSON with 400', async () => {
    const reply = await api.request('POST', '/api/dcim/sites/', { raw: '{"name": ', headers: { 'Content-Type': 'application/json' } });
    expect(reply.status).toBe(400);
    expect(reply.body.detail).toMatch(/^JSON parse error - /);
  });

  it('accepts a body of several MB and refuses one over the limit with 413', async () => {
    const comments = 'several megabytes of comments '.repeat(200_000);
    expect(comments.length).toBeGreaterThan(5 * 1024 * 1024);
    const created = await api.post('/api/dcim/sites/', { name: 'Big comments', slug: 'big-comments', comments });
    expect(created.status).toBe(201);
    expect(created.body.comments).toBe(comments.trimEnd()); // DRF trims surrounding whitespace
    const bulk = await api.post('/api/extras/tags/', Array.from({ length: 500 }, (_, i) => ({ name: `bulk tag ${i}`, slug: `bulk-tag-${i}`, description: 'd'.repeat(180) })));
    expect(bulk.status).toBe(201);
    expect(bulk.body).toHaveLength(500);
    const huge = JSON.stringify({ name: 'Huge', slug: 'huge', comments: 'y'.repeat(9 * 1024 * 1024) });
    const refused = await api.request('POST', '/api/dcim/sites/', { raw: huge, headers: { 'Content-Type': 'application/json' } });
    expect(refused.status).toBe(413);
    expect(refused.body.detail).toMatch(/limit/);
    expect((await api.get('/api/dcim/sites/?slug=huge')).body.count).toBe(0);
  });

  it('describes endpoints with OPTIONS, listing choices to users who may write', async () => {
    const reply = await api.request('OPTIONS', '/api/dcim/sites/');
    expect(reply.status).toBe(200);
    expect(reply.body.name).toBe('Site List');
    expect(reply.body.renders).toEqual(['application/json', 'text/html']);
    const post = reply.body.actions.POST;
    expect(Object.keys(post)).toEqual(expect.arrayContaining(['id', 'url', 'name', 'slug', 'status', 'region', 'tags']));
    expect(post.id).toEqual({ type: 'integer', required: false, read_only: true, label: 'ID' });
    expect(post.name).toEqual({ type: 'string', required: true, read_only: false, label: 'Name', max_length: 100 });
    expect(post.latitude).toMatchObject({ type: 'decimal', required: false, max_digits: 8, decimal_places: 6, min_value: -90, max_value: 90 });
    expect(post.status.choices).toContainEqual({ value: 'decommissioning', display_name: 'Decommissioning' });
    expect(post.region.type).toBe('nested object');
    expect(post.device_count).toEqual({ type: 'integer', required: false, read_only: true, label: 'Device count' });
    const iface = await api.request('OPTIONS', '/api/dcim/interfaces/');
    expect(iface.body.actions.POST.type.choices).toContainEqual({ value: '1000base-t', display_name: '1000BASE-T (1GE)' });
    const anonymous = await api.request('OPTIONS', '/api/dcim/sites/', { token: null });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.actions).toBeUndefined();
    const site = await api.create('/api/dcim/sites/', { name: 'Options site', slug: 'options-site' });
    const detail = await api.request('OPTIONS', `/api/dcim/sites/${site.id}/`);
    expect(detail.body.name).toBe('Site Instance');
    expect(detail.body.actions.PUT.slug.required).toBe(true);
    // Lists of nested objects describe their item as `child`; JSON fields are "json".
    expect(post.tags.child.type).toBe('nested object');
    expect(Object.keys(post.tags.child.children)).toEqual(expect.arrayContaining(['id', 'name', 'slug', 'color']));
    const device = await api.request('OPTIONS', '/api/dcim/devices/');
    expect(device.body.actions.POST.local_context_data).toMatchObject({ type: 'json', read_only: false });
  });

  it('answers OPTIONS on every endpoint with every field, and choices for every writable choice field', async () => {
    for (const model of registry.models.filter((m) => m.api)) {
      const reply = await api.request('OPTIONS', `/api/${model.app}/${model.path}/`);
      expect(reply.status, model.key).toBe(200);
      expect(reply.body.name, model.key).toMatch(/ List$/);
      if (model.readOnly) {
        expect(reply.body.actions, model.key).toBeUndefined();
        continue;
      }
      const post = reply.body.actions.POST;
      expect(Object.keys(post).slice(0, model.order.length), model.key).toEqual([...model.order]);
      for (const field of model.fields.filter((f) => f.type === 'choice' && !f.readOnly && !f.internal)) {
        expect(post[field.name].choices.length, `${model.key}.${field.name}`).toBeGreaterThan(0);
      }
    }
  });

  it('serves /api/status/ with the reference\'s keys and the OpenAPI description', async () => {
    const status = await api.get('/api/status/');
    expect(status.body['netbox-version']).toBe('4.7.0');
    for (const key of ['django-version', 'hostname', 'installed_apps', 'netbox-full-version', 'plugins', 'python-version', 'rq-workers-running']) {
      expect(status.body).toHaveProperty(key);
    }
    const schema = await api.get('/api/schema/?format=json', { token: null });
    expect(schema.status).toBe(200);
    expect(schema.body.paths['/api/dcim/devices/'].get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['limit', 'name', 'site_id']));
  });

  it('serves Swagger UI and ReDoc pages whose every script and style comes from this server', async () => {
    for (const page of ['/api/schema/swagger-ui/', '/api/schema/redoc/']) {
      const reply = await api.get(page, { token: null });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
      const sources = [...reply.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
      expect(sources.length).toBeGreaterThan(0);
      let loaded = reply.text;
      for (const source of sources) {
        expect(source, `${page} loads ${source}`).toMatch(/^\/api\/schema\//);
        const asset = await api.get(source, { token: null });
        expect(asset.status, source).toBe(200);
        expect(asset.text.length).toBeGreaterThan(source.endsWith('.png') ? 10 : 100);
        if (!source.includes('/assets/')) loaded += asset.text;
      }
      // The page (or its own script) reads the description served here.
      expect(loaded).toContain('/api/schema/?format=json');
    }
    expect((await api.get('/api/schema/swagger-ui/assets/package.json', { token: null })).status).toBe(404);
    expect((await api.get('/api/schema/swagger-ui/assets/..%2Fpackage.json', { token: null })).status).toBe(404);
  });

  it('serves the description as YAML by default and JSON when asked, from memory with strong ETags', async () => {
    const yaml = await api.get('/api/schema/', { token: null });
    expect(yaml.status).toBe(200);
    expect(yaml.headers.get('content-type')).toBe('application/vnd.oai.openapi; charset=utf-8');
    const parsed = parseYaml(yaml.text) as { openapi: string; paths: Record<string, unknown> };
    expect(parsed.openapi).toMatch(/^3\./);
    const forms = [
      await api.get('/api/schema/?format=json', { token: null }),
      await api.get('/api/schema/', { token: null, headers: { Accept: 'application/json' } }),
      await api.get('/api/docs/?format=openapi', { token: null }),
    ];
    for (const json of forms) {
      expect(json.status).toBe(200);
      expect(json.headers.get('content-type')).toBe('application/vnd.oai.openapi+json; charset=utf-8');
      expect(json.body).toEqual(parsed);
    }
    expect((await api.get('/api/schema/', { token: null, headers: { Accept: '*/*' } })).text).toBe(yaml.text);
    expect((await api.get('/api/schema/?format=yaml', { token: null, headers: { Accept: 'application/json' } })).text).toBe(yaml.text);
    const yamlTag = yaml.headers.get('etag')!;
    const jsonTag = forms[0]!.headers.get('etag')!;
    expect(yamlTag).toMatch(/^"[\w-]+"$/);
    expect(jsonTag).not.toBe(yamlTag);
    const again = await api.get('/api/schema/', { token: null, headers: { 'If-None-Match': yamlTag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect((await api.get('/api/schema/?format=json', { token: null, headers: { 'If-None-Match': yamlTag } })).status).toBe(200);
    // Conditional requests are answered from memory: nothing renders the description again (its
    // JSON text is over a megabyte; the spy passes every call through).
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      for (let i = 0; i < 10; i++) expect((await api.get('/api/schema/?format=json', { token: null, headers: { 'If-None-Match': jsonTag } })).status).toBe(304);
      expect(stringify.mock.results.filter((r) => typeof r.value === 'string' && r.value.length > 100_000)).toEqual([]);
    } finally {
      stringify.mockRestore();
    }
  });
});

/** A raw HTTP/1.1 exchange: writes `head` (and `body`), then collects what the server sends until it closes. */
function rawExchange(base: string, head: string, body = ''): { socket: Socket; answer: Promise<string> } {
  const url = new URL(base);
  const socket = connect(Number(url.port), url.hostname);
  socket.write(head + body);
  const answer = new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', () => undefined);
  });
  return { socket, answer };
}

describe.each(DIALECTS)('the server\'s timeouts on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(dialect, { HTTP_HEADERS_TIMEOUT: 1, HTTP_REQUEST_TIMEOUT: 3, HTTP_BODY_IDLE_TIMEOUT: 1 });
  });
  afterAll(async () => api?.close());

  const post = (length: number) => `POST /api/dcim/sites/ HTTP/1.1\r\nHost: x\r\nAuthorization: Token ${api.token}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

  it('closes a connection whose headers do not arrive in HTTP_HEADERS_TIMEOUT with 408', async () => {
    const { answer } = rawExchange(api.base, 'GET /api/status/ HTTP/1.1\r\nHost: x\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers a body that stops arriving for HTTP_BODY_IDLE_TIMEOUT with 408, logged in one line, and stores nothing', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((line) => (lines.push(String(line)), true));
    try {
      const { answer } = rawExchange(api.base, post(100), '{"name": "stalled", ');
      const text = await answer;
      expect(text).toMatch(/^HTTP\/1\.1 408 /);
      expect(text).toContain('Connection: close');
      expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({ detail: 'No part of the request body arrived for 1 s (HTTP_BODY_IDLE_TIMEOUT).' });
    } finally {
      spy.mockRestore();
    }
    const logged = lines.filter((line) => line.includes('POST /api/dcim/sites/'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/the body stopped arriving after 20 bytes of the body\n$/);
    expect((await api.get('/api/dcim/sites/?name=stalled')).body.count).toBe(0);
  });

  it('logs an upload the client abandons in one line, without a stack trace', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((line) => (lines.push(String(line)), true));
    try {
      const { socket, answer } = rawExchange(api.base, post(1_000_000), `{"name": "abandoned", "comments": "${'x'.repeat(300_000)}`);
      // Once the server has read part of it (the body is past the parsing thread's threshold).
      await new Promise((resolve) => setTimeout(resolve, 300));
      socket.destroy();
      await answer;
      await vi.waitFor(() => expect(lines.some((line) => line.includes('closed the connection'))).toBe(true), { timeout: 20_000 });
    } finally {
      spy.mockRestore();
    }
    const logged = lines.filter((line) => line.includes('POST /api/dcim/sites/'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/: the client closed the connection after \d+ bytes of the body\n$/);
    expect(lines.join('')).not.toMatch(/\n\s+at /);
    expect((await api.get('/api/dcim/sites/?name=abandoned')).body.count).toBe(0);
  });
});
