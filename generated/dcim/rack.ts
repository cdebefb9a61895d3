// Code generated from schema/models/dcim/rack.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { LocationNested } from './location.js';
import type { RackGroupNested } from './rackgroup.js';
import type { RackRoleNested } from './rackrole.js';
import type { RackTypeNested } from './racktype.js';
import type { SiteNested } from './site.js';
import type { TagNested } from '../extras/tag.js';
import type { TenantNested } from '../tenancy/tenant.js';

/** The complete representation of a rack, as the API returns it. */
export interface RackRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly facility_id: string | null;
  readonly site: SiteNested;
  readonly location: LocationNested | null;
  readonly group: RackGroupNested | null;
  readonly tenant: TenantNested | null;
  readonly status: ChoiceRecord<ChoiceValue<'dcim.rack_status'>>;
  readonly role: RackRoleNested | null;
  readonly serial: string;
  readonly asset_tag: string | null;
  readonly rack_type: RackTypeNested | null;
  readonly form_factor: ChoiceRecord<ChoiceValue<'dcim.rack_form_factor'>> | null;
  readonly width: ChoiceRecord<ChoiceValue<'dcim.rack_width'>>;
  readonly u_height: number;
  readonly starting_unit: number;
  readonly weight: number | null;
  readonly max_weight: number | null;
  readonly weight_unit: ChoiceRecord<ChoiceValue<'dcim.weight_unit'>> | null;
  readonly desc_units: boolean;
  readonly outer_width: number | null;
  readonly outer_height: number | null;
  readonly outer_depth: number | null;
  readonly outer_unit: ChoiceRecord<ChoiceValue<'dcim.rack_dimension_unit'>> | null;
  readonly mounting_depth: number | null;
  readonly airflow: ChoiceRecord<ChoiceValue<'dcim.rack_airflow'>> | null;
  readonly cooling_capability: ChoiceRecord<ChoiceValue<'dcim.rack_cooling_capability'>> | null;
  readonly cooling_capacity: number | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly device_count: number;
  readonly powerfeed_count: number;
}

/** The brief representation (`?brief=1`). */
export type RackBrief = Pick<RackRecord, 'id' | 'url' | 'display' | 'name' | 'description' | 'device_count'>;

