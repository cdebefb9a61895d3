// Issue 24: no request holds the event loop for the others. The loop's delay is measured in the
// server's process (test/support/loop-watch.ts: time-weighted, each stall counted for every request
// it would hold, the time this thread waits for a core on the loaded machine left out) while large
// bodies are read and parsed: they go to the JSON parsing thread as they arrive and come back in
// parts (runtime/http/json-thread.ts); and while long answers are rendered a slice at a time
// (runtime/lib/json-render.ts). No wall-clock time of the large requests is asserted.
// `make bench-loop` prints the same measures per request.
import { statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sqliteFilename } from '../../runtime/db/database.js';
import { jsonChunks, jsonText } from '../../runtime/lib/json-render.js';
import { cheapRequests, LoopWatch, rawRequest } from '../support/loop-watch.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

const MB = 1024 * 1024;
/** The loop's delay p99 (ms) the scenario stays under, per database (why: the scenario's comment). */
const P99_BOUND_MS = { sqlite: 100, postgres: 100 } as const;
/** Reads of the 60 MB row after its create (the scenario has ten: `make bench-loop`). */
const READS = 3;

describe.each(DIALECTS)('the event loop on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(dialect, { MAX_REQUEST_BODY_SIZE: 64 * MB });
  });
  afterAll(async () => api?.close());

  /** A request whose body is ready bytes (the test's own JSON work stays outside the watch) and whose answer is read, not parsed. */
  const send = (method: string, path: string, body?: Buffer) => rawRequest(api.base, api.token, method, path, body);

  // The scenario, with cheap GETs sent every 20 ms throughout: the bound, a p99
  // under 100 ms, on both databases. Around the database calls everything is sliced (parsing the
  // body in a thread, rendering the answers and the 200,000 errors a slice at a time). The
  // create's transaction and the reads of the row it stored run on connections in a thread of
  // their own (runtime/db/off-loop.ts): on SQLite one statement with a 60 MB value holds the
  // thread running it for 0.3 to 1 s, on PostgreSQL pg encodes the parameter and decodes the field
  // in one call each. The text stays in the pieces it crossed in (runtime/lib/large-text.ts): the
  // create checks and trims it a piece at a time, its change record's JSON is made of pieces, the
  // reads render it a piece at a time. Measured alone (2026-11-27): SQLite p99 18 and 19 ms (held
  // at most 45), PostgreSQL 16 and 17 (37); before the pieces reached the write, SQLite 57 to 83
  // and PostgreSQL 147 to 340 (bench/results/loop-2026-11-26.md for the earlier figures). The p99
  // is a share of the scenario's time, so a less loaded machine, finishing sooner, shows a higher
  // one. The issue's ten reads are `make bench-loop`'s; here three show every later read is
  // sliced as the first is (each read of 60 MB costs about a second of a core on each database,
  // and the suite's time is part of the product). A timeout long enough for the loaded machine:
  // the scenario moves 300 MB through the test's own process.
  it('keeps cheap requests moving while a 60 MB create, three reads of it and a bulk of 200,000 integers run', async () => {
    const big = Buffer.from(JSON.stringify({ name: 'Sixty', slug: 'sixty', comments: `${'x'.repeat(60 * MB)}é😀` }));
    const integers = Buffer.from(JSON.stringify(Array.from({ length: 200_000 }, (_, i) => i + 1)));
    const watch = new LoopWatch();
    const cheap = cheapRequests(() => rawRequest(api.base, api.token, 'GET', '/api/status/'));
    const created = await send('POST', '/api/dcim/sites/', big);
    const id = Number(/"id":(\d+)/.exec(created.head)?.[1]);
    const reads: { status: number; bytes: number }[] = [];
    for (let i = 0; i < READS; i += 1) reads.push(await send('GET', `/api/dcim/sites/${id}/`));
    const bulk = await send('DELETE', '/api/dcim/sites/', integers);
    const status = await cheap.stop();
    const loop = watch.stop();
    console.log(`${dialect}: 60 MB create, ${READS} reads, 200,000 integers in ${loop.ms.toFixed(0)} ms; loop delay p99 ${loop.p99.toFixed(0)} ms, held at most ${loop.maxHeld.toFixed(0)} ms; ${status.count} cheap GETs, p50 ${status.p50.toFixed(0)} ms`);
    expect(created.status).toBe(201);
    expect(reads.map((r) => r.status)).toEqual(Array(READS).fill(200));
    expect(Math.min(...reads.map((r) => r.bytes))).toBeGreaterThan(60 * MB);
    expect(bulk.status).toBe(400);
    expect(status.max).toBeLessThan(Infinity); // every cheap GET answered
    expect(loop.p99).toBeLessThan(P99_BOUND_MS[dialect]);
  }, 240_000);

  // Beyond the scenario: a row known to be large is changed in another field, patched
  // with nothing, and deleted. Each write reads the row off the loop, compares its snapshots a
  // piece at a time (features/changelog.ts hasChanges: the empty PATCH leaves no change record)
  // and records the 60 MB text in its change records' JSON, made in pieces.
  // 12 MB: before the pieces reached these writes, enough to hold the loop for a quarter of a second a copy.
  it('keeps the loop moving while a row with a 12 MB text is updated in another field, patched with nothing and deleted', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'Changed', slug: 'changed', comments: `${'x'.repeat(12 * MB)}é😀` }));
    const created = await send('POST', '/api/dcim/sites/', body);
    expect(created.status).toBe(201);
    const id = Number(/"id":(\d+)/.exec(created.head)?.[1]);
    const records = async () => Number((await api.db.knex('core_objectchange').where({ changed_object_type: 'dcim.site', changed_object_id: id }).count({ n: '*' }))[0]!.n);
    expect(await records()).toBe(1);
    const watch = new LoopWatch();
    const cheap = cheapRequests(() => rawRequest(api.base, api.token, 'GET', '/api/status/'));
    const patched = await send('PATCH', `/api/dcim/sites/${id}/`, Buffer.from(JSON.stringify({ description: 'renamed' })));
    const unchanged = await send('PATCH', `/api/dcim/sites/${id}/`, Buffer.from('{}'));
    const deleted = await send('DELETE', `/api/dcim/sites/${id}/`);
    await cheap.stop();
    const loop = watch.stop();
    console.log(`${dialect}: a 12 MB row updated, patched with nothing and deleted in ${loop.ms.toFixed(0)} ms; loop delay p99 ${loop.p99.toFixed(0)} ms, held at most ${loop.maxHeld.toFixed(0)} ms`);
    expect([patched.status, unchanged.status, deleted.status]).toEqual([200, 200, 204]);
    expect(Math.min(patched.bytes, unchanged.bytes)).toBeGreaterThan(12 * MB);
    // Created, updated, deleted: the empty PATCH changed nothing and is not recorded.
    expect(await records()).toBe(3);
    const update = await api.db.knex('core_objectchange').where({ changed_object_type: 'dcim.site', changed_object_id: id, action: 'update' }).first();
    for (const data of [update.prechange_data, update.postchange_data]) {
      const snapshot = typeof data === 'string' ? JSON.parse(data) : data;
      expect(snapshot.comments.length).toBe(12 * MB + 3);
    }
    expect(loop.p99).toBeLessThan(P99_BOUND_MS[dialect]);
  }, 240_000);

  it('keeps the loop moving while it reads and parses 60 MB and 200,000 elements in a field no model has', async () => {
    const sixty = Buffer.from(JSON.stringify({ name: 'Ignored', slug: 'ignored', no_such_field: `${'x'.repeat(60 * MB)}é😀` }));
    const elements = Buffer.from(JSON.stringify({ name: 'Elements', slug: 'elements', no_such_field: Array.from({ length: 200_000 }, (_, i) => ({ id: i })) }));
    const watch = new LoopWatch();
    const replies = [await send('POST', '/api/dcim/sites/', sixty), await send('POST', '/api/dcim/sites/', elements)];
    const loop = watch.stop();
    console.log(`${dialect}: 60 MB and 200,000 elements read and parsed in ${loop.ms.toFixed(0)} ms; loop delay p99 ${loop.p99.toFixed(0)} ms, held at most ${loop.maxHeld.toFixed(0)} ms`);
    expect(replies.map((r) => r.status)).toEqual([201, 201]);
    expect(replies.map((r) => /"name":"(\w+)"/.exec(r.head)?.[1])).toEqual(['Ignored', 'Elements']);
    expect(loop.p99).toBeLessThan(100);
  });

  // Only SQLite has this (not registered on the other database rather than skipped).
  if (dialect === 'sqlite') {
    it('checkpoints the write-ahead log in a thread of its own, not after commits on the loop', async () => {
      const file = sqliteFilename(api.url);
      const before = statSync(file).size;
      expect(await api.db.knex.raw('PRAGMA wal_autocheckpoint')).toEqual([{ wal_autocheckpoint: 0 }]);
      const site = await api.create('/api/dcim/sites/', { name: 'Logged', slug: 'logged', comments: 'y'.repeat(4 * MB) });
      // The pages reach the database file only through a checkpoint, and no commit runs one.
      await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(before + 4 * MB), { timeout: 20_000, interval: 100 });
      expect((await api.get(`/api/dcim/sites/${site.id}/`)).body.comments).toHaveLength(4 * MB);
    });
  }
});

