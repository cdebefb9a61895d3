// Worker threads from this code base's own modules. Built (dist/), a module is JavaScript and
// Node loads it as is; run from the sources (tsx, the tests), it is TypeScript, which a worker
// thread cannot load by itself on Node 20 (`--import tsx` in a worker's execArgv does not apply to
// its entry module): the worker then registers tsx's loader first and imports the module after.
import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { PROJECT_ROOT } from './project-root.js';

/** tsx's module loader API, for worker threads started from the sources. */
const TSX_API = pathToFileURL(join(PROJECT_ROOT, 'node_modules/tsx/dist/esm/api/index.mjs')).href;

/**
 * A worker running `module` (a URL next to the caller: `new URL('./x.js', import.meta.url)`,
 * named with .js as imports are). Call unref() once its listeners are attached (attaching a
 * 'message' listener references it again) when it must not keep the process alive.
 */
export function startThread(module: URL): Worker {
  const source = module.href.replace(/\.js$/, '.ts');
  const fromSources = import.meta.url.endsWith('.ts');
  return fromSources
    ? new Worker(`import(${JSON.stringify(TSX_API)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`, { eval: true })
    : new Worker(module);
}
