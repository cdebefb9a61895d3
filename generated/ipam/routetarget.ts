// Code generated from schema/models/ipam/routetarget.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { TagNested } from '../extras/tag.js';
import type { TenantNested } from '../tenancy/tenant.js';

/** The complete representation of a route target, as the API returns it. */
export interface RouteTargetRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly tenant: TenantNested | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type RouteTargetBrief = Pick<RouteTargetRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A route target embedded in another object. */
export type RouteTargetNested = Pick<RouteTargetRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface RouteTargetInput {
  readonly name: string;
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
export type RouteTargetFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly importing_vrf_id: readonly ['related', number | 'null'];
  readonly importing_vrf: readonly ['related', string | 'null'];
  readonly exporting_vrf_id: readonly ['related', number | 'null'];
  readonly exporting_vrf: readonly ['related', string | 'null'];
  readonly importing_l2vpn_id: readonly ['related', number | 'null'];
  readonly importing_l2vpn: readonly ['related', number | 'null'];
  readonly exporting_l2vpn_id: readonly ['related', number | 'null'];
  readonly exporting_l2vpn: readonly ['related', number | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface RouteTargetRow {
  readonly id: number;
  readonly name: string;
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
export interface RouteTargetValues {
  name: string;
  tenant?: number | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/ipam/). */
export interface RouteTargetPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface RouteTargetTypes {
  readonly key: 'ipam.routetarget';
  readonly record: RouteTargetRecord;
  readonly brief: RouteTargetBrief;
  readonly nested: RouteTargetNested;
  readonly input: RouteTargetInput;
  readonly filters: RouteTargetFilters;
  readonly row: RouteTargetRow;
  readonly values: RouteTargetValues;
  readonly plugin: RouteTargetPlugin;
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
    {
      name: 'importing_l2vpn_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse_m2m',
            model: 'ipam.routetarget',
            through: { table: 'vpn_l2vpn_import_targets', source: 'l2vpn_id', target: 'routetarget_id' },
            to: 'vpn.l2vpn',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'importing_l2vpn',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse_m2m',
            model: 'ipam.routetarget',
            through: { table: 'vpn_l2vpn_import_targets', source: 'l2vpn_id', target: 'routetarget_id' },
            to: 'vpn.l2vpn',
          },
        ],
      ],
      attr: 'identifier',
    },
    {
      name: 'exporting_l2vpn_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse_m2m',
            model: 'ipam.routetarget',
            through: { table: 'vpn_l2vpn_export_targets', source: 'l2vpn_id', target: 'routetarget_id' },
            to: 'vpn.l2vpn',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'exporting_l2vpn',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse_m2m',
            model: 'ipam.routetarget',
            through: { table: 'vpn_l2vpn_export_targets', source: 'l2vpn_id', target: 'routetarget_id' },
            to: 'vpn.l2vpn',
          },
        ],
      ],
      attr: 'identifier',
    },
  ],
  search: ['name', 'description'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
