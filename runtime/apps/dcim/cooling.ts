// Cooling outflows and their templates (NetBox's CoolingOutflow and CoolingOutflowTemplate
// clean()): the intake that supplies an outflow is on the same device (a template's, of the same
// device or module type).
import { defineModel } from '../kit/define.js';
import { parentOfOtherOwner, parentOnOtherDevice } from './same-owner.js';

export const coolingOutflow = defineModel('dcim.coolingoutflow', {
  async clean(ctx, values) {
    return parentOnOtherDevice(ctx, 'dcim.coolingintake', values.cooling_intake, values.device, 'cooling intake');
  },
});

export const coolingOutflowTemplate = defineModel('dcim.coolingoutflowtemplate', {
  async clean(ctx, values) {
    return parentOfOtherOwner(ctx, 'dcim.coolingintaketemplate', values.cooling_intake, values, 'cooling intake');
  },
});

export const coolingPlugins = [coolingOutflow, coolingOutflowTemplate];
