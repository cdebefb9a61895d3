// Webhook deliveries (extras_webhookdelivery) from queued to delivered or failed: due deliveries
// are leased (claimed_until), sent outside any transaction (deliver.ts), and their outcome
// recorded; a worker that dies mid-request leaves a lease that expires, and the delivery is sent
// again (at least once; receivers drop duplicates by the webhook-id header). Failures are retried
// with exponential backoff and jitter up to WEBHOOK_MAX_ATTEMPTS, unless sending again would fail
// the same way (deliver.ts says so: then the first failure is the last). Whatever goes wrong with
// one delivery is that delivery's recorded attempt, never an error of the worker's pass.
import { randomUUID } from 'node:crypto';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Queryable } from '../db/query.js';
// Times are written in now()'s form (six fractional digits) so that SQLite compares them as text correctly.
import { isoDatetime, now, storedValues, type Row } from '../db/values.js';
import type { ModelIndex } from '../registry.js';
import { attemptOf, sendWebhook, type Attempt, type Outcome, type WebhookSpec } from './deliver.js';
import { NetworkPolicy } from './ssrf.js';

const DELIVERY_MODEL = 'extras.webhookdelivery';
export const WEBHOOK_MODEL = 'extras.webhook';
const MAX_RETRY_DELAY_S = 3600;
/** How long past its timeout a delivery stays leased to the worker sending it (then another may resend it). */
const LEASE_MARGIN_S = 5;

/** What a new delivery is for: one webhook of one rule, for one event, with the context its templates render. */
export interface NewDelivery {
  readonly webhook_id: number;
  readonly event_rule_id: number;
  readonly event_type: string;
  readonly object_type: string;
  readonly object_id: number;
  readonly context: Record<string, unknown>;
}

/** Queues a delivery, due now (in the transaction that consumes its event). */
export async function queueDelivery(q: Queryable, index: ModelIndex, delivery: NewDelivery): Promise<void> {
  const moment = now();
  await q(index.model(DELIVERY_MODEL).table).insert({
    ...delivery, delivery_id: randomUUID(), context: JSON.stringify(delivery.context), status: 'pending', attempts: 0,
    next_attempt: moment, created: moment, last_error: '', attempts_log: '[]',
  });
}

export interface DeliveryQueueOptions {
  readonly db: Database;
  readonly index: ModelIndex;
  readonly config: Config;
  readonly batch: number;
  readonly log: (line: string) => void;
}

export class DeliveryQueue {
  private readonly policy: NetworkPolicy;

  constructor(private readonly options: DeliveryQueueOptions) {
    this.policy = new NetworkPolicy(options.config.WEBHOOK_ALLOWED_NETWORKS);
  }

  /** Sends a batch of due deliveries at once; returns how many it leased. */
  async deliverDue(): Promise<number> {
    const leased = await this.leaseDue();
    // One delivery's trouble stays its own: what it cannot record now is sent again when its lease ends.
    await Promise.all(leased.map((lease) => this.deliver(lease).catch((error: unknown) => {
      this.options.log(`webhook delivery ${Number(lease.row.id)}: its attempt could not be recorded (${(error as Error).message}); sent again when its lease ends`);
    })));
    return leased.length;
  }

