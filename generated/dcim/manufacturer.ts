// Code generated from schema/models/dcim/manufacturer.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a manufacturer, as the API returns it. */
export interface ManufacturerRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly devicetype_count: number;
  readonly moduletype_count: number;
  readonly inventoryitem_count: number;
  readonly platform_count: number;
}

/** The brief representation (`?brief=1`). */
export type ManufacturerBrief = Pick<ManufacturerRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description'>;

/** A manufacturer embedded in another object. */
export type ManufacturerNested = Pick<ManufacturerRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface ManufacturerInput {
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
export type ManufacturerFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly slug: readonly ['string', string];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly contact: readonly ['related', number | 'null'];
  readonly contact_role: readonly ['related', number | 'null'];
  readonly contact_group: readonly ['related', number | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface ManufacturerRow {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
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
export interface ManufacturerValues {
  name: string;
  slug: string;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface ManufacturerPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface ManufacturerTypes {
  readonly key: 'dcim.manufacturer';
  readonly record: ManufacturerRecord;
  readonly brief: ManufacturerBrief;
  readonly nested: ManufacturerNested;
  readonly input: ManufacturerInput;
  readonly filters: ManufacturerFilters;
  readonly row: ManufacturerRow;
  readonly values: ManufacturerValues;
  readonly plugin: ManufacturerPlugin;
}

export const manufacturerModel = {
  key: 'dcim.manufacturer',
  app: 'dcim',
  model: 'manufacturer',
  className: 'Manufacturer',
  path: 'manufacturers',
  table: 'dcim_manufacturer',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'manufacturer',
  verboseNamePlural: 'manufacturers',
  description: 'A maker of devices and platforms.',
  source: 'schema/models/dcim/manufacturer.yaml',
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
      name: 'devicetype_count',
      kind: 'count',
      label: 'devicetype count',
      model: 'dcim.devicetype',
      via: 'manufacturer',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'moduletype_count',
      kind: 'count',
      label: 'moduletype count',
      model: 'dcim.moduletype',
      via: 'manufacturer',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'inventoryitem_count',
      kind: 'count',
      label: 'inventoryitem count',
      model: 'dcim.inventoryitem',
      via: 'manufacturer',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'platform_count',
      kind: 'count',
      label: 'platform count',
      model: 'dcim.platform',
      via: 'manufacturer',
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
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'devicetype_count',
    'moduletype_count',
    'inventoryitem_count',
    'platform_count',
  ],
  brief: ['id', 'url', 'display', 'name', 'slug', 'description'],
  nested: ['id', 'url', 'display', 'name', 'slug', 'description'],
  uniques: [
    {
      name: 'dcim_manufacturer_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'manufacturer with this name already exists.',
      errorKey: 'name',
    },
    {
      name: 'dcim_manufacturer_slug_uniq',
      fields: ['slug'],
      caseInsensitive: [],
      whenNull: [],
      message: 'manufacturer with this slug already exists.',
      errorKey: 'slug',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
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
            model: 'dcim.manufacturer',
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
            model: 'dcim.manufacturer',
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
            model: 'dcim.manufacturer',
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
  ],
  search: ['name', 'slug', 'description', 'comments'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
