// Absolute links the way the reference builds them: the request's own URL with some query
// parameters replaced and the whole query string re-encoded in sorted key order
// (DRF replace_query_param / remove_query_param, Python's urlencode with quote_plus).
import type { Request } from 'express';

/** scheme://host an Express request came to (the HTTP adapter's part of building a request). */
export function baseUrl(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? `${req.socket.localAddress}:${req.socket.localPort}`}`;
}

/** Where a link starts from: a request's base, path and query (an ApiRequest is one). */
export interface LinkTarget {
  readonly baseUrl: string;
  readonly path: string;
  readonly query: URLSearchParams;
}

/** The target's URL with `replace` set and `remove` dropped, keys sorted, values in their order. */
export function linkWith(at: LinkTarget, replace: Record<string, string | number>, remove: readonly string[] = []): string {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of at.query) grouped.set(key, [...(grouped.get(key) ?? []), value]);
  for (const key of remove) grouped.delete(key);
  for (const [key, value] of Object.entries(replace)) grouped.set(key, [String(value)]);
  const query = [...grouped.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([key, values]) => values.map((value) => `${quotePlus(key)}=${quotePlus(value)}`))
    .join('&');
  return `${at.baseUrl}${at.path}${query ? `?${query}` : ''}`;
}

/** Python's urllib.parse.quote_plus: letters, digits and _.-~ stay; space becomes +. */
export function quotePlus(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}
