// Code generated from schema/models/ipam/prefix.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { LocationNested } from '../dcim/location.js';
import type { RegionNested } from '../dcim/region.js';
import type { SiteNested } from '../dcim/site.js';
import type { SiteGroupNested } from '../dcim/sitegroup.js';
import type { TagNested } from '../extras/tag.js';
import type { RoleNested } from './role.js';
import type { VLANNested } from './vlan.js';
import type { VRFNested } from './vrf.js';
import type { TenantNested } from '../tenancy/tenant.js';

/** The complete representation of a prefix, as the API returns it. */
export interface PrefixRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly family: ChoiceRecord<ChoiceValue<'ipam.ip_family'>> | null;
  readonly prefix: string;
  readonly vrf: VRFNested | null;
  readonly scope_type: string | null;
  readonly scope_id: number | null;
  readonly scope: RegionNested | SiteGroupNested | SiteNested | LocationNested | null;
  readonly tenant: TenantNested | null;
  readonly vlan: VLANNested | null;
  readonly status: ChoiceRecord<ChoiceValue<'ipam.prefix_status'>>;
  readonly role: RoleNested | null;
  readonly is_pool: boolean;
  readonly mark_utilized: boolean;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly children: number;
  readonly _depth: number;
}

/** The brief representation (`?brief=1`). */
export type PrefixBrief = Pick<PrefixRecord, 'id' | 'url' | 'display' | 'family' | 'prefix' | 'description' | '_depth'>;

