// Code generated from schema/models/tenancy/tenant.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { TagNested } from '../extras/tag.js';
import type { TenantGroupNested } from './tenantgroup.js';

/** The complete representation of a tenant, as the API returns it. */
export interface TenantRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly slug: string;
  readonly group: TenantGroupNested | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly circuit_count: number;
  readonly device_count: number;
  readonly ipaddress_count: number;
  readonly prefix_count: number;
  readonly rack_count: number;
  readonly site_count: number;
  readonly virtualmachine_count: number;
  readonly vlan_count: number;
  readonly vrf_count: number;
  readonly cluster_count: number;
}

/** The brief representation (`?brief=1`). */
export type TenantBrief = Pick<TenantRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description'>;

/** A tenant embedded in another object. */
export type TenantNested = Pick<TenantRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface TenantInput {
  readonly name: string;
  readonly slug: string;
  readonly group?: Reference | null;
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
export type TenantFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly slug: readonly ['string', string];
  readonly group_id: readonly ['related', number | 'null'];
  readonly group: readonly ['related', string | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly contact: readonly ['related', number | 'null'];
  readonly contact_role: readonly ['related', number | 'null'];
  readonly contact_group: readonly ['related', number | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface TenantRow {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly group_id: number | null;
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
export interface TenantValues {
  name: string;
  slug: string;
  group?: number | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/tenancy/). */
export interface TenantPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface TenantTypes {
  readonly key: 'tenancy.tenant';
  readonly record: TenantRecord;
  readonly brief: TenantBrief;
  readonly nested: TenantNested;
  readonly input: TenantInput;
  readonly filters: TenantFilters;
  readonly row: TenantRow;
  readonly values: TenantValues;
  readonly plugin: TenantPlugin;
}

export const tenantModel = {
  key: 'tenancy.tenant',
  app: 'tenancy',
  model: 'tenant',
  className: 'Tenant',
  path: 'tenants',
  table: 'tenancy_tenant',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'tenant',
  verboseNamePlural: 'tenants',
  description: 'A customer or department that objects can be assigned to.',
  source: 'schema/models/tenancy/tenant.yaml',
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
      to: 'tenancy.tenantgroup',
      onDelete: 'set_null',
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
      name: 'circuit_count',
      kind: 'count',
      label: 'circuit count',
      model: 'circuits.circuit',
      via: 'tenant',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'device_count',
      kind: 'count',
      label: 'device count',
      model: 'dcim.device',
      via: 'tenant',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'ipaddress_count',
      kind: 'count',
      label: 'ipaddress count',
      model: 'ipam.ipaddress',
      via: 'tenant',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'prefix_count',
      kind: 'count',
      label: 'prefix count',
      model: 'ipam.prefix',
      via: 'tenant',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'rack_count',
      kind: 'count',
      label: 'rack count',
      model: 'dcim.rack',
      via: 'tenant',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'site_count',
      kind: 'count',
      label: 'site count',
      model: 'dcim.site',
      via: 'tenant',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'virtualmachine_count',
      kind: 'count',
      label: 'virtualmachine count',
      model: 'virtualization.virtualmachine',
      via: 'tenant',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'vlan_count',
      kind: 'count',
      label: 'vlan count',
      model: 'ipam.vlan',
      via: 'tenant',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'vrf_count',
      kind: 'count',
      label: 'vrf count',
      model: 'ipam.vrf',
      via: 'tenant',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'cluster_count',
      kind: 'count',
      label: 'cluster count',
      model: 'virtualization.cluster',
      via: 'tenant',
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
    'slug',
    'group',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'circuit_count',
    'device_count',
    'ipaddress_count',
    'prefix_count',
    'rack_count',
    'site_count',
    'virtualmachine_count',
    'vlan_count',
    'vrf_count',
    'cluster_count',
  ],
  brief: ['id', 'url', 'display', 'name', 'slug', 'description'],
  nested: ['id', 'url', 'display', 'name', 'slug', 'description'],
  uniques: [
    {
      name: 'tenancy_tenant_group_id_name_uniq',
      fields: ['group', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Tenant name must be unique per group.',
      errorKey: '__all__',
    },
    {
      name: 'tenancy_tenant_name_when_group_id_null_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: ['group'],
      message: 'Tenant name must be unique per group.',
      errorKey: '__all__',
    },
    {
      name: 'tenancy_tenant_group_id_slug_uniq',
      fields: ['group', 'slug'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Tenant slug must be unique per group.',
      errorKey: '__all__',
    },
    {
      name: 'tenancy_tenant_slug_when_group_id_null_uniq',
      fields: ['slug'],
      caseInsensitive: [],
      whenNull: ['group'],
      message: 'Tenant slug must be unique per group.',
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
    {
      name: 'group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'tenancy.tenant', column: 'group_id', to: 'tenancy.tenantgroup' },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'group',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'tenancy.tenant', column: 'group_id', to: 'tenancy.tenantgroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'contact',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse',
            model: 'tenancy.tenant',
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
            model: 'tenancy.tenant',
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
            model: 'tenancy.tenant',
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
  ],
  search: ['name', 'slug', 'description', 'comments'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
