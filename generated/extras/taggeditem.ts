// Code generated from schema/models/extras/taggeditem.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ModelMeta, NestedRecord } from '../../runtime/types.js';

/** The complete representation of a tagged item, as the API returns it. */
export interface TaggedItemRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly tag: NestedRecord | null;
  readonly object_type: string;
  readonly object_id: number;
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
  hooks: [],
  endpoints: [],
} as const satisfies ModelMeta;
