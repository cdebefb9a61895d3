// The event worker: embedded in the server (make run) or run on its own (make worker), any number
// of them on one PostgreSQL database. Two steps, each safe to repeat after a crash:
// 1. Events (core_event) are claimed in a transaction (FOR UPDATE SKIP LOCKED on PostgreSQL),
//    matched against the enabled event rules (object type, event type, conditions), turned into
//    webhook deliveries or notifications, and deleted in the same transaction (a delivery keeps its
//    own copy of the context; the outbox stays small): a crash rolls all of it back.
// 2. Due deliveries are leased (claimed_until), sent outside any transaction, and their outcome
//    recorded; a worker that dies mid-request leaves a lease that expires, and the delivery is
//    sent again (at least once; receivers drop duplicates by the webhook-id header). Failures are
//    retried with exponential backoff and jitter up to WEBHOOK_MAX_ATTEMPTS.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { ModelMeta } from '../../contract/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Queryable } from '../db/query.js';
// Times are written in now()'s form (six fractional digits) so that SQLite compares them as text correctly.
import { isoDatetime, now, storedValues, type Row } from '../db/values.js';
import { requireField, type ModelIndex } from '../registry.js';
import { conditionSet, InvalidCondition } from './conditions.js';
import { sendWebhook, type Attempt, type WebhookSpec } from './deliver.js';
import { EVENT_MODEL, RULE_MODEL } from './outbox.js';
import { beat, HEARTBEAT_MS, liveWorkerNames, retire, workerName } from './heartbeat.js';
import { notify } from './notifications.js';
import { viewersOf } from '../auth/viewers.js';
import { NetworkPolicy } from './ssrf.js';

const DELIVERY_MODEL = 'extras.webhookdelivery';
const WEBHOOK_MODEL = 'extras.webhook';
const GROUP_MODEL = 'extras.notificationgroup';
const JOB_MODEL = 'core.job';
/** NetBox's WEBHOOK_EVENT_TYPES: the `event` a webhook's context names. */
const WEBHOOK_EVENT: Readonly<Record<string, string>> = {
  object_created: 'created', object_updated: 'updated', object_deleted: 'deleted',
  job_started: 'job_started', job_completed: 'job_ended', job_failed: 'job_ended', job_errored: 'job_ended',
};
const MAX_RETRY_DELAY_S = 3600;
/** How long past its timeout a delivery stays leased to the worker sending it (then another may resend it). */
const LEASE_MARGIN_S = 5;

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

export interface WorkerOptions {
  readonly db: Database;
  readonly index: ModelIndex;
  readonly config: Config;
  /** Runs background bulk writes (runtime/rest/background.ts); without it, jobs are left for a worker that has one. */
  readonly runJob?: (job: StoredJob) => Promise<JobOutcome>;
  /** Where the worker says what it does (default: stdout). */
  readonly log?: (line: string) => void;
  readonly batch?: number;
}

