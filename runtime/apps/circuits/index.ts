// The plug-ins of the circuits application.
import { circuit } from './circuit.js';
import { circuitGroupAssignment } from './circuit-groups.js';
import { circuitTermination } from './circuit-termination.js';
import { virtualCircuit, virtualCircuitTermination } from './virtual-circuits.js';

export const circuitsPlugins = [circuit, circuitGroupAssignment, circuitTermination, virtualCircuit, virtualCircuitTermination];
