// Code generated from schema/models/dcim/inventoryitemtemplate.yaml with schema/traits/component_template.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { FilterParams, ListParams, ModelMeta, Reference, RequestParams } from '../../contract/index.js';
import type { ConsolePortTemplateNested } from './consoleporttemplate.js';
import type { ConsoleServerPortTemplateNested } from './consoleserverporttemplate.js';
import type { DeviceTypeNested } from './devicetype.js';
import type { FrontPortTemplateNested } from './frontporttemplate.js';
import type { InterfaceTemplateNested } from './interfacetemplate.js';
import type { InventoryItemRoleNested } from './inventoryitemrole.js';
import type { ManufacturerNested } from './manufacturer.js';
import type { ModuleBayTemplateNested } from './modulebaytemplate.js';
import type { PowerOutletTemplateNested } from './poweroutlettemplate.js';
import type { PowerPortTemplateNested } from './powerporttemplate.js';
import type { RearPortTemplateNested } from './rearporttemplate.js';

/** The complete representation of a inventory item template, as the API returns it. */
export interface InventoryItemTemplateRecord {
  readonly id: number;
  readonly url: string;
  readonly display: string;
  readonly device_type: DeviceTypeNested;
  readonly parent: number | null;
  readonly name: string;
  readonly label: string;
  readonly role: InventoryItemRoleNested | null;
  readonly manufacturer: ManufacturerNested | null;
  readonly part_id: string;
  readonly description: string;
  readonly component_type: string | null;
  readonly component_id: number | null;
  readonly component: ConsolePortTemplateNested | ConsoleServerPortTemplateNested | PowerPortTemplateNested | PowerOutletTemplateNested | InterfaceTemplateNested | FrontPortTemplateNested | RearPortTemplateNested | ModuleBayTemplateNested | null;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly _depth: number;
}

/** The brief representation (`?brief=1`). */
export type InventoryItemTemplateBrief = Pick<InventoryItemTemplateRecord, 'id' | 'url' | 'display' | 'name' | 'description' | '_depth'>;

