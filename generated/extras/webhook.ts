// Code generated from schema/models/extras/webhook.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, CustomFieldParams, FilterParams, ListParams, ModelMeta, Reference, RequestParams, TagParams } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { TagNested } from './tag.js';

/** The complete representation of a webhook, as the API returns it. */
export interface WebhookRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly description: string;
  readonly payload_url: string;
  readonly http_method: ChoiceRecord<ChoiceValue<'extras.webhook_http_method'>>;
  readonly http_content_type: string;
  readonly additional_headers: string;
  readonly body_template: string;
  readonly secret: string;
  readonly ssl_verification: boolean;
  readonly ca_file_path: string | null;
  readonly timeout: number | null;
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly tags: readonly TagNested[];
  readonly created: string | null;
  readonly last_updated: string | null;
}

/** The brief representation (`?brief=1`). */
export type WebhookBrief = Pick<WebhookRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** A webhook embedded in another object. */
export type WebhookNested = Pick<WebhookRecord, 'id' | 'url' | 'display' | 'name' | 'description'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface WebhookInput {
  readonly name: string;
  readonly description?: string;
  readonly payload_url: string;
  readonly http_method?: ChoiceValue<'extras.webhook_http_method'>;
  readonly http_content_type?: string;
  readonly additional_headers?: string;
  readonly body_template?: string;
  readonly secret?: string;
  readonly ssl_verification?: boolean;
  readonly ca_file_path?: string | null;
  readonly timeout?: number | null;
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
export type WebhookFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly description: readonly ['string', string];
  readonly payload_url: readonly ['string', string];
  readonly http_method: readonly ['choice', ChoiceValue<'extras.webhook_http_method'> | 'null'];
  readonly http_content_type: readonly ['string', string];
  readonly secret: readonly ['string', string];
  readonly ssl_verification: readonly ['boolean', boolean];
  readonly ca_file_path: readonly ['string', string];
  readonly timeout: readonly ['number', number];
  readonly created: readonly ['datetime', string];
  readonly last_updated: readonly ['datetime', string];
}>
  & ListParams
  & TagParams
  & RequestParams
  & CustomFieldParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface WebhookRow {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly payload_url: string;
  readonly http_method: ChoiceValue<'extras.webhook_http_method'>;
  readonly http_content_type: string;
  readonly additional_headers: string;
  readonly body_template: string;
  readonly secret: string;
  readonly ssl_verification: boolean | 0 | 1;
  readonly ca_file_path: string | null;
  readonly timeout: number | null;
  readonly custom_field_data: string;
  readonly created: string | null;
  readonly last_updated: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface WebhookValues {
  name: string;
  description: string;
  payload_url: string;
  http_method: ChoiceValue<'extras.webhook_http_method'>;
  http_content_type: string;
  additional_headers: string;
  body_template: string;
  secret: string;
  ssl_verification: boolean;
  ca_file_path?: string | null;
  timeout?: number | null;
  custom_fields: Record<string, unknown>;
  created?: string | null;
  last_updated?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/extras/). */
export interface WebhookPlugin {
  readonly rules: 'clean';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface WebhookTypes {
  readonly key: 'extras.webhook';
  readonly record: WebhookRecord;
  readonly brief: WebhookBrief;
  readonly nested: WebhookNested;
  readonly input: WebhookInput;
  readonly filters: WebhookFilters;
  readonly row: WebhookRow;
  readonly values: WebhookValues;
  readonly plugin: WebhookPlugin;
}

export const webhookModel = {
  key: 'extras.webhook',
  app: 'extras',
  model: 'webhook',
  className: 'Webhook',
  path: 'webhooks',
  table: 'extras_webhook',
  api: true,
  readOnly: false,
  alsoAt: [],
  verboseName: 'webhook',
  verboseNamePlural: 'webhooks',
  description: 'An HTTP request sent when an event rule fires.',
  source: 'schema/models/extras/webhook.yaml',
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
      name: 'payload_url',
      type: 'string',
      column: 'payload_url',
      label: 'URL',
      helpText: 'This URL will be called using the HTTP method defined when the webhook is called. Must be http:// or https://. Template processing is supported (with the same context as the request body) for part or all of the URL.',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 500,
    },
    {
      name: 'http_method',
      type: 'choice',
      column: 'http_method',
      label: 'HTTP method',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'POST',
      choices: 'extras.webhook_http_method',
    },
    {
      name: 'http_content_type',
      type: 'string',
      column: 'http_content_type',
      label: 'HTTP content type',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'application/json',
      maxLength: 100,
    },
    {
      name: 'additional_headers',
      type: 'text',
      column: 'additional_headers',
      label: 'additional headers',
      helpText: 'User-supplied HTTP headers to be sent with the request in addition to the HTTP content type. Headers should be defined in the format Name: Value.',
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
      name: 'body_template',
      type: 'text',
      column: 'body_template',
      label: 'body template',
      helpText: 'Template for a custom request body. If blank, a JSON object representing the change will be included.',
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
      name: 'secret',
      type: 'string',
      column: 'secret',
      label: 'secret',
      helpText: 'When provided, the request will include a X-Hook-Signature header containing a HMAC hex digest of the payload body using the secret as the key. The secret is not transmitted in the request.',
      required: false,
      nullable: false,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: '',
      maxLength: 255,
    },
    {
      name: 'ssl_verification',
      type: 'boolean',
      column: 'ssl_verification',
      label: 'SSL verification',
      helpText: 'Enable SSL certificate verification. Disable with caution!',
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
      name: 'ca_file_path',
      type: 'string',
      column: 'ca_file_path',
      label: 'CA File Path',
      helpText: 'The specific CA certificate file to use for SSL verification. Leave blank to use the system defaults.',
      required: false,
      nullable: true,
      blank: true,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 4096,
    },
    {
      name: 'timeout',
      type: 'integer',
      column: 'timeout',
      label: 'timeout',
      helpText: 'The maximum time (in seconds) to wait for a response before failing the request. Leave blank to use the system default (WEBHOOK_TIMEOUT).',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 1,
      max: 3600,
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
    'payload_url',
    'http_method',
    'http_content_type',
    'additional_headers',
    'body_template',
    'secret',
    'ssl_verification',
    'ca_file_path',
    'timeout',
    'custom_fields',
    'tags',
    'created',
    'last_updated',
  ],
  brief: ['id', 'url', 'display', 'name', 'description'],
  nested: ['id', 'url', 'display', 'name', 'description'],
  uniques: [
    {
      name: 'extras_webhook_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'webhook with this name already exists.',
      errorKey: 'name',
    },
  ],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'description', kind: 'string', field: 'description' },
    { name: 'payload_url', kind: 'string', field: 'payload_url' },
    { name: 'http_method', kind: 'choice', field: 'http_method' },
    { name: 'http_content_type', kind: 'string', field: 'http_content_type' },
    { name: 'secret', kind: 'string', field: 'secret' },
    { name: 'ssl_verification', kind: 'boolean', field: 'ssl_verification' },
    { name: 'ca_file_path', kind: 'string', field: 'ca_file_path' },
    { name: 'timeout', kind: 'number', field: 'timeout' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'last_updated', kind: 'datetime', field: 'last_updated' },
  ],
  search: ['name', 'description', 'payload_url'],
  searchIndex: null,
  rules: ['clean'],
  endpoints: [],
  declaredAt: { 'rules.clean': 'schema/models/extras/webhook.yaml:12' },
} as const satisfies ModelMeta;
