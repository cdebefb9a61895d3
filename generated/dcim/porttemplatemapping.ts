// Code generated from schema/models/dcim/porttemplatemapping.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { FilterParams, ListParams, ModelMeta, Reference } from '../../contract/index.js';
import type { DeviceTypeNested } from './devicetype.js';
import type { FrontPortTemplateNested } from './frontporttemplate.js';
import type { ModuleTypeNested } from './moduletype.js';
import type { RearPortTemplateNested } from './rearporttemplate.js';

/** The complete representation of a port template mapping, as the API returns it. */
export interface PortTemplateMappingRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly device_type: DeviceTypeNested | null;
  readonly module_type: ModuleTypeNested | null;
  readonly front_port: FrontPortTemplateNested;
  readonly front_port_position: number;
  readonly rear_port: RearPortTemplateNested;
  readonly rear_port_position: number;
}

/** The brief representation (`?brief=1`). */
export type PortTemplateMappingBrief = Pick<PortTemplateMappingRecord, 'id' | 'url' | 'display'>;

/** A port template mapping embedded in another object. */
export type PortTemplateMappingNested = Pick<PortTemplateMappingRecord, 'id' | 'url' | 'display'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface PortTemplateMappingInput {
  readonly device_type?: Reference | null;
  readonly module_type?: Reference | null;
  readonly front_port: Reference;
  readonly front_port_position?: number;
  readonly rear_port: Reference;
  readonly rear_port_position?: number;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type PortTemplateMappingFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly device_type_id: readonly ['related', number | 'null'];
  readonly device_type: readonly ['related', string | 'null'];
  readonly module_type_id: readonly ['related', number | 'null'];
  readonly front_port_id: readonly ['related', number | 'null'];
  readonly front_port_position: readonly ['number', number];
  readonly rear_port_id: readonly ['related', number | 'null'];
  readonly rear_port_position: readonly ['number', number];
}>
  & ListParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface PortTemplateMappingRow {
  readonly id: number;
  readonly device_type_id: number | null;
  readonly module_type_id: number | null;
  readonly front_port_id: number;
  readonly front_port_position: number;
  readonly rear_port_id: number;
  readonly rear_port_position: number;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface PortTemplateMappingValues {
  device_type?: number | null;
  module_type?: number | null;
  front_port: number;
  front_port_position: number;
  rear_port: number;
  rear_port_position: number;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface PortTemplateMappingPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface PortTemplateMappingTypes {
  readonly key: 'dcim.porttemplatemapping';
  readonly record: PortTemplateMappingRecord;
  readonly brief: PortTemplateMappingBrief;
  readonly nested: PortTemplateMappingNested;
  readonly input: PortTemplateMappingInput;
  readonly filters: PortTemplateMappingFilters;
  readonly row: PortTemplateMappingRow;
  readonly values: PortTemplateMappingValues;
  readonly plugin: PortTemplateMappingPlugin;
}

export const portTemplateMappingModel = {
  key: 'dcim.porttemplatemapping',
  app: 'dcim',
  model: 'porttemplatemapping',
  className: 'PortTemplateMapping',
  path: 'port-template-mappings',
  table: 'dcim_porttemplatemapping',
  api: false,
  readOnly: false,
  alsoAt: [],
  verboseName: 'port template mapping',
  verboseNamePlural: 'port template mappings',
  description: 'A front port template position mapped to a rear port template position.',
  source: 'schema/models/dcim/porttemplatemapping.yaml',
  features: { tags: false, customFields: false, changelog: false },
  tree: false,
  display: ['{id}'],
  ordering: ['front_port', 'front_port_position'],
  fields: [
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
      name: 'front_port',
      type: 'fk',
      column: 'front_port_id',
      label: 'front port',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.frontporttemplate',
      onDelete: 'cascade',
    },
    {
      name: 'front_port_position',
      type: 'integer',
      column: 'front_port_position',
      label: 'front port position',
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
      name: 'rear_port',
      type: 'fk',
      column: 'rear_port_id',
      label: 'rear port',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.rearporttemplate',
      onDelete: 'cascade',
    },
    {
      name: 'rear_port_position',
      type: 'integer',
      column: 'rear_port_position',
      label: 'rear port position',
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
  ],
  computed: [],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'device_type',
    'module_type',
    'front_port',
    'front_port_position',
    'rear_port',
    'rear_port_position',
  ],
  brief: ['id', 'url', 'display'],
  nested: ['id', 'url', 'display'],
  uniques: [
    {
      name: 'dcim_porttemplatemapping_front_port_id_front_port_position_uniq',
      fields: ['front_port', 'front_port_position'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Port template mapping with this Front port and Front port position already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_porttemplatemapping_rear_port_id_rear_port_position_uniq',
      fields: ['rear_port', 'rear_port_position'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Port template mapping with this Rear port and Rear port position already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'device_type_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.porttemplatemapping',
            column: 'device_type_id',
            to: 'dcim.devicetype',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'device_type',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.porttemplatemapping',
            column: 'device_type_id',
            to: 'dcim.devicetype',
          },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'module_type_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.porttemplatemapping',
            column: 'module_type_id',
            to: 'dcim.moduletype',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'front_port_id',
      kind: 'related',
      paths: [
        [
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
    { name: 'front_port_position', kind: 'number', field: 'front_port_position' },
    {
      name: 'rear_port_id',
      kind: 'related',
      paths: [
        [
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
    { name: 'rear_port_position', kind: 'number', field: 'rear_port_position' },
  ],
  search: [],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
