// Rack groups (NetBox 4.6): racks grouped by physical placement; a rack names its group, the group
// counts its racks, and a group that holds racks cannot be deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

describe.each(DIALECTS)('rack groups on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(dialect);
  });
  afterAll(async () => api?.close());

  it('groups racks, counts them, filters racks by group and keeps a group in use', async () => {
    const site = await api.create('/api/dcim/sites/', { name: 'Hall', slug: 'hall' });
    const row = await api.create('/api/dcim/rack-groups/', { name: 'Row A', slug: 'row-a' });
    expect(Object.keys(row)).toEqual([
      'id', 'url', 'display_url', 'display', 'name', 'slug', 'description', 'comments', 'tags', 'custom_fields', 'created', 'last_updated', 'rack_count',
    ]);
    const [a1, a2] = [await api.create('/api/dcim/racks/', { name: 'A1', site: site.id, group: row.id }), await api.create('/api/dcim/racks/', { name: 'A2', site: site.id, group: row.id })];
    await api.create('/api/dcim/racks/', { name: 'B1', site: site.id });
    expect(a1.group).toEqual({ id: row.id, url: expect.stringMatching(new RegExp(`/api/dcim/rack-groups/${row.id}/$`)), display: 'Row A', name: 'Row A', slug: 'row-a', description: '' });
    expect(Object.keys(a1).slice(4, 9)).toEqual(['name', 'facility_id', 'site', 'location', 'group']);
    expect((await api.get(`/api/dcim/rack-groups/${row.id}/`)).body.rack_count).toBe(2);
    expect((await api.get(`/api/dcim/racks/?group_id=${row.id}`)).body.results.map((r: Record<string, any>) => r.name)).toEqual(['A1', 'A2']);
    expect((await api.get('/api/dcim/racks/?group=row-a')).body.count).toBe(2);
    const clash = await api.post('/api/dcim/rack-groups/', { name: 'Row A', slug: 'row-a2' });
    expect([clash.status, clash.body]).toEqual([400, { name: ['rack group with this name already exists.'] }]);
    expect((await api.delete(`/api/dcim/rack-groups/${row.id}/`)).status).toBe(409);
    expect((await api.patch(`/api/dcim/racks/${a2.id}/`, { group: null })).body.group).toBeNull();
    expect((await api.get(`/api/dcim/rack-groups/${row.id}/`)).body.rack_count).toBe(1);
  });
});
