// Code generated from schema/models/dcim/devicetype.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { ManufacturerNested } from './manufacturer.js';
import type { PlatformNested } from './platform.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a device type, as the API returns it. */
export interface DeviceTypeRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly manufacturer: ManufacturerNested;
  readonly default_platform: PlatformNested | null;
  readonly model: string;
  readonly slug: string;
  readonly part_number: string;
  readonly u_height: number;
  readonly exclude_from_utilization: boolean;
  readonly is_full_depth: boolean;
  readonly subdevice_role: ChoiceRecord<ChoiceValue<'dcim.subdevice_role'>> | null;
  readonly airflow: ChoiceRecord<ChoiceValue<'dcim.device_airflow'>> | null;
  readonly cooling_method: ChoiceRecord<ChoiceValue<'dcim.cooling_method'>> | null;
  readonly weight: number | null;
  readonly weight_unit: ChoiceRecord<ChoiceValue<'dcim.weight_unit'>> | null;
  readonly end_of_life: string | null;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly device_count: number;
  readonly console_port_template_count: number;
  readonly console_server_port_template_count: number;
  readonly power_port_template_count: number;
  readonly power_outlet_template_count: number;
  readonly cooling_intake_template_count: number;
  readonly cooling_outflow_template_count: number;
  readonly interface_template_count: number;
  readonly front_port_template_count: number;
  readonly rear_port_template_count: number;
  readonly device_bay_template_count: number;
  readonly module_bay_template_count: number;
  readonly inventory_item_template_count: number;
}

/** The brief representation (`?brief=1`). */
export type DeviceTypeBrief = Pick<DeviceTypeRecord, 'id' | 'url' | 'display' | 'manufacturer' | 'model' | 'slug' | 'description' | 'device_count'>;

