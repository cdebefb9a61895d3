// The one error handler, after all routes: ApiErrors become their JSON bodies; anything else is
// a 500. A 500's body keeps NetBox's keys (error, exception, netbox_version, python_version) but
// says nothing internal: no exception text (it can hold SQL and bound values), no class name, no
// stack. It names the request id instead, under which the log (stderr) holds all of it.
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './errors.js';

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

/**
 * Database failures that say "try again" rather than "broken": a 503 with Retry-After, not a 500.
 * SQLite's lock wait (busy_timeout) ran out behind another process's write; PostgreSQL chose this
 * transaction as a deadlock's or a serialization conflict's victim.
 */
const TRANSIENT_DATABASE_ERRORS = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED', '40001', '40P01']);
const BUSY = 'The database is busy with other writes; try again.';

export function errorHandler(apiVersion: string) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    // A request refused before its body was read: close the connection after the answer rather
    // than read (and discard) the rest of the body to keep the connection alive.
    if (!req.complete) res.setHeader('Connection', 'close');
    if (error instanceof ApiError) {
      res.status(error.status).set(error.headers).json(error.body);
      return;
    }
    // Errors Express or Node raise about the request itself (a malformed URI, an aborted body).
    const status = (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json({ detail: (error as Error).message });
      return;
    }
    const code = (error as { code?: unknown })?.code;
    // knex's pool had no connection free in time (requests queued behind a long lock wait).
    const poolTimeout = (error as Error)?.name === 'KnexTimeoutError';
    if (poolTimeout || (typeof code === 'string' && TRANSIENT_DATABASE_ERRORS.has(code))) {
      process.stderr.write(`[${req.id ?? '-'}] ${req.method} ${req.originalUrl}: ${poolTimeout ? 'KnexTimeoutError' : String(code)}, answered 503\n`);
      res.status(503).set('Retry-After', '1').json({ detail: BUSY });
      return;
    }
    process.stderr.write(`[${req.id ?? '-'}] ${req.method} ${req.originalUrl}: ${(error as Error)?.stack ?? String(error)}\n`);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(500).json(internalErrorBody(apiVersion, req.id));
  };
}
