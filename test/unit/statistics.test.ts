// Planner statistics kept fresh (runtime/db/statistics.ts) on a real SQLite file: a table is
// analysed once it holds enough rows, again once it has grown tenfold, and a connection that
// planned with the old statistics plans with the new ones once told, its prepared statements too.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catchUp, refreshStatistics } from '../../runtime/db/statistics.js';

const dir = mkdtempSync(join(tmpdir(), 'inventory-statistics-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('refreshStatistics', () => {
  const file = join(dir, 'stats.sqlite3');
  const writer = new Database(file);
  writer.pragma('journal_mode = WAL');
  // A foreign key that is mostly null, as nat_inside is: a batch lookup by it finds few rows.
  writer.exec('CREATE TABLE item (id INTEGER PRIMARY KEY, parent_id INTEGER, name TEXT); CREATE INDEX item_parent ON item (parent_id)');
  const insert = writer.prepare('INSERT INTO item (parent_id, name) VALUES (?, ?)');
  const grow = (to: number) => writer.transaction(() => {
    const { n } = writer.prepare('SELECT count(*) AS n FROM item').get() as { n: number };
    for (let i = n; i < to; i++) insert.run(i % 100 === 0 ? i : null, `item ${i}`);
  })();
  const counted = () => {
    const exists = writer.prepare("SELECT count(*) FROM sqlite_schema WHERE name = 'sqlite_stat1'").pluck().get();
    return exists ? (writer.prepare("SELECT stat FROM sqlite_stat1 WHERE idx = 'item_parent'").pluck().get() as string | undefined) : undefined;
  };
  const thread = new Database(file);

  it('analyses a table once it holds enough rows, and again once it has grown tenfold', () => {
    grow(500);
    refreshStatistics(thread);
    expect(counted()).toBeUndefined();
    grow(2_000);
    const first = refreshStatistics(thread);
    expect(counted()).toMatch(/^2000 /);
    grow(15_000);
    expect(refreshStatistics(thread)).toBe(first);
    expect(counted()).toMatch(/^2000 /);
    grow(25_000);
    expect(refreshStatistics(thread)).not.toBe(first);
    expect(counted()).toMatch(/^25000 /);
  });

  it('brings a reader and its prepared statements to the new statistics when told', () => {
    // Statistics that say half the rows share each value: the batch lookup becomes a scan.
    writer.exec("DELETE FROM sqlite_stat1; DELETE FROM sqlite_stat4; INSERT INTO sqlite_stat1 VALUES ('item', 'item_parent', '25000 12500')");
    const reader = new Database(file);
    reader.pragma('query_only = ON');
    const sql = 'SELECT id, name FROM item WHERE parent_id IN (100, 200, 300) ORDER BY id';
    const plan = () => (reader.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((r) => r.detail).join('\n');
    const generation = { value: 0 };
    const seen = { value: 0 };
    expect(plan()).toMatch(/^SCAN item$/m);
    writer.exec("DELETE FROM sqlite_stat1; ANALYZE item");
    expect(plan(), 'not reloaded yet').toMatch(/^SCAN item$/m);
    let forgotten = 0;
    catchUp(reader, generation, seen, true, () => (forgotten += 1));
    expect(forgotten, 'nothing new').toBe(0);
    generation.value += 1;
    catchUp(reader, generation, seen, true, () => (forgotten += 1));
    expect(forgotten).toBe(1);
    expect(plan()).toMatch(/SEARCH item USING INDEX item_parent/);
    expect(() => reader.exec("INSERT INTO item (name) VALUES ('x')"), 'read-only again').toThrow(/readonly/);
    reader.close();
  });
});
