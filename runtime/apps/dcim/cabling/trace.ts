// NetBox's CablePath.from_origin(), for cables without a profile: from a set of origins (objects of
// one kind on one cable end), hop by hop — the near ends, their cables, the cables' far ends — then
// on through front and rear ports (their mappings, a stack of positions for ports of several
// positions) and across circuits (A to Z), until an endpoint, a dead end or a split. Returns the
// path as lists of nodes with whether it is complete, active (every cable connected) and split,
// or null when the origins have no cable at all. A wireless link between two interfaces is a link
// like a cable (NetBox's WirelessLink branch): its far end is the link's other interface.
import { ApiError } from '../../../http/errors.js';
import { CABLE, CIRCUIT_TERMINATION, FRONT_PORT, KINDS, PROVIDER_NETWORK, REAR_PORT, WIRELESS_LINK, nodeOf, refOf, type Ref } from './kinds.js';
import { INTERFACE, isChannelOnCable, linkOf, type Cabled, type Seat, type TraceReads } from './objects.js';
import { mapPosition, profileOf } from './profiles.js';

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
const found = <T>(items: readonly (T | undefined)[]) => items.filter((item): item is T => item !== undefined);

/** The objects of `refs` that exist, in the order of `refs`. */
async function objectsOf(reads: TraceReads, refs: readonly Ref[]): Promise<Cabled[]> {
  return found(await reads.objects.loadMany(refs));
}

/**
 * The seats of `objects` on their cables, by "type:id". A channel subinterface has no termination
 * of its own: it sits on its channelized parent's connector at the one position its channel_id
 * names (NetBox mirrors the parent's cable_connector and positions=[channel_id] onto it), so its
 * seat is the parent's termination on the same cable, at that position.
 */
export async function seatMap(reads: TraceReads, objects: readonly (Ref & { readonly values?: Readonly<Record<string, unknown>> })[]): Promise<Map<string, Seat>> {
  const seats = await reads.seats.loadMany(objects);
  const parents = await reads.seats.loadMany(objects.map((o, i) => (!seats[i] && isChannelOnCable(o) ? { type: INTERFACE, id: Number(o.values!.parent) } : null))
    .filter((ref): ref is Ref => ref !== null));
  let next = 0;
  const out = new Map<string, Seat>();
  objects.forEach((o, i) => {
    if (seats[i]) out.set(nodeOf(o), seats[i]!);
    else if (isChannelOnCable(o)) {
      const parent = parents[next++];
      if (parent && parent.cable === Number(o.values!.cable)) out.set(nodeOf(o), { ...parent, positions: [Number(o.values!.channel_id)] });
    }
  });
  return out;
}

