// Virtual chassis rule (NetBox's VirtualChassis.clean()): the master is a member.
import { displayOf, getObject } from '../kit/data.js';
import { defineModel } from '../kit/define.js';

export const virtualChassis = defineModel('dcim.virtualchassis', {
  async clean(ctx, values, existing) {
    const masterId = values.master ?? null;
    if (!existing || masterId === null) return;
    const master = await getObject(ctx, 'dcim.device', masterId);
    if (master && master.virtual_chassis !== existing.id) {
      return { master: [`The selected master (${await displayOf(ctx, 'dcim.device', masterId)}) is not assigned to this virtual chassis.`] };
    }
  },
});
