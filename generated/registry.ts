// Code generated from schema/. DO NOT EDIT.
// Regenerate: make generate

import type { Registry } from '../contract/index.js';
import { choices } from './choices.js';
import { migrations } from './migrations/index.js';
import { circuitsModels } from './circuits/index.js';
import { coreModels } from './core/index.js';
import { dcimModels } from './dcim/index.js';
import { extrasModels } from './extras/index.js';
import { ipamModels } from './ipam/index.js';
import { tenancyModels } from './tenancy/index.js';
import { usersModels } from './users/index.js';
import { virtualizationModels } from './virtualization/index.js';
import { vpnModels } from './vpn/index.js';
import { wirelessModels } from './wireless/index.js';
import type { CircuitTypes } from './circuits/circuit.js';
import type { CircuitGroupTypes } from './circuits/circuitgroup.js';
import type { CircuitGroupAssignmentTypes } from './circuits/circuitgroupassignment.js';
import type { CircuitTerminationTypes } from './circuits/circuittermination.js';
import type { CircuitTypeTypes } from './circuits/circuittype.js';
import type { ProviderTypes } from './circuits/provider.js';
import type { ProviderAccountTypes } from './circuits/provideraccount.js';
import type { ProviderNetworkTypes } from './circuits/providernetwork.js';
import type { VirtualCircuitTypes } from './circuits/virtualcircuit.js';
import type { VirtualCircuitTerminationTypes } from './circuits/virtualcircuittermination.js';
import type { VirtualCircuitTypeTypes } from './circuits/virtualcircuittype.js';
import type { EventTypes } from './core/event.js';
import type { JobTypes } from './core/job.js';
import type { ObjectChangeTypes } from './core/objectchange.js';
import type { ObjectTypeTypes } from './core/objecttype.js';
import type { WorkerTypes } from './core/worker.js';
import type { CableTypes } from './dcim/cable.js';
import type { CableBundleTypes } from './dcim/cablebundle.js';
import type { CablePathTypes } from './dcim/cablepath.js';
import type { CablePathNodeTypes } from './dcim/cablepathnode.js';
import type { CableTerminationTypes } from './dcim/cabletermination.js';
import type { ConsolePortTypes } from './dcim/consoleport.js';
import type { ConsolePortTemplateTypes } from './dcim/consoleporttemplate.js';
import type { ConsoleServerPortTypes } from './dcim/consoleserverport.js';
import type { ConsoleServerPortTemplateTypes } from './dcim/consoleserverporttemplate.js';
import type { CoolingFeedTypes } from './dcim/coolingfeed.js';
import type { CoolingIntakeTypes } from './dcim/coolingintake.js';
import type { CoolingIntakeTemplateTypes } from './dcim/coolingintaketemplate.js';
import type { CoolingOutflowTypes } from './dcim/coolingoutflow.js';
import type { CoolingOutflowTemplateTypes } from './dcim/coolingoutflowtemplate.js';
import type { CoolingSourceTypes } from './dcim/coolingsource.js';
import type { DeviceTypes } from './dcim/device.js';
import type { DeviceBayTypes } from './dcim/devicebay.js';
import type { DeviceBayTemplateTypes } from './dcim/devicebaytemplate.js';
import type { DeviceRoleTypes } from './dcim/devicerole.js';
import type { DeviceTypeTypes } from './dcim/devicetype.js';
import type { FrontPortTypes } from './dcim/frontport.js';
import type { FrontPortTemplateTypes } from './dcim/frontporttemplate.js';
import type { InterfaceTypes } from './dcim/interface.js';
import type { InterfaceTemplateTypes } from './dcim/interfacetemplate.js';
import type { InventoryItemTypes } from './dcim/inventoryitem.js';
import type { InventoryItemRoleTypes } from './dcim/inventoryitemrole.js';
import type { InventoryItemTemplateTypes } from './dcim/inventoryitemtemplate.js';
import type { LocationTypes } from './dcim/location.js';
import type { MACAddressTypes } from './dcim/macaddress.js';
import type { ManufacturerTypes } from './dcim/manufacturer.js';
import type { ModuleTypes } from './dcim/module.js';
import type { ModuleBayTypes } from './dcim/modulebay.js';
import type { ModuleBayTemplateTypes } from './dcim/modulebaytemplate.js';
import type { ModuleBayTypeTypes } from './dcim/modulebaytype.js';
import type { ModuleTypeTypes } from './dcim/moduletype.js';
import type { ModuleTypeProfileTypes } from './dcim/moduletypeprofile.js';
import type { PlatformTypes } from './dcim/platform.js';
import type { PortMappingTypes } from './dcim/portmapping.js';
import type { PortTemplateMappingTypes } from './dcim/porttemplatemapping.js';
import type { PowerFeedTypes } from './dcim/powerfeed.js';
import type { PowerOutletTypes } from './dcim/poweroutlet.js';
import type { PowerOutletTemplateTypes } from './dcim/poweroutlettemplate.js';
import type { PowerPanelTypes } from './dcim/powerpanel.js';
import type { PowerPortTypes } from './dcim/powerport.js';
import type { PowerPortTemplateTypes } from './dcim/powerporttemplate.js';
import type { RackTypes } from './dcim/rack.js';
import type { RackGroupTypes } from './dcim/rackgroup.js';
import type { RackReservationTypes } from './dcim/rackreservation.js';
import type { RackRoleTypes } from './dcim/rackrole.js';
import type { RackTypeTypes } from './dcim/racktype.js';
import type { RearPortTypes } from './dcim/rearport.js';
import type { RearPortTemplateTypes } from './dcim/rearporttemplate.js';
import type { RegionTypes } from './dcim/region.js';
import type { SiteTypes } from './dcim/site.js';
import type { SiteGroupTypes } from './dcim/sitegroup.js';
import type { VirtualChassisTypes } from './dcim/virtualchassis.js';
import type { VirtualDeviceContextTypes } from './dcim/virtualdevicecontext.js';
import type { ConfigContextTypes } from './extras/configcontext.js';
import type { CustomFieldTypes } from './extras/customfield.js';
import type { CustomFieldChoiceSetTypes } from './extras/customfieldchoiceset.js';
import type { EventRuleTypes } from './extras/eventrule.js';
import type { JournalEntryTypes } from './extras/journalentry.js';
import type { NotificationTypes } from './extras/notification.js';
import type { NotificationGroupTypes } from './extras/notificationgroup.js';
import type { SubscriptionTypes } from './extras/subscription.js';
import type { TagTypes } from './extras/tag.js';
import type { TaggedItemTypes } from './extras/taggeditem.js';
import type { WebhookTypes } from './extras/webhook.js';
import type { WebhookDeliveryTypes } from './extras/webhookdelivery.js';
import type { AggregateTypes } from './ipam/aggregate.js';
import type { ASNTypes } from './ipam/asn.js';
import type { ASNRangeTypes } from './ipam/asnrange.js';
import type { FHRPGroupTypes } from './ipam/fhrpgroup.js';
import type { FHRPGroupAssignmentTypes } from './ipam/fhrpgroupassignment.js';
import type { IPAddressTypes } from './ipam/ipaddress.js';
import type { IPRangeTypes } from './ipam/iprange.js';
import type { PrefixTypes } from './ipam/prefix.js';
import type { RIRTypes } from './ipam/rir.js';
import type { RoleTypes } from './ipam/role.js';
import type { RouteTargetTypes } from './ipam/routetarget.js';
import type { ServiceTypes } from './ipam/service.js';
import type { ServiceTemplateTypes } from './ipam/servicetemplate.js';
import type { VLANTypes } from './ipam/vlan.js';
import type { VLANGroupTypes } from './ipam/vlangroup.js';
import type { VLANTranslationPolicyTypes } from './ipam/vlantranslationpolicy.js';
import type { VLANTranslationRuleTypes } from './ipam/vlantranslationrule.js';
import type { VRFTypes } from './ipam/vrf.js';
import type { ContactTypes } from './tenancy/contact.js';
import type { ContactAssignmentTypes } from './tenancy/contactassignment.js';
import type { ContactGroupTypes } from './tenancy/contactgroup.js';
import type { ContactRoleTypes } from './tenancy/contactrole.js';
import type { TenantTypes } from './tenancy/tenant.js';
import type { TenantGroupTypes } from './tenancy/tenantgroup.js';
import type { GroupTypes } from './users/group.js';
import type { PermissionTypes } from './users/objectpermission.js';
import type { SessionTypes } from './users/session.js';
import type { TokenTypes } from './users/token.js';
import type { UserTypes } from './users/user.js';
import type { UserPreferencesTypes } from './users/userconfig.js';
import type { ClusterTypes } from './virtualization/cluster.js';
import type { ClusterGroupTypes } from './virtualization/clustergroup.js';
import type { ClusterTypeTypes } from './virtualization/clustertype.js';
import type { VirtualDiskTypes } from './virtualization/virtualdisk.js';
import type { VirtualMachineTypes } from './virtualization/virtualmachine.js';
import type { VirtualMachineTypeTypes } from './virtualization/virtualmachinetype.js';
import type { VMInterfaceTypes } from './virtualization/vminterface.js';
import type { IKEPolicyTypes } from './vpn/ikepolicy.js';
import type { IKEProposalTypes } from './vpn/ikeproposal.js';
import type { IPSecPolicyTypes } from './vpn/ipsecpolicy.js';
import type { IPSecProfileTypes } from './vpn/ipsecprofile.js';
import type { IPSecProposalTypes } from './vpn/ipsecproposal.js';
import type { L2VPNTypes } from './vpn/l2vpn.js';
import type { L2VPNTerminationTypes } from './vpn/l2vpntermination.js';
import type { TunnelTypes } from './vpn/tunnel.js';
import type { TunnelGroupTypes } from './vpn/tunnelgroup.js';
import type { TunnelTerminationTypes } from './vpn/tunneltermination.js';
import type { WirelessLANTypes } from './wireless/wirelesslan.js';
import type { WirelessLANGroupTypes } from './wireless/wirelesslangroup.js';
import type { WirelessLinkTypes } from './wireless/wirelesslink.js';

