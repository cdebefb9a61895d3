// Cross-site request forgery protection for requests authenticated by a browser session (a token
// in a header cannot be sent by another site, so token requests need none), as Django's
// CsrfViewMiddleware with DRF's SessionAuthentication: an unsafe request must come from this
// site's own origin (or one of CSRF_TRUSTED_ORIGINS) and carry the session's CSRF token, in the
// X-CSRFToken header or a form's csrfmiddlewaretoken field. Refusals are 403 "CSRF Failed: <reason>".
import type { NextFunction, Request, Response } from 'express';
import type { Config } from '../config.js';
import { detail, type ApiError } from '../http/errors.js';
import { overTls } from './sessions.js';
import { sameDigest } from './tokens.js';

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);
export const CSRF_HEADER = 'x-csrftoken';
export const CSRF_FIELD = 'csrfmiddlewaretoken';

/** Django's reasons, word for word. */
export const CSRF_REASONS = {
  badOrigin: (origin: string) => `Origin checking failed - ${origin} does not match any trusted origins.`,
  missing: 'CSRF token missing.',
  incorrect: 'CSRF token incorrect.',
} as const;

/** Why an unsafe request fails the check against `expected`, or null when it passes. */
export function csrfReason(req: Request, config: Config, expected: string, submitted: string | undefined): string | null {
  const origin = req.headers.origin;
  if (origin !== undefined) {
    const own = `${overTls(req) ? 'https' : 'http'}://${req.headers.host ?? ''}`;
    if (origin !== own && !config.CSRF_TRUSTED_ORIGINS.includes(origin)) return CSRF_REASONS.badOrigin(origin);
  }
  if (!submitted) return CSRF_REASONS.missing;
  return sameDigest(submitted, expected) ? null : CSRF_REASONS.incorrect;
}

export function csrfFailure(reason: string): ApiError {
  return detail(403, `CSRF Failed: ${reason}`);
}

/** The check for one API request: the 403 to answer, or null. */
export function csrfCheck(req: Request, config: Config): ApiError | null {
  if (!req.session || SAFE_METHODS.has(req.method)) return null;
  const header = req.headers[CSRF_HEADER];
  const submitted = req.formCsrfToken ?? (typeof header === 'string' ? header : undefined);
  const reason = csrfReason(req, config, req.session.csrfToken, submitted);
  return reason ? csrfFailure(reason) : null;
}

/** The check for API requests with a JSON body (before it is read); forms are checked as they are read. */
export function csrfProtect(config: Config) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    next(req.viaForm ? undefined : (csrfCheck(req, config) ?? undefined));
  };
}
