// API token secrets, NetBox 4.7's two versions. Nothing secret is stored:
// - v2 ("Bearer nbt_<key>.<token>"): a 12-character key that finds the row, and an HMAC-SHA256
//   digest of the 40-character token made with a pepper from API_TOKEN_PEPPERS; the pepper's id
//   is stored with it, so a new pepper can be added and old tokens keep working until it goes.
// - v1 ("Token <token>"): a SHA-256 digest of the token and its last six characters for display
//   (NetBox stores v1 plaintexts; a copy of this service's database leaks no usable credential).
import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const TOKEN_PREFIX = 'nbt_';
export const TOKEN_KEY_LENGTH = 12;
export const TOKEN_LENGTH = 40;
const TOKEN_CHARSET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A token secret as the command line accepts it (v1 keys were 40 hexadecimal characters; any 40 alphanumerics do). */
export const TOKEN_TEXT = /^[A-Za-z0-9]{40}$/;

/** A random string of the token alphabet (letters and digits), from the system's CSPRNG. */
export function randomToken(length: number = TOKEN_LENGTH): string {
  let out = '';
  for (let i = 0; i < length; i++) out += TOKEN_CHARSET[randomInt(TOKEN_CHARSET.length)];
  return out;
}

/** v1: the stored digest of a token. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** v1: the characters a masked token shows. */
export function tokenHint(token: string): string {
  return token.slice(-6);
}

/** v1: how a token displays ("****…" and its last six characters), as NetBox's Token.partial. */
export function maskedToken(hint: string): string {
  return hint ? `**********************************${hint}` : '';
}

/** v2: the stored HMAC-SHA256 digest of a token under a pepper. */
export function hmacDigest(pepper: string, token: string): string {
  return createHmac('sha256', pepper).update(token).digest('hex');
}

/** v2: the newest pepper (the highest id), as NetBox's get_current_pepper; null when none is configured. */
export function currentPepper(peppers: Readonly<Record<string, string>>): { id: number; pepper: string } | null {
  const ids = Object.keys(peppers).map(Number).sort((a, b) => a - b);
  if (!ids.length) return null;
  const id = ids[ids.length - 1]!;
  return { id, pepper: peppers[String(id)]! };
}

/** Constant-time comparison of two hexadecimal digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A new token's stored columns and its secret, which only the creating response shows. */
export interface NewToken {
  readonly secret: string;
  readonly columns: {
    readonly key: string | null;
    readonly pepper_id: number | null;
    readonly hmac_digest: string | null;
    readonly key_digest: string | null;
    readonly key_hint: string;
  };
}

/** Makes a token of `version` (a v2 token needs a pepper); `secret` installs a given one (the command line). */
export function newToken(version: 1 | 2, pepper: { id: number; pepper: string } | null, secret: string = randomToken()): NewToken {
  if (version === 1) {
    return { secret, columns: { key: null, pepper_id: null, hmac_digest: null, key_digest: tokenDigest(secret), key_hint: tokenHint(secret) } };
  }
  if (!pepper) throw new Error('a v2 token needs a pepper (API_TOKEN_PEPPERS)');
  return {
    secret,
    columns: { key: randomToken(TOKEN_KEY_LENGTH), pepper_id: pepper.id, hmac_digest: hmacDigest(pepper.pepper, secret), key_digest: null, key_hint: '' },
  };
}

/** What a client sends in its Authorization header for a token. */
export function authorizationHeader(version: 1 | 2, key: string | null, secret: string): string {
  return version === 1 ? `Token ${secret}` : `Bearer ${TOKEN_PREFIX}${key}.${secret}`;
}
