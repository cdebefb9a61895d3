// Code generated from schema/models/circuits/providernetwork.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ProviderNested } from './provider.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a provider network, as the API returns it. */
export interface ProviderNetworkRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly provider: ProviderNested;
  readonly name: string;
  readonly service_id: string;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type ProviderNetworkBrief = Pick<ProviderNetworkRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A provider network embedded in another object. */
export type ProviderNetworkNested = Pick<ProviderNetworkRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface ProviderNetworkInput {
  readonly provider: Reference;
  readonly name: string;
  readonly service_id?: string;
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
export type ProviderNetworkFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly provider_id: readonly ['related', number | 'null'];
  readonly provider: readonly ['related', string | 'null'];
  readonly name: readonly ['string', string];
  readonly service_id: readonly ['string', string];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface ProviderNetworkRow {
  readonly id: number;
  readonly provider_id: number;
  readonly name: string;
  readonly service_id: string;
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
export interface ProviderNetworkValues {
  provider: number;
  name: string;
  service_id: string;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/circuits/). */
export interface ProviderNetworkPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface ProviderNetworkTypes {
  readonly key: 'circuits.providernetwork';
  readonly record: ProviderNetworkRecord;
  readonly brief: ProviderNetworkBrief;
  readonly nested: ProviderNetworkNested;
  readonly input: ProviderNetworkInput;
  readonly filters: ProviderNetworkFilters;
  readonly row: ProviderNetworkRow;
  readonly values: ProviderNetworkValues;
  readonly plugin: ProviderNetworkPlugin;
}

export const providerNetworkModel = {
  key: 'circuits.providernetwork',
  app: 'circuits',
  model: 'providernetwork',
  className: 'ProviderNetwork',
  path: 'provider-networks',
  table: 'circuits_providernetwork',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'provider network',
  verboseNamePlural: 'provider networks',
  description: 'A network of a provider that circuits can terminate to (e.g. an MPLS cloud).',
  source: 'schema/models/circuits/providernetwork.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{name}'],
  ordering: ['provider', 'name'],
  fields: [
    {
      name: 'provider',
      type: 'fk',
      column: 'provider_id',
      label: 'provider',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'circuits.provider',
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
    },
    {
      name: 'service_id',
      type: 'string',
      column: 'service_id',
      label: 'service ID',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
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
  computed: [],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'provider',
    'name',
    'service_id',
    'description',
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
      name: 'circuits_providernetwork_provider_id_name_uniq',
      fields: ['provider', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Provider network with this Provider and Name already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'provider_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'circuits.providernetwork',
            column: 'provider_id',
            to: 'circuits.provider',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'provider',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'circuits.providernetwork',
            column: 'provider_id',
            to: 'circuits.provider',
          },
        ],
      ],
      attr: 'slug',
    },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'service_id', kind: 'string', field: 'service_id' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
  ],
  search: ['name', 'service_id', 'description', 'comments'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
