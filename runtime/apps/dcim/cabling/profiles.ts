// Cable profiles (NetBox 4.5+'s dcim/cable_profiles.py): how many connectors each end of a cable
// has, how many positions each connector carries, and which far connector and position each near
// one leads to. A profiled cable's terminations are its connectors (the n-th object of an end is
// connector n, carrying that connector's positions); link peers and traces follow positions.

/** A profile: positions per connector at each end (connector n is index n - 1), and its mapping. */
interface Profile {
  readonly a: readonly number[];
  readonly b: readonly number[];
  /** (end, connector, position) → [far connector, far position], or null; absent: the identity. */
  readonly map?: (end: 'A' | 'B', connector: number, position: number) => readonly [number, number] | null;
}

const times = (count: number, positions: number) => Array.from({ length: count }, () => positions);

/** A mapping given as pairs "c,p" → [c, p] (the same for both ends unless `b` is given). */
function table(pairs: readonly [number, number, number, number][], b?: readonly [number, number, number, number][]): Profile['map'] {
  const build = (list: readonly [number, number, number, number][]) => new Map(list.map(([c, p, fc, fp]) => [`${c},${p}`, [fc, fp] as const]));
  const forA = build(pairs);
  const forB = b ? build(b) : forA;
  return (end, connector, position) => (end === 'A' ? forA : forB).get(`${connector},${position}`) ?? null;
}

/** Breakout 1CnP:nC1P: (1, k) ↔ (k, 1). */
function breakout(n: number): Profile {
  const pairs: [number, number, number, number][] = [];
  for (let k = 1; k <= n; k++) pairs.push([1, k, k, 1], [k, 1, 1, k]);
  return { a: [n], b: times(n, 1), map: table(pairs) };
}

const single = (positions: number): Profile => ({ a: [positions], b: [positions] });
const trunk = (connectors: number, positions: number): Profile => ({ a: times(connectors, positions), b: times(connectors, positions) });

const transpose4: [number, number, number, number][] = [];
for (let c = 1; c <= 4; c++) for (let p = 1; p <= 4; p++) transpose4.push([c, p, p, c]);

const shuffleA: [number, number, number, number][] = [[1, 1, 1, 1], [1, 2, 2, 1], [1, 3, 5, 1], [1, 4, 6, 1], [2, 1, 3, 1], [2, 2, 4, 1], [2, 3, 7, 1], [2, 4, 8, 1]];

export const PROFILES: Readonly<Record<string, Profile>> = {
  'single-1c1p': single(1), 'single-1c2p': single(2), 'single-1c4p': single(4), 'single-1c6p': single(6),
  'single-1c8p': single(8), 'single-1c12p': single(12), 'single-1c16p': single(16),
  'trunk-2c1p': trunk(2, 1), 'trunk-2c2p': trunk(2, 2), 'trunk-2c4p': trunk(2, 4),
  'trunk-2c4p-shuffle': { ...trunk(2, 4), map: table([[1, 1, 1, 1], [1, 2, 1, 2], [1, 3, 2, 1], [1, 4, 2, 2], [2, 1, 1, 3], [2, 2, 1, 4], [2, 3, 2, 3], [2, 4, 2, 4]]) },
  'trunk-2c6p': trunk(2, 6), 'trunk-2c8p': trunk(2, 8), 'trunk-2c12p': trunk(2, 12),
  'trunk-4c1p': trunk(4, 1), 'trunk-4c2p': trunk(4, 2), 'trunk-4c4p': trunk(4, 4),
  'trunk-4c4p-shuffle': { ...trunk(4, 4), map: table(transpose4) },
  'trunk-4c6p': trunk(4, 6), 'trunk-4c8p': trunk(4, 8), 'trunk-8c4p': trunk(8, 4),
  'breakout-1c2p-2c1p': breakout(2), 'breakout-1c4p-4c1p': breakout(4), 'breakout-1c6p-6c1p': breakout(6), 'breakout-1c8p-8c1p': breakout(8),
  'breakout-2c4p-8c1p-shuffle': { a: times(2, 4), b: times(8, 1), map: table(shuffleA, shuffleA.map(([c, p, fc, fp]) => [fc, fp, c, p])) },
};

/** The profile of a cable, or null without one (or an unknown value). */
export function profileOf(value: unknown): Profile | null {
  return typeof value === 'string' && value ? PROFILES[value] ?? null : null;
}

/** The positions connector `connector` (1-based) of an end carries: [1, ..., n]. */
export function positionsOf(profile: Profile, end: 'A' | 'B', connector: number): number[] {
  const count = (end === 'A' ? profile.a : profile.b)[connector - 1] ?? 0;
  return Array.from({ length: count }, (_, i) => i + 1);
}

/** The far connector and position of a near one (get_mapped_position). */
export function mapPosition(profile: Profile, end: 'A' | 'B', connector: number, position: number): readonly [number, number] | null {
  return profile.map ? profile.map(end, connector, position) : [connector, position];
}

/** The number of connectors at an end. */
export function connectorsOf(profile: Profile, end: 'A' | 'B'): number {
  return (end === 'A' ? profile.a : profile.b).length;
}
