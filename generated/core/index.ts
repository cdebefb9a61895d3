// Code generated from schema/models/core/. DO NOT EDIT.
// Regenerate: make generate

import { eventModel } from './event.js';
import { objectChangeModel } from './objectchange.js';
import { objectTypeModel } from './objecttype.js';

/** Models of the core application, sorted by name. */
export const coreModels = [eventModel, objectChangeModel, objectTypeModel] as const;
