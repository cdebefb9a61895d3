// generated/openapi.json describes what the server answers: every special endpoint it lists is
// served, and its items carry exactly the properties the description names.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

interface Operation { responses: Record<string, { content?: Record<string, { schema: any }> }> }
const openapi = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8')) as { paths: Record<string, Record<string, Operation>> };
const specialPaths = Object.keys(openapi.paths).filter((path) => /\{id\}\/[a-z-]+\/$/.test(path));
/** Special endpoints that list items (GET); the others are POST-only actions. */
const special = specialPaths.filter((path) => openapi.paths[path]!.get);

describe.each(DIALECTS)('the API description on %s', (dialect) => {
  let api: TestServer;
  const parents = new Map<string, number>();
  beforeAll(async () => {
    api = await startServer(dialect);
    const rir = await api.create('/api/ipam/rirs/', { name: 'RFC 6996', slug: 'rfc-6996' });
    parents.set('/api/ipam/prefixes/', (await api.create('/api/ipam/prefixes/', { prefix: '10.9.0.0/29' })).id);
    parents.set('/api/ipam/ip-ranges/', (await api.create('/api/ipam/ip-ranges/', { start_address: '10.8.0.1/24', end_address: '10.8.0.5/24' })).id);
    parents.set('/api/ipam/vlan-groups/', (await api.create('/api/ipam/vlan-groups/', { name: 'g', slug: 'g', vid_ranges: [[10, 12]] })).id);
    parents.set('/api/ipam/asn-ranges/', (await api.create('/api/ipam/asn-ranges/', { name: 'r', slug: 'r', rir: rir.id, start: 64512, end: 64515 })).id);
    parents.set('/api/extras/custom-field-choice-sets/', (await api.create('/api/extras/custom-field-choice-sets/', { name: 'c', extra_choices: [['a', 'A']] })).id);
  });
  afterAll(async () => api?.close());

  it('lists the special endpoints', () => {
    expect(special).toEqual(expect.arrayContaining([
      '/api/ipam/prefixes/{id}/available-prefixes/', '/api/ipam/prefixes/{id}/available-ips/', '/api/ipam/ip-ranges/{id}/available-ips/',
      '/api/ipam/vlan-groups/{id}/available-vlans/', '/api/ipam/asn-ranges/{id}/available-asns/', '/api/extras/custom-field-choice-sets/{id}/choices/',
    ]));
    const actions = specialPaths.filter((path) => !openapi.paths[path]!.get);
    expect(actions).toEqual(['/api/extras/webhook-deliveries/{id}/redeliver/']);
    expect(openapi.paths[actions[0]!]!.post!.responses['200']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/WebhookDelivery' });
  });

  it.each(special)('serves GET %s with the described items', async (path) => {
    const [list] = path.split('{id}/');
    const reply = await api.get(path.replace('{id}', String(parents.get(list!))));
    expect(reply.status).toBe(200);
    const schema = openapi.paths[path]!.get!.responses['200']!.content!['application/json']!.schema;
    const items = schema.type === 'array' ? reply.body : reply.body.results;
    const described = Object.keys((schema.type === 'array' ? schema.items : schema.properties.results.items).properties).sort();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(described);
  });
});
