// `make housekeeping`: NetBox's daily housekeeping once, now, on the database of DATABASE_URL /
// CONFIG_FILE (migrated first): expired sessions, change records older than CHANGELOG_RETENTION
// days, finished jobs older than JOB_RETENTION days. The worker runs the same thing daily as the
// system job "System Housekeeping"; this is for servers without a worker, or to prune at once
// after lowering a retention. Safe beside a running server: rows go in short batches.
import { registry } from '../generated/registry.js';
import { loadConfig } from '../runtime/config.js';
import { openDatabase } from '../runtime/db/database.js';
import { prepareDatabase } from '../runtime/db/prepare.js';
import { housekeeping } from '../runtime/jobs/housekeeping.js';
import { ModelIndex } from '../runtime/registry.js';

const config = loadConfig();
const db = openDatabase(config.DATABASE_URL);
try {
  await prepareDatabase(db, registry);
  await housekeeping({ db, index: new ModelIndex(registry), config, log: (entry) => process.stdout.write(`${entry.message}\n`) });
} finally {
  await db.close();
}
