// Code generated from schema/models/core/worker.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { FilterParams, ListParams, ModelMeta } from '../../contract/index.js';

/** The complete representation of a worker, as the API returns it. */
export interface WorkerRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly name: string;
  readonly started: string;
  readonly heartbeat: string;
}

/** The brief representation (`?brief=1`). */
export type WorkerBrief = Pick<WorkerRecord, 'id' | 'url' | 'display' | 'name'>;

/** A worker embedded in another object. */
export type WorkerNested = Pick<WorkerRecord, 'id' | 'url' | 'display' | 'name'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface WorkerInput {
  readonly name: string;
  readonly started: string;
  readonly heartbeat: string;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type WorkerFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly name: readonly ['string', string];
  readonly started: readonly ['datetime', string];
  readonly heartbeat: readonly ['datetime', string];
}>
  & ListParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface WorkerRow {
  readonly id: number;
  readonly name: string;
  readonly started: string;
  readonly heartbeat: string;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface WorkerValues {
  name: string;
  started: string;
  heartbeat: string;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/core/). */
export interface WorkerPlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface WorkerTypes {
  readonly key: 'core.worker';
  readonly record: WorkerRecord;
  readonly brief: WorkerBrief;
  readonly nested: WorkerNested;
  readonly input: WorkerInput;
  readonly filters: WorkerFilters;
  readonly row: WorkerRow;
  readonly values: WorkerValues;
  readonly plugin: WorkerPlugin;
}

export const workerModel = {
  key: 'core.worker',
  app: 'core',
  model: 'worker',
  className: 'Worker',
  path: 'workers',
  table: 'core_worker',
  api: false,
  readOnly: false,
  alsoAt: [],
  verboseName: 'worker',
  verboseNamePlural: 'workers',
  description: 'A running event worker.',
  source: 'schema/models/core/worker.yaml',
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
      maxLength: 200,
    },
    {
      name: 'started',
      type: 'datetime',
      column: 'started',
      label: 'started',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
    },
    {
      name: 'heartbeat',
      type: 'datetime',
      column: 'heartbeat',
      label: 'heartbeat',
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
  order: ['id', 'url', 'display_url', 'display', 'name', 'started', 'heartbeat'],
  brief: ['id', 'url', 'display', 'name'],
  nested: ['id', 'url', 'display', 'name'],
  uniques: [
    {
      name: 'core_worker_name_uniq',
      fields: ['name'],
      caseInsensitive: [],
      whenNull: [],
      message: 'worker with this name already exists.',
      errorKey: 'name',
    },
  ],
  indexes: [
    ['heartbeat'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'name', kind: 'string', field: 'name' },
    { name: 'started', kind: 'datetime', field: 'started' },
    { name: 'heartbeat', kind: 'datetime', field: 'heartbeat' },
  ],
  search: [],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
