// Model metadata: what the generator emits for every model file and the runtime interprets.
// Every generated model file ends in `as const satisfies ModelMeta`, so tsc checks the
// generator's output against this file. Plain data: behaviour lives in runtime/, declarations in
// schema/.
import type { MigrationMeta } from './migrations.js';
import type { EndpointShapeName, RuleName } from './plugins.js';

export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** Field types a model file may declare (schema/meta-schema.json, $defs/field/type). */
export type DeclaredFieldType =
  | 'string' | 'text' | 'slug' | 'color' | 'url' | 'email'
  /** An IANA time zone name (NetBox's TimeZoneField): a string column, validated against the zone list. */
  | 'time_zone'
  | 'integer' | 'bigint' | 'decimal' | 'float' | 'boolean'
  | 'date' | 'datetime' | 'json' | 'uuid' | 'choice'
  | 'fk' | 'm2m' | 'int_array' | 'string_array' | 'password' | 'generic' | 'ip_prefix' | 'ip_address' | 'content_type'
  /**
   * A list of objects of several models (`to:`), written as [{object_type, object_id}] and read as
   * NetBox's GenericObjectSerializer [{object_type, object_id, object}]; without a column
   * (`stored: false`): the plug-in keeps the list (a cable's ends) and its computed field reads it.
   */
  | 'generic_list'
  /** A list of object types ("app.model"), limited to the models with a feature: `to: {feature: tags}` (`api`: every API model). */
  | 'content_types';

/**
 * Field types the runtime knows: the declared ones, the feature blocks, and the parts of a
 * generic relation (`<name>_type` holds a content type "app.model", `<name>_id` the object id).
 */
export type FieldType = DeclaredFieldType | 'tags' | 'custom_fields';

/** keep: generic relations only; the row stays and its relation reads null once the target is gone. */
export type OnDelete = 'cascade' | 'protect' | 'set_null' | 'keep';

export interface ThroughMeta {
  /** Join table of a many-to-many field. */
  readonly table: string;
  /** Column pointing at the owning object. */
  readonly source: string;
  /** Column pointing at the related object. */
  readonly target: string;
  /** The other side's field ("app.model.field") when this side reuses its join table (`through:` in a model file). */
  readonly of?: string;
}

export interface FieldMeta {
  readonly name: string;
  readonly type: FieldType;
  /** Database column; null for many-to-many and tags (stored in other tables). */
  readonly column: string | null;
  /** Verbose name, lower case (Django's verbose_name). */
  readonly label: string;
  readonly helpText?: string;
  /** Must be present on create and PUT. */
  readonly required: boolean;
  readonly nullable: boolean;
  /** The empty string is a valid value (strings only). */
  readonly blank: boolean;
  readonly readOnly: boolean;
  readonly writeOnly: boolean;
  /** Present in the table but never in the API (maintained by the runtime). */
  readonly internal: boolean;
  /** Cannot be changed after create. */
  readonly immutable: boolean;
  /** Applied on create when omitted. */
  readonly default?: JsonValue;
  readonly maxLength?: number;
  readonly minLength?: number;
  readonly min?: number;
  readonly max?: number;
  readonly digits?: number;
  readonly places?: number;
  /** Name of a choice set in Registry.choices. */
  readonly choices?: string;
  /** Choice read as its raw value instead of {value, label}. */
  readonly plainChoice?: boolean;
  /** Related model key (app.model) of fk and m2m fields. */
  readonly to?: string;
  readonly onDelete?: OnDelete;
  /** generic: on_delete for particular target models. */
  readonly onDeleteFor?: Readonly<Record<string, OnDelete>>;
  /** Fields of the related object when embedded here (default: the target's nested list). */
  readonly nested?: readonly string[];
  readonly through?: ThroughMeta;
  /** m2m: read and written as a list of this attribute of the related objects; fk: `id`, read as the related object's id. */
  readonly flat?: string;
  /**
   * No column: a write's value reaches the model's plug-in rules, which keep it elsewhere (a front
   * port's mappings); unless write-only, the plug-in's computed field of the same name reads it.
   */
  readonly unstored?: true;
  /** generic and content_type fields: the models the relation may point at. */
  readonly targets?: readonly string[];
  /** The generic relation a `<name>_type` / `<name>_id` field belongs to. */
  readonly generic?: string;
  /** generic fields: the stored fields (and columns) holding the content type and the id. */
  readonly parts?: { readonly type: string; readonly id: string };
  /** ip_prefix / ip_address fields: the hidden columns holding the sort key and the range. */
  readonly ipColumns?: { readonly key: string; readonly start: string; readonly end: string };
  /** Natural ordering: the hidden column holding the naturalized value, and how it is naturalized. */
  readonly naturalKey?: { readonly column: string; readonly kind: 'interface' | 'plain' };
}

