// Code generated from schema/models/dcim/device.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { DeviceRoleNested } from './devicerole.js';
import type { DeviceTypeNested } from './devicetype.js';
import type { LocationNested } from './location.js';
import type { PlatformNested } from './platform.js';
import type { RackNested } from './rack.js';
import type { SiteNested } from './site.js';
import type { VirtualChassisNested } from './virtualchassis.js';
import type { TagNested } from '../extras/tag.js';
import type { IPAddressRecord } from '../ipam/ipaddress.js';
import type { TenantNested } from '../tenancy/tenant.js';
import type { ClusterNested } from '../virtualization/cluster.js';

/** The complete representation of a device, as the API returns it. */
export interface DeviceRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string | null;
  readonly device_type: DeviceTypeNested;
  readonly role: DeviceRoleNested;
  readonly tenant: TenantNested | null;
  readonly platform: PlatformNested | null;
  readonly serial: string;
  readonly asset_tag: string | null;
  readonly site: SiteNested;
  readonly location: LocationNested | null;
  readonly rack: RackNested | null;
  readonly position: number | null;
  readonly face: ChoiceRecord<ChoiceValue<'dcim.device_face'>> | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly parent_device: unknown;
  readonly status: ChoiceRecord<ChoiceValue<'dcim.device_status'>>;
  readonly airflow: ChoiceRecord<ChoiceValue<'dcim.device_airflow'>> | null;
  readonly cooling_method: ChoiceRecord<ChoiceValue<'dcim.cooling_method'>> | null;
  readonly primary_ip: unknown;
  readonly primary_ip4: Pick<IPAddressRecord, 'id' | 'url' | 'display' | 'family' | 'address' | 'description' | 'dns_name' | 'nat_inside' | 'nat_outside'> | null;
  readonly primary_ip6: Pick<IPAddressRecord, 'id' | 'url' | 'display' | 'family' | 'address' | 'description' | 'dns_name' | 'nat_inside' | 'nat_outside'> | null;
  readonly oob_ip: Pick<IPAddressRecord, 'id' | 'url' | 'display' | 'family' | 'address' | 'description' | 'dns_name' | 'nat_inside' | 'nat_outside'> | null;
  readonly cluster: ClusterNested | null;
  readonly virtual_chassis: VirtualChassisNested | null;
  readonly vc_position: number | null;
  readonly vc_priority: number | null;
  readonly description: string;
  readonly comments: string;
  readonly config_context: unknown;
  readonly local_context_data: unknown;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly console_port_count: number;
  readonly console_server_port_count: number;
  readonly power_port_count: number;
  readonly power_outlet_count: number;
  readonly cooling_intake_count: number;
  readonly cooling_outflow_count: number;
  readonly interface_count: number;
  readonly front_port_count: number;
  readonly rear_port_count: number;
  readonly device_bay_count: number;
  readonly module_bay_count: number;
  readonly inventory_item_count: number;
}

