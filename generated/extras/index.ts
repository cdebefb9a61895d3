// Code generated from schema/models/extras/. DO NOT EDIT.
// Regenerate: make generate

import { configContextModel } from './configcontext.js';
import { customFieldModel } from './customfield.js';
import { customFieldChoiceSetModel } from './customfieldchoiceset.js';
import { eventRuleModel } from './eventrule.js';
import { journalEntryModel } from './journalentry.js';
import { notificationGroupModel } from './notificationgroup.js';
import { tagModel } from './tag.js';
import { taggedItemModel } from './taggeditem.js';
import { webhookModel } from './webhook.js';
import { webhookDeliveryModel } from './webhookdelivery.js';

/** Models of the extras application, sorted by name. */
export const extrasModels = [configContextModel, customFieldModel, customFieldChoiceSetModel, eventRuleModel, journalEntryModel, notificationGroupModel, tagModel, taggedItemModel, webhookModel, webhookDeliveryModel] as const;
