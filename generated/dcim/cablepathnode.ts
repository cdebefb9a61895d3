// Code generated from schema/models/dcim/cablepathnode.yaml. DO NOT EDIT.
// Regenerate: make generate

import type { FilterParams, ListParams, ModelMeta, Reference } from '../../contract/index.js';
import type { CablePathNested } from './cablepath.js';

/** The complete representation of a cable path node, as the API returns it. */
export interface CablePathNodeRecord {
  readonly id: number;
  readonly url: string;
  readonly display_url: string;
  readonly display: string;
  readonly cable_path: CablePathNested;
  readonly node_type: string;
  readonly node_id: number;
}

/** The brief representation (`?brief=1`). */
export type CablePathNodeBrief = Pick<CablePathNodeRecord, 'id' | 'url' | 'display'>;

/** A cable path node embedded in another object. */
export type CablePathNodeNested = Pick<CablePathNodeRecord, 'id' | 'url' | 'display'>;

/** What a client writes: the body of POST and PUT (PATCH takes any part of it). */
export interface CablePathNodeInput {
  readonly cable_path: Reference;
  readonly node_type: string;
  readonly node_id: number;
}

/** The query parameters of the list: each filter, its lookups (`name__ic`), paging and representation. */
export type CablePathNodeFilters = FilterParams<{
  readonly id: readonly ['number', number];
  readonly cable_path_id: readonly ['related', number | 'null'];
  readonly node_type: readonly ['string', string];
  readonly node_id: readonly ['number', number];
}>
  & ListParams;

/** A stored row by column, as either database returns it (JSON as text, booleans as 0/1 on SQLite). */
export interface CablePathNodeRow {
  readonly id: number;
  readonly cable_path_id: number;
  readonly node_type: string;
  readonly node_id: number;
}

/**
 * Field values by name, as model rules see them: relations as ids, choices as their values,
 * JSON parsed. A field that has no value before the first save (not required, no default,
 * read-only) is optional; rules may set fields.
 */
export interface CablePathNodeValues {
  cable_path: number;
  node_type: string;
  node_id: number;
}

/** The parts of the model's own plug-in that its file declares (runtime/apps/dcim/). */
export interface CablePathNodePlugin {
  readonly rules: never;
  readonly computed: {};
  readonly filters: never;
  readonly endpoints: never;
}

/** Every type of the model, for generic code (the plug-in API, the client). */
export interface CablePathNodeTypes {
  readonly key: 'dcim.cablepathnode';
  readonly record: CablePathNodeRecord;
  readonly brief: CablePathNodeBrief;
  readonly nested: CablePathNodeNested;
  readonly input: CablePathNodeInput;
  readonly filters: CablePathNodeFilters;
  readonly row: CablePathNodeRow;
  readonly values: CablePathNodeValues;
  readonly plugin: CablePathNodePlugin;
}

export const cablePathNodeModel = {
  key: 'dcim.cablepathnode',
  app: 'dcim',
  model: 'cablepathnode',
  className: 'CablePathNode',
  path: 'cable-path-nodes',
  table: 'dcim_cablepathnode',
  api: false,
  readOnly: false,
  alsoAt: [],
  verboseName: 'cable path node',
  verboseNamePlural: 'cable path nodes',
  description: 'An object a cable path passes through.',
  source: 'schema/models/dcim/cablepathnode.yaml',
  features: { tags: false, customFields: false, changelog: false },
  tree: false,
  display: ['{id}'],
  ordering: ['id'],
  fields: [
    {
      name: 'cable_path',
      type: 'fk',
      column: 'cable_path_id',
      label: 'cable path',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      to: 'dcim.cablepath',
      onDelete: 'cascade',
    },
    {
      name: 'node_type',
      type: 'string',
      column: 'node_type',
      label: 'node type',
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
      name: 'node_id',
      type: 'bigint',
      column: 'node_id',
      label: 'node id',
      required: true,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      internal: false,
      immutable: false,
      min: 0,
    },
  ],
  computed: [],
  order: ['id', 'url', 'display_url', 'display', 'cable_path', 'node_type', 'node_id'],
  brief: ['id', 'url', 'display'],
  nested: ['id', 'url', 'display'],
  uniques: [],
  indexes: [
    ['node_type', 'node_id'],
  ],
  filters: [
    { name: 'id', kind: 'number', field: 'id' },
    {
      name: 'cable_path_id',
      kind: 'related',
      paths: [
        [
          { via: 'fk', model: 'dcim.cablepathnode', column: 'cable_path_id', to: 'dcim.cablepath' },
        ],
      ],
      attr: 'id',
    },
    { name: 'node_type', kind: 'string', field: 'node_type' },
    { name: 'node_id', kind: 'number', field: 'node_id' },
  ],
  search: [],
  searchIndex: null,
  rules: [],
  endpoints: [],
  declaredAt: {},
} as const satisfies ModelMeta;
