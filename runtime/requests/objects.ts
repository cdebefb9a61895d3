// What handling an API request needs, for the generic views (runtime/rest/) and the special
// endpoints of plug-ins alike: the request's parameters and read context, the objects it may see
// (through the one visibility rule), its representations, pages of lists, and one transaction
// per write with its change buffer.
import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import type { ModelMeta } from '../../contract/index.js';
import { ACTION_OF_METHOD } from '../auth/access.js';
import type { AppDeps, Disclosures, Queryable, ReadContext, WriteContext } from '../context.js';
import type { Row } from '../db/values.js';
import { quoted, readRows, rowsById } from '../db/query.js';
import { queueEvents, RequestEvents, type RequestContext } from '../events/outbox.js';
import { changeRequest, flushChanges } from '../features/changelog.js';
import { notFound, permissionDenied } from '../http/errors.js';
import { baseUrl, linkWith, requestParams } from '../http/urls.js';

export { requestParams };
import { isKey } from '../lib/numbers.js';
import { pageOf, type Page } from '../query/pagination.js';
import { serializeRows, type Representation } from '../serialize/serializer.js';
import { representationNames } from './representation.js';

declare module 'express-serve-static-core' {
  interface Request {
    /**
     * Set on a background job's replayed request (runtime/rest/background.ts): called in the
     * write's transaction just before it commits; throwing rolls the write back. Background
     * handlers write in one transaction, so it is called once.
     */
    commitFence?: (q: Queryable) => Promise<void>;
  }
}


export function readContext(deps: AppDeps, req: Request, q: Queryable = deps.db.reader): ReadContext {
  return { q, dialect: deps.db.dialect, index: deps.index, plugins: deps.plugins, cache: deps.db.cache, config: deps.config, baseUrl: baseUrl(req), disclosed: disclosures(req) };
}

/** The request as event rules and webhook templates see it (NetBox's get_safe_request_context). */
function requestContext(req: Request): RequestContext {
  const GET: Record<string, string[]> = {};
  for (const [name, value] of requestParams(req)) (GET[name] ??= []).push(value);
  return { id: req.id, path: req.originalUrl.split('?')[0]!, path_info: req.originalUrl.split('?')[0]!, method: req.method, GET, user: req.user?.username ?? '' };
}

const DISCLOSED = new WeakMap<Request, Disclosures>();

/** The request's disclosures (context.ts), made on first use. */
function disclosures(req: Request): Disclosures {
  let map = DISCLOSED.get(req);
  if (!map) DISCLOSED.set(req, (map = new Map()));
  return map;
}

/** The model's rows in the scope of `action` (default: the method's) for this request, as a query to refine. */
export function visible(deps: AppDeps, req: Request, model: ModelMeta, q: Queryable = deps.db.reader, action: string = ACTION_OF_METHOD[req.method] ?? 'view'): Knex.QueryBuilder {
  return req.access.restrict(readContext(deps, req, q), model, action, q(model.table));
}

/**
 * The object the URL names, in the scope of the method's action (or `action`). Outside it: 403
 * when the request may view the object, 404 with the reference's text when it may not (nothing
 * about hidden objects is revealed). `lock` (inside a write's transaction) holds the row until
 * commit, so that If-Match checks and writes do not interleave.
 */
export async function findObject(deps: AppDeps, req: Request, model: ModelMeta, q?: Queryable, lock = false, action?: string): Promise<Row> {
  const id = String(req.params.id ?? '');
  if (!/^\d+$/.test(id)) throw notFound();
  // Beyond any key: no such object (and no statement the database would refuse).
  if (!isKey(Number(id))) throw notFound(`No ${model.className} matches the given query.`);
  const wanted = action ?? ACTION_OF_METHOD[req.method] ?? 'view';
  let row: Row | undefined;
  if (!lock && (q ?? deps.db.reader) === deps.db.reader && !req.access.narrows(model, wanted)) {
    // Every row is in scope: the row by its key, without a query builder (a detail's hottest statement).
    [row] = await readRows(deps.db.reader, `SELECT * FROM ${quoted(model.table)} WHERE "id" = ? LIMIT 1`, [Number(id)]);
  } else {
    const query = visible(deps, req, model, q, wanted).where(`${model.table}.id`, Number(id));
    if (lock && deps.db.dialect === 'postgres') query.forUpdate();
    row = (await query.first()) as Row | undefined;
  }
  if (row) return row;
  if (wanted !== 'view' && (await visible(deps, req, model, q, 'view').where(`${model.table}.id`, Number(id)).first())) throw permissionDenied();
  throw notFound(`No ${model.className} matches the given query.`);
}

