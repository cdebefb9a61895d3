// Cooling outflows and their templates (NetBox's CoolingOutflow and CoolingOutflowTemplate
// clean()): the intake that supplies an outflow is on the same device (a template's, of the same
// device or module type).
import { displayOf, getObject } from '../kit/data.js';
import { defineModel } from '../kit/define.js';
import { foreignOwner } from './template-owner.js';

export const coolingOutflow = defineModel('dcim.coolingoutflow', {
  async clean(ctx, values) {
    const intake = await getObject(ctx, 'dcim.coolingintake', values.cooling_intake);
    if (intake && intake.device !== values.device) {
      return { __all__: [`Parent cooling intake (${await displayOf(ctx, 'dcim.coolingintake', intake.id)}) must belong to the same device`] };
    }
  },
});

export const coolingOutflowTemplate = defineModel('dcim.coolingoutflowtemplate', {
  async clean(ctx, values) {
    const foreign = await foreignOwner(ctx, 'dcim.coolingintaketemplate', values.cooling_intake, values);
    if (foreign) {
      return { __all__: [`Parent cooling intake (${await displayOf(ctx, 'dcim.coolingintaketemplate', values.cooling_intake)}) must belong to the same ${foreign}`] };
    }
  },
});

export const coolingPlugins = [coolingOutflow, coolingOutflowTemplate];
