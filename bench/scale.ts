// `make bench-scale`: 1, 2 and 4 server processes (bench/scale-server.ts) on one PostgreSQL, under
// concurrent single-object creates (sites, WRITERS clients) with a read mix beside them (READERS
// clients: device lists and details, interfaces of a device, as the superuser and as a user whose
// permissions are checked), for the derived cache's two invalidations in one run:
// - global: the one before issue 24, a NOTIFY inside every write transaction (PostgreSQL commits
//   every such transaction, of every process, one at a time) and every write ending everything
//   kept in every process;
// - per-model: runtime/db/derived-cache.ts, a notification after the commit, only what derives
//   from the models written ended.
// First, what each way of telling other processes costs the database itself (the probe): clients
// committing one-row inserts, alone and with a NOTIFY in the transaction, with a per-model
// generation row bumped in the transaction (every writer of one model updates the same row), or
// with the notification after the commit (runtime/db/cache-channel.ts).
//
// The cluster is this bench's own, started with durable commits (fsync, synchronous_commit on, as
// in production: the WAL flush at commit is what a commit queue waits behind); DATABASE_URL names
// another PostgreSQL database instead, which the bench migrates and fills. Not a test: nothing
// passes or fails.
//
//   make bench-scale                       # DURATION=10 s per run, WRITERS=8, READERS=8, PROCESSES=1,2,4, ROUNDS=1
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { CacheChannel } from '../runtime/db/cache-channel.js';
import type { CacheInvalidation } from '../runtime/db/derived-cache.js';
import { startCluster } from '../test/support/postgres-cluster.js';
import { seed, type Seeded, type Sizes } from './compare-data.js';
import { call, serve, serveAt } from './target.js';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const DURATION_MS = env('DURATION', 10) * 1000;
const WARMUP_MS = 2_000;
const WRITERS = env('WRITERS', 8);
const READERS = env('READERS', 8);
const ROUNDS = env('ROUNDS', 1);
const PROCESSES = (process.env.PROCESSES ?? '1,2,4').split(',').map(Number);
const MODES: readonly CacheInvalidation[] = ['global', 'per-model'];
const PROBE_SLICES = 3;
const PROBE_SLICE_MS = 1_000;
const SIZES: Sizes = { devices: 2_000, interfaces: 2_000, ips: 0, sites: 50, types: 20, roles: 10, platforms: 5, tenants: 20 };

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/** One request; its status and milliseconds. */
function send(base: string, method: string, path: string, token: string, body?: unknown): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const req = http.request({
      agent, host: url.hostname, port: url.port, path: url.pathname + url.search, method,
      headers: { Authorization: `Token ${token}`, Accept: 'application/json', ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}) },
    }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

interface Stats {
  readonly reads: number;
  readonly writes: number;
  readonly cpu: number;
}

interface Servers {
  readonly bases: string[];
  readonly children: ChildProcess[];
  /** The SQL statements (of reads, of writes) and CPU µs of all the processes so far. */
  stats(): Promise<Stats>;
}

/** Server processes on `url`; resolves once each listens. */
async function startServers(url: string, invalidation: CacheInvalidation, count: number): Promise<Servers> {
  const children: ChildProcess[] = [];
  const waiting = new Map<ChildProcess, (stats: Stats) => void>();
  const bases = await Promise.all(Array.from({ length: count }, () => new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/bench/scale-server.js'], { env: { ...process.env, DATABASE_URL: url, CACHE_INVALIDATION: invalidation }, stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    child.once('exit', (code) => reject(new Error(`scale-server exited with ${code} before listening`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const listening = /^listening (\d+)$/.exec(line);
      if (listening) resolve(`http://127.0.0.1:${listening[1]}`);
      const stats = /^stats (\d+) (\d+) (\d+)$/.exec(line);
      if (stats) waiting.get(child)?.({ reads: Number(stats[1]), writes: Number(stats[2]), cpu: Number(stats[3]) });
    });
  })));
  const stats = async () => {
    const each = await Promise.all(children.map((child) => new Promise<Stats>((resolve) => {
      waiting.set(child, resolve);
      child.kill('SIGUSR2');
    })));
    const sum = (part: keyof Stats) => each.reduce((total, s) => total + s[part], 0);
    return { reads: sum('reads'), writes: sum('writes'), cpu: sum('cpu') };
  };
  return { bases, children, stats };
}

async function stopServers(children: readonly ChildProcess[]): Promise<void> {
  await Promise.all(children.map((child) => new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  })));
}

interface Tally {
  ok: number;
  failed: number;
  readonly ms: number[];
}

interface Figures {
  readonly invalidation: CacheInvalidation;
  readonly processes: number;
  readonly writes: Tally;
  readonly reads: Tally;
  /** SQL statements and server CPU µs while counting. */
  readonly used: Stats;
}

