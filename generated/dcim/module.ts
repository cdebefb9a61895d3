// Code generated from schema/models/dcim/module.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { DeviceNested } from './device.js';
import type { ModuleBayRecord } from './modulebay.js';
import type { ModuleTypeNested } from './moduletype.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a module, as the API returns it. */
export interface ModuleRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly device: DeviceNested;
  readonly module_bay: Pick<ModuleBayRecord, 'id' | 'url' | 'display_url' | 'display' | 'name'>;
  readonly module_type: ModuleTypeNested;
  readonly status: ChoiceRecord<ChoiceValue<'dcim.module_status'>>;
  readonly serial: string;
  readonly asset_tag: string | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly is_bay_compatible: boolean | null;
}

/** The brief representation (`?brief=1`). */
export type ModuleBrief = Pick<ModuleRecord, 'id' | 'url' | 'display' | 'device' | 'module_bay' | 'module_type' | 'description'>;

/** A module embedded in another object. */
export type ModuleNested = Pick<ModuleRecord, 'id' | 'url' | 'display' | 'device' | 'module_bay' | 'module_type' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface ModuleInput {
  readonly device: Reference;
  readonly module_bay: Reference;
  readonly module_type: Reference;
  readonly status?: ChoiceValue<'dcim.module_status'>;
  readonly serial?: string;
  readonly asset_tag?: string | null;
  readonly replicate_components?: boolean;
  readonly adopt_components?: boolean;
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
export type ModuleFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly device_id: readonly ['related', number | 'null'];
  readonly module_bay_id: readonly ['related', number | 'null'];
  readonly module_type_id: readonly ['related', number | 'null'];
  readonly status: readonly ['choice', ChoiceValue<'dcim.module_status'> | 'null'];
  readonly serial: readonly ['string', string];
  readonly asset_tag: readonly ['string', string];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly manufacturer_id: readonly ['related', number | 'null'];
  readonly manufacturer: readonly ['related', string | 'null'];
  readonly profile_id: readonly ['related', number | 'null'];
  readonly profile: readonly ['related', string | 'null'];
  readonly module_type: readonly ['related', string | 'null'];
  readonly region_id: readonly ['related', number | 'null'];
  readonly region: readonly ['related', string | 'null'];
  readonly site_group_id: readonly ['related', number | 'null'];
  readonly site_group: readonly ['related', string | 'null'];
  readonly site_id: readonly ['related', number | 'null'];
  readonly site: readonly ['related', string | 'null'];
  readonly location_id: readonly ['related', number | 'null'];
  readonly location: readonly ['related', string | 'null'];
  readonly rack_id: readonly ['related', number | 'null'];
  readonly rack: readonly ['related', string | 'null'];
  readonly device: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface ModuleRow {
  readonly id: number;
  readonly device_id: number;
  readonly module_bay_id: number;
  readonly module_type_id: number;
  readonly status: ChoiceValue<'dcim.module_status'>;
  readonly serial: string;
  readonly asset_tag: string | null;
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
export interface ModuleValues {
  device: number;
  module_bay: number;
  module_type: number;
  status: ChoiceValue<'dcim.module_status'>;
  serial: string;
  asset_tag?: string | null;
  replicate_components?: boolean;
  adopt_components?: boolean;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface ModulePlugin {
  readonly rules: 'clean' | 'after_save';
  readonly computed: { readonly is_bay_compatible: boolean | null; };
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface ModuleTypes {
  readonly key: 'dcim.module';
  readonly record: ModuleRecord;
  readonly brief: ModuleBrief;
  readonly nested: ModuleNested;
  readonly input: ModuleInput;
  readonly filters: ModuleFilters;
  readonly row: ModuleRow;
  readonly values: ModuleValues;
  readonly plugin: ModulePlugin;
}

export const moduleModel = {
  key: 'dcim.module',
  app: 'dcim',
  model: 'module',
  className: 'Module',
  path: 'modules',
  table: 'dcim_module',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'module',
  verboseNamePlural: 'modules',
  description: 'A module (a line card, a power supply) installed in a module bay of a device.',
  source: 'schema/models/dcim/module.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{module_bay.name}: {module_type} ({id})'],
  ordering: ['module_bay'],
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
      name: 'module_bay',
      type: 'fk',
      column: 'module_bay_id',
      label: 'module bay',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.modulebay',
      onDelete: 'cascade',
      nested: ['id', 'url', 'display_url', 'display', 'name'],
    },
    {
      name: 'module_type',
      type: 'fk',
      column: 'module_type_id',
      label: 'module type',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.moduletype',
      onDelete: 'protect',
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
      choices: 'dcim.module_status',
    },
    {
      name: 'serial',
      type: 'string',
      column: 'serial',
      label: 'serial number',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 50,
    },
    {
      name: 'asset_tag',
      type: 'string',
      column: 'asset_tag',
      label: 'asset tag',
      helpText: 'A unique tag used to identify this device',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 50,
    },
    {
      name: 'replicate_components',
      type: 'boolean',
      column: null,
      label: 'replicate components',
      helpText: 'Automatically populate components associated with this module type (default: true)',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: true,
      internal: false,
      immutable: false,
      default: true,
      unstored: true,
    },
    {
      name: 'adopt_components',
      type: 'boolean',
      column: null,
      label: 'adopt components',
      helpText: 'Adopt already existing components',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: true,
      internal: false,
      immutable: false,
      default: false,
      unstored: true,
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
      name: 'is_bay_compatible',
      kind: 'plugin',
      label: 'is bay compatible',
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
    'module_bay',
    'module_type',
    'status',
    'serial',
    'asset_tag',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'is_bay_compatible',
  ],
  brief: ['id', 'url', 'display', 'device', 'module_bay', 'module_type', 'description'],
  nested: ['id', 'url', 'display', 'device', 'module_bay', 'module_type', 'description'],
  uniques: [
    {
      name: 'dcim_module_asset_tag_uniq',
      fields: ['asset_tag'],
      caseInsensitive: [],
      whenNull: [],
      message: 'module with this asset tag already exists.',
      errorKey: 'asset_tag',
    },
    {
      name: 'dcim_module_module_bay_id_uniq',
      fields: ['module_bay'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Module with this Module bay already exists.',
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
          { via: 'fk', model: 'dcim.module', column: 'device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'module_bay_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.module', column: 'module_bay_id', to: 'dcim.modulebay' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'module_type_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.module', column: 'module_type_id', to: 'dcim.moduletype' },
        ],
      ],
      attr: 'id',
    },
    { name: 'status', kind: 'choice', field: 'status' },
    { name: 'serial', kind: 'string', field: 'serial' },
    { name: 'asset_tag', kind: 'string', field: 'asset_tag' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'manufacturer_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.module', column: 'module_type_id', to: 'dcim.moduletype' },
          {
            via: 'fk',
            model: 'dcim.moduletype',
            column: 'manufacturer_id',
            to: 'dcim.manufacturer',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'manufacturer',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.module', column: 'module_type_id', to: 'dcim.moduletype' },
          {
            via: 'fk',
            model: 'dcim.moduletype',
            column: 'manufacturer_id',
            to: 'dcim.manufacturer',
          },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'profile_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.module', column: 'module_type_id', to: 'dcim.moduletype' },
          {
            via: 'fk',
            model: 'dcim.moduletype',
            column: 'profile_id',
            to: 'dcim.moduletypeprofile',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'profile',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.module', column: 'module_type_id', to: 'dcim.moduletype' },
          {
            via: 'fk',
            model: 'dcim.moduletype',
            column: 'profile_id',
            to: 'dcim.moduletypeprofile',
          },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'module_type',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.module', column: 'module_type_id', to: 'dcim.moduletype' },
        ],
      ],
      attr: 'model',
    },
    {
      name: 'region_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.module', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.module', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.module', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.module', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
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
          { via: 'fk', model: 'dcim.module', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.module', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.module', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.module', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.module', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.module', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'rack_id', to: 'dcim.rack' },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'device',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.module', column: 'device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'name',
    },
  ],
  search: ['serial', 'asset_tag', 'description', 'comments'],
  searchIndex: null,
  rules: ['clean', 'after_save'],
  endpoints: [],
  declaredAt: {
    'computed.is_bay_compatible': 'schema/models/dcim/module.yaml:20',
    'rules.after_save': 'schema/models/dcim/module.yaml:22',
    'rules.clean': 'schema/models/dcim/module.yaml:22',
  },
} as const satisfies ModelMeta;
