// A cross-cutting feature (tags, custom fields, the change log): one module that owns everything
// the feature adds to the models that have it — its query parameters, its field on read and on
// write, its part of change-record snapshots, its clean-up on delete — so that the engines call
// these hooks instead of knowing the feature's tables.
import type { FieldMeta, ModelMeta } from '../../contract/index.js';
import type { FilterContext, ReadContext, Where, WriteContext } from '../context.js';
import type { Row } from '../db/values.js';
import type { FieldErrors } from '../http/errors.js';

export type WriteMode = 'create' | 'update' | 'partial';

/** A write body after validation: values by field name (relations as ids), related ids of list fields. */
export interface ParsedInput {
  readonly values: Map<string, unknown>;
  readonly lists: Map<string, number[]>;
}

/** A query parameter and its values. */
export type Parameter = readonly [name: string, values: string[]];

/** Renders related objects for a read: target model, ids → nested representations by id. */
export type Nest = (target: ModelMeta, ids: number[]) => Promise<Map<number, unknown>>;

export interface Feature {
  readonly name: string;
  /** Whether `model` has the feature. */
  enabled(model: ModelMeta): boolean;
  /** The field type the feature owns (`tags`, `custom_fields`): read, parsed and written by it. */
  readonly fieldType?: FieldMeta['type'];
  /** The value of its field when an object has nothing. */
  empty?(): unknown;
  /** Query parameters the feature answers on every model (ignored where the model lacks it). */
  ownsParameter?(param: string): boolean;
  /** The base names of the list filters it adds (lookups and prefixes aside), as NetBox's filtersets name them. */
  readonly filterNames?: readonly string[];
  /** Conditions for the request's parameters of this feature, all at once (one definition load per list). */
  filter?(ctx: FilterContext, model: ModelMeta, params: readonly Parameter[], fail: (param: string, message: string) => void): Promise<Where[]>;
  /** Values of its field for a page of rows, by id. */
  read?(ctx: ReadContext, model: ModelMeta, field: FieldMeta, rows: readonly Row[], nest: Nest): Promise<Map<number, unknown>>;
  /** Reads its part of a write body into `input`, adding messages to `errors`. */
  parse?(ctx: WriteContext, model: ModelMeta, data: Record<string, unknown>, mode: WriteMode, existing: Row | undefined, input: ParsedInput, errors: FieldErrors): Promise<void>;
  /** Stores its part once the object's row is written. */
  write?(ctx: WriteContext, model: ModelMeta, id: number, input: ParsedInput): Promise<void>;
  /** Its fields in change-record snapshots, by object id. */
  snapshot?(ctx: WriteContext, model: ModelMeta, ids: readonly number[]): Promise<Map<number, Record<string, unknown>>>;
  /** Its snapshot part of an object just created from `input`, when the input alone tells (else undefined: `snapshot` reads it). */
  snapshotCreated?(model: ModelMeta, input: ParsedInput): Record<string, unknown> | undefined;
  /** Called for every model (not only those with the feature) before its rows are deleted. */
  delete?(ctx: WriteContext, model: ModelMeta, ids: readonly number[]): Promise<void>;
}
