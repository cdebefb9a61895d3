// Code generated from schema/models/dcim/inventoryitemrole.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a inventory item role, as the API returns it. */
export interface InventoryItemRoleRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly slug: string;
  readonly color: string;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly inventoryitem_count: number;
}

/** The brief representation (`?brief=1`). */
export type InventoryItemRoleBrief = Pick<InventoryItemRoleRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description' | 'inventoryitem_count'>;

/** A inventory item role embedded in another object. */
export type InventoryItemRoleNested = Pick<InventoryItemRoleRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description' | 'inventoryitem_count'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface InventoryItemRoleInput {
  readonly name: string;
  readonly slug: string;
  readonly color?: string;
  readonly description?: string;
  readonly comments?: string;
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
export type InventoryItemRoleFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly slug: readonly ['string', string];
  readonly color: readonly ['string', string];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface InventoryItemRoleRow {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly color: string;
  readonly description: string;
  readonly comments: string;
  readonly custom_field_data: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface InventoryItemRoleValues {
  name: string;
  slug: string;
  color: string;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface InventoryItemRolePlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface InventoryItemRoleTypes {
  readonly key: 'dcim.inventoryitemrole';
  readonly record: InventoryItemRoleRecord;
  readonly brief: InventoryItemRoleBrief;
  readonly nested: InventoryItemRoleNested;
  readonly input: InventoryItemRoleInput;
  readonly filters: InventoryItemRoleFilters;
  readonly row: InventoryItemRoleRow;
  readonly values: InventoryItemRoleValues;
  readonly plugin: InventoryItemRolePlugin;
}

export const inventoryItemRoleModel = {
  key: 'dcim.inventoryitemrole',
  app: 'dcim',
  model: 'inventoryitemrole',
  className: 'InventoryItemRole',
  path: 'inventory-item-roles',
  table: 'dcim_inventoryitemrole',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'inventory item role',
  verboseNamePlural: 'inventory item roles',
  description: 'The function of an inventory item (power supply, line card, fan, ...).',
  source: 'schema/models/dcim/inventoryitemrole.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: false,
  display: ['{name}'],
  ordering: ['name'],
  fields: [
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
      maxLength: 100,
    },
    {
      name: 'slug',
      type: 'slug',
      column: 'slug',
      label: 'slug',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 100,
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
      default: '9e9e9e',
      maxLength: 6,
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
      name: 'comments',
      type: 'text',
      column: 'comments',
      label: 'comments',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
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
      name: 'inventoryitem_count',
      kind: 'count',
      label: 'inventoryitem count',
      model: 'dcim.inventoryitem',
      via: 'role',
      cumulative: false,
      inNested: true,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'slug',
    'color',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'inventoryitem_count',
  ],
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'inventoryitem_count'],
  nested: ['id', 'url', 'display', 'name', 'slug', 'description', 'inventoryitem_count'],
  uniques: [
    {
      name: 'dcim_inventoryitemrole_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'inventory item role with this name already exists.',
      errorKey: 'name',
    },
    {
      name: 'dcim_inventoryitemrole_slug_uniq',
      fields: ['slug'],
      caseInsensitive: [],
      whenNull: [],
      message: 'inventory item role with this slug already exists.',
      errorKey: 'slug',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'slug', kind: 'string', field: 'slug' },
    { name: 'color', kind: 'string', field: 'color' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
  ],
  search: ['name', 'slug', 'description', 'comments'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
