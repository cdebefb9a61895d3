// Code generated from schema/models/circuits/. DO NOT EDIT.
// Regenerate: make generate

import { circuitModel } from './circuit.js';
import { circuitTerminationModel } from './circuittermination.js';
import { circuitTypeModel } from './circuittype.js';
import { providerModel } from './provider.js';
import { providerAccountModel } from './provideraccount.js';
import { providerNetworkModel } from './providernetwork.js';

/** Models of the circuits application, sorted by name. */
export const circuitsModels = [circuitModel, circuitTerminationModel, circuitTypeModel, providerModel, providerAccountModel, providerNetworkModel] as const;
