// Code generated from schema/models/extras/. DO NOT EDIT.
// Regenerate: make generate

import { tagModel } from './tag.js';
import { taggedItemModel } from './taggeditem.js';

/** Models of the extras application, sorted by name. */
export const extrasModels = [tagModel, taggedItemModel] as const;
