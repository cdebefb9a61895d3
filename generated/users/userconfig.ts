// Code generated from schema/models/users/userconfig.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { FilterParams, ListParams, ModelMeta, Reference } from '../../contract/index.js';
import type { UserNested } from './user.js';

/** The complete representation of a user preferences, as the API returns it. */
export interface UserPreferencesRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly user: UserNested;
  readonly data: unknown;
}

/** The brief representation (`?brief=1`). */
export type UserPreferencesBrief = Pick<UserPreferencesRecord, 'id' | 'url' | 'display'>;

/** A user preferences embedded in another object. */
export type UserPreferencesNested = Pick<UserPreferencesRecord, 'id' | 'url' | 'display'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface UserPreferencesInput {
  readonly user: Reference;
  readonly data?: unknown;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type UserPreferencesFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly user_id: readonly ['related', number | 'null'];
}>
  & ListParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface UserPreferencesRow {
  readonly id: number;
  readonly user_id: number;
  readonly data: string;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface UserPreferencesValues {
  user: number;
  data: unknown;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/users/). */
export interface UserPreferencesPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface UserPreferencesTypes {
  readonly key: 'users.userconfig';
  readonly record: UserPreferencesRecord;
  readonly brief: UserPreferencesBrief;
  readonly nested: UserPreferencesNested;
  readonly input: UserPreferencesInput;
  readonly filters: UserPreferencesFilters;
  readonly row: UserPreferencesRow;
  readonly values: UserPreferencesValues;
  readonly plugin: UserPreferencesPlugin;
}

export const userPreferencesModel = {
  key: 'users.userconfig',
  app: 'users',
  model: 'userconfig',
  className: 'UserPreferences',
  path: 'config',
  table: 'users_userconfig',
  api: false,
  readOnly: false,
  alsoAt: [],
  verboseName: 'user preferences',
  verboseNamePlural: 'user preferences',
  description: 'A user\'s preferences.',
  source: 'schema/models/users/userconfig.yaml',
  features: { tags: false, customFields: false, changelog: false },
  tree: false,
  display: ['User preferences for {user}'],
  ordering: ['user'],
  fields: [
    {
      name: 'user',
      type: 'fk',
      column: 'user_id',
      label: 'user',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'users.user',
      onDelete: 'cascade',
    },
    {
      name: 'data',
      type: 'json',
      column: 'data',
      label: 'data',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: {},
    },
  ],
  computed: [],
  order: ['id', 'url', 'display_url', 'display', 'user', 'data'],
  brief: ['id', 'url', 'display'],
  nested: ['id', 'url', 'display'],
  uniques: [
    {
      name: 'users_userconfig_user_id_uniq',
      fields: ['user'],
      caseInsensitive: [],
      whenNull: [],
      message: 'user preferences with this user already exists.',
      errorKey: 'user',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'user_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'users.userconfig', column: 'user_id', to: 'users.user' },
        ],
      ],
      attr: 'id',
    },
  ],
  search: [],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
