// Virtual device context rules (NetBox's VirtualDeviceContext.clean()): primary IPs of the right
// family, assigned to an interface of its device (or of the device's virtual chassis members, as
// Device.vc_interfaces(if_master=False) gives them); and its computed primary IP.
import { primaryIp, primaryIpErrors } from '../ipam/primary-ip.js';
import { column, getObject, query, table } from '../kit/data.js';
import { defineModel } from '../kit/define.js';

export const virtualDeviceContext = defineModel('dcim.virtualdevicecontext', {
  async clean(ctx, values) {
    const device = await getObject(ctx, 'dcim.device', values.device);
    if (!device) return;
    const owner = column(ctx, 'dcim.interface', 'device');
    const lookup = query(ctx, 'dcim.interface').select('id').where(owner, device.id);
    if (device.virtual_chassis !== null) {
      lookup.orWhere((q) => q.where(column(ctx, 'dcim.interface', 'mgmt_only'), false)
        .whereIn(owner, ctx.q(table(ctx, 'dcim.device')).select('id').where(column(ctx, 'dcim.device', 'virtual_chassis'), device.virtual_chassis)));
    }
    const interfaces = ((await lookup) as { id: unknown }[]).map((r) => Number(r.id));
    return primaryIpErrors(ctx, values, ['primary_ip4', 'primary_ip6'], {
      interfaceType: 'dcim.interface',
      interfaces,
      notAssigned: () => 'Primary IP address must belong to an interface on the assigned device.',
      wrongFamily: (ip, family) => `${ip} is not an IPv${family} address.`,
    });
  },
  computed: {
    primary_ip: primaryIp('dcim.virtualdevicecontext'),
  },
});
