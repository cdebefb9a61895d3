// Code generated from schema/models/users/user.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { FilterParams, ListParams, ModelMeta, Reference } from '../../contract/index.js';
import type { GroupNested } from './group.js';
import type { PermissionNested } from './objectpermission.js';

/** The complete representation of a user, as the API returns it. */
export interface UserRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly username: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly is_staff: boolean;
  readonly is_active: boolean;
  readonly date_joined: string | null;
  readonly last_login: string | null;
  readonly groups: readonly GroupNested[];
  readonly permissions: readonly PermissionNested[];
}

/** The brief representation (`?brief=1`). */
export type UserBrief = Pick<UserRecord, 'id' | 'url' | 'display' | 'username'>;

/** A user embedded in another object. */
export type UserNested = Pick<UserRecord, 'id' | 'url' | 'display' | 'username'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface UserInput {
  readonly username: string;
  readonly password: string;
  readonly first_name?: string;
  readonly last_name?: string;
  readonly email?: string;
  readonly is_staff?: boolean;
  readonly is_active?: boolean;
  readonly groups?: readonly Reference[];
  readonly permissions?: readonly Reference[];
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type UserFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly username: readonly ['string', string];
  readonly first_name: readonly ['string', string];
  readonly last_name: readonly ['string', string];
  readonly email: readonly ['string', string];
  readonly is_active: readonly ['boolean', boolean];
  readonly date_joined: readonly ['datetime', string];
  readonly last_login: readonly ['datetime', string];
  readonly is_superuser: readonly ['boolean', boolean];
  readonly group_id: readonly ['related', number | 'null'];
  readonly group: readonly ['related', string | 'null'];
  readonly permission_id: readonly ['related', number | 'null'];
  readonly notification_group_id: readonly ['related', number | 'null'];
}>
  & ListParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface UserRow {
  readonly id: number;
  readonly username: string;
  readonly password: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly is_staff: boolean | 0 | 1;
  readonly is_active: boolean | 0 | 1;
  readonly is_superuser: boolean | 0 | 1;
  readonly date_joined: string | null;
  readonly last_login: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface UserValues {
  username: string;
  password: string;
  first_name: string;
  last_name: string;
  email: string;
  is_staff: boolean;
  is_active: boolean;
  is_superuser?: boolean;
  date_joined?: string | null;
  last_login?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/users/). */
export interface UserPlugin {
  readonly rules: 'clean' | 'display' | 'after_save';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface UserTypes {
  readonly key: 'users.user';
  readonly record: UserRecord;
  readonly brief: UserBrief;
  readonly nested: UserNested;
  readonly input: UserInput;
  readonly filters: UserFilters;
  readonly row: UserRow;
  readonly values: UserValues;
  readonly plugin: UserPlugin;
}

export const userModel = {
  key: 'users.user',
  app: 'users',
  model: 'user',
  className: 'User',
  path: 'users',
  table: 'users_user',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'user',
  verboseNamePlural: 'users',
  description: 'A person or a script that uses the API.',
  source: 'schema/models/users/user.yaml',
  features: { tags: false, customFields: false, changelog: false },
  tree: false,
  display: ['{username}'],
  ordering: ['username'],
  fields: [
    {
      name: 'username',
      type: 'string',
      column: 'username',
      label: 'username',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 150,
    },
    {
      name: 'password',
      type: 'password',
      column: 'password',
      label: 'password',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: true,
      internal: false,
      immutable: false,
      maxLength: 128,
    },
    {
      name: 'first_name',
      type: 'string',
      column: 'first_name',
      label: 'first name',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 150,
    },
    {
      name: 'last_name',
      type: 'string',
      column: 'last_name',
      label: 'last name',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 150,
    },
    {
      name: 'email',
      type: 'email',
      column: 'email',
      label: 'email',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 254,
    },
    {
      name: 'is_staff',
      type: 'boolean',
      column: 'is_staff',
      label: 'staff status',
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
      name: 'is_active',
      type: 'boolean',
      column: 'is_active',
      label: 'active',
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
      name: 'is_superuser',
      type: 'boolean',
      column: 'is_superuser',
      label: 'superuser status',
      required: false,
      nullable: false,
      blank: false,
      readOnly: true,
      writeOnly: true,
      internal: false,
      immutable: false,
      default: false,
    },
    {
      name: 'date_joined',
      type: 'datetime',
      column: 'date_joined',
      label: 'date joined',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'last_login',
      type: 'datetime',
      column: 'last_login',
      label: 'last login',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'groups',
      type: 'm2m',
      column: null,
      label: 'groups',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'users.group',
      through: { table: 'users_user_groups', source: 'user_id', target: 'group_id' },
    },
    {
      name: 'permissions',
      type: 'm2m',
      column: null,
      label: 'permissions',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'users.objectpermission',
      through: {
        table: 'users_objectpermission_users',
        source: 'user_id',
        target: 'objectpermission_id',
        of: 'users.objectpermission.users',
      },
    },
  ],
  computed: [],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'username',
    'first_name',
    'last_name',
    'email',
    'is_staff',
    'is_active',
    'date_joined',
    'last_login',
    'groups',
    'permissions',
  ],
  brief: ['id', 'url', 'display', 'username'],
  nested: ['id', 'url', 'display', 'username'],
  uniques: [
    {
      name: 'users_user_username_uniq',
      fields: ['username'],
      caseInsensitive: [],
      whenNull: [],
      message: 'user with this username already exists.',
      errorKey: 'username',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'username', kind: 'string', field: 'username' },
    { name: 'first_name', kind: 'string', field: 'first_name' },
    { name: 'last_name', kind: 'string', field: 'last_name' },
    { name: 'email', kind: 'string', field: 'email' },
    { name: 'is_active', kind: 'boolean', field: 'is_active' },
    { name: 'date_joined', kind: 'datetime', field: 'date_joined' },
    { name: 'last_login', kind: 'datetime', field: 'last_login' },
    { name: 'is_superuser', kind: 'boolean', field: 'is_superuser' },
    {
      name: 'group_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'users.user',
            through: { table: 'users_user_groups', source: 'user_id', target: 'group_id' },
            to: 'users.group',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'group',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'users.user',
            through: { table: 'users_user_groups', source: 'user_id', target: 'group_id' },
            to: 'users.group',
          },
        ],
      ],
      attr: 'name',
    },
    {
      name: 'permission_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'users.user',
            through: {
              table: 'users_objectpermission_users',
              source: 'user_id',
              target: 'objectpermission_id',
              of: 'users.objectpermission.users',
            },
            to: 'users.objectpermission',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'notification_group_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse_m2m',
            model: 'users.user',
            through: {
              table: 'extras_notificationgroup_users',
              source: 'notificationgroup_id',
              target: 'user_id',
            },
            to: 'extras.notificationgroup',
          },
        ],
      ],
      attr: 'id',
    },
  ],
  search: ['username', 'first_name', 'last_name', 'email'],
  searchIndex: null,
  rules: ['clean', 'display', 'after_save'],
  endpoints: [],
  declaredAt: {
    'rules.after_save': 'schema/models/users/user.yaml:9',
    'rules.clean': 'schema/models/users/user.yaml:9',
    'rules.display': 'schema/models/users/user.yaml:9',
  },
} as const satisfies ModelMeta;
