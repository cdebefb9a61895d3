// NetBox's CablePath.from_origin(), for cables without a profile: from a set of origins (objects of
// one kind on one cable end), hop by hop — the near ends, their cables, the cables' far ends — then
// on through front and rear ports (their mappings, a stack of positions for ports of several
// positions) and across circuits (A to Z), until an endpoint, a dead end or a split. Returns the
// path as lists of nodes with whether it is complete, active (every cable connected) and split,
// or null when the origins have no cable at all. A wireless link between two interfaces is a link
// like a cable (NetBox's WirelessLink branch): its far end is the link's other interface.
import { ApiError } from '../../../http/errors.js';
import { CABLE, CIRCUIT_TERMINATION, FRONT_PORT, KINDS, PROVIDER_NETWORK, REAR_PORT, WIRELESS_LINK, nodeOf, refOf, type Ref } from './kinds.js';
import { INTERFACE, columnOf, linkOf, loadObjects, objectsWhere, seatsOf, type Cabled, type Db, type Seat } from './objects.js';
import { mapPosition, profileOf } from './profiles.js';
import type { Row } from '../../../db/values.js';

export interface Traced {
  readonly path: string[][];
  readonly isComplete: boolean;
  readonly isActive: boolean;
  readonly isSplit: boolean;
}

/** NetBox's UnsupportedCablePath, which the write answers as a 400 {"detail": ...}. */
function unsupported(message: string): ApiError {
  return new ApiError(400, { detail: message });
}

const cableOf = (o: Cabled) => (o.values.cable ?? null) as number | null;
const unique = <T>(items: readonly T[]) => [...new Set(items)];

export async function fromOrigin(db: Db, origins: readonly Cabled[]): Promise<Traced | null> {
  if (!origins.length) return null;
  if (origins.some((t) => linkOf(t) !== linkOf(origins[0]!))) throw unsupported('All originating terminations must be attached to the same link');
  const path: string[][] = [];
  const stack: number[][] = [];
  let isComplete = false;
  let isActive = true;
  let isSplit = false;
  let terminations: readonly Cabled[] = origins;

  while (terminations.length) {
    const first = terminations[0]!;
    if (terminations.some((t) => t.type !== first.type)) throw unsupported('All mid-span terminations must have the same termination type');
    const parent = KINDS[first.type]!.parent;
    if (!KINDS[first.type]!.endpoint && first.type !== CIRCUIT_TERMINATION && terminations.some((t) => t.values[parent] !== first.values[parent])) {
      throw unsupported('All mid-span terminations must have the same parent object');
    }
    // A rear port fanning out to front ports on different cables, with positions to follow.
    if (unique(terminations.map(linkOf)).length > 1 && stack.length && terminations.length !== stack.at(-1)!.length) {
      isSplit = true;
      break;
    }
    path.push(terminations.map(nodeOf));
    const seats = await seatsOf(db, terminations);
    // An endpoint on a profiled cable's connector carries that connector's positions.
    const firstSeat = seats.get(nodeOf(first));
    if (KINDS[first.type]!.endpoint && firstSeat?.positions.length) stack.push([...firstSeat.positions]);
    const linkNodes = unique(terminations.map(linkOf).filter((c): c is string => c !== null));
    if (!linkNodes.length) {
      if (path.length === 1) return null;
      break;
    }
    const linkType = refOf(linkNodes[0]!).type;
    if (linkNodes.some((node) => refOf(node).type !== linkType)) throw unsupported('All links must match first link type');
    if (terminations.some((t) => linkOf(t) === null)) {
      isComplete = false;
      isSplit = true;
    }
    path.push(linkNodes);
    const links = linkNodes.map((node) => refOf(node).id);
    const linked = await objectsWhere(db, linkType, (qb) => qb.whereIn('id', links).orderBy('id'));
    if (linked.some((c) => c.values.status !== 'connected')) isActive = false;

    // The far ends: every termination at the other end of these cables (CableTermination's order);
    // through a profiled cable, those the positions lead to; across a wireless link, its other
    // interface (the one that is not the first near end).
    const profile = linkType === CABLE ? profileOf(linked.find((c) => c.id === links[0])?.values.profile) : null;
    const remote = linkType === WIRELESS_LINK
      ? await wirelessFarEnds(db, linked, first)
      : profile ? await profiledFarEnds(db, profile, terminations, seats, stack) : await farEnds(db, first.type, terminations.map((t) => t.id));
    if (remote === null) break;
    if (remote.some((t) => t.type !== remote[0]!.type)) {
      isComplete = false;
      isSplit = true;
      break;
    }
    path.push(remote.filter((t) => t !== NOTHING).map(nodeOf));
    if (!remote.length) break;

    const kind = remote[0]!.type;
    if (kind === FRONT_PORT || kind === REAR_PORT) {
      const next = await throughPort(db, kind, remote, stack);
      if (next === 'split') {
        isSplit = true;
        break;
      }
      if (next === null) break;
      terminations = next;
    } else if (kind === CIRCUIT_TERMINATION) {
      const others = await otherSides(db, remote);
      if (!others.length) break;
      if (others.every((ct) => ct.values.termination_type === PROVIDER_NETWORK)) {
        // The circuit ends at a provider network: a complete path.
        path.push(others.map(nodeOf), others.map((ct) => nodeOf({ type: PROVIDER_NETWORK, id: Number(ct.values.termination_id) })));
        isComplete = true;
        break;
      }
      if (others.every((ct) => ct.values.termination_id !== null && ct.values.termination_id !== undefined && cableOf(ct) === null)) {
        // It ends at a site, region, ...: the path stops there, incomplete.
        path.push(others.map(nodeOf), others.map((ct) => nodeOf({ type: String(ct.values.termination_type), id: Number(ct.values.termination_id) })));
        break;
      }
      if (others.some((ct) => cableOf(ct) !== null && linkType === CABLE && links.includes(cableOf(ct)!))) {
        isSplit = true;
        break;
      }
      terminations = others;
    } else {
      isComplete = true;
      break;
    }
  }
  return { path, isComplete, isActive, isSplit };
}

