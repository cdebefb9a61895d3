// `make recount`: PostgreSQL only. Counts every table's rows again into the counts the server keeps
// as rows are written (runtime/db/row-counts.ts), which list counts read. Needed only after rows
// were written with the triggers off (a data-only restore with `--disable-triggers`, or
// `session_replication_role = replica`). Safe beside a running server: each table's writers wait
// while it is counted.
import { loadConfig } from '../runtime/config.js';
import { openDatabase } from '../runtime/db/database.js';
import { prepareDatabase } from '../runtime/db/prepare.js';
import { recountRows } from '../runtime/db/row-counts.js';
import { registry } from '../generated/registry.js';

const config = loadConfig();
const db = openDatabase(config.DATABASE_URL);
try {
  if (db.dialect !== 'postgres') {
    process.stdout.write('SQLite counts from its indexes: nothing to recount\n');
  } else {
    await prepareDatabase(db, registry);
    const tables = await recountRows(db.knex);
    process.stdout.write(`recounted ${tables.length} tables\n`);
  }
} finally {
  await db.close();
}
