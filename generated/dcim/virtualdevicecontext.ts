// Code generated from schema/models/dcim/virtualdevicecontext.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { DeviceNested } from './device.js';
import type { TagNested } from '../extras/tag.js';
import type { IPAddressRecord } from '../ipam/ipaddress.js';
import type { TenantNested } from '../tenancy/tenant.js';

/** The complete representation of a virtual device context, as the API returns it. */
export interface VirtualDeviceContextRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly device: DeviceNested;
  readonly identifier: number | null;
  readonly tenant: TenantNested | null;
  readonly primary_ip: unknown;
  readonly primary_ip4: Pick<IPAddressRecord, 'id' | 'url' | 'display' | 'family' | 'address' | 'description' | 'dns_name' | 'nat_inside' | 'nat_outside'> | null;
  readonly primary_ip6: Pick<IPAddressRecord, 'id' | 'url' | 'display' | 'family' | 'address' | 'description' | 'dns_name' | 'nat_inside' | 'nat_outside'> | null;
  readonly status: ChoiceRecord<ChoiceValue<'dcim.virtual_device_context_status'>>;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly interface_count: number;
}

/** The brief representation (`?brief=1`). */
export type VirtualDeviceContextBrief = Pick<VirtualDeviceContextRecord, 'id' | 'url' | 'display' | 'name' | 'identifier' | 'device' | 'description'>;

