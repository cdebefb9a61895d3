// Code generated from schema/models/dcim/region.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a region, as the API returns it. */
export interface RegionRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly slug: string;
  readonly parent: Pick<RegionRecord, 'id' | 'url' | 'display_url' | 'display' | 'name' | 'slug' | '_depth'> | null;
  readonly description: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly site_count: number;
  readonly prefix_count: number;
  readonly comments: string;
  readonly _depth: number;
}

/** The brief representation (`?brief=1`). */
export type RegionBrief = Pick<RegionRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description' | 'site_count' | '_depth'>;

/** A region embedded in another object. */
export type RegionNested = Pick<RegionRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description' | 'site_count' | '_depth'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface RegionInput {
  readonly parent?: Reference | null;
  readonly name: string;
  readonly slug: string;
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
export type RegionFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly parent_id: readonly ['related', number | 'null'];
  readonly parent: readonly ['related', string | 'null'];
  readonly name: readonly ['string', string];
  readonly slug: readonly ['string', string];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly contact: readonly ['related', number | 'null'];
  readonly contact_role: readonly ['related', number | 'null'];
  readonly contact_group: readonly ['related', number | 'null'];
  readonly ancestor_id: readonly ['related', number | 'null'];
  readonly ancestor: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface RegionRow {
  readonly id: number;
  readonly parent_id: number | null;
  readonly name: string;
  readonly slug: string;
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
export interface RegionValues {
  parent?: number | null;
  name: string;
  slug: string;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
  _depth?: number;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface RegionPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface RegionTypes {
  readonly key: 'dcim.region';
  readonly record: RegionRecord;
  readonly brief: RegionBrief;
  readonly nested: RegionNested;
  readonly input: RegionInput;
  readonly filters: RegionFilters;
  readonly row: RegionRow;
  readonly values: RegionValues;
  readonly plugin: RegionPlugin;
}

export const regionModel = {
  key: 'dcim.region',
  app: 'dcim',
  model: 'region',
  className: 'Region',
  path: 'regions',
  table: 'dcim_region',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'region',
  verboseNamePlural: 'regions',
  description: 'A geographic region (continent, country, city, ...), nested in a tree.',
  source: 'schema/models/dcim/region.yaml',
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
      to: 'dcim.region',
      onDelete: 'cascade',
      nested: ['id', 'url', 'display_url', 'display', 'name', 'slug', '_depth'],
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
      name: 'site_count',
      kind: 'count',
      label: 'site count',
      model: 'dcim.site',
      via: 'region',
      cumulative: true,
      inNested: true,
    },
    {
      name: 'prefix_count',
      kind: 'count',
      label: 'prefix count',
      model: 'ipam.prefix',
      via: 'scope',
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
    'parent',
    'description',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'site_count',
    'prefix_count',
    'comments',
    '_depth',
  ],
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'site_count', '_depth'],
  nested: ['id', 'url', 'display', 'name', 'slug', 'description', 'site_count', '_depth'],
  uniques: [
    {
      name: 'dcim_region_parent_id_name_uniq',
      fields: ['parent', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Region with this Parent and Name already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_region_name_when_parent_id_null_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: ['parent'],
      message: 'A top-level region with this name already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_region_parent_id_slug_uniq',
      fields: ['parent', 'slug'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Region with this Parent and Slug already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_region_slug_when_parent_id_null_uniq',
      fields: ['slug'],
      caseInsensitive: [],
      whenNull: ['parent'],
      message: 'A top-level region with this slug already exists.',
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
          { via: 'fk', model: 'dcim.region', column: 'parent_id', to: 'dcim.region' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'parent',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.region', column: 'parent_id', to: 'dcim.region' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'slug', kind: 'string', field: 'slug' },
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
            model: 'dcim.region',
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
            model: 'dcim.region',
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
            model: 'dcim.region',
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
      name: 'ancestor_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.region', column: 'parent_id', to: 'dcim.region' },
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
          { via: 'fk', model: 'dcim.region', column: 'parent_id', to: 'dcim.region' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
  ],
  search: ['name', 'slug', 'description', 'comments'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
