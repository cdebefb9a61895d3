// Code generated from schema/models/ipam/rir.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a RIR, as the API returns it. */
export interface RIRRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly slug: string;
  readonly is_private: boolean;
  readonly description: string;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
  readonly aggregate_count: number;
}

/** The brief representation (`?brief=1`). */
export type RIRBrief = Pick<RIRRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description' | 'aggregate_count'>;

/** A RIR embedded in another object. */
export type RIRNested = Pick<RIRRecord, 'id' | 'url' | 'display' | 'name' | 'slug' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface RIRInput {
  readonly name: string;
  readonly slug: string;
  readonly is_private?: boolean;
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
export type RIRFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly slug: readonly ['string', string];
  readonly is_private: readonly ['boolean', boolean];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface RIRRow {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly is_private: boolean | 0 | 1;
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
export interface RIRValues {
  name: string;
  slug: string;
  is_private: boolean;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/ipam/). */
export interface RIRPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface RIRTypes {
  readonly key: 'ipam.rir';
  readonly record: RIRRecord;
  readonly brief: RIRBrief;
  readonly nested: RIRNested;
  readonly input: RIRInput;
  readonly filters: RIRFilters;
  readonly row: RIRRow;
  readonly values: RIRValues;
  readonly plugin: RIRPlugin;
}

export const rIRModel = {
  key: 'ipam.rir',
  app: 'ipam',
  model: 'rir',
  className: 'RIR',
  path: 'rirs',
  table: 'ipam_rir',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'RIR',
  verboseNamePlural: 'RIRs',
  description: 'A regional Internet registry that allocates IP space and AS numbers.',
  source: 'schema/models/ipam/rir.yaml',
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
      name: 'is_private',
      type: 'boolean',
      column: 'is_private',
      label: 'private',
      helpText: 'IP space managed by this RIR is considered private',
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
      name: 'aggregate_count',
      kind: 'count',
      label: 'aggregate count',
      model: 'ipam.aggregate',
      via: 'rir',
      cumulative: false,
      inNested: false,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'slug',
    'is_private',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'aggregate_count',
  ],
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'aggregate_count'],
  nested: ['id', 'url', 'display', 'name', 'slug', 'description'],
  uniques: [
    {
      name: 'ipam_rir_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'RIR with this name already exists.',
      errorKey: 'name',
    },
    {
      name: 'ipam_rir_slug_uniq',
      fields: ['slug'],
      caseInsensitive: [],
      whenNull: [],
      message: 'RIR with this slug already exists.',
      errorKey: 'slug',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'slug', kind: 'string', field: 'slug' },
    { name: 'is_private', kind: 'boolean', field: 'is_private' },
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
