// The plug-ins of the extras application.
import { configContext } from './config-context.js';
import { customField } from './custom-field.js';
import { customFieldChoiceSet } from './custom-field-choice-set.js';
import { eventRule } from './event-rule.js';
import { journalEntry } from './journal-entry.js';
import { notification, subscription } from './notification.js';
import { tag } from './tag.js';
import { webhook } from './webhook.js';
import { webhookDelivery } from './webhook-delivery.js';

export const extrasPlugins = [configContext, customField, customFieldChoiceSet, eventRule, journalEntry, notification, subscription, tag, webhook, webhookDelivery];
