// Password hashes in Django's format (pbkdf2_sha256$<iterations>$<salt>$<base64 digest>), so
// that hashes are portable between this service and the reference system.
import { pbkdf2, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { DEFAULTS } from '../config.js';

const pbkdf2Async = promisify(pbkdf2);

/** The default count; PASSWORD_ITERATIONS changes it for passwords set through the API. */
const ITERATIONS = DEFAULTS.PASSWORD_ITERATIONS;

export function hashPassword(password: string, iterations = ITERATIONS): string {
  const salt = randomBytes(16).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, 22);
  const digest = pbkdf2Sync(password, salt, iterations, 32, 'sha256').toString('base64');
  return `pbkdf2_sha256$${iterations}$${salt}$${digest}`;
}

/**
 * Whether `password` matches a stored hash, computed off the event loop (libuv's thread pool):
 * 600,000 iterations take a few hundred milliseconds that other requests must not wait for.
 * With no stored hash (an unknown user) it hashes anyway, so that the answer's timing does not
 * tell which usernames exist.
 */
export async function verifyPassword(password: string, encoded: string | null): Promise<boolean> {
  const [algorithm, iterations, salt, digest] = (encoded ?? '').split('$');
  const usable = algorithm === 'pbkdf2_sha256' && /^[1-9]\d{0,7}$/.test(iterations ?? '') && Boolean(salt) && digest !== undefined;
  // No user, or a hash this service cannot check (Django's unusable "!…" password, another
  // algorithm): the same work as a real check, then no.
  if (!usable) {
    await pbkdf2Async(password, 'no-such-user', ITERATIONS, 32, 'sha256');
    return false;
  }
  const expected = Buffer.from(digest!, 'base64');
  const actual = await pbkdf2Async(password, salt!, Number(iterations), expected.length || 32, 'sha256');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Whether `text` is a stored hash (a user row's password), not a password. */
export function isPasswordHash(text: string): boolean {
  return /^pbkdf2_sha256\$\d+\$[^$]+\$[A-Za-z0-9+/=]+$/.test(text);
}
