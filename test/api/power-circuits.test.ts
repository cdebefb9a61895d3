// NetBox 4.7's power and cooling plant (power panels and feeds, cooling sources and feeds) and
// its circuit groups and virtual circuits: each endpoint's fields in NetBox's order, defaults and
// choices, every clean() rule and unique constraint with its message, a feed's available power
// as PowerFeed.save() computes it, the counts on panels, racks, sources, groups and types, the
// generic member of a group assignment, virtual interfaces only for virtual circuit terminations,
// the filters NetBox's filtersets declare, and the contact assignments of the new models.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

type Obj = Record<string, any>;

/** NetBox 4.7's serializer field lists (owner left out: G15). */
const FIELDS = {
  powerPanel: ['id', 'url', 'display_url', 'display', 'site', 'location', 'name', 'description', 'comments', 'tags', 'custom_fields', 'powerfeed_count', 'created', 'last_updated'],
  powerFeed: [
    'id', 'url', 'display_url', 'display', 'power_panel', 'rack', 'name', 'status', 'type', 'supply', 'phase', 'voltage', 'amperage', 'max_utilization',
    'mark_connected', 'cable', 'cable_end', 'link_peers', 'link_peers_type', 'connected_endpoints', 'connected_endpoints_type', 'connected_endpoints_reachable',
    'description', 'tenant', 'comments', 'tags', 'custom_fields', 'created', 'last_updated', '_occupied',
  ],
  coolingSource: ['id', 'url', 'display_url', 'display', 'site', 'location', 'name', 'type', 'status', 'fluid_type', 'cooling_capacity', 'description', 'comments', 'tags', 'custom_fields', 'coolingfeed_count', 'created', 'last_updated'],
  coolingFeed: ['id', 'url', 'display_url', 'display', 'cooling_source', 'rack', 'name', 'status', 'cooling_capacity', 'max_flow', 'max_flow_unit', 'description', 'tenant', 'comments', 'tags', 'custom_fields', 'created', 'last_updated'],
  circuitGroup: ['id', 'url', 'display_url', 'display', 'name', 'slug', 'description', 'tenant', 'comments', 'tags', 'custom_fields', 'created', 'last_updated', 'circuit_count'],
  // NetBox's serializer lists no custom_fields here (a deviation: docs/deviations.md).
  groupAssignment: ['id', 'url', 'display_url', 'display', 'group', 'member_type', 'member_id', 'member', 'priority', 'tags', 'custom_fields', 'created', 'last_updated'],
  virtualCircuitType: ['id', 'url', 'display_url', 'display', 'name', 'slug', 'color', 'description', 'comments', 'tags', 'custom_fields', 'created', 'last_updated', 'virtual_circuit_count'],
  virtualCircuit: ['id', 'url', 'display_url', 'display', 'cid', 'provider_network', 'provider_account', 'type', 'status', 'tenant', 'description', 'comments', 'tags', 'custom_fields', 'created', 'last_updated'],
  termination: ['id', 'url', 'display_url', 'display', 'virtual_circuit', 'role', 'interface', 'description', 'tags', 'custom_fields', 'created', 'last_updated'],
};

