// Code generated from schema/models/dcim/rearporttemplate.yaml with schema/traits/component_template.yaml, schema/traits/modular_component_template.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, FilterParams, ListParams, ModelMeta, Reference, RequestParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { DeviceTypeNested } from './devicetype.js';
import type { ModuleTypeNested } from './moduletype.js';

/** The complete representation of a rear port template, as the API returns it. */
export interface RearPortTemplateRecord {
  readonly id: number;
  readonly url: string;
  readonly display: string;
  readonly device_type: DeviceTypeNested | null;
  readonly module_type: ModuleTypeNested | null;
  readonly name: string;
  readonly label: string;
  readonly type: ChoiceRecord<ChoiceValue<'dcim.port_type'>>;
  readonly color: string;
  readonly positions: number;
  readonly front_ports: unknown;
  readonly description: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type RearPortTemplateBrief = Pick<RearPortTemplateRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A rear port template embedded in another object. */
export type RearPortTemplateNested = Pick<RearPortTemplateRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface RearPortTemplateInput {
  readonly name: string;
  readonly label?: string;
  readonly device_type?: Reference | null;
  readonly module_type?: Reference | null;
  readonly type: ChoiceValue<'dcim.port_type'>;
  readonly color?: string;
  readonly positions?: number;
  readonly front_ports?: unknown;
  readonly description?: string;
  /** Stored with the change record of this write. */
  readonly changelog_message?: string;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type RearPortTemplateFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly label: readonly ['string', string];
  readonly device_type_id: readonly ['related', number | 'null'];
  readonly module_type_id: readonly ['related', number | 'null'];
  readonly type: readonly ['choice', ChoiceValue<'dcim.port_type'> | 'null'];
  readonly color: readonly ['string', string];
  readonly positions: readonly ['number', number];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly front_port_id: readonly ['related', number | 'null'];
}>
  & ListParams
  & RequestParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface RearPortTemplateRow {
  readonly id: number;
  readonly name: string;
  readonly _name: string | null;
  readonly label: string;
  readonly device_type_id: number | null;
  readonly module_type_id: number | null;
  readonly type: ChoiceValue<'dcim.port_type'>;
  readonly color: string;
  readonly positions: number;
  readonly description: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface RearPortTemplateValues {
  name: string;
  label: string;
  device_type?: number | null;
  module_type?: number | null;
  type: ChoiceValue<'dcim.port_type'>;
  color: string;
  positions: number;
  front_ports?: unknown;
  description: string;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/; its traits' plug-ins implement theirs). */
export interface RearPortTemplatePlugin {
  readonly rules: 'clean' | 'after_save';
  readonly computed: { readonly front_ports: unknown; };
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface RearPortTemplateTypes {
  readonly key: 'dcim.rearporttemplate';
  readonly record: RearPortTemplateRecord;
  readonly brief: RearPortTemplateBrief;
  readonly nested: RearPortTemplateNested;
  readonly input: RearPortTemplateInput;
  readonly filters: RearPortTemplateFilters;
  readonly row: RearPortTemplateRow;
  readonly values: RearPortTemplateValues;
  readonly plugin: RearPortTemplatePlugin;
}

export const rearPortTemplateModel = {
  key: 'dcim.rearporttemplate',
  app: 'dcim',
  model: 'rearporttemplate',
  className: 'RearPortTemplate',
  path: 'rear-port-templates',
  table: 'dcim_rearporttemplate',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'rear port template',
  verboseNamePlural: 'rear port templates',
  description: 'A rear port each device (or module) of a type gets.',
  source: 'schema/models/dcim/rearporttemplate.yaml',
  traits: ['component_template', 'modular_component_template'],
  templateOf: { model: 'dcim.rearport', fields: ['type', 'color', 'positions', 'front_ports'] },
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
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.port_type',
    },
    {
      name: 'color',
      type: 'color',
      column: 'color',
      label: 'color',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 6,
    },
    {
      name: 'positions',
      type: 'integer',
      column: 'positions',
      label: 'positions',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 1,
      min: 1,
      max: 1024,
    },
    {
      name: 'front_ports',
      type: 'json',
      column: null,
      label: 'front ports',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
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
      name: 'front_ports',
      kind: 'plugin',
      label: 'front ports',
      valueType: 'json',
      inNested: false,
    },
  ],
  order: [
    'id',
    'url',
    'display',
    'device_type',
    'module_type',
    'name',
    'label',
    'type',
    'color',
    'positions',
    'front_ports',
    'description',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'name', 'description'],
  nested: ['id', 'url', 'display', 'name', 'description'],
  uniques: [
    {
      name: 'dcim_rearporttemplate_device_type_id_name_uniq',
      fields: ['device_type', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Rear port template with this Device type and Name already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_rearporttemplate_module_type_id_name_uniq',
      fields: ['module_type', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Rear port template with this Module type and Name already exists.',
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
            model: 'dcim.rearporttemplate',
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
            model: 'dcim.rearporttemplate',
            column: 'module_type_id',
            to: 'dcim.moduletype',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'type', kind: 'choice', field: 'type' },
    { name: 'color', kind: 'string', field: 'color' },
    { name: 'positions', kind: 'number', field: 'positions' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'front_port_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.rearporttemplate',
            column: 'rear_port_id',
            to: 'dcim.porttemplatemapping',
          },
          {
            via: 'fk',
            model: 'dcim.porttemplatemapping',
            column: 'front_port_id',
            to: 'dcim.frontporttemplate',
          },
        ],
      ],
      attr: 'id',
    },
  ],
  search: ['name', 'label', 'description'],
  searchIndex: null,
  rules: ['clean', 'after_save'],
  endpoints: [],
  declaredAt: {
    'computed.front_ports': 'schema/models/dcim/rearport.yaml:13',
    'rules.after_save': 'schema/models/dcim/rearporttemplate.yaml:8',
    'rules.clean': 'schema/models/dcim/rearporttemplate.yaml:8',
  },
  traitParts: { component_template: ['rules.clean'], modular_component_template: ['rules.clean'] },
} as const satisfies ModelMeta;
