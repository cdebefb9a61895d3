// The checkpoint thread (checkpoints.ts): a connection per database file, a PASSIVE checkpoint of
// each every CHECK_EVERY_MS.
import Database from 'better-sqlite3';
import { parentPort } from 'node:worker_threads';
import { CHECK_EVERY_MS, type CheckpointReply, type CheckpointRequest } from './checkpoints.js';

/** Per file: its connection and how many handles asked for it (a process may open a file twice). */
const files = new Map<string, { connection: Database.Database; users: number }>();

setInterval(() => {
  for (const { connection } of files.values()) {
    try {
      connection.pragma('wal_checkpoint(PASSIVE)');
    } catch {
      // Busy (another process's checkpoint) or the file went away: the next round tries again.
    }
  }
}, CHECK_EVERY_MS);

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
    files.set(file, { connection, users: 1 });
    reply();
  } catch (error) {
    reply((error as Error).message);
  }
});
