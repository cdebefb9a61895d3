// Code generated from schema/models/core/event.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { FilterParams, ListParams, ModelMeta } from '../../contract/index.js';

/** The complete representation of a event, as the API returns it. */
export interface EventRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly event_type: string;
  readonly object_type: string;
  readonly object_id: number;
  readonly timestamp: string;
  readonly request_id: string | null;
  readonly user_id: number | null;
  readonly username: string;
  readonly request: string;
  readonly data: string;
  readonly snapshots: string;
  readonly processed: string | null;
  readonly claimed_until: string | null;
}

/** The brief representation (`?brief=1`). */
export type EventBrief = Pick<EventRecord, 'id' | 'url' | 'display'>;

/** A event embedded in another object. */
export type EventNested = Pick<EventRecord, 'id' | 'url' | 'display'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface EventInput {
  readonly event_type: string;
  readonly object_type: string;
  readonly object_id: number;
  readonly timestamp: string;
  readonly request_id?: string | null;
  readonly user_id?: number | null;
  readonly username?: string;
  readonly request?: string;
  readonly data?: string;
  readonly snapshots?: string;
  readonly processed?: string | null;
  readonly claimed_until?: string | null;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type EventFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly event_type: readonly ['string', string];
  readonly object_type: readonly ['string', string];
  readonly object_id: readonly ['number', number];
  readonly timestamp: readonly ['datetime', string];
  readonly request_id: readonly ['uuid', string];
  readonly user_id: readonly ['number', number];
  readonly username: readonly ['string', string];
  readonly processed: readonly ['datetime', string];
  readonly claimed_until: readonly ['datetime', string];
}>
  & ListParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface EventRow {
  readonly id: number;
  readonly event_type: string;
  readonly object_type: string;
  readonly object_id: number;
  readonly timestamp: string;
  readonly request_id: string | null;
  readonly user_id: number | null;
  readonly username: string;
  readonly request: string;
  readonly data: string;
  readonly snapshots: string;
  readonly processed: string | null;
  readonly claimed_until: string | null;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface EventValues {
  event_type: string;
  object_type: string;
  object_id: number;
  timestamp: string;
  request_id?: string | null;
  user_id?: number | null;
  username: string;
  request: string;
  data: string;
  snapshots: string;
  processed?: string | null;
  claimed_until?: string | null;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/core/). */
export interface EventPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface EventTypes {
  readonly key: 'core.event';
  readonly record: EventRecord;
  readonly brief: EventBrief;
  readonly nested: EventNested;
  readonly input: EventInput;
  readonly filters: EventFilters;
  readonly row: EventRow;
  readonly values: EventValues;
  readonly plugin: EventPlugin;
}

export const eventModel = {
  key: 'core.event',
  app: 'core',
  model: 'event',
  className: 'Event',
  path: 'events',
  table: 'core_event',
  api: false,
  readOnly: false,
  alsoAt: [],
  verboseName: 'event',
  verboseNamePlural: 'events',
  description: 'An event waiting for the worker.',
  source: 'schema/models/core/event.yaml',
  features: { tags: false, customFields: false, changelog: false },
  tree: false,
  display: ['{event_type} {object_type}:{object_id}'],
  ordering: ['id'],
  fields: [
    {
      name: 'event_type',
      type: 'string',
      column: 'event_type',
      label: 'event type',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      maxLength: 50,
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
      name: 'timestamp',
      type: 'datetime',
      column: 'timestamp',
      label: 'timestamp',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'request_id',
      type: 'uuid',
      column: 'request_id',
      label: 'request id',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'user_id',
      type: 'bigint',
      column: 'user_id',
      label: 'user id',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'username',
      type: 'string',
      column: 'username',
      label: 'username',
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
      name: 'request',
      type: 'text',
      column: 'request',
      label: 'request',
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
      name: 'data',
      type: 'text',
      column: 'data',
      label: 'data',
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
      name: 'snapshots',
      type: 'text',
      column: 'snapshots',
      label: 'snapshots',
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
      name: 'processed',
      type: 'datetime',
      column: 'processed',
      label: 'processed',
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
    'event_type',
    'object_type',
    'object_id',
    'timestamp',
    'request_id',
    'user_id',
    'username',
    'request',
    'data',
    'snapshots',
    'processed',
    'claimed_until',
  ],
  brief: ['id', 'url', 'display'],
  nested: ['id', 'url', 'display'],
  uniques: [],
  indexes: [
    ['processed'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'event_type', kind: 'string', field: 'event_type' },
    { name: 'object_type', kind: 'string', field: 'object_type' },
    { name: 'object_id', kind: 'number', field: 'object_id' },
    { name: 'timestamp', kind: 'datetime', field: 'timestamp' },
    { name: 'request_id', kind: 'uuid', field: 'request_id' },
    { name: 'user_id', kind: 'number', field: 'user_id' },
    { name: 'username', kind: 'string', field: 'username' },
    { name: 'processed', kind: 'datetime', field: 'processed' },
    { name: 'claimed_until', kind: 'datetime', field: 'claimed_until' },
  ],
  search: [],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