/** Reads through `reads` (batch.ts), so that many origins traced side by side share statements. */
export async function fromOrigin(reads: TraceReads, origins: readonly Cabled[]): Promise<Traced | null> {
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
    const seats = await seatMap(reads, terminations);
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
    const linked = await objectsOf(reads, [...links].sort((a, b) => a - b).map((id) => ({ type: linkType, id })));
    if (linked.some((c) => c.values.status !== 'connected')) isActive = false;

    // The far ends: every termination at the other end of these cables (CableTermination's order);
    // through a profiled cable, those the positions lead to; across a wireless link, its other
    // interface (the one that is not the first near end).
    const profile = linkType === CABLE ? profileOf(linked.find((c) => c.id === links[0])?.values.profile) : null;
    const remote = linkType === WIRELESS_LINK
      ? await wirelessFarEnds(reads, linked, first)
      : profile ? await profiledFarEnds(reads, profile, terminations, seats, stack) : await farEnds(reads, terminations, seats);
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
      const next = await throughPort(reads, kind, remote, stack);
      if (next === 'split') {
        isSplit = true;
        break;
      }
      if (next === null) break;
      terminations = next;
    } else if (kind === CIRCUIT_TERMINATION) {
      const others = await otherSides(reads, remote);
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
async function profiledFarEnds(reads: TraceReads, profile: NonNullable<ReturnType<typeof profileOf>>, terminations: readonly Cabled[], seats: ReadonlyMap<string, Seat>, stack: number[][]): Promise<Cabled[]> {
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
  const peers: (Ref | null)[] = [];
  const farPositions: (number | null)[] = [];
  for (const [t, position] of pairs) {
    const seat = seatOf(t);
    const mapped = seat && seat.connector !== null && position !== null ? mapPosition(profile, seat.end, seat.connector, position) : null;
    const rows = mapped ? (await reads.terminations.load(cableOf(t)!) ?? []).filter((row) => row.end !== seat!.end && row.connector === mapped[0]) : [];
    const match = rows.find((row) => row.positions.includes(mapped![1]));
    const peer = match ? await channelAt(reads, match.ref, mapped![1]) : null;
    if (!peers.some((p) => (p === null ? peer === null : peer !== null && p.type === peer.type && p.id === peer.id))) peers.push(peer);
    farPositions.push(match ? mapped![1] : null);
  }
  stack.push(farPositions as number[]);
  if (peers.every((p) => p === null)) return [];
  const loaded = await objectsOf(reads, peers.filter((p): p is Ref => p !== null));
  // A position that found nothing beside ones that did: the far ends differ, a split (NetBox's None among peers).
  return peers.some((p) => p === null) ? [...loaded, NOTHING] : loaded;
}

/**
 * A far-end termination that is a channelized interface stands for the channel subinterface bound
 * to the position reached (NetBox's CablePath.from_origin: the far end is channelized on the same
 * connector); a channelized parent is never itself a path's end, so a position no subinterface is
 * bound to reaches nothing.
 */
async function channelAt(reads: TraceReads, peer: Ref, position: number): Promise<Ref | null> {
  if (peer.type !== INTERFACE) return peer;
  const object = await reads.objects.load(peer);
  if (!object?.values.channels) return peer;
  const child = (await reads.channels.load(peer.id) ?? []).find((c) => Number(c.values.channel_id) === position);
  return child ? { type: INTERFACE, id: child.id } : null;
}

/** Across wireless links: each link's interface that is not the first near end (WirelessLink's branch). */
async function wirelessFarEnds(reads: TraceReads, links: readonly Cabled[], first: Cabled): Promise<Cabled[]> {
  const other = (link: Cabled) => Number(link.values.interface_a === first.id ? link.values.interface_b : link.values.interface_a);
  return objectsOf(reads, links.map((link) => ({ type: 'dcim.interface', id: other(link) })));
}

/** A far end that is no object (a position no termination carries): never of the others' kind. */
const NOTHING: Cabled = { type: '(none)', id: 0, values: {}, row: {} };

/**
 * The objects at the other end of the near ends' cables, in CableTermination's order (cable, end,
 * connector, id); null when none of them has a termination row (invalid data).
 */
async function farEnds(reads: TraceReads, near: readonly Cabled[], seats: ReadonlyMap<string, Seat>): Promise<Cabled[] | null> {
  const local = near.map((t) => seats.get(nodeOf(t))).filter((seat): seat is Seat => seat !== undefined);
  if (!local.length) return null;
  const wanted = new Map<number, Set<string>>();
  for (const seat of local) wanted.set(seat.cable, (wanted.get(seat.cable) ?? new Set()).add(seat.end === 'A' ? 'B' : 'A'));
  const cables = [...wanted.keys()].sort((a, b) => a - b);
  const lists = await reads.terminations.loadMany(cables);
  const remote = cables.flatMap((cable, i) => (lists[i] ?? []).filter((row) => wanted.get(cable)!.has(row.end)).map((row) => row.ref));
  return objectsOf(reads, remote);
}

/**
 * Through front ports to their rear ports (or rear to front) by the port mappings; a port of
 * several positions follows the positions on the stack. 'split': several positions and nothing
 * on the stack to choose by; null: no mapping.
 */
async function throughPort(reads: TraceReads, kind: string, remote: readonly Cabled[], stack: number[][]): Promise<Cabled[] | 'split' | null> {
  const [own, other] = kind === FRONT_PORT ? ['front_port', 'rear_port'] as const : ['rear_port', 'front_port'] as const;
  const otherKind = kind === FRONT_PORT ? REAR_PORT : FRONT_PORT;
  const several = Number(remote[0]!.values.positions) > 1;
  if (several && !stack.length) return 'split';
  const positions = several ? stack.pop()! : null;
  const lists = await reads.mappings.loadMany(unique(remote.map((r) => r.id)).map((port) => ({ side: own, port })));
  const mappings = lists.flatMap((list) => list ?? [])
    .filter((m) => !positions || positions.includes(Number(m.values[`${own}_position`])))
    .sort((a, b) => Number(a.values.front_port) - Number(b.values.front_port) || Number(a.values.front_port_position) - Number(b.values.front_port_position) || a.id - b.id);
  if (!mappings.length) return null;
  const next = await objectsOf(reads, unique(mappings.map((m) => Number(m.values[other]))).map((id) => ({ type: otherKind, id })));
  if (next.some((port) => Number(port.values.positions) > 1)) stack.push(mappings.map((m) => Number(m.values[`${other}_position`])));
  return next;
}

/** Each circuit termination's opposite side (A ↔ Z) on its circuit. */
async function otherSides(reads: TraceReads, remote: readonly Cabled[]): Promise<Cabled[]> {
  const circuits = unique(remote.map((ct) => Number(ct.values.circuit))).sort((a, b) => a - b);
  const lists = await reads.circuitTerminations.loadMany(circuits);
  const out: Cabled[] = [];
  circuits.forEach((circuit, i) => {
    const sides = new Set<string>(remote.filter((ct) => Number(ct.values.circuit) === circuit).map((ct) => (ct.values.term_side === 'A' ? 'Z' : 'A')));
    out.push(...(lists[i] ?? []).filter((ct) => sides.has(String(ct.values.term_side))).sort((a, b) => String(a.values.term_side).localeCompare(String(b.values.term_side)) || a.id - b.id));
  });
  return out;
}

export type { Ref };
