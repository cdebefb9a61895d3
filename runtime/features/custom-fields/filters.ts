// cf_<name>[__<lookup>] filters: the lookups of the custom field's type on its value in the JSON
// column, with the field's filter logic (loose: text contains, exact: equals, disabled: ignored).
// Negated lookups also match objects without the key, `null` matches a missing key or JSON null.
import { NUMERIC_LOOKUPS, TEXT_LOOKUPS, type FilterKind, type ModelMeta } from '../../../contract/index.js';
import type { FilterContext, Where } from '../../context.js';
import { parseBoolean, scalarCondition } from '../../query/scalar.js';
import { customFieldContains, customFieldExpression, type CustomFieldDef } from './values.js';

/** How each custom field type filters: the scalar kind, its lookups and a cast of the JSON value. */
const BY_TYPE: Partial<Record<CustomFieldDef['type'], { kind: FilterKind; lookups: 'text' | 'numeric'; cast?: 'numeric' }>> = {
  text: { kind: 'string', lookups: 'text' },
  longtext: { kind: 'string', lookups: 'text' },
  url: { kind: 'string', lookups: 'text' },
  select: { kind: 'string', lookups: 'text' },
  integer: { kind: 'number', lookups: 'numeric', cast: 'numeric' },
  decimal: { kind: 'decimal', lookups: 'numeric', cast: 'numeric' },
  object: { kind: 'number', lookups: 'numeric', cast: 'numeric' },
  date: { kind: 'date', lookups: 'numeric' },
  datetime: { kind: 'string', lookups: 'numeric' },
};

const LOOSE_TYPES = new Set(['text', 'longtext', 'url']);

export async function customFieldCondition(
  ctx: FilterContext, model: ModelMeta, defs: readonly CustomFieldDef[], param: string, values: string[], fail: (m: string) => void,
): Promise<Where | null> {
  const rest = param.slice(3);
  const split = rest.indexOf('__');
  const name = split >= 0 ? rest.slice(0, split) : rest;
  let lookup = split >= 0 ? rest.slice(split + 2) : 'exact';
  const def = defs.find((d) => d.name === name);
  if (!def || def.filterLogic === 'disabled') return null;
  const table = model.table;
  if (def.type === 'boolean') return lookup === 'exact' ? booleanCondition(ctx, table, def, values) : null;
  if (def.type === 'multiselect' || def.type === 'multiobject') return lookup === 'exact' || lookup === 'n' ? listCondition(ctx, table, def, lookup === 'n', values, fail) : null;
  const spec = BY_TYPE[def.type];
  if (!spec || !(spec.lookups === 'text' ? TEXT_LOOKUPS : NUMERIC_LOOKUPS).includes(lookup)) return null;
  if (def.filterLogic === 'loose' && LOOSE_TYPES.has(def.type)) lookup = lookup === 'exact' ? 'ic' : lookup === 'n' ? 'nic' : lookup;
  const negate = lookup === 'n' || (lookup.startsWith('n') && TEXT_LOOKUPS.includes(lookup));
  const expression = customFieldExpression(ctx.q, ctx.dialect, table, def.name, spec.cast);
  if (values.includes('null') && (lookup === 'exact' || lookup === 'n')) {
    const isNull: Where = (qb) => qb.whereNull(expression as never);
    return lookup === 'n' ? (qb) => qb.whereNot(isNull) : isNull;
  }
  return scalarCondition(ctx, { model, kind: spec.kind, expression }, lookup, negate, values, fail);
}

/** JSON true/false: SQLite's json_extract reads them as 1/0, PostgreSQL's ->> as 'true'/'false'. */
function booleanCondition(ctx: FilterContext, table: string, def: CustomFieldDef, values: string[]): Where | null {
  const wanted = parseBoolean(values.at(-1) ?? '');
  if (wanted === null) return null;
  const expression = customFieldExpression(ctx.q, ctx.dialect, table, def.name);
  const stored = ctx.dialect === 'postgres' ? String(wanted) : wanted ? 1 : 0;
  return (qb) => qb.where(expression as never, stored);
}

/** Multiple selections and objects: the list holds any of the values (n: none of them). */
function listCondition(ctx: FilterContext, table: string, def: CustomFieldDef, negate: boolean, values: string[], fail: (m: string) => void): Where | null {
  const objects = def.type === 'multiobject';
  if (objects && values.some((v) => !/^\s*\d+\s*$/.test(v))) {
    fail('Enter a whole number.');
    return null;
  }
  const items = values.map((v) => (objects ? Number(v) : v));
  const match = customFieldContains(ctx.dialect, table, def.name, items);
  return negate ? (qb) => qb.whereNot(match) : match;
}
