// The plug-ins of the traits (schema/traits/): each runs for every model that has its trait.
import { baseInterface } from './base-interface.js';
import { cabled } from './cabled.js';
import { component } from './component.js';
import { componentTemplate, modularComponentTemplate } from './component-template.js';
import { coolingPort } from './cooling-port.js';
import { interfaceValidation } from './interface-validation.js';
import { pathEndpoint } from './path-endpoint.js';
import { portMappings } from './port-mappings.js';

export const traitPlugins = [baseInterface, cabled, component, componentTemplate, coolingPort, interfaceValidation, modularComponentTemplate, pathEndpoint, portMappings];
