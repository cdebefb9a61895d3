// The generic endpoints every model gets: list, retrieve, create (one or a list), update
// (PUT/PATCH, one or a list), delete (one or a list). Writes run in one transaction each; the
// response is rendered after commit from what was stored.
import type { Request, Response } from 'express';
import type { ModelMeta } from '../../contract/index.js';
import { requireAction } from '../auth/access.js';
import type { AppDeps, WriteContext } from '../context.js';
import type { Row } from '../db/values.js';
import { columnsFor } from '../display/columns.js';
import { changelogMessage, markChanges, restoreChanges } from '../features/changelog.js';
import { ApiError, PERMISSION_DENIED, permissionDenied, ValidationError, type FieldErrors } from '../http/errors.js';
import { checkIfMatch, sendEtag } from '../http/etag.js';
import { sendJson } from '../http/send-json.js';
import { isKey } from '../lib/numbers.js';
import { selectRows } from '../db/query.js';
import { yielder } from '../lib/yielding.js';
import { applyFilters } from '../query/filters.js';
import { applyOrdering, orderingOf } from '../query/ordering.js';
import { pageOf } from '../query/pagination.js';
import { findObject, inTransaction, nextLink, previousLink, readContext, render, renderCreated, requestParams, visible } from '../requests/objects.js';
import { representationNames } from '../requests/representation.js';
import { deleteObjects } from '../write/delete.js';
import { createObject, refusedBeforeWriting, updateObject } from '../write/save.js';
import { pythonType } from '../write/scalars.js';

export async function list(deps: AppDeps, model: ModelMeta, req: Request, res: Response): Promise<void> {
  requireAction(req, deps.config, model, 'view');
  const params = requestParams(req);
  const page = pageOf(params, deps.config);
  const query = visible(deps, req, model);
  await applyFilters(readContext(deps, req), model, params, query);
  let count: number | null = null;
  if (page.mode === 'offset') {
    const [result] = await selectRows(deps.db.reader, query.clone().count({ n: '*' }));
    count = Number(result!.n);
  }
  // Only the columns the chosen fields read (fields=, brief=, exclude=).
  const columns = columnsFor(model, representationNames(model, params, req.method));
  const rowsQuery = query.clone().select(columns ? columns.map((c) => `${model.table}.${c}`) : `${model.table}.*`);
  if (page.mode === 'cursor') {
    rowsQuery.where(`${model.table}.id`, '>=', page.start).orderBy(`${model.table}.id`);
  } else {
    applyOrdering(rowsQuery, deps.db.dialect, orderingOf(deps.index, model, params.get('ordering')));
    if (page.offset) rowsQuery.offset(page.offset);
  }
  if (page.limit !== null) rowsQuery.limit(page.limit);
  const rows = count === 0 ? [] : await selectRows(deps.db.reader, rowsQuery);
  const results = await render(deps, req, model, rows);
  await sendJson(res, { count, next: nextLink(req, page, count, rows), previous: previousLink(req, page), results });
}

export async function retrieve(deps: AppDeps, model: ModelMeta, req: Request, res: Response): Promise<void> {
  requireAction(req, deps.config, model, 'view');
  const row = await findObject(deps, req, model);
  const [object] = await render(deps, req, model, [row]);
  sendEtag(res, model, row);
  res.json(object);
}

export async function create(deps: AppDeps, model: ModelMeta, req: Request, res: Response): Promise<void> {
  requireAction(req, deps.config, model, 'add');
  const body = req.json;
  if (Array.isArray(body)) {
    const ids = await inTransaction(deps, req, (ctx) => bulk(ctx, body, 'index', 'created', (sp, item) => createObject(sp, model, item)));
    await sendJson(res.status(201), await renderCreated(deps, req, model, ids));
    return;
  }
  const id = await inTransaction(deps, req, (ctx) => createObject(ctx, model, body ?? {}));
  await respondWithObject(deps, req, res, model, id, 201);
}

/** One object as stored, with its ETag. */
async function respondWithObject(deps: AppDeps, req: Request, res: Response, model: ModelMeta, id: number, status: number): Promise<void> {
  const row = (await deps.db.reader(model.table).select('*').where('id', id).first()) as Row;
  const [object] = await render(deps, req, model, [row]);
  sendEtag(res, model, row);
  res.status(status).json(object);
}

