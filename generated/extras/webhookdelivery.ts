// Code generated from schema/models/extras/webhookdelivery.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { ChoiceRecord, FilterParams, ListParams, ModelMeta, Reference } from '../../contract/index.js';
import type { ChoiceValue } from '../choices.js';
import type { EventRuleNested } from './eventrule.js';
import type { WebhookNested } from './webhook.js';

/** The complete representation of a webhook delivery, as the API returns it. */
export interface WebhookDeliveryRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly webhook: WebhookNested | null;
  readonly event_rule: EventRuleNested | null;
  readonly delivery_id: string;
  readonly event_type: ChoiceRecord<ChoiceValue<'extras.event_type'>>;
  readonly object_type: string;
  readonly object_id: number;
  readonly status: ChoiceRecord<ChoiceValue<'extras.webhook_delivery_status'>>;
  readonly attempts: number;
  readonly next_attempt: string | null;
  readonly created: string | null;
  readonly completed: string | null;
  readonly last_status_code: number | null;
  readonly last_error: string;
  readonly attempts_log: unknown;
}

/** The brief representation (`?brief=1`). */
export type WebhookDeliveryBrief = Pick<WebhookDeliveryRecord, 'id' | 'url' | 'display' | 'delivery_id' | 'status' | 'attempts'>;