/**
 * Through a profiled cable: the positions on top of the stack (or the terminations' own) paired with
 * the terminations that carry them, each mapped to the far connector and position, whose
 * termination is the peer; the far positions go on the stack. Unmatched positions find nothing.
 */
async function profiledFarEnds(db: Db, profile: NonNullable<ReturnType<typeof profileOf>>, terminations: readonly Cabled[], seats: ReadonlyMap<string, Seat>, stack: number[][]): Promise<Cabled[]> {
  const seatOf = (t: Cabled) => seats.get(nodeOf(t));
  const positions = stack.length ? stack.pop()! : terminations.flatMap((t) => [...(seatOf(t)?.positions ?? [])]);
  const remaining = new Map<number, number>();
  for (const p of positions) remaining.set(p, (remaining.get(p) ?? 0) + 1);
  const pairs: [Cabled, number | null][] = [];
  for (const t of terminations) {
    for (const p of seatOf(t)?.positions ?? []) {
      if (remaining.get(p)) {
        pairs.push([t, p]);
        remaining.set(p, remaining.get(p)! - 1);
      }
    }
  }
  if (!pairs.length) pairs.push(...(positions.length ? positions : [null]).map((p) => [terminations[0]!, p] as [Cabled, number | null]));
  const table = db.index.model('dcim.cabletermination').table;
  const peers: (Ref | null)[] = [];
  const channelized = new Map<number, boolean>();
  const farPositions: (number | null)[] = [];
  for (const [t, position] of pairs) {
    const seat = seatOf(t);
    const mapped = seat && seat.connector !== null && position !== null ? mapPosition(profile, seat.end, seat.connector, position) : null;
    const rows = mapped ? await db.q(table).select('termination_type', 'termination_id', 'positions').where('cable_id', cableOf(t)!).where('cable_end', seat!.end === 'A' ? 'B' : 'A').where('connector', mapped[0]) as Row[] : [];
    const found = rows.find((row) => (typeof row.positions === 'string' ? JSON.parse(row.positions) : row.positions ?? []).includes(mapped![1]));
    const peer = found ? await channelAt(db, { type: String(found.termination_type), id: Number(found.termination_id) }, mapped![1], channelized) : null;
    if (!peers.some((p) => (p === null ? peer === null : peer !== null && p.type === peer.type && p.id === peer.id))) peers.push(peer);
    farPositions.push(found ? mapped![1] : null);
  }
  stack.push(farPositions as number[]);
  if (peers.every((p) => p === null)) return [];
  const loaded = await loadObjects(db, peers.filter((p): p is Ref => p !== null));
  // A position that found nothing beside ones that did: the far ends differ, a split (NetBox's None among peers).
  return peers.some((p) => p === null) ? [...loaded, NOTHING] : loaded;
}

/**
 * A far-end termination that is a channelized interface stands for the channel subinterface bound
 * to the position reached (NetBox's CablePath.from_origin: the far end is channelized on the same
 * connector); a channelized parent is never itself a path's end, so a position no subinterface is
 * bound to reaches nothing. `channelized` remembers each interface's answer for the call.
 */
