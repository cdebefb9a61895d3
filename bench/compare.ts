// `make bench-compare`: our server against a raw baseline (bench/raw-baseline.ts: prepared
// statements, object literals, JSON.stringify, node:http) on the same database, the dataset of
// bench/compare-data.ts built through the API. Both servers run pinned to core 0, the load
// generator (autocannon, 8 connections) in this process on core 1. For every scenario the two
// are run alternately ROUNDS times and the medians reported, so both see the same machine noise;
// the ratio is ours / raw in latency (raw req/s over ours). Not a test: nothing passes or fails,
// except that the two must answer 200 with JSON of about the same size (within 5 %).
//
//   make bench-compare                                   # both databases, 100,000 devices
//   make bench-compare DB=sqlite DEVICES=20000 INTERFACES=20000 DURATION=3
//   DATA_URL=sqlite:/path.sqlite3 DATA_TOKEN=<token> make bench-compare DB=sqlite   # a database seeded before
//   (by this dataset with the same sizes; the server migrates it first)
//   BEFORE=/path/to/an/older/checkout make bench-compare       # also that checkout's server (its dist/
//   built), on a database of its own seeded the same way through its own API (an older server
//   refuses a database newer migrations changed), run in turn with the other two: a column
//   "ours / before" that the machine's load cannot move, since all three see the same moments of it
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import type { Dialect } from '../runtime/db/database.js';
import { freePort, startCluster } from '../test/support/postgres-cluster.js';
import { openDatabase } from '../runtime/db/database.js';
import { CABLED_DEVICE, deviceName, PER_DEVICE, seed, sizesFromEnv, type Seeded, type Sizes } from './compare-data.js';
import { OURS_READY, spawnServer, stopServer } from './child-server.js';
import { serve } from './target.js';

const DIALECTS: Dialect[] = process.env.DB === 'sqlite' ? ['sqlite'] : process.env.DB === 'postgres' ? ['postgres'] : ['sqlite', 'postgres'];
const DURATION = Number(process.env.DURATION ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const CONNECTIONS = 8;
/** Scenarios whose name starts with one of these run (ONLY=devices,cursor); all by default. */
const ONLY = process.env.ONLY?.split(',');

interface Scenario {
  readonly name: string;
  /** One path, or several taken in turn (a walk). */
  readonly paths: readonly string[];
}

function scenarios(sizes: Sizes, seeded: Seeded): Scenario[] {
  const ids = seeded.deviceIds;
  const walk = Array.from({ length: 20 }, (_, i) => ids[Math.floor((ids.length * i) / 20)]!);
  const all: Scenario[] = [
    { name: 'devices limit=1000', paths: ['/api/dcim/devices/?limit=1000'] },
    { name: 'devices limit=50', paths: ['/api/dcim/devices/?limit=50'] },
    { name: 'devices limit=50 offset=90%', paths: [`/api/dcim/devices/?limit=50&offset=${Math.floor(sizes.devices * 0.9)}`] },
    { name: 'devices limit=1000 brief', paths: ['/api/dcim/devices/?limit=1000&brief=1'] },
    { name: 'device detail', paths: [`/api/dcim/devices/${ids[Math.floor(ids.length / 2)]}/`] },
    { name: `devices q=${deviceName(1230).slice(0, 7)}`, paths: [`/api/dcim/devices/?q=${deviceName(1230).slice(0, 7)}`] },
    { name: 'devices fields=id,name limit=1000', paths: ['/api/dcim/devices/?fields=id,name&limit=1000'] },
    { name: 'devices site+status+tag', paths: ['/api/dcim/devices/?site=site-5&status=active&tag=gold&limit=50'] },
    { name: 'interfaces of one device', paths: [`/api/dcim/interfaces/?device_id=${seeded.deviceWithInterfaces}`] },
    // Every interface cabled: link peers of three kinds, their far ends traced.
    { name: 'cabled interfaces of one device', paths: [`/api/dcim/interfaces/?device_id=${seeded.cabledDevice}`] },
    { name: 'IP addresses in a prefix', paths: ['/api/ipam/ip-addresses/?parent=10.1.0.0/16&limit=50'] },
    { name: 'devices cursor walk (start=, 20 steps)', paths: walk.map((id) => `/api/dcim/devices/?start=${id}&limit=50`) },
  ];
  return ONLY ? all.filter((s) => ONLY.some((prefix) => s.name.startsWith(prefix))) : all;
}

interface Figures {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
}

async function load(base: string, token: string, paths: readonly string[]): Promise<Figures> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { Authorization: `Token ${token}`, Accept: 'application/json' },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  if (result.non2xx || result.errors) throw new Error(`${base}${paths[0]}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.total / result.duration, p50: result.latency.p50, p99: result.latency.p99 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function bytes(base: string, token: string, path: string): Promise<number> {
  const response = await fetch(`${base}${path}`, { headers: { Authorization: `Token ${token}` } });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${base}${path} → ${response.status}: ${text.slice(0, 300)}`);
  return Buffer.byteLength(text);
}

