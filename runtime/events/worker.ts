// The worker: embedded in the server (make run) or run on its own (make worker), any number of them
// on one PostgreSQL database. Each pass, every step safe to repeat after a crash:
// 1. background jobs (runtime/jobs/runner.ts), when the worker has a job runner, and the system
//    jobs it keeps scheduled (the daily housekeeping: runtime/jobs/housekeeping.ts);
// 2. events → webhook deliveries and notifications (dispatch.ts);
// 3. due webhook deliveries sent (delivery-queue.ts).
// Beside the passes, a heartbeat (core_worker) says the worker is alive: /api/status/ counts the
// live workers, background jobs need one, and the jobs of a worker that stops beating are run again.
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { now } from '../db/values.js';
import { housekeepingJob } from '../jobs/housekeeping.js';
import { JobRunner, type RunJob } from '../jobs/runner.js';
import type { ModelIndex } from '../registry.js';
import { DeliveryQueue } from './delivery-queue.js';
import { EventDispatcher } from './dispatch.js';
import { beat, HEARTBEAT_MS, retire, workerName } from './heartbeat.js';

export interface WorkerOptions {
  readonly db: Database;
  readonly index: ModelIndex;
  readonly config: Config;
  /** Runs background bulk writes (runtime/rest/background.ts); without it, jobs are left for a worker that has one. */
  readonly runJob?: RunJob;
  /** Where the worker says what it does (default: stdout). */
  readonly log?: (line: string) => void;
  readonly batch?: number;
}

export class EventWorker {
  private readonly log: (line: string) => void;
  private readonly jobs: JobRunner | null;
  private readonly events: EventDispatcher;
  private readonly deliveries: DeliveryQueue;
  private timer: NodeJS.Timeout | null = null;
  private beatTimer: NodeJS.Timeout | null = null;
  private beating: Promise<void> | null = null;
  /** This worker's name in core_worker, and when it last beat (0: not yet). */
  readonly name = workerName();
  private readonly started = now();
  private lastBeat = 0;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(private readonly options: WorkerOptions) {
    const { db, index, config, runJob } = options;
    const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
    const batch = options.batch ?? 50;
    this.log = log;
    const system = [housekeepingJob({ db, index, config })];
    this.jobs = runJob ? new JobRunner({ db, index, run: runJob, worker: this.name, batch, log, system }) : null;
    this.events = new EventDispatcher({ db, index, config, batch, log });
    this.deliveries = new DeliveryQueue({ db, index, config, batch, log });
  }

  /** One pass: run pending jobs, process pending events, then send due deliveries. Returns what it did. */
  async runOnce(): Promise<{ events: number; deliveries: number }> {
    await this.beatIfDue();
    const jobs = await this.runJobs();
    const events = await this.processEvents();
    const deliveries = await this.deliverDue();
    return { events: events + jobs, deliveries };
  }

  /** Claims pending background jobs and runs them; returns how many ran. */
  runJobs(): Promise<number> {
    return this.jobs?.runPending() ?? Promise.resolve(0);
  }

  /** Turns pending events into deliveries and notifications; returns how many events it took. */
  processEvents(): Promise<number> {
    return this.events.dispatchPending();
  }

  /** Sends due webhook deliveries; returns how many it leased. */
  deliverDue(): Promise<number> {
    return this.deliveries.deliverDue();
  }

  /** Writes this worker's heartbeat when the last one is HEARTBEAT_MS old (one write at a time). */
  private beatIfDue(): Promise<void> {
    if (Date.now() - this.lastBeat < HEARTBEAT_MS) return Promise.resolve();
    this.beating ??= beat(this.options.db.knex, this.options.index, this.name, this.started)
      .then(() => void (this.lastBeat = Date.now()))
      .finally(() => (this.beating = null));
    return this.beating;
  }

  /**
   * Polls every `intervalMs` until stop(). The heartbeat has its own timer: a long job or delivery
   * pass must not make this worker look dead (its jobs would be queued again elsewhere).
   */
  start(intervalMs = 250): void {
    this.beatTimer = setInterval(() => void this.beatIfDue().catch((error: unknown) => this.log(`heartbeat error: ${(error as Error).message}`)), HEARTBEAT_MS / 2);
    this.beatTimer.unref();
    const tick = async () => {
      if (this.stopped) return;
      this.running = this.runOnce().catch((error: unknown) => this.log(`worker error: ${(error as Error).stack ?? String(error)}`));
      await this.running;
      if (!this.stopped) this.timer = setTimeout(() => void tick(), intervalMs);
    };
    this.timer = setTimeout(() => void tick(), 0);
  }

  /** Stops polling and waits for the pass under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.beatTimer) clearInterval(this.beatTimer);
    await this.beating?.catch(() => undefined);
    await this.running;
    await retire(this.options.db.knex, this.options.index, this.name);
  }
}
