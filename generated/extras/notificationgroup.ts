// Code generated from schema/models/extras/notificationgroup.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { FilterParams, ListParams, ModelMeta, Reference } from '../../contract/index.js';
import type { GroupNested } from '../users/group.js';
import type { UserNested } from '../users/user.js';

/** The complete representation of a notification group, as the API returns it. */
export interface NotificationGroupRecord {
  readonly id: number;
  readonly url: string;
  readonly display: string;
  readonly display_url: string;
  readonly name: string;
  readonly description: string;
  readonly groups: readonly GroupNested[];
  readonly users: readonly UserNested[];
}

/** The brief representation (`?brief=1`). */
export type NotificationGroupBrief = Pick<NotificationGroupRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A notification group embedded in another object. */
export type NotificationGroupNested = Pick<NotificationGroupRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface NotificationGroupInput {
  readonly name: string;
  readonly description?: string;
  readonly groups?: readonly Reference[];
  readonly users?: readonly Reference[];
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type NotificationGroupFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly description: readonly ['string', string];
}>
  & ListParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface NotificationGroupRow {
  readonly id: number;
  readonly name: string;
  readonly description: string;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface NotificationGroupValues {
  name: string;
  description: string;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/extras/). */
export interface NotificationGroupPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface NotificationGroupTypes {
  readonly key: 'extras.notificationgroup';
  readonly record: NotificationGroupRecord;
  readonly brief: NotificationGroupBrief;
  readonly nested: NotificationGroupNested;
  readonly input: NotificationGroupInput;
  readonly filters: NotificationGroupFilters;
  readonly row: NotificationGroupRow;
  readonly values: NotificationGroupValues;
  readonly plugin: NotificationGroupPlugin;
}

export const notificationGroupModel = {
  key: 'extras.notificationgroup',
  app: 'extras',
  model: 'notificationgroup',
  className: 'NotificationGroup',
  path: 'notification-groups',
  table: 'extras_notificationgroup',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'notification group',
  verboseNamePlural: 'notification groups',
  description: 'A set of users and groups that event rules notify.',
  source: 'schema/models/extras/notificationgroup.yaml',
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
      through: {
        table: 'extras_notificationgroup_groups',
        source: 'notificationgroup_id',
        target: 'group_id',
      },
    },
    {
      name: 'users',
      type: 'm2m',
      column: null,
      label: 'users',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
      to: 'users.user',
      through: { table: 'extras_notificationgroup_users', source: 'notificationgroup_id', target: 'user_id' },
    },
  ],
  computed: [],
  order: ['id', 'url', 'display', 'display_url', 'name', 'description', 'groups', 'users'],
  brief: ['id', 'url', 'display', 'name', 'description'],
  nested: ['id', 'url', 'display', 'name', 'description'],
  uniques: [
    {
      name: 'extras_notificationgroup_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'notification group with this name already exists.',
      errorKey: 'name',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'description', kind: 'string', field: 'description' },
  ],
  search: ['name', 'description'],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