/** The checkout whose server is compared too (BEFORE=), or none. */
const BEFORE = process.env.BEFORE;
/** The older checkout's database, seeded by its own code as ours was (BEFORE=). */
interface BeforeDatabase {
  readonly url: string;
  readonly token: string;
  close(): Promise<void>;
}

async function seedBefore(dialect: Dialect, cluster: Awaited<ReturnType<typeof startCluster>> | null, sizes: Sizes): Promise<BeforeDatabase> {
  const { serve: serveBefore } = (await import(`${BEFORE}/dist/bench/target.js`)) as { serve: typeof serve };
  const { seed: seedWith } = (await import(`${BEFORE}/dist/bench/compare-data.js`)) as { seed: typeof seed };
  const target = await serveBefore(dialect, cluster, 'compare_before');
  const seeded = await seedWith(target, sizes);
  await target.analyze();
  await target.detach();
  console.log(`${dialect}: the older checkout's database seeded through its API in ${seeded.seconds.toFixed(0)} s`);
  return { url: target.url, token: target.token, close: () => target.close() };
}

async function compare(dialect: Dialect, url: string, token: string, list: Scenario[], beforeDb: BeforeDatabase | null = null): Promise<void> {
  const serverEnv = async (databaseUrl: string) => ({ DATABASE_URL: databaseUrl, PORT: String(await freePort()), HOST: '127.0.0.1' });
  // The servers on core 0, the load generator on core 1 (main).
  const ours = await spawnServer('dist/runtime/server.js', await serverEnv(url), OURS_READY, { cores: '0' });
  const raw = await spawnServer('dist/bench/raw-baseline.js', { DATABASE_URL: url, PORT: '0' }, /^listening (\d+)$/, { cores: '0' });
  const before = beforeDb ? await spawnServer('dist/runtime/server.js', await serverEnv(beforeDb.url), OURS_READY, { cwd: BEFORE, cores: '0' }) : null;
  try {
    const beforeColumns = before ? [' before req/s |', ' ours / before |'] : ['', ''];
    console.log(`\n| ${dialect} | ours req/s | raw req/s |${beforeColumns[0]} ours p50 / p99 ms | raw p50 / p99 ms | ours / raw |${beforeColumns[1]} bytes ours / raw |`);
    console.log(`|---|---:|---:|${before ? '---:|' : ''}---:|---:|---:|${before ? '---:|' : ''}---:|`);
    for (const scenario of list) {
      const [oursBytes, rawBytes] = [await bytes(ours.base, token, scenario.paths[0]!), await bytes(raw.base, token, scenario.paths[0]!)];
      // The same data seeded the same way: the older server's answer is the same size (ids included).
      if (before && Math.abs((await bytes(before.base, beforeDb!.token, scenario.paths[0]!)) / oursBytes - 1) > 0.05) console.log(`(${scenario.name}: the older server's answer differs in size by more than 5 %)`);
      const runs: { ours: Figures[]; raw: Figures[]; before: Figures[] } = { ours: [], raw: [], before: [] };
      // The older server and ours take turns going first: whichever follows the other in every
      // round read up to a fifth slower against itself (BEFORE= this checkout, PostgreSQL).
      for (let round = 0; round < ROUNDS; round++) {
        runs.raw.push(await load(raw.base, token, scenario.paths));
        const sides = [() => load(ours.base, token, scenario.paths).then((f) => runs.ours.push(f))];
        if (before) sides[round % 2 ? 'push' : 'unshift'](() => load(before.base, beforeDb!.token, scenario.paths).then((f) => runs.before.push(f)));
        for (const side of sides) await side();
      }
      const figure = (side: Figures[]) => ({ rps: median(side.map((f) => f.rps)), p50: median(side.map((f) => f.p50)), p99: median(side.map((f) => f.p99)) });
      const [o, r] = [figure(runs.ours), figure(runs.raw)];
      const b = before ? figure(runs.before) : null;
      const sizeNote = Math.abs(oursBytes / rawBytes - 1) > 0.05 ? ' (size differs by more than 5 %)' : '';
      const beforeCells = b ? [` ${b.rps.toFixed(1)} |`, ` ${(b.rps / o.rps).toFixed(2)}× |`] : ['', ''];
      console.log(`| ${scenario.name} | ${o.rps.toFixed(1)} | ${r.rps.toFixed(1)} |${beforeCells[0]} ${o.p50} / ${o.p99} | ${r.p50} / ${r.p99} | **${(r.rps / o.rps).toFixed(2)}×** |${beforeCells[1]} ${oursBytes} / ${rawBytes}${sizeNote} |`);
    }
  } finally {
    await stopServer(ours.child);
    await stopServer(raw.child);
    if (before) await stopServer(before.child);
  }
}

