// Tokens as authentication found them, kept for a moment. Every authenticated request read its
// token and owner (one statement, ~20 µs of SQLite and ~25 µs of knex: a tenth of a device detail,
// issue 13). A kept token is used only while both hold (runtime/db/kept-values.ts):
// - no token or user was written since it was read (runtime/db/derived-cache.ts): an API write in
//   any process (a token disabled or deleted, a user deactivated), and on SQLite any commit by
//   another process, ends it; writes to other models do not;
// - it is younger than MAX_AGE_MS, for what changes without an API write: a script or an
//   administrator editing the database directly. So such a change takes effect within a second,
//   as it would at the next request without this.
// Only tokens that were found are kept; the secret is still checked on every request (the v2 HMAC
// against the kept digest, the v1 digest is the key looked up).
import { MAX_AGE_MS as DERIVED_MAX_AGE_MS, type DerivedCache } from '../db/derived-cache.js';
import { KeptValues } from '../db/kept-values.js';
import type { Row } from '../db/values.js';

/** How long a token is kept at most (the derived cache's bound). */
export const MAX_AGE_MS = DERIVED_MAX_AGE_MS;
const MAX_ENTRIES = 1_000;
/** What a kept token row derives from: the token and its owner (read together). */
const MODELS = ['users.token', 'users.user'];

export class TokenMemo {
  private readonly kept: KeptValues<Row>;

  constructor(cache: DerivedCache) {
    this.kept = new KeptValues(cache, MAX_ENTRIES, MAX_AGE_MS);
  }

  /** The token row stored under `key` ("v1:<digest>", "v2:<key>"), kept or read with `load`. */
  find(key: string, load: () => Promise<Row | undefined>): Promise<Row | undefined> {
    return this.kept.find(key, MODELS, async () => {
      const row = await load();
      return row && Object.freeze(row);
    });
  }
}
