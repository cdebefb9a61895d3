// Prepared statements on PostgreSQL (runtime/db/pg-statements.ts): the statements of a write are
// named and reused, no connection keeps more than its limit, and a migration run by another
// process (which changes what `select *` returns) does not break the writes of a running server.
import type { Knex } from 'knex';
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
    // Outside a transaction only reads of rows by an array of ids are named (a page's related
    // rows); other reads, a page or a count among them, keep a plan made for their values.
    const single = await singleConnection();
    try {
      const named = async (sql: string, bindings: Knex.RawBinding[]) => {
        await single.knex.raw(sql, bindings);
        await single.knex.raw(sql, bindings);
        const rows = (await single.knex.raw('SELECT statement FROM pg_prepared_statements') as { rows: { statement: string }[] }).rows;
        return rows.filter((row) => row.statement.includes('12345')).length;
      };
      expect(await named('SELECT 12345 AS plain WHERE 1 = ?', [1])).toBe(0);
      expect(await named('SELECT id, 12345 AS byids FROM dcim_site WHERE id = ANY(?::bigint[])', [[1, 2]])).toBe(1);
      expect(await named('SELECT id, 12345 AS page FROM dcim_site WHERE id = ANY(?::bigint[]) LIMIT 5', [[1, 2]])).toBe(1);
      expect(await named('SELECT count(*), 12345 AS counted FROM dcim_site WHERE id = ANY(?::bigint[])', [[1, 2]])).toBe(1);
    } finally {
      await single.close();
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

  it('asks a named read again, unnamed, when its table changed behind the process\'s back', async () => {
    const single = await singleConnection();
    const other = openDatabase(api.url);
    const read = () => single.knex.raw('SELECT * FROM dcim_rackrole WHERE id = ANY(?::bigint[])', [[1, 2, 3]]) as Promise<{ fields: { name: string }[] }>;
    try {
      await read();
      await read();
      const statements = (await single.knex.raw('SELECT statement FROM pg_prepared_statements') as { rows: { statement: string }[] }).rows;
      expect(statements.some((row) => row.statement.includes('dcim_rackrole'))).toBe(true);
      // A change no notification announces (a column added by hand): the prepared plan is stale.
      await other.knex.raw('ALTER TABLE dcim_rackrole ADD COLUMN by_hand integer');
      expect((await read()).fields.map((f) => f.name)).toContain('by_hand');
      expect((await read()).fields.map((f) => f.name)).toContain('by_hand');
    } finally {
      await other.knex.raw('ALTER TABLE dcim_rackrole DROP COLUMN IF EXISTS by_hand');
      await other.close();
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