/** A webhook delivery embedded in another object. */
export type WebhookDeliveryNested = Pick<WebhookDeliveryRecord, 'id' | 'url' | 'display' | 'delivery_id' | 'status' | 'attempts'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface WebhookDeliveryInput {
  readonly webhook?: Reference | null;
  readonly event_rule?: Reference | null;
  readonly delivery_id: string;
  readonly event_type: ChoiceValue<'extras.event_type'>;
  readonly object_type: string;
  readonly object_id: number;
  readonly status?: ChoiceValue<'extras.webhook_delivery_status'>;
  readonly attempts?: number;
  readonly next_attempt?: string | null;
  readonly created?: string | null;
  readonly completed?: string | null;
  readonly last_status_code?: number | null;
  readonly last_error?: string;
  readonly attempts_log?: unknown;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type WebhookDeliveryFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly webhook_id: readonly ['related', number | 'null'];
  readonly event_rule_id: readonly ['related', number | 'null'];
  readonly delivery_id: readonly ['uuid', string];
  readonly event_type: readonly ['choice', ChoiceValue<'extras.event_type'> | 'null'];
  readonly object_type: readonly ['string', string];
  readonly object_id: readonly ['number', number];
  readonly status: readonly ['choice', ChoiceValue<'extras.webhook_delivery_status'> | 'null'];
  readonly attempts: readonly ['number', number];
  readonly next_attempt: readonly ['datetime', string];
  readonly created: readonly ['datetime', string];
  readonly completed: readonly ['datetime', string];
  readonly last_status_code: readonly ['number', number];
}>
  & ListParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface WebhookDeliveryRow {
  readonly id: number;
  readonly webhook_id: number | null;
  readonly event_rule_id: number | null;
  readonly delivery_id: string;
  readonly event_type: ChoiceValue<'extras.event_type'>;
  readonly object_type: string;
  readonly object_id: number;
  readonly context: string;
  readonly status: ChoiceValue<'extras.webhook_delivery_status'>;
  readonly attempts: number;
  readonly next_attempt: string | null;
  readonly claimed_until: string | null;
  readonly created: string | null;
  readonly completed: string | null;
  readonly last_status_code: number | null;
  readonly last_error: string;
  readonly attempts_log: string;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface WebhookDeliveryValues {
  webhook?: number | null;
  event_rule?: number | null;
  delivery_id: string;
  event_type: ChoiceValue<'extras.event_type'>;
  object_type: string;
  object_id: number;
  context?: string;
  status: ChoiceValue<'extras.webhook_delivery_status'>;
  attempts: number;
  next_attempt?: string | null;
  claimed_until?: string | null;
  created?: string | null;
  completed?: string | null;
  last_status_code?: number | null;
  last_error: string;
  attempts_log: unknown;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/extras/). */
export interface WebhookDeliveryPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: 'redeliver';
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface WebhookDeliveryTypes {
  readonly key: 'extras.webhookdelivery';
  readonly record: WebhookDeliveryRecord;
  readonly brief: WebhookDeliveryBrief;
  readonly nested: WebhookDeliveryNested;
  readonly input: WebhookDeliveryInput;
  readonly filters: WebhookDeliveryFilters;
  readonly row: WebhookDeliveryRow;
  readonly values: WebhookDeliveryValues;
  readonly plugin: WebhookDeliveryPlugin;
}

export const webhookDeliveryModel = {
  key: 'extras.webhookdelivery',
  app: 'extras',
  model: 'webhookdelivery',
  className: 'WebhookDelivery',
  path: 'webhook-deliveries',
  table: 'extras_webhookdelivery',
  api: true,
  readOnly: true,
  alsoAt: [],
  verboseName: 'webhook delivery',
  verboseNamePlural: 'webhook deliveries',
  description: 'A webhook request for one event, with every attempt.',
  source: 'schema/models/extras/webhookdelivery.yaml',
  features: { tags: false, customFields: false, changelog: false },
  tree: false,
  display: ['{delivery_id}'],
  ordering: ['-id'],
  fields: [
    {
      name: 'webhook',
      type: 'fk',
      column: 'webhook_id',
      label: 'webhook',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'extras.webhook',
      onDelete: 'set_null',
    },
    {
      name: 'event_rule',
      type: 'fk',
      column: 'event_rule_id',
      label: 'event rule',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'extras.eventrule',
      onDelete: 'set_null',
    },
    {
      name: 'delivery_id',
      type: 'uuid',
      column: 'delivery_id',
      label: 'delivery id',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'event_type',
      type: 'choice',
      column: 'event_type',
      label: 'event type',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      choices: 'extras.event_type',
    },
    {
      name: 'object_type',
      type: 'string',
      column: 'object_type',
      label: 'object type',
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
      name: 'object_id',
      type: 'bigint',
      column: 'object_id',
      label: 'object id',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'context',
      type: 'text',
      column: 'context',
      label: 'context',
      required: false,
      nullable: false,
      blank: true,
      readOnly: true,
      writeOnly: true,
      internal: false,
      immutable: false,
      default: '',
    },
    {
      name: 'status',
      type: 'choice',
      column: 'status',
      label: 'status',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 'pending',
      choices: 'extras.webhook_delivery_status',
    },
    {
      name: 'attempts',
      type: 'integer',
      column: 'attempts',
      label: 'attempts',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: 0,
    },
    {
      name: 'next_attempt',
      type: 'datetime',
      column: 'next_attempt',
      label: 'next attempt',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'claimed_until',
      type: 'datetime',
      column: 'claimed_until',
      label: 'claimed until',
      required: false,
      nullable: true,
      blank: false,
      readOnly: true,
      writeOnly: true,
      internal: false,
      immutable: false,
    },
    {
      name: 'created',
      type: 'datetime',
      column: 'created',
      label: 'created',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'completed',
      type: 'datetime',
      column: 'completed',
      label: 'completed',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'last_status_code',
      type: 'integer',
      column: 'last_status_code',
      label: 'last status code',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'last_error',
      type: 'text',
      column: 'last_error',
      label: 'last error',
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
      name: 'attempts_log',
      type: 'json',
      column: 'attempts_log',
      label: 'attempts log',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: [],
    },
  ],
  computed: [],
  order: [
    'id',
    'url',
    'display_url',
    'display',
    'webhook',
    'event_rule',
    'delivery_id',
    'event_type',
    'object_type',
    'object_id',
    'status',
    'attempts',
    'next_attempt',
    'created',
    'completed',
    'last_status_code',
    'last_error',
    'attempts_log',
  ],
  brief: ['id', 'url', 'display', 'delivery_id', 'status', 'attempts'],
  nested: ['id', 'url', 'display', 'delivery_id', 'status', 'attempts'],
  uniques: [
    {
      name: 'extras_webhookdelivery_delivery_id_uniq',
      fields: ['delivery_id'],
      caseInsensitive: [],
      whenNull: [],
      message: 'webhook delivery with this delivery id already exists.',
      errorKey: 'delivery_id',
    },
  ],
  indexes: [
    ['next_attempt'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'webhook_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'extras.webhookdelivery', column: 'webhook_id', to: 'extras.webhook' },
        ],
      ],
      attr: 'id',
    },
    {
      name: 'event_rule_id',
      kind: 'related',
      paths: [
        [
          {
            via: 'fk',
            model: 'extras.webhookdelivery',
            column: 'event_rule_id',
            to: 'extras.eventrule',
          },
        ],
      ],
      attr: 'id',
    },
    { name: 'delivery_id', kind: 'uuid', field: 'delivery_id' },
    { name: 'event_type', kind: 'choice', field: 'event_type' },
    { name: 'object_type', kind: 'string', field: 'object_type' },
    { name: 'object_id', kind: 'number', field: 'object_id' },
    { name: 'status', kind: 'choice', field: 'status' },
    { name: 'attempts', kind: 'number', field: 'attempts' },
    { name: 'next_attempt', kind: 'datetime', field: 'next_attempt' },
    { name: 'created', kind: 'datetime', field: 'created' },
    { name: 'completed', kind: 'datetime', field: 'completed' },
    { name: 'last_status_code', kind: 'number', field: 'last_status_code' },
  ],
  search: [],
  searchIndex: null,
  rules: [],
  endpoints: [
    { path: 'redeliver', shape: 'redeliver' },
  ],
  declaredAt: { 'endpoints.redeliver': 'schema/models/extras/webhookdelivery.yaml:35' },
} as const satisfies ModelMeta;