/** The representations of rows, as the request asked for them (fields, omit, brief). */
export async function render(deps: AppDeps, req: Request, model: ModelMeta, rows: readonly Row[]): Promise<Representation[]> {
  const names = representationNames(model, requestParams(req), req.method);
  return serializeRows(readContext(deps, req), model, rows, names);
}

/**
 * Complete representations of objects the request's write committed, serialized for its events
 * (runtime/events/outbox.ts): "app.model:id" → object, with links now in the request's base.
 */
const COMMITTED = new WeakMap<Request, ReadonlyMap<string, Representation>>();

/** The committed representations of `ids`, when the request wants complete ones and the outbox made them all. */
function committedRepresentations(req: Request, model: ModelMeta, ids: readonly number[], names: readonly string[]): Representation[] | null {
  const committed = COMMITTED.get(req);
  if (!committed?.size || disclosures(req).size || names.length !== model.order.length || names.some((n, i) => n !== model.order[i])) return null;
  const out: Representation[] = [];
  for (const id of ids) {
    const object = committed.get(`${model.key}:${id}`);
    if (!object) return null;
    out.push(object);
  }
  return out;
}

/** The representations of objects just written, in the order of `ids`, as the request asked for them. */
export async function renderCreated(deps: AppDeps, req: Request, model: ModelMeta, ids: readonly number[]): Promise<Representation[]> {
  const shared = committedRepresentations(req, model, ids, representationNames(model, requestParams(req), req.method));
  if (shared) return shared;
  const rows = await rowsById(deps.db.reader, deps.db.dialect, model.table, ids);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return render(deps, req, model, ids.map((id) => byId.get(id)!).filter(Boolean));
}

/**
 * Runs `work` in one transaction with the request's change buffer; a failure anywhere rolls
 * everything back. `access: null` writes without the request's permissions (token provisioning,
 * where the credentials are the permission).
 */
export async function inTransaction<T>(
  deps: AppDeps, req: Request, work: (ctx: WriteContext) => Promise<T>, options: { readonly access?: null } = {},
): Promise<T> {
  const request = changeRequest(req.id, req.user?.id ?? null, req.user?.username ?? '');
  const events = new RequestEvents(requestContext(req), baseUrl(req));
  const { cache } = deps.db;
  try {
    const result = await deps.db.knex.transaction(async (trx) => {
      const ctx: WriteContext = {
        q: trx, dialect: deps.db.dialect, index: deps.index, plugins: deps.plugins, cache, config: deps.config, userId: request.userId, request,
        access: options.access === null ? null : req.access, disclosed: disclosures(req), events,
      };
      // Every model the transaction writes (cascades and plug-ins' writes too) goes into request.touched.
      await cache.writeBegan(ctx);
      const result = await work(ctx);
      // Events and change records go in last, still inside the transaction: a failed write leaves none.
      await queueEvents(ctx);
      await flushChanges(ctx);
      // A background job's write commits only while the job is still its worker's (runtime/events/worker.ts).
      await req.commitFence?.(trx);
      return result;
    });
    COMMITTED.set(req, events.committed);
    return result;
  } finally {
    // Committed or rolled back: what derives from the models written is stale, here at once and
    // in other processes once told (after the commit: never a NOTIFY inside the transaction).
    cache.writeEnded(request.touched);
  }
}

/**
 * A page of an in-memory list (a choice set's choices) in the list envelope, with the offset
 * pagination of every list (a `start` cursor has no meaning for a list that has no ids).
 */
export function sendListPage(deps: AppDeps, req: Request, res: Response, items: readonly unknown[]): void {
  const params = requestParams(req);
  params.delete('start');
  const page = pageOf(params, deps.config);
  const offset = page.mode === 'offset' ? page.offset : 0;
  const results = items.slice(offset, page.limit === null ? undefined : offset + page.limit);
  res.json({ count: items.length, next: nextLink(req, page, items.length, []), previous: previousLink(req, page), results });
}

export function nextLink(req: Request, page: Page, count: number | null, rows: readonly Row[]): string | null {
  if (page.limit === null) return null;
  if (page.mode === 'cursor') {
    if (rows.length < page.limit) return null;
    return linkWith(req, { limit: page.limit, start: Number(rows[rows.length - 1]!.id) + 1 }, ['offset']);
  }
  if (page.offset + page.limit >= count!) return null;
  return linkWith(req, { limit: page.limit, offset: page.offset + page.limit });
}

export function previousLink(req: Request, page: Page): string | null {
  if (page.mode === 'cursor' || page.limit === null || page.offset <= 0) return null;
  if (page.offset - page.limit <= 0) return linkWith(req, { limit: page.limit }, ['offset']);
  return linkWith(req, { limit: page.limit, offset: page.offset - page.limit });
}
