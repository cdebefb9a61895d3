// Code generated from schema/models/dcim/modulebaytemplate.yaml with schema/traits/component_template.yaml, schema/traits/modular_component_template.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { FilterParams, ListParams, ModelMeta, Reference, RequestParams } from '../../contract/index.js';
import type { DeviceTypeNested } from './devicetype.js';
import type { ModuleBayTypeNested } from './modulebaytype.js';
import type { ModuleTypeNested } from './moduletype.js';

/** The complete representation of a module bay template, as the API returns it. */
export interface ModuleBayTemplateRecord {
  readonly id: number;
  readonly url: string;
  readonly display: string;
  readonly device_type: DeviceTypeNested | null;
  readonly module_type: ModuleTypeNested | null;
  readonly name: string;
  readonly label: string;
  readonly position: string;
  readonly enabled: boolean;
  readonly description: string;
  readonly module_bay_types: readonly ModuleBayTypeNested[];
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type ModuleBayTemplateBrief = Pick<ModuleBayTemplateRecord, 'id' | 'url' | 'display' | 'name' | 'enabled' | 'description'>;

/** A module bay template embedded in another object. */
export type ModuleBayTemplateNested = Pick<ModuleBayTemplateRecord, 'id' | 'url' | 'display' | 'name' | 'enabled' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface ModuleBayTemplateInput {
  readonly name: string;
  readonly label?: string;
  readonly device_type?: Reference | null;
  readonly module_type?: Reference | null;
  readonly position?: string;
  readonly enabled?: boolean;
  readonly module_bay_types?: readonly Reference[];
  readonly description?: string;
  /** Stored with the change record of this write. */
  readonly changelog_message?: string;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type ModuleBayTemplateFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly label: readonly ['string', string];
  readonly device_type_id: readonly ['related', number | 'null'];
  readonly module_type_id: readonly ['related', number | 'null'];
  readonly position: readonly ['string', string];
  readonly enabled: readonly ['boolean', boolean];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly module_bay_type_id: readonly ['related', number | 'null'];
  readonly module_bay_type: readonly ['related', string | 'null'];
}>
  & ListParams
  & RequestParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface ModuleBayTemplateRow {
  readonly id: number;
  readonly name: string;
  readonly _name: string | null;
  readonly label: string;
  readonly device_type_id: number | null;
  readonly module_type_id: number | null;
  readonly position: string;
  readonly enabled: boolean | 0 | 1;
  readonly description: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface ModuleBayTemplateValues {
  name: string;
  label: string;
  device_type?: number | null;
  module_type?: number | null;
  position: string;
  enabled: boolean;
  description: string;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/; its traits' plug-ins implement theirs). */
export interface ModuleBayTemplatePlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface ModuleBayTemplateTypes {
  readonly key: 'dcim.modulebaytemplate';
  readonly record: ModuleBayTemplateRecord;
  readonly brief: ModuleBayTemplateBrief;
  readonly nested: ModuleBayTemplateNested;
  readonly input: ModuleBayTemplateInput;
  readonly filters: ModuleBayTemplateFilters;
  readonly row: ModuleBayTemplateRow;
  readonly values: ModuleBayTemplateValues;
  readonly plugin: ModuleBayTemplatePlugin;
}

export const moduleBayTemplateModel = {
  key: 'dcim.modulebaytemplate',
  app: 'dcim',
  model: 'modulebaytemplate',
  className: 'ModuleBayTemplate',
  path: 'module-bay-templates',
  table: 'dcim_modulebaytemplate',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'module bay template',
  verboseNamePlural: 'module bay templates',
  description: 'A module bay each device (or module) of a type gets.',
  source: 'schema/models/dcim/modulebaytemplate.yaml',
  traits: ['component_template', 'modular_component_template'],
  templateOf: { model: 'dcim.modulebay', fields: ['position', 'enabled', 'module_bay_types'] },
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
        table: 'dcim_modulebaytemplate_module_bay_types',
        source: 'modulebaytemplate_id',
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
    'position',
    'enabled',
    'description',
    'module_bay_types',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'name', 'enabled', 'description'],
  nested: ['id', 'url', 'display', 'name', 'enabled', 'description'],
  uniques: [
    {
      name: 'dcim_modulebaytemplate_device_type_id_name_uniq',
      fields: ['device_type', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Module bay template with this Device type and Name already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_modulebaytemplate_module_type_id_name_uniq',
      fields: ['module_type', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Module bay template with this Module type and Name already exists.',
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
            model: 'dcim.modulebaytemplate',
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
            model: 'dcim.modulebaytemplate',
            column: 'module_type_id',
            to: 'dcim.moduletype',
          },
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
      name: 'module_bay_type_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'dcim.modulebaytemplate',
            through: {
              table: 'dcim_modulebaytemplate_module_bay_types',
              source: 'modulebaytemplate_id',
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
            model: 'dcim.modulebaytemplate',
            through: {
              table: 'dcim_modulebaytemplate_module_bay_types',
              source: 'modulebaytemplate_id',
              target: 'modulebaytype_id',
            },
            to: 'dcim.modulebaytype',
          },
        ],
      ],
      attr: 'slug',
    },
  ],
  search: ['name', 'label', 'description'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: {},
  traitParts: { component_template: ['rules.clean'], modular_component_template: ['rules.clean'] },
} as const satisfies ModelMeta;
