// Code generated from schema/models/core/objectchange.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, FilterParams, ListParams, ModelMeta } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { CircuitNested } from '../circuits/circuit.js';
import type { CircuitGroupNested } from '../circuits/circuitgroup.js';
import type { CircuitGroupAssignmentNested } from '../circuits/circuitgroupassignment.js';
import type { CircuitTerminationNested } from '../circuits/circuittermination.js';
import type { CircuitTypeNested } from '../circuits/circuittype.js';
import type { ProviderNested } from '../circuits/provider.js';
import type { ProviderAccountNested } from '../circuits/provideraccount.js';
import type { ProviderNetworkNested } from '../circuits/providernetwork.js';
import type { VirtualCircuitNested } from '../circuits/virtualcircuit.js';
import type { VirtualCircuitTerminationNested } from '../circuits/virtualcircuittermination.js';
import type { VirtualCircuitTypeNested } from '../circuits/virtualcircuittype.js';
import type { CableNested } from '../dcim/cable.js';
import type { CableBundleNested } from '../dcim/cablebundle.js';
import type { CableTerminationNested } from '../dcim/cabletermination.js';
import type { ConsolePortNested } from '../dcim/consoleport.js';
import type { ConsolePortTemplateNested } from '../dcim/consoleporttemplate.js';
import type { ConsoleServerPortNested } from '../dcim/consoleserverport.js';
import type { ConsoleServerPortTemplateNested } from '../dcim/consoleserverporttemplate.js';
import type { CoolingFeedNested } from '../dcim/coolingfeed.js';
import type { CoolingIntakeNested } from '../dcim/coolingintake.js';
import type { CoolingIntakeTemplateNested } from '../dcim/coolingintaketemplate.js';
import type { CoolingOutflowNested } from '../dcim/coolingoutflow.js';
import type { CoolingOutflowTemplateNested } from '../dcim/coolingoutflowtemplate.js';
import type { CoolingSourceNested } from '../dcim/coolingsource.js';
import type { DeviceNested } from '../dcim/device.js';
import type { DeviceBayNested } from '../dcim/devicebay.js';
import type { DeviceBayTemplateNested } from '../dcim/devicebaytemplate.js';
import type { DeviceRoleNested } from '../dcim/devicerole.js';
import type { DeviceTypeNested } from '../dcim/devicetype.js';
import type { FrontPortNested } from '../dcim/frontport.js';
import type { FrontPortTemplateNested } from '../dcim/frontporttemplate.js';
import type { InterfaceNested } from '../dcim/interface.js';
import type { InterfaceTemplateNested } from '../dcim/interfacetemplate.js';
import type { InventoryItemNested } from '../dcim/inventoryitem.js';
import type { InventoryItemRoleNested } from '../dcim/inventoryitemrole.js';
import type { InventoryItemTemplateNested } from '../dcim/inventoryitemtemplate.js';
import type { LocationNested } from '../dcim/location.js';
import type { MACAddressNested } from '../dcim/macaddress.js';
import type { ManufacturerNested } from '../dcim/manufacturer.js';
import type { ModuleNested } from '../dcim/module.js';
import type { ModuleBayNested } from '../dcim/modulebay.js';
import type { ModuleBayTemplateNested } from '../dcim/modulebaytemplate.js';
import type { ModuleBayTypeNested } from '../dcim/modulebaytype.js';
import type { ModuleTypeNested } from '../dcim/moduletype.js';
import type { ModuleTypeProfileNested } from '../dcim/moduletypeprofile.js';
import type { PlatformNested } from '../dcim/platform.js';
import type { PowerFeedNested } from '../dcim/powerfeed.js';
import type { PowerOutletNested } from '../dcim/poweroutlet.js';
import type { PowerOutletTemplateNested } from '../dcim/poweroutlettemplate.js';
import type { PowerPanelNested } from '../dcim/powerpanel.js';
import type { PowerPortNested } from '../dcim/powerport.js';
import type { PowerPortTemplateNested } from '../dcim/powerporttemplate.js';
import type { RackNested } from '../dcim/rack.js';
import type { RackGroupNested } from '../dcim/rackgroup.js';
import type { RackReservationNested } from '../dcim/rackreservation.js';
import type { RackRoleNested } from '../dcim/rackrole.js';
import type { RackTypeNested } from '../dcim/racktype.js';
import type { RearPortNested } from '../dcim/rearport.js';
import type { RearPortTemplateNested } from '../dcim/rearporttemplate.js';
import type { RegionNested } from '../dcim/region.js';
import type { SiteNested } from '../dcim/site.js';
import type { SiteGroupNested } from '../dcim/sitegroup.js';
import type { VirtualChassisNested } from '../dcim/virtualchassis.js';
import type { VirtualDeviceContextNested } from '../dcim/virtualdevicecontext.js';
import type { ConfigContextNested } from '../extras/configcontext.js';
import type { CustomFieldNested } from '../extras/customfield.js';
import type { CustomFieldChoiceSetNested } from '../extras/customfieldchoiceset.js';
import type { EventRuleNested } from '../extras/eventrule.js';
import type { JournalEntryNested } from '../extras/journalentry.js';
import type { TagNested } from '../extras/tag.js';
import type { WebhookNested } from '../extras/webhook.js';
import type { AggregateNested } from '../ipam/aggregate.js';
import type { ASNNested } from '../ipam/asn.js';
import type { ASNRangeNested } from '../ipam/asnrange.js';
import type { FHRPGroupNested } from '../ipam/fhrpgroup.js';
import type { FHRPGroupAssignmentNested } from '../ipam/fhrpgroupassignment.js';
import type { IPAddressNested } from '../ipam/ipaddress.js';
import type { IPRangeNested } from '../ipam/iprange.js';
import type { PrefixNested } from '../ipam/prefix.js';
import type { RIRNested } from '../ipam/rir.js';
import type { RoleNested } from '../ipam/role.js';
import type { RouteTargetNested } from '../ipam/routetarget.js';
import type { ServiceNested } from '../ipam/service.js';
import type { ServiceTemplateNested } from '../ipam/servicetemplate.js';
import type { VLANNested } from '../ipam/vlan.js';
import type { VLANGroupNested } from '../ipam/vlangroup.js';
import type { VLANTranslationPolicyNested } from '../ipam/vlantranslationpolicy.js';
import type { VLANTranslationRuleNested } from '../ipam/vlantranslationrule.js';
import type { VRFNested } from '../ipam/vrf.js';
import type { ContactNested } from '../tenancy/contact.js';
import type { ContactAssignmentNested } from '../tenancy/contactassignment.js';
import type { ContactGroupNested } from '../tenancy/contactgroup.js';
import type { ContactRoleNested } from '../tenancy/contactrole.js';
import type { TenantNested } from '../tenancy/tenant.js';
import type { TenantGroupNested } from '../tenancy/tenantgroup.js';
import type { UserRecord } from '../users/user.js';
import type { ClusterNested } from '../virtualization/cluster.js';
import type { ClusterGroupNested } from '../virtualization/clustergroup.js';
import type { ClusterTypeNested } from '../virtualization/clustertype.js';
import type { VirtualDiskNested } from '../virtualization/virtualdisk.js';
import type { VirtualMachineNested } from '../virtualization/virtualmachine.js';
import type { VirtualMachineTypeNested } from '../virtualization/virtualmachinetype.js';
import type { VMInterfaceNested } from '../virtualization/vminterface.js';
import type { IKEPolicyNested } from '../vpn/ikepolicy.js';
import type { IKEProposalNested } from '../vpn/ikeproposal.js';
import type { IPSecPolicyNested } from '../vpn/ipsecpolicy.js';
import type { IPSecProfileNested } from '../vpn/ipsecprofile.js';
import type { IPSecProposalNested } from '../vpn/ipsecproposal.js';
import type { L2VPNNested } from '../vpn/l2vpn.js';
import type { L2VPNTerminationNested } from '../vpn/l2vpntermination.js';
import type { TunnelNested } from '../vpn/tunnel.js';
import type { TunnelGroupNested } from '../vpn/tunnelgroup.js';
import type { TunnelTerminationNested } from '../vpn/tunneltermination.js';
import type { WirelessLANNested } from '../wireless/wirelesslan.js';
import type { WirelessLANGroupNested } from '../wireless/wirelesslangroup.js';
import type { WirelessLinkNested } from '../wireless/wirelesslink.js';

