// IPAM semantics: addresses and prefixes validated and normalised, numeric ordering for IPv4 and
// IPv6, the prefix hierarchy within a VRF, uniqueness rules, generic relations, the available-*
// endpoints and their safety under concurrency, primary IPs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { device, deviceGraph, type DeviceGraph } from '../support/fixtures.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

describe.each(DIALECTS)('IPAM on %s', (dialect) => {
  let api: TestServer;
  let graph: DeviceGraph;
  beforeAll(async () => {
    api = await startServer(dialect);
    graph = await deviceGraph(api);
  });
  afterAll(async () => api?.close());

  const ids = (list: { id: number }[]) => list.map((o) => o.id);

  it('validates and normalises addresses, IPv4 and IPv6, and derives the family', async () => {
    const v6 = await api.create('/api/ipam/ip-addresses/', { address: '2001:DB8:0:0::1/64' });
    expect(v6.address).toBe('2001:db8::1/64');
    expect(v6.family).toEqual({ value: 6, label: 'IPv6' });
    expect(v6.display).toBe('2001:db8::1/64');
    const v4 = await api.create('/api/ipam/ip-addresses/', { address: '192.0.2.7' });
    expect(v4.address).toBe('192.0.2.7/32');
    expect(v4.family).toEqual({ value: 4, label: 'IPv4' });
    expect((await api.post('/api/ipam/ip-addresses/', { address: 'bogus' })).body).toEqual({ address: ['Invalid IP address format: bogus'] });
    expect((await api.post('/api/ipam/ip-addresses/', { address: '10.0.0.1/33' })).body).toEqual({ address: ['Invalid IP address format: 10.0.0.1/33'] });
    expect((await api.post('/api/ipam/ip-addresses/', { address: '10.0.0.1/0' })).body).toEqual({ address: ['Cannot create IP address with /0 mask.'] });
    const prefix = await api.create('/api/ipam/prefixes/', { prefix: '2001:DB8:1::/48' });
    expect(prefix.prefix).toBe('2001:db8:1::/48');
    const hostBits = await api.post('/api/ipam/prefixes/', { prefix: '10.1.2.3/16' });
    expect(hostBits.body).toEqual({ prefix: ['10.1.2.3/16 is not a valid prefix. Did you mean 10.1.0.0/16?'] });
    expect((await api.post('/api/ipam/prefixes/', { prefix: '0.0.0.0/0' })).body).toEqual({ prefix: ['Cannot create prefix with /0 mask.'] });
  });

  it('sorts addresses numerically, IPv4 before IPv6, on both databases', async () => {
    const vrf = await api.create('/api/ipam/vrfs/', { name: 'order' });
    const addresses = ['2001:db8::a/64', '10.0.0.20/24', '2001:db8::10/64', '::1/128', '10.0.0.3/24', 'fe80::1/64', '2001:db8::9/64', '10.0.0.100/24', '9.255.255.255/8'];
    for (const address of addresses) await api.create('/api/ipam/ip-addresses/', { address, vrf: vrf.id });
    const list = await api.get(`/api/ipam/ip-addresses/?vrf_id=${vrf.id}`);
    expect(list.body.results.map((a: { address: string }) => a.address)).toEqual([
      '9.255.255.255/8', '10.0.0.3/24', '10.0.0.20/24', '10.0.0.100/24', '::1/128', '2001:db8::9/64', '2001:db8::a/64', '2001:db8::10/64', 'fe80::1/64',
    ]);
    const reversed = await api.get(`/api/ipam/ip-addresses/?vrf_id=${vrf.id}&ordering=-address`);
    expect(reversed.body.results[0].address).toBe('fe80::1/64');
    expect(reversed.body.results.at(-1).address).toBe('9.255.255.255/8');
  });

  it('keeps prefix children and _depth right within each VRF after inserts, moves and deletes', async () => {
    const red = await api.create('/api/ipam/vrfs/', { name: 'red' });
    const make = (prefix: string, vrf: number | null = red.id) => api.create('/api/ipam/prefixes/', { prefix, vrf });
    const eight = await make('10.0.0.0/8');
    const sixteen = await make('10.1.0.0/16');
    const twentyFour = await make('10.1.1.0/24');
    const other = await make('10.2.0.0/16');
    const global = await make('10.1.0.0/16', null);
    const state = async () => Object.fromEntries(await Promise.all([eight, sixteen, twentyFour, other, global].map(async (p) => {
      const body = (await api.get(`/api/ipam/prefixes/${p.id}/`)).body;
      return [`${body.prefix}@${body.vrf?.name ?? 'global'}`, [body._depth, body.children]];
    })));
    expect(await state()).toEqual({
      '10.0.0.0/8@red': [0, 3], '10.1.0.0/16@red': [1, 1], '10.1.1.0/24@red': [2, 0], '10.2.0.0/16@red': [1, 0], '10.1.0.0/16@global': [0, 0],
    });
    // Move the /24 under 10.2.0.0/16; then take the /8 out of the VRF.
    await api.patch(`/api/ipam/prefixes/${twentyFour.id}/`, { prefix: '10.2.5.0/24' });
    expect(await state()).toEqual({
      '10.0.0.0/8@red': [0, 3], '10.1.0.0/16@red': [1, 0], '10.2.5.0/24@red': [2, 0], '10.2.0.0/16@red': [1, 1], '10.1.0.0/16@global': [0, 0],
    });
    await api.patch(`/api/ipam/prefixes/${eight.id}/`, { vrf: null });
    expect(await state()).toEqual({
      '10.0.0.0/8@global': [0, 1], '10.1.0.0/16@red': [0, 0], '10.2.5.0/24@red': [1, 0], '10.2.0.0/16@red': [0, 1], '10.1.0.0/16@global': [1, 0],
    });
    await api.delete(`/api/ipam/prefixes/${other.id}/`);
    expect((await api.get(`/api/ipam/prefixes/${twentyFour.id}/`)).body._depth).toBe(0);
    // Global prefixes first, then each VRF; parents before their children.
    const list = await api.get(`/api/ipam/prefixes/?id=${eight.id}&id=${sixteen.id}&id=${twentyFour.id}&id=${global.id}`);
    expect(ids(list.body.results)).toEqual([eight.id, global.id, sixteen.id, twentyFour.id]);
  });

  it('refuses duplicates where the VRF (or the global table) enforces uniqueness', async () => {
    await api.create('/api/ipam/prefixes/', { prefix: '192.168.0.0/24' });
    expect((await api.post('/api/ipam/prefixes/', { prefix: '192.168.0.0/24' })).body).toEqual({ prefix: ['Duplicate prefix found in global table: 192.168.0.0/24'] });
    const strict = await api.create('/api/ipam/vrfs/', { name: 'strict', rd: '65000:9' });
    await api.create('/api/ipam/prefixes/', { prefix: '192.168.0.0/24', vrf: strict.id });
    expect((await api.post('/api/ipam/prefixes/', { prefix: '192.168.0.0/24', vrf: strict.id })).body)
      .toEqual({ prefix: ['Duplicate prefix found in VRF strict (65000:9): 192.168.0.0/24'] });
    const loose = await api.create('/api/ipam/vrfs/', { name: 'loose', enforce_unique: false });
    await api.create('/api/ipam/prefixes/', { prefix: '192.168.0.0/24', vrf: loose.id });
    expect((await api.post('/api/ipam/prefixes/', { prefix: '192.168.0.0/24', vrf: loose.id })).status).toBe(201);
    await api.create('/api/ipam/ip-addresses/', { address: '192.168.0.5/24', vrf: strict.id });
    expect((await api.post('/api/ipam/ip-addresses/', { address: '192.168.0.5/32', vrf: strict.id })).body)
      .toEqual({ address: ['Duplicate IP address found in VRF strict (65000:9): 192.168.0.5/24'] });
    await api.create('/api/ipam/ip-addresses/', { address: '192.168.0.6/24', vrf: strict.id, role: 'vip' });
    expect((await api.post('/api/ipam/ip-addresses/', { address: '192.168.0.6/24', vrf: strict.id, role: 'vip' })).status).toBe(201);
    expect((await api.post('/api/ipam/ip-addresses/', { address: '192.168.0.6/24', vrf: strict.id })).status).toBe(400);
  });

  it('writes generic relations as <name>_type and <name>_id and reads the nested object', async () => {
    const d = await device(api, graph, { name: 'gfk-host' });
    const iface = await api.create('/api/dcim/interfaces/', { device: d.id, name: 'eth0', type: '1000base-t' });
    const ip = await api.create('/api/ipam/ip-addresses/', { address: '198.51.100.10/24', assigned_object_type: 'dcim.interface', assigned_object_id: iface.id });
    expect(ip.assigned_object_type).toBe('dcim.interface');
    expect(ip.assigned_object_id).toBe(iface.id);
    expect(ip.assigned_object).toMatchObject({ id: iface.id, url: iface.url, name: 'eth0', device: { id: d.id, name: 'gfk-host' } });
    const base = { address: '198.51.100.11/24' };
    expect((await api.post('/api/ipam/ip-addresses/', { ...base, assigned_object_type: 'dcim.site', assigned_object_id: graph.site.id })).body)
      .toEqual({ assigned_object_type: ['Invalid content type: dcim.site'] });
    expect((await api.post('/api/ipam/ip-addresses/', { ...base, assigned_object_type: 'interface', assigned_object_id: 1 })).body)
      .toEqual({ assigned_object_type: ["Invalid value. Specify a content type as '<app_label>.<model_name>'."] });
    expect((await api.post('/api/ipam/ip-addresses/', { ...base, assigned_object_id: iface.id })).body).toEqual({ assigned_object_type: ['This field cannot be null.'] });
    expect((await api.post('/api/ipam/ip-addresses/', { ...base, assigned_object_type: 'dcim.interface', assigned_object_id: 999999 })).body)
      .toEqual({ assigned_object_id: ['Related object not found using the provided value: 999999.'] });
    expect((await api.get(`/api/dcim/interfaces/${iface.id}/`)).body.count_ipaddresses).toBe(1);
    // The network ID of a subnet may not sit on an interface.
    expect((await api.post('/api/ipam/ip-addresses/', { address: '198.51.100.0/24', assigned_object_type: 'dcim.interface', assigned_object_id: iface.id })).body)
      .toEqual({ __all__: ['198.51.100.0 is a network ID, which may not be assigned to an interface.'] });
  });

  it('checks primary IPs and deletes an interface\'s addresses with it, clearing the primary IP', async () => {
    const d = await device(api, graph, { name: 'primary-host' });
    const other = await device(api, graph, { name: 'other-host' });
    const iface = await api.create('/api/dcim/interfaces/', { device: d.id, name: 'eth0', type: '1000base-t' });
    const foreign = await api.create('/api/dcim/interfaces/', { device: other.id, name: 'eth0', type: '1000base-t' });
    const ip = await api.create('/api/ipam/ip-addresses/', { address: '203.0.113.5/24', assigned_object_type: 'dcim.interface', assigned_object_id: iface.id });
    const elsewhere = await api.create('/api/ipam/ip-addresses/', { address: '203.0.113.6/24', assigned_object_type: 'dcim.interface', assigned_object_id: foreign.id });
    const v6 = await api.create('/api/ipam/ip-addresses/', { address: '2001:db8:5::5/64', assigned_object_type: 'dcim.interface', assigned_object_id: iface.id });
    expect((await api.patch(`/api/dcim/devices/${d.id}/`, { primary_ip4: elsewhere.id })).body)
      .toEqual({ primary_ip4: ['The specified IP address (203.0.113.6/24) is not assigned to this device.'] });
    expect((await api.patch(`/api/dcim/devices/${d.id}/`, { primary_ip4: v6.id })).body).toEqual({ primary_ip4: ['2001:db8:5::5/64 is not an IPv4 address.'] });
    const ok = await api.patch(`/api/dcim/devices/${d.id}/`, { primary_ip4: ip.id, primary_ip6: v6.id });
    expect(ok.status).toBe(200);
    expect(ok.body.primary_ip4).toMatchObject({ id: ip.id, address: '203.0.113.5/24', family: { value: 4, label: 'IPv4' } });
    expect(ok.body.primary_ip).toMatchObject({ id: v6.id }); // IPv6 preferred unless PREFER_IPV4
    const moved = await api.patch(`/api/ipam/ip-addresses/${ip.id}/`, { assigned_object_id: foreign.id });
    expect(moved.body).toEqual({ __all__: ['Cannot reassign IP address while it is designated as the primary IP for the parent object'] });
    expect((await api.delete(`/api/dcim/interfaces/${iface.id}/`)).status).toBe(204);
    expect((await api.get(`/api/ipam/ip-addresses/${ip.id}/`)).status).toBe(404);
    const after = (await api.get(`/api/dcim/devices/${d.id}/`)).body;
    expect([after.primary_ip4, after.primary_ip6, after.primary_ip]).toEqual([null, null, null]);
  });

  it('scopes prefixes to sites, counts them, and deletes them with their scope', async () => {
    const site = await api.create('/api/dcim/sites/', { name: 'Scoped', slug: 'scoped' });
    const prefix = await api.create('/api/ipam/prefixes/', { prefix: '100.64.0.0/24', scope_type: 'dcim.site', scope_id: site.id });
    expect(prefix.scope).toMatchObject({ id: site.id, url: site.url, name: 'Scoped', slug: 'scoped' });
    expect((await api.get(`/api/dcim/sites/${site.id}/`)).body.prefix_count).toBe(1);
    expect((await api.post('/api/ipam/prefixes/', { prefix: '100.64.1.0/24', scope_type: 'dcim.site' })).body).toEqual({ scope_id: ['This field cannot be null.'] });
    expect((await api.delete(`/api/dcim/sites/${site.id}/`)).status).toBe(204);
    expect((await api.get(`/api/ipam/prefixes/${prefix.id}/`)).status).toBe(404);
  });

  it('lists and allocates free prefixes and addresses, 409 when there is no room', async () => {
    const vrf = await api.create('/api/ipam/vrfs/', { name: 'alloc' });
    const parent = await api.create('/api/ipam/prefixes/', { prefix: '10.50.0.0/22', vrf: vrf.id });
    await api.create('/api/ipam/prefixes/', { prefix: '10.50.1.0/24', vrf: vrf.id });
    const free = await api.get(`/api/ipam/prefixes/${parent.id}/available-prefixes/`);
    expect(free.body.map((p: { prefix: string }) => p.prefix)).toEqual(['10.50.0.0/24', '10.50.2.0/23']);
    expect(free.body[0]).toMatchObject({ family: 4, vrf: { id: vrf.id, name: 'alloc' } });
    const one = await api.post(`/api/ipam/prefixes/${parent.id}/available-prefixes/`, { prefix_length: 25 });
    expect(one.status).toBe(201);
    expect(one.body).toMatchObject({ prefix: '10.50.0.0/25', vrf: { id: vrf.id } });
    const two = await api.post(`/api/ipam/prefixes/${parent.id}/available-prefixes/`, [{ prefix_length: 24 }, { prefix_length: 24, description: 'second' }]);
    expect(two.body.map((p: { prefix: string }) => p.prefix)).toEqual(['10.50.2.0/24', '10.50.3.0/24']);
    expect(two.body[1].description).toBe('second');
    const full = await api.post(`/api/ipam/prefixes/${parent.id}/available-prefixes/`, { prefix_length: 24 });
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ detail: 'Insufficient resources are available to satisfy the request' });
    expect((await api.post(`/api/ipam/prefixes/${parent.id}/available-prefixes/`, {})).body).toEqual({ prefix_length: ['this field can not be missing'] });

    const small = await api.create('/api/ipam/prefixes/', { prefix: '10.60.0.0/29', vrf: vrf.id });
    const addresses = await api.get(`/api/ipam/prefixes/${small.id}/available-ips/`);
    expect(addresses.body.map((a: { address: string }) => a.address)).toEqual(['10.60.0.1/29', '10.60.0.2/29', '10.60.0.3/29', '10.60.0.4/29', '10.60.0.5/29', '10.60.0.6/29']);
    expect((await api.get(`/api/ipam/prefixes/${small.id}/available-ips/?limit=2`)).body).toHaveLength(2);
    const ip = await api.post(`/api/ipam/prefixes/${small.id}/available-ips/`, { description: 'first' });
    expect(ip.status).toBe(201);
    expect(ip.body).toMatchObject({ address: '10.60.0.1/29', description: 'first', vrf: { id: vrf.id } });
    const many = await api.post(`/api/ipam/prefixes/${small.id}/available-ips/`, [{}, {}, {}, {}, {}]);
    expect(many.body.map((a: { address: string }) => a.address)).toEqual(['10.60.0.2/29', '10.60.0.3/29', '10.60.0.4/29', '10.60.0.5/29', '10.60.0.6/29']);
    expect((await api.post(`/api/ipam/prefixes/${small.id}/available-ips/`, {})).status).toBe(409);
    const v6 = await api.create('/api/ipam/prefixes/', { prefix: '2001:db8:50::/126' });
    expect((await api.get(`/api/ipam/prefixes/${v6.id}/available-ips/`)).body.map((a: { address: string }) => a.address))
      .toEqual(['2001:db8:50::1/126', '2001:db8:50::2/126', '2001:db8:50::3/126']);

    const range = await api.create('/api/ipam/ip-ranges/', { start_address: '10.70.0.10/24', end_address: '10.70.0.12/24' });
    expect(range.display).toBe('10.70.0.10-12/24');
    expect(range.size).toBe(3);
    await api.create('/api/ipam/ip-addresses/', { address: '10.70.0.11/24' });
    expect((await api.get(`/api/ipam/ip-ranges/${range.id}/available-ips/`)).body.map((a: { address: string }) => a.address)).toEqual(['10.70.0.10/24', '10.70.0.12/24']);
  });

  it('allocates VLAN ids and ASNs', async () => {
    const group = await api.create('/api/ipam/vlan-groups/', { name: 'alloc vlans', slug: 'alloc-vlans', vid_ranges: [[10, 12]] });
    expect(group.total_vlan_ids).toBe(3);
    await api.create('/api/ipam/vlans/', { vid: 10, name: 'ten', group: group.id });
    expect((await api.post('/api/ipam/vlans/', { vid: 13, name: 'thirteen', group: group.id })).body)
      .toEqual({ vid: ['VID must be in ranges 10-12 for VLANs in group alloc vlans'] });
    expect((await api.get(`/api/ipam/vlan-groups/${group.id}/available-vlans/`)).body.map((v: { vid: number }) => v.vid)).toEqual([11, 12]);
    const vlan = await api.post(`/api/ipam/vlan-groups/${group.id}/available-vlans/`, { name: 'next' });
    expect(vlan.status).toBe(201);
    expect(vlan.body).toMatchObject({ vid: 11, name: 'next', group: { id: group.id } });
    expect((await api.get(`/api/ipam/vlan-groups/${group.id}/`)).body.utilization).toBe('66.67');
    const rir = await api.create('/api/ipam/rirs/', { name: 'Alloc RIR', slug: 'alloc-rir' });
    const range = await api.create('/api/ipam/asn-ranges/', { name: 'private', slug: 'private', rir: rir.id, start: 64512, end: 64514 });
    expect((await api.post('/api/ipam/asn-ranges/', { name: 'bad', slug: 'bad', rir: rir.id, start: 5, end: 5 })).body).toEqual({ __all__: ['Starting ASN (5) must be lower than ending ASN (5).'] });
    const asn = await api.post(`/api/ipam/asn-ranges/${range.id}/available-asns/`, [{}, { description: 'b' }]);
    expect(asn.body.map((a: { asn: number }) => a.asn)).toEqual([64512, 64513]);
    expect(asn.body[0].display).toBe('AS64512');
    expect((await api.get(`/api/ipam/asn-ranges/${range.id}/`)).body.asn_count).toBe(2);
    expect((await api.get(`/api/ipam/asn-ranges/${range.id}/available-asns/`)).body).toEqual([{ rir: expect.objectContaining({ id: rir.id }), asn: 64514 }]);
  });

  it("filters addresses by device as NetBox's filter_device does: a virtual chassis master's include its members' interfaces", async () => {
    const [master, member, alone] = [await device(api, graph, { name: 'vc-master' }), await device(api, graph, { name: 'vc-member' }), await device(api, graph, { name: 'vc-alone' })];
    const chassis = await api.create('/api/dcim/virtual-chassis/', { name: 'vc-ips' });
    await api.patch(`/api/dcim/devices/${master.id}/`, { virtual_chassis: chassis.id, vc_position: 1 });
    await api.patch(`/api/dcim/devices/${member.id}/`, { virtual_chassis: chassis.id, vc_position: 2 });
    expect((await api.patch(`/api/dcim/virtual-chassis/${chassis.id}/`, { master: master.id })).status).toBe(200);
    const iface = async (owner: Record<string, any>, name: string, extra: Record<string, unknown> = {}) =>
      api.create('/api/dcim/interfaces/', { device: owner.id, name, type: '1000base-t', ...extra });
    const address = async (text: string, on: Record<string, any>) =>
      api.create('/api/ipam/ip-addresses/', { address: text, assigned_object_type: 'dcim.interface', assigned_object_id: on.id });
    const mac = async (text: string, on: Record<string, any>) =>
      api.create('/api/dcim/mac-addresses/', { mac_address: text, assigned_object_type: 'dcim.interface', assigned_object_id: on.id });
    const [masterEth, masterMgmt] = [await iface(master, 'eth0'), await iface(master, 'mgmt0', { mgmt_only: true })];
    const [memberEth, memberMgmt] = [await iface(member, 'eth0'), await iface(member, 'mgmt0', { mgmt_only: true })];
    const aloneEth = await iface(alone, 'eth0');
    await address('10.77.0.1/24', masterEth);
    await address('10.77.0.2/24', masterMgmt);
    await address('10.77.0.3/24', memberEth);
    await address('10.77.0.4/24', memberMgmt);
    await address('10.77.0.5/24', aloneEth);
    await mac('00:00:00:77:00:01', masterEth);
    await mac('00:00:00:77:00:03', memberEth);
    await mac('00:00:00:77:00:04', memberMgmt);
    const addresses = async (query: string) => {
      const reply = await api.get(`/api/ipam/ip-addresses/?parent=10.77.0.0/24&${query}`);
      return reply.status === 200 ? reply.body.results.map((a: { address: string }) => a.address) : reply.body;
    };
    // The master: its own interfaces (management ones too) and its members' non-management ones.
    expect(await addresses(`device_id=${master.id}`)).toEqual(['10.77.0.1/24', '10.77.0.2/24', '10.77.0.3/24']);
    expect(await addresses('device=vc-master')).toEqual(['10.77.0.1/24', '10.77.0.2/24', '10.77.0.3/24']);
    // A member that is not the master: its own interfaces only.
    expect(await addresses(`device_id=${member.id}`)).toEqual(['10.77.0.3/24', '10.77.0.4/24']);
    expect(await addresses(`device_id=${alone.id}&device_id=${member.id}`)).toEqual(['10.77.0.3/24', '10.77.0.4/24', '10.77.0.5/24']);
    // NetBox's MultiValueNumberFilter: a device that does not exist matches nothing, a non-number is a 400.
    expect(await addresses('device_id=999999999')).toEqual([]);
    expect(await addresses('device=nobody')).toEqual([]);
    expect(await addresses('device_id=abc')).toEqual({ device_id: ['Enter a whole number.'] });
    expect(await addresses('device_id=')).toHaveLength(5);
    // MAC addresses filter by device the same way (NetBox's MACAddressFilterSet.filter_device).
    const macs = async (query: string) => (await api.get(`/api/dcim/mac-addresses/?mac_address__isw=00:00:00:77&${query}`)).body.results.map((m: { mac_address: string }) => m.mac_address);
    expect(await macs(`device_id=${master.id}`)).toEqual(['00:00:00:77:00:01', '00:00:00:77:00:03']);
    expect(await macs('device=vc-member')).toEqual(['00:00:00:77:00:03', '00:00:00:77:00:04']);
  });

  it('never hands out the same address or prefix to concurrent requests', async () => {
    const pool = await api.create('/api/ipam/prefixes/', { prefix: '10.99.0.0/24' });
    const replies = await Promise.all(Array.from({ length: 20 }, () => api.post(`/api/ipam/prefixes/${pool.id}/available-ips/`, {})));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(201));
    const handed = replies.map((r) => r.body.address);
    expect(new Set(handed).size).toBe(20);
    const parent = await api.create('/api/ipam/prefixes/', { prefix: '10.98.0.0/16' });
    const prefixes = await Promise.all(Array.from({ length: 20 }, () => api.post(`/api/ipam/prefixes/${parent.id}/available-prefixes/`, { prefix_length: 24 })));
    expect(prefixes.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(prefixes.map((r) => r.body.prefix)).size).toBe(20);
    expect((await api.get(`/api/ipam/prefixes/${parent.id}/`)).body.children).toBe(20);
  });

  it('renders config contexts merged by weight, matched by assignments, with local data on top', async () => {
    const region = await api.create('/api/dcim/regions/', { name: 'CC region', slug: 'cc-region' });
    const child = await api.create('/api/dcim/regions/', { name: 'CC child', slug: 'cc-child', parent: region.id });
    const site = await api.create('/api/dcim/sites/', { name: 'CC site', slug: 'cc-site', region: child.id });
    const tag = await api.create('/api/extras/tags/', { name: 'cc-tag', slug: 'cc-tag' });
    await api.create('/api/extras/config-contexts/', { name: 'base', weight: 100, data: { ntp: ['a'], dns: { primary: '1.1.1.1', secondary: '8.8.8.8' } } });
    await api.create('/api/extras/config-contexts/', { name: 'region', weight: 200, regions: [region.id], data: { ntp: ['b'], dns: { primary: '9.9.9.9' } } });
    await api.create('/api/extras/config-contexts/', { name: 'tagged', weight: 300, tags: ['cc-tag'], data: { tagged: true } });
    await api.create('/api/extras/config-contexts/', { name: 'elsewhere', weight: 400, sites: [graph.site.id], data: { elsewhere: true } });
    await api.create('/api/extras/config-contexts/', { name: 'inactive', weight: 500, is_active: false, data: { inactive: true } });
    const d = await device(api, graph, { name: 'cc-host', site: site.id, tags: [tag.id], local_context_data: { ntp: ['local'] } });
    expect(d.config_context).toEqual({ ntp: ['local'], dns: { primary: '9.9.9.9', secondary: '8.8.8.8' }, tagged: true });
    expect(Object.keys((await api.get(`/api/dcim/devices/${d.id}/?exclude=config_context`)).body)).not.toContain('config_context');
    const list = await api.get(`/api/dcim/devices/?name=cc-host&exclude=config_context`);
    expect(list.body.results[0]).not.toHaveProperty('config_context');
    expect((await api.get(`/api/dcim/devices/?name=cc-host`)).body.results[0].config_context.tagged).toBe(true);
    expect((await api.post('/api/extras/config-contexts/', { name: 'list', data: [1] })).body).toEqual({ data: ['JSON data must be in object form. Example: {"foo": 123}'] });
  });
});
