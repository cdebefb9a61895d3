// `make worker`: the event worker on its own, for deployments with several API processes
// (EMBEDDED_WORKER=false) on one PostgreSQL database; any number may run. It processes events into
// webhook deliveries and sends them, printing each attempt. SIGINT/SIGTERM finish the pass under way.
import { registry } from '../generated/registry.js';
import { loadConfig } from '../runtime/config.js';
import { openDatabase } from '../runtime/db/database.js';
import { prepareDatabase } from '../runtime/db/prepare.js';
import { EventWorker } from '../runtime/events/worker.js';
import { ModelIndex } from '../runtime/registry.js';

const config = loadConfig();
const db = openDatabase(config.DATABASE_URL);
await prepareDatabase(db, registry);
const worker = new EventWorker({ db, index: new ModelIndex(registry), config });
worker.start();
process.stdout.write(`event worker on ${db.dialect}\n`);
const stop = () => void worker.stop().then(() => db.close()).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
