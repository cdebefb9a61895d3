// Code generated from schema/models/dcim/location.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { SiteNested } from './site.js';
import type { TagNested } from '../extras/tag.js';
import type { TenantNested } from '../tenancy/tenant.js';

/** The complete representation of a location, as the API returns it. */
export interface LocationRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly slug: string;
  readonly site: SiteNested;
  readonly parent: Pick<LocationRecord, 'id' | 'url' | 'display_url' | 'display' | 'name' | 'slug' | '_depth'> | null;
  readonly status: ChoiceRecord<ChoiceValue<'dcim.location_status'>>;
  readonly tenant: TenantNested | null;
  readonly facility: string;
  readonly description: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly rack_count: number;
  readonly device_count: number;
  readonly prefix_count: number;
  readonly comments: string;
  readonly _depth: number;
}

/** The brief representation (`?brief=1`). */
export type LocationBrief = Pick<LocationRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description' | 'rack_count' | '_depth'>;

/** A location embedded in another object. */
export type LocationNested = Pick<LocationRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description' | 'rack_count' | '_depth'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface LocationInput {
  readonly parent?: Reference | null;
  readonly name: string;
  readonly slug: string;
  readonly site: Reference;
  readonly status?: ChoiceValue<'dcim.location_status'>;
  readonly tenant?: Reference | null;
  readonly facility?: string;
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
export type LocationFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly parent_id: readonly ['related', number | 'null'];
  readonly parent: readonly ['related', string | 'null'];
  readonly name: readonly ['string', string];
  readonly slug: readonly ['string', string];
  readonly site_id: readonly ['related', number | 'null'];
  readonly site: readonly ['related', string | 'null'];
  readonly status: readonly ['choice', ChoiceValue<'dcim.location_status'> | 'null'];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly facility: readonly ['string', string];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly contact: readonly ['related', number | 'null'];
  readonly contact_role: readonly ['related', number | 'null'];
  readonly contact_group: readonly ['related', number | 'null'];
  readonly ancestor_id: readonly ['related', number | 'null'];
  readonly ancestor: readonly ['related', string | 'null'];
  readonly region_id: readonly ['related', number | 'null'];
  readonly region: readonly ['related', string | 'null'];
  readonly site_group_id: readonly ['related', number | 'null'];
  readonly site_group: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface LocationRow {
  readonly id: number;
  readonly parent_id: number | null;
  readonly name: string;
  readonly slug: string;
  readonly site_id: number;
  readonly status: ChoiceValue<'dcim.location_status'>;
  readonly tenant_id: number | null;
  readonly facility: string;
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
export interface LocationValues {
  parent?: number | null;
  name: string;
  slug: string;
  site: number;
  status: ChoiceValue<'dcim.location_status'>;
  tenant?: number | null;
  facility: string;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
  _depth?: number;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface LocationPlugin {
  readonly rules: 'clean' | 'after_save';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface LocationTypes {
  readonly key: 'dcim.location';
  readonly record: LocationRecord;
  readonly brief: LocationBrief;
  readonly nested: LocationNested;
  readonly input: LocationInput;
  readonly filters: LocationFilters;
  readonly row: LocationRow;
  readonly values: LocationValues;
  readonly plugin: LocationPlugin;
}

export const locationModel = {
  key: 'dcim.location',
  app: 'dcim',
  model: 'location',
  className: 'Location',
  path: 'locations',
  table: 'dcim_location',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'location',
  verboseNamePlural: 'locations',
  description: 'A room, floor or cage within a site, nested in a tree.',
  source: 'schema/models/dcim/location.yaml',
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
      to: 'dcim.location',
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
      name: 'site',
      type: 'fk',
      column: 'site_id',
      label: 'site',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.site',
      onDelete: 'cascade',
    },
    {
      name: 'status',
      type: 'choice',
      column: 'status',
      label: 'status',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'active',
      choices: 'dcim.location_status',
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
      name: 'facility',
      type: 'string',
      column: 'facility',
      label: 'facility',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 50,
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
      name: 'rack_count',
      kind: 'count',
      label: 'rack count',
      model: 'dcim.rack',
      via: 'location',
      cumulative: true,
      inNested: true,
    },
    {
      name: 'device_count',
      kind: 'count',
      label: 'device count',
      model: 'dcim.device',
      via: 'location',
      cumulative: true,
      inNested: false,
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
    'site',
    'parent',
    'status',
    'tenant',
    'facility',
    'description',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'rack_count',
    'device_count',
    'prefix_count',
    'comments',
    '_depth',
  ],
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'rack_count', '_depth'],
  nested: ['id', 'url', 'display', 'name', 'slug', 'description', 'rack_count', '_depth'],
  uniques: [
    {
      name: 'dcim_location_site_id_parent_id_name_uniq',
      fields: ['site', 'parent', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Location with this Site, Parent and Name already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_location_site_id_name_when_parent_id_null_uniq',
      fields: ['site', 'name'],
      caseInsensitive: [],
      whenNull: ['parent'],
      message: 'A location with this name already exists within the specified site.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_location_site_id_parent_id_slug_uniq',
      fields: ['site', 'parent', 'slug'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Location with this Site, Parent and Slug already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_location_site_id_slug_when_parent_id_null_uniq',
      fields: ['site', 'slug'],
      caseInsensitive: [],
      whenNull: ['parent'],
      message: 'A location with this slug already exists within the specified site.',
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
          { via: 'fk', model: 'dcim.location', column: 'parent_id', to: 'dcim.location' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'parent',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.location', column: 'parent_id', to: 'dcim.location' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'slug', kind: 'string', field: 'slug' },
    {
      name: 'site_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.location', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'site',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.location', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'status', kind: 'choice', field: 'status' },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.location', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.location', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'facility', kind: 'string', field: 'facility' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'tenant_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.location', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'dcim.location', column: 'tenant_id', to: 'tenancy.tenant' },
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
            model: 'dcim.location',
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
            model: 'dcim.location',
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
            model: 'dcim.location',
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
          { via: 'fk', model: 'dcim.location', column: 'parent_id', to: 'dcim.location' },
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
          { via: 'fk', model: 'dcim.location', column: 'parent_id', to: 'dcim.location' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'region_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.location', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'region',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.location', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'site_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.location', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'site_group',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.location', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
  ],
  search: ['name', 'slug', 'facility', 'description', 'comments'],
  searchIndex: null,
  rules: ['clean', 'after_save'],
  endpoints: [],
  declaredAt: {
    'rules.after_save': 'schema/models/dcim/location.yaml:23',
    'rules.clean': 'schema/models/dcim/location.yaml:23',
  },
} as const satisfies ModelMeta;
