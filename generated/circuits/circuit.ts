// Code generated from schema/models/circuits/circuit.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { CircuitGroupAssignmentRecord } from './circuitgroupassignment.js';
import type { CircuitTerminationRecord } from './circuittermination.js';
import type { CircuitTypeNested } from './circuittype.js';
import type { ProviderNested } from './provider.js';
import type { ProviderAccountNested } from './provideraccount.js';
import type { TagNested } from '../extras/tag.js';
import type { TenantNested } from '../tenancy/tenant.js';

/** The complete representation of a circuit, as the API returns it. */
export interface CircuitRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly cid: string;
  readonly provider: ProviderNested;
  readonly provider_account: ProviderAccountNested | null;
  readonly type: CircuitTypeNested;
  readonly status: ChoiceRecord<ChoiceValue<'circuits.circuit_status'>>;
  readonly tenant: TenantNested | null;
  readonly install_date: string | null;
  readonly termination_date: string | null;
  readonly commit_rate: number | null;
  readonly description: string;
  readonly distance: number | null;
  readonly distance_unit: ChoiceRecord<ChoiceValue<'circuits.distance_unit'>> | null;
  readonly termination_a: Pick<CircuitTerminationRecord, 'id' | 'url' | 'display_url' | 'display' | 'termination_type' | 'termination_id' | 'termination' | 'port_speed' | 'upstream_speed' | 'xconnect_id' | 'description'> | null;
  readonly termination_z: Pick<CircuitTerminationRecord, 'id' | 'url' | 'display_url' | 'display' | 'termination_type' | 'termination_id' | 'termination' | 'port_speed' | 'upstream_speed' | 'xconnect_id' | 'description'> | null;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly assignments: readonly Pick<CircuitGroupAssignmentRecord, 'id' | 'url' | 'display' | 'group' | 'priority'>[];
}

/** The brief representation (`?brief=1`). */
export type CircuitBrief = Pick<CircuitRecord, 'id' | 'url' | 'display' | 'provider' | 'cid' | 'description'>;

