// Code generated from schema/models/virtualization/cluster.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, ModelMeta, NestedRecord } from '../../runtime/types.js';

/** The complete representation of a cluster, as the API returns it. */
export interface ClusterRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly type: NestedRecord | null;
  readonly group: NestedRecord | null;
  readonly status: ChoiceRecord | null;
  readonly tenant: NestedRecord | null;
  readonly scope_type: string | null;
  readonly scope_id: number | null;
  readonly scope: NestedRecord | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly NestedRecord[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly device_count: number;
  readonly virtualmachine_count: number;
  readonly allocated_vcpus: unknown;
  readonly allocated_memory: number;
  readonly allocated_disk: number;
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
      kind: 'hook',
      label: 'allocated vcpus',
      valueType: 'json',
      hook: 'cluster_allocated_vcpus',
      inNested: false,
    },
    {
      name: 'allocated_memory',
      kind: 'hook',
      label: 'allocated memory',
      valueType: 'integer',
      hook: 'cluster_allocated_memory',
      inNested: false,
    },
    {
      name: 'allocated_disk',
      kind: 'hook',
      label: 'allocated disk',
      valueType: 'integer',
      hook: 'cluster_allocated_disk',
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
  hooks: ['virtualization_cluster'],
  endpoints: [],
} as const satisfies ModelMeta;
