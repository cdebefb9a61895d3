// Renames and fills the migration planner needs: tables and columns declared `renamed_from`, and the
// value existing rows get in a column added with `fill_existing`.
import type { FillExisting } from '../../contract/index.js';
import type { Draft } from './draft.js';

export interface Renames {
  /** new table → old table */
  readonly tables: Readonly<Record<string, string>>;
  /** table → new column → old column */
  readonly columns: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** table → new column → the value the rows that exist when it is added get (`fill_existing`) */
  readonly fills: Readonly<Record<string, Readonly<Record<string, FillExisting>>>>;
}

export function collectRenames(drafts: readonly Draft[]): Renames {
  const tables: Record<string, string> = {};
  const columns: Record<string, Record<string, string>> = {};
  const fills: Record<string, Record<string, FillExisting>> = {};
  for (const { meta, raw } of drafts) {
    if (raw.renamed_from) tables[meta.table] = raw.renamed_from;
    for (const [name, spec] of Object.entries(raw.fields)) {
      const column = meta.fields.find((f) => f.name === name)?.column;
      if (!column) continue;
      if (spec.fill_existing !== undefined) (fills[meta.table] ??= {})[column] = spec.fill_existing;
      if (!spec.renamed_from) continue;
      (columns[meta.table] ??= {})[column] = spec.type === 'fk' ? `${spec.renamed_from}_id` : spec.renamed_from;
    }
  }
  return { tables, columns, fills };
}
