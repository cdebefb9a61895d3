// Password hashes in Django's format (pbkdf2_sha256$<iterations>$<salt>$<base64 digest>), so
// that hashes are portable between this service and the reference system.
import { pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';

const ITERATIONS = 600_000;

export function hashPassword(password: string, iterations = ITERATIONS): string {
  const salt = randomBytes(16).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, 22);
  const digest = pbkdf2Sync(password, salt, iterations, 32, 'sha256').toString('base64');
  return `pbkdf2_sha256$${iterations}$${salt}$${digest}`;
}

export function checkPassword(password: string, encoded: string): boolean {
  const [algorithm, iterations, salt, digest] = encoded.split('$');
  if (algorithm !== 'pbkdf2_sha256' || !iterations || !salt || !digest) return false;
  const expected = Buffer.from(digest, 'base64');
  const actual = pbkdf2Sync(password, salt, Number(iterations), expected.length, 'sha256');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Whether `text` is a stored hash (a user row's password), not a password. */
export function isPasswordHash(text: string): boolean {
  return /^pbkdf2_sha256\$\d+\$[^$]+\$[A-Za-z0-9+/=]+$/.test(text);
}
