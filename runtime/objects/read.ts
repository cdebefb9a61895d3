// The engine entry points for reading objects on behalf of a request, for the core's views and the
// plug-ins' special endpoints alike: the request's read context, the objects it may see (through
// the one visibility rule), one object by the URL's id, and representations as the request asked.
import type { Knex } from 'knex';
import type { ModelMeta } from '../../contract/index.js';
import { ACTION_OF_METHOD } from '../auth/access.js';
import type { AppDeps, Disclosures, Queryable, ReadContext } from '../context.js';
import type { Row } from '../db/values.js';
import { rowById, rowsById } from '../db/query.js';
import { notFound, permissionDenied } from '../http/errors.js';
import { isKey } from '../lib/numbers.js';
import { serializeRows, type Representation } from '../serialize/serializer.js';
import { representationNames } from './representation.js';
import type { ApiRequest } from './request.js';

const DISCLOSED = new WeakMap<ApiRequest, Disclosures>();

/** The request's disclosures (context.ts), made on first use. */
export function disclosures(request: ApiRequest): Disclosures {
  let map = DISCLOSED.get(request);
  if (!map) DISCLOSED.set(request, (map = new Map()));
  return map;
}

export function readContext(deps: AppDeps, request: ApiRequest, q: Queryable = deps.db.reader): ReadContext {
  return { q, dialect: deps.db.dialect, index: deps.index, plugins: deps.plugins, cache: deps.db.cache, config: deps.config, baseUrl: request.baseUrl, disclosed: disclosures(request) };
}

/** The model's rows in the scope of `action` (default: the method's) for this request, as a query to refine. */
export function visible(deps: AppDeps, request: ApiRequest, model: ModelMeta, q: Queryable = deps.db.reader, action: string = ACTION_OF_METHOD[request.method] ?? 'view'): Knex.QueryBuilder {
  return request.access.restrict(readContext(deps, request, q), model, action, q(model.table));
}

/**
 * The object the URL names, in the scope of the method's action (or `action`). Outside it: 403
 * when the request may view the object, 404 with the reference's text when it may not (nothing
 * about hidden objects is revealed). `lock` (inside a write's transaction) holds the row until
 * commit, so that If-Match checks and writes do not interleave.
 */
export async function findObject(deps: AppDeps, request: ApiRequest, model: ModelMeta, q?: Queryable, lock = false, action?: string): Promise<Row> {
  const id = request.params.id ?? '';
  if (!/^\d+$/.test(id)) throw notFound();
  // Beyond any key: no such object (and no statement the database would refuse).
  if (!isKey(Number(id))) throw notFound(`No ${model.className} matches the given query.`);
  const wanted = action ?? ACTION_OF_METHOD[request.method] ?? 'view';
  let row: Row | undefined;
  if (!lock && (q ?? deps.db.reader) === deps.db.reader && !request.access.narrows(model, wanted)) {
    // Every row is in scope: the row by its key, without a query builder (a detail's hottest statement).
    row = await rowById(deps.db, model.table, Number(id));
  } else {
    const query = visible(deps, request, model, q, wanted).where(`${model.table}.id`, Number(id));
    if (lock && deps.db.dialect === 'postgres') query.forUpdate();
    row = (await query.first()) as Row | undefined;
  }
  if (row) return row;
  if (wanted !== 'view' && (await visible(deps, request, model, q, 'view').where(`${model.table}.id`, Number(id)).first())) throw permissionDenied();
  throw notFound(`No ${model.className} matches the given query.`);
}

/** The field names the request's representations show (fields, omit, brief). */
export function namesOf(model: ModelMeta, request: ApiRequest): readonly string[] {
  return representationNames(model, request.query, request.method);
}

/** The representations of rows, as the request asked for them (fields, omit, brief). */
export async function render(deps: AppDeps, request: ApiRequest, model: ModelMeta, rows: readonly Row[]): Promise<Representation[]> {
  return serializeRows(readContext(deps, request), model, rows, namesOf(model, request));
}

/**
 * Complete representations of objects the request's write committed, serialized for its events
 * (runtime/events/outbox.ts): "app.model:id" → object, with links in the request's base.
 */
const COMMITTED = new WeakMap<ApiRequest, ReadonlyMap<string, Representation>>();

/** Keeps what the request's write serialized for its events, for its answer (runtime/objects/write.ts). */
export function keepCommitted(request: ApiRequest, committed: ReadonlyMap<string, Representation>): void {
  COMMITTED.set(request, committed);
}

/** The committed representations of `ids`, when the request wants complete ones and the outbox made them all. */
function committedRepresentations(request: ApiRequest, model: ModelMeta, ids: readonly number[], names: readonly string[]): Representation[] | null {
  const committed = COMMITTED.get(request);
  if (!committed?.size || disclosures(request).size || names.length !== model.order.length || names.some((n, i) => n !== model.order[i])) return null;
  const out: Representation[] = [];
  for (const id of ids) {
    const object = committed.get(`${model.key}:${id}`);
    if (!object) return null;
    out.push(object);
  }
  return out;
}

/** The representations of objects just written, in the order of `ids`, as the request asked for them. */
export async function renderWritten(deps: AppDeps, request: ApiRequest, model: ModelMeta, ids: readonly number[]): Promise<Representation[]> {
  const shared = committedRepresentations(request, model, ids, namesOf(model, request));
  if (shared) return shared;
  const rows = await rowsById(deps.db.reader, deps.db.dialect, model.table, ids);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return render(deps, request, model, ids.map((id) => byId.get(id)!).filter(Boolean));
}
