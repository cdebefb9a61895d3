// Code generated from schema/models/dcim/coolingsource.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { LocationNested } from './location.js';
import type { SiteNested } from './site.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a cooling source, as the API returns it. */
export interface CoolingSourceRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly site: SiteNested;
  readonly location: LocationNested | null;
  readonly name: string;
  readonly type: ChoiceRecord<ChoiceValue<'dcim.cooling_source_type'>>;
  readonly status: ChoiceRecord<ChoiceValue<'dcim.cooling_source_status'>>;
  readonly fluid_type: ChoiceRecord<ChoiceValue<'dcim.fluid_type'>> | null;
  readonly cooling_capacity: number | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly coolingfeed_count: number;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type CoolingSourceBrief = Pick<CoolingSourceRecord, 'id' | 'url' | 'display' | 'name' | 'description' | 'coolingfeed_count'>;

/** A cooling source embedded in another object. */
export type CoolingSourceNested = Pick<CoolingSourceRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface CoolingSourceInput {
  readonly site: Reference;
  readonly location?: Reference | null;
  readonly name: string;
  readonly type: ChoiceValue<'dcim.cooling_source_type'>;
  readonly status?: ChoiceValue<'dcim.cooling_source_status'>;
  readonly fluid_type?: ChoiceValue<'dcim.fluid_type'> | '' | null;
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
export type CoolingSourceFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly site_id: readonly ['related', number | 'null'];
  readonly site: readonly ['related', string | 'null'];
  readonly location_id: readonly ['related', number | 'null'];
  readonly location: readonly ['related', string | 'null'];
  readonly name: readonly ['string', string];
  readonly type: readonly ['choice', ChoiceValue<'dcim.cooling_source_type'> | 'null'];
  readonly status: readonly ['choice', ChoiceValue<'dcim.cooling_source_status'> | 'null'];
  readonly fluid_type: readonly ['choice', ChoiceValue<'dcim.fluid_type'> | 'null'];
  readonly cooling_capacity: readonly ['decimal', number];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly contact: readonly ['related', number | 'null'];
  readonly contact_role: readonly ['related', number | 'null'];
  readonly contact_group: readonly ['related', number | 'null'];
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
export interface CoolingSourceRow {
  readonly id: number;
  readonly site_id: number;
  readonly location_id: number | null;
  readonly name: string;
  readonly _name: string | null;
  readonly type: ChoiceValue<'dcim.cooling_source_type'>;
  readonly status: ChoiceValue<'dcim.cooling_source_status'>;
  readonly fluid_type: ChoiceValue<'dcim.fluid_type'> | '' | null;
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
export interface CoolingSourceValues {
  site: number;
  location: number | null;
  name: string;
  type: ChoiceValue<'dcim.cooling_source_type'>;
  status: ChoiceValue<'dcim.cooling_source_status'>;
  fluid_type?: ChoiceValue<'dcim.fluid_type'> | '' | null;
  cooling_capacity?: number | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface CoolingSourcePlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface CoolingSourceTypes {
  readonly key: 'dcim.coolingsource';
  readonly record: CoolingSourceRecord;
  readonly brief: CoolingSourceBrief;
  readonly nested: CoolingSourceNested;
  readonly input: CoolingSourceInput;
  readonly filters: CoolingSourceFilters;
  readonly row: CoolingSourceRow;
  readonly values: CoolingSourceValues;
  readonly plugin: CoolingSourcePlugin;
}

export const coolingSourceModel = {
  key: 'dcim.coolingsource',
  app: 'dcim',
  model: 'coolingsource',
  className: 'CoolingSource',
  path: 'cooling-sources',
  table: 'dcim_coolingsource',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'cooling source',
  verboseNamePlural: 'cooling sources',
  description: 'A facility-level source of cooling within a site (a chiller, cooling tower or dry cooler).',
  source: 'schema/models/dcim/coolingsource.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{name}'],
  ordering: ['site', 'name'],
  fields: [
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
      default: null,
      to: 'dcim.location',
      onDelete: 'protect',
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
      name: 'type',
      type: 'choice',
      column: 'type',
      label: 'type',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.cooling_source_type',
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
      choices: 'dcim.cooling_source_status',
    },
    {
      name: 'fluid_type',
      type: 'choice',
      column: 'fluid_type',
      label: 'fluid type',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.fluid_type',
    },
    {
      name: 'cooling_capacity',
      type: 'decimal',
      column: 'cooling_capacity',
      label: 'cooling capacity',
      helpText: 'Total rated cooling capacity (kW)',
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
      name: 'coolingfeed_count',
      kind: 'count',
      label: 'coolingfeed count',
      model: 'dcim.coolingfeed',
      via: 'cooling_source',
      cumulative: false,
      inNested: false,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'site',
    'location',
    'name',
    'type',
    'status',
    'fluid_type',
    'cooling_capacity',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'coolingfeed_count',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'name', 'description', 'coolingfeed_count'],
  nested: ['id', 'url', 'display', 'name', 'description'],
  uniques: [
    {
      name: 'dcim_coolingsource_site_id_name_uniq',
      fields: ['site', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Cooling source with this Site and Name already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'site_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.coolingsource', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'site',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.coolingsource', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'location_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.coolingsource', column: 'location_id', to: 'dcim.location' },
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
          { via: 'fk', model: 'dcim.coolingsource', column: 'location_id', to: 'dcim.location' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'type', kind: 'choice', field: 'type' },
    { name: 'status', kind: 'choice', field: 'status' },
    { name: 'fluid_type', kind: 'choice', field: 'fluid_type' },
    { name: 'cooling_capacity', kind: 'decimal', field: 'cooling_capacity' },
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
            model: 'dcim.coolingsource',
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
            model: 'dcim.coolingsource',
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
            model: 'dcim.coolingsource',
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
      name: 'region_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.coolingsource', column: 'site_id', to: 'dcim.site' },
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
          { via: 'fk', model: 'dcim.coolingsource', column: 'site_id', to: 'dcim.site' },
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
          { via: 'fk', model: 'dcim.coolingsource', column: 'site_id', to: 'dcim.site' },
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
          { via: 'fk', model: 'dcim.coolingsource', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
  ],
  search: ['name', 'description', 'comments'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: { 'rules.clean': 'schema/models/dcim/coolingsource.yaml:22' },
} as const satisfies ModelMeta;
