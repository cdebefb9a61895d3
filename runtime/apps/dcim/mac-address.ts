// MAC address rule: a valid address, stored in NetBox's form (upper case, colon-separated). And
// the filters by device, across a virtual chassis as NetBox's filter_device.
import { defineModel } from '../kit/define.js';
import { assignedTo, byDeviceInterfaces } from './vc-interfaces.js';

export const macAddress = defineModel('dcim.macaddress', {
  async clean(_ctx, values) {
    const text = String(values.mac_address ?? '').trim();
    const digits = text.replace(/[-:.]/g, '');
    if (!/^[0-9a-fA-F]{12}$/.test(digits)) return { mac_address: [`Invalid MAC address format: ${text}`] };
    values.mac_address = digits.toUpperCase().match(/../g)!.join(':');
  },
  filters: {
    device_id: byDeviceInterfaces(true, true, assignedTo('dcim.macaddress')),
    device: byDeviceInterfaces(false, true, assignedTo('dcim.macaddress')),
  },
});