const percentile = (values: readonly number[], p: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
};

/** One run: WRITERS and READERS closed-loop clients spread over `count` processes; counted after the warm-up. */
async function run(url: string, invalidation: CacheInvalidation, count: number, round: number, tokens: { admin: string; viewer: string }, seeded: Seeded): Promise<Figures> {
  const servers = await startServers(url, invalidation, count);
  const { bases, children } = servers;
  try {
    const writes: Tally = { ok: 0, failed: 0, ms: [] };
    const reads: Tally = { ok: 0, failed: 0, ms: [] };
    const started = performance.now();
    const from = started + WARMUP_MS;
    const until = from + DURATION_MS;
    const count_ = (tally: Tally, status: number, wanted: number, ms: number) => {
      const now = performance.now();
      if (now < from || now > until) return;
      if (status === wanted) {
        tally.ok += 1;
        tally.ms.push(ms);
      } else tally.failed += 1;
    };
    const ids = seeded.deviceIds;
    const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
    const readPaths = [
      () => `/api/dcim/devices/?limit=50&offset=${Math.floor(Math.random() * (ids.length - 50))}`,
      () => `/api/dcim/devices/${pick(ids)}/`,
      () => `/api/dcim/interfaces/?device_id=${pick(ids.slice(0, SIZES.interfaces / 50))}&limit=50`,
    ];
    const writer = async (w: number) => {
      const base = bases[w % bases.length]!;
      for (let n = 0; performance.now() < until; n++) {
        const slug = `w-${invalidation}-${count}-${round}-${w}-${n}`;
        const { status, ms } = await send(base, 'POST', '/api/dcim/sites/', tokens.admin, { name: slug, slug });
        count_(writes, status, 201, ms);
      }
    };
    const reader = async (r: number) => {
      const base = bases[r % bases.length]!;
      const token = r % 2 ? tokens.viewer : tokens.admin;
      for (let n = 0; performance.now() < until; n++) {
        const { status, ms } = await send(base, 'GET', readPaths[n % readPaths.length]!(), token);
        count_(reads, status, 200, ms);
      }
    };
    const measured = (async () => {
      await new Promise((resolve) => setTimeout(resolve, from - performance.now()));
      const first = await servers.stats();
      await new Promise((resolve) => setTimeout(resolve, until - performance.now()));
      const last = await servers.stats();
      return { reads: last.reads - first.reads, writes: last.writes - first.writes, cpu: last.cpu - first.cpu };
    })();
    await Promise.all([...Array.from({ length: WRITERS }, (_, w) => writer(w)), ...Array.from({ length: READERS }, (_, r) => reader(r))]);
    return { invalidation, processes: count, writes, reads, used: await measured };
  } finally {
    await stopServers(children);
  }
}

/** What each way of telling other processes costs the database: one-row insert transactions per second. */
async function probe(url: string): Promise<string[]> {
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  await setup.query('CREATE TABLE IF NOT EXISTS bench_probe (id bigserial PRIMARY KEY, note text)');
  await setup.query('CREATE TABLE IF NOT EXISTS bench_generation (model text PRIMARY KEY, generation bigint NOT NULL)');
  await setup.query("INSERT INTO bench_generation VALUES ('dcim.site', 0) ON CONFLICT DO NOTHING");
  await setup.end();
  const channel = new CacheChannel(url, { changed: () => undefined, schemaChanged: () => undefined, reset: () => undefined });
  while (!channel.heard()) await new Promise((resolve) => setTimeout(resolve, 20));
  const variants: [string, (client: pg.Client) => Promise<void>][] = [
    ['insert alone', async (client) => {
      await client.query('BEGIN');
      await client.query("INSERT INTO bench_probe (note) VALUES ('x')");
      await client.query('COMMIT');
    }],
    ['NOTIFY in the transaction (before)', async (client) => {
      await client.query('BEGIN');
      await client.query("INSERT INTO bench_probe (note) VALUES ('x')");
      await client.query('NOTIFY bench_probe');
      await client.query('COMMIT');
    }],
    ['generation row bumped in the transaction', async (client) => {
      await client.query('BEGIN');
      await client.query("INSERT INTO bench_probe (note) VALUES ('x')");
      await client.query("UPDATE bench_generation SET generation = generation + 1 WHERE model = 'dcim.site'");
      await client.query('COMMIT');
    }],
    ['notification after the commit (now)', async (client) => {
      await client.query('BEGIN');
      await client.query("INSERT INTO bench_probe (note) VALUES ('x')");
      await client.query('COMMIT');
      channel.publish(['dcim.site']);
    }],
  ];
  // Each variant in turn for a slice at a time, so that all of them see the same machine.
  const done = new Map<string, number>();
  for (const clients of [1, 8]) {
    for (let slice = 0; slice < PROBE_SLICES; slice++) {
      for (const [name, transaction] of variants) {
        const connections = await Promise.all(Array.from({ length: clients }, async () => {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          return client;
        }));
        const until = performance.now() + PROBE_SLICE_MS;
        await Promise.all(connections.map(async (client) => {
          while (performance.now() < until) {
            await transaction(client);
            done.set(`${name}|${clients}`, (done.get(`${name}|${clients}`) ?? 0) + 1);
          }
        }));
        await Promise.all(connections.map((client) => client.end()));
      }
    }
  }
  const rate = (name: string, clients: number) => ((done.get(`${name}|${clients}`) ?? 0) / ((PROBE_SLICES * PROBE_SLICE_MS) / 1000)).toFixed(0);
  const lines = ['| one-row insert transactions per second | 1 client | 8 clients |', '|---|---:|---:|'];
  for (const [name] of variants) lines.push(`| ${name} | ${rate(name, 1)} | ${rate(name, 8)} |`);
  await channel.close();
  return lines;
}

