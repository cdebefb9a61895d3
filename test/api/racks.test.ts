// Rack types (a rack takes its type's physical attributes, and keeps them when the type changes),
// rack reservations (units the rack has, none reserved twice) and the rack elevation (JSON units
// from the top, both faces, permissions, and the SVG drawing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

type Obj = Record<string, any>;

describe.each(DIALECTS)('rack types, reservations and elevations on %s', (dialect) => {
  let api: TestServer;
  let site: Obj;
  let manufacturer: Obj;
  let role: Obj;
  let n = 0;
  const unique = (prefix: string) => `${prefix}-${++n}`;
  beforeAll(async () => {
    api = await startServer(dialect);
    site = await api.create('/api/dcim/sites/', { name: 'Hall', slug: 'hall' });
    manufacturer = await api.create('/api/dcim/manufacturers/', { name: 'Racks Inc', slug: 'racks-inc' });
    role = await api.create('/api/dcim/device-roles/', { name: 'Server', slug: 'server', color: 'ff0000' });
  });
  afterAll(async () => api?.close());

  it('gives a rack its type\'s attributes, on its save and on the type\'s', async () => {
    const type = await api.create('/api/dcim/rack-types/', { manufacturer: manufacturer.id, model: 'R48', slug: 'r48', form_factor: '4-post-cabinet', u_height: 48, outer_width: 600, outer_unit: 'mm', cooling_capability: 'hybrid', cooling_capacity: '12.50' });
    expect(Object.keys(type)).toEqual([
      'id', 'url', 'display_url', 'display', 'manufacturer', 'model', 'slug', 'description', 'form_factor', 'width', 'u_height', 'starting_unit',
      'desc_units', 'outer_width', 'outer_height', 'outer_depth', 'outer_unit', 'weight', 'max_weight', 'weight_unit', 'mounting_depth',
      'cooling_capability', 'cooling_capacity', 'comments', 'tags', 'custom_fields', 'created', 'last_updated', 'rack_count',
    ]);
    expect([type.display, type.cooling_capability.label, type.cooling_capacity]).toEqual(['R48', 'Hybrid', 12.5]);
    const noUnit = await api.post('/api/dcim/rack-types/', { manufacturer: manufacturer.id, model: 'X', slug: 'x', form_factor: 'wall-frame', max_weight: 100 });
    expect([noUnit.status, noUnit.body]).toEqual([400, { __all__: ['Must specify a unit when setting a maximum weight'] }]);
    const rack = await api.create('/api/dcim/racks/', { name: 'A1', site: site.id, rack_type: type.id, u_height: 10 });
    expect([rack.rack_type.id, rack.u_height, rack.form_factor.value, rack.outer_width, rack.cooling_capability.value]).toEqual([type.id, 48, '4-post-cabinet', 600, 'hybrid']);
    expect(Object.keys(rack).slice(-4)).toEqual(['created', 'last_updated', 'device_count', 'powerfeed_count']);
    expect((await api.get(`/api/dcim/rack-types/${type.id}/`)).body.rack_count).toBe(1);
    expect((await api.get(`/api/dcim/racks/?rack_type_id=${type.id}&manufacturer=racks-inc`)).body.count).toBe(1);
    // The type grows: its racks follow, with a change record each.
    expect((await api.patch(`/api/dcim/rack-types/${type.id}/`, { u_height: 52 })).status).toBe(200);
    expect((await api.get(`/api/dcim/racks/${rack.id}/`)).body.u_height).toBe(52);
    const [change] = (await api.get(`/api/core/object-changes/?changed_object_type=dcim.rack&changed_object_id=${rack.id}&limit=1`)).body.results;
    expect([change.action.value, change.prechange_data.u_height, change.postchange_data.u_height]).toEqual(['update', 48, 52]);
    // A device at the top: the type may no longer shrink below it.
    const deviceType = await api.create('/api/dcim/device-types/', { manufacturer: manufacturer.id, model: unique('2U'), slug: unique('2u'), u_height: 2 });
    await api.create('/api/dcim/devices/', { name: unique('top'), device_type: deviceType.id, role: role.id, site: site.id, rack: rack.id, position: 50, face: 'front' });
    const shrink = await api.patch(`/api/dcim/rack-types/${type.id}/`, { u_height: 42 });
    expect([shrink.status, shrink.body]).toEqual([400, { rack_type: ['Rack must be at least 51.0U tall to house currently installed devices.'] }]);
    expect((await api.delete(`/api/dcim/rack-types/${type.id}/`)).status).toBe(409);
  });

  it('reserves units the rack has, once', async () => {
    const rack = await api.create('/api/dcim/racks/', { name: unique('R'), site: site.id, u_height: 10 });
    const user = (await api.get('/api/users/users/?limit=1')).body.results[0];
    const reservation = await api.create('/api/dcim/rack-reservations/', { rack: rack.id, units: [1, 2, 3], user: user.id, description: 'Cabling' });
    expect(Object.keys(reservation)).toEqual(['id', 'url', 'display_url', 'display', 'rack', 'units', 'unit_count', 'status', 'created', 'last_updated', 'user', 'tenant', 'description', 'comments', 'tags', 'custom_fields']);
    expect([reservation.display, reservation.unit_count, reservation.status.value, reservation.user.id]).toEqual([`Reservation for rack ${rack.name}`, 3, 'active', user.id]);
    const beyond = await api.post('/api/dcim/rack-reservations/', { rack: rack.id, units: [9, 11, 12], user: user.id, description: 'x' });
    expect([beyond.status, beyond.body]).toEqual([400, { units: ['Invalid unit(s) for 10U rack: 11, 12'] }]);
    const twice = await api.post('/api/dcim/rack-reservations/', { rack: rack.id, units: [3, 4], user: user.id, description: 'x' });
    expect([twice.status, twice.body]).toEqual([400, { units: ['The following units have already been reserved: 3'] }]);
    const noDescription = await api.post('/api/dcim/rack-reservations/', { rack: rack.id, units: [5], user: user.id });
    expect([noDescription.status, noDescription.body]).toEqual([400, { description: ['This field is required.'] }]);
    // Its own units again, on an update, are its own.
    expect((await api.patch(`/api/dcim/rack-reservations/${reservation.id}/`, { units: [2, 3, 4] })).body.unit_count).toBe(3);
    expect((await api.get(`/api/dcim/rack-reservations/?rack_id=${rack.id}&unit=4`)).body.count).toBe(1);
    expect((await api.get(`/api/dcim/rack-reservations/?rack_id=${rack.id}&unit=1`)).body.count).toBe(0);
    expect((await api.get(`/api/dcim/rack-reservations/?rack_id=${rack.id}&unit_count_min=3&unit_count_max=3`)).body.count).toBe(1);
    expect((await api.get(`/api/dcim/rack-reservations/?rack_id=${rack.id}&unit_count_min=4`)).body.count).toBe(0);
  });

  it('answers the elevation: units from the top, devices on their face, full depth on both', async () => {
    const rack = await api.create('/api/dcim/racks/', { name: unique('E'), site: site.id, u_height: 48 });
    const [deep, shallow] = [
      await api.create('/api/dcim/device-types/', { manufacturer: manufacturer.id, model: unique('Deep'), slug: unique('deep'), u_height: 2 }),
      await api.create('/api/dcim/device-types/', { manufacturer: manufacturer.id, model: unique('Shallow'), slug: unique('shallow'), u_height: 1, is_full_depth: false }),
    ];
    const server = await api.create('/api/dcim/devices/', { name: 'srv1', device_type: deep.id, role: role.id, site: site.id, rack: rack.id, position: 10, face: 'front' });
    const panel = await api.create('/api/dcim/devices/', { name: 'panel1', device_type: shallow.id, role: role.id, site: site.id, rack: rack.id, position: 20, face: 'rear' });
    const page = await api.get(`/api/dcim/racks/${rack.id}/elevation/?limit=200`);
    expect(page.status).toBe(200);
    expect(page.body.count).toBe(96);
    const units: Obj[] = page.body.results;
    expect(units.slice(0, 3).map((u) => u.name)).toEqual(['U48.5', 'U48', 'U47.5']);
    expect(units.at(-1)!.name).toBe('U1');
    const u10 = units.find((u) => u.name === 'U10')!;
    expect(u10).toEqual({ id: 10, name: 'U10', face: { value: 'front', label: 'Front' }, device: { id: server.id, url: server.url, display: 'srv1', name: 'srv1', description: '' }, occupied: true, display: 'U10', description: 'srv1' });
    expect(units.filter((u) => u.device?.id === server.id).map((u) => u.name)).toEqual(['U11.5', 'U11', 'U10.5', 'U10']);
    expect(units.find((u) => u.name === 'U20')!.device).toBeNull();
    // The rear: the shallow panel, and the full-depth server too.
    const rear: Obj[] = (await api.get(`/api/dcim/racks/${rack.id}/elevation/?face=rear&limit=200`)).body.results;
    expect(rear.find((u) => u.name === 'U20')!.device.id).toBe(panel.id);
    expect(rear.find((u) => u.name === 'U10')!.device.id).toBe(server.id);
    // Not expanded: the lowest unit only, with the height; excluded: gone; q: by name.
    const flat: Obj[] = (await api.get(`/api/dcim/racks/${rack.id}/elevation/?expand_devices=false&limit=200`)).body.results;
    // (NetBox's get_rack_units() gives the lowest unit a height, which its RackUnitSerializer does not show.)
    expect(flat.filter((u) => u.device).map((u) => [u.name, 'height' in u])).toEqual([['U10', false]]);
    expect((await api.get(`/api/dcim/racks/${rack.id}/elevation/?exclude=${server.id}&limit=200`)).body.results.some((u: Obj) => u.occupied)).toBe(false);
    expect((await api.get(`/api/dcim/racks/${rack.id}/elevation/?q=u4`)).body.results.map((u: Obj) => u.name)).toEqual(['U48.5', 'U48', 'U47.5', 'U47', 'U46.5', 'U46', 'U45.5', 'U45', 'U44.5', 'U44', 'U43.5', 'U43', 'U42.5', 'U42', 'U41.5', 'U41', 'U40.5', 'U40', 'U4.5', 'U4']);
    // Paginated as a list, with absolute links.
    const first = await api.get(`/api/dcim/racks/${rack.id}/elevation/`);
    expect([first.body.results.length, first.body.next]).toEqual([50, `${api.base}/api/dcim/racks/${rack.id}/elevation/?limit=50&offset=50`]);
    const bad = await api.get(`/api/dcim/racks/${rack.id}/elevation/?face=side`);
    expect([bad.status, bad.body]).toEqual([400, { face: ['"side" is not a valid choice.'] }]);
    expect((await api.get('/api/dcim/racks/999999/elevation/')).status).toBe(404);

    // A device the user may not view keeps its units occupied, unnamed.
    const viewer = await api.create('/api/users/users/', { username: unique('viewer'), password: 'viewer-secret-password-1' });
    await api.create('/api/users/permissions/', { name: unique('racks'), users: [viewer.id], object_types: ['dcim.rack'], actions: ['view'] });
    await api.create('/api/users/permissions/', { name: unique('devices'), users: [viewer.id], object_types: ['dcim.device'], actions: ['view'], constraints: { name: 'panel1' } });
    const token = (await api.create('/api/users/tokens/', { user: viewer.id, version: 1 })).token as string;
    const limited: Obj[] = (await api.get(`/api/dcim/racks/${rack.id}/elevation/?limit=200`, { token })).body.results;
    expect(limited.filter((u) => u.name === 'U10' || u.name === 'U11').map((u) => [u.device, u.occupied, u.description])).toEqual([[null, true, null], [null, true, null]]);
    const hidden = await api.get(`/api/dcim/racks/${rack.id}/elevation/?render=svg`, { token });
    expect([hidden.text.includes('>srv1<'), (hidden.text.match(/class="blocked"/g) ?? []).length]).toEqual([false, 1]);

    // The drawing: an SVG document with the devices the user may see.
    const svg = await api.get(`/api/dcim/racks/${rack.id}/elevation/?render=svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(svg.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* width="269" height="1060"/);
    expect(svg.text).toContain('>srv1</text>');
    expect(svg.text).toContain('style="fill: #ff0000"');
    expect(svg.text.match(/<text class="unit"/g)).toHaveLength(48);
    // Its label's colour as NetBox's foreground_color picks it: white on red, black above a luminance of 150 (a0a0a0: 160).
    expect(svg.text).toMatch(/fill="#ffffff">srv1<\/text>/);
    expect((await api.patch(`/api/dcim/device-roles/${role.id}/`, { color: 'a0a0a0' })).status).toBe(200);
    expect((await api.get(`/api/dcim/racks/${rack.id}/elevation/?render=svg`)).text).toMatch(/fill="#000000">srv1<\/text>/);
    expect((await api.patch(`/api/dcim/device-roles/${role.id}/`, { color: 'ff0000' })).status).toBe(200);
  });
});
