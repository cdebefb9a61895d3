// Code generated from schema/models/ipam/ipaddress.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { InterfaceNested } from '../dcim/interface.js';
import type { TagNested } from '../extras/tag.js';
import type { FHRPGroupNested } from './fhrpgroup.js';
import type { VRFNested } from './vrf.js';
import type { TenantNested } from '../tenancy/tenant.js';
import type { VMInterfaceNested } from '../virtualization/vminterface.js';

/** The complete representation of a IP address, as the API returns it. */
export interface IPAddressRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly family: ChoiceRecord<ChoiceValue<'ipam.ip_family'>> | null;
  readonly address: string;
  readonly vrf: VRFNested | null;
  readonly tenant: TenantNested | null;
  readonly status: ChoiceRecord<ChoiceValue<'ipam.ip_address_status'>>;
  readonly role: ChoiceRecord<ChoiceValue<'ipam.ip_address_role'>> | null;
  readonly assigned_object_type: string | null;
  readonly assigned_object_id: number | null;
  readonly assigned_object: InterfaceNested | VMInterfaceNested | FHRPGroupNested | null;
  readonly nat_inside: Pick<IPAddressRecord, 'id' | 'url' | 'display_url' | 'display' | 'family' | 'address'> | null;
  readonly nat_outside: readonly Pick<IPAddressRecord, 'id' | 'url' | 'display_url' | 'display' | 'family' | 'address'>[];
  readonly dns_name: string;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type IPAddressBrief = Pick<IPAddressRecord, 'id' | 'url' | 'display' | 'family' | 'address' | 'description'>;