/** The complete representation of a object change, as the API returns it. */
export interface ObjectChangeRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly time: string;
  readonly user: Pick<UserRecord, 'id' | 'url' | 'display' | 'username'> | null;
  readonly user_name: string;
  readonly request_id: string;
  readonly action: ChoiceRecord<ChoiceValue<'core.object_change_action'>> | null;
  readonly changed_object_type: string;
  readonly changed_object_id: number;
  readonly changed_object: CircuitNested | CircuitGroupNested | CircuitGroupAssignmentNested | CircuitTerminationNested | CircuitTypeNested | ProviderNested | ProviderAccountNested | ProviderNetworkNested | VirtualCircuitNested | VirtualCircuitTerminationNested | VirtualCircuitTypeNested | CableNested | CableBundleNested | CableTerminationNested | ConsolePortNested | ConsolePortTemplateNested | ConsoleServerPortNested | ConsoleServerPortTemplateNested | CoolingFeedNested | CoolingIntakeNested | CoolingIntakeTemplateNested | CoolingOutflowNested | CoolingOutflowTemplateNested | CoolingSourceNested | DeviceNested | DeviceBayNested | DeviceBayTemplateNested | DeviceRoleNested | DeviceTypeNested | FrontPortNested | FrontPortTemplateNested | InterfaceNested | InterfaceTemplateNested | InventoryItemNested | InventoryItemRoleNested | InventoryItemTemplateNested | LocationNested | MACAddressNested | ManufacturerNested | ModuleNested | ModuleBayNested | ModuleBayTemplateNested | ModuleBayTypeNested | ModuleTypeNested | ModuleTypeProfileNested | PlatformNested | PowerFeedNested | PowerOutletNested | PowerOutletTemplateNested | PowerPanelNested | PowerPortNested | PowerPortTemplateNested | RackNested | RackGroupNested | RackReservationNested | RackRoleNested | RackTypeNested | RearPortNested | RearPortTemplateNested | RegionNested | SiteNested | SiteGroupNested | VirtualChassisNested | VirtualDeviceContextNested | ConfigContextNested | CustomFieldNested | CustomFieldChoiceSetNested | EventRuleNested | JournalEntryNested | TagNested | WebhookNested | AggregateNested | ASNNested | ASNRangeNested | FHRPGroupNested | FHRPGroupAssignmentNested | IPAddressNested | IPRangeNested | PrefixNested | RIRNested | RoleNested | RouteTargetNested | ServiceNested | ServiceTemplateNested | VLANNested | VLANGroupNested | VLANTranslationPolicyNested | VLANTranslationRuleNested | VRFNested | ContactNested | ContactAssignmentNested | ContactGroupNested | ContactRoleNested | TenantNested | TenantGroupNested | ClusterNested | ClusterGroupNested | ClusterTypeNested | VirtualDiskNested | VirtualMachineNested | VirtualMachineTypeNested | VMInterfaceNested | IKEPolicyNested | IKEProposalNested | IPSecPolicyNested | IPSecProfileNested | IPSecProposalNested | L2VPNNested | L2VPNTerminationNested | TunnelNested | TunnelGroupNested | TunnelTerminationNested | WirelessLANNested | WirelessLANGroupNested | WirelessLinkNested | null;
  readonly object_repr: string;
  readonly message: string;
  readonly prechange_data: unknown;
  readonly postchange_data: unknown;
}

