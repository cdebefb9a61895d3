// The cabled objects a trace and the cable's rules read: stored values by field name (relations as
// ids), loaded by kind, a whole set per statement.
import type { ReadContext } from '../../../context.js';
import { rowsById, selectRows } from '../../../db/query.js';
import { storedValues, type Row } from '../../../db/values.js';
import { CABLE, WIRELESS_LINK, nodeOf, type Ref } from './kinds.js';

/** A cabled object as a trace sees it. */
export interface Cabled {
  readonly type: string;
  readonly id: number;
  readonly values: Readonly<Record<string, unknown>>;
  /** The stored row (hidden columns included: an endpoint's `_path_id`). */
  readonly row: Row;
}

export type Db = Pick<ReadContext, 'q' | 'index' | 'dialect'>;

/**
 * The link at an object as a path node (CabledObjectModel.link, Interface.link): its cable, else
 * (an interface) its wireless link; null when it has neither.
 */
export function linkOf(o: Pick<Cabled, 'values'>): string | null {
  const cable = o.values.cable as number | null | undefined;
  if (cable !== null && cable !== undefined) return nodeOf({ type: CABLE, id: cable });
  const wireless = o.values.wireless_link as number | null | undefined;
  return wireless === null || wireless === undefined ? null : nodeOf({ type: WIRELESS_LINK, id: wireless });
}

/** The objects of `refs` that exist, in the order of `refs`. */
export async function loadObjects(db: Db, refs: readonly Ref[]): Promise<Cabled[]> {
  const byType = new Map<string, number[]>();
  for (const ref of refs) byType.set(ref.type, [...(byType.get(ref.type) ?? []), ref.id]);
  const found = new Map<string, Cabled>();
  for (const [type, ids] of byType) {
    const model = db.index.find(type);
    if (!model) continue;
    for (const row of await rowsById(db.q, db.dialect, model.table, [...new Set(ids)])) {
      found.set(`${type}:${Number(row.id)}`, { type, id: Number(row.id), values: storedValues(model, row) as Record<string, unknown>, row });
    }
  }
  return refs.map((ref) => found.get(`${ref.type}:${ref.id}`)).filter((o): o is Cabled => o !== undefined);
}

/** Rows of `key` where `build` says, as stored values. */
export async function objectsWhere(db: Db, key: string, build: (qb: ReturnType<Db['q']>) => void): Promise<Cabled[]> {
  const model = db.index.model(key);
  const qb = db.q(model.table).select('*');
  build(qb);
  return (await selectRows(db.q, qb) as Row[]).map((row) => ({ type: key, id: Number(row.id), values: storedValues(model, row) as Record<string, unknown>, row }));
}

/** A column of `key`'s table, by field name. */
export function columnOf(db: Db, key: string, field: string): string {
  const found = db.index.model(key).fields.find((f) => f.name === field);
  if (!found?.column) throw new Error(`${key}.${field} has no column`);
  return `${db.index.model(key).table}.${found.column}`;
}

/** Where each object sits on its cable (its termination row): its end, connector and positions. */
export interface Seat {
  readonly end: 'A' | 'B';
  readonly connector: number | null;
  readonly positions: readonly number[];
}

/**
 * The seats of `objects` on their cables, by "type:id". A channel subinterface has no termination
 * of its own: it sits on its channelized parent's connector at the one position its channel_id
 * names (NetBox mirrors the parent's cable_connector and positions=[channel_id] onto it), so its
 * seat is derived from the parent's termination on the same cable.
 */
export async function seatsOf(db: Db, objects: readonly { readonly type: string; readonly id: number; readonly values?: Readonly<Record<string, unknown>> }[]): Promise<Map<string, Seat>> {
  const out = new Map<string, Seat>();
  const byType = new Map<string, number[]>();
  for (const o of objects) byType.set(o.type, [...(byType.get(o.type) ?? []), o.id]);
  for (const [type, ids] of byType) {
    const rows = await db.q(db.index.model('dcim.cabletermination').table).select('termination_id', 'cable_end', 'connector', 'positions')
      .where('termination_type', type).whereIn('termination_id', ids) as Row[];
    for (const row of rows) out.set(`${type}:${Number(row.termination_id)}`, seatOf(row));
  }
  const channels = objects.filter((o) => !out.has(`${o.type}:${o.id}`) && isChannelOnCable(o));
  if (channels.length) {
    const parents = [...new Set(channels.map((o) => Number(o.values!.parent)))];
    const rows = await db.q(db.index.model('dcim.cabletermination').table).select('termination_id', 'cable_id', 'cable_end', 'connector', 'positions')
      .where('termination_type', INTERFACE).whereIn('termination_id', parents) as Row[];
    for (const o of channels) {
      const row = rows.find((r) => Number(r.termination_id) === Number(o.values!.parent) && Number(r.cable_id) === Number(o.values!.cable));
      if (row) out.set(`${o.type}:${o.id}`, { ...seatOf(row), positions: [Number(o.values!.channel_id)] });
    }
  }
  return out;
}

function seatOf(row: Row): Seat {
  const positions = row.positions === null || row.positions === undefined ? [] : (typeof row.positions === 'string' ? JSON.parse(row.positions) : row.positions) as number[];
  return { end: row.cable_end as 'A' | 'B', connector: row.connector === null ? null : Number(row.connector), positions };
}

export const INTERFACE = 'dcim.interface';

/** A channel subinterface carrying its parent's cable (NetBox's Interface.is_channel with a mirrored cable). */
export function isChannelOnCable(o: { readonly type: string; readonly values?: Readonly<Record<string, unknown>> }): boolean {
  const v = o.values;
  return o.type === INTERFACE && v !== undefined && v.channel_id !== null && v.channel_id !== undefined
    && v.parent !== null && v.parent !== undefined && v.cable !== null && v.cable !== undefined;
}
