// Real server processes for tests that need more than one process (several writers on one
// database, crashes): runtime/server.ts (test/support/project.ts entryPoint) with the given environment.
import { spawn, type ChildProcess } from 'node:child_process';
import { entryPoint, PROJECT } from './project.js';

/** A server process on `port`, resolved once it listens. */
export async function startServerProcess(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, entryPoint('runtime/server.ts'), {
    cwd: PROJECT, env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('inventory API on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
  child.removeAllListeners('exit');
  return child;
}
