// Code generated from schema/models/dcim/interface.yaml with schema/traits/component.yaml, schema/traits/modular_component.yaml, schema/traits/cabled.yaml, schema/traits/path_endpoint.yaml, schema/traits/base_interface.yaml, schema/traits/interface_validation.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { CircuitTerminationNested } from '../circuits/circuittermination.js';
import type { ProviderNetworkNested } from '../circuits/providernetwork.js';
import type { VirtualCircuitTerminationNested } from '../circuits/virtualcircuittermination.js';
import type { CableNested } from './cable.js';
import type { ConsolePortNested } from './consoleport.js';
import type { ConsoleServerPortNested } from './consoleserverport.js';
import type { DeviceNested } from './device.js';
import type { FrontPortNested } from './frontport.js';
import type { MACAddressNested } from './macaddress.js';
import type { ModuleRecord } from './module.js';
import type { PowerFeedNested } from './powerfeed.js';
import type { PowerOutletNested } from './poweroutlet.js';
import type { PowerPortNested } from './powerport.js';
import type { RearPortNested } from './rearport.js';
import type { VirtualDeviceContextRecord } from './virtualdevicecontext.js';
import type { TagNested } from '../extras/tag.js';
import type { VLANNested } from '../ipam/vlan.js';
import type { VLANTranslationPolicyNested } from '../ipam/vlantranslationpolicy.js';
import type { VRFNested } from '../ipam/vrf.js';
import type { L2VPNTerminationNested } from '../vpn/l2vpntermination.js';
import type { WirelessLANNested } from '../wireless/wirelesslan.js';
import type { WirelessLinkRecord } from '../wireless/wirelesslink.js';

/** The complete representation of a interface, as the API returns it. */
export interface InterfaceRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly device: DeviceNested;
  readonly vdcs: readonly Pick<VirtualDeviceContextRecord, 'id' | 'url' | 'display' | 'name' | 'identifier' | 'device' | 'description'>[];
  readonly module: Pick<ModuleRecord, 'id' | 'url' | 'display' | 'device' | 'module_bay'> | null;
  readonly name: string;
  readonly label: string;
  readonly type: ChoiceRecord<ChoiceValue<'dcim.interface_type'>>;
  readonly channels: number | null;
  readonly channel_id: number | null;
  readonly enabled: boolean;
  readonly parent: Pick<InterfaceRecord, 'id' | 'url' | 'display_url' | 'display' | 'device' | 'name' | '_occupied'> | null;
  readonly bridge: Pick<InterfaceRecord, 'id' | 'url' | 'display_url' | 'display' | 'device' | 'name' | '_occupied'> | null;
  readonly bridge_interfaces: readonly Pick<InterfaceRecord, 'id' | 'url' | 'display_url' | 'display' | 'device' | 'name' | '_occupied'>[];
  readonly lag: Pick<InterfaceRecord, 'id' | 'url' | 'display_url' | 'display' | 'device' | 'name' | '_occupied'> | null;
  readonly mtu: number | null;
  readonly mac_address: string | null;
  readonly primary_mac_address: MACAddressNested | null;
  readonly mac_addresses: readonly MACAddressNested[];
  readonly speed: number | null;
  readonly duplex: ChoiceRecord<ChoiceValue<'dcim.interface_duplex'>> | null;
  readonly wwn: string | null;
  readonly mgmt_only: boolean;
  readonly description: string;
  readonly mode: ChoiceRecord<ChoiceValue<'dcim.interface_mode'>> | null;
  readonly rf_role: ChoiceRecord<ChoiceValue<'dcim.wireless_role'>> | null;
  readonly rf_channel: ChoiceRecord<ChoiceValue<'dcim.wireless_channel'>> | null;
  readonly poe_mode: ChoiceRecord<ChoiceValue<'dcim.interface_poe_mode'>> | null;
  readonly poe_type: ChoiceRecord<ChoiceValue<'dcim.interface_poe_type'>> | null;
  readonly rf_channel_frequency: number | null;
  readonly rf_channel_width: number | null;
  readonly tx_power: number | null;
  readonly untagged_vlan: VLANNested | null;
  readonly tagged_vlans: readonly VLANNested[];
  readonly qinq_svlan: VLANNested | null;
  readonly vlan_translation_policy: VLANTranslationPolicyNested | null;
  readonly mark_connected: boolean;
  readonly cable: CableNested | null;
  readonly cable_end: ChoiceValue<'dcim.cable_end'> | null;
  readonly wireless_link: Pick<WirelessLinkRecord, 'id' | 'url' | 'display_url' | 'display' | 'ssid'> | null;
  readonly link_peers: readonly (InterfaceNested | ConsolePortNested | ConsoleServerPortNested | PowerPortNested | PowerOutletNested | FrontPortNested | RearPortNested | PowerFeedNested | CircuitTerminationNested)[];
  readonly link_peers_type: string | null;
  readonly wireless_lans: readonly WirelessLANNested[];
  readonly vrf: VRFNested | null;
  readonly l2vpn_termination: L2VPNTerminationNested | null;
  readonly connected_endpoints: readonly (InterfaceNested | ConsolePortNested | ConsoleServerPortNested | PowerPortNested | PowerOutletNested | PowerFeedNested | ProviderNetworkNested | VirtualCircuitTerminationNested)[] | null;
  readonly connected_endpoints_type: string | null;
  readonly connected_endpoints_reachable: boolean | null;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly count_ipaddresses: number;
  readonly count_fhrp_groups: number;
  readonly _occupied: boolean | null;
}

