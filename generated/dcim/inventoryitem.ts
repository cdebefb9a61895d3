// Code generated from schema/models/dcim/inventoryitem.yaml with schema/traits/component.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { ConsolePortNested } from './consoleport.js';
import type { ConsoleServerPortNested } from './consoleserverport.js';
import type { DeviceNested } from './device.js';
import type { FrontPortNested } from './frontport.js';
import type { InterfaceNested } from './interface.js';
import type { InventoryItemRoleNested } from './inventoryitemrole.js';
import type { ManufacturerNested } from './manufacturer.js';
import type { ModuleBayNested } from './modulebay.js';
import type { PowerOutletNested } from './poweroutlet.js';
import type { PowerPortNested } from './powerport.js';
import type { RearPortNested } from './rearport.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a inventory item, as the API returns it. */
export interface InventoryItemRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly device: DeviceNested;
  readonly parent: number | null;
  readonly name: string;
  readonly label: string;
  readonly status: ChoiceRecord<ChoiceValue<'dcim.inventory_item_status'>>;
  readonly role: InventoryItemRoleNested | null;
  readonly manufacturer: ManufacturerNested | null;
  readonly part_id: string;
  readonly serial: string;
  readonly asset_tag: string | null;
  readonly discovered: boolean;
  readonly description: string;
  readonly component_type: string | null;
  readonly component_id: number | null;
  readonly component: ConsolePortNested | ConsoleServerPortNested | PowerPortNested | PowerOutletNested | InterfaceNested | FrontPortNested | RearPortNested | ModuleBayNested | null;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly _depth: number;
}

/** The brief representation (`?brief=1`). */
export type InventoryItemBrief = Pick<InventoryItemRecord, 'id' | 'url' | 'display' | 'device' | 'name' | 'description' | '_depth'>;