/** A inventory item template embedded in another object. */
export type InventoryItemTemplateNested = Pick<InventoryItemTemplateRecord, 'id' | 'url' | 'display' | 'name' | 'description' | '_depth'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface InventoryItemTemplateInput {
  readonly parent?: Reference | null;
  readonly name: string;
  readonly label?: string;
  readonly role?: Reference | null;
  readonly manufacturer?: Reference | null;
  readonly part_id?: string;
  readonly device_type: Reference;
  readonly component_type?: string | null;
  readonly component_id?: number | null;
  readonly description?: string;
  /** Stored with the change record of this write. */
  readonly changelog_message?: string;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type InventoryItemTemplateFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly parent_id: readonly ['related', number | 'null'];
  readonly name: readonly ['string', string];
  readonly label: readonly ['string', string];
  readonly role_id: readonly ['related', number | 'null'];
  readonly role: readonly ['related', string | 'null'];
  readonly manufacturer_id: readonly ['related', number | 'null'];
  readonly manufacturer: readonly ['related', string | 'null'];
  readonly part_id: readonly ['string', string];
  readonly device_type_id: readonly ['related', number | 'null'];
  readonly component_type: readonly ['string', string];
  readonly component_id: readonly ['number', number];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
}>
  & ListParams
  & RequestParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface InventoryItemTemplateRow {
  readonly id: number;
  readonly parent_id: number | null;
  readonly name: string;
  readonly _name: string | null;
  readonly label: string;
  readonly role_id: number | null;
  readonly manufacturer_id: number | null;
  readonly part_id: string;
  readonly device_type_id: number;
  readonly component_type: string | null;
  readonly component_id: number | null;
  readonly description: string;
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
export interface InventoryItemTemplateValues {
  parent?: number | null;
  name: string;
  label: string;
  role?: number | null;
  manufacturer?: number | null;
  part_id: string;
  device_type: number;
  component_type: string | null;
  component_id: number | null;
  description: string;
  created?: string | null;
  last_updated?: string | null;
  _depth?: number;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/; its traits' plug-ins implement theirs). */
export interface InventoryItemTemplatePlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface InventoryItemTemplateTypes {
  readonly key: 'dcim.inventoryitemtemplate';
  readonly record: InventoryItemTemplateRecord;
  readonly brief: InventoryItemTemplateBrief;
  readonly nested: InventoryItemTemplateNested;
  readonly input: InventoryItemTemplateInput;
  readonly filters: InventoryItemTemplateFilters;
  readonly row: InventoryItemTemplateRow;
  readonly values: InventoryItemTemplateValues;
  readonly plugin: InventoryItemTemplatePlugin;
}

export const inventoryItemTemplateModel = {
  key: 'dcim.inventoryitemtemplate',
  app: 'dcim',
  model: 'inventoryitemtemplate',
  className: 'InventoryItemTemplate',
  path: 'inventory-item-templates',
  table: 'dcim_inventoryitemtemplate',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'inventory item template',
  verboseNamePlural: 'inventory item templates',
  description: 'An inventory item each device of a type gets, nested in a tree, optionally on one of the type\'s component templates.',
  source: 'schema/models/dcim/inventoryitemtemplate.yaml',
  traits: ['component_template'],
  templateOf: { model: 'dcim.inventoryitem', fields: ['parent', 'role', 'manufacturer', 'part_id'] },
  changelogRelated: ['device_type'],
  features: { tags: false, customFields: false, changelog: true },
  tree: true,
  display: ['{name} ({label})', '{name}'],
  ordering: ['device_type', 'name'],
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
      to: 'dcim.inventoryitemtemplate',
      onDelete: 'cascade',
      flat: 'id',
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
        'dcim.consoleporttemplate',
        'dcim.consoleserverporttemplate',
        'dcim.powerporttemplate',
        'dcim.poweroutlettemplate',
        'dcim.interfacetemplate',
        'dcim.frontporttemplate',
        'dcim.rearporttemplate',
        'dcim.modulebaytemplate',
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
        'dcim.consoleporttemplate',
        'dcim.consoleserverporttemplate',
        'dcim.powerporttemplate',
        'dcim.poweroutlettemplate',
        'dcim.interfacetemplate',
        'dcim.frontporttemplate',
        'dcim.rearporttemplate',
        'dcim.modulebaytemplate',
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
    'display',
    'device_type',
    'parent',
    'name',
    'label',
    'role',
    'manufacturer',
    'part_id',
    'description',
    'component_type',
    'component_id',
    'component',
    'created',
    'last_updated',
    '_depth',
  ],
  brief: ['id', 'url', 'display', 'name', 'description', '_depth'],
  nested: ['id', 'url', 'display', 'name', 'description', '_depth'],
  uniques: [
    {
      name: 'dcim_inventoryitemtemplate_device_type_id_parent_id_name_uniq',
      fields: ['device_type', 'parent', 'name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Inventory item template with this Device type, Parent and Name already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'parent_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.inventoryitemtemplate',
            column: 'parent_id',
            to: 'dcim.inventoryitemtemplate',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'label', kind: 'string', field: 'label' },
    {
      name: 'role_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.inventoryitemtemplate',
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
            model: 'dcim.inventoryitemtemplate',
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
            model: 'dcim.inventoryitemtemplate',
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
            model: 'dcim.inventoryitemtemplate',
            column: 'manufacturer_id',
            to: 'dcim.manufacturer',
          },
        ],
      ],
      attr: 'slug',
    },
    { name: 'part_id', kind: 'string', field: 'part_id' },
    {
      name: 'device_type_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'dcim.inventoryitemtemplate',
            column: 'device_type_id',
            to: 'dcim.devicetype',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'component_type', kind: 'string', field: 'component_type' },
    { name: 'component_id', kind: 'number', field: 'component_id' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
  ],
  search: ['name', 'label', 'description'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: {},
  traitParts: { component_template: ['rules.clean'] },
} as const satisfies ModelMeta;
