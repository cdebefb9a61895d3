// The engine entry point for lists: a request's page of a model's objects (visibility, filters,
// count, ordering, offset or cursor pagination, only the columns the chosen fields read) in the
// reference's envelope; and a page of an in-memory list. A view calls one function.
import type { ModelMeta } from '../../contract/index.js';
import type { AppDeps, Where } from '../context.js';
import type { Knex } from 'knex';
import { readRows, selectRows } from '../db/query.js';
import { countsWholeTable, rowCountQuery } from '../db/row-counts.js';
import { countedValues, valueCountQuery } from '../db/value-counts.js';
import type { Row } from '../db/values.js';
import { columnsFor } from '../display/columns.js';
import { linkWith } from '../http/urls.js';
import { ACTION_OF_METHOD } from '../auth/access.js';
import { applyFilters, type IndexCount, type RangedSearch } from '../query/filters.js';
import { applyOrdering, orderingOf } from '../query/ordering.js';
import { pageOf, type Page } from '../query/pagination.js';
import { namesOf, readContext, render, visible } from './read.js';
import type { ApiRequest } from './request.js';
import { rangedPage } from './ranged-page.js';
import { walkedPage } from './walked-page.js';

/** A list answer: NetBox's envelope (count is null in cursor mode). */
export interface ListPage<T = unknown> {
  readonly count: number | null;
  readonly next: string | null;
  readonly previous: string | null;
  readonly results: readonly T[];
}

/** The page of `model`'s objects the request asks for, rendered as it asks. */
export async function listObjects(deps: AppDeps, request: ApiRequest, model: ModelMeta): Promise<ListPage> {
  const params = request.query;
  const page = pageOf(params, deps.config);
  const query = visible(deps, request, model);
  const search = await applyFilters(readContext(deps, request), model, params, query);
  // A search alone, by a request that sees every row: counted from its indexes alone, and its
  // page read by walking the list's order where that pays (walked-page.ts).
  const searchAlone = search && !request.access.narrows(model, ACTION_OF_METHOD[request.method] ?? 'view') ? search : null;
  let count: number | null = null;
  if (page.mode === 'offset') count = await countOf(deps, query.clone().count({ n: '*' }), model, searchAlone?.indexCount ?? null);
  // Only the columns the chosen fields read (fields=, brief=, exclude=).
  const columns = columnsFor(model, namesOf(model, request));
  const rows = count === 0 ? []
    : (searchAlone?.ranged && await rangedRows(deps, request, model, page, columns, searchAlone.ranged))
      || (searchAlone?.rowCondition && count !== null && await walkedRows(deps, request, model, page, count, columns, searchAlone.rowCondition))
      || await sortedRows(deps, searchAlone && deps.db.dialect === 'postgres' ? fenced(deps, query, model) : query, model, page, columns, params.get('ordering'));
  const results = await render(deps, request, model, rows);
  return { count, next: nextLink(request, page, count, rows), previous: previousLink(request, page), results };
}

/** The page's rows: the filtered rows in the requested order (or, in cursor mode, by id from the cursor). */
function sortedRows(deps: AppDeps, query: Knex.QueryBuilder, model: ModelMeta, page: Page, columns: readonly string[] | null, ordering: string | null): Promise<Row[]> {
  const rowsQuery = query.clone().select(columns ? columns.map((c) => `${model.table}.${c}`) : `${model.table}.*`);
  if (page.mode === 'cursor') {
    rowsQuery.where(`${model.table}.id`, '>=', page.start).orderBy(`${model.table}.id`);
  } else {
    applyOrdering(rowsQuery, deps.db.dialect, orderingOf(deps.index, model, ordering));
    if (page.offset) rowsQuery.offset(page.offset);
  }
  if (page.limit !== null) rowsQuery.limit(page.limit);
  return selectRows(deps.db.reader, rowsQuery);
}

/**
 * PostgreSQL: the rows a search matches, found apart from the page's order (a subquery with
 * OFFSET 0, which the planner keeps as it is). Given the search and the order together, it walks
 * the index of the order and checks every row until the page is full, expecting the matches
 * spread evenly: where they gather late in the order that reads most of the table (q=host12 at
 * 710,000 addresses: 40,000 rows, 98 ms, against 5 ms for finding the 1,595 matches by the
 * search index and sorting them). Where matches are dense, walked-page.ts walks first, bounded.
 */
