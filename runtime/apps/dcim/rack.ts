// Rack rules (NetBox's Rack.clean() and save()): a rack of a rack type takes the type's physical
// attributes; the location belongs to the rack's site, outer dimensions and a maximum weight need
// a unit, the rack stays tall enough (and starts low enough) for its mounted devices; a rack moved
// to another site or location carries its devices along (handle_rack_site_change, an update()
// without change records, as in NetBox). A rack type's save passes its attributes on to its racks.
// A reservation's units exist in its rack and are no other reservation's.
import type { WriteContext } from '../../context.js';
import { whereJsonListHasAny } from '../../db/query.js';
import { updateObject } from '../../write/save.js';
import { asRow, column, displayOf, getObject, query } from '../kit/data.js';
import { defineModel } from '../kit/define.js';
import { NOTHING } from '../kit/filters.js';
import { rackElevation } from './rack-elevation.js';
import { decimal, halves, mountedDevices, unitsOf, type Mounted } from './rack-space.js';

/** What a rack takes from its rack type on every save (Rack.RACKTYPE_FIELDS). */
const RACKTYPE_FIELDS = [
  'form_factor', 'width', 'u_height', 'starting_unit', 'desc_units', 'outer_width', 'outer_height', 'outer_depth',
  'outer_unit', 'mounting_depth', 'weight', 'weight_unit', 'max_weight', 'cooling_capability', 'cooling_capacity',
] as const;

/** Outer dimensions and a maximum weight need their units (RackBase's clean()). */
function unitProblems(values: { outer_width?: number | null; outer_depth?: number | null; outer_height?: number | null; outer_unit?: string | null; max_weight?: number | null; weight_unit?: string | null }): string | null {
  const outer = [values.outer_width, values.outer_depth, values.outer_height].some((value) => Number(value ?? 0));
  if (outer && !values.outer_unit) return 'Must specify a unit when setting an outer dimension';
  if (Number(values.max_weight ?? 0) && !values.weight_unit) return 'Must specify a unit when setting a maximum weight';
  return null;
}

export const rack = defineModel('dcim.rack', {
  async clean(ctx, values, existing) {
    const type = await getObject(ctx, 'dcim.racktype', values.rack_type);
    if (type) Object.assign(values, Object.fromEntries(RACKTYPE_FIELDS.map((name) => [name, type[name]])));
    const siteId = values.site;
    const location = await getObject(ctx, 'dcim.location', values.location);
    if (location && location.site !== siteId) {
      return { __all__: [`Assigned location must belong to parent site (${await displayOf(ctx, 'dcim.site', siteId)}).`] };
    }
    const units = unitProblems(values);
    if (units) return { __all__: [units] };
    const outer = [values.outer_width, values.outer_depth, values.outer_height].some((value) => Number(value ?? 0));
    if (existing) {
      // With a rack type, the type's height is what is too small.
      const [heightKey, startKey] = type ? ['rack_type', 'rack_type'] as const : ['u_height', 'starting_unit'] as const;
      const mounted = await mountedDevices(ctx, existing.id);
      const start = halves(values.starting_unit);
      const top = mounted.reduce<Mounted | null>((highest, d) => (!highest || d.position >= highest.position ? d : highest), null);
      if (top && halves(values.u_height) < top.position + top.height - start) {
        return { [heightKey]: [`Rack must be at least ${decimal(top.position + top.height - start)}U tall to house currently installed devices.`] };
      }
      const lowest = mounted[0];
      if (lowest && start > lowest.position) {
        return { [startKey]: [`Rack unit numbering must begin at ${decimal(lowest.position)} or less to house currently installed devices.`] };
      }
    }
    // Rack.save(): no outer dimension, no unit.
    if (!outer) values.outer_unit = null;
  },
  async afterSave(ctx, saved, before) {
    if (!before || (saved.site === before.site && saved.location === before.location)) return;
    await query(ctx, 'dcim.device').where(column(ctx, 'dcim.device', 'rack'), saved.id)
      .update(asRow(ctx, 'dcim.device', { site: saved.site, location: saved.location }));
  },
  endpoints: { elevation: rackElevation },
});

export const rackType = defineModel('dcim.racktype', {
  async clean(_ctx, values) {
    const units = unitProblems(values);
    if (units) return { __all__: [units] };
    if (![values.outer_width, values.outer_depth, values.outer_height].some((value) => Number(value ?? 0))) values.outer_unit = null;
  },
  /** Every rack of the type takes its attributes again, through the rack's own rules and change record. */
  async afterSave(ctx, saved, before) {
    if (!before) return;
    const racks = ctx.index.model('dcim.rack');
    const rows = await query(ctx, 'dcim.rack').select('*').where(column(ctx, 'dcim.rack', 'rack_type'), saved.id);
    // NetBox saves them whatever the user may change (RackType.save()).
    const maker: WriteContext = { ...ctx, access: null };
    for (const row of rows) await updateObject(maker, racks, row, {}, true);
  },
});

export const rackReservation = defineModel('dcim.rackreservation', {
  async clean(ctx, values, existing) {
    const target = await getObject(ctx, 'dcim.rack', values.rack);
    if (!target || !values.units?.length) return;
    // Rack.units, in half units: a reservation names whole units.
    const units = new Set(unitsOf(target));
    const invalid = values.units.filter((u) => !units.has(2 * u));
    if (invalid.length) return { units: [`Invalid unit(s) for ${target.u_height}U rack: ${invalid.join(', ')}`] };
    const others = await query(ctx, 'dcim.rackreservation').select(column(ctx, 'dcim.rackreservation', 'units'))
      .where(column(ctx, 'dcim.rackreservation', 'rack'), target.id).whereNot('id', existing?.id ?? 0);
    const reserved = new Set(others.flatMap((row: Record<string, unknown>) => {
      const list = row.units;
      return (typeof list === 'string' ? JSON.parse(list) : list) as number[];
    }));
    const conflicting = values.units.filter((u) => reserved.has(u));
    if (conflicting.length) return { units: [`The following units have already been reserved: ${conflicting.join(', ')}`] };
  },
  computed: {
    async unit_count(_ctx, reservations) {
      return new Map(reservations.map((r) => [r.id, (r.units ?? []).length]));
    },
  },
  filters: {
    /** Reservations holding any of the units (NetBox's NumericArrayFilter on units). */
    async unit(ctx, values, fail) {
      if (values.some((v) => !/^\d+$/.test(v))) {
        fail('Enter a whole number.');
        return null;
      }
      return (qb) => whereJsonListHasAny(qb, ctx.dialect, column(ctx, 'dcim.rackreservation', 'units'), values.map(Number));
    },
    unit_count_min: unitCount('>='),
    unit_count_max: unitCount('<='),
  },
});

/** Reservations of at least (at most) the given number of units. */
function unitCount(operator: '>=' | '<=') {
  return async (ctx: Parameters<typeof column>[0] & { readonly dialect: string }, values: readonly string[], fail: (m: string) => void) => {
    const value = values.at(-1) ?? '';
    if (!/^\d+$/.test(value)) {
      fail('Enter a whole number.');
      return NOTHING;
    }
    const units = column(ctx, 'dcim.rackreservation', 'units');
    const length = ctx.dialect === 'postgres' ? 'jsonb_array_length(??)' : 'json_array_length(??)';
    return (qb: import('knex').Knex.QueryBuilder) => qb.whereRaw(`${length} ${operator} ?`, [units, Number(value)]);
  };
}

export const rackPlugins = [rack, rackType, rackReservation];
