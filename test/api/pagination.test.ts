// Offset and cursor pagination exactly as the reference: page sizes, absolute links with the
// query string re-encoded in sorted order, and the 400 bodies of cursor mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

const TAGS = 130;

describe.each(DIALECTS)('pagination on %s', (dialect) => {
  let api: TestServer;
  let ids: number[];
  beforeAll(async () => {
    api = await startServer(dialect, { PAGINATE_COUNT: 50, MAX_PAGE_SIZE: 100 });
    const created = await api.post('/api/extras/tags/', Array.from({ length: TAGS }, (_, i) => ({
      name: `tag ${String(i).padStart(3, '0')}`, slug: `tag-${i}`, weight: 1000,
    })));
    expect(created.status).toBe(201);
    ids = created.body.map((t: { id: number }) => t.id);
  });
  afterAll(async () => api?.close());

  const list = (query: string) => api.get(`/api/extras/tags/${query}`);

  it('returns the envelope with the default page size', async () => {
    const page = await list('');
    expect(Object.keys(page.body)).toEqual(['count', 'next', 'previous', 'results']);
    expect(page.body.count).toBe(TAGS);
    expect(page.body.results).toHaveLength(50);
    expect(page.body.previous).toBeNull();
    expect(page.body.next).toBe(`${api.base}/api/extras/tags/?limit=50&offset=50`);
  });

  it('caps limit at MAX_PAGE_SIZE and reads limit=0 as MAX_PAGE_SIZE', async () => {
    expect((await list('?limit=500')).body.results).toHaveLength(100);
    const zero = await list('?limit=0');
    expect(zero.body.results).toHaveLength(100);
    expect(zero.body.next).toBe(`${api.base}/api/extras/tags/?limit=100&offset=100`);
  });

  it('falls back silently on a bad limit or offset', async () => {
    expect((await list('?limit=-3')).body.results).toHaveLength(50);
    expect((await list('?limit=abc')).body.results).toHaveLength(50);
    expect((await list('?limit=2.5')).body.results).toHaveLength(50);
    const badOffset = await list('?limit=5&offset=-4');
    expect(badOffset.body.results.map((t: { id: number }) => t.id)).toEqual(ids.slice(0, 5));
  });

  it('builds absolute next and previous links with every parameter, sorted by key', async () => {
    const page = await list('?weight=1000&offset=10&limit=5&brief=1');
    expect(page.body.next).toBe(`${api.base}/api/extras/tags/?brief=1&limit=5&offset=15&weight=1000`);
    expect(page.body.previous).toBe(`${api.base}/api/extras/tags/?brief=1&limit=5&offset=5&weight=1000`);
    const second = await list('?limit=5&offset=5&q=tag+0');
    expect(second.body.previous).toBe(`${api.base}/api/extras/tags/?limit=5&q=tag+0`);
    const encoded = await list('?q=a%20b~c*&limit=1&offset=0&name__ic=%C3%A9');
    expect(encoded.body.next).toBeNull();
  });

  it('keeps repeated parameters in the links', async () => {
    const page = await list('?limit=1&slug=tag-1&slug=tag-2&slug=tag-3');
    expect(page.body.count).toBe(3);
    expect(page.body.next).toBe(`${api.base}/api/extras/tags/?limit=1&offset=1&slug=tag-1&slug=tag-2&slug=tag-3`);
    const follow = await api.get(page.body.next);
    expect(follow.body.results[0].slug).toBe('tag-2');
  });

  it('walks every page through next and returns each object once', async () => {
    const seen: number[] = [];
    let url: string | null = `${api.base}/api/extras/tags/?limit=30`;
    while (url) {
      const page: { body: { next: string | null; results: { id: number }[] } } = await api.get(url);
      seen.push(...page.body.results.map((t) => t.id));
      url = page.body.next;
    }
    expect(seen.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('returns an empty page past the end', async () => {
    const page = await list('?limit=10&offset=1000');
    expect(page.body.count).toBe(TAGS);
    expect(page.body.results).toEqual([]);
    expect(page.body.next).toBeNull();
  });

  it('pages by primary key in cursor mode', async () => {
    const first = await list(`?start=${ids[10]}&limit=7`);
    expect(first.body.count).toBeNull();
    expect(first.body.previous).toBeNull();
    expect(first.body.results.map((t: { id: number }) => t.id)).toEqual(ids.slice(10, 17));
    expect(first.body.next).toBe(`${api.base}/api/extras/tags/?limit=7&start=${ids[16]! + 1}`);
    const last = await list(`?start=${ids[TAGS - 3]}&limit=7`);
    expect(last.body.results).toHaveLength(3);
    expect(last.body.next).toBeNull();
    const zero = await list('?start=0');
    expect(zero.body.results).toHaveLength(50);
  });

  it('answers bad cursor requests with the reference\'s bare lists', async () => {
    for (const [query, message] of [
      ['?start=-1', "Invalid 'start' parameter: must be a non-negative integer."],
      ['?start=abc', "Invalid 'start' parameter: must be a non-negative integer."],
      ['?start=', "Invalid 'start' parameter: must be a non-negative integer."],
      ['?start=1&offset=5', "'start' and 'offset' are mutually exclusive."],
      ['?start=1&ordering=name', 'Ordering cannot be specified in conjunction with cursor-based pagination.'],
    ] as const) {
      const reply = await list(query);
      expect(reply.status, query).toBe(400);
      expect(reply.body, query).toEqual([message]);
    }
  });
});

describe.each(DIALECTS)('pagination without a page cap on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(dialect, { PAGINATE_COUNT: 20, MAX_PAGE_SIZE: 0 });
    await api.post('/api/extras/tags/', Array.from({ length: 45 }, (_, i) => ({ name: `t${i}`, slug: `t${i}` })));
  });
  afterAll(async () => api?.close());

  it('returns everything for limit=0 with no links', async () => {
    const all = await api.get('/api/extras/tags/?limit=0');
    expect(all.body.count).toBe(45);
    expect(all.body.results).toHaveLength(45);
    expect(all.body.next).toBeNull();
    expect(all.body.previous).toBeNull();
    expect((await api.get('/api/extras/tags/')).body.results).toHaveLength(20);
    expect((await api.get('/api/extras/tags/?limit=40')).body.results).toHaveLength(40);
  });
});
