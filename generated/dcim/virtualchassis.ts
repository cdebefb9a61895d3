// Code generated from schema/models/dcim/virtualchassis.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { DeviceRecord } from './device.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a virtual chassis, as the API returns it. */
export interface VirtualChassisRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly domain: string;
  readonly master: Pick<DeviceRecord, 'id' | 'url' | 'display_url' | 'display' | 'name'> | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly member_count: number;
  readonly members: readonly Pick<DeviceRecord, 'id' | 'url' | 'display_url' | 'display' | 'name'>[];
}

/** The brief representation (`?brief=1`). */
export type VirtualChassisBrief = Pick<VirtualChassisRecord, 'id' | 'url' | 'display' | 'name' | 'master' | 'description' | 'member_count'>;

/** A virtual chassis embedded in another object. */
export type VirtualChassisNested = Pick<VirtualChassisRecord, 'id' | 'url' | 'display' | 'name' | 'master' | 'description' | 'member_count'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface VirtualChassisInput {
  readonly name: string;
  readonly domain?: string;
  readonly master?: Reference | null;
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
export type VirtualChassisFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly domain: readonly ['string', string];
  readonly master_id: readonly ['related', number | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly region_id: readonly ['related', number | 'null'];
  readonly region: readonly ['related', string | 'null'];
  readonly site_group_id: readonly ['related', number | 'null'];
  readonly site_group: readonly ['related', string | 'null'];
  readonly site_id: readonly ['related', number | 'null'];
  readonly site: readonly ['related', string | 'null'];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly member_count: readonly ['count', number];
  readonly master: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface VirtualChassisRow {
  readonly id: number;
  readonly name: string;
  readonly domain: string;
  readonly master_id: number | null;
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
export interface VirtualChassisValues {
  name: string;
  domain: string;
  master?: number | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface VirtualChassisPlugin {
  readonly rules: 'clean' | 'after_save';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface VirtualChassisTypes {
  readonly key: 'dcim.virtualchassis';
  readonly record: VirtualChassisRecord;
  readonly brief: VirtualChassisBrief;
  readonly nested: VirtualChassisNested;
  readonly input: VirtualChassisInput;
  readonly filters: VirtualChassisFilters;
  readonly row: VirtualChassisRow;
  readonly values: VirtualChassisValues;
  readonly plugin: VirtualChassisPlugin;
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
  ],
  search: ['name', 'domain', 'description', 'comments'],
  searchIndex: null,
  rules: ['clean', 'after_save'],
  endpoints: [],
  declaredAt: {
    'rules.after_save': 'schema/models/dcim/virtualchassis.yaml:16',
    'rules.clean': 'schema/models/dcim/virtualchassis.yaml:16',
  },
} as const satisfies ModelMeta;
