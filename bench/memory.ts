// make bench-memory: the resident memory of a server process (dist/runtime/server.js on a fresh
// SQLite file) as a deployer sees it: started, after building the bench-compare dataset through
// its API (100,000 devices and interfaces by default; the same size variables), and idle after
// that, when the garbage collector has had the quiet time it waits for.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { residentMb, SERVER_ENV, SERVER_FLAGS } from './child-server.js';
import { seed, sizesFromEnv } from './compare-data.js';
import type { Target } from './target.js';
import { freePort } from '../test/support/postgres-cluster.js';

const IDLE_CHECKS_S = [10, 30, 60];

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'inventory-memory-'));
  const url = `sqlite:${join(dir, 'memory.sqlite3')}`;
  const port = await freePort();
  const token = randomBytes(20).toString('hex');
  const env = { ...process.env, ...SERVER_ENV, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1' };
  const child = spawn(process.execPath, [...SERVER_FLAGS, 'dist/runtime/server.js'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise((resolve) => child.stdout!.once('data', resolve));
    execFileSync(process.execPath, ['dist/scripts/createsuperuser.js', '--username', 'bench', '--password', 'bench-password', '--token', token], { env });
    const rss = () => residentMb(child.pid!);
    const rows: [string, number][] = [['started', rss()]];
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rss())), 1000);
    const sizes = sizesFromEnv();
    const target: Target = { base: `http://127.0.0.1:${port}`, token, url, analyze: async () => undefined, detach: async () => undefined, close: async () => undefined };
    const seeded = await seed(target, sizes);
    clearInterval(sampler);
    rows.push([`peak while building (${seeded.seconds.toFixed(0)} s)`, peak], ['after building', rss()]);
    let waited = 0;
    for (const seconds of IDLE_CHECKS_S) {
      await new Promise((resolve) => setTimeout(resolve, (seconds - waited) * 1000));
      waited = seconds;
      rows.push([`idle ${seconds} s`, rss()]);
    }
    console.log(`\n## Server RSS, SQLite, ${sizes.devices} devices, ${sizes.interfaces} interfaces, ${sizes.ips} IP addresses (${new Date().toISOString().slice(0, 10)})\n`);
    console.log('| moment | RSS (MB) |\n|---|---|');
    for (const [moment, mb] of rows) console.log(`| ${moment} | ${mb.toFixed(0)} |`);
  } finally {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
