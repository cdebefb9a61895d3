// Values kept between requests for a short while (nested objects, tokens, permissions): each entry
// names the models it derives from and the derived cache's moment it was read at
// (runtime/db/derived-cache.ts: an API write, in this process or another, marks the models it
// wrote as changed), and is used while none of them changed since, for `maxAgeMs` at most (for
// changes made beside the API). At most `maxEntries`, the oldest dropped first; expired ones are
// swept a moment later, so that an idle process does not hold them.
import type { DerivedCache } from './derived-cache.js';

interface Entry<T> {
  readonly value: T;
  readonly models: readonly string[];
  readonly since: number;
  /** Date.now() past which the entry is not used. */
  readonly until: number;
}

export class KeptValues<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private sweep: NodeJS.Timeout | null = null;

  constructor(private readonly cache: DerivedCache, private readonly maxEntries: number, private readonly maxAgeMs: number) {}

  /** The moment to read and keep at now (for `set`); null when nothing may be kept. */
  now(): number | null {
    return this.cache.now();
  }

  /**
   * The value kept under `key`, if it is still current at `time` (Date.now()). Ask `now()` first.
   * `lastChange`: the cache's lastChange of the entry's models, when the caller knows them (a batch
   * of one form looks it up once).
   */
  get(key: string, time: number, lastChange?: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > time && (lastChange ?? this.cache.lastChange(entry.models)) <= entry.since) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps `value`, read at the moment `since` from the rows of `models`, unless one of them changed since. */
  set(key: string, since: number, models: readonly string[], time: number, value: T): void {
    if (!this.cache.unchangedSince(models, since)) return;
    // Re-inserted, so that the oldest entries come first for eviction.
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, models, since, until: time + this.maxAgeMs });
    this.sweepLater();
  }

  /** The value under `key`, kept or read with `load` (and kept unless undefined). */
  async find(key: string, models: readonly string[], load: () => Promise<T | undefined>): Promise<T | undefined> {
    const since = this.now();
    const time = Date.now();
    const kept = since === null ? undefined : this.get(key, time);
    if (kept !== undefined) return kept;
    const value = await load();
    if (value !== undefined && since !== null) this.set(key, since, models, time, value);
    return value;
  }

  private sweepLater(): void {
    if (this.sweep) return;
    this.sweep = setTimeout(() => {
      this.sweep = null;
      const now = Date.now();
      for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
      if (this.entries.size) this.sweepLater();
    }, 2 * this.maxAgeMs);
    this.sweep.unref();
  }
}