async function channelAt(db: Db, peer: Ref, position: number, channelized: Map<number, boolean>): Promise<Ref | null> {
  if (peer.type !== INTERFACE) return peer;
  const table = db.index.model(INTERFACE).table;
  if (!channelized.has(peer.id)) {
    const row = await db.q(table).select({ channels: columnOf(db, INTERFACE, 'channels') }).where('id', peer.id).first() as Row | undefined;
    channelized.set(peer.id, Boolean(row?.channels));
  }
  if (!channelized.get(peer.id)) return peer;
  const child = await db.q(table).select('id').where(columnOf(db, INTERFACE, 'parent'), peer.id).where(columnOf(db, INTERFACE, 'channel_id'), position).first() as Row | undefined;
  return child ? { type: INTERFACE, id: Number(child.id) } : null;
}

/** Across wireless links: each link's interface that is not the first near end (WirelessLink's branch). */
async function wirelessFarEnds(db: Db, links: readonly Cabled[], first: Cabled): Promise<Cabled[]> {
  const other = (link: Cabled) => Number(link.values.interface_a === first.id ? link.values.interface_b : link.values.interface_a);
  return loadObjects(db, links.map((link) => ({ type: 'dcim.interface', id: other(link) })));
}

/** A far end that is no object (a position no termination carries): never of the others' kind. */
const NOTHING: Cabled = { type: '(none)', id: 0, values: {}, row: {} };

/**
 * The objects at the other end of the cables of `ids` (of kind `type`), in CableTermination's
 * order (cable, end, connector, id); null when none of them has a termination row (invalid data).
 */
async function farEnds(db: Db, type: string, ids: readonly number[]): Promise<Cabled[] | null> {
  const terminations = db.index.model('dcim.cabletermination').table;
  const local = await db.q(terminations).select('cable_id', 'cable_end').where('termination_type', type).whereIn('termination_id', ids);
  if (!local.length) return null;
  const remote = await db.q(terminations).select('termination_type', 'termination_id')
    .where((qb) => {
      for (const row of local as { cable_id: number; cable_end: string }[]) {
        qb.orWhere((one) => one.where('cable_id', row.cable_id).where('cable_end', row.cable_end === 'A' ? 'B' : 'A'));
      }
    })
    .orderBy([{ column: 'cable_id' }, { column: 'cable_end' }, { column: 'connector' }, { column: 'id' }]);
  return loadObjects(db, (remote as { termination_type: string; termination_id: number }[]).map((r) => ({ type: r.termination_type, id: Number(r.termination_id) })));
}

/**
 * Through front ports to their rear ports (or rear to front) by the port mappings; a port of
 * several positions follows the positions on the stack. 'split': several positions and nothing
 * on the stack to choose by; null: no mapping.
 */
async function throughPort(db: Db, kind: string, remote: readonly Cabled[], stack: number[][]): Promise<Cabled[] | 'split' | null> {
  const [own, other] = kind === FRONT_PORT ? ['front_port', 'rear_port'] : ['rear_port', 'front_port'];
  const otherKind = kind === FRONT_PORT ? REAR_PORT : FRONT_PORT;
  const several = Number(remote[0]!.values.positions) > 1;
  if (several && !stack.length) return 'split';
  const positions = several ? stack.pop()! : null;
  const mappings = await objectsWhere(db, 'dcim.portmapping', (qb) => {
    qb.whereIn(columnOf(db, 'dcim.portmapping', own), remote.map((r) => r.id));
    if (positions) qb.whereIn(columnOf(db, 'dcim.portmapping', `${own}_position`), positions);
    qb.orderBy([{ column: columnOf(db, 'dcim.portmapping', 'front_port') }, { column: columnOf(db, 'dcim.portmapping', 'front_port_position') }]);
  });
  if (!mappings.length) return null;
  const next = await loadObjects(db, unique(mappings.map((m) => Number(m.values[other]))).map((id) => ({ type: otherKind, id })));
  if (next.some((port) => Number(port.values.positions) > 1)) stack.push(mappings.map((m) => Number(m.values[`${other}_position`])));
  return next;
}

/** Each circuit termination's opposite side (A ↔ Z) on its circuit. */
async function otherSides(db: Db, remote: readonly Cabled[]): Promise<Cabled[]> {
  const circuit = columnOf(db, CIRCUIT_TERMINATION, 'circuit');
  const side = columnOf(db, CIRCUIT_TERMINATION, 'term_side');
  return objectsWhere(db, CIRCUIT_TERMINATION, (qb) => {
    qb.where((any) => {
      for (const ct of remote) any.orWhere((one) => one.where(circuit, ct.values.circuit as number).where(side, ct.values.term_side === 'A' ? 'Z' : 'A'));
    });
    qb.orderBy([{ column: circuit }, { column: side }]);
  });
}

export type { Ref };
