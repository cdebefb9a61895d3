// Servers in child processes, as deployers run them: bench-compare's (ours, the raw baseline, an
// older checkout's) and bench-data's (grown to a million rows, its resident memory read while idle).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

/** What our server prints once it listens ("inventory API on http://127.0.0.1:8000/api/"). */
export const OURS_READY = /^inventory API on http:\/\/[^:]+:(\d+)\//;
/** As `make run` starts the server (the Makefile's NODE_SERVER): its node flags and its environment. */
export const SERVER_FLAGS = ['--max-semi-space-size=4'];
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

export interface ChildServer {
  readonly child: ChildProcess;
  readonly base: string;
}

/**
 * `script` (with node `flags`) in a child process, pinned to `cores` when given (taskset's list);
 * resolves once it prints the line `ready` matches, whose first group is its port.
 */
export async function spawnServer(script: string, env: NodeJS.ProcessEnv, ready: RegExp, options: { cwd?: string; cores?: string; flags?: readonly string[] } = {}): Promise<ChildServer> {
  const command = [process.execPath, ...(options.flags ?? []), script];
  const [file, ...args] = options.cores ? ['taskset', '-c', options.cores, ...command] : command;
  const child = spawn(file!, args, { cwd: options.cwd ?? process.cwd(), env: { ...process.env, ...SERVER_ENV, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = ready.exec(line);
      if (match) resolve(match[1]!);
    });
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** The resident memory of process `pid` in MB (VmRSS; Linux). */
export function residentMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
}
