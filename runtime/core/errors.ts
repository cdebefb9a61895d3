// Replies for failures that are not ApiErrors, whatever the transport: a database that says "try
// again" (503 with Retry-After), and the generic 500, which keeps NetBox's keys (error, exception,
// netbox_version, python_version) but says nothing internal: no exception text (it can hold SQL and
// bound values), no class name, no stack; it names the request id, under which the log holds it.
import type { Reply } from '../context.js';

/**
 * Database failures that say "try again" rather than "broken". SQLite's lock wait (busy_timeout)
 * ran out behind another process's write; PostgreSQL chose this transaction as a deadlock's or a
 * serialization conflict's victim.
 */
const TRANSIENT_DATABASE_ERRORS = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED', '40001', '40P01']);
const BUSY = 'The database is busy with other writes; try again.';

/** The 503 for a transient database failure (`log` says which), or null for any other error. */
export function transientErrorReply(error: unknown, log: (cause: string) => void): Reply | null {
  const code = (error as { code?: unknown })?.code;
  // knex's pool had no connection free in time (requests queued behind a long lock wait).
  const poolTimeout = (error as Error)?.name === 'KnexTimeoutError';
  if (!poolTimeout && !(typeof code === 'string' && TRANSIENT_DATABASE_ERRORS.has(code))) return null;
  log(poolTimeout ? 'KnexTimeoutError' : String(code));
  return { status: 503, headers: { 'Retry-After': '1' }, body: { detail: BUSY } };
}

/** The generic 500 body; `requestId` ties it to the log line. */
export function internalErrorBody(apiVersion: string, requestId: string | undefined): Record<string, unknown> {
  return {
    error: `Internal server error. The server log has the details under request id ${requestId ?? '-'}.`,
    exception: 'InternalServerError',
    netbox_version: `${apiVersion}.0`,
    python_version: null,
    request_id: requestId ?? null,
  };
}

export function internalErrorReply(apiVersion: string, requestId: string | undefined): Reply {
  return { status: 500, body: internalErrorBody(apiVersion, requestId) };
}
