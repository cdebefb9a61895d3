// ORDER BY for list requests, like DRF's OrderingFilter over NetBox's serializers: `ordering=a,-b`
// over readable fields (unknown terms dropped), otherwise the model's default ordering; ties are
// broken by id. A foreign key orders by the related model's own ordering (as Django does; in a
// default ordering, a term with an explicit NULL placement such as `vrf nulls first` orders by
// the key itself, like Django's F('vrf')), a count by its value. Text sorts in byte order and NULLs go last ascending, first descending, so
// both databases agree.
import type { Knex } from 'knex';
import type { Dialect } from '../db/database.js';
import type { ModelIndex } from '../registry.js';
import { countExpression } from '../serialize/counts.js';
import type { FieldMeta, ModelMeta } from '../types.js';

export interface OrderTerm {
  /** An SQL expression with knex placeholders (?? identifiers, ? values). */
  readonly sql: string;
  readonly bindings: readonly Knex.RawBinding[];
  readonly descending: boolean;
  /** Where NULLs go; default: last when ascending, first when descending (PostgreSQL's default). */
  readonly nullsFirst?: boolean;
  /** Text: compared in byte order on PostgreSQL too (SQLite's default). */
  readonly text?: boolean;
}

const TEXT_TYPES = new Set(['string', 'text', 'slug', 'color', 'url', 'email', 'choice']);

export function orderingOf(index: ModelIndex, model: ModelMeta, requested: string | null): OrderTerm[] {
  const resolver = new TermResolver(index);
  const terms = requested !== null ? resolver.terms(model, requested.split(','), false) : [];
  const chosen = terms.length ? terms : resolver.terms(model, model.ordering, true);
  const id = `${model.table}.id`;
  if (!chosen.some((t) => t.sql === '??' && t.bindings[0] === id)) chosen.push({ sql: '??', bindings: [id], descending: false });
  return chosen;
}

export function applyOrdering(qb: Knex.QueryBuilder, dialect: Dialect, terms: readonly OrderTerm[]): void {
  for (const term of terms) {
    const collate = term.text && dialect === 'postgres' ? ' COLLATE "C"' : '';
    const nullsFirst = term.nullsFirst ?? term.descending;
    qb.orderByRaw(`${term.sql}${collate} ${term.descending ? 'DESC' : 'ASC'} NULLS ${nullsFirst ? 'FIRST' : 'LAST'}`, [...term.bindings]);
  }
}

interface Sortable {
  readonly column: string;
  readonly text: boolean;
}

class TermResolver {
  constructor(private readonly index: ModelIndex) {}

  /** `internal`: the model's own default ordering, which may name hidden fields and NULL placement. */
  terms(model: ModelMeta, texts: readonly string[], internal: boolean): OrderTerm[] {
    return texts.flatMap((text) => {
      const term = parseTerm(text, internal);
      return this.term(model, term, internal);
    });
  }

  private term(model: ModelMeta, term: ParsedTerm, internal: boolean): OrderTerm[] {
    const { name, descending, placement } = term;
    const field = model.fields.find((f) => f.name === name);
    // Django: a relation orders by the related model's ordering; `vrf nulls first` (F('vrf')) by the key.
    if (field?.type === 'fk' && !field.internal && placement.nullsFirst === undefined) return this.related(model, field, descending);
    const sortable = sortableOf(model, name, internal);
    if (sortable) return [{ sql: '??', bindings: [`${model.table}.${sortable.column}`], descending, text: sortable.text, ...placement }];
    const computed = model.computed.find((c) => c.name === name);
    const count = computed?.kind === 'count' ? countExpression(this.index, model, computed) : null;
    return count ? [{ sql: count.sql, bindings: count.bindings, descending }] : [];
  }

  /** A foreign key orders by the related model's default ordering, read with one sub-query per term. */
  private related(model: ModelMeta, field: FieldMeta, descending: boolean): OrderTerm[] {
    const other = this.index.model(field.to!);
    const fk = `${model.table}.${field.column}`;
    return other.ordering.flatMap((text) => {
      const term = parseTerm(text, true);
      const sortable = sortableOf(other, term.name, true);
      if (!sortable) return [];
      return [{
        // Aliased: the related table may be this very table (a parent).
        sql: '(SELECT "related".?? FROM ?? AS "related" WHERE "related".id = ??)',
        bindings: [sortable.column, other.table, fk],
        descending: term.descending !== descending,
        text: sortable.text,
      }];
    });
  }
}

interface ParsedTerm {
  readonly name: string;
  readonly descending: boolean;
  readonly placement: { nullsFirst?: boolean };
}

function parseTerm(text: string, internal: boolean): ParsedTerm {
  const trimmed = text.trim();
  const nulls = internal ? / nulls (first|last)$/.exec(trimmed) : null;
  const term = nulls ? trimmed.slice(0, nulls.index) : trimmed;
  const descending = term.startsWith('-');
  return { name: descending ? term.slice(1) : term, descending, placement: nulls ? { nullsFirst: nulls[1] === 'first' } : {} };
}

/** A stored column to sort by: id, a readable field (a foreign key by its id), an IP field by its numeric key. */
function sortableOf(model: ModelMeta, name: string, internal: boolean): Sortable | null {
  if (name === 'id') return { column: 'id', text: false };
  const field = model.fields.find((f) => f.name === name);
  if (!field || field.column === null || field.writeOnly || (field.internal && !internal)) return null;
  // IP keys are fixed-width hex: byte order is numeric order.
  return { column: field.ipColumns?.key ?? field.column, text: TEXT_TYPES.has(field.type) || field.ipColumns !== undefined };
}
