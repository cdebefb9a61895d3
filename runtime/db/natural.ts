// NetBox's natural ordering (utilities/ordering.py): a name is stored a second time, rewritten so
// that ordering it as plain text (byte order) is the natural order — numbers padded with zeros,
// interface names broken into slot/subslot/position/subposition/type/id/channel/subinterface.
import type { FieldMeta, Registry } from '../../contract/index.js';
import type { Database } from './database.js';

/** naturalize(): every run of digits padded to `places` digits ("site9" → "site00000009"). */
export function naturalize(value: string, maxLength: number, places = 8): string {
  if (!value) return value;
  return value.split(/(\d+)/).map((part) => (/^\d+$/.test(part) ? part.padStart(places, '0') : part)).join('').slice(0, maxLength);
}

const INTERFACE_NAME = /^(?<type>[^\d.:]+)?(?:(?<slot>\d+)\/)?(?:(?<subslot>\d+)\/)?(?:(?<position>\d+)\/)?(?:(?<subposition>\d+)\/)?(?<id>\d+)?(?::(?<channel>\d+))?(?:\.(?<vc>\d+))?(?<remainder>.*)$/;

/**
 * naturalize_interface(): slot, subslot, position and subposition first (4 digits, 9999 when
 * absent, so that names without them come last), then the type, then id, channel and
 * subinterface (6 digits, "......" when absent), then the rest naturalized.
 */
export function naturalizeInterface(value: string, maxLength: number): string {
  const parts = INTERFACE_NAME.exec(value)?.groups;
  if (!parts) return value;
  let output = '';
  for (const name of ['slot', 'subslot', 'position', 'subposition']) output += parts[name] !== undefined ? parts[name]!.padStart(4, '0') : '9999';
  output += parts.type ?? '';
  for (const name of ['id', 'channel', 'vc']) output += parts[name] !== undefined ? parts[name]!.padStart(6, '0') : '......';
  if (parts.remainder && output.length < maxLength) output += naturalize(parts.remainder, maxLength - output.length);
  return output.slice(0, maxLength);
}

const NATURALIZERS = { interface: naturalizeInterface, plain: naturalize } as const;

/** The value of a field's natural-order column (100 characters, as NetBox's NaturalOrderingField). */
export function naturalKeyOf(field: FieldMeta, value: unknown): string | null {
  if (!field.naturalKey || value === null || value === undefined) return null;
  return NATURALIZERS[field.naturalKey.kind](String(value), 100);
}

/**
 * Computes the natural keys that are missing: rows written before a field gained natural ordering
 * (its migration adds the column empty). Run at start-up; a no-op once every key is there.
 */
export async function fillNaturalKeys(db: Database, registry: Registry): Promise<number> {
  let filled = 0;
  for (const model of registry.models) {
    for (const field of model.fields) {
      if (!field.naturalKey || field.column === null) continue;
      const key = field.naturalKey.column;
      const rows = (await db.knex(model.table).select('id', field.column).whereNull(key).whereNotNull(field.column)) as Record<string, unknown>[];
      if (!rows.length) continue;
      await db.knex.transaction(async (trx) => {
        for (const row of rows) await trx(model.table).where('id', row.id as number).update({ [key]: naturalKeyOf(field, row[field.column!]) });
      });
      filled += rows.length;
    }
  }
  return filled;
}
