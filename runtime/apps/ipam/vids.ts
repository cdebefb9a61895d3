// VLAN IDs: their bounds, and a group's ranges read and written.
export const VID_MIN = 1;
export const VID_MAX = 4094;

/** The group's VID ranges as inclusive [low, high] pairs (all VIDs when unset). */
export function vidRanges(value: unknown): [number, number][] {
  return Array.isArray(value) ? (value as [number, number][]) : [[VID_MIN, VID_MAX]];
}

/** "1-10,20": ranges as NetBox's messages print them. */
export function rangesText(ranges: readonly [number, number][]): string {
  return ranges.map(([lo, hi]) => (lo === hi ? String(lo) : `${lo}-${hi}`)).join(',');
}
