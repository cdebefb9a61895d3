// Benchmark: filtered list requests over large tables (issue 4). Builds a database through the
// API (ROWS interfaces on ROWS/50 devices at 50 sites in a region tree, and ROWS IP addresses),
// then times list requests over real HTTP and prints a table of figures (median and 95th
// percentile of RUNS requests, after warm-up). Not a test: nothing passes or fails.
//
//   make bench                       # SQLite and PostgreSQL, 100,000 rows each
//   make bench ROWS=20000 DB=sqlite
import { performance } from 'node:perf_hooks';
import type { Dialect } from '../runtime/db/database.js';
import { startCluster } from '../test/support/postgres-cluster.js';
import { call, serve, type Target } from './target.js';

const ROWS = Number(process.env.ROWS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 20);
const DIALECTS: Dialect[] = process.env.DB === 'sqlite' ? ['sqlite'] : process.env.DB === 'postgres' ? ['postgres'] : ['sqlite', 'postgres'];
const SITES = 50;
const PER_DEVICE = 50;
const CHUNK = 2000;

/** The requests timed: a name and a path (ids of seeded objects filled in by `seed`). */
const QUERIES: [string, string][] = [
  ['interfaces, first page (default order)', '/api/dcim/interfaces/?limit=50'],
  ['interfaces, page at offset 90%', `/api/dcim/interfaces/?limit=50&offset=${Math.floor(ROWS * 0.9)}`],
  ['interfaces, brief page', '/api/dcim/interfaces/?limit=50&brief=1'],
  ['interfaces of one device (device_id)', '/api/dcim/interfaces/?device_id={device}'],
  ['interfaces by name (name=eth7)', '/api/dcim/interfaces/?name=eth7&limit=50'],
  ['interfaces at a site (site=slug, 2 steps)', '/api/dcim/interfaces/?site=site-25&limit=50'],
  ['interfaces in a region tree (region=, descendants)', '/api/dcim/interfaces/?region=europe&limit=50'],
  ['interfaces, several filters ANDed', '/api/dcim/interfaces/?type=1000base-t&enabled=false&mgmt_only=false&limit=50'],
  ['interfaces, q=eth4', '/api/dcim/interfaces/?q=eth4&limit=50'],
  ['interfaces, name__ic + ordering=-name', '/api/dcim/interfaces/?name__ic=th1&ordering=-name&limit=50'],
  ['interfaces, fields=id,name, 1000 rows', '/api/dcim/interfaces/?fields=id,name&limit=1000'],
  ['IP addresses, first page (numeric order)', '/api/ipam/ip-addresses/?limit=50'],
  ['IP addresses in a prefix (parent=/16)', '/api/ipam/ip-addresses/?parent=10.1.0.0/16&limit=50'],
  ['IP address by host (address=, any mask)', '/api/ipam/ip-addresses/?address=10.0.200.7'],
  ['IP addresses, mask_length + ordering=-address', '/api/ipam/ip-addresses/?mask_length=24&ordering=-address&limit=50'],
  ['devices at a site (complete, config context)', '/api/dcim/devices/?site=site-7&limit=50'],
];

/** Creates `count` objects in bulk requests; returns their ids. */
async function bulk(target: Target, path: string, count: number, make: (i: number) => object): Promise<number[]> {
  const ids: number[] = [];
  const started = performance.now();
  for (let start = 0; start < count; start += CHUNK) {
    const items = Array.from({ length: Math.min(CHUNK, count - start) }, (_, i) => make(start + i));
    const chunkStarted = performance.now();
    ids.push(...((await call(target, 'POST', path, items)) as { id: number }[]).map((o) => o.id));
    if (process.env.VERBOSE) console.error(`${path} ${start + items.length}/${count}: ${(items.length / ((performance.now() - chunkStarted) / 1000)).toFixed(0)}/s`);
  }
  if (count >= CHUNK) console.error(`seeded ${count} ${path} at ${(count / ((performance.now() - started) / 1000)).toFixed(0)} objects/s`);
  return ids;
}

async function seed(target: Target): Promise<Record<string, number>> {
  const europe = await call(target, 'POST', '/api/dcim/regions/', { name: 'Europe', slug: 'europe' });
  const regions = await bulk(target, '/api/dcim/regions/', 5, (i) => ({ name: `Region ${i}`, slug: `region-${i}`, parent: europe.id }));
  const sites = await bulk(target, '/api/dcim/sites/', SITES, (i) => ({ name: `Site ${i}`, slug: `site-${i}`, region: regions[i % regions.length] }));
  const maker = await call(target, 'POST', '/api/dcim/manufacturers/', { name: 'Acme', slug: 'acme' });
  const type = await call(target, 'POST', '/api/dcim/device-types/', { manufacturer: maker.id, model: 'Switch', slug: 'switch' });
  const role = await call(target, 'POST', '/api/dcim/device-roles/', { name: 'Access', slug: 'access' });
  const deviceCount = Math.ceil(ROWS / PER_DEVICE);
  const devices = await bulk(target, '/api/dcim/devices/', deviceCount, (i) => ({
    name: `sw${String(i).padStart(5, '0')}`, device_type: type.id, role: role.id, site: sites[i % SITES],
  }));
  await bulk(target, '/api/dcim/interfaces/', ROWS, (i) => ({
    device: devices[Math.floor(i / PER_DEVICE)], name: `eth${i % PER_DEVICE}`, type: i % 10 ? '1000base-t' : '10gbase-x-sfpp', enabled: i % 7 !== 0,
  }));
  await bulk(target, '/api/ipam/ip-addresses/', ROWS, (i) => ({
    address: `10.${Math.floor(i / 65536) % 256}.${Math.floor(i / 256) % 256}.${i % 256}/${i % 3 ? 24 : 16}`,
  }));
  return { device: devices[Math.floor(deviceCount / 2)]! };
}

interface Figure {
  readonly name: string;
  readonly count: number | null;
  readonly median: number;
  readonly p95: number;
}

async function measure(target: Target, name: string, path: string): Promise<Figure> {
  let count: number | null = null;
  for (let i = 0; i < 3; i++) count = (await call(target, 'GET', path)).count;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await call(target, 'GET', path);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { name, count, median: at(0.5), p95: at(0.95) };
}

async function main(): Promise<void> {
  const cluster = DIALECTS.includes('postgres') ? await startCluster() : null;
  try {
    for (const dialect of DIALECTS) {
      const target = await serve(dialect, cluster);
      try {
        const started = performance.now();
        const ids = await seed(target);
        const seeded = (performance.now() - started) / 1000;
        await target.analyze();
        console.log(`\n## ${dialect}: ${ROWS} interfaces, ${ROWS} IP addresses, ${Math.ceil(ROWS / PER_DEVICE)} devices (seeded through the API in ${seeded.toFixed(0)} s)\n`);
        console.log('| request | count | median ms | p95 ms |');
        console.log('|---|---:|---:|---:|');
        for (const [name, template] of QUERIES) {
          const path = template.replace(/\{(\w+)\}/g, (_, key: string) => String(ids[key]));
          const figure = await measure(target, name, path);
          console.log(`| ${figure.name} | ${figure.count ?? '-'} | ${figure.median.toFixed(1)} | ${figure.p95.toFixed(1)} |`);
        }
      } finally {
        await target.close();
      }
    }
  } finally {
    cluster?.stop();
  }
}

await main();
