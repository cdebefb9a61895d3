// Applies pending migrations at start-up through knex's migrator (which records applied ones in
// knex_migrations and takes a lock, so several processes may start at once).
import type { MigrationMeta } from '../types.js';
import type { Database } from './database.js';
import { applyOperations } from './ddl.js';

export async function migrate(db: Database, migrations: readonly MigrationMeta[]): Promise<string[]> {
  const source = {
    getMigrations: async () => [...migrations],
    getMigrationName: (migration: MigrationMeta) => migration.id,
    getMigration: async (migration: MigrationMeta) => ({
      up: (knex: Parameters<typeof applyOperations>[0]) => applyOperations(knex, db.dialect, migration.operations),
      down: async () => {
        throw new Error(`migration ${migration.id} cannot be reversed`);
      },
    }),
  };
  const [, applied] = (await db.knex.migrate.latest({ migrationSource: source })) as [number, string[]];
  return applied;
}
