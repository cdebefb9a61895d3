// Values kept between requests for a short while (nested objects, tokens): each entry belongs to
// the derived cache's generation it was read in (runtime/db/derived-cache.ts: every API write,
// and another process's, moves it) and is used for `maxAgeMs` at most, for changes made beside
// the API. At most `maxEntries`, the oldest dropped first; expired ones are swept a moment later,
// so that an idle process does not hold them.
import type { DerivedCache } from './derived-cache.js';

interface Entry<T> {
  readonly value: T;
  readonly generation: number;
  /** Date.now() past which the entry is not used. */
  readonly until: number;
}

export class KeptValues<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private generation = -1;
  private sweep: NodeJS.Timeout | null = null;

  constructor(private readonly cache: DerivedCache, private readonly maxEntries: number, private readonly maxAgeMs: number) {}

  /** The generation to read and keep under now; null when nothing may be kept. */
  current(): number | null {
    const generation = this.cache.currentGeneration();
    // Generations only grow: a newer one makes every entry stale (a read begun earlier keeps its own).
    if (generation !== null && generation > this.generation) {
      this.entries.clear();
      this.generation = generation;
    }
    return generation;
  }

  get(key: string, generation: number, now: number): T | undefined {
    const entry = this.entries.get(key);
    return entry && entry.generation === generation && entry.until > now ? entry.value : undefined;
  }

  /** Keeps `value` if `generation` is still the newest seen. */
  set(key: string, generation: number, now: number, value: T): void {
    if (generation !== this.generation) return;
    // Re-inserted, so that the oldest entries come first for eviction.
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, generation, until: now + this.maxAgeMs });
    this.sweepLater();
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
