// `make worker`: the event worker on its own, for deployments with several API processes
// (EMBEDDED_WORKER=false) on one PostgreSQL database; any number may run. It processes events into
// webhook deliveries and notifications, sends the webhooks (printing each attempt), and runs
// background bulk writes. SIGINT/SIGTERM finish the pass under way.
import { registry } from '../generated/registry.js';
import { loadConfig } from '../runtime/config.js';
import { openDatabase } from '../runtime/db/database.js';
import { prepareDatabase } from '../runtime/db/prepare.js';
import { createWorker } from '../runtime/app.js';

const config = loadConfig();
const db = openDatabase(config.DATABASE_URL);
await prepareDatabase(db, registry);
const worker = createWorker({ db, registry, config });
worker.start();
process.stdout.write(`event worker on ${db.dialect}\n`);
const stop = () => void worker.stop().then(() => db.close()).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