/** A device type embedded in another object. */
export type DeviceTypeNested = Pick<DeviceTypeRecord, 'id' | 'url' | 'display' | 'manufacturer' | 'model' | 'slug' | 'description' | 'device_count'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface DeviceTypeInput {
  readonly manufacturer: Reference;
  readonly default_platform?: Reference | null;
  readonly model: string;
  readonly slug: string;
  readonly part_number?: string;
  readonly u_height?: number;
  readonly exclude_from_utilization?: boolean;
  readonly is_full_depth?: boolean;
  readonly subdevice_role?: ChoiceValue<'dcim.subdevice_role'> | '' | null;
  readonly airflow?: ChoiceValue<'dcim.device_airflow'> | '' | null;
  readonly cooling_method?: ChoiceValue<'dcim.cooling_method'> | '' | null;
  readonly weight?: number | null;
  readonly weight_unit?: ChoiceValue<'dcim.weight_unit'> | '' | null;
  readonly end_of_life?: string | null;
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
export type DeviceTypeFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly manufacturer_id: readonly ['related', number | 'null'];
  readonly manufacturer: readonly ['related', string | 'null'];
  readonly default_platform_id: readonly ['related', number | 'null'];
  readonly default_platform: readonly ['related', string | 'null'];
  readonly model: readonly ['string', string];
  readonly slug: readonly ['string', string];
  readonly part_number: readonly ['string', string];
  readonly u_height: readonly ['decimal', number];
  readonly exclude_from_utilization: readonly ['boolean', boolean];
  readonly is_full_depth: readonly ['boolean', boolean];
  readonly subdevice_role: readonly ['choice', ChoiceValue<'dcim.subdevice_role'> | 'null'];
  readonly airflow: readonly ['choice', ChoiceValue<'dcim.device_airflow'> | 'null'];
  readonly cooling_method: readonly ['choice', ChoiceValue<'dcim.cooling_method'> | 'null'];
  readonly weight: readonly ['decimal', number];
  readonly weight_unit: readonly ['choice', ChoiceValue<'dcim.weight_unit'> | 'null'];
  readonly end_of_life: readonly ['date', string];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly device_count: readonly ['count', number];
  readonly console_ports: readonly ['exists', boolean];
  readonly console_server_ports: readonly ['exists', boolean];
  readonly power_ports: readonly ['exists', boolean];
  readonly power_outlets: readonly ['exists', boolean];
  readonly interfaces: readonly ['exists', boolean];
  readonly pass_through_ports: readonly ['exists', boolean];
  readonly module_bays: readonly ['exists', boolean];
  readonly device_bays: readonly ['exists', boolean];
  readonly inventory_items: readonly ['exists', boolean];
  readonly console_port_template_count: readonly ['count', number];
  readonly console_server_port_template_count: readonly ['count', number];
  readonly power_port_template_count: readonly ['count', number];
  readonly power_outlet_template_count: readonly ['count', number];
  readonly interface_template_count: readonly ['count', number];
  readonly front_port_template_count: readonly ['count', number];
  readonly rear_port_template_count: readonly ['count', number];
  readonly device_bay_template_count: readonly ['count', number];
  readonly module_bay_template_count: readonly ['count', number];
  readonly inventory_item_template_count: readonly ['count', number];
  readonly cooling_intake_template_count: readonly ['count', number];
  readonly cooling_outflow_template_count: readonly ['count', number];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface DeviceTypeRow {
  readonly id: number;
  readonly manufacturer_id: number;
  readonly default_platform_id: number | null;
  readonly model: string;
  readonly slug: string;
  readonly part_number: string;
  readonly u_height: number;
  readonly exclude_from_utilization: boolean | 0 | 1;
  readonly is_full_depth: boolean | 0 | 1;
  readonly subdevice_role: ChoiceValue<'dcim.subdevice_role'> | '' | null;
  readonly airflow: ChoiceValue<'dcim.device_airflow'> | '' | null;
  readonly cooling_method: ChoiceValue<'dcim.cooling_method'> | '' | null;
  readonly weight: number | null;
  readonly weight_unit: ChoiceValue<'dcim.weight_unit'> | '' | null;
  readonly end_of_life: string | null;
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
export interface DeviceTypeValues {
  manufacturer: number;
  default_platform?: number | null;
  model: string;
  slug: string;
  part_number: string;
  u_height: number;
  exclude_from_utilization: boolean;
  is_full_depth: boolean;
  subdevice_role?: ChoiceValue<'dcim.subdevice_role'> | '' | null;
  airflow?: ChoiceValue<'dcim.device_airflow'> | '' | null;
  cooling_method?: ChoiceValue<'dcim.cooling_method'> | '' | null;
  weight?: number | null;
  weight_unit?: ChoiceValue<'dcim.weight_unit'> | '' | null;
  end_of_life?: string | null;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface DeviceTypePlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface DeviceTypeTypes {
  readonly key: 'dcim.devicetype';
  readonly record: DeviceTypeRecord;
  readonly brief: DeviceTypeBrief;
  readonly nested: DeviceTypeNested;
  readonly input: DeviceTypeInput;
  readonly filters: DeviceTypeFilters;
  readonly row: DeviceTypeRow;
  readonly values: DeviceTypeValues;
  readonly plugin: DeviceTypePlugin;
}

export const deviceTypeModel = {
  key: 'dcim.devicetype',
  app: 'dcim',
  model: 'devicetype',
  className: 'DeviceType',
  path: 'device-types',
  table: 'dcim_devicetype',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'device type',
  verboseNamePlural: 'device types',
  description: 'A make and model of device.',
  source: 'schema/models/dcim/devicetype.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{model}'],
  ordering: ['manufacturer', 'model'],
  fields: [
    {
      name: 'manufacturer',
      type: 'fk',
      column: 'manufacturer_id',
      label: 'manufacturer',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.manufacturer',
      onDelete: 'protect',
    },
    {
      name: 'default_platform',
      type: 'fk',
      column: 'default_platform_id',
      label: 'default platform',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.platform',
      onDelete: 'set_null',
    },
    {
      name: 'model',
      type: 'string',
      column: 'model',
      label: 'model',
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
      name: 'part_number',
      type: 'string',
      column: 'part_number',
      label: 'part number',
      helpText: 'Discrete part number (optional)',
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
      name: 'u_height',
      type: 'decimal',
      column: 'u_height',
      label: 'position (U)',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 1,
      min: 0,
      digits: 4,
      places: 1,
    },
    {
      name: 'exclude_from_utilization',
      type: 'boolean',
      column: 'exclude_from_utilization',
      label: 'exclude from utilization',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: false,
    },
    {
      name: 'is_full_depth',
      type: 'boolean',
      column: 'is_full_depth',
      label: 'is full depth',
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
      name: 'subdevice_role',
      type: 'choice',
      column: 'subdevice_role',
      label: 'parent/child status',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.subdevice_role',
    },
    {
      name: 'airflow',
      type: 'choice',
      column: 'airflow',
      label: 'airflow',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.device_airflow',
    },
    {
      name: 'cooling_method',
      type: 'choice',
      column: 'cooling_method',
      label: 'cooling method',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.cooling_method',
    },
    {
      name: 'weight',
      type: 'decimal',
      column: 'weight',
      label: 'weight',
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
      name: 'weight_unit',
      type: 'choice',
      column: 'weight_unit',
      label: 'weight unit',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.weight_unit',
    },
    {
      name: 'end_of_life',
      type: 'date',
      column: 'end_of_life',
      label: 'end of life',
      helpText: 'The date after which this device type is no longer supported by the manufacturer',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
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
      name: 'device_count',
      kind: 'count',
      label: 'device count',
      model: 'dcim.device',
      via: 'device_type',
      cumulative: false,
      inNested: true,
    },
    {
      name: 'console_port_template_count',
      kind: 'count',
      label: 'console port template count',
      model: 'dcim.consoleporttemplate',
      via: 'device_type',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'console_server_port_template_count',
      kind: 'count',
      label: 'console server port template count',
      model: 'dcim.consoleserverporttemplate',
      via: 'device_type',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'power_port_template_count',
      kind: 'count',
      label: 'power port template count',
      model: 'dcim.powerporttemplate',
      via: 'device_type',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'power_outlet_template_count',
      kind: 'count',
      label: 'power outlet template count',
      model: 'dcim.poweroutlettemplate',
      via: 'device_type',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'cooling_intake_template_count',
      kind: 'count',
      label: 'cooling intake template count',
      model: 'dcim.coolingintaketemplate',
      via: 'device_type',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'cooling_outflow_template_count',
      kind: 'count',
      label: 'cooling outflow template count',
      model: 'dcim.coolingoutflowtemplate',
      via: 'device_type',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'interface_template_count',
      kind: 'count',
      label: 'interface template count',
      model: 'dcim.interfacetemplate',
      via: 'device_type',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'front_port_template_count',
      kind: 'count',
      label: 'front port template count',
      model: 'dcim.frontporttemplate',
      via: 'device_type',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'rear_port_template_count',
      kind: 'count',
      label: 'rear port template count',
      model: 'dcim.rearporttemplate',
      via: 'device_type',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'device_bay_template_count',
      kind: 'count',
      label: 'device bay template count',
      model: 'dcim.devicebaytemplate',
      via: 'device_type',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'module_bay_template_count',
      kind: 'count',
      label: 'module bay template count',
      model: 'dcim.modulebaytemplate',
      via: 'device_type',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'inventory_item_template_count',
      kind: 'count',
      label: 'inventory item template count',
      model: 'dcim.inventoryitemtemplate',
      via: 'device_type',
      cumulative: false,
      inNested: false,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'manufacturer',
    'default_platform',
    'model',
    'slug',
    'part_number',
    'u_height',
    'exclude_from_utilization',
    'is_full_depth',
    'subdevice_role',
    'airflow',
    'cooling_method',
    'weight',
    'weight_unit',
    'end_of_life',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'device_count',
    'console_port_template_count',
    'console_server_port_template_count',
    'power_port_template_count',
    'power_outlet_template_count',
    'cooling_intake_template_count',
    'cooling_outflow_template_count',
    'interface_template_count',
    'front_port_template_count',
    'rear_port_template_count',
    'device_bay_template_count',
    'module_bay_template_count',
    'inventory_item_template_count',
  ],
  brief: ['id', 'url', 'display', 'manufacturer', 'model', 'slug', 'description', 'device_count'],
  nested: ['id', 'url', 'display', 'manufacturer', 'model', 'slug', 'description', 'device_count'],
  uniques: [
    {
      name: 'dcim_devicetype_manufacturer_id_model_uniq',
      fields: ['manufacturer', 'model'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Device type with this Manufacturer and Model already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_devicetype_manufacturer_id_slug_uniq',
      fields: ['manufacturer', 'slug'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Device type with this Manufacturer and Slug already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'manufacturer_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.devicetype',
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
          {
            via: 'fk',
            model: 'dcim.devicetype',
            column: 'manufacturer_id',
            to: 'dcim.manufacturer',
          },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'default_platform_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.devicetype',
            column: 'default_platform_id',
            to: 'dcim.platform',
          },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'default_platform',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.devicetype',
            column: 'default_platform_id',
            to: 'dcim.platform',
          },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    { name: 'model', kind: 'string', field: 'model' },
    { name: 'slug', kind: 'string', field: 'slug' },
    { name: 'part_number', kind: 'string', field: 'part_number' },
    { name: 'u_height', kind: 'decimal', field: 'u_height' },
    { name: 'exclude_from_utilization', kind: 'boolean', field: 'exclude_from_utilization' },
    { name: 'is_full_depth', kind: 'boolean', field: 'is_full_depth' },
    { name: 'subdevice_role', kind: 'choice', field: 'subdevice_role' },
    { name: 'airflow', kind: 'choice', field: 'airflow' },
    { name: 'cooling_method', kind: 'choice', field: 'cooling_method' },
    { name: 'weight', kind: 'decimal', field: 'weight' },
    { name: 'weight_unit', kind: 'choice', field: 'weight_unit' },
    { name: 'end_of_life', kind: 'date', field: 'end_of_life' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    { name: 'device_count', kind: 'count', computed: 'device_count' },
    {
      name: 'console_ports',
      kind: 'exists',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.devicetype',
            column: 'device_type_id',
            to: 'dcim.consoleporttemplate',
          },
        ],
      ],
    },
    {
      name: 'console_server_ports',
      kind: 'exists',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.devicetype',
            column: 'device_type_id',
            to: 'dcim.consoleserverporttemplate',
          },
        ],
      ],
    },
    {
      name: 'power_ports',
      kind: 'exists',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.devicetype',
            column: 'device_type_id',
            to: 'dcim.powerporttemplate',
          },
        ],
      ],
    },
    {
      name: 'power_outlets',
      kind: 'exists',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.devicetype',
            column: 'device_type_id',
            to: 'dcim.poweroutlettemplate',
          },
        ],
      ],
    },
    {
      name: 'interfaces',
      kind: 'exists',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.devicetype',
            column: 'device_type_id',
            to: 'dcim.interfacetemplate',
          },
        ],
      ],
    },
    {
      name: 'pass_through_ports',
      kind: 'exists',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.devicetype',
            column: 'device_type_id',
            to: 'dcim.frontporttemplate',
          },
        ],
        [
          {
            via: 'reverse',
            model: 'dcim.devicetype',
            column: 'device_type_id',
            to: 'dcim.rearporttemplate',
          },
        ],
      ],
    },
    {
      name: 'module_bays',
      kind: 'exists',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.devicetype',
            column: 'device_type_id',
            to: 'dcim.modulebaytemplate',
          },
        ],
      ],
    },
    {
      name: 'device_bays',
      kind: 'exists',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.devicetype',
            column: 'device_type_id',
            to: 'dcim.devicebaytemplate',
          },
        ],
      ],
    },
    {
      name: 'inventory_items',
      kind: 'exists',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.devicetype',
            column: 'device_type_id',
            to: 'dcim.inventoryitemtemplate',
          },
        ],
      ],
    },
    { name: 'console_port_template_count', kind: 'count', computed: 'console_port_template_count' },
    {
      name: 'console_server_port_template_count',
      kind: 'count',
      computed: 'console_server_port_template_count',
    },
    { name: 'power_port_template_count', kind: 'count', computed: 'power_port_template_count' },
    { name: 'power_outlet_template_count', kind: 'count', computed: 'power_outlet_template_count' },
    { name: 'interface_template_count', kind: 'count', computed: 'interface_template_count' },
    { name: 'front_port_template_count', kind: 'count', computed: 'front_port_template_count' },
    { name: 'rear_port_template_count', kind: 'count', computed: 'rear_port_template_count' },
    { name: 'device_bay_template_count', kind: 'count', computed: 'device_bay_template_count' },
    { name: 'module_bay_template_count', kind: 'count', computed: 'module_bay_template_count' },
    {
      name: 'inventory_item_template_count',
      kind: 'count',
      computed: 'inventory_item_template_count',
    },
    {
      name: 'cooling_intake_template_count',
      kind: 'count',
      computed: 'cooling_intake_template_count',
    },
    {
      name: 'cooling_outflow_template_count',
      kind: 'count',
      computed: 'cooling_outflow_template_count',
    },
  ],
  search: ['model', 'part_number', 'description', 'comments'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: { 'rules.clean': 'schema/models/dcim/devicetype.yaml:41' },
} as const satisfies ModelMeta;
