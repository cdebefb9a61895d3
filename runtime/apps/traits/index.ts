// The plug-ins of the traits (schema/traits/): each runs for every model that has its trait.
import { baseInterface } from './base-interface.js';

export const traitPlugins = [baseInterface];
