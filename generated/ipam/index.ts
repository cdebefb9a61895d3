// Code generated from schema/models/ipam/. DO NOT EDIT.
// Regenerate: make generate

import { aggregateModel } from './aggregate.js';
import { aSNModel } from './asn.js';
import { aSNRangeModel } from './asnrange.js';
import { iPAddressModel } from './ipaddress.js';
import { iPRangeModel } from './iprange.js';
import { prefixModel } from './prefix.js';
import { rIRModel } from './rir.js';
import { roleModel } from './role.js';
import { routeTargetModel } from './routetarget.js';
import { serviceModel } from './service.js';
import { vLANModel } from './vlan.js';
import { vLANGroupModel } from './vlangroup.js';
import { vRFModel } from './vrf.js';

/** Models of the ipam application, sorted by name. */
export const ipamModels = [aggregateModel, aSNModel, aSNRangeModel, iPAddressModel, iPRangeModel, prefixModel, rIRModel, roleModel, routeTargetModel, serviceModel, vLANModel, vLANGroupModel, vRFModel] as const;
