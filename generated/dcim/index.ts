// Code generated from schema/models/dcim/. DO NOT EDIT.
// Regenerate: make generate

import { consolePortModel } from './consoleport.js';
import { consolePortTemplateModel } from './consoleporttemplate.js';
import { consoleServerPortModel } from './consoleserverport.js';
import { consoleServerPortTemplateModel } from './consoleserverporttemplate.js';
import { coolingFeedModel } from './coolingfeed.js';
import { coolingIntakeModel } from './coolingintake.js';
import { coolingIntakeTemplateModel } from './coolingintaketemplate.js';
import { coolingOutflowModel } from './coolingoutflow.js';
import { coolingOutflowTemplateModel } from './coolingoutflowtemplate.js';
import { coolingSourceModel } from './coolingsource.js';
import { deviceModel } from './device.js';
import { deviceBayModel } from './devicebay.js';
import { deviceBayTemplateModel } from './devicebaytemplate.js';
import { deviceRoleModel } from './devicerole.js';
import { deviceTypeModel } from './devicetype.js';
import { frontPortModel } from './frontport.js';
import { frontPortTemplateModel } from './frontporttemplate.js';
import { interfaceModel } from './interface.js';
import { interfaceTemplateModel } from './interfacetemplate.js';
import { inventoryItemModel } from './inventoryitem.js';
import { inventoryItemRoleModel } from './inventoryitemrole.js';
import { inventoryItemTemplateModel } from './inventoryitemtemplate.js';
import { locationModel } from './location.js';
import { mACAddressModel } from './macaddress.js';
import { manufacturerModel } from './manufacturer.js';
import { moduleModel } from './module.js';
import { moduleBayModel } from './modulebay.js';
import { moduleBayTemplateModel } from './modulebaytemplate.js';
import { moduleBayTypeModel } from './modulebaytype.js';
import { moduleTypeModel } from './moduletype.js';
import { moduleTypeProfileModel } from './moduletypeprofile.js';
import { platformModel } from './platform.js';
import { portMappingModel } from './portmapping.js';
import { portTemplateMappingModel } from './porttemplatemapping.js';
import { powerFeedModel } from './powerfeed.js';
import { powerOutletModel } from './poweroutlet.js';
import { powerOutletTemplateModel } from './poweroutlettemplate.js';
import { powerPanelModel } from './powerpanel.js';
import { powerPortModel } from './powerport.js';
import { powerPortTemplateModel } from './powerporttemplate.js';
import { rackModel } from './rack.js';
import { rackGroupModel } from './rackgroup.js';
import { rackReservationModel } from './rackreservation.js';
import { rackRoleModel } from './rackrole.js';
import { rackTypeModel } from './racktype.js';
import { rearPortModel } from './rearport.js';
import { rearPortTemplateModel } from './rearporttemplate.js';
import { regionModel } from './region.js';
import { siteModel } from './site.js';
import { siteGroupModel } from './sitegroup.js';
import { virtualChassisModel } from './virtualchassis.js';
import { virtualDeviceContextModel } from './virtualdevicecontext.js';

/** Models of the dcim application, sorted by name. */
export const dcimModels = [consolePortModel, consolePortTemplateModel, consoleServerPortModel, consoleServerPortTemplateModel, coolingFeedModel, coolingIntakeModel, coolingIntakeTemplateModel, coolingOutflowModel, coolingOutflowTemplateModel, coolingSourceModel, deviceModel, deviceBayModel, deviceBayTemplateModel, deviceRoleModel, deviceTypeModel, frontPortModel, frontPortTemplateModel, interfaceModel, interfaceTemplateModel, inventoryItemModel, inventoryItemRoleModel, inventoryItemTemplateModel, locationModel, mACAddressModel, manufacturerModel, moduleModel, moduleBayModel, moduleBayTemplateModel, moduleBayTypeModel, moduleTypeModel, moduleTypeProfileModel, platformModel, portMappingModel, portTemplateMappingModel, powerFeedModel, powerOutletModel, powerOutletTemplateModel, powerPanelModel, powerPortModel, powerPortTemplateModel, rackModel, rackGroupModel, rackReservationModel, rackRoleModel, rackTypeModel, rearPortModel, rearPortTemplateModel, regionModel, siteModel, siteGroupModel, virtualChassisModel, virtualDeviceContextModel] as const;
