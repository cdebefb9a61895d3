// Migrations as data: the operations the generator's planner writes and the runtime's DDL
// executor applies, and the schema state they move between. Plain data, shared by both sides.

export type ColumnType =
  | 'increments' | 'string' | 'text' | 'integer' | 'bigint' | 'decimal' | 'float' | 'boolean'
  | 'date' | 'datetime' | 'json' | 'uuid';

export interface ColumnSpec {
  readonly name: string;
  readonly type: ColumnType;
  readonly nullable: boolean;
  readonly length?: number;
  readonly precision?: number;
  readonly scale?: number;
  /** Database default; also fills existing rows when the column is added. */
  readonly default?: string | number | boolean;
  readonly references?: string;
}

export interface IndexSpec {
  readonly name: string;
  readonly columns: readonly string[];
  readonly unique: boolean;
  /** Columns compared lower-cased. */
  readonly lower: readonly string[];
  /** Partial index: only rows where these columns are null. */
  readonly whereNull: readonly string[];
  /**
   * Partial index: only rows where these columns are not null (a filter `x__isnull=false` or a
   * presence filter reads its matches in order from it, however few of the table's rows match).
   */
  readonly whereNotNull?: readonly string[];
  /**
   * Columns compared in byte order, as list ordering compares text (COLLATE "C" on PostgreSQL,
   * SQLite's default): without it PostgreSQL cannot read an ordered list from the index. Only
   * hidden natural-order columns, which nothing filters on with the database's own collation.
   */
  readonly bytewise?: readonly string[];
  /**
   * A substring search index over the columns (the model file's `search_index`), serving `q=`:
   * a trigram GIN index on PostgreSQL, an FTS5 trigram table kept by triggers on SQLite.
   */
  readonly search?: true;
}

export interface TableSpec {
  readonly columns: readonly ColumnSpec[];
  readonly indexes: readonly IndexSpec[];
}

/** The database schema the models describe; stored as generated/migrations/snapshot.json. */
export interface SchemaState {
  readonly tables: Readonly<Record<string, TableSpec>>;
}

/**
 * What the rows that exist when a column is added get: a value, or an expression per database over
 * the row's columns as they are then (the same migration's dropped columns are still there).
 */
export type FillExisting = string | number | boolean | { readonly sql: { readonly sqlite: string; readonly postgres: string } };

export type MigrationOp =
  | { readonly op: 'create_table'; readonly table: string; readonly columns: readonly ColumnSpec[] }
  | { readonly op: 'drop_table'; readonly table: string }
  | { readonly op: 'rename_table'; readonly from: string; readonly to: string }
  | { readonly op: 'add_column'; readonly table: string; readonly column: ColumnSpec; readonly fill?: FillExisting }
  | { readonly op: 'drop_column'; readonly table: string; readonly column: string }
  | { readonly op: 'alter_column'; readonly table: string; readonly column: ColumnSpec }
  | { readonly op: 'rename_column'; readonly table: string; readonly from: string; readonly to: string }
  | { readonly op: 'create_index'; readonly table: string; readonly index: IndexSpec }
  | { readonly op: 'drop_index'; readonly table: string; readonly name: string; readonly search?: true }
  /**
   * A data step: the model's rows are derived from others' (cable paths from cables), and the
   * table this migration creates must be filled for the rows that already exist. The migration
   * records it; the server runs the model's plug-in `fill` once it starts (runtime/objects/fills.ts).
   */
  | { readonly op: 'fill'; readonly model: string };

export interface MigrationMeta {
  /** NNNN_name */
  readonly id: string;
  /** Hash of the schema state it upgrades from and to; consecutive migrations must chain. */
  readonly from: string;
  readonly to: string;
  readonly operations: readonly MigrationOp[];
}

