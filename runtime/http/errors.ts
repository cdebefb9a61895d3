// Errors the API answers with, in the reference's status codes and bodies. Throwing one from any
// handler (sync or async) reaches the single error handler registered after the routes.
export type ErrorBody = Record<string, unknown> | unknown[];

export class ApiError extends Error {
  constructor(readonly status: number, readonly body: ErrorBody, readonly headers: Record<string, string> = {}) {
    // An answer, not a fault: no stack trace is captured (it cost more than the rest of a 400's
    // handling, and nothing reads it: faults are other errors, logged with theirs).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(typeof body === 'object' && body && 'detail' in body ? String((body as { detail: unknown }).detail) : JSON.stringify(body));
    Error.stackTraceLimit = limit;
  }
}

export const detail = (status: number, text: string, headers?: Record<string, string>) => new ApiError(status, { detail: text }, headers);

export const notFound = (text = 'Not found.') => detail(404, text);
export const methodNotAllowed = (method: string) => detail(405, `Method "${method}" not allowed.`);
export const notAuthenticated = () => detail(403, 'Authentication credentials were not provided.');
export const PERMISSION_DENIED = 'You do not have permission to perform this action.';
export const permissionDenied = () => detail(403, PERMISSION_DENIED);

/** DRF's ProhibitNullCharactersValidator message: no string the API reads may hold NUL. */
export const NUL_MESSAGE = 'Null characters are not allowed.';

/** Field errors: {field: [messages]}. */
export type FieldErrors = Record<string, string[] | Record<string, unknown>>;

export class ValidationError extends ApiError {
  constructor(readonly errors: FieldErrors) {
    super(400, errors);
  }
}

export function addError(errors: FieldErrors, key: string, message: string): void {
  const list = errors[key];
  if (Array.isArray(list)) list.push(message);
  else errors[key] = [message];
}
