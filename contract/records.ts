// Shapes of API representations that the generated record types are built from.

/** A choice field as the API shows it. */
export interface ChoiceRecord<V extends string | number = string> {
  readonly value: V;
  readonly label: string;
}

/** A page of a list endpoint. */
export interface Page<T> {
  readonly count: number | null;
  readonly next: string | null;
  readonly previous: string | null;
  readonly results: readonly T[];
}

/** An object of some model, as a plug-in names it in a computed list of objects (ObjectListMeta). */
export interface ObjectRef {
  /** "app.model" */
  readonly type: string;
  readonly id: number;
}

/** A related object on write: its id, or a dictionary of attributes that match exactly one object. */
export type Reference = number | { readonly [attribute: string]: unknown };
