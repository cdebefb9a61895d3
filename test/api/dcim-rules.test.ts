// The model rules of sites, locations, racks and devices (NetBox's clean() and signal handlers):
// placement within a site, rack faces and positions, rack space by unit and depth, racks tall
// enough for their devices, and a rack's or location's site carried down to what it holds.
// Every refused write changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { device, deviceGraph, type DeviceGraph } from '../support/fixtures.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

describe.each(DIALECTS)('dcim model rules on %s', (dialect) => {
  let api: TestServer;
  let graph: DeviceGraph;
  let otherSite: Record<string, any>;
  let rack: Record<string, any>;
  let halfDepth: Record<string, any>;
  let twoU: Record<string, any>;
  let zeroU: Record<string, any>;
  let child: Record<string, any>;
  beforeAll(async () => {
    api = await startServer(dialect);
    graph = await deviceGraph(api);
    otherSite = await api.create('/api/dcim/sites/', { name: 'Elsewhere', slug: 'elsewhere' });
    rack = await api.create('/api/dcim/racks/', { name: 'R1', site: graph.site.id, u_height: 10 });
    const type = (model: string, extra: Record<string, unknown>) =>
      api.create('/api/dcim/device-types/', { manufacturer: graph.manufacturer.id, model, slug: model.toLowerCase().replace(/ /g, '-'), ...extra });
    halfDepth = await type('Half Depth', { is_full_depth: false });
    twoU = await type('Two U', { u_height: 2 });
    zeroU = await type('Zero U', { u_height: 0 });
    child = await type('Blade', { u_height: 0, subdevice_role: 'child' });
  });
  afterAll(async () => api?.close());

  const devicesIn = async (rackId: number) => (await api.get(`/api/dcim/devices/?rack_id=${rackId}&limit=0`)).body.results as Record<string, any>[];
  const refused = async (path: string, body: Record<string, unknown>, expected: unknown, method: 'post' | 'patch' = 'post') => {
    const reply = await api[method](path, body);
    expect(reply.status, JSON.stringify(body)).toBe(400);
    expect(reply.body).toEqual(expected);
  };

  it('keeps a device inside its site, location and rack, with a face for a position', async () => {
    const base = { device_type: graph.deviceType.id, role: graph.role.id };
    await refused('/api/dcim/devices/', { ...base, site: otherSite.id, rack: rack.id }, { rack: ['Rack R1 does not belong to site Elsewhere.'] });
    await refused('/api/dcim/devices/', { ...base, site: graph.site.id, face: 'front' }, { face: ['Cannot select a rack face without assigning a rack.'] });
    await refused('/api/dcim/devices/', { ...base, site: graph.site.id, position: 3 }, { position: ['Cannot select a rack position without assigning a rack.'] });
    await refused('/api/dcim/devices/', { ...base, site: graph.site.id, rack: rack.id, position: 3 }, { face: ['Must specify rack face when defining rack position.'] });
    await refused('/api/dcim/devices/', { ...base, site: graph.site.id, rack: rack.id, position: 3.3, face: 'front' }, { position: ['Position must be in increments of 0.5 rack units.'] });
    expect(await devicesIn(rack.id)).toEqual([]);
  });

  it('refuses positions for 0U and child device types', async () => {
    const base = { role: graph.role.id, site: graph.site.id, rack: rack.id };
    await refused('/api/dcim/devices/', { ...base, device_type: zeroU.id, position: 2, face: 'front' }, { position: ['A 0U device type (Zero U) cannot be assigned to a rack position.'] });
    await refused('/api/dcim/devices/', { ...base, device_type: child.id, face: 'rear' }, { face: ['Child device types cannot be assigned to a rack face. This is an attribute of the parent device.'] });
    // A 0U device may sit in a rack without a position.
    const pdu = await api.create('/api/dcim/devices/', { ...base, device_type: zeroU.id, name: 'PDU' });
    expect(pdu.position).toBeNull();
    expect((await api.delete(`/api/dcim/devices/${pdu.id}/`)).status).toBe(204);
  });

  it('gives each unit of a rack face to one device, full-depth devices taking both faces', async () => {
    const base = { role: graph.role.id, site: graph.site.id, rack: rack.id };
    const big = await api.create('/api/dcim/devices/', { ...base, device_type: twoU.id, name: 'big', position: 4, face: 'front' });
    expect(big.position).toBe(4);
    // U5 is the upper half of the 2U device (full depth: both faces).
    const occupied = { position: ['U5.0 is already occupied or does not have sufficient space to accommodate this device type: ' + graph.deviceType.model + ' (1.0U)'] };
    await refused('/api/dcim/devices/', { ...base, device_type: graph.deviceType.id, name: 'x', position: 5, face: 'rear' }, occupied);
    // A 2U device at U3 would reach into U4.
    await refused('/api/dcim/devices/', { ...base, device_type: twoU.id, name: 'x', position: 3, face: 'front' },
      { position: ['U3.0 is already occupied or does not have sufficient space to accommodate this device type: Two U (2.0U)'] });
    // The top of a 10U rack is U10: a 2U device at U10 does not fit.
    await refused('/api/dcim/devices/', { ...base, device_type: twoU.id, name: 'x', position: 10, face: 'front' },
      { position: ['U10.0 is already occupied or does not have sufficient space to accommodate this device type: Two U (2.0U)'] });
    await refused('/api/dcim/devices/', { ...base, device_type: graph.deviceType.id, name: 'x', position: 11, face: 'front' },
      { position: [expect.stringMatching(/^U11\.0 is already occupied/)] });
    // Half-depth devices share a unit front and rear, but not one face.
    const front = await api.create('/api/dcim/devices/', { ...base, device_type: halfDepth.id, name: 'front', position: 8, face: 'front' });
    const rear = await api.create('/api/dcim/devices/', { ...base, device_type: halfDepth.id, name: 'rear', position: 8, face: 'rear' });
    expect([front.face.value, rear.face.value]).toEqual(['front', 'rear']);
    await refused('/api/dcim/devices/', { ...base, device_type: halfDepth.id, name: 'x', position: 8, face: 'front' },
      { position: [expect.stringMatching(/^U8\.0 is already occupied/)] });
    // A full-depth device is blocked by a half-depth one on either face.
    await refused('/api/dcim/devices/', { ...base, device_type: graph.deviceType.id, name: 'x', position: 8, face: 'front' },
      { position: [expect.stringMatching(/^U8\.0 is already occupied/)] });
    // A device moves within its own space; PATCHing something else keeps its place.
    expect((await api.patch(`/api/dcim/devices/${big.id}/`, { position: 5 })).body.position).toBe(5);
    expect((await api.patch(`/api/dcim/devices/${big.id}/`, { description: 'still fits' })).status).toBe(200);
    await refused(`/api/dcim/devices/${big.id}/`, { position: 7 }, { position: ['U7.0 is already occupied or does not have sufficient space to accommodate this device type: Two U (2.0U)'] }, 'patch');
    expect((await api.get(`/api/dcim/devices/${big.id}/`)).body.position).toBe(5);
  });

  it('keeps a rack in its site and tall enough for its devices', async () => {
    const location = await api.create('/api/dcim/locations/', { name: 'Hall', slug: 'hall', site: otherSite.id });
    await refused('/api/dcim/racks/', { name: 'R2', site: graph.site.id, location: location.id }, { __all__: [`Assigned location must belong to parent site (${graph.site.name}).`] });
    await refused('/api/dcim/racks/', { name: 'R2', site: graph.site.id, outer_width: 600 }, { __all__: ['Must specify a unit when setting an outer dimension'] });
    await refused('/api/dcim/racks/', { name: 'R2', site: graph.site.id, max_weight: 500 }, { __all__: ['Must specify a unit when setting a maximum weight'] });
    const measured = await api.create('/api/dcim/racks/', { name: 'R2', site: graph.site.id, outer_width: 600, outer_unit: 'mm', max_weight: 500, weight_unit: 'kg' });
    expect(measured.outer_unit.value).toBe('mm');
    // Without outer dimensions the unit goes (Rack.save()).
    expect((await api.patch(`/api/dcim/racks/${measured.id}/`, { outer_width: null })).body.outer_unit).toBeNull();
    // R1 holds the 2U device at U5-U6 and the half-depth ones at U8.
    await refused(`/api/dcim/racks/${rack.id}/`, { u_height: 7 }, { u_height: ['Rack must be at least 8.0U tall to house currently installed devices.'] }, 'patch');
    await refused(`/api/dcim/racks/${rack.id}/`, { starting_unit: 6 }, { starting_unit: ['Rack unit numbering must begin at 5.0 or less to house currently installed devices.'] }, 'patch');
    expect((await api.patch(`/api/dcim/racks/${rack.id}/`, { u_height: 8 })).status).toBe(200);
    expect((await api.get(`/api/dcim/racks/${rack.id}/`)).body).toMatchObject({ u_height: 8, starting_unit: 1 });
  });

  it('filters devices by their type\'s depth', async () => {
    const depth = async (value: string) => (await api.get(`/api/dcim/devices/?rack_id=${rack.id}&is_full_depth=${value}&ordering=name`)).body.results.map((d: { name: string }) => d.name);
    expect(await depth('false')).toEqual(['front', 'rear']);
    expect(await depth('true')).toEqual(['big']);
    // As django-filter's BooleanFilter: not a boolean (or null) is ignored, the last value counts,
    // there is no __n.
    expect(await depth('maybe')).toEqual(['big', 'front', 'rear']);
    expect(await depth('null')).toEqual(['big', 'front', 'rear']);
    expect(await depth('true&is_full_depth=false')).toEqual(['front', 'rear']);
    expect((await api.get(`/api/dcim/devices/?rack_id=${rack.id}&is_full_depth__n=true`)).body.count).toBe(3);
  });

  it('gives a contested rack unit to exactly one of ten simultaneous requests', async () => {
    const contested = await api.create('/api/dcim/racks/', { name: 'Contested', site: graph.site.id, u_height: 4 });
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => api.post('/api/dcim/devices/', {
      device_type: twoU.id, role: graph.role.id, site: graph.site.id, rack: contested.id, name: `race-${i}`, position: 1 + (i % 2), face: i % 3 ? 'front' : 'rear',
    })));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 400).every((r) => /is already occupied/.test(r.body.position?.[0] ?? ''))).toBe(true);
    expect(await devicesIn(contested.id)).toHaveLength(1);
  });

  it('keeps device types\' heights consistent with racked devices', async () => {
    await api.post('/api/dcim/device-types/', { manufacturer: graph.manufacturer.id, model: 'Tall blade', slug: 'tall-blade', subdevice_role: 'child', u_height: 1 })
      .then((reply) => expect(reply.body).toEqual({ u_height: ['Child device types must be 0U.'] }));
    const tower = await api.create('/api/dcim/racks/', { name: 'Tower', site: graph.site.id, u_height: 6 });
    const growing = await api.create('/api/dcim/device-types/', { manufacturer: graph.manufacturer.id, model: 'Growing', slug: 'growing' });
    const base = { role: graph.role.id, site: graph.site.id, rack: tower.id, device_type: growing.id };
    const low = await api.create('/api/dcim/devices/', { ...base, name: 'low', position: 1, face: 'front' });
    await api.create('/api/dcim/devices/', { ...base, name: 'high', position: 3, face: 'front' });
    expect((await api.patch(`/api/dcim/device-types/${growing.id}/`, { u_height: 2 })).status).toBe(200);
    await refused(`/api/dcim/device-types/${growing.id}/`, { u_height: 3 }, { u_height: ['Device low in rack Tower does not have sufficient space to accommodate a height of 3.0U'] }, 'patch');
    await refused(`/api/dcim/device-types/${growing.id}/`, { u_height: 0 }, { u_height: ['Unable to set 0U height: Found 2 instances already mounted within racks.'] }, 'patch');
    expect((await api.get(`/api/dcim/device-types/${growing.id}/`)).body.u_height).toBe(2);
    expect((await api.get(`/api/dcim/devices/${low.id}/`)).body.position).toBe(1);
  });

  it('moves a rack\'s devices with it, and a location\'s children, racks and devices with its site', async () => {
    const hall = await api.create('/api/dcim/locations/', { name: 'North hall', slug: 'north-hall', site: graph.site.id });
    const room = await api.create('/api/dcim/locations/', { name: 'Room 1', slug: 'room-1', site: graph.site.id, parent: hall.id });
    await refused('/api/dcim/locations/', { name: 'Stray', slug: 'stray', site: otherSite.id, parent: hall.id },
      { __all__: ['Parent location (North hall) must belong to the same site (Elsewhere).'] });
    const moving = await api.create('/api/dcim/racks/', { name: 'Moving', site: graph.site.id });
    const server = await device(api, graph, { name: 'srv-moving', rack: moving.id, position: 1, face: 'front' });
    expect(server.location).toBeNull();
    // The rack goes into a room: its device follows.
    expect((await api.patch(`/api/dcim/racks/${moving.id}/`, { location: room.id })).status).toBe(200);
    expect((await api.get(`/api/dcim/devices/${server.id}/`)).body.location.id).toBe(room.id);
    // The hall moves to another site: the room, the rack and the device go with it.
    expect((await api.patch(`/api/dcim/locations/${hall.id}/`, { site: otherSite.id })).status).toBe(200);
    expect((await api.get(`/api/dcim/locations/${room.id}/`)).body.site.id).toBe(otherSite.id);
    expect((await api.get(`/api/dcim/racks/${moving.id}/`)).body.site.id).toBe(otherSite.id);
    const moved = (await api.get(`/api/dcim/devices/${server.id}/`)).body;
    expect([moved.site.id, moved.location.id, moved.rack.id]).toEqual([otherSite.id, room.id, moving.id]);
  });

  it('gives a new device its type\'s default platform', async () => {
    const platform = await api.create('/api/dcim/platforms/', { name: 'EOS', slug: 'eos' });
    const typed = await api.create('/api/dcim/device-types/', { manufacturer: graph.manufacturer.id, model: 'With OS', slug: 'with-os', default_platform: platform.id });
    const created = await api.create('/api/dcim/devices/', { device_type: typed.id, role: graph.role.id, site: graph.site.id, name: 'with-os-1' });
    expect(created.platform.id).toBe(platform.id);
    const chosen = await api.create('/api/dcim/platforms/', { name: 'Junos', slug: 'junos' });
    const explicit = await api.create('/api/dcim/devices/', { device_type: typed.id, role: graph.role.id, site: graph.site.id, name: 'with-os-2', platform: chosen.id });
    expect(explicit.platform.id).toBe(chosen.id);
  });

  it('makes a new virtual chassis\'s master its member, at position 1 when it has none (NetBox\'s signal)', async () => {
    const device = (name: string, extra: Record<string, unknown> = {}) =>
      api.create('/api/dcim/devices/', { device_type: graph.deviceType.id, role: graph.role.id, site: graph.site.id, name, ...extra });
    const first = await device('vc-master-1');
    const chassis = await api.create('/api/dcim/virtual-chassis/', { name: 'Stack 1', master: first.id });
    const member = (await api.get(`/api/dcim/devices/${first.id}/`)).body;
    expect(member.virtual_chassis?.id).toBe(chassis.id);
    expect(member.vc_position).toBe(1);
    expect((await api.get(`/api/dcim/virtual-chassis/${chassis.id}/`)).body.member_count).toBe(1);
    // The device's change is logged, as master.save() is in NetBox.
    const changes = (await api.get(`/api/core/object-changes/?changed_object_type=dcim.device&changed_object_id=${first.id}`)).body.results;
    expect(changes.map((c: { action: { value: string } }) => c.action.value).sort()).toEqual(['create', 'update']);
    // A position the master already has is kept; without a master nothing changes.
    const second = await device('vc-master-2', { vc_position: 7 });
    const other = await api.create('/api/dcim/virtual-chassis/', { name: 'Stack 2', master: second.id });
    expect((await api.get(`/api/dcim/devices/${second.id}/`)).body).toMatchObject({ virtual_chassis: { id: other.id }, vc_position: 7 });
    const empty = await api.create('/api/dcim/virtual-chassis/', { name: 'Stack 3' });
    expect((await api.get(`/api/dcim/virtual-chassis/${empty.id}/`)).body.member_count).toBe(0);
  });
});
