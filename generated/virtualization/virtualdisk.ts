// Code generated from schema/models/virtualization/virtualdisk.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { TagNested } from '../extras/tag.js';
import type { VirtualMachineNested } from './virtualmachine.js';

/** The complete representation of a virtual disk, as the API returns it. */
export interface VirtualDiskRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly virtual_machine: VirtualMachineNested;
  readonly name: string;
  readonly description: string;
  readonly size: number;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type VirtualDiskBrief = Pick<VirtualDiskRecord, 'id' | 'url' | 'display' | 'virtual_machine' | 'name' | 'description' | 'size'>;

/** A virtual disk embedded in another object. */
export type VirtualDiskNested = Pick<VirtualDiskRecord, 'id' | 'url' | 'display' | 'virtual_machine' | 'name' | 'description' | 'size'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface VirtualDiskInput {
  readonly virtual_machine: Reference;
  readonly name: string;
  readonly size: number;
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
export type VirtualDiskFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly virtual_machine_id: readonly ['related', number | 'null'];
  readonly name: readonly ['string', string];
  readonly size: readonly ['number', number];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly virtual_machine: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface VirtualDiskRow {
  readonly id: number;
  readonly virtual_machine_id: number;
  readonly name: string;
  readonly size: number;
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
export interface VirtualDiskValues {
  virtual_machine: number;
  name: string;
  size: number;
  description: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/virtualization/). */
export interface VirtualDiskPlugin {
  readonly rules: 'after_save' | 'after_delete';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface VirtualDiskTypes {
  readonly key: 'virtualization.virtualdisk';
  readonly record: VirtualDiskRecord;
  readonly brief: VirtualDiskBrief;
  readonly nested: VirtualDiskNested;
  readonly input: VirtualDiskInput;
  readonly filters: VirtualDiskFilters;
  readonly row: VirtualDiskRow;
  readonly values: VirtualDiskValues;
  readonly plugin: VirtualDiskPlugin;
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
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'size', kind: 'number', field: 'size' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
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
  ],
  search: ['name', 'description'],
  searchIndex: null,
  rules: ['after_save', 'after_delete'],
  endpoints: [],
  declaredAt: {
    'rules.after_delete': 'schema/models/virtualization/virtualdisk.yaml:18',
    'rules.after_save': 'schema/models/virtualization/virtualdisk.yaml:18',
  },
} as const satisfies ModelMeta;
