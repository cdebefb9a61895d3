// Code generated from schema/models/virtualization/virtualmachine.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { DeviceNested } from '../dcim/device.js';
import type { DeviceRoleNested } from '../dcim/devicerole.js';
import type { PlatformNested } from '../dcim/platform.js';
import type { SiteNested } from '../dcim/site.js';
import type { TagNested } from '../extras/tag.js';
import type { IPAddressRecord } from '../ipam/ipaddress.js';
import type { TenantNested } from '../tenancy/tenant.js';
import type { ClusterNested } from './cluster.js';
import type { VirtualMachineTypeNested } from './virtualmachinetype.js';

/** The complete representation of a virtual machine, as the API returns it. */
export interface VirtualMachineRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly virtual_machine_type: VirtualMachineTypeNested | null;
  readonly role: DeviceRoleNested | null;
  readonly status: ChoiceRecord<ChoiceValue<'virtualization.virtual_machine_status'>>;
  readonly start_on_boot: ChoiceRecord<ChoiceValue<'virtualization.virtual_machine_start_on_boot'>>;
  readonly site: SiteNested | null;
  readonly cluster: ClusterNested | null;
  readonly device: DeviceNested | null;
  readonly platform: PlatformNested | null;
  readonly primary_ip: unknown;
  readonly primary_ip4: Pick<IPAddressRecord, 'id' | 'url' | 'display' | 'family' | 'address' | 'description' | 'dns_name' | 'nat_inside' | 'nat_outside'> | null;
  readonly primary_ip6: Pick<IPAddressRecord, 'id' | 'url' | 'display' | 'family' | 'address' | 'description' | 'dns_name' | 'nat_inside' | 'nat_outside'> | null;
  readonly vcpus: number | null;
  readonly memory: number | null;
  readonly disk: number | null;
  readonly description: string;
  readonly serial: string;
  readonly tenant: TenantNested | null;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly local_context_data: unknown;
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly interface_count: number;
  readonly virtual_disk_count: number;
  readonly config_context: unknown;
}

