// Code generated from schema/models/wireless/wirelesslan.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { LocationNested } from '../dcim/location.js';
import type { RegionNested } from '../dcim/region.js';
import type { SiteNested } from '../dcim/site.js';
import type { SiteGroupNested } from '../dcim/sitegroup.js';
import type { TagNested } from '../extras/tag.js';
import type { VLANNested } from '../ipam/vlan.js';
import type { TenantNested } from '../tenancy/tenant.js';
import type { WirelessLANGroupNested } from './wirelesslangroup.js';

/** The complete representation of a wireless LAN, as the API returns it. */
export interface WirelessLANRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly ssid: string;
  readonly description: string;
  readonly group: WirelessLANGroupNested | null;
  readonly status: ChoiceRecord<ChoiceValue<'wireless.wirelesslan_status'>>;
  readonly vlan: VLANNested | null;
  readonly scope_type: string | null;
  readonly scope_id: number | null;
  readonly scope: RegionNested | SiteGroupNested | SiteNested | LocationNested | null;
  readonly tenant: TenantNested | null;
  readonly auth_type: ChoiceRecord<ChoiceValue<'wireless.auth_type'>> | null;
  readonly auth_cipher: ChoiceRecord<ChoiceValue<'wireless.auth_cipher'>> | null;
  readonly auth_psk: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type WirelessLANBrief = Pick<WirelessLANRecord, 'id' | 'url' | 'display' | 'ssid' | 'description'>;

