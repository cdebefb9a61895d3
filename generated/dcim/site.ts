// Code generated from schema/models/dcim/site.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { RegionNested } from './region.js';
import type { SiteGroupNested } from './sitegroup.js';
import type { TagNested } from '../extras/tag.js';
import type { ASNRecord } from '../ipam/asn.js';
import type { TenantNested } from '../tenancy/tenant.js';

/** The complete representation of a site, as the API returns it. */
export interface SiteRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly slug: string;
  readonly status: ChoiceRecord<ChoiceValue<'dcim.site_status'>>;
  readonly region: RegionNested | null;
  readonly group: SiteGroupNested | null;
  readonly tenant: TenantNested | null;
  readonly facility: string;
  readonly time_zone: string | null;
  readonly description: string;
  readonly physical_address: string;
  readonly shipping_address: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly comments: string;
  readonly asns: readonly Pick<ASNRecord, 'id' | 'url' | 'display' | 'asn' | 'description'>[];
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly circuit_count: number;
  readonly device_count: number;
  readonly prefix_count: number;
  readonly rack_count: number;
  readonly virtualmachine_count: number;
  readonly vlan_count: number;
}

/** The brief representation (`?brief=1`). */
export type SiteBrief = Pick<SiteRecord, 'id' | 'url' | 'display' | 'name' | 'description' | 'slug'>;

