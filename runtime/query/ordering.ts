// ORDER BY for list requests: the `ordering` parameter over readable stored fields (unknown
// terms dropped), otherwise the model's default ordering; ties are broken by id.
import type { ModelMeta } from '../types.js';

export interface OrderTerm {
  readonly column: string;
  readonly descending: boolean;
  /** Where NULLs go; default: last when ascending, first when descending (PostgreSQL's default). */
  readonly nullsFirst?: boolean;
}

export function orderingOf(model: ModelMeta, requested: string | null): OrderTerm[] {
  const terms = requested !== null ? parseTerms(model, requested) : [];
  const chosen = terms.length ? terms : parseTerms(model, model.ordering.join(','), true);
  if (!chosen.some((t) => t.column === 'id')) chosen.push({ column: 'id', descending: false });
  return chosen;
}

function parseTerms(model: ModelMeta, text: string, internalAllowed = false): OrderTerm[] {
  const out: OrderTerm[] = [];
  for (const raw of text.split(',')) {
    const nulls = / nulls (first|last)$/.exec(raw.trim());
    const term = nulls && internalAllowed ? raw.trim().slice(0, nulls.index) : raw.trim();
    const descending = term.startsWith('-');
    const name = descending ? term.slice(1) : term;
    const placement = nulls && internalAllowed ? { nullsFirst: nulls[1] === 'first' } : {};
    if (name === 'id') {
      out.push({ column: 'id', descending, ...placement });
      continue;
    }
    const field = model.fields.find((f) => f.name === name);
    if (!field || field.column === null || field.writeOnly || (field.internal && !internalAllowed)) continue;
    // IP fields sort numerically through their hidden key column.
    out.push({ column: field.ipColumns?.key ?? field.column, descending, ...placement });
  }
  return out;
}
