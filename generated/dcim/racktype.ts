// Code generated from schema/models/dcim/racktype.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { ManufacturerNested } from './manufacturer.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a rack type, as the API returns it. */
export interface RackTypeRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly manufacturer: ManufacturerNested;
  readonly model: string;
  readonly slug: string;
  readonly description: string;
  readonly form_factor: ChoiceRecord<ChoiceValue<'dcim.rack_form_factor'>>;
  readonly width: ChoiceRecord<ChoiceValue<'dcim.rack_width'>>;
  readonly u_height: number;
  readonly starting_unit: number;
  readonly desc_units: boolean;
  readonly outer_width: number | null;
  readonly outer_height: number | null;
  readonly outer_depth: number | null;
  readonly outer_unit: ChoiceRecord<ChoiceValue<'dcim.rack_dimension_unit'>> | null;
  readonly weight: number | null;
  readonly max_weight: number | null;
  readonly weight_unit: ChoiceRecord<ChoiceValue<'dcim.weight_unit'>> | null;
  readonly mounting_depth: number | null;
  readonly cooling_capability: ChoiceRecord<ChoiceValue<'dcim.rack_cooling_capability'>> | null;
  readonly cooling_capacity: number | null;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly rack_count: number;
}

/** The brief representation (`?brief=1`). */
export type RackTypeBrief = Pick<RackTypeRecord, 'id' | 'url' | 'display' | 'manufacturer' | 'model' | 'slug' | 'description' | 'rack_count'>;

