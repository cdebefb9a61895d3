// Device type rules (NetBox's DeviceType.clean()): a type with device bay templates stays a parent;
// child types are 0U; a type may grow only while each of its racked devices still fits where it
// is, and become 0U only when none is racked.
import { column, displayOf, findObjects, getObject, query } from '../kit/data.js';
import { defineModel } from '../kit/define.js';
import { decimal, fits, halves, lockRacks } from './rack-space.js';

export const deviceType = defineModel('dcim.devicetype', {
  async clean(ctx, values, existing) {
    if (existing && values.subdevice_role !== 'parent'
      && await query(ctx, 'dcim.devicebaytemplate').where(column(ctx, 'dcim.devicebaytemplate', 'device_type'), existing.id).first('id')) {
      return { subdevice_role: ['Must delete all device bay templates associated with this device before declassifying it as a parent device.'] };
    }
    const height = halves(values.u_height);
    if (height && values.subdevice_role === 'child') return { u_height: ['Child device types must be 0U.'] };
    if (!existing) return;
    const before = halves(existing.u_height);
    const racked = await findObjects(ctx, 'dcim.device', (qb) => qb.where(column(ctx, 'dcim.device', 'device_type'), existing.id)
      .whereNotNull(column(ctx, 'dcim.device', 'position')).whereNotNull(column(ctx, 'dcim.device', 'rack')));
    if (height > before) {
      // Every racked instance must still fit where it is, at the new height.
      await lockRacks(ctx, [...new Set(racked.map((d) => d.rack!))]);
      const grown = { u_height: height / 2, is_full_depth: values.is_full_depth };
      for (const instance of racked) {
        const rack = (await getObject(ctx, 'dcim.rack', instance.rack))!;
        if (!(await fits(ctx, rack, grown, halves(instance.position), instance.face || null, instance.id))) {
          const [device, rackName] = [await displayOf(ctx, 'dcim.device', instance.id), await displayOf(ctx, 'dcim.rack', rack.id)];
          return { u_height: [`Device ${device} in rack ${rackName} does not have sufficient space to accommodate a height of ${decimal(height)}U`] };
        }
      }
    } else if (before > 0 && height === 0 && racked.length) {
      // NetBox links the count to the device list; an API error carries plain text.
      return { u_height: [`Unable to set 0U height: Found ${racked.length} instances already mounted within racks.`] };
    }
  },
});
