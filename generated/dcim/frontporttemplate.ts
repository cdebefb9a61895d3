// Code generated from schema/models/dcim/frontporttemplate.yaml with schema/traits/component_template.yaml, schema/traits/modular_component_template.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, FilterParams, ListParams, ModelMeta, Reference, RequestParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { DeviceTypeNested } from './devicetype.js';
import type { ModuleTypeNested } from './moduletype.js';

/** The complete representation of a front port template, as the API returns it. */
export interface FrontPortTemplateRecord {
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
  readonly rear_ports: unknown;
  readonly description: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type FrontPortTemplateBrief = Pick<FrontPortTemplateRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A front port template embedded in another object. */
export type FrontPortTemplateNested = Pick<FrontPortTemplateRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface FrontPortTemplateInput {
  readonly name: string;
  readonly label?: string;
  readonly device_type?: Reference | null;
  readonly module_type?: Reference | null;
  readonly type: ChoiceValue<'dcim.port_type'>;
  readonly color?: string;
  readonly positions?: number;
  readonly rear_ports?: unknown;
  readonly description?: string;
  /** Stored with the change record of this write. */
  readonly changelog_message?: string;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type FrontPortTemplateFilters = FilterParams<{
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
  readonly rear_port_id: readonly ['related', number | 'null'];
}>
  & ListParams
  & RequestParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface FrontPortTemplateRow {
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
export interface FrontPortTemplateValues {
  name: string;
  label: string;
  device_type?: number | null;
  module_type?: number | null;
  type: ChoiceValue<'dcim.port_type'>;
  color: string;
  positions: number;
  rear_ports?: unknown;
  description: string;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/; its traits' plug-ins implement theirs). */
export interface FrontPortTemplatePlugin {
  readonly rules: 'clean' | 'after_save';
  readonly computed: { readonly rear_ports: unknown; };
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface FrontPortTemplateTypes {
  readonly key: 'dcim.frontporttemplate';
  readonly record: FrontPortTemplateRecord;
  readonly brief: FrontPortTemplateBrief;
  readonly nested: FrontPortTemplateNested;
  readonly input: FrontPortTemplateInput;
  readonly filters: FrontPortTemplateFilters;
  readonly row: FrontPortTemplateRow;
  readonly values: FrontPortTemplateValues;
  readonly plugin: FrontPortTemplatePlugin;
}

export const frontPortTemplateModel = {
  key: 'dcim.frontporttemplate',
  app: 'dcim',
  model: 'frontporttemplate',
  className: 'FrontPortTemplate',
  path: 'front-port-templates',
  table: 'dcim_frontporttemplate',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'front port template',
  verboseNamePlural: 'front port templates',
  description: 'A front port each device (or module) of a type gets, with its mappings to the type\'s rear port templates.',
  source: 'schema/models/dcim/frontporttemplate.yaml',
  traits: ['component_template', 'modular_component_template'],
  templateOf: { model: 'dcim.frontport', fields: ['type', 'color', 'positions', 'rear_ports'] },
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
      name: 'rear_ports',
      type: 'json',
      column: null,
      label: 'rear ports',
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
    { name: 'rear_ports', kind: 'plugin', label: 'rear ports', valueType: 'json', inNested: false },
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
    'rear_ports',
    'description',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'name', 'description'],
  nested: ['id', 'url', 'display', 'name', 'description'],
  uniques: [
    {
      name: 'dcim_frontporttemplate_device_type_id_name_uniq',
      fields: ['device_type', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Front port template with this Device type and Name already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_frontporttemplate_module_type_id_name_uniq',
      fields: ['module_type', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Front port template with this Module type and Name already exists.',
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
            model: 'dcim.frontporttemplate',
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
            model: 'dcim.frontporttemplate',
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
      name: 'rear_port_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.frontporttemplate',
            column: 'front_port_id',
            to: 'dcim.porttemplatemapping',
          },
          {
            via: 'fk',
            model: 'dcim.porttemplatemapping',
            column: 'rear_port_id',
            to: 'dcim.rearporttemplate',
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
    'computed.rear_ports': 'schema/models/dcim/frontport.yaml:13',
    'rules.after_save': 'schema/models/dcim/frontporttemplate.yaml:8',
    'rules.clean': 'schema/models/dcim/frontporttemplate.yaml:8',
  },
  traitParts: { component_template: ['rules.clean'], modular_component_template: ['rules.clean'] },
} as const satisfies ModelMeta;
