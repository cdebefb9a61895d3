// Code generated from schema/models/dcim/. DO NOT EDIT.
// Regenerate: make generate

import { deviceModel } from './device.js';
import { deviceRoleModel } from './devicerole.js';
import { deviceTypeModel } from './devicetype.js';
import { interfaceModel } from './interface.js';
import { inventoryItemRoleModel } from './inventoryitemrole.js';
import { locationModel } from './location.js';
import { mACAddressModel } from './macaddress.js';
import { manufacturerModel } from './manufacturer.js';
import { moduleBayTypeModel } from './modulebaytype.js';
import { moduleTypeModel } from './moduletype.js';
import { moduleTypeProfileModel } from './moduletypeprofile.js';
import { platformModel } from './platform.js';
import { rackModel } from './rack.js';
import { rackGroupModel } from './rackgroup.js';
import { rackRoleModel } from './rackrole.js';
import { regionModel } from './region.js';
import { siteModel } from './site.js';
import { siteGroupModel } from './sitegroup.js';
import { virtualChassisModel } from './virtualchassis.js';

/** Models of the dcim application, sorted by name. */
export const dcimModels = [deviceModel, deviceRoleModel, deviceTypeModel, interfaceModel, inventoryItemRoleModel, locationModel, mACAddressModel, manufacturerModel, moduleBayTypeModel, moduleTypeModel, moduleTypeProfileModel, platformModel, rackModel, rackGroupModel, rackRoleModel, regionModel, siteModel, siteGroupModel, virtualChassisModel] as const;
