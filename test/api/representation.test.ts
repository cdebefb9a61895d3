// Complete, brief and nested representations, field order, choices, display rules, and the
// fields / omit / brief parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.js';
import { device, deviceGraph, type DeviceGraph } from '../support/fixtures.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

const modelOf = (key: string) => registry.models.find((m) => m.key === key)!;

describe.each(DIALECTS)('representations on %s', (dialect) => {
  let api: TestServer;
  let graph: DeviceGraph;
  let region: Record<string, any>;
  let child: Record<string, any>;
  let tenant: Record<string, any>;
  let site: Record<string, any>;
  beforeAll(async () => {
    api = await startServer(dialect);
    graph = await deviceGraph(api);
    region = await api.create('/api/dcim/regions/', { name: 'Europe', slug: 'europe' });
    child = await api.create('/api/dcim/regions/', { name: 'Germany', slug: 'germany', parent: region.id });
    tenant = await api.create('/api/tenancy/tenants/', { name: 'Acme', slug: 'acme' });
    site = await api.create('/api/dcim/sites/', { name: 'Berlin', slug: 'berlin', region: child.id, tenant: tenant.id, latitude: 52.52, longitude: 13.405 });
  });
  afterAll(async () => api?.close());

  it('shows every field of the complete representation, in the reference order', async () => {
    for (const [path, key] of [['/api/dcim/sites/', 'dcim.site'], ['/api/dcim/regions/', 'dcim.region'], ['/api/tenancy/tenants/', 'tenancy.tenant'], ['/api/dcim/device-types/', 'dcim.devicetype']] as const) {
      const list = await api.get(path);
      expect(Object.keys(list.body.results[0]), path).toEqual(modelOf(key).order);
    }
    expect(modelOf('dcim.site').order.slice(0, 12)).toEqual(['id', 'url', 'display_url', 'display', 'name', 'slug', 'status', 'region', 'group', 'tenant', 'facility', 'time_zone']);
  });

  it('renders links, choices, decimals, nested objects and defaults', async () => {
    const reply = await api.get(`/api/dcim/sites/${site.id}/`);
    const body = reply.body;
    expect(body.url).toBe(`${api.base}/api/dcim/sites/${site.id}/`);
    expect(body.display_url).toBe(`${api.base}/dcim/sites/${site.id}/`);
    expect(body.display).toBe('Berlin');
    expect(body.status).toEqual({ value: 'active', label: 'Active' });
    expect(body.latitude).toBe(52.52);
    expect(body.longitude).toBe(13.405);
    expect(body.region).toEqual({
      id: child.id, url: `${api.base}/api/dcim/regions/${child.id}/`, display: 'Germany', name: 'Germany', slug: 'germany', description: '', site_count: 1, _depth: 1,
    });
    expect(body.tenant).toEqual({ id: tenant.id, url: `${api.base}/api/tenancy/tenants/${tenant.id}/`, display: 'Acme', name: 'Acme', slug: 'acme', description: '' });
    expect(body.group).toBeNull();
    expect(body.tags).toEqual([]);
    expect(body.custom_fields).toEqual({});
    expect(body.facility).toBe('');
    expect(body.created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{6})?Z$/);
    expect(body.device_count).toBe(0);
  });

  it('returns the brief form for ?brief=<anything non-empty>, on lists and details', async () => {
    const brief = modelOf('dcim.site').brief;
    for (const query of ['?brief=1', '?brief=true', '?brief=false', '?brief=True']) {
      const list = await api.get(`/api/dcim/sites/${query}`);
      expect(Object.keys(list.body.results[0]), query).toEqual(brief);
    }
    expect(Object.keys((await api.get(`/api/dcim/sites/${site.id}/?brief=1`)).body)).toEqual(brief);
    expect(Object.keys((await api.get('/api/dcim/sites/?brief=')).body.results[0])).toEqual(modelOf('dcim.site').order);
    const region = (await api.get(`/api/dcim/regions/${child.id}/?brief=1`)).body;
    expect(region).toEqual({ id: child.id, url: `${api.base}/api/dcim/regions/${child.id}/`, display: 'Germany', name: 'Germany', slug: 'germany', description: '', site_count: 1, _depth: 1 });
  });

  it('lets fields beat omit and omit beat brief; unknown names are ignored', async () => {
    const fields = await api.get(`/api/dcim/sites/${site.id}/?fields=name,id,bogus&omit=name&brief=1`);
    expect(Object.keys(fields.body)).toEqual(['id', 'name']);
    const omit = await api.get(`/api/dcim/sites/${site.id}/?omit=comments,tags,bogus&brief=1`);
    expect(Object.keys(omit.body)).toEqual(modelOf('dcim.site').order.filter((n) => n !== 'comments' && n !== 'tags'));
    const list = await api.get('/api/dcim/sites/?fields=slug,region');
    expect(Object.keys(list.body.results[0])).toEqual(['slug', 'region']);
  });

  it('embeds related objects with their nested fields, without count fields', async () => {
    const rackRole = await api.create('/api/dcim/rack-roles/', { name: 'Core', slug: 'core' });
    expect(rackRole.rack_count).toBe(0);
    const rack = await api.create('/api/dcim/racks/', { name: 'R1', site: graph.site.id, role: rackRole.id });
    expect(rack.role).toEqual({ id: rackRole.id, url: `${api.base}/api/dcim/rack-roles/${rackRole.id}/`, display: 'Core', name: 'Core', slug: 'core', description: '' });
    expect(Object.keys((await api.get(`/api/dcim/rack-roles/${rackRole.id}/?brief=1`)).body)).toContain('rack_count');
    const dt = (await api.get(`/api/dcim/device-types/${graph.deviceType.id}/`)).body;
    expect(dt.manufacturer).toEqual({ id: graph.manufacturer.id, url: graph.manufacturer.url, display: graph.manufacturer.name, name: graph.manufacturer.name, slug: graph.manufacturer.slug, description: '' });
    const d = await device(api, graph, { name: 'nested-check', rack: rack.id });
    expect(d.device_type).toEqual({
      id: graph.deviceType.id, url: graph.deviceType.url, display: graph.deviceType.model, manufacturer: dt.manufacturer,
      model: graph.deviceType.model, slug: graph.deviceType.slug, description: '', device_count: 1,
    });
    expect(d.rack).toEqual({ id: rack.id, url: rack.url, display: 'R1', name: 'R1', description: '' });
    // Tree counts over whole tables are NetBox's constant 0 when embedded (IntegerField(default=0));
    // the role's own detail and brief list count.
    expect(d.role).toMatchObject({ id: graph.role.id, device_count: 0, virtualmachine_count: 0 });
    const role = (await api.get(`/api/dcim/device-roles/${graph.role.id}/`)).body;
    expect(role.device_count).toBeGreaterThan(0);
    const briefRoles = (await api.get(`/api/dcim/device-roles/?brief=1&id=${graph.role.id}`)).body.results;
    expect(briefRoles[0].device_count).toBe(role.device_count);
  });

  it('renders each model\'s display rule', async () => {
    const rack = await api.create('/api/dcim/racks/', { name: 'R2', facility_id: 'F-7', site: site.id });
    expect(rack.display).toBe('R2 (F-7)');
    const plain = await api.create('/api/dcim/racks/', { name: 'R3', site: site.id });
    expect(plain.display).toBe('R3');
    const named = await device(api, graph, { name: 'edge01' });
    expect(named.display).toBe('edge01');
    const tagged = await device(api, graph, { name: 'edge02', asset_tag: 'A-100' });
    expect(tagged.display).toBe('edge02 (A-100)');
    const anonymous = await device(api, graph);
    expect(anonymous.display).toBe(`${graph.manufacturer.name} ${graph.deviceType.model} (${anonymous.id})`);
    const anonymousTagged = await device(api, graph, { asset_tag: 'A-200' });
    expect(anonymousTagged.display).toBe(`${graph.manufacturer.name} ${graph.deviceType.model} (A-200)`);
    const iface = await api.create('/api/dcim/interfaces/', { device: anonymous.id, name: 'eth0', type: '1000base-t', label: 'uplink' });
    expect(iface.display).toBe('eth0 (uplink)');
    expect(iface.device).toEqual({ id: anonymous.id, url: anonymous.url, display: anonymous.display, name: null, description: '' });
    expect(iface.type).toEqual({ value: '1000base-t', label: '1000BASE-T (1GE)' });
    expect(iface._occupied).toBe(false);
    const list = await api.get(`/api/dcim/devices/?id=${anonymous.id}&id=${named.id}`);
    expect(list.body.results.map((d: { display: string }) => d.display).sort()).toEqual([anonymous.display, 'edge01'].sort());
  });

  it('orders lists the same way on both databases: byte order, NULLs last, ties by id', async () => {
    const site = await api.create('/api/dcim/sites/', { name: 'Order site', slug: 'order-site' });
    const make = (name: string | null) => api.create('/api/dcim/devices/', { device_type: graph.deviceType.id, role: graph.role.id, site: site.id, name });
    const created = [await make('beta'), await make(null), await make('Zeta'), await make('alpha'), await make(null)];
    const names = async (query: string) => (await api.get(`/api/dcim/devices/?site_id=${site.id}${query}`)).body.results.map((d: { id: number; name: string | null }) => d.name ?? `#${d.id}`);
    const unnamed = [created[1]!.id, created[4]!.id].map((id) => `#${id}`);
    expect(await names('')).toEqual(['Zeta', 'alpha', 'beta', ...unnamed]);
    expect(await names('&ordering=-name')).toEqual([...unnamed, 'beta', 'alpha', 'Zeta']); // ties stay by ascending id
    expect(await names('&ordering=id')).toEqual(created.map((d) => d.name ?? `#${d.id}`));
    expect(await names('&ordering=-id')).toEqual(created.map((d) => d.name ?? `#${d.id}`).reverse());
    expect(await names('&ordering=bogus')).toEqual(['Zeta', 'alpha', 'beta', ...unnamed]);
  });

  it('renders empty choices as null and integer choices with their labels', async () => {
    const rack = await api.create('/api/dcim/racks/', { name: 'R4', site: site.id, width: 23, form_factor: '4-post-cabinet' });
    expect(rack.width).toEqual({ value: 23, label: '23 inches' });
    expect(rack.form_factor).toEqual({ value: '4-post-cabinet', label: '4-post cabinet' });
    expect(rack.airflow).toBeNull();
    const d = await device(api, graph, { name: 'faceless' });
    expect(d.face).toBeNull();
    expect(d.airflow).toBeNull();
  });

  it('counts each relation of each object of a page, every plain count of the page in one statement', async () => {
    // Three tenants holding different numbers of sites, VRFs, VLANs and prefixes: a count given to
    // the wrong field or the wrong object shows.
    const owners = await api.create('/api/tenancy/tenants/', [0, 1, 2].map((i) => ({ name: `Counted ${i}`, slug: `counted-${i}` })));
    const held = { sites: [3, 0, 1], vrfs: [0, 2, 5], vlans: [1, 4, 0], prefixes: [2, 0, 3] };
    const bodies = (path: string, counts: number[], body: (i: number, n: number) => Record<string, unknown>) =>
      counts.flatMap((count, i) => Array.from({ length: count }, (_, n) => ({ ...body(i, n), tenant: owners[i].id })));
    await api.create('/api/dcim/sites/', bodies('sites', held.sites, (i, n) => ({ name: `counted ${i}-${n}`, slug: `counted-${i}-${n}` })));
    await api.create('/api/ipam/vrfs/', bodies('vrfs', held.vrfs, (i, n) => ({ name: `counted ${i}-${n}` })));
    await api.create('/api/ipam/vlans/', bodies('vlans', held.vlans, (i, n) => ({ name: `counted ${i}-${n}`, vid: 100 + i * 10 + n })));
    await api.create('/api/ipam/prefixes/', bodies('prefixes', held.prefixes, (i, n) => ({ prefix: `10.${200 + i}.${n}.0/24` })));
    const sql: string[] = [];
    const stop = api.db.onQuery((query: { sql: string }) => sql.push(query.sql));
    let page;
    try {
      api.db.cache.invalidate();
      page = await api.get(`/api/tenancy/tenants/?id=${owners.map((t: any) => t.id).join('&id=')}&ordering=name`);
    } finally {
      stop();
    }
    expect(page.status).toBe(200);
    expect(page.body.results.map((t: any) => [t.site_count, t.vrf_count, t.vlan_count, t.prefix_count, t.device_count])).toEqual(
      [0, 1, 2].map((i) => [held.sites[i], held.vrfs[i], held.vlans[i], held.prefixes[i], 0]));
    // A tenant counts ten relations; the page read them in one statement (it had one each).
    expect(sql.filter((text) => /"(dcim_site|ipam_vrf|ipam_vlan|ipam_prefix|dcim_device)"/.test(text))).toHaveLength(1);
  });
});
