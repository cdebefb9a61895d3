// `make bench-loop`: how long requests with large bodies and large stored texts hold the event
// loop, measured in the server's process while they run (test/support/loop-watch.ts: the delay a
// request arriving at a random moment met, exceeded 1 % of the time, and the longest stall; and
// the latency of cheap /api/status/ requests sent every 20 ms meanwhile). The scenario: a
// site created with 60 MB of `comments`, ten reads of it, a bulk delete of 200,000 integers; and
// the same 60 MB and 200,000 elements in a field no model has, which only the body reader sees.
// Not a test: it prints figures (DB=sqlite|postgres|both).
import type { Dialect } from '../runtime/db/database.js';
import { startCluster, type Cluster } from '../test/support/postgres-cluster.js';
import { cheapRequests, LoopWatch, rawRequest } from '../test/support/loop-watch.js';
import { serve, type Target } from './target.js';

const DIALECTS: Dialect[] = process.env.DB === 'sqlite' ? ['sqlite'] : process.env.DB === 'postgres' ? ['postgres'] : ['sqlite', 'postgres'];
const TEXT = 60 * 1024 * 1024;
const ELEMENTS = 200_000;

/** Sends a request and reads its answer without decoding it (the measuring process does little else). */
const send = (target: Target, method: string, path: string, body?: Buffer) => rawRequest(target.base, target.token, method, path, body);

async function phase(target: Target, name: string, run: () => Promise<string>): Promise<string> {
  const watch = new LoopWatch();
  const cheap = cheapRequests(() => send(target, 'GET', '/api/status/'));
  const started = performance.now();
  const outcome = await run();
  const ms = performance.now() - started;
  const status = await cheap.stop();
  const loop = watch.stop();
  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '∞');
  return `| ${name} | ${outcome} | ${f(ms)} | ${f(loop.maxHeld)} | ${f(loop.p99)} | ${status.count} | ${f(status.p50)} / ${f(status.p99)} / ${f(status.max)} |`;
}

async function scenario(dialect: Dialect, cluster: Cluster | null): Promise<void> {
  const target = await serve(dialect, cluster, 'loopdelay');
  const rows: string[] = [];
  try {
    // Two characters beyond Latin-1 (one a surrogate pair) make the text UTF-16 in memory, twice the bytes: the costlier case.
    const big = Buffer.from(JSON.stringify({ name: 'Big', slug: 'big', comments: `${'x'.repeat(TEXT)}é😀` }));
    const ignored = Buffer.from(JSON.stringify({ name: 'Ignored', slug: 'ignored', no_such_field: 'x'.repeat(TEXT) }));
    const integers = Buffer.from(JSON.stringify(Array.from({ length: ELEMENTS }, (_, i) => i + 1)));
    const nested = Buffer.from(JSON.stringify({ name: 'Nested', slug: 'nested', no_such_field: Array.from({ length: ELEMENTS }, (_, i) => ({ id: i + 1 })) }));
    let id = 0;
    rows.push(await phase(target, '60 MB in a field no model has', async () => `${(await send(target, 'POST', '/api/dcim/sites/', ignored)).status}`));
    rows.push(await phase(target, `${ELEMENTS.toLocaleString('en')} objects in a field no model has`, async () => `${(await send(target, 'POST', '/api/dcim/sites/', nested)).status}`));
    rows.push(await phase(target, 'create a site with 60 MB of comments', async () => {
      const reply = await send(target, 'POST', '/api/dcim/sites/', big);
      id = Number(/"id":(\d+)/.exec(reply.head)?.[1]);
      return `${reply.status}, ${(reply.bytes / 1e6).toFixed(0)} MB`;
    }));
    rows.push(await phase(target, 'ten reads of that site', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) statuses.push((await send(target, 'GET', `/api/dcim/sites/${id}/`)).status);
      return [...new Set(statuses)].join(', ');
    }));
    rows.push(await phase(target, `bulk delete of ${ELEMENTS.toLocaleString('en')} integers`, async () => `${(await send(target, 'DELETE', '/api/dcim/sites/', integers)).status}`));
  } finally {
    await target.close();
  }
  console.log(`\n${dialect}:\n`);
  console.log('| request | answer | ms | loop held at most, ms | delay p99, ms | cheap GETs | their p50 / p99 / max, ms |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
}

const cluster = DIALECTS.includes('postgres') ? await startCluster() : null;
try {
  for (const dialect of DIALECTS) await scenario(dialect, cluster);
} finally {
  cluster?.stop();
}
