// Code generated from schema/models/extras/taggeditem.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { FilterParams, ListParams, ModelMeta, Reference } from '../../contract/index.js';
import type { TagNested } from './tag.js';

/** The complete representation of a tagged item, as the API returns it. */
export interface TaggedItemRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly tag: TagNested;
  readonly object_type: string;
  readonly object_id: number;
}

/** The brief representation (`?brief=1`). */
export type TaggedItemBrief = Pick<TaggedItemRecord, 'id' | 'url' | 'display'>;

/** A tagged item embedded in another object. */
export type TaggedItemNested = Pick<TaggedItemRecord, 'id' | 'url' | 'display'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface TaggedItemInput {
  readonly tag: Reference;
  readonly object_type: string;
  readonly object_id: number;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type TaggedItemFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly tag_id: readonly ['related', number | 'null'];
  readonly tag: readonly ['related', string | 'null'];
  readonly object_type: readonly ['string', string];
  readonly object_id: readonly ['number', number];
}>
  & ListParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface TaggedItemRow {
  readonly id: number;
  readonly tag_id: number;
  readonly object_type: string;
  readonly object_id: number;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface TaggedItemValues {
  tag: number;
  object_type: string;
  object_id: number;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/extras/). */
export interface TaggedItemPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface TaggedItemTypes {
  readonly key: 'extras.taggeditem';
  readonly record: TaggedItemRecord;
  readonly brief: TaggedItemBrief;
  readonly nested: TaggedItemNested;
  readonly input: TaggedItemInput;
  readonly filters: TaggedItemFilters;
  readonly row: TaggedItemRow;
  readonly values: TaggedItemValues;
  readonly plugin: TaggedItemPlugin;
}

export const taggedItemModel = {
  key: 'extras.taggeditem',
  app: 'extras',
  model: 'taggeditem',
  className: 'TaggedItem',
  path: 'tagged-objects',
  table: 'extras_taggeditem',
  api: false,
  readOnly: false,
  alsoAt: [],
  verboseName: 'tagged item',
  verboseNamePlural: 'tagged items',
  description: 'The link between a tag and one tagged object of any model.',
  source: 'schema/models/extras/taggeditem.yaml',
  features: { tags: false, customFields: false, changelog: false },
  tree: false,
  display: ['{tag}'],
  ordering: ['id'],
  fields: [
    {
      name: 'tag',
      type: 'fk',
      column: 'tag_id',
      label: 'tag',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'extras.tag',
      onDelete: 'cascade',
    },
    {
      name: 'object_type',
      type: 'string',
      column: 'object_type',
      label: 'object type',
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
      name: 'object_id',
      type: 'bigint',
      column: 'object_id',
      label: 'object id',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
  ],
  computed: [],
  order: ['id', 'url', 'display_url', 'display', 'tag', 'object_type', 'object_id'],
  brief: ['id', 'url', 'display'],
  nested: ['id', 'url', 'display'],
  uniques: [
    {
      name: 'extras_taggeditem_tag_id_object_type_object_id_uniq',
      fields: ['tag', 'object_type', 'object_id'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Tagged item with this Tag, Object type and Object id already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [
    ['object_type', 'object_id'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'tag_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'extras.taggeditem', column: 'tag_id', to: 'extras.tag' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'tag',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'extras.taggeditem', column: 'tag_id', to: 'extras.tag' },
        ],
      ],
      attr: 'slug',
    },
    { name: 'object_type', kind: 'string', field: 'object_type' },
    { name: 'object_id', kind: 'number', field: 'object_id' },
  ],
  search: [],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
