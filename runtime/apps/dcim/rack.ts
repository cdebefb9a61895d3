// Rack rules (NetBox's Rack.clean() and save()): the location belongs to the rack's site, outer
// dimensions and a maximum weight need a unit, the rack stays tall enough (and starts low enough)
// for its mounted devices; a rack moved to another site or location carries its devices along
// (handle_rack_site_change, an update() without change records, as in NetBox).
import { asRow, column, displayOf, getObject, query } from '../kit/data.js';
import { defineModel } from '../kit/define.js';
import { decimal, halves, mountedDevices, type Mounted } from './rack-space.js';

export const rack = defineModel('dcim.rack', {
  async clean(ctx, values, existing) {
    const siteId = values.site;
    const location = await getObject(ctx, 'dcim.location', values.location);
    if (location && location.site !== siteId) {
      return { __all__: [`Assigned location must belong to parent site (${await displayOf(ctx, 'dcim.site', siteId)}).`] };
    }
    const outer = [values.outer_width, values.outer_depth, values.outer_height].some((value) => Number(value ?? 0));
    if (outer && !values.outer_unit) return { __all__: ['Must specify a unit when setting an outer dimension'] };
    if (Number(values.max_weight ?? 0) && !values.weight_unit) return { __all__: ['Must specify a unit when setting a maximum weight'] };
    if (existing) {
      const mounted = await mountedDevices(ctx, existing.id);
      const start = halves(values.starting_unit);
      const top = mounted.reduce<Mounted | null>((highest, d) => (!highest || d.position >= highest.position ? d : highest), null);
      if (top && halves(values.u_height) < top.position + top.height - start) {
        return { u_height: [`Rack must be at least ${decimal(top.position + top.height - start)}U tall to house currently installed devices.`] };
      }
      const lowest = mounted[0];
      if (lowest && start > lowest.position) {
        return { starting_unit: [`Rack unit numbering must begin at ${decimal(lowest.position)} or less to house currently installed devices.`] };
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
});
