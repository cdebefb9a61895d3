// Memory given back when the server falls quiet. Under load V8 grows its heap and keeps it: a
// server that built a million IP addresses through its API held a 70 to 100 MB heap with 20 MB of
// it live, long after the last request (its memory reducer rarely runs in a process without a
// browser's idle notifications). One full collection when the server has had no request for a
// while returns it: measured, heap 157 → 21 MB and resident memory 211 → 70 MB for a process
// holding that much garbage, in 77 ms that no request waits for, since none is being served.
//
// SQLite's connections give back their page caches at the same moment (up to the reader's 16 MiB:
// a server of 100,000 devices idled at 138 MB instead of 159 with that), and then the C library
// its free pages (lib/malloc-trim.ts: what the caches and the collected array buffers freed stays
// resident otherwise; a million-address server after bulk writes idled at 109 MB instead of 152).
//
// A request only stamps the time (no timer is reset per request); one unreferenced interval looks
// at the stamp, so a quiet process pays a check every few seconds and a busy one nothing more.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { trimMalloc } from './malloc-trim.js';

/** V8's full collection: the process's `gc` when started with --expose-gc, else exposed now. */
function fullCollection(): () => void {
  const existing = (globalThis as { gc?: () => void }).gc;
  if (existing) return existing;
  // Exposing it in a context of its own leaves the process's global object as it was.
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

export class IdleRelease {
  private lastRequest = 0;
  /** A request came after the last release: the next quiet period releases again. */
  private busy = false;
  private readonly timer: NodeJS.Timeout | null;
  private readonly collect = fullCollection();
  /** How many releases ran (for tests and the status page). */
  releases = 0;

  /**
   * `quietSeconds` without a request before a release; 0 turns releasing off. `alsoRelease` runs
   * at each release too (the database's caches); its failure is ignored (the next quiet spell
   * tries again).
   */
  constructor(private readonly quietSeconds: number, private readonly alsoRelease: () => Promise<void> = async () => undefined) {
    this.timer = quietSeconds > 0 ? setInterval(() => this.check(), Math.max(250, (quietSeconds * 1000) / 4)) : null;
    this.timer?.unref();
  }

  /** A request arrived. */
  touch(): void {
    this.lastRequest = performance.now();
    this.busy = true;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private check(): void {
    if (!this.busy || performance.now() - this.lastRequest < this.quietSeconds * 1000) return;
    this.busy = false;
    this.releases += 1;
    void this.alsoRelease()
      .catch(() => undefined)
      .then(() => {
        this.collect();
        trimMalloc();
      });
  }
}