/** The brief representation (`?brief=1`). */
export type VirtualMachineBrief = Pick<VirtualMachineRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A virtual machine embedded in another object. */
export type VirtualMachineNested = Pick<VirtualMachineRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface VirtualMachineInput {
  readonly name: string;
  readonly virtual_machine_type?: Reference | null;
  readonly role?: Reference | null;
  readonly status?: ChoiceValue<'virtualization.virtual_machine_status'>;
  readonly start_on_boot?: ChoiceValue<'virtualization.virtual_machine_start_on_boot'>;
  readonly site?: Reference | null;
  readonly cluster?: Reference | null;
  readonly device?: Reference | null;
  readonly platform?: Reference | null;
  readonly primary_ip4?: Reference | null;
  readonly primary_ip6?: Reference | null;
  readonly vcpus?: number | null;
  readonly memory?: number | null;
  readonly disk?: number | null;
  readonly serial?: string;
  readonly tenant?: Reference | null;
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
export type VirtualMachineFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly virtual_machine_type_id: readonly ['related', number | 'null'];
  readonly virtual_machine_type: readonly ['related', string | 'null'];
  readonly role_id: readonly ['related', number | 'null'];
  readonly role: readonly ['related', string | 'null'];
  readonly status: readonly ['choice', ChoiceValue<'virtualization.virtual_machine_status'> | 'null'];
  readonly start_on_boot: readonly ['choice', ChoiceValue<'virtualization.virtual_machine_start_on_boot'> | 'null'];
  readonly site_id: readonly ['related', number | 'null'];
  readonly site: readonly ['related', string | 'null'];
  readonly cluster_id: readonly ['related', number | 'null'];
  readonly device_id: readonly ['related', number | 'null'];
  readonly platform_id: readonly ['related', number | 'null'];
  readonly platform: readonly ['related', string | 'null'];
  readonly primary_ip4_id: readonly ['related', number | 'null'];
  readonly primary_ip6_id: readonly ['related', number | 'null'];
  readonly vcpus: readonly ['decimal', number];
  readonly memory: readonly ['number', number];
  readonly disk: readonly ['number', number];
  readonly serial: readonly ['string', string];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly contact: readonly ['related', number | 'null'];
  readonly contact_role: readonly ['related', number | 'null'];
  readonly contact_group: readonly ['related', number | 'null'];
  readonly cluster_type_id: readonly ['related', number | 'null'];
  readonly cluster_type: readonly ['related', string | 'null'];
  readonly cluster_group_id: readonly ['related', number | 'null'];
  readonly cluster_group: readonly ['related', string | 'null'];
  readonly region_id: readonly ['related', number | 'null'];
  readonly region: readonly ['related', string | 'null'];
  readonly site_group_id: readonly ['related', number | 'null'];
  readonly site_group: readonly ['related', string | 'null'];
  readonly has_primary_ip: readonly ['present', boolean];
  readonly mac_address: readonly ['related', string | 'null'];
  readonly primary_ip4: readonly ['related', string | 'null'];
  readonly primary_ip6: readonly ['related', string | 'null'];
  readonly local_context_data: readonly ['present', boolean];
  readonly interface_count: readonly ['count', number];
  readonly virtual_disk_count: readonly ['count', number];
  readonly cluster: readonly ['related', string | 'null'];
  readonly device: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface VirtualMachineRow {
  readonly id: number;
  readonly name: string;
  readonly _name: string | null;
  readonly virtual_machine_type_id: number | null;
  readonly role_id: number | null;
  readonly status: ChoiceValue<'virtualization.virtual_machine_status'>;
  readonly start_on_boot: ChoiceValue<'virtualization.virtual_machine_start_on_boot'>;
  readonly site_id: number | null;
  readonly cluster_id: number | null;
  readonly device_id: number | null;
  readonly platform_id: number | null;
  readonly primary_ip4_id: number | null;
  readonly primary_ip6_id: number | null;
  readonly vcpus: number | null;
  readonly memory: number | null;
  readonly disk: number | null;
  readonly serial: string;
  readonly tenant_id: number | null;
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
export interface VirtualMachineValues {
  name: string;
  virtual_machine_type?: number | null;
  role?: number | null;
  status: ChoiceValue<'virtualization.virtual_machine_status'>;
  start_on_boot: ChoiceValue<'virtualization.virtual_machine_start_on_boot'>;
  site?: number | null;
  cluster?: number | null;
  device?: number | null;
  platform?: number | null;
  primary_ip4?: number | null;
  primary_ip6?: number | null;
  vcpus?: number | null;
  memory?: number | null;
  disk?: number | null;
  serial: string;
  tenant?: number | null;
  local_context_data?: unknown;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/virtualization/). */
export interface VirtualMachinePlugin {
  readonly rules: 'clean';
  readonly computed: { readonly primary_ip: unknown; readonly config_context: unknown; };
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface VirtualMachineTypes {
  readonly key: 'virtualization.virtualmachine';
  readonly record: VirtualMachineRecord;
  readonly brief: VirtualMachineBrief;
  readonly nested: VirtualMachineNested;
  readonly input: VirtualMachineInput;
  readonly filters: VirtualMachineFilters;
  readonly row: VirtualMachineRow;
  readonly values: VirtualMachineValues;
  readonly plugin: VirtualMachinePlugin;
}

export const virtualMachineModel = {
  key: 'virtualization.virtualmachine',
  app: 'virtualization',
  model: 'virtualmachine',
  className: 'VirtualMachine',
  path: 'virtual-machines',
  table: 'virtualization_virtualmachine',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'virtual machine',
  verboseNamePlural: 'virtual machines',
  description: 'A virtual machine running in a cluster, on a host device, or at a site.',
  source: 'schema/models/virtualization/virtualmachine.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{name}'],
  ordering: ['name'],
  fields: [
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
      name: 'virtual_machine_type',
      type: 'fk',
      column: 'virtual_machine_type_id',
      label: 'type',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'virtualization.virtualmachinetype',
      onDelete: 'protect',
    },
    {
      name: 'role',
      type: 'fk',
      column: 'role_id',
      label: 'role',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.devicerole',
      onDelete: 'protect',
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
      choices: 'virtualization.virtual_machine_status',
    },
    {
      name: 'start_on_boot',
      type: 'choice',
      column: 'start_on_boot',
      label: 'start on boot',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'off',
      choices: 'virtualization.virtual_machine_start_on_boot',
    },
    {
      name: 'site',
      type: 'fk',
      column: 'site_id',
      label: 'site',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.site',
      onDelete: 'protect',
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
      onDelete: 'protect',
    },
    {
      name: 'device',
      type: 'fk',
      column: 'device_id',
      label: 'device',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.device',
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
      name: 'vcpus',
      type: 'decimal',
      column: 'vcpus',
      label: 'vCPUs',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0.01,
      digits: 6,
      places: 2,
    },
    {
      name: 'memory',
      type: 'integer',
      column: 'memory',
      label: 'memory',
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
      name: 'disk',
      type: 'integer',
      column: 'disk',
      label: 'disk',
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
    { name: 'primary_ip', kind: 'plugin', label: 'primary IP', valueType: 'json', inNested: false },
    {
      name: 'interface_count',
      kind: 'count',
      label: 'interface count',
      model: 'virtualization.vminterface',
      via: 'virtual_machine',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'virtual_disk_count',
      kind: 'count',
      label: 'virtual disk count',
      model: 'virtualization.virtualdisk',
      via: 'virtual_machine',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'config_context',
      kind: 'plugin',
      label: 'config context',
      valueType: 'json',
      inNested: false,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'virtual_machine_type',
    'role',
    'status',
    'start_on_boot',
    'site',
    'cluster',
    'device',
    'platform',
    'primary_ip',
    'primary_ip4',
    'primary_ip6',
    'vcpus',
    'memory',
    'disk',
    'description',
    'serial',
    'tenant',
    'comments',
    'tags',
    'local_context_data',
    'custom_fields',
    'created',
    'last_updated',
    'interface_count',
    'virtual_disk_count',
    'config_context',
  ],
  brief: ['id', 'url', 'display', 'name', 'description'],
  nested: ['id', 'url', 'display', 'name', 'description'],
  uniques: [
    {
      name: 'virtualization_virtualmachine_primary_ip4_id_uniq',
      fields: ['primary_ip4'],
      caseInsensitive: [],
      whenNull: [],
      message: 'virtual machine with this primary IPv4 already exists.',
      errorKey: 'primary_ip4',
    },
    {
      name: 'virtualization_virtualmachine_primary_ip6_id_uniq',
      fields: ['primary_ip6'],
      caseInsensitive: [],
      whenNull: [],
      message: 'virtual machine with this primary IPv6 already exists.',
      errorKey: 'primary_ip6',
    },
    {
      name: 'virtualization_virtualmachine_name_cluster_id_tenant_id_ci_uniq',
      fields: ['name', 'cluster', 'tenant'],
      caseInsensitive: ['name'],
      whenNull: [],
      message: 'Virtual machine name must be unique per cluster and tenant.',
      errorKey: '__all__',
    },
    {
      name: 'virtualization_virtualmachine_name_cluster_id_ci_when__e1f8e364',
      fields: ['name', 'cluster'],
      caseInsensitive: ['name'],
      whenNull: ['tenant'],
      message: 'Virtual machine name must be unique per cluster.',
      errorKey: '__all__',
    },
    {
      name: 'virtualization_virtualmachine_name_device_id_tenant_id_b840cfb2',
      fields: ['name', 'device', 'tenant'],
      caseInsensitive: ['name'],
      whenNull: ['cluster'],
      message: 'Virtual machine name must be unique per device and tenant.',
      errorKey: '__all__',
    },
    {
      name: 'virtualization_virtualmachine_name_device_id_ci_when_c_0b4d30d2',
      fields: ['name', 'device'],
      caseInsensitive: ['name'],
      whenNull: ['cluster', 'tenant'],
      message: 'Virtual machine name must be unique per device.',
      errorKey: '__all__',
    },
  ],
  indexes: [
    ['name'],
    ['_name'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    {
      name: 'virtual_machine_type_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'virtual_machine_type_id',
            to: 'virtualization.virtualmachinetype',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'virtual_machine_type',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'virtual_machine_type_id',
            to: 'virtualization.virtualmachinetype',
          },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'role_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'role_id',
            to: 'dcim.devicerole',
          },
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
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'role_id',
            to: 'dcim.devicerole',
          },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    { name: 'status', kind: 'choice', field: 'status' },
    { name: 'start_on_boot', kind: 'choice', field: 'start_on_boot' },
    {
      name: 'site_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'virtualization.virtualmachine', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'site',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'virtualization.virtualmachine', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'cluster_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'cluster_id',
            to: 'virtualization.cluster',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'device_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'device_id',
            to: 'dcim.device',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'platform_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'platform_id',
            to: 'dcim.platform',
          },
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
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'platform_id',
            to: 'dcim.platform',
          },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'primary_ip4_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'primary_ip4_id',
            to: 'ipam.ipaddress',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'primary_ip6_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'primary_ip6_id',
            to: 'ipam.ipaddress',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'vcpus', kind: 'decimal', field: 'vcpus' },
    { name: 'memory', kind: 'number', field: 'memory' },
    { name: 'disk', kind: 'number', field: 'disk' },
    { name: 'serial', kind: 'string', field: 'serial' },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'tenant_id',
            to: 'tenancy.tenant',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'tenant_id',
            to: 'tenancy.tenant',
          },
        ],
      ],
      attr: 'slug',
    },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'tenant_group_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'tenant_id',
            to: 'tenancy.tenant',
          },
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
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'tenant_id',
            to: 'tenancy.tenant',
          },
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
            model: 'virtualization.virtualmachine',
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
            model: 'virtualization.virtualmachine',
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
            model: 'virtualization.virtualmachine',
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
      name: 'cluster_type_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'cluster_id',
            to: 'virtualization.cluster',
          },
          {
            via: 'fk',
            model: 'virtualization.cluster',
            column: 'type_id',
            to: 'virtualization.clustertype',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'cluster_type',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'cluster_id',
            to: 'virtualization.cluster',
          },
          {
            via: 'fk',
            model: 'virtualization.cluster',
            column: 'type_id',
            to: 'virtualization.clustertype',
          },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'cluster_group_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'cluster_id',
            to: 'virtualization.cluster',
          },
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
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'cluster_id',
            to: 'virtualization.cluster',
          },
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
    {
      name: 'region_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'virtualization.virtualmachine', column: 'site_id', to: 'dcim.site' },
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
          { via: 'fk', model: 'virtualization.virtualmachine', column: 'site_id', to: 'dcim.site' },
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
          { via: 'fk', model: 'virtualization.virtualmachine', column: 'site_id', to: 'dcim.site' },
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
          { via: 'fk', model: 'virtualization.virtualmachine', column: 'site_id', to: 'dcim.site' },
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
          {
            via: 'reverse',
            model: 'virtualization.virtualmachine',
            column: 'virtual_machine_id',
            to: 'virtualization.vminterface',
          },
          {
            via: 'reverse',
            model: 'virtualization.vminterface',
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
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'primary_ip4_id',
            to: 'ipam.ipaddress',
          },
        ],
      ],
      attr: 'address',
    },
    {
      name: 'primary_ip6',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'primary_ip6_id',
            to: 'ipam.ipaddress',
          },
        ],
      ],
      attr: 'address',
    },
    { name: 'local_context_data', kind: 'present', fields: ['local_context_data'] },
    { name: 'interface_count', kind: 'count', computed: 'interface_count' },
    { name: 'virtual_disk_count', kind: 'count', computed: 'virtual_disk_count' },
    {
      name: 'cluster',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'cluster_id',
            to: 'virtualization.cluster',
          },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'device',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.virtualmachine',
            column: 'device_id',
            to: 'dcim.device',
          },
        ],
      ],
      attr: 'name',
    },
  ],
  search: ['name', 'serial', 'description', 'comments'],
  searchIndex: 'virtualization_virtualmachine__search',
  rules: ['clean'],
  endpoints: [],
  declaredAt: {
    'computed.config_context': 'schema/models/virtualization/virtualmachine.yaml:36',
    'computed.primary_ip': 'schema/models/virtualization/virtualmachine.yaml:33',
    'rules.clean': 'schema/models/virtualization/virtualmachine.yaml:37',
  },
} as const satisfies ModelMeta;