/** A circuit embedded in another object. */
export type CircuitNested = Pick<CircuitRecord, 'id' | 'url' | 'display' | 'provider' | 'cid' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface CircuitInput {
  readonly cid: string;
  readonly provider: Reference;
  readonly provider_account?: Reference | null;
  readonly type: Reference;
  readonly status?: ChoiceValue<'circuits.circuit_status'>;
  readonly tenant?: Reference | null;
  readonly install_date?: string | null;
  readonly termination_date?: string | null;
  readonly commit_rate?: number | null;
  readonly distance?: number | null;
  readonly distance_unit?: ChoiceValue<'circuits.distance_unit'> | '' | null;
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
export type CircuitFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly cid: readonly ['string', string];
  readonly provider_id: readonly ['related', number | 'null'];
  readonly provider: readonly ['related', string | 'null'];
  readonly provider_account_id: readonly ['related', number | 'null'];
  readonly type_id: readonly ['related', number | 'null'];
  readonly type: readonly ['related', string | 'null'];
  readonly status: readonly ['choice', ChoiceValue<'circuits.circuit_status'> | 'null'];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly install_date: readonly ['date', string];
  readonly termination_date: readonly ['date', string];
  readonly commit_rate: readonly ['number', number];
  readonly distance: readonly ['decimal', number];
  readonly distance_unit: readonly ['choice', ChoiceValue<'circuits.distance_unit'> | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly contact: readonly ['related', number | 'null'];
  readonly contact_role: readonly ['related', number | 'null'];
  readonly contact_group: readonly ['related', number | 'null'];
  readonly provider_network_id: readonly ['related', number | 'null'];
  readonly region_id: readonly ['related', number | 'null'];
  readonly region: readonly ['related', string | 'null'];
  readonly site_group_id: readonly ['related', number | 'null'];
  readonly site_group: readonly ['related', string | 'null'];
  readonly site_id: readonly ['related', number | 'null'];
  readonly site: readonly ['related', string | 'null'];
  readonly location_id: readonly ['related', number | 'null'];
  readonly termination_a_id: readonly ['plugin', string | number];
  readonly termination_z_id: readonly ['plugin', string | number];
  readonly provider_account: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface CircuitRow {
  readonly id: number;
  readonly cid: string;
  readonly provider_id: number;
  readonly provider_account_id: number | null;
  readonly type_id: number;
  readonly status: ChoiceValue<'circuits.circuit_status'>;
  readonly tenant_id: number | null;
  readonly install_date: string | null;
  readonly termination_date: string | null;
  readonly commit_rate: number | null;
  readonly distance: number | null;
  readonly distance_unit: ChoiceValue<'circuits.distance_unit'> | '' | null;
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
export interface CircuitValues {
  cid: string;
  provider: number;
  provider_account: number | null;
  type: number;
  status: ChoiceValue<'circuits.circuit_status'>;
  tenant?: number | null;
  install_date?: string | null;
  termination_date?: string | null;
  commit_rate?: number | null;
  distance?: number | null;
  distance_unit?: ChoiceValue<'circuits.distance_unit'> | '' | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/circuits/). */
export interface CircuitPlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: 'termination_a_id' | 'termination_z_id';
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface CircuitTypes {
  readonly key: 'circuits.circuit';
  readonly record: CircuitRecord;
  readonly brief: CircuitBrief;
  readonly nested: CircuitNested;
  readonly input: CircuitInput;
  readonly filters: CircuitFilters;
  readonly row: CircuitRow;
  readonly values: CircuitValues;
  readonly plugin: CircuitPlugin;
}

export const circuitModel = {
  key: 'circuits.circuit',
  app: 'circuits',
  model: 'circuit',
  className: 'Circuit',
  path: 'circuits',
  table: 'circuits_circuit',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'circuit',
  verboseNamePlural: 'circuits',
  description: 'A communications circuit ordered from a provider.',
  source: 'schema/models/circuits/circuit.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{cid}'],
  ordering: ['provider', 'provider_account', 'cid'],
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
      to: 'circuits.circuittype',
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
      name: 'install_date',
      type: 'date',
      column: 'install_date',
      label: 'installed',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'termination_date',
      type: 'date',
      column: 'termination_date',
      label: 'terminates',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'commit_rate',
      type: 'integer',
      column: 'commit_rate',
      label: 'commit rate (Kbps)',
      helpText: 'Committed rate',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0,
      max: 2147483647,
    },
    {
      name: 'distance',
      type: 'decimal',
      column: 'distance',
      label: 'distance',
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
      name: 'distance_unit',
      type: 'choice',
      column: 'distance_unit',
      label: 'distance unit',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'circuits.distance_unit',
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
      name: 'termination_a',
      kind: 'list',
      label: 'termination A',
      model: 'circuits.circuittermination',
      via: 'circuit',
      filter: { term_side: 'A' },
      single: true,
      nested: [
        'id',
        'url',
        'display_url',
        'display',
        'termination_type',
        'termination_id',
        'termination',
        'port_speed',
        'upstream_speed',
        'xconnect_id',
        'description',
      ],
      inNested: false,
    },
    {
      name: 'termination_z',
      kind: 'list',
      label: 'termination Z',
      model: 'circuits.circuittermination',
      via: 'circuit',
      filter: { term_side: 'Z' },
      single: true,
      nested: [
        'id',
        'url',
        'display_url',
        'display',
        'termination_type',
        'termination_id',
        'termination',
        'port_speed',
        'upstream_speed',
        'xconnect_id',
        'description',
      ],
      inNested: false,
    },
    {
      name: 'assignments',
      kind: 'list',
      label: 'assignments',
      model: 'circuits.circuitgroupassignment',
      via: 'member',
      single: false,
      nested: ['id', 'url', 'display', 'group', 'priority'],
      inNested: false,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'cid',
    'provider',
    'provider_account',
    'type',
    'status',
    'tenant',
    'install_date',
    'termination_date',
    'commit_rate',
    'description',
    'distance',
    'distance_unit',
    'termination_a',
    'termination_z',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'assignments',
  ],
  brief: ['id', 'url', 'display', 'provider', 'cid', 'description'],
  nested: ['id', 'url', 'display', 'provider', 'cid', 'description'],
  uniques: [
    {
      name: 'circuits_circuit_provider_id_cid_uniq',
      fields: ['provider', 'cid'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Circuit with this Provider and Circuit ID already exists.',
      errorKey: '__all__',
    },
    {
      name: 'circuits_circuit_provider_account_id_cid_uniq',
      fields: ['provider_account', 'cid'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Circuit with this Provider account and Circuit ID already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [
    ['cid'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'cid', kind: 'string', field: 'cid' },
    {
      name: 'provider_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'circuits.circuit', column: 'provider_id', to: 'circuits.provider' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'provider',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'circuits.circuit', column: 'provider_id', to: 'circuits.provider' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'provider_account_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'circuits.circuit',
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
          { via: 'fk', model: 'circuits.circuit', column: 'type_id', to: 'circuits.circuittype' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'type',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'circuits.circuit', column: 'type_id', to: 'circuits.circuittype' },
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
          { via: 'fk', model: 'circuits.circuit', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'circuits.circuit', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'install_date', kind: 'date', field: 'install_date' },
    { name: 'termination_date', kind: 'date', field: 'termination_date' },
    { name: 'commit_rate', kind: 'number', field: 'commit_rate' },
    { name: 'distance', kind: 'decimal', field: 'distance' },
    { name: 'distance_unit', kind: 'choice', field: 'distance_unit' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'tenant_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'circuits.circuit', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'circuits.circuit', column: 'tenant_id', to: 'tenancy.tenant' },
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
            model: 'circuits.circuit',
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
            model: 'circuits.circuit',
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
            model: 'circuits.circuit',
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
      name: 'provider_network_id',
      kind: 'related',
      paths: [
        [
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
            to: 'circuits.providernetwork',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'region_id',
      kind: 'related',
      paths: [
        [
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
      name: 'location_id',
      kind: 'related',
      paths: [
        [
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
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    { name: 'termination_a_id', kind: 'plugin' },
    { name: 'termination_z_id', kind: 'plugin' },
    {
      name: 'provider_account',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'circuits.circuit',
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
  declaredAt: {
    'filters.termination_a_id': 'schema/models/circuits/circuit.yaml:54',
    'filters.termination_z_id': 'schema/models/circuits/circuit.yaml:55',
    'rules.clean': 'schema/models/circuits/circuit.yaml:43',
  },
} as const satisfies ModelMeta;
