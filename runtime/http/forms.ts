// HTML form bodies (application/x-www-form-urlencoded): the login pages' and the browsable API's.
import type { Request } from 'express';
import { readBody } from './middleware.js';

const FORM_TYPE = 'application/x-www-form-urlencoded';

declare module 'express-serve-static-core' {
  interface Request {
    /** The request came from a browsable API form (its answer is a page, as the form's page was). */
    viaForm?: boolean;
    /** The csrfmiddlewaretoken of a form the request carried. */
    formCsrfToken?: string;
  }
}

export function isForm(req: Request): boolean {
  return (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() === FORM_TYPE;
}

/** A url-encoded form body, at most `limit` bytes. */
export async function readForm(req: Request, limit: number): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(req, limit));
}