describe('rendering long answers', () => {
  it('keeps the loop moving while it renders a 60 MB string and a list of 200,000 objects', async () => {
    const text = `${'x'.repeat(30 * MB)}"é😀\n${'y'.repeat(30 * MB)}`;
    // Flat, as a text read from the database is (the rope the concatenation made is flattened here).
    expect(text.indexOf('\u0000')).toBe(-1);
    const list = Array.from({ length: 200_000 }, (_, i) => ({ id: i, name: `object ${i}`, tags: [{ id: i, name: 't' }] }));
    const watch = new LoopWatch();
    const chunks = await jsonChunks({ id: 1, comments: text });
    const stored = await jsonText({ id: 1, comments: text });
    const rendered = await jsonChunks({ count: list.length, results: list });
    const loop = watch.stop();
    console.log(`60 MB string rendered twice and 200,000 objects once in ${loop.ms.toFixed(0)} ms; loop delay p99 ${loop.p99.toFixed(0)} ms, held at most ${loop.maxHeld.toFixed(0)} ms`);
    expect(chunks.reduce((total, chunk) => total + chunk.length, 0)).toBe(Buffer.byteLength(JSON.stringify({ id: 1, comments: text })));
    expect(stored.length).toBe(JSON.stringify({ id: 1, comments: text }).length);
    expect(rendered.length).toBeGreaterThan(2000);
    expect(loop.p99).toBeLessThan(100);
  });
});