/** A site embedded in another object. */
export type SiteNested = Pick<SiteRecord, 'id' | 'url' | 'display' | 'name' | 'description' | 'slug'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface SiteInput {
  readonly name: string;
  readonly slug: string;
  readonly status?: ChoiceValue<'dcim.site_status'>;
  readonly region?: Reference | null;
  readonly group?: Reference | null;
  readonly tenant?: Reference | null;
  readonly facility?: string;
  readonly time_zone?: string | null;
  readonly physical_address?: string;
  readonly shipping_address?: string;
  readonly latitude?: number | null;
  readonly longitude?: number | null;
  readonly asns?: readonly Reference[];
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
export type SiteFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly slug: readonly ['string', string];
  readonly status: readonly ['choice', ChoiceValue<'dcim.site_status'> | 'null'];
  readonly region_id: readonly ['related', number | 'null'];
  readonly region: readonly ['related', string | 'null'];
  readonly group_id: readonly ['related', number | 'null'];
  readonly group: readonly ['related', string | 'null'];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly facility: readonly ['string', string];
  readonly time_zone: readonly ['string', string];
  readonly latitude: readonly ['decimal', number];
  readonly longitude: readonly ['decimal', number];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly contact: readonly ['related', number | 'null'];
  readonly contact_role: readonly ['related', number | 'null'];
  readonly contact_group: readonly ['related', number | 'null'];
  readonly asn_id: readonly ['related', number | 'null'];
  readonly asn: readonly ['related', number | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface SiteRow {
  readonly id: number;
  readonly name: string;
  readonly _name: string | null;
  readonly slug: string;
  readonly status: ChoiceValue<'dcim.site_status'>;
  readonly region_id: number | null;
  readonly group_id: number | null;
  readonly tenant_id: number | null;
  readonly facility: string;
  readonly time_zone: string | null;
  readonly physical_address: string;
  readonly shipping_address: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
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
export interface SiteValues {
  name: string;
  slug: string;
  status: ChoiceValue<'dcim.site_status'>;
  region?: number | null;
  group?: number | null;
  tenant?: number | null;
  facility: string;
  time_zone?: string | null;
  physical_address: string;
  shipping_address: string;
  latitude?: number | null;
  longitude?: number | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface SitePlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface SiteTypes {
  readonly key: 'dcim.site';
  readonly record: SiteRecord;
  readonly brief: SiteBrief;
  readonly nested: SiteNested;
  readonly input: SiteInput;
  readonly filters: SiteFilters;
  readonly row: SiteRow;
  readonly values: SiteValues;
  readonly plugin: SitePlugin;
}

export const siteModel = {
  key: 'dcim.site',
  app: 'dcim',
  model: 'site',
  className: 'Site',
  path: 'sites',
  table: 'dcim_site',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'site',
  verboseNamePlural: 'sites',
  description: 'A building or campus where equipment is installed.',
  source: 'schema/models/dcim/site.yaml',
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
      choices: 'dcim.site_status',
    },
    {
      name: 'region',
      type: 'fk',
      column: 'region_id',
      label: 'region',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.region',
      onDelete: 'set_null',
    },
    {
      name: 'group',
      type: 'fk',
      column: 'group_id',
      label: 'group',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.sitegroup',
      onDelete: 'set_null',
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
      name: 'time_zone',
      type: 'time_zone',
      column: 'time_zone',
      label: 'time zone',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 63,
    },
    {
      name: 'physical_address',
      type: 'string',
      column: 'physical_address',
      label: 'physical address',
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
      name: 'shipping_address',
      type: 'string',
      column: 'shipping_address',
      label: 'shipping address',
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
      name: 'latitude',
      type: 'decimal',
      column: 'latitude',
      label: 'latitude',
      helpText: 'GPS coordinate in decimal format (xx.yyyyyy)',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: -90,
      max: 90,
      digits: 8,
      places: 6,
    },
    {
      name: 'longitude',
      type: 'decimal',
      column: 'longitude',
      label: 'longitude',
      helpText: 'GPS coordinate in decimal format (xx.yyyyyy)',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: -180,
      max: 180,
      digits: 9,
      places: 6,
    },
    {
      name: 'asns',
      type: 'm2m',
      column: null,
      label: 'ASNs',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'ipam.asn',
      nested: ['id', 'url', 'display', 'asn', 'description'],
      through: { table: 'dcim_site_asns', source: 'site_id', target: 'asn_id' },
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
      name: 'circuit_count',
      kind: 'count',
      label: 'circuit count',
      model: 'circuits.circuittermination',
      via: 'termination',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'device_count',
      kind: 'count',
      label: 'device count',
      model: 'dcim.device',
      via: 'site',
      cumulative: false,
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
    {
      name: 'rack_count',
      kind: 'count',
      label: 'rack count',
      model: 'dcim.rack',
      via: 'site',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'virtualmachine_count',
      kind: 'count',
      label: 'virtualmachine count',
      model: 'virtualization.virtualmachine',
      via: 'site',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'vlan_count',
      kind: 'count',
      label: 'vlan count',
      model: 'ipam.vlan',
      via: 'site',
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
    'status',
    'region',
    'group',
    'tenant',
    'facility',
    'time_zone',
    'description',
    'physical_address',
    'shipping_address',
    'latitude',
    'longitude',
    'comments',
    'asns',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'circuit_count',
    'device_count',
    'prefix_count',
    'rack_count',
    'virtualmachine_count',
    'vlan_count',
  ],
  brief: ['id', 'url', 'display', 'name', 'description', 'slug'],
  nested: ['id', 'url', 'display', 'name', 'description', 'slug'],
  uniques: [
    {
      name: 'dcim_site_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'site with this name already exists.',
      errorKey: 'name',
    },
    {
      name: 'dcim_site_slug_uniq',
      fields: ['slug'],
      caseInsensitive: [],
      whenNull: [],
      message: 'site with this slug already exists.',
      errorKey: 'slug',
    },
  ],
  indexes: [
    ['_name'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'slug', kind: 'string', field: 'slug' },
    { name: 'status', kind: 'choice', field: 'status' },
    {
      name: 'region_id',
      kind: 'related',
      paths: [
        [
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
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
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
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'group',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.site', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.site', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'facility', kind: 'string', field: 'facility' },
    { name: 'time_zone', kind: 'string', field: 'time_zone' },
    { name: 'latitude', kind: 'decimal', field: 'latitude' },
    { name: 'longitude', kind: 'decimal', field: 'longitude' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'tenant_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.site', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'dcim.site', column: 'tenant_id', to: 'tenancy.tenant' },
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
            model: 'dcim.site',
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
            model: 'dcim.site',
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
            model: 'dcim.site',
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
      name: 'asn_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'dcim.site',
            through: { table: 'dcim_site_asns', source: 'site_id', target: 'asn_id' },
            to: 'ipam.asn',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'asn',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'dcim.site',
            through: { table: 'dcim_site_asns', source: 'site_id', target: 'asn_id' },
            to: 'ipam.asn',
          },
        ],
      ],
      attr: 'asn',
    },
  ],
  search: ['name', 'facility', 'description', 'physical_address', 'shipping_address', 'comments'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
