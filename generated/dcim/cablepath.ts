// Code generated from schema/models/dcim/cablepath.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { FilterParams, ListParams, ModelMeta } from '../../contract/index.js';

/** The complete representation of a cable path, as the API returns it. */
export interface CablePathRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly path: unknown;
  readonly is_active: boolean;
  readonly is_complete: boolean;
  readonly is_split: boolean;
}

/** The brief representation (`?brief=1`). */
export type CablePathBrief = Pick<CablePathRecord, 'id' | 'url' | 'display'>;

/** A cable path embedded in another object. */
export type CablePathNested = Pick<CablePathRecord, 'id' | 'url' | 'display'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface CablePathInput {
  readonly path?: unknown;
  readonly is_active?: boolean;
  readonly is_complete?: boolean;
  readonly is_split?: boolean;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type CablePathFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly is_active: readonly ['boolean', boolean];
  readonly is_complete: readonly ['boolean', boolean];
  readonly is_split: readonly ['boolean', boolean];
}>
  & ListParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface CablePathRow {
  readonly id: number;
  readonly path: string;
  readonly is_active: boolean | 0 | 1;
  readonly is_complete: boolean | 0 | 1;
  readonly is_split: boolean | 0 | 1;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface CablePathValues {
  path: unknown;
  is_active: boolean;
  is_complete: boolean;
  is_split: boolean;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface CablePathPlugin {
  readonly rules: 'fill';
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface CablePathTypes {
  readonly key: 'dcim.cablepath';
  readonly record: CablePathRecord;
  readonly brief: CablePathBrief;
  readonly nested: CablePathNested;
  readonly input: CablePathInput;
  readonly filters: CablePathFilters;
  readonly row: CablePathRow;
  readonly values: CablePathValues;
  readonly plugin: CablePathPlugin;
}

export const cablePathModel = {
  key: 'dcim.cablepath',
  app: 'dcim',
  model: 'cablepath',
  className: 'CablePath',
  path: 'cable-paths',
  table: 'dcim_cablepath',
  api: false,
  readOnly: false,
  alsoAt: [],
  verboseName: 'cable path',
  verboseNamePlural: 'cable paths',
  description: 'A traced path from origins to destinations.',
  source: 'schema/models/dcim/cablepath.yaml',
  features: { tags: false, customFields: false, changelog: false },
  tree: false,
  display: ['{id}'],
  ordering: ['id'],
  fields: [
    {
      name: 'path',
      type: 'json',
      column: 'path',
      label: 'path',
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
      name: 'is_active',
      type: 'boolean',
      column: 'is_active',
      label: 'is active',
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
      name: 'is_complete',
      type: 'boolean',
      column: 'is_complete',
      label: 'is complete',
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
      name: 'is_split',
      type: 'boolean',
      column: 'is_split',
      label: 'is split',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      default: false,
    },
  ],
  computed: [],
  order: ['id', 'url', 'display_url', 'display', 'path', 'is_active', 'is_complete', 'is_split'],
  brief: ['id', 'url', 'display'],
  nested: ['id', 'url', 'display'],
  uniques: [],
  indexes: [],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    { name: 'is_active', kind: 'boolean', field: 'is_active' },
    { name: 'is_complete', kind: 'boolean', field: 'is_complete' },
    { name: 'is_split', kind: 'boolean', field: 'is_split' },
  ],
  search: [],
  searchIndex: null,
  rules: ['fill'],
  endpoints: [],
  declaredAt: { 'rules.fill': 'schema/models/dcim/cablepath.yaml:14' },
} as const satisfies ModelMeta;
