// Code generated from schema/models/ipam/. DO NOT EDIT.
// Regenerate: make generate

import { aggregateModel } from './aggregate.js';
import { aSNModel } from './asn.js';
import { aSNRangeModel } from './asnrange.js';
import { fHRPGroupModel } from './fhrpgroup.js';
import { fHRPGroupAssignmentModel } from './fhrpgroupassignment.js';
import { iPAddressModel } from './ipaddress.js';
import { iPRangeModel } from './iprange.js';
import { prefixModel } from './prefix.js';
import { rIRModel } from './rir.js';
import { roleModel } from './role.js';
import { routeTargetModel } from './routetarget.js';
import { serviceModel } from './service.js';
import { serviceTemplateModel } from './servicetemplate.js';
import { vLANModel } from './vlan.js';
import { vLANGroupModel } from './vlangroup.js';
import { vLANTranslationPolicyModel } from './vlantranslationpolicy.js';
import { vLANTranslationRuleModel } from './vlantranslationrule.js';
import { vRFModel } from './vrf.js';

/** Models of the ipam application, sorted by name. */
export const ipamModels = [aggregateModel, aSNModel, aSNRangeModel, fHRPGroupModel, fHRPGroupAssignmentModel, iPAddressModel, iPRangeModel, prefixModel, rIRModel, roleModel, routeTargetModel, serviceModel, serviceTemplateModel, vLANModel, vLANGroupModel, vLANTranslationPolicyModel, vLANTranslationRuleModel, vRFModel] as const;