/** Everything the runtime serves: every model, choice set and migration. */
export const registry = {
  apiVersion: '4.7',
  models: [...circuitsModels, ...coreModels, ...dcimModels, ...extrasModels, ...ipamModels, ...tenancyModels, ...usersModels, ...virtualizationModels, ...vpnModels, ...wirelessModels],
  traits: [
    {
      name: 'base_interface',
      source: 'schema/traits/base_interface.yaml',
      declaredAt: { 'rules.clean': 'schema/traits/base_interface.yaml:8' },
      models: ['dcim.interface', 'virtualization.vminterface'],
    },
    {
      name: 'cabled',
      source: 'schema/traits/cabled.yaml',
      declaredAt: {
        'rules.clean': 'schema/traits/cabled.yaml:7',
        'computed.link_peers': 'schema/traits/cabled.yaml:13',
        'computed.link_peers_type': 'schema/traits/cabled.yaml:18',
        'computed._occupied': 'schema/traits/cabled.yaml:19',
        'filters.occupied': 'schema/traits/cabled.yaml:22',
        'filters.cable_connector': 'schema/traits/cabled.yaml:25',
      },
      models: [
        'circuits.circuittermination',
        'dcim.consoleport',
        'dcim.consoleserverport',
        'dcim.frontport',
        'dcim.interface',
        'dcim.powerfeed',
        'dcim.poweroutlet',
        'dcim.powerport',
        'dcim.rearport',
      ],
    },
    {
      name: 'component',
      source: 'schema/traits/component.yaml',
      declaredAt: { 'rules.clean': 'schema/traits/component.yaml:8' },
      models: [
        'dcim.consoleport',
        'dcim.consoleserverport',
        'dcim.coolingintake',
        'dcim.coolingoutflow',
        'dcim.devicebay',
        'dcim.frontport',
        'dcim.interface',
        'dcim.inventoryitem',
        'dcim.modulebay',
        'dcim.poweroutlet',
        'dcim.powerport',
        'dcim.rearport',
      ],
    },
    {
      name: 'component_template',
      source: 'schema/traits/component_template.yaml',
      declaredAt: { 'rules.clean': 'schema/traits/component_template.yaml:14' },
      models: [
        'dcim.consoleporttemplate',
        'dcim.consoleserverporttemplate',
        'dcim.coolingintaketemplate',
        'dcim.coolingoutflowtemplate',
        'dcim.devicebaytemplate',
        'dcim.frontporttemplate',
        'dcim.interfacetemplate',
        'dcim.inventoryitemtemplate',
        'dcim.modulebaytemplate',
        'dcim.poweroutlettemplate',
        'dcim.powerporttemplate',
        'dcim.rearporttemplate',
      ],
    },
    {
      name: 'cooling_port',
      source: 'schema/traits/cooling_port.yaml',
      declaredAt: { 'rules.clean': 'schema/traits/cooling_port.yaml:6' },
      models: ['dcim.coolingintake', 'dcim.coolingoutflow'],
    },
    {
      name: 'interface_validation',
      source: 'schema/traits/interface_validation.yaml',
      declaredAt: {
        'rules.clean': 'schema/traits/interface_validation.yaml:8',
        'rules.after_save': 'schema/traits/interface_validation.yaml:8',
      },
      models: ['dcim.interface', 'dcim.interfacetemplate'],
    },
    {
      name: 'modular_component_template',
      source: 'schema/traits/modular_component_template.yaml',
      declaredAt: { 'rules.clean': 'schema/traits/modular_component_template.yaml:9' },
      models: [
        'dcim.consoleporttemplate',
        'dcim.consoleserverporttemplate',
        'dcim.coolingintaketemplate',
        'dcim.coolingoutflowtemplate',
        'dcim.frontporttemplate',
        'dcim.interfacetemplate',
        'dcim.modulebaytemplate',
        'dcim.poweroutlettemplate',
        'dcim.powerporttemplate',
        'dcim.rearporttemplate',
      ],
    },
    {
      name: 'path_endpoint',
      source: 'schema/traits/path_endpoint.yaml',
      declaredAt: {
        'computed.connected_endpoints': 'schema/traits/path_endpoint.yaml:8',
        'computed.connected_endpoints_type': 'schema/traits/path_endpoint.yaml:14',
        'computed.connected_endpoints_reachable': 'schema/traits/path_endpoint.yaml:15',
        'filters.connected': 'schema/traits/path_endpoint.yaml:17',
        'endpoints.trace': 'schema/traits/path_endpoint.yaml:19',
      },
      models: [
        'dcim.consoleport',
        'dcim.consoleserverport',
        'dcim.interface',
        'dcim.powerfeed',
        'dcim.poweroutlet',
        'dcim.powerport',
      ],
    },
    {
      name: 'port_mappings',
      source: 'schema/traits/port_mappings.yaml',
      declaredAt: {
        'rules.clean': 'schema/traits/port_mappings.yaml:8',
        'filters.port_mappings': 'schema/traits/port_mappings.yaml:15',
        'filters.port_mappings__n': 'schema/traits/port_mappings.yaml:16',
        'filters.protocol': 'schema/traits/port_mappings.yaml:17',
        'filters.protocol__n': 'schema/traits/port_mappings.yaml:18',
        'filters.port': 'schema/traits/port_mappings.yaml:19',
        'filters.port__n': 'schema/traits/port_mappings.yaml:20',
        'filters.port__gt': 'schema/traits/port_mappings.yaml:21',
        'filters.port__gte': 'schema/traits/port_mappings.yaml:22',
        'filters.port__lt': 'schema/traits/port_mappings.yaml:23',
        'filters.port__lte': 'schema/traits/port_mappings.yaml:24',
        'computed.protocol': 'schema/traits/port_mappings.yaml:11',
        'computed.ports': 'schema/traits/port_mappings.yaml:12',
      },
      models: ['ipam.service', 'ipam.servicetemplate'],
    },
  ],
  choices,
  migrations,
} as const satisfies Registry;

