// PostgreSQL's planner statistics kept fresh by the server (db/statistics.ts): a table a tenth of
// whose rows changed is analysed within one round (and vacuumed, when they were inserted), and those statements are the server's own:
// they are not counted as a request's (the 'query' events tests count statements by).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
});
