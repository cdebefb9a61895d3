// The checkpoint thread (checkpoints.ts): a connection per database file, a PASSIVE checkpoint of
// each every CHECK_EVERY_MS, and the planner statistics kept fresh (statistics.ts) every
// STATISTICS_EVERY_MS, with a message to the main thread when they changed.
//
// A PASSIVE checkpoint never waits, so under steady writes it may never catch up: the log is only
// rewound when a write begins with all of it copied, and a bench loading 500,000 IP addresses in
// back-to-back bulk creates grew it to 9 GB (every read then looks through its index). Once the
// log holds TRUNCATE_AT_PAGES, the thread copies all of it and truncates it (TRUNCATE), waiting up
// to TRUNCATE_WAIT_MS for the write lock: writers wait for that copy (in their own timers, never
// blocking the event loop), and the log stays within about that size.
import Database from 'better-sqlite3';
import { parentPort } from 'node:worker_threads';
import { CHECK_EVERY_MS, TRUNCATE_AT_PAGES, type CheckpointReply, type CheckpointRequest, type StatisticsChanged } from './checkpoints.js';
import { CHECK_EVERY_MS as STATISTICS_EVERY_MS, refreshStatistics } from './statistics.js';

interface Watched {
  readonly connection: Database.Database;
  /** How many handles asked for the file (a process may open a file twice). */
  users: number;
  statistics: string | null;
  /** PRAGMA data_version: changes when another connection commits to the file. */
  readonly version: Database.Statement;
  readonly checkpoint: Database.Statement;
  /** The data version at the last checkpoint that copied the whole log, or null. */
  checkpointed: number | null;
  /** The data version at the last look at the statistics, or null: no commit since, no look. */
  statisticsSeenAt: number | null;
}

const files = new Map<string, Watched>();

/** How long the truncating checkpoint waits for the write lock before trying again next round. */
const TRUNCATE_WAIT_MS = 2_000;
/** How long the other checkpoints wait for a lock. */
const PASSIVE_WAIT_MS = 20;

/**
 * A PASSIVE checkpoint of each file, skipped when nothing was committed since the last one that
 * copied the whole log: a quiet file costs a prepared statement's step, not a checkpoint (four a
 * second per file, in every process).
 */
setInterval(() => {
  for (const entry of files.values()) {
    try {
      const version = entry.version.get() as number;
      if (version === entry.checkpointed) continue;
      const { busy, log, checkpointed } = entry.checkpoint.get() as CheckpointResult;
      // A checkpoint a reader or another process held back is tried again next round.
      entry.checkpointed = busy === 0 && checkpointed >= log ? version : null;
      if (log >= TRUNCATE_AT_PAGES) truncate(entry);
    } catch {
      // Busy (another process's checkpoint) or the file went away: the next round tries again.
      entry.checkpointed = null;
    }
  }
}, CHECK_EVERY_MS);

type CheckpointResult = { busy: number; log: number; checkpointed: number };

/** The whole log copied into the database and the file truncated, waiting a while for writers. */
function truncate(entry: Watched): void {
  entry.connection.pragma(`busy_timeout = ${TRUNCATE_WAIT_MS}`);
  try {
    const [result] = entry.connection.pragma('wal_checkpoint(TRUNCATE)') as CheckpointResult[];
    if (result?.busy === 0) entry.checkpointed = entry.version.get() as number;
  } finally {
    entry.connection.pragma(`busy_timeout = ${PASSIVE_WAIT_MS}`);
  }
}

setInterval(() => {
  for (const [file, entry] of files) {
    try {
      // A look reads every table's size: none when nothing was committed since the last (this
      // connection's own analyses do not count as another's commits).
      const version = entry.version.get() as number;
      if (version === entry.statisticsSeenAt) continue;
      entry.statisticsSeenAt = version;
      const seen = refreshStatistics(entry.connection);
      // The first round only learns what there is; the connections loaded that when they opened.
      if (entry.statistics !== null && seen !== entry.statistics) parentPort!.postMessage({ kind: 'statistics', file } satisfies StatisticsChanged);
      entry.statistics = seen;
    } catch {
      // The file went away or is busy: the next round tries again.
      entry.statisticsSeenAt = null;
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
    connection.pragma(`busy_timeout = ${PASSIVE_WAIT_MS}`);
    const version = connection.prepare('PRAGMA data_version').pluck();
    const checkpoint = connection.prepare('PRAGMA wal_checkpoint(PASSIVE)');
    files.set(file, { connection, users: 1, statistics: null, version, checkpoint, checkpointed: null, statisticsSeenAt: null });
    reply();
  } catch (error) {
    reply((error as Error).message);
  }
});
