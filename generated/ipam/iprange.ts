// Code generated from schema/models/ipam/iprange.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { TagNested } from '../extras/tag.js';
import type { RoleNested } from './role.js';
import type { VRFNested } from './vrf.js';
import type { TenantNested } from '../tenancy/tenant.js';

/** The complete representation of a IP range, as the API returns it. */
export interface IPRangeRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly family: ChoiceRecord<ChoiceValue<'ipam.ip_family'>> | null;
  readonly start_address: string;
  readonly end_address: string;
  readonly size: number | null;
  readonly vrf: VRFNested | null;
  readonly tenant: TenantNested | null;
  readonly status: ChoiceRecord<ChoiceValue<'ipam.ip_range_status'>>;
  readonly role: RoleNested | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly mark_populated: boolean;
  readonly mark_utilized: boolean;
}

/** The brief representation (`?brief=1`). */
export type IPRangeBrief = Pick<IPRangeRecord, 'id' | 'url' | 'display' | 'family' | 'start_address' | 'end_address' | 'description'>;

/** A IP range embedded in another object. */
export type IPRangeNested = Pick<IPRangeRecord, 'id' | 'url' | 'display' | 'family' | 'start_address' | 'end_address' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface IPRangeInput {
  readonly start_address: string;
  readonly end_address: string;
  readonly vrf?: Reference | null;
  readonly tenant?: Reference | null;
  readonly status?: ChoiceValue<'ipam.ip_range_status'>;
  readonly role?: Reference | null;
  readonly mark_populated?: boolean;
  readonly mark_utilized?: boolean;
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
export type IPRangeFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly family: readonly ['choice', ChoiceValue<'ipam.ip_family'> | 'null'];
  readonly start_address: readonly ['ip', string];
  readonly end_address: readonly ['ip', string];
  readonly size: readonly ['number', number];
  readonly vrf_id: readonly ['related', number | 'null'];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly status: readonly ['choice', ChoiceValue<'ipam.ip_range_status'> | 'null'];
  readonly role_id: readonly ['related', number | 'null'];
  readonly role: readonly ['related', string | 'null'];
  readonly mark_populated: readonly ['boolean', boolean];
  readonly mark_utilized: readonly ['boolean', boolean];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly contact: readonly ['related', number | 'null'];
  readonly contact_role: readonly ['related', number | 'null'];
  readonly contact_group: readonly ['related', number | 'null'];
  readonly parent: readonly ['ip', string];
  readonly vrf: readonly ['related', string | 'null'];
  readonly contains: readonly ['plugin', string | number];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface IPRangeRow {
  readonly id: number;
  readonly family: ChoiceValue<'ipam.ip_family'> | '' | null;
  readonly start_address: string;
  readonly _start_address_key: string;
  readonly _start_address_start: string;
  readonly _start_address_end: string;
  readonly end_address: string;
  readonly _end_address_key: string;
  readonly _end_address_start: string;
  readonly _end_address_end: string;
  readonly size: number | null;
  readonly vrf_id: number | null;
  readonly tenant_id: number | null;
  readonly status: ChoiceValue<'ipam.ip_range_status'>;
  readonly role_id: number | null;
  readonly mark_populated: boolean | 0 | 1;
  readonly mark_utilized: boolean | 0 | 1;
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
export interface IPRangeValues {
  family?: ChoiceValue<'ipam.ip_family'> | '' | null;
  start_address: string;
  end_address: string;
  size?: number | null;
  vrf?: number | null;
  tenant?: number | null;
  status: ChoiceValue<'ipam.ip_range_status'>;
  role?: number | null;
  mark_populated: boolean;
  mark_utilized: boolean;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/ipam/). */
export interface IPRangePlugin {
  readonly rules: 'clean' | 'display';
  readonly computed: {};
  readonly filters: 'contains';
  readonly endpoints: 'available-ips';
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface IPRangeTypes {
  readonly key: 'ipam.iprange';
  readonly record: IPRangeRecord;
  readonly brief: IPRangeBrief;
  readonly nested: IPRangeNested;
  readonly input: IPRangeInput;
  readonly filters: IPRangeFilters;
  readonly row: IPRangeRow;
  readonly values: IPRangeValues;
  readonly plugin: IPRangePlugin;
}

export const iPRangeModel = {
  key: 'ipam.iprange',
  app: 'ipam',
  model: 'iprange',
  className: 'IPRange',
  path: 'ip-ranges',
  table: 'ipam_iprange',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'IP range',
  verboseNamePlural: 'IP ranges',
  description: 'An arbitrary range of IP addresses within a VRF.',
  source: 'schema/models/ipam/iprange.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{id}'],
  ordering: ['vrf nulls first', 'start_address'],
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
      name: 'start_address',
      type: 'ip_address',
      column: 'start_address',
      label: 'start address',
      helpText: 'IPv4 or IPv6 address (with mask)',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      ipColumns: { key: '_start_address_key', start: '_start_address_start', end: '_start_address_end' },
    },
    {
      name: '_start_address_key',
      type: 'string',
      column: '_start_address_key',
      label: 'start address key',
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
      name: '_start_address_start',
      type: 'string',
      column: '_start_address_start',
      label: 'start address start',
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
      name: '_start_address_end',
      type: 'string',
      column: '_start_address_end',
      label: 'start address end',
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
      name: 'end_address',
      type: 'ip_address',
      column: 'end_address',
      label: 'end address',
      helpText: 'IPv4 or IPv6 address (with mask)',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      ipColumns: { key: '_end_address_key', start: '_end_address_start', end: '_end_address_end' },
    },
    {
      name: '_end_address_key',
      type: 'string',
      column: '_end_address_key',
      label: 'end address key',
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
      name: '_end_address_start',
      type: 'string',
      column: '_end_address_start',
      label: 'end address start',
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
      name: '_end_address_end',
      type: 'string',
      column: '_end_address_end',
      label: 'end address end',
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
      name: 'size',
      type: 'bigint',
      column: 'size',
      label: 'size',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'vrf',
      type: 'fk',
      column: 'vrf_id',
      label: 'VRF',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'ipam.vrf',
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
      name: 'status',
      type: 'choice',
      column: 'status',
      label: 'status',
      helpText: 'Operational status of this range',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'active',
      choices: 'ipam.ip_range_status',
    },
    {
      name: 'role',
      type: 'fk',
      column: 'role_id',
      label: 'role',
      helpText: 'The primary function of this range',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'ipam.role',
      onDelete: 'set_null',
    },
    {
      name: 'mark_populated',
      type: 'boolean',
      column: 'mark_populated',
      label: 'mark populated',
      helpText: 'Prevent the creation of IP addresses within this range',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: false,
    },
    {
      name: 'mark_utilized',
      type: 'boolean',
      column: 'mark_utilized',
      label: 'mark utilized',
      helpText: 'Report space as fully utilized',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: false,
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
    'start_address',
    'end_address',
    'size',
    'vrf',
    'tenant',
    'status',
    'role',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'mark_populated',
    'mark_utilized',
  ],
  brief: ['id', 'url', 'display', 'family', 'start_address', 'end_address', 'description'],
  nested: ['id', 'url', 'display', 'family', 'start_address', 'end_address', 'description'],
  uniques: [],
  indexes: [
    ['_start_address_key'],
    ['_start_address_start', '_start_address_end'],
    ['_end_address_key'],
    ['_end_address_start', '_end_address_end'],
    ['vrf', '_start_address_key'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'family', kind: 'choice', field: 'family' },
    { name: 'start_address', kind: 'ip', ip: 'host', field: 'start_address' },
    { name: 'end_address', kind: 'ip', ip: 'host', field: 'end_address' },
    { name: 'size', kind: 'number', field: 'size' },
    {
      name: 'vrf_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.iprange', column: 'vrf_id', to: 'ipam.vrf' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.iprange', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.iprange', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'status', kind: 'choice', field: 'status' },
    {
      name: 'role_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.iprange', column: 'role_id', to: 'ipam.role' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'role',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.iprange', column: 'role_id', to: 'ipam.role' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'mark_populated', kind: 'boolean', field: 'mark_populated' },
    { name: 'mark_utilized', kind: 'boolean', field: 'mark_utilized' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'tenant_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.iprange', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'ipam.iprange', column: 'tenant_id', to: 'tenancy.tenant' },
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
            model: 'ipam.iprange',
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
            model: 'ipam.iprange',
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
            model: 'ipam.iprange',
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
    { name: 'parent', kind: 'ip', ip: 'within_include', field: 'start_address' },
    {
      name: 'vrf',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.iprange', column: 'vrf_id', to: 'ipam.vrf' },
        ],
      ],
      attr: 'rd',
    },
    { name: 'contains', kind: 'plugin' },
  ],
  search: ['start_address', 'end_address', 'description'],
  searchIndex: null,
  rules: ['clean', 'display'],
  endpoints: [
    { path: 'available-ips', shape: 'available_ips' },
  ],
  declaredAt: {
    'endpoints.available-ips': 'schema/models/ipam/iprange.yaml:25',
    'filters.contains': 'schema/models/ipam/iprange.yaml:29',
    'rules.clean': 'schema/models/ipam/iprange.yaml:24',
    'rules.display': 'schema/models/ipam/iprange.yaml:24',
  },
} as const satisfies ModelMeta;
