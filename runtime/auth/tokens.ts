// API token keys: 40 hexadecimal characters (160 bits). Only a SHA-256 digest of each key is
// stored (plus its last six characters for display), so a copy of the database does not leak
// usable credentials.
import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_KEY = /^[0-9a-fA-F]{40}$/;

export function newTokenKey(): string {
  return randomBytes(20).toString('hex');
}

export function tokenDigest(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function tokenHint(key: string): string {
  return key.slice(-6);
}
