// Code generated from schema/models/core/. DO NOT EDIT.
// Regenerate: make generate

import { objectTypeModel } from './objecttype.js';

/** Models of the core application, sorted by name. */
export const coreModels = [objectTypeModel] as const;
