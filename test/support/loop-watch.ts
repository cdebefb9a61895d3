// The event loop's delay, measured in the process that serves (the tests' servers run in the test
// process): a timer ticks every TICK_MS, and each gap between two ticks held the loop for its
// wall-clock length less the time the main thread spent waiting for a core (Linux's run delay,
// /proc/thread-self/schedstat): the other processes sharing the machine's two cores, which delay
// the timer without this thread wanting to run, do not count; time this thread spends computing or
// blocked in a system call does, whatever other threads (the JSON parsing thread) do meanwhile.
// From the gaps, the delay a request arriving at a random moment would have met: it waits out the
// rest of the gap it arrives in, so the time during which it would wait more than x is the sum over
// gaps of (gap - x). `p99` is the delay exceeded 1 % of the time: a histogram weighted by time, in
// which one long stall counts for all the requests it holds (a sample per tick would count it once).
import { openSync, readSync } from 'node:fs';
import { request as httpRequest } from 'node:http';

const TICK_MS = 2;

export interface LoopFigures {
  /** How long the watch ran (ms). */
  readonly ms: number;
  /** The longest the loop was held (ms). */
  readonly maxHeld: number;
  /** The delay a request arriving at a random moment met, exceeded 1 % of the time (ms). */
  readonly p99: number;
}

export class LoopWatch {
  private readonly gaps: number[] = [];
  private readonly started = performance.now();
  private lastWall = performance.now();
  private lastWaiting = waitingMs();
  private readonly ticker = setInterval(() => {
    const [wall, waiting] = [performance.now(), waitingMs()];
    this.gaps.push(Math.max(0, wall - this.lastWall - (waiting - this.lastWaiting)));
    [this.lastWall, this.lastWaiting] = [wall, waiting];
  }, TICK_MS);

  stop(): LoopFigures {
    clearInterval(this.ticker);
    const ms = performance.now() - this.started;
    return { ms, maxHeld: Math.max(0, ...this.gaps), p99: delayExceeded(this.gaps, ms, 0.01) };
  }
}

/** This (the main) thread's schedstat, opened once and read again at offset 0 on every tick. */
const SCHEDSTAT = openSync('/proc/thread-self/schedstat', 'r');
const buffer = Buffer.alloc(128);

/** How long this thread has waited for a core since it started (ms): schedstat's second number, in ns. */
function waitingMs(): number {
  const length = readSync(SCHEDSTAT, buffer, 0, buffer.length, 0);
  return Number(buffer.toString('latin1', 0, length).split(' ')[1]) / 1e6;
}

/** The smallest delay x that a request arriving at a random moment in `total` ms meets with probability at most `share`. */
export function delayExceeded(gaps: readonly number[], total: number, share: number): number {
  const waitingMoreThan = (x: number) => gaps.reduce((sum, gap) => sum + Math.max(0, gap - x), 0);
  let [low, high] = [0, Math.max(0, ...gaps)];
  while (high - low > 0.5) {
    const middle = (low + high) / 2;
    if (waitingMoreThan(middle) / total > share) low = middle;
    else high = middle;
  }
  return high;
}

/**
 * Cheap requests sent every `everyMs` whatever the server is doing (not one after another, which
 * would hide a stall behind one slow answer), each timed from the moment it was due: their
 * latencies, for the figures.
 */
export function cheapRequests(send: () => Promise<unknown>, everyMs = 20): { stop(): Promise<{ p50: number; p99: number; max: number; count: number }> } {
  const started = performance.now();
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  let due = 0;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    const at = started + due * everyMs;
    due += 1;
    pending.push(send().then(() => void latencies.push(performance.now() - at), () => void latencies.push(Infinity)));
    setTimeout(tick, Math.max(0, started + due * everyMs - performance.now()));
  };
  tick();
  return {
    async stop() {
      stopped = true;
      await Promise.all(pending);
      const sorted = [...latencies].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      return { p50: at(0.5), p99: at(0.99), max: at(1), count: sorted.length };
    },
  };
}

/**
 * One request over node:http whose body is written as it is (fetch copies a body of bytes first:
 * 60 MB took 180 ms of the measuring thread), its answer read without decoding: the status, the
 * answer's size and its first bytes.
 */
export function rawRequest(base: string, token: string, method: string, path: string, body?: Buffer): Promise<{ status: number; bytes: number; head: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, {
      method,
      headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json', ...(body ? { 'Content-Length': body.length } : {}) },
    }, (response) => {
      let bytes = 0;
      let head = '';
      response.on('data', (chunk: Buffer) => {
        if (head.length < 1000) head += chunk.subarray(0, 1000).toString();
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, head }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