/** The JSON type of a computed value (`objects`: a list of objects of several models, see ObjectListMeta). */
export type ValueType = 'integer' | 'boolean' | 'string' | 'json' | 'list' | 'objects';

/**
 * A plug-in's computed list of objects of several models (a port's link peers, an endpoint's
 * connected endpoints, a cable's ends): the plug-in gives references ({type, id}) and the
 * serializer reads them as the objects' nested forms, one query per model for a whole page.
 */
export interface ObjectListMeta {
  /** The models the list may hold. */
  readonly targets: readonly string[];
  /** Each item as NetBox's GenericObjectSerializer: {object_type, object_id, object} (a generic_list field). */
  readonly generic: boolean;
  /** No objects reads null rather than [] (NetBox's connected_endpoints). */
  readonly nullable: boolean;
}

export type ComputedMeta =
  | {
      readonly name: string;
      readonly kind: 'count';
      readonly label: string;
      /** Counted model (app.model) and the fk field on it that points here. */
      readonly model: string;
      readonly via: string;
      /** Tree models: rows pointing at any descendant count too. */
      readonly cumulative: boolean;
      /** Only counted rows whose fields have these values. */
      readonly filter?: Readonly<Record<string, string | number | boolean | null>>;
      readonly inNested: boolean;
      /** Embedded in another object: a constant 0 (NetBox's IntegerField(default=0)), not counted. */
      readonly nestedZero?: true;
    }
  | {
      readonly name: string;
      readonly kind: 'alias';
      readonly label: string;
      readonly valueType: ValueType;
      /** The stored field whose value this shows. */
      readonly field: string;
      readonly inNested: boolean;
    }
  | {
      readonly name: string;
      readonly kind: 'list';
      readonly label: string;
      /** The model whose `via` relation points here (a reverse relation). */
      readonly model: string;
      readonly via: string;
      readonly filter?: Readonly<Record<string, string | number | boolean | null>>;
      /** At most one object: rendered as the object or null. */
      readonly single: boolean;
      readonly nested?: readonly string[];
      readonly inNested: boolean;
    }
  | {
      readonly name: string;
      /** Computed by the model's plug-in (`computed.<name>` of its defineModel), batched over a page. */
      readonly kind: 'plugin';
      readonly label: string;
      readonly valueType: ValueType;
      readonly inNested: boolean;
      /** A secret shown once, in the answer of the write that made it (never kept: no background jobs). */
      readonly secret?: true;
      /** valueType objects: what the references are read as. */
      readonly objects?: ObjectListMeta;
    }
  | {
      readonly name: string;
      readonly kind: 'constant';
      readonly label: string;
      readonly valueType: ValueType;
      readonly value: JsonValue;
      readonly inNested: boolean;
    };

export interface UniqueMeta {
  /** Name of the database index that enforces it. */
  readonly name: string;
  readonly fields: readonly string[];
  /** Fields compared lower-cased. */
  readonly caseInsensitive: readonly string[];
  /** The constraint applies only where these fields are null. */
  readonly whenNull: readonly string[];
  /** The error message, final text. */
  readonly message: string;
  /** Key of the error in the 400 body (a field name or "__all__"). */
  readonly errorKey: string;
}

