// Code generated from schema/models/circuits/. DO NOT EDIT.
// Regenerate: make generate

import { circuitModel } from './circuit.js';
import { circuitGroupModel } from './circuitgroup.js';
import { circuitGroupAssignmentModel } from './circuitgroupassignment.js';
import { circuitTerminationModel } from './circuittermination.js';
import { circuitTypeModel } from './circuittype.js';
import { providerModel } from './provider.js';
import { providerAccountModel } from './provideraccount.js';
import { providerNetworkModel } from './providernetwork.js';
import { virtualCircuitModel } from './virtualcircuit.js';
import { virtualCircuitTerminationModel } from './virtualcircuittermination.js';
import { virtualCircuitTypeModel } from './virtualcircuittype.js';

/** Models of the circuits application, sorted by name. */
export const circuitsModels = [circuitModel, circuitGroupModel, circuitGroupAssignmentModel, circuitTerminationModel, circuitTypeModel, providerModel, providerAccountModel, providerNetworkModel, virtualCircuitModel, virtualCircuitTerminationModel, virtualCircuitTypeModel] as const;
