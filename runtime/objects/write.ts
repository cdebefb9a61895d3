// The engine entry point for writes on behalf of a request: one transaction with the request's
// change buffer and event queue; change records and events go in last, inside it, so a failed
// write leaves none. The views and the plug-ins' endpoints call the write engine
// (runtime/write/) inside it.
import type { AppDeps, WriteContext } from '../context.js';
import { queueEvents, RequestEvents, type RequestContext } from '../events/outbox.js';
import { changeRequest, flushChanges } from '../features/changelog.js';
import { largeRequest } from './large.js';
import { disclosures, keepCommitted } from './read.js';
import type { ApiRequest } from './request.js';

/** The request as event rules and webhook templates see it (NetBox's get_safe_request_context). */
function requestContext(request: ApiRequest): RequestContext {
  const GET: Record<string, string[]> = {};
  for (const [name, value] of request.query) (GET[name] ??= []).push(value);
  return { id: request.id, path: request.path, path_info: request.path, method: request.method, GET, user: request.user?.username ?? '' };
}

/**
 * Runs `work` in one transaction with the request's change buffer; a failure anywhere rolls
 * everything back. `access: null` writes without the request's permissions (token provisioning,
 * where the credentials are the permission).
 */
export async function inTransaction<T>(
  deps: AppDeps, request: ApiRequest, work: (ctx: WriteContext) => Promise<T>, options: { readonly access?: null; readonly large?: boolean } = {},
): Promise<T> {
  const changes = changeRequest(request.id, request.user?.id ?? null, request.user?.username ?? '');
  const events = new RequestEvents(requestContext(request), request.baseUrl);
  const { cache } = deps.db;
  try {
    // A write known to carry a large value runs off the event loop where the database can (objects/large.ts).
    const writer = (options.large ?? largeRequest(request)) ? deps.db.offLoop?.writer ?? deps.db.knex : deps.db.knex;
    const result = await writer.transaction(async (trx) => {
      const ctx: WriteContext = {
        q: trx, dialect: deps.db.dialect, index: deps.index, plugins: deps.plugins, cache, config: deps.config, userId: changes.userId, request: changes,
        access: options.access === null ? null : request.access, disclosed: disclosures(request), events,
      };
      // Every model the transaction writes (cascades and plug-ins' writes too) goes into changes.touched.
      await cache.writeBegan(ctx);
      const result = await work(ctx);
      // Events and change records go in last, still inside the transaction: a failed write leaves none.
      await queueEvents(ctx);
      await flushChanges(ctx);
      // A background job's write commits only while the job is still its worker's (runtime/jobs/runner.ts).
      await request.commitFence?.(trx);
      return result;
    });
    keepCommitted(request, events.committed);
    return result;
  } finally {
    // Committed or rolled back: what derives from the models written is stale, here at once and
    // in other processes once told (after the commit: never a NOTIFY inside the transaction).
    cache.writeEnded(changes.touched);
  }
}
