// An address search's page read in the list's order (q=10.5.3 on IP addresses): the term stands
// for a few address ranges (10.5.3.0/24, 10.5.30.0–10.5.39.255: ipv4TextRanges), each a range of
// the sort key the list is ordered by, so each range's first rows in that order come from the
// index alone. The page is the first of the union of each range's first `offset + limit` rows and
// the ids of the search's other alternatives (a DNS name or description holding the term, from
// their index): at a million addresses, 50 rows of each range read instead of every match looked
// up and sorted (672 for q=10.5.3). Exact: any row of the page is among its range's first rows.
import type { ModelMeta } from '../../contract/index.js';
import type { AppDeps } from '../context.js';
import { quoted, selectRows } from '../db/query.js';
import type { Row } from '../db/values.js';
import { applyOrdering, type OrderTerm } from '../query/ordering.js';
import type { RangedSearch } from '../query/filters.js';

export interface RangedRequest {
  readonly search: RangedSearch;
  /** The model's default ordering: its first term must be the ranges' column, ascending. */
  readonly ordering: readonly OrderTerm[];
  readonly columns: readonly string[] | null;
  readonly limit: number;
  readonly offset: number;
}

/** The page's rows, or null where the list's order is not the ranges' (the caller sorts every match). */
export async function rangedPage(deps: AppDeps, model: ModelMeta, request: RangedRequest): Promise<Row[] | null> {
  const [first] = request.ordering;
  const key = `${model.table}.${request.search.column}`;
  if (!first || first.sql !== '??' || first.bindings[0] !== key || first.descending || first.join) return null;
  const wanted = request.offset + request.limit;
  const table = quoted(model.table);
  const column = quoted(request.search.column);
  const parts: string[] = [];
  const bindings: unknown[] = [];
  request.search.ranges.forEach(([from, to], i) => {
    parts.push(`SELECT id FROM (SELECT id FROM ${table} WHERE ${column} >= ? AND ${column} < ? ORDER BY ${column}, id LIMIT ${wanted}) AS r${i}`);
    bindings.push(from, to);
  });
  if (request.search.others) {
    parts.push(request.search.others.sql);
    bindings.push(...request.search.others.bindings);
  }
  const rows = deps.db.reader(model.table)
    .select(request.columns ? request.columns.map((c) => `${model.table}.${c}`) : `${model.table}.*`)
    .whereRaw(`${quoted(model.table)}.${quoted('id')} IN (${parts.join(' UNION ALL ')})`, bindings as never[]);
  applyOrdering(rows, deps.db.dialect, request.ordering);
  rows.limit(request.limit);
  if (request.offset) rows.offset(request.offset);
  return selectRows(deps.db.reader, rows);
}