/** What `seed` returned, read back from a database it seeded earlier. */
async function seededBefore(url: string, sizes: Sizes): Promise<Seeded> {
  const db = openDatabase(url);
  try {
    const deviceIds = (await db.knex('dcim_device').orderBy('id').pluck('id')).map(Number);
    const withInterfaces = Math.min(sizes.interfaces / PER_DEVICE, deviceIds.length);
    const [cabledDevice] = (await db.knex('dcim_device').where('name', CABLED_DEVICE).pluck('id')).map(Number);
    return { deviceIds, deviceWithInterfaces: deviceIds[Math.floor(withInterfaces / 2)]!, cabledDevice: cabledDevice!, seconds: 0 };
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  // The load generator on core 1; the servers on core 0 (spawnServer).
  execFileSync('taskset', ['-pc', '1', String(process.pid)], { stdio: 'ignore' });
  const sizes = sizesFromEnv();
  const cluster = DIALECTS.includes('postgres') ? await startCluster() : null;
  console.log(`# bench-compare: ${sizes.devices} devices, ${sizes.interfaces} interfaces, ${sizes.ips} IP addresses; ${CONNECTIONS} connections, ${DURATION} s × ${ROUNDS} rounds each, medians`);
  try {
    if (process.env.DATA_URL) {
      const dialect: Dialect = process.env.DATA_URL.startsWith('postgres') ? 'postgres' : 'sqlite';
      console.log(`\n${dialect}: the database at ${process.env.DATA_URL}, seeded before`);
      await compare(dialect, process.env.DATA_URL, process.env.DATA_TOKEN!, scenarios(sizes, await seededBefore(process.env.DATA_URL, sizes)));
      return;
    }
    for (const dialect of DIALECTS) {
      const target = await serve(dialect, cluster, 'compare');
      try {
        const seeded = await seed(target, sizes);
        await target.analyze();
        await target.detach();
        console.log(`\n${dialect}: seeded through the API in ${seeded.seconds.toFixed(0)} s`);
        const beforeDb = BEFORE ? await seedBefore(dialect, cluster, sizes) : null;
        try {
          await compare(dialect, target.url, target.token, scenarios(sizes, seeded), beforeDb);
        } finally {
          await beforeDb?.close();
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
