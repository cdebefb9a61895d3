// Code generated from schema/models/virtualization/cluster.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { LocationNested } from '../dcim/location.js';
import type { RegionNested } from '../dcim/region.js';
import type { SiteNested } from '../dcim/site.js';
import type { SiteGroupNested } from '../dcim/sitegroup.js';
import type { TagNested } from '../extras/tag.js';
import type { TenantNested } from '../tenancy/tenant.js';
import type { ClusterGroupNested } from './clustergroup.js';
import type { ClusterTypeNested } from './clustertype.js';

/** The complete representation of a cluster, as the API returns it. */
export interface ClusterRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly type: ClusterTypeNested;
  readonly group: ClusterGroupNested | null;
  readonly status: ChoiceRecord<ChoiceValue<'virtualization.cluster_status'>>;
  readonly tenant: TenantNested | null;
  readonly scope_type: string | null;
  readonly scope_id: number | null;
  readonly scope: RegionNested | SiteGroupNested | SiteNested | LocationNested | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly device_count: number;
  readonly virtualmachine_count: number;
  readonly allocated_vcpus: unknown;
  readonly allocated_memory: number | null;
  readonly allocated_disk: number | null;
}

/** The brief representation (`?brief=1`). */
export type ClusterBrief = Pick<ClusterRecord, 'id' | 'url' | 'display' | 'name' | 'description' | 'virtualmachine_count'>;

