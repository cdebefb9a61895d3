// Virtual machine rules (NetBox's VirtualMachine.clean() and save()): a site, cluster or host
// device; the cluster and the device in the VM's site, the device in the cluster; a VM without a
// site takes its cluster's or its host's; the disk size of a machine with virtual disks is their
// sum; primary IPs on the VM's own interfaces; a new VM's type gives what it leaves out. And its
// computed primary IP and config context.
import { configContexts } from '../extras/config-context.js';
import { primaryIp, primaryIpErrors } from '../ipam/primary-ip.js';
import { column, displayOf, findObjects, getObject, query } from '../kit/data.js';
import { defineModel } from '../kit/define.js';
import { siteOfScope } from './scope.js';

export const virtualMachine = defineModel('virtualization.virtualmachine', {
  async clean(ctx, values, existing) {
    const siteId = values.site ?? null;
    const clusterId = values.cluster ?? null;
    const deviceId = values.device ?? null;
    if (siteId === null && clusterId === null && deviceId === null) {
      return { __all__: ['A virtual machine must be assigned to a site, cluster, or device.'] };
    }
    const cluster = await getObject(ctx, 'virtualization.cluster', clusterId);
    const clusterSite = cluster ? await siteOfScope(ctx, cluster) : null;
    if (cluster && siteId !== null && clusterSite !== null && clusterSite !== siteId) {
      return { cluster: [`The selected cluster (${await displayOf(ctx, 'virtualization.cluster', clusterId)}) is not assigned to this site (${await displayOf(ctx, 'dcim.site', siteId)}).`] };
    }
    const device = await getObject(ctx, 'dcim.device', deviceId);
    if (device && siteId !== null && device.site !== siteId) {
      return { site: [`The selected device (${await displayOf(ctx, 'dcim.device', deviceId)}) is not assigned to this site (${await displayOf(ctx, 'dcim.site', siteId)}).`] };
    }
    const deviceCluster = device ? device.cluster : null;
    if (device && clusterId === null && deviceCluster !== null) {
      return { cluster: [`Must specify the assigned device's cluster (${await displayOf(ctx, 'virtualization.cluster', deviceCluster)}) when assigning host device ${await displayOf(ctx, 'dcim.device', deviceId)}.`] };
    }
    if (device && clusterId !== null && deviceCluster !== clusterId) {
      return { device: [`The selected device (${await displayOf(ctx, 'dcim.device', deviceId)}) is not assigned to this cluster (${await displayOf(ctx, 'virtualization.cluster', clusterId)}).`] };
    }
    // Like NetBox's save(): a VM without a site takes its cluster's or its host's; a new one takes
    // its type's platform, vCPUs and memory where it gives none (apply_type_defaults).
    if (siteId === null) values.site = clusterSite ?? (device ? device.site : null);
    const type = existing ? null : await getObject(ctx, 'virtualization.virtualmachinetype', values.virtual_machine_type);
    if (type) {
      values.platform ??= type.default_platform;
      values.vcpus ??= type.default_vcpus;
      values.memory ??= type.default_memory;
    }
    // The disk size of a machine with virtual disks is their sum: taken when none is given,
    // refused when another is (NetBox checks it on update only: a new machine has no disks).
    if (existing) {
      const row = (await query(ctx, 'virtualization.virtualdisk').sum({ total: column(ctx, 'virtualization.virtualdisk', 'size') })
        .where(column(ctx, 'virtualization.virtualdisk', 'virtual_machine'), existing.id).first()) as { total: unknown } | undefined;
      const total = Number(row?.total ?? 0);
      if (total && (values.disk === null || values.disk === undefined)) values.disk = total;
      else if (total && values.disk !== total) {
        return { disk: [`The specified disk size (${String(values.disk)}) must match the aggregate size of assigned virtual disks (${total}).`] };
      }
    }
    const interfaces = existing
      ? (await findObjects(ctx, 'virtualization.vminterface', (qb) => qb.where(column(ctx, 'virtualization.vminterface', 'virtual_machine'), existing.id))).map((i) => i.id)
      : [];
    return primaryIpErrors(ctx, values, ['primary_ip4', 'primary_ip6'], {
      interfaceType: 'virtualization.vminterface',
      interfaces,
      notAssigned: (ip) => `The specified IP address (${ip}) is not assigned to this VM.`,
      wrongFamily: (ip, family, version) => `Must be an IPv${family} address. (${ip} is an IPv${version} address.)`,
    });
  },
  computed: {
    primary_ip: primaryIp('virtualization.virtualmachine'),
    config_context: configContexts('virtualization.virtualmachine'),
  },
});