/** How a filter parameter's values are parsed and which lookups it takes (runtime/query/filters.ts). */
export type FilterKind =
  | 'number' | 'string' | 'choice' | 'boolean' | 'decimal' | 'date' | 'datetime' | 'uuid'
  /** Objects reached through relations (foreign keys, many-to-many, generic, reverse), by id or attribute. */
  | 'related'
  /** IP containment and mask length of an ip_prefix / ip_address field. */
  | 'ip'
  /** true: any of the fields is set; false: none is. */
  | 'present'
  /** true: any of the relation paths leads somewhere (the device has interfaces); false: none does. */
  | 'exists'
  /** A computed count compared with numbers (interface_count, device_count). */
  | 'count'
  /** Named groups of a choice field's values (interface kind: virtual, wireless; others: physical). */
  | 'group'
  /** A generic relation's (or content type field's) "app.model" column, by object type ids. */
  | 'object_type_id'
  /** A filter implemented by the model's plug-in (`filters.<name>` of its defineModel). */
  | 'plugin';

/** One relation step of a `related` filter, from `model` to `to`. */
export type PathStep =
  | { readonly via: 'fk'; readonly model: string; readonly column: string; readonly to: string }
  | { readonly via: 'm2m'; readonly model: string; readonly through: ThroughMeta; readonly to: string }
  | { readonly via: 'generic'; readonly model: string; readonly type: string; readonly id: string; readonly to: string }
  /** Objects of `to` whose `column` (with `type` = model for a generic relation) points at `model`. */
  | { readonly via: 'reverse'; readonly model: string; readonly column: string; readonly type?: string; readonly to: string }
  /** Objects of `to` whose many-to-many field (join table `through`) includes `model`. */
  | { readonly via: 'reverse_m2m'; readonly model: string; readonly through: ThroughMeta; readonly to: string };

/**
 * IP filters: `exact` a network equal to the value (normalised); `host` NetBox's net_in (an
 * address with mask matches exactly, one without matches the host under any mask); `within`
 * strictly inside, `within_include` inside or equal, `contains` holding the value; `mask_length`.
 */
export type IpFilterOp = 'exact' | 'host' | 'within' | 'within_include' | 'contains' | 'mask_length';

export interface FilterMeta {
  /** Query parameter name. */
  readonly name: string;
  readonly kind: FilterKind;
  /** The field a scalar, ip or group filter acts on. */
  readonly field?: string;
  /**
   * related: the relation steps (alternatives: an object matches through any of them), the
   * attribute of the last object compared with the values, descendants of tree nodes included.
   */
  readonly paths?: readonly (readonly PathStep[])[];
  readonly attr?: string;
  readonly descendants?: boolean;
  readonly ip?: IpFilterOp;
  /** count: the computed count compared. */
  readonly computed?: string;
  /** present: the fields looked at. */
  readonly fields?: readonly string[];
  /** group: value → the field values it stands for; `others` stands for every value not in a group. */
  readonly groups?: Readonly<Record<string, readonly (string | number)[]>>;
  readonly others?: string;
  /** group: fields that must be empty for an object to be among `others` (a channel subinterface is not physical). */
  readonly othersNull?: readonly string[];
  /** An alias's one lookup (created_after: created with gte), applied to the last value given. */
  readonly lookup?: string;
}

/** An index over the rows where some fields are set (IndexSpec.whereNotNull), by field names. */
export interface PartialIndexMeta {
  readonly fields: readonly string[];
  readonly whereNotNull: readonly string[];
}

