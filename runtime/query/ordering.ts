// ORDER BY for list requests, like DRF's OrderingFilter over NetBox's serializers: `ordering=a,-b`
// over readable fields (unknown terms dropped), otherwise the model's default ordering; ties are
// broken by id. A foreign key orders by the related model's own ordering, read through a join (as
// Django does); in a default ordering, a term with an explicit NULL placement such as
// `vrf nulls first` orders by the key itself, like Django's F('vrf'). A count orders by its
// value. Text sorts in byte order and NULLs go last ascending, first descending, so that both
// databases agree. A term given again (`ordering=name,-name,name`, two thousand times) orders
// nothing the first did not: only the first stays, so a request's terms are at most the model's
// sortable fields (SQLite refuses more than 2,000 ORDER BY terms; NetBox, on PostgreSQL, answers
// such a request, and in the same order).
import type { Knex } from 'knex';
import type { Dialect } from '../db/database.js';
import { computedOf, fieldOf, type ModelIndex } from '../registry.js';
import { countExpression } from './counts.js';
import type { FieldMeta, ModelMeta } from '../../contract/index.js';

export interface OrderTerm {
  /** An SQL expression with knex placeholders (?? identifiers, ? values). */
  readonly sql: string;
  readonly bindings: readonly Knex.RawBinding[];
  readonly descending: boolean;
  /** Where NULLs go; default: last when ascending, first when descending (PostgreSQL's default). */
  readonly nullsFirst?: boolean;
  /** Text: compared in byte order on PostgreSQL too (SQLite's default). */
  readonly text?: boolean;
  /** False for columns without NULLs: no NULL placement, so that an index can serve the order. */
  readonly nullable?: boolean;
  /** The related table the term reads, joined on the foreign key under `alias`. */
  readonly join?: { readonly table: string; readonly alias: string; readonly fk: string; readonly inner: boolean };
}

const TEXT_TYPES = new Set(['string', 'text', 'slug', 'color', 'url', 'email', 'time_zone', 'choice']);

export function orderingOf(index: ModelIndex, model: ModelMeta, requested: string | null): OrderTerm[] {
  const resolver = new TermResolver(index);
  const terms = requested !== null ? resolver.terms(model, requested.split(','), false) : [];
  const chosen = distinct(terms.length ? terms : resolver.terms(model, model.ordering, true));
  const id = `${model.table}.id`;
  if (!chosen.some((t) => t.sql === '??' && t.bindings[0] === id)) chosen.push({ sql: '??', bindings: [id], descending: false, nullable: false });
  return chosen;
}

/** The terms without repeats of an earlier one (same expression, whichever direction). */
function distinct(terms: readonly OrderTerm[]): OrderTerm[] {
  const seen = new Set<string>();
  return terms.filter((term) => {
    const key = `${term.sql} ${JSON.stringify(term.bindings)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function applyOrdering(qb: Knex.QueryBuilder, dialect: Dialect, terms: readonly OrderTerm[]): void {
  const joined = new Set<string>();
  for (const { join } of terms) {
    if (!join || joined.has(join.alias)) continue;
    joined.add(join.alias);
    // A foreign key names at most one row: the join adds no rows (and never runs for the count).
    if (join.inner) qb.join(`${join.table} as ${join.alias}`, `${join.alias}.id`, join.fk);
    else qb.leftJoin(`${join.table} as ${join.alias}`, `${join.alias}.id`, join.fk);
  }
  for (const term of terms) {
    const collate = term.text && dialect === 'postgres' ? ' COLLATE "C"' : '';
    const nullsFirst = term.nullsFirst ?? term.descending;
    const nulls = term.nullable === false ? '' : ` NULLS ${nullsFirst ? 'FIRST' : 'LAST'}`;
    qb.orderByRaw(`${term.sql}${collate} ${term.descending ? 'DESC' : 'ASC'}${nulls}`, [...term.bindings]);
  }
}

interface Sortable {
  readonly column: string;
  readonly text: boolean;
  readonly nullable: boolean;
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
    const field = fieldOf(model, name);
    // Django: a relation orders by the related model's ordering; `vrf nulls first` (F('vrf')) by the key.
    if (field?.type === 'fk' && !field.internal && placement.nullsFirst === undefined) return this.related(model, field, descending);
    const sortable = sortableOf(model, name, internal);
    if (sortable) return [{ sql: '??', bindings: [`${model.table}.${sortable.column}`], descending, text: sortable.text, nullable: sortable.nullable, ...placement }];
    const computed = computedOf(model, name);
    const count = computed?.kind === 'count' ? countExpression(this.index, model, computed) : null;
    return count ? [{ sql: count.sql, bindings: count.bindings, descending, nullable: false }] : [];
  }

  /**
   * A foreign key orders by the related model's default ordering, read from the related table
   * joined under an alias (the related table may be this very table: a parent).
   */
  private related(model: ModelMeta, field: FieldMeta, descending: boolean): OrderTerm[] {
    const other = this.index.model(field.to!);
    const join = { table: other.table, alias: `order_${field.column}`, fk: `${model.table}.${field.column}`, inner: !field.nullable };
    return other.ordering.flatMap((text) => {
      const term = parseTerm(text, true);
      const sortable = sortableOf(other, term.name, true);
      if (!sortable) return [];
      return [{
        sql: '??',
        bindings: [`${join.alias}.${sortable.column}`],
        descending: term.descending !== descending,
        text: sortable.text,
        nullable: field.nullable || sortable.nullable,
        join,
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

/** A stored column to sort by: id, a readable field (a foreign key by its id), an IP field by its numeric key, a name by its natural key. */
function sortableOf(model: ModelMeta, name: string, internal: boolean): Sortable | null {
  if (name === 'id') return { column: 'id', text: false, nullable: false };
  const field = fieldOf(model, name);
  if (!field || field.column === null || field.writeOnly || (field.internal && !internal)) return null;
  // IP keys are fixed-width lowercase hex, in the same order under every collation: no COLLATE,
  // so that their indexes serve the order.
  // Natural-order keys (interface names) sort as plain text, as NetBox's CollateAsChar('_name').
  if (field.naturalKey) return { column: field.naturalKey.column, text: true, nullable: field.nullable };
  return { column: field.ipColumns?.key ?? field.column, text: TEXT_TYPES.has(field.type) && !field.ipColumns, nullable: field.nullable };
}
