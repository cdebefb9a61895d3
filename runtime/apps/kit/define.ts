// The one way to plug hand-written code into a model: defineModel('dcim.device', {...}), in the
// folder of the model's app; and into every model of a trait: defineTrait('base_interface', {...}),
// in runtime/apps/traits/. The spec's type is derived from what the model file declares (the
// generated ModelTypes[key]['plugin']): every declared rule, computed field, filter and endpoint
// must be there, nothing undeclared may be, and each receives the model's generated types — a
// misspelt field name is a compile error. The plug-in check (runtime/plugins/check.ts) checks the
// same at start-up with the model file's line.
import type { ModelMeta, RULES } from '../../../contract/index.js';
import type { ModelKey, ModelTypes, TraitName, TraitTypes } from '../../../generated/registry.js';
import type { EndpointPlugin, FilterPlugin, ModelPlugin, ReadContext, TraitPlugin, WriteContext } from '../../context.js';
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

/** The model a rule runs for (a trait's rules run for each of the trait's models). */
export type ModelOf<K extends ModelKey> = ModelMeta & { readonly key: K };

/** The rules a model file may declare (`rules: [clean, after_save, ...]`), typed for the model. */
interface Rules<K extends ModelKey> {
  /** Checks and adjusts the values before a write (in its transaction); returns the problems. */
  clean(ctx: WriteContext, values: Values<K>, existing: Stored<K> | null, model: ModelOf<K>): Promise<Problems<K> | void>;
  /**
   * Maintains other rows after a create (`before` null) or an update; 'kept' when it left the saved
   * object's own row and lists as they were (its change record then needs no second read).
   */
  afterSave(ctx: WriteContext, saved: Stored<K>, before: Stored<K> | null, model: ModelOf<K>): Promise<void | 'kept'>;
  /** Maintains other rows after objects were deleted. */
  afterDelete(ctx: WriteContext, deleted: readonly Stored<K>[], model: ModelOf<K>): Promise<void>;
  /** str(obj) when the display templates cannot say it. */
  display(object: Stored<K>, index: ModelIndex): string;
  /** A migration's data step: derives the model's rows from the data already there (once, at start). */
  fill(ctx: WriteContext, model: ModelOf<K>): Promise<void>;
}

/** A computed field: its value for each of a page of objects, by id, in a fixed number of queries. */
export type Computation<K extends ModelKey, V> = (ctx: ReadContext, objects: readonly Stored<K>[], model: ModelOf<K>) => Promise<ReadonlyMap<number, V>>;

/** The parts a model file or a trait file declares for its plug-in (generated: ModelTypes[K]['plugin'], TraitTypes[T]['plugin']). */
interface Declarations {
  readonly rules: keyof typeof RULES;
  readonly computed: object;
  readonly filters: string;
  readonly endpoints: string;
}

type RulesPart<K extends ModelKey, D extends Declarations> = {
  readonly [R in D['rules'] as (typeof RULES)[R]]: Rules<K>[(typeof RULES)[R]];
};

type ComputedPart<K extends ModelKey, D extends Declarations> = [keyof D['computed']] extends [never]
  ? { readonly computed?: never }
  : { readonly computed: { readonly [N in keyof D['computed']]: Computation<K, D['computed'][N]> } };

type FiltersPart<D extends Declarations> = [D['filters']] extends [never]
  ? { readonly filters?: never }
  : { readonly filters: { readonly [N in D['filters']]: FilterPlugin } };

type EndpointsPart<D extends Declarations> = [D['endpoints']] extends [never]
  ? { readonly endpoints?: never }
  : { readonly endpoints: { readonly [P in D['endpoints']]: EndpointPlugin } };

/** Exactly the parts `D` declares, typed for the models `K` (a union where a trait's models are). */
type Spec<K extends ModelKey, D extends Declarations> = RulesPart<K, D> & ComputedPart<K, D> & FiltersPart<D> & EndpointsPart<D>;

/** Exactly what the model file declares for `K`'s own plug-in, with `K`'s types. */
export type PluginSpec<K extends ModelKey> = Spec<K, ModelTypes[K]['plugin']>;

/**
 * Exactly what trait `T`'s file declares, typed over the union of the models that have it: a
 * rule's values are any of those models' (the fields the trait gives are in every member).
 */
export type TraitSpec<T extends TraitName> = Spec<TraitTypes[T]['models'], TraitTypes[T]['plugin']>;

/** The plug-in of model `key`: its rules, computed fields, filters and endpoints. */
export function defineModel<K extends ModelKey>(key: K, spec: NoInfer<PluginSpec<K>>): ModelPlugin {
  // The engines take the wide form: values and objects keyed by field name, whatever the model.
  return { model: key, ...spec } as unknown as ModelPlugin;
}

/**
 * The plug-in of trait `name` (schema/traits/<name>.yaml): its rules, computed fields and filters,
 * run for every model that has the trait, before the model's own rules (runtime/plugins/index.ts).
 */
export function defineTrait<T extends TraitName>(name: T, spec: NoInfer<TraitSpec<T>>): TraitPlugin {
  return { trait: name, ...spec } as unknown as TraitPlugin;
}