export interface ModelMeta {
  /** Content type: app.model. */
  readonly key: string;
  readonly app: string;
  readonly model: string;
  /** PascalCase name, used for messages such as "No Site matches the given query." */
  readonly className: string;
  readonly path: string;
  readonly table: string;
  /** Served under /api/<app>/<path>/. */
  readonly api: boolean;
  /** The API serves reads only. */
  readonly readOnly: boolean;
  /** Further API routes ("app/path") serving the same endpoints. */
  readonly alsoAt: readonly string[];
  readonly verboseName: string;
  readonly verboseNamePlural: string;
  readonly description: string;
  /** The model file it came from. */
  readonly source: string;
  /** The traits it was composed with (schema/traits/), those they build on first; absent when none. */
  readonly traits?: readonly string[];
  /**
   * A component template (model file `template_of`): the component made from it and the fields
   * they share, which instantiation copies (a relation among them names the template's, resolved
   * to the new component of the same name). Absent on other models.
   */
  readonly templateOf?: { readonly model: string; readonly fields: readonly string[] };
  /**
   * The relations (fk or generic fields) whose first one set names a change record's related
   * object (NetBox's to_objectchange(): a component's device). Absent: none.
   */
  readonly changelogRelated?: readonly string[];
  readonly features: {
    readonly tags: boolean;
    readonly customFields: boolean;
    readonly changelog: boolean;
  };
  readonly tree: boolean;
  /** Display alternatives: the first whose placeholders are all non-empty wins. */
  readonly display: readonly string[];
  readonly ordering: readonly string[];
  readonly fields: readonly FieldMeta[];
  readonly computed: readonly ComputedMeta[];
  /** Complete representation, in order. */
  readonly order: readonly string[];
  readonly brief: readonly string[];
  readonly nested: readonly string[];
  readonly uniques: readonly UniqueMeta[];
  /** Extra (non-unique) indexes, by field names; foreign keys get theirs automatically. */
  readonly indexes: readonly (readonly string[])[];
  /** Partial indexes (model file `indexes:` with `where_not_null`): only the rows where those fields are set. */
  readonly partialIndexes?: readonly PartialIndexMeta[];
  readonly filters: readonly FilterMeta[];
  readonly search: readonly string[];
  /**
   * The substring search index over `search` (model file `search_index: true`), by name: on SQLite
   * the FTS5 table `q=` reads row ids from; on PostgreSQL a trigram index ILIKE uses by itself.
   */
  readonly searchIndex: string | null;
  /**
   * Search fields `q=` matches from their start (NetBox's istartswith on IP addresses), not
   * anywhere: compared as a byte-order range of their lower-case text, which the index the
   * generator gives each of them serves; the search index covers only the other fields.
   * Absent when there are none.
   */
  readonly searchFromStart?: readonly string[];
  /**
   * Columns whose rows per value are counted as they are written (model file `counted_by`), so
   * that a list filtered on a value of one of them counts from those counts
   * (runtime/db/value-counts.ts). Absent when there are none.
   */
  readonly countedBy?: readonly string[];
  /** Rules its plug-ins implement (checking and maintaining rows, display in code): its own and its traits'. */
  readonly rules: readonly RuleName[];
  /** Special endpoints under <object url>/<path>/, served by the plug-in; `shape` describes them. */
  readonly endpoints: readonly { readonly path: string; readonly shape: EndpointShapeName }[];
  /**
   * The plug-in parts the model file itself declares, each where it is declared ("file:line", for
   * the messages of the plug-in check): keys `rules.<rule>`, `computed.<name>`, `filters.<name>`,
   * `endpoints.<path>`. The model's own plug-in (defineModel) implements these.
   */
  readonly declaredAt: Readonly<Record<string, string>>;
  /**
   * The plug-in parts its traits declare, by trait (same keys): each trait's plug-in (defineTrait)
   * implements them, for every model that has the trait. Absent when none.
   */
  readonly traitParts?: Readonly<Record<string, readonly string[]>>;
}

/** A trait (schema/traits/<name>.yaml) whose file declares plug-in parts. */
export interface TraitMeta {
  readonly name: string;
  /** The trait file. */
  readonly source: string;
  /** The plug-in parts it declares, each where ("file:line"); keys as ModelMeta.declaredAt's. */
  readonly declaredAt: Readonly<Record<string, string>>;
  /** The models that have it (through traits of theirs included). */
  readonly models: readonly string[];
}

export interface ChoiceMeta {
  readonly value: string | number;
  readonly label: string;
}

export interface Registry {
  readonly apiVersion: string;
  readonly models: readonly ModelMeta[];
  /** The traits that declare plug-in parts. */
  readonly traits: readonly TraitMeta[];
  readonly choices: Readonly<Record<string, readonly ChoiceMeta[]>>;
  readonly migrations: readonly MigrationMeta[];
}
