// Reads for traces that run side by side (a retrace of every cable of a bulk write, a migration's
// fill of every cable already there). A trace awaits its reads one hop at a time; the reads that
// all the traces ask in one turn of the event loop go to the database as one statement per kind,
// so N traces of H hops cost about H statements of each kind, not N × H. Answers are kept for the
// whole tracing phase, which reads only: a retrace deletes the old paths before and writes the
// new ones after it.

/** Loads values by key, a turn's keys at once; each key is fetched at most once. */
export class Loader<K, V> {
  private readonly known = new Map<string, Promise<V | undefined>>();
  private pending: { key: K; id: string; resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[] = [];

  constructor(private readonly idOf: (key: K) => string, private readonly fetch: (keys: readonly K[]) => Promise<ReadonlyMap<string, V>>) {}

  load(key: K): Promise<V | undefined> {
    const id = this.idOf(key);
    let found = this.known.get(id);
    if (!found) {
      found = new Promise<V | undefined>((resolve, reject) => {
        // The first key of a turn schedules the fetch after every trace has asked its own.
        if (!this.pending.length) setImmediate(() => void this.flush());
        this.pending.push({ key, id, resolve, reject });
      });
      this.known.set(id, found);
    }
    return found;
  }

  loadMany(keys: readonly K[]): Promise<(V | undefined)[]> {
    return Promise.all(keys.map((key) => this.load(key)));
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    try {
      const found = await this.fetch(batch.map((entry) => entry.key));
      for (const entry of batch) entry.resolve(found.get(entry.id));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }
}
