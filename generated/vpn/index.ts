// Code generated from schema/models/vpn/. DO NOT EDIT.
// Regenerate: make generate

import { iKEPolicyModel } from './ikepolicy.js';
import { iKEProposalModel } from './ikeproposal.js';
import { iPSecPolicyModel } from './ipsecpolicy.js';
import { iPSecProfileModel } from './ipsecprofile.js';
import { iPSecProposalModel } from './ipsecproposal.js';
import { l2VPNModel } from './l2vpn.js';
import { l2VPNTerminationModel } from './l2vpntermination.js';
import { tunnelModel } from './tunnel.js';
import { tunnelGroupModel } from './tunnelgroup.js';
import { tunnelTerminationModel } from './tunneltermination.js';

/** Models of the vpn application, sorted by name. */
export const vpnModels = [iKEPolicyModel, iKEProposalModel, iPSecPolicyModel, iPSecProfileModel, iPSecProposalModel, l2VPNModel, l2VPNTerminationModel, tunnelModel, tunnelGroupModel, tunnelTerminationModel] as const;
