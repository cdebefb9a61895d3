// `make run`: configuration → database → pending migrations → HTTP server on HOST:PORT, and the
// event worker in the same process unless EMBEDDED_WORKER is false (separate `make worker`s).
import { registry } from '../generated/registry.js';
import { appDeps, createApp, createWorker } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { prepareDatabase } from './db/prepare.js';
import { httpServer } from './http/timeouts.js';
import { IdleRelease } from './lib/idle-release.js';
import { openapiDocument } from './openapi-file.js';
import { runPendingFills } from './objects/fills.js';


async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.DATABASE_URL, { readerCacheMiB: config.SQLITE_CACHE_SIZE });
  const applied = await prepareDatabase(db, registry);
  if (applied.length) process.stdout.write(`applied ${applied.length} migration(s): ${applied.join(', ')}\n`);
  // Migrations' data steps, now that the plug-ins exist (objects/fills.ts).
  const filled = await runPendingFills(appDeps({ db, registry, config }));
  if (filled.length) process.stdout.write(`filled ${filled.join(', ')} from the existing data\n`);
  const users = (await db.knex('users_user').count({ n: '*' })) as { n: unknown }[];
  const app = createApp({ db, registry, config, openapi: openapiDocument() });
  const server = httpServer(app, config).listen(config.PORT, config.HOST, () => {
    const base = `http://${config.HOST}:${config.PORT}`;
    process.stdout.write(`inventory API on ${base}/api/ (${db.dialect}); in a browser, log in at ${base}/login/, explorer at ${base}/api/schema/swagger-ui/\n`);
    if (Number(users[0]!.n) === 0) {
      process.stdout.write('no users yet: create one with  make superuser SUPERUSER=admin PASSWORD=<password> [TOKEN=<40 hex characters>]\n');
    }
  });
  // The process's memory back after a quiet spell (the in-process servers of tests have none).
  const idle = new IdleRelease(config.RELEASE_MEMORY_AFTER_IDLE, () => db.releaseMemory());
  server.on('request', () => idle.touch());
  const worker = config.EMBEDDED_WORKER ? createWorker({ db, registry, config }) : null;
  worker?.start();
  const stop = () => server.close(() => void (worker?.stop() ?? Promise.resolve()).then(() => db.close()).then(() => process.exit(0)));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

await main();