export async function update(deps: AppDeps, model: ModelMeta, req: Request, res: Response): Promise<void> {
  requireAction(req, deps.config, model, 'change');
  const partial = req.method === 'PATCH';
  // Checked before validation (when asked) and again on the locked row inside the transaction.
  if (req.headers['if-match'] !== undefined) checkIfMatch(req, model, await findObject(deps, req, model));
  const id = await inTransaction(deps, req, async (ctx) => {
    const row = await findObject(deps, req, model, ctx.q, true);
    checkIfMatch(req, model, row);
    await updateObject(ctx, model, row, req.json ?? {}, partial);
    return Number(row.id);
  });
  await respondWithObject(deps, req, res, model, id, 200);
}

export async function destroy(deps: AppDeps, model: ModelMeta, req: Request, res: Response): Promise<void> {
  requireAction(req, deps.config, model, 'delete');
  if (req.headers['if-match'] !== undefined) checkIfMatch(req, model, await findObject(deps, req, model));
  await inTransaction(deps, req, async (ctx) => {
    const row = await findObject(deps, req, model, ctx.q, true);
    checkIfMatch(req, model, row);
    await deleteObjects(ctx, model, [Number(row.id)], changelogMessage(req.json));
  });
  res.status(204).end();
}

// ---- bulk operations (list endpoint, JSON array body) ---------------------------------------

export async function bulkUpdate(deps: AppDeps, model: ModelMeta, req: Request, res: Response): Promise<void> {
  requireAction(req, deps.config, model, 'change');
  const items = expectList(req.json);
  const ids = bulkIds(items);
  const partial = req.method === 'PATCH';
  const updated = await inTransaction(deps, req, async (ctx) => {
    const rows = await existingRows(deps, req, model, ctx, ids);
    const inScope = await scopedIds(deps, req, model, ctx, ids);
    return bulk(ctx, items, 'id', 'updated', async (sp, item) => {
      const id = Number((item as { id: unknown }).id);
      if (!inScope.has(id)) throw permissionDenied();
      await updateObject(sp, model, rows.get(id)!, item, partial);
      return id;
    });
  });
  await sendJson(res, await renderCreated(deps, req, model, updated));
}

export async function bulkDestroy(deps: AppDeps, model: ModelMeta, req: Request, res: Response): Promise<void> {
  requireAction(req, deps.config, model, 'delete');
  const items = expectList(req.json);
  const ids = bulkIds(items);
  await inTransaction(deps, req, async (ctx) => {
    await existingRows(deps, req, model, ctx, ids);
    const inScope = await scopedIds(deps, req, model, ctx, ids);
    await bulk(ctx, items, 'id', 'deleted', async (sp, item) => {
      const id = Number((item as { id: unknown }).id);
      if (!inScope.has(id)) throw permissionDenied();
      await deleteObjects(sp, model, [id], changelogMessage(item));
      return id;
    });
  });
  res.status(204).end();
}

function expectList(body: unknown): unknown[] {
  if (body === undefined || body === null) throw new ApiError(400, { detail: 'Expected a list of objects, but no data was submitted.' });
  if (!Array.isArray(body)) throw new ApiError(400, { detail: `Expected a list of objects, but got ${pythonType(body)}.` });
  return body;
}

/**
 * An item's id as DRF's IntegerField reads it (a whole number, or its text; not a list, a boolean
 * or 1.5), within the key range; else null.
 */
function bulkId(id: unknown): number | null {
  const number = typeof id === 'number' ? id : typeof id === 'string' && /^\s*\d+(\.0*)?\s*$/.test(id) ? Number(id) : NaN;
  return Number.isInteger(number) && isKey(number) ? number : null;
}

/** Pre-checks of bulk update and delete: every item names a numeric id, once. */
function bulkIds(items: readonly unknown[]): number[] {
  const errors: { index: number; errors: FieldErrors }[] = [];
  items.forEach((item, index) => {
    const id = item !== null && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
    if (id === undefined || id === null) errors.push({ index, errors: { id: ['This field is required.'] } });
    else if (bulkId(id) === null) errors.push({ index, errors: { id: ['A valid integer is required.'] } });
  });
  if (errors.length) throw new ApiError(400, { detail: `${errors.length} of ${items.length} objects failed validation.`, errors });
  const ids = items.map((item) => bulkId((item as { id: unknown }).id)!);
  const counts = new Map<number, number>();
  ids.forEach((id) => counts.set(id, (counts.get(id) ?? 0) + 1));
  const repeated = [...counts].filter(([, n]) => n > 1);
  if (repeated.length) {
    throw new ApiError(400, {
      detail: `${repeated.length} of ${items.length} objects are listed more than once.`,
      errors: repeated.map(([id, n]) => ({ id, errors: { id: [`Each object may be specified only once; ID ${id} is listed ${n} times`] } })),
    });
  }
  return ids;
}

