// Everything a database needs before the server takes requests: pending migrations, then the
// rows the runtime maintains (object types) and derived columns a migration added empty.
import type { Registry } from '../../contract/index.js';
import type { Database } from './database.js';
import { migrate } from './migrate.js';
import { fillNaturalKeys } from './natural.js';
import { syncObjectTypes } from './object-types.js';

export async function prepareDatabase(db: Database, registry: Registry): Promise<string[]> {
  const applied = await migrate(db, registry.migrations);
  await syncObjectTypes(db, registry);
  await fillNaturalKeys(db, registry);
  return applied;
}
