// The plug-ins of the circuits application.
import { circuit } from './circuit.js';
import { circuitTermination } from './circuit-termination.js';

export const circuitsPlugins = [circuit, circuitTermination];