/** A IP address embedded in another object. */
export type IPAddressNested = Pick<IPAddressRecord, 'id' | 'url' | 'display' | 'family' | 'address' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface IPAddressInput {
  readonly address: string;
  readonly vrf?: Reference | null;
  readonly tenant?: Reference | null;
  readonly status?: ChoiceValue<'ipam.ip_address_status'>;
  readonly role?: ChoiceValue<'ipam.ip_address_role'> | '' | null;
  readonly assigned_object_type?: string | null;
  readonly assigned_object_id?: number | null;
  readonly nat_inside?: Reference | null;
  readonly dns_name?: string;
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
export type IPAddressFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly family: readonly ['choice', ChoiceValue<'ipam.ip_family'> | 'null'];
  readonly address: readonly ['ip', string];
  readonly vrf_id: readonly ['related', number | 'null'];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly status: readonly ['choice', ChoiceValue<'ipam.ip_address_status'> | 'null'];
  readonly role: readonly ['choice', ChoiceValue<'ipam.ip_address_role'> | 'null'];
  readonly assigned_object_type: readonly ['string', string];
  readonly assigned_object_id: readonly ['number', number];
  readonly nat_inside_id: readonly ['related', number | 'null'];
  readonly dns_name: readonly ['string', string];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly contact: readonly ['related', number | 'null'];
  readonly contact_role: readonly ['related', number | 'null'];
  readonly contact_group: readonly ['related', number | 'null'];
  readonly parent: readonly ['ip', string];
  readonly mask_length: readonly ['ip', number];
  readonly present_in_vrf_id: readonly ['plugin', string | number];
  readonly present_in_vrf: readonly ['plugin', string | number];
  readonly vrf: readonly ['related', string | 'null'];
  readonly interface_id: readonly ['related', number | 'null'];
  readonly interface: readonly ['related', string | 'null'];
  readonly vminterface_id: readonly ['related', number | 'null'];
  readonly vminterface: readonly ['related', string | 'null'];
  readonly device_id: readonly ['plugin', string | number];
  readonly device: readonly ['plugin', string | number];
  readonly virtual_machine_id: readonly ['related', number | 'null'];
  readonly virtual_machine: readonly ['related', string | 'null'];
  readonly assigned_to_interface: readonly ['plugin', string | number];
  readonly fhrpgroup_id: readonly ['related', number | 'null'];
  readonly assigned: readonly ['present', boolean];
  readonly service_id: readonly ['related', number | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface IPAddressRow {
  readonly id: number;
  readonly family: ChoiceValue<'ipam.ip_family'> | '' | null;
  readonly address: string;
  readonly _address_key: string;
  readonly _address_start: string;
  readonly _address_end: string;
  readonly vrf_id: number | null;
  readonly tenant_id: number | null;
  readonly status: ChoiceValue<'ipam.ip_address_status'>;
  readonly role: ChoiceValue<'ipam.ip_address_role'> | '' | null;
  readonly assigned_object_type: string | null;
  readonly assigned_object_id: number | null;
  readonly nat_inside_id: number | null;
  readonly dns_name: string;
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
export interface IPAddressValues {
  family?: ChoiceValue<'ipam.ip_family'> | '' | null;
  address: string;
  vrf?: number | null;
  tenant?: number | null;
  status: ChoiceValue<'ipam.ip_address_status'>;
  role?: ChoiceValue<'ipam.ip_address_role'> | '' | null;
  assigned_object_type: string | null;
  assigned_object_id: number | null;
  nat_inside?: number | null;
  dns_name: string;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/ipam/). */
export interface IPAddressPlugin {
  readonly rules: 'clean' | 'after_save' | 'after_delete';
  readonly computed: {};
  readonly filters: 'present_in_vrf_id' | 'present_in_vrf' | 'device_id' | 'device' | 'assigned_to_interface';
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface IPAddressTypes {
  readonly key: 'ipam.ipaddress';
  readonly record: IPAddressRecord;
  readonly brief: IPAddressBrief;
  readonly nested: IPAddressNested;
  readonly input: IPAddressInput;
  readonly filters: IPAddressFilters;
  readonly row: IPAddressRow;
  readonly values: IPAddressValues;
  readonly plugin: IPAddressPlugin;
}

export const iPAddressModel = {
  key: 'ipam.ipaddress',
  app: 'ipam',
  model: 'ipaddress',
  className: 'IPAddress',
  path: 'ip-addresses',
  table: 'ipam_ipaddress',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'IP address',
  verboseNamePlural: 'IP addresses',
  description: 'A single IPv4 or IPv6 address with its mask, optionally assigned to an interface.',
  source: 'schema/models/ipam/ipaddress.yaml',
  changelogRelated: ['assigned_object'],
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{address}'],
  ordering: ['address'],
  fields: [
    {
      name: 'family',
      type: 'choice',
      column: 'family',
      label: 'family',
      required: false,
      nullable: true,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'ipam.ip_family',
    },
    {
      name: 'address',
      type: 'ip_address',
      column: 'address',
      label: 'address',
      helpText: 'IPv4 or IPv6 address (with mask)',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      ipColumns: { key: '_address_key', start: '_address_start', end: '_address_end' },
    },
    {
      name: '_address_key',
      type: 'string',
      column: '_address_key',
      label: 'address key',
      required: false,
      nullable: false,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      default: '',
      maxLength: 80,
    },
    {
      name: '_address_start',
      type: 'string',
      column: '_address_start',
      label: 'address start',
      required: false,
      nullable: false,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      default: '',
      maxLength: 40,
    },
    {
      name: '_address_end',
      type: 'string',
      column: '_address_end',
      label: 'address end',
      required: false,
      nullable: false,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      default: '',
      maxLength: 40,
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
      name: 'status',
      type: 'choice',
      column: 'status',
      label: 'status',
      helpText: 'The operational status of this IP',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'active',
      choices: 'ipam.ip_address_status',
    },
    {
      name: 'role',
      type: 'choice',
      column: 'role',
      label: 'role',
      helpText: 'The functional role of this IP',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'ipam.ip_address_role',
    },
    {
      name: 'assigned_object_type',
      type: 'content_type',
      column: 'assigned_object_type',
      label: 'assigned object type',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: null,
      maxLength: 100,
      targets: ['dcim.interface', 'virtualization.vminterface', 'ipam.fhrpgroup'],
      generic: 'assigned_object',
    },
    {
      name: 'assigned_object_id',
      type: 'bigint',
      column: 'assigned_object_id',
      label: 'assigned object id',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: null,
      min: 0,
      generic: 'assigned_object',
    },
    {
      name: 'assigned_object',
      type: 'generic',
      column: null,
      label: 'assigned object',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      onDelete: 'cascade',
      targets: ['dcim.interface', 'virtualization.vminterface', 'ipam.fhrpgroup'],
      parts: { type: 'assigned_object_type', id: 'assigned_object_id' },
    },
    {
      name: 'nat_inside',
      type: 'fk',
      column: 'nat_inside_id',
      label: 'NAT (inside)',
      helpText: 'The IP for which this address is the "outside" IP',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'ipam.ipaddress',
      onDelete: 'set_null',
      nested: ['id', 'url', 'display_url', 'display', 'family', 'address'],
    },
    {
      name: 'dns_name',
      type: 'string',
      column: 'dns_name',
      label: 'DNS name',
      helpText: 'Hostname or FQDN (not case-sensitive)',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 255,
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
      name: 'nat_outside',
      kind: 'list',
      label: 'NAT (outside)',
      model: 'ipam.ipaddress',
      via: 'nat_inside',
      single: false,
      nested: ['id', 'url', 'display_url', 'display', 'family', 'address'],
      inNested: false,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'family',
    'address',
    'vrf',
    'tenant',
    'status',
    'role',
    'assigned_object_type',
    'assigned_object_id',
    'assigned_object',
    'nat_inside',
    'nat_outside',
    'dns_name',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'family', 'address', 'description'],
  nested: ['id', 'url', 'display', 'family', 'address', 'description'],
  uniques: [],
  indexes: [
    ['assigned_object_type', 'assigned_object_id'],
    ['vrf', '_address_start'],
    ['vrf', '_address_key'],
    ['vrf', 'status', '_address_key'],
    ['dns_name'],
    ['_address_key'],
    ['_address_start', '_address_end'],
  ],
  partialIndexes: [
    { fields: ['_address_key'], whereNotNull: ['assigned_object_type'] },
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'family', kind: 'choice', field: 'family' },
    { name: 'address', kind: 'ip', ip: 'host', field: 'address' },
    {
      name: 'vrf_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.ipaddress', column: 'vrf_id', to: 'ipam.vrf' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.ipaddress', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.ipaddress', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'status', kind: 'choice', field: 'status' },
    { name: 'role', kind: 'choice', field: 'role' },
    { name: 'assigned_object_type', kind: 'string', field: 'assigned_object_type' },
    { name: 'assigned_object_id', kind: 'number', field: 'assigned_object_id' },
    {
      name: 'nat_inside_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.ipaddress', column: 'nat_inside_id', to: 'ipam.ipaddress' },
        ],
      ],
      attr: 'id',
    },
    { name: 'dns_name', kind: 'string', field: 'dns_name' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'tenant_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.ipaddress', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'ipam.ipaddress', column: 'tenant_id', to: 'tenancy.tenant' },
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
            model: 'ipam.ipaddress',
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
            model: 'ipam.ipaddress',
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
            model: 'ipam.ipaddress',
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
    { name: 'parent', kind: 'ip', ip: 'within_include', field: 'address' },
    { name: 'mask_length', kind: 'ip', ip: 'mask_length', field: 'address' },
    { name: 'present_in_vrf_id', kind: 'plugin' },
    { name: 'present_in_vrf', kind: 'plugin' },
    {
      name: 'vrf',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.ipaddress', column: 'vrf_id', to: 'ipam.vrf' },
        ],
      ],
      attr: 'rd',
    },
    {
      name: 'interface_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'ipam.ipaddress',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'dcim.interface',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'interface',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'ipam.ipaddress',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'dcim.interface',
          },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'vminterface_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'ipam.ipaddress',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'virtualization.vminterface',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'vminterface',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'ipam.ipaddress',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'virtualization.vminterface',
          },
        ],
      ],
      attr: 'name',
    },
    { name: 'device_id', kind: 'plugin' },
    { name: 'device', kind: 'plugin' },
    {
      name: 'virtual_machine_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'ipam.ipaddress',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'virtualization.vminterface',
          },
          {
            via: 'fk',
            model: 'virtualization.vminterface',
            column: 'virtual_machine_id',
            to: 'virtualization.virtualmachine',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'virtual_machine',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'ipam.ipaddress',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'virtualization.vminterface',
          },
          {
            via: 'fk',
            model: 'virtualization.vminterface',
            column: 'virtual_machine_id',
            to: 'virtualization.virtualmachine',
          },
        ],
      ],
      attr: 'name',
    },
    { name: 'assigned_to_interface', kind: 'plugin' },
    {
      name: 'fhrpgroup_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'ipam.ipaddress',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'ipam.fhrpgroup',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'assigned', kind: 'present', fields: ['assigned_object_type'] },
    {
      name: 'service_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse_m2m',
            model: 'ipam.ipaddress',
            through: { table: 'ipam_service_ipaddresses', source: 'service_id', target: 'ipaddress_id' },
            to: 'ipam.service',
          },
        ],
      ],
      attr: 'id',
    },
  ],
  search: ['address', 'dns_name', 'description'],
  searchIndex: 'ipam_ipaddress__search',
  searchFromStart: ['address'],
  countedBy: ['assigned_object_type', 'vrf_id'],
  rules: ['clean', 'after_save', 'after_delete'],
  endpoints: [],
  declaredAt: {
    'filters.assigned_to_interface': 'schema/models/ipam/ipaddress.yaml:64',
    'filters.device': 'schema/models/ipam/ipaddress.yaml:60',
    'filters.device_id': 'schema/models/ipam/ipaddress.yaml:59',
    'filters.present_in_vrf': 'schema/models/ipam/ipaddress.yaml:52',
    'filters.present_in_vrf_id': 'schema/models/ipam/ipaddress.yaml:51',
    'rules.after_delete': 'schema/models/ipam/ipaddress.yaml:47',
    'rules.after_save': 'schema/models/ipam/ipaddress.yaml:47',
    'rules.clean': 'schema/models/ipam/ipaddress.yaml:47',
  },
} as const satisfies ModelMeta;
