// Writes a view's Reply as an HTTP response: its status and headers, then its body: a text as
// it is, JSON as JSON (long strings and lists made a slice at a time, the event loop given back
// between slices), or, for a browser that asked for one, the browsable API's page of that JSON
// (runtime/rest/browsable.ts). Every answer of the API passes here, errors included.
import type { Request, Response } from 'express';
import type { Reply } from '../context.js';
import { jsonChunks, needsSlices } from '../lib/json-render.js';
import { browsablePage, type BrowsableDeps } from './browsable.js';

export type ReplySender = (req: Request, res: Response, reply: Reply) => Promise<void>;

export function replySender(deps: BrowsableDeps): ReplySender {
  return async (req, res, reply) => {
    if (req.path.startsWith('/api/')) res.vary('Accept');
    res.status(reply.status);
    if (reply.headers) res.set(reply.headers);
    if (reply.text) {
      res.type(reply.text.type).send(reply.text.content);
      return;
    }
    // Set before the page is made: the page lists the headers the JSON answer has.
    if (reply.body !== undefined) res.type('application/json');
    const page = browsablePage(deps, req, res, reply.status, reply.body);
    if (page !== null) {
      if (reply.status === 204) res.status(200);
      res.type('html').send(page);
      return;
    }
    if (reply.body === undefined) {
      res.end();
      return;
    }
    await sendJson(req, res, reply.body);
  };
}

/**
 * Sends `body` as JSON. A body with a long string or a long list (lib/json-render.ts) is made a
 * slice at a time and written as its chunks, the same bytes and Content-Length as res.send's.
 */
async function sendJson(req: Request, res: Response, body: unknown): Promise<void> {
  if (!needsSlices(body)) {
    res.send(JSON.stringify(body));
    return;
  }
  const chunks = await jsonChunks(body);
  res.setHeader('Content-Length', chunks.reduce((total, chunk) => total + chunk.length, 0));
  if (req.method !== 'HEAD') for (const chunk of chunks) if (chunk.length) res.write(chunk);
  res.end();
}
