// Code generated from schema/models/dcim/frontport.yaml with schema/traits/component.yaml, schema/traits/modular_component.yaml, schema/traits/cabled.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { CircuitTerminationNested } from '../circuits/circuittermination.js';
import type { CableNested } from './cable.js';
import type { ConsolePortNested } from './consoleport.js';
import type { ConsoleServerPortNested } from './consoleserverport.js';
import type { DeviceNested } from './device.js';
import type { InterfaceNested } from './interface.js';
import type { ModuleRecord } from './module.js';
import type { PowerFeedNested } from './powerfeed.js';
import type { PowerOutletNested } from './poweroutlet.js';
import type { PowerPortNested } from './powerport.js';
import type { RearPortNested } from './rearport.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a front port, as the API returns it. */
export interface FrontPortRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly device: DeviceNested;
  readonly module: Pick<ModuleRecord, 'id' | 'url' | 'display' | 'device' | 'module_bay'> | null;
  readonly name: string;
  readonly label: string;
  readonly type: ChoiceRecord<ChoiceValue<'dcim.port_type'>>;
  readonly color: string;
  readonly positions: number;
  readonly rear_ports: unknown;
  readonly description: string;
  readonly mark_connected: boolean;
  readonly cable: CableNested | null;
  readonly cable_end: ChoiceValue<'dcim.cable_end'> | null;
  readonly link_peers: readonly (InterfaceNested | ConsolePortNested | ConsoleServerPortNested | PowerPortNested | PowerOutletNested | FrontPortNested | RearPortNested | PowerFeedNested | CircuitTerminationNested)[];
  readonly link_peers_type: string | null;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly _occupied: boolean | null;
}

/** The brief representation (`?brief=1`). */
export type FrontPortBrief = Pick<FrontPortRecord, 'id' | 'url' | 'display' | 'device' | 'name' | 'description' | 'cable' | '_occupied'>;

