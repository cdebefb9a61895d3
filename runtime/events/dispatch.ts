// Events → deliveries and notifications: events (core_event) are claimed in a transaction (FOR
// UPDATE SKIP LOCKED on PostgreSQL), matched against the enabled event rules (object type, event
// type, conditions), turned into webhook deliveries or notifications, and deleted in the same
// transaction (a delivery keeps its own copy of the context; the outbox stays small): a crash
// rolls all of it back.
import type { Knex } from 'knex';
import { viewersOf } from '../auth/viewers.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { storedValues, type Row } from '../db/values.js';
import { requireField, type ModelIndex } from '../registry.js';
import { conditionSet, InvalidCondition } from './conditions.js';
import { queueDelivery, WEBHOOK_MODEL } from './delivery-queue.js';
import { notify } from './notifications.js';
import { EVENT_MODEL, RULE_MODEL } from './outbox.js';

const GROUP_MODEL = 'extras.notificationgroup';
/** NetBox's WEBHOOK_EVENT_TYPES: the `event` a webhook's context names. */
const WEBHOOK_EVENT: Readonly<Record<string, string>> = {
  object_created: 'created', object_updated: 'updated', object_deleted: 'deleted',
  job_started: 'job_started', job_completed: 'job_ended', job_failed: 'job_ended', job_errored: 'job_ended',
};

export interface DispatcherOptions {
  readonly db: Database;
  readonly index: ModelIndex;
  readonly config: Config;
  readonly batch: number;
  readonly log: (line: string) => void;
}

export class EventDispatcher {
  constructor(private readonly options: DispatcherOptions) {}

  /** Turns a batch of pending events into deliveries and notifications; returns how many it took. */
  async dispatchPending(): Promise<number> {
    const { db, index, batch } = this.options;
    const events = index.model(EVENT_MODEL);
    return db.knex.transaction(async (trx) => {
      const query = trx(events.table).select('*').whereNull('processed').orderBy('id').limit(batch);
      if (db.dialect === 'postgres') query.forUpdate().skipLocked();
      const rows = (await query) as Row[];
      if (!rows.length) return 0;
      const rules = await this.enabledRules(trx);
      for (const row of rows) await this.dispatch(trx, parseEvent(storedValues(events, row)), rules);
      await trx(events.table).whereIn('id', rows.map((r) => Number(r.id))).delete();
      return rows.length;
    });
  }

  private async enabledRules(trx: Knex.Transaction): Promise<Rule[]> {
    const rules = this.options.index.model(RULE_MODEL);
    const rows = (await trx(rules.table).select('*').where('enabled', true).orderBy('name')) as Row[];
    return rows.map((row) => storedValues(rules, row) as unknown as Rule);
  }

  private async dispatch(trx: Knex.Transaction, event: StoredEvent, rules: readonly Rule[]): Promise<void> {
    const data = (event.data ?? {}) as Record<string, unknown>;
    for (const rule of rules) {
      if (!(rule.object_types ?? []).includes(event.object_type) || !(rule.event_types ?? []).includes(event.event_type)) continue;
      if (!this.conditionsHold(rule, { ...data, snapshots: event.snapshots })) continue;
      if (rule.action_type === 'notification' && rule.action_object_type === GROUP_MODEL && rule.action_object_id !== null) {
        await this.notifyGroup(trx, rule.action_object_id, event, data);
      } else if (rule.action_type === 'webhook' && rule.action_object_type === WEBHOOK_MODEL && rule.action_object_id !== null) {
        await queueDelivery(trx, this.options.index, {
          webhook_id: rule.action_object_id, event_rule_id: rule.id, event_type: event.event_type,
          object_type: event.object_type, object_id: event.object_id, context: webhookContext(event, rule, data),
        });
      }
    }
  }

  /**
   * NetBox's NotificationGroup.notify: one notification per member (users, and users of its
   * groups), made or refreshed; only for members who may view the object (runtime/auth/viewers.ts).
   */
  private async notifyGroup(trx: Knex.Transaction, groupId: number, event: StoredEvent, data: Record<string, unknown>): Promise<void> {
    const { db, index, config } = this.options;
    const groups = index.model(GROUP_MODEL);
    const users = index.model('users.user');
    const direct = requireField(groups, 'users').through!;
    const viaGroups = requireField(groups, 'groups').through!;
    const memberships = requireField(users, 'groups').through!;
    const members = (await trx(users.table).select('id').where((any) => any
      .whereIn('id', trx(direct.table).select(direct.target).where(direct.source, groupId))
      .orWhereIn('id', trx(memberships.table).select(memberships.source).whereIn(memberships.target, trx(viaGroups.table).select(viaGroups.target).where(viaGroups.source, groupId))))
      .orderBy('username')) as Row[];
    const fields = { object_repr: String(data.display ?? '').slice(0, 200), event_type: event.event_type };
    const viewers = await viewersOf({ q: trx, dialect: db.dialect, index }, config, index.model(event.object_type), event.object_id, members.map((m) => Number(m.id)));
    for (const member of members) {
      if (!viewers.has(Number(member.id))) continue;
      await notify(trx, index, { object_type: event.object_type, object_id: event.object_id, user_id: Number(member.id) }, fields, false);
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
        this.options.log(`event rule ${rule.name}: evaluation failed. ${error.message}`);
        return false;
      }
      throw error;
    }
  }
}

/** NetBox's webhook context: {event, timestamp, object_type, data, request, snapshots}; the rule's action_data under the object's data. */
function webhookContext(event: StoredEvent, rule: Rule, data: Record<string, unknown>): Record<string, unknown> {
  const context: Record<string, unknown> = {
    event: WEBHOOK_EVENT[event.event_type] ?? event.event_type,
    timestamp: pythonTimestamp(event.timestamp),
    object_type: event.object_type,
    data: { ...((rule.action_data as Record<string, unknown> | null) ?? {}), ...data },
  };
  if (event.request) context.request = event.request;
  if (event.snapshots) context.snapshots = event.snapshots;
  return context;
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
