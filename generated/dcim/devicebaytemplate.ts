// Code generated from schema/models/dcim/devicebaytemplate.yaml with schema/traits/component_template.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { FilterParams, ListParams, ModelMeta, Reference, RequestParams } from '../../contract/index.js';
import type { DeviceTypeNested } from './devicetype.js';

/** The complete representation of a device bay template, as the API returns it. */
export interface DeviceBayTemplateRecord {
  readonly id: number;
  readonly url: string;
  readonly display: string;
  readonly device_type: DeviceTypeNested;
  readonly name: string;
  readonly label: string;
  readonly enabled: boolean;
  readonly description: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type DeviceBayTemplateBrief = Pick<DeviceBayTemplateRecord, 'id' | 'url' | 'display' | 'name' | 'enabled' | 'description'>;

/** A device bay template embedded in another object. */
export type DeviceBayTemplateNested = Pick<DeviceBayTemplateRecord, 'id' | 'url' | 'display' | 'name' | 'enabled' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface DeviceBayTemplateInput {
  readonly name: string;
  readonly label?: string;
  readonly enabled?: boolean;
  readonly device_type: Reference;
  readonly description?: string;
  /** Stored with the change record of this write. */
  readonly changelog_message?: string;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type DeviceBayTemplateFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly label: readonly ['string', string];
  readonly enabled: readonly ['boolean', boolean];
  readonly device_type_id: readonly ['related', number | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
}>
  & ListParams
  & RequestParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface DeviceBayTemplateRow {
  readonly id: number;
  readonly name: string;
  readonly _name: string | null;
  readonly label: string;
  readonly enabled: boolean | 0 | 1;
  readonly device_type_id: number;
  readonly description: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface DeviceBayTemplateValues {
  name: string;
  label: string;
  enabled: boolean;
  device_type: number;
  description: string;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/; its traits' plug-ins implement theirs). */
export interface DeviceBayTemplatePlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface DeviceBayTemplateTypes {
  readonly key: 'dcim.devicebaytemplate';
  readonly record: DeviceBayTemplateRecord;
  readonly brief: DeviceBayTemplateBrief;
  readonly nested: DeviceBayTemplateNested;
  readonly input: DeviceBayTemplateInput;
  readonly filters: DeviceBayTemplateFilters;
  readonly row: DeviceBayTemplateRow;
  readonly values: DeviceBayTemplateValues;
  readonly plugin: DeviceBayTemplatePlugin;
}

export const deviceBayTemplateModel = {
  key: 'dcim.devicebaytemplate',
  app: 'dcim',
  model: 'devicebaytemplate',
  className: 'DeviceBayTemplate',
  path: 'device-bay-templates',
  table: 'dcim_devicebaytemplate',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'device bay template',
  verboseNamePlural: 'device bay templates',
  description: 'A device bay each device of a parent type gets.',
  source: 'schema/models/dcim/devicebaytemplate.yaml',
  traits: ['component_template'],
  templateOf: { model: 'dcim.devicebay', fields: ['enabled'] },
  changelogRelated: ['device_type'],
  features: { tags: false, customFields: false, changelog: true },
  tree: false,
  display: ['{name} ({label})', '{name}'],
  ordering: ['device_type', 'name'],
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
      name: 'device_type',
      type: 'fk',
      column: 'device_type_id',
      label: 'device type',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.devicetype',
      onDelete: 'cascade',
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
    'name',
    'label',
    'enabled',
    'description',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'name', 'enabled', 'description'],
  nested: ['id', 'url', 'display', 'name', 'enabled', 'description'],
  uniques: [
    {
      name: 'dcim_devicebaytemplate_device_type_id_name_uniq',
      fields: ['device_type', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Device bay template with this Device type and Name already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'label', kind: 'string', field: 'label' },
    { name: 'enabled', kind: 'boolean', field: 'enabled' },
    {
      name: 'device_type_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.devicebaytemplate',
            column: 'device_type_id',
            to: 'dcim.devicetype',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
  ],
  search: ['name', 'label', 'description'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: { 'rules.clean': 'schema/models/dcim/devicebaytemplate.yaml:14' },
  traitParts: { component_template: ['rules.clean'] },
} as const satisfies ModelMeta;
