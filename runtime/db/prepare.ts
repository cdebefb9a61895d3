// Everything a database needs before the server takes requests: pending migrations, then the
// rows the runtime maintains (object types, kept row counts and counts per value) and derived columns a migration added empty.
import type { Registry } from '../../contract/index.js';
import type { Database } from './database.js';
import { migrate } from './migrate.js';
import { fillNaturalKeys } from './natural.js';
import { ensureRowCounts } from './row-counts.js';
import { countedColumnsOf, ensureValueCounts } from './value-counts.js';
import { syncObjectTypes } from './object-types.js';
import { settleSearchIndexes } from './search-indexes.js';

export async function prepareDatabase(db: Database, registry: Registry): Promise<string[]> {
  const applied = await migrate(db, registry.migrations);
  // Row counts kept as rows are written, for tables a migration added (db/row-counts.ts).
  await ensureRowCounts(db.knex, db.dialect);
  // Rows per value of the models' `counted_by` columns (db/value-counts.ts).
  await ensureValueCounts(db.knex, db.dialect, countedColumnsOf(registry.models));
  // PostgreSQL's search indexes with a short pending list, which every search reads (db/search-indexes.ts).
  await settleSearchIndexes(db.knex, db.dialect);
  await syncObjectTypes(db, registry);
  await fillNaturalKeys(db, registry);
  return applied;
}
