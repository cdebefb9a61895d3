// The generic views every model gets: list, retrieve, create (one or a list), update (PUT/PATCH,
// one or a list), delete (one or a list). Each takes the request and answers a reply; each calls
// a few engine entry points (runtime/objects/: list, find, write, render). Writes run in one
// transaction each; the answer is rendered after commit from what was stored.
import type { ModelMeta } from '../../contract/index.js';
import { requireAction } from '../auth/access.js';
import type { AppDeps } from '../context.js';
import { rowById } from '../db/query.js';
import { changelogMessage } from '../features/changelog.js';
import { checkIfMatch, etagHeaders } from '../http/etag.js';
import { largeRequest, writesLarge } from '../objects/large.js';
import { listObjects } from '../objects/list.js';
import { findObject, render, renderWritten } from '../objects/read.js';
import { emptyReply, jsonReply, type ApiRequest, type Reply } from '../objects/request.js';
import { inTransaction } from '../objects/write.js';
import { deleteObjects } from '../write/delete.js';
import { createObject, updateObject } from '../write/save.js';
import { atOnce, bulk, bulkIds, expectList, existingRows, scopedIds } from './bulk.js';
import { permissionDenied } from '../http/errors.js';

export async function list(deps: AppDeps, model: ModelMeta, request: ApiRequest): Promise<Reply> {
  requireAction(request.access, deps.config, model, 'view');
  return jsonReply(await listObjects(deps, request, model));
}

export async function retrieve(deps: AppDeps, model: ModelMeta, request: ApiRequest): Promise<Reply> {
  requireAction(request.access, deps.config, model, 'view');
  const row = await findObject(deps, request, model);
  const [object] = await render(deps, request, model, [row]);
  return jsonReply(object, 200, etagHeaders(model, row));
}

export async function create(deps: AppDeps, model: ModelMeta, request: ApiRequest): Promise<Reply> {
  requireAction(request.access, deps.config, model, 'add');
  const body = request.body;
  if (Array.isArray(body)) {
    const ids = await inTransaction(deps, request, (ctx) => bulk(ctx, body, 'index', 'created', (sp, item) => createObject(sp, model, item)));
    return jsonReply(await renderWritten(deps, request, model, ids), 201);
  }
  const id = await inTransaction(deps, request, (ctx) => createObject(ctx, model, body ?? {}));
  return objectReply(deps, request, model, id, 201);
}

/** One object as stored, with its ETag. */
async function objectReply(deps: AppDeps, request: ApiRequest, model: ModelMeta, id: number, status: number): Promise<Reply> {
  const row = (await rowById(deps.db, model.table, id, largeRequest(request)))!;
  const [object] = await render(deps, request, model, [row]);
  return jsonReply(object, status, etagHeaders(model, row));
}

export async function update(deps: AppDeps, model: ModelMeta, request: ApiRequest): Promise<Reply> {
  requireAction(request.access, deps.config, model, 'change');
  const partial = request.method === 'PATCH';
  const ifMatch = request.headers['if-match'];
  // Checked before validation (when asked) and again on the locked row inside the transaction.
  if (ifMatch !== undefined) checkIfMatch(ifMatch, model, await findObject(deps, request, model));
  const id = await inTransaction(deps, request, async (ctx) => {
    const row = await findObject(deps, request, model, ctx.q, true);
    checkIfMatch(ifMatch, model, row);
    await updateObject(ctx, model, row, request.body ?? {}, partial);
    return Number(row.id);
  }, { large: writesLarge(deps, model, request) });
  return objectReply(deps, request, model, id, 200);
}

export async function destroy(deps: AppDeps, model: ModelMeta, request: ApiRequest): Promise<Reply> {
  requireAction(request.access, deps.config, model, 'delete');
  const ifMatch = request.headers['if-match'];
  if (ifMatch !== undefined) checkIfMatch(ifMatch, model, await findObject(deps, request, model));
  await inTransaction(deps, request, async (ctx) => {
    const row = await findObject(deps, request, model, ctx.q, true);
    checkIfMatch(ifMatch, model, row);
    await deleteObjects(ctx, model, [Number(row.id)], changelogMessage(request.body));
  }, { large: writesLarge(deps, model, request) });
  return emptyReply(204);
}

// ---- bulk writes (list endpoint, JSON array body; runtime/core/bulk.ts) ---------------------------

export async function bulkUpdate(deps: AppDeps, model: ModelMeta, request: ApiRequest): Promise<Reply> {
  requireAction(request.access, deps.config, model, 'change');
  const items = expectList(request.body);
  const ids = await bulkIds(items);
  const partial = request.method === 'PATCH';
  const updated = await inTransaction(deps, request, async (ctx) => {
    const rows = await existingRows(deps, request, model, ctx, ids);
    const inScope = await scopedIds(deps, request, model, ctx, ids);
    return bulk(ctx, items, 'id', 'updated', async (sp, item) => {
      const id = Number((item as { id: unknown }).id);
      if (!inScope.has(id)) throw permissionDenied();
      await updateObject(sp, model, rows.get(id)!, item, partial);
      return id;
    });
  });
  return jsonReply(await renderWritten(deps, request, model, updated));
}

export async function bulkDestroy(deps: AppDeps, model: ModelMeta, request: ApiRequest): Promise<Reply> {
  requireAction(request.access, deps.config, model, 'delete');
  const items = expectList(request.body);
  const ids = await bulkIds(items);
  await inTransaction(deps, request, async (ctx) => {
    await existingRows(deps, request, model, ctx, ids);
    const inScope = await scopedIds(deps, request, model, ctx, ids);
    // All at once when every object may be deleted; item by item when that is refused (to name each failure).
    const messages = new Map(items.map((item) => [Number((item as { id: unknown }).id), changelogMessage(item)]));
    if (inScope.size === ids.length && await atOnce(ctx, (sp) => deleteObjects(sp, model, ids, messages).then(() => undefined))) return;
    await bulk(ctx, items, 'id', 'deleted', async (sp, item) => {
      const id = Number((item as { id: unknown }).id);
      if (!inScope.has(id)) throw permissionDenied();
      await deleteObjects(sp, model, [id], changelogMessage(item));
      return id;
    });
  });
  return emptyReply(204);
}