/** A cluster embedded in another object. */
export type ClusterNested = Pick<ClusterRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface ClusterInput {
  readonly name: string;
  readonly type: Reference;
  readonly group?: Reference | null;
  readonly status?: ChoiceValue<'virtualization.cluster_status'>;
  readonly tenant?: Reference | null;
  readonly scope_type?: string | null;
  readonly scope_id?: number | null;
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
export type ClusterFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly type_id: readonly ['related', number | 'null'];
  readonly type: readonly ['related', string | 'null'];
  readonly group_id: readonly ['related', number | 'null'];
  readonly group: readonly ['related', string | 'null'];
  readonly status: readonly ['choice', ChoiceValue<'virtualization.cluster_status'> | 'null'];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly scope_type: readonly ['string', string];
  readonly scope_id: readonly ['number', number];
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
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface ClusterRow {
  readonly id: number;
  readonly name: string;
  readonly _name: string | null;
  readonly type_id: number;
  readonly group_id: number | null;
  readonly status: ChoiceValue<'virtualization.cluster_status'>;
  readonly tenant_id: number | null;
  readonly scope_type: string | null;
  readonly scope_id: number | null;
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
export interface ClusterValues {
  name: string;
  type: number;
  group?: number | null;
  status: ChoiceValue<'virtualization.cluster_status'>;
  tenant?: number | null;
  scope_type: string | null;
  scope_id: number | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/virtualization/). */
export interface ClusterPlugin {
  readonly rules: 'clean';
  readonly computed: { readonly allocated_vcpus: unknown; readonly allocated_memory: number | null; readonly allocated_disk: number | null; };
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface ClusterTypes {
  readonly key: 'virtualization.cluster';
  readonly record: ClusterRecord;
  readonly brief: ClusterBrief;
  readonly nested: ClusterNested;
  readonly input: ClusterInput;
  readonly filters: ClusterFilters;
  readonly row: ClusterRow;
  readonly values: ClusterValues;
  readonly plugin: ClusterPlugin;
}

export const clusterModel = {
  key: 'virtualization.cluster',
  app: 'virtualization',
  model: 'cluster',
  className: 'Cluster',
  path: 'clusters',
  table: 'virtualization_cluster',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'cluster',
  verboseNamePlural: 'clusters',
  description: 'A cluster of hosts on which virtual machines run, optionally scoped to a region, site group, site or location.',
  source: 'schema/models/virtualization/cluster.yaml',
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
      naturalKey: { column: '_name', kind: 'plain' },
    },
    {
      name: '_name',
      type: 'string',
      column: '_name',
      label: 'name',
      required: false,
      nullable: true,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      maxLength: 100,
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
      to: 'virtualization.clustertype',
      onDelete: 'protect',
    },
    {
      name: 'group',
      type: 'fk',
      column: 'group_id',
      label: 'group',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'virtualization.clustergroup',
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
      choices: 'virtualization.cluster_status',
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
      name: 'device_count',
      kind: 'count',
      label: 'device count',
      model: 'dcim.device',
      via: 'cluster',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'virtualmachine_count',
      kind: 'count',
      label: 'virtualmachine count',
      model: 'virtualization.virtualmachine',
      via: 'cluster',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'allocated_vcpus',
      kind: 'plugin',
      label: 'allocated vcpus',
      valueType: 'json',
      inNested: false,
    },
    {
      name: 'allocated_memory',
      kind: 'plugin',
      label: 'allocated memory',
      valueType: 'integer',
      inNested: false,
    },
    {
      name: 'allocated_disk',
      kind: 'plugin',
      label: 'allocated disk',
      valueType: 'integer',
      inNested: false,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'type',
    'group',
    'status',
    'tenant',
    'scope_type',
    'scope_id',
    'scope',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'device_count',
    'virtualmachine_count',
    'allocated_vcpus',
    'allocated_memory',
    'allocated_disk',
  ],
  brief: ['id', 'url', 'display', 'name', 'description', 'virtualmachine_count'],
  nested: ['id', 'url', 'display', 'name', 'description'],
  uniques: [
    {
      name: 'virtualization_cluster_group_id_name_uniq',
      fields: ['group', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Cluster with this Group and Name already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [
    ['scope_type', 'scope_id'],
    ['name'],
    ['_name'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    {
      name: 'type_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.cluster',
            column: 'type_id',
            to: 'virtualization.clustertype',
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
            model: 'virtualization.cluster',
            column: 'type_id',
            to: 'virtualization.clustertype',
          },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'group_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.cluster',
            column: 'group_id',
            to: 'virtualization.clustergroup',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'group',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'virtualization.cluster',
            column: 'group_id',
            to: 'virtualization.clustergroup',
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
          { via: 'fk', model: 'virtualization.cluster', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'virtualization.cluster', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'scope_type', kind: 'string', field: 'scope_type' },
    { name: 'scope_id', kind: 'number', field: 'scope_id' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'tenant_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'virtualization.cluster', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'virtualization.cluster', column: 'tenant_id', to: 'tenancy.tenant' },
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
            model: 'virtualization.cluster',
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
            model: 'virtualization.cluster',
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
            model: 'virtualization.cluster',
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
            model: 'virtualization.cluster',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.region',
          },
        ],
        [
          {
            via: 'generic',
            model: 'virtualization.cluster',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.site',
          },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
        [
          {
            via: 'generic',
            model: 'virtualization.cluster',
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
            model: 'virtualization.cluster',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.region',
          },
        ],
        [
          {
            via: 'generic',
            model: 'virtualization.cluster',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.site',
          },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
        [
          {
            via: 'generic',
            model: 'virtualization.cluster',
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
            model: 'virtualization.cluster',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.sitegroup',
          },
        ],
        [
          {
            via: 'generic',
            model: 'virtualization.cluster',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.site',
          },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
        [
          {
            via: 'generic',
            model: 'virtualization.cluster',
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
            model: 'virtualization.cluster',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.sitegroup',
          },
        ],
        [
          {
            via: 'generic',
            model: 'virtualization.cluster',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.site',
          },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
        [
          {
            via: 'generic',
            model: 'virtualization.cluster',
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
            model: 'virtualization.cluster',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.site',
          },
        ],
        [
          {
            via: 'generic',
            model: 'virtualization.cluster',
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
            model: 'virtualization.cluster',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.site',
          },
        ],
        [
          {
            via: 'generic',
            model: 'virtualization.cluster',
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
            model: 'virtualization.cluster',
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
            model: 'virtualization.cluster',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.location',
          },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
  ],
  search: ['name', 'description', 'comments'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: {
    'computed.allocated_disk': 'schema/models/virtualization/cluster.yaml:23',
    'computed.allocated_memory': 'schema/models/virtualization/cluster.yaml:22',
    'computed.allocated_vcpus': 'schema/models/virtualization/cluster.yaml:21',
    'rules.clean': 'schema/models/virtualization/cluster.yaml:24',
  },
} as const satisfies ModelMeta;
