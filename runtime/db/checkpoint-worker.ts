// The checkpoint thread (checkpoints.ts): a connection per database file, a PASSIVE checkpoint of
// each every CHECK_EVERY_MS, and the planner statistics kept fresh (statistics.ts) every
// STATISTICS_EVERY_MS, with a message to the main thread when they changed.
import Database from 'better-sqlite3';
import { parentPort } from 'node:worker_threads';
import { CHECK_EVERY_MS, type CheckpointReply, type CheckpointRequest, type StatisticsChanged } from './checkpoints.js';
import { CHECK_EVERY_MS as STATISTICS_EVERY_MS, refreshStatistics } from './statistics.js';

/** Per file: its connection and how many handles asked for it (a process may open a file twice). */
const files = new Map<string, { connection: Database.Database; users: number; statistics: string | null }>();

setInterval(() => {
  for (const { connection } of files.values()) {
    try {
      connection.pragma('wal_checkpoint(PASSIVE)');
    } catch {
      // Busy (another process's checkpoint) or the file went away: the next round tries again.
    }
  }
}, CHECK_EVERY_MS);

setInterval(() => {
  for (const [file, entry] of files) {
    try {
      const seen = refreshStatistics(entry.connection);
      // The first round only learns what there is; the connections loaded that when they opened.
      if (entry.statistics !== null && seen !== entry.statistics) parentPort!.postMessage({ kind: 'statistics', file } satisfies StatisticsChanged);
      entry.statistics = seen;
    } catch {
      // The file went away or is busy: the next round tries again.
    }
  }
}, STATISTICS_EVERY_MS);

parentPort!.on('message', ({ kind, file, id }: CheckpointRequest) => {
  const reply = (error?: string) => parentPort!.postMessage({ id, ...(error ? { error } : {}) } satisfies CheckpointReply);
  const known = files.get(file);
  if (kind === 'remove') {
    if (known && (known.users -= 1) === 0) {
      files.delete(file);
      known.connection.close();
    }
    return reply();
  }
  if (known) {
    known.users += 1;
    return reply();
  }
  try {
    const connection = new Database(file, { fileMustExist: true });
    // A checkpoint waits a moment at most for the locks it needs; the next round comes soon.
    connection.pragma('busy_timeout = 20');
    files.set(file, { connection, users: 1, statistics: null });
    reply();
  } catch (error) {
    reply((error as Error).message);
  }
});