/** The objects a bulk update or delete names, among those the request may view (the others are "not found"). */
async function existingRows(deps: AppDeps, req: Request, model: ModelMeta, ctx: WriteContext, ids: readonly number[]): Promise<Map<number, Row>> {
  const rows = (await visible(deps, req, model, ctx.q, 'view').select(`${model.table}.*`).whereIn(`${model.table}.id`, [...ids])) as Row[];
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) {
    throw new ApiError(400, {
      detail: `${missing.length} of ${ids.length} objects could not be found.`,
      errors: missing.map((id) => ({ id, errors: { id: [`Object with ID ${id} does not exist`] } })),
    });
  }
  return byId;
}

/** Of `ids`, those in the scope of the method's action (the others are refused item by item with 403). */
async function scopedIds(deps: AppDeps, req: Request, model: ModelMeta, ctx: WriteContext, ids: readonly number[]): Promise<Set<number>> {
  const rows = (await visible(deps, req, model, ctx.q).select(`${model.table}.id`).whereIn(`${model.table}.id`, [...ids])) as Row[];
  return new Set(rows.map((r) => Number(r.id)));
}

const BULK_STATUS_PRECEDENCE = [403, 409, 400];

interface BulkFailure {
  readonly entry: Record<string, unknown>;
  readonly status: number;
}

/**
 * Applies `work` to each item in turn. First optimistically, all items in one savepoint: the
 * common all-valid batch pays no savepoint per item. An item refused before it wrote anything
 * (parsing, validation) is noted and the batch goes on in the same savepoint, so a batch whose
 * failures are all of that kind costs one pass. Any other failure rolls the savepoint back and
 * the batch runs again with each item in its own savepoint (so that a failed statement does not
 * poison the rest), to collect every failure. Either way a failed batch fails whole, with the
 * reference's envelope, and the transaction rolls back.
 */
async function bulk<T>(
  ctx: WriteContext, items: readonly unknown[], key: 'index' | 'id', verb: string, work: (ctx: WriteContext, item: unknown) => Promise<T>,
): Promise<T[]> {
  const failureOf = (error: ApiError, index: number, item: unknown): BulkFailure => {
    const body = error instanceof ValidationError ? error.errors : { __all__: [detailOf(error)] };
    const entry = key === 'index' ? { index, errors: body } : { id: Number((item as { id: unknown }).id), errors: body };
    return { entry, status: error.status };
  };
  const mark = markChanges(ctx.request);
  const refused: BulkFailure[] = [];
  let envelope: ApiError | null = null;
  try {
    const pause = yielder();
    return await ctx.q.transaction(async (savepoint) => {
      const done: T[] = [];
      for (const [index, item] of items.entries()) {
        try {
          done.push(await work({ ...ctx, q: savepoint }, item));
        } catch (error) {
          if (!refusedBeforeWriting(error)) throw error;
          refused.push(failureOf(error as ApiError, index, item));
        }
        await pause();
      }
      if (refused.length) throw (envelope = bulkError(refused, items.length, verb));
      return done;
    });
  } catch (error) {
    if (envelope && error === envelope) throw error;
    // After a refusal the savepoint may hide why a later item failed: run again, item by item.
    if (!refused.length && (!(error instanceof ApiError) || error.status >= 500)) throw error;
    restoreChanges(ctx.request, mark);
  }
  const results: T[] = [];
  const failures: BulkFailure[] = [];
  const pause = yielder();
  for (const [index, item] of items.entries()) {
    await pause();
    try {
      results.push(await ctx.q.transaction((savepoint) => work({ ...ctx, q: savepoint }, item)));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      failures.push(failureOf(error, index, item));
    }
  }
  if (failures.length) throw bulkError(failures, items.length, verb);
  return results;
}

/** The reference's envelope of a failed bulk write: the most telling status, every failure. */
function bulkError(failures: readonly BulkFailure[], total: number, verb: string): ApiError {
  const status = BULK_STATUS_PRECEDENCE.find((s) => failures.some((f) => f.status === s)) ?? 400;
  return new ApiError(status, {
    detail: `${failures.length} of ${total} objects could not be ${verb}.`,
    errors: failures.map((f) => f.entry),
  });
}

/** The reference's text of a refused item in a bulk write. */
function detailOf(error: ApiError): string {
  const body = error.body as { detail?: unknown };
  if (error.status === 403 && body.detail === PERMISSION_DENIED) return 'You do not have permission to perform this action on this object.';
  if (error.status === 409) {
    const match = /(\d+) dependent objects/.exec(String(body.detail ?? ''));
    return `Unable to delete: ${match ? match[1] : 'some'} dependent object(s) prevent deletion.`;
  }
  return String(body.detail ?? error.message);
}
