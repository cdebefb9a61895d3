// The plug-ins of the dcim application.
import { bayPlugins } from './bays.js';
import { cablePlugins } from './cabling/index.js';
import { coolingPlugins } from './cooling.js';
import { device } from './device.js';
import { deviceType } from './device-type.js';
import { interface_ } from './interface.js';
import { interfaceTemplate } from './interface-templates.js';
import { inventoryItem } from './inventory-items.js';
import { location } from './location.js';
import { macAddress } from './mac-address.js';
import { module } from './modules.js';
import { moduleType } from './module-type.js';
import { moduleTypeProfile } from './module-type-profile.js';
import { platform } from './platform.js';
import { portMappingPlugins } from './port-mappings.js';
import { powerPlugins } from './power.js';
import { rackPlugins } from './rack.js';
import { virtualChassis } from './virtual-chassis.js';
import { virtualDeviceContext } from './virtual-device-contexts.js';

export const dcimPlugins = [
  ...bayPlugins, ...cablePlugins, ...coolingPlugins, device, deviceType, interface_, interfaceTemplate, inventoryItem, location, macAddress, module, moduleType,
  moduleTypeProfile, platform, ...portMappingPlugins, ...powerPlugins, ...rackPlugins, virtualChassis, virtualDeviceContext,
];
