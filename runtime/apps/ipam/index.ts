// The plug-ins of the ipam application.
import { aggregate } from './aggregate.js';
import { asn } from './asn.js';
import { asnRange } from './asn-range.js';
import { fhrpGroup, fhrpGroupAssignment, vlanTranslationRule } from './fhrp.js';
import { ipAddress } from './ip-address.js';
import { ipRange } from './ip-range.js';
import { prefix } from './prefix.js';
import { vlan } from './vlan.js';
import { vlanGroup } from './vlan-group.js';

export const ipamPlugins = [aggregate, asn, asnRange, fhrpGroup, fhrpGroupAssignment, ipAddress, ipRange, prefix, vlan, vlanGroup, vlanTranslationRule];
