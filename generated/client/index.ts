// Code generated from schema/. DO NOT EDIT.
// Regenerate: make generate

import type { ModelTypes, RoutedModelKey } from '../registry.js';
import { Client, Endpoint, type ClientOptions } from './core.js';

export * from './core.js';

/** Every endpoint of the API, by application and endpoint name (the path with underscores). */
export interface Api {
  /** The client the endpoints send their requests with. */
  readonly client: Client;
  readonly circuits: {
    readonly circuits: Endpoint<ModelTypes['circuits.circuit']>;
    readonly circuit_groups: Endpoint<ModelTypes['circuits.circuitgroup']>;
    readonly circuit_group_assignments: Endpoint<ModelTypes['circuits.circuitgroupassignment']>;
    readonly circuit_terminations: Endpoint<ModelTypes['circuits.circuittermination']>;
    readonly circuit_types: Endpoint<ModelTypes['circuits.circuittype']>;
    readonly providers: Endpoint<ModelTypes['circuits.provider']>;
    readonly provider_accounts: Endpoint<ModelTypes['circuits.provideraccount']>;
    readonly provider_networks: Endpoint<ModelTypes['circuits.providernetwork']>;
    readonly virtual_circuits: Endpoint<ModelTypes['circuits.virtualcircuit']>;
    readonly virtual_circuit_terminations: Endpoint<ModelTypes['circuits.virtualcircuittermination']>;
    readonly virtual_circuit_types: Endpoint<ModelTypes['circuits.virtualcircuittype']>;
  };
  readonly core: {
    readonly jobs: Endpoint<ModelTypes['core.job']>;
    readonly object_changes: Endpoint<ModelTypes['core.objectchange']>;
    readonly object_types: Endpoint<ModelTypes['core.objecttype']>;
  };
  readonly dcim: {
    readonly cables: Endpoint<ModelTypes['dcim.cable']>;
    readonly cable_bundles: Endpoint<ModelTypes['dcim.cablebundle']>;
    readonly cable_terminations: Endpoint<ModelTypes['dcim.cabletermination']>;
    readonly console_ports: Endpoint<ModelTypes['dcim.consoleport']>;
    readonly console_port_templates: Endpoint<ModelTypes['dcim.consoleporttemplate']>;
    readonly console_server_ports: Endpoint<ModelTypes['dcim.consoleserverport']>;
    readonly console_server_port_templates: Endpoint<ModelTypes['dcim.consoleserverporttemplate']>;
    readonly cooling_feeds: Endpoint<ModelTypes['dcim.coolingfeed']>;
    readonly cooling_intakes: Endpoint<ModelTypes['dcim.coolingintake']>;
    readonly cooling_intake_templates: Endpoint<ModelTypes['dcim.coolingintaketemplate']>;
    readonly cooling_outflows: Endpoint<ModelTypes['dcim.coolingoutflow']>;
    readonly cooling_outflow_templates: Endpoint<ModelTypes['dcim.coolingoutflowtemplate']>;
    readonly cooling_sources: Endpoint<ModelTypes['dcim.coolingsource']>;
    readonly devices: Endpoint<ModelTypes['dcim.device']>;
    readonly device_bays: Endpoint<ModelTypes['dcim.devicebay']>;
    readonly device_bay_templates: Endpoint<ModelTypes['dcim.devicebaytemplate']>;
    readonly device_roles: Endpoint<ModelTypes['dcim.devicerole']>;
    readonly device_types: Endpoint<ModelTypes['dcim.devicetype']>;
    readonly front_ports: Endpoint<ModelTypes['dcim.frontport']>;
    readonly front_port_templates: Endpoint<ModelTypes['dcim.frontporttemplate']>;
    readonly interfaces: Endpoint<ModelTypes['dcim.interface']>;
    readonly interface_templates: Endpoint<ModelTypes['dcim.interfacetemplate']>;
    readonly inventory_items: Endpoint<ModelTypes['dcim.inventoryitem']>;
    readonly inventory_item_roles: Endpoint<ModelTypes['dcim.inventoryitemrole']>;
    readonly inventory_item_templates: Endpoint<ModelTypes['dcim.inventoryitemtemplate']>;
    readonly locations: Endpoint<ModelTypes['dcim.location']>;
    readonly mac_addresses: Endpoint<ModelTypes['dcim.macaddress']>;
    readonly manufacturers: Endpoint<ModelTypes['dcim.manufacturer']>;
    readonly modules: Endpoint<ModelTypes['dcim.module']>;
    readonly module_bays: Endpoint<ModelTypes['dcim.modulebay']>;
    readonly module_bay_templates: Endpoint<ModelTypes['dcim.modulebaytemplate']>;
    readonly module_bay_types: Endpoint<ModelTypes['dcim.modulebaytype']>;
    readonly module_types: Endpoint<ModelTypes['dcim.moduletype']>;
    readonly module_type_profiles: Endpoint<ModelTypes['dcim.moduletypeprofile']>;
    readonly platforms: Endpoint<ModelTypes['dcim.platform']>;
    readonly power_feeds: Endpoint<ModelTypes['dcim.powerfeed']>;
    readonly power_outlets: Endpoint<ModelTypes['dcim.poweroutlet']>;
    readonly power_outlet_templates: Endpoint<ModelTypes['dcim.poweroutlettemplate']>;
    readonly power_panels: Endpoint<ModelTypes['dcim.powerpanel']>;
    readonly power_ports: Endpoint<ModelTypes['dcim.powerport']>;
    readonly power_port_templates: Endpoint<ModelTypes['dcim.powerporttemplate']>;
    readonly racks: Endpoint<ModelTypes['dcim.rack']>;
    readonly rack_groups: Endpoint<ModelTypes['dcim.rackgroup']>;
    readonly rack_reservations: Endpoint<ModelTypes['dcim.rackreservation']>;
    readonly rack_roles: Endpoint<ModelTypes['dcim.rackrole']>;
    readonly rack_types: Endpoint<ModelTypes['dcim.racktype']>;
    readonly rear_ports: Endpoint<ModelTypes['dcim.rearport']>;
    readonly rear_port_templates: Endpoint<ModelTypes['dcim.rearporttemplate']>;
    readonly regions: Endpoint<ModelTypes['dcim.region']>;
    readonly sites: Endpoint<ModelTypes['dcim.site']>;
    readonly site_groups: Endpoint<ModelTypes['dcim.sitegroup']>;
    readonly virtual_chassis: Endpoint<ModelTypes['dcim.virtualchassis']>;
    readonly virtual_device_contexts: Endpoint<ModelTypes['dcim.virtualdevicecontext']>;
  };
  readonly extras: {
    readonly config_contexts: Endpoint<ModelTypes['extras.configcontext']>;
    readonly custom_fields: Endpoint<ModelTypes['extras.customfield']>;
    readonly custom_field_choice_sets: Endpoint<ModelTypes['extras.customfieldchoiceset']>;
    readonly event_rules: Endpoint<ModelTypes['extras.eventrule']>;
    readonly journal_entries: Endpoint<ModelTypes['extras.journalentry']>;
    readonly notifications: Endpoint<ModelTypes['extras.notification']>;
    readonly notification_groups: Endpoint<ModelTypes['extras.notificationgroup']>;
    readonly subscriptions: Endpoint<ModelTypes['extras.subscription']>;
    readonly tags: Endpoint<ModelTypes['extras.tag']>;
    readonly webhooks: Endpoint<ModelTypes['extras.webhook']>;
    readonly webhook_deliveries: Endpoint<ModelTypes['extras.webhookdelivery']>;
  };
  readonly ipam: {
    readonly aggregates: Endpoint<ModelTypes['ipam.aggregate']>;
    readonly asns: Endpoint<ModelTypes['ipam.asn']>;
    readonly asn_ranges: Endpoint<ModelTypes['ipam.asnrange']>;
    readonly fhrp_groups: Endpoint<ModelTypes['ipam.fhrpgroup']>;
    readonly fhrp_group_assignments: Endpoint<ModelTypes['ipam.fhrpgroupassignment']>;
    readonly ip_addresses: Endpoint<ModelTypes['ipam.ipaddress']>;
    readonly ip_ranges: Endpoint<ModelTypes['ipam.iprange']>;
    readonly prefixes: Endpoint<ModelTypes['ipam.prefix']>;
    readonly rirs: Endpoint<ModelTypes['ipam.rir']>;
    readonly roles: Endpoint<ModelTypes['ipam.role']>;
    readonly route_targets: Endpoint<ModelTypes['ipam.routetarget']>;
    readonly services: Endpoint<ModelTypes['ipam.service']>;
    readonly service_templates: Endpoint<ModelTypes['ipam.servicetemplate']>;
    readonly vlans: Endpoint<ModelTypes['ipam.vlan']>;
    readonly vlan_groups: Endpoint<ModelTypes['ipam.vlangroup']>;
    readonly vlan_translation_policies: Endpoint<ModelTypes['ipam.vlantranslationpolicy']>;
    readonly vlan_translation_rules: Endpoint<ModelTypes['ipam.vlantranslationrule']>;
    readonly vrfs: Endpoint<ModelTypes['ipam.vrf']>;
  };
  readonly tenancy: {
    readonly contacts: Endpoint<ModelTypes['tenancy.contact']>;
    readonly contact_assignments: Endpoint<ModelTypes['tenancy.contactassignment']>;
    readonly contact_groups: Endpoint<ModelTypes['tenancy.contactgroup']>;
    readonly contact_roles: Endpoint<ModelTypes['tenancy.contactrole']>;
    readonly tenants: Endpoint<ModelTypes['tenancy.tenant']>;
    readonly tenant_groups: Endpoint<ModelTypes['tenancy.tenantgroup']>;
  };
  readonly users: {
    readonly groups: Endpoint<ModelTypes['users.group']>;
    readonly permissions: Endpoint<ModelTypes['users.objectpermission']>;
    readonly tokens: Endpoint<ModelTypes['users.token']>;
    readonly users: Endpoint<ModelTypes['users.user']>;
  };
  readonly virtualization: {
    readonly clusters: Endpoint<ModelTypes['virtualization.cluster']>;
    readonly cluster_groups: Endpoint<ModelTypes['virtualization.clustergroup']>;
    readonly cluster_types: Endpoint<ModelTypes['virtualization.clustertype']>;
    readonly virtual_disks: Endpoint<ModelTypes['virtualization.virtualdisk']>;
    readonly virtual_machines: Endpoint<ModelTypes['virtualization.virtualmachine']>;
    readonly virtual_machine_types: Endpoint<ModelTypes['virtualization.virtualmachinetype']>;
    readonly interfaces: Endpoint<ModelTypes['virtualization.vminterface']>;
  };
  readonly vpn: {
    readonly ike_policies: Endpoint<ModelTypes['vpn.ikepolicy']>;
    readonly ike_proposals: Endpoint<ModelTypes['vpn.ikeproposal']>;
    readonly ipsec_policies: Endpoint<ModelTypes['vpn.ipsecpolicy']>;
    readonly ipsec_profiles: Endpoint<ModelTypes['vpn.ipsecprofile']>;
    readonly ipsec_proposals: Endpoint<ModelTypes['vpn.ipsecproposal']>;
    readonly l2vpns: Endpoint<ModelTypes['vpn.l2vpn']>;
    readonly l2vpn_terminations: Endpoint<ModelTypes['vpn.l2vpntermination']>;
    readonly tunnels: Endpoint<ModelTypes['vpn.tunnel']>;
    readonly tunnel_groups: Endpoint<ModelTypes['vpn.tunnelgroup']>;
    readonly tunnel_terminations: Endpoint<ModelTypes['vpn.tunneltermination']>;
  };
  readonly wireless: {
    readonly wireless_lans: Endpoint<ModelTypes['wireless.wirelesslan']>;
    readonly wireless_lan_groups: Endpoint<ModelTypes['wireless.wirelesslangroup']>;
    readonly wireless_links: Endpoint<ModelTypes['wireless.wirelesslink']>;
  };
}

