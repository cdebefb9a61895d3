// Copies of the project for tests that change its sources (add a model, break a layer): the
// sources in a temporary directory sharing this checkout's node_modules, and commands run there.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT = fileURLToPath(new URL('../../', import.meta.url));

/** What a copy holds: everything the generator, the checks and the server need. */
const COPIED = [
  'schema', 'contract', 'generator', 'runtime', 'generated', 'scripts', 'templates',
  'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'Makefile', '.dependency-cruiser.cjs',
];

export interface Result {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * A copy of the project's sources in a temporary directory, sharing node_modules; `from` another
 * copy copies that one as it stands (a copy already regenerated, cloned instead of regenerated
 * again: a copy costs a fraction of a second, a regeneration seconds).
 */
export function copyProject(prefix = 'inventory-copy-', from = PROJECT): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  // Timestamps kept, so that make sees the shared node_modules as up to date.
  for (const entry of COPIED) cpSync(join(from, entry), join(root, entry), { recursive: true, preserveTimestamps: true });
  symlinkSync(join(PROJECT, 'node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}

/**
 * The node arguments that run a TypeScript entry point of this checkout (`runtime/server.ts`):
 * its JavaScript under dist/ when `make test` compiled the checkout before the run
 * (TEST_COMPILED=1; a process then starts on half the CPU: no loader transforming ~400 modules),
 * else through tsx's loader in the one process, so that a test run by itself never runs stale
 * JavaScript.
 */
export function entryPoint(path: string): string[] {
  return process.env.TEST_COMPILED === '1' ? [join(PROJECT, 'dist', path.replace(/\.ts$/, '.js'))] : ['--import', 'tsx', path];
}

/** Runs a program in `root`, collecting its output. */
export function runIn(root: string, program: string, args: readonly string[], env: Record<string, string> = {}): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Runs a TypeScript entry point of the copy with tsx's loader in one node process (the tsx
 * command starts a second node process to run it: a third of a CPU second more per run).
 */
export function tsx(root: string, args: readonly string[], env: Record<string, string> = {}): Promise<Result> {
  return runIn(root, process.execPath, ['--import', 'tsx', ...args], env);
}
