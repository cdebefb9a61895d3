// Writes known to carry a large value before they begin, so that their transaction runs on the
// connection in a thread of its own where the database has one (SQLite: db/off-loop.ts). A write
// cannot change connection once begun, and a statement that writes a 60 MB text holds the thread
// running it for 0.4 to 1 s; what it will write is known from the request (its body) or from the
// object it names (a row known to be large, db/large-rows.ts: its update or delete reads it and
// records it in its change record).
import type { ModelMeta } from '../../contract/index.js';
import type { AppDeps } from '../context.js';
import { heldLongString } from '../http/json-parts.js';
import type { ApiRequest } from './request.js';

/**
 * Whether the request's body holds a text of over 1 Mi characters (it arrived in pieces from the
 * parsing thread: http/json-parts.ts). Not its size: a bulk write of many small objects is many
 * statements, each cheap on the loop and dearer as a round trip to the thread.
 */
export function largeRequest(request: ApiRequest): boolean {
  return heldLongString(request.body);
}

/** Whether the request is large or names an object known to hold a large value. */
export function writesLarge(deps: AppDeps, model: ModelMeta, request: ApiRequest): boolean {
  const id = Number(request.params.id);
  return largeRequest(request) || (Number.isSafeInteger(id) && deps.db.largeRows.has(model.table, id));
}
