// SQLite copies its write-ahead log back into the database file in a checkpoint. By default the
// connection that commits runs one, synchronously, whenever the log has passed 1,000 pages; with
// better-sqlite3 that is on the event loop, after the commit of a large write (60 MB of text: well
// over a second on a loaded 2-core machine, every other request waiting). So the writer connection
// turns the automatic checkpoint off (database.ts) and one thread per process, with a connection
// of its own to each database file, runs PASSIVE checkpoints every CHECK_EVERY_MS: they wait for no
// reader and no writer, and leave for the next round what a reader still needs.
import type { Worker } from 'node:worker_threads';
import { startThread } from '../lib/threads.js';

export type CheckpointRequest = { readonly kind: 'add' | 'remove'; readonly file: string; readonly id: number };
export type CheckpointReply = { readonly id: number; readonly error?: string };
/** Sent by the thread when a file's planner statistics changed (statistics.ts). */
export type StatisticsChanged = { readonly kind: 'statistics'; readonly file: string };

/** Per file: what to tell when its statistics change. */
const statisticsListeners = new Map<string, Set<() => void>>();

/** How often each file's log is checkpointed. */
export const CHECK_EVERY_MS = 250;

/**
 * A log this long (pages: 64 MiB of 4 KiB pages) is copied whole and truncated, writers waiting
 * (checkpoint-worker.ts); the writer connection also truncates the file to this size whenever it
 * rewinds the log (journal_size_limit, sqlite-setup.ts).
 */
export const TRUNCATE_AT_PAGES = 16_384;
export const WAL_SIZE_LIMIT_BYTES = TRUNCATE_AT_PAGES * 4096;

let thread: Worker | null = null;
const waiting = new Map<number, (reply: CheckpointReply) => void>();
let requests = 0;

function running(): Worker {
  if (thread) return thread;
  const started = startThread(new URL('./checkpoint-worker.js', import.meta.url));
  started.on('message', (reply: CheckpointReply | StatisticsChanged) => {
    if ('kind' in reply) {
      for (const listener of statisticsListeners.get(reply.file) ?? []) listener();
      return;
    }
    waiting.get(reply.id)?.(reply);
    waiting.delete(reply.id);
  });
  const lost = () => {
    if (thread === started) thread = null;
    for (const resolve of waiting.values()) resolve({ id: -1, error: 'the checkpoint thread stopped' });
    waiting.clear();
  };
  started.on('error', lost);
  started.on('exit', lost);
  started.unref();
  thread = started;
  return started;
}

/** Sends a request; the thread keeps the process alive until it answers (an idle one does not). */
function ask(kind: CheckpointRequest['kind'], file: string): Promise<CheckpointReply> {
  const id = (requests += 1);
  const worker = running();
  worker.ref();
  return new Promise<CheckpointReply>((resolve) => {
    waiting.set(id, resolve);
    worker.postMessage({ kind, file, id } satisfies CheckpointRequest);
  }).finally(() => {
    if (!waiting.size) worker.unref();
  });
}

/**
 * Checkpoints `file` from now on (its writer connection having turned the automatic ones off) and
 * keeps its planner statistics fresh, calling `statisticsChanged` when they change.
 */
export function checkpointFile(file: string, statisticsChanged: () => void = () => undefined): { stop(): Promise<void> } {
  const added = ask('add', file);
  const listeners = statisticsListeners.get(file) ?? new Set();
  statisticsListeners.set(file, listeners.add(statisticsChanged));
  return {
    async stop() {
      listeners.delete(statisticsChanged);
      if (!listeners.size) statisticsListeners.delete(file);
      await added;
      await ask('remove', file);
    },
  };
}
