// Code generated from schema/models/vpn/l2vpn.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { TagNested } from '../extras/tag.js';
import type { RouteTargetNested } from '../ipam/routetarget.js';
import type { TenantNested } from '../tenancy/tenant.js';

/** The complete representation of a L2VPN, as the API returns it. */
export interface L2VPNRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly identifier: number | null;
  readonly name: string;
  readonly slug: string;
  readonly type: ChoiceRecord<ChoiceValue<'vpn.l2vpn_type'>>;
  readonly status: ChoiceRecord<ChoiceValue<'vpn.l2vpn_status'>>;
  readonly import_targets: readonly RouteTargetNested[];
  readonly export_targets: readonly RouteTargetNested[];
  readonly description: string;
  readonly comments: string;
  readonly tenant: TenantNested | null;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type L2VPNBrief = Pick<L2VPNRecord, 'id' | 'url' | 'display' | 'identifier' | 'name' | 'slug' | 'type' | 'description'>;

/** A L2VPN embedded in another object. */
export type L2VPNNested = Pick<L2VPNRecord, 'id' | 'url' | 'display' | 'identifier' | 'name' | 'slug' | 'type' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface L2VPNInput {
  readonly name: string;
  readonly slug: string;
  readonly type: ChoiceValue<'vpn.l2vpn_type'>;
  readonly status?: ChoiceValue<'vpn.l2vpn_status'>;
  readonly identifier?: number | null;
  readonly import_targets?: readonly Reference[];
  readonly export_targets?: readonly Reference[];
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
export type L2VPNFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly slug: readonly ['string', string];
  readonly type: readonly ['choice', ChoiceValue<'vpn.l2vpn_type'> | 'null'];
  readonly status: readonly ['choice', ChoiceValue<'vpn.l2vpn_status'> | 'null'];
  readonly identifier: readonly ['number', number];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly contact: readonly ['related', number | 'null'];
  readonly contact_role: readonly ['related', number | 'null'];
  readonly contact_group: readonly ['related', number | 'null'];
  readonly q: readonly ['plugin', string | number];
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
export interface L2VPNRow {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly type: ChoiceValue<'vpn.l2vpn_type'>;
  readonly status: ChoiceValue<'vpn.l2vpn_status'>;
  readonly identifier: number | null;
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
export interface L2VPNValues {
  name: string;
  slug: string;
  type: ChoiceValue<'vpn.l2vpn_type'>;
  status: ChoiceValue<'vpn.l2vpn_status'>;
  identifier?: number | null;
  tenant?: number | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/vpn/). */
export interface L2VPNPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: 'q';
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface L2VPNTypes {
  readonly key: 'vpn.l2vpn';
  readonly record: L2VPNRecord;
  readonly brief: L2VPNBrief;
  readonly nested: L2VPNNested;
  readonly input: L2VPNInput;
  readonly filters: L2VPNFilters;
  readonly row: L2VPNRow;
  readonly values: L2VPNValues;
  readonly plugin: L2VPNPlugin;
}

export const l2VPNModel = {
  key: 'vpn.l2vpn',
  app: 'vpn',
  model: 'l2vpn',
  className: 'L2VPN',
  path: 'l2vpns',
  table: 'vpn_l2vpn',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'L2VPN',
  verboseNamePlural: 'L2VPNs',
  description: 'A layer-2 VPN (VPLS, VXLAN, EVPN, E-Line, ...) with its identifier and route targets.',
  source: 'schema/models/vpn/l2vpn.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{name} ({identifier})', '{name}'],
  ordering: ['name', 'identifier'],
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
      name: 'type',
      type: 'choice',
      column: 'type',
      label: 'type',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'vpn.l2vpn_type',
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
      choices: 'vpn.l2vpn_status',
    },
    {
      name: 'identifier',
      type: 'bigint',
      column: 'identifier',
      label: 'identifier',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
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
      through: { table: 'vpn_l2vpn_import_targets', source: 'l2vpn_id', target: 'routetarget_id' },
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
      through: { table: 'vpn_l2vpn_export_targets', source: 'l2vpn_id', target: 'routetarget_id' },
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
    'identifier',
    'name',
    'slug',
    'type',
    'status',
    'import_targets',
    'export_targets',
    'description',
    'comments',
    'tenant',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'identifier', 'name', 'slug', 'type', 'description'],
  nested: ['id', 'url', 'display', 'identifier', 'name', 'slug', 'type', 'description'],
  uniques: [
    {
      name: 'vpn_l2vpn_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'L2VPN with this name already exists.',
      errorKey: 'name',
    },
    {
      name: 'vpn_l2vpn_slug_uniq',
      fields: ['slug'],
      caseInsensitive: [],
      whenNull: [],
      message: 'L2VPN with this slug already exists.',
      errorKey: 'slug',
    },
  ],
  indexes: [
    ['name', 'identifier'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'slug', kind: 'string', field: 'slug' },
    { name: 'type', kind: 'choice', field: 'type' },
    { name: 'status', kind: 'choice', field: 'status' },
    { name: 'identifier', kind: 'number', field: 'identifier' },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'vpn.l2vpn', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'vpn.l2vpn', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'vpn.l2vpn', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'vpn.l2vpn', column: 'tenant_id', to: 'tenancy.tenant' },
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
            model: 'vpn.l2vpn',
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
            model: 'vpn.l2vpn',
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
            model: 'vpn.l2vpn',
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
    { name: 'q', kind: 'plugin' },
    {
      name: 'import_target_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'vpn.l2vpn',
            through: { table: 'vpn_l2vpn_import_targets', source: 'l2vpn_id', target: 'routetarget_id' },
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
            model: 'vpn.l2vpn',
            through: { table: 'vpn_l2vpn_import_targets', source: 'l2vpn_id', target: 'routetarget_id' },
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
            model: 'vpn.l2vpn',
            through: { table: 'vpn_l2vpn_export_targets', source: 'l2vpn_id', target: 'routetarget_id' },
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
            model: 'vpn.l2vpn',
            through: { table: 'vpn_l2vpn_export_targets', source: 'l2vpn_id', target: 'routetarget_id' },
            to: 'ipam.routetarget',
          },
        ],
      ],
      attr: 'name',
    },
  ],
  search: [],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: { 'filters.q': 'schema/models/vpn/l2vpn.yaml:25' },
} as const satisfies ModelMeta;
