// List filters: which lookups each kind of filter takes (the runtime's filter engine reads this
// table; the generated filter-parameter types are derived from it), and the types that turn a
// model's filter list into the query parameters a client may send.
import type { FilterKind } from './model.js';

const NUMERIC = ['exact', 'n', 'lt', 'lte', 'gt', 'gte', 'empty'] as const;
const TEXT = ['exact', 'n', 'ic', 'nic', 'isw', 'nisw', 'iew', 'niew', 'ie', 'nie', 'empty', 'regex', 'iregex'] as const;
const COMPARE = ['exact', 'n', 'lt', 'lte', 'gt', 'gte'] as const;
const EXACT = ['exact'] as const;
const EXACT_OR_NOT = ['exact', 'n'] as const;

/** The lookups each kind of filter accepts (`name__ic`); anything else is ignored, like an unknown parameter. */
export const LOOKUPS = {
  number: NUMERIC, decimal: NUMERIC, date: NUMERIC, datetime: NUMERIC,
  string: TEXT, choice: TEXT,
  boolean: EXACT, uuid: EXACT_OR_NOT, related: EXACT_OR_NOT, present: EXACT, group: EXACT_OR_NOT, plugin: EXACT,
  ip: COMPARE, exists: EXACT, count: COMPARE, object_type_id: EXACT_OR_NOT,
} as const satisfies Readonly<Record<FilterKind, readonly string[]>>;

export const NUMERIC_LOOKUPS: readonly string[] = NUMERIC;
export const TEXT_LOOKUPS: readonly string[] = TEXT;

/**
 * A parameter's kind for the types below: a filter kind, or `once` for an alias with its own
 * lookup (created_after), which takes one value and no suffix.
 */
export type ParamKind = FilterKind | 'once';

type LookupsOf<K extends ParamKind> = K extends FilterKind ? (typeof LOOKUPS)[K][number] : never;
type Suffixed<Name extends string, Lookup> = Lookup extends string ? `${Name}__${Lookup}` : never;

/** One value, or several (repeated parameters OR). */
export type OneOrMany<V> = V | readonly V[];

/** A model's filters as `{name: [kind, value type]}`, the form the generated types use. */
export type FilterSpec = { readonly [name: string]: readonly [ParamKind, unknown] };

/**
 * The filter parameters of a list request: each filter by its name, `name__<lookup>` for each of
 * its kind's lookups, and `name__empty` as a boolean.
 */
export type FilterParams<T extends FilterSpec> =
  & { readonly [N in keyof T & string]?: T[N][0] extends 'once' ? T[N][1] : OneOrMany<T[N][1]> }
  & { readonly [N in keyof T & string as Suffixed<N, Exclude<LookupsOf<T[N][0]>, 'exact' | 'empty'>>]?: OneOrMany<T[N][1]> }
  & { readonly [N in keyof T & string as 'empty' extends LookupsOf<T[N][0]> ? `${N}__empty` : never]?: boolean };

/** Parameters of every list: paging, ordering, representation, search. */
export interface ListParams {
  readonly limit?: number;
  readonly offset?: number;
  /** Cursor pagination: the smallest id to return (ordered by id). */
  readonly start?: number;
  /** Field names, `-` for descending. */
  readonly ordering?: OneOrMany<string>;
  readonly brief?: boolean;
  readonly fields?: OneOrMany<string>;
  readonly omit?: OneOrMany<string>;
  readonly q?: string;
}

/** Tagged models: by tag slug or id; repeated tags AND, `__any` ORs, `__n` excludes. */
export interface TagParams {
  readonly tag?: OneOrMany<string>;
  readonly tag__n?: OneOrMany<string>;
  readonly tag__any?: OneOrMany<string>;
  readonly tag_id?: OneOrMany<number>;
  readonly tag_id__n?: OneOrMany<number>;
  readonly tag_id__any?: OneOrMany<number>;
}

/** Change-logged models: the objects a request (its X-Request-ID) created, updated, or either. */
export interface RequestParams {
  readonly created_by_request?: string;
  readonly updated_by_request?: string;
  readonly modified_by_request?: string;
}

/** Models with custom fields: `cf_<name>` and `cf_<name>__<lookup>`. */
export type CustomFieldParams = { readonly [param: `cf_${string}`]: OneOrMany<string | number | boolean> | undefined };
