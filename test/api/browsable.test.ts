// Issue 15: the browsable API. A browser's request (Accept prefers text/html) gets the answer as
// an HTML page: the JSON pretty-printed and escaped, its URLs links, pagination links, headers,
// a list's filters. JSON clients see no change; ?format=json forces JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe.each(DIALECTS)('the browsable API on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(dialect);
    await api.post('/api/dcim/sites/', [
      { name: '<script>alert(1)</script>', slug: 'xss' },
      ...Array.from({ length: 3 }, (_, i) => ({ name: `Site ${i}`, slug: `site-${i}` })),
    ]);
  });
  afterAll(async () => api?.close());

  it('renders a list as a page with links, pagination, headers and filters', async () => {
    const page = await api.get('/api/dcim/sites/?limit=2', { headers: { Accept: BROWSER } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('vary')).toMatch(/Accept/);
    expect(page.text).toContain('<h1>Site List</h1>');
    expect(page.text).toContain(`<a rel="next" href="${api.base}/api/dcim/sites/?limit=2&#38;offset=2">`);
    expect(page.text).toMatch(new RegExp(`"<a href="${api.base}/api/dcim/sites/\\d+/">`));
    expect(page.text).toContain('Content-Type: application/json');
    expect(page.text).toContain('<code>region_id</code>');
    // Stored text is shown, never run.
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(page.text).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(page.text).toContain('href="/api/dcim/sites/?limit=2&#38;format=json"');
  });

  it('renders errors as pages with their status, and leaves JSON clients alone', async () => {
    const missing = await api.get('/api/dcim/sites/999999/', { headers: { Accept: BROWSER } });
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('HTTP 404');
    expect(missing.text).toContain('No Site matches the given query.');
    for (const headers of [{ Accept: 'application/json' }, { Accept: '*/*' }, {}] as Record<string, string>[]) {
      const reply = await api.get('/api/dcim/sites/', { headers });
      expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
      expect(reply.body.count).toBe(4);
    }
    const forced = await api.get('/api/dcim/sites/?format=json', { headers: { Accept: BROWSER } });
    expect(forced.headers.get('content-type')).toMatch(/^application\/json/);
    expect(forced.body.count).toBe(4);
    const root = await api.get('/api/', { headers: { Accept: BROWSER } });
    expect(root.text).toContain('API root');
    expect(root.text).toContain(`<a href="${api.base}/api/dcim/">`);
  });
});
