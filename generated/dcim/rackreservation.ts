// Code generated from schema/models/dcim/rackreservation.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { RackNested } from './rack.js';
import type { TagNested } from '../extras/tag.js';
import type { TenantNested } from '../tenancy/tenant.js';
import type { UserNested } from '../users/user.js';

/** The complete representation of a rack reservation, as the API returns it. */
export interface RackReservationRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly rack: RackNested;
  readonly units: readonly number[];
  readonly unit_count: number | null;
  readonly status: ChoiceRecord<ChoiceValue<'dcim.rack_reservation_status'>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly user: UserNested;
  readonly tenant: TenantNested | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
}

/** The brief representation (`?brief=1`). */
export type RackReservationBrief = Pick<RackReservationRecord, 'id' | 'url' | 'display' | 'status' | 'user' | 'description' | 'units'>;

/** A rack reservation embedded in another object. */
export type RackReservationNested = Pick<RackReservationRecord, 'id' | 'url' | 'display' | 'status' | 'user' | 'description' | 'units'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface RackReservationInput {
  readonly rack: Reference;
  readonly units: readonly number[];
  readonly status?: ChoiceValue<'dcim.rack_reservation_status'>;
  readonly tenant?: Reference | null;
  readonly user: Reference;
  readonly description: string;
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
export type RackReservationFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly rack_id: readonly ['related', number | 'null'];
  readonly status: readonly ['choice', ChoiceValue<'dcim.rack_reservation_status'> | 'null'];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly user_id: readonly ['related', number | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly site_id: readonly ['related', number | 'null'];
  readonly site: readonly ['related', string | 'null'];
  readonly location_id: readonly ['related', number | 'null'];
  readonly location: readonly ['related', string | 'null'];
  readonly group_id: readonly ['related', number | 'null'];
  readonly group: readonly ['related', string | 'null'];
  readonly region_id: readonly ['related', number | 'null'];
  readonly region: readonly ['related', string | 'null'];
  readonly site_group_id: readonly ['related', number | 'null'];
  readonly site_group: readonly ['related', string | 'null'];
  readonly user: readonly ['related', string | 'null'];
  readonly unit: readonly ['plugin', string | number];
  readonly unit_count_min: readonly ['plugin', string | number];
  readonly unit_count_max: readonly ['plugin', string | number];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface RackReservationRow {
  readonly id: number;
  readonly rack_id: number;
  readonly units: string;
  readonly status: ChoiceValue<'dcim.rack_reservation_status'>;
  readonly tenant_id: number | null;
  readonly user_id: number;
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
export interface RackReservationValues {
  rack: number;
  units: number[];
  status: ChoiceValue<'dcim.rack_reservation_status'>;
  tenant?: number | null;
  user: number;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface RackReservationPlugin {
  readonly rules: 'clean';
  readonly computed: { readonly unit_count: number | null; };
  readonly filters: 'unit' | 'unit_count_min' | 'unit_count_max';
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface RackReservationTypes {
  readonly key: 'dcim.rackreservation';
  readonly record: RackReservationRecord;
  readonly brief: RackReservationBrief;
  readonly nested: RackReservationNested;
  readonly input: RackReservationInput;
  readonly filters: RackReservationFilters;
  readonly row: RackReservationRow;
  readonly values: RackReservationValues;
  readonly plugin: RackReservationPlugin;
}

export const rackReservationModel = {
  key: 'dcim.rackreservation',
  app: 'dcim',
  model: 'rackreservation',
  className: 'RackReservation',
  path: 'rack-reservations',
  table: 'dcim_rackreservation',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'rack reservation',
  verboseNamePlural: 'rack reservations',
  description: 'Units of a rack reserved for a user (and a tenant).',
  source: 'schema/models/dcim/rackreservation.yaml',
  changelogRelated: ['rack'],
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['Reservation for rack {rack}'],
  ordering: ['created', 'id'],
  fields: [
    {
      name: 'rack',
      type: 'fk',
      column: 'rack_id',
      label: 'rack',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.rack',
      onDelete: 'cascade',
    },
    {
      name: 'units',
      type: 'int_array',
      column: 'units',
      label: 'units',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
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
      choices: 'dcim.rack_reservation_status',
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
      name: 'user',
      type: 'fk',
      column: 'user_id',
      label: 'user',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'users.user',
      onDelete: 'protect',
    },
    {
      name: 'description',
      type: 'string',
      column: 'description',
      label: 'description',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
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
      name: 'unit_count',
      kind: 'plugin',
      label: 'unit count',
      valueType: 'integer',
      inNested: false,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'rack',
    'units',
    'unit_count',
    'status',
    'created',
    'last_updated',
    'user',
    'tenant',
    'description',
    'comments',
    'tags',
    'custom_fields',
  ],
  brief: ['id', 'url', 'display', 'status', 'user', 'description', 'units'],
  nested: ['id', 'url', 'display', 'status', 'user', 'description', 'units'],
  uniques: [],
  indexes: [
    ['created'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'rack_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.rackreservation', column: 'rack_id', to: 'dcim.rack' },
        ],
      ],
      attr: 'id',
    },
    { name: 'status', kind: 'choice', field: 'status' },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.rackreservation', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.rackreservation', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'user_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.rackreservation', column: 'user_id', to: 'users.user' },
        ],
      ],
      attr: 'id',
    },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'tenant_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.rackreservation', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'dcim.rackreservation', column: 'tenant_id', to: 'tenancy.tenant' },
          { via: 'fk', model: 'tenancy.tenant', column: 'group_id', to: 'tenancy.tenantgroup' },
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
          { via: 'fk', model: 'dcim.rackreservation', column: 'rack_id', to: 'dcim.rack' },
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
          { via: 'fk', model: 'dcim.rackreservation', column: 'rack_id', to: 'dcim.rack' },
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
          { via: 'fk', model: 'dcim.rackreservation', column: 'rack_id', to: 'dcim.rack' },
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
          { via: 'fk', model: 'dcim.rackreservation', column: 'rack_id', to: 'dcim.rack' },
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
          { via: 'fk', model: 'dcim.rackreservation', column: 'rack_id', to: 'dcim.rack' },
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
          { via: 'fk', model: 'dcim.rackreservation', column: 'rack_id', to: 'dcim.rack' },
          { via: 'fk', model: 'dcim.rack', column: 'group_id', to: 'dcim.rackgroup' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'region_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.rackreservation', column: 'rack_id', to: 'dcim.rack' },
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
          { via: 'fk', model: 'dcim.rackreservation', column: 'rack_id', to: 'dcim.rack' },
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
          { via: 'fk', model: 'dcim.rackreservation', column: 'rack_id', to: 'dcim.rack' },
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
          { via: 'fk', model: 'dcim.rackreservation', column: 'rack_id', to: 'dcim.rack' },
          { via: 'fk', model: 'dcim.rack', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'user',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.rackreservation', column: 'user_id', to: 'users.user' },
        ],
      ],
      attr: 'username',
    },
    { name: 'unit', kind: 'plugin' },
    { name: 'unit_count_min', kind: 'plugin' },
    { name: 'unit_count_max', kind: 'plugin' },
  ],
  search: ['description', 'comments'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: {
    'computed.unit_count': 'schema/models/dcim/rackreservation.yaml:18',
    'filters.unit': 'schema/models/dcim/rackreservation.yaml:37',
    'filters.unit_count_max': 'schema/models/dcim/rackreservation.yaml:39',
    'filters.unit_count_min': 'schema/models/dcim/rackreservation.yaml:38',
    'rules.clean': 'schema/models/dcim/rackreservation.yaml:20',
  },
} as const satisfies ModelMeta;
