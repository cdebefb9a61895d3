// Virtual machine types (NetBox 4.7): a name unique whatever its case, and the platform, vCPUs and
// memory a new virtual machine of the type takes where it gives none (VirtualMachine.save()'s
// apply_type_defaults: on a create only, never over a value given).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

describe.each(DIALECTS)('virtual machine types on %s', (dialect) => {
  let api: TestServer;
  let site: Record<string, any>;
  beforeAll(async () => {
    api = await startServer(dialect);
    site = await api.create('/api/dcim/sites/', { name: 'VM site', slug: 'vm-site' });
  });
  afterAll(async () => api?.close());

  it('gives a new virtual machine its type\'s platform, vCPUs and memory where it gives none', async () => {
    const linux = await api.create('/api/dcim/platforms/', { name: 'Linux', slug: 'linux' });
    const bsd = await api.create('/api/dcim/platforms/', { name: 'BSD', slug: 'bsd' });
    const type = await api.create('/api/virtualization/virtual-machine-types/', {
      name: 'Small', slug: 'small', default_platform: linux.id, default_vcpus: 2, default_memory: 4096,
    });
    expect(type).toMatchObject({ display: 'Small', default_vcpus: 2, default_memory: 4096, virtual_machine_count: 0 });
    expect(type.default_platform).toMatchObject({ id: linux.id, name: 'Linux' });
    expect(Object.keys(type)).toEqual([
      'id', 'url', 'display_url', 'display', 'name', 'slug', 'default_platform', 'default_vcpus', 'default_memory', 'description',
      'comments', 'tags', 'custom_fields', 'created', 'last_updated', 'virtual_machine_count',
    ]);

    const plain = await api.create('/api/virtualization/virtual-machines/', { name: 'vm1', site: site.id, virtual_machine_type: type.id });
    expect(plain).toMatchObject({ vcpus: 2, memory: 4096 });
    expect(plain.platform.id).toBe(linux.id);
    expect(plain.virtual_machine_type).toMatchObject({ id: type.id, name: 'Small', slug: 'small' });
    const given = await api.create('/api/virtualization/virtual-machines/', {
      name: 'vm2', site: site.id, virtual_machine_type: type.id, platform: bsd.id, vcpus: 8, memory: 16384,
    });
    expect([given.platform.id, given.vcpus, given.memory]).toEqual([bsd.id, 8, 16384]);
    // Only on a create: a machine given a type later keeps what it has.
    const bare = await api.create('/api/virtualization/virtual-machines/', { name: 'vm3', site: site.id });
    const typed = (await api.patch(`/api/virtualization/virtual-machines/${bare.id}/`, { virtual_machine_type: type.id })).body;
    expect([typed.platform, typed.vcpus, typed.memory]).toEqual([null, null, null]);

    expect((await api.get(`/api/virtualization/virtual-machine-types/${type.id}/`)).body.virtual_machine_count).toBe(3);
    expect((await api.get('/api/virtualization/virtual-machines/?virtual_machine_type=small')).body.count).toBe(3);
    expect((await api.get('/api/virtualization/virtual-machine-types/?virtual_machine_count=3')).body.results.map((t: Record<string, any>) => t.id)).toEqual([type.id]);
  });

  it('keeps type names unique whatever their case, and a type in use from being deleted', async () => {
    const path = '/api/virtualization/virtual-machine-types/';
    const type = await api.create(path, { name: 'Large', slug: 'large' });
    const before = (await api.get(`${path}?limit=1`)).body.count;
    const clash = await api.post(path, { name: 'LARGE', slug: 'large-2' });
    expect([clash.status, clash.body]).toEqual([400, { __all__: ['Virtual machine type name must be unique.'] }]);
    expect((await api.get(`${path}?limit=1`)).body.count).toBe(before);
    await api.create('/api/virtualization/virtual-machines/', { name: 'big1', site: site.id, virtual_machine_type: type.id });
    const removed = await api.delete(`${path}${type.id}/`);
    expect(removed.status).toBe(409);
    expect((await api.get(`${path}${type.id}/`)).status).toBe(200);
  });
});
