// Code generated from schema/models/dcim/portmapping.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { FilterParams, ListParams, ModelMeta, Reference } from '../../contract/index.js';
import type { DeviceNested } from './device.js';
import type { FrontPortNested } from './frontport.js';
import type { RearPortNested } from './rearport.js';

/** The complete representation of a port mapping, as the API returns it. */
export interface PortMappingRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly device: DeviceNested;
  readonly front_port: FrontPortNested;
  readonly front_port_position: number;
  readonly rear_port: RearPortNested;
  readonly rear_port_position: number;
}

/** The brief representation (`?brief=1`). */
export type PortMappingBrief = Pick<PortMappingRecord, 'id' | 'url' | 'display'>;

/** A port mapping embedded in another object. */
export type PortMappingNested = Pick<PortMappingRecord, 'id' | 'url' | 'display'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface PortMappingInput {
  readonly device: Reference;
  readonly front_port: Reference;
  readonly front_port_position?: number;
  readonly rear_port: Reference;
  readonly rear_port_position?: number;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type PortMappingFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly device_id: readonly ['related', number | 'null'];
  readonly front_port_id: readonly ['related', number | 'null'];
  readonly front_port_position: readonly ['number', number];
  readonly rear_port_id: readonly ['related', number | 'null'];
  readonly rear_port_position: readonly ['number', number];
}>
  & ListParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface PortMappingRow {
  readonly id: number;
  readonly device_id: number;
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
export interface PortMappingValues {
  device: number;
  front_port: number;
  front_port_position: number;
  rear_port: number;
  rear_port_position: number;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface PortMappingPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface PortMappingTypes {
  readonly key: 'dcim.portmapping';
  readonly record: PortMappingRecord;
  readonly brief: PortMappingBrief;
  readonly nested: PortMappingNested;
  readonly input: PortMappingInput;
  readonly filters: PortMappingFilters;
  readonly row: PortMappingRow;
  readonly values: PortMappingValues;
  readonly plugin: PortMappingPlugin;
}

export const portMappingModel = {
  key: 'dcim.portmapping',
  app: 'dcim',
  model: 'portmapping',
  className: 'PortMapping',
  path: 'port-mappings',
  table: 'dcim_portmapping',
  api: false,
  readOnly: false,
  alsoAt: [],
  verboseName: 'port mapping',
  verboseNamePlural: 'port mappings',
  description: 'A front port position mapped to a rear port position.',
  source: 'schema/models/dcim/portmapping.yaml',
  features: { tags: false, customFields: false, changelog: false },
  tree: false,
  display: ['{id}'],
  ordering: ['front_port', 'front_port_position'],
  fields: [
    {
      name: 'device',
      type: 'fk',
      column: 'device_id',
      label: 'device',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.device',
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
      to: 'dcim.frontport',
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
      to: 'dcim.rearport',
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
    'device',
    'front_port',
    'front_port_position',
    'rear_port',
    'rear_port_position',
  ],
  brief: ['id', 'url', 'display'],
  nested: ['id', 'url', 'display'],
  uniques: [
    {
      name: 'dcim_portmapping_front_port_id_front_port_position_uniq',
      fields: ['front_port', 'front_port_position'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Port mapping with this Front port and Front port position already exists.',
      errorKey: '__all__',
    },
    {
      name: 'dcim_portmapping_rear_port_id_rear_port_position_uniq',
      fields: ['rear_port', 'rear_port_position'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Port mapping with this Rear port and Rear port position already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'device_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.portmapping', column: 'device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'front_port_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.portmapping', column: 'front_port_id', to: 'dcim.frontport' },
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
          { via: 'fk', model: 'dcim.portmapping', column: 'rear_port_id', to: 'dcim.rearport' },
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
