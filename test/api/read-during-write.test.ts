// Reads never wait for writes: while one request writes thousands of objects in one transaction
// (and fails on its last, so that all of it rolls back), other requests answer at once. On SQLite
// reads use a connection of their own (WAL shows them the last commit) and the writing loop gives
// the event loop back every few milliseconds; the event loop is never held for more than 50 ms.
// "Held" is measured between ticks of a 2 ms timer less the time the main thread waited for a core
// (test/support/loop-watch.ts), so that the other test files sharing the machine's two cores
// (which delay the timer without this thread wanting to run) do not count, nor do the process's
// other threads (the JSON parsing thread, SQLite's checkpoints).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoopWatch } from '../support/loop-watch.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

const COUNT = 6000;

describe.each(DIALECTS)('reads during a long bulk write on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(dialect);
    await api.create('/api/dcim/sites/', { name: 'Committed site', slug: 'committed-site' });
  });
  afterAll(async () => api?.close());

  /** The longest stretch the event loop was held since it started (see the file's comment). */
  const loopWatch = () => {
    const watch = new LoopWatch();
    return () => watch.stop().maxHeld;
  };

  it('answers reads at once and keeps the event loop moving', async () => {
    const items: Record<string, unknown>[] = Array.from({ length: COUNT }, (_, i) => ({ address: `10.${(i >> 8) & 255}.${i & 255}.1/16`, description: 'bulk' }));
    items.push({ address: 'not an address' });
    const stopWatch = loopWatch();
    const started = performance.now();
    let writeEnded = 0;
    const write = api.post('/api/ipam/ip-addresses/', items).then((reply) => {
      writeEnded = performance.now();
      return reply;
    });
    // Reads while the write runs, one after another: each must answer fast, and see the last commit.
    const reads: { ms: number; during: boolean }[] = [];
    await new Promise((resolve) => setTimeout(resolve, 100));
    while (!writeEnded && reads.length < 200) {
      const before = performance.now();
      const status = await api.get('/api/status/');
      const sites = await api.get('/api/dcim/sites/?brief=1');
      expect(status.status).toBe(200);
      expect(sites.body.results.map((s: { display: string }) => s.display)).toEqual(['Committed site']);
      reads.push({ ms: performance.now() - before, during: !writeEnded });
    }
    const reply = await write;
    const held = stopWatch();
    expect(reply.status).toBe(400);
    expect(reply.body.detail).toBe(`1 of ${COUNT + 1} objects could not be created.`);
    const during = reads.filter((r) => r.during);
    const writeMs = writeEnded - started;
    // The write must have lasted long enough for this to mean something.
    expect(writeMs).toBeGreaterThan(500);
    expect(during.length).toBeGreaterThanOrEqual(3);
    const slowest = Math.max(...during.map((r) => r.ms));
    console.log(`${dialect}: write ${writeMs.toFixed(0)} ms; ${during.length} read pairs during it, slowest ${slowest.toFixed(1)} ms; event loop held at most ${held.toFixed(1)} ms`);
    expect(slowest).toBeLessThan(Math.min(500, writeMs / 4));
    expect(held).toBeLessThan(50);
    expect((await api.get('/api/ipam/ip-addresses/?limit=1')).body.count).toBe(0);
  });

  it('keeps the event loop moving while it renders a large successful write and a full complete page', async () => {
    const items = Array.from({ length: COUNT }, (_, i) => ({ address: `10.${(i >> 8) & 255}.${i & 255}.2/16`, description: 'rendered' }));
    // The test shares the server's process: its own JSON work (the request body, parsing the
    // answers) stays outside the watched stretch.
    const body = JSON.stringify(items);
    const headers = { Authorization: `Token ${api.token}`, 'Content-Type': 'application/json' };
    const stopWatch = loopWatch();
    const written = await fetch(`${api.base}/api/ipam/ip-addresses/`, { method: 'POST', headers, body });
    const writtenText = await written.text();
    const listed = await fetch(`${api.base}/api/ipam/ip-addresses/?limit=1000`, { headers });
    const listedText = await listed.text();
    const held = stopWatch();
    expect(written.status).toBe(201);
    expect(Number(written.headers.get('content-length'))).toBe(Buffer.byteLength(writtenText));
    const created = JSON.parse(writtenText) as { address: string }[];
    expect(created).toHaveLength(COUNT);
    expect(created.map((o) => o.address)).toEqual(items.map((i) => i.address));
    const page = JSON.parse(listedText) as { count: number; next: string; results: unknown[] };
    expect([listed.status, page.count, page.results.length]).toEqual([200, COUNT, 1000]);
    expect(page.next).toContain('offset=1000');
    console.log(`${dialect}: ${COUNT} objects written and rendered, a page of 1000: event loop held at most ${held.toFixed(1)} ms`);
    expect(held).toBeLessThan(50);
  });
});
