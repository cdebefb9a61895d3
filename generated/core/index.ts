// Code generated from schema/models/core/. DO NOT EDIT.
// Regenerate: make generate

import { eventModel } from './event.js';
import { jobModel } from './job.js';
import { objectChangeModel } from './objectchange.js';
import { objectTypeModel } from './objecttype.js';
import { workerModel } from './worker.js';

/** Models of the core application, sorted by name. */
export const coreModels = [eventModel, jobModel, objectChangeModel, objectTypeModel, workerModel] as const;
