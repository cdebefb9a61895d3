// NetBox 4.7's VPN application: tunnel groups, tunnels and their terminations, IKE and IPsec
// proposals, policies and profiles, L2VPNs and their terminations. Each endpoint's fields in
// NetBox's order, brief forms and displays, every clean() rule and constraint with its message,
// the counts, the filters NetBox's filtersets declare (and those it adds to interfaces, VLANs and
// route targets), the l2vpn_termination of interfaces, VM interfaces and VLANs, the terminations
// deleted with their objects, and a page of many terminated VLANs in as many statements as a few.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

type Obj = Record<string, any>;

/** NetBox 4.7's serializer field lists (owner left out: G15). */
const FIELDS = {
  ikeProposal: ['id', 'url', 'display_url', 'display', 'name', 'description', 'authentication_method', 'encryption_algorithm', 'authentication_algorithm', 'group', 'sa_lifetime', 'comments', 'tags', 'custom_fields', 'created', 'last_updated'],
  ikePolicy: ['id', 'url', 'display_url', 'display', 'name', 'description', 'version', 'mode', 'proposals', 'preshared_key', 'comments', 'tags', 'custom_fields', 'created', 'last_updated'],
  ipsecProposal: ['id', 'url', 'display_url', 'display', 'name', 'description', 'encryption_algorithm', 'authentication_algorithm', 'sa_lifetime_seconds', 'sa_lifetime_data', 'comments', 'tags', 'custom_fields', 'created', 'last_updated'],
  ipsecPolicy: ['id', 'url', 'display_url', 'display', 'name', 'description', 'proposals', 'pfs_group', 'comments', 'tags', 'custom_fields', 'created', 'last_updated'],
  ipsecProfile: ['id', 'url', 'display_url', 'display', 'name', 'description', 'mode', 'ike_policy', 'ipsec_policy', 'comments', 'tags', 'custom_fields', 'created', 'last_updated'],
  tunnelGroup: ['id', 'url', 'display_url', 'display', 'name', 'slug', 'description', 'comments', 'tags', 'custom_fields', 'created', 'last_updated', 'tunnel_count'],
  tunnel: ['id', 'url', 'display_url', 'display', 'name', 'status', 'group', 'encapsulation', 'ipsec_profile', 'tenant', 'tunnel_id', 'description', 'comments', 'tags', 'custom_fields', 'created', 'last_updated', 'terminations_count'],
  tunnelTermination: ['id', 'url', 'display_url', 'display', 'tunnel', 'role', 'termination_type', 'termination_id', 'termination', 'outside_ip', 'tags', 'custom_fields', 'created', 'last_updated'],
  l2vpn: ['id', 'url', 'display_url', 'display', 'identifier', 'name', 'slug', 'type', 'status', 'import_targets', 'export_targets', 'description', 'comments', 'tenant', 'tags', 'custom_fields', 'created', 'last_updated'],
  l2vpnTermination: ['id', 'url', 'display_url', 'display', 'l2vpn', 'assigned_object_type', 'assigned_object_id', 'assigned_object', 'tags', 'custom_fields', 'created', 'last_updated'],
};