describe.each(DIALECTS)('power, cooling, circuit groups and virtual circuits on %s', (dialect) => {
  let api: TestServer;
  let n = 0;
  const unique = (prefix: string) => `${prefix}-${++n}`;
  let region: Obj;
  let siteA: Obj;
  let siteB: Obj;
  let locationA: Obj;
  let locationB: Obj;
  let rackA: Obj;
  let rackB: Obj;
  let tenant: Obj;
  beforeAll(async () => {
    api = await startServer(dialect);
    region = await api.create('/api/dcim/regions/', { name: 'North', slug: 'north' });
    siteA = await api.create('/api/dcim/sites/', { name: 'Site A', slug: 'site-a', region: region.id });
    siteB = await api.create('/api/dcim/sites/', { name: 'Site B', slug: 'site-b' });
    locationA = await api.create('/api/dcim/locations/', { name: 'Hall A', slug: 'hall-a', site: siteA.id });
    locationB = await api.create('/api/dcim/locations/', { name: 'Hall B', slug: 'hall-b', site: siteB.id });
    rackA = await api.create('/api/dcim/racks/', { name: 'RA', site: siteA.id });
    rackB = await api.create('/api/dcim/racks/', { name: 'RB', facility_id: 'F7', site: siteB.id });
    tenant = await api.create('/api/tenancy/tenants/', { name: 'Tenant', slug: 'tenant' });
  });
  afterAll(async () => api?.close());

  const refused = async (method: 'post' | 'patch', path: string, body: Obj, expected: unknown) => {
    const reply = await api[method](path, body);
    expect([reply.status, reply.body], JSON.stringify(body)).toEqual([400, expected]);
  };
  const count = async (path: string) => {
    const reply = await api.get(path);
    expect(reply.status, `${path}: ${reply.text}`).toBe(200);
    return reply.body.count as number;
  };
  const ids = async (path: string) => {
    const reply = await api.get(path);
    expect(reply.status, `${path}: ${reply.text}`).toBe(200);
    return (reply.body.results as Obj[]).map((o) => o.id as number);
  };

  describe('power panels', () => {
    it('has NetBox\'s fields, brief form and display, its location in its site, one name per site', async () => {
      const panel = await api.create('/api/dcim/power-panels/', { site: siteA.id, location: locationA.id, name: 'PP-1' });
      expect(Object.keys(panel)).toEqual(FIELDS.powerPanel);
      expect([panel.display, panel.site.id, panel.location.id, panel.powerfeed_count, panel.description, panel.comments]).toEqual(['PP-1', siteA.id, locationA.id, 0, '', '']);
      const brief = (await api.get(`/api/dcim/power-panels/${panel.id}/?brief=1`)).body;
      expect(brief).toEqual({ id: panel.id, url: panel.url, display: 'PP-1', name: 'PP-1', description: '', powerfeed_count: 0 });
      await refused('post', '/api/dcim/power-panels/', { site: siteA.id, location: locationB.id, name: 'PP-X' }, { __all__: ['Location Hall B (Site B) is in a different site than Site A'] });
      await refused('patch', `/api/dcim/power-panels/${panel.id}/`, { site: siteB.id }, { __all__: ['Location Hall A (Site A) is in a different site than Site B'] });
      await refused('post', '/api/dcim/power-panels/', { site: siteA.id, name: 'PP-1' }, { __all__: ['Power panel with this Site and Name already exists.'] });
      await refused('post', '/api/dcim/power-panels/', { name: 'PP-2' }, { site: ['This field is required.'] });
      // The same name in another site is another panel; without a location any site will do.
      const other = await api.create('/api/dcim/power-panels/', { site: siteB.id, name: 'PP-1' });
      expect(other.location).toBeNull();
      expect((await api.get(`/api/dcim/power-panels/${panel.id}/`)).body.site.id).toBe(siteA.id);
      // A site with a panel cannot be deleted (PROTECT).
      expect((await api.delete(`/api/dcim/sites/${siteB.id}/`)).status).toBe(409);
      expect((await api.delete(`/api/dcim/power-panels/${other.id}/`)).status).toBe(204);
    });

    it('follows its location to another site (handle_location_site_change)', async () => {
      const hall = await api.create('/api/dcim/locations/', { name: unique('Moving'), slug: unique('moving'), site: siteA.id });
      const panel = await api.create('/api/dcim/power-panels/', { site: siteA.id, location: hall.id, name: unique('PP') });
      expect((await api.patch(`/api/dcim/locations/${hall.id}/`, { site: siteB.id })).status).toBe(200);
      const moved = (await api.get(`/api/dcim/power-panels/${panel.id}/`)).body;
      expect([moved.site.id, moved.location.id]).toEqual([siteB.id, hall.id]);
    });

    it('filters as NetBox\'s PowerPanelFilterSet', async () => {
      const group = await api.create('/api/dcim/site-groups/', { name: unique('Group'), slug: unique('group') });
      const site = await api.create('/api/dcim/sites/', { name: unique('Grouped'), slug: unique('grouped'), group: group.id, region: region.id });
      const panel = await api.create('/api/dcim/power-panels/', { site: site.id, name: unique('Grouped panel'), description: 'needle in the panel' });
      expect(await ids(`/api/dcim/power-panels/?site_group_id=${group.id}`)).toEqual([panel.id]);
      expect(await ids(`/api/dcim/power-panels/?site_group=${group.slug}`)).toEqual([panel.id]);
      expect(await ids(`/api/dcim/power-panels/?site=${site.slug}`)).toEqual([panel.id]);
      expect(await ids(`/api/dcim/power-panels/?site_id=${site.id}&q=NEEDLE`)).toEqual([panel.id]);
      expect(await count(`/api/dcim/power-panels/?region=north&site_id=${site.id}`)).toBe(1);
      expect(await count(`/api/dcim/power-panels/?location_id=${locationA.id}`)).toBe(1);
      expect(await count(`/api/dcim/power-panels/?q=no-such-panel`)).toBe(0);
      // NetBox has location_id only: `location` is no filter (ignored, as any unknown parameter).
      expect(await count(`/api/dcim/power-panels/?location=no-such-slug`)).toBe(await count('/api/dcim/power-panels/'));
      expect((await api.get('/api/dcim/power-panels/?site_id=999999')).status).toBe(400);
    });
  });

  describe('power feeds', () => {
    let panel: Obj;
    beforeAll(async () => {
      panel = await api.create('/api/dcim/power-panels/', { site: siteA.id, name: 'Main panel' });
    });

    it('has NetBox\'s fields and defaults (120 V, 15 A, 80 %, AC single phase), its cable fields, no available power shown', async () => {
      const feed = await api.create('/api/dcim/power-feeds/', { power_panel: panel.id, name: 'Feed A', available_power: 99 });
      expect(Object.keys(feed)).toEqual(FIELDS.powerFeed);
      expect([feed.display, feed.status, feed.type, feed.supply, feed.phase]).toEqual([
        'Feed A', { value: 'active', label: 'Active' }, { value: 'primary', label: 'Primary' }, { value: 'ac', label: 'AC' }, { value: 'single-phase', label: 'Single phase' },
      ]);
      expect([feed.voltage, feed.amperage, feed.max_utilization, feed.mark_connected, feed.cable, feed.link_peers, feed._occupied, feed.rack, feed.tenant]).toEqual([120, 15, 80, false, null, [], false, null, null]);
      expect(feed.power_panel).toEqual({ id: panel.id, url: panel.url, display: 'Main panel', name: 'Main panel', description: '' });
      // 120 V × 15 A × 80 %: 1440 W, whatever the body said.
      expect(await ids(`/api/dcim/power-feeds/?available_power=1440&power_panel_id=${panel.id}`)).toEqual([feed.id]);
      expect(await count(`/api/dcim/power-feeds/?available_power=99`)).toBe(0);
      const brief = (await api.get(`/api/dcim/power-feeds/${feed.id}/?brief=1`)).body;
      expect(brief).toEqual({ id: feed.id, url: feed.url, display: 'Feed A', name: 'Feed A', description: '', cable: null, _occupied: false });
      const marked = await api.patch(`/api/dcim/power-feeds/${feed.id}/`, { mark_connected: true, type: 'redundant', status: 'failed' });
      expect([marked.body._occupied, marked.body.type.label, marked.body.status.label]).toEqual([true, 'Redundant', 'Failed']);
      await refused('post', '/api/dcim/power-feeds/', { power_panel: panel.id, name: 'x', phase: 'two-phase' }, { phase: ['two-phase is not a valid choice.'] });
    });

    it('computes the available power on every save, as PowerFeed.save() (rounding halves to even)', async () => {
      const feed = (body: Obj) => api.create('/api/dcim/power-feeds/', { power_panel: panel.id, name: unique('Power'), ...body });
      const powerOf = async (id: number) => {
        for (const watts of [0, 1, 2, 2400, 4992, 8646, 8647, 11520, 18000, 36000]) {
          if ((await ids(`/api/dcim/power-feeds/?id=${id}&available_power=${watts}`)).length) return watts;
        }
        return null;
      };
      // 208 V × 30 A × 80 % × 1.732 (three-phase) = 8646.144 W.
      const three = await feed({ voltage: 208, amperage: 30, phase: 'three-phase' });
      expect(await powerOf(three.id)).toBe(8646);
      // DC may be negative: |−48 V| × 50 A × 100 %.
      const dc = await feed({ supply: 'dc', voltage: -48, amperage: 50, max_utilization: 100 });
      expect([dc.voltage, await powerOf(dc.id)]).toEqual([-48, 2400]);
      // Python's round(): 0.5 → 0, 1.5 → 2 (Math.round would give 1 and 2).
      const half = await feed({ voltage: 1, amperage: 1, max_utilization: 50 });
      const oneAndHalf = await feed({ voltage: 3, amperage: 1, max_utilization: 50 });
      expect([await powerOf(half.id), await powerOf(oneAndHalf.id)]).toEqual([0, 2]);
      // A change of any factor recomputes it; so does a PUT.
      expect((await api.patch(`/api/dcim/power-feeds/${three.id}/`, { phase: 'single-phase' })).status).toBe(200);
      expect(await powerOf(three.id)).toBe(4992);
      expect((await api.patch(`/api/dcim/power-feeds/${three.id}/`, { voltage: 240, amperage: 60 })).status).toBe(200);
      expect(await powerOf(three.id)).toBe(11520);
      // A PUT leaves out what it does not give (240 V stays): 240 V × 150 A × 100 %.
      expect((await api.put(`/api/dcim/power-feeds/${three.id}/`, { power_panel: panel.id, name: three.name, max_utilization: 100, amperage: 150 })).status).toBe(200);
      expect(await powerOf(three.id)).toBe(36000);
      expect(await ids(`/api/dcim/power-feeds/?power_panel_id=${panel.id}&available_power__gte=8000&ordering=id`)).toEqual([three.id]);
      expect(await count(`/api/dcim/power-feeds/?power_panel_id=${panel.id}&available_power__lt=3`)).toBe(2);
    });

    it('refuses a voltage of 0, a negative AC voltage, draws out of range and a rack of another site', async () => {
      await refused('post', '/api/dcim/power-feeds/', { power_panel: panel.id, name: 'V0', voltage: 0 }, { voltage: ['This value may not be [0].'] });
      await refused('post', '/api/dcim/power-feeds/', { power_panel: panel.id, name: 'V-', voltage: -230 }, { voltage: ['Voltage cannot be negative for AC supply'] });
      await refused('post', '/api/dcim/power-feeds/', { power_panel: panel.id, name: 'U', max_utilization: 101 }, { max_utilization: ['Ensure this value is less than or equal to 100.'] });
      await refused('post', '/api/dcim/power-feeds/', { power_panel: panel.id, name: 'A', amperage: 0 }, { amperage: ['Ensure this value is greater than or equal to 1.'] });
      await refused('post', '/api/dcim/power-feeds/', { power_panel: panel.id, name: 'S', voltage: 40000 }, { voltage: ['Ensure this value is less than or equal to 32767.'] });
      // The rack must be in the panel's site (checked before the voltage).
      await refused('post', '/api/dcim/power-feeds/', { power_panel: panel.id, rack: rackB.id, name: 'R', voltage: -1 },
        { __all__: ['Rack RB (F7) (Site B) and power panel Main panel (Site A) are in different sites.'] });
      const dc = await api.create('/api/dcim/power-feeds/', { power_panel: panel.id, rack: rackA.id, name: unique('DC'), supply: 'dc', voltage: -48 });
      expect(dc.rack).toEqual({ id: rackA.id, url: rackA.url, display: 'RA', name: 'RA', description: '' });
      await refused('patch', `/api/dcim/power-feeds/${dc.id}/`, { supply: 'ac' }, { voltage: ['Voltage cannot be negative for AC supply'] });
      await refused('patch', `/api/dcim/power-feeds/${dc.id}/`, { rack: rackB.id }, { __all__: ['Rack RB (F7) (Site B) and power panel Main panel (Site A) are in different sites.'] });
      expect((await api.get(`/api/dcim/power-feeds/${dc.id}/`)).body.supply.value).toBe('dc');
      await refused('post', '/api/dcim/power-feeds/', { power_panel: panel.id, name: dc.name }, { __all__: ['Power feed with this Power panel and Name already exists.'] });
      await refused('post', '/api/dcim/power-feeds/', { name: 'P' }, { power_panel: ['This field is required.'] });
      // A panel or rack with feeds cannot be deleted (PROTECT).
      expect((await api.delete(`/api/dcim/racks/${rackA.id}/`)).status).toBe(409);
      expect((await api.delete(`/api/dcim/power-panels/${panel.id}/`)).status).toBe(409);
    });

    it('counts feeds on panels and racks, orders them by panel and natural name, filters them', async () => {
      const site = await api.create('/api/dcim/sites/', { name: unique('Plant'), slug: unique('plant'), region: region.id });
      const panels = [
        await api.create('/api/dcim/power-panels/', { site: site.id, name: 'Panel 2' }),
        await api.create('/api/dcim/power-panels/', { site: site.id, name: 'Panel 10' }),
        await api.create('/api/dcim/power-panels/', { site: site.id, name: 'Panel 1' }),
      ];
      const racks = [
        await api.create('/api/dcim/racks/', { name: unique('Rack'), site: site.id }),
        await api.create('/api/dcim/racks/', { name: unique('Rack'), site: site.id }),
      ];
      // 75 feeds: panel i gets 10, 25 and 40; every third feed in rack 0, every other in rack 1.
      const sizes = [10, 25, 40];
      const bodies = panels.flatMap((p, i) => Array.from({ length: sizes[i]! }, (_, k) => ({
        power_panel: p.id, name: `Feed ${k + 1}`, rack: k % 3 === 0 ? racks[0]!.id : k % 2 === 0 ? racks[1]!.id : null, tenant: k < 5 ? tenant.id : null,
        comments: k === 7 ? 'the hidden one' : '',
      })));
      const made = await api.post('/api/dcim/power-feeds/', bodies);
      expect(made.status, made.text.slice(0, 300)).toBe(201);
      const listed = (await api.get(`/api/dcim/power-panels/?site_id=${site.id}`)).body.results as Obj[];
      expect(listed.map((p) => [p.name, p.powerfeed_count])).toEqual([['Panel 1', 40], ['Panel 2', 10], ['Panel 10', 25]]);
      const expectedInRack = (rack: number) => sizes.reduce((sum, size) => sum + Array.from({ length: size }, (_, k) => k).filter((k) => (rack === 0 ? k % 3 === 0 : k % 3 !== 0 && k % 2 === 0)).length, 0);
      const rackCounts = ((await api.get(`/api/dcim/racks/?site_id=${site.id}&ordering=id`)).body.results as Obj[]).map((r) => r.powerfeed_count);
      expect(rackCounts).toEqual([expectedInRack(0), expectedInRack(1)]);
      expect((await api.get(`/api/dcim/racks/${racks[0]!.id}/`)).body.powerfeed_count).toBe(expectedInRack(0));
      // Rack has no cooling feed count in NetBox.
      expect(Object.keys((await api.get(`/api/dcim/racks/${racks[0]!.id}/`)).body).slice(-2)).toEqual(['device_count', 'powerfeed_count']);
      // Ordered by panel (its site, then its name, naturally), then by name naturally.
      const page = (await api.get(`/api/dcim/power-feeds/?site_id=${site.id}&limit=12`)).body;
      expect(page.count).toBe(75);
      expect(page.results.map((f: Obj) => `${f.power_panel.name}/${f.name}`)).toEqual([
        ...['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'].map((k) => `Panel 1/Feed ${k}`),
      ]);
      const last = (await api.get(`/api/dcim/power-feeds/?site_id=${site.id}&offset=74`)).body.results;
      expect(last.map((f: Obj) => `${f.power_panel.name}/${f.name}`)).toEqual(['Panel 10/Feed 25']);
      expect(await count(`/api/dcim/power-feeds/?power_panel_id=${panels[1]!.id}`)).toBe(25);
      expect(await count(`/api/dcim/power-feeds/?rack_id=${racks[0]!.id}`)).toBe(expectedInRack(0));
      expect(await count(`/api/dcim/power-feeds/?site=${site.slug}&tenant=tenant`)).toBe(15);
      expect(await count(`/api/dcim/power-feeds/?region_id=${region.id}&site_id=${site.id}&status=active`)).toBe(75);
      // NetBox's search: the name, description, comments, or the panel's name.
      expect(await count(`/api/dcim/power-feeds/?site_id=${site.id}&q=panel 10`)).toBe(25);
      expect(await count(`/api/dcim/power-feeds/?site_id=${site.id}&q=HIDDEN`)).toBe(3);
      expect(await count(`/api/dcim/power-feeds/?site_id=${site.id}&q=feed 2`)).toBe(1 + 7 + 11);
    });
  });

  describe('cooling sources and feeds', () => {
    it('has NetBox\'s fields, a required type, its location in its site, one name per site', async () => {
      await refused('post', '/api/dcim/cooling-sources/', { site: siteA.id, name: 'Chiller' }, { type: ['This field is required.'] });
      const source = await api.create('/api/dcim/cooling-sources/', { site: siteA.id, location: locationA.id, name: 'Chiller 1', type: 'chiller', cooling_capacity: '250.50' });
      expect(Object.keys(source)).toEqual(FIELDS.coolingSource);
      expect([source.display, source.type, source.status, source.fluid_type, source.cooling_capacity, source.coolingfeed_count]).toEqual([
        'Chiller 1', { value: 'chiller', label: 'Chiller' }, { value: 'active', label: 'Active' }, null, 250.5, 0,
      ]);
      const glycol = await api.patch(`/api/dcim/cooling-sources/${source.id}/`, { fluid_type: 'water-glycol', type: 'crah' });
      expect([glycol.body.fluid_type, glycol.body.type.label]).toEqual([{ value: 'water-glycol', label: 'Water/glycol' }, 'CRAH']);
      expect((await api.patch(`/api/dcim/cooling-sources/${source.id}/`, { fluid_type: '' })).body.fluid_type).toBeNull();
      expect((await api.get(`/api/dcim/cooling-sources/${source.id}/?brief=1`)).body).toEqual({ id: source.id, url: source.url, display: 'Chiller 1', name: 'Chiller 1', description: '', coolingfeed_count: 0 });
      await refused('post', '/api/dcim/cooling-sources/', { site: siteA.id, location: locationB.id, name: 'X', type: 'crac' }, { __all__: ['Location Hall B (Site B) is in a different site than Site A'] });
      await refused('post', '/api/dcim/cooling-sources/', { site: siteA.id, name: 'Chiller 1', type: 'crac' }, { __all__: ['Cooling source with this Site and Name already exists.'] });
      await refused('post', '/api/dcim/cooling-sources/', { site: siteA.id, name: 'Y', type: 'crac', cooling_capacity: -1 }, { cooling_capacity: ['Ensure this value is greater than or equal to 0.'] });
      expect(await ids(`/api/dcim/cooling-sources/?location=hall-a`)).toEqual([source.id]);
      expect(await ids(`/api/dcim/cooling-sources/?type=crah&region_id=${region.id}`)).toEqual([source.id]);
      expect(await count(`/api/dcim/cooling-sources/?fluid_type=water`)).toBe(0);
    });

    it('gives a maximum flow a unit, keeps a feed\'s rack in its source\'s site and counts the feeds', async () => {
      const source = await api.create('/api/dcim/cooling-sources/', { site: siteA.id, name: unique('Tower'), type: 'cooling-tower' });
      await refused('post', '/api/dcim/cooling-feeds/', { cooling_source: source.id, name: 'Loop', max_flow: '10.5' }, { __all__: ['Must specify a unit when setting a maximum flow'] });
      await refused('post', '/api/dcim/cooling-feeds/', { cooling_source: source.id, name: 'Loop', max_flow: 0 }, { max_flow: ['Ensure this value is greater than or equal to 0.01.'] });
      await refused('post', '/api/dcim/cooling-feeds/', { cooling_source: source.id, rack: rackB.id, name: 'Loop' },
        { __all__: [`Rack RB (F7) (Site B) and cooling source ${source.name} (Site A) are in different sites.`] });
      const feed = await api.create('/api/dcim/cooling-feeds/', { cooling_source: source.id, rack: rackA.id, name: 'Loop', max_flow: '10.5', max_flow_unit: 'm3ph', tenant: tenant.id });
      expect(Object.keys(feed)).toEqual(FIELDS.coolingFeed);
      expect([feed.display, feed.status, feed.max_flow, feed.max_flow_unit, feed.cooling_source.id, feed.rack.id]).toEqual([
        'Loop', { value: 'active', label: 'Active' }, 10.5, { value: 'm3ph', label: 'Cubic meters per hour (m³/h)' }, source.id, rackA.id,
      ]);
      expect(feed.cooling_source).toEqual({ id: source.id, url: source.url, display: source.name, name: source.name, description: '' });
      // No flow, no unit (MaxFlowMixin.normalize_max_flow()).
      const cleared = await api.patch(`/api/dcim/cooling-feeds/${feed.id}/`, { max_flow: null });
      expect([cleared.status, cleared.body.max_flow, cleared.body.max_flow_unit]).toEqual([200, null, null]);
      const unitOnly = await api.create('/api/dcim/cooling-feeds/', { cooling_source: source.id, name: unique('Loop'), max_flow_unit: 'gpm', comments: 'spare loop' });
      expect(unitOnly.max_flow_unit).toBeNull();
      await refused('post', '/api/dcim/cooling-feeds/', { cooling_source: source.id, name: 'Loop' }, { __all__: ['Cooling feed with this Cooling source and Name already exists.'] });
      const bulk = await api.post('/api/dcim/cooling-feeds/', Array.from({ length: 30 }, (_, k) => ({ cooling_source: source.id, name: `Bulk ${k}`, status: k % 2 ? 'planned' : 'active' })));
      expect(bulk.status).toBe(201);
      expect((await api.get(`/api/dcim/cooling-sources/${source.id}/`)).body.coolingfeed_count).toBe(32);
      expect((await api.get(`/api/dcim/cooling-sources/?id=${source.id}&brief=1`)).body.results[0].coolingfeed_count).toBe(32);
      expect(await count(`/api/dcim/cooling-feeds/?cooling_source_id=${source.id}&status=planned`)).toBe(15);
      expect(await ids(`/api/dcim/cooling-feeds/?rack_id=${rackA.id}`)).toEqual([feed.id]);
      expect(await count(`/api/dcim/cooling-feeds/?site=site-a&tenant_id=${tenant.id}`)).toBe(1);
      // NetBox's search: the name, description, comments, or the source's name.
      expect(await count(`/api/dcim/cooling-feeds/?q=${encodeURIComponent(source.name)}`)).toBe(32);
      expect(await ids(`/api/dcim/cooling-feeds/?q=SPARE`)).toEqual([unitOnly.id]);
      expect((await api.delete(`/api/dcim/cooling-sources/${source.id}/`)).status).toBe(409);
    });
  });

  describe('circuit groups and virtual circuits', () => {
    let provider: Obj;
    let otherProvider: Obj;
    let network: Obj;
    let account: Obj;
    let foreignAccount: Obj;
    let circuitType: Obj;
    let vcType: Obj;
    let device: Obj;
    beforeAll(async () => {
      provider = await api.create('/api/circuits/providers/', { name: 'Carrier', slug: 'carrier' });
      otherProvider = await api.create('/api/circuits/providers/', { name: 'Other carrier', slug: 'other-carrier' });
      network = await api.create('/api/circuits/provider-networks/', { provider: provider.id, name: 'MPLS' });
      account = await api.create('/api/circuits/provider-accounts/', { provider: provider.id, account: 'ACC-1' });
      foreignAccount = await api.create('/api/circuits/provider-accounts/', { provider: otherProvider.id, account: 'ACC-9' });
      circuitType = await api.create('/api/circuits/circuit-types/', { name: 'Transit', slug: 'transit' });
      vcType = await api.create('/api/circuits/virtual-circuit-types/', { name: 'EVPN', slug: 'evpn', color: 'aa1409' });
      const manufacturer = await api.create('/api/dcim/manufacturers/', { name: 'Maker', slug: 'maker' });
      const deviceType = await api.create('/api/dcim/device-types/', { manufacturer: manufacturer.id, model: 'Router', slug: 'router' });
      const role = await api.create('/api/dcim/device-roles/', { name: 'Edge', slug: 'edge' });
      device = await api.create('/api/dcim/devices/', { name: 'edge1', device_type: deviceType.id, role: role.id, site: siteA.id });
    });
    const iface = (type: string) => api.create('/api/dcim/interfaces/', { device: device.id, name: unique('if'), type });
    const virtualCircuit = (extra: Obj = {}) => api.create('/api/circuits/virtual-circuits/', { cid: unique('VC'), provider_network: network.id, type: vcType.id, ...extra });

    it('types count their virtual circuits; a virtual circuit\'s account belongs to its network\'s provider', async () => {
      expect(Object.keys(vcType)).toEqual(FIELDS.virtualCircuitType);
      expect([vcType.display, vcType.color, vcType.virtual_circuit_count]).toEqual(['EVPN', 'aa1409', 0]);
      await refused('post', '/api/circuits/virtual-circuit-types/', { name: 'EVPN', slug: 'evpn-2' }, { name: ['virtual circuit type with this name already exists.'] });
      const vc = await api.create('/api/circuits/virtual-circuits/', { cid: 'VC-100', provider_network: network.id, provider_account: account.id, type: vcType.id, tenant: tenant.id });
      expect(Object.keys(vc)).toEqual(FIELDS.virtualCircuit);
      expect([vc.display, vc.status, vc.provider_network.id, vc.provider_account.id, vc.type.id]).toEqual(['VC-100', { value: 'active', label: 'Active' }, network.id, account.id, vcType.id]);
      expect((await api.get(`/api/circuits/virtual-circuits/${vc.id}/?brief=1`)).body).toEqual({
        id: vc.id, url: vc.url, display: 'VC-100', provider_network: vc.provider_network, cid: 'VC-100', description: '',
      });
      await refused('post', '/api/circuits/virtual-circuits/', { cid: 'VC-101', provider_network: network.id, provider_account: foreignAccount.id, type: vcType.id },
        { provider_account: ['The assigned account must belong to the provider of the assigned network.'] });
      await refused('patch', `/api/circuits/virtual-circuits/${vc.id}/`, { provider_account: foreignAccount.id },
        { provider_account: ['The assigned account must belong to the provider of the assigned network.'] });
      await refused('post', '/api/circuits/virtual-circuits/', { cid: 'VC-100', provider_network: network.id, type: vcType.id },
        { __all__: ['Virtual circuit with this Provider network and Circuit ID already exists.'] });
      const otherNetwork = await api.create('/api/circuits/provider-networks/', { provider: provider.id, name: 'Internet' });
      await refused('post', '/api/circuits/virtual-circuits/', { cid: 'VC-100', provider_network: otherNetwork.id, provider_account: account.id, type: vcType.id },
        { __all__: ['Virtual circuit with this Provider account and Circuit ID already exists.'] });
      // Without an account, the CID is unique per network only.
      const again = await api.create('/api/circuits/virtual-circuits/', { cid: 'VC-100', provider_network: otherNetwork.id, type: vcType.id, status: 'planned' });
      expect((await api.get(`/api/circuits/virtual-circuit-types/${vcType.id}/`)).body.virtual_circuit_count).toBe(2);
      expect(await ids(`/api/circuits/virtual-circuits/?provider=carrier&cid=VC-100&ordering=id`)).toEqual([vc.id, again.id]);
      expect(await ids(`/api/circuits/virtual-circuits/?provider_id=${provider.id}&status=planned`)).toEqual([again.id]);
      expect(await ids(`/api/circuits/virtual-circuits/?provider_account=ACC-1`)).toEqual([vc.id]);
      expect(await ids(`/api/circuits/virtual-circuits/?provider_network_id=${otherNetwork.id}&type=evpn`)).toEqual([again.id]);
      expect(await ids(`/api/circuits/virtual-circuits/?tenant=tenant`)).toEqual([vc.id]);
      // NetBox's VirtualCircuitFilterSet has no contact filters: the parameter is ignored.
      expect(await count(`/api/circuits/virtual-circuits/?contact=999999`)).toBe(await count('/api/circuits/virtual-circuits/'));
      expect((await api.delete(`/api/circuits/virtual-circuit-types/${vcType.id}/`)).status).toBe(409);
      expect((await api.delete(`/api/circuits/provider-networks/${otherNetwork.id}/`)).status).toBe(409);
    });

    it('terminates virtual circuits on virtual interfaces only, one termination per interface', async () => {
      const vc = await virtualCircuit({ cid: 'VC-T' });
      const physical = await iface('1000base-t');
      await refused('post', '/api/circuits/virtual-circuit-terminations/', { virtual_circuit: vc.id, interface: physical.id },
        { __all__: ['Virtual circuits may be terminated only to virtual interfaces.'] });
      const [virtual, lag, bridge] = [await iface('virtual'), await iface('lag'), await iface('bridge')];
      const hub = await api.create('/api/circuits/virtual-circuit-terminations/', { virtual_circuit: vc.id, interface: virtual.id, role: 'hub', description: 'core hub' });
      expect(Object.keys(hub)).toEqual(FIELDS.termination);
      expect([hub.display, hub.role]).toEqual(['VC-T: Hub termination', { value: 'hub', label: 'Hub' }]);
      expect(hub.interface).toEqual({ id: virtual.id, url: virtual.url, display: virtual.name, device: virtual.device, name: virtual.name, description: '', cable: null, _occupied: false });
      expect(hub.virtual_circuit).toEqual({ id: vc.id, url: vc.url, display: 'VC-T', provider_network: vc.provider_network, cid: 'VC-T', description: '' });
      const spoke = await api.create('/api/circuits/virtual-circuit-terminations/', { virtual_circuit: vc.id, interface: lag.id, role: 'spoke' });
      const peer = await api.create('/api/circuits/virtual-circuit-terminations/', { virtual_circuit: vc.id, interface: bridge.id });
      expect([spoke.display, peer.display, peer.role.value]).toEqual(['VC-T: Spoke termination', 'VC-T: Peer termination', 'peer']);
      await refused('post', '/api/circuits/virtual-circuit-terminations/', { virtual_circuit: vc.id, interface: virtual.id },
        { interface: ['Virtual circuit termination with this Interface already exists.'] });
      await refused('patch', `/api/circuits/virtual-circuit-terminations/${spoke.id}/`, { interface: physical.id },
        { __all__: ['Virtual circuits may be terminated only to virtual interfaces.'] });
      // An interface that becomes physical later is NetBox's business too: only the termination checks.
      expect((await api.get(`/api/circuits/virtual-circuit-terminations/?virtual_circuit_id=${vc.id}`)).body.results.map((t: Obj) => t.role.value)).toEqual(['hub', 'peer', 'spoke']);
      expect(await ids(`/api/circuits/virtual-circuit-terminations/?virtual_circuit_id=${vc.id}&role=spoke`)).toEqual([spoke.id]);
      expect(await ids(`/api/circuits/virtual-circuit-terminations/?interface_id=${virtual.id}`)).toEqual([hub.id]);
      expect(await count(`/api/circuits/virtual-circuit-terminations/?provider=carrier&provider_network_id=${network.id}&virtual_circuit_id=${vc.id}`)).toBe(3);
      expect(await count(`/api/circuits/virtual-circuit-terminations/?provider_id=${otherProvider.id}`)).toBe(0);
      // NetBox's search: the circuit's CID or the description.
      expect(await count(`/api/circuits/virtual-circuit-terminations/?q=vc-t`)).toBe(3);
      expect(await ids(`/api/circuits/virtual-circuit-terminations/?q=HUB`)).toEqual([hub.id]);
      // The interfaces' filters by virtual circuit and termination.
      expect(await ids(`/api/dcim/interfaces/?virtual_circuit_id=${vc.id}&ordering=id`)).toEqual([virtual.id, lag.id, bridge.id]);
      expect(await ids(`/api/dcim/interfaces/?virtual_circuit_termination_id=${spoke.id}`)).toEqual([lag.id]);
      // Change records name the virtual circuit as their related object.
      const changes = (await api.get(`/api/core/object-changes/?related_object_type=circuits.virtualcircuit&related_object_id=${vc.id}`)).body.results as Obj[];
      expect(changes.map((c) => c.changed_object_id).sort((a, b) => a - b)).toEqual([hub.id, spoke.id, peer.id].sort((a, b) => a - b));
      // Deleting the interface deletes its termination (CASCADE), the circuit its terminations.
      expect((await api.delete(`/api/dcim/interfaces/${bridge.id}/`)).status).toBe(204);
      expect((await api.get(`/api/circuits/virtual-circuit-terminations/${peer.id}/`)).status).toBe(404);
      expect((await api.delete(`/api/circuits/virtual-circuits/${vc.id}/`)).status).toBe(204);
      expect(await count(`/api/circuits/virtual-circuit-terminations/?interface_id=${virtual.id}`)).toBe(0);
    });

    it('assigns circuits and virtual circuits to groups (a generic member), listed on the circuit, counted on the group', async () => {
      const group = await api.create('/api/circuits/circuit-groups/', { name: 'Backbone', slug: 'backbone', tenant: tenant.id });
      expect(Object.keys(group)).toEqual(FIELDS.circuitGroup);
      expect([group.display, group.circuit_count, group.tenant.id]).toEqual(['Backbone', 0, tenant.id]);
      expect((await api.get(`/api/circuits/circuit-groups/${group.id}/?brief=1`)).body).toEqual({ id: group.id, url: group.url, display: 'Backbone', name: 'Backbone' });
      await refused('post', '/api/circuits/circuit-groups/', { name: 'Backbone', slug: 'x' }, { name: ['circuit group with this name already exists.'] });
      const spare = await api.create('/api/circuits/circuit-groups/', { name: 'Spare', slug: 'spare' });
      const circuit = await api.create('/api/circuits/circuits/', { cid: 'C-1', provider: provider.id, type: circuitType.id });
      const other = await api.create('/api/circuits/circuits/', { cid: 'C-2', provider: otherProvider.id, type: circuitType.id });
      const vc = await virtualCircuit({ cid: 'VC-G' });
      expect(circuit.assignments).toEqual([]);

      const primary = await api.create('/api/circuits/circuit-group-assignments/', { group: group.id, member_type: 'circuits.circuit', member_id: circuit.id, priority: 'primary' });
      expect(Object.keys(primary)).toEqual(FIELDS.groupAssignment);
      expect([primary.display, primary.member_type, primary.member_id, primary.priority]).toEqual(['Backbone (Primary)', 'circuits.circuit', circuit.id, { value: 'primary', label: 'Primary' }]);
      expect(primary.group).toEqual({ id: group.id, url: group.url, display: 'Backbone', name: 'Backbone' });
      expect(primary.member).toEqual({ id: circuit.id, url: circuit.url, display: 'C-1', provider: circuit.provider, cid: 'C-1', description: '' });
      const ofVc = await api.create('/api/circuits/circuit-group-assignments/', { group: group.id, member_type: 'circuits.virtualcircuit', member_id: vc.id });
      expect([ofVc.display, ofVc.priority, ofVc.member.cid, Object.keys(ofVc.member)]).toEqual(['Backbone', null, 'VC-G', ['id', 'url', 'display', 'provider_network', 'cid', 'description']]);
      const spareOfCircuit = await api.create('/api/circuits/circuit-group-assignments/', { group: spare.id, member_type: 'circuits.circuit', member_id: circuit.id, priority: 'inactive' });
      const ofOther = await api.create('/api/circuits/circuit-group-assignments/', { group: spare.id, member_type: 'circuits.circuit', member_id: other.id, priority: '' });
      expect(ofOther.priority).toBeNull();
      expect((await api.get(`/api/circuits/circuit-group-assignments/${ofVc.id}/?brief=1`)).body).toEqual({
        id: ofVc.id, url: ofVc.url, display: 'Backbone', group: ofVc.group, member_type: 'circuits.virtualcircuit', member_id: vc.id, member: ofVc.member, priority: null,
      });

      await refused('post', '/api/circuits/circuit-group-assignments/', { group: group.id, member_type: 'circuits.circuit', member_id: circuit.id, priority: 'secondary' },
        { __all__: ['Circuit group assignment with this Member type, Member ID and Group already exists.'] });
      await refused('post', '/api/circuits/circuit-group-assignments/', { group: group.id, member_type: 'dcim.site', member_id: siteA.id }, { member_type: ['Invalid content type: dcim.site'] });
      await refused('post', '/api/circuits/circuit-group-assignments/', { group: group.id, member_type: 'circuits.circuit', member_id: 999999 }, { member_id: ['Related object not found using the provided value: 999999.'] });
      await refused('post', '/api/circuits/circuit-group-assignments/', { group: group.id, member_type: 'circuits.circuit', member_id: other.id, priority: 'first' }, { priority: ['first is not a valid choice.'] });

      // The circuit lists its assignments (their brief form), the group counts circuits and virtual circuits.
      const listed = (await api.get(`/api/circuits/circuits/${circuit.id}/`)).body.assignments as Obj[];
      expect([...listed].sort((a, b) => a.id - b.id)).toEqual([
        { id: primary.id, url: primary.url, display: 'Backbone (Primary)', group: primary.group, priority: { value: 'primary', label: 'Primary' } },
        { id: spareOfCircuit.id, url: spareOfCircuit.url, display: 'Spare (Inactive)', group: spareOfCircuit.group, priority: { value: 'inactive', label: 'Inactive' } },
      ]);
      expect(((await api.get(`/api/circuits/circuit-groups/?ordering=name`)).body.results as Obj[]).map((g) => [g.name, g.circuit_count])).toEqual([['Backbone', 2], ['Spare', 2]]);

      // Filters, as NetBox's CircuitGroupAssignmentFilterSet's methods: a value naming nothing matches nothing.
      expect(await ids(`/api/circuits/circuit-group-assignments/?circuit=C-1&ordering=id`)).toEqual([primary.id, spareOfCircuit.id]);
      expect(await ids(`/api/circuits/circuit-group-assignments/?circuit_id=${other.id}`)).toEqual([ofOther.id]);
      expect(await ids(`/api/circuits/circuit-group-assignments/?virtual_circuit=VC-G`)).toEqual([ofVc.id]);
      expect(await ids(`/api/circuits/circuit-group-assignments/?virtual_circuit_id=${vc.id}`)).toEqual([ofVc.id]);
      expect(await ids(`/api/circuits/circuit-group-assignments/?provider=carrier&ordering=id`)).toEqual([primary.id, ofVc.id, spareOfCircuit.id]);
      expect(await ids(`/api/circuits/circuit-group-assignments/?provider_id=${otherProvider.id}`)).toEqual([ofOther.id]);
      expect(await count(`/api/circuits/circuit-group-assignments/?circuit=NO-SUCH`)).toBe(0);
      expect(await count(`/api/circuits/circuit-group-assignments/?provider=no-such`)).toBe(0);
      const bad = await api.get('/api/circuits/circuit-group-assignments/?circuit_id=abc');
      expect([bad.status, bad.body]).toEqual([400, { circuit_id: ['Enter a whole number.'] }]);
      expect(await count(`/api/circuits/circuit-group-assignments/?member_type=circuits.virtualcircuit`)).toBe(1);
      expect(await ids(`/api/circuits/circuit-group-assignments/?group=spare&priority=inactive`)).toEqual([spareOfCircuit.id]);
      expect(await count(`/api/circuits/circuit-group-assignments/?group_id=${group.id}`)).toBe(2);
      // NetBox's search: the member's CID or the group's name.
      expect(await ids(`/api/circuits/circuit-group-assignments/?q=vc-g`)).toEqual([ofVc.id]);
      expect(await count(`/api/circuits/circuit-group-assignments/?q=SPAR`)).toBe(2);
      expect(await count(`/api/circuits/circuit-group-assignments/?q=c-`)).toBe(4);

      // A member's deletion takes its assignments along; a group's too.
      expect((await api.delete(`/api/circuits/virtual-circuits/${vc.id}/`)).status).toBe(204);
      expect((await api.get(`/api/circuits/circuit-group-assignments/${ofVc.id}/`)).status).toBe(404);
      expect((await api.get(`/api/circuits/circuit-groups/${group.id}/`)).body.circuit_count).toBe(1);
      expect((await api.delete(`/api/circuits/circuit-groups/${spare.id}/`)).status).toBe(204);
      expect((await api.get(`/api/circuits/circuits/${circuit.id}/`)).body.assignments.map((a: Obj) => a.id)).toEqual([primary.id]);
    });

    it('lists a page of circuits with their assignments, in one read', async () => {
      const groups = await Promise.all(['G1', 'G2', 'G3'].map(async (name) => api.create('/api/circuits/circuit-groups/', { name: unique(name), slug: unique(name.toLowerCase()) })));
      const made = await api.post('/api/circuits/circuits/', Array.from({ length: 40 }, (_, k) => ({ cid: `PAGE-${k}`, provider: provider.id, type: circuitType.id, description: 'page' })));
      expect(made.status).toBe(201);
      const circuits = made.body as Obj[];
      // Circuit k is in k % 4 groups (none to all three).
      const bodies = circuits.flatMap((c, k) => groups.slice(0, k % 4).map((g) => ({ group: g.id, member_type: 'circuits.circuit', member_id: c.id, priority: 'secondary' })));
      expect((await api.post('/api/circuits/circuit-group-assignments/', bodies)).status).toBe(201);
      const page = (await api.get('/api/circuits/circuits/?description=page&limit=40&ordering=id')).body.results as Obj[];
      expect(page.map((c) => c.assignments.length)).toEqual(circuits.map((_, k) => k % 4));
      expect(page[3]!.assignments.map((a: Obj) => a.group.id).sort()).toEqual(groups.map((g) => g.id).sort());
      expect(((await api.get(`/api/circuits/circuit-groups/?id=${groups[0]!.id}&id=${groups[2]!.id}&ordering=id`)).body.results as Obj[]).map((g) => g.circuit_count)).toEqual([30, 10]);
    });
  });

  it('assigns contacts to power panels, cooling sources and virtual circuits', async () => {
    const contact = await api.create('/api/tenancy/contacts/', { name: 'Facilities' });
    const role = await api.create('/api/tenancy/contact-roles/', { name: 'Operator', slug: 'operator' });
    const panel = await api.create('/api/dcim/power-panels/', { site: siteA.id, name: unique('Contact panel') });
    const source = await api.create('/api/dcim/cooling-sources/', { site: siteA.id, name: unique('Contact source'), type: 'dry-cooler' });
    const provider = await api.create('/api/circuits/providers/', { name: unique('Contact carrier'), slug: unique('contact-carrier') });
    const network = await api.create('/api/circuits/provider-networks/', { provider: provider.id, name: 'Net' });
    const type = await api.create('/api/circuits/virtual-circuit-types/', { name: unique('Contact type'), slug: unique('contact-type') });
    const vc = await api.create('/api/circuits/virtual-circuits/', { cid: unique('CVC'), provider_network: network.id, type: type.id });
    for (const [objectType, object] of [['dcim.powerpanel', panel], ['dcim.coolingsource', source], ['circuits.virtualcircuit', vc]] as const) {
      const assignment = await api.post('/api/tenancy/contact-assignments/', { object_type: objectType, object_id: object.id, contact: contact.id, role: role.id });
      expect([assignment.status, assignment.body.object?.id], assignment.text).toEqual([201, object.id]);
    }
    expect(await ids(`/api/dcim/power-panels/?contact=${contact.id}`)).toEqual([panel.id]);
    expect(await ids(`/api/dcim/cooling-sources/?contact_role=${role.id}`)).toEqual([source.id]);
    // A feed is no contact target (PowerFeed has no ContactsMixin).
    const feed = await api.create('/api/dcim/power-feeds/', { power_panel: panel.id, name: 'Contactless' });
    const refusedFeed = await api.post('/api/tenancy/contact-assignments/', { object_type: 'dcim.powerfeed', object_id: feed.id, contact: contact.id, role: role.id });
    expect([refusedFeed.status, refusedFeed.body]).toEqual([400, { object_type: ['Invalid content type: dcim.powerfeed'] }]);
  });
});