/** A rack embedded in another object. */
export type RackNested = Pick<RackRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface RackInput {
  readonly name: string;
  readonly facility_id?: string | null;
  readonly site: Reference;
  readonly location?: Reference | null;
  readonly group?: Reference | null;
  readonly tenant?: Reference | null;
  readonly status?: ChoiceValue<'dcim.rack_status'>;
  readonly role?: Reference | null;
  readonly serial?: string;
  readonly asset_tag?: string | null;
  readonly rack_type?: Reference | null;
  readonly form_factor?: ChoiceValue<'dcim.rack_form_factor'> | '' | null;
  readonly width?: ChoiceValue<'dcim.rack_width'>;
  readonly u_height?: number;
  readonly starting_unit?: number;
  readonly weight?: number | null;
  readonly max_weight?: number | null;
  readonly weight_unit?: ChoiceValue<'dcim.weight_unit'> | '' | null;
  readonly desc_units?: boolean;
  readonly outer_width?: number | null;
  readonly outer_height?: number | null;
  readonly outer_depth?: number | null;
  readonly outer_unit?: ChoiceValue<'dcim.rack_dimension_unit'> | '' | null;
  readonly mounting_depth?: number | null;
  readonly airflow?: ChoiceValue<'dcim.rack_airflow'> | '' | null;
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
export type RackFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly facility_id: readonly ['string', string];
  readonly site_id: readonly ['related', number | 'null'];
  readonly site: readonly ['related', string | 'null'];
  readonly location_id: readonly ['related', number | 'null'];
  readonly location: readonly ['related', string | 'null'];
  readonly group_id: readonly ['related', number | 'null'];
  readonly group: readonly ['related', string | 'null'];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly status: readonly ['choice', ChoiceValue<'dcim.rack_status'> | 'null'];
  readonly role_id: readonly ['related', number | 'null'];
  readonly role: readonly ['related', string | 'null'];
  readonly serial: readonly ['string', string];
  readonly asset_tag: readonly ['string', string];
  readonly rack_type_id: readonly ['related', number | 'null'];
  readonly rack_type: readonly ['related', string | 'null'];
  readonly form_factor: readonly ['choice', ChoiceValue<'dcim.rack_form_factor'> | 'null'];
  readonly width: readonly ['choice', ChoiceValue<'dcim.rack_width'> | 'null'];
  readonly u_height: readonly ['number', number];
  readonly starting_unit: readonly ['number', number];
  readonly weight: readonly ['decimal', number];
  readonly max_weight: readonly ['number', number];
  readonly weight_unit: readonly ['choice', ChoiceValue<'dcim.weight_unit'> | 'null'];
  readonly desc_units: readonly ['boolean', boolean];
  readonly outer_width: readonly ['number', number];
  readonly outer_height: readonly ['number', number];
  readonly outer_depth: readonly ['number', number];
  readonly outer_unit: readonly ['choice', ChoiceValue<'dcim.rack_dimension_unit'> | 'null'];
  readonly mounting_depth: readonly ['number', number];
  readonly airflow: readonly ['choice', ChoiceValue<'dcim.rack_airflow'> | 'null'];
  readonly cooling_capability: readonly ['choice', ChoiceValue<'dcim.rack_cooling_capability'> | 'null'];
  readonly cooling_capacity: readonly ['decimal', number];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly contact: readonly ['related', number | 'null'];
  readonly contact_role: readonly ['related', number | 'null'];
  readonly contact_group: readonly ['related', number | 'null'];
  readonly manufacturer_id: readonly ['related', number | 'null'];
  readonly manufacturer: readonly ['related', string | 'null'];
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
export interface RackRow {
  readonly id: number;
  readonly name: string;
  readonly _name: string | null;
  readonly facility_id: string | null;
  readonly site_id: number;
  readonly location_id: number | null;
  readonly group_id: number | null;
  readonly tenant_id: number | null;
  readonly status: ChoiceValue<'dcim.rack_status'>;
  readonly role_id: number | null;
  readonly serial: string;
  readonly asset_tag: string | null;
  readonly rack_type_id: number | null;
  readonly form_factor: ChoiceValue<'dcim.rack_form_factor'> | '' | null;
  readonly width: ChoiceValue<'dcim.rack_width'>;
  readonly u_height: number;
  readonly starting_unit: number;
  readonly weight: number | null;
  readonly max_weight: number | null;
  readonly weight_unit: ChoiceValue<'dcim.weight_unit'> | '' | null;
  readonly desc_units: boolean | 0 | 1;
  readonly outer_width: number | null;
  readonly outer_height: number | null;
  readonly outer_depth: number | null;
  readonly outer_unit: ChoiceValue<'dcim.rack_dimension_unit'> | '' | null;
  readonly mounting_depth: number | null;
  readonly airflow: ChoiceValue<'dcim.rack_airflow'> | '' | null;
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
export interface RackValues {
  name: string;
  facility_id?: string | null;
  site: number;
  location?: number | null;
  group?: number | null;
  tenant?: number | null;
  status: ChoiceValue<'dcim.rack_status'>;
  role?: number | null;
  serial: string;
  asset_tag?: string | null;
  rack_type?: number | null;
  form_factor?: ChoiceValue<'dcim.rack_form_factor'> | '' | null;
  width: ChoiceValue<'dcim.rack_width'>;
  u_height: number;
  starting_unit: number;
  weight?: number | null;
  max_weight?: number | null;
  weight_unit?: ChoiceValue<'dcim.weight_unit'> | '' | null;
  desc_units: boolean;
  outer_width?: number | null;
  outer_height?: number | null;
  outer_depth?: number | null;
  outer_unit?: ChoiceValue<'dcim.rack_dimension_unit'> | '' | null;
  mounting_depth?: number | null;
  airflow?: ChoiceValue<'dcim.rack_airflow'> | '' | null;
  cooling_capability?: ChoiceValue<'dcim.rack_cooling_capability'> | '' | null;
  cooling_capacity?: number | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface RackPlugin {
  readonly rules: 'clean' | 'after_save';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: 'elevation';
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface RackTypes {
  readonly key: 'dcim.rack';
  readonly record: RackRecord;
  readonly brief: RackBrief;
  readonly nested: RackNested;
  readonly input: RackInput;
  readonly filters: RackFilters;
  readonly row: RackRow;
  readonly values: RackValues;
  readonly plugin: RackPlugin;
}

export const rackModel = {
  key: 'dcim.rack',
  app: 'dcim',
  model: 'rack',
  className: 'Rack',
  path: 'racks',
  table: 'dcim_rack',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'rack',
  verboseNamePlural: 'racks',
  description: 'An equipment rack within a site (and optionally a location).',
  source: 'schema/models/dcim/rack.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{name} ({facility_id})', '{name}'],
  ordering: ['site', 'location', 'name'],
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
      naturalKey: { column: '_name', kind: 'plain' },
    },
    {
      name: '_name',
      type: 'string',
      column: '_name',
      label: 'name',
      required: false,
      nullable: true,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      maxLength: 100,
    },
    {
      name: 'facility_id',
      type: 'string',
      column: 'facility_id',
      label: 'facility ID',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 50,
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
      onDelete: 'protect',
    },
    {
      name: 'location',
      type: 'fk',
      column: 'location_id',
      label: 'location',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.location',
      onDelete: 'set_null',
    },
    {
      name: 'group',
      type: 'fk',
      column: 'group_id',
      label: 'group',
      helpText: 'physical grouping',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.rackgroup',
      onDelete: 'protect',
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
      choices: 'dcim.rack_status',
    },
    {
      name: 'role',
      type: 'fk',
      column: 'role_id',
      label: 'role',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.rackrole',
      onDelete: 'protect',
    },
    {
      name: 'serial',
      type: 'string',
      column: 'serial',
      label: 'serial number',
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
      name: 'asset_tag',
      type: 'string',
      column: 'asset_tag',
      label: 'asset tag',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 50,
    },
    {
      name: 'rack_type',
      type: 'fk',
      column: 'rack_type_id',
      label: 'rack type',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.racktype',
      onDelete: 'protect',
    },
    {
      name: 'form_factor',
      type: 'choice',
      column: 'form_factor',
      label: 'form factor',
      required: false,
      nullable: true,
      blank: true,
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
      name: 'desc_units',
      type: 'boolean',
      column: 'desc_units',
      label: 'descending units',
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
      name: 'mounting_depth',
      type: 'integer',
      column: 'mounting_depth',
      label: 'mounting depth',
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
      name: 'airflow',
      type: 'choice',
      column: 'airflow',
      label: 'airflow',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.rack_airflow',
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
      name: 'device_count',
      kind: 'count',
      label: 'device count',
      model: 'dcim.device',
      via: 'rack',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'powerfeed_count',
      kind: 'count',
      label: 'powerfeed count',
      model: 'dcim.powerfeed',
      via: 'rack',
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
    'facility_id',
    'site',
    'location',
    'group',
    'tenant',
    'status',
    'role',
    'serial',
    'asset_tag',
    'rack_type',
    'form_factor',
    'width',
    'u_height',
    'starting_unit',
    'weight',
    'max_weight',
    'weight_unit',
    'desc_units',
    'outer_width',
    'outer_height',
    'outer_depth',
    'outer_unit',
    'mounting_depth',
    'airflow',
    'cooling_capability',
    'cooling_capacity',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'device_count',
    'powerfeed_count',
  ],
  brief: ['id', 'url', 'display', 'name', 'description', 'device_count'],
  nested: ['id', 'url', 'display', 'name', 'description'],
  uniques: [
    {
      name: 'dcim_rack_asset_tag_uniq',
      fields: ['asset_tag'],
      caseInsensitive: [],
      whenNull: [],
      message: 'rack with this asset tag already exists.',
      errorKey: 'asset_tag',
    },
    {
      name: 'dcim_rack_location_id_name_uniq',
      fields: ['location', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Rack with this Location and Name already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_rack_location_id_facility_id_uniq',
      fields: ['location', 'facility_id'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Rack with this Location and Facility ID already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'facility_id', kind: 'string', field: 'facility_id' },
    {
      name: 'site_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.rack', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'site',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.rack', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'location_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.rack', column: 'location_id', to: 'dcim.location' },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'location',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.rack', column: 'location_id', to: 'dcim.location' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.rack', column: 'group_id', to: 'dcim.rackgroup' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'group',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.rack', column: 'group_id', to: 'dcim.rackgroup' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.rack', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.rack', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'status', kind: 'choice', field: 'status' },
    {
      name: 'role_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.rack', column: 'role_id', to: 'dcim.rackrole' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'role',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.rack', column: 'role_id', to: 'dcim.rackrole' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'serial', kind: 'string', field: 'serial' },
    { name: 'asset_tag', kind: 'string', field: 'asset_tag' },
    {
      name: 'rack_type_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.rack', column: 'rack_type_id', to: 'dcim.racktype' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'rack_type',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.rack', column: 'rack_type_id', to: 'dcim.racktype' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'form_factor', kind: 'choice', field: 'form_factor' },
    { name: 'width', kind: 'choice', field: 'width' },
    { name: 'u_height', kind: 'number', field: 'u_height' },
    { name: 'starting_unit', kind: 'number', field: 'starting_unit' },
    { name: 'weight', kind: 'decimal', field: 'weight' },
    { name: 'max_weight', kind: 'number', field: 'max_weight' },
    { name: 'weight_unit', kind: 'choice', field: 'weight_unit' },
    { name: 'desc_units', kind: 'boolean', field: 'desc_units' },
    { name: 'outer_width', kind: 'number', field: 'outer_width' },
    { name: 'outer_height', kind: 'number', field: 'outer_height' },
    { name: 'outer_depth', kind: 'number', field: 'outer_depth' },
    { name: 'outer_unit', kind: 'choice', field: 'outer_unit' },
    { name: 'mounting_depth', kind: 'number', field: 'mounting_depth' },
    { name: 'airflow', kind: 'choice', field: 'airflow' },
    { name: 'cooling_capability', kind: 'choice', field: 'cooling_capability' },
    { name: 'cooling_capacity', kind: 'decimal', field: 'cooling_capacity' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'tenant_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.rack', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'dcim.rack', column: 'tenant_id', to: 'tenancy.tenant' },
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
            model: 'dcim.rack',
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
            model: 'dcim.rack',
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
            model: 'dcim.rack',
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
      name: 'manufacturer_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.rack', column: 'rack_type_id', to: 'dcim.racktype' },
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
          { via: 'fk', model: 'dcim.rack', column: 'rack_type_id', to: 'dcim.racktype' },
          { via: 'fk', model: 'dcim.racktype', column: 'manufacturer_id', to: 'dcim.manufacturer' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'region_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.rack', column: 'site_id', to: 'dcim.site' },
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
          { via: 'fk', model: 'dcim.rack', column: 'site_id', to: 'dcim.site' },
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
          { via: 'fk', model: 'dcim.rack', column: 'site_id', to: 'dcim.site' },
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
          { via: 'fk', model: 'dcim.rack', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
  ],
  search: ['name', 'facility_id', 'description', 'serial', 'asset_tag', 'comments'],
  searchIndex: null,
  rules: ['clean', 'after_save'],
  endpoints: [
    { path: 'elevation', shape: 'rack_elevation' },
  ],
  declaredAt: {
    'endpoints.elevation': 'schema/models/dcim/rack.yaml:47',
    'rules.after_save': 'schema/models/dcim/rack.yaml:43',
    'rules.clean': 'schema/models/dcim/rack.yaml:43',
  },
} as const satisfies ModelMeta;
