// The browsable API's raw-data forms. A browser form can only POST url-encoded fields, so the
// page does what DRF's does: `_method` names the method (POST, PUT, PATCH, DELETE), `_content`
// holds the JSON body and `csrfmiddlewaretoken` the CSRF token, checked before anything else.
// Only a logged-in browser session's form is read this way; anything else url-encoded sent to the
// API stays what it was (415).
import type { NextFunction, Request, Response } from 'express';
import type { Config } from '../config.js';
import { CSRF_FIELD, csrfCheck } from '../auth/csrf.js';
import { ApiError, detail } from '../http/errors.js';
import { isForm, readForm } from '../http/forms.js';
import { parseJsonBody } from '../http/middleware.js';

const FORM_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The browsable API's forms, turned into the request they stand for. */
export function formOverride(config: Config) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (req.method !== 'POST' || !req.session || !req.path.startsWith('/api/') || !isForm(req)) return next();
    readForm(req, config.MAX_REQUEST_BODY_SIZE).then((form) => {
      req.bodyRead = true;
      req.viaForm = true;
      req.formCsrfToken = form.get(CSRF_FIELD) ?? undefined;
      // Before anything the form asks for is looked at.
      const refused = csrfCheck(req, config);
      if (refused) return next(refused);
      const method = (form.get('_method') ?? 'POST').toUpperCase();
      if (!FORM_METHODS.has(method)) return next(detail(405, `Method "${method}" not allowed.`));
      req.method = method;
      const type = form.get('_content_type') ?? 'application/json';
      if (type !== 'application/json') return next(detail(415, `Unsupported media type "${type}" in request.`));
      const content = form.get('_content') ?? '';
      if (content.trim() === '') return next();
      const parsed = parseJsonBody(content);
      if (parsed instanceof ApiError) return next(parsed);
      req.json = parsed.body;
      next();
    }, next);
  };
}
