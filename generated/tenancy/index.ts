// Code generated from schema/models/tenancy/. DO NOT EDIT.
// Regenerate: make generate

import { contactModel } from './contact.js';
import { contactAssignmentModel } from './contactassignment.js';
import { contactGroupModel } from './contactgroup.js';
import { contactRoleModel } from './contactrole.js';
import { tenantModel } from './tenant.js';
import { tenantGroupModel } from './tenantgroup.js';

/** Models of the tenancy application, sorted by name. */
export const tenancyModels = [contactModel, contactAssignmentModel, contactGroupModel, contactRoleModel, tenantModel, tenantGroupModel] as const;
