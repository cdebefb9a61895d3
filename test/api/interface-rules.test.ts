// The rules every interface shares, a device's and a virtual machine's (NetBox's BaseInterface.clean()),
// written once as the base_interface trait's plug-in (runtime/apps/traits/base-interface.ts) and
// run for both models before each model's own rules: a service VLAN only in Q-in-Q mode; the
// primary MAC address assigned to this interface. Every refused write changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { device, deviceGraph } from '../support/fixtures.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

interface Kind {
  readonly name: string;
  readonly path: string;
  readonly type: string;
  /** Its verbose name, as the uniqueness message gives it. */
  readonly verbose: string;
  /** The owner field and a new owner's id. */
  owner(api: TestServer): Promise<Record<string, unknown>>;
}

const KINDS: readonly Kind[] = [
  {
    name: 'device interfaces', path: '/api/dcim/interfaces/', type: 'dcim.interface', verbose: 'interface',
    owner: async (api) => ({ device: (await device(api, await deviceGraph(api))).id, type: '1000base-t' }),
  },
  {
    name: 'virtual machine interfaces', path: '/api/virtualization/interfaces/', type: 'virtualization.vminterface', verbose: 'VM interface',
    owner: async (api) => {
      const clusterType = await api.create('/api/virtualization/cluster-types/', { name: `ct${Math.random()}`, slug: `ct${Date.now()}${Math.floor(Math.random() * 1e6)}` });
      const cluster = await api.create('/api/virtualization/clusters/', { name: `c${Math.random()}`, type: clusterType.id });
      return { virtual_machine: (await api.create('/api/virtualization/virtual-machines/', { name: `vm${Math.random()}`, cluster: cluster.id })).id };
    },
  },
];

describe.each(DIALECTS)('the interface rules on %s', (dialect) => {
  let api: TestServer;
  let svlan: Record<string, any>;
  beforeAll(async () => {
    api = await startServer(dialect);
    svlan = await api.create('/api/ipam/vlans/', { vid: 100, name: 'service', qinq_role: 'svlan' });
  });
  afterAll(async () => api?.close());

  const count = async (path: string) => (await api.get(`${path}?limit=1`)).body.count as number;

  describe.each(KINDS)('$name', (kind) => {
    let owner: Record<string, unknown>;
    beforeAll(async () => {
      owner = await kind.owner(api);
    });

    it('takes a service VLAN only in Q-in-Q mode, before the model\'s own rules', async () => {
      const before = await count(kind.path);
      for (const mode of [null, 'access', 'tagged']) {
        const refused = await api.post(kind.path, { ...owner, name: `eth-${mode}`, mode, qinq_svlan: svlan.id });
        expect(refused.status, String(mode)).toBe(400);
        expect(refused.body).toEqual({ qinq_svlan: ['Only Q-in-Q interfaces may specify a service VLAN.'] });
      }
      expect(await count(kind.path)).toBe(before);
      const made = await api.create(kind.path, { ...owner, name: 'qinq0', mode: 'q-in-q', qinq_svlan: svlan.id });
      expect(made.qinq_svlan.id).toBe(svlan.id);
      // Out of Q-in-Q mode with the VLAN kept: refused, and the interface stays as it was. The
      // interface is also made its own parent, which the device interface's own rule refuses:
      // the trait's rule runs first, as NetBox's BaseInterface.clean() through super().
      const patch = await api.patch(`${kind.path}${made.id}/`, { mode: 'access', parent: made.id });
      expect(patch.status).toBe(400);
      expect(patch.body).toEqual({ qinq_svlan: ['Only Q-in-Q interfaces may specify a service VLAN.'] });
      const now = (await api.get(`${kind.path}${made.id}/`)).body;
      expect([now.mode?.value, now.parent]).toEqual(['q-in-q', null]);
    });

    it('takes as primary MAC address only one assigned to this interface (or to none, on a create)', async () => {
      const first = await api.create(kind.path, { ...owner, name: 'mac0' });
      const second = await api.create(kind.path, { ...owner, name: 'mac1' });
      const mac = await api.create('/api/dcim/mac-addresses/', { mac_address: '00:11:22:33:44:55', assigned_object_type: kind.type, assigned_object_id: first.id });
      const loose = await api.create('/api/dcim/mac-addresses/', { mac_address: '00:11:22:33:44:66' });
      const refused = async (path: string, body: Record<string, unknown>, message: string, method: 'post' | 'patch' = 'patch') => {
        const reply = await api[method](path, body);
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(reply.body).toEqual({ __all__: [message] });
      };
      await refused(`${kind.path}${second.id}/`, { primary_mac_address: mac.id }, 'MAC address 00:11:22:33:44:55 is assigned to a different interface (mac0).');
      await refused(`${kind.path}${second.id}/`, { primary_mac_address: loose.id }, 'Only a MAC address assigned to this interface can be its primary MAC address.');
      expect((await api.get(`${kind.path}${second.id}/`)).body.primary_mac_address).toBeNull();
      expect((await api.patch(`${kind.path}${first.id}/`, { primary_mac_address: mac.id })).status).toBe(200);
      // Once it is another interface's primary address, the field's uniqueness answers first (DRF's validator, before clean()).
      const unique = await api.patch(`${kind.path}${second.id}/`, { primary_mac_address: mac.id });
      expect([unique.status, unique.body]).toEqual([400, { primary_mac_address: [`${kind.verbose} with this primary MAC address already exists.`] }]);

      const other = await api.create('/api/dcim/mac-addresses/', { mac_address: '00:11:22:33:44:77', assigned_object_type: kind.type, assigned_object_id: first.id });
      const before = await count(kind.path);
      await refused(kind.path, { ...owner, name: 'mac2', primary_mac_address: other.id }, 'MAC address 00:11:22:33:44:77 is assigned to a different interface (mac0).', 'post');
      expect(await count(kind.path)).toBe(before);
      // On a create, an unassigned address is accepted (NetBox then assigns it to the new interface).
      const made = await api.create(kind.path, { ...owner, name: 'mac3', primary_mac_address: loose.id });
      expect(made.primary_mac_address.id).toBe(loose.id);
    });
  });
});