/** The brief representation (`?brief=1`). */
export type ObjectChangeBrief = Pick<ObjectChangeRecord, 'id' | 'url' | 'display_url' | 'display' | 'time' | 'user' | 'user_name' | 'request_id' | 'action' | 'changed_object_type' | 'changed_object_id' | 'changed_object' | 'object_repr' | 'message' | 'prechange_data' | 'postchange_data'>;

/** A object change embedded in another object. */
export type ObjectChangeNested = Pick<ObjectChangeRecord, 'id' | 'url' | 'display_url' | 'display' | 'time' | 'user' | 'user_name' | 'request_id' | 'action' | 'changed_object_type' | 'changed_object_id' | 'changed_object' | 'object_repr' | 'message' | 'prechange_data' | 'postchange_data'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface ObjectChangeInput {

}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type ObjectChangeFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly user_id: readonly ['related', number | 'null'];
  readonly user_name: readonly ['string', string];
  readonly request_id: readonly ['uuid', string];
  readonly action: readonly ['choice', ChoiceValue<'core.object_change_action'> | 'null'];
  readonly changed_object_type: readonly ['string', string];
  readonly changed_object_id: readonly ['number', number];
  readonly object_repr: readonly ['string', string];
  readonly user: readonly ['related', string | 'null'];
  readonly changed_object_type_id: readonly ['object_type_id', number];
  readonly related_object_type: readonly ['string', string];
  readonly related_object_id: readonly ['number', number];
  readonly time_after: readonly ['once', string];
  readonly time_before: readonly ['once', string];
}>
  & ListParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface ObjectChangeRow {
  readonly id: number;
  readonly time: string;
  readonly user_id: number | null;
  readonly user_name: string;
  readonly request_id: string;
  readonly action: ChoiceValue<'core.object_change_action'> | '';
  readonly changed_object_type: string;
  readonly changed_object_id: number;
  readonly object_repr: string;
  readonly message: string;
  readonly related_object_type: string | null;
  readonly related_object_id: number | null;
  readonly prechange_data: string | null;
  readonly postchange_data: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface ObjectChangeValues {
  time?: string;
  user?: number | null;
  user_name?: string;
  request_id?: string;
  action?: ChoiceValue<'core.object_change_action'> | '';
  changed_object_type?: string;
  changed_object_id?: number;
  object_repr?: string;
  message?: string;
  related_object_type?: string | null;
  related_object_id?: number | null;
  prechange_data?: unknown;
  postchange_data?: unknown;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/core/). */
export interface ObjectChangePlugin {
  readonly rules: 'display';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface ObjectChangeTypes {
  readonly key: 'core.objectchange';
  readonly record: ObjectChangeRecord;
  readonly brief: ObjectChangeBrief;
  readonly nested: ObjectChangeNested;
  readonly input: ObjectChangeInput;
  readonly filters: ObjectChangeFilters;
  readonly row: ObjectChangeRow;
  readonly values: ObjectChangeValues;
  readonly plugin: ObjectChangePlugin;
}

export const objectChangeModel = {
  key: 'core.objectchange',
  app: 'core',
  model: 'objectchange',
  className: 'ObjectChange',
  path: 'object-changes',
  table: 'core_objectchange',
  api: true,
  readOnly: true,
  alsoAt: ['extras/object-changes'],
  verboseName: 'object change',
  verboseNamePlural: 'object changes',
  description: 'A record of one create, update or delete, with the object\'s state before and after.',
  source: 'schema/models/core/objectchange.yaml',
  features: { tags: false, customFields: false, changelog: false },
  tree: false,
  display: ['{id}'],
  ordering: ['-time', '-id'],
  fields: [
    {
      name: 'time',
      type: 'datetime',
      column: 'time',
      label: 'time',
      required: false,
      nullable: false,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'user',
      type: 'fk',
      column: 'user_id',
      label: 'user',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'users.user',
      onDelete: 'set_null',
      nested: ['id', 'url', 'display', 'username'],
    },
    {
      name: 'user_name',
      type: 'string',
      column: 'user_name',
      label: 'user name',
      required: false,
      nullable: false,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 150,
    },
    {
      name: 'request_id',
      type: 'uuid',
      column: 'request_id',
      label: 'request ID',
      required: false,
      nullable: false,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'action',
      type: 'choice',
      column: 'action',
      label: 'action',
      required: false,
      nullable: false,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      choices: 'core.object_change_action',
    },
    {
      name: 'changed_object_type',
      type: 'content_type',
      column: 'changed_object_type',
      label: 'changed object type',
      required: false,
      nullable: false,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 100,
      targets: [
        'circuits.circuit',
        'circuits.circuitgroup',
        'circuits.circuitgroupassignment',
        'circuits.circuittermination',
        'circuits.circuittype',
        'circuits.provider',
        'circuits.provideraccount',
        'circuits.providernetwork',
        'circuits.virtualcircuit',
        'circuits.virtualcircuittermination',
        'circuits.virtualcircuittype',
        'dcim.cable',
        'dcim.cablebundle',
        'dcim.cabletermination',
        'dcim.consoleport',
        'dcim.consoleporttemplate',
        'dcim.consoleserverport',
        'dcim.consoleserverporttemplate',
        'dcim.coolingfeed',
        'dcim.coolingintake',
        'dcim.coolingintaketemplate',
        'dcim.coolingoutflow',
        'dcim.coolingoutflowtemplate',
        'dcim.coolingsource',
        'dcim.device',
        'dcim.devicebay',
        'dcim.devicebaytemplate',
        'dcim.devicerole',
        'dcim.devicetype',
        'dcim.frontport',
        'dcim.frontporttemplate',
        'dcim.interface',
        'dcim.interfacetemplate',
        'dcim.inventoryitem',
        'dcim.inventoryitemrole',
        'dcim.inventoryitemtemplate',
        'dcim.location',
        'dcim.macaddress',
        'dcim.manufacturer',
        'dcim.module',
        'dcim.modulebay',
        'dcim.modulebaytemplate',
        'dcim.modulebaytype',
        'dcim.moduletype',
        'dcim.moduletypeprofile',
        'dcim.platform',
        'dcim.powerfeed',
        'dcim.poweroutlet',
        'dcim.poweroutlettemplate',
        'dcim.powerpanel',
        'dcim.powerport',
        'dcim.powerporttemplate',
        'dcim.rack',
        'dcim.rackgroup',
        'dcim.rackreservation',
        'dcim.rackrole',
        'dcim.racktype',
        'dcim.rearport',
        'dcim.rearporttemplate',
        'dcim.region',
        'dcim.site',
        'dcim.sitegroup',
        'dcim.virtualchassis',
        'dcim.virtualdevicecontext',
        'extras.configcontext',
        'extras.customfield',
        'extras.customfieldchoiceset',
        'extras.eventrule',
        'extras.journalentry',
        'extras.tag',
        'extras.webhook',
        'ipam.aggregate',
        'ipam.asn',
        'ipam.asnrange',
        'ipam.fhrpgroup',
        'ipam.fhrpgroupassignment',
        'ipam.ipaddress',
        'ipam.iprange',
        'ipam.prefix',
        'ipam.rir',
        'ipam.role',
        'ipam.routetarget',
        'ipam.service',
        'ipam.servicetemplate',
        'ipam.vlan',
        'ipam.vlangroup',
        'ipam.vlantranslationpolicy',
        'ipam.vlantranslationrule',
        'ipam.vrf',
        'tenancy.contact',
        'tenancy.contactassignment',
        'tenancy.contactgroup',
        'tenancy.contactrole',
        'tenancy.tenant',
        'tenancy.tenantgroup',
        'virtualization.cluster',
        'virtualization.clustergroup',
        'virtualization.clustertype',
        'virtualization.virtualdisk',
        'virtualization.virtualmachine',
        'virtualization.virtualmachinetype',
        'virtualization.vminterface',
        'vpn.ikepolicy',
        'vpn.ikeproposal',
        'vpn.ipsecpolicy',
        'vpn.ipsecprofile',
        'vpn.ipsecproposal',
        'vpn.l2vpn',
        'vpn.l2vpntermination',
        'vpn.tunnel',
        'vpn.tunnelgroup',
        'vpn.tunneltermination',
        'wireless.wirelesslan',
        'wireless.wirelesslangroup',
        'wireless.wirelesslink',
      ],
      generic: 'changed_object',
    },
    {
      name: 'changed_object_id',
      type: 'bigint',
      column: 'changed_object_id',
      label: 'changed object id',
      required: false,
      nullable: false,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0,
      generic: 'changed_object',
    },
    {
      name: 'changed_object',
      type: 'generic',
      column: null,
      label: 'changed object',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      onDelete: 'keep',
      targets: [
        'circuits.circuit',
        'circuits.circuitgroup',
        'circuits.circuitgroupassignment',
        'circuits.circuittermination',
        'circuits.circuittype',
        'circuits.provider',
        'circuits.provideraccount',
        'circuits.providernetwork',
        'circuits.virtualcircuit',
        'circuits.virtualcircuittermination',
        'circuits.virtualcircuittype',
        'dcim.cable',
        'dcim.cablebundle',
        'dcim.cabletermination',
        'dcim.consoleport',
        'dcim.consoleporttemplate',
        'dcim.consoleserverport',
        'dcim.consoleserverporttemplate',
        'dcim.coolingfeed',
        'dcim.coolingintake',
        'dcim.coolingintaketemplate',
        'dcim.coolingoutflow',
        'dcim.coolingoutflowtemplate',
        'dcim.coolingsource',
        'dcim.device',
        'dcim.devicebay',
        'dcim.devicebaytemplate',
        'dcim.devicerole',
        'dcim.devicetype',
        'dcim.frontport',
        'dcim.frontporttemplate',
        'dcim.interface',
        'dcim.interfacetemplate',
        'dcim.inventoryitem',
        'dcim.inventoryitemrole',
        'dcim.inventoryitemtemplate',
        'dcim.location',
        'dcim.macaddress',
        'dcim.manufacturer',
        'dcim.module',
        'dcim.modulebay',
        'dcim.modulebaytemplate',
        'dcim.modulebaytype',
        'dcim.moduletype',
        'dcim.moduletypeprofile',
        'dcim.platform',
        'dcim.powerfeed',
        'dcim.poweroutlet',
        'dcim.poweroutlettemplate',
        'dcim.powerpanel',
        'dcim.powerport',
        'dcim.powerporttemplate',
        'dcim.rack',
        'dcim.rackgroup',
        'dcim.rackreservation',
        'dcim.rackrole',
        'dcim.racktype',
        'dcim.rearport',
        'dcim.rearporttemplate',
        'dcim.region',
        'dcim.site',
        'dcim.sitegroup',
        'dcim.virtualchassis',
        'dcim.virtualdevicecontext',
        'extras.configcontext',
        'extras.customfield',
        'extras.customfieldchoiceset',
        'extras.eventrule',
        'extras.journalentry',
        'extras.tag',
        'extras.webhook',
        'ipam.aggregate',
        'ipam.asn',
        'ipam.asnrange',
        'ipam.fhrpgroup',
        'ipam.fhrpgroupassignment',
        'ipam.ipaddress',
        'ipam.iprange',
        'ipam.prefix',
        'ipam.rir',
        'ipam.role',
        'ipam.routetarget',
        'ipam.service',
        'ipam.servicetemplate',
        'ipam.vlan',
        'ipam.vlangroup',
        'ipam.vlantranslationpolicy',
        'ipam.vlantranslationrule',
        'ipam.vrf',
        'tenancy.contact',
        'tenancy.contactassignment',
        'tenancy.contactgroup',
        'tenancy.contactrole',
        'tenancy.tenant',
        'tenancy.tenantgroup',
        'virtualization.cluster',
        'virtualization.clustergroup',
        'virtualization.clustertype',
        'virtualization.virtualdisk',
        'virtualization.virtualmachine',
        'virtualization.virtualmachinetype',
        'virtualization.vminterface',
        'vpn.ikepolicy',
        'vpn.ikeproposal',
        'vpn.ipsecpolicy',
        'vpn.ipsecprofile',
        'vpn.ipsecproposal',
        'vpn.l2vpn',
        'vpn.l2vpntermination',
        'vpn.tunnel',
        'vpn.tunnelgroup',
        'vpn.tunneltermination',
        'wireless.wirelesslan',
        'wireless.wirelesslangroup',
        'wireless.wirelesslink',
      ],
      parts: { type: 'changed_object_type', id: 'changed_object_id' },
    },
    {
      name: 'object_repr',
      type: 'string',
      column: 'object_repr',
      label: 'object representation',
      required: false,
      nullable: false,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 200,
    },
    {
      name: 'message',
      type: 'string',
      column: 'message',
      label: 'message',
      required: false,
      nullable: false,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 200,
    },
    {
      name: 'related_object_type',
      type: 'content_type',
      column: 'related_object_type',
      label: 'related object type',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: true,
      internal: false,
      immutable: false,
      default: null,
      maxLength: 100,
      targets: [
        'circuits.circuit',
        'circuits.circuitgroup',
        'circuits.circuitgroupassignment',
        'circuits.circuittermination',
        'circuits.circuittype',
        'circuits.provider',
        'circuits.provideraccount',
        'circuits.providernetwork',
        'circuits.virtualcircuit',
        'circuits.virtualcircuittermination',
        'circuits.virtualcircuittype',
        'dcim.cable',
        'dcim.cablebundle',
        'dcim.cabletermination',
        'dcim.consoleport',
        'dcim.consoleporttemplate',
        'dcim.consoleserverport',
        'dcim.consoleserverporttemplate',
        'dcim.coolingfeed',
        'dcim.coolingintake',
        'dcim.coolingintaketemplate',
        'dcim.coolingoutflow',
        'dcim.coolingoutflowtemplate',
        'dcim.coolingsource',
        'dcim.device',
        'dcim.devicebay',
        'dcim.devicebaytemplate',
        'dcim.devicerole',
        'dcim.devicetype',
        'dcim.frontport',
        'dcim.frontporttemplate',
        'dcim.interface',
        'dcim.interfacetemplate',
        'dcim.inventoryitem',
        'dcim.inventoryitemrole',
        'dcim.inventoryitemtemplate',
        'dcim.location',
        'dcim.macaddress',
        'dcim.manufacturer',
        'dcim.module',
        'dcim.modulebay',
        'dcim.modulebaytemplate',
        'dcim.modulebaytype',
        'dcim.moduletype',
        'dcim.moduletypeprofile',
        'dcim.platform',
        'dcim.powerfeed',
        'dcim.poweroutlet',
        'dcim.poweroutlettemplate',
        'dcim.powerpanel',
        'dcim.powerport',
        'dcim.powerporttemplate',
        'dcim.rack',
        'dcim.rackgroup',
        'dcim.rackreservation',
        'dcim.rackrole',
        'dcim.racktype',
        'dcim.rearport',
        'dcim.rearporttemplate',
        'dcim.region',
        'dcim.site',
        'dcim.sitegroup',
        'dcim.virtualchassis',
        'dcim.virtualdevicecontext',
        'extras.configcontext',
        'extras.customfield',
        'extras.customfieldchoiceset',
        'extras.eventrule',
        'extras.journalentry',
        'extras.tag',
        'extras.webhook',
        'ipam.aggregate',
        'ipam.asn',
        'ipam.asnrange',
        'ipam.fhrpgroup',
        'ipam.fhrpgroupassignment',
        'ipam.ipaddress',
        'ipam.iprange',
        'ipam.prefix',
        'ipam.rir',
        'ipam.role',
        'ipam.routetarget',
        'ipam.service',
        'ipam.servicetemplate',
        'ipam.vlan',
        'ipam.vlangroup',
        'ipam.vlantranslationpolicy',
        'ipam.vlantranslationrule',
        'ipam.vrf',
        'tenancy.contact',
        'tenancy.contactassignment',
        'tenancy.contactgroup',
        'tenancy.contactrole',
        'tenancy.tenant',
        'tenancy.tenantgroup',
        'virtualization.cluster',
        'virtualization.clustergroup',
        'virtualization.clustertype',
        'virtualization.virtualdisk',
        'virtualization.virtualmachine',
        'virtualization.virtualmachinetype',
        'virtualization.vminterface',
        'vpn.ikepolicy',
        'vpn.ikeproposal',
        'vpn.ipsecpolicy',
        'vpn.ipsecprofile',
        'vpn.ipsecproposal',
        'vpn.l2vpn',
        'vpn.l2vpntermination',
        'vpn.tunnel',
        'vpn.tunnelgroup',
        'vpn.tunneltermination',
        'wireless.wirelesslan',
        'wireless.wirelesslangroup',
        'wireless.wirelesslink',
      ],
    },
    {
      name: 'related_object_id',
      type: 'bigint',
      column: 'related_object_id',
      label: 'related object ID',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: true,
      internal: false,
      immutable: false,
      min: 0,
    },
    {
      name: 'prechange_data',
      type: 'json',
      column: 'prechange_data',
      label: 'pre-change data',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'postchange_data',
      type: 'json',
      column: 'postchange_data',
      label: 'post-change data',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
  ],
  computed: [],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'time',
    'user',
    'user_name',
    'request_id',
    'action',
    'changed_object_type',
    'changed_object_id',
    'changed_object',
    'object_repr',
    'message',
    'prechange_data',
    'postchange_data',
  ],
  brief: [
    'id',
    'url',
    'display_url',
    'display',
    'time',
    'user',
    'user_name',
    'request_id',
    'action',
    'changed_object_type',
    'changed_object_id',
    'changed_object',
    'object_repr',
    'message',
    'prechange_data',
    'postchange_data',
  ],
  nested: [
    'id',
    'url',
    'display_url',
    'display',
    'time',
    'user',
    'user_name',
    'request_id',
    'action',
    'changed_object_type',
    'changed_object_id',
    'changed_object',
    'object_repr',
    'message',
    'prechange_data',
    'postchange_data',
  ],
  uniques: [],
  indexes: [
    ['changed_object_type', 'changed_object_id'],
    ['request_id'],
    ['related_object_type', 'related_object_id'],
    ['changed_object_type', 'time'],
    ['time'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'user_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'core.objectchange', column: 'user_id', to: 'users.user' },
        ],
      ],
      attr: 'id',
    },
    { name: 'user_name', kind: 'string', field: 'user_name' },
    { name: 'request_id', kind: 'uuid', field: 'request_id' },
    { name: 'action', kind: 'choice', field: 'action' },
    { name: 'changed_object_type', kind: 'string', field: 'changed_object_type' },
    { name: 'changed_object_id', kind: 'number', field: 'changed_object_id' },
    { name: 'object_repr', kind: 'string', field: 'object_repr' },
    {
      name: 'user',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'core.objectchange', column: 'user_id', to: 'users.user' },
        ],
      ],
      attr: 'username',
    },
    { name: 'changed_object_type_id', kind: 'object_type_id', field: 'changed_object_type' },
    { name: 'related_object_type', kind: 'string', field: 'related_object_type' },
    { name: 'related_object_id', kind: 'number', field: 'related_object_id' },
    { name: 'time_after', kind: 'datetime', field: 'time', lookup: 'gte' },
    { name: 'time_before', kind: 'datetime', field: 'time', lookup: 'lte' },
  ],
  search: ['user_name', 'object_repr', 'message'],
  searchIndex: null,
  countedBy: ['changed_object_type'],
  rules: ['display'],
  endpoints: [],
  declaredAt: { 'rules.display': 'schema/models/core/objectchange.yaml:12' },
} as const satisfies ModelMeta;
