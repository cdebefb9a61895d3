// Code generated from schema/models/circuits/provider.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ProviderAccountRecord } from './provideraccount.js';
import type { TagNested } from '../extras/tag.js';
import type { ASNNested } from '../ipam/asn.js';

/** The complete representation of a provider, as the API returns it. */
export interface ProviderRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly slug: string;
  readonly accounts: readonly Pick<ProviderAccountRecord, 'id' | 'url' | 'display_url' | 'display' | 'name' | 'account'>[];
  readonly description: string;
  readonly comments: string;
  readonly asns: readonly ASNNested[];
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly circuit_count: number;
}

/** The brief representation (`?brief=1`). */
export type ProviderBrief = Pick<ProviderRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description' | 'circuit_count'>;

/** A provider embedded in another object. */
export type ProviderNested = Pick<ProviderRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface ProviderInput {
  readonly name: string;
  readonly slug: string;
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
export type ProviderFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly slug: readonly ['string', string];
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
  readonly site_id: readonly ['related', number | 'null'];
  readonly site: readonly ['related', string | 'null'];
  readonly asn_id: readonly ['related', number | 'null'];
  readonly asn: readonly ['related', number | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface ProviderRow {
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
export interface ProviderValues {
  name: string;
  slug: string;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/circuits/). */
export interface ProviderPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface ProviderTypes {
  readonly key: 'circuits.provider';
  readonly record: ProviderRecord;
  readonly brief: ProviderBrief;
  readonly nested: ProviderNested;
  readonly input: ProviderInput;
  readonly filters: ProviderFilters;
  readonly row: ProviderRow;
  readonly values: ProviderValues;
  readonly plugin: ProviderPlugin;
}

export const providerModel = {
  key: 'circuits.provider',
  app: 'circuits',
  model: 'provider',
  className: 'Provider',
  path: 'providers',
  table: 'circuits_provider',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'provider',
  verboseNamePlural: 'providers',
  description: 'An organisation that provides circuits (a carrier or an internet service provider).',
  source: 'schema/models/circuits/provider.yaml',
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
      helpText: 'Full name of the provider',
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
      through: { table: 'circuits_provider_asns', source: 'provider_id', target: 'asn_id' },
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
      name: 'accounts',
      kind: 'list',
      label: 'accounts',
      model: 'circuits.provideraccount',
      via: 'provider',
      single: false,
      nested: ['id', 'url', 'display_url', 'display', 'name', 'account'],
      inNested: false,
    },
    {
      name: 'circuit_count',
      kind: 'count',
      label: 'circuit count',
      model: 'circuits.circuit',
      via: 'provider',
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
    'accounts',
    'description',
    'comments',
    'asns',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'circuit_count',
  ],
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'circuit_count'],
  nested: ['id', 'url', 'display', 'name', 'slug', 'description'],
  uniques: [
    {
      name: 'circuits_provider_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'provider with this name already exists.',
      errorKey: 'name',
    },
    {
      name: 'circuits_provider_slug_uniq',
      fields: ['slug'],
      caseInsensitive: [],
      whenNull: [],
      message: 'provider with this slug already exists.',
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
            model: 'circuits.provider',
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
            model: 'circuits.provider',
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
            model: 'circuits.provider',
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
          {
            via: 'reverse',
            model: 'circuits.provider',
            column: 'provider_id',
            to: 'circuits.circuit',
          },
          {
            via: 'reverse',
            model: 'circuits.circuit',
            column: 'circuit_id',
            to: 'circuits.circuittermination',
          },
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.region',
          },
        ],
        [
          {
            via: 'reverse',
            model: 'circuits.provider',
            column: 'provider_id',
            to: 'circuits.circuit',
          },
          {
            via: 'reverse',
            model: 'circuits.circuit',
            column: 'circuit_id',
            to: 'circuits.circuittermination',
          },
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.site',
          },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
        [
          {
            via: 'reverse',
            model: 'circuits.provider',
            column: 'provider_id',
            to: 'circuits.circuit',
          },
          {
            via: 'reverse',
            model: 'circuits.circuit',
            column: 'circuit_id',
            to: 'circuits.circuittermination',
          },
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.location',
          },
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
          {
            via: 'reverse',
            model: 'circuits.provider',
            column: 'provider_id',
            to: 'circuits.circuit',
          },
          {
            via: 'reverse',
            model: 'circuits.circuit',
            column: 'circuit_id',
            to: 'circuits.circuittermination',
          },
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.region',
          },
        ],
        [
          {
            via: 'reverse',
            model: 'circuits.provider',
            column: 'provider_id',
            to: 'circuits.circuit',
          },
          {
            via: 'reverse',
            model: 'circuits.circuit',
            column: 'circuit_id',
            to: 'circuits.circuittermination',
          },
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.site',
          },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
        [
          {
            via: 'reverse',
            model: 'circuits.provider',
            column: 'provider_id',
            to: 'circuits.circuit',
          },
          {
            via: 'reverse',
            model: 'circuits.circuit',
            column: 'circuit_id',
            to: 'circuits.circuittermination',
          },
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.location',
          },
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
          {
            via: 'reverse',
            model: 'circuits.provider',
            column: 'provider_id',
            to: 'circuits.circuit',
          },
          {
            via: 'reverse',
            model: 'circuits.circuit',
            column: 'circuit_id',
            to: 'circuits.circuittermination',
          },
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.sitegroup',
          },
        ],
        [
          {
            via: 'reverse',
            model: 'circuits.provider',
            column: 'provider_id',
            to: 'circuits.circuit',
          },
          {
            via: 'reverse',
            model: 'circuits.circuit',
            column: 'circuit_id',
            to: 'circuits.circuittermination',
          },
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.site',
          },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
        [
          {
            via: 'reverse',
            model: 'circuits.provider',
            column: 'provider_id',
            to: 'circuits.circuit',
          },
          {
            via: 'reverse',
            model: 'circuits.circuit',
            column: 'circuit_id',
            to: 'circuits.circuittermination',
          },
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.location',
          },
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
          {
            via: 'reverse',
            model: 'circuits.provider',
            column: 'provider_id',
            to: 'circuits.circuit',
          },
          {
            via: 'reverse',
            model: 'circuits.circuit',
            column: 'circuit_id',
            to: 'circuits.circuittermination',
          },
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.sitegroup',
          },
        ],
        [
          {
            via: 'reverse',
            model: 'circuits.provider',
            column: 'provider_id',
            to: 'circuits.circuit',
          },
          {
            via: 'reverse',
            model: 'circuits.circuit',
            column: 'circuit_id',
            to: 'circuits.circuittermination',
          },
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.site',
          },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
        [
          {
            via: 'reverse',
            model: 'circuits.provider',
            column: 'provider_id',
            to: 'circuits.circuit',
          },
          {
            via: 'reverse',
            model: 'circuits.circuit',
            column: 'circuit_id',
            to: 'circuits.circuittermination',
          },
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.location',
          },
          { via: 'fk', model: 'dcim.location', column: 'site_id', to: 'dcim.site' },
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
            via: 'reverse',
            model: 'circuits.provider',
            column: 'provider_id',
            to: 'circuits.circuit',
          },
          {
            via: 'reverse',
            model: 'circuits.circuit',
            column: 'circuit_id',
            to: 'circuits.circuittermination',
          },
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.site',
          },
        ],
        [
          {
            via: 'reverse',
            model: 'circuits.provider',
            column: 'provider_id',
            to: 'circuits.circuit',
          },
          {
            via: 'reverse',
            model: 'circuits.circuit',
            column: 'circuit_id',
            to: 'circuits.circuittermination',
          },
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.location',
          },
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
          {
            via: 'reverse',
            model: 'circuits.provider',
            column: 'provider_id',
            to: 'circuits.circuit',
          },
          {
            via: 'reverse',
            model: 'circuits.circuit',
            column: 'circuit_id',
            to: 'circuits.circuittermination',
          },
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.site',
          },
        ],
        [
          {
            via: 'reverse',
            model: 'circuits.provider',
            column: 'provider_id',
            to: 'circuits.circuit',
          },
          {
            via: 'reverse',
            model: 'circuits.circuit',
            column: 'circuit_id',
            to: 'circuits.circuittermination',
          },
          {
            via: 'generic',
            model: 'circuits.circuittermination',
            type: 'termination_type',
            id: 'termination_id',
            to: 'dcim.location',
          },
          { via: 'fk', model: 'dcim.location', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'asn_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'circuits.provider',
            through: { table: 'circuits_provider_asns', source: 'provider_id', target: 'asn_id' },
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
            model: 'circuits.provider',
            through: { table: 'circuits_provider_asns', source: 'provider_id', target: 'asn_id' },
            to: 'ipam.asn',
          },
        ],
      ],
      attr: 'asn',
    },
  ],
  search: ['name', 'description', 'comments'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
