// Location rules (NetBox's Location.clean() and handle_location_site_change): a parent location
// belongs to the same site; a location moved to another site carries its descendants, racks,
// devices and power panels along (an update() without change records, as in NetBox).
import { subtreeIds } from '../../write/tree.js';
import { asRow, column, displayOf, getObject, query } from '../kit/data.js';
import { defineModel } from '../kit/define.js';

export const location = defineModel('dcim.location', {
  async clean(ctx, values) {
    const parent = await getObject(ctx, 'dcim.location', values.parent);
    if (parent && parent.site !== values.site) {
      return { __all__: [`Parent location (${await displayOf(ctx, 'dcim.location', parent.id)}) must belong to the same site (${await displayOf(ctx, 'dcim.site', values.site)}).`] };
    }
  },
  async afterSave(ctx, saved, before) {
    if (!before || saved.site === before.site) return;
    const locations = await subtreeIds(ctx.q, ctx.index.model('dcim.location'), saved.id);
    await query(ctx, 'dcim.location').whereIn('id', locations).update(asRow(ctx, 'dcim.location', { site: saved.site }));
    await query(ctx, 'dcim.rack').whereIn(column(ctx, 'dcim.rack', 'location'), locations).update(asRow(ctx, 'dcim.rack', { site: saved.site }));
    await query(ctx, 'dcim.device').whereIn(column(ctx, 'dcim.device', 'location'), locations).update(asRow(ctx, 'dcim.device', { site: saved.site }));
    await query(ctx, 'dcim.powerpanel').whereIn(column(ctx, 'dcim.powerpanel', 'location'), locations).update(asRow(ctx, 'dcim.powerpanel', { site: saved.site }));
  },
});
