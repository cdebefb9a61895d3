// Code generated from schema/models/dcim/macaddress.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { InterfaceNested } from './interface.js';
import type { TagNested } from '../extras/tag.js';
import type { VMInterfaceNested } from '../virtualization/vminterface.js';

/** The complete representation of a MAC address, as the API returns it. */
export interface MACAddressRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly mac_address: string;
  readonly assigned_object_type: string | null;
  readonly assigned_object_id: number | null;
  readonly assigned_object: InterfaceNested | VMInterfaceNested | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type MACAddressBrief = Pick<MACAddressRecord, 'id' | 'url' | 'display' | 'mac_address' | 'description'>;

/** A MAC address embedded in another object. */
export type MACAddressNested = Pick<MACAddressRecord, 'id' | 'url' | 'display' | 'mac_address' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface MACAddressInput {
  readonly mac_address: string;
  readonly assigned_object_type?: string | null;
  readonly assigned_object_id?: number | null;
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
export type MACAddressFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly mac_address: readonly ['string', string];
  readonly assigned_object_type: readonly ['string', string];
  readonly assigned_object_id: readonly ['number', number];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly interface_id: readonly ['related', number | 'null'];
  readonly interface: readonly ['related', string | 'null'];
  readonly vminterface_id: readonly ['related', number | 'null'];
  readonly device_id: readonly ['plugin', string | number];
  readonly device: readonly ['plugin', string | number];
  readonly virtual_machine_id: readonly ['related', number | 'null'];
  readonly vminterface: readonly ['related', string | 'null'];
  readonly virtual_machine: readonly ['related', string | 'null'];
  readonly assigned: readonly ['present', boolean];
  readonly primary: readonly ['exists', boolean];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface MACAddressRow {
  readonly id: number;
  readonly mac_address: string;
  readonly assigned_object_type: string | null;
  readonly assigned_object_id: number | null;
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
export interface MACAddressValues {
  mac_address: string;
  assigned_object_type: string | null;
  assigned_object_id: number | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface MACAddressPlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: 'device_id' | 'device';
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface MACAddressTypes {
  readonly key: 'dcim.macaddress';
  readonly record: MACAddressRecord;
  readonly brief: MACAddressBrief;
  readonly nested: MACAddressNested;
  readonly input: MACAddressInput;
  readonly filters: MACAddressFilters;
  readonly row: MACAddressRow;
  readonly values: MACAddressValues;
  readonly plugin: MACAddressPlugin;
}

export const mACAddressModel = {
  key: 'dcim.macaddress',
  app: 'dcim',
  model: 'macaddress',
  className: 'MACAddress',
  path: 'mac-addresses',
  table: 'dcim_macaddress',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'MAC address',
  verboseNamePlural: 'MAC addresses',
  description: 'A MAC address, optionally assigned to a device or VM interface.',
  source: 'schema/models/dcim/macaddress.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{mac_address}'],
  ordering: ['mac_address'],
  fields: [
    {
      name: 'mac_address',
      type: 'string',
      column: 'mac_address',
      label: 'MAC address',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 17,
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
      targets: ['dcim.interface', 'virtualization.vminterface'],
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
      targets: ['dcim.interface', 'virtualization.vminterface'],
      parts: { type: 'assigned_object_type', id: 'assigned_object_id' },
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
  computed: [],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'mac_address',
    'assigned_object_type',
    'assigned_object_id',
    'assigned_object',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'mac_address', 'description'],
  nested: ['id', 'url', 'display', 'mac_address', 'description'],
  uniques: [],
  indexes: [
    ['assigned_object_type', 'assigned_object_id'],
    ['mac_address'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'mac_address', kind: 'string', field: 'mac_address' },
    { name: 'assigned_object_type', kind: 'string', field: 'assigned_object_type' },
    { name: 'assigned_object_id', kind: 'number', field: 'assigned_object_id' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'interface_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'dcim.macaddress',
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
            model: 'dcim.macaddress',
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
            model: 'dcim.macaddress',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'virtualization.vminterface',
          },
        ],
      ],
      attr: 'id',
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
            model: 'dcim.macaddress',
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
      name: 'vminterface',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'dcim.macaddress',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'virtualization.vminterface',
          },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'virtual_machine',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'dcim.macaddress',
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
    { name: 'assigned', kind: 'present', fields: ['assigned_object_type'] },
    {
      name: 'primary',
      kind: 'exists',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.macaddress',
            column: 'primary_mac_address_id',
            to: 'dcim.interface',
          },
        ],
        [
          {
            via: 'reverse',
            model: 'dcim.macaddress',
            column: 'primary_mac_address_id',
            to: 'virtualization.vminterface',
          },
        ],
      ],
    },
  ],
  search: ['mac_address', 'description', 'comments'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: {
    'filters.device': 'schema/models/dcim/macaddress.yaml:24',
    'filters.device_id': 'schema/models/dcim/macaddress.yaml:23',
    'rules.clean': 'schema/models/dcim/macaddress.yaml:17',
  },
} as const satisfies ModelMeta;
