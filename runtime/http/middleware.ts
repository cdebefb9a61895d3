// Request-level middleware: request ids, the API-Version header and JSON bodies.
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { ApiError, detail } from './errors.js';
import { parseChecked, refusalError } from './json-parse.js';
import { ThreadParse } from './json-thread.js';
import { readsAsJson, unsupportedMediaType } from './media-types.js';
import { bodyIdleTimeout } from './timeouts.js';

export { parseJsonBody } from './json-parse.js';

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
 * Bodies larger than this are parsed in the JSON thread (json-thread.ts) as they arrive; smaller
 * ones on the loop, where JSON.parse takes a few milliseconds at most (about 30 ms a MiB on a
 * loaded 2-core machine).
 */
export const THREAD_THRESHOLD = 256 * 1024;

/**
 * Reads a request's body, at most `limit` bytes, handing each chunk to `write`: a larger body is
 * 413 (the stream is drained, not kept, and a declared length over the limit refused before
 * reading). A body that stops arriving for the server's HTTP_BODY_IDLE_TIMEOUT is 408; one the
 * client abandons is logged in one line (its answer goes nowhere).
 */
function receive(req: Request, limit: number, write: (chunk: Buffer) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? '0');
    if (declared > limit) return reject(tooLarge(limit));
    let size = 0;
    let failed = false;
    let settled = false;
    const idle = bodyIdleTimeout(req);
    // The error is made only when it settles: 'close' follows every request's 'end', and an
    // error's stack trace costs more than the rest of a small request's reading.
    const settle = (error: (() => ApiError) | null, log?: string) => {
      if (settled) return;
      settled = true;
      if (idle) req.socket?.setTimeout(0);
      if (log) process.stderr.write(`[${req.id ?? '-'}] ${req.method} ${req.originalUrl}: ${log} after ${size} bytes of the body\n`);
      if (error) reject(error());
      else resolve();
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) failed = true;
      else if (!failed) write(chunk);
    });
    req.on('end', () => settle(failed ? () => tooLarge(limit) : null));
    req.on('error', () => settle(gone, 'the client closed the connection'));
    req.on('close', () => settle(gone, 'the client closed the connection'));
    // Gone before its body was asked for (while the request was being authenticated).
    if (req.destroyed && !req.complete) settle(gone, 'the client closed the connection');
    if (idle) {
      req.setTimeout(idle, () => settle(() => detail(408, `No part of the request body arrived for ${idle / 1000} s (HTTP_BODY_IDLE_TIMEOUT).`), 'the body stopped arriving'));
    }
  });
}

/** A request's body as text (url-encoded forms), at most `limit` bytes (see receive()). */
export async function readBody(req: Request, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  await receive(req, limit, (chunk) => chunks.push(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** Space, tab, LF, CR: a body of these only is no body (the JSON thread is not asked). */
const isBlank = (chunk: Buffer) => chunk.every((byte) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d);

/**
 * The JSON body of a request: undefined when it has none (or only whitespace); a 415 when it has
 * one in another media type (media-types.ts), 413 over `limit`, 400 when malformed or refused by
 * its shape (body-shape.ts). Past THREAD_THRESHOLD bytes the body goes to the JSON thread chunk
 * by chunk as it arrives. (What jsonBody reads; a request core's HTTP adapter can call it alike.)
 */
export async function readJsonBody(req: Request, limit: number): Promise<{ body: unknown } | undefined> {
  const header = req.headers['content-type'];
  const json = readsAsJson(header);
  const body = { blank: true, held: [] as Buffer[], size: 0, thread: null as ThreadParse | null };
  try {
    await receive(req, limit, (chunk) => {
      if (body.blank && !isBlank(chunk)) body.blank = false;
      if (!json) return; // only whether there is a body matters
      if (body.thread) return body.thread.write(chunk);
      body.held.push(chunk);
      body.size += chunk.length;
      if (body.size > THREAD_THRESHOLD) {
        body.thread = new ThreadParse();
        for (const part of body.held) body.thread.write(part);
        body.held = [];
      }
    });
  } catch (error) {
    body.thread?.drop();
    throw error;
  }
  if (body.blank) {
    body.thread?.drop();
    return undefined;
  }
  if (!json) throw detail(415, unsupportedMediaType(header));
  const parsed = body.thread ? await body.thread.result() : parseChecked(Buffer.concat(body.held).toString('utf8'));
  if (!('value' in parsed)) throw refusalError(parsed);
  return { body: parsed.value };
}

/**
 * Reads the body of writes as JSON (readJsonBody). A body already read (a browsable API form,
 * runtime/http/forms.ts) is left as it is.
 */
export function jsonBody(limit: number) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!BODY_METHODS.has(req.method) || req.bodyRead) return next();
    readJsonBody(req, limit).then((read) => {
      if (read) req.json = read.body;
      next();
    }, next);
  };
}

function tooLarge(limit: number): ApiError {
  return detail(413, `Request body exceeds the limit of ${limit} bytes (MAX_REQUEST_BODY_SIZE).`);
}

/** The client went away mid-body: answered (to nobody) without the 500's stack trace in the log. */
function gone(): ApiError {
  return detail(400, 'The client closed the connection before the request body arrived.');
}
