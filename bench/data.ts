// `make bench-data` (issue 25): does the cost of the common requests stay flat as the data grows?
// One server, started on an empty database, is grown through its own API (bulk creates of 1,000,
// as a client loading an inventory would) in steps to each size of ROWS IP addresses, with the
// devices and interfaces growing beside them, and never restarted or analysed from outside: the
// planner statistics it has are the ones it keeps fresh itself. At each size every request below
// is timed RUNS times after WARMUP untimed rounds, interleaved (one round runs each request once),
// and the median kept; the last table divides each request's growth from the first size to the
// last by a control request's (a detail on a table that does not grow), which removes most of the
// machine's own drift.
// The server runs in a child process as `make run` starts it; after each size's measurement it is
// left idle IDLE seconds (60) and its resident memory read (issue 25: ≤ 150 MB at a million).
// Not a test: nothing passes or fails.
//
//   make bench-data                          # ROWS=10000,100000,1000000 DB=sqlite RUNS=11
//   make bench-data ROWS=10000,100000 DB=postgres
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Dialect } from '../runtime/db/database.js';
import { startCluster } from '../test/support/postgres-cluster.js';
import { residentMb } from './child-server.js';
import { call, serveChild, type Target } from './target.js';

const SIZES = (process.env.ROWS ?? '10000,100000,1000000').split(',').map(Number);
const RUNS = Number(process.env.RUNS ?? 11);
/**
 * Untimed rounds before the timed ones at each size (WARMUP, 5). With one, every request at the
 * first size read 1.6 to 1.8 times its time at a million (run 8: the control 5.91 ms at 10k, 3.31
 * at 1M): a server just started has not yet had its hot code optimized, which a million rows'
 * build then gives it, and the ratios divided by the control came out inflated by as much.
 */
const WARMUP = Number(process.env.WARMUP ?? 5);
/**
 * Untimed rounds at the first size (FIRST_WARMUP, 25). Five were not enough either: every SQLite
 * run from run 4 to run 10 read the control and the plain lists 0.56 to 0.93 times as long at a
 * million as at the first size (run 10: the control 4.82 → 3.73 ms, the first page 7.44 → 5.87),
 * so a request whose own time grew was divided by a control that had fallen. The later sizes
 * follow a build of tens of thousands of requests; the first follows a few dozen.
 */
const FIRST_WARMUP = Number(process.env.FIRST_WARMUP ?? 25);
const DIALECTS: Dialect[] = process.env.DB === 'both' ? ['sqlite', 'postgres'] : [(process.env.DB ?? 'sqlite') as Dialect];
const CHUNK = 1000;
const IDLE_S = Number(process.env.IDLE ?? 60);
const VRFS = 100;
const PREFIXES = 1000;
/** Devices and interfaces grow with the addresses (a hundredth and a tenth of them), from a floor. */
const devicesAt = (rows: number) => Math.max(2000, Math.floor(rows / 100));
const interfacesAt = (rows: number) => Math.max(4000, Math.floor(rows / 10));

/**
 * Address `i`: its second octet cycles through 64 values first, so every /16 of 10.0.0.0/10 (and
 * every /24 prefix below) holds about the same share of the rows at every size.
 */
const address = (i: number) => `10.${i % 64}.${(i >> 6) & 255}.${((i >> 14) & 255) + 1}/24`;
/** Nine addresses in ten are in one of the VRFs; a fifth reserved, a quarter on an interface. */
function ipAddress(i: number, world: World): object {
  return {
    address: address(i),
    vrf: i % 10 === 0 ? null : world.vrfs[i % VRFS],
    status: i % 5 === 4 ? 'reserved' : 'active',
    ...(i % 4 === 1 ? { assigned_object_type: 'dcim.interface', assigned_object_id: world.interfaces[i % world.interfaces.length] } : {}),
    ...(i % 10 === 3 ? { dns_name: `host${i}.example.com` } : {}),
  };
}

interface World {
  vrfs: number[];
  prefixes: number[];
  devices: number[];
  interfaces: number[];
  ips: number;
  /** Ids of every IP address grown so far, in creation order (the timed creates' are deleted). */
  ipIds: number[];
  site: number;
  type: number;
  role: number;
  /** Objects created so far, and the seconds it took. */
  built: number;
  seconds: number;
}

