// Migrations' data steps: a migration that creates the table of a model whose rows derive from
// others' (cable paths from cables) records a `fill` (db/ddl.ts); the server runs the model's
// plug-in `fill` once at start, when the plug-ins exist (the migration runner, in the base layer,
// has none), each in a transaction with its record's removal, so a crash runs it again at the next
// start and a finished one never twice. Derived rows are the runtime's own: no change records,
// no events, no permissions.
import type { AppDeps, WriteContext } from '../context.js';
import { PENDING_FILLS } from '../db/ddl.js';

/** Runs every pending data step; returns the models filled. */
export async function runPendingFills(deps: AppDeps): Promise<string[]> {
  const pending = (await deps.db.knex(PENDING_FILLS).select('id', 'model').orderBy('id')) as { id: number; model: string }[];
  const done: string[] = [];
  for (const { id, model: key } of pending) {
    const model = deps.index.find(key);
    const fill = model && deps.plugins.of(model)?.fill;
    await deps.db.knex.transaction(async (trx) => {
      if (model && fill) {
        const ctx: WriteContext = { q: trx, dialect: deps.db.dialect, index: deps.index, plugins: deps.plugins, cache: deps.db.cache, config: deps.config, userId: null, request: null, access: null };
        await fill(ctx, model);
      }
      await trx(PENDING_FILLS).where('id', id).delete();
    });
    if (model && fill) done.push(key);
  }
  if (done.length) deps.db.cache.invalidate();
  return done;
}
