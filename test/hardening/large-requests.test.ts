// Issue 24: requests whose size, not their values, broke the server. Lists a client controls
// become SQL terms (ordering terms, filter values): a URL of 16 KiB (Node's limit) holds thousands,
// and SQLite refuses more than 2,000 ORDER BY terms and expressions nested more than 1,000 deep;
// NetBox answers all of these. Bodies past the parsing thread's threshold are answered exactly as
// small ones are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THREAD_THRESHOLD } from '../../runtime/http/middleware.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

describe.each(DIALECTS)('large requests on %s', (dialect) => {
  let api: TestServer;
  const sites: Record<string, any>[] = [];
  beforeAll(async () => {
    api = await startServer(dialect);
    for (const [name, facility] of [['Bravo', 'b'], ['Alpha', 'c'], ['Charlie', 'a']] as const) {
      sites.push(await api.create('/api/dcim/sites/', { name, slug: name.toLowerCase(), facility }));
    }
  });
  afterAll(async () => api?.close());

  const names = async (query: string) => {
    const reply = await api.get(`/api/dcim/sites/?${query}`);
    expect(reply.status, reply.text.slice(0, 300)).toBe(200);
    return reply.body.results.map((s: { name: string }) => s.name) as string[];
  };

  it('orders by 2,001 terms as by the first of each (a repeated term orders nothing more)', async () => {
    const repeated = Array.from({ length: 2001 }, (_, i) => ['-facility', 'name', 'facility', 'nothing'][i % 4]).join(',');
    expect(await names(`ordering=${repeated}`)).toEqual(await names('ordering=-facility,name'));
    expect(await names(`ordering=${repeated}`)).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('answers a filter repeated more than a thousand times, ORing its values', async () => {
    const many = (param: string, values: string[]) => values.map((v) => `${param}=${encodeURIComponent(v)}`).join('&');
    // As many as Node's 16 KiB of request headers hold.
    const misses = Array.from({ length: 1050 }, (_, i) => `m${i.toString(36)}`);
    expect(await names(many('name__ic', [...misses, 'rav']))).toEqual(['Bravo']);
    expect(await names(many('name__nic', [...misses.slice(0, 1000), 'rav']))).toEqual(['Alpha', 'Charlie']);
    const [first, ...later] = [...sites].sort((a, b) => a.id - b.id);
    const beyond = Array.from({ length: 1050 }, (_, i) => String(later.at(-1)!.id + i));
    expect(await names(many('id__gt', [...beyond, String(first!.id)]))).toEqual(later.map((s) => s.name).sort());
    expect(await names(many('name__isw', [...Array.from({ length: 1050 }, () => 'z'), 'C']))).toEqual(['Charlie']);
  });

  it('ANDs more than a hundred distinct tags, repeated', async () => {
    const tags = await api.post('/api/extras/tags/', Array.from({ length: 150 }, (_, i) => ({ name: `Tag ${i}`, slug: `tag-${i}` })));
    expect(tags.status).toBe(201);
    const slugs = tags.body.map((t: { slug: string }) => t.slug) as string[];
    expect((await api.patch(`/api/dcim/sites/${sites[0]!.id}/`, { tags: slugs.map((slug) => ({ slug })) })).status).toBe(200);
    expect((await api.patch(`/api/dcim/sites/${sites[1]!.id}/`, { tags: slugs.slice(1).map((slug) => ({ slug })) })).status).toBe(200);
    const query = [...slugs, ...slugs, ...slugs].map((slug) => `tag=${slug}`).join('&');
    expect(await names(query)).toEqual([sites[0]!.name]);
  });

  it('answers a body past the parsing thread\'s threshold exactly as the same body small', async () => {
    const padding = ' '.repeat(THREAD_THRESHOLD + 1);
    const bodies = [
      '{"name": "x", "slug": ',
      '{"name": "x\\u0000", "slug": "x"}',
      '{"name": "x\\ud800", "slug": "x"}',
      `{"name": "deep", "slug": "deep", "region": ${'{"parent": '.repeat(70)}null${'}'.repeat(70)}}`,
      '[{"name": "ok", "slug": "ok"}, {"name": "x", "slug": "x", "description": "\\u0000"}]',
      '{"name": "Alpha", "slug": "alpha"}',
    ];
    for (const body of bodies) {
      const small = await api.request('POST', '/api/dcim/sites/', { raw: body, headers: { 'Content-Type': 'application/json' } });
      const large = await api.request('POST', '/api/dcim/sites/', { raw: padding + body, headers: { 'Content-Type': 'application/json' } });
      expect(small.status, body).toBe(400);
      expect([large.status, large.body], body).toEqual([small.status, small.body]);
    }
    const blank = await api.request('POST', '/api/dcim/sites/', { raw: padding, headers: { 'Content-Type': 'application/json' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ name: ['This field is required.'] });
    expect(await names('limit=0')).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('creates from a body of several MB with 200,000 elements in a field no model has, which it ignores', async () => {
    const body = JSON.stringify({ name: 'Ignoring', slug: 'ignoring', no_such_field: Array.from({ length: 200_000 }, (_, i) => ({ id: i, text: 'é😀' })), comments: 'c'.repeat(3 * 1024 * 1024) });
    const reply = await api.request('POST', '/api/dcim/sites/', { raw: body, headers: { 'Content-Type': 'application/json' } });
    expect(reply.status).toBe(201);
    expect(reply.body.comments).toHaveLength(3 * 1024 * 1024);
    expect(reply.body).not.toHaveProperty('no_such_field');
    await api.delete(`/api/dcim/sites/${reply.body.id}/`);
  });
});
