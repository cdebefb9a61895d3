// NetBox's system jobs (netbox.jobs.system_job): jobs no user asked for, which the workers keep
// scheduled at an interval, as core_job rows like any other (so /api/core/jobs/ lists them, with
// their log). A worker schedules each one when it starts, if none is waiting (NetBox's
// enqueue_once at rqworker start); after each run the next is scheduled one interval later (NetBox's
// JobRunner.handle). Both take one lock (PostgreSQL: NetBox's 'job-schedules' advisory lock; SQLite:
// the write lock every transaction takes), so workers starting together schedule one job, not several.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.js';
import { isoDatetime, now } from '../db/values.js';
import type { ModelIndex } from '../registry.js';

const JOB_MODEL = 'core.job';

/** NetBox's ADVISORY_LOCK_KEYS['job-schedules']. */
const SCHEDULES_LOCK = 110100;

/** A job that has not ended: a schedule with one of these needs no other. */
const WAITING = ['pending', 'scheduled', 'running'];

/** NetBox's job log entry (core.dataclasses.JobLogEntry). */
export interface LogEntry {
  readonly level: 'debug' | 'info' | 'warning' | 'error';
  readonly message: string;
  readonly timestamp: string;
}

export interface SystemJob {
  /** The job's name in core_job (NetBox's Meta.name): "System Housekeeping". */
  readonly name: string;
  /** Minutes between runs (NetBox's JobIntervalChoices: 1440 daily). */
  readonly interval: number;
  /** Does the work; what it says goes to the job's log_entries. A throw makes the job errored. */
  run(log: (entry: LogEntry) => void): Promise<void>;
}

/** What a system job's row holds in `request` (never shown): its name, so any worker can run it. */
function requestOf(job: SystemJob): string {
  return JSON.stringify({ system: job.name });
}

/** The system job a stored request names, or null (a background write's request). */
export function systemJobOf(request: string, jobs: readonly SystemJob[]): SystemJob | null {
  if (!request.startsWith('{"system":')) return null;
  const name = (JSON.parse(request) as { system?: unknown }).system;
  return jobs.find((job) => job.name === name) ?? null;
}

/**
 * Schedules `job` at `when` unless one of its runs is already waiting (other than `finished`, the
 * run that has just ended). Returns whether it scheduled one.
 */
export async function scheduleOnce(db: Database, index: ModelIndex, job: SystemJob, when: Date, finished: number | null = null): Promise<boolean> {
  const table = index.model(JOB_MODEL).table;
  return db.knex.transaction(async (trx) => {
    if (db.dialect === 'postgres') await trx.raw('SELECT pg_advisory_xact_lock(?)', [SCHEDULES_LOCK]);
    const waiting = trx(table).first('id').where('name', job.name).whereIn('status', WAITING);
    if (finished !== null) waiting.whereNot('id', finished);
    if (await waiting) return false;
    await trx(table).insert({
      name: job.name, created: now(), scheduled: isoDatetime(when), interval: job.interval, status: 'scheduled', job_id: randomUUID(),
      user_id: null, queue_name: 'default', notifications: 'always', log_entries: '[]', error: '', data: null, request: requestOf(job), claimed_by: '',
    });
    return true;
  });
}

/**
 * When the run after one that was due at `scheduled` (or started at `started`) is due: an
 * interval later, and at least a minute from now (NetBox's JobRunner.handle).
 */
export function nextRun(interval: number, scheduled: Date | null, started: Date, at = new Date()): Date {
  const next = (scheduled ?? started).getTime() + interval * 60_000;
  return new Date(Math.max(next, at.getTime() + 60_000));
}
