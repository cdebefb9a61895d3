// The shape of a model file after it passed schema/meta-schema.json.
import type { DeclaredFieldType, FillExisting, IpFilterOp, OnDelete, RuleName } from '../../contract/index.js';

export interface RawField {
  type: DeclaredFieldType;
  label?: string;
  help_text?: string;
  required?: boolean;
  nullable?: boolean;
  blank?: boolean;
  readonly?: boolean;
  writeonly?: boolean;
  immutable?: boolean;
  default?: unknown;
  max_length?: number;
  min_length?: number;
  min?: number;
  max?: number;
  digits?: number;
  places?: number;
  unique?: boolean;
  choices?: string;
  plain_choice?: boolean;
  to?: string | string[] | { feature: 'tags' | 'custom_fields' | 'changelog' | 'api' };
  on_delete?: OnDelete;
  on_delete_for?: Record<string, OnDelete>;
  nested?: string[];
  flat?: string;
  stored?: boolean;
  /** Kept by the runtime, never in the API. */
  internal?: true;
  read_as?: string;
  renamed_from?: string;
  /** m2m: the reverse side of another model's m2m field ("app.model.field"), sharing its join table. */
  through?: string;
  /** The value rows that exist when the column is added get, when it is not the default (a migration hint). */
  fill_existing?: FillExisting;
  index?: boolean;
  natural?: 'interface' | 'plain';
}

export interface RawComputed {
  count?: string;
  via?: string;
  cumulative?: boolean;
  constant?: unknown;
  from?: string;
  /** Computed by the model's plug-in. */
  plugin?: true;
  /** plugin: a secret shown once, in the answer of the write that made it. */
  secret?: true;
  list?: string;
  single?: boolean;
  nested?: string[];
  filter?: Record<string, string | number | boolean | null>;
  type?: 'integer' | 'boolean' | 'string' | 'json' | 'list' | 'objects';
  /** type: objects: the models listed. */
  to?: string[];
  /** type: objects: an empty list reads null. */
  nullable?: true;
  in_nested?: boolean | 'zero';
  label?: string;
}

export interface RawUnique {
  fields: string[];
  case_insensitive?: string[];
  when_null?: string[];
  message?: string;
  error_field?: string;
  /** Removes a trait's constraint on the same fields (load/traits.ts). */
  remove?: true;
}

export type Feature = 'tags' | 'custom_fields' | 'changelog' | 'description' | 'comments';

export interface ModelFile {
  model: string;
  app: string;
  path: string;
  verbose_name?: string;
  verbose_name_plural?: string;
  class_name?: string;
  description?: string;
  api?: boolean;
  read_only?: boolean;
  also_at?: string[];
  renamed_from?: string;
  /** After composition (generator/load/traits.ts): every trait, those a trait builds on first. */
  traits?: string[];
  /** A component template: its component and the fields copied from it (generator/load/component-templates.ts). */
  template_of?: { model: string; fields: string[] };
  changelog_related?: string[];
  features?: Feature[];
  tree?: boolean;
  display?: string | string[];
  ordering?: string[];
  fields: Record<string, RawField>;
  computed?: Record<string, RawComputed>;
  brief?: string[];
  nested?: string[];
  field_order?: string[];
  search?: string[];
  /** Search fields matched from their start (NetBox's istartswith), served by a byte-order index. */
  search_from_start?: string[];
  /** Index the `search` fields for substring search (q=): SQLite FTS5 trigram, PostgreSQL pg_trgm. */
  search_index?: boolean;
  /** Stored fields whose rows per value are counted as they are written (runtime/db/value-counts.ts). */
  counted_by?: string[];
  unique_together?: RawUnique[];
  /** `where_not_null`: a partial index over the rows where those fields are set. */
  indexes?: { fields: string[]; where_not_null?: string[] }[];
  /** Rules the model's plug-in implements (runtime/apps/<app>/). */
  rules?: RuleName[];
  /** path → endpoint shape (contract/plugins.ts); the plug-in serves it. */
  endpoints?: Record<string, string>;
  /** Declared filters; `false` removes a generated or mixin filter NetBox does not have. */
  filters?: Record<string, RawFilter | false>;
}

export interface RawFilter {
  path?: string[];
  paths?: string[][];
  attr?: string;
  descendants?: boolean;
  ip?: IpFilterOp;
  field?: string;
  present?: string[];
  groups?: Record<string, (string | number)[]>;
  others?: string;
  /** Fields that must be empty for a value to count among `others`. */
  others_null?: string[];
  /** Implemented by the model's plug-in. */
  plugin?: true;
  exists?: boolean;
  count?: string;
  lookup?: string;
  object_type_id_of?: string;
}

export type ChoiceFile = Record<string, ([string | number, string] | { group: string; choices: [string | number, string][] })[]>;

export interface Settings {
  api_version: string;
  filter_mixins?: FilterMixin[];
}

/** Filters every model matching `when` gets (NetBox's filter-set mixins, declared once). */
export interface FilterMixin {
  /**
   * `relation` + `to`: models with that fk; `target_of: app.model.field`: models a generic relation
   * may point at; `tree`: tree models; `generic`: models with a generic relation of that name.
   */
  when: { relation?: string; to?: string; target_of?: string; tree?: boolean; generic?: string };
  filters: Record<string, RawFilter>;
}
