// Virtualization rules NetBox keeps in its models and signals: a virtual machine's `disk` is the sum
// of its virtual disks' sizes (the update_virtualmachine_disk signal after a disk is saved or
// deleted), and a virtual machine whose disks have sizes takes that sum or refuses another
// (VirtualMachine.clean()).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

describe.each(DIALECTS)('virtualization on %s', (dialect) => {
  let api: TestServer;
  let site: Record<string, any>;
  beforeAll(async () => {
    api = await startServer(dialect);
    site = await api.create('/api/dcim/sites/', { name: 'VM site', slug: 'vm-site' });
  });
  afterAll(async () => api?.close());

  const vm = async (name: string, extra: Record<string, unknown> = {}) => api.create('/api/virtualization/virtual-machines/', { name, site: site.id, ...extra });
  const diskOf = async (id: number) => (await api.get(`/api/virtualization/virtual-machines/${id}/`)).body.disk;
  const disk = async (machine: Record<string, any>, name: string, size: number) => api.create('/api/virtualization/virtual-disks/', { virtual_machine: machine.id, name, size });

  it("keeps a virtual machine's disk the sum of its virtual disks' sizes as disks are created, changed, moved and deleted", async () => {
    const a = await vm('disks-a');
    const b = await vm('disks-b');
    expect(await diskOf(a.id)).toBeNull();
    const root = await disk(a, 'root', 100);
    expect(await diskOf(a.id)).toBe(100);
    const data = await disk(a, 'data', 250);
    expect(await diskOf(a.id)).toBe(350);
    expect((await api.patch(`/api/virtualization/virtual-disks/${data.id}/`, { size: 50 })).status).toBe(200);
    expect(await diskOf(a.id)).toBe(150);
    // A disk moved to another machine counts there, and no longer here.
    expect((await api.patch(`/api/virtualization/virtual-disks/${data.id}/`, { virtual_machine: b.id })).status).toBe(200);
    expect([await diskOf(a.id), await diskOf(b.id)]).toEqual([100, 50]);
    expect((await api.delete(`/api/virtualization/virtual-disks/${root.id}/`)).status).toBe(204);
    // No disk left: null, as the sum of nothing is in NetBox.
    expect(await diskOf(a.id)).toBeNull();
    // Bulk creates and deletes too.
    const bulk = await api.post('/api/virtualization/virtual-disks/', [{ virtual_machine: a.id, name: 'x', size: 10 }, { virtual_machine: a.id, name: 'y', size: 20 }]);
    expect(bulk.status, bulk.text).toBe(201);
    expect(await diskOf(a.id)).toBe(30);
    expect((await api.delete('/api/virtualization/virtual-disks/', { body: bulk.body.map((d: { id: number }) => ({ id: d.id })) })).status).toBe(204);
    expect(await diskOf(a.id)).toBeNull();
  });

  it("refuses a disk size other than the sum of the machine's virtual disks, and fills it in when none is given", async () => {
    const machine = await vm('disks-c');
    await disk(machine, 'root', 64);
    const refused = await api.patch(`/api/virtualization/virtual-machines/${machine.id}/`, { disk: 10 });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ disk: ['The specified disk size (10) must match the aggregate size of assigned virtual disks (64).'] });
    expect(await diskOf(machine.id)).toBe(64);
    const cleared = await api.patch(`/api/virtualization/virtual-machines/${machine.id}/`, { disk: null });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.disk).toBe(64);
    // Without virtual disks the size is the machine's own.
    const free = await vm('disks-d', { disk: 500 });
    expect(free.disk).toBe(500);
    expect((await api.patch(`/api/virtualization/virtual-machines/${free.id}/`, { disk: 600 })).body.disk).toBe(600);
  });

  it("records the disks' changes, not the machine's, as NetBox's signal writes the sum beside the change log", async () => {
    const machine = await vm('disks-e');
    await disk(machine, 'root', 8);
    const changes = await api.get(`/api/core/object-changes/?changed_object_type=virtualization.virtualmachine&changed_object_id=${machine.id}`);
    expect(changes.body.results.map((c: { action: { value: string } }) => c.action.value)).toEqual(['create']);
    expect(await diskOf(machine.id)).toBe(8);
  });
});