/** A front port embedded in another object. */
export type FrontPortNested = Pick<FrontPortRecord, 'id' | 'url' | 'display' | 'device' | 'name' | 'description' | 'cable' | '_occupied'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface FrontPortInput {
  readonly device: Reference;
  readonly name: string;
  readonly label?: string;
  readonly module?: Reference | null;
  readonly mark_connected?: boolean;
  readonly type: ChoiceValue<'dcim.port_type'>;
  readonly color?: string;
  readonly positions?: number;
  readonly rear_ports?: unknown;
  readonly description?: string;
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
export type FrontPortFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly device_id: readonly ['related', number | 'null'];
  readonly name: readonly ['string', string];
  readonly label: readonly ['string', string];
  readonly module_id: readonly ['related', number | 'null'];
  readonly mark_connected: readonly ['boolean', boolean];
  readonly cable_id: readonly ['related', number | 'null'];
  readonly cable_end: readonly ['choice', ChoiceValue<'dcim.cable_end'> | 'null'];
  readonly type: readonly ['choice', ChoiceValue<'dcim.port_type'> | 'null'];
  readonly color: readonly ['string', string];
  readonly positions: readonly ['number', number];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly site_id: readonly ['related', number | 'null'];
  readonly site: readonly ['related', string | 'null'];
  readonly location_id: readonly ['related', number | 'null'];
  readonly location: readonly ['related', string | 'null'];
  readonly rack_id: readonly ['related', number | 'null'];
  readonly rack: readonly ['related', string | 'null'];
  readonly region_id: readonly ['related', number | 'null'];
  readonly region: readonly ['related', string | 'null'];
  readonly site_group_id: readonly ['related', number | 'null'];
  readonly site_group: readonly ['related', string | 'null'];
  readonly device_type_id: readonly ['related', number | 'null'];
  readonly device_type: readonly ['related', string | 'null'];
  readonly device_role_id: readonly ['related', number | 'null'];
  readonly device_role: readonly ['related', string | 'null'];
  readonly device_status: readonly ['related', string | 'null'];
  readonly virtual_chassis_id: readonly ['related', number | 'null'];
  readonly virtual_chassis: readonly ['related', string | 'null'];
  readonly tenant_id: readonly ['related', number | 'null'];
  readonly tenant: readonly ['related', string | 'null'];
  readonly device: readonly ['related', string | 'null'];
  readonly cabled: readonly ['present', boolean];
  readonly occupied: readonly ['plugin', string | number];
  readonly cable_connector: readonly ['plugin', string | number];
  readonly rear_port_id: readonly ['related', number | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface FrontPortRow {
  readonly id: number;
  readonly device_id: number;
  readonly name: string;
  readonly _name: string | null;
  readonly label: string;
  readonly module_id: number | null;
  readonly mark_connected: boolean | 0 | 1;
  readonly cable_id: number | null;
  readonly cable_end: ChoiceValue<'dcim.cable_end'> | '' | null;
  readonly type: ChoiceValue<'dcim.port_type'>;
  readonly color: string;
  readonly positions: number;
  readonly description: string;
  readonly custom_field_data: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface FrontPortValues {
  device: number;
  name: string;
  label: string;
  module?: number | null;
  mark_connected: boolean;
  cable?: number | null;
  cable_end?: ChoiceValue<'dcim.cable_end'> | '' | null;
  type: ChoiceValue<'dcim.port_type'>;
  color: string;
  positions: number;
  rear_ports?: unknown;
  description: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/; its traits' plug-ins implement theirs). */
export interface FrontPortPlugin {
  readonly rules: 'clean' | 'after_save' | 'after_delete';
  readonly computed: { readonly rear_ports: unknown; };
  readonly filters: never;
  readonly endpoints: 'paths';
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface FrontPortTypes {
  readonly key: 'dcim.frontport';
  readonly record: FrontPortRecord;
  readonly brief: FrontPortBrief;
  readonly nested: FrontPortNested;
  readonly input: FrontPortInput;
  readonly filters: FrontPortFilters;
  readonly row: FrontPortRow;
  readonly values: FrontPortValues;
  readonly plugin: FrontPortPlugin;
}

export const frontPortModel = {
  key: 'dcim.frontport',
  app: 'dcim',
  model: 'frontport',
  className: 'FrontPort',
  path: 'front-ports',
  table: 'dcim_frontport',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'front port',
  verboseNamePlural: 'front ports',
  description: 'A pass-through port on the front of a device (a patch panel\'s), mapped to positions of its rear ports.',
  source: 'schema/models/dcim/frontport.yaml',
  traits: ['component', 'modular_component', 'cabled'],
  changelogRelated: ['device'],
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{name} ({label})', '{name}'],
  ordering: ['device', 'name'],
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
      name: 'name',
      type: 'string',
      column: 'name',
      label: 'name',
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
      name: 'module',
      type: 'fk',
      column: 'module_id',
      label: 'module',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.module',
      onDelete: 'cascade',
      nested: ['id', 'url', 'display', 'device', 'module_bay'],
    },
    {
      name: 'mark_connected',
      type: 'boolean',
      column: 'mark_connected',
      label: 'mark connected',
      helpText: 'Treat as if a cable is connected',
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
      name: 'cable',
      type: 'fk',
      column: 'cable_id',
      label: 'cable',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.cable',
      onDelete: 'set_null',
    },
    {
      name: 'cable_end',
      type: 'choice',
      column: 'cable_end',
      label: 'cable end',
      required: false,
      nullable: true,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'dcim.cable_end',
      plainChoice: true,
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
      name: 'link_peers',
      kind: 'plugin',
      label: 'link peers',
      valueType: 'objects',
      inNested: false,
      objects: {
        targets: [
          'dcim.interface',
          'dcim.consoleport',
          'dcim.consoleserverport',
          'dcim.powerport',
          'dcim.poweroutlet',
          'dcim.frontport',
          'dcim.rearport',
          'dcim.powerfeed',
          'circuits.circuittermination',
        ],
        generic: false,
        nullable: false,
      },
    },
    {
      name: 'link_peers_type',
      kind: 'plugin',
      label: 'link peers type',
      valueType: 'string',
      inNested: false,
    },
    { name: '_occupied', kind: 'plugin', label: 'occupied', valueType: 'boolean', inNested: true },
    { name: 'rear_ports', kind: 'plugin', label: 'rear ports', valueType: 'json', inNested: false },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'device',
    'module',
    'name',
    'label',
    'type',
    'color',
    'positions',
    'rear_ports',
    'description',
    'mark_connected',
    'cable',
    'cable_end',
    'link_peers',
    'link_peers_type',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    '_occupied',
  ],
  brief: ['id', 'url', 'display', 'device', 'name', 'description', 'cable', '_occupied'],
  nested: ['id', 'url', 'display', 'device', 'name', 'description', 'cable', '_occupied'],
  uniques: [
    {
      name: 'dcim_frontport_device_id_name_uniq',
      fields: ['device', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Front port with this Device and Name already exists.',
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
          { via: 'fk', model: 'dcim.frontport', column: 'device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'id',
    },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'label', kind: 'string', field: 'label' },
    {
      name: 'module_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.frontport', column: 'module_id', to: 'dcim.module' },
        ],
      ],
      attr: 'id',
    },
    { name: 'mark_connected', kind: 'boolean', field: 'mark_connected' },
    {
      name: 'cable_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.frontport', column: 'cable_id', to: 'dcim.cable' },
        ],
      ],
      attr: 'id',
    },
    { name: 'cable_end', kind: 'choice', field: 'cable_end' },
    { name: 'type', kind: 'choice', field: 'type' },
    { name: 'color', kind: 'string', field: 'color' },
    { name: 'positions', kind: 'number', field: 'positions' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'site_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.frontport', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'site',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.frontport', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'location_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.frontport', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'location_id', to: 'dcim.location' },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'location',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.frontport', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'location_id', to: 'dcim.location' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'rack_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.frontport', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'rack_id', to: 'dcim.rack' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'rack',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.frontport', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'rack_id', to: 'dcim.rack' },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'region_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.frontport', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'region',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.frontport', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'region_id', to: 'dcim.region' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'site_group_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.frontport', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'site_group',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.frontport', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'site_id', to: 'dcim.site' },
          { via: 'fk', model: 'dcim.site', column: 'group_id', to: 'dcim.sitegroup' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'device_type_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.frontport', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'device_type_id', to: 'dcim.devicetype' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'device_type',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.frontport', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'device_type_id', to: 'dcim.devicetype' },
        ],
      ],
      attr: 'model',
    },
    {
      name: 'device_role_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.frontport', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'role_id', to: 'dcim.devicerole' },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'device_role',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.frontport', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'role_id', to: 'dcim.devicerole' },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
    {
      name: 'device_status',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.frontport', column: 'device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'status',
    },
    {
      name: 'virtual_chassis_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.frontport', column: 'device_id', to: 'dcim.device' },
          {
            via: 'fk',
            model: 'dcim.device',
            column: 'virtual_chassis_id',
            to: 'dcim.virtualchassis',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'virtual_chassis',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.frontport', column: 'device_id', to: 'dcim.device' },
          {
            via: 'fk',
            model: 'dcim.device',
            column: 'virtual_chassis_id',
            to: 'dcim.virtualchassis',
          },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'tenant_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.frontport', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tenant',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.frontport', column: 'device_id', to: 'dcim.device' },
          { via: 'fk', model: 'dcim.device', column: 'tenant_id', to: 'tenancy.tenant' },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'device',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.frontport', column: 'device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'name',
    },
    { name: 'cabled', kind: 'present', fields: ['cable'] },
    { name: 'occupied', kind: 'plugin' },
    { name: 'cable_connector', kind: 'plugin' },
    {
      name: 'rear_port_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse',
            model: 'dcim.frontport',
            column: 'front_port_id',
            to: 'dcim.portmapping',
          },
          { via: 'fk', model: 'dcim.portmapping', column: 'rear_port_id', to: 'dcim.rearport' },
        ],
      ],
      attr: 'id',
    },
  ],
  search: ['name', 'label', 'description'],
  searchIndex: 'dcim_frontport__search',
  rules: ['clean', 'after_save', 'after_delete'],
  endpoints: [
    { path: 'paths', shape: 'cable_paths' },
  ],
  declaredAt: {
    'computed.rear_ports': 'schema/models/dcim/frontport.yaml:13',
    'endpoints.paths': 'schema/models/dcim/frontport.yaml:21',
    'rules.after_delete': 'schema/models/dcim/frontport.yaml:15',
    'rules.after_save': 'schema/models/dcim/frontport.yaml:15',
    'rules.clean': 'schema/models/dcim/frontport.yaml:15',
  },
  traitParts: {
    cabled: [
      'computed.link_peers',
      'computed.link_peers_type',
      'computed._occupied',
      'rules.clean',
      'filters.occupied',
      'filters.cable_connector',
    ],
    component: ['rules.clean'],
  },
} as const satisfies ModelMeta;
