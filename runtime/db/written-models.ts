// Which models a write transaction wrote, read from the statements it sends. The derived cache
// forgets, at the end of a write, only what derives from the models written (derived-cache.ts);
// so the list must hold every one of them, also those no change is recorded for: rows a deletion
// cleared (SET NULL) or took along (CASCADE), rows a plug-in's rule maintains (afterSave,
// afterDelete), join tables. Each of those is a statement on the transaction, so its statements
// are the one place that sees them all, whatever code sent them: knex announces every statement
// of a transaction (savepoints included) on the transaction's handle.
//
// A statement's target is the table after INSERT INTO, UPDATE or DELETE FROM; a table is its
// model, a join table both models it joins. A statement that may write but names no table this
// way (WITH ... INSERT), or a table that is no model's, counts as EVERY_MODEL.
import type { Knex } from 'knex';
import type { ModelIndex } from '../registry.js';

/** Stands for every model: a write whose targets could not all be named. */
export const EVERY_MODEL = '*';

const WRITE_TARGET = /^\s*(?:insert\s+(?:or\s+\w+\s+)?into|replace\s+into|update(?:\s+or\s+\w+)?(?:\s+only)?|delete\s+from(?:\s+only)?)\s+[`"]?([^`"\s(]+)/i;
/** Statements that begin this way write nothing. */
const READS = /^\s*(?:select|savepoint|release|rollback|begin|commit|notify|set|show|explain|pragma|values)\b/i;
/** Anything else that mentions one of these may write. */
const MAY_WRITE = /\b(?:insert|update|delete|merge|truncate)\b/i;

/** Table → the models whose rows it holds, per model index. */
const TABLES = new WeakMap<ModelIndex, ReadonlyMap<string, readonly string[]>>();

function tablesOf(index: ModelIndex): ReadonlyMap<string, readonly string[]> {
  let tables = TABLES.get(index);
  if (tables) return tables;
  const map = new Map<string, Set<string>>();
  const add = (table: string, ...models: string[]) => {
    const set = map.get(table) ?? new Set<string>();
    models.forEach((model) => set.add(model));
    map.set(table, set);
  };
  for (const model of index.models) {
    add(model.table, model.key);
    for (const field of model.fields) if (field.through) add(field.through.table, model.key, ...(field.to ? [field.to] : []));
  }
  TABLES.set(index, (tables = new Map([...map].map(([table, models]) => [table, [...models].sort()]))));
  return tables;
}

/** The models the statement `sql` writes (none for a read). */
export function writtenModels(index: ModelIndex, sql: string): readonly string[] {
  const target = WRITE_TARGET.exec(sql);
  if (target) return tablesOf(index).get(target[1]!) ?? [EVERY_MODEL];
  if (READS.test(sql) || !MAY_WRITE.test(sql)) return [];
  return [EVERY_MODEL];
}

/** From now on, adds the models every statement of `trx` writes to `touched`. */
export function trackWrites(trx: Knex, index: ModelIndex, touched: Set<string>): void {
  trx.on('query', (query: { sql?: unknown }) => {
    if (typeof query.sql !== 'string') return;
    for (const model of writtenModels(index, query.sql)) touched.add(model);
  });
}
