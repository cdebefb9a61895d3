// Code generated from schema/models/dcim/coolingfeed.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { CoolingSourceNested } from './coolingsource.js';
import type { RackNested } from './rack.js';
import type { TagNested } from '../extras/tag.js';
import type { TenantNested } from '../tenancy/tenant.js';

/** The complete representation of a cooling feed, as the API returns it. */
export interface CoolingFeedRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly cooling_source: CoolingSourceNested;
  readonly rack: RackNested | null;
  readonly name: string;
  readonly status: ChoiceRecord<ChoiceValue<'dcim.cooling_feed_status'>>;
  readonly cooling_capacity: number | null;
  readonly max_flow: number | null;
  readonly max_flow_unit: ChoiceRecord<ChoiceValue<'dcim.flow_rate_unit'>> | null;
  readonly description: string;
  readonly tenant: TenantNested | null;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type CoolingFeedBrief = Pick<CoolingFeedRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A cooling feed embedded in another object. */
export type CoolingFeedNested = Pick<CoolingFeedRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface CoolingFeedInput {
  readonly cooling_source: Reference;
  readonly rack?: Reference | null;
  readonly name: string;
  readonly status?: ChoiceValue<'dcim.cooling_feed_status'>;
  readonly cooling_capacity?: number | null;
  readonly max_flow?: number | null;
  readonly max_flow_unit?: ChoiceValue<'dcim.flow_rate_unit'> | '' | null;
  readonly tenant?: Reference | null;
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
export type CoolingFeedFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly cooling_source_id: readonly ['related', number | 'null'];
  readonly rack_id: readonly ['related', number | 'null'];
  readonly name: readonly ['string', string];
  readonly status: readonly ['choice', ChoiceValue<'dcim.cooling_feed_status'> | 'null'];
  readonly cooling_capacity: readonly ['decimal', number];
  readonly max_flow: readonly ['decimal', number];
  readonly max_flow_unit: readonly ['choice', ChoiceValue<'dcim.flow_rate_unit'> | 'null'];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly region_id: readonly ['related', number | 'null'];
  readonly region: readonly ['related', string | 'null'];
  readonly site_group_id: readonly ['related', number | 'null'];
  readonly site_group: readonly ['related', string | 'null'];
  readonly site_id: readonly ['related', number | 'null'];
  readonly site: readonly ['related', string | 'null'];
  readonly q: readonly ['plugin', string | number];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface CoolingFeedRow {
  readonly id: number;
  readonly cooling_source_id: number;
  readonly rack_id: number | null;
  readonly name: string;
  readonly _name: string | null;
  readonly status: ChoiceValue<'dcim.cooling_feed_status'>;
  readonly cooling_capacity: number | null;
  readonly max_flow: number | null;
  readonly max_flow_unit: ChoiceValue<'dcim.flow_rate_unit'> | '' | null;
  readonly tenant_id: number | null;
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
export interface CoolingFeedValues {
  cooling_source: number;
  rack: number | null;
  name: string;
  status: ChoiceValue<'dcim.cooling_feed_status'>;
  cooling_capacity?: number | null;
  max_flow?: number | null;
  max_flow_unit?: ChoiceValue<'dcim.flow_rate_unit'> | '' | null;
  tenant?: number | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface CoolingFeedPlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: 'q';
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface CoolingFeedTypes {
  readonly key: 'dcim.coolingfeed';
  readonly record: CoolingFeedRecord;
  readonly brief: CoolingFeedBrief;
  readonly nested: CoolingFeedNested;
  readonly input: CoolingFeedInput;
  readonly filters: CoolingFeedFilters;
  readonly row: CoolingFeedRow;
  readonly values: CoolingFeedValues;
  readonly plugin: CoolingFeedPlugin;
}

export const coolingFeedModel = {
  key: 'dcim.coolingfeed',
  app: 'dcim',
  model: 'coolingfeed',
  className: 'CoolingFeed',
  path: 'cooling-feeds',
  table: 'dcim_coolingfeed',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'cooling feed',
  verboseNamePlural: 'cooling feeds',
  description: 'A coolant loop (supply and return) delivered from a cooling source to a rack.',
  source: 'schema/models/dcim/coolingfeed.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{name}'],
  ordering: ['cooling_source', 'name'],
  fields: [
    {
      name: 'cooling_source',
      type: 'fk',
      column: 'cooling_source_id',
      label: 'cooling source',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.coolingsource',
      onDelete: 'protect',
    },
    {
      name: 'rack',
      type: 'fk',
      column: 'rack_id',
      label: 'rack',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: null,
      to: 'dcim.rack',
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
      choices: 'dcim.cooling_feed_status',
    },
    {
      name: 'cooling_capacity',
      type: 'decimal',
      column: 'cooling_capacity',
      label: 'cooling capacity',
      helpText: 'Rated cooling capacity (kW)',
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
      name: 'max_flow',
      type: 'decimal',
      column: 'max_flow',
      label: 'max flow',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0.01,
      digits: 8,
      places: 2,
    },
    {
      name: 'max_flow_unit',
      type: 'choice',
      column: 'max_flow_unit',
      label: 'max flow unit',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.flow_rate_unit',
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
    'cooling_source',
    'rack',
    'name',
    'status',
    'cooling_capacity',
    'max_flow',
    'max_flow_unit',
    'description',
    'tenant',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'name', 'description'],
  nested: ['id', 'url', 'display', 'name', 'description'],
  uniques: [
    {
      name: 'dcim_coolingfeed_cooling_source_id_name_uniq',
      fields: ['cooling_source', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Cooling feed with this Cooling source and Name already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'cooling_source_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.coolingfeed',
            column: 'cooling_source_id',
            to: 'dcim.coolingsource',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'rack_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.coolingfeed', column: 'rack_id', to: 'dcim.rack' },
        ],
      ],
      attr: 'id',
    },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'status', kind: 'choice', field: 'status' },
    { name: 'cooling_capacity', kind: 'decimal', field: 'cooling_capacity' },
    { name: 'max_flow', kind: 'decimal', field: 'max_flow' },
    { name: 'max_flow_unit', kind: 'choice', field: 'max_flow_unit' },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.coolingfeed', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.coolingfeed', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'tenant_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.coolingfeed', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'dcim.coolingfeed', column: 'tenant_id', to: 'tenancy.tenant' },
          { via: 'fk', model: 'tenancy.tenant', column: 'group_id', to: 'tenancy.tenantgroup' },
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
          {
            via: 'fk',
            model: 'dcim.coolingfeed',
            column: 'cooling_source_id',
            to: 'dcim.coolingsource',
          },
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
          {
            via: 'fk',
            model: 'dcim.coolingfeed',
            column: 'cooling_source_id',
            to: 'dcim.coolingsource',
          },
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
          {
            via: 'fk',
            model: 'dcim.coolingfeed',
            column: 'cooling_source_id',
            to: 'dcim.coolingsource',
          },
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
          {
            via: 'fk',
            model: 'dcim.coolingfeed',
            column: 'cooling_source_id',
            to: 'dcim.coolingsource',
          },
          { via: 'fk', model: 'dcim.coolingsource', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'site_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.coolingfeed',
            column: 'cooling_source_id',
            to: 'dcim.coolingsource',
          },
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
          {
            via: 'fk',
            model: 'dcim.coolingfeed',
            column: 'cooling_source_id',
            to: 'dcim.coolingsource',
          },
          { via: 'fk', model: 'dcim.coolingsource', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'q', kind: 'plugin' },
  ],
  search: [],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: {
    'filters.q': 'schema/models/dcim/coolingfeed.yaml:32',
    'rules.clean': 'schema/models/dcim/coolingfeed.yaml:22',
  },
} as const satisfies ModelMeta;