export class EventWorker {
  private readonly policy: NetworkPolicy;
  private readonly log: (line: string) => void;
  private readonly batch: number;
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
    this.policy = new NetworkPolicy(options.config.WEBHOOK_ALLOWED_NETWORKS);
    this.log = options.log ?? ((line) => process.stdout.write(`${line}\n`));
    this.batch = options.batch ?? 50;
  }

  private model(key: string): ModelMeta {
    return this.options.index.model(key);
  }

  /** One pass: process pending events, then send due deliveries. Returns what it did. */
  async runOnce(): Promise<{ events: number; deliveries: number }> {
    await this.beatIfDue();
    const jobs = await this.runJobs();
    const events = await this.processEvents();
    const deliveries = await this.deliverDue();
    return { events: events + jobs, deliveries };
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

  // ---- background jobs ----------------------------------------------------------------------------

  /**
   * Queues again the running jobs of workers that stopped beating (killed mid-job): their write
   * either committed (and then the job is already `completed`, see `fence`) or rolled back.
   */
  private async requeueOrphanedJobs(): Promise<void> {
    const { db, index } = this.options;
    const jobs = this.model(JOB_MODEL);
    const live = new Set(await liveWorkerNames(db.knex, index));
    const running = (await db.knex(jobs.table).select('id', 'claimed_by').where('status', 'running')) as Row[];
    for (const job of running) {
      const owner = String(job.claimed_by ?? '');
      if (owner === this.name || live.has(owner)) continue;
      const requeued = await db.knex(jobs.table).where({ id: Number(job.id), status: 'running', claimed_by: owner }).update({ status: 'pending', started: null, claimed_by: '' });
      if (requeued) this.log(`job ${Number(job.id)}: its worker ${owner || '(unknown)'} stopped; queued again`);
    }
  }

  /** In the job's write transaction: completes the job if it is still this worker's, else throws. */
  private async fence(q: Queryable, id: number): Promise<void> {
    const held = await q(this.model(JOB_MODEL).table).where({ id, status: 'running', claimed_by: this.name }).update({ status: 'completed', completed: now() });
    if (!held) throw new JobTakenOver(`job ${id} was taken over by another worker; this run is rolled back`);
  }

  /** Claims pending jobs (running, started) and runs them one by one; returns how many ran. */
  async runJobs(): Promise<number> {
    const run = this.options.runJob;
    if (!run) return 0;
    const { db } = this.options;
    const jobs = this.model(JOB_MODEL);
    await this.requeueOrphanedJobs();
    const claimed = await db.knex.transaction(async (trx) => {
      const query = trx(jobs.table).select('id', 'request', 'name', 'user_id', 'notifications').where('status', 'pending').orderBy('id').limit(this.batch);
      if (db.dialect === 'postgres') query.forUpdate().skipLocked();
      const rows = (await query) as Row[];
      if (rows.length) await trx(jobs.table).whereIn('id', rows.map((r) => Number(r.id))).update({ status: 'running', started: now(), claimed_by: this.name });
      return rows;
    });
    for (const row of claimed) {
      const id = Number(row.id);
      const request = String(row.request);
      const job: StoredJob = { id, request, fence: (q) => this.fence(q, id) };
      const started = Date.now();
      let outcome: JobOutcome;
      let status: string;
      let error = '';
      try {
        outcome = await run(job);
        if ('failed' in outcome) {
          status = 'failed';
          error = outcome.failed;
        } else {
          status = outcome.status >= 400 ? 'failed' : 'completed';
          const body = outcome.body as { detail?: unknown } | null;
          if (outcome.status >= 400) error = body && typeof body === 'object' && !Array.isArray(body) && body.detail ? String(body.detail) : `Request failed with status ${outcome.status}.`;
        }
      } catch (failure) {
        // An unhandled error is "errored" (NetBox reserves "failed" for handled rejections).
        outcome = { failed: (failure as Error).message };
        status = 'errored';
        error = (failure as Error).message;
      }
      // Only while the job is still this worker's (a job taken over is the new owner's to finish).
      const recorded = await db.knex(jobs.table).where({ id: job.id, claimed_by: this.name }).whereIn('status', ['running', 'completed']).update({
        status, error, completed: now(), execution_time: duration(Date.now() - started),
        data: 'failed' in outcome ? null : JSON.stringify({ status_code: outcome.status, data: outcome.body ?? null }),
      });
      this.log(recorded ? `job ${job.id}: ${status}${error ? ` (${error})` : ''}` : `job ${job.id}: taken over by another worker; this run's outcome is dropped`);
      if (recorded) await this.notifyJobEnd(row, status);
    }
    return claimed.length;
  }

  /**
   * NetBox's Job.terminate(): the job's user gets a notification of its end (`job_completed`,
   * `job_failed`, `job_errored`), always or on failure only, as the job's `notifications` says.
   */
  private async notifyJobEnd(job: Row, status: string): Promise<void> {
    const wanted = job.notifications === 'always' || (job.notifications === 'on_failure' && status !== 'completed');
    if (job.user_id === null || job.user_id === undefined || !wanted) return;
    const target = { object_type: JOB_MODEL, object_id: Number(job.id), user_id: Number(job.user_id) };
    await this.options.db.knex.transaction((trx) => notify(trx, this.options.index, target, { object_repr: String(job.name ?? ''), event_type: `job_${status}` }, true));
  }

  // ---- events → deliveries ------------------------------------------------------------------------

  async processEvents(): Promise<number> {
    const { db } = this.options;
    const events = this.model(EVENT_MODEL);
    return db.knex.transaction(async (trx) => {
      const query = trx(events.table).select('*').whereNull('processed').orderBy('id').limit(this.batch);
      if (db.dialect === 'postgres') query.forUpdate().skipLocked();
      const rows = (await query) as Row[];
      if (!rows.length) return 0;
      const rules = await this.enabledRules(trx);
      for (const row of rows) await this.processEvent(trx, parseEvent(storedValues(events, row)), rules);
      await trx(events.table).whereIn('id', rows.map((r) => Number(r.id))).delete();
      return rows.length;
    });
  }

  private async enabledRules(trx: Knex.Transaction): Promise<Rule[]> {
    const rules = this.model(RULE_MODEL);
    const rows = (await trx(rules.table).select('*').where('enabled', true).orderBy('name')) as Row[];
    return rows.map((row) => storedValues(rules, row) as unknown as Rule);
  }

  private async processEvent(trx: Knex.Transaction, event: StoredEvent, rules: readonly Rule[]): Promise<void> {
    const data = (event.data ?? {}) as Record<string, unknown>;
    for (const rule of rules) {
      if (!(rule.object_types ?? []).includes(event.object_type) || !(rule.event_types ?? []).includes(event.event_type)) continue;
      if (!this.conditionsHold(rule, { ...data, snapshots: event.snapshots })) continue;
      if (rule.action_type === 'notification' && rule.action_object_type === GROUP_MODEL && rule.action_object_id !== null) {
        await this.notifyGroup(trx, rule.action_object_id, event, data);
      } else if (rule.action_type === 'webhook' && rule.action_object_type === WEBHOOK_MODEL && rule.action_object_id !== null) {
        const eventData = { ...((rule.action_data as Record<string, unknown> | null) ?? {}), ...data };
        const context: Record<string, unknown> = {
          event: WEBHOOK_EVENT[event.event_type] ?? event.event_type,
          timestamp: pythonTimestamp(event.timestamp),
          object_type: event.object_type,
          data: eventData,
        };
        if (event.request) context.request = event.request;
        if (event.snapshots) context.snapshots = event.snapshots;
        const moment = now();
        await trx(this.model(DELIVERY_MODEL).table).insert({
          webhook_id: rule.action_object_id, event_rule_id: rule.id, delivery_id: randomUUID(), event_type: event.event_type,
          object_type: event.object_type, object_id: event.object_id, context: JSON.stringify(context), status: 'pending', attempts: 0,
          next_attempt: moment, created: moment, last_error: '', attempts_log: '[]',
        });
      }
    }
  }

  /**
   * NetBox's NotificationGroup.notify: one notification per member (users, and users of its
   * groups), made or refreshed; only for members who may view the object (runtime/auth/viewers.ts).
   */
  private async notifyGroup(trx: Knex.Transaction, groupId: number, event: StoredEvent, data: Record<string, unknown>): Promise<void> {
    const groups = this.model(GROUP_MODEL);
    const users = this.model('users.user');
    const direct = requireField(groups, 'users').through!;
    const viaGroups = requireField(groups, 'groups').through!;
    const memberships = requireField(users, 'groups').through!;
    const members = (await trx(users.table).select('id').where((any) => any
      .whereIn('id', trx(direct.table).select(direct.target).where(direct.source, groupId))
      .orWhereIn('id', trx(memberships.table).select(memberships.source).whereIn(memberships.target, trx(viaGroups.table).select(viaGroups.target).where(viaGroups.source, groupId))))
      .orderBy('username')) as Row[];
    const fields = { object_repr: String(data.display ?? '').slice(0, 200), event_type: event.event_type };
    const { db, index, config } = this.options;
    const viewers = await viewersOf({ q: trx, dialect: db.dialect, index }, config, this.model(event.object_type), event.object_id, members.map((m) => Number(m.id)));
    for (const member of members) {
      if (!viewers.has(Number(member.id))) continue;
      await notify(trx, this.options.index, { object_type: event.object_type, object_id: event.object_id, user_id: Number(member.id) }, fields, false);
    }
  }

  private conditionsHold(rule: Rule, data: Record<string, unknown>): boolean {
    const conditions = rule.conditions;
    if (conditions === null || conditions === undefined || (typeof conditions === 'object' && Object.keys(conditions).length === 0)) return true;
    try {
      return conditionSet(conditions).eval(data);
    } catch (error) {
      // NetBox: an invalid condition is logged and the rule does not fire.
      if (error instanceof InvalidCondition || error instanceof Error) {
        this.log(`event rule ${rule.name}: evaluation failed. ${error.message}`);
        return false;
      }
      throw error;
    }
  }

  // ---- deliveries ---------------------------------------------------------------------------------

  async deliverDue(): Promise<number> {
    const leased = await this.leaseDue();
    await Promise.all(leased.map((delivery) => this.deliver(delivery)));
    return leased.length;
  }

  /**
   * Due deliveries, leased for as long as the slowest of their (concurrent) requests may take. A
   * constant number of statements whatever the batch: a worker restarted often (or a busy
   * database) still gets to send what it leased.
   */
  private async leaseDue(): Promise<LeasedDelivery[]> {
    const { db, config } = this.options;
    const deliveries = this.model(DELIVERY_MODEL);
    const webhooks = this.model(WEBHOOK_MODEL);
    return db.knex.transaction(async (trx) => {
      const moment = now();
      const query = trx(deliveries.table).select('*').where('status', 'pending').where('next_attempt', '<=', moment)
        .where((free) => free.whereNull('claimed_until').orWhere('claimed_until', '<', moment)).orderBy('next_attempt').limit(this.batch);
      if (db.dialect === 'postgres') query.forUpdate().skipLocked();
      const rows = (await query) as Row[];
      if (!rows.length) return [];
      const leased = rows.map((row) => {
        const stored = storedValues(deliveries, row);
        return { ...stored, context: JSON.parse(String(stored.context || '{}')) } as unknown as StoredDelivery;
      });
      const hookIds = [...new Set(leased.map((d) => d.webhook).filter((id): id is number => id !== null))];
      const hooks = hookIds.length ? ((await trx(webhooks.table).whereIn('id', hookIds)) as Row[]) : [];
      const byId = new Map(hooks.map((hook) => [Number(hook.id), storedValues(webhooks, hook) as unknown as WebhookSpec]));
      const out = leased.map((delivery) => ({ delivery, webhook: delivery.webhook === null ? null : byId.get(delivery.webhook) ?? null }));
      const longest = Math.max(...out.map(({ webhook }) => webhook?.timeout ?? config.WEBHOOK_TIMEOUT));
      const until = isoDatetime(new Date(Date.now() + (longest + LEASE_MARGIN_S) * 1000));
      await trx(deliveries.table).whereIn('id', leased.map((d) => d.id)).update({ claimed_until: until });
      return out;
    });
  }

  private async deliver({ delivery, webhook }: LeasedDelivery): Promise<void> {
    const { db, config } = this.options;
    const number = delivery.attempts + 1;
    const attempt: Attempt = webhook
      ? await sendWebhook(webhook, delivery.context, { deliveryId: delivery.delivery_id, attempt: number, policy: this.policy, defaultTimeout: config.WEBHOOK_TIMEOUT })
      : { number, started: new Date().toISOString(), duration_ms: 0, url: null, status_code: null, response: '', error: 'the webhook was deleted', success: false };
    const final = attempt.success || number >= config.WEBHOOK_MAX_ATTEMPTS || !webhook;
    const status = attempt.success ? 'delivered' : final ? 'failed' : 'pending';
    const delay = Math.min(config.WEBHOOK_RETRY_DELAY * 2 ** (number - 1), MAX_RETRY_DELAY_S) * (0.5 + Math.random());
    await db.knex(this.model(DELIVERY_MODEL).table).where('id', delivery.id).update({
      attempts: number,
      status,
      claimed_until: null,
      next_attempt: final ? null : isoDatetime(new Date(Date.now() + delay * 1000)),
      completed: final ? now() : null,
      last_status_code: attempt.status_code,
      last_error: attempt.error,
      attempts_log: JSON.stringify([...(delivery.attempts_log ?? []), attempt]),
    });
    this.log(`webhook ${delivery.delivery_id} ${delivery.event_type} ${delivery.object_type}:${delivery.object_id} → ${attempt.url ?? '-'}: `
      + `attempt ${number} ${attempt.success ? `delivered (${attempt.status_code})` : `failed (${attempt.error})`}${status === 'pending' ? `, retry in ${delay.toFixed(1)} s` : ''}`);
  }
}

