// Rack space: which units of a rack its devices occupy (NetBox's Rack.get_available_units), whether
// a device type fits at a position, and the rack-row locks that make placement checks safe under
// concurrency. Used by the device, rack and device type rules.
import type { WriteContext } from '../../context.js';
import { column, getObject, query, table } from '../kit/data.js';
import type { Problems, Stored, Values } from '../kit/define.js';
import { displayOf } from '../kit/data.js';

/** Rack positions and heights count in half units (0.5U steps), as integers. */
export const halves = (value: unknown): number => Math.round(Number(value ?? 0) * 2);
/** Python's str() of a Decimal(4, 1) counted in half units: "5.0", "1.5". */
export const decimal = (half: number): string => (half / 2).toFixed(1);

/** A rack's units, top first (bottom first with descending units), in half units: NetBox's Rack.units. */
export function unitsOf(rack: Pick<Stored<'dcim.rack'>, 'starting_unit' | 'u_height' | 'desc_units'>): number[] {
  const start = halves(rack.starting_unit);
  const count = 2 * rack.u_height;
  const ascending = Array.from({ length: count }, (_, i) => start + i);
  return rack.desc_units ? ascending : ascending.map((_, i) => start + count - 1 - i);
}

export interface Mounted {
  readonly id: number;
  /** Lowest unit, in half units. */
  readonly position: number;
  /** Height of its type, in half units. */
  readonly height: number;
  readonly face: string | null;
  readonly fullDepth: boolean;
}

/** The devices of a rack that have a position, lowest first, with their types' height and depth. */
export async function mountedDevices(ctx: WriteContext, rackId: number): Promise<Mounted[]> {
  const d = (name: 'position' | 'face' | 'rack' | 'device_type') => column(ctx, 'dcim.device', name);
  const t = (name: 'u_height' | 'is_full_depth') => column(ctx, 'dcim.devicetype', name);
  const devices = table(ctx, 'dcim.device');
  const rows = (await query(ctx, 'dcim.device')
    .join(table(ctx, 'dcim.devicetype'), `${table(ctx, 'dcim.devicetype')}.id`, d('device_type'))
    .select({ id: `${devices}.id`, position: d('position'), face: d('face'), height: t('u_height'), full_depth: t('is_full_depth') })
    .where(d('rack'), rackId).whereNotNull(d('position'))
    .orderBy([{ column: d('position') }, { column: `${devices}.id` }])) as Record<string, unknown>[];
  return rows.map((row) => ({
    id: Number(row.id), position: halves(row.position), height: halves(row.height),
    // SQLite answers booleans as 0/1.
    face: (row.face as string | null) || null, fullDepth: Boolean(row.full_depth),
  }));
}

/**
 * Whether a device of `type` fits at `position` on `face` of `rack`: every half unit it would take
 * exists in the rack and is not taken by another device on the same face or by a full-depth one
 * (a full-depth device is blocked by devices on either face).
 */
export async function fits(
  ctx: WriteContext, rack: Stored<'dcim.rack'>, type: Pick<Stored<'dcim.devicetype'>, 'u_height' | 'is_full_depth'>,
  position: number, face: string | null, selfId: number | null,
): Promise<boolean> {
  const start = halves(rack.starting_unit);
  const free = new Set<number>();
  for (let unit = start; unit < start + 2 * rack.u_height; unit += 1) free.add(unit);
  for (const other of await mountedDevices(ctx, rack.id)) {
    if (other.id === selfId || other.position < 2) continue;
    if (!type.is_full_depth && other.face !== face && !other.fullDepth) continue;
    for (let unit = other.position; unit < other.position + other.height; unit += 1) free.delete(unit);
  }
  const height = halves(type.u_height);
  for (let unit = position; unit < position + height; unit += 1) if (!free.has(unit)) return false;
  return true;
}

/**
 * Holds the racks' rows until the transaction ends (PostgreSQL; SQLite has one writer), so that two
 * requests placing devices in, shrinking or growing into the same rack check one after the other.
 */
export async function lockRacks(ctx: WriteContext, ids: readonly number[]): Promise<void> {
  if (ctx.dialect !== 'postgres' || !ids.length) return;
  await query(ctx, 'dcim.rack').select('id').whereIn('id', [...ids]).orderBy('id').forUpdate();
}

/** Device.clean(): 0U and child types have no position; a position must be free for the type's height. */
export async function rackPlacementErrors(
  ctx: WriteContext, values: Values<'dcim.device'>, rack: Stored<'dcim.rack'> | null, selfId: number | null,
): Promise<Problems<'dcim.device'>> {
  const type = await getObject(ctx, 'dcim.devicetype', values.device_type);
  if (!type) return {};
  const position = halves(values.position);
  const face = values.face || null;
  const typeName = () => displayOf(ctx, 'dcim.devicetype', type.id);
  const height = halves(type.u_height);
  if (position && height === 0) return { position: [`A 0U device type (${await typeName()}) cannot be assigned to a rack position.`] };
  if (!rack) return {};
  const child = type.subdevice_role === 'child';
  if (child && face) return { face: ['Child device types cannot be assigned to a rack face. This is an attribute of the parent device.'] };
  if (child && position) return { position: ['Child device types cannot be assigned to a rack position. This is an attribute of the parent device.'] };
  if (position) await lockRacks(ctx, [rack.id]);
  if (position && !(await fits(ctx, rack, type, position, face, selfId))) {
    return {
      position: [`U${decimal(position)} is already occupied or does not have sufficient space to accommodate this device type: ${await typeName()} (${decimal(height)}U)`],
    };
  }
  return {};
}
