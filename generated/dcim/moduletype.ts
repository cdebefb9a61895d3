// Code generated from schema/models/dcim/moduletype.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { ManufacturerNested } from './manufacturer.js';
import type { ModuleBayTypeNested } from './modulebaytype.js';
import type { ModuleTypeProfileNested } from './moduletypeprofile.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a module type, as the API returns it. */
export interface ModuleTypeRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly profile: ModuleTypeProfileNested | null;
  readonly manufacturer: ManufacturerNested;
  readonly model: string;
  readonly part_number: string;
  readonly airflow: ChoiceRecord<ChoiceValue<'dcim.module_airflow'>> | null;
  readonly cooling_method: ChoiceRecord<ChoiceValue<'dcim.cooling_method'>> | null;
  readonly weight: number | null;
  readonly weight_unit: ChoiceRecord<ChoiceValue<'dcim.weight_unit'>> | null;
  readonly end_of_life: string | null;
  readonly description: string;
  readonly attributes: unknown;
  readonly module_bay_types: readonly ModuleBayTypeNested[];
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly module_count: number;
  readonly console_port_template_count: number;
  readonly console_server_port_template_count: number;
  readonly power_port_template_count: number;
  readonly power_outlet_template_count: number;
  readonly cooling_intake_template_count: number;
  readonly cooling_outflow_template_count: number;
  readonly interface_template_count: number;
  readonly front_port_template_count: number;
  readonly rear_port_template_count: number;
  readonly module_bay_template_count: number;
}

/** The brief representation (`?brief=1`). */
export type ModuleTypeBrief = Pick<ModuleTypeRecord, 'id' | 'url' | 'display' | 'profile' | 'manufacturer' | 'model' | 'description' | 'module_count'>;

