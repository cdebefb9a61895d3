// Code generated from schema/models/vpn/tunnel.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { TagNested } from '../extras/tag.js';
import type { TenantNested } from '../tenancy/tenant.js';
import type { IPSecProfileNested } from './ipsecprofile.js';
import type { TunnelGroupNested } from './tunnelgroup.js';

/** The complete representation of a tunnel, as the API returns it. */
export interface TunnelRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly status: ChoiceRecord<ChoiceValue<'vpn.tunnel_status'>>;
  readonly group: TunnelGroupNested | null;
  readonly encapsulation: ChoiceRecord<ChoiceValue<'vpn.tunnel_encapsulation'>>;
  readonly ipsec_profile: IPSecProfileNested | null;
  readonly tenant: TenantNested | null;
  readonly tunnel_id: number | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly terminations_count: number;
}

/** The brief representation (`?brief=1`). */
export type TunnelBrief = Pick<TunnelRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A tunnel embedded in another object. */
export type TunnelNested = Pick<TunnelRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface TunnelInput {
  readonly name: string;
  readonly status: ChoiceValue<'vpn.tunnel_status'>;
  readonly group?: Reference | null;
  readonly encapsulation: ChoiceValue<'vpn.tunnel_encapsulation'>;
  readonly ipsec_profile?: Reference | null;
  readonly tenant?: Reference | null;
  readonly tunnel_id?: number | null;
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
export type TunnelFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly status: readonly ['choice', ChoiceValue<'vpn.tunnel_status'> | 'null'];
  readonly group_id: readonly ['related', number | 'null'];
  readonly group: readonly ['related', string | 'null'];
  readonly encapsulation: readonly ['choice', ChoiceValue<'vpn.tunnel_encapsulation'> | 'null'];
  readonly ipsec_profile_id: readonly ['related', number | 'null'];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly tunnel_id: readonly ['number', number];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly contact: readonly ['related', number | 'null'];
  readonly contact_role: readonly ['related', number | 'null'];
  readonly contact_group: readonly ['related', number | 'null'];
  readonly ipsec_profile: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface TunnelRow {
  readonly id: number;
  readonly name: string;
  readonly status: ChoiceValue<'vpn.tunnel_status'>;
  readonly group_id: number | null;
  readonly encapsulation: ChoiceValue<'vpn.tunnel_encapsulation'>;
  readonly ipsec_profile_id: number | null;
  readonly tenant_id: number | null;
  readonly tunnel_id: number | null;
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
export interface TunnelValues {
  name: string;
  status: ChoiceValue<'vpn.tunnel_status'>;
  group: number | null;
  encapsulation: ChoiceValue<'vpn.tunnel_encapsulation'>;
  ipsec_profile?: number | null;
  tenant?: number | null;
  tunnel_id?: number | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/vpn/). */
export interface TunnelPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface TunnelTypes {
  readonly key: 'vpn.tunnel';
  readonly record: TunnelRecord;
  readonly brief: TunnelBrief;
  readonly nested: TunnelNested;
  readonly input: TunnelInput;
  readonly filters: TunnelFilters;
  readonly row: TunnelRow;
  readonly values: TunnelValues;
  readonly plugin: TunnelPlugin;
}

export const tunnelModel = {
  key: 'vpn.tunnel',
  app: 'vpn',
  model: 'tunnel',
  className: 'Tunnel',
  path: 'tunnels',
  table: 'vpn_tunnel',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'tunnel',
  verboseNamePlural: 'tunnels',
  description: 'A virtual point-to-point or hub-and-spoke link (GRE, IPsec, WireGuard, ...) between interfaces.',
  source: 'schema/models/vpn/tunnel.yaml',
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
      name: 'status',
      type: 'choice',
      column: 'status',
      label: 'status',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'active',
      choices: 'vpn.tunnel_status',
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
      default: null,
      to: 'vpn.tunnelgroup',
      onDelete: 'protect',
    },
    {
      name: 'encapsulation',
      type: 'choice',
      column: 'encapsulation',
      label: 'encapsulation',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'vpn.tunnel_encapsulation',
    },
    {
      name: 'ipsec_profile',
      type: 'fk',
      column: 'ipsec_profile_id',
      label: 'IPSec profile',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'vpn.ipsecprofile',
      onDelete: 'protect',
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
      name: 'tunnel_id',
      type: 'bigint',
      column: 'tunnel_id',
      label: 'tunnel ID',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0,
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
      name: 'terminations_count',
      kind: 'count',
      label: 'terminations count',
      model: 'vpn.tunneltermination',
      via: 'tunnel',
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
    'status',
    'group',
    'encapsulation',
    'ipsec_profile',
    'tenant',
    'tunnel_id',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'terminations_count',
  ],
  brief: ['id', 'url', 'display', 'name', 'description'],
  nested: ['id', 'url', 'display', 'name', 'description'],
  uniques: [
    {
      name: 'vpn_tunnel_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'tunnel with this name already exists.',
      errorKey: 'name',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'status', kind: 'choice', field: 'status' },
    {
      name: 'group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'vpn.tunnel', column: 'group_id', to: 'vpn.tunnelgroup' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'group',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'vpn.tunnel', column: 'group_id', to: 'vpn.tunnelgroup' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'encapsulation', kind: 'choice', field: 'encapsulation' },
    {
      name: 'ipsec_profile_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'vpn.tunnel', column: 'ipsec_profile_id', to: 'vpn.ipsecprofile' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'vpn.tunnel', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'vpn.tunnel', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'tunnel_id', kind: 'number', field: 'tunnel_id' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'tenant_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'vpn.tunnel', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'vpn.tunnel', column: 'tenant_id', to: 'tenancy.tenant' },
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
            model: 'vpn.tunnel',
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
            model: 'vpn.tunnel',
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
            model: 'vpn.tunnel',
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
      name: 'ipsec_profile',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'vpn.tunnel', column: 'ipsec_profile_id', to: 'vpn.ipsecprofile' },
        ],
      ],
      attr: 'name',
    },
  ],
  search: ['name', 'description', 'comments'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
