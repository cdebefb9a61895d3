// Issue 15: logging in from a browser. /login/ makes a database session (HttpOnly, SameSite=Lax
// cookie, Secure behind TLS), the session authenticates API requests with the user's own
// permissions, unsafe requests with a session need the CSRF token (header or form field) and
// this site's origin, the browsable API's forms write through it, /logout/ ends it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILED } from '../../runtime/rest/login.js';
import { DIALECTS, startServer, type Reply, type TestServer } from '../support/server.js';

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const FORM = 'application/x-www-form-urlencoded';

/** The cookies a reply sets, by name: value and attributes. */
function setCookies(reply: Reply): Map<string, { value: string; attributes: string[] }> {
  const out = new Map<string, { value: string; attributes: string[] }>();
  for (const line of reply.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const eq = pair!.indexOf('=');
    out.set(pair!.slice(0, eq), { value: decodeURIComponent(pair!.slice(eq + 1)), attributes });
  }
  return out;
}

/** A browser's cookie jar for one test server. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly api: TestServer) {}

  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }

  async request(method: string, path: string, options: { form?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {}): Promise<Reply> {
    const headers: Record<string, string> = { Accept: BROWSER, Origin: this.api.base, ...options.headers };
    if (this.cookies.size) headers.Cookie = this.cookie;
    let raw: string | undefined;
    if (options.form) {
      raw = new URLSearchParams(options.form).toString();
      headers['Content-Type'] = FORM;
    } else if (options.json !== undefined) {
      raw = JSON.stringify(options.json);
      headers['Content-Type'] = 'application/json';
      headers.Accept = 'application/json';
    }
    const reply = await this.api.request(method, path, { token: null, headers, ...(raw !== undefined ? { raw } : {}) });
    for (const [name, { value, attributes }] of setCookies(reply)) {
      if (attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return reply;
  }

  async login(username: string, password: string, next = '/api/'): Promise<Reply> {
    const form = await this.request('GET', `/login/?next=${encodeURIComponent(next)}`);
    const csrf = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(form.text)![1]!;
    return this.request('POST', '/login/', { form: { csrfmiddlewaretoken: csrf, username, password, next } });
  }
}

describe.each(DIALECTS)('browser sessions on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(dialect);
  });
  afterAll(async () => api?.close());

  it('logs in with the login form: a database session in an HttpOnly, SameSite=Lax cookie', async () => {
    const browser = new Browser(api);
    const form = await browser.request('GET', '/login/?next=/api/dcim/sites/');
    expect(form.status).toBe(200);
    expect(form.headers.get('content-type')).toMatch(/^text\/html/);
    expect(form.text).toContain('name="password" type="password"');
    expect(form.text).toContain('value="/api/dcim/sites/"');
    const csrfCookie = setCookies(form).get('csrftoken')!;
    expect(csrfCookie.attributes).toContain('SameSite=Lax');
    expect(csrfCookie.attributes).not.toContain('HttpOnly');

    const wrong = await browser.request('POST', '/login/', { form: { csrfmiddlewaretoken: csrfCookie.value, username: 'admin', password: 'nope', next: '/api/' } });
    expect(wrong.status).toBe(200);
    expect(wrong.text).toContain(LOGIN_FAILED);
    expect(browser.cookies.has('sessionid')).toBe(false);

    const before = Number(((await api.db.knex('users_session').count({ n: '*' })) as { n: unknown }[])[0]!.n);
    const done = await browser.login('admin', 'admin-password', '/api/dcim/sites/');
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/api/dcim/sites/');
    const session = setCookies(done).get('sessionid')!;
    expect(session.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
    expect(session.attributes.some((a) => /^Secure$/i.test(a))).toBe(false);
    expect(session.attributes.find((a) => a.startsWith('Max-Age='))).toBe('Max-Age=1209600');
    // One row more, holding a digest, never the key.
    const rows = (await api.db.knex('users_session').select('key_digest')) as { key_digest: string }[];
    expect(rows.length).toBe(before + 1);
    expect(rows.map((r) => r.key_digest)).not.toContain(session.value);
    // The login rotates the CSRF token.
    expect(browser.cookies.get('csrftoken')).not.toBe(csrfCookie.value);

    const check = await browser.request('GET', '/api/authentication-check/', { headers: { Accept: 'application/json' } });
    expect(check.status).toBe(200);
    expect(check.body.username).toBe('admin');
    const user = await api.get(`/api/users/users/${check.body.id}/`);
    expect(user.body.last_login).not.toBeNull();
  });

  it('marks the cookies Secure behind TLS, and sends a login only to a page of this site', async () => {
    const browser = new Browser(api);
    const form = await browser.request('GET', '/login/', { headers: { 'X-Forwarded-Proto': 'https' } });
    const csrf = setCookies(form).get('csrftoken')!;
    expect(csrf.attributes).toContain('Secure');
    const reply = await browser.request('POST', '/login/', {
      headers: { 'X-Forwarded-Proto': 'https', Origin: api.base.replace('http:', 'https:') },
      form: { csrfmiddlewaretoken: csrf.value, username: 'admin', password: 'admin-password', next: '//evil.example/' },
    });
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe('/api/');
    expect(setCookies(reply).get('sessionid')!.attributes).toContain('Secure');
  });

  it('refuses a login form without its CSRF token, or from another origin', async () => {
    const browser = new Browser(api);
    await browser.request('GET', '/login/');
    const missing = await browser.request('POST', '/login/', { form: { username: 'admin', password: 'admin-password' } });
    expect(missing.status).toBe(403);
    expect(missing.text).toContain('CSRF verification failed');
    const token = browser.cookies.get('csrftoken')!;
    const foreign = await browser.request('POST', '/login/', {
      headers: { Origin: 'http://evil.example' }, form: { csrfmiddlewaretoken: token, username: 'admin', password: 'admin-password' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.text).toContain('Origin checking failed - http://evil.example does not match any trusted origins.');
    expect(browser.cookies.has('sessionid')).toBe(false);
  });

  it('needs the CSRF token for unsafe API requests with a session, not with a token', async () => {
    const browser = new Browser(api);
    await browser.login('admin', 'admin-password');
    const csrf = browser.cookies.get('csrftoken')!;
    const site = { name: 'Session site', slug: 'session-site' };
    const missing = await browser.request('POST', '/api/dcim/sites/', { json: site });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({ detail: 'CSRF Failed: CSRF token missing.' });
    const wrong = await browser.request('POST', '/api/dcim/sites/', { json: site, headers: { 'X-CSRFToken': `${csrf}x` } });
    expect(wrong.body).toEqual({ detail: 'CSRF Failed: CSRF token incorrect.' });
    const foreign = await browser.request('POST', '/api/dcim/sites/', { json: site, headers: { 'X-CSRFToken': csrf, Origin: 'http://evil.example' } });
    expect(foreign.body).toEqual({ detail: 'CSRF Failed: Origin checking failed - http://evil.example does not match any trusted origins.' });
    expect((await api.get('/api/dcim/sites/?slug=session-site')).body.count).toBe(0);

    const made = await browser.request('POST', '/api/dcim/sites/', { json: site, headers: { 'X-CSRFToken': csrf } });
    expect(made.status).toBe(201);
    const change = await api.get(`/api/core/object-changes/?changed_object_id=${made.body.id}&changed_object_type=dcim.site`);
    expect(change.body.results[0].user_name).toBe('admin');
    // A token decides when one is sent: no CSRF token needed, whatever cookie comes along.
    const withToken = await api.post('/api/dcim/sites/', { name: 'Token site', slug: 'token-site' }, { headers: { Cookie: browser.cookie } });
    expect(withToken.status).toBe(201);
  });

  it("gives the session its user's permissions, no more", async () => {
    const user = await api.create('/api/users/users/', { username: 'viewer', password: 'viewer-secret-password' });
    await api.create('/api/users/permissions/', { name: 'view sites', users: [user.id], object_types: ['dcim.site'], actions: ['view'] });
    const browser = new Browser(api);
    expect((await browser.login('viewer', 'viewer-secret-password')).status).toBe(302);
    const csrf = browser.cookies.get('csrftoken')!;
    expect((await browser.request('GET', '/api/dcim/sites/', { headers: { Accept: 'application/json' } })).status).toBe(200);
    expect((await browser.request('GET', '/api/dcim/devices/', { headers: { Accept: 'application/json' } })).status).toBe(403);
    const write = await browser.request('POST', '/api/dcim/sites/', { json: { name: 'No', slug: 'no' }, headers: { 'X-CSRFToken': csrf } });
    expect(write.status).toBe(403);
    expect(write.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    // No forms for what the user may not do.
    const page = await browser.request('GET', '/api/dcim/sites/');
    expect(page.text).toContain('<h1>Site List</h1>');
    expect(page.text).not.toContain('name="_content"');
    // A deactivated user's session no longer logs anyone in.
    await api.patch(`/api/users/users/${user.id}/`, { is_active: false });
    expect((await browser.request('GET', '/api/authentication-check/', { headers: { Accept: 'application/json' } })).status).toBe(403);
  });

  it('writes through the browsable forms: POST, PATCH, PUT, DELETE with the CSRF field', async () => {
    const browser = new Browser(api);
    await browser.login('admin', 'admin-password');
    const list = await browser.request('GET', '/api/dcim/sites/');
    const csrf = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(list.text)![1]!;
    expect(list.text).toContain('name="_content"');
    expect(list.text).toContain('value="POST"');
    expect(list.text).toContain('Choices (');
    expect(list.text).toMatch(/<code>status<\/code><\/td><td>planned \(Planned\), staging \(Staging\), active \(Active\)/);

    const refused = await browser.request('POST', '/api/dcim/sites/', { form: { _method: 'POST', _content: JSON.stringify({ name: 'Form', slug: 'form' }) } });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('CSRF Failed: CSRF token missing.');

    const created = await browser.request('POST', '/api/dcim/sites/', {
      form: { csrfmiddlewaretoken: csrf, _method: 'POST', _content_type: 'application/json', _content: JSON.stringify({ name: 'Form site', slug: 'form-site', status: 'planned' }) },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('content-type')).toMatch(/^text\/html/);
    expect(created.text).toContain('HTTP 201');
    const site = (await api.get('/api/dcim/sites/?slug=form-site')).body.results[0];
    expect(site.status.value).toBe('planned');

    const detail = await browser.request('GET', `/api/dcim/sites/${site.id}/`);
    for (const method of ['PUT', 'PATCH']) expect(detail.text).toContain(`value="${method}"`);
    expect(detail.text).toContain('value="DELETE"');
    // The text area holds the writable fields, related objects by id, choices by value.
    const content = /<textarea[^>]*>([^<]*)<\/textarea>/.exec(detail.text)![1]!.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
    const editable = JSON.parse(content);
    expect(editable).toMatchObject({ name: 'Form site', slug: 'form-site', status: 'planned' });
    expect(editable).not.toHaveProperty('id');

    const put = await browser.request('POST', `/api/dcim/sites/${site.id}/`, { form: { csrfmiddlewaretoken: csrf, _method: 'PUT', _content: JSON.stringify({ ...editable, description: 'put' }) } });
    expect(put.status).toBe(200);
    const patched = await browser.request('POST', `/api/dcim/sites/${site.id}/`, { form: { csrfmiddlewaretoken: csrf, _method: 'PATCH', _content: '{"status": "active"}' } });
    expect(patched.status).toBe(200);
    expect((await api.get(`/api/dcim/sites/${site.id}/`)).body).toMatchObject({ description: 'put', status: { value: 'active' } });
    const invalid = await browser.request('POST', `/api/dcim/sites/${site.id}/`, { form: { csrfmiddlewaretoken: csrf, _method: 'PATCH', _content: '{"status": "nope"}' } });
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain('is not a valid choice.');

    const deleted = await browser.request('POST', `/api/dcim/sites/${site.id}/`, { form: { csrfmiddlewaretoken: csrf, _method: 'DELETE' } });
    expect(deleted.status).toBe(200);
    expect(deleted.text).toContain('HTTP 204 No Content');
    expect((await api.get(`/api/dcim/sites/${site.id}/`)).status).toBe(404);
    // Without a session a form is not read: nothing but JSON is taken.
    const anonymous = await api.request('POST', '/api/dcim/sites/', { raw: `_content=${encodeURIComponent('{"name":"x","slug":"x"}')}`, headers: { 'Content-Type': FORM } });
    expect(anonymous.status).toBe(415);
  });

  it('logs out with a POST carrying the CSRF token; the session is gone from the database', async () => {
    const browser = new Browser(api);
    await browser.login('admin', 'admin-password');
    const old = browser.cookie;
    const page = await browser.request('GET', '/logout/');
    expect(page.text).toContain('Logged in as admin');
    const forged = await browser.request('POST', '/logout/', { form: {} });
    expect(forged.status).toBe(403);
    const csrf = browser.cookies.get('csrftoken')!;
    const out = await browser.request('POST', '/logout/', { form: { csrfmiddlewaretoken: csrf } });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/login/');
    expect(browser.cookies.has('sessionid')).toBe(false);
    // The old cookie, replayed, authenticates nobody.
    const replay = await api.request('GET', '/api/authentication-check/', { token: null, headers: { Cookie: old } });
    expect(replay.status).toBe(403);
  });

  it("ends a user's sessions when the password changes, and the browser's previous one at a new login", async () => {
    const asJson = { headers: { Accept: 'application/json' } };
    const user = await api.create('/api/users/users/', { username: 'changer', password: 'changer-secret-password' });
    const browser = new Browser(api);
    await browser.login('changer', 'changer-secret-password');
    const first = browser.cookie;
    expect((await browser.request('GET', '/api/authentication-check/', asJson)).status).toBe(200);
    // A session answer is the browser's own: no shared cache may keep it.
    const own = await browser.request('GET', '/api/authentication-check/', asJson);
    expect(own.headers.get('vary')).toMatch(/Cookie/);
    expect(own.headers.get('cache-control')).toBe('private');
    // Logging in again (as someone else, here) ends the first session.
    await browser.login('admin', 'admin-password');
    expect((await api.request('GET', '/api/authentication-check/', { token: null, headers: { Cookie: first } })).status).toBe(403);
    const again = new Browser(api);
    await again.login('changer', 'changer-secret-password');
    expect((await again.request('GET', '/api/authentication-check/', asJson)).status).toBe(200);
    await api.patch(`/api/users/users/${user.id}/`, { first_name: 'Still' });
    expect((await again.request('GET', '/api/authentication-check/', asJson)).status).toBe(200);
    await api.patch(`/api/users/users/${user.id}/`, { password: 'a-new-secret-password' });
    expect((await again.request('GET', '/api/authentication-check/', asJson)).status).toBe(403);
  });

  it("refuses a logout from another site, and a browser carrying two sessions' cookies acts as neither", async () => {
    const browser = new Browser(api);
    await browser.login('admin', 'admin-password');
    // Another site's form: SameSite=Lax keeps the cookies back, and nothing is cleared.
    const foreign = await api.request('POST', '/logout/', { token: null, raw: '', headers: { 'Content-Type': FORM, Origin: 'http://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.getSetCookie()).toEqual([]);
    const cookieless = await api.request('POST', '/logout/', { token: null, raw: '', headers: { 'Content-Type': FORM } });
    expect(cookieless.status).toBe(403);
    // A cookie planted beside the real one (a sibling subdomain can): the session is ignored.
    const planted = `sessionid=planted; ${browser.cookie}`;
    const check = await api.request('GET', '/api/authentication-check/', { token: null, headers: { Cookie: planted } });
    expect(check.status).toBe(403);
  });

  it('ends sessions at their expiry', async () => {
    const browser = new Browser(api);
    await browser.login('admin', 'admin-password');
    const asJson = { headers: { Accept: 'application/json' } };
    expect((await browser.request('GET', '/api/authentication-check/', asJson)).status).toBe(200);
    await api.db.knex('users_session').update({ expires: '2000-01-01T00:00:00.000000Z' });
    expect((await browser.request('GET', '/api/authentication-check/', asJson)).status).toBe(403);
  });
});
