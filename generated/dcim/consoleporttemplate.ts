// Code generated from schema/models/dcim/consoleporttemplate.yaml with schema/traits/component_template.yaml, schema/traits/modular_component_template.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, FilterParams, ListParams, ModelMeta, Reference, RequestParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { DeviceTypeNested } from './devicetype.js';
import type { ModuleTypeNested } from './moduletype.js';

/** The complete representation of a console port template, as the API returns it. */
export interface ConsolePortTemplateRecord {
  readonly id: number;
  readonly url: string;
  readonly display: string;
  readonly device_type: DeviceTypeNested | null;
  readonly module_type: ModuleTypeNested | null;
  readonly name: string;
  readonly label: string;
  readonly type: ChoiceRecord<ChoiceValue<'dcim.console_port_type'>> | null;
  readonly description: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type ConsolePortTemplateBrief = Pick<ConsolePortTemplateRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A console port template embedded in another object. */
export type ConsolePortTemplateNested = Pick<ConsolePortTemplateRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface ConsolePortTemplateInput {
  readonly name: string;
  readonly label?: string;
  readonly device_type?: Reference | null;
  readonly module_type?: Reference | null;
  readonly type?: ChoiceValue<'dcim.console_port_type'> | '' | null;
  readonly description?: string;
  /** Stored with the change record of this write. */
  readonly changelog_message?: string;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type ConsolePortTemplateFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly label: readonly ['string', string];
  readonly device_type_id: readonly ['related', number | 'null'];
  readonly module_type_id: readonly ['related', number | 'null'];
  readonly type: readonly ['choice', ChoiceValue<'dcim.console_port_type'> | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
}>
  & ListParams
  & RequestParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface ConsolePortTemplateRow {
  readonly id: number;
  readonly name: string;
  readonly _name: string | null;
  readonly label: string;
  readonly device_type_id: number | null;
  readonly module_type_id: number | null;
  readonly type: ChoiceValue<'dcim.console_port_type'> | '' | null;
  readonly description: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface ConsolePortTemplateValues {
  name: string;
  label: string;
  device_type?: number | null;
  module_type?: number | null;
  type?: ChoiceValue<'dcim.console_port_type'> | '' | null;
  description: string;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/; its traits' plug-ins implement theirs). */
export interface ConsolePortTemplatePlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface ConsolePortTemplateTypes {
  readonly key: 'dcim.consoleporttemplate';
  readonly record: ConsolePortTemplateRecord;
  readonly brief: ConsolePortTemplateBrief;
  readonly nested: ConsolePortTemplateNested;
  readonly input: ConsolePortTemplateInput;
  readonly filters: ConsolePortTemplateFilters;
  readonly row: ConsolePortTemplateRow;
  readonly values: ConsolePortTemplateValues;
  readonly plugin: ConsolePortTemplatePlugin;
}

export const consolePortTemplateModel = {
  key: 'dcim.consoleporttemplate',
  app: 'dcim',
  model: 'consoleporttemplate',
  className: 'ConsolePortTemplate',
  path: 'console-port-templates',
  table: 'dcim_consoleporttemplate',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'console port template',
  verboseNamePlural: 'console port templates',
  description: 'A console port each device (or module) of a type gets.',
  source: 'schema/models/dcim/consoleporttemplate.yaml',
  traits: ['component_template', 'modular_component_template'],
  templateOf: { model: 'dcim.consoleport', fields: ['type'] },
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
      choices: 'dcim.console_port_type',
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
    'description',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'name', 'description'],
  nested: ['id', 'url', 'display', 'name', 'description'],
  uniques: [
    {
      name: 'dcim_consoleporttemplate_device_type_id_name_uniq',
      fields: ['device_type', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Console port template with this Device type and Name already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_consoleporttemplate_module_type_id_name_uniq',
      fields: ['module_type', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Console port template with this Module type and Name already exists.',
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
            model: 'dcim.consoleporttemplate',
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
            model: 'dcim.consoleporttemplate',
            column: 'module_type_id',
            to: 'dcim.moduletype',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'type', kind: 'choice', field: 'type' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
  ],
  search: ['name', 'label', 'description'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: {},
  traitParts: { component_template: ['rules.clean'], modular_component_template: ['rules.clean'] },
} as const satisfies ModelMeta;