async function bulk(target: Target, path: string, from: number, to: number, make: (i: number) => object, world: World): Promise<number[]> {
  const ids: number[] = [];
  for (let start = from; start < to; start += CHUNK) {
    const items = Array.from({ length: Math.min(CHUNK, to - start) }, (_, i) => make(start + i));
    const started = performance.now();
    ids.push(...((await call(target, 'POST', path, items)) as { id: number }[]).map((o) => o.id));
    world.seconds += (performance.now() - started) / 1000;
    world.built += items.length;
  }
  return ids;
}

async function start(target: Target): Promise<World> {
  const world: World = { vrfs: [], prefixes: [], devices: [], interfaces: [], ips: 0, ipIds: [], site: 0, type: 0, role: 0, built: 0, seconds: 0 };
  world.site = (await call(target, 'POST', '/api/dcim/sites/', { name: 'Site', slug: 'site' })).id;
  const maker = await call(target, 'POST', '/api/dcim/manufacturers/', { name: 'Acme', slug: 'acme' });
  world.type = (await call(target, 'POST', '/api/dcim/device-types/', { manufacturer: maker.id, model: 'Switch', slug: 'switch' })).id;
  world.role = (await call(target, 'POST', '/api/dcim/device-roles/', { name: 'Access', slug: 'access' })).id;
  world.vrfs = await bulk(target, '/api/ipam/vrfs/', 0, VRFS, (i) => ({ name: `vrf${i}`, rd: `65000:${i}` }), world);
  world.prefixes = await bulk(target, '/api/ipam/prefixes/', 0, PREFIXES, (j) => ({ prefix: `10.${j % 64}.${j >> 6}.0/24` }), world);
  return world;
}

/** Grows the database to `rows` IP addresses (and the devices and interfaces that go with them). */
async function grow(target: Target, world: World, rows: number): Promise<void> {
  world.devices = world.devices.concat(await bulk(target, '/api/dcim/devices/', world.devices.length, devicesAt(rows), (i) => ({
    name: `dev${String(i).padStart(6, '0')}`, device_type: world.type, role: world.role, site: world.site, status: i % 10 === 9 ? 'planned' : 'active',
  }), world));
  world.interfaces = world.interfaces.concat(await bulk(target, '/api/dcim/interfaces/', world.interfaces.length, interfacesAt(rows), (i) => ({
    device: world.devices[Math.floor(i / 10) % world.devices.length], name: `eth${i % 10}`, type: i % 10 ? '1000base-t' : '10gbase-x-sfpp', enabled: i % 7 !== 0,
  }), world));
  // Not push(...ids): a step of 900,000 ids is more arguments than a call takes.
  world.ipIds = world.ipIds.concat(await bulk(target, '/api/ipam/ip-addresses/', world.ips, rows, (i) => ipAddress(i, world), world));
  world.ips = rows;
}

interface Request {
  readonly name: string;
  /** A read's path, or a write (its created ids are deleted after the round, untimed). */
  readonly path: (rows: number, world: World, run: number) => string;
  readonly body?: (run: number) => object | object[];
}

