// Code generated from schema/models/ipam/asnrange.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { TagNested } from '../extras/tag.js';
import type { RIRNested } from './rir.js';
import type { TenantNested } from '../tenancy/tenant.js';

/** The complete representation of a ASN range, as the API returns it. */
export interface ASNRangeRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly slug: string;
  readonly rir: RIRNested;
  readonly start: number;
  readonly end: number;
  readonly tenant: TenantNested | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly asn_count: number | null;
}

/** The brief representation (`?brief=1`). */
export type ASNRangeBrief = Pick<ASNRangeRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A ASN range embedded in another object. */
export type ASNRangeNested = Pick<ASNRangeRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface ASNRangeInput {
  readonly name: string;
  readonly slug: string;
  readonly rir: Reference;
  readonly start: number;
  readonly end: number;
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
export type ASNRangeFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly slug: readonly ['string', string];
  readonly rir_id: readonly ['related', number | 'null'];
  readonly rir: readonly ['related', string | 'null'];
  readonly start: readonly ['number', number];
  readonly end: readonly ['number', number];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface ASNRangeRow {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly rir_id: number;
  readonly start: number;
  readonly end: number;
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
export interface ASNRangeValues {
  name: string;
  slug: string;
  rir: number;
  start: number;
  end: number;
  tenant?: number | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/ipam/). */
export interface ASNRangePlugin {
  readonly rules: 'clean';
  readonly computed: { readonly asn_count: number | null; };
  readonly filters: never;
  readonly endpoints: 'available-asns';
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface ASNRangeTypes {
  readonly key: 'ipam.asnrange';
  readonly record: ASNRangeRecord;
  readonly brief: ASNRangeBrief;
  readonly nested: ASNRangeNested;
  readonly input: ASNRangeInput;
  readonly filters: ASNRangeFilters;
  readonly row: ASNRangeRow;
  readonly values: ASNRangeValues;
  readonly plugin: ASNRangePlugin;
}

export const aSNRangeModel = {
  key: 'ipam.asnrange',
  app: 'ipam',
  model: 'asnrange',
  className: 'ASNRange',
  path: 'asn-ranges',
  table: 'ipam_asnrange',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'ASN range',
  verboseNamePlural: 'ASN ranges',
  description: 'A range of AS numbers managed by a RIR, from which ASNs are allocated.',
  source: 'schema/models/ipam/asnrange.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{name} ({start}-{end})'],
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
      name: 'rir',
      type: 'fk',
      column: 'rir_id',
      label: 'RIR',
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
      name: 'start',
      type: 'bigint',
      column: 'start',
      label: 'start',
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
      name: 'end',
      type: 'bigint',
      column: 'end',
      label: 'end',
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
    { name: 'asn_count', kind: 'plugin', label: 'ASN count', valueType: 'integer', inNested: false },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'slug',
    'rir',
    'start',
    'end',
    'tenant',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'asn_count',
  ],
  brief: ['id', 'url', 'display', 'name', 'description'],
  nested: ['id', 'url', 'display', 'name', 'description'],
  uniques: [
    {
      name: 'ipam_asnrange_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'ASN range with this name already exists.',
      errorKey: 'name',
    },
    {
      name: 'ipam_asnrange_slug_uniq',
      fields: ['slug'],
      caseInsensitive: [],
      whenNull: [],
      message: 'ASN range with this slug already exists.',
      errorKey: 'slug',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'slug', kind: 'string', field: 'slug' },
    {
      name: 'rir_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.asnrange', column: 'rir_id', to: 'ipam.rir' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'rir',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.asnrange', column: 'rir_id', to: 'ipam.rir' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'start', kind: 'number', field: 'start' },
    { name: 'end', kind: 'number', field: 'end' },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.asnrange', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'ipam.asnrange', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'ipam.asnrange', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'ipam.asnrange', column: 'tenant_id', to: 'tenancy.tenant' },
          { via: 'fk', model: 'tenancy.tenant', column: 'group_id', to: 'tenancy.tenantgroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
  ],
  search: ['name', 'description'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [
    { path: 'available-asns', shape: 'available_asns' },
  ],
  declaredAt: {
    'computed.asn_count': 'schema/models/ipam/asnrange.yaml:18',
    'endpoints.available-asns': 'schema/models/ipam/asnrange.yaml:22',
    'rules.clean': 'schema/models/ipam/asnrange.yaml:21',
  },
} as const satisfies ModelMeta;
