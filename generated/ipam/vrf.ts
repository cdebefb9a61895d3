// Code generated from schema/models/ipam/vrf.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { TagNested } from '../extras/tag.js';
import type { RouteTargetRecord } from './routetarget.js';
import type { TenantNested } from '../tenancy/tenant.js';

/** The complete representation of a VRF, as the API returns it. */
export interface VRFRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly rd: string | null;
  readonly tenant: TenantNested | null;
  readonly enforce_unique: boolean;
  readonly description: string;
  readonly comments: string;
  readonly import_targets: readonly Pick<RouteTargetRecord, 'id' | 'url' | 'display_url' | 'display' | 'name' | 'tenant' | 'description' | 'comments' | 'tags' | 'custom_fields' | 'created' | 'last_updated'>[];
  readonly export_targets: readonly Pick<RouteTargetRecord, 'id' | 'url' | 'display_url' | 'display' | 'name' | 'tenant' | 'description' | 'comments' | 'tags' | 'custom_fields' | 'created' | 'last_updated'>[];
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly ipaddress_count: number;
  readonly prefix_count: number;
}

/** The brief representation (`?brief=1`). */
export type VRFBrief = Pick<VRFRecord, 'id' | 'url' | 'display' | 'name' | 'rd' | 'description' | 'prefix_count'>;

/** A VRF embedded in another object. */
export type VRFNested = Pick<VRFRecord, 'id' | 'url' | 'display' | 'name' | 'rd' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface VRFInput {
  readonly name: string;
  readonly rd?: string | null;
  readonly tenant?: Reference | null;
  readonly enforce_unique?: boolean;
  readonly import_targets?: readonly Reference[];
  readonly export_targets?: readonly Reference[];
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
export type VRFFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly rd: readonly ['string', string];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly enforce_unique: readonly ['boolean', boolean];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly import_target_id: readonly ['related', number | 'null'];
  readonly import_target: readonly ['related', string | 'null'];
  readonly export_target_id: readonly ['related', number | 'null'];
  readonly export_target: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface VRFRow {
  readonly id: number;
  readonly name: string;
  readonly rd: string | null;
  readonly tenant_id: number | null;
  readonly enforce_unique: boolean | 0 | 1;
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
export interface VRFValues {
  name: string;
  rd?: string | null;
  tenant?: number | null;
  enforce_unique: boolean;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/ipam/). */
export interface VRFPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface VRFTypes {
  readonly key: 'ipam.vrf';
  readonly record: VRFRecord;
  readonly brief: VRFBrief;
  readonly nested: VRFNested;
  readonly input: VRFInput;
  readonly filters: VRFFilters;
  readonly row: VRFRow;
  readonly values: VRFValues;
  readonly plugin: VRFPlugin;
}

export const vRFModel = {
  key: 'ipam.vrf',
  app: 'ipam',
  model: 'vrf',
  className: 'VRF',
  path: 'vrfs',
  table: 'ipam_vrf',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'VRF',
  verboseNamePlural: 'VRFs',
  description: 'A virtual routing and forwarding table (an independent IP space).',
  source: 'schema/models/ipam/vrf.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{name} ({rd})', '{name}'],
  ordering: ['name', 'rd'],
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
      name: 'rd',
      type: 'string',
      column: 'rd',
      label: 'route distinguisher',
      helpText: 'Unique route distinguisher (as defined in RFC 4364)',
      required: false,
      nullable: true,
      blank: true,
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
      name: 'enforce_unique',
      type: 'boolean',
      column: 'enforce_unique',
      label: 'enforce unique space',
      helpText: 'Prevent duplicate prefixes/IP addresses within this VRF',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: true,
    },
    {
      name: 'import_targets',
      type: 'm2m',
      column: null,
      label: 'import targets',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'ipam.routetarget',
      nested: [
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
      through: { table: 'ipam_vrf_import_targets', source: 'vrf_id', target: 'routetarget_id' },
    },
    {
      name: 'export_targets',
      type: 'm2m',
      column: null,
      label: 'export targets',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'ipam.routetarget',
      nested: [
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
      through: { table: 'ipam_vrf_export_targets', source: 'vrf_id', target: 'routetarget_id' },
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
      name: 'ipaddress_count',
      kind: 'count',
      label: 'ipaddress count',
      model: 'ipam.ipaddress',
      via: 'vrf',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'prefix_count',
      kind: 'count',
      label: 'prefix count',
      model: 'ipam.prefix',
      via: 'vrf',
      cumulative: false,
      inNested: false,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'rd',
    'tenant',
    'enforce_unique',
    'description',
    'comments',
    'import_targets',
    'export_targets',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'ipaddress_count',
    'prefix_count',
  ],
  brief: ['id', 'url', 'display', 'name', 'rd', 'description', 'prefix_count'],
  nested: ['id', 'url', 'display', 'name', 'rd', 'description'],
  uniques: [
    {
      name: 'ipam_vrf_rd_uniq',
      fields: ['rd'],
      caseInsensitive: [],
      whenNull: [],
      message: 'VRF with this route distinguisher already exists.',
      errorKey: 'rd',
    },
  ],
  indexes: [
    ['name', 'rd'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'rd', kind: 'string', field: 'rd' },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.vrf', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.vrf', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'enforce_unique', kind: 'boolean', field: 'enforce_unique' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'tenant_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.vrf', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'ipam.vrf', column: 'tenant_id', to: 'tenancy.tenant' },
          { via: 'fk', model: 'tenancy.tenant', column: 'group_id', to: 'tenancy.tenantgroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'import_target_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'ipam.vrf',
            through: { table: 'ipam_vrf_import_targets', source: 'vrf_id', target: 'routetarget_id' },
            to: 'ipam.routetarget',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'import_target',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'ipam.vrf',
            through: { table: 'ipam_vrf_import_targets', source: 'vrf_id', target: 'routetarget_id' },
            to: 'ipam.routetarget',
          },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'export_target_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'ipam.vrf',
            through: { table: 'ipam_vrf_export_targets', source: 'vrf_id', target: 'routetarget_id' },
            to: 'ipam.routetarget',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'export_target',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'ipam.vrf',
            through: { table: 'ipam_vrf_export_targets', source: 'vrf_id', target: 'routetarget_id' },
            to: 'ipam.routetarget',
          },
        ],
      ],
      attr: 'name',
    },
  ],
  search: ['name', 'rd', 'description'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