function fenced(deps: AppDeps, query: Knex.QueryBuilder, model: ModelMeta): Knex.QueryBuilder {
  const { sql, bindings } = query.clone().select(`${model.table}.*`).toSQL();
  return deps.db.reader.from(deps.db.reader.raw(`(${sql} OFFSET 0) AS ??`, [...bindings, model.table]));
}

/** An address search's offset page in the model's default ordering, read range by range in that order (ranged-page.ts); else null. */
async function rangedRows(deps: AppDeps, request: ApiRequest, model: ModelMeta, page: Page, columns: readonly string[] | null, search: RangedSearch): Promise<Row[] | null> {
  if (page.mode !== 'offset' || page.limit === null || request.query.has('ordering')) return null;
  return rangedPage(deps, model, { search, ordering: orderingOf(deps.index, model, null), columns, limit: page.limit, offset: page.offset });
}

/** A search's offset page in the model's default ordering, walked in that order where it pays (walked-page.ts); else null. */
async function walkedRows(
  deps: AppDeps, request: ApiRequest, model: ModelMeta, page: Page, count: number, columns: readonly string[] | null, rowCondition: Where,
): Promise<Row[] | null> {
  if (page.mode !== 'offset' || page.limit === null || request.query.has('ordering')) return null;
  return walkedPage(deps, model, {
    source: visible(deps, request, model), rowCondition, ordering: orderingOf(deps.index, model, null), columns, limit: page.limit, offset: page.offset, count,
  });
}

/**
 * The number of rows a count query finds. Counts kept as rows are written answer the counts they
 * can, rather than visiting every row: a whole table's (db/row-counts.ts), and those of one value
 * or a few of a `counted_by` column (db/value-counts.ts); `indexCount` (the filters' own, from
 * indexes alone) before them.
 */
async function countOf(deps: AppDeps, counting: Knex.QueryBuilder, model: ModelMeta, indexCount: IndexCount | null): Promise<number> {
  if (indexCount) return Number((await readRows(deps.db.reader, indexCount.sql, indexCount.bindings))[0]!.n);
  const compiled = counting.toSQL();
  const counted = countedValues(model, compiled);
  const kept = counted ? valueCountQuery(model.table, counted)
    : countsWholeTable(compiled, model.table) ? rowCountQuery(model.table)
      : null;
  if (kept) {
    const [row] = await readRows(deps.db.reader, kept.sql, kept.bindings);
    // Not counted (yet): a server whose start has not set the counting up.
    if (Number(row!.counted) > 0) return Number(row!.n);
  }
  const [result] = await selectRows(deps.db.reader, counting, compiled);
  return Number(result!.n);
}

/**
 * A page of an in-memory list (a choice set's choices) in the list envelope, with the offset
 * pagination of every list (a `start` cursor has no meaning for a list that has no ids).
 */
export function listPage<T>(deps: AppDeps, request: ApiRequest, items: readonly T[]): ListPage<T> {
  const params = new URLSearchParams(request.query);
  params.delete('start');
  const page = pageOf(params, deps.config);
  const offset = page.mode === 'offset' ? page.offset : 0;
  const results = items.slice(offset, page.limit === null ? undefined : offset + page.limit);
  return { count: items.length, next: nextLink(request, page, items.length, []), previous: previousLink(request, page), results };
}

function nextLink(request: ApiRequest, page: Page, count: number | null, rows: readonly Row[]): string | null {
  if (page.limit === null) return null;
  if (page.mode === 'cursor') {
    if (rows.length < page.limit) return null;
    return linkWith(request, { limit: page.limit, start: Number(rows[rows.length - 1]!.id) + 1 }, ['offset']);
  }
  if (page.offset + page.limit >= count!) return null;
  return linkWith(request, { limit: page.limit, offset: page.offset + page.limit });
}

function previousLink(request: ApiRequest, page: Page): string | null {
  if (page.mode === 'cursor' || page.limit === null || page.offset <= 0) return null;
  if (page.offset - page.limit <= 0) return linkWith(request, { limit: page.limit }, ['offset']);
  return linkWith(request, { limit: page.limit, offset: page.offset - page.limit });
}
