// The HTTP adapter of the request core: every /api request, once the middleware has identified
// the caller and read the body, becomes an ApiRequest for the core's one dispatcher
// (runtime/core/dispatch.ts), and its Reply is written back (runtime/rest/send-reply.ts). Errors
// raised before the core (authentication, body limits, CSRF) are answered through the same writer.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ApiRequest } from '../context.js';
import type { ApiCore } from '../core/dispatch.js';
import { internalErrorReply, transientErrorReply } from '../core/errors.js';
import { baseUrl } from '../http/urls.js';
import { errorReply } from '../objects/request.js';
import type { ReplySender } from './send-reply.js';

/** Whether a path is the API's. */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** The transport-neutral request of an Express request the middleware has prepared. */
export function apiRequestOf(req: Request): Omit<ApiRequest, 'params'> {
  const url = req.originalUrl;
  const mark = url.indexOf('?');
  const search = mark < 0 ? '' : url.slice(mark);
  return {
    id: req.id, method: req.method, path: mark < 0 ? url : url.slice(0, mark), search, query: new URLSearchParams(search),
    body: req.json, headers: req.headers as Readonly<Record<string, string | undefined>>,
    user: req.user, token: req.token, access: req.access, baseUrl: baseUrl(req), apiVersion: null,
  };
}

/** Serves every /api request through the core; anything else goes on to Express's own routes. */
export function apiHandler(core: ApiCore, send: ReplySender): RequestHandler {
  return (req, res, next) => {
    if (!isApiPath(req.path)) return next();
    core.handle(apiRequestOf(req)).then((reply) => send(req, res, reply)).catch(next);
  };
}

/**
 * The one error handler, after all routes: an ApiError is its reply; an error Express or Node
 * raises about the request itself (a malformed URI, an aborted body) its 4xx; a database that says
 * "try again" a 503; anything else is logged under the request id and answered with a 500 that
 * says nothing internal.
 */
export function errorHandler(apiVersion: string, send: ReplySender) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    // A request refused before its body was read: close the connection after the answer rather
    // than read (and discard) the rest of the body to keep the connection alive.
    if (!req.complete) res.setHeader('Connection', 'close');
    const where = `[${req.id ?? '-'}] ${req.method} ${req.originalUrl}`;
    let reply = errorReply(error) ?? requestErrorReply(error) ?? transientErrorReply(error, (cause) => process.stderr.write(`${where}: ${cause}, answered 503\n`));
    if (!reply) {
      process.stderr.write(`${where}: ${(error as Error)?.stack ?? String(error)}\n`);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      reply = internalErrorReply(apiVersion, req.id);
    }
    send(req, res, reply).catch(() => res.destroy());
  };
}

/** Errors Express or Node raise about the request itself: their own 4xx status and message. */
function requestErrorReply(error: unknown) {
  const status = (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  return { status, body: { detail: (error as Error).message } };
}
