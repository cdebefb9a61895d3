// Code generated from schema/models/dcim/platform.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ManufacturerNested } from './manufacturer.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a platform, as the API returns it. */
export interface PlatformRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly parent: Pick<PlatformRecord, 'id' | 'url' | 'display_url' | 'display' | 'name'> | null;
  readonly name: string;
  readonly slug: string;
  readonly manufacturer: ManufacturerNested | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly device_count: number;
  readonly virtualmachine_count: number;
  readonly _depth: number;
}

/** The brief representation (`?brief=1`). */
export type PlatformBrief = Pick<PlatformRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description' | 'device_count' | 'virtualmachine_count' | '_depth'>;

/** A platform embedded in another object. */
export type PlatformNested = Pick<PlatformRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description' | 'device_count' | 'virtualmachine_count' | '_depth'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface PlatformInput {
  readonly parent?: Reference | null;
  readonly name: string;
  readonly slug: string;
  readonly manufacturer?: Reference | null;
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
export type PlatformFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly parent_id: readonly ['related', number | 'null'];
  readonly parent: readonly ['related', string | 'null'];
  readonly name: readonly ['string', string];
  readonly slug: readonly ['string', string];
  readonly manufacturer_id: readonly ['related', number | 'null'];
  readonly manufacturer: readonly ['related', string | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly ancestor_id: readonly ['related', number | 'null'];
  readonly ancestor: readonly ['related', string | 'null'];
  readonly available_for_device_type: readonly ['plugin', string | number];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface PlatformRow {
  readonly id: number;
  readonly parent_id: number | null;
  readonly name: string;
  readonly slug: string;
  readonly manufacturer_id: number | null;
  readonly description: string;
  readonly comments: string;
  readonly custom_field_data: string;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly _depth: number;
  readonly _tree_key: string;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface PlatformValues {
  parent?: number | null;
  name: string;
  slug: string;
  manufacturer?: number | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
  _depth?: number;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface PlatformPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: 'available_for_device_type';
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface PlatformTypes {
  readonly key: 'dcim.platform';
  readonly record: PlatformRecord;
  readonly brief: PlatformBrief;
  readonly nested: PlatformNested;
  readonly input: PlatformInput;
  readonly filters: PlatformFilters;
  readonly row: PlatformRow;
  readonly values: PlatformValues;
  readonly plugin: PlatformPlugin;
}

export const platformModel = {
  key: 'dcim.platform',
  app: 'dcim',
  model: 'platform',
  className: 'Platform',
  path: 'platforms',
  table: 'dcim_platform',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'platform',
  verboseNamePlural: 'platforms',
  description: 'The software running on a device (operating system, firmware), nested in a tree.',
  source: 'schema/models/dcim/platform.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: true,
  display: ['{name}'],
  ordering: ['_tree_key'],
  fields: [
    {
      name: 'parent',
      type: 'fk',
      column: 'parent_id',
      label: 'parent',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.platform',
      onDelete: 'cascade',
      nested: ['id', 'url', 'display_url', 'display', 'name'],
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
      name: 'manufacturer',
      type: 'fk',
      column: 'manufacturer_id',
      label: 'manufacturer',
      helpText: 'Optionally limit this platform to devices of a certain manufacturer',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.manufacturer',
      onDelete: 'protect',
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
    {
      name: '_depth',
      type: 'integer',
      column: '_depth',
      label: 'depth',
      required: false,
      nullable: false,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 0,
    },
    {
      name: '_tree_key',
      type: 'text',
      column: '_tree_key',
      label: 'tree key',
      required: false,
      nullable: false,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      default: '',
    },
  ],
  computed: [
    {
      name: 'device_count',
      kind: 'count',
      label: 'device count',
      model: 'dcim.device',
      via: 'platform',
      cumulative: true,
      inNested: true,
      nestedZero: true,
    },
    {
      name: 'virtualmachine_count',
      kind: 'count',
      label: 'virtualmachine count',
      model: 'virtualization.virtualmachine',
      via: 'platform',
      cumulative: true,
      inNested: true,
      nestedZero: true,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'parent',
    'name',
    'slug',
    'manufacturer',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'device_count',
    'virtualmachine_count',
    '_depth',
  ],
  brief: [
    'id',
    'url',
    'display',
    'name',
    'slug',
    'description',
    'device_count',
    'virtualmachine_count',
    '_depth',
  ],
  nested: [
    'id',
    'url',
    'display',
    'name',
    'slug',
    'description',
    'device_count',
    'virtualmachine_count',
    '_depth',
  ],
  uniques: [
    {
      name: 'dcim_platform_manufacturer_id_name_uniq',
      fields: ['manufacturer', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Platform with this Manufacturer and Name already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_platform_name_when_manufacturer_id_null_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: ['manufacturer'],
      message: 'Platform name must be unique.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_platform_manufacturer_id_slug_uniq',
      fields: ['manufacturer', 'slug'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Platform with this Manufacturer and Slug already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_platform_slug_when_manufacturer_id_null_uniq',
      fields: ['slug'],
      caseInsensitive: [],
      whenNull: ['manufacturer'],
      message: 'Platform slug must be unique.',
      errorKey: '__all__',
    },
  ],
  indexes: [
    ['_tree_key'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'parent_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.platform', column: 'parent_id', to: 'dcim.platform' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'parent',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.platform', column: 'parent_id', to: 'dcim.platform' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'slug', kind: 'string', field: 'slug' },
    {
      name: 'manufacturer_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.platform', column: 'manufacturer_id', to: 'dcim.manufacturer' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'manufacturer',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.platform', column: 'manufacturer_id', to: 'dcim.manufacturer' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'ancestor_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.platform', column: 'parent_id', to: 'dcim.platform' },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'ancestor',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.platform', column: 'parent_id', to: 'dcim.platform' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    { name: 'available_for_device_type', kind: 'plugin' },
  ],
  search: ['name', 'slug', 'description', 'comments'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: { 'filters.available_for_device_type': 'schema/models/dcim/platform.yaml:23' },
} as const satisfies ModelMeta;
