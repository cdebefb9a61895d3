// One server process of `make bench-scale` (bench/scale.ts): the API on DATABASE_URL (already
// migrated), no worker, with the derived cache's invalidation CACHE_INVALIDATION ('per-model', or
// 'global': the one before issue 24, a NOTIFY in every write transaction). Prints
// "listening <port>" once it takes requests.
import type { AddressInfo } from 'node:net';
import { registry } from '../generated/registry.js';
import { createApp } from '../runtime/app.js';
import { loadConfig } from '../runtime/config.js';
import { openDatabase } from '../runtime/db/database.js';
import type { CacheInvalidation } from '../runtime/db/derived-cache.js';

const url = process.env.DATABASE_URL!;
const invalidation = (process.env.CACHE_INVALIDATION ?? 'per-model') as CacheInvalidation;
const db = openDatabase(url, { cacheInvalidation: invalidation });
const server = createApp({ db, registry, config: loadConfig({ DATABASE_URL: url }) }).listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => server.close(() => void db.close().then(() => process.exit(0))));
