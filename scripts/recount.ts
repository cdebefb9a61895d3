// `make recount`: counts rows again into the counts the server keeps as rows are written, which
// list counts read: rows per value of the `counted_by` columns (runtime/db/value-counts.ts) and
// every table's rows (runtime/db/row-counts.ts). Needed only after rows were
// written with the triggers off (a data-only restore with `--disable-triggers`, or
// `session_replication_role = replica`). Safe beside a running server: each table's writers wait
// while it is counted.
import { loadConfig } from '../runtime/config.js';
import { openDatabase } from '../runtime/db/database.js';
import { prepareDatabase } from '../runtime/db/prepare.js';
import { recountRows } from '../runtime/db/row-counts.js';
import { registry } from '../generated/registry.js';
import { countedColumnsOf, recountAllValues } from '../runtime/db/value-counts.js';

const config = loadConfig();
const db = openDatabase(config.DATABASE_URL);
try {
  await prepareDatabase(db, registry);
  const counted = countedColumnsOf(registry.models);
  await recountAllValues(db.knex, db.dialect, counted);
  process.stdout.write(`recounted the rows per value of ${counted.map((c) => `${c.table}.${c.column}`).join(', ')}\n`);
  const tables = await recountRows(db.knex, db.dialect);
  process.stdout.write(`recounted the rows of ${tables.length} tables\n`);
} finally {
  await db.close();
}
