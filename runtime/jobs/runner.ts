// Background jobs (core_job) as a worker runs them: pending jobs are claimed (running, started,
// claimed_by this worker; FOR UPDATE SKIP LOCKED on PostgreSQL) and run one by one; their outcome
// is recorded only while the job is still this worker's. A worker that stops beating mid-job
// leaves it `running`: any live worker queues it again. The job's write commits at most once: its
// transaction marks the job completed just before it commits (`fence`), and rolls back when the
// job was taken over meanwhile. The job's user is told of its end (NetBox's Job.terminate()).
// System jobs (system-jobs.ts: housekeeping) are rows of the same table: scheduled ones are
// claimed once due, run here instead of `run`, and followed by their next run.
import type { Database } from '../db/database.js';
import type { Queryable } from '../db/query.js';
import { now, type Row } from '../db/values.js';
import { liveWorkerNames } from '../events/heartbeat.js';
import { notify } from '../events/notifications.js';
import type { ModelIndex } from '../registry.js';
import { nextRun, scheduleOnce, systemJobOf, type LogEntry, type SystemJob } from './system-jobs.js';

const JOB_MODEL = 'core.job';

/** A pending job as the runner gets it: its id and what it is to do (JSON text). */
export interface StoredJob {
  readonly id: number;
  readonly request: string;
  /**
   * To be called in the job's write transaction just before it commits: marks the job completed
   * there, and throws (rolling the write back) when the job is no longer this worker's (it was
   * taken for orphaned and queued again). A job's write therefore commits at most once.
   */
  readonly fence: (q: Queryable) => Promise<void>;
}

/** The job's write lost its claim: another worker has it now. */
export class JobTakenOver extends Error {}

/** What running a job gave: the response it would have had, or a failure before it could run. */
export type JobOutcome = { readonly status: number; readonly body: unknown } | { readonly failed: string };

/** What runs a job (runtime/rest/background.ts for background bulk writes). */
export type RunJob = (job: StoredJob) => Promise<JobOutcome>;

export interface JobRunnerOptions {
  readonly db: Database;
  readonly index: ModelIndex;
  readonly run: RunJob;
  /** The worker's name in core_worker: jobs are claimed in it. */
  readonly worker: string;
  readonly batch: number;
  readonly log: (line: string) => void;
  /** The system jobs this runner keeps scheduled and runs (default: none). */
  readonly system?: readonly SystemJob[];
}

/** How a job ended, as core_job records it. */
interface Ending {
  readonly status: 'completed' | 'failed' | 'errored';
  readonly error: string;
  /** core_job.data: the response the request would have had (none when it could not run). */
  readonly data: string | null;
  /** core_job.log_entries (JSON text), when the run kept a log. */
  readonly log_entries?: string;
}

export class JobRunner {
  /** Whether this runner has scheduled its system jobs (once, at its first pass). */
  private scheduled = false;

  constructor(private readonly options: JobRunnerOptions) {}

  private get table(): string {
    return this.options.index.model(JOB_MODEL).table;
  }

  /** Claims pending jobs and runs them one by one; returns how many ran. */
  async runPending(): Promise<number> {
    await this.scheduleSystemJobs();
    await this.requeueOrphaned();
    const claimed = await this.claim();
    for (const row of claimed) await this.runOne(row);
    return claimed.length;
  }

  /** NetBox's enqueue_once at worker start: each system job due now, unless a run of it is waiting. */
  private async scheduleSystemJobs(): Promise<void> {
    if (this.scheduled) return;
    const { db, index } = this.options;
    for (const job of this.options.system ?? []) await scheduleOnce(db, index, job, new Date());
    this.scheduled = true;
  }

  /**
   * Queues again the running jobs of workers that stopped beating (killed mid-job): their write
   * either committed (and then the job is already `completed`, see `fence`) or rolled back.
   */
  private async requeueOrphaned(): Promise<void> {
    const { db, index, worker, log } = this.options;
    const live = new Set(await liveWorkerNames(db.knex, index));
    const running = (await db.knex(this.table).select('id', 'claimed_by').where('status', 'running')) as Row[];
    for (const job of running) {
      const owner = String(job.claimed_by ?? '');
      if (owner === worker || live.has(owner)) continue;
      const requeued = await db.knex(this.table).where({ id: Number(job.id), status: 'running', claimed_by: owner }).update({ status: 'pending', started: null, claimed_by: '' });
      if (requeued) log(`job ${Number(job.id)}: its worker ${owner || '(unknown)'} stopped; queued again`);
    }
  }

