// Code generated from schema/models/users/token.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { FilterParams, ListParams, ModelMeta, Reference } from '../../contract/index.js';
import type { UserNested } from './user.js';

/** The complete representation of a token, as the API returns it. */
export interface TokenRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly user: UserNested;
  readonly description: string;
  readonly created: string | null;
  readonly expires: string | null;
  readonly last_used: string | null;
  readonly enabled: boolean;
  readonly write_enabled: boolean;
  readonly allowed_ips: unknown;
  readonly key_digest: string;
  readonly key_hint: string;
}

/** The brief representation (`?brief=1`). */
export type TokenBrief = Pick<TokenRecord, 'id' | 'url' | 'display' | 'description'>;

/** A token embedded in another object. */
export type TokenNested = Pick<TokenRecord, 'id' | 'url' | 'display' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface TokenInput {
  readonly user: Reference;
  readonly description?: string;
  readonly expires?: string | null;
  readonly enabled?: boolean;
  readonly write_enabled?: boolean;
  readonly allowed_ips?: unknown;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type TokenFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly user_id: readonly ['related', number | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly expires: readonly ['datetime', string];
  readonly last_used: readonly ['datetime', string];
  readonly enabled: readonly ['boolean', boolean];
  readonly write_enabled: readonly ['boolean', boolean];
  readonly key_digest: readonly ['string', string];
  readonly key_hint: readonly ['string', string];
}>
  & ListParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface TokenRow {
  readonly id: number;
  readonly user_id: number;
  readonly description: string;
  readonly created: string | null;
  readonly expires: string | null;
  readonly last_used: string | null;
  readonly enabled: boolean | 0 | 1;
  readonly write_enabled: boolean | 0 | 1;
  readonly allowed_ips: string;
  readonly key_digest: string;
  readonly key_hint: string;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface TokenValues {
  user: number;
  description: string;
  created?: string | null;
  expires?: string | null;
  last_used?: string | null;
  enabled: boolean;
  write_enabled: boolean;
  allowed_ips: unknown;
  key_digest?: string;
  key_hint?: string;
}

/** The parts of the model's plug-in that its file declares (runtime/apps/users/). */
export interface TokenPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface TokenTypes {
  readonly key: 'users.token';
  readonly record: TokenRecord;
  readonly brief: TokenBrief;
  readonly nested: TokenNested;
  readonly input: TokenInput;
  readonly filters: TokenFilters;
  readonly row: TokenRow;
  readonly values: TokenValues;
  readonly plugin: TokenPlugin;
}

export const tokenModel = {
  key: 'users.token',
  app: 'users',
  model: 'token',
  className: 'Token',
  path: 'tokens',
  table: 'users_token',
  api: false,
  readOnly: false,
  alsoAt: [],
  verboseName: 'token',
  verboseNamePlural: 'tokens',
  description: 'An API token. Only a SHA-256 digest of the key is stored, with its last six characters for display.',
  source: 'schema/models/users/token.yaml',
  features: { tags: false, customFields: false, changelog: false },
  tree: false,
  display: ['**********************************{key_hint}'],
  ordering: ['id'],
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
      name: 'expires',
      type: 'datetime',
      column: 'expires',
      label: 'expires',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'last_used',
      type: 'datetime',
      column: 'last_used',
      label: 'last used',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'enabled',
      type: 'boolean',
      column: 'enabled',
      label: 'enabled',
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
      name: 'write_enabled',
      type: 'boolean',
      column: 'write_enabled',
      label: 'write enabled',
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
      name: 'allowed_ips',
      type: 'json',
      column: 'allowed_ips',
      label: 'allowed ips',
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
      name: 'key_digest',
      type: 'string',
      column: 'key_digest',
      label: 'key digest',
      required: false,
      nullable: false,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 64,
    },
    {
      name: 'key_hint',
      type: 'string',
      column: 'key_hint',
      label: 'key hint',
      required: false,
      nullable: false,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 6,
    },
  ],
  computed: [],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'user',
    'description',
    'created',
    'expires',
    'last_used',
    'enabled',
    'write_enabled',
    'allowed_ips',
    'key_digest',
    'key_hint',
  ],
  brief: ['id', 'url', 'display', 'description'],
  nested: ['id', 'url', 'display', 'description'],
  uniques: [
    {
      name: 'users_token_key_digest_uniq',
      fields: ['key_digest'],
      caseInsensitive: [],
      whenNull: [],
      message: 'token with this key digest already exists.',
      errorKey: 'key_digest',
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
          { via: 'fk', model: 'users.token', column: 'user_id', to: 'users.user' },
        ],
      ],
      attr: 'id',
    },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'expires', kind: 'datetime', field: 'expires' },
    { name: 'last_used', kind: 'datetime', field: 'last_used' },
    { name: 'enabled', kind: 'boolean', field: 'enabled' },
    { name: 'write_enabled', kind: 'boolean', field: 'write_enabled' },
    { name: 'key_digest', kind: 'string', field: 'key_digest' },
    { name: 'key_hint', kind: 'string', field: 'key_hint' },
  ],
  search: [],
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
