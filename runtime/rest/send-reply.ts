// Writes a view's Reply as an HTTP response: its status and headers, then its body: a text as
// it is, JSON as JSON (long lists stringified a slice at a time, the event loop given back between
// slices), or, for a browser that asked for one, the browsable API's page of that JSON
// (runtime/rest/browsable.ts). Every answer of the API passes here, errors included.
import type { Request, Response } from 'express';
import type { Reply } from '../context.js';
import { yielder } from '../lib/yielding.js';
import { browsablePage, type BrowsableDeps } from './browsable.js';

/** Objects stringified between two looks at the clock. */
const ITEMS_PER_SLICE = 100;
/** Stands for the list while the rest of an envelope is stringified. */
const PLACEHOLDER = '\u0000results\u0000';

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
    res.send(await jsonText(reply.body));
  };
}

/**
 * `body` as JSON.stringify would write it; a long list (a bulk write's thousands of objects, a
 * page of a thousand), bare or as an envelope's `results`, a slice at a time.
 */
export async function jsonText(body: unknown): Promise<string> {
  const envelope = !Array.isArray(body) && body !== null && typeof body === 'object' && Array.isArray((body as { results?: unknown }).results);
  const list = Array.isArray(body) ? body : envelope ? (body as { results: unknown[] }).results : null;
  if (!list || list.length <= ITEMS_PER_SLICE) return JSON.stringify(body);
  const pause = yielder();
  const slices: string[] = [];
  for (let start = 0; start < list.length; start += ITEMS_PER_SLICE) {
    // An undefined item is null in a JSON array.
    slices.push(list.slice(start, start + ITEMS_PER_SLICE).map((item) => JSON.stringify(item) ?? 'null').join(','));
    await pause();
  }
  const array = `[${slices.join(',')}]`;
  if (!envelope) return array;
  return JSON.stringify({ ...(body as object), results: PLACEHOLDER }).replace(JSON.stringify(PLACEHOLDER), () => array);
}