describe.each(DIALECTS)('the VPN application on %s', (dialect) => {
  let api: TestServer;
  let n = 0;
  const unique = (prefix: string) => `${prefix}-${++n}`;
  let region: Obj;
  let site: Obj;
  let otherSite: Obj;
  let deviceType: Obj;
  let role: Obj;
  let cluster: Obj;
  let tenant: Obj;
  beforeAll(async () => {
    api = await startServer(dialect);
    region = await api.create('/api/dcim/regions/', { name: 'North', slug: 'north' });
    site = await api.create('/api/dcim/sites/', { name: 'Site A', slug: 'site-a', region: region.id });
    otherSite = await api.create('/api/dcim/sites/', { name: 'Site B', slug: 'site-b' });
    const manufacturer = await api.create('/api/dcim/manufacturers/', { name: 'Acme', slug: 'acme' });
    deviceType = await api.create('/api/dcim/device-types/', { manufacturer: manufacturer.id, model: 'Router', slug: 'router' });
    role = await api.create('/api/dcim/device-roles/', { name: 'Edge', slug: 'edge' });
    const clusterType = await api.create('/api/virtualization/cluster-types/', { name: 'KVM', slug: 'kvm' });
    cluster = await api.create('/api/virtualization/clusters/', { name: 'C1', type: clusterType.id });
    tenant = await api.create('/api/tenancy/tenants/', { name: 'Tenant', slug: 'tenant' });
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
  const get = async (path: string) => (await api.get(path)).body as Obj;
  /** A device at `at` with interfaces of these names. */
  const device = async (names: readonly string[], at: Obj = site) => {
    const made = await api.create('/api/dcim/devices/', { name: unique('dev'), device_type: deviceType.id, role: role.id, site: at.id });
    const interfaces: Obj[] = [];
    for (const name of names) interfaces.push(await api.create('/api/dcim/interfaces/', { device: made.id, name, type: '1000base-t' }));
    return { device: made, interfaces };
  };
  const vm = async (names: readonly string[]) => {
    const made = await api.create('/api/virtualization/virtual-machines/', { name: unique('vm'), cluster: cluster.id, site: site.id });
    const interfaces: Obj[] = [];
    for (const name of names) interfaces.push(await api.create('/api/virtualization/interfaces/', { virtual_machine: made.id, name }));
    return { vm: made, interfaces };
  };

  describe('IKE and IPsec', () => {
    it('IKE proposals: fields, choices with NetBox\'s labels, required fields, filters by policy', async () => {
      const proposal = await api.create('/api/vpn/ike-proposals/', { name: 'IKE-P1', authentication_method: 'preshared-keys', encryption_algorithm: 'aes-256-gcm', group: 14, sa_lifetime: 28800 });
      expect(Object.keys(proposal)).toEqual(FIELDS.ikeProposal);
      expect([proposal.display, proposal.authentication_method, proposal.encryption_algorithm, proposal.authentication_algorithm, proposal.group]).toEqual([
        'IKE-P1', { value: 'preshared-keys', label: 'Pre-shared keys' }, { value: 'aes-256-gcm', label: '256-bit AES (GCM)' }, null, { value: 14, label: 'Group 14' },
      ]);
      expect((await api.get(`/api/vpn/ike-proposals/${proposal.id}/?brief=1`)).body).toEqual({ id: proposal.id, url: proposal.url, display: 'IKE-P1', name: 'IKE-P1', description: '' });
      await refused('post', '/api/vpn/ike-proposals/', { name: 'IKE-P2' }, {
        authentication_method: ['This field is required.'], encryption_algorithm: ['This field is required.'], group: ['This field is required.'],
      });
      await refused('post', '/api/vpn/ike-proposals/', { name: 'IKE-P2', authentication_method: 'psk', encryption_algorithm: 'aes-128-cbc', group: 3 }, {
        authentication_method: ['psk is not a valid choice.'], group: ['3 is not a valid choice.'],
      });
      await refused('post', '/api/vpn/ike-proposals/', { name: 'IKE-P1', authentication_method: 'certificates', encryption_algorithm: 'des-cbc', group: 1 }, { name: ['IKE proposal with this name already exists.'] });
    });

    it('IKE policies: a mode for IKEv1 only, the version required, proposals nested and filtered both ways', async () => {
      const p1 = await api.create('/api/vpn/ike-proposals/', { name: unique('ike'), authentication_method: 'certificates', encryption_algorithm: 'aes-128-cbc', authentication_algorithm: 'hmac-sha256', group: 19 });
      const p2 = await api.create('/api/vpn/ike-proposals/', { name: unique('ike'), authentication_method: 'rsa-signatures', encryption_algorithm: '3des-cbc', group: 2 });
      await refused('post', '/api/vpn/ike-policies/', { name: 'POL-1', version: 1 }, { __all__: ['Mode is required for selected IKE version'] });
      await refused('post', '/api/vpn/ike-policies/', { name: 'POL-1', version: 2, mode: 'main' }, { __all__: ['Mode cannot be used for selected IKE version'] });
      await refused('post', '/api/vpn/ike-policies/', { name: 'POL-1', mode: 'main' }, { version: ['This field is required.'] });
      const v1 = await api.create('/api/vpn/ike-policies/', { name: 'POL-1', version: 1, mode: 'aggressive', proposals: [p1.id, p2.id], preshared_key: 'secret' });
      expect(Object.keys(v1)).toEqual(FIELDS.ikePolicy);
      expect([v1.version, v1.mode, v1.preshared_key, v1.proposals.map((p: Obj) => p.id)]).toEqual([{ value: 1, label: 'IKEv1' }, { value: 'aggressive', label: 'Aggressive' }, 'secret', [p1.id, p2.id]]);
      expect(Object.keys(v1.proposals[0])).toEqual(['id', 'url', 'display', 'name', 'description']);
      const v2 = await api.create('/api/vpn/ike-policies/', { name: 'POL-2', version: 2, proposals: [p2.id] });
      expect(await ids('/api/vpn/ike-policies/?preshared_key=secret')).toEqual([v1.id]);
      expect(await ids('/api/vpn/ike-policies/?preshared_key__empty=true')).toEqual([v2.id]);
      expect([v2.mode, v2.preshared_key]).toEqual([null, '']);
      // Moving to IKEv2 needs the mode cleared in the same write.
      await refused('patch', `/api/vpn/ike-policies/${v1.id}/`, { version: 2 }, { __all__: ['Mode cannot be used for selected IKE version'] });
      expect((await api.patch(`/api/vpn/ike-policies/${v1.id}/`, { version: 2, mode: '' })).body.mode).toBeNull();
      expect(await ids(`/api/vpn/ike-policies/?ike_proposal_id=${p1.id}`)).toEqual([v1.id]);
      expect(await ids(`/api/vpn/ike-policies/?ike_proposal=${p2.name}`)).toEqual([v1.id, v2.id]);
      expect(await ids(`/api/vpn/ike-proposals/?ike_policy=POL-2`)).toEqual([p2.id]);
      expect(await ids(`/api/vpn/ike-proposals/?ike_policy_id=${v1.id}&group=19`)).toEqual([p1.id]);
    });

    it('IPsec proposals need an algorithm; policies and profiles nest and filter theirs; a used policy is protected', async () => {
      await refused('post', '/api/vpn/ipsec-proposals/', { name: 'ESP-0', sa_lifetime_seconds: 3600 }, { __all__: ['Encryption and/or authentication algorithm must be defined'] });
      const enc = await api.create('/api/vpn/ipsec-proposals/', { name: 'ESP-1', encryption_algorithm: 'aes-256-cbc' });
      const auth = await api.create('/api/vpn/ipsec-proposals/', { name: 'ESP-2', authentication_algorithm: 'hmac-md5', sa_lifetime_data: 4608000 });
      expect(Object.keys(enc)).toEqual(FIELDS.ipsecProposal);
      expect([enc.encryption_algorithm, enc.authentication_algorithm, auth.authentication_algorithm, auth.sa_lifetime_data]).toEqual([{ value: 'aes-256-cbc', label: '256-bit AES (CBC)' }, null, { value: 'hmac-md5', label: 'MD5 HMAC' }, 4608000]);
      await refused('patch', `/api/vpn/ipsec-proposals/${enc.id}/`, { encryption_algorithm: null }, { __all__: ['Encryption and/or authentication algorithm must be defined'] });
      const policy = await api.create('/api/vpn/ipsec-policies/', { name: 'IPSEC-POL', proposals: [enc.id, auth.id], pfs_group: 14 });
      expect(Object.keys(policy)).toEqual(FIELDS.ipsecPolicy);
      expect([policy.pfs_group, policy.proposals.map((p: Obj) => p.display)]).toEqual([{ value: 14, label: 'Group 14' }, ['ESP-1', 'ESP-2']]);
      expect(await ids(`/api/vpn/ipsec-policies/?ipsec_proposal=ESP-2`)).toEqual([policy.id]);
      expect(await ids(`/api/vpn/ipsec-policies/?ipsec_proposal_id=${enc.id}&pfs_group=14`)).toEqual([policy.id]);
      expect(await ids(`/api/vpn/ipsec-proposals/?ipsec_policy=IPSEC-POL&encryption_algorithm=aes-256-cbc`)).toEqual([enc.id]);
      expect(await ids(`/api/vpn/ipsec-proposals/?ipsec_policy_id=${policy.id}`)).toEqual([enc.id, auth.id]);
      const ike = await api.create('/api/vpn/ike-policies/', { name: unique('ike-pol'), version: 2 });
      await refused('post', '/api/vpn/ipsec-profiles/', { name: 'PROF' }, { mode: ['This field is required.'], ike_policy: ['This field is required.'], ipsec_policy: ['This field is required.'] });
      const profile = await api.create('/api/vpn/ipsec-profiles/', { name: 'PROF', mode: 'esp', ike_policy: ike.id, ipsec_policy: policy.id });
      expect(Object.keys(profile)).toEqual(FIELDS.ipsecProfile);
      expect([profile.mode, profile.ike_policy.id, profile.ipsec_policy.id, Object.keys(profile.ike_policy)]).toEqual([{ value: 'esp', label: 'ESP' }, ike.id, policy.id, ['id', 'url', 'display', 'name', 'description']]);
      expect(await ids(`/api/vpn/ipsec-profiles/?ike_policy=${ike.name}&ipsec_policy=IPSEC-POL&mode=esp`)).toEqual([profile.id]);
      expect(await ids(`/api/vpn/ipsec-profiles/?ike_policy_id=${ike.id}&ipsec_policy_id=${policy.id}`)).toEqual([profile.id]);
      expect((await api.delete(`/api/vpn/ipsec-policies/${policy.id}/`)).status).toBe(409);
      expect((await api.delete(`/api/vpn/ike-policies/${ike.id}/`)).status).toBe(409);
    });
  });

  describe('tunnels', () => {
    it('groups and tunnels: fields, brief forms, required choices, counts, filters', async () => {
      const group = await api.create('/api/vpn/tunnel-groups/', { name: 'Mesh', slug: 'mesh' });
      expect(Object.keys(group)).toEqual(FIELDS.tunnelGroup);
      await refused('post', '/api/vpn/tunnels/', { name: 'T0' }, { status: ['This field is required.'], encapsulation: ['This field is required.'] });
      await refused('post', '/api/vpn/tunnels/', { name: 'T0', status: 'up', encapsulation: 'gre' }, { status: ['up is not a valid choice.'] });
      const ike = await api.create('/api/vpn/ike-policies/', { name: unique('ike-pol'), version: 2 });
      const ipsec = await api.create('/api/vpn/ipsec-policies/', { name: unique('ipsec-pol') });
      const profile = await api.create('/api/vpn/ipsec-profiles/', { name: 'TUN-PROF', mode: 'ah', ike_policy: ike.id, ipsec_policy: ipsec.id });
      const t1 = await api.create('/api/vpn/tunnels/', { name: 'T1', status: 'active', encapsulation: 'ipsec-tunnel', group: group.id, ipsec_profile: profile.id, tenant: tenant.id, tunnel_id: 2 ** 40 });
      const t2 = await api.create('/api/vpn/tunnels/', { name: 'T2', status: 'planned', encapsulation: 'wireguard' });
      expect(Object.keys(t1)).toEqual(FIELDS.tunnel);
      expect([t1.display, t1.status, t1.encapsulation, t1.group.id, t1.ipsec_profile.id, t1.tenant.id, t1.tunnel_id, t1.terminations_count]).toEqual([
        'T1', { value: 'active', label: 'Active' }, { value: 'ipsec-tunnel', label: 'IPsec - Tunnel' }, group.id, profile.id, tenant.id, 2 ** 40, 0,
      ]);
      // Nested, the group has no count (NetBox's RelatedObjectCountField is skipped where not annotated).
      expect(Object.keys(t1.group)).toEqual(['id', 'url', 'display', 'name', 'slug', 'description']);
      expect([t2.group, t2.encapsulation.label]).toEqual([null, 'WireGuard']);
      expect((await api.get(`/api/vpn/tunnels/${t1.id}/?brief=1`)).body).toEqual({ id: t1.id, url: t1.url, display: 'T1', name: 'T1', description: '' });
      expect((await api.get(`/api/vpn/tunnel-groups/${group.id}/?brief=1`)).body).toEqual({ id: group.id, url: group.url, display: 'Mesh', name: 'Mesh', slug: 'mesh', description: '', tunnel_count: 1 });
      expect((await get(`/api/vpn/tunnel-groups/${group.id}/`)).tunnel_count).toBe(1);
      expect(await ids('/api/vpn/tunnels/?group=mesh')).toEqual([t1.id]);
      expect(await ids(`/api/vpn/tunnels/?group_id=${group.id}`)).toEqual([t1.id]);
      expect(await ids('/api/vpn/tunnels/?ipsec_profile=TUN-PROF')).toEqual([t1.id]);
      expect(await ids(`/api/vpn/tunnels/?ipsec_profile_id=${profile.id}&tenant=tenant`)).toEqual([t1.id]);
      expect(await ids('/api/vpn/tunnels/?encapsulation=wireguard&encapsulation=gre')).toEqual([t2.id]);
      expect(await ids('/api/vpn/tunnels/?status=planned')).toEqual([t2.id]);
      expect(await ids(`/api/vpn/tunnels/?tunnel_id=${2 ** 40}`)).toEqual([t1.id]);
      expect(await ids('/api/vpn/tunnels/?q=t2')).toEqual([t2.id]);
      expect(await ids('/api/vpn/tunnel-groups/?q=mes')).toEqual([group.id]);
      expect((await api.delete(`/api/vpn/tunnel-groups/${group.id}/`)).status).toBe(409);
      expect((await api.delete(`/api/vpn/ipsec-profiles/${profile.id}/`)).status).toBe(409);
      // Contacts (ContactsMixin): assigned to a tunnel, found by the tunnel's contact filter.
      const contactRole = await api.create('/api/tenancy/contact-roles/', { name: 'NOC', slug: 'noc' });
      const contact = await api.create('/api/tenancy/contacts/', { name: 'Ops' });
      await api.create('/api/tenancy/contact-assignments/', { object_type: 'vpn.tunnel', object_id: t2.id, contact: contact.id, role: contactRole.id });
      expect(await ids(`/api/vpn/tunnels/?contact=${contact.id}`)).toEqual([t2.id]);
    });

    it('terminations: one tunnel per interface (both messages), display, counts, filters, deleted with their interface', async () => {
      const tunnel = await api.create('/api/vpn/tunnels/', { name: 'T-Main', status: 'active', encapsulation: 'gre' });
      const other = await api.create('/api/vpn/tunnels/', { name: 'T-Other', status: 'active', encapsulation: 'gre' });
      const a = await device(['tun0', 'eth0']);
      const b = await vm(['wg0']);
      const ip = await api.create('/api/ipam/ip-addresses/', { address: '192.0.2.1/24', assigned_object_type: 'dcim.interface', assigned_object_id: a.interfaces[1]!.id });
      await refused('post', '/api/vpn/tunnel-terminations/', { tunnel: tunnel.id, termination_type: 'dcim.interface', termination_id: a.interfaces[0]!.id }, { role: ['This field is required.'] });
      const hub = await api.create('/api/vpn/tunnel-terminations/', { tunnel: tunnel.id, role: 'hub', termination_type: 'dcim.interface', termination_id: a.interfaces[0]!.id, outside_ip: ip.id });
      expect(Object.keys(hub)).toEqual(FIELDS.tunnelTermination);
      expect([hub.display, hub.role, hub.termination_type, hub.termination.id, hub.termination.device.id, hub.outside_ip.address, hub.tunnel.display]).toEqual([
        `T-Main: Termination ${hub.id}`, { value: 'hub', label: 'Hub' }, 'dcim.interface', a.interfaces[0]!.id, a.device.id, '192.0.2.1/24', 'T-Main',
      ]);
      expect((await api.get(`/api/vpn/tunnel-terminations/${hub.id}/?brief=1`)).body).toEqual({ id: hub.id, url: hub.url, display: `T-Main: Termination ${hub.id}` });
      const spoke = await api.create('/api/vpn/tunnel-terminations/', { tunnel: tunnel.id, role: 'spoke', termination_type: 'virtualization.vminterface', termination_id: b.interfaces[0]!.id });
      await refused('post', '/api/vpn/tunnel-terminations/', { tunnel: other.id, role: 'peer', termination_type: 'dcim.interface', termination_id: a.interfaces[0]!.id }, {
        termination: ['tun0 is already attached to a tunnel (T-Main).'], __all__: ['An object may be terminated to only one tunnel at a time.'],
      });
      await refused('patch', `/api/vpn/tunnel-terminations/${spoke.id}/`, { termination_type: 'dcim.interface', termination_id: a.interfaces[0]!.id }, {
        termination: ['tun0 is already attached to a tunnel (T-Main).'], __all__: ['An object may be terminated to only one tunnel at a time.'],
      });
      await refused('post', '/api/vpn/tunnel-terminations/', { tunnel: other.id, role: 'peer', termination_type: 'dcim.site', termination_id: site.id }, { termination_type: [expect.any(String)] });
      // Its own termination again, and moving it to another tunnel, are fine.
      expect((await api.patch(`/api/vpn/tunnel-terminations/${hub.id}/`, { termination_type: 'dcim.interface', termination_id: a.interfaces[0]!.id, role: 'peer' })).status).toBe(200);
      expect((await get(`/api/vpn/tunnels/${tunnel.id}/`)).terminations_count).toBe(2);
      // A role alone changes (the object is its own), and change records name the tunnel (TunnelTermination.to_objectchange()).
      expect((await api.patch(`/api/vpn/tunnel-terminations/${spoke.id}/`, { role: 'hub' })).body.role.value).toBe('hub');
      const changes = (await get(`/api/core/object-changes/?related_object_type=vpn.tunnel&related_object_id=${tunnel.id}`)).results as Obj[];
      expect(changes.filter((c) => c.changed_object_id === spoke.id).map((c) => c.action.value).sort()).toEqual(['create', 'update']);
      // By tunnel, then role: the former spoke (now a hub) before the former hub (now a peer).
      expect(await ids(`/api/vpn/tunnel-terminations/?tunnel=T-Main`)).toEqual([spoke.id, hub.id]);
      expect(await ids(`/api/vpn/tunnel-terminations/?tunnel_id=${tunnel.id}&role=hub`)).toEqual([spoke.id]);
      expect(await ids(`/api/vpn/tunnel-terminations/?interface_id=${a.interfaces[0]!.id}`)).toEqual([hub.id]);
      expect(await ids(`/api/vpn/tunnel-terminations/?interface=tun0`)).toEqual([hub.id]);
      expect(await ids(`/api/vpn/tunnel-terminations/?vminterface_id=${b.interfaces[0]!.id}`)).toEqual([spoke.id]);
      expect(await ids(`/api/vpn/tunnel-terminations/?vminterface=wg0`)).toEqual([spoke.id]);
      expect(await ids(`/api/vpn/tunnel-terminations/?termination_type=virtualization.vminterface`)).toEqual([spoke.id]);
      expect(await ids(`/api/vpn/tunnel-terminations/?outside_ip_id=${ip.id}`)).toEqual([hub.id]);
      // NetBox's filterset takes q and searches nothing.
      expect(await ids(`/api/vpn/tunnel-terminations/?q=nothing-matches&tunnel_id=${tunnel.id}`)).toEqual([spoke.id, hub.id]);
      expect(await ids(`/api/vpn/tunnel-terminations/?termination_id=${b.interfaces[0]!.id}&termination_type=virtualization.vminterface`)).toEqual([spoke.id]);
      // The outside IP is protected; the interfaces take their terminations along.
      expect((await api.delete(`/api/ipam/ip-addresses/${ip.id}/`)).status).toBe(409);
      expect((await api.delete(`/api/dcim/interfaces/${a.interfaces[0]!.id}/`)).status).toBe(204);
      expect((await api.get(`/api/vpn/tunnel-terminations/${hub.id}/`)).status).toBe(404);
      expect((await api.delete(`/api/virtualization/virtual-machines/${b.vm.id}/`)).status).toBe(204);
      expect((await api.get(`/api/vpn/tunnel-terminations/${spoke.id}/`)).status).toBe(404);
      expect((await get(`/api/vpn/tunnels/${tunnel.id}/`)).terminations_count).toBe(0);
      // A tunnel takes its terminations along.
      const again = await api.create('/api/vpn/tunnel-terminations/', { tunnel: other.id, role: 'peer', termination_type: 'dcim.interface', termination_id: a.interfaces[1]!.id });
      expect((await api.delete(`/api/vpn/tunnels/${other.id}/`)).status).toBe(204);
      expect((await api.get(`/api/vpn/tunnel-terminations/${again.id}/`)).status).toBe(404);
    });
  });

  describe('L2VPNs', () => {
    it('L2VPNs: fields, display with the identifier, route targets, type required, search by identifier, route target filters', async () => {
      const rt1 = await api.create('/api/ipam/route-targets/', { name: '65000:1' });
      const rt2 = await api.create('/api/ipam/route-targets/', { name: '65000:2' });
      await refused('post', '/api/vpn/l2vpns/', { name: 'L0', slug: 'l0' }, { type: ['This field is required.'] });
      const evpn = await api.create('/api/vpn/l2vpns/', { name: 'EVPN-A', slug: 'evpn-a', type: 'vxlan-evpn', identifier: 10100, import_targets: [rt1.id], export_targets: [rt1.id, rt2.id], tenant: tenant.id });
      const plain = await api.create('/api/vpn/l2vpns/', { name: 'VPLS-B', slug: 'vpls-b', type: 'vpls', status: 'planned', description: 'metro 10100' });
      expect(Object.keys(evpn)).toEqual(FIELDS.l2vpn);
      expect([evpn.display, evpn.type, evpn.status, evpn.import_targets.map((t: Obj) => t.name), evpn.export_targets.map((t: Obj) => t.name), evpn.tenant.id]).toEqual([
        'EVPN-A (10100)', { value: 'vxlan-evpn', label: 'VXLAN-EVPN' }, { value: 'active', label: 'Active' }, ['65000:1'], ['65000:1', '65000:2'], tenant.id,
      ]);
      expect([plain.display, plain.identifier, plain.status.label]).toEqual(['VPLS-B', null, 'Planned']);
      expect((await api.get(`/api/vpn/l2vpns/${evpn.id}/?brief=1`)).body).toEqual({
        id: evpn.id, url: evpn.url, display: 'EVPN-A (10100)', identifier: 10100, name: 'EVPN-A', slug: 'evpn-a', type: { value: 'vxlan-evpn', label: 'VXLAN-EVPN' }, description: '',
      });
      expect(await ids('/api/vpn/l2vpns/?q=10100')).toEqual([evpn.id, plain.id]);
      expect(await ids('/api/vpn/l2vpns/?q=evpn')).toEqual([evpn.id]);
      expect(await ids(`/api/vpn/l2vpns/?import_target_id=${rt1.id}`)).toEqual([evpn.id]);
      expect(await ids('/api/vpn/l2vpns/?export_target=65000:2')).toEqual([evpn.id]);
      expect(await ids('/api/vpn/l2vpns/?type=vpls&status=planned')).toEqual([plain.id]);
      expect(await ids('/api/vpn/l2vpns/?identifier=10100')).toEqual([evpn.id]);
      expect(await ids('/api/ipam/route-targets/?importing_l2vpn=10100')).toEqual([rt1.id]);
      expect(await ids(`/api/ipam/route-targets/?exporting_l2vpn_id=${evpn.id}`)).toEqual([rt1.id, rt2.id]);
      expect((await api.delete(`/api/tenancy/tenants/${tenant.id}/`)).status).toBe(409);
    });

    it('terminations: VLANs, interfaces and VM interfaces read their l2vpn_termination; one per object; two per point-to-point L2VPN', async () => {
      const l2vpn = await api.create('/api/vpn/l2vpns/', { name: 'VPWS-1', slug: 'vpws-1', type: 'vpws', identifier: 7 });
      const multi = await api.create('/api/vpn/l2vpns/', { name: 'VXLAN-1', slug: 'vxlan-1', type: 'vxlan' });
      const vlanA = await api.create('/api/ipam/vlans/', { vid: 100, name: 'V100', site: site.id });
      const vlanB = await api.create('/api/ipam/vlans/', { vid: 200, name: 'V200', site: otherSite.id });
      const d = await device(['xe-0/0/0'], otherSite);
      const v = await vm(['ens3']);
      const onA = await api.create('/api/vpn/l2vpn-terminations/', { l2vpn: l2vpn.id, assigned_object_type: 'ipam.vlan', assigned_object_id: vlanA.id });
      expect(Object.keys(onA)).toEqual(FIELDS.l2vpnTermination);
      expect([onA.display, onA.assigned_object.id, onA.assigned_object.vid, onA.l2vpn.display]).toEqual(['V100 (100) <> VPWS-1 (7)', vlanA.id, 100, 'VPWS-1 (7)']);
      expect((await api.get(`/api/vpn/l2vpn-terminations/${onA.id}/?brief=1`)).body).toEqual({ id: onA.id, url: onA.url, display: 'V100 (100) <> VPWS-1 (7)', l2vpn: onA.l2vpn });
      const onB = await api.create('/api/vpn/l2vpn-terminations/', { l2vpn: l2vpn.id, assigned_object_type: 'ipam.vlan', assigned_object_id: vlanB.id });
      await refused('post', '/api/vpn/l2vpn-terminations/', { l2vpn: l2vpn.id, assigned_object_type: 'dcim.interface', assigned_object_id: d.interfaces[0]!.id }, {
        __all__: ['VPWS L2VPNs cannot have more than two terminations; found 2 already defined.'],
      });
      await refused('post', '/api/vpn/l2vpn-terminations/', { l2vpn: multi.id, assigned_object_type: 'ipam.vlan', assigned_object_id: vlanA.id }, {
        __all__: ['L2VPN Termination already assigned (V100 (100))', 'L2VPN termination with this Assigned object type and Assigned object id already exists.'],
      });
      // Its own object again is fine; so is a multipoint L2VPN's third.
      expect((await api.patch(`/api/vpn/l2vpn-terminations/${onA.id}/`, { assigned_object_type: 'ipam.vlan', assigned_object_id: vlanA.id })).status).toBe(200);
      const onIf = await api.create('/api/vpn/l2vpn-terminations/', { l2vpn: multi.id, assigned_object_type: 'dcim.interface', assigned_object_id: d.interfaces[0]!.id });
      const onVm = await api.create('/api/vpn/l2vpn-terminations/', { l2vpn: multi.id, assigned_object_type: 'virtualization.vminterface', assigned_object_id: v.interfaces[0]!.id });
      const thirdVlan = await api.create('/api/ipam/vlans/', { vid: 300, name: 'V300' });
      const onC = await api.create('/api/vpn/l2vpn-terminations/', { l2vpn: multi.id, assigned_object_type: 'ipam.vlan', assigned_object_id: thirdVlan.id });
      // Moving a point-to-point L2VPN's termination to another object counts the others only.
      expect((await api.patch(`/api/vpn/l2vpn-terminations/${onB.id}/`, { assigned_object_type: 'ipam.vlan', assigned_object_id: vlanB.id })).status).toBe(200);
      await refused('post', '/api/vpn/l2vpn-terminations/', { l2vpn: multi.id, assigned_object_type: 'dcim.site', assigned_object_id: site.id }, { assigned_object_type: [expect.any(String)] });

      // The terminated objects read their termination (its brief form, the L2VPN's in it).
      const nested = (t: Obj) => ({ id: t.id, url: t.url, display: t.display, l2vpn: t.l2vpn });
      const vlan = await get(`/api/ipam/vlans/${vlanA.id}/`);
      expect(vlan.l2vpn_termination).toEqual(nested(onA));
      expect(Object.keys(vlan.l2vpn_termination.l2vpn)).toEqual(['id', 'url', 'display', 'identifier', 'name', 'slug', 'type', 'description']);
      const iface = await get(`/api/dcim/interfaces/${d.interfaces[0]!.id}/`);
      expect(iface.l2vpn_termination).toEqual(nested(onIf));
      const keys = Object.keys(iface);
      expect(keys.slice(keys.indexOf('vrf'), keys.indexOf('vrf') + 3)).toEqual(['vrf', 'l2vpn_termination', 'connected_endpoints']);
      const vmIface = await get(`/api/virtualization/interfaces/${v.interfaces[0]!.id}/`);
      expect(vmIface.l2vpn_termination).toEqual(nested(onVm));
      const vmKeys = Object.keys(vmIface);
      expect(vmKeys.slice(vmKeys.indexOf('vrf'), vmKeys.indexOf('vrf') + 3)).toEqual(['vrf', 'l2vpn_termination', 'tags']);
      expect((await get(`/api/ipam/vlans/${thirdVlan.id}/?fields=l2vpn_termination`)).l2vpn_termination.id).toBe(onC.id);
      expect((await get(`/api/dcim/interfaces/${(await device(['free']))!.interfaces[0]!.id}/`)).l2vpn_termination).toBeNull();

      // Filters: the terminations', and the L2VPN filters of VLANs and interfaces.
      const list = '/api/vpn/l2vpn-terminations/';
      expect(await ids(`${list}?l2vpn=vpws-1`)).toEqual([onA.id, onB.id]);
      expect(await ids(`${list}?l2vpn_id=${multi.id}`)).toEqual([onIf.id, onVm.id, onC.id]);
      expect(await ids(`${list}?vlan_id=${vlanB.id}`)).toEqual([onB.id]);
      expect(await ids(`${list}?vlan=V100`)).toEqual([onA.id]);
      expect(await ids(`${list}?vlan_vid=300`)).toEqual([onC.id]);
      expect(await ids(`${list}?interface_id=${d.interfaces[0]!.id}`)).toEqual([onIf.id]);
      expect(await ids(`${list}?interface=xe-0/0/0`)).toEqual([onIf.id]);
      expect(await ids(`${list}?vminterface_id=${v.interfaces[0]!.id}`)).toEqual([onVm.id]);
      expect(await ids(`${list}?vminterface=ens3`)).toEqual([onVm.id]);
      expect(await ids(`${list}?device_id=${d.device.id}`)).toEqual([onIf.id]);
      expect(await ids(`${list}?device=${d.device.name}`)).toEqual([onIf.id]);
      expect(await ids(`${list}?virtual_machine=${v.vm.name}`)).toEqual([onVm.id]);
      expect(await ids(`${list}?virtual_machine_id=${v.vm.id}`)).toEqual([onVm.id]);
      expect(await ids(`${list}?site=site-a`)).toEqual([onA.id, onVm.id]);
      expect(await ids(`${list}?site_id=${otherSite.id}`)).toEqual([onB.id, onIf.id]);
      expect(await ids(`${list}?region=north`)).toEqual([onA.id, onVm.id]);
      expect(await ids(`${list}?region_id=${region.id}&assigned_object_type=ipam.vlan`)).toEqual([onA.id]);
      expect(await ids(`${list}?q=vxlan`)).toEqual([onIf.id, onVm.id, onC.id]);
      expect(await ids(`/api/ipam/vlans/?l2vpn_id=${l2vpn.id}`)).toEqual([vlanA.id, vlanB.id]);
      expect(await ids(`/api/ipam/vlans/?l2vpn=7`)).toEqual([vlanA.id, vlanB.id]);
      expect(await ids(`/api/dcim/interfaces/?l2vpn_id=${multi.id}`)).toEqual([d.interfaces[0]!.id]);
      expect(await ids(`/api/virtualization/interfaces/?l2vpn_id=${multi.id}`)).toEqual([v.interfaces[0]!.id]);

      // Deleted with their objects (and with their L2VPN).
      expect((await api.delete(`/api/dcim/interfaces/${d.interfaces[0]!.id}/`)).status).toBe(204);
      expect((await api.get(`${list}${onIf.id}/`)).status).toBe(404);
      expect((await api.delete(`/api/ipam/vlans/${vlanB.id}/`)).status).toBe(204);
      expect((await api.get(`${list}${onB.id}/`)).status).toBe(404);
      expect((await api.delete(`/api/vpn/l2vpns/${multi.id}/`)).status).toBe(204);
      expect((await api.get(`${list}${onVm.id}/`)).status).toBe(404);
      expect((await get(`/api/ipam/vlans/${thirdVlan.id}/`)).l2vpn_termination).toBeNull();
    });

    it('reads a page of 300 terminated VLANs (and their terminations) in as many statements as a page of three', async () => {
      const l2vpn = await api.create('/api/vpn/l2vpns/', { name: 'BIG', slug: 'big', type: 'vxlan', identifier: 5000 });
      const group = await api.create('/api/ipam/vlan-groups/', { name: 'Big', slug: 'big' });
      const vlans = (await api.post('/api/ipam/vlans/', Array.from({ length: 300 }, (_, i) => ({ vid: i + 1, name: `big${i}`, group: group.id })))).body as Obj[];
      const made = await api.post('/api/vpn/l2vpn-terminations/', vlans.map((vlan) => ({ l2vpn: l2vpn.id, assigned_object_type: 'ipam.vlan', assigned_object_id: vlan.id })));
      expect(made.status).toBe(201);
      const statements = async (path: string) => {
        expect((await api.get(path)).status).toBe(200);
        api.db.cache.invalidate();
        const before = api.db.stats.statements;
        const reply = await api.get(path);
        expect(reply.status).toBe(200);
        return { count: api.db.stats.statements - before, body: reply.body };
      };
      for (const path of [`/api/ipam/vlans/?group_id=${group.id}`, `/api/vpn/l2vpn-terminations/?l2vpn_id=${l2vpn.id}`]) {
        const three = await statements(`${path}&limit=3`);
        const all = await statements(`${path}&limit=300`);
        expect(all.body.results).toHaveLength(300);
        expect(all.count, path).toBe(three.count);
      }
      const page = (await api.get(`/api/ipam/vlans/?group_id=${group.id}&limit=300`)).body.results as Obj[];
      expect(page.every((vlan) => vlan.l2vpn_termination?.l2vpn.id === l2vpn.id)).toBe(true);
    }, 120_000);
  });
});
