// The plug-ins of the dcim application.
import { device } from './device.js';
import { deviceType } from './device-type.js';
import { interface_ } from './interface.js';
import { location } from './location.js';
import { macAddress } from './mac-address.js';
import { moduleType } from './module-type.js';
import { moduleTypeProfile } from './module-type-profile.js';
import { platform } from './platform.js';
import { rack } from './rack.js';
import { virtualChassis } from './virtual-chassis.js';

export const dcimPlugins = [device, deviceType, interface_, location, macAddress, moduleType, moduleTypeProfile, platform, rack, virtualChassis];
