// Code generated from schema/models/ipam/vlangroup.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { LocationNested } from '../dcim/location.js';
import type { RackNested } from '../dcim/rack.js';
import type { RegionNested } from '../dcim/region.js';
import type { SiteNested } from '../dcim/site.js';
import type { SiteGroupNested } from '../dcim/sitegroup.js';
import type { TagNested } from '../extras/tag.js';
import type { TenantNested } from '../tenancy/tenant.js';
import type { ClusterNested } from '../virtualization/cluster.js';
import type { ClusterGroupNested } from '../virtualization/clustergroup.js';

/** The complete representation of a VLAN group, as the API returns it. */
export interface VLANGroupRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly slug: string;
  readonly scope_type: string | null;
  readonly scope_id: number | null;
  readonly scope: RegionNested | SiteGroupNested | SiteNested | LocationNested | RackNested | ClusterGroupNested | ClusterNested | null;
  readonly vid_ranges: unknown;
  readonly total_vlan_ids: number;
  readonly tenant: TenantNested | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly vlan_count: number;
  readonly utilization: string | null;
}

/** The brief representation (`?brief=1`). */
export type VLANGroupBrief = Pick<VLANGroupRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description' | 'vlan_count'>;

/** A VLAN group embedded in another object. */
export type VLANGroupNested = Pick<VLANGroupRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface VLANGroupInput {
  readonly name: string;
  readonly slug: string;
  readonly scope_type?: string | null;
  readonly scope_id?: number | null;
  readonly vid_ranges?: unknown;
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
export type VLANGroupFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly slug: readonly ['string', string];
  readonly scope_type: readonly ['string', string];
  readonly scope_id: readonly ['number', number];
  readonly total_vlan_ids: readonly ['number', number];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly region: readonly ['related', number | 'null'];
  readonly site_group: readonly ['related', number | 'null'];
  readonly site: readonly ['related', number | 'null'];
  readonly location: readonly ['related', number | 'null'];
  readonly rack: readonly ['related', number | 'null'];
  readonly cluster_group: readonly ['related', number | 'null'];
  readonly cluster: readonly ['related', number | 'null'];
  readonly contains_vid: readonly ['plugin', string | number];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface VLANGroupRow {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly scope_type: string | null;
  readonly scope_id: number | null;
  readonly vid_ranges: string;
  readonly total_vlan_ids: number;
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
export interface VLANGroupValues {
  name: string;
  slug: string;
  scope_type: string | null;
  scope_id: number | null;
  vid_ranges: unknown;
  total_vlan_ids?: number;
  tenant?: number | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/ipam/). */
export interface VLANGroupPlugin {
  readonly rules: 'clean';
  readonly computed: { readonly utilization: string | null; };
  readonly filters: 'contains_vid';
  readonly endpoints: 'available-vlans';
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface VLANGroupTypes {
  readonly key: 'ipam.vlangroup';
  readonly record: VLANGroupRecord;
  readonly brief: VLANGroupBrief;
  readonly nested: VLANGroupNested;
  readonly input: VLANGroupInput;
  readonly filters: VLANGroupFilters;
  readonly row: VLANGroupRow;
  readonly values: VLANGroupValues;
  readonly plugin: VLANGroupPlugin;
}

export const vLANGroupModel = {
  key: 'ipam.vlangroup',
  app: 'ipam',
  model: 'vlangroup',
  className: 'VLANGroup',
  path: 'vlan-groups',
  table: 'ipam_vlangroup',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'VLAN group',
  verboseNamePlural: 'VLAN groups',
  description: 'A set of VLAN IDs, optionally scoped to a region, site, location, rack or cluster.',
  source: 'schema/models/ipam/vlangroup.yaml',
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
      targets: [
        'dcim.region',
        'dcim.sitegroup',
        'dcim.site',
        'dcim.location',
        'dcim.rack',
        'virtualization.clustergroup',
        'virtualization.cluster',
      ],
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
      targets: [
        'dcim.region',
        'dcim.sitegroup',
        'dcim.site',
        'dcim.location',
        'dcim.rack',
        'virtualization.clustergroup',
        'virtualization.cluster',
      ],
      parts: { type: 'scope_type', id: 'scope_id' },
    },
    {
      name: 'vid_ranges',
      type: 'json',
      column: 'vid_ranges',
      label: 'VLAN ID ranges',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [
        [1, 4094],
      ],
    },
    {
      name: 'total_vlan_ids',
      type: 'integer',
      column: 'total_vlan_ids',
      label: 'total vlan ids',
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
  computed: [
    {
      name: 'vlan_count',
      kind: 'count',
      label: 'vlan count',
      model: 'ipam.vlan',
      via: 'group',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'utilization',
      kind: 'plugin',
      label: 'utilization',
      valueType: 'string',
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
    'scope_type',
    'scope_id',
    'scope',
    'vid_ranges',
    'total_vlan_ids',
    'tenant',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'vlan_count',
    'utilization',
  ],
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'vlan_count'],
  nested: ['id', 'url', 'display', 'name', 'slug', 'description'],
  uniques: [
    {
      name: 'ipam_vlangroup_scope_type_scope_id_name_uniq',
      fields: ['scope_type', 'scope_id', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'VLAN group with this Scope type, Scope id and Name already exists.',
      errorKey: '__all__',
    },
    {
      name: 'ipam_vlangroup_scope_type_scope_id_slug_uniq',
      fields: ['scope_type', 'scope_id', 'slug'],
      caseInsensitive: [],
      whenNull: [],
      message: 'VLAN group with this Scope type, Scope id and Slug already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [
    ['name'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'slug', kind: 'string', field: 'slug' },
    { name: 'scope_type', kind: 'string', field: 'scope_type' },
    { name: 'scope_id', kind: 'number', field: 'scope_id' },
    { name: 'total_vlan_ids', kind: 'number', field: 'total_vlan_ids' },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.vlangroup', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.vlangroup', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'ipam.vlangroup', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'ipam.vlangroup', column: 'tenant_id', to: 'tenancy.tenant' },
          { via: 'fk', model: 'tenancy.tenant', column: 'group_id', to: 'tenancy.tenantgroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'region',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'ipam.vlangroup',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.region',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'site_group',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'ipam.vlangroup',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.sitegroup',
          },
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
            model: 'ipam.vlangroup',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.site',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'location',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'ipam.vlangroup',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.location',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'rack',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'ipam.vlangroup',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.rack',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'cluster_group',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'ipam.vlangroup',
            type: 'scope_type',
            id: 'scope_id',
            to: 'virtualization.clustergroup',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'cluster',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'ipam.vlangroup',
            type: 'scope_type',
            id: 'scope_id',
            to: 'virtualization.cluster',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'contains_vid', kind: 'plugin' },
  ],
  search: ['name', 'description'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [
    { path: 'available-vlans', shape: 'available_vlans' },
  ],
  declaredAt: {
    'computed.utilization': 'schema/models/ipam/vlangroup.yaml:23',
    'endpoints.available-vlans': 'schema/models/ipam/vlangroup.yaml:28',
    'filters.contains_vid': 'schema/models/ipam/vlangroup.yaml:38',
    'rules.clean': 'schema/models/ipam/vlangroup.yaml:27',
  },
} as const satisfies ModelMeta;
