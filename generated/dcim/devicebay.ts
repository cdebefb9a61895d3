// Code generated from schema/models/dcim/devicebay.yaml with schema/traits/component.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { DeviceNested } from './device.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a device bay, as the API returns it. */
export interface DeviceBayRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly device: DeviceNested;
  readonly name: string;
  readonly label: string;
  readonly enabled: boolean;
  readonly description: string;
  readonly installed_device: DeviceNested | null;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly _occupied: boolean | null;
}

/** The brief representation (`?brief=1`). */
export type DeviceBayBrief = Pick<DeviceBayRecord, 'id' | 'url' | 'display' | 'device' | 'name' | 'enabled' | 'description' | '_occupied'>;

/** A device bay embedded in another object. */
export type DeviceBayNested = Pick<DeviceBayRecord, 'id' | 'url' | 'display' | 'device' | 'name' | 'enabled' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface DeviceBayInput {
  readonly device: Reference;
  readonly name: string;
  readonly label?: string;
  readonly installed_device?: Reference | null;
  readonly enabled?: boolean;
  readonly description?: string;
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
export type DeviceBayFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly device_id: readonly ['related', number | 'null'];
  readonly name: readonly ['string', string];
  readonly label: readonly ['string', string];
  readonly installed_device_id: readonly ['related', number | 'null'];
  readonly enabled: readonly ['boolean', boolean];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly site_id: readonly ['related', number | 'null'];
  readonly site: readonly ['related', string | 'null'];
  readonly location_id: readonly ['related', number | 'null'];
  readonly location: readonly ['related', string | 'null'];
  readonly rack_id: readonly ['related', number | 'null'];
  readonly rack: readonly ['related', string | 'null'];
  readonly region_id: readonly ['related', number | 'null'];
  readonly region: readonly ['related', string | 'null'];
  readonly site_group_id: readonly ['related', number | 'null'];
  readonly site_group: readonly ['related', string | 'null'];
  readonly device_type_id: readonly ['related', number | 'null'];
  readonly device_type: readonly ['related', string | 'null'];
  readonly device_role_id: readonly ['related', number | 'null'];
  readonly device_role: readonly ['related', string | 'null'];
  readonly device_status: readonly ['related', string | 'null'];
  readonly virtual_chassis_id: readonly ['related', number | 'null'];
  readonly virtual_chassis: readonly ['related', string | 'null'];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly device: readonly ['related', string | 'null'];
  readonly installed_device: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface DeviceBayRow {
  readonly id: number;
  readonly device_id: number;
  readonly name: string;
  readonly _name: string | null;
  readonly label: string;
  readonly installed_device_id: number | null;
  readonly enabled: boolean | 0 | 1;
  readonly description: string;
  readonly custom_field_data: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface DeviceBayValues {
  device: number;
  name: string;
  label: string;
  installed_device?: number | null;
  enabled: boolean;
  description: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/; its traits' plug-ins implement theirs). */
export interface DeviceBayPlugin {
  readonly rules: 'clean';
  readonly computed: { readonly _occupied: boolean | null; };
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface DeviceBayTypes {
  readonly key: 'dcim.devicebay';
  readonly record: DeviceBayRecord;
  readonly brief: DeviceBayBrief;
  readonly nested: DeviceBayNested;
  readonly input: DeviceBayInput;
  readonly filters: DeviceBayFilters;
  readonly row: DeviceBayRow;
  readonly values: DeviceBayValues;
  readonly plugin: DeviceBayPlugin;
}

export const deviceBayModel = {
  key: 'dcim.devicebay',
  app: 'dcim',
  model: 'devicebay',
  className: 'DeviceBay',
  path: 'device-bays',
  table: 'dcim_devicebay',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'device bay',
  verboseNamePlural: 'device bays',
  description: 'A slot of a parent device that holds one child device (a blade in a chassis).',
  source: 'schema/models/dcim/devicebay.yaml',
  traits: ['component'],
  changelogRelated: ['device'],
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{name} ({label})', '{name}'],
  ordering: ['device', 'name'],
  fields: [
    {
      name: 'device',
      type: 'fk',
      column: 'device_id',
      label: 'device',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.device',
      onDelete: 'cascade',
    },
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
      naturalKey: { column: '_name', kind: 'plain' },
    },
    {
      name: '_name',
      type: 'string',
      column: '_name',
      label: 'name',
      required: false,
      nullable: true,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      maxLength: 100,
    },
    {
      name: 'label',
      type: 'string',
      column: 'label',
      label: 'label',
      helpText: 'Physical label',
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
      name: 'installed_device',
      type: 'fk',
      column: 'installed_device_id',
      label: 'installed device',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.device',
      onDelete: 'set_null',
    },
    {
      name: 'enabled',
      type: 'boolean',
      column: 'enabled',
      label: 'enabled',
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
    { name: '_occupied', kind: 'plugin', label: 'occupied', valueType: 'boolean', inNested: false },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'device',
    'name',
    'label',
    'enabled',
    'description',
    'installed_device',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    '_occupied',
  ],
  brief: ['id', 'url', 'display', 'device', 'name', 'enabled', 'description', '_occupied'],
  nested: ['id', 'url', 'display', 'device', 'name', 'enabled', 'description'],
  uniques: [
    {
      name: 'dcim_devicebay_device_id_name_uniq',
      fields: ['device', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Device bay with this Device and Name already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_devicebay_installed_device_id_uniq',
      fields: ['installed_device'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Device bay with this Installed device already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'device_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.devicebay', column: 'device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'id',
    },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'label', kind: 'string', field: 'label' },
    {
      name: 'installed_device_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.devicebay', column: 'installed_device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'id',
    },
    { name: 'enabled', kind: 'boolean', field: 'enabled' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'site_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.devicebay', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.devicebay', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'location_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.devicebay', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'location_id', to: 'dcim.location' },
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
          { via: 'fk', model: 'dcim.devicebay', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'location_id', to: 'dcim.location' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'rack_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.devicebay', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'rack_id', to: 'dcim.rack' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'rack',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.devicebay', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'rack_id', to: 'dcim.rack' },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'region_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.devicebay', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.devicebay', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.devicebay', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.devicebay', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'device_type_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.devicebay', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'device_type_id', to: 'dcim.devicetype' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'device_type',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.devicebay', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'device_type_id', to: 'dcim.devicetype' },
        ],
      ],
      attr: 'model',
    },
    {
      name: 'device_role_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.devicebay', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'role_id', to: 'dcim.devicerole' },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'device_role',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.devicebay', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'role_id', to: 'dcim.devicerole' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'device_status',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.devicebay', column: 'device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'status',
    },
    {
      name: 'virtual_chassis_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.devicebay', column: 'device_id', to: 'dcim.device' },
          {
            via: 'fk',
            model: 'dcim.device',
            column: 'virtual_chassis_id',
            to: 'dcim.virtualchassis',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'virtual_chassis',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.devicebay', column: 'device_id', to: 'dcim.device' },
          {
            via: 'fk',
            model: 'dcim.device',
            column: 'virtual_chassis_id',
            to: 'dcim.virtualchassis',
          },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.devicebay', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.devicebay', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'device',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.devicebay', column: 'device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'installed_device',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.devicebay', column: 'installed_device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'name',
    },
  ],
  search: ['name', 'label', 'description'],
  searchIndex: 'dcim_devicebay__search',
  rules: ['clean'],
  endpoints: [],
  declaredAt: {
    'computed._occupied': 'schema/models/dcim/devicebay.yaml:12',
    'rules.clean': 'schema/models/dcim/devicebay.yaml:15',
  },
  traitParts: { component: ['rules.clean'] },
} as const satisfies ModelMeta;
