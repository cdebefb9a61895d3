// str(obj) of each row, as NetBox's messages, change records and `display` show it: the model's
// display templates (related objects loaded in one query per relation for the whole batch), or
// the model's display rule (a plug-in) when a template cannot express it.
import type { FieldMeta, ModelMeta } from '../../contract/index.js';
import type { DisplayContext } from '../context.js';
import { distinctIds, rowsById } from '../db/query.js';
import { fromDb, storedValues, type Row } from '../db/values.js';
import { requireField } from '../registry.js';
import { columnsForPaths } from './columns.js';
import { renderDisplay, templatePaths } from './templates.js';

/** str(obj) of each row, by id, loading what its display needs (one query per relation). */
export async function displayMap(ctx: DisplayContext, model: ModelMeta, rows: readonly Row[], preloaded = new Map<string, Row[]>()): Promise<Map<number, string>> {
  const values = await pathValues(ctx, model, rows, [[]], preloaded);
  return new Map(rows.map((row) => [Number(row.id), values.get(Number(row.id))!.get('') ?? '']));
}

/** The display of one object of `model` ("None" for no object), as NetBox's messages name it. */
export async function displayOf(ctx: DisplayContext, model: ModelMeta, id: number | null): Promise<string> {
  if (id === null) return 'None';
  const rows = await rowsById(ctx.q, ctx.dialect, model.table, [id]);
  return (await displayMap(ctx, model, rows)).get(id) ?? String(id);
}

/**
 * For each row, the text at each path ([] = the row's own display): `{device_type.manufacturer}`
 * follows relations, a relation on its own is the related object's display. `preloaded` holds rows
 * of relations the caller already loaded, by field name.
 */
export async function pathValues(
  ctx: DisplayContext, model: ModelMeta, rows: readonly Row[], paths: readonly (readonly string[])[], preloaded: ReadonlyMap<string, Row[]>,
): Promise<Map<number, Map<string, string | null>>> {
  const out = new Map(rows.map((row) => [Number(row.id), new Map<string, string | null>()]));
  const byFirst = new Map<string, (readonly string[])[]>();
  const rule = ctx.plugins.display(model);
  let needDisplay = false;
  for (const path of paths) {
    if (path.length === 0) needDisplay = true;
    else byFirst.set(path[0]!, [...(byFirst.get(path[0]!) ?? []), path]);
  }
  for (const [first, group] of byFirst) {
    if (first === 'id') {
      for (const row of rows) out.get(Number(row.id))!.set('id', String(row.id));
      continue;
    }
    const [name, modifier] = first.split(':') as [string, string | undefined];
    const field = requireField(model, name);
    if (field.type === 'generic') {
      // Each target model in turn: its rows' values at the rest of the path.
      for (const key of field.targets ?? []) {
        const chosen = rows.filter((r) => r[field.parts!.type] === key);
        if (!chosen.length) continue;
        const target = ctx.index.model(key);
        const rest = group.map((p) => p.slice(1));
        const targetRows = await rowsById(ctx.q, ctx.dialect, target.table, distinctIds(chosen.map((r) => r[field.parts!.id])), columnsForPaths(target, rest));
        const sub = await pathValues(ctx, target, targetRows, rest, new Map());
        for (const row of chosen) {
          const targetValues = sub.get(Number(row[field.parts!.id]));
          for (const path of group) out.get(Number(row.id))!.set(path.join('.'), targetValues?.get(path.slice(1).join('.')) ?? null);
        }
      }
      continue;
    }
    if (field.type !== 'fk') {
      for (const row of rows) out.get(Number(row.id))!.set(first, formatted(ctx, field, fromDb(field, row[field.column!]), modifier));
      continue;
    }
    const target = ctx.index.model(field.to!);
    const rest = group.map((p) => p.slice(1));
    const targetRows = preloaded.get(first)
      ?? await rowsById(ctx.q, ctx.dialect, target.table, distinctIds(rows.map((r) => r[field.column!])), columnsForPaths(target, rest));
    const sub = await pathValues(ctx, target, targetRows, rest, new Map());
    for (const row of rows) {
      const targetValues = row[field.column!] === null ? undefined : sub.get(Number(row[field.column!]));
      for (const path of group) out.get(Number(row.id))!.set(path.join('.'), targetValues?.get(path.slice(1).join('.')) ?? null);
    }
  }
  if (needDisplay && rule) {
    for (const row of rows) out.get(Number(row.id))!.set('', rule(storedValues(model, row), ctx.index));
  } else if (needDisplay) {
    for (const [id, text] of await templateDisplays(ctx, model, rows, preloaded)) out.get(id)!.set('', text);
  }
  return out;
}

/**
 * The display templates, one alternative at a time: each loads only its own paths, for the rows
 * no earlier alternative could render. A named device never loads its type and manufacturer for
 * the unnamed fallback (a query per list and detail).
 */
async function templateDisplays(ctx: DisplayContext, model: ModelMeta, rows: readonly Row[], preloaded: ReadonlyMap<string, Row[]>): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  let pending = rows;
  for (const template of model.display) {
    if (!pending.length) break;
    const values = await pathValues(ctx, model, pending, templatePaths([template]), preloaded);
    const left: Row[] = [];
    for (const row of pending) {
      const own = values.get(Number(row.id))!;
      const text = renderDisplay([template], (path) => own.get(path) ?? null);
      if (text !== '') out.set(Number(row.id), text);
      else left.push(row);
    }
    pending = left;
  }
  for (const row of pending) out.set(Number(row.id), '');
  return out;
}

/** A value as a display template shows it; `:label` shows a choice's label, `:minute` a datetime to the minute, `:capfirst` capitalises. */
function formatted(ctx: DisplayContext, field: FieldMeta, value: unknown, modifier: string | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (modifier === 'label' && field.choices) return ctx.index.choiceLabel(field.choices, value as string | number) ?? String(value);
  if (modifier === 'minute' && typeof value === 'string') return value.slice(0, 16).replace('T', ' ');
  if (modifier === 'capfirst' && typeof value === 'string') return value.charAt(0).toUpperCase() + value.slice(1);
  return displayText(value);
}

function displayText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  return String(value);
}
