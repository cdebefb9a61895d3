// Rack space and placement: which units of a rack its devices occupy (NetBox's
// Rack.get_available_units), the rules that keep devices inside their rack and racks tall enough
// for their devices, device types whose height changes only while their racked devices still fit
// (Device.clean, Rack.clean, DeviceType.clean, Location.clean), and a rack's or location's site
// carried down to what it holds when it moves (NetBox's handle_rack_site_change and
// handle_location_site_change, which update without change records as NetBox's update() does).
import { fromDb, type Row } from '../db/values.js';
import type { FieldErrors } from '../http/errors.js';
import { defineHooks } from '../hooks/index.js';
import { column, displayOf, field, idOf, rowOf } from '../hooks/lookups.js';
import type { WriteContext } from '../write/save.js';
import { subtreeIds } from '../write/tree.js';

/** Rack positions and heights count in half units (0.5U steps), as integers. */
const halves = (value: unknown): number => Math.round(Number(value ?? 0) * 2);
/** Python's str() of a Decimal(4, 1) counted in half units: "5.0", "1.5". */
const decimal = (half: number): string => (half / 2).toFixed(1);

interface Mounted {
  readonly id: number;
  /** Lowest unit, in half units. */
  readonly position: number;
  /** Height of its type, in half units. */
  readonly height: number;
  readonly face: string | null;
  readonly fullDepth: boolean;
}

/** The devices of a rack that have a position, lowest first, with their types' height and depth. */
async function mountedDevices(ctx: WriteContext, rackId: number): Promise<Mounted[]> {
  const devices = ctx.index.model('dcim.device');
  const types = ctx.index.model('dcim.devicetype');
  const d = (name: string) => `${devices.table}.${column(devices, name)}`;
  const t = (name: string) => `${types.table}.${column(types, name)}`;
  const rows = (await ctx.q(devices.table)
    .join(types.table, `${types.table}.id`, d('device_type'))
    .select({ id: `${devices.table}.id`, position: d('position'), face: d('face'), height: t('u_height'), full_depth: t('is_full_depth') })
    .where(d('rack'), rackId).whereNotNull(d('position'))
    .orderBy([{ column: d('position') }, { column: `${devices.table}.id` }])) as Row[];
  return rows.map((row) => ({
    id: Number(row.id), position: halves(row.position), height: halves(row.height),
    face: (row.face as string | null) || null, fullDepth: fromDb(field(types, 'is_full_depth'), row.full_depth) === true,
  }));
}

/**
 * Whether a device of `type` fits at `position` on `face` of `rack`: every half unit it would take
 * exists in the rack and is not taken by another device on the same face or by a full-depth one
 * (a full-depth device is blocked by devices on either face).
 */
async function fits(ctx: WriteContext, rack: Row, type: Row, position: number, face: string | null, selfId: number | null): Promise<boolean> {
  const racks = ctx.index.model('dcim.rack');
  const types = ctx.index.model('dcim.devicetype');
  const start = halves(rack[column(racks, 'starting_unit')]);
  const free = new Set<number>();
  for (let unit = start; unit < start + 2 * Number(rack[column(racks, 'u_height')]); unit += 1) free.add(unit);
  const fullDepth = fromDb(field(types, 'is_full_depth'), type[column(types, 'is_full_depth')]) === true;
  for (const other of await mountedDevices(ctx, Number(rack.id))) {
    if (other.id === selfId || other.position < 2) continue;
    if (!fullDepth && other.face !== face && !other.fullDepth) continue;
    for (let unit = other.position; unit < other.position + other.height; unit += 1) free.delete(unit);
  }
  const height = halves(type[column(types, 'u_height')]);
  for (let unit = position; unit < position + height; unit += 1) if (!free.has(unit)) return false;
  return true;
}

/**
 * Holds the racks' rows until the transaction ends (PostgreSQL; SQLite has one writer), so that two
 * requests placing devices in, shrinking or growing into the same rack check one after the other.
 */
async function lockRacks(ctx: WriteContext, ids: readonly number[]): Promise<void> {
  if (ctx.dialect !== 'postgres' || !ids.length) return;
  await ctx.q(ctx.index.model('dcim.rack').table).select('id').whereIn('id', [...ids]).orderBy('id').forUpdate();
}

/** Device.clean(): 0U and child types have no position; a position must be free for the type's height. */
export async function rackPlacementErrors(ctx: WriteContext, values: Map<string, unknown>, rack: Row | null, selfId: number | null): Promise<FieldErrors> {
  const types = ctx.index.model('dcim.devicetype');
  const type = await rowOf(ctx, 'dcim.devicetype', idOf(values.get('device_type')));
  if (!type) return {};
  const position = halves(values.get('position'));
  const face = (values.get('face') as string | null | undefined) || null;
  const typeName = () => displayOf(ctx, 'dcim.devicetype', Number(type.id));
  const height = halves(type[column(types, 'u_height')]);
  if (position && height === 0) return { position: [`A 0U device type (${await typeName()}) cannot be assigned to a rack position.`] };
  if (!rack) return {};
  const child = type[column(types, 'subdevice_role')] === 'child';
  if (child && face) return { face: ['Child device types cannot be assigned to a rack face. This is an attribute of the parent device.'] };
  if (child && position) return { position: ['Child device types cannot be assigned to a rack position. This is an attribute of the parent device.'] };
  if (position) await lockRacks(ctx, [Number(rack.id)]);
  if (position && !(await fits(ctx, rack, type, position, face, selfId))) {
    return {
      position: [`U${decimal(position)} is already occupied or does not have sufficient space to accommodate this device type: ${await typeName()} (${decimal(height)}U)`],
    };
  }
  return {};
}

