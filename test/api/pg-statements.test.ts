// Prepared statements on PostgreSQL (runtime/db/pg-statements.ts): the statements of a write are
// named and reused, no connection keeps more than its limit, and a migration run by another
// process (which changes what `select *` returns) does not break the writes of a running server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.js';
import type { MigrationMeta } from '../../contract/index.js';
import { openDatabase } from '../../runtime/db/database.js';
import { migrate } from '../../runtime/db/migrate.js';
import { startServer, type TestServer } from '../support/server.js';

describe('prepared statements on postgres', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer('postgres');
  });
  afterAll(async () => api?.close());

  const prepared = async (trx: { raw(sql: string): Promise<unknown> }) =>
    ((await trx.raw('SELECT name, statement FROM pg_prepared_statements')) as { rows: { name: string; statement: string }[] }).rows;

  /** 250 distinct parameterised statements, twice, in one transaction each round. */
  const distinctStatements = async (tag: string) => {
    for (let round = 0; round < 2; round += 1) {
      await api.db.knex.transaction(async (trx) => {
        for (let i = 0; i < 250; i += 1) expect((await trx.raw(`SELECT ?::int + ${i} AS ${tag}`, [1])).rows).toEqual([{ [tag]: i + 1 }]);
      });
    }
  };

  it('names the statements of a transaction, reuses them and keeps at most 200 per connection', async () => {
    await distinctStatements('n');
    await api.db.knex.transaction(async (trx) => {
      const statements = await prepared(trx);
      const ours = statements.filter((s) => /^SELECT \$1::int \+ \d+ AS n$/.test(s.statement));
      // The latest ones, each prepared once even though it ran twice; the evicted ones deallocated.
      expect(ours.length).toBeGreaterThan(150);
      expect(statements.length).toBeLessThanOrEqual(200);
      expect(new Set(ours.map((s) => s.statement)).size).toBe(ours.length);
      expect(ours.some((s) => s.statement === 'SELECT $1::int + 249 AS n')).toBe(true);
    });
    // Outside a transaction nothing is named: reads keep a plan made for their values.
    const connection = await api.db.knex.client.acquireConnection();
    try {
      const before = (await connection.query('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0].n;
      await api.db.knex.raw('SELECT 12345 AS plain');
      const names = (await connection.query(`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE '%12345%'`)).rows[0].n;
      expect(names).toBe(0);
      expect(before).toBeLessThanOrEqual(200);
    } finally {
      await api.db.knex.client.releaseConnection(connection);
    }
  });

  /** A database handle with one connection, so that every statement shares it, once it names statements. */
  const singleConnection = async () => {
    const single = openDatabase(api.url, { connections: 1 });
    // Named statements start once the process listens for schema changes.
    const deadline = Date.now() + 10_000;
    while (single.cache.schemaVersion() === null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(single.cache.schemaVersion()).not.toBeNull();
    return single;
  };

  it('keeps a few large statements (multi-row inserts, ~0.5 MB of plan each), deallocating the others after the transaction', async () => {
    const single = await singleConnection();
    try {
      const many = Array.from({ length: 150 }, (_, i) => i);
      await single.knex.transaction(async (trx) => {
        for (let size = 0; size < 6; size += 1) {
          expect((await trx.raw(`SELECT ${many.map(() => '?::int').join(' + ')} AS total${size}`, many)).rows[0][`total${size}`]).toBe(11175);
        }
      });
      const large = await single.knex.transaction(async (trx) => (await prepared(trx)).filter((s) => /AS total\d$/.test(s.statement)));
      expect(large.map((s) => s.statement.slice(-6)).sort()).toEqual(['total2', 'total3', 'total4', 'total5']);
    } finally {
      await single.close();
    }
  });

  it('is not thrown off by a statement that failed before PostgreSQL prepared it', async () => {
    // One connection, so the failed statement and the later ones share it.
    const single = await singleConnection();
    try {
      await expect(single.knex.transaction((trx) => trx.raw('SELECT no_such_column FROM dcim_site WHERE id = ?', [1]))).rejects.toThrow(/no_such_column/);
      // Enough new statements to evict the failed name, in transactions of their own.
      for (let round = 0; round < 3; round += 1) {
        await single.knex.transaction(async (trx) => {
          for (let i = 0; i < 120; i += 1) expect((await trx.raw(`SELECT ?::int + ${round * 1000 + i} AS m`, [0])).rows[0].m).toBe(round * 1000 + i);
        });
      }
    } finally {
      await single.close();
    }
  });

  it('keeps writing after another process adds a column to the table it writes', async () => {
    // Every pooled connection prepares the site insert (which returns `*`).
    const create = async (n: number) => {
      const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => api.post('/api/dcim/sites/', { name: `Prep ${n}-${i}`, slug: `prep-${n}-${i}` })));
      expect(replies.map((r) => r.status)).toEqual(Array(10).fill(201));
    };
    await create(1);
    await create(2);
    const other = openDatabase(api.url);
    const version = api.db.cache.schemaVersion();
    expect(version).not.toBeNull();
    try {
      const last = registry.migrations.at(-1)!;
      const extra: MigrationMeta = {
        id: '9999_test_site_note', from: last.to, to: 'test-site-note',
        operations: [{ op: 'add_column', table: 'dcim_site', column: { name: 'note', type: 'string', length: 50, nullable: true } }],
      };
      expect(await migrate(other, [...registry.migrations, extra])).toEqual(['9999_test_site_note']);
    } finally {
      await other.close();
    }
    // The migration's notification reaches this process ...
    const deadline = Date.now() + 10_000;
    while (api.db.cache.schemaVersion() === version && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.db.cache.schemaVersion()).not.toBe(version);
    // ... and its writes prepare their statements afresh.
    await create(3);
    expect((await api.get('/api/dcim/sites/?name=Prep 3-0')).body.count).toBe(1);
  });
});
