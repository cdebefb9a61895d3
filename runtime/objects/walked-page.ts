// A search's page read by walking the list in its order, instead of sorting every match. A search
// finds its matches through an index (SQLite's search table, PostgreSQL's trigram index), and the
// page then looks every match up and sorts them all to keep fifty. A common term matches a share
// of the table (interfaces `q=eth3`: one in ten), so at a million rows that is tens of thousands
// of rows for every page: the page grows with the table. Where the count says the matches are
// dense, the first rows of the list's own order, read through the index that serves that order,
// hold the page: a bounded number of them is read and the search checked on each row (a LIKE).
// The count is exact and of the same rows, so whether those rows held the whole page is known;
// when they did not (matches gathered late in the order), the sorted page is read as before.
//
// Only for the model's default ordering, where the database serves it from an index (asked once
// per model and size, from the database's own plan: a walk that has to sort the table first would
// cost more than the sort of the matches it replaces).
import type { Knex } from 'knex';
import type { ModelMeta } from '../../contract/index.js';
import type { AppDeps, Where } from '../context.js';
import type { Database } from '../db/database.js';
import { readRows, selectRows } from '../db/query.js';
import { rowCountQuery } from '../db/row-counts.js';
import type { Row } from '../db/values.js';
import { applyOrdering, type OrderTerm } from '../query/ordering.js';

/** Rows read at least and at most by one walk. */
const WALK_MIN = 1000;
const WALK_MAX = 20_000;
/**
 * How many rows a walk reads for each row it expects to need (the matches are rarely spread
 * evenly). A walk is taken only when it reads fewer rows than this many times the matches: reading
 * a row in order costs a fraction of looking a match up and sorting it.
 */
const MARGIN = 4;

/** The walk's own column names for the ordering's values (the outer query orders by them). */
const orderAlias = (index: number) => `__order_${index}`;

export interface WalkRequest {
  /** The model's rows the request may see, before any filter (the walk's source). */
  readonly source: Knex.QueryBuilder;
  /** The search as a condition checked row by row (filters.ts SearchAlone). */
  readonly rowCondition: Where;
  /** The model's default ordering. */
  readonly ordering: readonly OrderTerm[];
  /** The columns the page reads (null: all). */
  readonly columns: readonly string[] | null;
  readonly limit: number;
  readonly offset: number;
  /** How many rows the search matches (the page's exact count). */
  readonly count: number;
}

/**
 * The page's rows read by walking the list's order, or null where a walk does not pay or did not
 * find the whole page (the caller reads the sorted page instead).
 */
export async function walkedPage(deps: AppDeps, model: ModelMeta, walk: WalkRequest): Promise<Row[] | null> {
  const wanted = Math.min(walk.limit, walk.count - walk.offset);
  // Too few matches for the shortest walk to pay (checked before the table's size is read).
  if (wanted <= 0 || WALK_MIN >= MARGIN * walk.count || walk.ordering.some((term) => term.sql !== '??')) return null;
  const rowCount = rowCountQuery(model.table);
  const [counted] = await readRows(deps.db.reader, rowCount.sql, rowCount.bindings);
  const total = Number(counted?.n ?? 0);
  if (!Number(counted?.counted ?? 0) || total <= 0) return null;
  // Rows the walk expects to read to meet the page's last match, were the matches spread evenly.
  const expected = ((walk.offset + wanted) * total) / walk.count;
  const rows = Math.ceil(Math.max(WALK_MIN, MARGIN * expected));
  if (rows > WALK_MAX || rows >= MARGIN * walk.count) return null;
  const inner = walk.source.clone().select(`${model.table}.*`);
  walk.ordering.forEach((term, index) => inner.select({ [orderAlias(index)]: term.bindings[0] as string }));
  applyOrdering(inner, deps.db.dialect, walk.ordering);
  if (!await servedInOrder(deps.db, model, inner.clone().limit(rows), total)) return null;
  inner.limit(rows);
  const outer = deps.db.reader.select(walk.columns ? walk.columns.map((c) => `${model.table}.${c}`) : `${model.table}.*`)
    .from(inner.as(model.table))
    .where(walk.rowCondition);
  applyOrdering(outer, deps.db.dialect, walk.ordering.map((term, index) => ({ ...term, bindings: [`${model.table}.${orderAlias(index)}`], join: undefined })));
  outer.limit(walk.limit);
  if (walk.offset) outer.offset(walk.offset);
  const found = await selectRows(deps.db.reader, outer);
  // The first `rows` rows in order held the page, or were the whole table.
  if (found.length < wanted && rows < total) return null;
  if (!walk.columns) {
    for (const row of found) walk.ordering.forEach((_, index) => delete row[orderAlias(index)]);
  }
  return found;
}

/** Per database, per model and size (a power of ten of its rows): whether an index serves the default ordering. */
const verdicts = new WeakMap<Database, Map<string, boolean>>();

/**
 * Whether the database reads `walk` (the first rows of the model in its default ordering) from an
 * index in that order, without sorting the table: from its plan (SQLite's EXPLAIN QUERY PLAN,
 * PostgreSQL's EXPLAIN), once per model and size, since a planner's choice changes with the table's.
 */
async function servedInOrder(db: Database, model: ModelMeta, walk: Knex.QueryBuilder, total: number): Promise<boolean> {
  const known = verdicts.get(db) ?? new Map<string, boolean>();
  verdicts.set(db, known);
  const key = `${model.key} ${Math.floor(Math.log10(total))}`;
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  const { sql, bindings } = walk.toSQL();
  const plan = db.dialect === 'sqlite'
    ? (await readRows(db.reader, `EXPLAIN QUERY PLAN ${sql}`, bindings)).map((row) => String(row.detail)).join('\n')
    : (await readRows(db.reader, `EXPLAIN ${sql}`, bindings)).map((row) => String(row['QUERY PLAN'])).join('\n');
  // A sort of the whole order, not one within groups the index gives in order (SQLite's "FOR LAST
  // 2 TERMS OF ORDER BY", PostgreSQL's Incremental Sort): each device's interfaces by name.
  const served = db.dialect === 'sqlite' ? !/TEMP B-TREE FOR ORDER BY/.test(plan) : !/(^|->)\s*Sort\s+\(/m.test(plan);
  known.set(key, served);
  return served;
}