/** A module type embedded in another object. */
export type ModuleTypeNested = Pick<ModuleTypeRecord, 'id' | 'url' | 'display' | 'profile' | 'manufacturer' | 'model' | 'description' | 'module_count'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface ModuleTypeInput {
  readonly profile?: Reference | null;
  readonly manufacturer: Reference;
  readonly model: string;
  readonly part_number?: string;
  readonly airflow?: ChoiceValue<'dcim.module_airflow'> | '' | null;
  readonly cooling_method?: ChoiceValue<'dcim.cooling_method'> | '' | null;
  readonly weight?: number | null;
  readonly weight_unit?: ChoiceValue<'dcim.weight_unit'> | '' | null;
  readonly end_of_life?: string | null;
  readonly attributes?: unknown;
  readonly module_bay_types?: readonly Reference[];
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
export type ModuleTypeFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly profile_id: readonly ['related', number | 'null'];
  readonly manufacturer_id: readonly ['related', number | 'null'];
  readonly manufacturer: readonly ['related', string | 'null'];
  readonly model: readonly ['string', string];
  readonly part_number: readonly ['string', string];
  readonly airflow: readonly ['choice', ChoiceValue<'dcim.module_airflow'> | 'null'];
  readonly cooling_method: readonly ['choice', ChoiceValue<'dcim.cooling_method'> | 'null'];
  readonly weight: readonly ['decimal', number];
  readonly weight_unit: readonly ['choice', ChoiceValue<'dcim.weight_unit'> | 'null'];
  readonly end_of_life: readonly ['date', string];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly profile: readonly ['related', string | 'null'];
  readonly module_bay_type_id: readonly ['related', number | 'null'];
  readonly module_bay_type: readonly ['related', string | 'null'];
  readonly console_ports: readonly ['exists', boolean];
  readonly console_server_ports: readonly ['exists', boolean];
  readonly power_ports: readonly ['exists', boolean];
  readonly power_outlets: readonly ['exists', boolean];
  readonly interfaces: readonly ['exists', boolean];
  readonly pass_through_ports: readonly ['exists', boolean];
  readonly module_bays: readonly ['exists', boolean];
  readonly module_count: readonly ['count', number];
  readonly console_port_template_count: readonly ['count', number];
  readonly console_server_port_template_count: readonly ['count', number];
  readonly power_port_template_count: readonly ['count', number];
  readonly power_outlet_template_count: readonly ['count', number];
  readonly interface_template_count: readonly ['count', number];
  readonly front_port_template_count: readonly ['count', number];
  readonly rear_port_template_count: readonly ['count', number];
  readonly module_bay_template_count: readonly ['count', number];
  readonly cooling_intake_template_count: readonly ['count', number];
  readonly cooling_outflow_template_count: readonly ['count', number];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface ModuleTypeRow {
  readonly id: number;
  readonly profile_id: number | null;
  readonly manufacturer_id: number;
  readonly model: string;
  readonly part_number: string;
  readonly airflow: ChoiceValue<'dcim.module_airflow'> | '' | null;
  readonly cooling_method: ChoiceValue<'dcim.cooling_method'> | '' | null;
  readonly weight: number | null;
  readonly weight_unit: ChoiceValue<'dcim.weight_unit'> | '' | null;
  readonly end_of_life: string | null;
  readonly attributes: string | null;
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
export interface ModuleTypeValues {
  profile?: number | null;
  manufacturer: number;
  model: string;
  part_number: string;
  airflow?: ChoiceValue<'dcim.module_airflow'> | '' | null;
  cooling_method?: ChoiceValue<'dcim.cooling_method'> | '' | null;
  weight?: number | null;
  weight_unit?: ChoiceValue<'dcim.weight_unit'> | '' | null;
  end_of_life?: string | null;
  attributes?: unknown;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface ModuleTypePlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface ModuleTypeTypes {
  readonly key: 'dcim.moduletype';
  readonly record: ModuleTypeRecord;
  readonly brief: ModuleTypeBrief;
  readonly nested: ModuleTypeNested;
  readonly input: ModuleTypeInput;
  readonly filters: ModuleTypeFilters;
  readonly row: ModuleTypeRow;
  readonly values: ModuleTypeValues;
  readonly plugin: ModuleTypePlugin;
}

export const moduleTypeModel = {
  key: 'dcim.moduletype',
  app: 'dcim',
  model: 'moduletype',
  className: 'ModuleType',
  path: 'module-types',
  table: 'dcim_moduletype',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'module type',
  verboseNamePlural: 'module types',
  description: 'A make and model of module (a line card, a power supply) that goes into a module bay.',
  source: 'schema/models/dcim/moduletype.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{model}'],
  ordering: ['profile', 'manufacturer', 'model'],
  fields: [
    {
      name: 'profile',
      type: 'fk',
      column: 'profile_id',
      label: 'profile',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.moduletypeprofile',
      onDelete: 'protect',
    },
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
      choices: 'dcim.module_airflow',
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
      helpText: 'The date after which this module type is no longer supported by the manufacturer',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'attributes',
      type: 'json',
      column: 'attributes',
      label: 'attributes',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'module_bay_types',
      type: 'm2m',
      column: null,
      label: 'module bay types',
      helpText: 'Types of module bays this module type can be installed in (empty = unconstrained)',
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
        table: 'dcim_moduletype_module_bay_types',
        source: 'moduletype_id',
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
      name: 'module_count',
      kind: 'count',
      label: 'module count',
      model: 'dcim.module',
      via: 'module_type',
      cumulative: false,
      inNested: true,
    },
    {
      name: 'console_port_template_count',
      kind: 'count',
      label: 'console port template count',
      model: 'dcim.consoleporttemplate',
      via: 'module_type',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'console_server_port_template_count',
      kind: 'count',
      label: 'console server port template count',
      model: 'dcim.consoleserverporttemplate',
      via: 'module_type',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'power_port_template_count',
      kind: 'count',
      label: 'power port template count',
      model: 'dcim.powerporttemplate',
      via: 'module_type',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'power_outlet_template_count',
      kind: 'count',
      label: 'power outlet template count',
      model: 'dcim.poweroutlettemplate',
      via: 'module_type',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'cooling_intake_template_count',
      kind: 'count',
      label: 'cooling intake template count',
      model: 'dcim.coolingintaketemplate',
      via: 'module_type',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'cooling_outflow_template_count',
      kind: 'count',
      label: 'cooling outflow template count',
      model: 'dcim.coolingoutflowtemplate',
      via: 'module_type',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'interface_template_count',
      kind: 'count',
      label: 'interface template count',
      model: 'dcim.interfacetemplate',
      via: 'module_type',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'front_port_template_count',
      kind: 'count',
      label: 'front port template count',
      model: 'dcim.frontporttemplate',
      via: 'module_type',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'rear_port_template_count',
      kind: 'count',
      label: 'rear port template count',
      model: 'dcim.rearporttemplate',
      via: 'module_type',
      cumulative: false,
      inNested: false,
    },
    {
      name: 'module_bay_template_count',
      kind: 'count',
      label: 'module bay template count',
      model: 'dcim.modulebaytemplate',
      via: 'module_type',
      cumulative: false,
      inNested: false,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'profile',
    'manufacturer',
    'model',
    'part_number',
    'airflow',
    'cooling_method',
    'weight',
    'weight_unit',
    'end_of_life',
    'description',
    'attributes',
    'module_bay_types',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'module_count',
    'console_port_template_count',
    'console_server_port_template_count',
    'power_port_template_count',
    'power_outlet_template_count',
    'cooling_intake_template_count',
    'cooling_outflow_template_count',
    'interface_template_count',
    'front_port_template_count',
    'rear_port_template_count',
    'module_bay_template_count',
  ],
  brief: ['id', 'url', 'display', 'profile', 'manufacturer', 'model', 'description', 'module_count'],
  nested: ['id', 'url', 'display', 'profile', 'manufacturer', 'model', 'description', 'module_count'],
  uniques: [
    {
      name: 'dcim_moduletype_manufacturer_id_model_uniq',
      fields: ['manufacturer', 'model'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Module type with this Manufacturer and Model already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'profile_id',
      kind: 'related',
      paths: [
        [
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
      name: 'manufacturer_id',
      kind: 'related',
      paths: [
        [
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
    { name: 'model', kind: 'string', field: 'model' },
    { name: 'part_number', kind: 'string', field: 'part_number' },
    { name: 'airflow', kind: 'choice', field: 'airflow' },
    { name: 'cooling_method', kind: 'choice', field: 'cooling_method' },
    { name: 'weight', kind: 'decimal', field: 'weight' },
    { name: 'weight_unit', kind: 'choice', field: 'weight_unit' },
    { name: 'end_of_life', kind: 'date', field: 'end_of_life' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'profile',
      kind: 'related',
      paths: [
        [
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
      name: 'module_bay_type_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'dcim.moduletype',
            through: {
              table: 'dcim_moduletype_module_bay_types',
              source: 'moduletype_id',
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
            model: 'dcim.moduletype',
            through: {
              table: 'dcim_moduletype_module_bay_types',
              source: 'moduletype_id',
              target: 'modulebaytype_id',
            },
            to: 'dcim.modulebaytype',
          },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'console_ports',
      kind: 'exists',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.moduletype',
            column: 'module_type_id',
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
            model: 'dcim.moduletype',
            column: 'module_type_id',
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
            model: 'dcim.moduletype',
            column: 'module_type_id',
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
            model: 'dcim.moduletype',
            column: 'module_type_id',
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
            model: 'dcim.moduletype',
            column: 'module_type_id',
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
            model: 'dcim.moduletype',
            column: 'module_type_id',
            to: 'dcim.frontporttemplate',
          },
        ],
        [
          {
            via: 'reverse',
            model: 'dcim.moduletype',
            column: 'module_type_id',
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
            model: 'dcim.moduletype',
            column: 'module_type_id',
            to: 'dcim.modulebaytemplate',
          },
        ],
      ],
    },
    { name: 'module_count', kind: 'count', computed: 'module_count' },
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
    { name: 'module_bay_template_count', kind: 'count', computed: 'module_bay_template_count' },
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
  declaredAt: { 'rules.clean': 'schema/models/dcim/moduletype.yaml:37' },
} as const satisfies ModelMeta;