/** A prefix embedded in another object. */
export type PrefixNested = Pick<PrefixRecord, 'id' | 'url' | 'display' | 'family' | 'prefix' | 'description' | '_depth'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface PrefixInput {
  readonly prefix: string;
  readonly vrf?: Reference | null;
  readonly scope_type?: string | null;
  readonly scope_id?: number | null;
  readonly tenant?: Reference | null;
  readonly vlan?: Reference | null;
  readonly status?: ChoiceValue<'ipam.prefix_status'>;
  readonly role?: Reference | null;
  readonly is_pool?: boolean;
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
export type PrefixFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly family: readonly ['choice', ChoiceValue<'ipam.ip_family'> | 'null'];
  readonly prefix: readonly ['ip', string];
  readonly vrf_id: readonly ['related', number | 'null'];
  readonly scope_type: readonly ['string', string];
  readonly scope_id: readonly ['number', number];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly vlan_id: readonly ['related', number | 'null'];
  readonly status: readonly ['choice', ChoiceValue<'ipam.prefix_status'> | 'null'];
  readonly role_id: readonly ['related', number | 'null'];
  readonly role: readonly ['related', string | 'null'];
  readonly is_pool: readonly ['boolean', boolean];
  readonly mark_utilized: readonly ['boolean', boolean];
  readonly children: readonly ['number', number];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly contact: readonly ['related', number | 'null'];
  readonly contact_role: readonly ['related', number | 'null'];
  readonly contact_group: readonly ['related', number | 'null'];
  readonly region_id: readonly ['related', number | 'null'];
  readonly region: readonly ['related', string | 'null'];
  readonly site_group_id: readonly ['related', number | 'null'];
  readonly site_group: readonly ['related', string | 'null'];
  readonly site_id: readonly ['related', number | 'null'];
  readonly site: readonly ['related', string | 'null'];
  readonly location_id: readonly ['related', number | 'null'];
  readonly location: readonly ['related', string | 'null'];
  readonly within: readonly ['ip', string];
  readonly within_include: readonly ['ip', string];
  readonly contains: readonly ['ip', string];
  readonly mask_length: readonly ['ip', number];
  readonly present_in_vrf_id: readonly ['plugin', string | number];
  readonly present_in_vrf: readonly ['plugin', string | number];
  readonly vrf: readonly ['related', string | 'null'];
  readonly vlan_vid: readonly ['related', number | 'null'];
  readonly depth: readonly ['number', number];
  readonly vlan_group_id: readonly ['related', number | 'null'];
  readonly vlan_group: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface PrefixRow {
  readonly id: number;
  readonly family: ChoiceValue<'ipam.ip_family'> | '' | null;
  readonly prefix: string;
  readonly _prefix_key: string;
  readonly _prefix_start: string;
  readonly _prefix_end: string;
  readonly vrf_id: number | null;
  readonly scope_type: string | null;
  readonly scope_id: number | null;
  readonly tenant_id: number | null;
  readonly vlan_id: number | null;
  readonly status: ChoiceValue<'ipam.prefix_status'>;
  readonly role_id: number | null;
  readonly is_pool: boolean | 0 | 1;
  readonly mark_utilized: boolean | 0 | 1;
  readonly children: number;
  readonly _depth: number;
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
export interface PrefixValues {
  family?: ChoiceValue<'ipam.ip_family'> | '' | null;
  prefix: string;
  vrf?: number | null;
  scope_type: string | null;
  scope_id: number | null;
  tenant?: number | null;
  vlan?: number | null;
  status: ChoiceValue<'ipam.prefix_status'>;
  role?: number | null;
  is_pool: boolean;
  mark_utilized: boolean;
  children?: number;
  _depth?: number;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/ipam/). */
export interface PrefixPlugin {
  readonly rules: 'clean' | 'after_save' | 'after_delete';
  readonly computed: {};
  readonly filters: 'present_in_vrf_id' | 'present_in_vrf';
  readonly endpoints: 'available-prefixes' | 'available-ips';
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface PrefixTypes {
  readonly key: 'ipam.prefix';
  readonly record: PrefixRecord;
  readonly brief: PrefixBrief;
  readonly nested: PrefixNested;
  readonly input: PrefixInput;
  readonly filters: PrefixFilters;
  readonly row: PrefixRow;
  readonly values: PrefixValues;
  readonly plugin: PrefixPlugin;
}

export const prefixModel = {
  key: 'ipam.prefix',
  app: 'ipam',
  model: 'prefix',
  className: 'Prefix',
  path: 'prefixes',
  table: 'ipam_prefix',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'prefix',
  verboseNamePlural: 'prefixes',
  description: 'An IPv4 or IPv6 network, optionally in a VRF and scoped to a region, site group, site or location.',
  source: 'schema/models/ipam/prefix.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{prefix}'],
  ordering: ['vrf nulls first', 'prefix'],
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
      helpText: 'IPv4 or IPv6 network with mask',
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
      name: 'scope_type',
      type: 'content_type',
      column: 'scope_type',
      label: 'scope type',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: null,
      maxLength: 100,
      targets: ['dcim.region', 'dcim.sitegroup', 'dcim.site', 'dcim.location'],
      generic: 'scope',
    },
    {
      name: 'scope_id',
      type: 'bigint',
      column: 'scope_id',
      label: 'scope id',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: null,
      min: 0,
      generic: 'scope',
    },
    {
      name: 'scope',
      type: 'generic',
      column: null,
      label: 'scope',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      onDelete: 'cascade',
      targets: ['dcim.region', 'dcim.sitegroup', 'dcim.site', 'dcim.location'],
      parts: { type: 'scope_type', id: 'scope_id' },
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
      name: 'vlan',
      type: 'fk',
      column: 'vlan_id',
      label: 'VLAN',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'ipam.vlan',
      onDelete: 'protect',
    },
    {
      name: 'status',
      type: 'choice',
      column: 'status',
      label: 'status',
      helpText: 'Operational status of this prefix',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'active',
      choices: 'ipam.prefix_status',
    },
    {
      name: 'role',
      type: 'fk',
      column: 'role_id',
      label: 'role',
      helpText: 'The primary function of this prefix',
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
      name: 'is_pool',
      type: 'boolean',
      column: 'is_pool',
      label: 'is a pool',
      helpText: 'All IP addresses within this prefix are considered usable',
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
      helpText: 'Treat as fully utilized',
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
      name: 'children',
      type: 'integer',
      column: 'children',
      label: 'children',
      required: false,
      nullable: false,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 0,
    },
    {
      name: '_depth',
      type: 'integer',
      column: '_depth',
      label: 'depth',
      required: false,
      nullable: false,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 0,
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
    'vrf',
    'scope_type',
    'scope_id',
    'scope',
    'tenant',
    'vlan',
    'status',
    'role',
    'is_pool',
    'mark_utilized',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'children',
    '_depth',
  ],
  brief: ['id', 'url', 'display', 'family', 'prefix', 'description', '_depth'],
  nested: ['id', 'url', 'display', 'family', 'prefix', 'description', '_depth'],
  uniques: [],
  indexes: [
    ['scope_type', 'scope_id'],
    ['_prefix_key'],
    ['_prefix_start', '_prefix_end'],
    ['vrf', '_prefix_key'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'family', kind: 'choice', field: 'family' },
    { name: 'prefix', kind: 'ip', ip: 'exact', field: 'prefix' },
    {
      name: 'vrf_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.prefix', column: 'vrf_id', to: 'ipam.vrf' },
        ],
      ],
      attr: 'id',
    },
    { name: 'scope_type', kind: 'string', field: 'scope_type' },
    { name: 'scope_id', kind: 'number', field: 'scope_id' },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.prefix', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.prefix', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'vlan_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.prefix', column: 'vlan_id', to: 'ipam.vlan' },
        ],
      ],
      attr: 'id',
    },
    { name: 'status', kind: 'choice', field: 'status' },
    {
      name: 'role_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.prefix', column: 'role_id', to: 'ipam.role' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'role',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.prefix', column: 'role_id', to: 'ipam.role' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'is_pool', kind: 'boolean', field: 'is_pool' },
    { name: 'mark_utilized', kind: 'boolean', field: 'mark_utilized' },
    { name: 'children', kind: 'number', field: 'children' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'tenant_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.prefix', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'ipam.prefix', column: 'tenant_id', to: 'tenancy.tenant' },
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
            model: 'ipam.prefix',
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
            model: 'ipam.prefix',
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
            model: 'ipam.prefix',
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
            via: 'generic',
            model: 'ipam.prefix',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.region',
          },
        ],
        [
          {
            via: 'generic',
            model: 'ipam.prefix',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.site',
          },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
        [
          {
            via: 'generic',
            model: 'ipam.prefix',
            type: 'scope_type',
            id: 'scope_id',
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
            via: 'generic',
            model: 'ipam.prefix',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.region',
          },
        ],
        [
          {
            via: 'generic',
            model: 'ipam.prefix',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.site',
          },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
        [
          {
            via: 'generic',
            model: 'ipam.prefix',
            type: 'scope_type',
            id: 'scope_id',
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
            via: 'generic',
            model: 'ipam.prefix',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.sitegroup',
          },
        ],
        [
          {
            via: 'generic',
            model: 'ipam.prefix',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.site',
          },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
        [
          {
            via: 'generic',
            model: 'ipam.prefix',
            type: 'scope_type',
            id: 'scope_id',
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
            via: 'generic',
            model: 'ipam.prefix',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.sitegroup',
          },
        ],
        [
          {
            via: 'generic',
            model: 'ipam.prefix',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.site',
          },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
        [
          {
            via: 'generic',
            model: 'ipam.prefix',
            type: 'scope_type',
            id: 'scope_id',
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
            via: 'generic',
            model: 'ipam.prefix',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.site',
          },
        ],
        [
          {
            via: 'generic',
            model: 'ipam.prefix',
            type: 'scope_type',
            id: 'scope_id',
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
            via: 'generic',
            model: 'ipam.prefix',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.site',
          },
        ],
        [
          {
            via: 'generic',
            model: 'ipam.prefix',
            type: 'scope_type',
            id: 'scope_id',
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
            via: 'generic',
            model: 'ipam.prefix',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.location',
          },
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
          {
            via: 'generic',
            model: 'ipam.prefix',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.location',
          },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    { name: 'within', kind: 'ip', ip: 'within', field: 'prefix' },
    { name: 'within_include', kind: 'ip', ip: 'within_include', field: 'prefix' },
    { name: 'contains', kind: 'ip', ip: 'contains', field: 'prefix' },
    { name: 'mask_length', kind: 'ip', ip: 'mask_length', field: 'prefix' },
    { name: 'present_in_vrf_id', kind: 'plugin' },
    { name: 'present_in_vrf', kind: 'plugin' },
    {
      name: 'vrf',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.prefix', column: 'vrf_id', to: 'ipam.vrf' },
        ],
      ],
      attr: 'rd',
    },
    {
      name: 'vlan_vid',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.prefix', column: 'vlan_id', to: 'ipam.vlan' },
        ],
      ],
      attr: 'vid',
    },
    { name: 'depth', kind: 'number', field: '_depth' },
    {
      name: 'vlan_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.prefix', column: 'vlan_id', to: 'ipam.vlan' },
          { via: 'fk', model: 'ipam.vlan', column: 'group_id', to: 'ipam.vlangroup' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'vlan_group',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.prefix', column: 'vlan_id', to: 'ipam.vlan' },
          { via: 'fk', model: 'ipam.vlan', column: 'group_id', to: 'ipam.vlangroup' },
        ],
      ],
      attr: 'slug',
    },
  ],
  search: ['prefix', 'description'],
  searchIndex: null,
  rules: ['clean', 'after_save', 'after_delete'],
  endpoints: [
    { path: 'available-prefixes', shape: 'available_prefixes' },
    { path: 'available-ips', shape: 'available_ips' },
  ],
  declaredAt: {
    'endpoints.available-ips': 'schema/models/ipam/prefix.yaml:30',
    'endpoints.available-prefixes': 'schema/models/ipam/prefix.yaml:30',
    'filters.present_in_vrf': 'schema/models/ipam/prefix.yaml:37',
    'filters.present_in_vrf_id': 'schema/models/ipam/prefix.yaml:36',
    'rules.after_delete': 'schema/models/ipam/prefix.yaml:29',
    'rules.after_save': 'schema/models/ipam/prefix.yaml:29',
    'rules.clean': 'schema/models/ipam/prefix.yaml:29',
  },
} as const satisfies ModelMeta;
