// Issue 24: no request holds the event loop for the others. The loop's delay is measured in the
// server's process (test/support/loop-watch.ts: time-weighted, each stall counted for every request
// it would hold, the time this thread waits for a core on the loaded machine left out) while large
// bodies are read and parsed: they go to the JSON parsing thread as they arrive and come back in
// parts (runtime/http/json-thread.ts); and while long answers are rendered a slice at a time
// (runtime/http/json-render.ts). No wall-clock time of the large requests is asserted.
// `make bench-loop` prints the same measure for the whole scenario of the issue (a 60 MB create,
// ten reads of it, a bulk of 200,000 integers).
import { statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sqliteFilename } from '../../runtime/db/database.js';
import { jsonChunks, jsonText } from '../../runtime/lib/json-render.js';
import { LoopWatch, rawRequest } from '../support/loop-watch.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

const MB = 1024 * 1024;

describe.each(DIALECTS)('the event loop on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(dialect, { MAX_REQUEST_BODY_SIZE: 64 * MB });
  });
  afterAll(async () => api?.close());

  /** A request whose body is ready bytes (the test's own JSON work stays outside the watch) and whose answer is read, not parsed. */
  const send = (path: string, body: Buffer) => rawRequest(api.base, api.token, 'POST', path, body);

  it('keeps the loop moving while it reads and parses a 60 MB body and one of 200,000 elements', async () => {
    const sixty = Buffer.from(JSON.stringify({ name: 'Sixty', slug: 'sixty', no_such_field: `${'x'.repeat(60 * MB)}é😀` }));
    const elements = Buffer.from(JSON.stringify({ name: 'Elements', slug: 'elements', no_such_field: Array.from({ length: 200_000 }, (_, i) => ({ id: i })) }));
    const watch = new LoopWatch();
    const replies = [await send('/api/dcim/sites/', sixty), await send('/api/dcim/sites/', elements)];
    const loop = watch.stop();
    console.log(`${dialect}: 60 MB and 200,000 elements read and parsed in ${loop.ms.toFixed(0)} ms; loop delay p99 ${loop.p99.toFixed(0)} ms, held at most ${loop.maxHeld.toFixed(0)} ms`);
    expect(replies.map((r) => r.status)).toEqual([201, 201]);
    expect(replies.map((r) => /"name":"(\w+)"/.exec(r.head)?.[1])).toEqual(['Sixty', 'Elements']);
    expect(loop.p99).toBeLessThan(100);
  });

  it.runIf(dialect === 'sqlite')('checkpoints the write-ahead log in a thread of its own, not after commits on the loop', async () => {
    const file = sqliteFilename(api.url);
    const before = statSync(file).size;
    expect(await api.db.knex.raw('PRAGMA wal_autocheckpoint')).toEqual([{ wal_autocheckpoint: 0 }]);
    const site = await api.create('/api/dcim/sites/', { name: 'Logged', slug: 'logged', comments: 'y'.repeat(4 * MB) });
    // The pages reach the database file only through a checkpoint, and no commit runs one.
    await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(before + 4 * MB), { timeout: 20_000, interval: 100 });
    expect((await api.get(`/api/dcim/sites/${site.id}/`)).body.comments).toHaveLength(4 * MB);
  });
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
