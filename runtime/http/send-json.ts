// JSON answers holding long lists (a bulk write's thousands of objects, a page of a thousand)
// without holding the event loop: the list is stringified a slice at a time, giving the loop back
// between slices, into the same text one JSON.stringify would make (sent with its length).
import type { Response } from 'express';
import { yielder } from '../lib/yielding.js';

/** Objects stringified between two looks at the clock. */
const ITEMS_PER_SLICE = 100;
/** Stands for the list while the rest of an envelope is stringified. */
const PLACEHOLDER = '\u0000results\u0000';

/** Sends `body` (a list, or an object with a `results` list) as res.json would. */
export async function sendJson(res: Response, body: unknown): Promise<void> {
  const envelope = !Array.isArray(body) && body !== null && typeof body === 'object' && Array.isArray((body as { results?: unknown }).results);
  const list = Array.isArray(body) ? body : envelope ? (body as { results: unknown[] }).results : null;
  if (!list || list.length <= ITEMS_PER_SLICE) {
    res.json(body);
    return;
  }
  const pause = yielder();
  const slices: string[] = [];
  for (let start = 0; start < list.length; start += ITEMS_PER_SLICE) {
    // An undefined item is null in a JSON array.
    slices.push(list.slice(start, start + ITEMS_PER_SLICE).map((item) => JSON.stringify(item) ?? 'null').join(','));
    await pause();
  }
  const array = `[${slices.join(',')}]`;
  const text = envelope
    ? JSON.stringify({ ...(body as object), results: PLACEHOLDER }).replace(JSON.stringify(PLACEHOLDER), () => array)
    : array;
  res.type('application/json').send(text);
}
