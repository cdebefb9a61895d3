// ORDER BY for list requests: the `ordering` parameter over readable stored fields (unknown
// terms dropped), otherwise the model's default ordering; ties are broken by id.
import type { ModelMeta } from '../types.js';

export interface OrderTerm {
  readonly column: string;
  readonly descending: boolean;
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
    const term = raw.trim();
    const descending = term.startsWith('-');
    const name = descending ? term.slice(1) : term;
    if (name === 'id') {
      out.push({ column: 'id', descending });
      continue;
    }
    const field = model.fields.find((f) => f.name === name);
    if (!field || field.column === null || field.writeOnly || (field.internal && !internalAllowed)) continue;
    out.push({ column: field.column, descending });
  }
  return out;
}
