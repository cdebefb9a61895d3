// Code generated from schema/models/dcim/macaddress.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ModelMeta, NestedRecord } from '../../runtime/types.js';

/** The complete representation of a MAC address, as the API returns it. */
export interface MACAddressRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly mac_address: string;
  readonly assigned_object_type: string | null;
  readonly assigned_object_id: number | null;
  readonly assigned_object: NestedRecord | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly NestedRecord[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
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
    {
      name: 'device_id',
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
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
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
            model: 'dcim.macaddress',
            type: 'assigned_object_type',
            id: 'assigned_object_id',
            to: 'dcim.interface',
          },
          { via: 'fk', model: 'dcim.interface', column: 'device_id', to: 'dcim.device' },
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
  hooks: ['dcim_mac_address'],
  endpoints: [],
} as const satisfies ModelMeta;
