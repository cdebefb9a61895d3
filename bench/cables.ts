// Benchmark: cabling. Per database: PAIRS (10,000) interface pairs cabled in bulk requests of CHUNK
// (1,000) — cables, their terminations, each end's update and change records, and two paths per
// cable traced in the write's transaction; then the trace of a path through PANELS (20) patch
// panels (interface → front → rear ⇄ rear → front ⇄ front → … → interface), median of ROUNDS (21)
// interleaved with an interface's detail as the control measured in the same run. Not a test.
//
//   node dist/bench/cables.js        # DB=sqlite|postgres|both PAIRS=10000 CHUNK=1000 PANELS=20 ROUNDS=21
import { performance } from 'node:perf_hooks';
import type { Dialect } from '../runtime/db/database.js';
import { startCluster } from '../test/support/postgres-cluster.js';
import { serve, type Target } from './target.js';

const PAIRS = Number(process.env.PAIRS ?? 10_000);
const CHUNK = Number(process.env.CHUNK ?? 1000);
const PANELS = Number(process.env.PANELS ?? 20);
const ROUNDS = Number(process.env.ROUNDS ?? 21);
const DIALECTS: Dialect[] = process.env.DB === 'sqlite' ? ['sqlite'] : process.env.DB === 'postgres' ? ['postgres'] : ['sqlite', 'postgres'];

async function request(target: Target, method: string, path: string, body?: unknown): Promise<{ ms: number; body: any }> {
  const started = performance.now();
  const response = await fetch(`${target.base}${path}`, {
    method, headers: { Authorization: `Token ${target.token}`, 'Content-Type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 500)}`);
  return { ms, body: JSON.parse(text) };
}

const post = (target: Target, path: string, body: unknown) => request(target, 'POST', path, body);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** `count` objects in bulk requests of 2,000; their ids. */
async function bulk(target: Target, path: string, count: number, make: (i: number) => object): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < count; start += 2000) {
    const items = Array.from({ length: Math.min(2000, count - start) }, (_, i) => make(start + i));
    ids.push(...((await post(target, path, items)).body as { id: number }[]).map((o) => o.id));
  }
  return ids;
}

const ends = (type: string, id: number) => [{ object_type: type, object_id: id }];

async function main(): Promise<void> {
  const cluster = DIALECTS.includes('postgres') ? await startCluster() : null;
  const rows: string[] = [];
  try {
    for (const dialect of DIALECTS) {
      const target = await serve(dialect, cluster, 'cables');
      try {
        const [site] = await bulk(target, '/api/dcim/sites/', 1, () => ({ name: 'Bench', slug: 'bench' }));
        const [maker] = await bulk(target, '/api/dcim/manufacturers/', 1, () => ({ name: 'Bench', slug: 'bench' }));
        const [type] = await bulk(target, '/api/dcim/device-types/', 1, () => ({ manufacturer: maker, model: 'Switch', slug: 'switch' }));
        const [role] = await bulk(target, '/api/dcim/device-roles/', 1, () => ({ name: 'Bench', slug: 'bench' }));
        const devices = await bulk(target, '/api/dcim/devices/', 2 + PANELS, (i) => ({ name: `device-${i}`, device_type: type, role, site }));
        const a = await bulk(target, '/api/dcim/interfaces/', PAIRS, (i) => ({ device: devices[0], name: `a${i}`, type: '10gbase-t' }));
        const b = await bulk(target, '/api/dcim/interfaces/', PAIRS, (i) => ({ device: devices[1], name: `b${i}`, type: '10gbase-t' }));

        // PAIRS cables, CHUNK per request.
        const started = performance.now();
        for (let start = 0; start < PAIRS; start += CHUNK) {
          const items = Array.from({ length: Math.min(CHUNK, PAIRS - start) }, (_, i) => ({ a_terminations: ends('dcim.interface', a[start + i]!), b_terminations: ends('dcim.interface', b[start + i]!) }));
          await post(target, '/api/dcim/cables/', items);
        }
        const seconds = (performance.now() - started) / 1000;
        const check = (await request(target, 'GET', `/api/dcim/interfaces/${a[PAIRS - 1]}/`)).body;
        if (check.connected_endpoints?.[0]?.id !== b[PAIRS - 1]) throw new Error('the last pair is not connected');
        rows.push(`| ${dialect} | ${PAIRS} interface pairs cabled, ${CHUNK} per request | ${seconds.toFixed(1)} s | ${(PAIRS / seconds).toFixed(0)} cables/s | ${(seconds * 1000 / PAIRS).toFixed(2)} ms per cable |`);

        // A path through PANELS patch panels.
        const [first, last] = await bulk(target, '/api/dcim/interfaces/', 2, (i) => ({ device: devices[i], name: `chain${i}`, type: '10gbase-t' }));
        const panels: { front: number; rear: number }[] = [];
        for (let p = 0; p < PANELS; p++) {
          const [rear] = await bulk(target, '/api/dcim/rear-ports/', 1, () => ({ device: devices[2 + p], name: 'rear', type: 'lc', positions: 1 }));
          const [front] = await bulk(target, '/api/dcim/front-ports/', 1, () => ({ device: devices[2 + p], name: 'front', type: 'lc', rear_ports: [{ position: 1, rear_port: rear, rear_port_position: 1 }] }));
          panels.push({ front: front!, rear: rear! });
        }
        // interface → P1.front; P1.rear ⇄ P2.rear; P2.front ⇄ P3.front; P3.rear ⇄ P4.rear; …; the last panel's free side → interface.
        const chain: [string, number][] = [['dcim.interface', first!]];
        panels.forEach((panel, p) => chain.push(...(p % 2 === 0 ? [['dcim.frontport', panel.front], ['dcim.rearport', panel.rear]] as [string, number][] : [['dcim.rearport', panel.rear], ['dcim.frontport', panel.front]] as [string, number][])));
        chain.push(['dcim.interface', last!]);
        for (let i = 0; i < chain.length; i += 2) await post(target, '/api/dcim/cables/', { a_terminations: ends(...chain[i]!), b_terminations: ends(...chain[i + 1]!) });
        const hops = (await request(target, 'GET', `/api/dcim/interfaces/${first}/trace/`)).body;
        if (hops.length !== PANELS + 1 || hops.at(-1)[2][0].id !== last) throw new Error(`the trace has ${hops.length} hops`);
        const traces: number[] = [];
        const controls: number[] = [];
        for (let round = 0; round < ROUNDS + 3; round++) {
          const trace = (await request(target, 'GET', `/api/dcim/interfaces/${first}/trace/`)).ms;
          const control = (await request(target, 'GET', `/api/dcim/interfaces/${first}/`)).ms;
          if (round >= 3) {
            traces.push(trace);
            controls.push(control);
          }
        }
        rows.push(`| ${dialect} | trace through ${PANELS} patch panels (${PANELS + 1} cables) | ${median(traces).toFixed(1)} ms | control (the interface's detail) ${median(controls).toFixed(1)} ms | ${(median(traces) / median(controls)).toFixed(2)}× the control |`);
      } finally {
        await target.close();
      }
    }
  } finally {
    cluster?.stop();
  }
  console.log(`\n# bench cables: ${PAIRS} pairs, ${CHUNK} per request; a trace through ${PANELS} panels, median of ${ROUNDS}\n`);
  console.log('| database | request | time | rate / control | per item / ratio |');
  console.log('|---|---|---:|---:|---:|');
  for (const row of rows) console.log(row);
}

await main();
