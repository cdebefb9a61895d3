// Code generated from schema/models/virtualization/virtualmachinetype.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { PlatformNested } from '../dcim/platform.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a virtual machine type, as the API returns it. */
export interface VirtualMachineTypeRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly slug: string;
  readonly default_platform: PlatformNested | null;
  readonly default_vcpus: number | null;
  readonly default_memory: number | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly virtual_machine_count: number;
}

/** The brief representation (`?brief=1`). */
export type VirtualMachineTypeBrief = Pick<VirtualMachineTypeRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description'>;

/** A virtual machine type embedded in another object. */
export type VirtualMachineTypeNested = Pick<VirtualMachineTypeRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface VirtualMachineTypeInput {
  readonly name: string;
  readonly slug: string;
  readonly default_platform?: Reference | null;
  readonly default_vcpus?: number | null;
  readonly default_memory?: number | null;
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
export type VirtualMachineTypeFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly slug: readonly ['string', string];
  readonly default_platform_id: readonly ['related', number | 'null'];
  readonly default_platform: readonly ['related', string | 'null'];
  readonly default_vcpus: readonly ['decimal', number];
  readonly default_memory: readonly ['number', number];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly virtual_machine_count: readonly ['count', number];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface VirtualMachineTypeRow {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly default_platform_id: number | null;
  readonly default_vcpus: number | null;
  readonly default_memory: number | null;
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
export interface VirtualMachineTypeValues {
  name: string;
  slug: string;
  default_platform?: number | null;
  default_vcpus?: number | null;
  default_memory?: number | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/virtualization/). */
export interface VirtualMachineTypePlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface VirtualMachineTypeTypes {
  readonly key: 'virtualization.virtualmachinetype';
  readonly record: VirtualMachineTypeRecord;
  readonly brief: VirtualMachineTypeBrief;
  readonly nested: VirtualMachineTypeNested;
  readonly input: VirtualMachineTypeInput;
  readonly filters: VirtualMachineTypeFilters;
  readonly row: VirtualMachineTypeRow;
  readonly values: VirtualMachineTypeValues;
  readonly plugin: VirtualMachineTypePlugin;
}

export const virtualMachineTypeModel = {
  key: 'virtualization.virtualmachinetype',
  app: 'virtualization',
  model: 'virtualmachinetype',
  className: 'VirtualMachineType',
  path: 'virtual-machine-types',
  table: 'virtualization_virtualmachinetype',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'virtual machine type',
  verboseNamePlural: 'virtual machine types',
  description: 'A kind of virtual machine (NetBox 4.7) whose platform, vCPUs and memory a new virtual machine of the kind takes where it gives none.',
  source: 'schema/models/virtualization/virtualmachinetype.yaml',
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
      maxLength: 100,
    },
    {
      name: 'slug',
      type: 'slug',
      column: 'slug',
      label: 'slug',
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
      name: 'default_platform',
      type: 'fk',
      column: 'default_platform_id',
      label: 'default platform',
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
      name: 'default_vcpus',
      type: 'decimal',
      column: 'default_vcpus',
      label: 'default vCPUs',
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
      name: 'default_memory',
      type: 'integer',
      column: 'default_memory',
      label: 'default memory',
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
      name: 'virtual_machine_count',
      kind: 'count',
      label: 'virtual machine count',
      model: 'virtualization.virtualmachine',
      via: 'virtual_machine_type',
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
    'slug',
    'default_platform',
    'default_vcpus',
    'default_memory',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'virtual_machine_count',
  ],
  brief: ['id', 'url', 'display', 'name', 'slug', 'description'],
  nested: ['id', 'url', 'display', 'name', 'slug', 'description'],
  uniques: [
    {
      name: 'virtualization_virtualmachinetype_slug_uniq',
      fields: ['slug'],
      caseInsensitive: [],
      whenNull: [],
      message: 'virtual machine type with this slug already exists.',
      errorKey: 'slug',
    },
    {
      name: 'virtualization_virtualmachinetype_name_ci_uniq',
      fields: ['name'],
      caseInsensitive: ['name'],
      whenNull: [],
      message: 'Virtual machine type name must be unique.',
      errorKey: '__all__',
    },
  ],
  indexes: [
    ['name'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'slug', kind: 'string', field: 'slug' },
    {
      name: 'default_platform_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.virtualmachinetype',
            column: 'default_platform_id',
            to: 'dcim.platform',
          },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'default_platform',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.virtualmachinetype',
            column: 'default_platform_id',
            to: 'dcim.platform',
          },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    { name: 'default_vcpus', kind: 'decimal', field: 'default_vcpus' },
    { name: 'default_memory', kind: 'number', field: 'default_memory' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    { name: 'virtual_machine_count', kind: 'count', computed: 'virtual_machine_count' },
  ],
  search: ['name', 'slug', 'description', 'comments'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
