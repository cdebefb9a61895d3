// Bulk writes (a JSON list on a list endpoint), as the reference answers them: every item names
// its object once by id (update, delete), every named object exists among those the request may
// view, and the batch is all or nothing with one envelope listing every failure.
import type { ModelMeta } from '../../contract/index.js';
import type { AppDeps, WriteContext } from '../context.js';
import { chunked } from '../db/chunks.js';
import type { Row } from '../db/values.js';
import { markChanges, restoreChanges } from '../features/changelog.js';
import { ApiError, PERMISSION_DENIED, ValidationError, type FieldErrors } from '../http/errors.js';
import { isKey } from '../lib/numbers.js';
import { yielder } from '../lib/yielding.js';
import { visible } from '../objects/read.js';
import type { ApiRequest } from '../objects/request.js';
import { Deferred } from '../write/deferred.js';
import { refusedBeforeWriting } from '../write/save.js';
import { pythonType } from '../write/scalars.js';

export function expectList(body: unknown): unknown[] {
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

/** Pre-checks of bulk update and delete: every item names a numeric id, once. Yields on long lists. */
export async function bulkIds(items: readonly unknown[]): Promise<number[]> {
  const errors: { index: number; errors: FieldErrors }[] = [];
  const ids: number[] = [];
  const pause = yielder();
  for (const [index, item] of items.entries()) {
    const id = item !== null && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
    const key = bulkId(id);
    if (id === undefined || id === null) errors.push({ index, errors: { id: ['This field is required.'] } });
    else if (key === null) errors.push({ index, errors: { id: ['A valid integer is required.'] } });
    else ids.push(key);
    if (index % 1000 === 999) await pause();
  }
  if (errors.length) throw new ApiError(400, { detail: `${errors.length} of ${items.length} objects failed validation.`, errors });
  const counts = new Map<number, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
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
export async function existingRows(deps: AppDeps, request: ApiRequest, model: ModelMeta, ctx: WriteContext, ids: readonly number[]): Promise<Map<number, Row>> {
  const byId = new Map<number, Row>();
  for (const chunk of chunked(ids)) {
    const rows = (await visible(deps, request, model, ctx.q, 'view').select(`${model.table}.*`).whereIn(`${model.table}.id`, chunk)) as Row[];
    for (const row of rows) byId.set(Number(row.id), row);
  }
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
export async function scopedIds(deps: AppDeps, request: ApiRequest, model: ModelMeta, ctx: WriteContext, ids: readonly number[]): Promise<Set<number>> {
  if (!request.access.narrows(model, request.method === 'DELETE' ? 'delete' : 'change')) return new Set(ids);
  const inScope = new Set<number>();
  for (const chunk of chunked(ids)) {
    const rows = (await visible(deps, request, model, ctx.q).select(`${model.table}.id`).whereIn(`${model.table}.id`, chunk)) as Row[];
    for (const row of rows) inScope.add(Number(row.id));
  }
  return inScope;
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
 * poison the rest), to collect every failure. The first pass lets plug-ins defer work to its end
 * (write/deferred.ts: a bulk's cable paths traced once); the item-by-item pass does not. Either way a failed batch fails whole, with the
 * reference's envelope, and the transaction rolls back.
 */
export async function bulk<T>(
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
      const deferred = new Deferred();
      for (const [index, item] of items.entries()) {
        try {
          done.push(await work({ ...ctx, q: savepoint, deferred }, item));
        } catch (error) {
          if (!refusedBeforeWriting(error)) throw error;
          refused.push(failureOf(error as ApiError, index, item));
        }
        await pause();
      }
      if (refused.length) throw (envelope = bulkError(refused, items.length, verb));
      await deferred.run({ ...ctx, q: savepoint });
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

/**
 * Tries a whole batch as one set-based step in a savepoint (a bulk delete of 10,000 objects is
 * then a few chunked statements per related model, not a few per object); returns false when it
 * is refused, after rolling it back, so that the item-by-item path (`bulk`) reports every failure
 * with the reference's envelope.
 */
export async function atOnce(ctx: WriteContext, work: (ctx: WriteContext) => Promise<void>): Promise<boolean> {
  const mark = markChanges(ctx.request);
  try {
    await ctx.q.transaction((savepoint) => work({ ...ctx, q: savepoint }));
    return true;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    restoreChanges(ctx.request, mark);
    return false;
  }
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
