// Interfaces (device and VM) list in NetBox's natural interface order on both databases: the
// hidden _name column holds naturalize_interface(name), kept on every write and computed at
// start-up for rows written before the column existed. Sites, racks, devices, clusters and virtual
// machines order their names with naturalize() (numbers by value).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.js';
import { fillNaturalKeys } from '../../runtime/db/natural.js';
import { deviceGraph, device } from '../support/fixtures.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

// NetBox's own expectations (dcim/tests/test_natural_ordering.py, IOS and Linux cases).
const IOS = [
  'GigabitEthernet0/1', 'GigabitEthernet0/2', 'GigabitEthernet0/10', 'TenGigabitEthernet0/20', 'TenGigabitEthernet0/21',
  'GigabitEthernet1/1', 'GigabitEthernet1/2', 'GigabitEthernet1/10', 'TenGigabitEthernet1/20', 'TenGigabitEthernet1/21',
  'FastEthernet1', 'FastEthernet2', 'FastEthernet10',
];
const LINUX = ['eth0', 'eth0.1', 'eth0.2', 'eth0.10', 'eth0.100', 'eth1', 'eth1.1', 'eth1.2', 'eth1.100', 'lo0'];

/** A fixed shuffle, so that creation order is never the expected order. */
const shuffled = (names: readonly string[]) => names.map((name, i) => ({ name, k: (i * 7919) % names.length })).sort((a, b) => a.k - b.k).map((x) => x.name);

describe.each(DIALECTS)('natural interface order on %s', (dialect) => {
  let api: TestServer;
  let switchId: number;
  let vmId: number;
  beforeAll(async () => {
    api = await startServer(dialect);
    const graph = await deviceGraph(api);
    switchId = (await device(api, graph, { name: 'sw1' })).id;
    await api.post('/api/dcim/interfaces/', shuffled(IOS).map((name) => ({ device: switchId, name, type: '1000base-t' })));
    const cluster = await api.create('/api/virtualization/clusters/', {
      name: 'c1', type: (await api.create('/api/virtualization/cluster-types/', { name: 'kvm', slug: 'kvm' })).id,
    });
    vmId = (await api.create('/api/virtualization/virtual-machines/', { name: 'vm1', cluster: cluster.id })).id;
    await api.post('/api/virtualization/interfaces/', shuffled(LINUX).map((name) => ({ virtual_machine: vmId, name })));
  });
  afterAll(async () => api?.close());

  const names = async (path: string) => (await api.get(path)).body.results.map((r: { name: string }) => r.name);

  it('lists device and VM interfaces in NetBox\'s natural order, and in reverse', async () => {
    expect(await names(`/api/dcim/interfaces/?device_id=${switchId}&limit=0`)).toEqual(IOS);
    expect(await names(`/api/dcim/interfaces/?device_id=${switchId}&ordering=-name&limit=0`)).toEqual([...IOS].reverse());
    expect(await names(`/api/virtualization/interfaces/?virtual_machine_id=${vmId}&limit=0`)).toEqual(LINUX);
    // The key is internal: never shown, never filterable, not in change records.
    const one = (await api.get(`/api/dcim/interfaces/?device_id=${switchId}&limit=1`)).body.results[0];
    expect(one).not.toHaveProperty('_name');
    const change = (await api.get(`/api/core/object-changes/?changed_object_type=dcim.interface&changed_object_id=${one.id}`)).body.results[0];
    expect(change.postchange_data).not.toHaveProperty('_name');
  });

  it('keeps the order through renames', async () => {
    const fast10 = (await api.get(`/api/dcim/interfaces/?device_id=${switchId}&name=FastEthernet10`)).body.results[0];
    await api.patch(`/api/dcim/interfaces/${fast10.id}/`, { name: 'GigabitEthernet0/3' });
    const expected = [...IOS.slice(0, 2), 'GigabitEthernet0/3', ...IOS.slice(2, -1)];
    expect(await names(`/api/dcim/interfaces/?device_id=${switchId}&limit=0`)).toEqual(expected);
    await api.patch(`/api/dcim/interfaces/${fast10.id}/`, { name: 'FastEthernet10' });
  });

  it('computes missing keys at start-up for rows written before the column existed', async () => {
    await api.db.knex('dcim_interface').update({ _name: null });
    await api.db.knex('virtualization_vminterface').update({ _name: null });
    expect(await fillNaturalKeys(api.db, registry)).toBe(IOS.length + LINUX.length);
    expect(await names(`/api/dcim/interfaces/?device_id=${switchId}&limit=0`)).toEqual(IOS);
    expect(await names(`/api/virtualization/interfaces/?virtual_machine_id=${vmId}&limit=0`)).toEqual(LINUX);
    expect(await fillNaturalKeys(api.db, registry)).toBe(0);
  });
  it('orders site and device names with numbers by value', async () => {
    for (const name of ['Zone 10', 'Zone 9', 'Zone 100', 'Zone 9a']) await api.create('/api/dcim/sites/', { name, slug: name.toLowerCase().replace(/ /g, '-') });
    const sites = async (query: string) => (await api.get(`/api/dcim/sites/?name__isw=Zone&${query}`)).body.results.map((r: { name: string }) => r.name);
    expect(await sites('')).toEqual(['Zone 9', 'Zone 9a', 'Zone 10', 'Zone 100']);
    expect(await sites('ordering=-name')).toEqual(['Zone 100', 'Zone 10', 'Zone 9a', 'Zone 9']);
    const graph = await deviceGraph(api);
    for (const name of ['edge10', 'edge2', 'edge1', null]) await device(api, graph, { name });
    const devices = (await api.get(`/api/dcim/devices/?site_id=${graph.site.id}`)).body.results.map((r: { name: string | null }) => r.name);
    // Unnamed devices last, on both databases.
    expect(devices).toEqual(['edge1', 'edge2', 'edge10', null]);
  });
});
