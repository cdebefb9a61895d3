// Code generated from schema/models/ipam/asn.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { SiteRecord } from '../dcim/site.js';
import type { TagNested } from '../extras/tag.js';
import type { RIRNested } from './rir.js';
import type { RoleNested } from './role.js';
import type { TenantNested } from '../tenancy/tenant.js';

/** The complete representation of a ASN, as the API returns it. */
export interface ASNRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly asn: number;
  readonly rir: RIRNested;
  readonly role: RoleNested | null;
  readonly tenant: TenantNested | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly site_count: number;
  readonly provider_count: number;
  readonly sites: readonly Pick<SiteRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description'>[];
}

/** The brief representation (`?brief=1`). */
export type ASNBrief = Pick<ASNRecord, 'id' | 'url' | 'display' | 'asn' | 'description'>;

/** A ASN embedded in another object. */
export type ASNNested = Pick<ASNRecord, 'id' | 'url' | 'display' | 'asn' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface ASNInput {
  readonly asn: number;
  readonly rir: Reference;
  readonly role?: Reference | null;
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
export type ASNFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly asn: readonly ['number', number];
  readonly rir_id: readonly ['related', number | 'null'];
  readonly rir: readonly ['related', string | 'null'];
  readonly role_id: readonly ['related', number | 'null'];
  readonly role: readonly ['related', string | 'null'];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly site_id: readonly ['related', number | 'null'];
  readonly site: readonly ['related', string | 'null'];
  readonly site_group_id: readonly ['related', number | 'null'];
  readonly site_group: readonly ['related', string | 'null'];
  readonly provider_id: readonly ['related', number | 'null'];
  readonly provider: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface ASNRow {
  readonly id: number;
  readonly asn: number;
  readonly rir_id: number;
  readonly role_id: number | null;
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
export interface ASNValues {
  asn: number;
  rir: number;
  role?: number | null;
  tenant?: number | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/ipam/). */
export interface ASNPlugin {
  readonly rules: 'display';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface ASNTypes {
  readonly key: 'ipam.asn';
  readonly record: ASNRecord;
  readonly brief: ASNBrief;
  readonly nested: ASNNested;
  readonly input: ASNInput;
  readonly filters: ASNFilters;
  readonly row: ASNRow;
  readonly values: ASNValues;
  readonly plugin: ASNPlugin;
}

export const aSNModel = {
  key: 'ipam.asn',
  app: 'ipam',
  model: 'asn',
  className: 'ASN',
  path: 'asns',
  table: 'ipam_asn',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'ASN',
  verboseNamePlural: 'ASNs',
  description: 'An autonomous system number (16- or 32-bit).',
  source: 'schema/models/ipam/asn.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{id}'],
  ordering: ['asn'],
  fields: [
    {
      name: 'asn',
      type: 'bigint',
      column: 'asn',
      label: 'ASN',
      helpText: '16- or 32-bit autonomous system number',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 1,
      max: 4294967295,
    },
    {
      name: 'rir',
      type: 'fk',
      column: 'rir_id',
      label: 'RIR',
      helpText: 'Regional Internet Registry responsible for this AS number space',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'ipam.rir',
      onDelete: 'protect',
    },
    {
      name: 'role',
      type: 'fk',
      column: 'role_id',
      label: 'role',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'ipam.role',
      onDelete: 'set_null',
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
  computed: [
    {
      name: 'site_count',
      kind: 'count',
      label: 'site count',
      model: 'dcim.site',
      via: 'asns',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'provider_count',
      kind: 'count',
      label: 'provider count',
      model: 'circuits.provider',
      via: 'asns',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'sites',
      kind: 'list',
      label: 'sites',
      model: 'dcim.site',
      via: 'asns',
      single: false,
      nested: ['id', 'url', 'display', 'name', 'slug', 'description'],
      inNested: false,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'asn',
    'rir',
    'role',
    'tenant',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'site_count',
    'provider_count',
    'sites',
  ],
  brief: ['id', 'url', 'display', 'asn', 'description'],
  nested: ['id', 'url', 'display', 'asn', 'description'],
  uniques: [
    {
      name: 'ipam_asn_asn_uniq',
      fields: ['asn'],
      caseInsensitive: [],
      whenNull: [],
      message: 'ASN with this ASN already exists.',
      errorKey: 'asn',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'asn', kind: 'number', field: 'asn' },
    {
      name: 'rir_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.asn', column: 'rir_id', to: 'ipam.rir' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'rir',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.asn', column: 'rir_id', to: 'ipam.rir' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'role_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.asn', column: 'role_id', to: 'ipam.role' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'role',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.asn', column: 'role_id', to: 'ipam.role' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.asn', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.asn', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'ipam.asn', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'ipam.asn', column: 'tenant_id', to: 'tenancy.tenant' },
          { via: 'fk', model: 'tenancy.tenant', column: 'group_id', to: 'tenancy.tenantgroup' },
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
            via: 'reverse_m2m',
            model: 'ipam.asn',
            through: { table: 'dcim_site_asns', source: 'site_id', target: 'asn_id' },
            to: 'dcim.site',
          },
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
            via: 'reverse_m2m',
            model: 'ipam.asn',
            through: { table: 'dcim_site_asns', source: 'site_id', target: 'asn_id' },
            to: 'dcim.site',
          },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'site_group_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse_m2m',
            model: 'ipam.asn',
            through: { table: 'dcim_site_asns', source: 'site_id', target: 'asn_id' },
            to: 'dcim.site',
          },
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
            via: 'reverse_m2m',
            model: 'ipam.asn',
            through: { table: 'dcim_site_asns', source: 'site_id', target: 'asn_id' },
            to: 'dcim.site',
          },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'provider_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse_m2m',
            model: 'ipam.asn',
            through: { table: 'circuits_provider_asns', source: 'provider_id', target: 'asn_id' },
            to: 'circuits.provider',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'provider',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse_m2m',
            model: 'ipam.asn',
            through: { table: 'circuits_provider_asns', source: 'provider_id', target: 'asn_id' },
            to: 'circuits.provider',
          },
        ],
      ],
      attr: 'slug',
    },
  ],
  search: ['description'],
  searchIndex: null,
  rules: ['display'],
  endpoints: [],
  declaredAt: { 'rules.display': 'schema/models/ipam/asn.yaml:10' },
} as const satisfies ModelMeta;
