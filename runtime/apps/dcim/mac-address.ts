// MAC address rule: a valid address, stored in NetBox's form (upper case, colon-separated).
import { defineModel } from '../kit/define.js';

export const macAddress = defineModel('dcim.macaddress', {
  async clean(_ctx, values) {
    const text = String(values.mac_address ?? '').trim();
    const digits = text.replace(/[-:.]/g, '');
    if (!/^[0-9a-fA-F]{12}$/.test(digits)) return { mac_address: [`Invalid MAC address format: ${text}`] };
    values.mac_address = digits.toUpperCase().match(/../g)!.join(':');
  },
});
