// Writes known to carry a large value before they begin, so that their transaction runs on the
// connection in a thread of its own where the database has one (SQLite: db/off-loop.ts). A write
// cannot change connection once begun, and a statement that writes a 60 MB text holds the thread
// running it for 0.4 to 1 s; what it will write is known from the request (its size) or from the
// object it names (a row known to be large, db/large-rows.ts: its update or delete reads it and
// records it in its change record).
import type { ModelMeta } from '../../contract/index.js';
import type { AppDeps } from '../context.js';
import { LARGE_VALUE_LENGTH } from '../db/large-rows.js';
import type { ApiRequest } from './request.js';

/** Whether the request's body is large enough to hold a large value (its declared length). */
export function largeRequest(request: ApiRequest): boolean {
  return Number(request.headers['content-length'] ?? 0) >= LARGE_VALUE_LENGTH;
}

/** Whether the request is large or names an object known to hold a large value. */
export function writesLarge(deps: AppDeps, model: ModelMeta, request: ApiRequest): boolean {
  const id = Number(request.params.id);
  return largeRequest(request) || (Number.isSafeInteger(id) && deps.db.largeRows.has(model.table, id));
}