/** A inventory item embedded in another object. */
export type InventoryItemNested = Pick<InventoryItemRecord, 'id' | 'url' | 'display' | 'device' | 'name' | 'description' | '_depth'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface InventoryItemInput {
  readonly parent?: Reference | null;
  readonly device: Reference;
  readonly name: string;
  readonly label?: string;
  readonly status?: ChoiceValue<'dcim.inventory_item_status'>;
  readonly role?: Reference | null;
  readonly manufacturer?: Reference | null;
  readonly part_id?: string;
  readonly serial?: string;
  readonly asset_tag?: string | null;
  readonly discovered?: boolean;
  readonly component_type?: string | null;
  readonly component_id?: number | null;
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
export type InventoryItemFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly parent_id: readonly ['related', number | 'null'];
  readonly device_id: readonly ['related', number | 'null'];
  readonly name: readonly ['string', string];
  readonly label: readonly ['string', string];
  readonly status: readonly ['choice', ChoiceValue<'dcim.inventory_item_status'> | 'null'];
  readonly role_id: readonly ['related', number | 'null'];
  readonly role: readonly ['related', string | 'null'];
  readonly manufacturer_id: readonly ['related', number | 'null'];
  readonly manufacturer: readonly ['related', string | 'null'];
  readonly part_id: readonly ['string', string];
  readonly serial: readonly ['string', string];
  readonly asset_tag: readonly ['string', string];
  readonly discovered: readonly ['boolean', boolean];
  readonly component_type: readonly ['string', string];
  readonly component_id: readonly ['number', number];
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
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface InventoryItemRow {
  readonly id: number;
  readonly parent_id: number | null;
  readonly device_id: number;
  readonly name: string;
  readonly _name: string | null;
  readonly label: string;
  readonly status: ChoiceValue<'dcim.inventory_item_status'>;
  readonly role_id: number | null;
  readonly manufacturer_id: number | null;
  readonly part_id: string;
  readonly serial: string;
  readonly asset_tag: string | null;
  readonly discovered: boolean | 0 | 1;
  readonly component_type: string | null;
  readonly component_id: number | null;
  readonly description: string;
  readonly custom_field_data: string;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly _depth: number;
  readonly _tree_key: string;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface InventoryItemValues {
  parent?: number | null;
  device: number;
  name: string;
  label: string;
  status: ChoiceValue<'dcim.inventory_item_status'>;
  role?: number | null;
  manufacturer?: number | null;
  part_id: string;
  serial: string;
  asset_tag?: string | null;
  discovered: boolean;
  component_type: string | null;
  component_id: number | null;
  description: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
  _depth?: number;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/; its traits' plug-ins implement theirs). */
export interface InventoryItemPlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface InventoryItemTypes {
  readonly key: 'dcim.inventoryitem';
  readonly record: InventoryItemRecord;
  readonly brief: InventoryItemBrief;
  readonly nested: InventoryItemNested;
  readonly input: InventoryItemInput;
  readonly filters: InventoryItemFilters;
  readonly row: InventoryItemRow;
  readonly values: InventoryItemValues;
  readonly plugin: InventoryItemPlugin;
}

export const inventoryItemModel = {
  key: 'dcim.inventoryitem',
  app: 'dcim',
  model: 'inventoryitem',
  className: 'InventoryItem',
  path: 'inventory-items',
  table: 'dcim_inventoryitem',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'inventory item',
  verboseNamePlural: 'inventory items',
  description: 'A serialized piece of hardware in a device (a line card, a power supply), nested in a tree.',
  source: 'schema/models/dcim/inventoryitem.yaml',
  traits: ['component'],
  changelogRelated: ['device'],
  features: { tags: true, customFields: true, changelog: true },
  tree: true,
  display: ['{name} ({label})', '{name}'],
  ordering: ['name'],
  fields: [
    {
      name: 'parent',
      type: 'fk',
      column: 'parent_id',
      label: 'parent',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.inventoryitem',
      onDelete: 'cascade',
      flat: 'id',
    },
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
      name: 'status',
      type: 'choice',
      column: 'status',
      label: 'status',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'active',
      choices: 'dcim.inventory_item_status',
    },
    {
      name: 'role',
      type: 'fk',
      column: 'role_id',
      label: 'role',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.inventoryitemrole',
      onDelete: 'protect',
    },
    {
      name: 'manufacturer',
      type: 'fk',
      column: 'manufacturer_id',
      label: 'manufacturer',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.manufacturer',
      onDelete: 'protect',
    },
    {
      name: 'part_id',
      type: 'string',
      column: 'part_id',
      label: 'part ID',
      helpText: 'Manufacturer-assigned part identifier',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 50,
    },
    {
      name: 'serial',
      type: 'string',
      column: 'serial',
      label: 'serial number',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 50,
    },
    {
      name: 'asset_tag',
      type: 'string',
      column: 'asset_tag',
      label: 'asset tag',
      helpText: 'A unique tag used to identify this item',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 50,
    },
    {
      name: 'discovered',
      type: 'boolean',
      column: 'discovered',
      label: 'discovered',
      helpText: 'This item was automatically discovered',
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
      name: 'component_type',
      type: 'content_type',
      column: 'component_type',
      label: 'component type',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: null,
      maxLength: 100,
      targets: [
        'dcim.consoleport',
        'dcim.consoleserverport',
        'dcim.powerport',
        'dcim.poweroutlet',
        'dcim.interface',
        'dcim.frontport',
        'dcim.rearport',
        'dcim.modulebay',
      ],
      generic: 'component',
    },
    {
      name: 'component_id',
      type: 'bigint',
      column: 'component_id',
      label: 'component id',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: null,
      min: 0,
      generic: 'component',
    },
    {
      name: 'component',
      type: 'generic',
      column: null,
      label: 'component',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      onDelete: 'set_null',
      targets: [
        'dcim.consoleport',
        'dcim.consoleserverport',
        'dcim.powerport',
        'dcim.poweroutlet',
        'dcim.interface',
        'dcim.frontport',
        'dcim.rearport',
        'dcim.modulebay',
      ],
      parts: { type: 'component_type', id: 'component_id' },
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
    {
      name: '_depth',
      type: 'integer',
      column: '_depth',
      label: 'depth',
      required: false,
      nullable: false,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 0,
    },
    {
      name: '_tree_key',
      type: 'text',
      column: '_tree_key',
      label: 'tree key',
      required: false,
      nullable: false,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: true,
      immutable: false,
      default: '',
    },
  ],
  computed: [],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'device',
    'parent',
    'name',
    'label',
    'status',
    'role',
    'manufacturer',
    'part_id',
    'serial',
    'asset_tag',
    'discovered',
    'description',
    'component_type',
    'component_id',
    'component',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    '_depth',
  ],
  brief: ['id', 'url', 'display', 'device', 'name', 'description', '_depth'],
  nested: ['id', 'url', 'display', 'device', 'name', 'description', '_depth'],
  uniques: [
    {
      name: 'dcim_inventoryitem_asset_tag_uniq',
      fields: ['asset_tag'],
      caseInsensitive: [],
      whenNull: [],
      message: 'inventory item with this asset tag already exists.',
      errorKey: 'asset_tag',
    },
    {
      name: 'dcim_inventoryitem_device_id_parent_id_name_uniq',
      fields: ['device', 'parent', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Inventory item with this Device, Parent and Name already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [
    ['_name'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'parent_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.inventoryitem', column: 'parent_id', to: 'dcim.inventoryitem' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'device_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.inventoryitem', column: 'device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'id',
    },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'label', kind: 'string', field: 'label' },
    { name: 'status', kind: 'choice', field: 'status' },
    {
      name: 'role_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.inventoryitem',
            column: 'role_id',
            to: 'dcim.inventoryitemrole',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'role',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.inventoryitem',
            column: 'role_id',
            to: 'dcim.inventoryitemrole',
          },
        ],
      ],
      attr: 'slug',
    },
    {
      name: 'manufacturer_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.inventoryitem',
            column: 'manufacturer_id',
            to: 'dcim.manufacturer',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'manufacturer',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.inventoryitem',
            column: 'manufacturer_id',
            to: 'dcim.manufacturer',
          },
        ],
      ],
      attr: 'slug',
    },
    { name: 'part_id', kind: 'string', field: 'part_id' },
    { name: 'serial', kind: 'string', field: 'serial' },
    { name: 'asset_tag', kind: 'string', field: 'asset_tag' },
    { name: 'discovered', kind: 'boolean', field: 'discovered' },
    { name: 'component_type', kind: 'string', field: 'component_type' },
    { name: 'component_id', kind: 'number', field: 'component_id' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'site_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.inventoryitem', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.inventoryitem', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.inventoryitem', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.inventoryitem', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.inventoryitem', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.inventoryitem', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.inventoryitem', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.inventoryitem', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.inventoryitem', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.inventoryitem', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.inventoryitem', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.inventoryitem', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.inventoryitem', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.inventoryitem', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.inventoryitem', column: 'device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'status',
    },
    {
      name: 'virtual_chassis_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.inventoryitem', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.inventoryitem', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.inventoryitem', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.inventoryitem', column: 'device_id', to: 'dcim.device' },
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
          { via: 'fk', model: 'dcim.inventoryitem', column: 'device_id', to: 'dcim.device' },
        ],
      ],
      attr: 'name',
    },
  ],
  search: ['name', 'label', 'description', 'serial', 'asset_tag', 'part_id'],
  searchIndex: 'dcim_inventoryitem__search',
  rules: ['clean'],
  endpoints: [],
  declaredAt: { 'rules.clean': 'schema/models/dcim/inventoryitem.yaml:22' },
  traitParts: { component: ['rules.clean'] },
} as const satisfies ModelMeta;
