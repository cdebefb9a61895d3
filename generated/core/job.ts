// Code generated from schema/models/core/job.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, FilterParams, ListParams, ModelMeta, Reference } from '../../contract/index.js';
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
import type { ObjectChangeNested } from './objectchange.js';
import type { ObjectTypeNested } from './objecttype.js';
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
import type { NotificationNested } from '../extras/notification.js';
import type { NotificationGroupNested } from '../extras/notificationgroup.js';
import type { SubscriptionNested } from '../extras/subscription.js';
import type { TagNested } from '../extras/tag.js';
import type { WebhookNested } from '../extras/webhook.js';
import type { WebhookDeliveryNested } from '../extras/webhookdelivery.js';
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
import type { GroupNested } from '../users/group.js';
import type { PermissionNested } from '../users/objectpermission.js';
import type { TokenNested } from '../users/token.js';
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

/** The complete representation of a job, as the API returns it. */
export interface JobRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly object_type: string | null;
  readonly object_id: number | null;
  readonly object: CircuitNested | CircuitGroupNested | CircuitGroupAssignmentNested | CircuitTerminationNested | CircuitTypeNested | ProviderNested | ProviderAccountNested | ProviderNetworkNested | VirtualCircuitNested | VirtualCircuitTerminationNested | VirtualCircuitTypeNested | JobNested | ObjectChangeNested | ObjectTypeNested | CableNested | CableBundleNested | CableTerminationNested | ConsolePortNested | ConsolePortTemplateNested | ConsoleServerPortNested | ConsoleServerPortTemplateNested | CoolingFeedNested | CoolingIntakeNested | CoolingIntakeTemplateNested | CoolingOutflowNested | CoolingOutflowTemplateNested | CoolingSourceNested | DeviceNested | DeviceBayNested | DeviceBayTemplateNested | DeviceRoleNested | DeviceTypeNested | FrontPortNested | FrontPortTemplateNested | InterfaceNested | InterfaceTemplateNested | InventoryItemNested | InventoryItemRoleNested | InventoryItemTemplateNested | LocationNested | MACAddressNested | ManufacturerNested | ModuleNested | ModuleBayNested | ModuleBayTemplateNested | ModuleBayTypeNested | ModuleTypeNested | ModuleTypeProfileNested | PlatformNested | PowerFeedNested | PowerOutletNested | PowerOutletTemplateNested | PowerPanelNested | PowerPortNested | PowerPortTemplateNested | RackNested | RackGroupNested | RackReservationNested | RackRoleNested | RackTypeNested | RearPortNested | RearPortTemplateNested | RegionNested | SiteNested | SiteGroupNested | VirtualChassisNested | VirtualDeviceContextNested | ConfigContextNested | CustomFieldNested | CustomFieldChoiceSetNested | EventRuleNested | JournalEntryNested | NotificationNested | NotificationGroupNested | SubscriptionNested | TagNested | WebhookNested | WebhookDeliveryNested | AggregateNested | ASNNested | ASNRangeNested | FHRPGroupNested | FHRPGroupAssignmentNested | IPAddressNested | IPRangeNested | PrefixNested | RIRNested | RoleNested | RouteTargetNested | ServiceNested | ServiceTemplateNested | VLANNested | VLANGroupNested | VLANTranslationPolicyNested | VLANTranslationRuleNested | VRFNested | ContactNested | ContactAssignmentNested | ContactGroupNested | ContactRoleNested | TenantNested | TenantGroupNested | GroupNested | PermissionNested | TokenNested | UserNested | ClusterNested | ClusterGroupNested | ClusterTypeNested | VirtualDiskNested | VirtualMachineNested | VirtualMachineTypeNested | VMInterfaceNested | IKEPolicyNested | IKEProposalNested | IPSecPolicyNested | IPSecProfileNested | IPSecProposalNested | L2VPNNested | L2VPNTerminationNested | TunnelNested | TunnelGroupNested | TunnelTerminationNested | WirelessLANNested | WirelessLANGroupNested | WirelessLinkNested | null;
  readonly name: string;
  readonly status: ChoiceRecord<ChoiceValue<'core.job_status'>>;
  readonly created: string | null;
  readonly scheduled: string | null;
  readonly interval: number | null;
  readonly started: string | null;
  readonly completed: string | null;
  readonly execution_time: string | null;
  readonly user: UserNested | null;
  readonly data: unknown;
  readonly error: string;
  readonly job_id: string;
  readonly queue_name: string;
  readonly notifications: ChoiceRecord<ChoiceValue<'core.job_notification'>>;
  readonly log_entries: unknown;
}

/** The brief representation (`?brief=1`). */
export type JobBrief = Pick<JobRecord, 'url' | 'created' | 'completed' | 'user' | 'status'>;