const ips = '/api/ipam/ip-addresses/';
/** Addresses the timed creates use: outside 10.0.0.0/10, a fresh block per run. */
const spare = (run: number, n: number) => `11.${run}.${n >> 8}.${n & 255}/24`;
const REQUESTS: Request[] = [
  { name: 'control: VRF detail', path: (_, w) => `/api/ipam/vrfs/${w.vrfs[7]}/` },
  { name: 'IP addresses: first page with count', path: () => `${ips}?limit=50` },
  { name: 'IP addresses: cursor page (start= the middle id)', path: (_, w) => `${ips}?start=${Math.floor(w.ips / 2)}&limit=50` },
  { name: 'IP address detail', path: (_, w) => `${ips}${w.ipIds[Math.floor(w.ipIds.length / 2)]}/` },
  { name: 'IP addresses: address=10.5.3.1 (host, any mask)', path: () => `${ips}?address=10.5.3.1` },
  { name: 'IP addresses: limit=1000', path: () => `${ips}?limit=1000` },
  { name: 'prefix available-ips (a /24)', path: (_, w) => `/api/ipam/prefixes/${w.prefixes[5 + 64 * 3]}/available-ips/?limit=50` },
  { name: 'prefixes: contains=10.5.3.7', path: () => '/api/ipam/prefixes/?contains=10.5.3.7' },
  { name: 'IP addresses: q=10.5.3', path: () => `${ips}?q=10.5.3&limit=50` },
  { name: 'IP addresses: q=host12 (dns_name)', path: () => `${ips}?q=host12&limit=50` },
  { name: 'IP addresses: parent=10.5.0.0/16', path: () => `${ips}?parent=10.5.0.0/16&limit=50` },
  { name: 'IP addresses: parent=10.63.0.0/16 (late in order)', path: () => `${ips}?parent=10.63.0.0/16&limit=50` },
  { name: 'IP addresses: vrf_id=42', path: (_, w) => `${ips}?vrf_id=${w.vrfs[42]}&limit=50` },
  { name: 'IP addresses: status=active&vrf_id=42', path: (_, w) => `${ips}?status=active&vrf_id=${w.vrfs[42]}&limit=50` },
  { name: 'IP addresses: assigned_to_interface=true', path: () => `${ips}?assigned_to_interface=true&limit=50` },
  { name: 'IP addresses: unfiltered count (limit=1)', path: () => `${ips}?limit=1&fields=id` },
  { name: 'IP addresses: offset at 90 %', path: (r) => `${ips}?limit=50&offset=${Math.floor(r * 0.9)}` },
  { name: 'object changes: changed_object_type=ipam.ipaddress', path: () => '/api/core/object-changes/?changed_object_type=ipam.ipaddress&limit=50' },
  { name: 'prefixes: q=10.5.3', path: () => '/api/ipam/prefixes/?q=10.5.3&limit=50' },
  { name: 'interfaces: first page with count', path: () => '/api/dcim/interfaces/?limit=50' },
  { name: 'interfaces: device_id= (one device)', path: (_, w) => `/api/dcim/interfaces/?device_id=${w.devices[Math.floor(w.interfaces.length / 20)]}` },
  { name: 'interfaces: q=eth3', path: () => '/api/dcim/interfaces/?q=eth3&limit=50' },
  { name: 'interfaces: enabled=false&type=10gbase-x-sfpp', path: () => '/api/dcim/interfaces/?enabled=false&type=10gbase-x-sfpp&limit=50' },
  { name: 'devices: first page with count', path: () => '/api/dcim/devices/?limit=50' },
  { name: 'devices: q=dev0012', path: () => '/api/dcim/devices/?q=dev0012&limit=50' },
  { name: 'devices: status=planned', path: () => '/api/dcim/devices/?status=planned&limit=50' },
  { name: 'IP address: single create', path: () => ips, body: (run) => ({ address: spare(run, 0) }) },
  { name: 'IP addresses: bulk create of 1,000', path: () => ips, body: (run) => Array.from({ length: 1000 }, (_, n) => ({ address: spare(run, n + 1) })) },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Each request's median milliseconds (and a read's count) at the current size. */
async function measure(target: Target, world: World, rows: number, warmup: number): Promise<{ ms: number[]; counts: (number | null)[] }> {
  const times: number[][] = REQUESTS.map(() => []);
  const counts: (number | null)[] = REQUESTS.map(() => null);
  // The first `warmup` rounds are not kept; a round's created addresses are deleted after it.
  for (let run = 0; run < warmup + RUNS; run++) {
    const created: number[] = [];
    for (const [n, request] of REQUESTS.entries()) {
      const path = request.path(rows, world, run);
      const body = request.body?.(run);
      const started = performance.now();
      const answer = await call(target, body ? 'POST' : 'GET', path, body);
      const ms = performance.now() - started;
      if (run >= warmup) times[n]!.push(ms);
      if (body) created.push(...(Array.isArray(answer) ? answer : [answer]).map((o: { id: number }) => o.id));
      else counts[n] = answer.count ?? null;
    }
    // Deleted in batches the bulk delete takes today (issue 25 item 3 lifts its limit).
    for (let i = 0; i < created.length; i += 500) await call(target, 'DELETE', ips, created.slice(i, i + 500).map((id) => ({ id })));
  }
  return { ms: times.map(median), counts };
}

