// Concurrent-update protection: a weak ETag from the object's last change time, and If-Match
// preconditions on single-object PUT, PATCH and DELETE (NetBox's ETagMixin).
import type { Row } from '../db/values.js';
import { isoDatetime } from '../db/values.js';
import type { ModelMeta } from '../../contract/index.js';
import { fieldOf } from '../registry.js';
import { detail } from './errors.js';

/**
 * W/"<Python isoformat of last_updated, else created>": "+00:00" instead of "Z", microseconds
 * only when non-zero. Null for models with neither timestamp, or a row without one.
 */
export function etagOf(model: ModelMeta, row: Row): string | null {
  const field = ['last_updated', 'created'].map((name) => fieldOf(model, name)).filter((f) => f?.type === 'datetime' && f.column)
    .find((f) => f && row[f.column!] !== null && row[f.column!] !== undefined);
  if (!field) return null;
  const iso = isoDatetime(row[field.column!]).replace(/Z$/, '+00:00').replace(/\.000000\+/, '+');
  return `W/"${iso}"`;
}

/** The ETag header of a reply showing `row` (none when the model has no timestamps). */
export function etagHeaders(model: ModelMeta, row: Row): Record<string, string> {
  const etag = etagOf(model, row);
  return etag ? { ETag: etag } : {};
}

/**
 * Whether If-None-Match names `etag` (or `*`), by weak comparison: the client has this
 * representation and gets a 304. (Express's req.fresh also says no whenever the request carries
 * `Cache-Control: no-cache`, as fetch() adds to every conditional request; this server is the
 * origin, so revalidating is exactly what the client asks.)
 */
export function notModified(method: string, header: string | undefined, etag: string): boolean {
  if (!header || (method !== 'GET' && method !== 'HEAD')) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Throws 412 (with the current ETag) when If-Match (`header`) names neither `*` nor the object's ETag. */
export function checkIfMatch(header: string | undefined, model: ModelMeta, row: Row): void {
  if (header === undefined) return;
  const values = header.split(',').map((v) => v.trim()).filter(Boolean);
  if (!values.length || values.includes('*')) return;
  const current = etagOf(model, row);
  // A model without timestamps has no ETag to compare: nothing to enforce.
  if (current === null || values.includes(current)) return;
  throw detail(412, 'Precondition failed.', { ETag: current });
}
