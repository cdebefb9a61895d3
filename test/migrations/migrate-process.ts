// One "server start-up" in its own process, for the concurrency test:
//   tsx test/migrations/migrate-process.ts <database url> [<extra migrations JSON file>]
// Prints the ids of the migrations this process applied, as JSON.
import { readFileSync } from 'node:fs';
import { registry } from '../../generated/registry.js';
import { openDatabase } from '../../runtime/db/database.js';
import { migrate } from '../../runtime/db/migrate.js';
import type { MigrationMeta } from '../../contract/index.js';

const [url, extraFile] = process.argv.slice(2);
const extra = extraFile ? (JSON.parse(readFileSync(extraFile, 'utf8')) as MigrationMeta[]) : [];
const db = openDatabase(url!);
try {
  process.stdout.write(`${JSON.stringify(await migrate(db, [...registry.migrations, ...extra]))}\n`);
} finally {
  await db.close();
}
