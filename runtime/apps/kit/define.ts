// The one way to plug hand-written code into a model: defineModel('dcim.device', {...}), in the
// folder of the model's app. The spec's type is derived from what the model file declares (the
// generated ModelTypes[key]['plugin']): every declared rule, computed field, filter and endpoint
// must be there, nothing undeclared may be, and each receives the model's generated types — a
// misspelt field name is a compile error. The plug-in check (runtime/plugins/check.ts) checks the
// same at start-up with the model file's line.
import type { RULES } from '../../../contract/index.js';
import type { ModelKey, ModelTypes } from '../../../generated/registry.js';
import type { EndpointPlugin, FilterPlugin, ModelPlugin, ReadContext, WriteContext } from '../../context.js';
import type { ModelIndex } from '../../registry.js';

export type { ModelKey } from '../../../generated/registry.js';

/** A model's field values as its rules see them (relations as ids, choices as values). */
export type Values<K extends ModelKey> = ModelTypes[K]['values'];

/** A stored object: every stored field by name, and its id. */
export type Stored<K extends ModelKey> = Readonly<Required<Values<K>>> & { readonly id: number };

/** A field of the model that has a column. */
export type FieldName<K extends ModelKey> = keyof Values<K> & string;

/** A rule's answer: messages by field name (as the API names fields), or under `__all__`. */
export type Problems<K extends ModelKey> = { readonly [F in FieldName<K> | (keyof ModelTypes[K]['record'] & string) | '__all__']?: readonly string[] };

/** The rules a model file may declare (`rules: [clean, after_save, ...]`), typed for the model. */
interface Rules<K extends ModelKey> {
  /** Checks and adjusts the values before a write (in its transaction); returns the problems. */
  clean(ctx: WriteContext, values: Values<K>, existing: Stored<K> | null): Promise<Problems<K> | void>;
  /** Maintains other rows after a create (`before` null) or an update. */
  afterSave(ctx: WriteContext, saved: Stored<K>, before: Stored<K> | null): Promise<void>;
  /** Maintains other rows after objects were deleted. */
  afterDelete(ctx: WriteContext, deleted: readonly Stored<K>[]): Promise<void>;
  /** str(obj) when the display templates cannot say it. */
  display(object: Stored<K>, index: ModelIndex): string;
}

/** A computed field: its value for each of a page of objects, by id, in a fixed number of queries. */
export type Computation<K extends ModelKey, V> = (ctx: ReadContext, objects: readonly Stored<K>[]) => Promise<ReadonlyMap<number, V>>;

type Declared<K extends ModelKey> = ModelTypes[K]['plugin'];

type RulesPart<K extends ModelKey> = {
  readonly [R in Declared<K>['rules'] as (typeof RULES)[R]]: Rules<K>[(typeof RULES)[R]];
};

type ComputedPart<K extends ModelKey> = [keyof Declared<K>['computed']] extends [never]
  ? { readonly computed?: never }
  : { readonly computed: { readonly [N in keyof Declared<K>['computed']]: Computation<K, Declared<K>['computed'][N]> } };

type FiltersPart<K extends ModelKey> = [Declared<K>['filters']] extends [never]
  ? { readonly filters?: never }
  : { readonly filters: { readonly [N in Declared<K>['filters']]: FilterPlugin } };

type EndpointsPart<K extends ModelKey> = [Declared<K>['endpoints']] extends [never]
  ? { readonly endpoints?: never }
  : { readonly endpoints: { readonly [P in Declared<K>['endpoints']]: EndpointPlugin } };

/** Exactly what the model file declares for `K`'s plug-in, with `K`'s types. */
export type PluginSpec<K extends ModelKey> = RulesPart<K> & ComputedPart<K> & FiltersPart<K> & EndpointsPart<K>;

/** The plug-in of model `key`: its rules, computed fields, filters and endpoints. */
export function defineModel<K extends ModelKey>(key: K, spec: NoInfer<PluginSpec<K>>): ModelPlugin {
  // The engines take the wide form: values and objects keyed by field name, whatever the model.
  return { model: key, ...spec } as unknown as ModelPlugin;
}
