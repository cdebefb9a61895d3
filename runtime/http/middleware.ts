// Request-level middleware: request ids, the API-Version header and JSON bodies.
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { ApiError, NUL_MESSAGE, ValidationError, detail, type FieldErrors } from './errors.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** New UUID per request; also sent as X-Request-ID and recorded with every change. */
    id: string;
    /** Parsed JSON body; undefined when the request had none. */
    json?: unknown;
    /** The body has been read (by a browsable API form), whether or not it held JSON. */
    bodyRead?: boolean;
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
 * A request's body as text, at most `limit` bytes: a larger body is 413 (the stream is drained,
 * not buffered, and the declared length refused before reading).
 */
export function readBody(req: Request, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? '0');
    if (declared > limit) return reject(tooLarge(limit));
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) failed = true;
      else if (!failed) chunks.push(chunk);
    });
    req.on('error', reject);
    req.on('end', () => (failed ? reject(tooLarge(limit)) : resolve(Buffer.concat(chunks).toString('utf8'))));
  });
}

/** JSON text as a request body: the parsed value, or the 400 to answer (malformed, too deep, NUL). */
export function parseJsonBody(text: string): { body: unknown } | ApiError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return detail(400, `JSON parse error - ${(error as Error).message}`);
  }
  return refusedShape(body) ?? { body };
}

/**
 * Reads the body of writes as JSON. A body in any other media type is 415; a body larger than
 * `limit` bytes is 413; malformed JSON is 400. A body already read (a browsable API form,
 * runtime/http/forms.ts) is left as it is.
 */
export function jsonBody(limit: number) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!BODY_METHODS.has(req.method) || req.bodyRead) return next();
    readBody(req, limit).then((text) => {
      if (text.trim() === '') return next();
      const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/json' && !type.endsWith('+json')) {
        return next(detail(415, `Unsupported media type "${req.headers['content-type'] ?? ''}" in request.`));
      }
      const parsed = parseJsonBody(text);
      if (parsed instanceof ApiError) return next(parsed);
      req.json = parsed.body;
      next();
    }, next);
  };
}

/**
 * How deep a body may nest. Nothing the API takes needs more (a config context's data is the
 * deepest); past it, recursive handling (attribute references, tags) would hit the database's
 * expression limit or the call stack.
 */
export const MAX_BODY_DEPTH = 64;

/** The message for a value nested deeper than MAX_BODY_DEPTH. */
export const TOO_DEEP_MESSAGE = `Nested more than ${MAX_BODY_DEPTH} levels deep.`;

/**
 * A body nested deeper than MAX_BODY_DEPTH, or holding a NUL character in any string or key
 * (PostgreSQL cannot store one; DRF refuses them): the 400 to answer, else null. Each problem is
 * reported under its field: the top-level key, or in a list body the item's key, per item.
 * Iterative, since depth is what it checks.
 */
function refusedShape(body: unknown): ApiError | null {
  const fieldDepth = Array.isArray(body) ? 2 : 1;
  const stack: { value: unknown; path: readonly (string | number)[]; depth: number }[] = [{ value: body, path: [], depth: 0 }];
  const problems: { path: readonly (string | number)[]; message: string }[] = [];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0')) problems.push({ path, message: NUL_MESSAGE });
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) {
      problems.push({ path, message: TOO_DEEP_MESSAGE });
      continue;
    }
    const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
    for (const [key, item] of entries) {
      const itemPath = [...path, key].slice(0, fieldDepth);
      if (typeof key === 'string' && key.includes('\0')) problems.push({ path: itemPath, message: NUL_MESSAGE });
      stack.push({ value: item, path: itemPath, depth: depth + 1 });
    }
  }
  if (!problems.length) return null;
  const errorsOf = (found: typeof problems): FieldErrors => {
    const errors: Record<string, string[]> = {};
    for (const { path, message } of found) {
      const key = String(path[path.length - 1] ?? 'non_field_errors');
      if (!errors[key]?.includes(message)) (errors[key] ??= []).push(message);
    }
    return errors;
  };
  if (!Array.isArray(body)) return new ValidationError(errorsOf(problems));
  return new ApiError(400, body.map((_, index) => errorsOf(problems.filter((p) => p.path[0] === index).map((p) => ({ ...p, path: p.path.slice(1) })))));
}

function tooLarge(limit: number): ApiError {
  return detail(413, `Request body exceeds the limit of ${limit} bytes (MAX_REQUEST_BODY_SIZE).`);
}