/** The brief representation (`?brief=1`). */
export type InterfaceBrief = Pick<InterfaceRecord, 'id' | 'url' | 'display' | 'device' | 'name' | 'description' | 'cable' | '_occupied'>;

/** A interface embedded in another object. */
export type InterfaceNested = Pick<InterfaceRecord, 'id' | 'url' | 'display' | 'device' | 'name' | 'description' | 'cable' | '_occupied'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface InterfaceInput {
  readonly device: Reference;
  readonly name: string;
  readonly label?: string;
  readonly module?: Reference | null;
  readonly mark_connected?: boolean;
  readonly enabled?: boolean;
  readonly mtu?: number | null;
  readonly primary_mac_address?: Reference | null;
  readonly mode?: ChoiceValue<'dcim.interface_mode'> | '' | null;
  readonly untagged_vlan?: Reference | null;
  readonly tagged_vlans?: readonly Reference[];
  readonly qinq_svlan?: Reference | null;
  readonly vlan_translation_policy?: Reference | null;
  readonly vrf?: Reference | null;
  readonly channels?: number | null;
  readonly channel_id?: number | null;
  readonly type: ChoiceValue<'dcim.interface_type'>;
  readonly parent?: Reference | null;
  readonly bridge?: Reference | null;
  readonly lag?: Reference | null;
  readonly speed?: number | null;
  readonly duplex?: ChoiceValue<'dcim.interface_duplex'> | '' | null;
  readonly wwn?: string | null;
  readonly mgmt_only?: boolean;
  readonly rf_role?: ChoiceValue<'dcim.wireless_role'> | '' | null;
  readonly rf_channel?: ChoiceValue<'dcim.wireless_channel'> | '' | null;
  readonly poe_mode?: ChoiceValue<'dcim.interface_poe_mode'> | '' | null;
  readonly poe_type?: ChoiceValue<'dcim.interface_poe_type'> | '' | null;
  readonly rf_channel_frequency?: number | null;
  readonly rf_channel_width?: number | null;
  readonly tx_power?: number | null;
  readonly vdcs?: readonly Reference[];
  readonly wireless_lans?: readonly Reference[];
  readonly description?: string;
  readonly tags?: readonly Reference[];
  readonly custom_fields?: Readonly<Record<string, unknown>>;
  /** Tags to add to the stored ones (not with `tags`). */
  readonly add_tags?: readonly Reference[];
  /** Tags to remove from the stored ones (updates only). */
  readonly remove_tags?: readonly Reference[];
  /** Stored with the change record of this write. */
  readonly changelog_message?: string;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type InterfaceFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly device_id: readonly ['related', number | 'null'];
  readonly name: readonly ['string', string];
  readonly label: readonly ['string', string];
  readonly module_id: readonly ['related', number | 'null'];
  readonly mark_connected: readonly ['boolean', boolean];
  readonly cable_id: readonly ['related', number | 'null'];
  readonly cable_end: readonly ['choice', ChoiceValue<'dcim.cable_end'> | 'null'];
  readonly enabled: readonly ['boolean', boolean];
  readonly mtu: readonly ['number', number];
  readonly primary_mac_address_id: readonly ['related', number | 'null'];
  readonly mode: readonly ['choice', ChoiceValue<'dcim.interface_mode'> | 'null'];
  readonly vlan_translation_policy_id: readonly ['related', number | 'null'];
  readonly vrf_id: readonly ['related', number | 'null'];
  readonly channels: readonly ['number', number];
  readonly channel_id: readonly ['number', number];
  readonly type: readonly ['choice', ChoiceValue<'dcim.interface_type'> | 'null'];
  readonly parent_id: readonly ['related', number | 'null'];
  readonly bridge_id: readonly ['related', number | 'null'];
  readonly lag_id: readonly ['related', number | 'null'];
  readonly speed: readonly ['number', number];
  readonly duplex: readonly ['choice', ChoiceValue<'dcim.interface_duplex'> | 'null'];
  readonly wwn: readonly ['string', string];
  readonly mgmt_only: readonly ['boolean', boolean];
  readonly rf_role: readonly ['choice', ChoiceValue<'dcim.wireless_role'> | 'null'];
  readonly rf_channel: readonly ['choice', ChoiceValue<'dcim.wireless_channel'> | 'null'];
  readonly poe_mode: readonly ['choice', ChoiceValue<'dcim.interface_poe_mode'> | 'null'];
  readonly poe_type: readonly ['choice', ChoiceValue<'dcim.interface_poe_type'> | 'null'];
  readonly rf_channel_frequency: readonly ['decimal', number];
  readonly rf_channel_width: readonly ['decimal', number];
  readonly tx_power: readonly ['number', number];
  readonly wireless_link_id: readonly ['related', number | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly site_id: readonly ['related', number | 'null'];
  readonly site: readonly ['related', string | 'null'];
  readonly location_id: readonly ['related', number | 'null'];
  readonly location: readonly ['related', string | 'null'];
  readonly rack_id: readonly ['related', number | 'null'];
  readonly rack: readonly ['related', string | 'null'];
  readonly region_id: readonly ['related', number | 'null'];
  readonly region: readonly ['related', string | 'null'];
  readonly site_group_id: readonly ['related', number | 'null'];
  readonly site_group: readonly ['related', string | 'null'];
  readonly device_type_id: readonly ['related', number | 'null'];
  readonly device_type: readonly ['related', string | 'null'];
  readonly device_role_id: readonly ['related', number | 'null'];
  readonly device_role: readonly ['related', string | 'null'];
  readonly device_status: readonly ['related', string | 'null'];
  readonly virtual_chassis_id: readonly ['related', number | 'null'];
  readonly virtual_chassis: readonly ['related', string | 'null'];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly device: readonly ['related', string | 'null'];
  readonly cabled: readonly ['present', boolean];
  readonly occupied: readonly ['plugin', string | number];
  readonly cable_connector: readonly ['plugin', string | number];
  readonly connected: readonly ['plugin', string | number];
  readonly mac_address: readonly ['related', string | 'null'];
  readonly vlan_id: readonly ['related', number | 'null'];
  readonly vlan: readonly ['related', number | 'null'];
  readonly primary_mac_address: readonly ['related', string | 'null'];
  readonly vrf: readonly ['related', string | 'null'];
  readonly vlan_translation_policy: readonly ['related', string | 'null'];
  readonly l2vpn_id: readonly ['related', number | 'null'];
  readonly l2vpn: readonly ['related', number | 'null'];
  readonly kind: readonly ['group', 'virtual' | 'wireless' | 'physical'];
  readonly vdc_id: readonly ['related', number | 'null'];
  readonly vdc: readonly ['related', string | 'null'];
  readonly vdc_identifier: readonly ['related', number | 'null'];
  readonly virtual_circuit_id: readonly ['related', number | 'null'];
  readonly virtual_circuit_termination_id: readonly ['related', number | 'null'];
  readonly wireless_lan_id: readonly ['related', number | 'null'];
  readonly virtual_chassis_member: readonly ['plugin', string | number];
  readonly virtual_chassis_member_id: readonly ['plugin', string | number];
  readonly virtual_chassis_member_or_master: readonly ['plugin', string | number];
  readonly virtual_chassis_member_or_master_id: readonly ['plugin', string | number];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface InterfaceRow {
  readonly id: number;
  readonly device_id: number;
  readonly name: string;
  readonly _name: string | null;
  readonly label: string;
  readonly module_id: number | null;
  readonly mark_connected: boolean | 0 | 1;
  readonly cable_id: number | null;
  readonly cable_end: ChoiceValue<'dcim.cable_end'> | '' | null;
  readonly _path_id: number | null;
  readonly enabled: boolean | 0 | 1;
  readonly mtu: number | null;
  readonly primary_mac_address_id: number | null;
  readonly mode: ChoiceValue<'dcim.interface_mode'> | '' | null;
  readonly untagged_vlan_id: number | null;
  readonly qinq_svlan_id: number | null;
  readonly vlan_translation_policy_id: number | null;
  readonly vrf_id: number | null;
  readonly channels: number | null;
  readonly channel_id: number | null;
  readonly type: ChoiceValue<'dcim.interface_type'>;
  readonly parent_id: number | null;
  readonly bridge_id: number | null;
  readonly lag_id: number | null;
  readonly speed: number | null;
  readonly duplex: ChoiceValue<'dcim.interface_duplex'> | '' | null;
  readonly wwn: string | null;
  readonly mgmt_only: boolean | 0 | 1;
  readonly rf_role: ChoiceValue<'dcim.wireless_role'> | '' | null;
  readonly rf_channel: ChoiceValue<'dcim.wireless_channel'> | '' | null;
  readonly poe_mode: ChoiceValue<'dcim.interface_poe_mode'> | '' | null;
  readonly poe_type: ChoiceValue<'dcim.interface_poe_type'> | '' | null;
  readonly rf_channel_frequency: number | null;
  readonly rf_channel_width: number | null;
  readonly tx_power: number | null;
  readonly wireless_link_id: number | null;
  readonly description: string;
  readonly custom_field_data: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface InterfaceValues {
  device: number;
  name: string;
  label: string;
  module?: number | null;
  mark_connected: boolean;
  cable?: number | null;
  cable_end?: ChoiceValue<'dcim.cable_end'> | '' | null;
  enabled: boolean;
  mtu?: number | null;
  primary_mac_address?: number | null;
  mode?: ChoiceValue<'dcim.interface_mode'> | '' | null;
  untagged_vlan?: number | null;
  qinq_svlan?: number | null;
  vlan_translation_policy?: number | null;
  vrf?: number | null;
  channels?: number | null;
  channel_id?: number | null;
  type: ChoiceValue<'dcim.interface_type'>;
  parent?: number | null;
  bridge?: number | null;
  lag?: number | null;
  speed?: number | null;
  duplex?: ChoiceValue<'dcim.interface_duplex'> | '' | null;
  wwn?: string | null;
  mgmt_only: boolean;
  rf_role?: ChoiceValue<'dcim.wireless_role'> | '' | null;
  rf_channel?: ChoiceValue<'dcim.wireless_channel'> | '' | null;
  poe_mode?: ChoiceValue<'dcim.interface_poe_mode'> | '' | null;
  poe_type?: ChoiceValue<'dcim.interface_poe_type'> | '' | null;
  rf_channel_frequency?: number | null;
  rf_channel_width?: number | null;
  tx_power?: number | null;
  wireless_link?: number | null;
  description: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/; its traits' plug-ins implement theirs). */
export interface InterfacePlugin {
  readonly rules: 'clean' | 'after_save' | 'after_delete';
  readonly computed: {};
  readonly filters: 'virtual_chassis_member' | 'virtual_chassis_member_id' | 'virtual_chassis_member_or_master' | 'virtual_chassis_member_or_master_id';
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface InterfaceTypes {
  readonly key: 'dcim.interface';
  readonly record: InterfaceRecord;
  readonly brief: InterfaceBrief;
  readonly nested: InterfaceNested;
  readonly input: InterfaceInput;
  readonly filters: InterfaceFilters;
  readonly row: InterfaceRow;
  readonly values: InterfaceValues;
  readonly plugin: InterfacePlugin;
}

export const interfaceModel = {
  key: 'dcim.interface',
  app: 'dcim',
  model: 'interface',
  className: 'Interface',
  path: 'interfaces',
  table: 'dcim_interface',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'interface',
  verboseNamePlural: 'interfaces',
  description: 'A network interface of a device.',
  source: 'schema/models/dcim/interface.yaml',
  traits: [
    'component',
    'modular_component',
    'cabled',
    'path_endpoint',
    'base_interface',
    'interface_validation',
  ],
  changelogRelated: ['device'],
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{name} ({label})', '{name}'],
  ordering: ['device', 'name'],
  fields: [
    {
      name: 'device',
      type: 'fk',
      column: 'device_id',
      label: 'device',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.device',
      onDelete: 'cascade',
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
      maxLength: 64,
      naturalKey: { column: '_name', kind: 'interface' },
    },
    {
      name: '_name',
      type: 'string',
      column: '_name',
      label: 'name',
      required: false,
      nullable: true,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      maxLength: 100,
    },
    {
      name: 'label',
      type: 'string',
      column: 'label',
      label: 'label',
      helpText: 'Physical label',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 64,
    },
    {
      name: 'module',
      type: 'fk',
      column: 'module_id',
      label: 'module',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.module',
      onDelete: 'cascade',
      nested: ['id', 'url', 'display', 'device', 'module_bay'],
    },
    {
      name: 'mark_connected',
      type: 'boolean',
      column: 'mark_connected',
      label: 'mark connected',
      helpText: 'Treat as if a cable is connected',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: false,
    },
    {
      name: 'cable',
      type: 'fk',
      column: 'cable_id',
      label: 'cable',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.cable',
      onDelete: 'set_null',
    },
    {
      name: 'cable_end',
      type: 'choice',
      column: 'cable_end',
      label: 'cable end',
      required: false,
      nullable: true,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.cable_end',
      plainChoice: true,
    },
    {
      name: '_path',
      type: 'fk',
      column: '_path_id',
      label: ' path',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      to: 'dcim.cablepath',
      onDelete: 'set_null',
    },
    {
      name: 'enabled',
      type: 'boolean',
      column: 'enabled',
      label: 'enabled',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: true,
    },
    {
      name: 'mtu',
      type: 'integer',
      column: 'mtu',
      label: 'MTU',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 1,
      max: 65536,
    },
    {
      name: 'primary_mac_address',
      type: 'fk',
      column: 'primary_mac_address_id',
      label: 'primary MAC address',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.macaddress',
      onDelete: 'set_null',
    },
    {
      name: 'mode',
      type: 'choice',
      column: 'mode',
      label: '802.1Q mode',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.interface_mode',
    },
    {
      name: 'untagged_vlan',
      type: 'fk',
      column: 'untagged_vlan_id',
      label: 'untagged VLAN',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'ipam.vlan',
      onDelete: 'set_null',
    },
    {
      name: 'tagged_vlans',
      type: 'm2m',
      column: null,
      label: 'tagged VLANs',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'ipam.vlan',
      through: { table: 'dcim_interface_tagged_vlans', source: 'interface_id', target: 'vlan_id' },
    },
    {
      name: 'qinq_svlan',
      type: 'fk',
      column: 'qinq_svlan_id',
      label: 'Q-in-Q SVLAN',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'ipam.vlan',
      onDelete: 'set_null',
    },
    {
      name: 'vlan_translation_policy',
      type: 'fk',
      column: 'vlan_translation_policy_id',
      label: 'VLAN translation policy',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'ipam.vlantranslationpolicy',
      onDelete: 'protect',
    },
    {
      name: 'vrf',
      type: 'fk',
      column: 'vrf_id',
      label: 'VRF',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'ipam.vrf',
      onDelete: 'set_null',
    },
    {
      name: 'channels',
      type: 'integer',
      column: 'channels',
      label: 'channels',
      helpText: 'The number of channels into which this interface is channelized',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 1,
      max: 1024,
    },
    {
      name: 'channel_id',
      type: 'integer',
      column: 'channel_id',
      label: 'channel ID',
      helpText: 'The channel on the parent interface to which this subinterface is bound',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 1,
      max: 1024,
    },
    {
      name: 'type',
      type: 'choice',
      column: 'type',
      label: 'type',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.interface_type',
    },
    {
      name: 'parent',
      type: 'fk',
      column: 'parent_id',
      label: 'parent interface',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.interface',
      onDelete: 'set_null',
      nested: ['id', 'url', 'display_url', 'display', 'device', 'name', '_occupied'],
    },
    {
      name: 'bridge',
      type: 'fk',
      column: 'bridge_id',
      label: 'bridge interface',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.interface',
      onDelete: 'set_null',
      nested: ['id', 'url', 'display_url', 'display', 'device', 'name', '_occupied'],
    },
    {
      name: 'lag',
      type: 'fk',
      column: 'lag_id',
      label: 'parent LAG',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.interface',
      onDelete: 'set_null',
      nested: ['id', 'url', 'display_url', 'display', 'device', 'name', '_occupied'],
    },
    {
      name: 'speed',
      type: 'bigint',
      column: 'speed',
      label: 'speed (Kbps)',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0,
    },
    {
      name: 'duplex',
      type: 'choice',
      column: 'duplex',
      label: 'duplex',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.interface_duplex',
    },
    {
      name: 'wwn',
      type: 'string',
      column: 'wwn',
      label: 'WWN',
      helpText: '64-bit World Wide Name',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 23,
    },
    {
      name: 'mgmt_only',
      type: 'boolean',
      column: 'mgmt_only',
      label: 'management only',
      helpText: 'This interface is used only for out-of-band management',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: false,
    },
    {
      name: 'rf_role',
      type: 'choice',
      column: 'rf_role',
      label: 'wireless role',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.wireless_role',
    },
    {
      name: 'rf_channel',
      type: 'choice',
      column: 'rf_channel',
      label: 'wireless channel',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.wireless_channel',
    },
    {
      name: 'poe_mode',
      type: 'choice',
      column: 'poe_mode',
      label: 'PoE mode',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.interface_poe_mode',
    },
    {
      name: 'poe_type',
      type: 'choice',
      column: 'poe_type',
      label: 'PoE type',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.interface_poe_type',
    },
    {
      name: 'rf_channel_frequency',
      type: 'decimal',
      column: 'rf_channel_frequency',
      label: 'channel frequency (MHz)',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      digits: 8,
      places: 3,
    },
    {
      name: 'rf_channel_width',
      type: 'decimal',
      column: 'rf_channel_width',
      label: 'channel width (MHz)',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      digits: 7,
      places: 3,
    },
    {
      name: 'tx_power',
      type: 'integer',
      column: 'tx_power',
      label: 'transmit power (dBm)',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: -40,
      max: 127,
    },
    {
      name: 'vdcs',
      type: 'm2m',
      column: null,
      label: 'virtual device contexts',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'dcim.virtualdevicecontext',
      nested: ['id', 'url', 'display', 'name', 'identifier', 'device', 'description'],
      through: { table: 'dcim_interface_vdcs', source: 'interface_id', target: 'virtualdevicecontext_id' },
    },
    {
      name: 'wireless_link',
      type: 'fk',
      column: 'wireless_link_id',
      label: 'wireless link',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'wireless.wirelesslink',
      onDelete: 'set_null',
      nested: ['id', 'url', 'display_url', 'display', 'ssid'],
    },
    {
      name: 'wireless_lans',
      type: 'm2m',
      column: null,
      label: 'wireless LANs',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'wireless.wirelesslan',
      through: { table: 'dcim_interface_wireless_lans', source: 'interface_id', target: 'wirelesslan_id' },
    },
    {
      name: 'description',
      type: 'string',
      column: 'description',
      label: 'description',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 200,
    },
    {
      name: 'tags',
      type: 'tags',
      column: null,
      label: 'tags',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'extras.tag',
    },
    {
      name: 'custom_fields',
      type: 'custom_fields',
      column: 'custom_field_data',
      label: 'custom fields',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: {},
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
    {
      name: 'last_updated',
      type: 'datetime',
      column: 'last_updated',
      label: 'last updated',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
  ],
  computed: [
    {
      name: 'link_peers',
      kind: 'plugin',
      label: 'link peers',
      valueType: 'objects',
      inNested: false,
      objects: {
        targets: [
          'dcim.interface',
          'dcim.consoleport',
          'dcim.consoleserverport',
          'dcim.powerport',
          'dcim.poweroutlet',
          'dcim.frontport',
          'dcim.rearport',
          'dcim.powerfeed',
          'circuits.circuittermination',
        ],
        generic: false,
        nullable: false,
      },
    },
    {
      name: 'link_peers_type',
      kind: 'plugin',
      label: 'link peers type',
      valueType: 'string',
      inNested: false,
    },
    { name: '_occupied', kind: 'plugin', label: 'occupied', valueType: 'boolean', inNested: true },
    {
      name: 'connected_endpoints',
      kind: 'plugin',
      label: 'connected endpoints',
      valueType: 'objects',
      inNested: false,
      objects: {
        targets: [
          'dcim.interface',
          'dcim.consoleport',
          'dcim.consoleserverport',
          'dcim.powerport',
          'dcim.poweroutlet',
          'dcim.powerfeed',
          'circuits.providernetwork',
          'circuits.virtualcircuittermination',
        ],
        generic: false,
        nullable: true,
      },
    },
    {
      name: 'connected_endpoints_type',
      kind: 'plugin',
      label: 'connected endpoints type',
      valueType: 'string',
      inNested: false,
    },
    {
      name: 'connected_endpoints_reachable',
      kind: 'plugin',
      label: 'connected endpoints reachable',
      valueType: 'boolean',
      inNested: false,
    },
    {
      name: 'mac_addresses',
      kind: 'list',
      label: 'MAC addresses',
      model: 'dcim.macaddress',
      via: 'assigned_object',
      single: false,
      inNested: false,
    },
    {
      name: 'mac_address',
      kind: 'alias',
      label: 'MAC address',
      valueType: 'string',
      field: 'primary_mac_address.mac_address',
      inNested: true,
    },
    {
      name: 'count_ipaddresses',
      kind: 'count',
      label: 'count ipaddresses',
      model: 'ipam.ipaddress',
      via: 'assigned_object',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'count_fhrp_groups',
      kind: 'count',
      label: 'count fhrp groups',
      model: 'ipam.fhrpgroupassignment',
      via: 'interface',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'l2vpn_termination',
      kind: 'list',
      label: 'l2vpn termination',
      model: 'vpn.l2vpntermination',
      via: 'assigned_object',
      single: true,
      inNested: false,
    },
    {
      name: 'bridge_interfaces',
      kind: 'list',
      label: 'bridge interfaces',
      model: 'dcim.interface',
      via: 'bridge',
      single: false,
      nested: ['id', 'url', 'display_url', 'display', 'device', 'name', '_occupied'],
      inNested: false,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'device',
    'vdcs',
    'module',
    'name',
    'label',
    'type',
    'channels',
    'channel_id',
    'enabled',
    'parent',
    'bridge',
    'bridge_interfaces',
    'lag',
    'mtu',
    'mac_address',
    'primary_mac_address',
    'mac_addresses',
    'speed',
    'duplex',
    'wwn',
    'mgmt_only',
    'description',
    'mode',
    'rf_role',
    'rf_channel',
    'poe_mode',
    'poe_type',
    'rf_channel_frequency',
    'rf_channel_width',
    'tx_power',
    'untagged_vlan',
    'tagged_vlans',
    'qinq_svlan',
    'vlan_translation_policy',
    'mark_connected',
    'cable',
    'cable_end',
    'wireless_link',
    'link_peers',
    'link_peers_type',
    'wireless_lans',
    'vrf',
    'l2vpn_termination',
    'connected_endpoints',
    'connected_endpoints_type',
    'connected_endpoints_reachable',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'count_ipaddresses',
    'count_fhrp_groups',
    '_occupied',
  ],
  brief: ['id', 'url', 'display', 'device', 'name', 'description', 'cable', '_occupied'],
  nested: ['id', 'url', 'display', 'device', 'name', 'description', 'cable', '_occupied'],
  uniques: [
    {
      name: 'dcim_interface_primary_mac_address_id_uniq',
      fields: ['primary_mac_address'],
      caseInsensitive: [],
      whenNull: [],
      message: 'interface with this primary MAC address already exists.',
      errorKey: 'primary_mac_address',
    },
    {
      name: 'dcim_interface_device_id_name_uniq',
      fields: ['device', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Interface with this Device and Name already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_interface_parent_id_channel_id_uniq',
      fields: ['parent', 'channel_id'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Interface with this Parent interface and Channel ID already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [
    ['device', '_name'],
    ['type', 'enabled'],
    ['name'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'device_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'id',
    },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'label', kind: 'string', field: 'label' },
    {
      name: 'module_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'module_id', to: 'dcim.module' },
        ],
      ],
      attr: 'id',
    },
    { name: 'mark_connected', kind: 'boolean', field: 'mark_connected' },
    {
      name: 'cable_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'cable_id', to: 'dcim.cable' },
        ],
      ],
      attr: 'id',
    },
    { name: 'cable_end', kind: 'choice', field: 'cable_end' },
    { name: 'enabled', kind: 'boolean', field: 'enabled' },
    { name: 'mtu', kind: 'number', field: 'mtu' },
    {
      name: 'primary_mac_address_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.interface',
            column: 'primary_mac_address_id',
            to: 'dcim.macaddress',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'mode', kind: 'choice', field: 'mode' },
    {
      name: 'vlan_translation_policy_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.interface',
            column: 'vlan_translation_policy_id',
            to: 'ipam.vlantranslationpolicy',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'vrf_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'vrf_id', to: 'ipam.vrf' },
        ],
      ],
      attr: 'id',
    },
    { name: 'channels', kind: 'number', field: 'channels' },
    { name: 'channel_id', kind: 'number', field: 'channel_id' },
    { name: 'type', kind: 'choice', field: 'type' },
    {
      name: 'parent_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'parent_id', to: 'dcim.interface' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'bridge_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'bridge_id', to: 'dcim.interface' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'lag_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'lag_id', to: 'dcim.interface' },
        ],
      ],
      attr: 'id',
    },
    { name: 'speed', kind: 'number', field: 'speed' },
    { name: 'duplex', kind: 'choice', field: 'duplex' },
    { name: 'wwn', kind: 'string', field: 'wwn' },
    { name: 'mgmt_only', kind: 'boolean', field: 'mgmt_only' },
    { name: 'rf_role', kind: 'choice', field: 'rf_role' },
    { name: 'rf_channel', kind: 'choice', field: 'rf_channel' },
    { name: 'poe_mode', kind: 'choice', field: 'poe_mode' },
    { name: 'poe_type', kind: 'choice', field: 'poe_type' },
    { name: 'rf_channel_frequency', kind: 'decimal', field: 'rf_channel_frequency' },
    { name: 'rf_channel_width', kind: 'decimal', field: 'rf_channel_width' },
    { name: 'tx_power', kind: 'number', field: 'tx_power' },
    {
      name: 'wireless_link_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.interface',
            column: 'wireless_link_id',
            to: 'wireless.wirelesslink',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'site_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'site',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'location_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'location_id', to: 'dcim.location' },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'location',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'location_id', to: 'dcim.location' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'rack_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'rack_id', to: 'dcim.rack' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'rack',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'rack_id', to: 'dcim.rack' },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'region_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'region',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'site_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'site_group',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'device_type_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'device_type_id', to: 'dcim.devicetype' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'device_type',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'device_type_id', to: 'dcim.devicetype' },
        ],
      ],
      attr: 'model',
    },
    {
      name: 'device_role_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'role_id', to: 'dcim.devicerole' },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'device_role',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'role_id', to: 'dcim.devicerole' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'device_status',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'status',
    },
    {
      name: 'virtual_chassis_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
          {
            via: 'fk',
            model: 'dcim.device',
            column: 'virtual_chassis_id',
            to: 'dcim.virtualchassis',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'virtual_chassis',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
          {
            via: 'fk',
            model: 'dcim.device',
            column: 'virtual_chassis_id',
            to: 'dcim.virtualchassis',
          },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'device',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'name',
    },
    { name: 'cabled', kind: 'present', fields: ['cable'] },
    { name: 'occupied', kind: 'plugin' },
    { name: 'cable_connector', kind: 'plugin' },
    { name: 'connected', kind: 'plugin' },
    {
      name: 'mac_address',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.interface',
            column: 'assigned_object_id',
            type: 'assigned_object_type',
            to: 'dcim.macaddress',
          },
        ],
      ],
      attr: 'mac_address',
    },
    {
      name: 'vlan_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'untagged_vlan_id', to: 'ipam.vlan' },
        ],
        [
          {
            via: 'm2m',
            model: 'dcim.interface',
            through: { table: 'dcim_interface_tagged_vlans', source: 'interface_id', target: 'vlan_id' },
            to: 'ipam.vlan',
          },
        ],
        [
          { via: 'fk', model: 'dcim.interface', column: 'qinq_svlan_id', to: 'ipam.vlan' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'vlan',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'untagged_vlan_id', to: 'ipam.vlan' },
        ],
        [
          {
            via: 'm2m',
            model: 'dcim.interface',
            through: { table: 'dcim_interface_tagged_vlans', source: 'interface_id', target: 'vlan_id' },
            to: 'ipam.vlan',
          },
        ],
        [
          { via: 'fk', model: 'dcim.interface', column: 'qinq_svlan_id', to: 'ipam.vlan' },
        ],
      ],
      attr: 'vid',
    },
    {
      name: 'primary_mac_address',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.interface',
            column: 'primary_mac_address_id',
            to: 'dcim.macaddress',
          },
        ],
      ],
      attr: 'mac_address',
    },
    {
      name: 'vrf',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.interface', column: 'vrf_id', to: 'ipam.vrf' },
        ],
      ],
      attr: 'rd',
    },
    {
      name: 'vlan_translation_policy',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.interface',
            column: 'vlan_translation_policy_id',
            to: 'ipam.vlantranslationpolicy',
          },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'l2vpn_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.interface',
            column: 'assigned_object_id',
            type: 'assigned_object_type',
            to: 'vpn.l2vpntermination',
          },
          { via: 'fk', model: 'vpn.l2vpntermination', column: 'l2vpn_id', to: 'vpn.l2vpn' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'l2vpn',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.interface',
            column: 'assigned_object_id',
            type: 'assigned_object_type',
            to: 'vpn.l2vpntermination',
          },
          { via: 'fk', model: 'vpn.l2vpntermination', column: 'l2vpn_id', to: 'vpn.l2vpn' },
        ],
      ],
      attr: 'identifier',
    },
    {
      name: 'kind',
      kind: 'group',
      field: 'type',
      groups: {
        virtual: ['virtual', 'bridge', 'lag'],
        wireless: [
          'ieee802.11a',
          'ieee802.11g',
          'ieee802.11n',
          'ieee802.11ac',
          'ieee802.11ad',
          'ieee802.11ax',
          'ieee802.11ay',
          'ieee802.11be',
          'ieee802.15.1',
          'ieee802.15.4',
          'other-wireless',
          'gsm',
          'cdma',
          'lte',
          '4g',
          '5g',
        ],
      },
      others: 'physical',
      othersNull: ['channel_id'],
    },
    {
      name: 'vdc_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'dcim.interface',
            through: {
              table: 'dcim_interface_vdcs',
              source: 'interface_id',
              target: 'virtualdevicecontext_id',
            },
            to: 'dcim.virtualdevicecontext',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'vdc',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'dcim.interface',
            through: {
              table: 'dcim_interface_vdcs',
              source: 'interface_id',
              target: 'virtualdevicecontext_id',
            },
            to: 'dcim.virtualdevicecontext',
          },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'vdc_identifier',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'dcim.interface',
            through: {
              table: 'dcim_interface_vdcs',
              source: 'interface_id',
              target: 'virtualdevicecontext_id',
            },
            to: 'dcim.virtualdevicecontext',
          },
        ],
      ],
      attr: 'identifier',
    },
    {
      name: 'virtual_circuit_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.interface',
            column: 'interface_id',
            to: 'circuits.virtualcircuittermination',
          },
          {
            via: 'fk',
            model: 'circuits.virtualcircuittermination',
            column: 'virtual_circuit_id',
            to: 'circuits.virtualcircuit',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'virtual_circuit_termination_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.interface',
            column: 'interface_id',
            to: 'circuits.virtualcircuittermination',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'wireless_lan_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'dcim.interface',
            through: {
              table: 'dcim_interface_wireless_lans',
              source: 'interface_id',
              target: 'wirelesslan_id',
            },
            to: 'wireless.wirelesslan',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'virtual_chassis_member', kind: 'plugin' },
    { name: 'virtual_chassis_member_id', kind: 'plugin' },
    { name: 'virtual_chassis_member_or_master', kind: 'plugin' },
    { name: 'virtual_chassis_member_or_master_id', kind: 'plugin' },
  ],
  search: ['name', 'label', 'description'],
  searchIndex: 'dcim_interface__search',
  rules: ['clean', 'after_save', 'after_delete'],
  endpoints: [
    { path: 'trace', shape: 'cable_trace' },
  ],
  declaredAt: {
    'filters.virtual_chassis_member': 'schema/models/dcim/interface.yaml:51',
    'filters.virtual_chassis_member_id': 'schema/models/dcim/interface.yaml:52',
    'filters.virtual_chassis_member_or_master': 'schema/models/dcim/interface.yaml:53',
    'filters.virtual_chassis_member_or_master_id': 'schema/models/dcim/interface.yaml:54',
    'rules.after_delete': 'schema/models/dcim/interface.yaml:32',
    'rules.after_save': 'schema/models/dcim/interface.yaml:32',
    'rules.clean': 'schema/models/dcim/interface.yaml:32',
  },
  traitParts: {
    cabled: [
      'computed.link_peers',
      'computed.link_peers_type',
      'computed._occupied',
      'rules.clean',
      'filters.occupied',
      'filters.cable_connector',
    ],
    path_endpoint: [
      'computed.connected_endpoints',
      'computed.connected_endpoints_type',
      'computed.connected_endpoints_reachable',
      'endpoints.trace',
      'filters.connected',
    ],
    component: ['rules.clean'],
    base_interface: ['rules.clean'],
    interface_validation: ['rules.clean', 'rules.after_save'],
  },
} as const satisfies ModelMeta;
