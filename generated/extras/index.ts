// Code generated from schema/models/extras/. DO NOT EDIT.
// Regenerate: make generate

import { configContextModel } from './configcontext.js';
import { customFieldModel } from './customfield.js';
import { customFieldChoiceSetModel } from './customfieldchoiceset.js';
import { journalEntryModel } from './journalentry.js';
import { tagModel } from './tag.js';
import { taggedItemModel } from './taggeditem.js';

/** Models of the extras application, sorted by name. */
export const extrasModels = [configContextModel, customFieldModel, customFieldChoiceSetModel, journalEntryModel, tagModel, taggedItemModel] as const;