/** The brief representation (`?brief=1`). */
export type DeviceBrief = Pick<DeviceRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A device embedded in another object. */
export type DeviceNested = Pick<DeviceRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface DeviceInput {
  readonly name?: string | null;
  readonly device_type: Reference;
  readonly role: Reference;
  readonly tenant?: Reference | null;
  readonly platform?: Reference | null;
  readonly serial?: string;
  readonly asset_tag?: string | null;
  readonly site: Reference;
  readonly location?: Reference | null;
  readonly rack?: Reference | null;
  readonly position?: number | null;
  readonly face?: ChoiceValue<'dcim.device_face'> | '';
  readonly latitude?: number | null;
  readonly longitude?: number | null;
  readonly status?: ChoiceValue<'dcim.device_status'>;
  readonly airflow?: ChoiceValue<'dcim.device_airflow'> | '' | null;
  readonly cooling_method?: ChoiceValue<'dcim.cooling_method'> | '' | null;
  readonly primary_ip4?: Reference | null;
  readonly primary_ip6?: Reference | null;
  readonly oob_ip?: Reference | null;
  readonly cluster?: Reference | null;
  readonly virtual_chassis?: Reference | null;
  readonly vc_position?: number | null;
  readonly vc_priority?: number | null;
  readonly local_context_data?: unknown;
  readonly description?: string;
  readonly comments?: string;
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
export type DeviceFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly device_type_id: readonly ['related', number | 'null'];
  readonly device_type: readonly ['related', string | 'null'];
  readonly role_id: readonly ['related', number | 'null'];
  readonly role: readonly ['related', string | 'null'];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly platform_id: readonly ['related', number | 'null'];
  readonly platform: readonly ['related', string | 'null'];
  readonly serial: readonly ['string', string];
  readonly asset_tag: readonly ['string', string];
  readonly site_id: readonly ['related', number | 'null'];
  readonly site: readonly ['related', string | 'null'];
  readonly location_id: readonly ['related', number | 'null'];
  readonly location: readonly ['related', string | 'null'];
  readonly rack_id: readonly ['related', number | 'null'];
  readonly position: readonly ['decimal', number];
  readonly face: readonly ['choice', ChoiceValue<'dcim.device_face'> | 'null'];
  readonly latitude: readonly ['decimal', number];
  readonly longitude: readonly ['decimal', number];
  readonly status: readonly ['choice', ChoiceValue<'dcim.device_status'> | 'null'];
  readonly airflow: readonly ['choice', ChoiceValue<'dcim.device_airflow'> | 'null'];
  readonly cooling_method: readonly ['choice', ChoiceValue<'dcim.cooling_method'> | 'null'];
  readonly primary_ip4_id: readonly ['related', number | 'null'];
  readonly primary_ip6_id: readonly ['related', number | 'null'];
  readonly oob_ip_id: readonly ['related', number | 'null'];
  readonly cluster_id: readonly ['related', number | 'null'];
  readonly virtual_chassis_id: readonly ['related', number | 'null'];
  readonly vc_position: readonly ['number', number];
  readonly vc_priority: readonly ['number', number];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly contact: readonly ['related', number | 'null'];
  readonly contact_role: readonly ['related', number | 'null'];
  readonly contact_group: readonly ['related', number | 'null'];
  readonly manufacturer_id: readonly ['related', number | 'null'];
  readonly manufacturer: readonly ['related', string | 'null'];
  readonly model: readonly ['related', string | 'null'];
  readonly is_full_depth: readonly ['related', boolean];
  readonly region_id: readonly ['related', number | 'null'];
  readonly region: readonly ['related', string | 'null'];
  readonly site_group_id: readonly ['related', number | 'null'];
  readonly site_group: readonly ['related', string | 'null'];
  readonly has_primary_ip: readonly ['present', boolean];
  readonly mac_address: readonly ['related', string | 'null'];
  readonly primary_ip4: readonly ['related', string | 'null'];
  readonly primary_ip6: readonly ['related', string | 'null'];
  readonly has_oob_ip: readonly ['present', boolean];
  readonly virtual_chassis_member: readonly ['present', boolean];
  readonly local_context_data: readonly ['present', boolean];
  readonly interfaces: readonly ['exists', boolean];
  readonly interface_count: readonly ['count', number];
  readonly console_ports: readonly ['exists', boolean];
  readonly console_server_ports: readonly ['exists', boolean];
  readonly power_ports: readonly ['exists', boolean];
  readonly power_outlets: readonly ['exists', boolean];
  readonly pass_through_ports: readonly ['exists', boolean];
  readonly module_bays: readonly ['exists', boolean];
  readonly device_bays: readonly ['exists', boolean];
  readonly console_port_count: readonly ['count', number];
  readonly console_server_port_count: readonly ['count', number];
  readonly power_port_count: readonly ['count', number];
  readonly power_outlet_count: readonly ['count', number];
  readonly front_port_count: readonly ['count', number];
  readonly rear_port_count: readonly ['count', number];
  readonly device_bay_count: readonly ['count', number];
  readonly module_bay_count: readonly ['count', number];
  readonly inventory_item_count: readonly ['count', number];
  readonly cooling_intake_count: readonly ['count', number];
  readonly cooling_outflow_count: readonly ['count', number];
  readonly parent_bay_id: readonly ['related', number | 'null'];
  readonly parent_device_id: readonly ['related', number | 'null'];
  readonly cluster_group_id: readonly ['related', number | 'null'];
  readonly cluster_group: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface DeviceRow {
  readonly id: number;
  readonly name: string | null;
  readonly _name: string | null;
  readonly device_type_id: number;
  readonly role_id: number;
  readonly tenant_id: number | null;
  readonly platform_id: number | null;
  readonly serial: string;
  readonly asset_tag: string | null;
  readonly site_id: number;
  readonly location_id: number | null;
  readonly rack_id: number | null;
  readonly position: number | null;
  readonly face: ChoiceValue<'dcim.device_face'> | '';
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly status: ChoiceValue<'dcim.device_status'>;
  readonly airflow: ChoiceValue<'dcim.device_airflow'> | '' | null;
  readonly cooling_method: ChoiceValue<'dcim.cooling_method'> | '' | null;
  readonly primary_ip4_id: number | null;
  readonly primary_ip6_id: number | null;
  readonly oob_ip_id: number | null;
  readonly cluster_id: number | null;
  readonly virtual_chassis_id: number | null;
  readonly vc_position: number | null;
  readonly vc_priority: number | null;
  readonly local_context_data: string | null;
  readonly description: string;
  readonly comments: string;
  readonly custom_field_data: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface DeviceValues {
  name?: string | null;
  device_type: number;
  role: number;
  tenant?: number | null;
  platform?: number | null;
  serial: string;
  asset_tag?: string | null;
  site: number;
  location?: number | null;
  rack?: number | null;
  position?: number | null;
  face: ChoiceValue<'dcim.device_face'> | '';
  latitude?: number | null;
  longitude?: number | null;
  status: ChoiceValue<'dcim.device_status'>;
  airflow?: ChoiceValue<'dcim.device_airflow'> | '' | null;
  cooling_method?: ChoiceValue<'dcim.cooling_method'> | '' | null;
  primary_ip4?: number | null;
  primary_ip6?: number | null;
  oob_ip?: number | null;
  cluster?: number | null;
  virtual_chassis?: number | null;
  vc_position?: number | null;
  vc_priority?: number | null;
  local_context_data?: unknown;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface DevicePlugin {
  readonly rules: 'clean' | 'after_save';
  readonly computed: { readonly parent_device: unknown; readonly primary_ip: unknown; readonly config_context: unknown; };
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface DeviceTypes {
  readonly key: 'dcim.device';
  readonly record: DeviceRecord;
  readonly brief: DeviceBrief;
  readonly nested: DeviceNested;
  readonly input: DeviceInput;
  readonly filters: DeviceFilters;
  readonly row: DeviceRow;
  readonly values: DeviceValues;
  readonly plugin: DevicePlugin;
}

export const deviceModel = {
  key: 'dcim.device',
  app: 'dcim',
  model: 'device',
  className: 'Device',
  path: 'devices',
  table: 'dcim_device',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'device',
  verboseNamePlural: 'devices',
  description: 'A piece of hardware (router, switch, server, ...) installed at a site.',
  source: 'schema/models/dcim/device.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: [
    '{name} ({asset_tag})',
    '{name}',
    '{virtual_chassis.name}:{vc_position} ({asset_tag})',
    '{virtual_chassis.name}:{vc_position}',
    '{device_type.manufacturer} {device_type.model} ({asset_tag})',
    '{device_type.manufacturer} {device_type.model} ({id})',
  ],
  ordering: ['name'],
  fields: [
    {
      name: 'name',
      type: 'string',
      column: 'name',
      label: 'name',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 64,
      naturalKey: { column: '_name', kind: 'plain' },
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
      name: 'device_type',
      type: 'fk',
      column: 'device_type_id',
      label: 'device type',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.devicetype',
      onDelete: 'protect',
    },
    {
      name: 'role',
      type: 'fk',
      column: 'role_id',
      label: 'role',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.devicerole',
      onDelete: 'protect',
    },
    {
      name: 'tenant',
      type: 'fk',
      column: 'tenant_id',
      label: 'tenant',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'tenancy.tenant',
      onDelete: 'protect',
    },
    {
      name: 'platform',
      type: 'fk',
      column: 'platform_id',
      label: 'platform',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.platform',
      onDelete: 'set_null',
    },
    {
      name: 'serial',
      type: 'string',
      column: 'serial',
      label: 'serial number',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 50,
    },
    {
      name: 'asset_tag',
      type: 'string',
      column: 'asset_tag',
      label: 'asset tag',
      helpText: 'A unique tag used to identify this device',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 50,
    },
    {
      name: 'site',
      type: 'fk',
      column: 'site_id',
      label: 'site',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.site',
      onDelete: 'protect',
    },
    {
      name: 'location',
      type: 'fk',
      column: 'location_id',
      label: 'location',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.location',
      onDelete: 'protect',
    },
    {
      name: 'rack',
      type: 'fk',
      column: 'rack_id',
      label: 'rack',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.rack',
      onDelete: 'protect',
    },
    {
      name: 'position',
      type: 'decimal',
      column: 'position',
      label: 'position (U)',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0.5,
      digits: 4,
      places: 1,
    },
    {
      name: 'face',
      type: 'choice',
      column: 'face',
      label: 'rack face',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      choices: 'dcim.device_face',
    },
    {
      name: 'latitude',
      type: 'decimal',
      column: 'latitude',
      label: 'latitude',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: -90,
      max: 90,
      digits: 8,
      places: 6,
    },
    {
      name: 'longitude',
      type: 'decimal',
      column: 'longitude',
      label: 'longitude',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: -180,
      max: 180,
      digits: 9,
      places: 6,
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
      default: 'active',
      choices: 'dcim.device_status',
    },
    {
      name: 'airflow',
      type: 'choice',
      column: 'airflow',
      label: 'airflow',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.device_airflow',
    },
    {
      name: 'cooling_method',
      type: 'choice',
      column: 'cooling_method',
      label: 'cooling method',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.cooling_method',
    },
    {
      name: 'primary_ip4',
      type: 'fk',
      column: 'primary_ip4_id',
      label: 'primary IPv4',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'ipam.ipaddress',
      onDelete: 'set_null',
      nested: [
        'id',
        'url',
        'display',
        'family',
        'address',
        'description',
        'dns_name',
        'nat_inside',
        'nat_outside',
      ],
    },
    {
      name: 'primary_ip6',
      type: 'fk',
      column: 'primary_ip6_id',
      label: 'primary IPv6',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'ipam.ipaddress',
      onDelete: 'set_null',
      nested: [
        'id',
        'url',
        'display',
        'family',
        'address',
        'description',
        'dns_name',
        'nat_inside',
        'nat_outside',
      ],
    },
    {
      name: 'oob_ip',
      type: 'fk',
      column: 'oob_ip_id',
      label: 'OOB IP',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'ipam.ipaddress',
      onDelete: 'set_null',
      nested: [
        'id',
        'url',
        'display',
        'family',
        'address',
        'description',
        'dns_name',
        'nat_inside',
        'nat_outside',
      ],
    },
    {
      name: 'cluster',
      type: 'fk',
      column: 'cluster_id',
      label: 'cluster',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'virtualization.cluster',
      onDelete: 'set_null',
    },
    {
      name: 'virtual_chassis',
      type: 'fk',
      column: 'virtual_chassis_id',
      label: 'virtual chassis',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.virtualchassis',
      onDelete: 'set_null',
    },
    {
      name: 'vc_position',
      type: 'integer',
      column: 'vc_position',
      label: 'vc position',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0,
      max: 255,
    },
    {
      name: 'vc_priority',
      type: 'integer',
      column: 'vc_priority',
      label: 'vc priority',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0,
      max: 255,
    },
    {
      name: 'local_context_data',
      type: 'json',
      column: 'local_context_data',
      label: 'local context data',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
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
      name: 'comments',
      type: 'text',
      column: 'comments',
      label: 'comments',
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
      name: 'parent_device',
      kind: 'plugin',
      label: 'parent device',
      valueType: 'json',
      inNested: false,
    },
    { name: 'primary_ip', kind: 'plugin', label: 'primary IP', valueType: 'json', inNested: false },
    {
      name: 'config_context',
      kind: 'plugin',
      label: 'config context',
      valueType: 'json',
      inNested: false,
    },
    {
      name: 'console_port_count',
      kind: 'count',
      label: 'console port count',
      model: 'dcim.consoleport',
      via: 'device',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'console_server_port_count',
      kind: 'count',
      label: 'console server port count',
      model: 'dcim.consoleserverport',
      via: 'device',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'power_port_count',
      kind: 'count',
      label: 'power port count',
      model: 'dcim.powerport',
      via: 'device',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'power_outlet_count',
      kind: 'count',
      label: 'power outlet count',
      model: 'dcim.poweroutlet',
      via: 'device',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'cooling_intake_count',
      kind: 'count',
      label: 'cooling intake count',
      model: 'dcim.coolingintake',
      via: 'device',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'cooling_outflow_count',
      kind: 'count',
      label: 'cooling outflow count',
      model: 'dcim.coolingoutflow',
      via: 'device',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'interface_count',
      kind: 'count',
      label: 'interface count',
      model: 'dcim.interface',
      via: 'device',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'front_port_count',
      kind: 'count',
      label: 'front port count',
      model: 'dcim.frontport',
      via: 'device',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'rear_port_count',
      kind: 'count',
      label: 'rear port count',
      model: 'dcim.rearport',
      via: 'device',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'device_bay_count',
      kind: 'count',
      label: 'device bay count',
      model: 'dcim.devicebay',
      via: 'device',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'module_bay_count',
      kind: 'count',
      label: 'module bay count',
      model: 'dcim.modulebay',
      via: 'device',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'inventory_item_count',
      kind: 'count',
      label: 'inventory item count',
      model: 'dcim.inventoryitem',
      via: 'device',
      cumulative: false,
      inNested: false,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'device_type',
    'role',
    'tenant',
    'platform',
    'serial',
    'asset_tag',
    'site',
    'location',
    'rack',
    'position',
    'face',
    'latitude',
    'longitude',
    'parent_device',
    'status',
    'airflow',
    'cooling_method',
    'primary_ip',
    'primary_ip4',
    'primary_ip6',
    'oob_ip',
    'cluster',
    'virtual_chassis',
    'vc_position',
    'vc_priority',
    'description',
    'comments',
    'config_context',
    'local_context_data',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'console_port_count',
    'console_server_port_count',
    'power_port_count',
    'power_outlet_count',
    'cooling_intake_count',
    'cooling_outflow_count',
    'interface_count',
    'front_port_count',
    'rear_port_count',
    'device_bay_count',
    'module_bay_count',
    'inventory_item_count',
  ],
  brief: ['id', 'url', 'display', 'name', 'description'],
  nested: ['id', 'url', 'display', 'name', 'description'],
  uniques: [
    {
      name: 'dcim_device_asset_tag_uniq',
      fields: ['asset_tag'],
      caseInsensitive: [],
      whenNull: [],
      message: 'device with this asset tag already exists.',
      errorKey: 'asset_tag',
    },
    {
      name: 'dcim_device_primary_ip4_id_uniq',
      fields: ['primary_ip4'],
      caseInsensitive: [],
      whenNull: [],
      message: 'device with this primary IPv4 already exists.',
      errorKey: 'primary_ip4',
    },
    {
      name: 'dcim_device_primary_ip6_id_uniq',
      fields: ['primary_ip6'],
      caseInsensitive: [],
      whenNull: [],
      message: 'device with this primary IPv6 already exists.',
      errorKey: 'primary_ip6',
    },
    {
      name: 'dcim_device_oob_ip_id_uniq',
      fields: ['oob_ip'],
      caseInsensitive: [],
      whenNull: [],
      message: 'device with this OOB IP already exists.',
      errorKey: 'oob_ip',
    },
    {
      name: 'dcim_device_name_site_id_tenant_id_ci_uniq',
      fields: ['name', 'site', 'tenant'],
      caseInsensitive: ['name'],
      whenNull: [],
      message: 'Device name must be unique per site and tenant.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_device_name_site_id_ci_when_tenant_id_null_uniq',
      fields: ['name', 'site'],
      caseInsensitive: ['name'],
      whenNull: ['tenant'],
      message: 'Device name must be unique per site.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_device_rack_id_position_face_uniq',
      fields: ['rack', 'position', 'face'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Device with this Rack, Position (U) and Rack face already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_device_virtual_chassis_id_vc_position_uniq',
      fields: ['virtual_chassis', 'vc_position'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Device with this Virtual chassis and Vc position already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [
    ['name'],
    ['serial'],
    ['_name'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    {
      name: 'device_type_id',
      kind: 'related',
      paths: [
        [
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
          { via: 'fk', model: 'dcim.device', column: 'device_type_id', to: 'dcim.devicetype' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'role_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.device', column: 'role_id', to: 'dcim.devicerole' },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'role',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.device', column: 'role_id', to: 'dcim.devicerole' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
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
          { via: 'fk', model: 'dcim.device', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'platform_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.device', column: 'platform_id', to: 'dcim.platform' },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'platform',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.device', column: 'platform_id', to: 'dcim.platform' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    { name: 'serial', kind: 'string', field: 'serial' },
    { name: 'asset_tag', kind: 'string', field: 'asset_tag' },
    {
      name: 'site_id',
      kind: 'related',
      paths: [
        [
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
          { via: 'fk', model: 'dcim.device', column: 'rack_id', to: 'dcim.rack' },
        ],
      ],
      attr: 'id',
    },
    { name: 'position', kind: 'decimal', field: 'position' },
    { name: 'face', kind: 'choice', field: 'face' },
    { name: 'latitude', kind: 'decimal', field: 'latitude' },
    { name: 'longitude', kind: 'decimal', field: 'longitude' },
    { name: 'status', kind: 'choice', field: 'status' },
    { name: 'airflow', kind: 'choice', field: 'airflow' },
    { name: 'cooling_method', kind: 'choice', field: 'cooling_method' },
    {
      name: 'primary_ip4_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.device', column: 'primary_ip4_id', to: 'ipam.ipaddress' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'primary_ip6_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.device', column: 'primary_ip6_id', to: 'ipam.ipaddress' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'oob_ip_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.device', column: 'oob_ip_id', to: 'ipam.ipaddress' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'cluster_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.device', column: 'cluster_id', to: 'virtualization.cluster' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'virtual_chassis_id',
      kind: 'related',
      paths: [
        [
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
    { name: 'vc_position', kind: 'number', field: 'vc_position' },
    { name: 'vc_priority', kind: 'number', field: 'vc_priority' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'tenant_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.device', column: 'tenant_id', to: 'tenancy.tenant' },
          { via: 'fk', model: 'tenancy.tenant', column: 'group_id', to: 'tenancy.tenantgroup' },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'tenant_group',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.device', column: 'tenant_id', to: 'tenancy.tenant' },
          { via: 'fk', model: 'tenancy.tenant', column: 'group_id', to: 'tenancy.tenantgroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'contact',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.device',
            column: 'object_id',
            type: 'object_type',
            to: 'tenancy.contactassignment',
          },
          {
            via: 'fk',
            model: 'tenancy.contactassignment',
            column: 'contact_id',
            to: 'tenancy.contact',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'contact_role',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.device',
            column: 'object_id',
            type: 'object_type',
            to: 'tenancy.contactassignment',
          },
          {
            via: 'fk',
            model: 'tenancy.contactassignment',
            column: 'role_id',
            to: 'tenancy.contactrole',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'contact_group',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.device',
            column: 'object_id',
            type: 'object_type',
            to: 'tenancy.contactassignment',
          },
          {
            via: 'fk',
            model: 'tenancy.contactassignment',
            column: 'contact_id',
            to: 'tenancy.contact',
          },
          {
            via: 'm2m',
            model: 'tenancy.contact',
            through: { table: 'tenancy_contact_groups', source: 'contact_id', target: 'contactgroup_id' },
            to: 'tenancy.contactgroup',
          },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'manufacturer_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.device', column: 'device_type_id', to: 'dcim.devicetype' },
          {
            via: 'fk',
            model: 'dcim.devicetype',
            column: 'manufacturer_id',
            to: 'dcim.manufacturer',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'manufacturer',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.device', column: 'device_type_id', to: 'dcim.devicetype' },
          {
            via: 'fk',
            model: 'dcim.devicetype',
            column: 'manufacturer_id',
            to: 'dcim.manufacturer',
          },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'model',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.device', column: 'device_type_id', to: 'dcim.devicetype' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'is_full_depth',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.device', column: 'device_type_id', to: 'dcim.devicetype' },
        ],
      ],
      attr: 'is_full_depth',
    },
    {
      name: 'region_id',
      kind: 'related',
      paths: [
        [
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
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    { name: 'has_primary_ip', kind: 'present', fields: ['primary_ip4', 'primary_ip6'] },
    {
      name: 'mac_address',
      kind: 'related',
      paths: [
        [
          { via: 'reverse', model: 'dcim.device', column: 'device_id', to: 'dcim.interface' },
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
      name: 'primary_ip4',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.device', column: 'primary_ip4_id', to: 'ipam.ipaddress' },
        ],
      ],
      attr: 'address',
    },
    {
      name: 'primary_ip6',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.device', column: 'primary_ip6_id', to: 'ipam.ipaddress' },
        ],
      ],
      attr: 'address',
    },
    { name: 'has_oob_ip', kind: 'present', fields: ['oob_ip'] },
    { name: 'virtual_chassis_member', kind: 'present', fields: ['virtual_chassis'] },
    { name: 'local_context_data', kind: 'present', fields: ['local_context_data'] },
    {
      name: 'interfaces',
      kind: 'exists',
      paths: [
        [
          { via: 'reverse', model: 'dcim.device', column: 'device_id', to: 'dcim.interface' },
        ],
      ],
    },
    { name: 'interface_count', kind: 'count', computed: 'interface_count' },
    {
      name: 'console_ports',
      kind: 'exists',
      paths: [
        [
          { via: 'reverse', model: 'dcim.device', column: 'device_id', to: 'dcim.consoleport' },
        ],
      ],
    },
    {
      name: 'console_server_ports',
      kind: 'exists',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.device',
            column: 'device_id',
            to: 'dcim.consoleserverport',
          },
        ],
      ],
    },
    {
      name: 'power_ports',
      kind: 'exists',
      paths: [
        [
          { via: 'reverse', model: 'dcim.device', column: 'device_id', to: 'dcim.powerport' },
        ],
      ],
    },
    {
      name: 'power_outlets',
      kind: 'exists',
      paths: [
        [
          { via: 'reverse', model: 'dcim.device', column: 'device_id', to: 'dcim.poweroutlet' },
        ],
      ],
    },
    {
      name: 'pass_through_ports',
      kind: 'exists',
      paths: [
        [
          { via: 'reverse', model: 'dcim.device', column: 'device_id', to: 'dcim.frontport' },
        ],
        [
          { via: 'reverse', model: 'dcim.device', column: 'device_id', to: 'dcim.rearport' },
        ],
      ],
    },
    {
      name: 'module_bays',
      kind: 'exists',
      paths: [
        [
          { via: 'reverse', model: 'dcim.device', column: 'device_id', to: 'dcim.modulebay' },
        ],
      ],
    },
    {
      name: 'device_bays',
      kind: 'exists',
      paths: [
        [
          { via: 'reverse', model: 'dcim.device', column: 'device_id', to: 'dcim.devicebay' },
        ],
      ],
    },
    { name: 'console_port_count', kind: 'count', computed: 'console_port_count' },
    { name: 'console_server_port_count', kind: 'count', computed: 'console_server_port_count' },
    { name: 'power_port_count', kind: 'count', computed: 'power_port_count' },
    { name: 'power_outlet_count', kind: 'count', computed: 'power_outlet_count' },
    { name: 'front_port_count', kind: 'count', computed: 'front_port_count' },
    { name: 'rear_port_count', kind: 'count', computed: 'rear_port_count' },
    { name: 'device_bay_count', kind: 'count', computed: 'device_bay_count' },
    { name: 'module_bay_count', kind: 'count', computed: 'module_bay_count' },
    { name: 'inventory_item_count', kind: 'count', computed: 'inventory_item_count' },
    { name: 'cooling_intake_count', kind: 'count', computed: 'cooling_intake_count' },
    { name: 'cooling_outflow_count', kind: 'count', computed: 'cooling_outflow_count' },
    {
      name: 'parent_bay_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.device',
            column: 'installed_device_id',
            to: 'dcim.devicebay',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'parent_device_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.device',
            column: 'installed_device_id',
            to: 'dcim.devicebay',
          },
          { via: 'fk', model: 'dcim.devicebay', column: 'device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'cluster_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.device', column: 'cluster_id', to: 'virtualization.cluster' },
          {
            via: 'fk',
            model: 'virtualization.cluster',
            column: 'group_id',
            to: 'virtualization.clustergroup',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'cluster_group',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.device', column: 'cluster_id', to: 'virtualization.cluster' },
          {
            via: 'fk',
            model: 'virtualization.cluster',
            column: 'group_id',
            to: 'virtualization.clustergroup',
          },
        ],
      ],
      attr: 'slug',
    },
  ],
  search: ['name', 'serial', 'asset_tag', 'description', 'comments'],
  searchIndex: 'dcim_device__search',
  rules: ['clean', 'after_save'],
  endpoints: [],
  declaredAt: {
    'computed.config_context': 'schema/models/dcim/device.yaml:50',
    'computed.parent_device': 'schema/models/dcim/device.yaml:48',
    'computed.primary_ip': 'schema/models/dcim/device.yaml:49',
    'rules.after_save': 'schema/models/dcim/device.yaml:68',
    'rules.clean': 'schema/models/dcim/device.yaml:68',
  },
} as const satisfies ModelMeta;
