// No N+1: the number of SQL statements of a list request is the same for a page of one object
// and a page of a thousand, on every endpoint (related objects load in one query per relation).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

const UNIFORM = 'uniform';
const ROWS = 12;

/** Objects of every model whose relations are all set, so that every page has the same shape. */
async function seed(api: TestServer): Promise<void> {
  const u = { description: UNIFORM };
  const many = async (path: string, make: (i: number) => Record<string, unknown>) => {
    const reply = await api.post(path, Array.from({ length: ROWS }, (_, i) => ({ ...make(i), ...u })));
    if (reply.status !== 201) throw new Error(`${path}: ${reply.text}`);
    return reply.body as Record<string, any>[];
  };
  const tag = await api.create('/api/extras/tags/', { name: 'marker', slug: 'marker', description: 'root' });
  await many('/api/extras/tags/', (i) => ({ name: `tag ${i}`, slug: `tag-${i}` }));
  const tagged = { tags: [tag.id] };
  const tenantRoot = await api.create('/api/tenancy/tenant-groups/', { name: 'tg root', slug: 'tg-root' });
  const tenantGroups = await many('/api/tenancy/tenant-groups/', (i) => ({ name: `tg ${i}`, slug: `tg-${i}`, parent: tenantRoot.id, ...tagged }));
  const tenants = await many('/api/tenancy/tenants/', (i) => ({ name: `tenant ${i}`, slug: `tenant-${i}`, group: tenantGroups[i]!.id, ...tagged }));
  const regionRoot = await api.create('/api/dcim/regions/', { name: 'region root', slug: 'region-root' });
  const regions = await many('/api/dcim/regions/', (i) => ({ name: `region ${i}`, slug: `region-${i}`, parent: regionRoot.id, ...tagged }));
  const groupRoot = await api.create('/api/dcim/site-groups/', { name: 'sg root', slug: 'sg-root' });
  const groups = await many('/api/dcim/site-groups/', (i) => ({ name: `sg ${i}`, slug: `sg-${i}`, parent: groupRoot.id, ...tagged }));
  const sites = await many('/api/dcim/sites/', (i) => ({ name: `site ${i}`, slug: `site-${i}`, region: regions[i]!.id, group: groups[i]!.id, tenant: tenants[i]!.id, ...tagged }));
  const locationRoots = await Promise.all(sites.map((s, i) => api.create('/api/dcim/locations/', { name: `building ${i}`, slug: `building-${i}`, site: s.id })));
  const locations = await many('/api/dcim/locations/', (i) => ({ name: `room ${i}`, slug: `room-${i}`, site: sites[i]!.id, parent: locationRoots[i]!.id, tenant: tenants[i]!.id, ...tagged }));
  const rackRoles = await many('/api/dcim/rack-roles/', (i) => ({ name: `rr ${i}`, slug: `rr-${i}`, ...tagged }));
  const racks = await many('/api/dcim/racks/', (i) => ({ name: `rack ${i}`, site: sites[i]!.id, location: locations[i]!.id, tenant: tenants[i]!.id, role: rackRoles[i]!.id, ...tagged }));
  const manufacturers = await many('/api/dcim/manufacturers/', (i) => ({ name: `maker ${i}`, slug: `maker-${i}`, ...tagged }));
  const platformRoot = await api.create('/api/dcim/platforms/', { name: 'platform root', slug: 'platform-root' });
  const platforms = await many('/api/dcim/platforms/', (i) => ({ name: `platform ${i}`, slug: `platform-${i}`, parent: platformRoot.id, manufacturer: manufacturers[i]!.id, ...tagged }));
  const types = await many('/api/dcim/device-types/', (i) => ({ model: `model ${i}`, slug: `model-${i}`, manufacturer: manufacturers[i]!.id, default_platform: platforms[i]!.id, ...tagged }));
  const roleRoot = await api.create('/api/dcim/device-roles/', { name: 'role root', slug: 'role-root' });
  const roles = await many('/api/dcim/device-roles/', (i) => ({ name: `role ${i}`, slug: `role-${i}`, parent: roleRoot.id, ...tagged }));
  const devices = await many('/api/dcim/devices/', (i) => ({
    name: `device ${i}`, device_type: types[i]!.id, role: roles[i]!.id, tenant: tenants[i]!.id, platform: platforms[i]!.id,
    site: sites[i]!.id, location: locations[i]!.id, rack: racks[i]!.id, ...tagged,
  }));
  const lags = await Promise.all(devices.map((d) => api.create('/api/dcim/interfaces/', { device: d.id, name: 'bond0', type: 'lag' })));
  await many('/api/dcim/interfaces/', (i) => ({
    device: devices[i]!.id, name: 'eth0', type: '1000base-t', parent: lags[i]!.id, bridge: lags[i]!.id, lag: lags[i]!.id, ...tagged,
  }));
}

describe.each(DIALECTS)('statements per list request on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(dialect);
    await seed(api);
  }, 120_000);
  afterAll(async () => api?.close());

  const statements = async (path: string): Promise<{ count: number; results: number }> => {
    const before = api.db.stats.statements;
    const reply = await api.get(path, { token: null });
    expect(reply.status, path).toBe(200);
    return { count: api.db.stats.statements - before, results: reply.body.results.length };
  };

  const endpoints = registry.models.filter((m) => m.api).map((m) => [`${m.app}/${m.path}`] as const);

  it.each(endpoints)('/api/%s/ does not depend on the page size', async (route) => {
    for (const extra of ['', '&brief=1']) {
      const small = await statements(`/api/${route}/?description=${UNIFORM}&limit=1${extra}`);
      const large = await statements(`/api/${route}/?description=${UNIFORM}&limit=1000${extra}`);
      expect(small.results).toBe(1);
      expect(large.results).toBe(ROWS);
      expect(small.count, 'at least the count and the page').toBeGreaterThanOrEqual(2);
      expect(large.count, `${route}${extra}`).toBe(small.count);
    }
  });

  it('needs a bounded number of statements for a full device page', async () => {
    const { count } = await statements(`/api/dcim/devices/?description=${UNIFORM}&limit=1000`);
    // count, page, and one query per relation (type, role, tenant, platform, site, location, rack,
    // manufacturer of the type, tags and tag rows, display of the type, interface count).
    expect(count).toBeGreaterThanOrEqual(10);
    expect(count).toBeLessThanOrEqual(20);
  });
});
