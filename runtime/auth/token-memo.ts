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
import { KeptValues } from '../db/kept-values.js';
import type { Row } from '../db/values.js';

export const MAX_AGE_MS = 1_000;
const MAX_ENTRIES = 1_000;

export class TokenMemo {
  private readonly kept: KeptValues<Row>;

  constructor(cache: DerivedCache) {
    this.kept = new KeptValues(cache, MAX_ENTRIES, MAX_AGE_MS);
  }

  /** The token row stored under `key` ("v1:<digest>", "v2:<key>"), kept or read with `load`. */
  async find(key: string, load: () => Promise<Row | undefined>): Promise<Row | undefined> {
    const generation = this.kept.current();
    const now = Date.now();
    const kept = generation === null ? undefined : this.kept.get(key, generation, now);
    if (kept) return kept;
    const row = await load();
    // Kept only if nothing moved while it was read.
    if (row && generation !== null && this.kept.current() === generation) this.kept.set(key, generation, now, Object.freeze(row));
    return row;
  }
}
