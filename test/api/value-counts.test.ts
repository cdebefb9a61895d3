// Rows per value of a `counted_by` column (db/value-counts.ts; change records by object type, IP
// addresses by assigned object type): a list filtered on one value or a few, or on the column
// being set, counts from the kept counts, equal to count(*) through
// creates, updates, deletes, a rolled-back bulk write, rows deleted beside the API and the
// triggers made again at start; any other filter counts with count(*).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.js';
import { COMPACT_VALUE_COUNTS, countedColumnsOf, ensureValueCounts, VALUE_COUNTS } from '../../runtime/db/value-counts.js';
import { device as makeDevice, deviceGraph } from '../support/fixtures.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

describe.each(DIALECTS)('counts per value on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(dialect);
  });
  afterAll(async () => api?.close());

  const rows = async (sql: string, bindings: string[] = []) => {
    const result = (await api.db.knex.raw(sql, bindings)) as Record<string, unknown>[] | { rows: Record<string, unknown>[] };
    return Array.isArray(result) ? result : result.rows;
  };
  const changesOf = async (...types: string[]) =>
    Number((await rows(`SELECT count(*) AS n FROM core_objectchange WHERE changed_object_type IN (${types.map(() => '?').join(', ')})`, types))[0]!.n);
  /** A list's count and whether it was read from the kept counts (and not counted over the change records). */
  const listCount = async (path: string) => {
    const seen: string[] = [];
    const stop = api.db.onQuery(({ sql }) => seen.push(sql));
    try {
      const reply = await api.get(path);
      expect(reply.status, reply.text).toBe(200);
      const scanned = seen.some((sql) => /count\(\*\)/i.test(sql) && /core_objectchange/.test(sql));
      return { count: reply.body.count as number, kept: seen.some((sql) => sql.includes(VALUE_COUNTS)), scanned };
    } finally {
      stop();
    }
  };

  it('counts the change records of one type and of a few from the kept counts, through writes of every kind', async () => {
    const tags = Array.from({ length: 300 }, (_, i) => ({ name: `Valued ${i}`, slug: `valued-${i}` }));
    const created = (await api.post('/api/extras/tags/', tags)).body as { id: number }[];
    expect(created).toHaveLength(300);
    await api.patch('/api/extras/tags/', created.slice(0, 120).map((t) => ({ id: t.id, description: 'updated' })));
    await api.request('DELETE', '/api/extras/tags/', { body: created.slice(0, 50).map((t) => ({ id: t.id })) });
    await api.create('/api/dcim/sites/', { name: 'Valued site', slug: 'valued-site' });
    // A bulk write failing on its last object leaves no change record, and no count.
    expect((await api.post('/api/extras/tags/', [{ name: 'Undone', slug: 'undone' }, { name: 'Valued 299', slug: 'valued-299' }])).status).toBe(400);

    let tagList = await listCount('/api/core/object-changes/?changed_object_type=extras.tag&limit=1');
    expect(tagList).toEqual({ count: await changesOf('extras.tag'), kept: true, scanned: false });
    expect(tagList.count).toBeGreaterThanOrEqual(470);
    const both = await listCount('/api/core/object-changes/?changed_object_type=extras.tag&changed_object_type=dcim.site');
    expect(both).toEqual({ count: await changesOf('extras.tag', 'dcim.site'), kept: true, scanned: false });
    // A type without a change record: 0 from the counts.
    expect(await listCount('/api/core/object-changes/?changed_object_type=ipam.vrf')).toEqual({ count: 0, kept: true, scanned: false });

    // Rows deleted beside the API (housekeeping's batches are plain deletes): the triggers follow.
    await rows("DELETE FROM core_objectchange WHERE id IN (SELECT id FROM core_objectchange WHERE changed_object_type = 'extras.tag' ORDER BY id LIMIT 25)");
    tagList = await listCount('/api/core/object-changes/?changed_object_type=extras.tag');
    expect(tagList.count).toBe(await changesOf('extras.tag'));
    // An update of the counted column moves the row between values.
    await rows("UPDATE core_objectchange SET changed_object_type = 'dcim.site' WHERE id = (SELECT max(id) FROM core_objectchange WHERE changed_object_type = 'extras.tag')");
    expect((await listCount('/api/core/object-changes/?changed_object_type=extras.tag')).count).toBe(await changesOf('extras.tag'));
    expect((await listCount('/api/core/object-changes/?changed_object_type=dcim.site')).count).toBe(await changesOf('dcim.site'));
    if (dialect === 'postgres') {
      // The periodic folding leaves one row a value, with the same sums.
      const sums = `SELECT value, sum(delta) AS n, count(*) AS deltas FROM ${VALUE_COUNTS} WHERE table_name = 'core_objectchange' GROUP BY value ORDER BY value`;
      // A delta beside the folded row (the server folds every 5 s: this is read at once).
      await api.create('/api/extras/tags/', { name: 'Fold me', slug: 'fold-me' });
      const before = await rows(sums);
      expect(before.some((row) => Number(row.deltas) > 1)).toBe(true);
      await rows(COMPACT_VALUE_COUNTS);
      const after = await rows(sums);
      expect(after.map((row) => [row.value, Number(row.n)])).toEqual(before.map((row) => [row.value, Number(row.n)]));
      expect(after.filter((row) => Number(row.deltas) !== 1)).toEqual([]);
    }
  });

  it('counts the addresses assigned to an interface (a counted column not null) from the kept counts', async () => {
    const device = await makeDevice(api, await deviceGraph(api), { name: 'counted-dev' });
    const iface = await api.create('/api/dcim/interfaces/', { device: device.id, name: 'eth0', type: '1000base-t' });
    const addresses = Array.from({ length: 200 }, (_, i) => ({
      address: `10.77.${i >> 8}.${(i & 255) + 1}/24`,
      ...(i % 4 === 1 ? { assigned_object_type: 'dcim.interface', assigned_object_id: iface.id } : {}),
    }));
    const created = (await api.post('/api/ipam/ip-addresses/', addresses)).body as { id: number }[];
    expect(created).toHaveLength(200);
    // Unassigned through the API (an update of the counted column), and deleted.
    await api.patch('/api/ipam/ip-addresses/', [{ id: created[1]!.id, assigned_object_type: null, assigned_object_id: null }]);
    await api.request('DELETE', '/api/ipam/ip-addresses/', { body: [{ id: created[5]!.id }, { id: created[6]!.id }] });
    const assigned = Number((await rows('SELECT count(*) AS n FROM ipam_ipaddress WHERE assigned_object_type IS NOT NULL'))[0]!.n);
    expect(assigned).toBe(48);
    const seen: string[] = [];
    const stop = api.db.onQuery(({ sql }) => seen.push(sql));
    const reply = await api.get('/api/ipam/ip-addresses/?assigned_to_interface=true&limit=1');
    stop();
    expect(reply.body.count).toBe(assigned);
    expect(seen.some((sql) => sql.includes(VALUE_COUNTS))).toBe(true);
    expect(seen.some((sql) => /count\(\*\)/i.test(sql))).toBe(false);
    // Not assigned: counted with count(*), and right.
    const unassigned = Number((await rows('SELECT count(*) AS n FROM ipam_ipaddress WHERE assigned_object_type IS NULL'))[0]!.n);
    expect((await api.get('/api/ipam/ip-addresses/?assigned_to_interface=false&limit=1')).body.count).toBe(unassigned);
  });

  it('counts the addresses of a VRF (a foreign key) from the kept counts, through moves between VRFs', async () => {
    const vrfs = (await api.post('/api/ipam/vrfs/', [{ name: 'Counted A' }, { name: 'Counted B' }])).body as { id: number }[];
    const [a, b] = vrfs.map((v) => v.id) as [number, number];
    const created = (await api.post('/api/ipam/ip-addresses/', Array.from({ length: 120 }, (_, i) => ({
      address: `10.78.${i >> 8}.${(i & 255) + 1}/24`, vrf: i % 3 === 0 ? b : a,
    })))).body as { id: number }[];
    expect(created).toHaveLength(120);
    // Moved to the other VRF, out of any VRF, and deleted.
    await api.patch('/api/ipam/ip-addresses/', [{ id: created[1]!.id, vrf: b }, { id: created[2]!.id, vrf: null }]);
    await api.request('DELETE', '/api/ipam/ip-addresses/', { body: [{ id: created[3]!.id }] });
    for (const vrf of [a, b]) {
      const stored = Number((await rows('SELECT count(*) AS n FROM ipam_ipaddress WHERE vrf_id = ?', [String(vrf)]))[0]!.n);
      const seen: string[] = [];
      const stop = api.db.onQuery(({ sql }) => seen.push(sql));
      const reply = await api.get(`/api/ipam/ip-addresses/?vrf_id=${vrf}&limit=1`);
      stop();
      expect(reply.body.count).toBe(stored);
      expect(seen.some((sql) => sql.includes(VALUE_COUNTS))).toBe(true);
      expect(seen.some((sql) => /count\(\*\)/i.test(sql))).toBe(false);
    }
    expect(Number((await rows('SELECT count(*) AS n FROM ipam_ipaddress WHERE vrf_id = ?', [String(a)]))[0]!.n)).toBe(78);
    // Two VRFs at once: right.
    expect((await api.get(`/api/ipam/ip-addresses/?vrf_id=${a}&vrf_id=${b}&limit=1`)).body.count).toBe(118);
  });

  it('counts with count(*) a counted column whose counting is not set up (no marker), not a wrong 0', async () => {
    await api.create('/api/ipam/ip-addresses/', { address: '10.79.0.1/24', assigned_object_type: null });
    const vrf = (await api.create('/api/ipam/vrfs/', { name: 'Uncounted' })).id as number;
    await api.post('/api/ipam/ip-addresses/', [{ address: '10.79.0.2/24', vrf }, { address: '10.79.0.3/24', vrf }]);
    await rows(`DELETE FROM ${VALUE_COUNTS} WHERE table_name = 'ipam_ipaddress' AND column_name = 'vrf_id'`);
    const seen: string[] = [];
    const stop = api.db.onQuery(({ sql }) => seen.push(sql));
    const reply = await api.get(`/api/ipam/ip-addresses/?vrf_id=${vrf}&limit=1`);
    stop();
    expect(reply.body.count).toBe(2);
    expect(seen.some((sql) => /count\(\*\)/i.test(sql))).toBe(true);
    // A server start sets it up again; then the kept counts answer.
    expect(await ensureValueCounts(api.db.knex, dialect, countedColumnsOf(registry.models))).toEqual([{ table: 'ipam_ipaddress', column: 'vrf_id' }]);
    expect((await listCount(`/api/ipam/ip-addresses/?vrf_id=${vrf}&limit=1`)).count).toBe(2);
  });

  it('counts any other filter with count(*)', async () => {
    const list = await listCount('/api/core/object-changes/?changed_object_type=extras.tag&action=update');
    expect(list.kept).toBe(false);
    expect(list.scanned).toBe(true);
    expect(list.count).toBe(Number((await rows("SELECT count(*) AS n FROM core_objectchange WHERE changed_object_type = 'extras.tag' AND action = 'update'"))[0]!.n));
  });

  it('makes missing triggers again at start and counts afresh', async () => {
    const declared = countedColumnsOf(registry.models);
    expect(declared).toContainEqual({ table: 'core_objectchange', column: 'changed_object_type' });
    expect(await ensureValueCounts(api.db.knex, dialect, declared)).toEqual([]);
    const triggers = dialect === 'sqlite'
      ? (await rows("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'ivc_%' AND tbl_name = 'core_objectchange'")).map((r) => String(r.name))
      : (await rows("SELECT t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname LIKE 'ivc_%' AND c.relname = 'core_objectchange'")).map((r) => String(r.name));
    expect(triggers).toHaveLength(dialect === 'sqlite' ? 3 : 4);
    await rows(`DROP TRIGGER ${triggers.find((name) => name.endsWith('_ins'))}${dialect === 'postgres' ? ' ON core_objectchange' : ''}`);
    // Written while the trigger is gone: missed, until the next start counts again.
    await api.create('/api/extras/tags/', { name: 'Unseen', slug: 'unseen' });
    expect(await ensureValueCounts(api.db.knex, dialect, declared)).toEqual([{ table: 'core_objectchange', column: 'changed_object_type' }]);
    expect((await listCount('/api/core/object-changes/?changed_object_type=extras.tag')).count).toBe(await changesOf('extras.tag'));
    await api.create('/api/extras/tags/', { name: 'Seen again', slug: 'seen-again' });
    expect((await listCount('/api/core/object-changes/?changed_object_type=extras.tag')).count).toBe(await changesOf('extras.tag'));
  });
});
