// What model hooks look up while they check and maintain rows: a model's fields and columns by
// name, related rows by id, and objects by their display (as NetBox's messages name them).
import type { Row } from '../db/values.js';
import { displayMap } from '../serialize/serializer.js';
import type { FieldMeta, ModelMeta } from '../types.js';
import type { WriteContext } from '../write/save.js';

export function field(model: ModelMeta, name: string): FieldMeta {
  const found = model.fields.find((f) => f.name === name);
  if (!found) throw new Error(`${model.key} has no field ${name}`);
  return found;
}

export const column = (model: ModelMeta, name: string): string => field(model, name).column!;

/** A foreign key value as an id (null stays null). */
export const idOf = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** The stored row of `key` with this id (null for no id or no row). */
export async function rowOf(ctx: WriteContext, key: string, id: number | null): Promise<Row | null> {
  if (id === null) return null;
  const model = ctx.index.model(key);
  return ((await ctx.q(model.table).select('*').where('id', id).first()) as Row | undefined) ?? null;
}

/** An object as NetBox's messages name it (its display; "None" for no object). */
export async function displayOf(ctx: WriteContext, key: string, id: number | null): Promise<string> {
  if (id === null) return 'None';
  const model = ctx.index.model(key);
  const rows = (await ctx.q(model.table).select('*').where('id', id)) as Row[];
  return (await displayMap({ ...ctx, baseUrl: '' }, model, rows)).get(id) ?? String(id);
}
