// Notifications made by the runtime (event rules, subscriptions, job ends): one row per object and
// user (the model's unique_together). NetBox refreshes a group member's notification in place
// (NotificationGroup.notify: update_or_create), and replaces the others with a fresh, unread one
// (notify_object_changed and Job.terminate delete, then create).
import type { Queryable } from '../db/query.js';
import { now } from '../db/values.js';
import type { ModelIndex } from '../registry.js';

export const NOTIFICATION_MODEL = 'extras.notification';

export interface NotificationTarget {
  readonly object_type: unknown;
  readonly object_id: unknown;
  readonly user_id: unknown;
}

export interface NotificationFields {
  readonly object_repr: string;
  readonly event_type: string;
}

/** Makes the user's notification about the object: `fresh` replaces an existing one, else it is updated in place. */
export async function notify(q: Queryable, index: ModelIndex, target: NotificationTarget, fields: NotificationFields, fresh: boolean): Promise<void> {
  const table = index.model(NOTIFICATION_MODEL).table;
  if (fresh) await q(table).where(target).delete();
  else if (await q(table).where(target).update(fields)) return;
  await q(table).insert({ ...target, ...fields, created: now(), read: null });
}
