// The cabled objects a trace and the cable's rules read: stored values by field name (relations as
// ids), loaded by kind, a whole set per statement.
import type { ReadContext } from '../../../context.js';
import { rowsById, selectRows, whereIdIn } from '../../../db/query.js';
import { storedValues, type Row } from '../../../db/values.js';
import { Loader } from './batch.js';
import { CABLE, CIRCUIT_TERMINATION, WIRELESS_LINK, nodeOf, type Ref } from './kinds.js';

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

/** Where each object sits on its cable (its termination row): its cable, end, connector and positions. */
export interface Seat {
  readonly cable: number;
  readonly end: 'A' | 'B';
  readonly connector: number | null;
  readonly positions: readonly number[];
}

function seatOf(row: Row): Seat {
  const positions = row.positions === null || row.positions === undefined ? [] : (typeof row.positions === 'string' ? JSON.parse(row.positions) : row.positions) as number[];
  return { cable: Number(row.cable_id), end: row.cable_end as 'A' | 'B', connector: row.connector === null || row.connector === undefined ? null : Number(row.connector), positions };
}

async function seatRows(db: Db, objects: readonly Ref[]): Promise<Map<string, Seat>> {
  const out = new Map<string, Seat>();
  for (const [type, ids] of byType(objects)) {
    const rows = await whereIdIn(db.q(terminationTable(db)).select('termination_id', 'cable_id', 'cable_end', 'connector', 'positions').where('termination_type', type), 'termination_id', ids, db.dialect) as Row[];
    for (const row of rows) out.set(`${type}:${Number(row.termination_id)}`, seatOf(row));
  }
  return out;
}

export const INTERFACE = 'dcim.interface';

/** A channel subinterface carrying its parent's cable (NetBox's Interface.is_channel with a mirrored cable). */
export function isChannelOnCable(o: { readonly type: string; readonly values?: Readonly<Record<string, unknown>> }): boolean {
  const v = o.values;
  return o.type === INTERFACE && v !== undefined && v.channel_id !== null && v.channel_id !== undefined
    && v.parent !== null && v.parent !== undefined && v.cable !== null && v.cable !== undefined;
}

function byType(refs: readonly Ref[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const ref of refs) {
    const ids = out.get(ref.type) ?? [];
    if (!ids.includes(ref.id)) ids.push(ref.id);
    out.set(ref.type, ids);
  }
  return out;
}

function terminationTable(db: Db): string {
  return db.index.model('dcim.cabletermination').table;
}

/** A cable's termination as a trace reads it: the object, where it sits. */
export interface Termination extends Seat {
  /** The termination row's id (its order after end and connector). */
  readonly id: number;
  readonly ref: Ref;
}

/** Port mappings asked by one side's port: `front_port` or `rear_port`. */
export interface MappingKey {
  readonly side: 'front_port' | 'rear_port';
  readonly port: number;
}

/**
 * What traces read, each by key through a Loader (batch.ts): objects by kind and id, an object's
 * seat, a cable's terminations (in CableTermination's order: end, connector, id), a port's
 * mappings, a circuit's terminations. One set serves the traces of one retrace.
 */
export interface TraceReads {
  readonly objects: Loader<Ref, Cabled>;
  readonly seats: Loader<Ref, Seat>;
  readonly terminations: Loader<number, readonly Termination[]>;
  readonly mappings: Loader<MappingKey, readonly Cabled[]>;
  readonly circuitTerminations: Loader<number, readonly Cabled[]>;
  /** An interface's channel subinterfaces (those with a channel_id). */
  readonly channels: Loader<number, readonly Cabled[]>;
}

export function traceReads(db: Db): TraceReads {
  /** Rows of `key` whose `field` is one of `values`, grouped by that field's value. */
  const grouped = async (key: string, field: string, values: readonly number[]): Promise<Map<string, Cabled[]>> => {
    const out = new Map<string, Cabled[]>(values.map((value) => [String(value), []]));
    const rows = await objectsWhere(db, key, (qb) => { whereIdIn(qb, columnOf(db, key, field), values, db.dialect).orderBy(`${db.index.model(key).table}.id`); });
    for (const row of rows) out.get(String(row.values[field]))?.push(row);
    return out;
  };
  return {
    objects: new Loader(nodeOf, async (refs) => new Map((await loadObjects(db, refs)).map((o) => [nodeOf(o), o]))),
    seats: new Loader(nodeOf, (refs) => seatRows(db, refs)),
    terminations: new Loader<number, readonly Termination[]>(String, async (cables) => {
      const out = new Map<string, Termination[]>(cables.map((id) => [String(id), []]));
      const rows = await whereIdIn(db.q(terminationTable(db)).select('id', 'termination_type', 'termination_id', 'cable_id', 'cable_end', 'connector', 'positions'), 'cable_id', cables, db.dialect) as Row[];
      for (const row of rows) out.get(String(row.cable_id))!.push({ ...seatOf(row), id: Number(row.id), ref: { type: String(row.termination_type), id: Number(row.termination_id) } });
      // CableTermination's order, the same on both databases (an end's connectors are all set or all null).
      for (const list of out.values()) list.sort((a, b) => a.end.localeCompare(b.end) || (a.connector ?? 0) - (b.connector ?? 0) || a.id - b.id);
      return out;
    }),
    mappings: new Loader<MappingKey, readonly Cabled[]>((key) => `${key.side}:${key.port}`, async (keys) => {
      const out = new Map<string, Cabled[]>();
      for (const side of ['front_port', 'rear_port'] as const) {
        const ports = keys.filter((key) => key.side === side).map((key) => key.port);
        if (!ports.length) continue;
        for (const [port, rows] of await grouped('dcim.portmapping', side, ports)) out.set(`${side}:${port}`, rows);
      }
      return out;
    }),
    circuitTerminations: new Loader<number, readonly Cabled[]>(String, (circuits) => grouped(CIRCUIT_TERMINATION, 'circuit', circuits)),
    channels: new Loader<number, readonly Cabled[]>(String, async (parents) => {
      const out = await grouped(INTERFACE, 'parent', parents);
      for (const [parent, children] of out) out.set(parent, children.filter((child) => child.values.channel_id !== null && child.values.channel_id !== undefined));
      return out;
    }),
  };
}
