// One server process of `make bench-scale` (bench/scale.ts): the API on DATABASE_URL (already
// migrated), no worker, with the derived cache's invalidation CACHE_INVALIDATION ('per-model', or
// 'global': the one before issue 24, a NOTIFY in every write transaction). Prints
// "listening <port>" once it takes requests, and at each SIGUSR2 "stats <statements of reads>
// <statements of writes> <CPU µs>" so far (a statement belongs to the request it runs for).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registry } from '../generated/registry.js';
import { createApp } from '../runtime/app.js';
import { loadConfig } from '../runtime/config.js';
import { openDatabase } from '../runtime/db/database.js';
import type { CacheInvalidation } from '../runtime/db/derived-cache.js';

const url = process.env.DATABASE_URL!;
const invalidation = (process.env.CACHE_INVALIDATION ?? 'per-model') as CacheInvalidation;
const db = openDatabase(url, { cacheInvalidation: invalidation });
const app = createApp({ db, registry, config: loadConfig({ DATABASE_URL: url }) });
const kind = new AsyncLocalStorage<'read' | 'write'>();
const statements = { read: 0, write: 0 };
db.onQuery(() => {
  const current = kind.getStore();
  if (current) statements[current] += 1;
});
const server = createServer((req, res) => kind.run(req.method === 'GET' ? 'read' : 'write', () => app(req, res)));
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGUSR2', () => {
  const cpu = process.cpuUsage();
  process.stdout.write(`stats ${statements.read} ${statements.write} ${cpu.user + cpu.system}\n`);
});
process.on('SIGTERM', () => server.close(() => void db.close().then(() => process.exit(0))));