  /** Pending jobs and scheduled ones now due, oldest first, made running and this worker's in one transaction. */
  private claim(): Promise<Row[]> {
    const { db, worker, batch } = this.options;
    return db.knex.transaction(async (trx) => {
      const query = trx(this.table).select('id', 'request', 'name', 'user_id', 'notifications', 'interval', 'scheduled')
        .where((due) => due.where('status', 'pending').orWhere((scheduled) => scheduled.where('status', 'scheduled').where('scheduled', '<=', now())))
        .orderBy('id').limit(batch);
      if (db.dialect === 'postgres') query.forUpdate().skipLocked();
      const rows = (await query) as Row[];
      if (rows.length) await trx(this.table).whereIn('id', rows.map((r) => Number(r.id))).update({ status: 'running', started: now(), claimed_by: worker });
      return rows;
    });
  }

  /** In the job's write transaction: completes the job if it is still this worker's, else throws. */
  private async fence(q: Queryable, id: number): Promise<void> {
    const held = await q(this.table).where({ id, status: 'running', claimed_by: this.options.worker }).update({ status: 'completed', completed: now() });
    if (!held) throw new JobTakenOver(`job ${id} was taken over by another worker; this run is rolled back`);
  }

  private async runOne(row: Row): Promise<void> {
    const { db, worker, run, log } = this.options;
    const id = Number(row.id);
    const started = Date.now();
    const system = systemJobOf(String(row.request), this.options.system ?? []);
    let ending: Ending;
    try {
      ending = system ? await this.runSystem(id, system) : endingOf(await run({ id, request: String(row.request), fence: (q) => this.fence(q, id) }));
    } catch (failure) {
      // An unhandled error is "errored" (NetBox reserves "failed" for handled rejections).
      ending = { status: 'errored', error: (failure as Error).message, data: null };
    }
    // Only while the job is still this worker's (a job taken over is the new owner's to finish).
    const recorded = await db.knex(this.table).where({ id, claimed_by: worker }).whereIn('status', ['running', 'completed']).update({
      ...ending, completed: now(), execution_time: duration(Date.now() - started),
    });
    const { status, error } = ending;
    log(recorded ? `job ${id}: ${status}${error ? ` (${error})` : ''}` : `job ${id}: taken over by another worker; this run's outcome is dropped`);
    if (recorded) await this.notifyEnd(row, status);
    if (system) await scheduleOnce(db, this.options.index, system, nextRun(system.interval, row.scheduled ? new Date(row.scheduled as string | Date) : null, new Date(started)), id);
  }

  /** A system job's run: completed with its log, or errored with the log so far and the error last. */
  private async runSystem(id: number, job: SystemJob): Promise<Ending> {
    const entries: LogEntry[] = [];
    const keep = (entry: LogEntry) => {
      entries.push(entry);
      if (entry.level !== 'debug') this.options.log(`job ${id} (${job.name}): ${entry.message}`);
    };
    try {
      await job.run(keep);
      return { status: 'completed', error: '', data: null, log_entries: JSON.stringify(entries) };
    } catch (failure) {
      keep({ level: 'error', message: String((failure as Error).message), timestamp: now() });
      return { status: 'errored', error: (failure as Error).message, data: null, log_entries: JSON.stringify(entries) };
    }
  }

  /**
   * NetBox's Job.terminate(): the job's user gets a notification of its end (`job_completed`,
   * `job_failed`, `job_errored`), always or on failure only, as the job's `notifications` says.
   */
  private async notifyEnd(job: Row, status: string): Promise<void> {
    const wanted = job.notifications === 'always' || (job.notifications === 'on_failure' && status !== 'completed');
    if (job.user_id === null || job.user_id === undefined || !wanted) return;
    const target = { object_type: JOB_MODEL, object_id: Number(job.id), user_id: Number(job.user_id) };
    const { db, index } = this.options;
    await db.knex.transaction((trx) => notify(trx, index, target, { object_repr: String(job.name ?? ''), event_type: `job_${status}` }, true));
  }
}

/** A job's outcome as core_job records it: a response of 400 or more is a failed job, with the response's detail. */
function endingOf(outcome: JobOutcome): Ending {
  if ('failed' in outcome) return { status: 'failed', error: outcome.failed, data: null };
  const data = JSON.stringify({ status_code: outcome.status, data: outcome.body ?? null });
  if (outcome.status < 400) return { status: 'completed', error: '', data };
  const body = outcome.body as { detail?: unknown } | null;
  const detail = body && typeof body === 'object' && !Array.isArray(body) && body.detail ? String(body.detail) : `Request failed with status ${outcome.status}.`;
  return { status: 'failed', error: detail, data };
}

/** Django's DurationField as DRF renders it: "HH:MM:SS.ffffff" (days first when there are any). */
function duration(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor(seconds / 3600) % 24)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}.${String((ms % 1000) * 1000).padStart(6, '0')}`;
  const days = Math.floor(seconds / 86400);
  return days ? `${days} ${clock}` : clock;
}
