// Code generated from schema/models/extras/. DO NOT EDIT.
// Regenerate: make generate

import { configContextModel } from './configcontext.js';
import { customFieldModel } from './customfield.js';
import { customFieldChoiceSetModel } from './customfieldchoiceset.js';
import { eventRuleModel } from './eventrule.js';
import { journalEntryModel } from './journalentry.js';
import { notificationModel } from './notification.js';
import { notificationGroupModel } from './notificationgroup.js';
import { subscriptionModel } from './subscription.js';
import { tagModel } from './tag.js';
import { taggedItemModel } from './taggeditem.js';
import { webhookModel } from './webhook.js';
import { webhookDeliveryModel } from './webhookdelivery.js';

/** Models of the extras application, sorted by name. */
export const extrasModels = [configContextModel, customFieldModel, customFieldChoiceSetModel, eventRuleModel, journalEntryModel, notificationModel, notificationGroupModel, subscriptionModel, tagModel, taggedItemModel, webhookModel, webhookDeliveryModel] as const;
