// Offset and cursor pagination exactly as the reference (NetBoxPagination on DRF's
// LimitOffsetPagination): limit/offset fall back silently; `start` errors are bare JSON lists.
import type { Config } from '../config.js';
import { ApiError } from '../http/errors.js';
import { BIGINT_MAX } from '../lib/numbers.js';

export type Page =
  | { readonly mode: 'offset'; readonly limit: number | null; readonly offset: number }
  | { readonly mode: 'cursor'; readonly limit: number | null; readonly start: number };

/**
 * DRF's _positive_int: a non-negative integer, or undefined when the text is not one. Capped at
 * the largest key: no table has as many rows, so an offset, start or limit beyond it means the
 * same, and the database is never handed a number it cannot bind (1e20 is a REAL to SQLite and
 * out of range for PostgreSQL's bigint).
 */
function positiveInt(text: string | null): number | undefined {
  if (text === null || !/^\s*[+]?\d+\s*$/.test(text)) return undefined;
  return Math.min(Number.parseInt(text, 10), BIGINT_MAX);
}

export function defaultLimit(config: Config): number {
  return config.MAX_PAGE_SIZE ? Math.min(config.PAGINATE_COUNT, config.MAX_PAGE_SIZE) : config.PAGINATE_COUNT;
}

/** The page a list request asks for; null limit means no limit (MAX_PAGE_SIZE disabled and limit=0). */
export function pageOf(params: URLSearchParams, config: Config): Page {
  let limit: number | null = defaultLimit(config);
  const requested = positiveInt(params.get('limit'));
  if (requested !== undefined) {
    if (config.MAX_PAGE_SIZE) limit = requested === 0 ? config.MAX_PAGE_SIZE : Math.min(config.MAX_PAGE_SIZE, requested);
    else limit = requested === 0 ? null : requested;
  }
  if (params.has('start')) {
    const start = positiveInt(params.get('start'));
    if (start === undefined) throw new ApiError(400, ["Invalid 'start' parameter: must be a non-negative integer."]);
    if (params.has('offset')) throw new ApiError(400, ["'start' and 'offset' are mutually exclusive."]);
    if (params.has('ordering')) throw new ApiError(400, ['Ordering cannot be specified in conjunction with cursor-based pagination.']);
    return { mode: 'cursor', limit, start };
  }
  return { mode: 'offset', limit, offset: positiveInt(params.get('offset')) ?? 0 };
}
