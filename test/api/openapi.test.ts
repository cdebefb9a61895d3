// generated/openapi.json describes what the server answers: every special endpoint it lists is
// served, and its items carry exactly the properties the description names; every bulk write
// describes ?background=true (202, 503), and every single-object write of a model with ETags
// describes If-Match (412). (test/api/openapi-conformance.test.ts checks the answers themselves.)
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

interface Operation {
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema: any }>; headers?: Record<string, { required?: boolean }> }>;
}
const openapi = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8')) as { paths: Record<string, Record<string, Operation>> };
const specialPaths = Object.keys(openapi.paths).filter((path) => /\{id\}\/[a-z-]+\/$/.test(path));
/** Special endpoints that list items (GET); the others are POST-only actions. */
const special = specialPaths.filter((path) => openapi.paths[path]!.get);

it('describes background bulk writes and If-Match where the server honours them', () => {
  const problems: string[] = [];
  const has = (operation: Operation, name: string, where: string) => (operation.parameters ?? []).some((p) => p.name === name && p.in === where);
  for (const model of registry.models.filter((m) => m.api && !m.readOnly)) {
    const list = `/api/${model.app}/${model.path}/`;
    const detail = `${list}{id}/`;
    // As runtime/http/etag.ts: the ETag is the last change time, else the creation time.
    const etagged = ['last_updated', 'created'].some((name) => model.fields.some((f) => f.name === name && f.type === 'datetime' && f.column));
    for (const method of ['post', 'put', 'patch', 'delete']) {
      const operation = openapi.paths[list]![method]!;
      if (!has(operation, 'background', 'query')) problems.push(`${method} ${list}: no ?background`);
      if (operation.responses['202']?.content?.['application/json']?.schema.$ref !== '#/components/schemas/BackgroundJob' || !operation.responses['202']?.headers?.Location?.required) problems.push(`${method} ${list}: no 202 with the job`);
      if (!operation.responses['503']) problems.push(`${method} ${list}: no 503`);
      if (has(operation, 'If-Match', 'header')) problems.push(`${method} ${list}: If-Match on a bulk write`);
    }
    for (const method of ['put', 'patch', 'delete']) {
      const operation = openapi.paths[detail]![method]!;
      if (has(operation, 'If-Match', 'header') !== etagged || Boolean(operation.responses['412']) !== etagged) problems.push(`${method} ${detail}: If-Match and 412 ${etagged ? 'missing' : 'described without ETags'}`);
      if (method !== 'delete' && Boolean(operation.responses['200']!.headers?.ETag?.required) !== etagged) problems.push(`${method} ${detail}: ETag header`);
      if (has(operation, 'background', 'query')) problems.push(`${method} ${detail}: ?background on a single-object write`);
    }
    if (Boolean(openapi.paths[detail]!.get!.responses['200']!.headers?.ETag?.required) !== etagged) problems.push(`get ${detail}: ETag header`);
  }
  expect(problems).toEqual([]);
});

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
    const site = await api.create('/api/dcim/sites/', { name: 's', slug: 's' });
    parents.set('/api/dcim/racks/', (await api.create('/api/dcim/racks/', { name: 'r', site: site.id, u_height: 4 })).id);
    // Objects with cable paths, for the traces and paths endpoints.
    const maker = await api.create('/api/dcim/manufacturers/', { name: 'm', slug: 'm' });
    const type = await api.create('/api/dcim/device-types/', { manufacturer: maker.id, model: 't', slug: 't' });
    const role = await api.create('/api/dcim/device-roles/', { name: 'r', slug: 'r' });
    const device = await api.create('/api/dcim/devices/', { name: 'd', device_type: type.id, role: role.id, site: site.id });
    const make = async (path: string, body: Record<string, unknown>) => (await api.create(`/api/dcim/${path}/`, { device: device.id, ...body })).id as number;
    const cable = (a: [string, number], b: [string, number]) => api.create('/api/dcim/cables/', { a_terminations: [{ object_type: a[0], object_id: a[1] }], b_terminations: [{ object_type: b[0], object_id: b[1] }] });
    const ids: Record<string, number> = {
      interfaces: await make('interfaces', { name: 'i1', type: '1000base-t' }), 'console-ports': await make('console-ports', { name: 'c' }),
      'console-server-ports': await make('console-server-ports', { name: 's' }), 'power-ports': await make('power-ports', { name: 'p' }),
      'power-outlets': await make('power-outlets', { name: 'o' }), 'rear-ports': await make('rear-ports', { name: 'r', type: 'lc' }),
    };
    ids['front-ports'] = await make('front-ports', { name: 'f', type: 'lc', rear_ports: [{ position: 1, rear_port: ids['rear-ports'], rear_port_position: 1 }] });
    const panel = await api.create('/api/dcim/power-panels/', { site: site.id, name: 'pp' });
    ids['power-feeds'] = (await api.create('/api/dcim/power-feeds/', { power_panel: panel.id, name: 'pf' })).id;
    await cable(['dcim.interface', ids.interfaces!], ['dcim.frontport', ids['front-ports']!]);
    await cable(['dcim.consoleport', ids['console-ports']!], ['dcim.consoleserverport', ids['console-server-ports']!]);
    await cable(['dcim.powerport', ids['power-ports']!], ['dcim.poweroutlet', ids['power-outlets']!]);
    await cable(['dcim.powerfeed', ids['power-feeds']!], ['dcim.powerport', await make('power-ports', { name: 'p2' })]);
    for (const [path, id] of Object.entries(ids)) parents.set(`/api/dcim/${path}/`, id);
    const provider = await api.create('/api/circuits/providers/', { name: 'p', slug: 'p' });
    const circuitType = await api.create('/api/circuits/circuit-types/', { name: 'c', slug: 'c' });
    const circuit = await api.create('/api/circuits/circuits/', { cid: 'c1', provider: provider.id, type: circuitType.id });
    const termination = await api.create('/api/circuits/circuit-terminations/', { circuit: circuit.id, term_side: 'A', termination_type: 'dcim.site', termination_id: site.id });
    await cable(['dcim.interface', await make('interfaces', { name: 'i2', type: '1000base-t' })], ['circuits.circuittermination', termination.id]);
    parents.set('/api/circuits/circuit-terminations/', termination.id);
    const network = await api.create('/api/circuits/provider-networks/', { provider: provider.id, name: 'n' });
    const vcType = await api.create('/api/circuits/virtual-circuit-types/', { name: 'v', slug: 'v' });
    const vc = await api.create('/api/circuits/virtual-circuits/', { cid: 'v1', provider_network: network.id, type: vcType.id });
    const vif = await make('interfaces', { name: 'v1', type: 'virtual' });
    parents.set('/api/circuits/virtual-circuit-terminations/', (await api.create('/api/circuits/virtual-circuit-terminations/', { virtual_circuit: vc.id, interface: vif })).id);
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
    const itemSchema = schema.type === 'array' ? schema.items : schema.properties.results.items;
    // No cable path passes through a virtual circuit's end (NetBox's paths/ there is empty too).
    if (path.startsWith('/api/circuits/virtual-circuit-terminations/')) return expect(items).toEqual([]);
    expect(items.length).toBeGreaterThan(0);
    // A trace's hops: [near ends, the cable or [], far ends].
    if (itemSchema.type === 'array') {
      for (const item of items) expect([Array.isArray(item), item.length, Array.isArray(item[0]), Array.isArray(item[2])]).toEqual([true, itemSchema.maxItems, true, true]);
      return;
    }
    const described = Object.keys(itemSchema.properties).sort();
    for (const item of items) expect(Object.keys(item).sort()).toEqual(described);
  });
});
