// Code generated from schema/models/virtualization/virtualdisk.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ModelMeta, NestedRecord } from '../../runtime/types.js';

/** The complete representation of a virtual disk, as the API returns it. */
export interface VirtualDiskRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly virtual_machine: NestedRecord | null;
  readonly name: string;
  readonly description: string;
  readonly size: number;
  readonly tags: readonly NestedRecord[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

export const virtualDiskModel = {
  key: 'virtualization.virtualdisk',
  app: 'virtualization',
  model: 'virtualdisk',
  className: 'VirtualDisk',
  path: 'virtual-disks',
  table: 'virtualization_virtualdisk',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'virtual disk',
  verboseNamePlural: 'virtual disks',
  description: 'A virtual disk of a virtual machine.',
  source: 'schema/models/virtualization/virtualdisk.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{name}'],
  ordering: ['virtual_machine', 'name'],
  fields: [
    {
      name: 'virtual_machine',
      type: 'fk',
      column: 'virtual_machine_id',
      label: 'virtual machine',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'virtualization.virtualmachine',
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
    },
    {
      name: 'size',
      type: 'integer',
      column: 'size',
      label: 'size',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0,
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
  computed: [],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'virtual_machine',
    'name',
    'description',
    'size',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'virtual_machine', 'name', 'description', 'size'],
  nested: ['id', 'url', 'display', 'virtual_machine', 'name', 'description', 'size'],
  uniques: [
    {
      name: 'virtualization_virtualdisk_virtual_machine_id_name_uniq',
      fields: ['virtual_machine', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Virtual disk with this Virtual machine and Name already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'virtual_machine_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.virtualdisk',
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
            via: 'fk',
            model: 'virtualization.virtualdisk',
            column: 'virtual_machine_id',
            to: 'virtualization.virtualmachine',
          },
        ],
      ],
      attr: 'name',
    },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'size', kind: 'number', field: 'size' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
  ],
  search: ['name', 'description'],
  hooks: [],
  endpoints: [],
} as const satisfies ModelMeta;
