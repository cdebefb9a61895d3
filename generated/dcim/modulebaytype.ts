// Code generated from schema/models/dcim/modulebaytype.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ManufacturerNested } from './manufacturer.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a module bay type, as the API returns it. */
export interface ModuleBayTypeRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly slug: string;
  readonly manufacturer: ManufacturerNested | null;
  readonly color: string;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type ModuleBayTypeBrief = Pick<ModuleBayTypeRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'manufacturer' | 'color' | 'description'>;

/** A module bay type embedded in another object. */
export type ModuleBayTypeNested = Pick<ModuleBayTypeRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'manufacturer' | 'color' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface ModuleBayTypeInput {
  readonly name: string;
  readonly slug: string;
  readonly manufacturer?: Reference | null;
  readonly color?: string;
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
export type ModuleBayTypeFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly slug: readonly ['string', string];
  readonly manufacturer_id: readonly ['related', number | 'null'];
  readonly manufacturer: readonly ['related', string | 'null'];
  readonly color: readonly ['string', string];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly module_bay_id: readonly ['related', number | 'null'];
  readonly module_bay_template_id: readonly ['related', number | 'null'];
  readonly module_type_id: readonly ['related', number | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface ModuleBayTypeRow {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly manufacturer_id: number | null;
  readonly color: string;
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
export interface ModuleBayTypeValues {
  name: string;
  slug: string;
  manufacturer?: number | null;
  color: string;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface ModuleBayTypePlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface ModuleBayTypeTypes {
  readonly key: 'dcim.modulebaytype';
  readonly record: ModuleBayTypeRecord;
  readonly brief: ModuleBayTypeBrief;
  readonly nested: ModuleBayTypeNested;
  readonly input: ModuleBayTypeInput;
  readonly filters: ModuleBayTypeFilters;
  readonly row: ModuleBayTypeRow;
  readonly values: ModuleBayTypeValues;
  readonly plugin: ModuleBayTypePlugin;
}

export const moduleBayTypeModel = {
  key: 'dcim.modulebaytype',
  app: 'dcim',
  model: 'modulebaytype',
  className: 'ModuleBayType',
  path: 'module-bay-types',
  table: 'dcim_modulebaytype',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'module bay type',
  verboseNamePlural: 'module bay types',
  description: 'A kind of module bay (NetBox 4.7): a module goes only into a bay of a type its module type accepts.',
  source: 'schema/models/dcim/modulebaytype.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{manufacturer} {name}', '{name}'],
  ordering: ['manufacturer', 'name'],
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
      name: 'manufacturer',
      type: 'fk',
      column: 'manufacturer_id',
      label: 'manufacturer',
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
      name: 'color',
      type: 'color',
      column: 'color',
      label: 'color',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 6,
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
    'name',
    'slug',
    'manufacturer',
    'color',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'name', 'slug', 'manufacturer', 'color', 'description'],
  nested: ['id', 'url', 'display', 'name', 'slug', 'manufacturer', 'color', 'description'],
  uniques: [
    {
      name: 'dcim_modulebaytype_manufacturer_id_name_uniq',
      fields: ['manufacturer', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Module bay type with this Manufacturer and Name already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_modulebaytype_name_when_manufacturer_id_null_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: ['manufacturer'],
      message: 'Module bay type with this Manufacturer and Name already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_modulebaytype_manufacturer_id_slug_uniq',
      fields: ['manufacturer', 'slug'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Module bay type with this Manufacturer and Slug already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_modulebaytype_slug_when_manufacturer_id_null_uniq',
      fields: ['slug'],
      caseInsensitive: [],
      whenNull: ['manufacturer'],
      message: 'Module bay type with this Manufacturer and Slug already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'slug', kind: 'string', field: 'slug' },
    {
      name: 'manufacturer_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.modulebaytype',
            column: 'manufacturer_id',
            to: 'dcim.manufacturer',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'manufacturer',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.modulebaytype',
            column: 'manufacturer_id',
            to: 'dcim.manufacturer',
          },
        ],
      ],
      attr: 'slug',
    },
    { name: 'color', kind: 'string', field: 'color' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'module_bay_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse_m2m',
            model: 'dcim.modulebaytype',
            through: {
              table: 'dcim_modulebay_module_bay_types',
              source: 'modulebay_id',
              target: 'modulebaytype_id',
            },
            to: 'dcim.modulebay',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'module_bay_template_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse_m2m',
            model: 'dcim.modulebaytype',
            through: {
              table: 'dcim_modulebaytemplate_module_bay_types',
              source: 'modulebaytemplate_id',
              target: 'modulebaytype_id',
            },
            to: 'dcim.modulebaytemplate',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'module_type_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse_m2m',
            model: 'dcim.modulebaytype',
            through: {
              table: 'dcim_moduletype_module_bay_types',
              source: 'moduletype_id',
              target: 'modulebaytype_id',
            },
            to: 'dcim.moduletype',
          },
        ],
      ],
      attr: 'id',
    },
  ],
  search: ['name', 'slug', 'description', 'comments'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