/** A wireless LAN embedded in another object. */
export type WirelessLANNested = Pick<WirelessLANRecord, 'id' | 'url' | 'display' | 'ssid' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface WirelessLANInput {
  readonly ssid: string;
  readonly group?: Reference | null;
  readonly status?: ChoiceValue<'wireless.wirelesslan_status'>;
  readonly vlan?: Reference | null;
  readonly scope_type?: string | null;
  readonly scope_id?: number | null;
  readonly tenant?: Reference | null;
  readonly auth_type?: ChoiceValue<'wireless.auth_type'> | '' | null;
  readonly auth_cipher?: ChoiceValue<'wireless.auth_cipher'> | '' | null;
  readonly auth_psk?: string;
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
export type WirelessLANFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly ssid: readonly ['string', string];
  readonly group_id: readonly ['related', number | 'null'];
  readonly group: readonly ['related', string | 'null'];
  readonly status: readonly ['choice', ChoiceValue<'wireless.wirelesslan_status'> | 'null'];
  readonly vlan_id: readonly ['related', number | 'null'];
  readonly scope_type: readonly ['string', string];
  readonly scope_id: readonly ['number', number];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly auth_type: readonly ['choice', ChoiceValue<'wireless.auth_type'> | 'null'];
  readonly auth_cipher: readonly ['choice', ChoiceValue<'wireless.auth_cipher'> | 'null'];
  readonly auth_psk: readonly ['string', string];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly tenant_group_id: readonly ['related', number | 'null'];
  readonly tenant_group: readonly ['related', string | 'null'];
  readonly region_id: readonly ['related', number | 'null'];
  readonly region: readonly ['related', string | 'null'];
  readonly site_group_id: readonly ['related', number | 'null'];
  readonly site_group: readonly ['related', string | 'null'];
  readonly site_id: readonly ['related', number | 'null'];
  readonly site: readonly ['related', string | 'null'];
  readonly location_id: readonly ['related', number | 'null'];
  readonly location: readonly ['related', string | 'null'];
  readonly interface_id: readonly ['related', number | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface WirelessLANRow {
  readonly id: number;
  readonly ssid: string;
  readonly group_id: number | null;
  readonly status: ChoiceValue<'wireless.wirelesslan_status'>;
  readonly vlan_id: number | null;
  readonly scope_type: string | null;
  readonly scope_id: number | null;
  readonly tenant_id: number | null;
  readonly auth_type: ChoiceValue<'wireless.auth_type'> | '' | null;
  readonly auth_cipher: ChoiceValue<'wireless.auth_cipher'> | '' | null;
  readonly auth_psk: string;
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
export interface WirelessLANValues {
  ssid: string;
  group?: number | null;
  status: ChoiceValue<'wireless.wirelesslan_status'>;
  vlan?: number | null;
  scope_type: string | null;
  scope_id: number | null;
  tenant?: number | null;
  auth_type?: ChoiceValue<'wireless.auth_type'> | '' | null;
  auth_cipher?: ChoiceValue<'wireless.auth_cipher'> | '' | null;
  auth_psk: string;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/wireless/). */
export interface WirelessLANPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface WirelessLANTypes {
  readonly key: 'wireless.wirelesslan';
  readonly record: WirelessLANRecord;
  readonly brief: WirelessLANBrief;
  readonly nested: WirelessLANNested;
  readonly input: WirelessLANInput;
  readonly filters: WirelessLANFilters;
  readonly row: WirelessLANRow;
  readonly values: WirelessLANValues;
  readonly plugin: WirelessLANPlugin;
}

export const wirelessLANModel = {
  key: 'wireless.wirelesslan',
  app: 'wireless',
  model: 'wirelesslan',
  className: 'WirelessLAN',
  path: 'wireless-lans',
  table: 'wireless_wirelesslan',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'wireless LAN',
  verboseNamePlural: 'wireless LANs',
  description: 'A wireless network (SSID), optionally grouped and scoped to a region, site group, site or location.',
  source: 'schema/models/wireless/wirelesslan.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{ssid}'],
  ordering: ['ssid'],
  fields: [
    {
      name: 'ssid',
      type: 'string',
      column: 'ssid',
      label: 'SSID',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 32,
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
      to: 'wireless.wirelesslangroup',
      onDelete: 'set_null',
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
      choices: 'wireless.wirelesslan_status',
    },
    {
      name: 'vlan',
      type: 'fk',
      column: 'vlan_id',
      label: 'VLAN',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'ipam.vlan',
      onDelete: 'protect',
    },
    {
      name: 'scope_type',
      type: 'content_type',
      column: 'scope_type',
      label: 'scope type',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: null,
      maxLength: 100,
      targets: ['dcim.region', 'dcim.sitegroup', 'dcim.site', 'dcim.location'],
      generic: 'scope',
    },
    {
      name: 'scope_id',
      type: 'bigint',
      column: 'scope_id',
      label: 'scope id',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: null,
      min: 0,
      generic: 'scope',
    },
    {
      name: 'scope',
      type: 'generic',
      column: null,
      label: 'scope',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      onDelete: 'cascade',
      targets: ['dcim.region', 'dcim.sitegroup', 'dcim.site', 'dcim.location'],
      parts: { type: 'scope_type', id: 'scope_id' },
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
      name: 'auth_type',
      type: 'choice',
      column: 'auth_type',
      label: 'authentication type',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'wireless.auth_type',
    },
    {
      name: 'auth_cipher',
      type: 'choice',
      column: 'auth_cipher',
      label: 'authentication cipher',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'wireless.auth_cipher',
    },
    {
      name: 'auth_psk',
      type: 'string',
      column: 'auth_psk',
      label: 'pre-shared key',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 64,
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
    'ssid',
    'description',
    'group',
    'status',
    'vlan',
    'scope_type',
    'scope_id',
    'scope',
    'tenant',
    'auth_type',
    'auth_cipher',
    'auth_psk',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'ssid', 'description'],
  nested: ['id', 'url', 'display', 'ssid', 'description'],
  uniques: [],
  indexes: [
    ['scope_type', 'scope_id'],
    ['ssid'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'ssid', kind: 'string', field: 'ssid' },
    {
      name: 'group_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'wireless.wirelesslan',
            column: 'group_id',
            to: 'wireless.wirelesslangroup',
          },
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
          {
            via: 'fk',
            model: 'wireless.wirelesslan',
            column: 'group_id',
            to: 'wireless.wirelesslangroup',
          },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    { name: 'status', kind: 'choice', field: 'status' },
    {
      name: 'vlan_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'wireless.wirelesslan', column: 'vlan_id', to: 'ipam.vlan' },
        ],
      ],
      attr: 'id',
    },
    { name: 'scope_type', kind: 'string', field: 'scope_type' },
    { name: 'scope_id', kind: 'number', field: 'scope_id' },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'wireless.wirelesslan', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'wireless.wirelesslan', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'auth_type', kind: 'choice', field: 'auth_type' },
    { name: 'auth_cipher', kind: 'choice', field: 'auth_cipher' },
    { name: 'auth_psk', kind: 'string', field: 'auth_psk' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'tenant_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'wireless.wirelesslan', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'wireless.wirelesslan', column: 'tenant_id', to: 'tenancy.tenant' },
          { via: 'fk', model: 'tenancy.tenant', column: 'group_id', to: 'tenancy.tenantgroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'region_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'wireless.wirelesslan',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.region',
          },
        ],
        [
          {
            via: 'generic',
            model: 'wireless.wirelesslan',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.site',
          },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
        [
          {
            via: 'generic',
            model: 'wireless.wirelesslan',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.location',
          },
          { via: 'fk', model: 'dcim.location', column: 'site_id', to: 'dcim.site' },
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
          {
            via: 'generic',
            model: 'wireless.wirelesslan',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.region',
          },
        ],
        [
          {
            via: 'generic',
            model: 'wireless.wirelesslan',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.site',
          },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
        [
          {
            via: 'generic',
            model: 'wireless.wirelesslan',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.location',
          },
          { via: 'fk', model: 'dcim.location', column: 'site_id', to: 'dcim.site' },
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
          {
            via: 'generic',
            model: 'wireless.wirelesslan',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.sitegroup',
          },
        ],
        [
          {
            via: 'generic',
            model: 'wireless.wirelesslan',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.site',
          },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
        [
          {
            via: 'generic',
            model: 'wireless.wirelesslan',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.location',
          },
          { via: 'fk', model: 'dcim.location', column: 'site_id', to: 'dcim.site' },
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
            via: 'generic',
            model: 'wireless.wirelesslan',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.sitegroup',
          },
        ],
        [
          {
            via: 'generic',
            model: 'wireless.wirelesslan',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.site',
          },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
        [
          {
            via: 'generic',
            model: 'wireless.wirelesslan',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.location',
          },
          { via: 'fk', model: 'dcim.location', column: 'site_id', to: 'dcim.site' },
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
          {
            via: 'generic',
            model: 'wireless.wirelesslan',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.site',
          },
        ],
        [
          {
            via: 'generic',
            model: 'wireless.wirelesslan',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.location',
          },
          { via: 'fk', model: 'dcim.location', column: 'site_id', to: 'dcim.site' },
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
            via: 'generic',
            model: 'wireless.wirelesslan',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.site',
          },
        ],
        [
          {
            via: 'generic',
            model: 'wireless.wirelesslan',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.location',
          },
          { via: 'fk', model: 'dcim.location', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'location_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'wireless.wirelesslan',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.location',
          },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'location',
      kind: 'related',
      paths: [
        [
          {
            via: 'generic',
            model: 'wireless.wirelesslan',
            type: 'scope_type',
            id: 'scope_id',
            to: 'dcim.location',
          },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'interface_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse_m2m',
            model: 'wireless.wirelesslan',
            through: {
              table: 'dcim_interface_wireless_lans',
              source: 'interface_id',
              target: 'wirelesslan_id',
            },
            to: 'dcim.interface',
          },
        ],
      ],
      attr: 'id',
    },
  ],
  search: ['ssid', 'description'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
