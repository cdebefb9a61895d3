// Code generated from schema/models/wireless/wirelesslink.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { InterfaceNested } from '../dcim/interface.js';
import type { TagNested } from '../extras/tag.js';
import type { TenantNested } from '../tenancy/tenant.js';

/** The complete representation of a wireless link, as the API returns it. */
export interface WirelessLinkRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly interface_a: InterfaceNested;
  readonly interface_b: InterfaceNested;
  readonly ssid: string;
  readonly status: ChoiceRecord<ChoiceValue<'dcim.link_status'>>;
  readonly tenant: TenantNested | null;
  readonly auth_type: ChoiceRecord<ChoiceValue<'wireless.auth_type'>> | null;
  readonly auth_cipher: ChoiceRecord<ChoiceValue<'wireless.auth_cipher'>> | null;
  readonly auth_psk: string;
  readonly distance: number | null;
  readonly distance_unit: ChoiceRecord<ChoiceValue<'circuits.distance_unit'>> | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type WirelessLinkBrief = Pick<WirelessLinkRecord, 'id' | 'url' | 'display' | 'ssid' | 'description'>;

/** A wireless link embedded in another object. */
export type WirelessLinkNested = Pick<WirelessLinkRecord, 'id' | 'url' | 'display' | 'ssid' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface WirelessLinkInput {
  readonly interface_a: Reference;
  readonly interface_b: Reference;
  readonly ssid?: string;
  readonly status?: ChoiceValue<'dcim.link_status'>;
  readonly tenant?: Reference | null;
  readonly auth_type?: ChoiceValue<'wireless.auth_type'> | '' | null;
  readonly auth_cipher?: ChoiceValue<'wireless.auth_cipher'> | '' | null;
  readonly auth_psk?: string;
  readonly distance?: number | null;
  readonly distance_unit?: ChoiceValue<'circuits.distance_unit'> | '' | null;
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
export type WirelessLinkFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly interface_a_id: readonly ['related', number | 'null'];
  readonly interface_b_id: readonly ['related', number | 'null'];
  readonly ssid: readonly ['string', string];
  readonly status: readonly ['choice', ChoiceValue<'dcim.link_status'> | 'null'];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly auth_type: readonly ['choice', ChoiceValue<'wireless.auth_type'> | 'null'];
  readonly auth_cipher: readonly ['choice', ChoiceValue<'wireless.auth_cipher'> | 'null'];
  readonly auth_psk: readonly ['string', string];
  readonly distance: readonly ['decimal', number];
  readonly distance_unit: readonly ['choice', ChoiceValue<'circuits.distance_unit'> | 'null'];
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
export interface WirelessLinkRow {
  readonly id: number;
  readonly interface_a_id: number;
  readonly interface_b_id: number;
  readonly ssid: string;
  readonly status: ChoiceValue<'dcim.link_status'>;
  readonly tenant_id: number | null;
  readonly auth_type: ChoiceValue<'wireless.auth_type'> | '' | null;
  readonly auth_cipher: ChoiceValue<'wireless.auth_cipher'> | '' | null;
  readonly auth_psk: string;
  readonly distance: number | null;
  readonly distance_unit: ChoiceValue<'circuits.distance_unit'> | '' | null;
  readonly _interface_a_device_id: number | null;
  readonly _interface_b_device_id: number | null;
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
export interface WirelessLinkValues {
  interface_a: number;
  interface_b: number;
  ssid: string;
  status: ChoiceValue<'dcim.link_status'>;
  tenant?: number | null;
  auth_type?: ChoiceValue<'wireless.auth_type'> | '' | null;
  auth_cipher?: ChoiceValue<'wireless.auth_cipher'> | '' | null;
  auth_psk: string;
  distance?: number | null;
  distance_unit?: ChoiceValue<'circuits.distance_unit'> | '' | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/wireless/). */
export interface WirelessLinkPlugin {
  readonly rules: 'clean' | 'after_save' | 'after_delete';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface WirelessLinkTypes {
  readonly key: 'wireless.wirelesslink';
  readonly record: WirelessLinkRecord;
  readonly brief: WirelessLinkBrief;
  readonly nested: WirelessLinkNested;
  readonly input: WirelessLinkInput;
  readonly filters: WirelessLinkFilters;
  readonly row: WirelessLinkRow;
  readonly values: WirelessLinkValues;
  readonly plugin: WirelessLinkPlugin;
}

export const wirelessLinkModel = {
  key: 'wireless.wirelesslink',
  app: 'wireless',
  model: 'wirelesslink',
  className: 'WirelessLink',
  path: 'wireless-links',
  table: 'wireless_wirelesslink',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'wireless link',
  verboseNamePlural: 'wireless links',
  description: 'A point-to-point wireless connection between two wireless interfaces.',
  source: 'schema/models/wireless/wirelesslink.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{ssid}', '#{id}'],
  ordering: ['id'],
  fields: [
    {
      name: 'interface_a',
      type: 'fk',
      column: 'interface_a_id',
      label: 'interface A',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.interface',
      onDelete: 'protect',
    },
    {
      name: 'interface_b',
      type: 'fk',
      column: 'interface_b_id',
      label: 'interface B',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.interface',
      onDelete: 'protect',
    },
    {
      name: 'ssid',
      type: 'string',
      column: 'ssid',
      label: 'SSID',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 32,
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
      default: 'connected',
      choices: 'dcim.link_status',
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
      name: 'distance',
      type: 'decimal',
      column: 'distance',
      label: 'distance',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      digits: 8,
      places: 2,
    },
    {
      name: 'distance_unit',
      type: 'choice',
      column: 'distance_unit',
      label: 'distance unit',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'circuits.distance_unit',
    },
    {
      name: '_interface_a_device',
      type: 'fk',
      column: '_interface_a_device_id',
      label: ' interface a device',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      to: 'dcim.device',
      onDelete: 'cascade',
    },
    {
      name: '_interface_b_device',
      type: 'fk',
      column: '_interface_b_device_id',
      label: ' interface b device',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      to: 'dcim.device',
      onDelete: 'cascade',
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
    'interface_a',
    'interface_b',
    'ssid',
    'status',
    'tenant',
    'auth_type',
    'auth_cipher',
    'auth_psk',
    'distance',
    'distance_unit',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'ssid', 'description'],
  nested: ['id', 'url', 'display', 'ssid', 'description'],
  uniques: [
    {
      name: 'wireless_wirelesslink_interface_a_id_interface_b_id_uniq',
      fields: ['interface_a', 'interface_b'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Wireless link with this Interface A and Interface B already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'interface_a_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'wireless.wirelesslink',
            column: 'interface_a_id',
            to: 'dcim.interface',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'interface_b_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'wireless.wirelesslink',
            column: 'interface_b_id',
            to: 'dcim.interface',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'ssid', kind: 'string', field: 'ssid' },
    { name: 'status', kind: 'choice', field: 'status' },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'wireless.wirelesslink', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'wireless.wirelesslink', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'auth_type', kind: 'choice', field: 'auth_type' },
    { name: 'auth_cipher', kind: 'choice', field: 'auth_cipher' },
    { name: 'auth_psk', kind: 'string', field: 'auth_psk' },
    { name: 'distance', kind: 'decimal', field: 'distance' },
    { name: 'distance_unit', kind: 'choice', field: 'distance_unit' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'tenant_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'wireless.wirelesslink', column: 'tenant_id', to: 'tenancy.tenant' },
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
          { via: 'fk', model: 'wireless.wirelesslink', column: 'tenant_id', to: 'tenancy.tenant' },
          { via: 'fk', model: 'tenancy.tenant', column: 'group_id', to: 'tenancy.tenantgroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
  ],
  search: ['ssid', 'description'],
  searchIndex: null,
  rules: ['clean', 'after_save', 'after_delete'],
  endpoints: [],
  declaredAt: {
    'rules.after_delete': 'schema/models/wireless/wirelesslink.yaml:32',
    'rules.after_save': 'schema/models/wireless/wirelesslink.yaml:32',
    'rules.clean': 'schema/models/wireless/wirelesslink.yaml:32',
  },
} as const satisfies ModelMeta;