/** A job embedded in another object. */
export type JobNested = Pick<JobRecord, 'url' | 'created' | 'completed' | 'user' | 'status'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface JobInput {
  readonly object_type?: string | null;
  readonly object_id?: number | null;
  readonly name: string;
  readonly created?: string | null;
  readonly scheduled?: string | null;
  readonly interval?: number | null;
  readonly started?: string | null;
  readonly completed?: string | null;
  readonly execution_time?: string | null;
  readonly user?: Reference | null;
  readonly status?: ChoiceValue<'core.job_status'>;
  readonly data?: unknown;
  readonly error?: string;
  readonly job_id: string;
  readonly queue_name?: string;
  readonly notifications?: ChoiceValue<'core.job_notification'>;
  readonly log_entries?: unknown;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type JobFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly object_type: readonly ['string', string];
  readonly object_id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly scheduled: readonly ['datetime', string];
  readonly interval: readonly ['number', number];
  readonly started: readonly ['datetime', string];
  readonly completed: readonly ['datetime', string];
  readonly execution_time: readonly ['string', string];
  readonly user_id: readonly ['related', number | 'null'];
  readonly status: readonly ['choice', ChoiceValue<'core.job_status'> | 'null'];
  readonly job_id: readonly ['uuid', string];
  readonly queue_name: readonly ['string', string];
  readonly notifications: readonly ['choice', ChoiceValue<'core.job_notification'> | 'null'];
  readonly object_type_id: readonly ['object_type_id', number];
  readonly user: readonly ['related', string | 'null'];
  readonly created__before: readonly ['once', string];
  readonly created__after: readonly ['once', string];
  readonly scheduled__before: readonly ['once', string];
  readonly scheduled__after: readonly ['once', string];
  readonly started__before: readonly ['once', string];
  readonly started__after: readonly ['once', string];
  readonly completed__before: readonly ['once', string];
  readonly completed__after: readonly ['once', string];
  readonly execution_time__gte: readonly ['once', string];
  readonly execution_time__lte: readonly ['once', string];
}>
  & ListParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface JobRow {
  readonly id: number;
  readonly object_type: string | null;
  readonly object_id: number | null;
  readonly name: string;
  readonly created: string | null;
  readonly scheduled: string | null;
  readonly interval: number | null;
  readonly started: string | null;
  readonly completed: string | null;
  readonly execution_time: string | null;
  readonly user_id: number | null;
  readonly status: ChoiceValue<'core.job_status'>;
  readonly data: string | null;
  readonly error: string;
  readonly job_id: string;
  readonly queue_name: string;
  readonly notifications: ChoiceValue<'core.job_notification'>;
  readonly log_entries: string;
  readonly request: string;
  readonly claimed_by: string;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface JobValues {
  object_type: string | null;
  object_id: number | null;
  name: string;
  created?: string | null;
  scheduled?: string | null;
  interval?: number | null;
  started?: string | null;
  completed?: string | null;
  execution_time?: string | null;
  user?: number | null;
  status: ChoiceValue<'core.job_status'>;
  data: unknown;
  error: string;
  job_id: string;
  queue_name: string;
  notifications: ChoiceValue<'core.job_notification'>;
  log_entries: unknown;
  request?: string;
  claimed_by?: string;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/core/). */
export interface JobPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface JobTypes {
  readonly key: 'core.job';
  readonly record: JobRecord;
  readonly brief: JobBrief;
  readonly nested: JobNested;
  readonly input: JobInput;
  readonly filters: JobFilters;
  readonly row: JobRow;
  readonly values: JobValues;
  readonly plugin: JobPlugin;
}

export const jobModel = {
  key: 'core.job',
  app: 'core',
  model: 'job',
  className: 'Job',
  path: 'jobs',
  table: 'core_job',
  api: true,
  readOnly: true,
  alsoAt: [],
  verboseName: 'job',
  verboseNamePlural: 'jobs',
  description: 'A background task and its outcome.',
  source: 'schema/models/core/job.yaml',
  features: { tags: false, customFields: false, changelog: false },
  tree: false,
  display: ['{job_id}'],
  ordering: ['-created'],
  fields: [
    {
      name: 'object_type',
      type: 'content_type',
      column: 'object_type',
      label: 'object type',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
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
        'core.job',
        'core.objectchange',
        'core.objecttype',
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
        'extras.notification',
        'extras.notificationgroup',
        'extras.subscription',
        'extras.tag',
        'extras.webhook',
        'extras.webhookdelivery',
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
        'users.group',
        'users.objectpermission',
        'users.token',
        'users.user',
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
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: null,
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
        'core.job',
        'core.objectchange',
        'core.objecttype',
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
        'extras.notification',
        'extras.notificationgroup',
        'extras.subscription',
        'extras.tag',
        'extras.webhook',
        'extras.webhookdelivery',
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
        'users.group',
        'users.objectpermission',
        'users.token',
        'users.user',
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
      name: 'name',
      type: 'string',
      column: 'name',
      label: 'name',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 200,
    },
    {
      name: 'created',
      type: 'datetime',
      column: 'created',
      label: 'created',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'scheduled',
      type: 'datetime',
      column: 'scheduled',
      label: 'scheduled',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'interval',
      type: 'integer',
      column: 'interval',
      label: 'interval',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 1,
    },
    {
      name: 'started',
      type: 'datetime',
      column: 'started',
      label: 'started',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'completed',
      type: 'datetime',
      column: 'completed',
      label: 'completed',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'execution_time',
      type: 'string',
      column: 'execution_time',
      label: 'execution time',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 32,
    },
    {
      name: 'user',
      type: 'fk',
      column: 'user_id',
      label: 'user',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'users.user',
      onDelete: 'set_null',
    },
    {
      name: 'status',
      type: 'choice',
      column: 'status',
      label: 'status',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'pending',
      choices: 'core.job_status',
    },
    {
      name: 'data',
      type: 'json',
      column: 'data',
      label: 'data',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: null,
    },
    {
      name: 'error',
      type: 'text',
      column: 'error',
      label: 'error',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
    },
    {
      name: 'job_id',
      type: 'uuid',
      column: 'job_id',
      label: 'job ID',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'queue_name',
      type: 'string',
      column: 'queue_name',
      label: 'queue name',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 100,
    },
    {
      name: 'notifications',
      type: 'choice',
      column: 'notifications',
      label: 'notifications',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'always',
      choices: 'core.job_notification',
    },
    {
      name: 'log_entries',
      type: 'json',
      column: 'log_entries',
      label: 'log entries',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
    },
    {
      name: 'request',
      type: 'text',
      column: 'request',
      label: 'request',
      required: false,
      nullable: false,
      blank: true,
      readOnly: true,
      writeOnly: true,
      internal: false,
      immutable: false,
      default: '',
    },
    {
      name: 'claimed_by',
      type: 'string',
      column: 'claimed_by',
      label: 'claimed by',
      required: false,
      nullable: false,
      blank: true,
      readOnly: true,
      writeOnly: true,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 100,
    },
  ],
  computed: [],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'object_type',
    'object_id',
    'object',
    'name',
    'status',
    'created',
    'scheduled',
    'interval',
    'started',
    'completed',
    'execution_time',
    'user',
    'data',
    'error',
    'job_id',
    'queue_name',
    'notifications',
    'log_entries',
  ],
  brief: ['url', 'created', 'completed', 'user', 'status'],
  nested: ['url', 'created', 'completed', 'user', 'status'],
  uniques: [
    {
      name: 'core_job_job_id_uniq',
      fields: ['job_id'],
      caseInsensitive: [],
      whenNull: [],
      message: 'job with this job ID already exists.',
      errorKey: 'job_id',
    },
  ],
  indexes: [
    ['created'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'object_type', kind: 'string', field: 'object_type' },
    { name: 'object_id', kind: 'number', field: 'object_id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'scheduled', kind: 'datetime', field: 'scheduled' },
    { name: 'interval', kind: 'number', field: 'interval' },
    { name: 'started', kind: 'datetime', field: 'started' },
    { name: 'completed', kind: 'datetime', field: 'completed' },
    { name: 'execution_time', kind: 'string', field: 'execution_time' },
    {
      name: 'user_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'core.job', column: 'user_id', to: 'users.user' },
        ],
      ],
      attr: 'id',
    },
    { name: 'status', kind: 'choice', field: 'status' },
    { name: 'job_id', kind: 'uuid', field: 'job_id' },
    { name: 'queue_name', kind: 'string', field: 'queue_name' },
    { name: 'notifications', kind: 'choice', field: 'notifications' },
    { name: 'object_type_id', kind: 'object_type_id', field: 'object_type' },
    {
      name: 'user',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'core.job', column: 'user_id', to: 'users.user' },
        ],
      ],
      attr: 'username',
    },
    { name: 'created__before', kind: 'datetime', field: 'created', lookup: 'lte' },
    { name: 'created__after', kind: 'datetime', field: 'created', lookup: 'gte' },
    { name: 'scheduled__before', kind: 'datetime', field: 'scheduled', lookup: 'lte' },
    { name: 'scheduled__after', kind: 'datetime', field: 'scheduled', lookup: 'gte' },
    { name: 'started__before', kind: 'datetime', field: 'started', lookup: 'lte' },
    { name: 'started__after', kind: 'datetime', field: 'started', lookup: 'gte' },
    { name: 'completed__before', kind: 'datetime', field: 'completed', lookup: 'lte' },
    { name: 'completed__after', kind: 'datetime', field: 'completed', lookup: 'gte' },
    { name: 'execution_time__gte', kind: 'string', field: 'execution_time', lookup: 'gte' },
    { name: 'execution_time__lte', kind: 'string', field: 'execution_time', lookup: 'lte' },
  ],
  search: ['name'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