async function main(): Promise<void> {
  if (process.env.DATABASE_URL && !/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL)) throw new Error('DATABASE_URL: bench-scale needs a PostgreSQL database');
  const cluster = process.env.DATABASE_URL ? null : await startCluster({ durable: true });
  try {
    const target = process.env.DATABASE_URL ? await serveAt(process.env.DATABASE_URL) : await serve('postgres', cluster, 'scale');
    console.error(`seeding ${SIZES.devices} devices, ${SIZES.interfaces} interfaces ...`);
    const seeded = await seed(target, SIZES);
    const user = await call(target, 'POST', '/api/users/users/', { username: `scale-viewer-${Date.now()}`, password: 'scale-viewer-password' });
    await call(target, 'POST', '/api/users/permissions/', {
      name: `scale viewer ${user.id}`, users: [user.id], actions: ['view'],
      object_types: ['dcim.device', 'dcim.interface', 'dcim.site', 'dcim.devicetype', 'dcim.devicerole', 'dcim.manufacturer', 'dcim.platform', 'tenancy.tenant'],
    });
    const viewer = (await call(target, 'POST', '/api/users/tokens/', { user: user.id, version: 1 })).token as string;
    await target.analyze();
    await target.detach();

    console.error('probing the database ...');
    const probed = await probe(target.url);
    const figures: Figures[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const count of PROCESSES) {
        for (const invalidation of MODES) {
          console.error(`round ${round + 1}: ${count} process(es), ${invalidation} ...`);
          figures.push(await run(target.url, invalidation, count, round, { admin: target.token, viewer }, seeded));
        }
      }
    }
    const seconds = DURATION_MS / 1000;
    const lines = [
      `# bench-scale ${new Date().toISOString().slice(0, 10)}`,
      '',
      `PostgreSQL ${cluster ? 'of its own, durable commits (fsync and synchronous_commit on)' : 'at DATABASE_URL'}; ${WRITERS} clients creating sites one at a time`
        + ` and ${READERS} reading beside them (device lists of 50, device details, interfaces of a device; every other one as a user with`
        + ` permissions), spread evenly over the processes; ${seconds} s counted per run after ${WARMUP_MS / 1000} s of warm-up;`
        + ` ${ROUNDS} round(s); load average at the end ${loadavg().map((l) => l.toFixed(1)).join(' ')} on this machine.`,
      '',
      'Statements per read and per write, and server CPU per request, all processes together while counting: what the machine\'s other load changes least.',
      '',
      '| invalidation | processes | writes/s | reads/s | write p50 / p99 ms | read p50 / p99 ms | statements / read | statements / write | server CPU ms / request | failed |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...figures.map((f) => {
        const reads = f.reads.ok + f.reads.failed;
        const writes = f.writes.ok + f.writes.failed;
        return `| ${f.invalidation} | ${f.processes} | ${(f.writes.ok / seconds).toFixed(0)} | ${(f.reads.ok / seconds).toFixed(0)} | `
          + `${percentile(f.writes.ms, 50).toFixed(1)} / ${percentile(f.writes.ms, 99).toFixed(1)} | ${percentile(f.reads.ms, 50).toFixed(1)} / ${percentile(f.reads.ms, 99).toFixed(1)} | `
          + `${(f.used.reads / reads).toFixed(1)} | ${(f.used.writes / writes).toFixed(1)} | ${(f.used.cpu / 1000 / (reads + writes)).toFixed(2)} | ${f.writes.failed + f.reads.failed} |`;
      }),
      '',
      ...probed,
    ];
    console.log(lines.join('\n'));
    await target.close();
  } finally {
    cluster?.stop();
    agent.destroy();
  }
}

await main();