/** The typed surface of every model, by model key (record, brief, nested, input, filters, row, values, plug-in). */
export interface ModelTypes {
  'circuits.circuit': CircuitTypes;
  'circuits.circuitgroup': CircuitGroupTypes;
  'circuits.circuitgroupassignment': CircuitGroupAssignmentTypes;
  'circuits.circuittermination': CircuitTerminationTypes;
  'circuits.circuittype': CircuitTypeTypes;
  'circuits.provider': ProviderTypes;
  'circuits.provideraccount': ProviderAccountTypes;
  'circuits.providernetwork': ProviderNetworkTypes;
  'circuits.virtualcircuit': VirtualCircuitTypes;
  'circuits.virtualcircuittermination': VirtualCircuitTerminationTypes;
  'circuits.virtualcircuittype': VirtualCircuitTypeTypes;
  'core.event': EventTypes;
  'core.job': JobTypes;
  'core.objectchange': ObjectChangeTypes;
  'core.objecttype': ObjectTypeTypes;
  'core.worker': WorkerTypes;
  'dcim.cable': CableTypes;
  'dcim.cablebundle': CableBundleTypes;
  'dcim.cablepath': CablePathTypes;
  'dcim.cablepathnode': CablePathNodeTypes;
  'dcim.cabletermination': CableTerminationTypes;
  'dcim.consoleport': ConsolePortTypes;
  'dcim.consoleporttemplate': ConsolePortTemplateTypes;
  'dcim.consoleserverport': ConsoleServerPortTypes;
  'dcim.consoleserverporttemplate': ConsoleServerPortTemplateTypes;
  'dcim.coolingfeed': CoolingFeedTypes;
  'dcim.coolingintake': CoolingIntakeTypes;
  'dcim.coolingintaketemplate': CoolingIntakeTemplateTypes;
  'dcim.coolingoutflow': CoolingOutflowTypes;
  'dcim.coolingoutflowtemplate': CoolingOutflowTemplateTypes;
  'dcim.coolingsource': CoolingSourceTypes;
  'dcim.device': DeviceTypes;
  'dcim.devicebay': DeviceBayTypes;
  'dcim.devicebaytemplate': DeviceBayTemplateTypes;
  'dcim.devicerole': DeviceRoleTypes;
  'dcim.devicetype': DeviceTypeTypes;
  'dcim.frontport': FrontPortTypes;
  'dcim.frontporttemplate': FrontPortTemplateTypes;
  'dcim.interface': InterfaceTypes;
  'dcim.interfacetemplate': InterfaceTemplateTypes;
  'dcim.inventoryitem': InventoryItemTypes;
  'dcim.inventoryitemrole': InventoryItemRoleTypes;
  'dcim.inventoryitemtemplate': InventoryItemTemplateTypes;
  'dcim.location': LocationTypes;
  'dcim.macaddress': MACAddressTypes;
  'dcim.manufacturer': ManufacturerTypes;
  'dcim.module': ModuleTypes;
  'dcim.modulebay': ModuleBayTypes;
  'dcim.modulebaytemplate': ModuleBayTemplateTypes;
  'dcim.modulebaytype': ModuleBayTypeTypes;
  'dcim.moduletype': ModuleTypeTypes;
  'dcim.moduletypeprofile': ModuleTypeProfileTypes;
  'dcim.platform': PlatformTypes;
  'dcim.portmapping': PortMappingTypes;
  'dcim.porttemplatemapping': PortTemplateMappingTypes;
  'dcim.powerfeed': PowerFeedTypes;
  'dcim.poweroutlet': PowerOutletTypes;
  'dcim.poweroutlettemplate': PowerOutletTemplateTypes;
  'dcim.powerpanel': PowerPanelTypes;
  'dcim.powerport': PowerPortTypes;
  'dcim.powerporttemplate': PowerPortTemplateTypes;
  'dcim.rack': RackTypes;
  'dcim.rackgroup': RackGroupTypes;
  'dcim.rackreservation': RackReservationTypes;
  'dcim.rackrole': RackRoleTypes;
  'dcim.racktype': RackTypeTypes;
  'dcim.rearport': RearPortTypes;
  'dcim.rearporttemplate': RearPortTemplateTypes;
  'dcim.region': RegionTypes;
  'dcim.site': SiteTypes;
  'dcim.sitegroup': SiteGroupTypes;
  'dcim.virtualchassis': VirtualChassisTypes;
  'dcim.virtualdevicecontext': VirtualDeviceContextTypes;
  'extras.configcontext': ConfigContextTypes;
  'extras.customfield': CustomFieldTypes;
  'extras.customfieldchoiceset': CustomFieldChoiceSetTypes;
  'extras.eventrule': EventRuleTypes;
  'extras.journalentry': JournalEntryTypes;
  'extras.notification': NotificationTypes;
  'extras.notificationgroup': NotificationGroupTypes;
  'extras.subscription': SubscriptionTypes;
  'extras.tag': TagTypes;
  'extras.taggeditem': TaggedItemTypes;
  'extras.webhook': WebhookTypes;
  'extras.webhookdelivery': WebhookDeliveryTypes;
  'ipam.aggregate': AggregateTypes;
  'ipam.asn': ASNTypes;
  'ipam.asnrange': ASNRangeTypes;
  'ipam.fhrpgroup': FHRPGroupTypes;
  'ipam.fhrpgroupassignment': FHRPGroupAssignmentTypes;
  'ipam.ipaddress': IPAddressTypes;
  'ipam.iprange': IPRangeTypes;
  'ipam.prefix': PrefixTypes;
  'ipam.rir': RIRTypes;
  'ipam.role': RoleTypes;
  'ipam.routetarget': RouteTargetTypes;
  'ipam.service': ServiceTypes;
  'ipam.servicetemplate': ServiceTemplateTypes;
  'ipam.vlan': VLANTypes;
  'ipam.vlangroup': VLANGroupTypes;
  'ipam.vlantranslationpolicy': VLANTranslationPolicyTypes;
  'ipam.vlantranslationrule': VLANTranslationRuleTypes;
  'ipam.vrf': VRFTypes;
  'tenancy.contact': ContactTypes;
  'tenancy.contactassignment': ContactAssignmentTypes;
  'tenancy.contactgroup': ContactGroupTypes;
  'tenancy.contactrole': ContactRoleTypes;
  'tenancy.tenant': TenantTypes;
  'tenancy.tenantgroup': TenantGroupTypes;
  'users.group': GroupTypes;
  'users.objectpermission': PermissionTypes;
  'users.session': SessionTypes;
  'users.token': TokenTypes;
  'users.user': UserTypes;
  'users.userconfig': UserPreferencesTypes;
  'virtualization.cluster': ClusterTypes;
  'virtualization.clustergroup': ClusterGroupTypes;
  'virtualization.clustertype': ClusterTypeTypes;
  'virtualization.virtualdisk': VirtualDiskTypes;
  'virtualization.virtualmachine': VirtualMachineTypes;
  'virtualization.virtualmachinetype': VirtualMachineTypeTypes;
  'virtualization.vminterface': VMInterfaceTypes;
  'vpn.ikepolicy': IKEPolicyTypes;
  'vpn.ikeproposal': IKEProposalTypes;
  'vpn.ipsecpolicy': IPSecPolicyTypes;
  'vpn.ipsecprofile': IPSecProfileTypes;
  'vpn.ipsecproposal': IPSecProposalTypes;
  'vpn.l2vpn': L2VPNTypes;
  'vpn.l2vpntermination': L2VPNTerminationTypes;
  'vpn.tunnel': TunnelTypes;
  'vpn.tunnelgroup': TunnelGroupTypes;
  'vpn.tunneltermination': TunnelTerminationTypes;
  'wireless.wirelesslan': WirelessLANTypes;
  'wireless.wirelesslangroup': WirelessLANGroupTypes;
  'wireless.wirelesslink': WirelessLinkTypes;
}

