// Searches (`q=`) that reach past a model's own fields, as NetBox filtersets' search() methods do
// (a power feed by its panel's name, a virtual circuit termination by its circuit's CID): each
// text column named is matched anywhere, case-insensitively (icontains), a related object's
// through its foreign key, one sub-query each; a search may add alternatives of its own built
// from the text (an L2VPN's identifier, an FHRP group's id as text, a rule's VLAN IDs).
import type { Knex } from 'knex';
import type { FilterContext, FilterPlugin, Where } from '../../context.js';
import { containsPattern } from '../../query/scalar.js';

/** Where the text may be: a column of the model's table, or rows of another table that a column points at. */
export type SearchTarget =
  | { readonly column: string }
  | { readonly via: string; readonly table: string; readonly column: string };

/** The text as Python's int() reads it (a sign and digits, spaces trimmed), or null. */
export function integerOf(text: string): number | null {
  const value = Number(text);
  return /^\s*[-+]?\d+\s*$/.test(text) && Number.isSafeInteger(value) ? value : null;
}

/**
 * A filter plug-in matching the text anywhere in any of `targets(ctx)`, or by any condition
 * `alternatives(ctx, text)` gives (null: none); an empty text filters nothing.
 */
export function searchFilter(targets: (ctx: FilterContext) => readonly SearchTarget[], alternatives?: (ctx: FilterContext, text: string) => Where | null): FilterPlugin {
  return async (ctx, values) => {
    const text = (values[0] ?? '').trim();
    if (!text) return null;
    const like = ctx.dialect === 'postgres' ? 'ILIKE' : 'LIKE';
    const pattern = containsPattern(text);
    const matches = (qb: Knex.QueryBuilder, column: string) => qb.whereRaw(`?? ${like} ? ESCAPE '\\'`, [column, pattern]);
    const also = alternatives?.(ctx, text) ?? null;
    return (qb) => qb.where((any) => {
      for (const target of targets(ctx)) {
        if ('via' in target) any.orWhereIn(target.via, matches(ctx.q(target.table).select('id'), target.column));
        else any.orWhere((one) => matches(one, target.column));
      }
      if (also) any.orWhere((one) => also(one));
    });
  };
}
