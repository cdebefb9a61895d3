// Code generated from schema/models/dcim/modulebay.yaml with schema/traits/component.yaml, schema/traits/modular_component.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { DeviceNested } from './device.js';
import type { ModuleRecord } from './module.js';
import type { ModuleBayTypeNested } from './modulebaytype.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a module bay, as the API returns it. */
export interface ModuleBayRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly device: DeviceNested;
  readonly module: Pick<ModuleRecord, 'id' | 'url' | 'display' | 'device' | 'module_bay'> | null;
  readonly name: string;
  readonly label: string;
  readonly position: string;
  readonly enabled: boolean;
  readonly description: string;
  readonly module_bay_types: readonly ModuleBayTypeNested[];
  readonly installed_module: Pick<ModuleRecord, 'id' | 'url' | 'display' | 'serial' | 'description'> | null;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly _occupied: boolean | null;
  readonly is_module_compatible: boolean | null;
}

/** The brief representation (`?brief=1`). */
export type ModuleBayBrief = Pick<ModuleBayRecord, 'id' | 'url' | 'display' | 'installed_module' | 'name' | 'enabled' | 'description' | '_occupied'>;

/** A module bay embedded in another object. */
export type ModuleBayNested = Pick<ModuleBayRecord, 'id' | 'url' | 'display' | 'name' | 'enabled' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface ModuleBayInput {
  readonly device: Reference;
  readonly name: string;
  readonly label?: string;
  readonly module?: Reference | null;
  readonly position?: string;
  readonly enabled?: boolean;
  readonly module_bay_types?: readonly Reference[];
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
export type ModuleBayFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly device_id: readonly ['related', number | 'null'];
  readonly name: readonly ['string', string];
  readonly label: readonly ['string', string];
  readonly module_id: readonly ['related', number | 'null'];
  readonly position: readonly ['string', string];
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
  readonly installed_module_id: readonly ['related', number | 'null'];
  readonly module_bay_type_id: readonly ['related', number | 'null'];
  readonly module_bay_type: readonly ['related', string | 'null'];
  readonly parent_id: readonly ['related', number | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface ModuleBayRow {
  readonly id: number;
  readonly device_id: number;
  readonly name: string;
  readonly _name: string | null;
  readonly label: string;
  readonly module_id: number | null;
  readonly parent_id: number | null;
  readonly position: string;
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
export interface ModuleBayValues {
  device: number;
  name: string;
  label: string;
  module?: number | null;
  parent?: number | null;
  position: string;
  enabled: boolean;
  description: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/; its traits' plug-ins implement theirs). */
export interface ModuleBayPlugin {
  readonly rules: 'clean';
  readonly computed: { readonly _occupied: boolean | null; readonly is_module_compatible: boolean | null; };
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface ModuleBayTypes {
  readonly key: 'dcim.modulebay';
  readonly record: ModuleBayRecord;
  readonly brief: ModuleBayBrief;
  readonly nested: ModuleBayNested;
  readonly input: ModuleBayInput;
  readonly filters: ModuleBayFilters;
  readonly row: ModuleBayRow;
  readonly values: ModuleBayValues;
  readonly plugin: ModuleBayPlugin;
}

export const moduleBayModel = {
  key: 'dcim.modulebay',
  app: 'dcim',
  model: 'modulebay',
  className: 'ModuleBay',
  path: 'module-bays',
  table: 'dcim_modulebay',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'module bay',
  verboseNamePlural: 'module bays',
  description: 'A slot of a device, or of a module in it, that holds one module.',
  source: 'schema/models/dcim/modulebay.yaml',
  traits: ['component', 'modular_component'],
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
      name: 'module',
      type: 'fk',
      column: 'module_id',
      label: 'module',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.module',
      onDelete: 'cascade',
      nested: ['id', 'url', 'display', 'device', 'module_bay'],
    },
    {
      name: 'parent',
      type: 'fk',
      column: 'parent_id',
      label: 'parent',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: true,
      internal: false,
      immutable: false,
      to: 'dcim.modulebay',
      onDelete: 'cascade',
    },
    {
      name: 'position',
      type: 'string',
      column: 'position',
      label: 'position',
      helpText: 'Identifier to reference when renaming installed components',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 30,
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
      name: 'module_bay_types',
      type: 'm2m',
      column: null,
      label: 'module bay types',
      helpText: 'Types of modules that can be installed in this bay (empty = unconstrained)',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'dcim.modulebaytype',
      through: {
        table: 'dcim_modulebay_module_bay_types',
        source: 'modulebay_id',
        target: 'modulebaytype_id',
      },
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
    {
      name: 'installed_module',
      kind: 'list',
      label: 'installed module',
      model: 'dcim.module',
      via: 'module_bay',
      single: true,
      nested: ['id', 'url', 'display', 'serial', 'description'],
      inNested: false,
    },
    { name: '_occupied', kind: 'plugin', label: 'occupied', valueType: 'boolean', inNested: false },
    {
      name: 'is_module_compatible',
      kind: 'plugin',
      label: 'is module compatible',
      valueType: 'boolean',
      inNested: false,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'device',
    'module',
    'name',
    'label',
    'position',
    'enabled',
    'description',
    'module_bay_types',
    'installed_module',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    '_occupied',
    'is_module_compatible',
  ],
  brief: ['id', 'url', 'display', 'installed_module', 'name', 'enabled', 'description', '_occupied'],
  nested: ['id', 'url', 'display', 'name', 'enabled', 'description'],
  uniques: [
    {
      name: 'dcim_modulebay_device_id_name_uniq',
      fields: ['device', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Module bay with this Device and Name already exists.',
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
          { via: 'fk', model: 'dcim.modulebay', column: 'device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'id',
    },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'label', kind: 'string', field: 'label' },
    {
      name: 'module_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.modulebay', column: 'module_id', to: 'dcim.module' },
        ],
      ],
      attr: 'id',
    },
    { name: 'position', kind: 'string', field: 'position' },
    { name: 'enabled', kind: 'boolean', field: 'enabled' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'site_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.modulebay', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.modulebay', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.modulebay', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.modulebay', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.modulebay', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.modulebay', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.modulebay', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.modulebay', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.modulebay', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.modulebay', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.modulebay', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.modulebay', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.modulebay', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.modulebay', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.modulebay', column: 'device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'status',
    },
    {
      name: 'virtual_chassis_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.modulebay', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.modulebay', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.modulebay', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.modulebay', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.modulebay', column: 'device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'installed_module_id',
      kind: 'related',
      paths: [
        [
          { via: 'reverse', model: 'dcim.modulebay', column: 'module_bay_id', to: 'dcim.module' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'module_bay_type_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'dcim.modulebay',
            through: {
              table: 'dcim_modulebay_module_bay_types',
              source: 'modulebay_id',
              target: 'modulebaytype_id',
            },
            to: 'dcim.modulebaytype',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'module_bay_type',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'dcim.modulebay',
            through: {
              table: 'dcim_modulebay_module_bay_types',
              source: 'modulebay_id',
              target: 'modulebaytype_id',
            },
            to: 'dcim.modulebaytype',
          },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'parent_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.modulebay', column: 'parent_id', to: 'dcim.modulebay' },
        ],
      ],
      attr: 'id',
    },
  ],
  search: ['name', 'label', 'description'],
  searchIndex: 'dcim_modulebay__search',
  rules: ['clean'],
  endpoints: [],
  declaredAt: {
    'computed._occupied': 'schema/models/dcim/modulebay.yaml:15',
    'computed.is_module_compatible': 'schema/models/dcim/modulebay.yaml:16',
    'rules.clean': 'schema/models/dcim/modulebay.yaml:19',
  },
  traitParts: { component: ['rules.clean'] },
} as const satisfies ModelMeta;