/** A model key ("dcim.device"). */
export type ModelKey = keyof ModelTypes;

/** Every trait that declares plug-in parts: the models that have it and the parts its plug-in (defineTrait) implements. */
export interface TraitTypes {
  base_interface: {
    readonly models: 'dcim.interface' | 'virtualization.vminterface';
    readonly plugin: {
      readonly rules: 'clean';
      readonly computed: {};
      readonly filters: never;
      readonly endpoints: never;
    };
  };
  cabled: {
    readonly models: 'circuits.circuittermination' | 'dcim.consoleport' | 'dcim.consoleserverport' | 'dcim.frontport' | 'dcim.interface' | 'dcim.powerfeed' | 'dcim.poweroutlet' | 'dcim.powerport' | 'dcim.rearport';
    readonly plugin: {
      readonly rules: 'clean';
      readonly computed: { readonly link_peers: readonly { readonly type: string; readonly id: number }[] | null; readonly link_peers_type: string | null; readonly _occupied: boolean | null; };
      readonly filters: 'occupied' | 'cable_connector';
      readonly endpoints: never;
    };
  };
  component: {
    readonly models: 'dcim.consoleport' | 'dcim.consoleserverport' | 'dcim.coolingintake' | 'dcim.coolingoutflow' | 'dcim.devicebay' | 'dcim.frontport' | 'dcim.interface' | 'dcim.inventoryitem' | 'dcim.modulebay' | 'dcim.poweroutlet' | 'dcim.powerport' | 'dcim.rearport';
    readonly plugin: {
      readonly rules: 'clean';
      readonly computed: {};
      readonly filters: never;
      readonly endpoints: never;
    };
  };
  component_template: {
    readonly models: 'dcim.consoleporttemplate' | 'dcim.consoleserverporttemplate' | 'dcim.coolingintaketemplate' | 'dcim.coolingoutflowtemplate' | 'dcim.devicebaytemplate' | 'dcim.frontporttemplate' | 'dcim.interfacetemplate' | 'dcim.inventoryitemtemplate' | 'dcim.modulebaytemplate' | 'dcim.poweroutlettemplate' | 'dcim.powerporttemplate' | 'dcim.rearporttemplate';
    readonly plugin: {
      readonly rules: 'clean';
      readonly computed: {};
      readonly filters: never;
      readonly endpoints: never;
    };
  };
  cooling_port: {
    readonly models: 'dcim.coolingintake' | 'dcim.coolingoutflow';
    readonly plugin: {
      readonly rules: 'clean';
      readonly computed: {};
      readonly filters: never;
      readonly endpoints: never;
    };
  };
  interface_validation: {
    readonly models: 'dcim.interface' | 'dcim.interfacetemplate';
    readonly plugin: {
      readonly rules: 'clean' | 'after_save';
      readonly computed: {};
      readonly filters: never;
      readonly endpoints: never;
    };
  };
  modular_component_template: {
    readonly models: 'dcim.consoleporttemplate' | 'dcim.consoleserverporttemplate' | 'dcim.coolingintaketemplate' | 'dcim.coolingoutflowtemplate' | 'dcim.frontporttemplate' | 'dcim.interfacetemplate' | 'dcim.modulebaytemplate' | 'dcim.poweroutlettemplate' | 'dcim.powerporttemplate' | 'dcim.rearporttemplate';
    readonly plugin: {
      readonly rules: 'clean';
      readonly computed: {};
      readonly filters: never;
      readonly endpoints: never;
    };
  };
  path_endpoint: {
    readonly models: 'dcim.consoleport' | 'dcim.consoleserverport' | 'dcim.interface' | 'dcim.powerfeed' | 'dcim.poweroutlet' | 'dcim.powerport';
    readonly plugin: {
      readonly rules: never;
      readonly computed: { readonly connected_endpoints: readonly { readonly type: string; readonly id: number }[] | null; readonly connected_endpoints_type: string | null; readonly connected_endpoints_reachable: boolean | null; };
      readonly filters: 'connected';
      readonly endpoints: 'trace';
    };
  };
  port_mappings: {
    readonly models: 'ipam.service' | 'ipam.servicetemplate';
    readonly plugin: {
      readonly rules: 'clean';
      readonly computed: { readonly protocol: unknown; readonly ports: unknown; };
      readonly filters: 'port_mappings' | 'port_mappings__n' | 'protocol' | 'protocol__n' | 'port' | 'port__n' | 'port__gt' | 'port__gte' | 'port__lt' | 'port__lte';
      readonly endpoints: never;
    };
  };
}

