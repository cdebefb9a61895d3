// NetBox's SystemHousekeepingJob (core/jobs.py), for what exists here: expired browser sessions,
// change records older than CHANGELOG_RETENTION days, finished jobs older than JOB_RETENTION days
// (0: kept for ever, as NetBox). Run daily by the worker as the system job "System Housekeeping"
// (system-jobs.ts) and on demand by `make housekeeping`. NetBox's census report and release check
// have no counterpart here.
//
// Rows go in batches, oldest first: each batch is one short statement of its own (no transaction
// around the whole), and the event loop gets a turn between batches, so pruning a million change
// records never holds SQLite's write lock or the loop for longer than one batch.
import type { Knex } from 'knex';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { whereIdIn } from '../db/query.js';
import { isoDatetime, type Row } from '../db/values.js';
import type { ModelIndex } from '../registry.js';
import type { LogEntry, SystemJob } from './system-jobs.js';

/** Rows per DELETE: about what a bulk write of 1,000 objects holds the write lock for. */
export const HOUSEKEEPING_BATCH = 1000;

const DAY_MS = 24 * 3600_000;


export interface HousekeepingOptions {
  readonly db: Database;
  readonly index: ModelIndex;
  readonly config: Pick<Config, 'CHANGELOG_RETENTION' | 'JOB_RETENTION'>;
  /** Each log entry as it is made (the job keeps them all in its log_entries). */
  readonly log?: (entry: LogEntry) => void;
  readonly batch?: number;
  /** The moment cutoffs count back from (default: now). */
  readonly now?: Date;
}

/** What one run removed, per step. */
export type Pruned = Record<StepName, number>;

type StepName = 'sessions' | 'changes' | 'jobs';

/** One kind of row housekeeping removes: those whose `column` is before the cutoff. */
interface Step {
  readonly name: StepName;
  readonly model: string;
  readonly column: string;
  /** NetBox's messages: before, when skipped, after (with the count). */
  readonly start: string;
  readonly done: (count: number) => string;
  /** Days kept, from the settings; null: not a retention (the rows carry their own expiry). 0 skips the step. */
  readonly retention: ((config: HousekeepingOptions['config']) => number) | null;
  /** Only these rows are candidates (jobs: finished ones). */
  readonly narrow?: (query: Knex.QueryBuilder) => Knex.QueryBuilder;
}

/**
 * A job still pending, scheduled or running is never removed: a worker may hold it (NetBox removes
 * every job created before the cutoff, whatever its status).
 */
const FINISHED_JOB_STATUSES = ['completed', 'errored', 'failed'];

const STEPS: readonly Step[] = [
  {
    name: 'sessions', model: 'users.session', column: 'expires', retention: null,
    start: 'Clearing expired sessions...', done: (n) => `Sessions cleared (${n}).`,
  },
  {
    name: 'changes', model: 'core.objectchange', column: 'time', retention: (config) => config.CHANGELOG_RETENTION,
    start: 'Pruning old changelog entries...', done: (n) => `Deleted ${n} expired changelog records`,
  },
  {
    name: 'jobs', model: 'core.job', column: 'created', retention: (config) => config.JOB_RETENTION,
    start: 'Deleting expired jobs...', done: (n) => `Deleted ${n} expired jobs`,
    narrow: (query) => query.whereIn('status', FINISHED_JOB_STATUSES),
  },
];

/** Runs every step; returns how many rows each removed. */
export async function housekeeping(options: HousekeepingOptions): Promise<Pruned> {
  const at = options.now ?? new Date();
  const log = (level: LogEntry['level'], message: string) => options.log?.({ level, message, timestamp: isoDatetime(new Date()) });
  const pruned: Pruned = { sessions: 0, changes: 0, jobs: 0 };
  for (const step of STEPS) {
    log('info', step.start);
    const days = step.retention?.(options.config) ?? null;
    if (days === 0) {
      log('info', 'No retention period specified; skipping.');
      continue;
    }
    const cutoff = isoDatetime(new Date(at.getTime() - (days ?? 0) * DAY_MS));
    if (days !== null) log('debug', `Retention period: ${days} days (${cutoff})`);
    pruned[step.name] = await deleteBefore(options, step, cutoff);
    log('info', step.done(pruned[step.name]));
  }
  return pruned;
}

/** Deletes the step's rows before `cutoff`, oldest first, `batch` rows a statement; returns how many. */
async function deleteBefore(options: HousekeepingOptions, step: Step, cutoff: string): Promise<number> {
  const { db, index } = options;
  const batch = options.batch ?? HOUSEKEEPING_BATCH;
  const table = index.model(step.model).table;
  let total = 0;
  for (;;) {
    // The oldest first, from the column's index: each batch starts where the last one's rows were.
    const candidates = db.knex(table).select('id').where(step.column, '<', cutoff).orderBy(step.column).orderBy('id').limit(batch);
    const ids = ((await (step.narrow?.(candidates) ?? candidates)) as Row[]).map((row) => Number(row.id));
    if (!ids.length) return total;
    total += await whereIdIn(db.knex(table), 'id', ids, db.dialect).delete();
    if (ids.length < batch) return total;
    // Requests (and, on SQLite, other writers) go between two batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** NetBox's SystemHousekeepingJob: daily, as the worker's system job. */
export function housekeepingJob(options: Omit<HousekeepingOptions, 'log' | 'now'>): SystemJob {
  return {
    name: 'System Housekeeping',
    interval: 1440,
    run: async (log) => void (await housekeeping({ ...options, log })),
  };
}
