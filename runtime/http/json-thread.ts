// The event loop's side of the JSON parsing thread (json-worker.ts): a large request body is sent
// there chunk by chunk as it is read, parsed and checked there, and its value taken back in parts
// (json-parts.ts), one at a time, each asked for once the previous one is in: the loop never
// holds the whole text, never parses it, never receives the whole value in one go. One thread
// per process, started at the first large body, shared by every app the process serves; bodies
// are parsed in turn.
import type { Worker } from 'node:worker_threads';
import { startThread } from '../lib/threads.js';
import { Joiner, type Part } from './json-parts.js';
import type { Refusal } from './json-parse.js';

export type ThreadRequest =
  | { readonly kind: 'chunk'; readonly job: number; readonly bytes: Uint8Array }
  | { readonly kind: 'parse' | 'next' | 'drop'; readonly job: number };
export type ThreadReply = { readonly job: number; readonly refusal: Refusal } | { readonly job: number; readonly part: Part };

interface Waiter {
  resolve(reply: ThreadReply): void;
  reject(error: Error): void;
}

let thread: Worker | null = null;
const waiting = new Map<number, Waiter>();
let jobs = 0;
/** Bodies begun and not yet parsed or dropped: while there are any, the thread keeps the process alive. */
let open = 0;
const opened = () => {
  if ((open += 1) === 1) thread?.ref();
};
const closed = () => {
  if ((open -= 1) === 0) thread?.unref();
};

function running(): Worker {
  if (thread) return thread;
  const started = startThread(new URL('./json-worker.js', import.meta.url));
  started.on('message', (reply: ThreadReply) => {
    const waiter = waiting.get(reply.job);
    waiting.delete(reply.job);
    waiter?.resolve(reply);
  });
  // A thread that fails (out of memory on a huge body) fails the bodies it held; the next starts another.
  const lost = (error: Error) => {
    if (thread === started) thread = null;
    for (const waiter of waiting.values()) waiter.reject(error);
    waiting.clear();
  };
  started.on('error', lost);
  started.on('exit', (code) => lost(new Error(`the JSON parsing thread exited (${code})`)));
  // An idle thread does not keep the process alive.
  if (open === 0) started.unref();
  thread = started;
  return started;
}

/** One body parsed in the thread: write() its chunks as they come, then result(). */
export class ThreadParse {
  private readonly job = (jobs += 1);
  private readonly thread = running();
  private done = false;

  constructor() {
    opened();
  }

  write(chunk: Buffer): void {
    // The chunk's bytes in a buffer of their own, moved to the thread rather than copied again.
    const bytes = new Uint8Array(chunk);
    this.thread.postMessage({ kind: 'chunk', job: this.job, bytes } satisfies ThreadRequest, [bytes.buffer]);
  }

  /** The body will not be parsed (too large, aborted): the thread forgets it. */
  drop(): void {
    this.thread.postMessage({ kind: 'drop', job: this.job } satisfies ThreadRequest);
    this.finish();
  }

  async result(): Promise<{ readonly value: unknown } | Refusal> {
    try {
      const joiner = new Joiner();
      for (let reply = await this.ask('parse'); ; reply = await this.ask('next')) {
        if ('refusal' in reply) return reply.refusal;
        joiner.add(reply.part);
        if (reply.part.last) return { value: joiner.value };
      }
    } finally {
      this.finish();
    }
  }

  private finish(): void {
    if (this.done) return;
    this.done = true;
    closed();
  }

  private ask(kind: 'parse' | 'next'): Promise<ThreadReply> {
    return new Promise((resolve, reject) => {
      waiting.set(this.job, { resolve, reject });
      this.thread.postMessage({ kind, job: this.job } satisfies ThreadRequest);
    });
  }
}
