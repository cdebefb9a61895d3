// Code generated from schema/models/core/objecttype.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { FilterParams, ListParams, ModelMeta } from '../../contract/index.js';

/** The complete representation of a object type, as the API returns it. */
export interface ObjectTypeRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly app_label: string;
  readonly app_name: string;
  readonly model: string;
  readonly model_name: string;
  readonly model_name_plural: string;
  readonly public: boolean;
  readonly features: unknown;
  readonly is_plugin_model: boolean;
  readonly rest_api_endpoint: string | null;
  readonly description: string | null;
}

/** The brief representation (`?brief=1`). */
export type ObjectTypeBrief = Pick<ObjectTypeRecord, 'id' | 'url' | 'display' | 'app_label' | 'app_name' | 'model' | 'model_name' | 'model_name_plural' | 'public' | 'features' | 'is_plugin_model' | 'rest_api_endpoint' | 'description'>;

/** A object type embedded in another object. */
export type ObjectTypeNested = Pick<ObjectTypeRecord, 'id' | 'url' | 'display' | 'app_label' | 'app_name' | 'model' | 'model_name' | 'model_name_plural' | 'public' | 'features' | 'is_plugin_model' | 'rest_api_endpoint' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface ObjectTypeInput {
  readonly app_label: string;
  readonly model: string;
  readonly app_name?: string;
  readonly model_name?: string;
  readonly model_name_plural?: string;
  readonly public?: boolean;
  readonly features?: unknown;
  readonly is_plugin_model?: boolean;
  readonly rest_api_endpoint?: string | null;
  readonly description?: string | null;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type ObjectTypeFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly app_label: readonly ['string', string];
  readonly model: readonly ['string', string];
  readonly public: readonly ['boolean', boolean];
  readonly features: readonly ['plugin', string | number];
}>
  & ListParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface ObjectTypeRow {
  readonly id: number;
  readonly app_label: string;
  readonly model: string;
  readonly app_name: string;
  readonly model_name: string;
  readonly model_name_plural: string;
  readonly public: boolean | 0 | 1;
  readonly features: string;
  readonly is_plugin_model: boolean | 0 | 1;
  readonly rest_api_endpoint: string | null;
  readonly description: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface ObjectTypeValues {
  app_label: string;
  model: string;
  app_name: string;
  model_name: string;
  model_name_plural: string;
  public: boolean;
  features: unknown;
  is_plugin_model: boolean;
  rest_api_endpoint?: string | null;
  description?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/core/). */
export interface ObjectTypePlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: 'features';
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface ObjectTypeTypes {
  readonly key: 'core.objecttype';
  readonly record: ObjectTypeRecord;
  readonly brief: ObjectTypeBrief;
  readonly nested: ObjectTypeNested;
  readonly input: ObjectTypeInput;
  readonly filters: ObjectTypeFilters;
  readonly row: ObjectTypeRow;
  readonly values: ObjectTypeValues;
  readonly plugin: ObjectTypePlugin;
}

export const objectTypeModel = {
  key: 'core.objecttype',
  app: 'core',
  model: 'objecttype',
  className: 'ObjectType',
  path: 'object-types',
  table: 'core_objecttype',
  api: true,
  readOnly: true,
  alsoAt: ['extras/content-types'],
  verboseName: 'object type',
  verboseNamePlural: 'object types',
  description: 'A type of object (a model) of the inventory, with the features it supports.',
  source: 'schema/models/core/objecttype.yaml',
  features: { tags: false, customFields: false, changelog: false },
  tree: false,
  display: ['{app_name} > {model_name:capfirst}'],
  ordering: ['app_label', 'model'],
  fields: [
    {
      name: 'app_label',
      type: 'string',
      column: 'app_label',
      label: 'app label',
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
      name: 'model',
      type: 'string',
      column: 'model',
      label: 'model',
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
      name: 'app_name',
      type: 'string',
      column: 'app_name',
      label: 'app name',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 100,
    },
    {
      name: 'model_name',
      type: 'string',
      column: 'model_name',
      label: 'model name',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 100,
    },
    {
      name: 'model_name_plural',
      type: 'string',
      column: 'model_name_plural',
      label: 'model name plural',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 100,
    },
    {
      name: 'public',
      type: 'boolean',
      column: 'public',
      label: 'public',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: true,
    },
    {
      name: 'features',
      type: 'json',
      column: 'features',
      label: 'features',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
    },
    {
      name: 'is_plugin_model',
      type: 'boolean',
      column: 'is_plugin_model',
      label: 'is plugin model',
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
      name: 'rest_api_endpoint',
      type: 'string',
      column: 'rest_api_endpoint',
      label: 'rest api endpoint',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 200,
    },
    {
      name: 'description',
      type: 'text',
      column: 'description',
      label: 'description',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
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
    'app_label',
    'app_name',
    'model',
    'model_name',
    'model_name_plural',
    'public',
    'features',
    'is_plugin_model',
    'rest_api_endpoint',
    'description',
  ],
  brief: [
    'id',
    'url',
    'display',
    'app_label',
    'app_name',
    'model',
    'model_name',
    'model_name_plural',
    'public',
    'features',
    'is_plugin_model',
    'rest_api_endpoint',
    'description',
  ],
  nested: [
    'id',
    'url',
    'display',
    'app_label',
    'app_name',
    'model',
    'model_name',
    'model_name_plural',
    'public',
    'features',
    'is_plugin_model',
    'rest_api_endpoint',
    'description',
  ],
  uniques: [
    {
      name: 'core_objecttype_app_label_model_uniq',
      fields: ['app_label', 'model'],
      caseInsensitive: [],
      whenNull: [],
      message: 'Object type with this App label and Model already exists.',
      errorKey: '__all__',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'app_label', kind: 'string', field: 'app_label' },
    { name: 'model', kind: 'string', field: 'model' },
    { name: 'public', kind: 'boolean', field: 'public' },
    { name: 'features', kind: 'plugin' },
  ],
  search: ['app_label', 'model'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: { 'filters.features': 'schema/models/core/objecttype.yaml:31' },
} as const satisfies ModelMeta;
