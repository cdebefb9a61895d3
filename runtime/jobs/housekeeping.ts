// NetBox's SystemHousekeepingJob (core/jobs.py), for what exists here: expired browser sessions,
// change records older than CHANGELOG_RETENTION days (with CHANGELOG_RETAIN_CREATE_LAST_UPDATE,
// each live object's create record and latest update stay), finished jobs older than JOB_RETENTION
// days (0: kept for ever, as NetBox). Run daily by the worker as the system job "System Housekeeping"
// (system-jobs.ts) and on demand by `make housekeeping`. NetBox's census report and release check
// have no counterpart here.
//
// Rows go in batches, oldest first: each batch is one short statement of its own (no transaction
// around the whole), and the event loop gets a turn between batches, so pruning a million change
// records never holds SQLite's write lock or the loop for longer than one batch.
import type { Knex } from 'knex';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { idListSql, rawRows, whereIdIn } from '../db/query.js';
import { isoDatetime, type Row } from '../db/values.js';
import type { ModelIndex } from '../registry.js';
import type { LogEntry, SystemJob } from './system-jobs.js';

/**
 * Rows per DELETE. `make bench-housekeeping` (SQLite, 100,000 change records, a loaded machine):
 * 200 a batch held the event loop p99 45 ms (max 65), 1,000 a batch p99 98 ms (max 100), for
 * 12,900 against 20,400 rows/s: a million rows in under two minutes either way.
 */
export const HOUSEKEEPING_BATCH = 200;

const DAY_MS = 24 * 3600_000;


export interface HousekeepingOptions {
  readonly db: Database;
  readonly index: ModelIndex;
  readonly config: Pick<Config, 'CHANGELOG_RETENTION' | 'CHANGELOG_RETAIN_CREATE_LAST_UPDATE' | 'JOB_RETENTION'>;
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
  /** Of a batch of candidates, those to keep all the same (null: none, the setting is off). */
  readonly kept?: (options: HousekeepingOptions, table: string, ids: readonly number[]) => Promise<Set<number>> | null;
}

/**
 * NetBox's CHANGELOG_RETAIN_CREATE_LAST_UPDATE: of expired change records, an object's create
 * record and its latest update (by time, then id) stay, unless the object has a delete record.
 * One statement a batch, through the (changed_object_type, changed_object_id) index.
 */
function createAndLastUpdate(options: HousekeepingOptions, table: string, ids: readonly number[]): Promise<Set<number>> | null {
  if (!options.config.CHANGELOG_RETAIN_CREATE_LAST_UPDATE) return null;
  const { db } = options;
  const list = idListSql(ids, db.dialect);
  const same = (alias: string) => `${alias}.changed_object_type = c.changed_object_type AND ${alias}.changed_object_id = c.changed_object_id`;
  const sql = `SELECT c.id FROM ?? c WHERE c.id IN ${list.sql} AND c.action IN ('create', 'update')
    AND NOT EXISTS (SELECT 1 FROM ?? d WHERE ${same('d')} AND d.action = 'delete')
    AND (c.action = 'create' OR NOT EXISTS (SELECT 1 FROM ?? l WHERE ${same('l')} AND l.action = 'update' AND (l.time > c.time OR (l.time = c.time AND l.id > c.id))))`;
  return db.knex.raw(sql, [table, ...list.bindings, table, table]).then((result) => new Set(rawRows(result).map((row) => Number(row.id))));
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
    start: 'Pruning old changelog entries...', done: (n) => `Deleted ${n} expired changelog records`, kept: createAndLastUpdate,
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

/**
 * Deletes the step's rows before `cutoff`, oldest first, at most `batch` rows a statement; returns
 * how many. Batches follow the column's index from where the last one ended (a cursor on the column
 * and the id), so rows kept on purpose are passed over, not read again.
 */
async function deleteBefore(options: HousekeepingOptions, step: Step, cutoff: string): Promise<number> {
  const { db, index } = options;
  const batch = options.batch ?? HOUSEKEEPING_BATCH;
  const table = index.model(step.model).table;
  const column = step.column;
  let total = 0;
  let after: Row | null = null;
  for (;;) {
    const candidates = db.knex(table).select('id', column).where(column, '<', cutoff).orderBy(column).orderBy('id').limit(batch);
    if (after) {
      const last = after;
      candidates.where(column, '>=', last[column] as string).where((past) => past.where(column, '>', last[column] as string).orWhere('id', '>', Number(last.id)));
    }
    const rows = (await (step.narrow?.(candidates) ?? candidates)) as Row[];
    if (!rows.length) return total;
    after = rows[rows.length - 1]!;
    const kept = (await step.kept?.(options, table, rows.map((row) => Number(row.id)))) ?? new Set<number>();
    const ids = rows.map((row) => Number(row.id)).filter((id) => !kept.has(id));
    if (ids.length) total += await whereIdIn(db.knex(table), 'id', ids, db.dialect).delete();
    if (rows.length < batch) return total;
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
