// NetBox 4.7's FHRP groups and their assignments, and VLAN translation policies and rules: each
// endpoint's fields in NetBox's order, brief forms and display, the rules and unique constraints
// with their messages, an address assigned to a group (the group's ip_addresses, the address
// filters), the interfaces' count_fhrp_groups and vlan_translation_policy, services on a group,
// the filters NetBox's filtersets declare, and what deleting takes along or refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

type Obj = Record<string, any>;

/** NetBox 4.7's serializer field lists (owner left out: G15). */
const FIELDS = {
  group: ['id', 'name', 'url', 'display_url', 'display', 'protocol', 'group_id', 'auth_type', 'auth_key', 'description', 'comments', 'tags', 'custom_fields', 'created', 'last_updated', 'ip_addresses'],
  assignment: ['id', 'url', 'display', 'group', 'interface_type', 'interface_id', 'interface', 'priority', 'created', 'last_updated'],
  // NetBox's serializers list neither tags, custom fields nor timestamps here (docs/deviations.md).
  policy: ['id', 'url', 'display_url', 'display', 'name', 'description', 'comments', 'tags', 'custom_fields', 'created', 'last_updated', 'rules'],
  rule: ['id', 'url', 'display', 'policy', 'local_vid', 'remote_vid', 'description', 'tags', 'custom_fields', 'created', 'last_updated'],
};

