// Code generated from schema/models/dcim/virtualchassis.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ModelMeta, NestedRecord } from '../../runtime/types.js';

/** The complete representation of a virtual chassis, as the API returns it. */
export interface VirtualChassisRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly domain: string;
  readonly master: NestedRecord | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly NestedRecord[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly member_count: number;
  readonly members: readonly NestedRecord[];
}

export const virtualChassisModel = {
  key: 'dcim.virtualchassis',
  app: 'dcim',
  model: 'virtualchassis',
  className: 'VirtualChassis',
  path: 'virtual-chassis',
  table: 'dcim_virtualchassis',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'virtual chassis',
  verboseNamePlural: 'virtual chassis',
  description: 'A collection of devices which operate with a shared control plane (e.g. a switch stack).',
  source: 'schema/models/dcim/virtualchassis.yaml',
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
      maxLength: 64,
    },
    {
      name: 'domain',
      type: 'string',
      column: 'domain',
      label: 'domain',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 30,
    },
    {
      name: 'master',
      type: 'fk',
      column: 'master_id',
      label: 'master',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.device',
      onDelete: 'protect',
      nested: ['id', 'url', 'display_url', 'display', 'name'],
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
      name: 'member_count',
      kind: 'count',
      label: 'member count',
      model: 'dcim.device',
      via: 'virtual_chassis',
      cumulative: false,
      inNested: true,
    },
    {
      name: 'members',
      kind: 'list',
      label: 'members',
      model: 'dcim.device',
      via: 'virtual_chassis',
      single: false,
      nested: ['id', 'url', 'display_url', 'display', 'name'],
      inNested: false,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'domain',
    'master',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'member_count',
    'members',
  ],
  brief: ['id', 'url', 'display', 'name', 'master', 'description', 'member_count'],
  nested: ['id', 'url', 'display', 'name', 'master', 'description', 'member_count'],
  uniques: [
    {
      name: 'dcim_virtualchassis_master_id_uniq',
      fields: ['master'],
      caseInsensitive: [],
      whenNull: [],
      message: 'virtual chassis with this master already exists.',
      errorKey: 'master',
    },
  ],
  indexes: [
    ['name'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'domain', kind: 'string', field: 'domain' },
    {
      name: 'master_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.virtualchassis', column: 'master_id', to: 'dcim.device' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'master',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.virtualchassis', column: 'master_id', to: 'dcim.device' },
        ],
      ],
      attr: 'name',
    },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'region_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.virtualchassis', column: 'master_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
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
          { via: 'fk', model: 'dcim.virtualchassis', column: 'master_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
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
          { via: 'fk', model: 'dcim.virtualchassis', column: 'master_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
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
          { via: 'fk', model: 'dcim.virtualchassis', column: 'master_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
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
          { via: 'fk', model: 'dcim.virtualchassis', column: 'master_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'site',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.virtualchassis', column: 'master_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.virtualchassis', column: 'master_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.virtualchassis', column: 'master_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'member_count', kind: 'count', computed: 'member_count' },
  ],
  search: ['name', 'domain', 'description', 'comments'],
  hooks: ['dcim_virtual_chassis'],
  endpoints: [],
} as const satisfies ModelMeta;
