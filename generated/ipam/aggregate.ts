// Code generated from schema/models/ipam/aggregate.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { TagNested } from '../extras/tag.js';
import type { RIRNested } from './rir.js';
import type { TenantNested } from '../tenancy/tenant.js';

/** The complete representation of a aggregate, as the API returns it. */
export interface AggregateRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly family: ChoiceRecord<ChoiceValue<'ipam.ip_family'>> | null;
  readonly prefix: string;
  readonly rir: RIRNested;
  readonly tenant: TenantNested | null;
  readonly date_added: string | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type AggregateBrief = Pick<AggregateRecord, 'id' | 'url' | 'display' | 'family' | 'prefix' | 'description'>;

/** A aggregate embedded in another object. */
export type AggregateNested = Pick<AggregateRecord, 'id' | 'url' | 'display' | 'family' | 'prefix' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface AggregateInput {
  readonly prefix: string;
  readonly rir: Reference;
  readonly tenant?: Reference | null;
  readonly date_added?: string | null;
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
export type AggregateFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly family: readonly ['choice', ChoiceValue<'ipam.ip_family'> | 'null'];
  readonly prefix: readonly ['ip', string];
  readonly rir_id: readonly ['related', number | 'null'];
  readonly rir: readonly ['related', string | 'null'];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly date_added: readonly ['date', string];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly contact: readonly ['related', number | 'null'];
  readonly contact_role: readonly ['related', number | 'null'];
  readonly contact_group: readonly ['related', number | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface AggregateRow {
  readonly id: number;
  readonly family: ChoiceValue<'ipam.ip_family'> | '' | null;
  readonly prefix: string;
  readonly _prefix_key: string;
  readonly _prefix_start: string;
  readonly _prefix_end: string;
  readonly rir_id: number;
  readonly tenant_id: number | null;
  readonly date_added: string | null;
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
export interface AggregateValues {
  family?: ChoiceValue<'ipam.ip_family'> | '' | null;
  prefix: string;
  rir: number;
  tenant?: number | null;
  date_added?: string | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/ipam/). */
export interface AggregatePlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface AggregateTypes {
  readonly key: 'ipam.aggregate';
  readonly record: AggregateRecord;
  readonly brief: AggregateBrief;
  readonly nested: AggregateNested;
  readonly input: AggregateInput;
  readonly filters: AggregateFilters;
  readonly row: AggregateRow;
  readonly values: AggregateValues;
  readonly plugin: AggregatePlugin;
}

export const aggregateModel = {
  key: 'ipam.aggregate',
  app: 'ipam',
  model: 'aggregate',
  className: 'Aggregate',
  path: 'aggregates',
  table: 'ipam_aggregate',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'aggregate',
  verboseNamePlural: 'aggregates',
  description: 'A top-level block of IP space allocated by a RIR.',
  source: 'schema/models/ipam/aggregate.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{prefix}'],
  ordering: ['prefix'],
  fields: [
    {
      name: 'family',
      type: 'choice',
      column: 'family',
      label: 'family',
      required: false,
      nullable: true,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'ipam.ip_family',
    },
    {
      name: 'prefix',
      type: 'ip_prefix',
      column: 'prefix',
      label: 'prefix',
      helpText: 'IPv4 or IPv6 network',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      ipColumns: { key: '_prefix_key', start: '_prefix_start', end: '_prefix_end' },
    },
    {
      name: '_prefix_key',
      type: 'string',
      column: '_prefix_key',
      label: 'prefix key',
      required: false,
      nullable: false,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      default: '',
      maxLength: 80,
    },
    {
      name: '_prefix_start',
      type: 'string',
      column: '_prefix_start',
      label: 'prefix start',
      required: false,
      nullable: false,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      default: '',
      maxLength: 40,
    },
    {
      name: '_prefix_end',
      type: 'string',
      column: '_prefix_end',
      label: 'prefix end',
      required: false,
      nullable: false,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      default: '',
      maxLength: 40,
    },
    {
      name: 'rir',
      type: 'fk',
      column: 'rir_id',
      label: 'RIR',
      helpText: 'Regional Internet Registry responsible for this IP space',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'ipam.rir',
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
      name: 'date_added',
      type: 'date',
      column: 'date_added',
      label: 'date added',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
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
    'family',
    'prefix',
    'rir',
    'tenant',
    'date_added',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'family', 'prefix', 'description'],
  nested: ['id', 'url', 'display', 'family', 'prefix', 'description'],
  uniques: [],
  indexes: [
    ['_prefix_key'],
    ['_prefix_start', '_prefix_end'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'family', kind: 'choice', field: 'family' },
    { name: 'prefix', kind: 'ip', ip: 'exact', field: 'prefix' },
    {
      name: 'rir_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.aggregate', column: 'rir_id', to: 'ipam.rir' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'rir',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.aggregate', column: 'rir_id', to: 'ipam.rir' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.aggregate', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.aggregate', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'date_added', kind: 'date', field: 'date_added' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'tenant_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.aggregate', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'ipam.aggregate', column: 'tenant_id', to: 'tenancy.tenant' },
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
            model: 'ipam.aggregate',
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
            model: 'ipam.aggregate',
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
            model: 'ipam.aggregate',
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
  search: ['prefix', 'description'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: { 'rules.clean': 'schema/models/ipam/aggregate.yaml:16' },
} as const satisfies ModelMeta;
