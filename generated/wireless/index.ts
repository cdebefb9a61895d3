// Code generated from schema/models/wireless/. DO NOT EDIT.
// Regenerate: make generate

import { wirelessLANModel } from './wirelesslan.js';
import { wirelessLANGroupModel } from './wirelesslangroup.js';
import { wirelessLinkModel } from './wirelesslink.js';

/** Models of the wireless application, sorted by name. */
export const wirelessModels = [wirelessLANModel, wirelessLANGroupModel, wirelessLinkModel] as const;
