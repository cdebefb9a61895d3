// VLAN rules (NetBox's VLAN.clean()): a VLAN of a group scoped to a site is not assigned to
// another site, its VID lies in the group's ranges, and Q-in-Q customer VLANs (and only they) have
// a service VLAN. And the filters of VLANs available to a device, a site, a site group or a
// virtual machine.
import { displayOf, getObject } from '../kit/data.js';
import { defineModel } from '../kit/define.js';
import { vlanAvailableAtSite, vlanAvailableAtSiteGroup, vlanAvailableOnDevice, vlanAvailableOnVirtualMachine } from './vlan-filters.js';
import { rangesText, vidRanges } from './vids.js';

export const vlan = defineModel('ipam.vlan', {
  async clean(ctx, values) {
    const groupId = values.group ?? null;
    const siteId = values.site ?? null;
    if (groupId !== null) {
      const group = (await getObject(ctx, 'ipam.vlangroup', groupId))!;
      const groupName = await displayOf(ctx, 'ipam.vlangroup', groupId);
      if (siteId !== null && group.scope_type === 'dcim.site' && group.scope_id !== siteId) {
        return { __all__: [`VLAN is assigned to group ${groupName} (scope: ${await displayOf(ctx, 'dcim.site', group.scope_id)}); cannot also assign to site ${await displayOf(ctx, 'dcim.site', siteId)}.`] };
      }
      const ranges = vidRanges(group.vid_ranges);
      const vid = Number(values.vid);
      if (!ranges.some(([lo, hi]) => vid >= lo && vid <= hi)) {
        return { vid: [`VID must be in ranges ${rangesText(ranges)} for VLANs in group ${groupName}`] };
      }
    }
    const role = values.qinq_role;
    if (values.qinq_svlan !== null && values.qinq_svlan !== undefined && role !== 'cvlan') {
      return { qinq_svlan: ['Only Q-in-Q customer VLANs maybe assigned to a service VLAN.'] };
    }
    if (role === 'cvlan' && (values.qinq_svlan === null || values.qinq_svlan === undefined)) {
      return { qinq_role: ['A Q-in-Q customer VLAN must be assigned to a service VLAN.'] };
    }
  },
  filters: {
    available_on_device: vlanAvailableOnDevice,
    available_at_site: vlanAvailableAtSite,
    available_at_site_group: vlanAvailableAtSiteGroup,
    available_on_virtualmachine: vlanAvailableOnVirtualMachine,
  },
});
