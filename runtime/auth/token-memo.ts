// Tokens as authentication found them, kept for a moment. Every authenticated request read its
// token and owner (one statement, ~20 µs of SQLite and ~25 µs of knex: a tenth of a device detail,
// issue 13). A kept token is used only while both hold:
// - the derived cache's generation has not moved (runtime/db/derived-cache.ts): any API write in
//   any process (a token disabled or deleted, a user deactivated), and on SQLite any commit by
//   another process, ends every entry;
// - it is younger than MAX_AGE_MS, for what changes without an API write: a script or an
//   administrator editing the database directly on PostgreSQL. So such a change takes effect
//   within a second, as it would at the next request without this.
// Only tokens that were found are kept; the secret is still checked on every request (the v2 HMAC
// against the kept digest, the v1 digest is the key looked up).
import type { DerivedCache } from '../db/derived-cache.js';
import type { Row } from '../db/values.js';

export const MAX_AGE_MS = 1_000;
const MAX_ENTRIES = 1_000;

interface Entry {
  readonly row: Row;
  readonly generation: number;
  readonly until: number;
}

export class TokenMemo {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly cache: DerivedCache) {}

  /** The token row stored under `key` ("v1:<digest>", "v2:<key>"), kept or read with `load`. */
  async find(key: string, load: () => Promise<Row | undefined>): Promise<Row | undefined> {
    const generation = this.cache.currentGeneration();
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.generation === generation && entry.until > now) return entry.row;
    if (entry) this.entries.delete(key);
    const row = await load();
    // Kept only if nothing moved while it was read.
    if (row && generation !== null && this.cache.currentGeneration() === generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { row: Object.freeze(row), generation, until: now + MAX_AGE_MS });
    }
    return row;
  }
}
