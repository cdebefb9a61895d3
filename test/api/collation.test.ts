// PostgreSQL databases whose default collation is not C (here ICU en-US, where "a" < "B"): text
// still lists in byte order, as on SQLite, and IP addresses and prefixes still sort and nest
// numerically (their hidden hex columns are compared without COLLATE, so that indexes serve them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server.js';

describe('a PostgreSQL database with an en-US collation', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer('postgres', {}, 'en-US');
  });
  afterAll(async () => api?.close());

  const displays = async (path: string) => (await api.get(path)).body.results.map((r: { display: string }) => r.display);

  it('really collates differently from byte order', async () => {
    const { rows } = await api.db.knex.raw(`SELECT 'a' < 'B' AS icu, 'a' COLLATE "C" < 'B' COLLATE "C" AS bytes`);
    expect(rows[0]).toEqual({ icu: true, bytes: false });
  });

  it('lists text in byte order and addresses numerically', async () => {
    for (const name of ['b-site', 'A-site', 'a-site', 'B-site']) await api.create('/api/dcim/sites/', { name, slug: name.toLowerCase() + (name[0] === name[0]!.toUpperCase() ? '-up' : '') });
    expect(await displays('/api/dcim/sites/')).toEqual(['A-site', 'B-site', 'a-site', 'b-site']);
    const addresses = ['10.0.0.10/24', '10.0.0.9/24', '9.255.255.255/8', '2001:db8::a/64', '2001:db8::9/64', '10.0.0.255/24'];
    for (const address of addresses) await api.create('/api/ipam/ip-addresses/', { address });
    const numeric = ['9.255.255.255/8', '10.0.0.9/24', '10.0.0.10/24', '10.0.0.255/24', '2001:db8::9/64', '2001:db8::a/64'];
    expect(await displays('/api/ipam/ip-addresses/')).toEqual(numeric);
    expect(await displays('/api/ipam/ip-addresses/?ordering=-address')).toEqual([...numeric].reverse());
    expect(await displays('/api/ipam/ip-addresses/?parent=10.0.0.0/24')).toEqual(['10.0.0.9/24', '10.0.0.10/24', '10.0.0.255/24']);
  });

  it('nests prefixes numerically', async () => {
    for (const prefix of ['10.0.0.0/8', '10.10.0.0/16', '10.9.0.0/16', '10.10.10.0/24']) await api.create('/api/ipam/prefixes/', { prefix });
    const rows = (await api.get('/api/ipam/prefixes/')).body.results.map((p: { prefix: string; _depth: number; children: number }) => [p.prefix, p._depth, p.children]);
    expect(rows).toEqual([['10.0.0.0/8', 0, 3], ['10.9.0.0/16', 1, 0], ['10.10.0.0/16', 1, 1], ['10.10.10.0/24', 2, 0]]);
    expect(await displays('/api/ipam/prefixes/?within=10.10.0.0/16')).toEqual(['10.10.10.0/24']);
  });

  it('reads the interface list in its order from an index (natural-order columns indexed in byte order)', async () => {
    // The default interface order is (device name, interface name, id) across a join; PostgreSQL
    // can walk devices in order only through an index in the order's collation. With sorting
    // and sequential scans priced out, a plan that still sorts every row means the index is unusable.
    const site = await api.create('/api/dcim/sites/', { name: 'Plan site', slug: 'plan-site' });
    const maker = await api.create('/api/dcim/manufacturers/', { name: 'Plan maker', slug: 'plan-maker' });
    const type = await api.create('/api/dcim/device-types/', { manufacturer: maker.id, model: 'Plan type', slug: 'plan-type' });
    const role = await api.create('/api/dcim/device-roles/', { name: 'Plan role', slug: 'plan-role' });
    const device = await api.create('/api/dcim/devices/', { name: 'plan-dev', device_type: type.id, role: role.id, site: site.id });
    await api.create('/api/dcim/interfaces/', { device: device.id, name: 'eth0', type: '1000base-t' });
    const sql: string[] = [];
    const listener = (query: { sql: string; bindings: unknown[] }) => sql.push(query.sql);
    const stop = api.db.onQuery(listener);
    expect((await api.get('/api/dcim/interfaces/?limit=50')).status).toBe(200);
    stop();
    const page = sql.find((text) => /from "dcim_interface"/.test(text) && /limit/.test(text) && !/count\(/.test(text))!;
    const plan = await api.db.knex.transaction(async (trx) => {
      await trx.raw('SET LOCAL enable_sort = off');
      await trx.raw('SET LOCAL enable_seqscan = off');
      const { rows } = await trx.raw(`EXPLAIN ${page.replace(/\$(\d+)/g, '50')}`);
      return rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Scan using dcim_device__name_idx/);
    // A full sort node (not the incremental sort within one device's name).
    expect(plan).not.toMatch(/^\s*(->\s*)?Sort\s+\(/m);
  });
});
