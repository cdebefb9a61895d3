// Code generated from schema/models/tenancy/tenantgroup.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a tenant group, as the API returns it. */
export interface TenantGroupRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly slug: string;
  readonly parent: Pick<TenantGroupRecord, 'id' | 'url' | 'display_url' | 'display' | 'name' | 'slug' | '_depth'> | null;
  readonly description: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly tenant_count: number;
  readonly comments: string;
  readonly _depth: number;
}

/** The brief representation (`?brief=1`). */
export type TenantGroupBrief = Pick<TenantGroupRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description' | 'tenant_count' | '_depth'>;

/** A tenant group embedded in another object. */
export type TenantGroupNested = Pick<TenantGroupRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description' | 'tenant_count' | '_depth'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface TenantGroupInput {
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
export type TenantGroupFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly parent_id: readonly ['related', number | 'null'];
  readonly parent: readonly ['related', string | 'null'];
  readonly name: readonly ['string', string];
  readonly slug: readonly ['string', string];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly ancestor_id: readonly ['related', number | 'null'];
  readonly ancestor: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface TenantGroupRow {
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
export interface TenantGroupValues {
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

/** The parts of the model's own plug-in that its file declares (runtime/apps/tenancy/). */
export interface TenantGroupPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface TenantGroupTypes {
  readonly key: 'tenancy.tenantgroup';
  readonly record: TenantGroupRecord;
  readonly brief: TenantGroupBrief;
  readonly nested: TenantGroupNested;
  readonly input: TenantGroupInput;
  readonly filters: TenantGroupFilters;
  readonly row: TenantGroupRow;
  readonly values: TenantGroupValues;
  readonly plugin: TenantGroupPlugin;
}

export const tenantGroupModel = {
  key: 'tenancy.tenantgroup',
  app: 'tenancy',
  model: 'tenantgroup',
  className: 'TenantGroup',
  path: 'tenant-groups',
  table: 'tenancy_tenantgroup',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'tenant group',
  verboseNamePlural: 'tenant groups',
  description: 'A group of tenants, nested in a tree.',
  source: 'schema/models/tenancy/tenantgroup.yaml',
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
      to: 'tenancy.tenantgroup',
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
      name: 'tenant_count',
      kind: 'count',
      label: 'tenant count',
      model: 'tenancy.tenant',
      via: 'group',
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
    'name',
    'slug',
    'parent',
    'description',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'tenant_count',
    'comments',
    '_depth',
  ],
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'tenant_count', '_depth'],
  nested: ['id', 'url', 'display', 'name', 'slug', 'description', 'tenant_count', '_depth'],
  uniques: [
    {
      name: 'tenancy_tenantgroup_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'tenant group with this name already exists.',
      errorKey: 'name',
    },
    {
      name: 'tenancy_tenantgroup_slug_uniq',
      fields: ['slug'],
      caseInsensitive: [],
      whenNull: [],
      message: 'tenant group with this slug already exists.',
      errorKey: 'slug',
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
          {
            via: 'fk',
            model: 'tenancy.tenantgroup',
            column: 'parent_id',
            to: 'tenancy.tenantgroup',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'parent',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'tenancy.tenantgroup',
            column: 'parent_id',
            to: 'tenancy.tenantgroup',
          },
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
      name: 'ancestor_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'tenancy.tenantgroup',
            column: 'parent_id',
            to: 'tenancy.tenantgroup',
          },
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
          {
            via: 'fk',
            model: 'tenancy.tenantgroup',
            column: 'parent_id',
            to: 'tenancy.tenantgroup',
          },
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
