// Code generated from schema/models/ipam/routetarget.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ModelMeta, NestedRecord } from '../../runtime/types.js';

/** The complete representation of a route target, as the API returns it. */
export interface RouteTargetRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly tenant: NestedRecord | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly NestedRecord[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

export const routeTargetModel = {
  key: 'ipam.routetarget',
  app: 'ipam',
  model: 'routetarget',
  className: 'RouteTarget',
  path: 'route-targets',
  table: 'ipam_routetarget',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'route target',
  verboseNamePlural: 'route targets',
  description: 'A BGP extended community (RFC 4360) that VRFs import and export.',
  source: 'schema/models/ipam/routetarget.yaml',
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
      helpText: 'Route target value (formatted in accordance with RFC 4360)',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 21,
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
    'name',
    'tenant',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'name', 'description'],
  nested: ['id', 'url', 'display', 'name', 'description'],
  uniques: [
    {
      name: 'ipam_routetarget_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'route target with this name already exists.',
      errorKey: 'name',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.routetarget', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.routetarget', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'ipam.routetarget', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'ipam.routetarget', column: 'tenant_id', to: 'tenancy.tenant' },
          { via: 'fk', model: 'tenancy.tenant', column: 'group_id', to: 'tenancy.tenantgroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'importing_vrf_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse_m2m',
            model: 'ipam.routetarget',
            through: { table: 'ipam_vrf_import_targets', source: 'vrf_id', target: 'routetarget_id' },
            to: 'ipam.vrf',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'importing_vrf',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse_m2m',
            model: 'ipam.routetarget',
            through: { table: 'ipam_vrf_import_targets', source: 'vrf_id', target: 'routetarget_id' },
            to: 'ipam.vrf',
          },
        ],
      ],
      attr: 'rd',
    },
    {
      name: 'exporting_vrf_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse_m2m',
            model: 'ipam.routetarget',
            through: { table: 'ipam_vrf_export_targets', source: 'vrf_id', target: 'routetarget_id' },
            to: 'ipam.vrf',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'exporting_vrf',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse_m2m',
            model: 'ipam.routetarget',
            through: { table: 'ipam_vrf_export_targets', source: 'vrf_id', target: 'routetarget_id' },
            to: 'ipam.vrf',
          },
        ],
      ],
      attr: 'rd',
    },
  ],
  search: ['name', 'description'],
  hooks: [],
  endpoints: [],
} as const satisfies ModelMeta;
