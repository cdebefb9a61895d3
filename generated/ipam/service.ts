// Code generated from schema/models/ipam/service.yaml with schema/traits/port_mappings.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { DeviceNested } from '../dcim/device.js';
import type { TagNested } from '../extras/tag.js';
import type { FHRPGroupNested } from './fhrpgroup.js';
import type { IPAddressNested } from './ipaddress.js';
import type { VirtualMachineNested } from '../virtualization/virtualmachine.js';

/** The complete representation of a service, as the API returns it. */
export interface ServiceRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly parent_object_type: string;
  readonly parent_object_id: number;
  readonly parent: DeviceNested | VirtualMachineNested | FHRPGroupNested | null;
  readonly name: string;
  readonly port_mappings: readonly string[];
  readonly protocol: ChoiceRecord<ChoiceValue<'ipam.service_protocol'>> | null;
  readonly ports: readonly number[] | null;
  readonly ipaddresses: readonly IPAddressNested[];
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type ServiceBrief = Pick<ServiceRecord, 'id' | 'url' | 'display' | 'name' | 'port_mappings' | 'description'>;

/** A service embedded in another object. */
export type ServiceNested = Pick<ServiceRecord, 'id' | 'url' | 'display' | 'name' | 'port_mappings' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface ServiceInput {
  readonly port_mappings?: readonly string[];
  readonly protocol?: ChoiceValue<'ipam.service_protocol'> | '' | null;
  readonly ports?: readonly number[] | null;
  readonly parent_object_type: string;
  readonly parent_object_id: number;
  readonly name: string;
  readonly ipaddresses?: readonly Reference[];
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
export type ServiceFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly protocol: readonly ['plugin', string | number];
  readonly parent_object_type: readonly ['string', string];
  readonly parent_object_id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly contact: readonly ['related', number | 'null'];
  readonly contact_role: readonly ['related', number | 'null'];
  readonly contact_group: readonly ['related', number | 'null'];
  readonly port_mappings: readonly ['plugin', string | number];
  readonly port_mappings__n: readonly ['plugin', string | number];
  readonly protocol__n: readonly ['plugin', string | number];
  readonly port: readonly ['plugin', string | number];
  readonly port__n: readonly ['plugin', string | number];
  readonly port__gt: readonly ['plugin', string | number];
  readonly port__gte: readonly ['plugin', string | number];
  readonly port__lt: readonly ['plugin', string | number];
  readonly port__lte: readonly ['plugin', string | number];
  readonly device_id: readonly ['related', number | 'null'];
  readonly device: readonly ['related', string | 'null'];
  readonly virtual_machine_id: readonly ['related', number | 'null'];
  readonly virtual_machine: readonly ['related', string | 'null'];
  readonly fhrpgroup_id: readonly ['related', number | 'null'];
  readonly fhrpgroup: readonly ['related', string | 'null'];
  readonly ip_address_id: readonly ['related', number | 'null'];
  readonly ip_address: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface ServiceRow {
  readonly id: number;
  readonly port_mappings: string;
  readonly parent_object_type: string;
  readonly parent_object_id: number;
  readonly name: string;
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
export interface ServiceValues {
  port_mappings: string[];
  protocol?: ChoiceValue<'ipam.service_protocol'> | '' | null;
  ports?: number[] | null;
  parent_object_type: string;
  parent_object_id: number;
  name: string;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/ipam/; its traits' plug-ins implement theirs). */
export interface ServicePlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface ServiceTypes {
  readonly key: 'ipam.service';
  readonly record: ServiceRecord;
  readonly brief: ServiceBrief;
  readonly nested: ServiceNested;
  readonly input: ServiceInput;
  readonly filters: ServiceFilters;
  readonly row: ServiceRow;
  readonly values: ServiceValues;
  readonly plugin: ServicePlugin;
}

export const serviceModel = {
  key: 'ipam.service',
  app: 'ipam',
  model: 'service',
  className: 'Service',
  path: 'services',
  table: 'ipam_service',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'service',
  verboseNamePlural: 'services',
  description: 'An application service (its name and protocol/port mappings) running on a device, a virtual machine or an FHRP group.',
  source: 'schema/models/ipam/service.yaml',
  traits: ['port_mappings'],
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{name}'],
  ordering: ['name'],
  fields: [
    {
      name: 'port_mappings',
      type: 'string_array',
      column: 'port_mappings',
      label: 'port mappings',
      helpText: 'Protocol/port pairs, e.g. tcp/80',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      maxLength: 63,
    },
    {
      name: 'protocol',
      type: 'choice',
      column: null,
      label: 'protocol',
      helpText: 'Deprecated; use port_mappings. Reported only for single-protocol services.',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'ipam.service_protocol',
      unstored: true,
    },
    {
      name: 'ports',
      type: 'int_array',
      column: null,
      label: 'port numbers',
      helpText: 'Deprecated; use port_mappings. Reported only for single-protocol services.',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 1,
      max: 65535,
      unstored: true,
    },
    {
      name: 'parent_object_type',
      type: 'content_type',
      column: 'parent_object_type',
      label: 'parent object type',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 100,
      targets: ['dcim.device', 'virtualization.virtualmachine', 'ipam.fhrpgroup'],
      generic: 'parent',
    },
    {
      name: 'parent_object_id',
      type: 'bigint',
      column: 'parent_object_id',
      label: 'parent object id',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0,
      generic: 'parent',
    },
    {
      name: 'parent',
      type: 'generic',
      column: null,
      label: 'parent object',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      onDelete: 'cascade',
      targets: ['dcim.device', 'virtualization.virtualmachine', 'ipam.fhrpgroup'],
      parts: { type: 'parent_object_type', id: 'parent_object_id' },
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
      maxLength: 100,
    },
    {
      name: 'ipaddresses',
      type: 'm2m',
      column: null,
      label: 'IP addresses',
      helpText: 'The specific IP addresses (if any) to which this application service is bound',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'ipam.ipaddress',
      through: { table: 'ipam_service_ipaddresses', source: 'service_id', target: 'ipaddress_id' },
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
    { name: 'protocol', kind: 'plugin', label: 'protocol', valueType: 'json', inNested: false },
    { name: 'ports', kind: 'plugin', label: 'port numbers', valueType: 'json', inNested: false },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'parent_object_type',
    'parent_object_id',
    'parent',
    'name',
    'port_mappings',
    'protocol',
    'ports',
    'ipaddresses',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'name', 'port_mappings', 'description'],
  nested: ['id', 'url', 'display', 'name', 'port_mappings', 'description'],
  uniques: [],
  indexes: [
    ['parent_object_type', 'parent_object_id'],
    ['name'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'protocol', kind: 'plugin' },
    { name: 'parent_object_type', kind: 'string', field: 'parent_object_type' },
    { name: 'parent_object_id', kind: 'number', field: 'parent_object_id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'contact',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse',
            model: 'ipam.service',
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
            model: 'ipam.service',
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
            model: 'ipam.service',
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
    { name: 'port_mappings', kind: 'plugin' },
    { name: 'port_mappings__n', kind: 'plugin' },
    { name: 'protocol__n', kind: 'plugin' },
    { name: 'port', kind: 'plugin' },
    { name: 'port__n', kind: 'plugin' },
    { name: 'port__gt', kind: 'plugin' },
    { name: 'port__gte', kind: 'plugin' },
    { name: 'port__lt', kind: 'plugin' },
    { name: 'port__lte', kind: 'plugin' },
    {
      name: 'device_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'ipam.service',
            type: 'parent_object_type',
            id: 'parent_object_id',
            to: 'dcim.device',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'device',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'ipam.service',
            type: 'parent_object_type',
            id: 'parent_object_id',
            to: 'dcim.device',
          },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'virtual_machine_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'ipam.service',
            type: 'parent_object_type',
            id: 'parent_object_id',
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
            model: 'ipam.service',
            type: 'parent_object_type',
            id: 'parent_object_id',
            to: 'virtualization.virtualmachine',
          },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'fhrpgroup_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'ipam.service',
            type: 'parent_object_type',
            id: 'parent_object_id',
            to: 'ipam.fhrpgroup',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'fhrpgroup',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'ipam.service',
            type: 'parent_object_type',
            id: 'parent_object_id',
            to: 'ipam.fhrpgroup',
          },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'ip_address_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'ipam.service',
            through: { table: 'ipam_service_ipaddresses', source: 'service_id', target: 'ipaddress_id' },
            to: 'ipam.ipaddress',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'ip_address',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'ipam.service',
            through: { table: 'ipam_service_ipaddresses', source: 'service_id', target: 'ipaddress_id' },
            to: 'ipam.ipaddress',
          },
        ],
      ],
      attr: 'address',
    },
  ],
  search: ['name', 'description'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: {},
  traitParts: {
    port_mappings: [
      'computed.protocol',
      'computed.ports',
      'rules.clean',
      'filters.protocol',
      'filters.port_mappings',
      'filters.port_mappings__n',
      'filters.protocol__n',
      'filters.port',
      'filters.port__n',
      'filters.port__gt',
      'filters.port__gte',
      'filters.port__lt',
      'filters.port__lte',
    ],
  },
} as const satisfies ModelMeta;
