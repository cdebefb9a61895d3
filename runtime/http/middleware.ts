// Request-level middleware: request ids, the API-Version header and JSON bodies.
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { ApiError, detail } from './errors.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** New UUID per request; also sent as X-Request-ID and recorded with every change. */
    id: string;
    /** Parsed JSON body; undefined when the request had none. */
    json?: unknown;
  }
}

export function requestId(req: Request, res: Response, next: NextFunction): void {
  req.id = randomUUID();
  res.setHeader('X-Request-ID', req.id);
  next();
}

export function apiVersion(version: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.path === '/api' || req.path.startsWith('/api/')) res.setHeader('API-Version', version);
    next();
  };
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Reads the body of writes as JSON. A body in any other media type is 415; a body larger than
 * `limit` bytes is 413 (the stream is drained, not buffered); malformed JSON is 400.
 */
export function jsonBody(limit: number) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!BODY_METHODS.has(req.method)) return next();
    const declared = Number(req.headers['content-length'] ?? '0');
    if (declared > limit) return next(tooLarge(limit));
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) failed = true;
      else if (!failed) chunks.push(chunk);
    });
    req.on('error', next);
    req.on('end', () => {
      if (failed) return next(tooLarge(limit));
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') return next();
      const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/json' && !type.endsWith('+json')) {
        return next(detail(415, `Unsupported media type "${req.headers['content-type'] ?? ''}" in request.`));
      }
      try {
        req.json = JSON.parse(text);
      } catch (error) {
        return next(detail(400, `JSON parse error - ${(error as Error).message}`));
      }
      next();
    });
  };
}

function tooLarge(limit: number): ApiError {
  return detail(413, `Request body exceeds the limit of ${limit} bytes (MAX_REQUEST_BODY_SIZE).`);
}
