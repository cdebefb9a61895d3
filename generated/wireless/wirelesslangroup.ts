// Code generated from schema/models/wireless/wirelesslangroup.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a wireless LAN group, as the API returns it. */
export interface WirelessLANGroupRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly slug: string;
  readonly parent: Pick<WirelessLANGroupRecord, 'id' | 'url' | 'display_url' | 'display' | 'name' | 'slug' | '_depth'> | null;
  readonly description: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly wirelesslan_count: number;
  readonly comments: string;
  readonly _depth: number;
}

/** The brief representation (`?brief=1`). */
export type WirelessLANGroupBrief = Pick<WirelessLANGroupRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description' | 'wirelesslan_count' | '_depth'>;

/** A wireless LAN group embedded in another object. */
export type WirelessLANGroupNested = Pick<WirelessLANGroupRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description' | 'wirelesslan_count' | '_depth'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface WirelessLANGroupInput {
  readonly parent?: Reference | null;
  readonly name: string;
  readonly slug: string;
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
export type WirelessLANGroupFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly parent_id: readonly ['related', number | 'null'];
  readonly parent: readonly ['related', string | 'null'];
  readonly name: readonly ['string', string];
  readonly slug: readonly ['string', string];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
  readonly ancestor_id: readonly ['related', number | 'null'];
  readonly ancestor: readonly ['related', string | 'null'];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface WirelessLANGroupRow {
  readonly id: number;
  readonly parent_id: number | null;
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly comments: string;
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
export interface WirelessLANGroupValues {
  parent?: number | null;
  name: string;
  slug: string;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
  _depth?: number;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/wireless/). */
export interface WirelessLANGroupPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface WirelessLANGroupTypes {
  readonly key: 'wireless.wirelesslangroup';
  readonly record: WirelessLANGroupRecord;
  readonly brief: WirelessLANGroupBrief;
  readonly nested: WirelessLANGroupNested;
  readonly input: WirelessLANGroupInput;
  readonly filters: WirelessLANGroupFilters;
  readonly row: WirelessLANGroupRow;
  readonly values: WirelessLANGroupValues;
  readonly plugin: WirelessLANGroupPlugin;
}

export const wirelessLANGroupModel = {
  key: 'wireless.wirelesslangroup',
  app: 'wireless',
  model: 'wirelesslangroup',
  className: 'WirelessLANGroup',
  path: 'wireless-lan-groups',
  table: 'wireless_wirelesslangroup',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'wireless LAN group',
  verboseNamePlural: 'wireless LAN groups',
  description: 'A group of wireless LANs, nested in a tree.',
  source: 'schema/models/wireless/wirelesslangroup.yaml',
  features: { tags: true, customFields: true, changelog: true },
  tree: true,
  display: ['{name}'],
  ordering: ['_tree_key'],
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
      to: 'wireless.wirelesslangroup',
      onDelete: 'cascade',
      nested: ['id', 'url', 'display_url', 'display', 'name', 'slug', '_depth'],
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
  computed: [
    {
      name: 'wirelesslan_count',
      kind: 'count',
      label: 'wirelesslan count',
      model: 'wireless.wirelesslan',
      via: 'group',
      cumulative: true,
      inNested: true,
      nestedZero: true,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'slug',
    'parent',
    'description',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'wirelesslan_count',
    'comments',
    '_depth',
  ],
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'wirelesslan_count', '_depth'],
  nested: ['id', 'url', 'display', 'name', 'slug', 'description', 'wirelesslan_count', '_depth'],
  uniques: [
    {
      name: 'wireless_wirelesslangroup_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'wireless LAN group with this name already exists.',
      errorKey: 'name',
    },
    {
      name: 'wireless_wirelesslangroup_slug_uniq',
      fields: ['slug'],
      caseInsensitive: [],
      whenNull: [],
      message: 'wireless LAN group with this slug already exists.',
      errorKey: 'slug',
    },
  ],
  indexes: [
    ['_tree_key'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'parent_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'wireless.wirelesslangroup',
            column: 'parent_id',
            to: 'wireless.wirelesslangroup',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'parent',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'wireless.wirelesslangroup',
            column: 'parent_id',
            to: 'wireless.wirelesslangroup',
          },
        ],
      ],
      attr: 'slug',
    },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'slug', kind: 'string', field: 'slug' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
    {
      name: 'ancestor_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'wireless.wirelesslangroup',
            column: 'parent_id',
            to: 'wireless.wirelesslangroup',
          },
        ],
      ],
      attr: 'id',
      descendants: true,
    },
    {
      name: 'ancestor',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'wireless.wirelesslangroup',
            column: 'parent_id',
            to: 'wireless.wirelesslangroup',
          },
        ],
      ],
      attr: 'slug',
      descendants: true,
    },
  ],
  search: ['name', 'slug', 'description', 'comments'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
