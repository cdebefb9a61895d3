// What every interface checks, a device's or a virtual machine's (NetBox's BaseInterface.clean()):
// a service VLAN only in Q-in-Q mode; the primary MAC address assigned to this interface (on a
// create, one assigned to no interface yet is accepted: NetBox then assigns it).
import { displayOf, getObject } from '../kit/data.js';
import { defineTrait } from '../kit/define.js';

export const baseInterface = defineTrait('base_interface', {
  async clean(ctx, values, existing, model) {
    if (values.qinq_svlan !== null && values.qinq_svlan !== undefined && values.mode !== 'q-in-q') {
      return { qinq_svlan: ['Only Q-in-Q interfaces may specify a service VLAN.'] };
    }
    const mac = await getObject(ctx, 'dcim.macaddress', values.primary_mac_address);
    if (!mac) return;
    if (mac.assigned_object_type === null) {
      // Not part of a field: NetBox edits it through the mac_address shortcut.
      if (existing) return { __all__: ['Only a MAC address assigned to this interface can be its primary MAC address.'] };
    } else if (mac.assigned_object_type !== model.key || mac.assigned_object_id !== existing?.id) {
      const holder = await displayOf(ctx, mac.assigned_object_type as 'dcim.interface', mac.assigned_object_id);
      return { __all__: [`MAC address ${mac.mac_address} is assigned to a different interface (${holder}).`] };
    }
  },
});
