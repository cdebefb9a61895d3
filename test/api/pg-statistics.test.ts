// PostgreSQL's planner statistics kept fresh by the server (db/statistics.ts): a table a tenth of
// whose rows changed is analysed within one round, and those statements are the server's own:
// they are not counted as a request's (the 'query' events tests count statements by).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type TestServer } from '../support/server.js';

describe('planner statistics on postgres', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer('postgres');
  });
  afterAll(async () => api?.close());

  it('analyses a table after a bulk create of 1,200 rows, outside the statements requests are counted by', { timeout: 60_000 }, async () => {
    const seen: string[] = [];
    const stop = api.db.onQuery(({ sql }) => seen.push(sql));
    try {
      const tags = Array.from({ length: 1200 }, (_, i) => ({ name: `Analysed ${i}`, slug: `analysed-${i}` }));
      expect((await api.post('/api/extras/tags/', tags)).status).toBe(201);
      const lastAnalyze = async () => {
        const { rows } = (await api.db.knex.raw("SELECT last_analyze FROM pg_stat_user_tables WHERE relname = 'extras_tag'")) as { rows: { last_analyze: string | null }[] };
        return rows[0]?.last_analyze ?? null;
      };
      // A manual ANALYZE (the server's) sets last_analyze; autovacuum's would set last_autoanalyze.
      await vi.waitFor(async () => expect(await lastAnalyze()).not.toBeNull(), { timeout: 30_000, interval: 500 });
    } finally {
      stop();
    }
    expect(seen.filter((sql) => /pg_stat_user_tables|^ANALYZE/i.test(sql) && !/last_analyze/.test(sql))).toEqual([]);
  });
});