interface Result {
  readonly rows: number;
  readonly ms: number[];
  readonly counts: (number | null)[];
  readonly rate: number;
  /** The server's resident memory after IDLE_S seconds without requests, MB. */
  readonly idleMb: number;
}

/** The Markdown table of the sizes measured so far, with growth from the first to the last. */
function table(dialect: Dialect, results: Result[]): string {
  const first = results[0]!;
  const last = results.at(-1)!;
  const control = last.ms[0]! / first.ms[0]!;
  const lines = [
    `\n## ${dialect}: ${results.map((r) => label(r.rows)).join(' → ')} IP addresses (median of ${RUNS} interleaved runs, ms)\n`,
    `Built through the API at ${results.map((r) => `${r.rate.toFixed(0)}`).join(', ')} objects/s per step; devices ${results.map((r) => devicesAt(r.rows)).join(', ')}, interfaces ${results.map((r) => interfacesAt(r.rows)).join(', ')}; load average ${loadavg()[0]!.toFixed(1)} at the end.\n`,
    `| request | ${results.map((r) => `${label(r.rows)} ms`).join(' | ')} | count at ${label(last.rows)} | growth ${label(first.rows)}→${label(last.rows)} | ÷ control |`,
    `|---|${results.map(() => '---:').join('|')}|---:|---:|---:|`,
  ];
  for (const [n, request] of REQUESTS.entries()) {
    const growth = last.ms[n]! / first.ms[n]!;
    const cells = results.map((r) => r.ms[n]!.toFixed(2)).join(' | ');
    lines.push(`| ${request.name} | ${cells} | ${last.counts[n] ?? '-'} | ${growth.toFixed(2)}× | ${n === 0 ? '-' : `${(growth / control).toFixed(2)}×`} |`);
  }
  lines.push(`| server resident memory, idle ${IDLE_S} s (MB) | ${results.map((r) => r.idleMb.toFixed(0)).join(' | ')} | - | ${(last.idleMb / first.idleMb).toFixed(2)}× | - |`);
  return lines.join('\n');
}

const label = (rows: number) => (rows >= 1_000_000 ? `${rows / 1_000_000}M` : `${rows / 1000}k`);

async function runDialect(dialect: Dialect, cluster: Awaited<ReturnType<typeof startCluster>> | null): Promise<void> {
  const target = await serveChild(dialect, cluster, 'benchdata');
  try {
    const world = await start(target);
    const results: Result[] = [];
    for (const rows of SIZES) {
      const built = world.built;
      const seconds = world.seconds;
      await grow(target, world, rows);
      const rate = (world.built - built) / (world.seconds - seconds);
      console.error(`${dialect}: ${rows} IP addresses, ${world.interfaces.length} interfaces, ${world.devices.length} devices (${rate.toFixed(0)} objects/s); measuring`);
      const measured = await measure(target, world, rows, results.length ? WARMUP : FIRST_WARMUP);
      await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
      results.push({ rows, rate, ...measured, idleMb: residentMb(target.pid!) });
      // The table so far, on stderr: a long run shows its figures before it ends.
      if (results.length < SIZES.length) console.error(table(dialect, results));
    }
    console.log(table(dialect, results));
  } finally {
    // KEEP=1 leaves the database for a look at its plans.
    if (KEEP) {
      console.error(`kept: ${target.url}`);
      await target.detach();
    } else {
      await target.close();
    }
  }
}

/** KEEP=1 (not any value: KEEP=0 is a no). */
const KEEP = process.env.KEEP === '1';

async function main(): Promise<void> {
  console.log(`# make bench-data, ${new Date().toISOString().slice(0, 10)}: ROWS=${SIZES.join(',')} RUNS=${RUNS} WARMUP=${WARMUP} FIRST_WARMUP=${FIRST_WARMUP}`);
  const cluster = DIALECTS.includes('postgres') ? await startCluster() : null;
  try {
    for (const dialect of DIALECTS) await runDialect(dialect, cluster);
  } finally {
    // KEEP=1: the cluster keeps running with the kept database (its pg_ctl and directory are in
    // the `ps` line of its postgres process); stopped, it would be removed with its directory.
    if (!KEEP) cluster?.stop();
    else if (cluster) console.error('the PostgreSQL cluster keeps running (KEEP=1): stop it with pg_ctl -D <its data directory> stop');
  }
}

await main();
