// Code generated from schema/models/users/token.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, FilterParams, ListParams, ModelMeta, Reference } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { UserNested } from './user.js';

/** The complete representation of a token, as the API returns it. */
export interface TokenRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly version: ChoiceRecord<ChoiceValue<'users.token_version'>>;
  readonly key: string | null;
  readonly user: UserNested;
  readonly description: string;
  readonly created: string | null;
  readonly expires: string | null;
  readonly last_used: string | null;
  readonly enabled: boolean;
  readonly write_enabled: boolean;
  readonly pepper_id: number | null;
  readonly allowed_ips: unknown;
  readonly token: string | null;
}

/** The brief representation (`?brief=1`). */
export type TokenBrief = Pick<TokenRecord, 'id' | 'url' | 'display' | 'version' | 'key' | 'enabled' | 'write_enabled' | 'description'>;

/** A token embedded in another object. */
export type TokenNested = Pick<TokenRecord, 'id' | 'url' | 'display' | 'version' | 'key' | 'enabled' | 'write_enabled' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface TokenInput {
  readonly version?: ChoiceValue<'users.token_version'>;
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
  readonly version: readonly ['choice', ChoiceValue<'users.token_version'> | 'null'];
  readonly key: readonly ['string', string];
  readonly user_id: readonly ['related', number | 'null'];
  readonly description: readonly ['string', string];
  readonly created: readonly ['datetime', string];
  readonly expires: readonly ['datetime', string];
  readonly last_used: readonly ['datetime', string];
  readonly enabled: readonly ['boolean', boolean];
  readonly write_enabled: readonly ['boolean', boolean];
  readonly pepper_id: readonly ['number', number];
  readonly user: readonly ['related', string | 'null'];
  readonly q: readonly ['plugin', string | number];
}>
  & ListParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface TokenRow {
  readonly id: number;
  readonly version: ChoiceValue<'users.token_version'>;
  readonly key: string | null;
  readonly user_id: number;
  readonly description: string;
  readonly created: string | null;
  readonly expires: string | null;
  readonly last_used: string | null;
  readonly enabled: boolean | 0 | 1;
  readonly write_enabled: boolean | 0 | 1;
  readonly pepper_id: number | null;
  readonly allowed_ips: string;
  readonly hmac_digest: string | null;
  readonly key_digest: string | null;
  readonly key_hint: string;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface TokenValues {
  version: ChoiceValue<'users.token_version'>;
  key?: string | null;
  user: number;
  description: string;
  created?: string | null;
  expires?: string | null;
  last_used?: string | null;
  enabled: boolean;
  write_enabled: boolean;
  pepper_id?: number | null;
  allowed_ips: unknown;
  hmac_digest?: string | null;
  key_digest?: string | null;
  key_hint?: string;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/users/). */
export interface TokenPlugin {
  readonly rules: 'clean' | 'display';
  readonly computed: { readonly token: string | null; };
  readonly filters: 'q';
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
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'token',
  verboseNamePlural: 'tokens',
  description: 'An API token with which a user authenticates to the REST API.',
  source: 'schema/models/users/token.yaml',
  features: { tags: false, customFields: false, changelog: false },
  tree: false,
  display: ['{key}'],
  ordering: ['-created'],
  fields: [
    {
      name: 'version',
      type: 'choice',
      column: 'version',
      label: 'version',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: true,
      default: 2,
      choices: 'users.token_version',
    },
    {
      name: 'key',
      type: 'string',
      column: 'key',
      label: 'key',
      helpText: 'v2 token identification key',
      required: false,
      nullable: true,
      blank: true,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 12,
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
      immutable: true,
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
      helpText: 'Disable to temporarily revoke this token without deleting it.',
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
      helpText: 'Permit create/update/delete operations using this token',
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
      name: 'pepper_id',
      type: 'integer',
      column: 'pepper_id',
      label: 'pepper ID',
      helpText: 'ID of the cryptographic pepper used to hash the token (v2 only)',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'allowed_ips',
      type: 'json',
      column: 'allowed_ips',
      label: 'allowed IPs',
      helpText: 'Allowed IPv4/IPv6 networks from where the token can be used. Leave blank for no restrictions. Ex: "10.1.1.0/24, 192.168.10.16/32, 2001:DB8:1::/64"',
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
      name: 'hmac_digest',
      type: 'string',
      column: 'hmac_digest',
      label: 'hmac digest',
      required: false,
      nullable: true,
      blank: true,
      readOnly: true,
      writeOnly: true,
      internal: false,
      immutable: false,
      maxLength: 64,
    },
    {
      name: 'key_digest',
      type: 'string',
      column: 'key_digest',
      label: 'key digest',
      required: false,
      nullable: true,
      blank: true,
      readOnly: true,
      writeOnly: true,
      internal: false,
      immutable: false,
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
      writeOnly: true,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 6,
    },
  ],
  computed: [
    {
      name: 'token',
      kind: 'plugin',
      label: 'token',
      valueType: 'string',
      inNested: false,
      secret: true,
    },
  ],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'version',
    'key',
    'user',
    'description',
    'created',
    'expires',
    'last_used',
    'enabled',
    'write_enabled',
    'pepper_id',
    'allowed_ips',
    'token',
  ],
  brief: ['id', 'url', 'display', 'version', 'key', 'enabled', 'write_enabled', 'description'],
  nested: ['id', 'url', 'display', 'version', 'key', 'enabled', 'write_enabled', 'description'],
  uniques: [
    {
      name: 'users_token_key_uniq',
      fields: ['key'],
      caseInsensitive: [],
      whenNull: [],
      message: 'token with this key already exists.',
      errorKey: 'key',
    },
    {
      name: 'users_token_key_digest_uniq',
      fields: ['key_digest'],
      caseInsensitive: [],
      whenNull: [],
      message: 'token with this key digest already exists.',
      errorKey: 'key_digest',
    },
  ],
  indexes: [
    ['created'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'version', kind: 'choice', field: 'version' },
    { name: 'key', kind: 'string', field: 'key' },
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
    { name: 'pepper_id', kind: 'number', field: 'pepper_id' },
    {
      name: 'user',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'users.token', column: 'user_id', to: 'users.user' },
        ],
      ],
      attr: 'username',
    },
    { name: 'q', kind: 'plugin' },
  ],
  search: [],
  searchIndex: null,
  rules: ['clean', 'display'],
  endpoints: [],
  declaredAt: {
    'computed.token': 'schema/models/users/token.yaml:33',
    'filters.q': 'schema/models/users/token.yaml:36',
    'rules.clean': 'schema/models/users/token.yaml:13',
    'rules.display': 'schema/models/users/token.yaml:13',
  },
} as const satisfies ModelMeta;
