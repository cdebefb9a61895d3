// The one error handler, after all routes: ApiErrors become their JSON bodies; anything else is
// a 500 with a short JSON description (never a stack trace), logged to stderr.
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './errors.js';

export function errorHandler(apiVersion: string) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    // A request refused before its body was read: close the connection after the answer rather
    // than read (and discard) the rest of the body to keep the connection alive.
    if (!req.complete) res.setHeader('Connection', 'close');
    if (error instanceof ApiError) {
      res.status(error.status).set(error.headers).json(error.body);
      return;
    }
    const status = (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json({ detail: (error as Error).message });
      return;
    }
    process.stderr.write(`[${req.id ?? '-'}] ${req.method} ${req.originalUrl}: ${(error as Error)?.stack ?? String(error)}\n`);
    res.status(500).json({
      error: (error as Error)?.message ?? String(error),
      exception: (error as Error)?.name ?? 'Error',
      netbox_version: `${apiVersion}.0`,
      python_version: null,
    });
  };
}
