// PostgreSQL's planner statistics kept fresh by the server (db/statistics.ts): a table a tenth of
// whose rows changed is analysed within one round (and vacuumed, when they were inserted), and those statements are the server's own:
// they are not counted as a request's (the 'query' events tests count statements by).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registry } from '../../generated/registry.js';
import { prepareDatabase } from '../../runtime/db/prepare.js';
import { PENDING_LIST_KB } from '../../runtime/db/search-indexes.js';
import { startServer, type TestServer } from '../support/server.js';

describe('planner statistics on postgres', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer('postgres');
  });
  afterAll(async () => api?.close());

  it('analyses and vacuums a table after a bulk create of 1,200 rows, outside the statements requests are counted by', { timeout: 60_000 }, async () => {
    const seen: string[] = [];
    const stop = api.db.onQuery(({ sql }) => seen.push(sql));
    try {
      // Autovacuum would take the table too (with many test databases its worker visits each every
      // few seconds) and reset the counters the server's round reads: it is kept off this table.
      await api.db.knex.raw('ALTER TABLE extras_tag SET (autovacuum_enabled = false)');
      const tags = Array.from({ length: 1200 }, (_, i) => ({ name: `Analysed ${i}`, slug: `analysed-${i}` }));
      expect((await api.post('/api/extras/tags/', tags)).status).toBe(201);
      const last = async () => {
        const { rows } = (await api.db.knex.raw("SELECT last_analyze, last_vacuum FROM pg_stat_user_tables WHERE relname = 'extras_tag'")) as { rows: { last_analyze: string | null; last_vacuum: string | null }[] };
        return rows[0] ?? null;
      };
      // A manual ANALYZE and VACUUM (the server's) set last_analyze and last_vacuum; autovacuum's
      // would set last_autoanalyze and last_autovacuum. 1,200 rows inserted: both.
      await vi.waitFor(async () => expect(await last()).toEqual({ last_analyze: expect.anything(), last_vacuum: expect.anything() }), { timeout: 30_000, interval: 500 });
    } finally {
      stop();
    }
    expect(seen.filter((sql) => /pg_stat_user_tables|^ANALYZE|^VACUUM/i.test(sql) && !/last_analyze/.test(sql))).toEqual([]);
  });

  // db/search-indexes.ts: a search reads a GIN index's whole pending list (8 to 10 ms an index
  // scan at 710,000 addresses with the default 4 MB list); the trigram indexes keep a short one.
  it('keeps a short pending list on the trigram search indexes, also on an index made with the default', async () => {
    const options = async () => {
      const { rows } = (await api.db.knex.raw(`
        SELECT c.relname AS name, coalesce(array_to_string(c.reloptions, ','), '') AS options FROM pg_index i
        JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
        WHERE a.amname = 'gin' AND EXISTS (SELECT 1 FROM pg_opclass o WHERE o.oid = ANY(i.indclass) AND o.opcname = 'gin_trgm_ops')
        ORDER BY 1`)) as { rows: { name: string; options: string }[] };
      return rows;
    };
    const made = await options();
    expect(made.map((row) => row.name)).toEqual(expect.arrayContaining(['ipam_ipaddress__search', 'dcim_interface__search', 'dcim_device__search']));
    expect(made.filter((row) => row.options !== `gin_pending_list_limit=${PENDING_LIST_KB}`)).toEqual([]);
    // An index as an older server made it, then what a server does at its start (runtime/server.ts).
    await api.db.knex.raw('ALTER INDEX dcim_device__search RESET (gin_pending_list_limit)');
    expect((await options()).filter((row) => row.options !== `gin_pending_list_limit=${PENDING_LIST_KB}`).map((row) => row.name)).toEqual(['dcim_device__search']);
    await prepareDatabase(api.db, registry);
    expect((await options()).filter((row) => row.options !== `gin_pending_list_limit=${PENDING_LIST_KB}`)).toEqual([]);
  });
});
