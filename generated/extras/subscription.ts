// Code generated from schema/models/extras/subscription.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { FilterParams, ListParams, ModelMeta, Reference } from '../../contract/index.js';
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
import type { ConfigContextNested } from './configcontext.js';
import type { CustomFieldNested } from './customfield.js';
import type { CustomFieldChoiceSetNested } from './customfieldchoiceset.js';
import type { EventRuleNested } from './eventrule.js';
import type { JournalEntryNested } from './journalentry.js';
import type { TagNested } from './tag.js';
import type { WebhookNested } from './webhook.js';
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
import type { UserNested } from '../users/user.js';
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

/** The complete representation of a subscription, as the API returns it. */
export interface SubscriptionRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly object_type: string;
  readonly object_id: number;
  readonly object: CircuitNested | CircuitGroupNested | CircuitGroupAssignmentNested | CircuitTerminationNested | CircuitTypeNested | ProviderNested | ProviderAccountNested | ProviderNetworkNested | VirtualCircuitNested | VirtualCircuitTerminationNested | VirtualCircuitTypeNested | CableNested | CableBundleNested | CableTerminationNested | ConsolePortNested | ConsolePortTemplateNested | ConsoleServerPortNested | ConsoleServerPortTemplateNested | CoolingFeedNested | CoolingIntakeNested | CoolingIntakeTemplateNested | CoolingOutflowNested | CoolingOutflowTemplateNested | CoolingSourceNested | DeviceNested | DeviceBayNested | DeviceBayTemplateNested | DeviceRoleNested | DeviceTypeNested | FrontPortNested | FrontPortTemplateNested | InterfaceNested | InterfaceTemplateNested | InventoryItemNested | InventoryItemRoleNested | InventoryItemTemplateNested | LocationNested | MACAddressNested | ManufacturerNested | ModuleNested | ModuleBayNested | ModuleBayTemplateNested | ModuleBayTypeNested | ModuleTypeNested | ModuleTypeProfileNested | PlatformNested | PowerFeedNested | PowerOutletNested | PowerOutletTemplateNested | PowerPanelNested | PowerPortNested | PowerPortTemplateNested | RackNested | RackGroupNested | RackReservationNested | RackRoleNested | RackTypeNested | RearPortNested | RearPortTemplateNested | RegionNested | SiteNested | SiteGroupNested | VirtualChassisNested | VirtualDeviceContextNested | ConfigContextNested | CustomFieldNested | CustomFieldChoiceSetNested | EventRuleNested | JournalEntryNested | TagNested | WebhookNested | AggregateNested | ASNNested | ASNRangeNested | FHRPGroupNested | FHRPGroupAssignmentNested | IPAddressNested | IPRangeNested | PrefixNested | RIRNested | RoleNested | RouteTargetNested | ServiceNested | ServiceTemplateNested | VLANNested | VLANGroupNested | VLANTranslationPolicyNested | VLANTranslationRuleNested | VRFNested | ContactNested | ContactAssignmentNested | ContactGroupNested | ContactRoleNested | TenantNested | TenantGroupNested | ClusterNested | ClusterGroupNested | ClusterTypeNested | VirtualDiskNested | VirtualMachineNested | VirtualMachineTypeNested | VMInterfaceNested | IKEPolicyNested | IKEProposalNested | IPSecPolicyNested | IPSecProfileNested | IPSecProposalNested | L2VPNNested | L2VPNTerminationNested | TunnelNested | TunnelGroupNested | TunnelTerminationNested | WirelessLANNested | WirelessLANGroupNested | WirelessLinkNested | null;
  readonly user: UserNested;
  readonly created: string | null;
}

/** The brief representation (`?brief=1`). */
export type SubscriptionBrief = Pick<SubscriptionRecord, 'id' | 'url' | 'display' | 'object_type' | 'object_id' | 'user'>;

/** A subscription embedded in another object. */
export type SubscriptionNested = Pick<SubscriptionRecord, 'id' | 'url' | 'display' | 'object_type' | 'object_id' | 'user'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface SubscriptionInput {
  readonly object_type: string;
  readonly object_id: number;
  readonly user: Reference;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type SubscriptionFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly object_type: readonly ['string', string];
  readonly object_id: readonly ['number', number];
  readonly user_id: readonly ['related', number | 'null'];
  readonly created: readonly ['datetime', string];
}>
  & ListParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface SubscriptionRow {
  readonly id: number;
  readonly object_type: string;
  readonly object_id: number;
  readonly user_id: number;
  readonly created: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface SubscriptionValues {
  object_type: string;
  object_id: number;
  user: number;
  created?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/extras/). */
export interface SubscriptionPlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface SubscriptionTypes {
  readonly key: 'extras.subscription';
  readonly record: SubscriptionRecord;
  readonly brief: SubscriptionBrief;
  readonly nested: SubscriptionNested;
  readonly input: SubscriptionInput;
  readonly filters: SubscriptionFilters;
  readonly row: SubscriptionRow;
  readonly values: SubscriptionValues;
  readonly plugin: SubscriptionPlugin;
}

export const subscriptionModel = {
  key: 'extras.subscription',
  app: 'extras',
  model: 'subscription',
  className: 'Subscription',
  path: 'subscriptions',
  table: 'extras_subscription',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'subscription',
  verboseNamePlural: 'subscriptions',
  description: 'A user\'s request to be notified of changes to an object.',
  source: 'schema/models/extras/subscription.yaml',
  features: { tags: false, customFields: false, changelog: false },
  tree: false,
  display: ['{object}'],
  ordering: ['-created', 'user'],
  fields: [
    {
      name: 'object_type',
      type: 'content_type',
      column: 'object_type',
      label: 'object type',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
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
      generic: 'object',
    },
    {
      name: 'object_id',
      type: 'bigint',
      column: 'object_id',
      label: 'object id',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0,
      generic: 'object',
    },
    {
      name: 'object',
      type: 'generic',
      column: null,
      label: 'object',
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
      parts: { type: 'object_type', id: 'object_id' },
    },
    {
      name: 'user',
      type: 'fk',
      column: 'user_id',
      label: 'user',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'users.user',
      onDelete: 'cascade',
    },
    {
      name: 'created',
      type: 'datetime',
      column: 'created',
      label: 'created',
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
  order: ['id', 'url', 'display_url', 'display', 'object_type', 'object_id', 'object', 'user', 'created'],
  brief: ['id', 'url', 'display', 'object_type', 'object_id', 'user'],
  nested: ['id', 'url', 'display', 'object_type', 'object_id', 'user'],
  uniques: [
    {
      name: 'extras_subscription_object_type_object_id_user_id_uniq',
      fields: ['object_type', 'object_id', 'user'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Subscription with this Object type, Object id and User already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [
    ['object_type', 'object_id'],
    ['created'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'object_type', kind: 'string', field: 'object_type' },
    { name: 'object_id', kind: 'number', field: 'object_id' },
    {
      name: 'user_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'extras.subscription', column: 'user_id', to: 'users.user' },
        ],
      ],
      attr: 'id',
    },
    { name: 'created', kind: 'datetime', field: 'created' },
  ],
  search: [],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: { 'rules.clean': 'schema/models/extras/subscription.yaml:13' },
} as const satisfies ModelMeta;
