// Event rule rules (NetBox's EventRule.clean and its actions' checks): event types from the
// registered list, conditions that compile (NetBox's messages, under `conditions`), and an action
// object of the kind the action needs: a webhook for `webhook`, a notification group for
// `notification`. And NetBox's filters by object type, event type and action availability.
import { conditionSet } from '../../events/conditions.js';
import { whereJsonListHasAny } from '../../db/query.js';
import { column } from '../kit/data.js';
import { defineModel } from '../kit/define.js';
import { NOTHING, booleanFilter } from '../kit/filters.js';
import { objectTypeListed } from './object-type-filters.js';

const EVENT_TYPES = ['object_created', 'object_updated', 'object_deleted', 'job_started', 'job_completed', 'job_failed', 'job_errored'];
const ACTION_OBJECT: Readonly<Record<string, string>> = { webhook: 'extras.webhook', notification: 'extras.notificationgroup' };

export const eventRule = defineModel('extras.eventrule', {
  async clean(_ctx, values) {
    const types = values.event_types as unknown;
    if (!Array.isArray(types) || types.length === 0) return { event_types: ['This field is required.'] };
    const unknown = types.find((t) => typeof t !== 'string' || !EVENT_TYPES.includes(t));
    if (unknown !== undefined) return { event_types: [`Select a valid choice. ${String(unknown)} is not one of the available choices.`] };
    values.event_types = [...new Set(types as string[])];
    if (values.conditions !== null && values.conditions !== undefined && !(typeof values.conditions === 'object' && Object.keys(values.conditions).length === 0)) {
      try {
        conditionSet(values.conditions);
      } catch (error) {
        return { conditions: [(error as Error).message] };
      }
    }
    const wanted = ACTION_OBJECT[String(values.action_type)];
    if (wanted && values.action_object_type !== wanted) {
      return { action_object_type: [`The ${String(values.action_type)} action needs an action object of type ${wanted}.`] };
    }
  },
  filters: {
    object_type: objectTypeListed('extras.eventrule', false, false),
    object_type_id: objectTypeListed('extras.eventrule', true, false),
    // Rules triggered by any of the event types (NetBox: event_types__overlap).
    async event_type(ctx, values) {
      const list = column(ctx, 'extras.eventrule', 'event_types');
      return (qb) => qb.where((inner) => whereJsonListHasAny(inner, ctx.dialect, list, values));
    },
    // NetBox: the rule's action type is registered. Every action type this service accepts is.
    action_is_available: booleanFilter((available) => (available ? () => {} : NOTHING)),
  },
});
