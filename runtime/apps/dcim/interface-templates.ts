// Interface template rules (NetBox's InterfaceTemplate.clean(); InterfaceValidationMixin is the
// interface_validation trait's): its parent and bridge are templates of the same device or module type.
import { displayOf } from '../kit/data.js';
import { defineModel } from '../kit/define.js';
import { foreignOwner } from './same-owner.js';

const KIND = { parent: 'Parent interface', bridge: 'Bridge interface' } as const;

export const interfaceTemplate = defineModel('dcim.interfacetemplate', {
  async clean(ctx, values) {
    for (const name of ['parent', 'bridge'] as const) {
      const foreign = await foreignOwner(ctx, 'dcim.interfacetemplate', values[name], values);
      if (foreign) {
        return { [name]: [`${KIND[name]} (${await displayOf(ctx, 'dcim.interfacetemplate', values[name])}) must belong to the same ${foreign}`] };
      }
    }
  },
});
