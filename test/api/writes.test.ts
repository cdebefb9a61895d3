// Writes: validation messages, related objects, PUT and PATCH, uniqueness, deletes with
// PROTECT / CASCADE / SET_NULL, trees, tags. A failed write changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { device, deviceGraph, type DeviceGraph } from '../support/fixtures.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

describe.each(DIALECTS)('writes on %s', (dialect) => {
  let api: TestServer;
  let graph: DeviceGraph;
  beforeAll(async () => {
    api = await startServer(dialect);
    graph = await deviceGraph(api);
  });
  afterAll(async () => api?.close());

  const count = async (path: string) => (await api.get(`${path}?limit=1`)).body.count as number;

  it('requires the required fields on POST and PUT, with the reference\'s message', async () => {
    const before = await count('/api/dcim/sites/');
    const reply = await api.post('/api/dcim/sites/', {});
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ name: ['This field is required.'], slug: ['This field is required.'] });
    const site = await api.create('/api/dcim/sites/', { name: 'Put site', slug: 'put-site' });
    const put = await api.put(`/api/dcim/sites/${site.id}/`, { name: 'Renamed' });
    expect(put.status).toBe(400);
    expect(put.body).toEqual({ slug: ['This field is required.'] });
    expect(await count('/api/dcim/sites/')).toBe(before + 1);
    expect((await api.get(`/api/dcim/sites/${site.id}/`)).body.name).toBe('Put site');
  });

  it('rejects blank, too long, badly typed and badly formatted values', async () => {
    const reply = await api.post('/api/dcim/sites/', {
      name: '   ', slug: 'not a slug!', facility: 'f'.repeat(51), latitude: 'north', longitude: 500,
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      name: ['This field may not be blank.'],
      slug: ['Enter a valid "slug" consisting of letters, numbers, underscores or hyphens.'],
      facility: ['Ensure this field has no more than 50 characters.'],
      latitude: ['A valid number is required.'],
      longitude: ['Ensure this value is less than or equal to 180.'],
    });
    const rack = await api.post('/api/dcim/racks/', { name: 'R', site: graph.site.id, u_height: 'tall', desc_units: 'maybe' });
    expect(rack.body).toEqual({ u_height: ['A valid integer is required.'], desc_units: ['Must be a valid boolean.'] });
    const digits = await api.post('/api/dcim/sites/', { name: 'Digits', slug: 'digits', latitude: 1.1234567 });
    expect(digits.body).toEqual({ latitude: ['Ensure that there are no more than 6 decimal places.'] });
    const color = await api.post('/api/dcim/rack-roles/', { name: 'Bad colour', slug: 'bad-colour', color: 'red' });
    expect(color.body).toEqual({ color: ['Enter a valid hexadecimal RGB color code.'] });
    const nullName = await api.post('/api/dcim/sites/', { name: null, slug: 'null-name' });
    expect(nullName.body).toEqual({ name: ['This field may not be null.'] });
  });

  it('writes choices as raw values and reads them as {value, label}, with the reference\'s errors', async () => {
    const bad = await api.post('/api/dcim/sites/', { name: 'Choice', slug: 'choice', status: 'sleeping' });
    expect(bad.body).toEqual({ status: ['sleeping is not a valid choice.'] });
    const dict = await api.post('/api/dcim/sites/', { name: 'Choice', slug: 'choice', status: { value: 'active' } });
    expect(dict.body).toEqual({ status: ['Value must be passed directly (e.g. "foo": 123); do not use a dictionary or list.'] });
    const blank = await api.post('/api/dcim/sites/', { name: 'Choice', slug: 'choice', status: '' });
    expect(blank.body).toEqual({ status: ['This field may not be blank.'] });
    const ok = await api.create('/api/dcim/sites/', { name: 'Choice', slug: 'choice', status: 'planned' });
    expect(ok.status).toEqual({ value: 'planned', label: 'Planned' });
    const width = await api.create('/api/dcim/racks/', { name: 'Width', site: ok.id, width: '10' });
    expect(width.width).toEqual({ value: 10, label: '10 inches' });
    const badWidth = await api.post('/api/dcim/racks/', { name: 'Width 2', site: ok.id, width: 11 });
    expect(badWidth.body).toEqual({ width: ['11 is not a valid choice.'] });
    const cleared = await api.patch(`/api/dcim/racks/${width.id}/`, { form_factor: '2-post-frame' });
    expect(cleared.body.form_factor).toEqual({ value: '2-post-frame', label: '2-post frame' });
    expect((await api.patch(`/api/dcim/racks/${width.id}/`, { form_factor: null })).body.form_factor).toBeNull();
  });

  it('answers a unique violation with the reference\'s message and keeps the first object', async () => {
    await api.create('/api/dcim/sites/', { name: 'Unique', slug: 'unique' });
    const reply = await api.post('/api/dcim/sites/', { name: 'Unique', slug: 'unique' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ name: ['site with this name already exists.'], slug: ['site with this slug already exists.'] });
    expect((await api.get('/api/dcim/sites/?slug=unique')).body.count).toBe(1);
  });

  it('enforces unique_together constraints under __all__ with the declared messages', async () => {
    const group = await api.create('/api/tenancy/tenant-groups/', { name: 'Customers', slug: 'customers' });
    await api.create('/api/tenancy/tenants/', { name: 'Tenant A', slug: 'tenant-a', group: group.id });
    const same = await api.post('/api/tenancy/tenants/', { name: 'Tenant A', slug: 'tenant-a2', group: group.id });
    expect(same.body).toEqual({ __all__: ['Tenant name must be unique per group.'] });
    await api.create('/api/tenancy/tenants/', { name: 'Tenant A', slug: 'tenant-a3' });
    const ungrouped = await api.post('/api/tenancy/tenants/', { name: 'Tenant A', slug: 'tenant-a4' });
    expect(ungrouped.body).toEqual({ __all__: ['Tenant name must be unique per group.'] });
    const d1 = await device(api, graph, { name: 'Core-1' });
    const clash = await api.post('/api/dcim/devices/', { device_type: graph.deviceType.id, role: graph.role.id, site: graph.site.id, name: 'core-1' });
    expect(clash.status).toBe(400);
    expect(clash.body).toEqual({ __all__: ['Device name must be unique per site.'] });
    const dt = await api.post('/api/dcim/device-types/', { manufacturer: graph.manufacturer.id, model: graph.deviceType.model, slug: 'other-slug' });
    expect(dt.body).toEqual({ __all__: ['Device type with this Manufacturer and Model already exists.'] });
    const rename = await api.patch(`/api/dcim/devices/${d1.id}/`, { name: 'CORE-1' });
    expect(rename.status).toBe(200);
  });

  it('resolves related objects by id, numeric string or attributes, with the reference\'s errors', async () => {
    const base = { device_type: graph.deviceType.id, role: graph.role.id };
    const byString = await api.post('/api/dcim/devices/', { ...base, site: String(graph.site.id), name: 'by-string' });
    expect(byString.status).toBe(201);
    expect(byString.body.site.id).toBe(graph.site.id);
    const byAttrs = await api.post('/api/dcim/devices/', { ...base, site: { slug: graph.site.slug }, name: 'by-attrs' });
    expect(byAttrs.status).toBe(201);
    const region = await api.create('/api/dcim/regions/', { name: 'Nested region', slug: 'nested-region' });
    await api.patch(`/api/dcim/sites/${graph.site.id}/`, { region: region.id });
    const nested = await api.post('/api/dcim/devices/', { ...base, site: { region: { slug: 'nested-region' } }, name: 'by-nested' });
    expect(nested.status).toBe(201);
    expect(nested.body.site.id).toBe(graph.site.id);
    const missing = await api.post('/api/dcim/devices/', { ...base, site: 999999 });
    expect(missing.body).toEqual({ site: ['Related object not found using the provided numeric ID: 999999'] });
    const none = await api.post('/api/dcim/devices/', { ...base, site: { name: 'nowhere' } });
    expect(none.body).toEqual({ site: ["Related object not found using the provided attributes: {'name': 'nowhere'}"] });
    const deep = await api.post('/api/dcim/devices/', { ...base, site: { region: { slug: 'nope' }, status: 'active' } });
    expect(deep.body).toEqual({ site: ["Related object not found using the provided attributes: {'region__slug': 'nope', 'status': 'active'}"] });
    await api.create('/api/dcim/sites/', { name: 'Twin 1', slug: 'twin-1', facility: 'twin' });
    await api.create('/api/dcim/sites/', { name: 'Twin 2', slug: 'twin-2', facility: 'twin' });
    const many = await api.post('/api/dcim/devices/', { ...base, site: { facility: 'twin' } });
    expect(many.body).toEqual({ site: ["Multiple objects match the provided attributes: {'facility': 'twin'}"] });
    const odd = await api.post('/api/dcim/devices/', { ...base, site: 'main' });
    expect(odd.body).toEqual({ site: ['Related objects must be referenced by numeric ID or by dictionary of attributes. Received an unrecognized value: main'] });
    const field = await api.post('/api/dcim/devices/', { ...base, site: { colour: 'blue' } });
    expect(field.body.site[0]).toMatch(/^Cannot resolve keyword 'colour' into field\. Choices are: /);
  });

  it('refuses an id that is not an integer instead of naming another object, in references and lists', async () => {
    const tenant = await api.create('/api/tenancy/tenants/', { name: 'Whole id', slug: 'whole-id' });
    const site = await api.create('/api/dcim/sites/', { name: 'Float ids', slug: 'float-ids' });
    const path = `/api/dcim/sites/${site.id}/`;
    const sites = await count('/api/dcim/sites/');
    // A reference (NetBox's nested serializer): DRF's incorrect-type message for a fraction or a
    // boolean, where Python's int() would have named object 1 (or tenant.id for tenant.id + 0.5).
    for (const [value, type] of [[tenant.id + 0.5, 'float'], [true, 'bool'], [false, 'bool']] as const) {
      const reply = await api.patch(path, { tenant: value });
      expect(reply.status, String(value)).toBe(400);
      expect(reply.body).toEqual({ tenant: [`Incorrect type. Expected pk value, received ${type}.`] });
      const made = await api.post('/api/dcim/sites/', { name: `Float ${String(value)}`, slug: `float-${String(value).replace('.', '-')}`, tenant: value });
      expect(made.body).toEqual({ tenant: [`Incorrect type. Expected pk value, received ${type}.`] });
    }
    // {"id": 1.5} is a dictionary of attributes: no integer column holds 1.5, so nothing matches.
    expect((await api.patch(path, { tenant: { id: tenant.id + 0.5 } })).body)
      .toEqual({ tenant: [`Related object not found using the provided attributes: {'id': ${tenant.id + 0.5}}`] });
    expect((await api.patch(path, { tenant: { id: tenant.id } })).body.tenant.id).toBe(tenant.id);
    expect((await api.patch(path, { tenant: `${tenant.id}` })).body.tenant.id).toBe(tenant.id);
    expect((await api.patch(path, { tenant: null })).body.tenant).toBeNull();

    // Tags (NetBox's nested serializers, many=True): the same per item.
    const tag = await api.create('/api/extras/tags/', { name: 'Whole', slug: 'whole' });
    expect((await api.patch(path, { tags: [tag.id + 0.5] })).body).toEqual({ tags: ['Incorrect type. Expected pk value, received float.'] });
    expect((await api.patch(path, { add_tags: [true] })).body).toEqual({ add_tags: ['Incorrect type. Expected pk value, received bool.'] });

    // Many-to-many lists of ids (NetBox's SerializedPKRelatedField, DRF's PrimaryKeyRelatedField):
    // DRF's messages for every JSON type but a dictionary of attributes, which is kept.
    const asn = await api.create('/api/ipam/asns/', { asn: 65010, rir: (await api.create('/api/ipam/rirs/', { name: 'Whole RIR', slug: 'whole-rir' })).id });
    const cases: [unknown, string][] = [
      [asn.id + 0.5, 'Incorrect type. Expected pk value, received float.'],
      [true, 'Incorrect type. Expected pk value, received bool.'],
      ['first', 'Incorrect type. Expected pk value, received str.'],
      ['1.5', 'Incorrect type. Expected pk value, received str.'],
      [[asn.id], 'Incorrect type. Expected pk value, received list.'],
      [999999, 'Invalid pk "999999" - object does not exist.'],
      ['999999', 'Invalid pk "999999" - object does not exist.'],
      [null, 'Invalid pk "None" - object does not exist.'],
    ];
    for (const [item, message] of cases) {
      const reply = await api.patch(path, { asns: [item] });
      expect(reply.status, JSON.stringify(item)).toBe(400);
      expect(reply.body, JSON.stringify(item)).toEqual({ asns: [message] });
    }
    expect((await api.patch(path, { asns: [String(asn.id)] })).body.asns.map((a: { id: number }) => a.id)).toEqual([asn.id]);
    expect((await api.patch(path, { asns: [{ asn: 65010 }] })).body.asns.map((a: { id: number }) => a.id)).toEqual([asn.id]);

    // Nothing refused changed the site, and no site was made.
    const after = (await api.get(path)).body;
    expect([after.tenant, after.tags, after.asns.map((a: { id: number }) => a.id)]).toEqual([null, [], [asn.id]]);
    expect(await count('/api/dcim/sites/')).toBe(sites);
  });

  it('updates with PATCH (only the given fields) and PUT (all mandatory fields); read-only fields are ignored', async () => {
    const site = await api.create('/api/dcim/sites/', { name: 'Patch me', slug: 'patch-me', facility: 'DC1', description: 'old' });
    const patched = await api.patch(`/api/dcim/sites/${site.id}/`, { description: 'new', id: 999, created: '2000-01-01T00:00:00Z', device_count: 42, url: 'x' });
    expect(patched.status).toBe(200);
    expect(patched.body.id).toBe(site.id);
    expect(patched.body.description).toBe('new');
    expect(patched.body.facility).toBe('DC1');
    expect(patched.body.created).toBe(site.created);
    expect(patched.body.device_count).toBe(0);
    expect(patched.body.last_updated > site.last_updated).toBe(true);
    const put = await api.put(`/api/dcim/sites/${site.id}/`, { name: 'Put me', slug: 'put-me', status: 'staging' });
    expect(put.status).toBe(200);
    expect(put.body.name).toBe('Put me');
    expect(put.body.status.value).toBe('staging');
    expect((await api.patch('/api/dcim/sites/999999/', { description: 'x' })).status).toBe(404);
  });

  it('keeps the interface\'s device fixed after creation (ComponentModel.clean())', async () => {
    const d1 = await device(api, graph, { name: 'iface-host-1' });
    const d2 = await device(api, graph, { name: 'iface-host-2' });
    const iface = await api.create('/api/dcim/interfaces/', { device: d1.id, name: 'eth0', type: 'virtual' });
    const moved = await api.patch(`/api/dcim/interfaces/${iface.id}/`, { device: d2.id, mtu: 9000 });
    expect([moved.status, moved.body]).toEqual([400, { device: ['Components cannot be moved to a different device.'] }]);
    const same = await api.patch(`/api/dcim/interfaces/${iface.id}/`, { device: d1.id, mtu: 9000 });
    expect([same.status, same.body.device.id, same.body.mtu]).toEqual([200, d1.id, 9000]);
  });

  it('deletes with 204, protects with 409 and the reference\'s text, cascades and nulls', async () => {
    const region = await api.create('/api/dcim/regions/', { name: 'Doomed', slug: 'doomed' });
    const site = await api.create('/api/dcim/sites/', { name: 'Survivor', slug: 'survivor', region: region.id });
    const tenant = await api.create('/api/tenancy/tenants/', { name: 'Protector', slug: 'protector' });
    await api.patch(`/api/dcim/sites/${site.id}/`, { tenant: tenant.id });
    const blocked = await api.delete(`/api/tenancy/tenants/${tenant.id}/`);
    expect(blocked.status).toBe(409);
    expect(blocked.body).toEqual({ detail: `Unable to delete object. 1 dependent objects were found: Survivor (${site.id})` });
    expect((await api.get(`/api/tenancy/tenants/${tenant.id}/`)).status).toBe(200);
    const gone = await api.delete(`/api/dcim/regions/${region.id}/`);
    expect(gone.status).toBe(204);
    expect(gone.text).toBe('');
    expect((await api.get(`/api/dcim/sites/${site.id}/`)).body.region).toBeNull();
    const d = await device(api, graph, { name: 'cascade-host', site: site.id });
    const eth0 = await api.create('/api/dcim/interfaces/', { device: d.id, name: 'eth0', type: '1000base-t' });
    const eth1 = await api.create('/api/dcim/interfaces/', { device: d.id, name: 'eth1', type: '1000base-t' });
    expect((await api.get(`/api/dcim/interfaces/?device_id=${d.id}`)).body.count).toBe(2);
    const siteBlocked = await api.delete(`/api/dcim/sites/${site.id}/`);
    expect(siteBlocked.status).toBe(409);
    expect(siteBlocked.body.detail).toBe(`Unable to delete object. 1 dependent objects were found: cascade-host (${d.id})`);
    expect((await api.delete(`/api/dcim/devices/${d.id}/`)).status).toBe(204);
    for (const iface of [eth0, eth1]) expect((await api.get(`/api/dcim/interfaces/${iface.id}/`)).status).toBe(404);
    // Like the reference, filtering by a device that no longer exists is a 400, not an empty list.
    const stale = await api.get(`/api/dcim/interfaces/?device_id=${d.id}`);
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual({ device_id: [`Select a valid choice. ${d.id} is not one of the available choices.`] });
    expect((await api.get(`/api/dcim/devices/${d.id}/`)).status).toBe(404);
    expect((await api.delete(`/api/dcim/devices/${d.id}/`)).status).toBe(404);
  });

  it('deletes a location subtree with its site and keeps _depth right when parents change', async () => {
    const site = await api.create('/api/dcim/sites/', { name: 'Tree site', slug: 'tree-site' });
    const building = await api.create('/api/dcim/locations/', { name: 'Building', slug: 'building', site: site.id });
    const floor = await api.create('/api/dcim/locations/', { name: 'Floor 1', slug: 'floor-1', site: site.id, parent: building.id });
    const room = await api.create('/api/dcim/locations/', { name: 'Room 101', slug: 'room-101', site: site.id, parent: floor.id });
    expect([building._depth, floor._depth, room._depth]).toEqual([0, 1, 2]);
    expect(room.parent).toEqual({ id: floor.id, url: floor.url, display_url: floor.display_url, display: 'Floor 1', name: 'Floor 1', slug: 'floor-1', _depth: 1 });
    const moved = await api.patch(`/api/dcim/locations/${floor.id}/`, { parent: null });
    expect(moved.body._depth).toBe(0);
    expect((await api.get(`/api/dcim/locations/${room.id}/`)).body._depth).toBe(1);
    const under = await api.patch(`/api/dcim/locations/${building.id}/`, { parent: room.id });
    expect(under.body._depth).toBe(2);
    const cycle = await api.patch(`/api/dcim/locations/${floor.id}/`, { parent: building.id });
    expect(cycle.status).toBe(400);
    expect(cycle.body).toEqual({ parent: ['Cannot assign self or child location as parent.'] });
    const self = await api.patch(`/api/dcim/locations/${floor.id}/`, { parent: floor.id });
    expect(self.body).toEqual({ parent: ['Cannot assign self or child location as parent.'] });
    expect((await api.delete(`/api/dcim/sites/${site.id}/`)).status).toBe(204);
    for (const id of [building.id, floor.id, room.id]) expect((await api.get(`/api/dcim/locations/${id}/`)).status).toBe(404);
  });

  it('deletes a region\'s descendants with it and counts sites cumulatively', async () => {
    const top = await api.create('/api/dcim/regions/', { name: 'Top', slug: 'top' });
    const middle = await api.create('/api/dcim/regions/', { name: 'Middle', slug: 'middle', parent: top.id });
    const bottom = await api.create('/api/dcim/regions/', { name: 'Bottom', slug: 'bottom', parent: middle.id });
    await api.create('/api/dcim/sites/', { name: 'S top', slug: 's-top', region: top.id });
    await api.create('/api/dcim/sites/', { name: 'S bottom', slug: 's-bottom', region: bottom.id });
    expect((await api.get(`/api/dcim/regions/${top.id}/`)).body.site_count).toBe(2);
    expect((await api.get(`/api/dcim/regions/${middle.id}/`)).body.site_count).toBe(1);
    const dup = await api.post('/api/dcim/regions/', { name: 'Top', slug: 'top-2' });
    expect(dup.body).toEqual({ __all__: ['A top-level region with this name already exists.'] });
    const siblings = await api.post('/api/dcim/regions/', { name: 'Middle', slug: 'middle-2', parent: top.id });
    expect(siblings.body).toEqual({ __all__: ['Region with this Parent and Name already exists.'] });
    expect((await api.delete(`/api/dcim/regions/${top.id}/`)).status).toBe(204);
    expect((await api.get(`/api/dcim/regions/${bottom.id}/`)).status).toBe(404);
    expect((await api.get('/api/dcim/sites/?slug=s-bottom')).body.results[0].region).toBeNull();
  });

  it('lists tree models depth-first with siblings by name', async () => {
    const names = ['Zulu', 'Alpha', 'Mike'];
    const roots: Record<string, any>[] = [];
    for (const name of names) roots.push(await api.create('/api/tenancy/tenant-groups/', { name: `tg ${name}`, slug: `tg-${name.toLowerCase()}` }));
    await api.create('/api/tenancy/tenant-groups/', { name: 'tg Zulu child', slug: 'tg-zulu-child', parent: roots[0]!.id });
    await api.create('/api/tenancy/tenant-groups/', { name: 'tg Alpha child', slug: 'tg-alpha-child', parent: roots[1]!.id });
    const list = await api.get('/api/tenancy/tenant-groups/?name__isw=tg&limit=0');
    expect(list.body.results.map((g: { name: string }) => g.name)).toEqual(['tg Alpha', 'tg Alpha child', 'tg Mike', 'tg Zulu', 'tg Zulu child']);
    await api.patch(`/api/tenancy/tenant-groups/${roots[1]!.id}/`, { name: 'tg Zz' });
    const renamed = await api.get('/api/tenancy/tenant-groups/?name__isw=tg&limit=0');
    expect(renamed.body.results.map((g: { name: string }) => g.name)).toEqual(['tg Mike', 'tg Zulu', 'tg Zulu child', 'tg Zz', 'tg Alpha child']);
  });

  it('replaces the tag set with tags given by id or attributes', async () => {
    const red = await api.create('/api/extras/tags/', { name: 'Red', slug: 'red', color: 'ff0000' });
    const blue = await api.create('/api/extras/tags/', { name: 'Blue', slug: 'blue' });
    const site = await api.create('/api/dcim/sites/', { name: 'Tagged', slug: 'tagged', tags: [red.id, { slug: 'blue' }] });
    expect(site.tags.map((t: { name: string }) => t.name)).toEqual(['Blue', 'Red']);
    expect(site.tags[1]).toEqual({ id: red.id, url: red.url, display_url: red.display_url, display: 'Red', name: 'Red', slug: 'red', color: 'ff0000' });
    expect((await api.get(`/api/extras/tags/${red.id}/`)).body.tagged_items).toBe(1);
    expect((await api.patch(`/api/dcim/sites/${site.id}/`, { tags: [blue.id] })).body.tags.map((t: { slug: string }) => t.slug)).toEqual(['blue']);
    expect((await api.patch(`/api/dcim/sites/${site.id}/`, { description: 'keeps tags' })).body.tags).toHaveLength(1);
    expect((await api.patch(`/api/dcim/sites/${site.id}/`, { tags: [] })).body.tags).toEqual([]);
    const bad = await api.patch(`/api/dcim/sites/${site.id}/`, { tags: [99999] });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ tags: ['Related object not found using the provided numeric ID: 99999'] });
    const notList = await api.patch(`/api/dcim/sites/${site.id}/`, { tags: 'red' });
    expect(notList.body).toEqual({ tags: ['Expected a list of items but got type "str".'] });
    await api.patch(`/api/dcim/sites/${site.id}/`, { tags: [red.id] });
    expect((await api.delete(`/api/extras/tags/${red.id}/`)).status).toBe(204);
    expect((await api.get(`/api/dcim/sites/${site.id}/`)).body.tags).toEqual([]);
  });

  it('creates a list of objects all or nothing', async () => {
    const before = await count('/api/extras/tags/');
    const ok = await api.post('/api/extras/tags/', [{ name: 'bulk-a', slug: 'bulk-a' }, { name: 'bulk-b', slug: 'bulk-b' }]);
    expect(ok.status).toBe(201);
    expect(ok.body.map((t: { name: string }) => t.name)).toEqual(['bulk-a', 'bulk-b']);
    const items = [...Array.from({ length: 30 }, (_, i) => ({ name: `bulk-${i}`, slug: `bulk-${i}` })), { name: 'bulk-a', slug: 'bulk a' }, 'not an object'];
    const failed = await api.post('/api/extras/tags/', items);
    expect(failed.status).toBe(400);
    expect(failed.body).toEqual({
      detail: '2 of 32 objects could not be created.',
      errors: [
        { index: 30, errors: { name: ['tag with this name already exists.'], slug: ['Enter a valid "slug" consisting of letters, numbers, underscores or hyphens.'] } },
        { index: 31, errors: { __all__: ['Invalid data. Expected a dictionary, but got str.'] } },
      ],
    });
    expect(await count('/api/extras/tags/')).toBe(before + 2);
  });

  it('updates and deletes lists of objects all or nothing', async () => {
    const [a, b] = (await api.post('/api/dcim/manufacturers/', [{ name: 'Bulk A', slug: 'bulk-a' }, { name: 'Bulk B', slug: 'bulk-b' }])).body;
    const updated = await api.patch('/api/dcim/manufacturers/', [{ id: a.id, description: 'first' }, { id: b.id, name: 'Bulk B2' }]);
    expect(updated.status).toBe(200);
    expect(updated.body.map((m: { description: string; name: string }) => [m.name, m.description])).toEqual([['Bulk A', 'first'], ['Bulk B2', '']]);
    const clash = await api.patch('/api/dcim/manufacturers/', [{ id: a.id, description: 'second' }, { id: b.id, name: 'Bulk A' }]);
    expect(clash.status).toBe(400);
    expect(clash.body).toEqual({ detail: '1 of 2 objects could not be updated.', errors: [{ id: b.id, errors: { name: ['manufacturer with this name already exists.'] } }] });
    expect((await api.get(`/api/dcim/manufacturers/${a.id}/`)).body.description).toBe('first');
    const missing = await api.patch('/api/dcim/manufacturers/', [{ id: a.id, description: 'x' }, { id: 999999 }]);
    expect(missing.body).toEqual({ detail: '1 of 2 objects could not be found.', errors: [{ id: 999999, errors: { id: ['Object with ID 999999 does not exist'] } }] });
    const twice = await api.patch('/api/dcim/manufacturers/', [{ id: a.id }, { id: a.id }]);
    expect(twice.body.detail).toBe('1 of 2 objects are listed more than once.');
    const noId = await api.patch('/api/dcim/manufacturers/', [{ description: 'x' }]);
    expect(noId.body).toEqual({ detail: '1 of 1 objects failed validation.', errors: [{ index: 0, errors: { id: ['This field is required.'] } }] });
    expect((await api.patch('/api/dcim/manufacturers/', { id: a.id })).body).toEqual({ detail: 'Expected a list of objects, but got dict.' });
    await api.create('/api/dcim/device-types/', { manufacturer: b.id, model: 'Pinned', slug: 'pinned' });
    const blocked = await api.request('DELETE', '/api/dcim/manufacturers/', { body: [{ id: a.id }, { id: b.id }] });
    expect(blocked.status).toBe(409);
    expect(blocked.body).toEqual({ detail: '1 of 2 objects could not be deleted.', errors: [{ id: b.id, errors: { __all__: ['Unable to delete: 1 dependent object(s) prevent deletion.'] } }] });
    expect((await api.get(`/api/dcim/manufacturers/${a.id}/`)).status).toBe(200);
    const gone = await api.request('DELETE', '/api/dcim/manufacturers/', { body: [{ id: a.id }] });
    expect(gone.status).toBe(204);
    expect((await api.get(`/api/dcim/manufacturers/${a.id}/`)).status).toBe(404);
  });

  it('names any number of objects in one bulk update or delete: 70,000 ids are looked up in chunks, never a 500', async () => {
    // SQLite binds at most 32,766 values in a statement, PostgreSQL 65,535.
    const [kept] = (await api.post('/api/dcim/manufacturers/', [{ name: 'Many A', slug: 'many-a' }])).body;
    const ids = [kept.id, ...Array.from({ length: 69_999 }, (_, i) => 10_000_000 + i)];
    for (const method of ['PATCH', 'DELETE']) {
      const reply = await api.request(method, '/api/dcim/manufacturers/', { body: ids.map((id) => ({ id, description: 'never' })) });
      expect(reply.status, method).toBe(400);
      expect(reply.body.detail).toBe('69999 of 70000 objects could not be found.');
      expect(reply.body.errors).toHaveLength(69_999);
      expect(reply.body.errors[0]).toEqual({ id: 10_000_000, errors: { id: ['Object with ID 10000000 does not exist'] } });
    }
    expect((await api.get(`/api/dcim/manufacturers/${kept.id}/`)).body.description).toBe('');
  });

  it('deletes in bulk with as many statements for 60 objects as for 6 (set-based), each change record with its item\'s message', async () => {
    const statementsToDelete = async (n: number, prefix: string) => {
      const made = (await api.post('/api/dcim/sites/', Array.from({ length: n }, (_, i) => ({ name: `${prefix} ${i}`, slug: `${prefix}-${i}` })))).body as { id: number }[];
      let statements = 0;
      // A token's last_used is stamped at most once a minute, whichever request comes then: not counted.
      const stop = api.db.onQuery(({ sql }) => void (/users_token/.test(sql) || statements++));
      try {
        const reply = await api.request('DELETE', '/api/dcim/sites/', { body: made.map((site, i) => ({ id: site.id, changelog_message: `bye ${i}` })) });
        expect(reply.status, reply.text).toBe(204);
        const records = (await api.get(`/api/core/object-changes/?request_id=${reply.headers.get('x-request-id')}&limit=0`)).body.results as { changed_object_id: number; message: string }[];
        expect(new Map(records.map((r) => [r.changed_object_id, r.message]))).toEqual(new Map(made.map((site, i) => [site.id, `bye ${i}`])));
      } finally {
        stop();
      }
      return statements;
    };
    const few = await statementsToDelete(6, 'few');
    expect(await statementsToDelete(60, 'many')).toBe(few);
  });

  it('accepts an empty body for optional-only PATCH and rejects a non-object body', async () => {
    const site = await api.create('/api/dcim/sites/', { name: 'Empty patch', slug: 'empty-patch' });
    expect((await api.patch(`/api/dcim/sites/${site.id}/`, {})).status).toBe(200);
    const list = await api.patch(`/api/dcim/sites/${site.id}/`, [1, 2]);
    expect(list.status).toBe(400);
    expect(list.body).toEqual({ __all__: ['Invalid data. Expected a dictionary, but got list.'] });
  });
});