/** A rack type embedded in another object. */
export type RackTypeNested = Pick<RackTypeRecord, 'id' | 'url' | 'display' | 'manufacturer' | 'model' | 'slug' | 'description' | 'rack_count'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface RackTypeInput {
  readonly manufacturer: Reference;
  readonly model: string;
  readonly slug: string;
  readonly form_factor: ChoiceValue<'dcim.rack_form_factor'>;
  readonly width?: ChoiceValue<'dcim.rack_width'>;
  readonly u_height?: number;
  readonly starting_unit?: number;
  readonly desc_units?: boolean;
  readonly outer_width?: number | null;
  readonly outer_height?: number | null;
  readonly outer_depth?: number | null;
  readonly outer_unit?: ChoiceValue<'dcim.rack_dimension_unit'> | '' | null;
  readonly weight?: number | null;
  readonly max_weight?: number | null;
  readonly weight_unit?: ChoiceValue<'dcim.weight_unit'> | '' | null;
  readonly mounting_depth?: number | null;
  readonly cooling_capability?: ChoiceValue<'dcim.rack_cooling_capability'> | '' | null;
  readonly cooling_capacity?: number | null;
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
export type RackTypeFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly manufacturer_id: readonly ['related', number | 'null'];
  readonly manufacturer: readonly ['related', string | 'null'];
  readonly model: readonly ['string', string];
  readonly slug: readonly ['string', string];
  readonly form_factor: readonly ['choice', ChoiceValue<'dcim.rack_form_factor'> | 'null'];
  readonly width: readonly ['choice', ChoiceValue<'dcim.rack_width'> | 'null'];
  readonly u_height: readonly ['number', number];
  readonly starting_unit: readonly ['number', number];
  readonly desc_units: readonly ['boolean', boolean];
  readonly outer_width: readonly ['number', number];
  readonly outer_height: readonly ['number', number];
  readonly outer_depth: readonly ['number', number];
  readonly outer_unit: readonly ['choice', ChoiceValue<'dcim.rack_dimension_unit'> | 'null'];
  readonly weight: readonly ['decimal', number];
  readonly max_weight: readonly ['number', number];
  readonly weight_unit: readonly ['choice', ChoiceValue<'dcim.weight_unit'> | 'null'];
  readonly mounting_depth: readonly ['number', number];
  readonly cooling_capability: readonly ['choice', ChoiceValue<'dcim.rack_cooling_capability'> | 'null'];
  readonly cooling_capacity: readonly ['decimal', number];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly rack_count: readonly ['count', number];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface RackTypeRow {
  readonly id: number;
  readonly manufacturer_id: number;
  readonly model: string;
  readonly slug: string;
  readonly form_factor: ChoiceValue<'dcim.rack_form_factor'>;
  readonly width: ChoiceValue<'dcim.rack_width'>;
  readonly u_height: number;
  readonly starting_unit: number;
  readonly desc_units: boolean | 0 | 1;
  readonly outer_width: number | null;
  readonly outer_height: number | null;
  readonly outer_depth: number | null;
  readonly outer_unit: ChoiceValue<'dcim.rack_dimension_unit'> | '' | null;
  readonly weight: number | null;
  readonly max_weight: number | null;
  readonly weight_unit: ChoiceValue<'dcim.weight_unit'> | '' | null;
  readonly mounting_depth: number | null;
  readonly cooling_capability: ChoiceValue<'dcim.rack_cooling_capability'> | '' | null;
  readonly cooling_capacity: number | null;
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
export interface RackTypeValues {
  manufacturer: number;
  model: string;
  slug: string;
  form_factor: ChoiceValue<'dcim.rack_form_factor'>;
  width: ChoiceValue<'dcim.rack_width'>;
  u_height: number;
  starting_unit: number;
  desc_units: boolean;
  outer_width?: number | null;
  outer_height?: number | null;
  outer_depth?: number | null;
  outer_unit?: ChoiceValue<'dcim.rack_dimension_unit'> | '' | null;
  weight?: number | null;
  max_weight?: number | null;
  weight_unit?: ChoiceValue<'dcim.weight_unit'> | '' | null;
  mounting_depth?: number | null;
  cooling_capability?: ChoiceValue<'dcim.rack_cooling_capability'> | '' | null;
  cooling_capacity?: number | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface RackTypePlugin {
  readonly rules: 'clean' | 'after_save';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface RackTypeTypes {
  readonly key: 'dcim.racktype';
  readonly record: RackTypeRecord;
  readonly brief: RackTypeBrief;
  readonly nested: RackTypeNested;
  readonly input: RackTypeInput;
  readonly filters: RackTypeFilters;
  readonly row: RackTypeRow;
  readonly values: RackTypeValues;
  readonly plugin: RackTypePlugin;
}

export const rackTypeModel = {
  key: 'dcim.racktype',
  app: 'dcim',
  model: 'racktype',
  className: 'RackType',
  path: 'rack-types',
  table: 'dcim_racktype',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'rack type',
  verboseNamePlural: 'rack types',
  description: 'A make and model of rack; a rack of the type takes its physical attributes.',
  source: 'schema/models/dcim/racktype.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{model}'],
  ordering: ['manufacturer', 'model'],
  fields: [
    {
      name: 'manufacturer',
      type: 'fk',
      column: 'manufacturer_id',
      label: 'manufacturer',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.manufacturer',
      onDelete: 'protect',
    },
    {
      name: 'model',
      type: 'string',
      column: 'model',
      label: 'model',
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
      name: 'form_factor',
      type: 'choice',
      column: 'form_factor',
      label: 'form factor',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.rack_form_factor',
    },
    {
      name: 'width',
      type: 'choice',
      column: 'width',
      label: 'width',
      helpText: 'Rail-to-rail width',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 19,
      choices: 'dcim.rack_width',
    },
    {
      name: 'u_height',
      type: 'integer',
      column: 'u_height',
      label: 'height (U)',
      helpText: 'Height in rack units',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 42,
      min: 1,
      max: 100,
    },
    {
      name: 'starting_unit',
      type: 'integer',
      column: 'starting_unit',
      label: 'starting unit',
      helpText: 'Starting unit for rack',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 1,
      min: 1,
    },
    {
      name: 'desc_units',
      type: 'boolean',
      column: 'desc_units',
      label: 'descending units',
      helpText: 'Units are numbered top-to-bottom',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: false,
    },
    {
      name: 'outer_width',
      type: 'integer',
      column: 'outer_width',
      label: 'outer width',
      helpText: 'Outer dimension of rack (width)',
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
      name: 'outer_height',
      type: 'integer',
      column: 'outer_height',
      label: 'outer height',
      helpText: 'Outer dimension of rack (height)',
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
      name: 'outer_depth',
      type: 'integer',
      column: 'outer_depth',
      label: 'outer depth',
      helpText: 'Outer dimension of rack (depth)',
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
      name: 'outer_unit',
      type: 'choice',
      column: 'outer_unit',
      label: 'outer unit',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.rack_dimension_unit',
    },
    {
      name: 'weight',
      type: 'decimal',
      column: 'weight',
      label: 'weight',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      digits: 8,
      places: 2,
    },
    {
      name: 'max_weight',
      type: 'integer',
      column: 'max_weight',
      label: 'max weight',
      helpText: 'Maximum load capacity for the rack',
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
      name: 'weight_unit',
      type: 'choice',
      column: 'weight_unit',
      label: 'weight unit',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.weight_unit',
    },
    {
      name: 'mounting_depth',
      type: 'integer',
      column: 'mounting_depth',
      label: 'mounting depth',
      helpText: 'Maximum depth of a mounted device, in millimeters. For four-post racks, this is the distance between the front and rear rails.',
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
      name: 'cooling_capability',
      type: 'choice',
      column: 'cooling_capability',
      label: 'cooling capability',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.rack_cooling_capability',
    },
    {
      name: 'cooling_capacity',
      type: 'decimal',
      column: 'cooling_capacity',
      label: 'cooling capacity',
      helpText: 'Cooling capacity (kW)',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0,
      digits: 10,
      places: 2,
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
      name: 'rack_count',
      kind: 'count',
      label: 'rack count',
      model: 'dcim.rack',
      via: 'rack_type',
      cumulative: false,
      inNested: true,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'manufacturer',
    'model',
    'slug',
    'description',
    'form_factor',
    'width',
    'u_height',
    'starting_unit',
    'desc_units',
    'outer_width',
    'outer_height',
    'outer_depth',
    'outer_unit',
    'weight',
    'max_weight',
    'weight_unit',
    'mounting_depth',
    'cooling_capability',
    'cooling_capacity',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'rack_count',
  ],
  brief: ['id', 'url', 'display', 'manufacturer', 'model', 'slug', 'description', 'rack_count'],
  nested: ['id', 'url', 'display', 'manufacturer', 'model', 'slug', 'description', 'rack_count'],
  uniques: [
    {
      name: 'dcim_racktype_slug_uniq',
      fields: ['slug'],
      caseInsensitive: [],
      whenNull: [],
      message: 'rack type with this slug already exists.',
      errorKey: 'slug',
    },
    {
      name: 'dcim_racktype_manufacturer_id_model_uniq',
      fields: ['manufacturer', 'model'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Rack type with this Manufacturer and Model already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_racktype_manufacturer_id_slug_uniq',
      fields: ['manufacturer', 'slug'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Rack type with this Manufacturer and Slug already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'manufacturer_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.racktype', column: 'manufacturer_id', to: 'dcim.manufacturer' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'manufacturer',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.racktype', column: 'manufacturer_id', to: 'dcim.manufacturer' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'model', kind: 'string', field: 'model' },
    { name: 'slug', kind: 'string', field: 'slug' },
    { name: 'form_factor', kind: 'choice', field: 'form_factor' },
    { name: 'width', kind: 'choice', field: 'width' },
    { name: 'u_height', kind: 'number', field: 'u_height' },
    { name: 'starting_unit', kind: 'number', field: 'starting_unit' },
    { name: 'desc_units', kind: 'boolean', field: 'desc_units' },
    { name: 'outer_width', kind: 'number', field: 'outer_width' },
    { name: 'outer_height', kind: 'number', field: 'outer_height' },
    { name: 'outer_depth', kind: 'number', field: 'outer_depth' },
    { name: 'outer_unit', kind: 'choice', field: 'outer_unit' },
    { name: 'weight', kind: 'decimal', field: 'weight' },
    { name: 'max_weight', kind: 'number', field: 'max_weight' },
    { name: 'weight_unit', kind: 'choice', field: 'weight_unit' },
    { name: 'mounting_depth', kind: 'number', field: 'mounting_depth' },
    { name: 'cooling_capability', kind: 'choice', field: 'cooling_capability' },
    { name: 'cooling_capacity', kind: 'decimal', field: 'cooling_capacity' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    { name: 'rack_count', kind: 'count', computed: 'rack_count' },
  ],
  search: ['model', 'description', 'comments'],
  searchIndex: null,
  rules: ['clean', 'after_save'],
  endpoints: [],
  declaredAt: {
    'rules.after_save': 'schema/models/dcim/racktype.yaml:35',
    'rules.clean': 'schema/models/dcim/racktype.yaml:35',
  },
} as const satisfies ModelMeta;
