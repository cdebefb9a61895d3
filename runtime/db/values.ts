// Conversion between API values and database values, per field type, for both dialects.
import type { FieldMeta, ModelMeta } from '../../contract/index.js';
import { storedFields } from '../registry.js';
import { LargeText } from '../lib/large-text.js';

/** A row as the database returns it, by column. */
export type Row = Record<string, unknown>;

/** A stored object as model rules see it: its id and every stored field's value by field name. */
export type Stored = Readonly<Record<string, unknown>> & { readonly id: number };

const JSON_TYPES = new Set<FieldMeta['type']>(['json', 'int_array', 'string_array', 'content_types', 'custom_fields']);

/** A JSON column's value parsed: SQLite and PostgreSQL (pg-types.ts) give its text, whole or kept in pieces (lib/large-text.ts). */
export function jsonValue(raw: unknown): unknown {
  return typeof raw === 'string' || raw instanceof LargeText ? JSON.parse(raw.toString()) : raw;
}

/** A database value as the runtime handles it (booleans, parsed JSON, numbers, ISO datetimes). */
export function fromDb(field: FieldMeta, raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  if (JSON_TYPES.has(field.type)) return jsonValue(raw);
  switch (field.type) {
    case 'boolean': return Boolean(raw);
    case 'integer': case 'bigint': case 'fk': case 'decimal': case 'float': return Number(raw);
    case 'datetime': return isoDatetime(raw);
    case 'date': return String(raw).slice(0, 10);
    default: return raw;
  }
}

/**
 * A row's stored fields by name, converted from the database: the runtime's hidden columns left
 * out, but its internal relations kept (an endpoint's `_path`: its plug-in reads it from the page).
 */
export function storedValues(model: ModelMeta, row: Row): Stored {
  const out: Record<string, unknown> = { id: Number(row.id) };
  for (const field of storedFields(model)) {
    if ((!field.internal || field.type === 'fk') && Object.hasOwn(row, field.column!)) out[field.name] = fromDb(field, row[field.column!]);
  }
  return out as Stored;
}

/** An already validated value, as it is bound into SQL. */
export function toDb(field: FieldMeta, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (JSON_TYPES.has(field.type)) return JSON.stringify(value);
  return value;
}

let lastMicros = 0n;

/**
 * Now as an ISO 8601 UTC timestamp with microseconds; strictly increasing within a process so
 * that two updates of one object never share a last_updated (ETags depend on it).
 */
export function now(): string {
  let micros = BigInt(Date.now()) * 1000n;
  if (micros <= lastMicros) micros = lastMicros + 1n;
  lastMicros = micros;
  const date = new Date(Number(micros / 1000n));
  return `${date.toISOString().slice(0, 19)}.${String(micros % 1000000n).padStart(6, '0')}Z`;
}

/** now()'s form: what SQLite hands back for every timestamp we wrote. */
const STORED_FORM = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

/**
 * Normalises what either database returns for a timestamp (SQLite: our ISO text; PostgreSQL:
 * "2025-04-29 15:44:47.597092+00") to the stored ISO form with six fractional digits.
 */
export function isoDatetime(raw: unknown): string {
  const text = raw instanceof Date ? raw.toISOString() : String(raw);
  // Already the stored form (every SQLite read): the pattern below would give it back unchanged.
  if (STORED_FORM.test(text)) return text;
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(?:\.(\d+))?(Z|[+-]\d{2}(?::?\d{2})?)?$/.exec(text);
  if (!match) return text;
  const [, date, time, fraction = '', zone = 'Z'] = match;
  const base = `${date}T${time}.${fraction.padEnd(6, '0').slice(0, 6)}`;
  if (zone === 'Z' || /^[+-]00(:?00)?$/.test(zone)) return `${base}Z`;
  const parsed = new Date(`${date}T${time}${zone.length === 3 ? `${zone}:00` : zone}`);
  return `${parsed.toISOString().slice(0, 19)}.${fraction.padEnd(6, '0').slice(0, 6)}Z`;
}

/** DRF's rendering of a datetime: microseconds only when non-zero, UTC as Z. */
export function apiDatetime(iso: string): string {
  return iso.endsWith('.000000Z') ? `${iso.slice(0, -8)}Z` : iso;
}
