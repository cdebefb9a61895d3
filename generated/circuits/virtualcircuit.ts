// Code generated from schema/models/circuits/virtualcircuit.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { ProviderAccountNested } from './provideraccount.js';
import type { ProviderNetworkNested } from './providernetwork.js';
import type { VirtualCircuitTypeNested } from './virtualcircuittype.js';
import type { TagNested } from '../extras/tag.js';
import type { TenantNested } from '../tenancy/tenant.js';

/** The complete representation of a virtual circuit, as the API returns it. */
export interface VirtualCircuitRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly cid: string;
  readonly provider_network: ProviderNetworkNested;
  readonly provider_account: ProviderAccountNested | null;
  readonly type: VirtualCircuitTypeNested;
  readonly status: ChoiceRecord<ChoiceValue<'circuits.circuit_status'>>;
  readonly tenant: TenantNested | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type VirtualCircuitBrief = Pick<VirtualCircuitRecord, 'id' | 'url' | 'display' | 'provider_network' | 'cid' | 'description'>;

/** A virtual circuit embedded in another object. */
export type VirtualCircuitNested = Pick<VirtualCircuitRecord, 'id' | 'url' | 'display' | 'provider_network' | 'cid' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface VirtualCircuitInput {
  readonly cid: string;
  readonly provider_network: Reference;
  readonly provider_account?: Reference | null;
  readonly type: Reference;
  readonly status?: ChoiceValue<'circuits.circuit_status'>;
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
export type VirtualCircuitFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly cid: readonly ['string', string];
  readonly provider_network_id: readonly ['related', number | 'null'];
  readonly provider_account_id: readonly ['related', number | 'null'];
  readonly type_id: readonly ['related', number | 'null'];
  readonly type: readonly ['related', string | 'null'];
  readonly status: readonly ['choice', ChoiceValue<'circuits.circuit_status'> | 'null'];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly provider_id: readonly ['related', number | 'null'];
  readonly provider: readonly ['related', string | 'null'];
  readonly provider_account: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface VirtualCircuitRow {
  readonly id: number;
  readonly cid: string;
  readonly provider_network_id: number;
  readonly provider_account_id: number | null;
  readonly type_id: number;
  readonly status: ChoiceValue<'circuits.circuit_status'>;
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
export interface VirtualCircuitValues {
  cid: string;
  provider_network: number;
  provider_account: number | null;
  type: number;
  status: ChoiceValue<'circuits.circuit_status'>;
  tenant?: number | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/circuits/). */
export interface VirtualCircuitPlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface VirtualCircuitTypes {
  readonly key: 'circuits.virtualcircuit';
  readonly record: VirtualCircuitRecord;
  readonly brief: VirtualCircuitBrief;
  readonly nested: VirtualCircuitNested;
  readonly input: VirtualCircuitInput;
  readonly filters: VirtualCircuitFilters;
  readonly row: VirtualCircuitRow;
  readonly values: VirtualCircuitValues;
  readonly plugin: VirtualCircuitPlugin;
}

export const virtualCircuitModel = {
  key: 'circuits.virtualcircuit',
  app: 'circuits',
  model: 'virtualcircuit',
  className: 'VirtualCircuit',
  path: 'virtual-circuits',
  table: 'circuits_virtualcircuit',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'virtual circuit',
  verboseNamePlural: 'virtual circuits',
  description: 'A virtual connection between two or more endpoints across a provider network.',
  source: 'schema/models/circuits/virtualcircuit.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{cid}'],
  ordering: ['provider_network', 'provider_account', 'cid'],
  fields: [
    {
      name: 'cid',
      type: 'string',
      column: 'cid',
      label: 'circuit ID',
      helpText: 'Unique circuit ID',
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
      name: 'provider_network',
      type: 'fk',
      column: 'provider_network_id',
      label: 'provider network',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'circuits.providernetwork',
      onDelete: 'protect',
    },
    {
      name: 'provider_account',
      type: 'fk',
      column: 'provider_account_id',
      label: 'provider account',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: null,
      to: 'circuits.provideraccount',
      onDelete: 'protect',
    },
    {
      name: 'type',
      type: 'fk',
      column: 'type_id',
      label: 'type',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'circuits.virtualcircuittype',
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
      choices: 'circuits.circuit_status',
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
    'cid',
    'provider_network',
    'provider_account',
    'type',
    'status',
    'tenant',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'provider_network', 'cid', 'description'],
  nested: ['id', 'url', 'display', 'provider_network', 'cid', 'description'],
  uniques: [
    {
      name: 'circuits_virtualcircuit_provider_network_id_cid_uniq',
      fields: ['provider_network', 'cid'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Virtual circuit with this Provider network and Circuit ID already exists.',
      errorKey: '__all__',
    },
    {
      name: 'circuits_virtualcircuit_provider_account_id_cid_uniq',
      fields: ['provider_account', 'cid'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Virtual circuit with this Provider account and Circuit ID already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [
    ['provider_network', 'provider_account', 'cid'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'cid', kind: 'string', field: 'cid' },
    {
      name: 'provider_network_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'circuits.virtualcircuit',
            column: 'provider_network_id',
            to: 'circuits.providernetwork',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'provider_account_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'circuits.virtualcircuit',
            column: 'provider_account_id',
            to: 'circuits.provideraccount',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'type_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'circuits.virtualcircuit',
            column: 'type_id',
            to: 'circuits.virtualcircuittype',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'type',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'circuits.virtualcircuit',
            column: 'type_id',
            to: 'circuits.virtualcircuittype',
          },
        ],
      ],
      attr: 'slug',
    },
    { name: 'status', kind: 'choice', field: 'status' },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'circuits.virtualcircuit', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'circuits.virtualcircuit', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'circuits.virtualcircuit', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'circuits.virtualcircuit', column: 'tenant_id', to: 'tenancy.tenant' },
          { via: 'fk', model: 'tenancy.tenant', column: 'group_id', to: 'tenancy.tenantgroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'provider_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'circuits.virtualcircuit',
            column: 'provider_network_id',
            to: 'circuits.providernetwork',
          },
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
            model: 'circuits.virtualcircuit',
            column: 'provider_network_id',
            to: 'circuits.providernetwork',
          },
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
    {
      name: 'provider_account',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'circuits.virtualcircuit',
            column: 'provider_account_id',
            to: 'circuits.provideraccount',
          },
        ],
      ],
      attr: 'account',
    },
  ],
  search: ['cid', 'description', 'comments'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: { 'rules.clean': 'schema/models/circuits/virtualcircuit.yaml:22' },
} as const satisfies ModelMeta;
