// Absolute links the way the reference builds them: the request's own URL with some query
// parameters replaced and the whole query string re-encoded in sorted key order
// (DRF replace_query_param / remove_query_param, Python's urlencode with quote_plus).
import type { Request } from 'express';

export function baseUrl(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? `${req.socket.localAddress}:${req.socket.localPort}`}`;
}

/** The request's query parameters, as sent (repeated ones kept). */
export function requestParams(req: Request): URLSearchParams {
  const index = req.originalUrl.indexOf('?');
  return new URLSearchParams(index >= 0 ? req.originalUrl.slice(index + 1) : '');
}

export type QueryPairs = [string, string][];

export function queryPairs(req: Request): QueryPairs {
  const raw = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '';
  return [...new URLSearchParams(raw).entries()];
}

/** The request URL with `replace` set and `remove` dropped, keys sorted, values in their order. */
export function linkWith(req: Request, replace: Record<string, string | number>, remove: readonly string[] = []): string {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of queryPairs(req)) grouped.set(key, [...(grouped.get(key) ?? []), value]);
  for (const key of remove) grouped.delete(key);
  for (const [key, value] of Object.entries(replace)) grouped.set(key, [String(value)]);
  const query = [...grouped.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([key, values]) => values.map((value) => `${quotePlus(key)}=${quotePlus(value)}`))
    .join('&');
  return `${baseUrl(req)}${req.originalUrl.split('?')[0]}${query ? `?${query}` : ''}`;
}

/** Python's urllib.parse.quote_plus: letters, digits and _.-~ stay; space becomes +. */
export function quotePlus(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}
