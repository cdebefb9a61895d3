// Browser-facing protections on every response: no MIME sniffing, no framing, no full referrers;
// and CORS as NetBox's settings say (CORS_ORIGIN_ALLOW_ALL, CORS_ORIGIN_WHITELIST,
// CORS_ORIGIN_REGEX_WHITELIST; django-cors-headers' defaults otherwise), through the `cors`
// middleware. Preflights are answered here, before authentication, as django-cors-headers does:
// an empty 200, with the CORS headers only for an allowed origin.
import cors, { type CorsOptions } from 'cors';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Config } from '../config.js';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
};

export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.set(SECURITY_HEADERS);
  next();
}

/** django-cors-headers' default methods and headers, and its preflight cache time. */
const CORS_DEFAULTS: CorsOptions = {
  methods: ['DELETE', 'GET', 'OPTIONS', 'PATCH', 'POST', 'PUT'],
  allowedHeaders: ['accept', 'authorization', 'content-type', 'user-agent', 'x-csrftoken', 'x-requested-with'],
  maxAge: 86400,
};

/** Whether a request's Origin may read responses, by the settings. */
export function originAllowed(config: Config, origin: string): boolean {
  if (config.CORS_ORIGIN_ALLOW_ALL) return true;
  if (config.CORS_ORIGIN_WHITELIST.includes(origin)) return true;
  // Python's re.match: anchored at the start only.
  return config.CORS_ORIGIN_REGEX_WHITELIST.some((pattern) => new RegExp(`^(?:${pattern})`).test(origin));
}

export function corsMiddleware(config: Config): RequestHandler {
  const origin: CorsOptions['origin'] = config.CORS_ORIGIN_ALLOW_ALL
    ? '*'
    : (requestOrigin, callback) => callback(null, requestOrigin !== undefined && originAllowed(config, requestOrigin));
  const preflight = cors({ ...CORS_DEFAULTS, origin, optionsSuccessStatus: 200 });
  // Every other request (a plain OPTIONS too: that is the API's metadata) goes on to its route.
  const simple = cors({ ...CORS_DEFAULTS, origin, preflightContinue: true });
  return (req, res, next) => {
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) {
      const origin = req.headers.origin;
      if (origin !== undefined && originAllowed(config, origin)) return preflight(req, res, next);
      // Not an allowed origin: an empty answer without CORS headers (the browser then refuses).
      res.status(200).setHeader('Content-Length', '0');
      res.end();
      return;
    }
    if (req.headers.origin === undefined) return next();
    return simple(req, res, next);
  };
}
