// Virtual chassis rules: the master is a member (VirtualChassis.clean()); a new chassis's master
// joins it, at position 1 when it has none (NetBox's assign_virtualchassis_master signal).
import { updateObject } from '../../write/save.js';
import { displayOf, getObject, query, stored } from '../kit/data.js';
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
  async afterSave(ctx, saved, before) {
    if (before || saved.master === null) return;
    const devices = ctx.index.model('dcim.device');
    const row = await query(ctx, 'dcim.device').where('id', saved.master).first();
    const position = stored(ctx, 'dcim.device', row).vc_position === null ? { vc_position: 1 } : {};
    // The rule's own write, as the signal's master.save(): logged as the device's change, not
    // subject to the request's permissions on devices.
    await updateObject({ ...ctx, access: null }, devices, row, { virtual_chassis: saved.id, ...position }, true);
  },
});