describe.each(DIALECTS)('FHRP groups and VLAN translation on %s', (dialect) => {
  let api: TestServer;
  let n = 0;
  const unique = (prefix: string) => `${prefix}-${++n}`;
  let device: Obj;
  let vm: Obj;
  let eth: Obj[];
  let vmEth: Obj;
  beforeAll(async () => {
    api = await startServer(dialect);
    const site = await api.create('/api/dcim/sites/', { name: 'Site', slug: 'site' });
    const maker = await api.create('/api/dcim/manufacturers/', { name: 'Maker', slug: 'maker' });
    const type = await api.create('/api/dcim/device-types/', { manufacturer: maker.id, model: 'Router', slug: 'router' });
    const role = await api.create('/api/dcim/device-roles/', { name: 'Router', slug: 'router' });
    device = await api.create('/api/dcim/devices/', { name: 'r1', device_type: type.id, role: role.id, site: site.id });
    eth = [];
    for (const name of ['eth0', 'eth1', 'eth2']) eth.push(await api.create('/api/dcim/interfaces/', { device: device.id, name, type: '1000base-t' }));
    const clusterType = await api.create('/api/virtualization/cluster-types/', { name: 'KVM', slug: 'kvm' });
    const cluster = await api.create('/api/virtualization/clusters/', { name: 'C1', type: clusterType.id });
    vm = await api.create('/api/virtualization/virtual-machines/', { name: 'vm1', cluster: cluster.id });
    vmEth = await api.create('/api/virtualization/interfaces/', { virtual_machine: vm.id, name: 'eth0' });
  });
  afterAll(async () => api?.close());

  const refused = async (method: 'post' | 'patch', path: string, body: Obj, expected: unknown) => {
    const reply = await api[method](path, body);
    expect([reply.status, reply.body], JSON.stringify(body)).toEqual([400, expected]);
  };
  const ids = async (path: string) => {
    const reply = await api.get(path);
    expect(reply.status, `${path}: ${reply.text}`).toBe(200);
    return (reply.body.results as Obj[]).map((o) => o.id as number);
  };

  describe('FHRP groups', () => {
    it('has NetBox\'s fields, choices, brief form and display, with its virtual addresses', async () => {
      const group = await api.create('/api/ipam/fhrp-groups/', { protocol: 'vrrp2', group_id: 10, auth_type: 'md5', auth_key: 'secret' });
      expect(Object.keys(group)).toEqual(FIELDS.group);
      expect([group.display, group.name, group.protocol, group.auth_type, group.ip_addresses]).toEqual(['VRRPv2: 10', '', { value: 'vrrp2', label: 'VRRPv2' }, { value: 'md5', label: 'MD5' }, []]);
      const brief = (await api.get(`/api/ipam/fhrp-groups/${group.id}/?brief=1`)).body;
      expect(brief).toEqual({ id: group.id, url: group.url, display: 'VRRPv2: 10', protocol: { value: 'vrrp2', label: 'VRRPv2' }, group_id: 10, description: '' });
      const named = await api.create('/api/ipam/fhrp-groups/', { name: 'gateway', protocol: 'hsrp', group_id: 1 });
      expect(named.display).toBe('gateway HSRP: 1');
      // A virtual address assigned to the group.
      const vip = await api.create('/api/ipam/ip-addresses/', { address: '10.0.0.1/24', role: 'vrrp', assigned_object_type: 'ipam.fhrpgroup', assigned_object_id: group.id });
      expect([vip.assigned_object_type, vip.assigned_object.id]).toEqual(['ipam.fhrpgroup', group.id]);
      const read = (await api.get(`/api/ipam/fhrp-groups/${group.id}/`)).body;
      expect(read.ip_addresses.map((ip: Obj) => [ip.id, ip.address])).toEqual([[vip.id, '10.0.0.1/24']]);
      // The display names the group's first address (in address order), kept as addresses come and go.
      expect(read.display).toBe('VRRPv2: 10 (10.0.0.1/24)');
      const lower = await api.create('/api/ipam/ip-addresses/', { address: '9.0.0.1/24', role: 'vrrp', assigned_object_type: 'ipam.fhrpgroup', assigned_object_id: group.id });
      expect((await api.get(`/api/ipam/fhrp-groups/${group.id}/`)).body.display).toBe('VRRPv2: 10 (9.0.0.1/24)');
      expect((await api.patch(`/api/ipam/ip-addresses/${lower.id}/`, { address: '11.0.0.1/24' })).status).toBe(200);
      expect((await api.get(`/api/ipam/ip-addresses/${vip.id}/`)).body.assigned_object.display).toBe('VRRPv2: 10 (10.0.0.1/24)');
      expect((await api.patch(`/api/ipam/ip-addresses/${vip.id}/`, { assigned_object_type: null, assigned_object_id: null })).status).toBe(200);
      expect((await api.get(`/api/ipam/fhrp-groups/${group.id}/?brief=1`)).body.display).toBe('VRRPv2: 10 (11.0.0.1/24)');
      expect((await api.delete(`/api/ipam/ip-addresses/${lower.id}/`)).status).toBe(204);
      expect((await api.get(`/api/ipam/fhrp-groups/${group.id}/`)).body.display).toBe('VRRPv2: 10');
      expect((await api.patch(`/api/ipam/ip-addresses/${vip.id}/`, { assigned_object_type: 'ipam.fhrpgroup', assigned_object_id: group.id })).status).toBe(200);
      expect(await ids(`/api/ipam/ip-addresses/?fhrpgroup_id=${group.id}`)).toEqual([vip.id]);
      // An FHRP group's address is not assigned to an interface; the count (kept per type) agrees with the rows.
      const onInterface = await api.create('/api/ipam/ip-addresses/', { address: '10.0.0.2/24', assigned_object_type: 'dcim.interface', assigned_object_id: eth[0]!.id });
      const assigned = (await api.get('/api/ipam/ip-addresses/?assigned_to_interface=true&limit=1000')).body;
      expect([assigned.results.map((ip: Obj) => ip.id), assigned.count]).toEqual([[onInterface.id], 1]);
      const unassigned = (await api.get('/api/ipam/ip-addresses/?assigned_to_interface=false&limit=1000')).body;
      expect(unassigned.results.map((ip: Obj) => ip.id)).toContain(vip.id);
      expect(unassigned.count).toBe(unassigned.results.length);
      await api.delete(`/api/ipam/ip-addresses/${onInterface.id}/`);
      // A group id is a positive small integer; the protocol one of NetBox's.
      await refused('post', '/api/ipam/fhrp-groups/', { protocol: 'vrrp9', group_id: 40000 }, { protocol: ['vrrp9 is not a valid choice.'], group_id: ['Ensure this value is less than or equal to 32767.'] });
      await refused('post', '/api/ipam/fhrp-groups/', {}, { protocol: ['This field is required.'], group_id: ['This field is required.'] });
      // Deleting the group takes its addresses' assignment along with them (a generic relation's cascade).
      expect((await api.delete(`/api/ipam/fhrp-groups/${group.id}/`)).status).toBe(204);
      expect((await api.get(`/api/ipam/ip-addresses/${vip.id}/`)).status).toBe(404);
    });

    it('filters as NetBox\'s FHRPGroupFilterSet (search, related_ip)', async () => {
      const vrf = await api.create('/api/ipam/vrfs/', { name: 'Blue' });
      const a = await api.create('/api/ipam/fhrp-groups/', { protocol: 'carp', group_id: 4711, description: 'core pair' });
      const b = await api.create('/api/ipam/fhrp-groups/', { protocol: 'carp', group_id: 12, name: 'edge' });
      await api.create('/api/ipam/ip-addresses/', { address: '192.0.2.1/24', assigned_object_type: 'ipam.fhrpgroup', assigned_object_id: a.id });
      await api.create('/api/ipam/ip-addresses/', { address: '192.0.2.1/24', vrf: vrf.id, assigned_object_type: 'ipam.fhrpgroup', assigned_object_id: b.id });
      const host = await api.create('/api/ipam/ip-addresses/', { address: '192.0.2.77/24' });
      const vrfHost = await api.create('/api/ipam/ip-addresses/', { address: '192.0.2.78/24', vrf: vrf.id });
      const elsewhere = await api.create('/api/ipam/ip-addresses/', { address: '198.51.100.7/24' });
      expect(await ids('/api/ipam/fhrp-groups/?protocol=carp&q=471')).toEqual([a.id]);
      expect(await ids('/api/ipam/fhrp-groups/?protocol=carp&q=CORE')).toEqual([a.id]);
      expect(await ids('/api/ipam/fhrp-groups/?protocol=carp&q=EDGE')).toEqual([b.id]);
      expect(await ids(`/api/ipam/fhrp-groups/?related_ip=${host.id}`)).toEqual([a.id]);
      expect(await ids(`/api/ipam/fhrp-groups/?related_ip=${vrfHost.id}`)).toEqual([b.id]);
      expect(await ids(`/api/ipam/fhrp-groups/?related_ip=${host.id}&related_ip=${vrfHost.id}`)).toEqual([b.id, a.id]);
      expect(await ids(`/api/ipam/fhrp-groups/?related_ip=${elsewhere.id}`)).toEqual([]);
      expect((await api.get('/api/ipam/fhrp-groups/?related_ip=999999')).status).toBe(400);
      expect(await ids('/api/ipam/fhrp-groups/?group_id=12&protocol=carp')).toEqual([b.id]);
    });
  });

  it('keeps a group\'s first address through a bulk of 1,000 addresses assigned, moved and deleted', async () => {
    const group = await api.create('/api/ipam/fhrp-groups/', { protocol: 'carp', group_id: 999 });
    const bulk = Array.from({ length: 1000 }, (_, i) => ({ address: `172.16.${(1000 - i) >> 8}.${(1000 - i) & 255}/16`, role: 'carp', assigned_object_type: 'ipam.fhrpgroup', assigned_object_id: group.id }));
    const made = await api.post('/api/ipam/ip-addresses/', bulk);
    expect(made.status, made.text).toBe(201);
    const created = made.body as Obj[];
    expect((await api.get(`/api/ipam/fhrp-groups/${group.id}/`)).body.display).toBe('CARP: 999 (172.16.0.1/16)');
    expect((await api.get(`/api/ipam/fhrp-groups/${group.id}/`)).body.ip_addresses).toHaveLength(1000);
    // The lowest address moves away in a bulk update: the next one is the first.
    const lowest = created.find((ip) => ip.address === '172.16.0.1/16')!;
    expect((await api.patch('/api/ipam/ip-addresses/', [{ id: lowest.id, assigned_object_type: null, assigned_object_id: null }])).status).toBe(200);
    expect((await api.get(`/api/ipam/fhrp-groups/${group.id}/?brief=1`)).body.display).toBe('CARP: 999 (172.16.0.2/16)');
    const deleted = await api.delete('/api/ipam/ip-addresses/', { body: created.map((ip) => ({ id: ip.id })) });
    expect(deleted.status).toBe(204);
    expect((await api.get(`/api/ipam/fhrp-groups/${group.id}/`)).body.display).toBe('CARP: 999');
  }, 120_000);

  describe('FHRP group assignments', () => {
    it('joins interfaces of devices and VMs to a group, once each, with a priority; counts on the interfaces', async () => {
      const group = await api.create('/api/ipam/fhrp-groups/', { protocol: 'vrrp3', group_id: 20 });
      const first = await api.create('/api/ipam/fhrp-group-assignments/', { group: group.id, interface_type: 'dcim.interface', interface_id: eth[0]!.id, priority: 100 });
      expect(Object.keys(first)).toEqual(FIELDS.assignment);
      expect([first.display, first.interface.id, first.interface.device.id, first.group.display]).toEqual(['eth0: VRRPv3: 20 (100)', eth[0]!.id, device.id, 'VRRPv3: 20']);
      const brief = (await api.get(`/api/ipam/fhrp-group-assignments/${first.id}/?brief=1`)).body;
      expect(Object.keys(brief)).toEqual(['id', 'url', 'display', 'group', 'interface_type', 'interface_id', 'priority']);
      const second = await api.create('/api/ipam/fhrp-group-assignments/', { group: group.id, interface_type: 'dcim.interface', interface_id: eth[1]!.id, priority: 200 });
      const onVm = await api.create('/api/ipam/fhrp-group-assignments/', { group: group.id, interface_type: 'virtualization.vminterface', interface_id: vmEth.id, priority: 50 });
      // Ordered by priority, highest first.
      expect(await ids(`/api/ipam/fhrp-group-assignments/?group_id=${group.id}`)).toEqual([second.id, first.id, onVm.id]);
      await refused('post', '/api/ipam/fhrp-group-assignments/', { group: group.id, interface_type: 'dcim.interface', interface_id: eth[0]!.id, priority: 1 },
        { __all__: ['FHRP group assignment with this Interface type, Interface id and Group already exists.'] });
      await refused('post', '/api/ipam/fhrp-group-assignments/', { group: group.id, interface_type: 'dcim.interface', interface_id: eth[2]!.id, priority: 256 },
        { priority: ['Ensure this value is less than or equal to 255.'] });
      await refused('post', '/api/ipam/fhrp-group-assignments/', { group: group.id, interface_type: 'dcim.site', interface_id: 1, priority: 1 },
        { interface_type: ['Invalid content type: dcim.site'] });
      expect((await api.get(`/api/dcim/interfaces/${eth[0]!.id}/`)).body.count_fhrp_groups).toBe(1);
      expect((await api.get(`/api/dcim/interfaces/${eth[2]!.id}/`)).body.count_fhrp_groups).toBe(0);
      expect((await api.get(`/api/virtualization/interfaces/${vmEth.id}/`)).body.count_fhrp_groups).toBe(1);
      // Filters: by device (id or name), virtual machine, interface, priority.
      expect(await ids(`/api/ipam/fhrp-group-assignments/?device_id=${device.id}&group_id=${group.id}`)).toEqual([second.id, first.id]);
      expect(await ids(`/api/ipam/fhrp-group-assignments/?device=r1&group_id=${group.id}`)).toEqual([second.id, first.id]);
      expect(await ids(`/api/ipam/fhrp-group-assignments/?device=nope`)).toEqual([]);
      expect(await ids(`/api/ipam/fhrp-group-assignments/?virtual_machine_id=${vm.id}`)).toEqual([onVm.id]);
      expect(await ids(`/api/ipam/fhrp-group-assignments/?virtual_machine=vm1`)).toEqual([onVm.id]);
      expect(await ids(`/api/ipam/fhrp-group-assignments/?interface_type=dcim.interface&interface_id=${eth[1]!.id}`)).toEqual([second.id]);
      expect(await ids(`/api/ipam/fhrp-group-assignments/?group_id=${group.id}&priority__gte=100`)).toEqual([second.id, first.id]);
      // Deleting an interface takes its assignments along; deleting the group, the rest.
      const doomed = await api.create('/api/dcim/interfaces/', { device: device.id, name: 'eth9', type: '1000base-t' });
      const gone = await api.create('/api/ipam/fhrp-group-assignments/', { group: group.id, interface_type: 'dcim.interface', interface_id: doomed.id, priority: 1 });
      expect((await api.delete(`/api/dcim/interfaces/${doomed.id}/`)).status).toBe(204);
      expect((await api.get(`/api/ipam/fhrp-group-assignments/${gone.id}/`)).status).toBe(404);
      expect((await api.delete(`/api/ipam/fhrp-groups/${group.id}/`)).status).toBe(204);
      expect(await ids(`/api/ipam/fhrp-group-assignments/?interface_id=${eth[0]!.id}`)).toEqual([]);
      expect((await api.get(`/api/dcim/interfaces/${eth[0]!.id}/`)).body.count_fhrp_groups).toBe(0);
    });

    it('counts the groups of a page of 100 interfaces in the statements of a page of one', async () => {
      const group = await api.create('/api/ipam/fhrp-groups/', { protocol: 'glbp', group_id: 30 });
      const other = await api.create('/api/ipam/fhrp-groups/', { protocol: 'glbp', group_id: 31 });
      const many = await api.create('/api/dcim/devices/', { name: unique('many'), device_type: device.device_type.id, role: device.role.id, site: device.site.id });
      const made = (await api.post('/api/dcim/interfaces/', Array.from({ length: 100 }, (_, i) => ({ device: many.id, name: `ge-${i}`, type: '1000base-t' })))).body as Obj[];
      const assignments = made.flatMap((ifc, i) => [group, other].slice(0, 1 + (i % 2)).map((g) => ({ group: g.id, interface_type: 'dcim.interface', interface_id: ifc.id, priority: i })));
      expect((await api.post('/api/ipam/fhrp-group-assignments/', assignments)).status).toBe(201);
      const statements = async (path: string) => {
        expect((await api.get(path)).status).toBe(200);
        api.db.cache.invalidate();
        const before = api.db.stats.statements;
        const reply = await api.get(path);
        expect(reply.status).toBe(200);
        return { count: api.db.stats.statements - before, results: reply.body.results as Obj[] };
      };
      const one = await statements(`/api/dcim/interfaces/?device_id=${many.id}&limit=1`);
      const page = await statements(`/api/dcim/interfaces/?device_id=${many.id}&limit=100`);
      expect(page.results.map((ifc) => ifc.count_fhrp_groups)).toEqual(made.map((_, i) => 1 + (i % 2)));
      expect(one.results.map((ifc) => ifc.count_fhrp_groups)).toEqual([1]);
      expect(page.count).toBe(one.count);
    });
  });

  describe('services on FHRP groups', () => {
    it('may belong to a group, filtered by it', async () => {
      const group = await api.create('/api/ipam/fhrp-groups/', { protocol: 'hsrp', group_id: 40, name: 'svc-group' });
      const service = await api.create('/api/ipam/services/', { parent_object_type: 'ipam.fhrpgroup', parent_object_id: group.id, name: 'dns', protocol: 'udp', ports: [53] });
      expect([service.parent_object_type, service.parent.id, service.parent.display]).toEqual(['ipam.fhrpgroup', group.id, 'svc-group HSRP: 40']);
      await api.create('/api/ipam/ip-addresses/', { address: '10.40.0.1/24', assigned_object_type: 'ipam.fhrpgroup', assigned_object_id: group.id });
      expect((await api.get(`/api/ipam/services/${service.id}/`)).body.parent.display).toBe('svc-group HSRP: 40 (10.40.0.1/24)');
      expect(await ids(`/api/ipam/services/?fhrpgroup_id=${group.id}`)).toEqual([service.id]);
      expect(await ids('/api/ipam/services/?fhrpgroup=svc-group')).toEqual([service.id]);
    });
  });

  describe('VLAN translation', () => {
    it('has policies with nested rules, one mapping per local and per remote VLAN ID', async () => {
      const policy = await api.create('/api/ipam/vlan-translation-policies/', { name: 'Customer A', description: 'q-in-q' });
      expect(Object.keys(policy)).toEqual(FIELDS.policy);
      expect([policy.display, policy.rules]).toEqual(['Customer A', []]);
      const rule = await api.create('/api/ipam/vlan-translation-rules/', { policy: policy.id, local_vid: 100, remote_vid: 200 });
      expect(Object.keys(rule)).toEqual(FIELDS.rule);
      expect([rule.display, rule.policy]).toEqual(['100 -> 200 (Customer A)', policy.id]);
      const second = await api.create('/api/ipam/vlan-translation-rules/', { policy: policy.id, local_vid: 50, remote_vid: 201 });
      const read = (await api.get(`/api/ipam/vlan-translation-policies/${policy.id}/`)).body;
      // The rules nested in the policy in their own order (policy, local VID).
      expect(read.rules).toEqual([
        { id: second.id, url: second.url, display: '50 -> 201 (Customer A)', policy: policy.id, local_vid: 50, remote_vid: 201, description: '' },
        { id: rule.id, url: rule.url, display: '100 -> 200 (Customer A)', policy: policy.id, local_vid: 100, remote_vid: 200, description: '' },
      ]);
      expect((await api.get(`/api/ipam/vlan-translation-policies/${policy.id}/?brief=1`)).body).toEqual({ id: policy.id, url: policy.url, display: 'Customer A', name: 'Customer A', description: 'q-in-q' });
      await refused('post', '/api/ipam/vlan-translation-rules/', { policy: policy.id, local_vid: 100, remote_vid: 300 }, { __all__: ['VLAN translation rule with this Policy and Local VLAN ID already exists.'] });
      await refused('post', '/api/ipam/vlan-translation-rules/', { policy: policy.id, local_vid: 101, remote_vid: 200 }, { __all__: ['VLAN translation rule with this Policy and Remote VLAN ID already exists.'] });
      await refused('post', '/api/ipam/vlan-translation-rules/', { policy: policy.id, local_vid: 0, remote_vid: 4095 }, { local_vid: ['Ensure this value is greater than or equal to 1.'], remote_vid: ['Ensure this value is less than or equal to 4094.'] });
      await refused('post', '/api/ipam/vlan-translation-policies/', { name: 'Customer A' }, { name: ['VLAN translation policy with this name already exists.'] });
      // Filters.
      expect(await ids(`/api/ipam/vlan-translation-rules/?policy=Customer A`)).toEqual([second.id, rule.id]);
      expect(await ids(`/api/ipam/vlan-translation-rules/?policy_id=${policy.id}&local_vid=100`)).toEqual([rule.id]);
      expect(await ids(`/api/ipam/vlan-translation-rules/?q=201`)).toEqual([second.id]);
      expect(await ids(`/api/ipam/vlan-translation-rules/?q=customer`)).toEqual([second.id, rule.id]);
      expect(await ids('/api/ipam/vlan-translation-policies/?q=Q-IN')).toEqual([policy.id]);
      // Interfaces of devices and VMs apply a policy; a policy in use cannot be deleted.
      const ifc = (await api.patch(`/api/dcim/interfaces/${eth[2]!.id}/`, { vlan_translation_policy: policy.id })).body;
      expect(ifc.vlan_translation_policy).toEqual({ id: policy.id, url: policy.url, display: 'Customer A', name: 'Customer A', description: 'q-in-q' });
      const vmIfc = (await api.patch(`/api/virtualization/interfaces/${vmEth.id}/`, { vlan_translation_policy: policy.id })).body;
      expect(vmIfc.vlan_translation_policy.id).toBe(policy.id);
      expect(await ids(`/api/dcim/interfaces/?vlan_translation_policy_id=${policy.id}`)).toEqual([eth[2]!.id]);
      expect(await ids('/api/virtualization/interfaces/?vlan_translation_policy=Customer A')).toEqual([vmEth.id]);
      expect((await api.delete(`/api/ipam/vlan-translation-policies/${policy.id}/`)).status).toBe(409);
      await api.patch(`/api/dcim/interfaces/${eth[2]!.id}/`, { vlan_translation_policy: null });
      await api.patch(`/api/virtualization/interfaces/${vmEth.id}/`, { vlan_translation_policy: null });
      // Deleting the policy takes its rules along.
      expect((await api.delete(`/api/ipam/vlan-translation-policies/${policy.id}/`)).status).toBe(204);
      expect((await api.get(`/api/ipam/vlan-translation-rules/${rule.id}/`)).status).toBe(404);
    });
  });
});
