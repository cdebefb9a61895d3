// Code generated from schema/models/circuits/provideraccount.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ProviderNested } from './provider.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a provider account, as the API returns it. */
export interface ProviderAccountRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly provider: ProviderNested;
  readonly name: string;
  readonly account: string;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type ProviderAccountBrief = Pick<ProviderAccountRecord, 'id' | 'url' | 'display' | 'name' | 'account' | 'description'>;

/** A provider account embedded in another object. */
export type ProviderAccountNested = Pick<ProviderAccountRecord, 'id' | 'url' | 'display' | 'name' | 'account' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface ProviderAccountInput {
  readonly provider: Reference;
  readonly name?: string;
  readonly account: string;
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
export type ProviderAccountFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly provider_id: readonly ['related', number | 'null'];
  readonly provider: readonly ['related', string | 'null'];
  readonly name: readonly ['string', string];
  readonly account: readonly ['string', string];
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
export interface ProviderAccountRow {
  readonly id: number;
  readonly provider_id: number;
  readonly name: string;
  readonly account: string;
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
export interface ProviderAccountValues {
  provider: number;
  name: string;
  account: string;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/circuits/). */
export interface ProviderAccountPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface ProviderAccountTypes {
  readonly key: 'circuits.provideraccount';
  readonly record: ProviderAccountRecord;
  readonly brief: ProviderAccountBrief;
  readonly nested: ProviderAccountNested;
  readonly input: ProviderAccountInput;
  readonly filters: ProviderAccountFilters;
  readonly row: ProviderAccountRow;
  readonly values: ProviderAccountValues;
  readonly plugin: ProviderAccountPlugin;
}

export const providerAccountModel = {
  key: 'circuits.provideraccount',
  app: 'circuits',
  model: 'provideraccount',
  className: 'ProviderAccount',
  path: 'provider-accounts',
  table: 'circuits_provideraccount',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'provider account',
  verboseNamePlural: 'provider accounts',
  description: 'An account held with a provider, under which circuits are ordered.',
  source: 'schema/models/circuits/provideraccount.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{account} ({name})', '{account}'],
  ordering: ['provider', 'account'],
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
      name: 'account',
      type: 'string',
      column: 'account',
      label: 'account ID',
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
  computed: [],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'provider',
    'name',
    'account',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'name', 'account', 'description'],
  nested: ['id', 'url', 'display', 'name', 'account', 'description'],
  uniques: [
    {
      name: 'circuits_provideraccount_provider_id_account_uniq',
      fields: ['provider', 'account'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Provider account with this Provider and Account ID already exists.',
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
            model: 'circuits.provideraccount',
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
            model: 'circuits.provideraccount',
            column: 'provider_id',
            to: 'circuits.provider',
          },
        ],
      ],
      attr: 'slug',
    },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'account', kind: 'string', field: 'account' },
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
            model: 'circuits.provideraccount',
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
            model: 'circuits.provideraccount',
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
            model: 'circuits.provideraccount',
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
  search: ['name', 'account', 'description', 'comments'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
