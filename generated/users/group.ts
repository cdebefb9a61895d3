// Code generated from schema/models/users/group.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { FilterParams, ListParams, ModelMeta, Reference } from '../../contract/index.js';
import type { PermissionNested } from './objectpermission.js';

/** The complete representation of a group, as the API returns it. */
export interface GroupRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly description: string;
  readonly permissions: readonly PermissionNested[];
  readonly user_count: number;
}

/** The brief representation (`?brief=1`). */
export type GroupBrief = Pick<GroupRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A group embedded in another object. */
export type GroupNested = Pick<GroupRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface GroupInput {
  readonly name: string;
  readonly description?: string;
  readonly permissions?: readonly Reference[];
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type GroupFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly description: readonly ['string', string];
  readonly user_id: readonly ['related', number | 'null'];
  readonly permission_id: readonly ['related', number | 'null'];
  readonly notification_group_id: readonly ['related', number | 'null'];
}>
  & ListParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface GroupRow {
  readonly id: number;
  readonly name: string;
  readonly description: string;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface GroupValues {
  name: string;
  description: string;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/users/). */
export interface GroupPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface GroupTypes {
  readonly key: 'users.group';
  readonly record: GroupRecord;
  readonly brief: GroupBrief;
  readonly nested: GroupNested;
  readonly input: GroupInput;
  readonly filters: GroupFilters;
  readonly row: GroupRow;
  readonly values: GroupValues;
  readonly plugin: GroupPlugin;
}

export const groupModel = {
  key: 'users.group',
  app: 'users',
  model: 'group',
  className: 'Group',
  path: 'groups',
  table: 'users_group',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'group',
  verboseNamePlural: 'groups',
  description: 'A group of users sharing object permissions.',
  source: 'schema/models/users/group.yaml',
  features: { tags: false, customFields: false, changelog: false },
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
      maxLength: 150,
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
        table: 'users_objectpermission_groups',
        source: 'group_id',
        target: 'objectpermission_id',
        of: 'users.objectpermission.groups',
      },
    },
  ],
  computed: [
    {
      name: 'user_count',
      kind: 'count',
      label: 'user count',
      model: 'users.user',
      via: 'groups',
      cumulative: false,
      inNested: false,
    },
  ],
  order: ['id', 'url', 'display_url', 'display', 'name', 'description', 'permissions', 'user_count'],
  brief: ['id', 'url', 'display', 'name', 'description'],
  nested: ['id', 'url', 'display', 'name', 'description'],
  uniques: [
    {
      name: 'users_group_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'group with this name already exists.',
      errorKey: 'name',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'description', kind: 'string', field: 'description' },
    {
      name: 'user_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'reverse_m2m',
            model: 'users.group',
            through: { table: 'users_user_groups', source: 'user_id', target: 'group_id' },
            to: 'users.user',
          },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'permission_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'm2m',
            model: 'users.group',
            through: {
              table: 'users_objectpermission_groups',
              source: 'group_id',
              target: 'objectpermission_id',
              of: 'users.objectpermission.groups',
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
            model: 'users.group',
            through: {
              table: 'extras_notificationgroup_groups',
              source: 'notificationgroup_id',
              target: 'group_id',
            },
            to: 'extras.notificationgroup',
          },
        ],
      ],
      attr: 'id',
    },
  ],
  search: ['name', 'description'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
