// SQLite connections keep prepared statements by SQL text (runtime/db/database.ts), but not a bulk
// write's: a statement with hundreds of parameters is rarely the same text twice and its compiled
// program is large; kept, such statements held a long-running server's memory up by tens of MB.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptStatementTexts } from '../../runtime/db/sqlite-setup.js';
import { startServer, type TestServer } from '../support/server.js';

describe('prepared statements kept on sqlite', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer('sqlite');
  });
  afterAll(async () => api?.close());

  const kept = async (): Promise<string[]> => {
    const client = api.db.knex.client as { acquireConnection(): Promise<object>; releaseConnection(connection: object): unknown };
    const connection = await client.acquireConnection();
    try {
      return keptStatementTexts(connection);
    } finally {
      client.releaseConnection(connection);
    }
  };
  const parameters = (sql: string) => sql.split('?').length - 1;

  it('keeps the statements of single writes and leaves out those of a bulk of 1,000', async () => {
    const one = await api.post('/api/extras/tags/', { name: 'single', slug: 'single' });
    expect(one.status).toBe(201);
    let largest = 0;
    const seen = (query: { bindings?: unknown[] }) => (largest = Math.max(largest, query.bindings?.length ?? 0));
    api.db.knex.on('query', seen);
    const bulk = await api.post('/api/extras/tags/', Array.from({ length: 1000 }, (_, i) => ({ name: `t${i}`, slug: `t${i}` })));
    api.db.knex.off('query', seen);
    expect(bulk.status).toBe(201);
    expect(bulk.body).toHaveLength(1000);
    // The bulk ran statements of that size (else the check below proves nothing).
    expect(largest).toBeGreaterThan(100);
    const texts = await kept();
    expect(texts.some((sql) => /insert into [`"]extras_tag[`"]/i.test(sql) && parameters(sql) <= 100)).toBe(true);
    expect(texts.filter((sql) => parameters(sql) > 100)).toEqual([]);
  });

  it('gives back the page caches of the loop connections when asked (a quiet server), without starting the large-value thread', async () => {
    const offLoopPool = (api.db.offLoop!.writer.client as { pool: { numUsed(): number; numFree(): number } }).pool;
    const threads = () => offLoopPool.numUsed() + offLoopPool.numFree();
    expect((await api.get('/api/extras/tags/?limit=100')).status).toBe(200);
    expect(threads()).toBe(0);
    const statements = api.db.stats.statements;
    await api.db.releaseMemory();
    // One PRAGMA shrink_memory on the writer and one on the reader.
    expect(api.db.stats.statements - statements).toBe(2);
    expect(threads()).toBe(0);
    expect((await api.get('/api/extras/tags/?limit=100')).status).toBe(200);
  });
});
