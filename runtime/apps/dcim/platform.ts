// Platform filter: available_for_device_type, the platforms of no manufacturer or of the device
// type's (NetBox's ModelChoiceFilter on a device type).
import { defineModel } from '../kit/define.js';
import { column } from '../kit/data.js';
import { namedObjects } from '../kit/filters.js';

export const platform = defineModel('dcim.platform', {
  filters: {
    async available_for_device_type(ctx, values, fail) {
      const types = await namedObjects(ctx, 'dcim.devicetype', values, fail);
      if (!types) return null;
      const manufacturer = column(ctx, 'dcim.platform', 'manufacturer');
      return (qb) => qb.where((inner) => inner.whereNull(manufacturer).orWhereIn(manufacturer, types.map((t) => t.manufacturer)));
    },
  },
});
