// A throwaway PostgreSQL cluster for the tests: initdb in a temporary directory, started with
// pg_ctl on a free loopback port, stopped and removed afterwards. PostgreSQL refuses to run as
// root, so as root the cluster belongs to (and runs as) the `postgres` user.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Cluster {
  readonly url: string;
  /** Seconds of CPU the server and its ended backends have used so far (Linux /proc), or null. */
  cpuSeconds(): number | null;
  stop(): void;
}

export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin/initdb'))) : [];
  if (!versions.length) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql (run make test, which installs them)');
  return join(root, versions.sort((a, b) => Number(b) - Number(a))[0]!, 'bin');
}

/** The fields of /proc/<pid>/stat after the command (state first, ppid second), or null once the process is gone. */
function procStat(pid: string): number[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'latin1').replace(/^.*\) /, '').split(' ').map(Number);
  } catch {
    return null;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * `durable`: commits wait for the WAL to reach the disk, as in production (bench/scale.ts, where
 * that wait is what commits queue behind); the tests' cluster skips it. `statements`: every
 * statement's time is kept (pg_stat_statements; global-setup.ts reports them with TEST_CPU_LOG).
 */
export async function startCluster({ durable = false, statements = false }: { durable?: boolean; statements?: boolean } = {}): Promise<Cluster> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'inventory-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const full = join(bin, command);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: 'pipe' });
    else execFileSync(full, args, { stdio: 'pipe' });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const speed = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const kept = statements ? ' -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all -c pg_stat_statements.max=10000' : '';
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${speed}${kept} -c max_connections=200`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    cpuSeconds() {
      try {
        const pid = readFileSync(join(data, 'postmaster.pid'), 'latin1').split('\n')[0]!.trim();
        // utime, stime, cutime, cstime: fields 14 to 17 of proc(5), counted after the command's ")".
        const fields = procStat(pid)!;
        let seconds = fields[11]! + fields[12]! + fields[13]! + fields[14]!;
        // The backends still connected and the background processes (checkpointer, WAL writer),
        // which are counted in cutime only once they end: after this is read.
        for (const child of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
          const stat = procStat(child);
          if (stat && String(stat[1]) === pid) seconds += stat[11]! + stat[12]!;
        }
        return seconds / 100;
      } catch {
        return null;
      }
    },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