/** Where each model's endpoint is: model key → [application, endpoint name, "app/path"]. */
export const ENDPOINTS = {
  'circuits.circuit': ['circuits', 'circuits', 'circuits/circuits'],
  'circuits.circuitgroup': ['circuits', 'circuit_groups', 'circuits/circuit-groups'],
  'circuits.circuitgroupassignment': ['circuits', 'circuit_group_assignments', 'circuits/circuit-group-assignments'],
  'circuits.circuittermination': ['circuits', 'circuit_terminations', 'circuits/circuit-terminations'],
  'circuits.circuittype': ['circuits', 'circuit_types', 'circuits/circuit-types'],
  'circuits.provider': ['circuits', 'providers', 'circuits/providers'],
  'circuits.provideraccount': ['circuits', 'provider_accounts', 'circuits/provider-accounts'],
  'circuits.providernetwork': ['circuits', 'provider_networks', 'circuits/provider-networks'],
  'circuits.virtualcircuit': ['circuits', 'virtual_circuits', 'circuits/virtual-circuits'],
  'circuits.virtualcircuittermination': ['circuits', 'virtual_circuit_terminations', 'circuits/virtual-circuit-terminations'],
  'circuits.virtualcircuittype': ['circuits', 'virtual_circuit_types', 'circuits/virtual-circuit-types'],
  'core.job': ['core', 'jobs', 'core/jobs'],
  'core.objectchange': ['core', 'object_changes', 'core/object-changes'],
  'core.objecttype': ['core', 'object_types', 'core/object-types'],
  'dcim.cable': ['dcim', 'cables', 'dcim/cables'],
  'dcim.cablebundle': ['dcim', 'cable_bundles', 'dcim/cable-bundles'],
  'dcim.cabletermination': ['dcim', 'cable_terminations', 'dcim/cable-terminations'],
  'dcim.consoleport': ['dcim', 'console_ports', 'dcim/console-ports'],
  'dcim.consoleporttemplate': ['dcim', 'console_port_templates', 'dcim/console-port-templates'],
  'dcim.consoleserverport': ['dcim', 'console_server_ports', 'dcim/console-server-ports'],
  'dcim.consoleserverporttemplate': ['dcim', 'console_server_port_templates', 'dcim/console-server-port-templates'],
  'dcim.coolingfeed': ['dcim', 'cooling_feeds', 'dcim/cooling-feeds'],
  'dcim.coolingintake': ['dcim', 'cooling_intakes', 'dcim/cooling-intakes'],
  'dcim.coolingintaketemplate': ['dcim', 'cooling_intake_templates', 'dcim/cooling-intake-templates'],
  'dcim.coolingoutflow': ['dcim', 'cooling_outflows', 'dcim/cooling-outflows'],
  'dcim.coolingoutflowtemplate': ['dcim', 'cooling_outflow_templates', 'dcim/cooling-outflow-templates'],
  'dcim.coolingsource': ['dcim', 'cooling_sources', 'dcim/cooling-sources'],
  'dcim.device': ['dcim', 'devices', 'dcim/devices'],
  'dcim.devicebay': ['dcim', 'device_bays', 'dcim/device-bays'],
  'dcim.devicebaytemplate': ['dcim', 'device_bay_templates', 'dcim/device-bay-templates'],
  'dcim.devicerole': ['dcim', 'device_roles', 'dcim/device-roles'],
  'dcim.devicetype': ['dcim', 'device_types', 'dcim/device-types'],
  'dcim.frontport': ['dcim', 'front_ports', 'dcim/front-ports'],
  'dcim.frontporttemplate': ['dcim', 'front_port_templates', 'dcim/front-port-templates'],
  'dcim.interface': ['dcim', 'interfaces', 'dcim/interfaces'],
  'dcim.interfacetemplate': ['dcim', 'interface_templates', 'dcim/interface-templates'],
  'dcim.inventoryitem': ['dcim', 'inventory_items', 'dcim/inventory-items'],
  'dcim.inventoryitemrole': ['dcim', 'inventory_item_roles', 'dcim/inventory-item-roles'],
  'dcim.inventoryitemtemplate': ['dcim', 'inventory_item_templates', 'dcim/inventory-item-templates'],
  'dcim.location': ['dcim', 'locations', 'dcim/locations'],
  'dcim.macaddress': ['dcim', 'mac_addresses', 'dcim/mac-addresses'],
  'dcim.manufacturer': ['dcim', 'manufacturers', 'dcim/manufacturers'],
  'dcim.module': ['dcim', 'modules', 'dcim/modules'],
  'dcim.modulebay': ['dcim', 'module_bays', 'dcim/module-bays'],
  'dcim.modulebaytemplate': ['dcim', 'module_bay_templates', 'dcim/module-bay-templates'],
  'dcim.modulebaytype': ['dcim', 'module_bay_types', 'dcim/module-bay-types'],
  'dcim.moduletype': ['dcim', 'module_types', 'dcim/module-types'],
  'dcim.moduletypeprofile': ['dcim', 'module_type_profiles', 'dcim/module-type-profiles'],
  'dcim.platform': ['dcim', 'platforms', 'dcim/platforms'],
  'dcim.powerfeed': ['dcim', 'power_feeds', 'dcim/power-feeds'],
  'dcim.poweroutlet': ['dcim', 'power_outlets', 'dcim/power-outlets'],
  'dcim.poweroutlettemplate': ['dcim', 'power_outlet_templates', 'dcim/power-outlet-templates'],
  'dcim.powerpanel': ['dcim', 'power_panels', 'dcim/power-panels'],
  'dcim.powerport': ['dcim', 'power_ports', 'dcim/power-ports'],
  'dcim.powerporttemplate': ['dcim', 'power_port_templates', 'dcim/power-port-templates'],
  'dcim.rack': ['dcim', 'racks', 'dcim/racks'],
  'dcim.rackgroup': ['dcim', 'rack_groups', 'dcim/rack-groups'],
  'dcim.rackreservation': ['dcim', 'rack_reservations', 'dcim/rack-reservations'],
  'dcim.rackrole': ['dcim', 'rack_roles', 'dcim/rack-roles'],
  'dcim.racktype': ['dcim', 'rack_types', 'dcim/rack-types'],
  'dcim.rearport': ['dcim', 'rear_ports', 'dcim/rear-ports'],
  'dcim.rearporttemplate': ['dcim', 'rear_port_templates', 'dcim/rear-port-templates'],
  'dcim.region': ['dcim', 'regions', 'dcim/regions'],
  'dcim.site': ['dcim', 'sites', 'dcim/sites'],
  'dcim.sitegroup': ['dcim', 'site_groups', 'dcim/site-groups'],
  'dcim.virtualchassis': ['dcim', 'virtual_chassis', 'dcim/virtual-chassis'],
  'dcim.virtualdevicecontext': ['dcim', 'virtual_device_contexts', 'dcim/virtual-device-contexts'],
  'extras.configcontext': ['extras', 'config_contexts', 'extras/config-contexts'],
  'extras.customfield': ['extras', 'custom_fields', 'extras/custom-fields'],
  'extras.customfieldchoiceset': ['extras', 'custom_field_choice_sets', 'extras/custom-field-choice-sets'],
  'extras.eventrule': ['extras', 'event_rules', 'extras/event-rules'],
  'extras.journalentry': ['extras', 'journal_entries', 'extras/journal-entries'],
  'extras.notification': ['extras', 'notifications', 'extras/notifications'],
  'extras.notificationgroup': ['extras', 'notification_groups', 'extras/notification-groups'],
  'extras.subscription': ['extras', 'subscriptions', 'extras/subscriptions'],
  'extras.tag': ['extras', 'tags', 'extras/tags'],
  'extras.webhook': ['extras', 'webhooks', 'extras/webhooks'],
  'extras.webhookdelivery': ['extras', 'webhook_deliveries', 'extras/webhook-deliveries'],
  'ipam.aggregate': ['ipam', 'aggregates', 'ipam/aggregates'],
  'ipam.asn': ['ipam', 'asns', 'ipam/asns'],
  'ipam.asnrange': ['ipam', 'asn_ranges', 'ipam/asn-ranges'],
  'ipam.fhrpgroup': ['ipam', 'fhrp_groups', 'ipam/fhrp-groups'],
  'ipam.fhrpgroupassignment': ['ipam', 'fhrp_group_assignments', 'ipam/fhrp-group-assignments'],
  'ipam.ipaddress': ['ipam', 'ip_addresses', 'ipam/ip-addresses'],
  'ipam.iprange': ['ipam', 'ip_ranges', 'ipam/ip-ranges'],
  'ipam.prefix': ['ipam', 'prefixes', 'ipam/prefixes'],
  'ipam.rir': ['ipam', 'rirs', 'ipam/rirs'],
  'ipam.role': ['ipam', 'roles', 'ipam/roles'],
  'ipam.routetarget': ['ipam', 'route_targets', 'ipam/route-targets'],
  'ipam.service': ['ipam', 'services', 'ipam/services'],
  'ipam.servicetemplate': ['ipam', 'service_templates', 'ipam/service-templates'],
  'ipam.vlan': ['ipam', 'vlans', 'ipam/vlans'],
  'ipam.vlangroup': ['ipam', 'vlan_groups', 'ipam/vlan-groups'],
  'ipam.vlantranslationpolicy': ['ipam', 'vlan_translation_policies', 'ipam/vlan-translation-policies'],
  'ipam.vlantranslationrule': ['ipam', 'vlan_translation_rules', 'ipam/vlan-translation-rules'],
  'ipam.vrf': ['ipam', 'vrfs', 'ipam/vrfs'],
  'tenancy.contact': ['tenancy', 'contacts', 'tenancy/contacts'],
  'tenancy.contactassignment': ['tenancy', 'contact_assignments', 'tenancy/contact-assignments'],
  'tenancy.contactgroup': ['tenancy', 'contact_groups', 'tenancy/contact-groups'],
  'tenancy.contactrole': ['tenancy', 'contact_roles', 'tenancy/contact-roles'],
  'tenancy.tenant': ['tenancy', 'tenants', 'tenancy/tenants'],
  'tenancy.tenantgroup': ['tenancy', 'tenant_groups', 'tenancy/tenant-groups'],
  'users.group': ['users', 'groups', 'users/groups'],
  'users.objectpermission': ['users', 'permissions', 'users/permissions'],
  'users.token': ['users', 'tokens', 'users/tokens'],
  'users.user': ['users', 'users', 'users/users'],
  'virtualization.cluster': ['virtualization', 'clusters', 'virtualization/clusters'],
  'virtualization.clustergroup': ['virtualization', 'cluster_groups', 'virtualization/cluster-groups'],
  'virtualization.clustertype': ['virtualization', 'cluster_types', 'virtualization/cluster-types'],
  'virtualization.virtualdisk': ['virtualization', 'virtual_disks', 'virtualization/virtual-disks'],
  'virtualization.virtualmachine': ['virtualization', 'virtual_machines', 'virtualization/virtual-machines'],
  'virtualization.virtualmachinetype': ['virtualization', 'virtual_machine_types', 'virtualization/virtual-machine-types'],
  'virtualization.vminterface': ['virtualization', 'interfaces', 'virtualization/interfaces'],
  'vpn.ikepolicy': ['vpn', 'ike_policies', 'vpn/ike-policies'],
  'vpn.ikeproposal': ['vpn', 'ike_proposals', 'vpn/ike-proposals'],
  'vpn.ipsecpolicy': ['vpn', 'ipsec_policies', 'vpn/ipsec-policies'],
  'vpn.ipsecprofile': ['vpn', 'ipsec_profiles', 'vpn/ipsec-profiles'],
  'vpn.ipsecproposal': ['vpn', 'ipsec_proposals', 'vpn/ipsec-proposals'],
  'vpn.l2vpn': ['vpn', 'l2vpns', 'vpn/l2vpns'],
  'vpn.l2vpntermination': ['vpn', 'l2vpn_terminations', 'vpn/l2vpn-terminations'],
  'vpn.tunnel': ['vpn', 'tunnels', 'vpn/tunnels'],
  'vpn.tunnelgroup': ['vpn', 'tunnel_groups', 'vpn/tunnel-groups'],
  'vpn.tunneltermination': ['vpn', 'tunnel_terminations', 'vpn/tunnel-terminations'],
  'wireless.wirelesslan': ['wireless', 'wireless_lans', 'wireless/wireless-lans'],
  'wireless.wirelesslangroup': ['wireless', 'wireless_lan_groups', 'wireless/wireless-lan-groups'],
  'wireless.wirelesslink': ['wireless', 'wireless_links', 'wireless/wireless-links'],
} as const satisfies Record<RoutedModelKey, readonly [string, string, string]>;

/**
 * The typed client: `const api = createApi({ url, token })`, then
 * `await api.dcim.devices.list({ site_id: [1], status: ['active'], limit: 10 })`.
 */
export function createApi(options: ClientOptions): Api {
  const client = new Client(options);
  const api: Record<string, Record<string, unknown>> = {};
  for (const [app, name, path] of Object.values(ENDPOINTS)) (api[app] ??= {})[name] = new Endpoint(client, path);
  return { client, ...api } as unknown as Api;
}

/** The endpoint of a model, by its key. */
export function endpointOf<K extends RoutedModelKey>(api: Api, key: K): Endpoint<ModelTypes[K]> {
  const [app, name] = ENDPOINTS[key];
  return (api as unknown as Record<string, Record<string, Endpoint<ModelTypes[K]>>>)[app]![name]!;
}
