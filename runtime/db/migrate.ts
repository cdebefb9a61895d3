// Applies pending migrations at start-up. Each migration runs in one transaction together with
// its record in inventory_migrations, so it is applied entirely or not at all. Several processes
// may start at once: PostgreSQL serialises them with an advisory lock, SQLite with its write lock
// (the first statement of each transaction writes, so waiting processes queue on busy_timeout).
//
// SQLite changes a column by rebuilding the table, which drops the original table; that is only
// possible with foreign key enforcement off, and the pragma cannot change inside a transaction.
// So on SQLite enforcement is switched off around each migration and `PRAGMA foreign_key_check`
// must come back empty before the migration commits.
import type { Knex } from 'knex';
import type { MigrationMeta } from '../../contract/index.js';
import type { Database } from './database.js';
import { applyOperations, PENDING_FILLS } from './ddl.js';
import { SCHEMA_CHANNEL } from './cache-channel.js';
import { rawRows } from './query.js';

const RECORDS = 'inventory_migrations';
const LOCK = 'inventory_migrations_lock';
/** Arbitrary constant naming the PostgreSQL advisory lock of the migration runner. */
const ADVISORY_LOCK = 727_274_001;
const BUSY_RETRY_MS = 10 * 60 * 1000;

export async function migrate(db: Database, migrations: readonly MigrationMeta[]): Promise<string[]> {
  await exclusively(db, async (trx) => {
    if (!(await trx.schema.hasTable(RECORDS))) {
      await trx.schema.createTable(RECORDS, (t) => {
        t.string('id', 255).primary();
        t.string('applied_at', 40).notNullable();
      });
    }
    if (!(await trx.schema.hasTable(PENDING_FILLS))) {
      await trx.schema.createTable(PENDING_FILLS, (t) => {
        t.increments('id');
        t.string('model', 100).notNullable();
      });
    }
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await exclusively(db, async (trx) => {
      if (await trx(RECORDS).where('id', migration.id).first()) return false;
      await applyOperations(trx, db.dialect, migration.operations);
      if (db.dialect === 'sqlite') {
        const violations = rawRows(await trx.raw('PRAGMA foreign_key_check'));
        if (violations.length) throw new Error(`migration ${migration.id} leaves ${violations.length} broken foreign key references`);
      }
      await trx(RECORDS).insert({ id: migration.id, applied_at: new Date().toISOString() });
      // Prepared statements of every process go stale with the tables (runtime/db/pg-statements.ts).
      if (db.dialect === 'postgres') await trx.raw(`NOTIFY ${SCHEMA_CHANNEL}`);
      return true;
    });
    if (done) {
      db.cache.schemaChanged();
      applied.push(migration.id);
    }
  }
  const known = new Set(migrations.map((m) => m.id));
  const unknown = ((await db.knex(RECORDS).select('id')) as { id: string }[]).filter((r) => !known.has(r.id));
  if (unknown.length) {
    throw new Error(`the database has migrations this version does not know (${unknown.map((r) => r.id).join(', ')}): it was upgraded by a newer version`);
  }
  return applied;
}

/** Runs `work` in a transaction that no other process's migration runs alongside. */
async function exclusively<T>(db: Database, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  if (db.dialect === 'postgres') {
    return db.knex.transaction(async (trx) => {
      await trx.raw('SELECT pg_advisory_xact_lock(?)', [ADVISORY_LOCK]);
      return work(trx);
    });
  }
  const started = Date.now();
  for (;;) {
    await db.knex.raw('PRAGMA foreign_keys = OFF');
    try {
      return await db.knex.transaction(async (trx) => {
        // Write first: the transaction takes SQLite's write lock now, waiting for other writers.
        await trx.raw(`CREATE TABLE IF NOT EXISTS ${LOCK} (id integer primary key, taken_at text)`);
        await trx.raw(`INSERT INTO ${LOCK} (id, taken_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET taken_at = excluded.taken_at`, [new Date().toISOString()]);
        return work(trx);
      });
    } catch (error) {
      if (!isBusy(error) || Date.now() - started > BUSY_RETRY_MS) throw error;
    } finally {
      await db.knex.raw('PRAGMA foreign_keys = ON');
    }
  }
}

function isBusy(error: unknown): boolean {
  const code = String((error as { code?: unknown })?.code ?? '');
  return code === 'SQLITE_BUSY' || /database is locked/.test(String((error as Error)?.message));
}
