// Code generated from schema/models/users/session.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { FilterParams, ListParams, ModelMeta, Reference } from '../../contract/index.js';
import type { UserNested } from './user.js';

/** The complete representation of a session, as the API returns it. */
export interface SessionRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly key_digest: string;
  readonly user: UserNested;
  readonly created: string;
  readonly expires: string;
}

/** The brief representation (`?brief=1`). */
export type SessionBrief = Pick<SessionRecord, 'id' | 'url' | 'display'>;

/** A session embedded in another object. */
export type SessionNested = Pick<SessionRecord, 'id' | 'url' | 'display'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface SessionInput {
  readonly key_digest: string;
  readonly user: Reference;
  readonly created: string;
  readonly expires: string;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type SessionFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly key_digest: readonly ['string', string];
  readonly user_id: readonly ['related', number | 'null'];
  readonly created: readonly ['datetime', string];
  readonly expires: readonly ['datetime', string];
}>
  & ListParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface SessionRow {
  readonly id: number;
  readonly key_digest: string;
  readonly user_id: number;
  readonly created: string;
  readonly expires: string;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface SessionValues {
  key_digest: string;
  user: number;
  created: string;
  expires: string;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/users/). */
export interface SessionPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface SessionTypes {
  readonly key: 'users.session';
  readonly record: SessionRecord;
  readonly brief: SessionBrief;
  readonly nested: SessionNested;
  readonly input: SessionInput;
  readonly filters: SessionFilters;
  readonly row: SessionRow;
  readonly values: SessionValues;
  readonly plugin: SessionPlugin;
}

export const sessionModel = {
  key: 'users.session',
  app: 'users',
  model: 'session',
  className: 'Session',
  path: 'sessions',
  table: 'users_session',
  api: false,
  readOnly: false,
  alsoAt: [],
  verboseName: 'session',
  verboseNamePlural: 'sessions',
  description: 'A browser\'s login session.',
  source: 'schema/models/users/session.yaml',
  features: { tags: false, customFields: false, changelog: false },
  tree: false,
  display: ['{user}'],
  ordering: ['-created'],
  fields: [
    {
      name: 'key_digest',
      type: 'string',
      column: 'key_digest',
      label: 'key digest',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 64,
    },
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
      name: 'created',
      type: 'datetime',
      column: 'created',
      label: 'created',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'expires',
      type: 'datetime',
      column: 'expires',
      label: 'expires',
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
  order: ['id', 'url', 'display_url', 'display', 'key_digest', 'user', 'created', 'expires'],
  brief: ['id', 'url', 'display'],
  nested: ['id', 'url', 'display'],
  uniques: [
    {
      name: 'users_session_key_digest_uniq',
      fields: ['key_digest'],
      caseInsensitive: [],
      whenNull: [],
      message: 'session with this key digest already exists.',
      errorKey: 'key_digest',
    },
  ],
  indexes: [
    ['expires'],
    ['created'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'key_digest', kind: 'string', field: 'key_digest' },
    {
      name: 'user_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'users.session', column: 'user_id', to: 'users.user' },
        ],
      ],
      attr: 'id',
    },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'expires', kind: 'datetime', field: 'expires' },
  ],
  search: [],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
