// Replies as views build them (the types, ApiRequest and Reply, are in runtime/context.ts).
import type { Reply } from '../context.js';
import { ApiError } from '../http/errors.js';

export type { ApiRequest, Reply } from '../context.js';

export const jsonReply = (body: unknown, status = 200, headers?: Readonly<Record<string, string>>): Reply => ({ status, body, ...(headers ? { headers } : {}) });

export const emptyReply = (status: number, headers?: Readonly<Record<string, string>>): Reply => ({ status, ...(headers ? { headers } : {}) });

/** An ApiError as the reply that says it; null for anything else (an internal error). */
export function errorReply(error: unknown): Reply | null {
  if (!(error instanceof ApiError)) return null;
  return { status: error.status, headers: error.headers, body: error.body };
}
