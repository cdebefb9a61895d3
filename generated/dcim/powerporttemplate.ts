// Code generated from schema/models/dcim/powerporttemplate.yaml with schema/traits/component_template.yaml, schema/traits/modular_component_template.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, FilterParams, ListParams, ModelMeta, Reference, RequestParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { DeviceTypeNested } from './devicetype.js';
import type { ModuleTypeNested } from './moduletype.js';

/** The complete representation of a power port template, as the API returns it. */
export interface PowerPortTemplateRecord {
  readonly id: number;
  readonly url: string;
  readonly display: string;
  readonly device_type: DeviceTypeNested | null;
  readonly module_type: ModuleTypeNested | null;
  readonly name: string;
  readonly label: string;
  readonly type: ChoiceRecord<ChoiceValue<'dcim.power_port_type'>> | null;
  readonly maximum_draw: number | null;
  readonly allocated_draw: number | null;
  readonly description: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type PowerPortTemplateBrief = Pick<PowerPortTemplateRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A power port template embedded in another object. */
export type PowerPortTemplateNested = Pick<PowerPortTemplateRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface PowerPortTemplateInput {
  readonly name: string;
  readonly label?: string;
  readonly device_type?: Reference | null;
  readonly module_type?: Reference | null;
  readonly type?: ChoiceValue<'dcim.power_port_type'> | '' | null;
  readonly maximum_draw?: number | null;
  readonly allocated_draw?: number | null;
  readonly description?: string;
  /** Stored with the change record of this write. */
  readonly changelog_message?: string;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type PowerPortTemplateFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly label: readonly ['string', string];
  readonly device_type_id: readonly ['related', number | 'null'];
  readonly module_type_id: readonly ['related', number | 'null'];
  readonly type: readonly ['choice', ChoiceValue<'dcim.power_port_type'> | 'null'];
  readonly maximum_draw: readonly ['number', number];
  readonly allocated_draw: readonly ['number', number];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
}>
  & ListParams
  & RequestParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface PowerPortTemplateRow {
  readonly id: number;
  readonly name: string;
  readonly _name: string | null;
  readonly label: string;
  readonly device_type_id: number | null;
  readonly module_type_id: number | null;
  readonly type: ChoiceValue<'dcim.power_port_type'> | '' | null;
  readonly maximum_draw: number | null;
  readonly allocated_draw: number | null;
  readonly description: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface PowerPortTemplateValues {
  name: string;
  label: string;
  device_type?: number | null;
  module_type?: number | null;
  type?: ChoiceValue<'dcim.power_port_type'> | '' | null;
  maximum_draw?: number | null;
  allocated_draw?: number | null;
  description: string;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/; its traits' plug-ins implement theirs). */
export interface PowerPortTemplatePlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface PowerPortTemplateTypes {
  readonly key: 'dcim.powerporttemplate';
  readonly record: PowerPortTemplateRecord;
  readonly brief: PowerPortTemplateBrief;
  readonly nested: PowerPortTemplateNested;
  readonly input: PowerPortTemplateInput;
  readonly filters: PowerPortTemplateFilters;
  readonly row: PowerPortTemplateRow;
  readonly values: PowerPortTemplateValues;
  readonly plugin: PowerPortTemplatePlugin;
}

export const powerPortTemplateModel = {
  key: 'dcim.powerporttemplate',
  app: 'dcim',
  model: 'powerporttemplate',
  className: 'PowerPortTemplate',
  path: 'power-port-templates',
  table: 'dcim_powerporttemplate',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'power port template',
  verboseNamePlural: 'power port templates',
  description: 'A power port each device (or module) of a type gets.',
  source: 'schema/models/dcim/powerporttemplate.yaml',
  traits: ['component_template', 'modular_component_template'],
  templateOf: { model: 'dcim.powerport', fields: ['type', 'maximum_draw', 'allocated_draw'] },
  changelogRelated: ['device_type', 'module_type'],
  features: { tags: false, customFields: false, changelog: true },
  tree: false,
  display: ['{name} ({label})', '{name}'],
  ordering: ['device_type', 'module_type', 'name'],
  fields: [
    {
      name: 'name',
      type: 'string',
      column: 'name',
      label: 'name',
      helpText: '{module} is accepted as a substitution for the module bay position when attached to a module type.',
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
      name: 'device_type',
      type: 'fk',
      column: 'device_type_id',
      label: 'device type',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.devicetype',
      onDelete: 'cascade',
    },
    {
      name: 'module_type',
      type: 'fk',
      column: 'module_type_id',
      label: 'module type',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.moduletype',
      onDelete: 'cascade',
    },
    {
      name: 'type',
      type: 'choice',
      column: 'type',
      label: 'type',
      helpText: 'Physical port type',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.power_port_type',
    },
    {
      name: 'maximum_draw',
      type: 'integer',
      column: 'maximum_draw',
      label: 'maximum draw',
      helpText: 'Maximum power draw (watts)',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 1,
    },
    {
      name: 'allocated_draw',
      type: 'integer',
      column: 'allocated_draw',
      label: 'allocated draw',
      helpText: 'Allocated power draw (watts)',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 1,
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
    'display',
    'device_type',
    'module_type',
    'name',
    'label',
    'type',
    'maximum_draw',
    'allocated_draw',
    'description',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'name', 'description'],
  nested: ['id', 'url', 'display', 'name', 'description'],
  uniques: [
    {
      name: 'dcim_powerporttemplate_device_type_id_name_uniq',
      fields: ['device_type', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Power port template with this Device type and Name already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_powerporttemplate_module_type_id_name_uniq',
      fields: ['module_type', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Power port template with this Module type and Name already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [
    ['device_type', 'module_type', 'name'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'label', kind: 'string', field: 'label' },
    {
      name: 'device_type_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.powerporttemplate',
            column: 'device_type_id',
            to: 'dcim.devicetype',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'module_type_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.powerporttemplate',
            column: 'module_type_id',
            to: 'dcim.moduletype',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'type', kind: 'choice', field: 'type' },
    { name: 'maximum_draw', kind: 'number', field: 'maximum_draw' },
    { name: 'allocated_draw', kind: 'number', field: 'allocated_draw' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
  ],
  search: ['name', 'label', 'description'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: { 'rules.clean': 'schema/models/dcim/powerporttemplate.yaml:9' },
  traitParts: { component_template: ['rules.clean'], modular_component_template: ['rules.clean'] },
} as const satisfies ModelMeta;