  /**
   * Due deliveries, leased for as long as the slowest of their (concurrent) requests may take. A
   * constant number of statements whatever the batch: a worker restarted often (or a busy
   * database) still gets to send what it leased. Rows are read as they are: their values are
   * converted in deliver(), where a row that cannot be fails alone.
   */
  private async leaseDue(): Promise<Lease[]> {
    const { db, index, config, batch } = this.options;
    const deliveries = index.model(DELIVERY_MODEL);
    const webhooks = index.model(WEBHOOK_MODEL);
    return db.knex.transaction(async (trx) => {
      const moment = now();
      const query = trx(deliveries.table).select('*').where('status', 'pending').where('next_attempt', '<=', moment)
        .where((free) => free.whereNull('claimed_until').orWhere('claimed_until', '<', moment)).orderBy('next_attempt').limit(batch);
      if (db.dialect === 'postgres') query.forUpdate().skipLocked();
      const rows = (await query) as Row[];
      if (!rows.length) return [];
      const hookId = (row: Row) => (row.webhook_id === null || row.webhook_id === undefined ? null : Number(row.webhook_id));
      const hookIds = [...new Set(rows.map(hookId).filter((id): id is number => id !== null))];
      const hooks = hookIds.length ? ((await trx(webhooks.table).whereIn('id', hookIds)) as Row[]) : [];
      const byId = new Map(hooks.map((hook) => [Number(hook.id), storedValues(webhooks, hook) as unknown as WebhookSpec]));
      const leases = rows.map((row) => {
        const id = hookId(row);
        return { row, webhook: id === null ? null : byId.get(id) ?? null };
      });
      const longest = Math.max(...leases.map(({ webhook }) => webhook?.timeout ?? config.WEBHOOK_TIMEOUT));
      const until = isoDatetime(new Date(Date.now() + (longest + LEASE_MARGIN_S) * 1000));
      await trx(deliveries.table).whereIn('id', rows.map((row) => Number(row.id))).update({ claimed_until: until });
      return leases;
    });
  }

  /**
   * One attempt, recorded. Whatever goes wrong before the outcome is known (a row that cannot be
   * read, a failure nobody foresaw) is this attempt's error: counted, and retried like a failed
   * request, so the delivery ends failed after WEBHOOK_MAX_ATTEMPTS instead of being leased for ever.
   */
  private async deliver({ row, webhook }: Lease): Promise<void> {
    const { db, index, config, log } = this.options;
    const model = index.model(DELIVERY_MODEL);
    const number = Number(row.attempts) + 1;
    const started = new Date();
    let earlier: readonly Attempt[] = [];
    let outcome: Outcome;
    try {
      const delivery = storedValues(model, row) as unknown as StoredDelivery;
      earlier = delivery.attempts_log ?? [];
      outcome = webhook
        ? await sendWebhook(webhook, JSON.parse(delivery.context || '{}') as Record<string, unknown>, {
          deliveryId: delivery.delivery_id, attempt: number, policy: this.policy, defaultTimeout: config.WEBHOOK_TIMEOUT, maxBodySize: config.WEBHOOK_MAX_BODY_SIZE,
        })
        : { attempt: attemptOf(number, started, { error: 'the webhook was deleted' }), final: true };
    } catch (error) {
      outcome = { attempt: attemptOf(number, started, { error: `${(error as Error).name}: ${(error as Error).message}` }), final: false };
    }
    const { attempt } = outcome;
    const final = attempt.success || outcome.final || number >= config.WEBHOOK_MAX_ATTEMPTS;
    const status = attempt.success ? 'delivered' : final ? 'failed' : 'pending';
    const delay = Math.min(config.WEBHOOK_RETRY_DELAY * 2 ** (number - 1), MAX_RETRY_DELAY_S) * (0.5 + Math.random());
    await db.knex(model.table).where('id', Number(row.id)).update({
      attempts: number,
      status,
      claimed_until: null,
      next_attempt: final ? null : isoDatetime(new Date(Date.now() + delay * 1000)),
      completed: final ? now() : null,
      last_status_code: attempt.status_code,
      last_error: attempt.error,
      attempts_log: JSON.stringify([...earlier, attempt]),
    });
    log(`webhook ${String(row.delivery_id)} ${String(row.event_type)} ${String(row.object_type)}:${String(row.object_id)} → ${attempt.url ?? '-'}: `
      + `attempt ${number} ${attempt.success ? `delivered (${attempt.status_code})` : `failed (${attempt.error})`}${status === 'pending' ? `, retry in ${delay.toFixed(1)} s` : ''}`);
  }
}

/** The values deliver() reads of a delivery's row. */
interface StoredDelivery {
  readonly delivery_id: string;
  /** The webhook's template context, JSON text. */
  readonly context: string;
  readonly attempts_log: Attempt[] | null;
}

interface Lease {
  /** The delivery's row as read. */
  readonly row: Row;
  readonly webhook: WebhookSpec | null;
}
