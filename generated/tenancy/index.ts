// Code generated from schema/models/tenancy/. DO NOT EDIT.
// Regenerate: make generate

import { tenantModel } from './tenant.js';
import { tenantGroupModel } from './tenantgroup.js';

/** Models of the tenancy application, sorted by name. */
export const tenancyModels = [tenantModel, tenantGroupModel] as const;