/** A virtual device context embedded in another object. */
export type VirtualDeviceContextNested = Pick<VirtualDeviceContextRecord, 'id' | 'url' | 'display' | 'name' | 'identifier' | 'device' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface VirtualDeviceContextInput {
  readonly name: string;
  readonly device: Reference;
  readonly identifier?: number | null;
  readonly tenant?: Reference | null;
  readonly primary_ip4?: Reference | null;
  readonly primary_ip6?: Reference | null;
  readonly status: ChoiceValue<'dcim.virtual_device_context_status'>;
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
export type VirtualDeviceContextFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly device_id: readonly ['related', number | 'null'];
  readonly identifier: readonly ['number', number];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly primary_ip4_id: readonly ['related', number | 'null'];
  readonly primary_ip6_id: readonly ['related', number | 'null'];
  readonly status: readonly ['choice', ChoiceValue<'dcim.virtual_device_context_status'> | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly device: readonly ['related', string | 'null'];
  readonly has_primary_ip: readonly ['present', boolean];
  readonly primary_ip4: readonly ['related', string | 'null'];
  readonly primary_ip6: readonly ['related', string | 'null'];
  readonly interface_id: readonly ['related', number | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface VirtualDeviceContextRow {
  readonly id: number;
  readonly name: string;
  readonly _name: string | null;
  readonly device_id: number;
  readonly identifier: number | null;
  readonly tenant_id: number | null;
  readonly primary_ip4_id: number | null;
  readonly primary_ip6_id: number | null;
  readonly status: ChoiceValue<'dcim.virtual_device_context_status'>;
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
export interface VirtualDeviceContextValues {
  name: string;
  device: number;
  identifier?: number | null;
  tenant?: number | null;
  primary_ip4?: number | null;
  primary_ip6?: number | null;
  status: ChoiceValue<'dcim.virtual_device_context_status'>;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface VirtualDeviceContextPlugin {
  readonly rules: 'clean';
  readonly computed: { readonly primary_ip: unknown; };
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface VirtualDeviceContextTypes {
  readonly key: 'dcim.virtualdevicecontext';
  readonly record: VirtualDeviceContextRecord;
  readonly brief: VirtualDeviceContextBrief;
  readonly nested: VirtualDeviceContextNested;
  readonly input: VirtualDeviceContextInput;
  readonly filters: VirtualDeviceContextFilters;
  readonly row: VirtualDeviceContextRow;
  readonly values: VirtualDeviceContextValues;
  readonly plugin: VirtualDeviceContextPlugin;
}

export const virtualDeviceContextModel = {
  key: 'dcim.virtualdevicecontext',
  app: 'dcim',
  model: 'virtualdevicecontext',
  className: 'VirtualDeviceContext',
  path: 'virtual-device-contexts',
  table: 'dcim_virtualdevicecontext',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'virtual device context',
  verboseNamePlural: 'virtual device contexts',
  description: 'A logical partition of a device (a VDC, a VRF-lite context), with interfaces of its device.',
  source: 'schema/models/dcim/virtualdevicecontext.yaml',
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
      onDelete: 'protect',
    },
    {
      name: 'identifier',
      type: 'integer',
      column: 'identifier',
      label: 'identifier',
      helpText: 'Numeric identifier unique to the parent device',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0,
      max: 32767,
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
      name: 'status',
      type: 'choice',
      column: 'status',
      label: 'status',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.virtual_device_context_status',
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
      model: 'dcim.interface',
      via: 'vdcs',
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
    'device',
    'identifier',
    'tenant',
    'primary_ip',
    'primary_ip4',
    'primary_ip6',
    'status',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'interface_count',
  ],
  brief: ['id', 'url', 'display', 'name', 'identifier', 'device', 'description'],
  nested: ['id', 'url', 'display', 'name', 'identifier', 'device', 'description'],
  uniques: [
    {
      name: 'dcim_virtualdevicecontext_primary_ip4_id_uniq',
      fields: ['primary_ip4'],
      caseInsensitive: [],
      whenNull: [],
      message: 'virtual device context with this primary IPv4 already exists.',
      errorKey: 'primary_ip4',
    },
    {
      name: 'dcim_virtualdevicecontext_primary_ip6_id_uniq',
      fields: ['primary_ip6'],
      caseInsensitive: [],
      whenNull: [],
      message: 'virtual device context with this primary IPv6 already exists.',
      errorKey: 'primary_ip6',
    },
    {
      name: 'dcim_virtualdevicecontext_device_id_identifier_uniq',
      fields: ['device', 'identifier'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Virtual device context with this Device and Identifier already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_virtualdevicecontext_device_id_name_uniq',
      fields: ['device', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Virtual device context with this Device and Name already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [
    ['_name'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    {
      name: 'device_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.virtualdevicecontext', column: 'device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'id',
    },
    { name: 'identifier', kind: 'number', field: 'identifier' },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.virtualdevicecontext',
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
            model: 'dcim.virtualdevicecontext',
            column: 'tenant_id',
            to: 'tenancy.tenant',
          },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'primary_ip4_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.virtualdevicecontext',
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
            model: 'dcim.virtualdevicecontext',
            column: 'primary_ip6_id',
            to: 'ipam.ipaddress',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'status', kind: 'choice', field: 'status' },
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
            model: 'dcim.virtualdevicecontext',
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
            model: 'dcim.virtualdevicecontext',
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
      name: 'device',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.virtualdevicecontext', column: 'device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'name',
    },
    { name: 'has_primary_ip', kind: 'present', fields: ['primary_ip4', 'primary_ip6'] },
    {
      name: 'primary_ip4',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.virtualdevicecontext',
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
            model: 'dcim.virtualdevicecontext',
            column: 'primary_ip6_id',
            to: 'ipam.ipaddress',
          },
        ],
      ],
      attr: 'address',
    },
    {
      name: 'interface_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse_m2m',
            model: 'dcim.virtualdevicecontext',
            through: {
              table: 'dcim_interface_vdcs',
              source: 'interface_id',
              target: 'virtualdevicecontext_id',
            },
            to: 'dcim.interface',
          },
        ],
      ],
      attr: 'id',
    },
  ],
  search: ['name', 'description', 'comments'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: {
    'computed.primary_ip': 'schema/models/dcim/virtualdevicecontext.yaml:20',
    'rules.clean': 'schema/models/dcim/virtualdevicecontext.yaml:24',
  },
} as const satisfies ModelMeta;