defineHooks('dcim_rack', {
  async clean(ctx, model, values, existing): Promise<FieldErrors | void> {
    const siteId = idOf(values.get('site'));
    const location = await rowOf(ctx, 'dcim.location', idOf(values.get('location')));
    if (location && idOf(location[column(ctx.index.model('dcim.location'), 'site')]) !== siteId) {
      return { __all__: [`Assigned location must belong to parent site (${await displayOf(ctx, 'dcim.site', siteId)}).`] };
    }
    const outer = ['outer_width', 'outer_depth', 'outer_height'].some((name) => Number(values.get(name) ?? 0));
    if (outer && !values.get('outer_unit')) return { __all__: ['Must specify a unit when setting an outer dimension'] };
    if (Number(values.get('max_weight') ?? 0) && !values.get('weight_unit')) return { __all__: ['Must specify a unit when setting a maximum weight'] };
    if (existing) {
      const mounted = await mountedDevices(ctx, Number(existing.id));
      const start = halves(values.get('starting_unit'));
      const top = mounted.reduce<Mounted | null>((highest, d) => (!highest || d.position >= highest.position ? d : highest), null);
      if (top && halves(values.get('u_height')) < top.position + top.height - start) {
        return { u_height: [`Rack must be at least ${decimal(top.position + top.height - start)}U tall to house currently installed devices.`] };
      }
      const lowest = mounted[0];
      if (lowest && start > lowest.position) {
        return { starting_unit: [`Rack unit numbering must begin at ${decimal(lowest.position)} or less to house currently installed devices.`] };
      }
    }
    // Rack.save(): no outer dimension, no unit.
    if (!outer && model.fields.some((f) => f.name === 'outer_unit')) values.set('outer_unit', null);
  },
  async afterSave(ctx, model, id, before): Promise<void> {
    if (!before) return;
    const after = (await rowOf(ctx, model.key, id))!;
    const site = column(model, 'site');
    const location = column(model, 'location');
    if (after[site] === before[site] && after[location] === before[location]) return;
    const devices = ctx.index.model('dcim.device');
    await ctx.q(devices.table).where(column(devices, 'rack'), id).update({ [column(devices, 'site')]: after[site], [column(devices, 'location')]: after[location] ?? null });
  },
});

defineHooks('dcim_location', {
  async clean(ctx, model, values): Promise<FieldErrors | void> {
    const parent = await rowOf(ctx, model.key, idOf(values.get('parent')));
    const siteId = idOf(values.get('site'));
    if (parent && idOf(parent[column(model, 'site')]) !== siteId) {
      return { __all__: [`Parent location (${await displayOf(ctx, model.key, Number(parent.id))}) must belong to the same site (${await displayOf(ctx, 'dcim.site', siteId)}).`] };
    }
  },
  async afterSave(ctx, model, id, before): Promise<void> {
    if (!before) return;
    const site = column(model, 'site');
    const after = (await ctx.q(model.table).select(site).where('id', id).first()) as Row;
    if (after[site] === before[site]) return;
    const locations = await subtreeIds(ctx.q, model, id);
    await ctx.q(model.table).whereIn('id', locations).update({ [site]: after[site] });
    for (const key of ['dcim.rack', 'dcim.device']) {
      const held = ctx.index.model(key);
      await ctx.q(held.table).whereIn(column(held, 'location'), locations).update({ [column(held, 'site')]: after[site] });
    }
  },
});

defineHooks('dcim_device_type', {
  async clean(ctx, model, values, existing): Promise<FieldErrors | void> {
    const height = halves(values.get('u_height'));
    if (height && values.get('subdevice_role') === 'child') return { u_height: ['Child device types must be 0U.'] };
    if (!existing) return;
    const before = halves(existing[column(model, 'u_height')]);
    const devices = ctx.index.model('dcim.device');
    const racked = (await ctx.q(devices.table).select('*').where(column(devices, 'device_type'), Number(existing.id))
      .whereNotNull(column(devices, 'position')).whereNotNull(column(devices, 'rack')).orderBy('id')) as Row[];
    if (height > before) {
      // Every racked instance must still fit where it is, at the new height.
      await lockRacks(ctx, [...new Set(racked.map((d) => Number(d[column(devices, 'rack')])))]);
      const grown: Row = { ...existing, [column(model, 'u_height')]: height / 2, [column(model, 'is_full_depth')]: values.get('is_full_depth') };
      for (const instance of racked) {
        const rack = (await rowOf(ctx, 'dcim.rack', idOf(instance[column(devices, 'rack')])))!;
        const face = (instance[column(devices, 'face')] as string | null) || null;
        if (!(await fits(ctx, rack, grown, halves(instance[column(devices, 'position')]), face, Number(instance.id)))) {
          const [device, rackName] = [await displayOf(ctx, 'dcim.device', Number(instance.id)), await displayOf(ctx, 'dcim.rack', Number(rack.id))];
          return { u_height: [`Device ${device} in rack ${rackName} does not have sufficient space to accommodate a height of ${decimal(height)}U`] };
        }
      }
    } else if (before > 0 && height === 0 && racked.length) {
      // NetBox links the count to the device list; an API error carries plain text.
      return { u_height: [`Unable to set 0U height: Found ${racked.length} instances already mounted within racks.`] };
    }
  },
});
