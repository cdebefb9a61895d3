// Code generated from schema/models/dcim/interfacetemplate.yaml with schema/traits/component_template.yaml, schema/traits/modular_component_template.yaml, schema/traits/interface_validation.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, FilterParams, ListParams, ModelMeta, Reference, RequestParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { DeviceTypeNested } from './devicetype.js';
import type { ModuleTypeNested } from './moduletype.js';

/** The complete representation of a interface template, as the API returns it. */
export interface InterfaceTemplateRecord {
  readonly id: number;
  readonly url: string;
  readonly display: string;
  readonly device_type: DeviceTypeNested | null;
  readonly module_type: ModuleTypeNested | null;
  readonly name: string;
  readonly label: string;
  readonly type: ChoiceRecord<ChoiceValue<'dcim.interface_type'>>;
  readonly channels: number | null;
  readonly channel_id: number | null;
  readonly enabled: boolean;
  readonly mgmt_only: boolean;
  readonly description: string;
  readonly parent: InterfaceTemplateNested | null;
  readonly bridge: InterfaceTemplateNested | null;
  readonly poe_mode: ChoiceRecord<ChoiceValue<'dcim.interface_poe_mode'>> | null;
  readonly poe_type: ChoiceRecord<ChoiceValue<'dcim.interface_poe_type'>> | null;
  readonly rf_role: ChoiceRecord<ChoiceValue<'dcim.wireless_role'>> | null;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type InterfaceTemplateBrief = Pick<InterfaceTemplateRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A interface template embedded in another object. */
export type InterfaceTemplateNested = Pick<InterfaceTemplateRecord, 'id' | 'url' | 'display' | 'name'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface InterfaceTemplateInput {
  readonly label?: string;
  readonly device_type?: Reference | null;
  readonly module_type?: Reference | null;
  readonly type: ChoiceValue<'dcim.interface_type'>;
  readonly channels?: number | null;
  readonly channel_id?: number | null;
  readonly enabled?: boolean;
  readonly mgmt_only?: boolean;
  readonly parent?: Reference | null;
  readonly bridge?: Reference | null;
  readonly poe_mode?: ChoiceValue<'dcim.interface_poe_mode'> | '' | null;
  readonly poe_type?: ChoiceValue<'dcim.interface_poe_type'> | '' | null;
  readonly rf_role?: ChoiceValue<'dcim.wireless_role'> | '' | null;
  readonly name: string;
  readonly description?: string;
  /** Stored with the change record of this write. */
  readonly changelog_message?: string;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type InterfaceTemplateFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly label: readonly ['string', string];
  readonly device_type_id: readonly ['related', number | 'null'];
  readonly module_type_id: readonly ['related', number | 'null'];
  readonly type: readonly ['choice', ChoiceValue<'dcim.interface_type'> | 'null'];
  readonly channels: readonly ['number', number];
  readonly channel_id: readonly ['number', number];
  readonly enabled: readonly ['boolean', boolean];
  readonly mgmt_only: readonly ['boolean', boolean];
  readonly parent_id: readonly ['related', number | 'null'];
  readonly bridge_id: readonly ['related', number | 'null'];
  readonly poe_mode: readonly ['choice', ChoiceValue<'dcim.interface_poe_mode'> | 'null'];
  readonly poe_type: readonly ['choice', ChoiceValue<'dcim.interface_poe_type'> | 'null'];
  readonly rf_role: readonly ['choice', ChoiceValue<'dcim.wireless_role'> | 'null'];
  readonly name: readonly ['string', string];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
}>
  & ListParams
  & RequestParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface InterfaceTemplateRow {
  readonly id: number;
  readonly label: string;
  readonly device_type_id: number | null;
  readonly module_type_id: number | null;
  readonly type: ChoiceValue<'dcim.interface_type'>;
  readonly channels: number | null;
  readonly channel_id: number | null;
  readonly enabled: boolean | 0 | 1;
  readonly mgmt_only: boolean | 0 | 1;
  readonly parent_id: number | null;
  readonly bridge_id: number | null;
  readonly poe_mode: ChoiceValue<'dcim.interface_poe_mode'> | '' | null;
  readonly poe_type: ChoiceValue<'dcim.interface_poe_type'> | '' | null;
  readonly rf_role: ChoiceValue<'dcim.wireless_role'> | '' | null;
  readonly name: string;
  readonly _name: string | null;
  readonly description: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface InterfaceTemplateValues {
  label: string;
  device_type?: number | null;
  module_type?: number | null;
  type: ChoiceValue<'dcim.interface_type'>;
  channels?: number | null;
  channel_id?: number | null;
  enabled: boolean;
  mgmt_only: boolean;
  parent?: number | null;
  bridge?: number | null;
  poe_mode?: ChoiceValue<'dcim.interface_poe_mode'> | '' | null;
  poe_type?: ChoiceValue<'dcim.interface_poe_type'> | '' | null;
  rf_role?: ChoiceValue<'dcim.wireless_role'> | '' | null;
  name: string;
  description: string;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/; its traits' plug-ins implement theirs). */
export interface InterfaceTemplatePlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface InterfaceTemplateTypes {
  readonly key: 'dcim.interfacetemplate';
  readonly record: InterfaceTemplateRecord;
  readonly brief: InterfaceTemplateBrief;
  readonly nested: InterfaceTemplateNested;
  readonly input: InterfaceTemplateInput;
  readonly filters: InterfaceTemplateFilters;
  readonly row: InterfaceTemplateRow;
  readonly values: InterfaceTemplateValues;
  readonly plugin: InterfaceTemplatePlugin;
}

export const interfaceTemplateModel = {
  key: 'dcim.interfacetemplate',
  app: 'dcim',
  model: 'interfacetemplate',
  className: 'InterfaceTemplate',
  path: 'interface-templates',
  table: 'dcim_interfacetemplate',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'interface template',
  verboseNamePlural: 'interface templates',
  description: 'An interface each device (or module) of a type gets.',
  source: 'schema/models/dcim/interfacetemplate.yaml',
  traits: ['component_template', 'modular_component_template', 'interface_validation'],
  templateOf: {
    model: 'dcim.interface',
    fields: [
      'type',
      'channels',
      'channel_id',
      'enabled',
      'mgmt_only',
      'parent',
      'bridge',
      'poe_mode',
      'poe_type',
      'rf_role',
    ],
  },
  changelogRelated: ['device_type', 'module_type'],
  features: { tags: false, customFields: false, changelog: true },
  tree: false,
  display: ['{name} ({label})', '{name}'],
  ordering: ['device_type', 'module_type', 'name'],
  fields: [
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
      choices: 'dcim.interface_type',
    },
    {
      name: 'channels',
      type: 'integer',
      column: 'channels',
      label: 'channels',
      helpText: 'The number of channels into which this interface is channelized',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 1,
      max: 1024,
    },
    {
      name: 'channel_id',
      type: 'integer',
      column: 'channel_id',
      label: 'channel ID',
      helpText: 'The channel on the parent interface to which this subinterface is bound',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 1,
      max: 1024,
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
      name: 'mgmt_only',
      type: 'boolean',
      column: 'mgmt_only',
      label: 'management only',
      helpText: 'This interface is used only for out-of-band management',
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
      name: 'parent',
      type: 'fk',
      column: 'parent_id',
      label: 'parent interface',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.interfacetemplate',
      onDelete: 'set_null',
    },
    {
      name: 'bridge',
      type: 'fk',
      column: 'bridge_id',
      label: 'bridge interface',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.interfacetemplate',
      onDelete: 'set_null',
    },
    {
      name: 'poe_mode',
      type: 'choice',
      column: 'poe_mode',
      label: 'PoE mode',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.interface_poe_mode',
    },
    {
      name: 'poe_type',
      type: 'choice',
      column: 'poe_type',
      label: 'PoE type',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.interface_poe_type',
    },
    {
      name: 'rf_role',
      type: 'choice',
      column: 'rf_role',
      label: 'wireless role',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.wireless_role',
    },
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
      naturalKey: { column: '_name', kind: 'interface' },
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
    'channels',
    'channel_id',
    'enabled',
    'mgmt_only',
    'description',
    'parent',
    'bridge',
    'poe_mode',
    'poe_type',
    'rf_role',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'name', 'description'],
  nested: ['id', 'url', 'display', 'name'],
  uniques: [
    {
      name: 'dcim_interfacetemplate_device_type_id_name_uniq',
      fields: ['device_type', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Interface template with this Device type and Name already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_interfacetemplate_module_type_id_name_uniq',
      fields: ['module_type', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Interface template with this Module type and Name already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_interfacetemplate_parent_id_channel_id_uniq',
      fields: ['parent', 'channel_id'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Interface template with this Parent interface and Channel ID already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [
    ['device_type', 'module_type', 'name'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'label', kind: 'string', field: 'label' },
    {
      name: 'device_type_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.interfacetemplate',
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
            model: 'dcim.interfacetemplate',
            column: 'module_type_id',
            to: 'dcim.moduletype',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'type', kind: 'choice', field: 'type' },
    { name: 'channels', kind: 'number', field: 'channels' },
    { name: 'channel_id', kind: 'number', field: 'channel_id' },
    { name: 'enabled', kind: 'boolean', field: 'enabled' },
    { name: 'mgmt_only', kind: 'boolean', field: 'mgmt_only' },
    {
      name: 'parent_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.interfacetemplate',
            column: 'parent_id',
            to: 'dcim.interfacetemplate',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'bridge_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.interfacetemplate',
            column: 'bridge_id',
            to: 'dcim.interfacetemplate',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'poe_mode', kind: 'choice', field: 'poe_mode' },
    { name: 'poe_type', kind: 'choice', field: 'poe_type' },
    { name: 'rf_role', kind: 'choice', field: 'rf_role' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
  ],
  search: ['name', 'label', 'description'],
  searchIndex: null,
  rules: ['clean', 'after_save'],
  endpoints: [],
  declaredAt: { 'rules.clean': 'schema/models/dcim/interfacetemplate.yaml:11' },
  traitParts: {
    component_template: ['rules.clean'],
    modular_component_template: ['rules.clean'],
    interface_validation: ['rules.clean', 'rules.after_save'],
  },
} as const satisfies ModelMeta;
