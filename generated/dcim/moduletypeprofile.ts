// Code generated from schema/models/dcim/moduletypeprofile.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { TagNested } from '../extras/tag.js';

/** The complete representation of a module type profile, as the API returns it. */
export interface ModuleTypeProfileRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly description: string;
  readonly schema: unknown;
  readonly comments: string;
  readonly tags: readonly TagNested[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type ModuleTypeProfileBrief = Pick<ModuleTypeProfileRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A module type profile embedded in another object. */
export type ModuleTypeProfileNested = Pick<ModuleTypeProfileRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface ModuleTypeProfileInput {
  readonly name: string;
  readonly schema?: unknown;
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
export type ModuleTypeProfileFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface ModuleTypeProfileRow {
  readonly id: number;
  readonly name: string;
  readonly schema: string | null;
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
export interface ModuleTypeProfileValues {
  name: string;
  schema?: unknown;
  description: string;
  comments: string;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface ModuleTypeProfilePlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface ModuleTypeProfileTypes {
  readonly key: 'dcim.moduletypeprofile';
  readonly record: ModuleTypeProfileRecord;
  readonly brief: ModuleTypeProfileBrief;
  readonly nested: ModuleTypeProfileNested;
  readonly input: ModuleTypeProfileInput;
  readonly filters: ModuleTypeProfileFilters;
  readonly row: ModuleTypeProfileRow;
  readonly values: ModuleTypeProfileValues;
  readonly plugin: ModuleTypeProfilePlugin;
}

export const moduleTypeProfileModel = {
  key: 'dcim.moduletypeprofile',
  app: 'dcim',
  model: 'moduletypeprofile',
  className: 'ModuleTypeProfile',
  path: 'module-type-profiles',
  table: 'dcim_moduletypeprofile',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'module type profile',
  verboseNamePlural: 'module type profiles',
  description: 'The attributes a kind of module has (a JSON schema), which module types of the kind fill in.',
  source: 'schema/models/dcim/moduletypeprofile.yaml',
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
      name: 'schema',
      type: 'json',
      column: 'schema',
      label: 'schema',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
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
  computed: [],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'description',
    'schema',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'name', 'description'],
  nested: ['id', 'url', 'display', 'name', 'description'],
  uniques: [
    {
      name: 'dcim_moduletypeprofile_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'module type profile with this name already exists.',
      errorKey: 'name',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
  ],
  search: ['name', 'description', 'comments'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: { 'rules.clean': 'schema/models/dcim/moduletypeprofile.yaml:12' },
} as const satisfies ModelMeta;
