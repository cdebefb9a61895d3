// Browser sessions (Django's session framework as NetBox uses it for its web pages and the
// browsable API): /login/ makes one, the `sessionid` cookie carries its key, /logout/ or the expiry
// (LOGIN_TIMEOUT) ends it. Only the key's SHA-256 digest is stored. The CSRF token that unsafe
// requests must echo is derived from the key (an HMAC), so it needs no storage, changes with every
// login, and cannot be computed from a copy of the database.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { now } from '../db/values.js';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
/** Django's CSRF_COOKIE_AGE: a year, for the token a login form is checked against. */
const CSRF_COOKIE_AGE_S = 31_449_600;
const SESSION_TABLE = 'users_session';
/** Django's SESSION_COOKIE_AGE, what NetBox's LOGIN_TIMEOUT: None means. */
const DEFAULT_LOGIN_TIMEOUT_S = 1_209_600;
const USER_TABLE = 'users_user';

/** A request's logged-in session: whose it is and the CSRF token its unsafe requests must carry. */
export interface Session {
  readonly id: number;
  readonly userId: number;
  readonly csrfToken: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The browser session that authenticated this request; null for token and anonymous requests. */
    session: Session | null;
  }
}

/** A logged-in session's user, as authentication needs it. */
export interface SessionUser extends Session {
  readonly username: string;
  readonly isActive: boolean;
  readonly isSuperuser: boolean;
}

const digest = (key: string) => createHash('sha256').update(key).digest('hex');
const csrfOf = (key: string) => createHmac('sha256', key).update('csrf').digest('base64url');

/** A random URL-safe secret (a session key, a login form's CSRF token). */
export const randomSecret = (bytes = 32) => randomBytes(bytes).toString('base64url');

/**
 * The cookies a request carries, by name. A name sent twice counts as absent: a sibling
 * subdomain can plant a cookie of the same name (a longer Path even goes first), and a browser
 * that carries someone else's session beside its own must not act as either.
 */
export function requestCookies(req: Request): Map<string, string> {
  const cookies = new Map<string, string>();
  const repeated = new Set<string>();
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    if (!name) continue;
    if (cookies.has(name) || repeated.has(name)) {
      repeated.add(name);
      cookies.delete(name);
      continue;
    }
    let value = pair.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      value = decodeURIComponent(value);
    } catch {
      continue;
    }
    cookies.set(name, value);
  }
  return cookies;
}

/**
 * Whether the browser reached us over TLS: the socket's, or a reverse proxy's X-Forwarded-Proto.
 * Believing the header is safe here: all it decides is the Secure flag of the cookie sent back to
 * the same client, and a client that lies only stops its own browser from returning the cookie.
 */
export function overTls(req: Request): boolean {
  if (req.protocol === 'https') return true;
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]!.trim().toLowerCase();
  return forwarded === 'https';
}

interface CookieOptions {
  readonly httpOnly: boolean;
  readonly maxAgeS: number;
}

function setCookie(req: Request, res: Response, name: string, value: string, { httpOnly, maxAgeS }: CookieOptions): void {
  res.cookie(name, value, { httpOnly, sameSite: 'lax', secure: overTls(req), path: '/', maxAge: maxAgeS * 1000 });
}

/** The login form's CSRF token: the browser's `csrftoken` cookie, set now when it has none. */
export function formCsrfToken(req: Request, res: Response): string {
  const existing = requestCookies(req).get(CSRF_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{16,128}$/.test(existing)) return existing;
  const token = randomSecret();
  // Readable by scripts (not HttpOnly), as Django's: pages send it back in X-CSRFToken.
  setCookie(req, res, CSRF_COOKIE, token, { httpOnly: false, maxAgeS: CSRF_COOKIE_AGE_S });
  return token;
}

export class SessionStore {
  constructor(private readonly db: Database, private readonly config: Config) {}

  /**
   * Starts a session for `userId`: its row, the cookies (the session key HttpOnly, the CSRF token
   * readable). The browser's previous session, if any, ends (Django's login() does the same).
   */
  async start(req: Request, res: Response, userId: number): Promise<void> {
    const key = randomSecret();
    const timeout = this.config.LOGIN_TIMEOUT || DEFAULT_LOGIN_TIMEOUT_S;
    const created = now();
    // The stored form of now() (microseconds), so that the two compare as text on SQLite.
    const expires = `${new Date(Date.now() + timeout * 1000).toISOString().slice(0, 23)}000Z`;
    await this.db.knex.transaction(async (trx) => {
      // Ended sessions go when someone logs in: the table holds live sessions and recent leftovers.
      await trx(SESSION_TABLE).where('expires', '<=', created).delete();
      const previous = requestCookies(req).get(SESSION_COOKIE);
      if (previous) await trx(SESSION_TABLE).where('key_digest', digest(previous)).delete();
      await trx(SESSION_TABLE).insert({ key_digest: digest(key), user_id: userId, created, expires });
      await trx(USER_TABLE).where('id', userId).update({ last_login: created });
    });
    setCookie(req, res, SESSION_COOKIE, key, { httpOnly: true, maxAgeS: timeout });
    setCookie(req, res, CSRF_COOKIE, csrfOf(key), { httpOnly: false, maxAgeS: timeout });
  }

  /** The live session the request's cookie names, with its user; null when none (or expired). */
  async find(req: Request): Promise<SessionUser | null> {
    const key = requestCookies(req).get(SESSION_COOKIE);
    if (!key) return null;
    const row = (await this.db.reader(SESSION_TABLE)
      .join(USER_TABLE, `${USER_TABLE}.id`, `${SESSION_TABLE}.user_id`)
      .where(`${SESSION_TABLE}.key_digest`, digest(key))
      .where(`${SESSION_TABLE}.expires`, '>', now())
      .first(`${SESSION_TABLE}.id`, `${SESSION_TABLE}.user_id`, `${USER_TABLE}.username`, `${USER_TABLE}.is_active`, `${USER_TABLE}.is_superuser`)) as
      | { id: unknown; user_id: unknown; username: unknown; is_active: unknown; is_superuser: unknown }
      | undefined;
    if (!row) return null;
    return {
      id: Number(row.id), userId: Number(row.user_id), csrfToken: csrfOf(key),
      username: String(row.username), isActive: Boolean(row.is_active), isSuperuser: Boolean(row.is_superuser),
    };
  }

  /** Ends the request's session (if any) and clears both cookies. */
  async end(req: Request, res: Response): Promise<void> {
    const key = requestCookies(req).get(SESSION_COOKIE);
    if (key) await this.db.knex(SESSION_TABLE).where('key_digest', digest(key)).delete();
    for (const name of [SESSION_COOKIE, CSRF_COOKIE]) res.clearCookie(name, { path: '/', sameSite: 'lax', secure: overTls(req) });
  }
}