/** The name of a trait whose plug-in implements parts. */
export type TraitName = keyof TraitTypes;

/** The route of every model the API serves: model key → "app/path" under /api/. */
export const routes = {
  'circuits.circuit': 'circuits/circuits',
  'circuits.circuitgroup': 'circuits/circuit-groups',
  'circuits.circuitgroupassignment': 'circuits/circuit-group-assignments',
  'circuits.circuittermination': 'circuits/circuit-terminations',
  'circuits.circuittype': 'circuits/circuit-types',
  'circuits.provider': 'circuits/providers',
  'circuits.provideraccount': 'circuits/provider-accounts',
  'circuits.providernetwork': 'circuits/provider-networks',
  'circuits.virtualcircuit': 'circuits/virtual-circuits',
  'circuits.virtualcircuittermination': 'circuits/virtual-circuit-terminations',
  'circuits.virtualcircuittype': 'circuits/virtual-circuit-types',
  'core.job': 'core/jobs',
  'core.objectchange': 'core/object-changes',
  'core.objecttype': 'core/object-types',
  'dcim.cable': 'dcim/cables',
  'dcim.cablebundle': 'dcim/cable-bundles',
  'dcim.cabletermination': 'dcim/cable-terminations',
  'dcim.consoleport': 'dcim/console-ports',
  'dcim.consoleporttemplate': 'dcim/console-port-templates',
  'dcim.consoleserverport': 'dcim/console-server-ports',
  'dcim.consoleserverporttemplate': 'dcim/console-server-port-templates',
  'dcim.coolingfeed': 'dcim/cooling-feeds',
  'dcim.coolingintake': 'dcim/cooling-intakes',
  'dcim.coolingintaketemplate': 'dcim/cooling-intake-templates',
  'dcim.coolingoutflow': 'dcim/cooling-outflows',
  'dcim.coolingoutflowtemplate': 'dcim/cooling-outflow-templates',
  'dcim.coolingsource': 'dcim/cooling-sources',
  'dcim.device': 'dcim/devices',
  'dcim.devicebay': 'dcim/device-bays',
  'dcim.devicebaytemplate': 'dcim/device-bay-templates',
  'dcim.devicerole': 'dcim/device-roles',
  'dcim.devicetype': 'dcim/device-types',
  'dcim.frontport': 'dcim/front-ports',
  'dcim.frontporttemplate': 'dcim/front-port-templates',
  'dcim.interface': 'dcim/interfaces',
  'dcim.interfacetemplate': 'dcim/interface-templates',
  'dcim.inventoryitem': 'dcim/inventory-items',
  'dcim.inventoryitemrole': 'dcim/inventory-item-roles',
  'dcim.inventoryitemtemplate': 'dcim/inventory-item-templates',
  'dcim.location': 'dcim/locations',
  'dcim.macaddress': 'dcim/mac-addresses',
  'dcim.manufacturer': 'dcim/manufacturers',
  'dcim.module': 'dcim/modules',
  'dcim.modulebay': 'dcim/module-bays',
  'dcim.modulebaytemplate': 'dcim/module-bay-templates',
  'dcim.modulebaytype': 'dcim/module-bay-types',
  'dcim.moduletype': 'dcim/module-types',
  'dcim.moduletypeprofile': 'dcim/module-type-profiles',
  'dcim.platform': 'dcim/platforms',
  'dcim.powerfeed': 'dcim/power-feeds',
  'dcim.poweroutlet': 'dcim/power-outlets',
  'dcim.poweroutlettemplate': 'dcim/power-outlet-templates',
  'dcim.powerpanel': 'dcim/power-panels',
  'dcim.powerport': 'dcim/power-ports',
  'dcim.powerporttemplate': 'dcim/power-port-templates',
  'dcim.rack': 'dcim/racks',
  'dcim.rackgroup': 'dcim/rack-groups',
  'dcim.rackreservation': 'dcim/rack-reservations',
  'dcim.rackrole': 'dcim/rack-roles',
  'dcim.racktype': 'dcim/rack-types',
  'dcim.rearport': 'dcim/rear-ports',
  'dcim.rearporttemplate': 'dcim/rear-port-templates',
  'dcim.region': 'dcim/regions',
  'dcim.site': 'dcim/sites',
  'dcim.sitegroup': 'dcim/site-groups',
  'dcim.virtualchassis': 'dcim/virtual-chassis',
  'dcim.virtualdevicecontext': 'dcim/virtual-device-contexts',
  'extras.configcontext': 'extras/config-contexts',
  'extras.customfield': 'extras/custom-fields',
  'extras.customfieldchoiceset': 'extras/custom-field-choice-sets',
  'extras.eventrule': 'extras/event-rules',
  'extras.journalentry': 'extras/journal-entries',
  'extras.notification': 'extras/notifications',
  'extras.notificationgroup': 'extras/notification-groups',
  'extras.subscription': 'extras/subscriptions',
  'extras.tag': 'extras/tags',
  'extras.webhook': 'extras/webhooks',
  'extras.webhookdelivery': 'extras/webhook-deliveries',
  'ipam.aggregate': 'ipam/aggregates',
  'ipam.asn': 'ipam/asns',
  'ipam.asnrange': 'ipam/asn-ranges',
  'ipam.fhrpgroup': 'ipam/fhrp-groups',
  'ipam.fhrpgroupassignment': 'ipam/fhrp-group-assignments',
  'ipam.ipaddress': 'ipam/ip-addresses',
  'ipam.iprange': 'ipam/ip-ranges',
  'ipam.prefix': 'ipam/prefixes',
  'ipam.rir': 'ipam/rirs',
  'ipam.role': 'ipam/roles',
  'ipam.routetarget': 'ipam/route-targets',
  'ipam.service': 'ipam/services',
  'ipam.servicetemplate': 'ipam/service-templates',
  'ipam.vlan': 'ipam/vlans',
  'ipam.vlangroup': 'ipam/vlan-groups',
  'ipam.vlantranslationpolicy': 'ipam/vlan-translation-policies',
  'ipam.vlantranslationrule': 'ipam/vlan-translation-rules',
  'ipam.vrf': 'ipam/vrfs',
  'tenancy.contact': 'tenancy/contacts',
  'tenancy.contactassignment': 'tenancy/contact-assignments',
  'tenancy.contactgroup': 'tenancy/contact-groups',
  'tenancy.contactrole': 'tenancy/contact-roles',
  'tenancy.tenant': 'tenancy/tenants',
  'tenancy.tenantgroup': 'tenancy/tenant-groups',
  'users.group': 'users/groups',
  'users.objectpermission': 'users/permissions',
  'users.token': 'users/tokens',
  'users.user': 'users/users',
  'virtualization.cluster': 'virtualization/clusters',
  'virtualization.clustergroup': 'virtualization/cluster-groups',
  'virtualization.clustertype': 'virtualization/cluster-types',
  'virtualization.virtualdisk': 'virtualization/virtual-disks',
  'virtualization.virtualmachine': 'virtualization/virtual-machines',
  'virtualization.virtualmachinetype': 'virtualization/virtual-machine-types',
  'virtualization.vminterface': 'virtualization/interfaces',
  'vpn.ikepolicy': 'vpn/ike-policies',
  'vpn.ikeproposal': 'vpn/ike-proposals',
  'vpn.ipsecpolicy': 'vpn/ipsec-policies',
  'vpn.ipsecprofile': 'vpn/ipsec-profiles',
  'vpn.ipsecproposal': 'vpn/ipsec-proposals',
  'vpn.l2vpn': 'vpn/l2vpns',
  'vpn.l2vpntermination': 'vpn/l2vpn-terminations',
  'vpn.tunnel': 'vpn/tunnels',
  'vpn.tunnelgroup': 'vpn/tunnel-groups',
  'vpn.tunneltermination': 'vpn/tunnel-terminations',
  'wireless.wirelesslan': 'wireless/wireless-lans',
  'wireless.wirelesslangroup': 'wireless/wireless-lan-groups',
  'wireless.wirelesslink': 'wireless/wireless-links',
} as const satisfies Partial<Record<ModelKey, string>>;

/** A model key the API serves. */
export type RoutedModelKey = keyof typeof routes;
