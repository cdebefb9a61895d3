// Kept row counts (db/row-counts.ts): a list's unfiltered count is read from the counts the
// triggers keep, not by visiting every row, and stays equal to count(*) through bulk creates,
// bulk deletes, cascades, a rolled-back bulk write, rows written beside the API, a table made or
// renamed after start; on PostgreSQL also TRUNCATE, the periodic folding and a pg_dump restore.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPACT_ROW_COUNTS, ensureRowCounts, recountRows, ROW_COUNTS } from '../../runtime/db/row-counts.js';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { openDatabase } from '../../runtime/db/database.js';
import { postgresBin } from '../support/postgres-cluster.js';
import { device as makeDevice, deviceGraph } from '../support/fixtures.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';
import { newDatabase } from '../support/templates.js';

describe.each(DIALECTS)('kept row counts on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(dialect);
  });
  afterAll(async () => api?.close());

  const rows = async <T>(sql: string, bindings: string[] = []) => {
    const result = (await api.db.knex.raw(sql, bindings)) as T[] | { rows: T[] };
    return Array.isArray(result) ? result : result.rows;
  };
  const counted = async (table: string) => Number((await rows<{ n: string }>(`SELECT count(*) AS n FROM "${table}"`))[0]!.n);
  /** A list's count and the statements it sent. */
  const listCount = async (path: string) => {
    const seen: string[] = [];
    const stop = api.db.onQuery(({ sql }) => seen.push(sql));
    try {
      const reply = await api.get(path);
      expect(reply.status).toBe(200);
      return { count: reply.body.count as number, statements: seen };
    } finally {
      stop();
    }
  };
  const keptRead = (statements: string[]) => statements.some((sql) => sql.includes(ROW_COUNTS));
  const scanned = (statements: string[], table: string) => statements.some((sql) => /count\(\*\)/i.test(sql) && sql.replace(/`/g, '"').includes(`"${table}"`));

  it('answers a whole list\'s count from the kept count, equal to count(*), through creates, deletes and a rolled-back bulk', async () => {
    const tags = Array.from({ length: 1000 }, (_, i) => ({ name: `Counted ${i}`, slug: `counted-${i}` }));
    const created = await api.post('/api/extras/tags/', tags);
    expect(created.status).toBe(201);
    let list = await listCount('/api/extras/tags/?limit=1');
    expect(list.count).toBe(await counted('extras_tag'));
    expect(list.count).toBeGreaterThanOrEqual(1000);
    const total = list.count;
    expect(keptRead(list.statements)).toBe(true);
    expect(scanned(list.statements, 'extras_tag')).toBe(false);

    const ids = (created.body as { id: number }[]).slice(0, 400).map((t) => ({ id: t.id }));
    expect((await api.request('DELETE', '/api/extras/tags/', { body: ids })).status).toBe(204);
    // A bulk create failing on its last object writes nothing, and counts nothing.
    const failing = [...Array.from({ length: 50 }, (_, i) => ({ name: `Undone ${i}`, slug: `undone-${i}` })), { name: 'Counted 999', slug: 'counted-999' }];
    expect((await api.post('/api/extras/tags/', failing)).status).toBe(400);
    list = await listCount('/api/extras/tags/');
    expect(list.count).toBe(await counted('extras_tag'));
    expect(list.count).toBe(total - 400);
  });

  it('counts with count(*) a table that has no kept count (not set up by a server start yet), not a wrong 0', async () => {
    await api.create('/api/dcim/sites/', { name: 'Uncounted site', slug: 'uncounted-site' });
    await rows(`DELETE FROM ${ROW_COUNTS} WHERE table_name = 'dcim_site'`);
    const list = await listCount('/api/dcim/sites/?limit=1');
    expect(list.count).toBe(await counted('dcim_site'));
    expect(list.count).toBeGreaterThan(0);
    expect(keptRead(list.statements)).toBe(true);
    expect(scanned(list.statements, 'dcim_site')).toBe(true);
    // A server start counts it again; then the kept count answers.
    expect(await ensureRowCounts(api.db.knex, dialect)).toEqual(['dcim_site']);
    const again = await listCount('/api/dcim/sites/?limit=1');
    expect(again.count).toBe(list.count);
    expect(scanned(again.statements, 'dcim_site')).toBe(false);
  });

  it('counts a filtered or restricted list with count(*)', async () => {
    const list = await listCount('/api/extras/tags/?slug=counted-999');
    expect(list.count).toBe(1);
    expect(keptRead(list.statements)).toBe(false);
    expect(scanned(list.statements, 'extras_tag')).toBe(true);
  });

  it('follows a cascade: a device\'s interfaces deleted with it', async () => {
    const device = await makeDevice(api, await deviceGraph(api), { name: 'counts-dev' });
    const interfaces = Array.from({ length: 30 }, (_, i) => ({ device: device.id, name: `eth${i}`, type: '1000base-t' }));
    expect((await api.post('/api/dcim/interfaces/', interfaces)).status).toBe(201);
    expect((await listCount('/api/dcim/interfaces/')).count).toBe(await counted('dcim_interface'));
    expect((await api.delete(`/api/dcim/devices/${device.id}/`)).status).toBe(204);
    const list = await listCount('/api/dcim/interfaces/');
    expect(list.count).toBe(await counted('dcim_interface'));
    expect(keptRead(list.statements)).toBe(true);
  });

  it('gives a table made after start its triggers and first count, follows writes beside the API, recounts and follows a rename', async () => {
    const knex = api.db.knex;
    await knex.raw(`CREATE TABLE counts_probe (id ${dialect === 'sqlite' ? 'integer' : 'serial'} PRIMARY KEY, v int)`);
    const values = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ v: from + i }));
    await knex('counts_probe').insert(values(1, 25));
    expect(await ensureRowCounts(knex, dialect)).toEqual(['counts_probe']);
    expect(await ensureRowCounts(knex, dialect)).toEqual([]);
    const kept = async (table = 'counts_probe') => Number((await rows<{ n: string }>(`SELECT coalesce(sum(delta), 0) AS n FROM ${ROW_COUNTS} WHERE table_name = ?`, [table]))[0]!.n);
    expect(await kept()).toBe(25);
    await knex('counts_probe').insert(values(1, 5));
    await knex('counts_probe').where('v', '<=', 2).delete();
    expect(await kept()).toBe(26);
    // A count made wrong (rows written with the triggers off): right again once recounted.
    await knex(ROW_COUNTS).where('table_name', 'counts_probe').update({ delta: 0 });
    expect(await kept()).toBe(0);
    expect(await recountRows(knex, dialect)).toContain('counts_probe');
    expect(await kept()).toBe(26);
    expect((await listCount('/api/extras/tags/')).count).toBe(await counted('extras_tag'));
    // Renamed: counted again under its new name at the next start.
    await knex.raw('ALTER TABLE counts_probe RENAME TO counts_probe_renamed');
    expect(await ensureRowCounts(knex, dialect)).toEqual(['counts_probe_renamed']);
    await knex('counts_probe_renamed').insert(values(1, 3));
    expect(await kept('counts_probe_renamed')).toBe(29);
    await knex.raw('DROP TABLE counts_probe_renamed');
  });

  // Only PostgreSQL has these (not registered on the other database rather than skipped).
  if (dialect === 'postgres') {
    it('folds the deltas into one row a table, keeping the sums', async () => {
      // A delta beside the folded row (the server folds every 5 s: this is read at once).
      await api.create('/api/extras/tags/', { name: 'Folded', slug: 'folded' });
      const before = await rows<{ table_name: string; n: string }>(`SELECT table_name, sum(delta) AS n FROM ${ROW_COUNTS} GROUP BY table_name ORDER BY table_name`);
      expect(Number((await rows<{ n: string }>(`SELECT count(*) AS n FROM ${ROW_COUNTS} WHERE table_name = 'extras_tag'`))[0]!.n)).toBeGreaterThan(1);
      await api.db.knex.raw(COMPACT_ROW_COUNTS);
      const after = await rows<{ table_name: string; n: string; deltas: string }>(`SELECT table_name, sum(delta) AS n, count(*) AS deltas FROM ${ROW_COUNTS} GROUP BY table_name ORDER BY table_name`);
      expect(after.map(({ table_name, n }) => ({ table_name, n }))).toEqual(before);
      expect(after.filter((row) => Number(row.deltas) !== 1)).toEqual([]);
      expect((await listCount('/api/extras/tags/')).count).toBe(await counted('extras_tag'));
    });

    it('follows TRUNCATE', async () => {
      await api.db.knex.raw('CREATE TABLE counts_truncated (id serial PRIMARY KEY, v int)');
      await api.db.knex.raw('INSERT INTO counts_truncated (v) SELECT generate_series(1, 25)');
      expect(await ensureRowCounts(api.db.knex, dialect)).toEqual(['counts_truncated']);
      await api.db.knex.raw('TRUNCATE counts_truncated');
      expect(Number((await rows<{ n: string }>(`SELECT coalesce(sum(delta), 0) AS n FROM ${ROW_COUNTS} WHERE table_name = 'counts_truncated'`))[0]!.n)).toBe(0);
      await api.db.knex.raw('DROP TABLE counts_truncated');
    });

    it('keeps the counts through pg_dump and a restore into a new database (new oids, the same names)', async () => {
      const copy = await newDatabase('postgres', null);
      const restored = openDatabase(copy.url);
      try {
        const dump = execFileSync(join(postgresBin(), 'pg_dump'), ['--no-owner', api.url], { maxBuffer: 256 * 1024 * 1024 });
        execFileSync(join(postgresBin(), 'psql'), ['--quiet', '--set', 'ON_ERROR_STOP=1', copy.url], { input: dump, stdio: ['pipe', 'ignore', 'pipe'] });
        expect(await ensureRowCounts(restored.knex, dialect)).toEqual([]);
        const kept = (await restored.knex.raw(`SELECT coalesce(sum(delta), 0) AS n FROM ${ROW_COUNTS} WHERE table_name = 'extras_tag'`)) as { rows: { n: string }[] };
        expect(Number(kept.rows[0]!.n)).toBe(await counted('extras_tag'));
      } finally {
        await restored.close();
        await copy.drop();
      }
    });
  }
});