/** Django's DurationField as DRF renders it: "HH:MM:SS.ffffff" (days first when there are any). */
function duration(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor(seconds / 3600) % 24)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}.${String((ms % 1000) * 1000).padStart(6, '0')}`;
  const days = Math.floor(seconds / 86400);
  return days ? `${days} ${clock}` : clock;
}

/** An event row with its JSON text parsed. */
function parseEvent(stored: Record<string, unknown>): StoredEvent {
  const json = (text: unknown) => (typeof text === 'string' && text !== '' ? JSON.parse(text) : null);
  return { ...stored, request: json(stored.request), data: json(stored.data), snapshots: json(stored.snapshots) } as unknown as StoredEvent;
}

/** NetBox's timestamps (datetime.isoformat()): microseconds and "+00:00". */
function pythonTimestamp(iso: string): string {
  return iso.replace(/Z$/, '+00:00');
}

interface StoredEvent {
  readonly id: number;
  readonly event_type: string;
  readonly object_type: string;
  readonly object_id: number;
  readonly timestamp: string;
  readonly request: Record<string, unknown> | null;
  readonly data: unknown;
  readonly snapshots: unknown;
}

interface Rule {
  readonly id: number;
  readonly name: string;
  readonly object_types: readonly string[];
  readonly event_types: readonly string[];
  readonly conditions: unknown;
  readonly action_type: string;
  readonly action_object_type: string | null;
  readonly action_object_id: number | null;
  readonly action_data: unknown;
}

interface StoredDelivery {
  readonly id: number;
  readonly webhook: number | null;
  readonly delivery_id: string;
  readonly event_type: string;
  readonly object_type: string;
  readonly object_id: number;
  readonly context: Record<string, unknown>;
  readonly attempts: number;
  readonly attempts_log: Attempt[] | null;
}

interface LeasedDelivery {
  readonly delivery: StoredDelivery;
  readonly webhook: WebhookSpec | null;
}

