// /login/ and /logout/ for browsers: the session behind the browsable API and the explorer's
// "Try it out" (runtime/auth/sessions.ts). Both forms carry a CSRF token, as Django's: the login
// form's is checked against the `csrftoken` cookie the page set, the logout form's against the
// session's own. Logging out takes a POST (the header's button): a link that logs out when
// followed is one any other site can make a browser follow.
import express, { type Request, type Response, type Router } from 'express';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { userByCredentials } from '../auth/credentials.js';
import { CSRF_COOKIE, formCsrfToken, requestCookies, type SessionStore } from '../auth/sessions.js';
import { CSRF_FIELD, csrfReason } from '../auth/csrf.js';
import { readForm } from '../http/forms.js';
import type { Pages, Viewer } from '../http/pages.js';

/** Django's AuthenticationForm message, word for word. */
export const LOGIN_FAILED = 'Please enter a correct username and password. Note that both fields may be case-sensitive.';
/** A login or logout form is a few fields. */
const FORM_LIMIT = 16 * 1024;
const AFTER_LOGIN = '/api/';

/** `next` when it names a page of this site (a path), else where a login goes by default. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\s]/.test(next.slice(0, 2)) || /[\u0000-\u001f]/.test(next)) return AFTER_LOGIN;
  return next;
}

/** Who a page is shown to: the session's user, or a login link back to `next`. */
export function viewerOf(req: Request, next: string = req.originalUrl): Viewer {
  return req.session ? { username: req.user!.username, csrfToken: req.session.csrfToken, next } : { username: null, csrfToken: null, next };
}

export function loginRouter(db: Database, config: Config, sessions: SessionStore, pages: Pages): Router {
  const router = express.Router({ strict: true });
  const page = (res: Response, status: number, name: string, view: Record<string, unknown> & { viewer: Viewer }) => {
    res.status(status).type('html').setHeader('Cache-Control', 'no-store');
    res.send(pages.render(name, view));
  };
  const loginPage = (req: Request, res: Response, status: number, view: { next: string; username?: string; error?: string }) =>
    page(res, status, 'login', { ...view, csrfToken: formCsrfToken(req, res), viewer: viewerOf(req, view.next) });
  const forbidden = (req: Request, res: Response, reason: string) => page(res, 403, 'forbidden', { reason, viewer: viewerOf(req, '/api/') });

  router.get('/login/', (req, res) => {
    loginPage(req, res, 200, { next: safeNext(new URL(req.originalUrl, 'http://x').searchParams.get('next')) });
  });

  router.post('/login/', async (req, res) => {
    const form = await readForm(req, FORM_LIMIT);
    const reason = csrfReason(req, config, requestCookies(req).get(CSRF_COOKIE) ?? '', form.get(CSRF_FIELD) ?? undefined);
    if (reason) return forbidden(req, res, reason);
    const next = safeNext(form.get('next'));
    const username = form.get('username') ?? '';
    const user = await userByCredentials(db.knex, username, form.get('password') ?? '');
    if (!user) return loginPage(req, res, 200, { next, username, error: LOGIN_FAILED });
    await sessions.start(req, res, Number(user.id));
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, next);
  });

  router.get('/logout/', (req, res) => page(res, 200, 'logout', { viewer: viewerOf(req, '/api/') }));

  router.post('/logout/', async (req, res) => {
    const form = await readForm(req, FORM_LIMIT);
    // Checked with or without a session: another site's form (no cookie sent, SameSite=Lax) must
    // not clear this browser's cookies either. Without a session, the csrftoken cookie decides.
    const expected = req.session?.csrfToken ?? requestCookies(req).get(CSRF_COOKIE) ?? '';
    const reason = csrfReason(req, config, expected, form.get(CSRF_FIELD) ?? undefined);
    if (reason) return forbidden(req, res, reason);
    await sessions.end(req, res);
    res.redirect(302, '/login/');
  });
  return router;
}
