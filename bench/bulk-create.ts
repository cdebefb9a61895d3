// Benchmark: one bulk create of COUNT objects (default 10,000 tags, then 10,000 IP addresses) in a
// single request, all or nothing, with a change record per object; then the same request with its
// last object invalid, which must leave nothing behind, and its time as a ratio of the valid one's;
// then the outbox's cost: the same create while an event rule
// listens for created tags (each object's event stored with its representation), alternating with
// creates without a listener (ROUNDS=3 of each), as a ratio of the medians. Prints the time of
// each per database.
// Not a test.
//
//   make bench-bulk                  # SQLite and PostgreSQL, 10,000 objects
//   make bench-bulk COUNT=2000 DB=sqlite ROUNDS=5
import { performance } from 'node:perf_hooks';
import type { Dialect } from '../runtime/db/database.js';
import { startCluster } from '../test/support/postgres-cluster.js';
import { serve, type Target } from './target.js';

const COUNT = Number(process.env.COUNT ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const DIALECTS: Dialect[] = process.env.DB === 'sqlite' ? ['sqlite'] : process.env.DB === 'postgres' ? ['postgres'] : ['sqlite', 'postgres'];

async function timedPost(target: Target, path: string, body: unknown): Promise<{ status: number; seconds: number }> {
  const started = performance.now();
  const response = await fetch(`${target.base}${path}`, {
    method: 'POST',
    headers: { Authorization: `Token ${target.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.text();
  return { status: response.status, seconds: (performance.now() - started) / 1000 };
}

/** POSTs one object; fails the benchmark unless it is created. */
async function postJson(target: Target, path: string, body: unknown): Promise<{ id: number }> {
  const response = await fetch(`${target.base}${path}`, {
    method: 'POST', headers: { Authorization: `Token ${target.token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: number };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function count(target: Target, path: string): Promise<number> {
  const response = await fetch(`${target.base}${path}?limit=1`, { headers: { Authorization: `Token ${target.token}` } });
  return ((await response.json()) as { count: number }).count;
}

async function main(): Promise<void> {
  const cluster = DIALECTS.includes('postgres') ? await startCluster() : null;
  console.log(`| database | request | status | seconds | objects/s | objects after | change records after |`);
  console.log(`|---|---|---:|---:|---:|---:|---:|`);
  try {
    for (const dialect of DIALECTS) {
      const target = await serve(dialect, cluster, 'bulk');
      const items = Array.from({ length: COUNT }, (_, i) => ({ name: `Tag ${i}`, slug: `tag-${i}`, description: 'bulk' }));
      const timed = async (path: string, label: string, body: unknown[]): Promise<number> => {
        const { status, seconds } = await timedPost(target, path, body);
        const objects = await count(target, path);
        const changes = await count(target, '/api/core/object-changes/');
        console.log(`| ${dialect} | ${label} | ${status} | ${seconds.toFixed(2)} | ${(COUNT / seconds).toFixed(0)} | ${objects} | ${changes} |`);
        return seconds;
      };
      const run = (label: string, body: unknown[]) => timed('/api/extras/tags/', label, body);
      const validTags = await run(`${COUNT} valid tags`, items);
      const failedTags = await run(`${COUNT} tags, last invalid (on a fresh name range)`, [...items.map((t) => ({ ...t, name: `Other ${t.name}`, slug: `other-${t.slug}` })).slice(0, -1), { name: 'Bad', slug: 'not a slug' }]);
      // IP addresses: each checked against the others of its space and the populated ranges.
      const addresses = (second: number) => Array.from({ length: COUNT }, (_, i) => ({ address: `10.${second}.${(i >> 8) & 255}.${i & 255}/16`, status: 'active', description: 'bulk' }));
      const ipPath = '/api/ipam/ip-addresses/';
      const validIps = await timed(ipPath, `${COUNT} valid IP addresses`, addresses(1));
      const failedIps = await timed(ipPath, `${COUNT} IP addresses, last invalid`, [...addresses(2).slice(0, -1), { address: 'not an address' }]);
      failures.push(`${dialect}: a batch failing on its last object takes ${(failedTags / validTags).toFixed(2)}× the valid one's time (tags), ${(failedIps / validIps).toFixed(2)}× (IP addresses)`);
      // The outbox: creates with a listening rule alternate with creates without one (fresh names
      // each time), ROUNDS of each; the ratio of the medians damps this shared machine's noise.
      let batch = 0;
      const fresh = () => {
        batch += 1;
        return items.map((t) => ({ ...t, name: `b${batch} ${t.name}`, slug: `b${batch}-${t.slug}` }));
      };
      const webhook = await postJson(target, '/api/extras/webhooks/', { name: 'bench', payload_url: 'http://127.0.0.1:9/' });
      const without: number[] = [];
      const listened: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        without.push(await run(`${COUNT} valid tags, no event rule`, fresh()));
        const rule = await postJson(target, '/api/extras/event-rules/', {
          name: 'bench', object_types: ['extras.tag'], event_types: ['object_created'], action_type: 'webhook', action_object_type: 'extras.webhook', action_object_id: webhook.id,
        });
        listened.push(await run(`${COUNT} valid tags, an event rule listening`, fresh()));
        await fetch(`${target.base}/api/extras/event-rules/${rule.id}/`, { method: 'DELETE', headers: { Authorization: `Token ${target.token}` } });
      }
      without.push(await run(`${COUNT} valid tags, no event rule`, fresh()));
      outbox.push(`${dialect}: with a listening rule ${(median(listened) / median(without)).toFixed(2)}× the median of the runs without one (${ROUNDS} runs with, ${ROUNDS + 1} without)`);
      await target.close();
    }
  } finally {
    cluster?.stop();
  }
  console.log(`\nfailing batches:\n${failures.join('\n')}`);
  console.log(`\noutbox cost (events stored in the write's transaction):\n${outbox.join('\n')}`);
}

const outbox: string[] = [];
const failures: string[] = [];

await main();
