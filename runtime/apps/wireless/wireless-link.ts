// Wireless links (NetBox's WirelessLink and wireless/signals.py): a link joins two wireless
// interfaces; saving one caches each end's device, points both interfaces' `wireless_link` at it
// and traces their paths across it; deleting one (the interfaces' `wireless_link` is cleared by
// the delete's SET_NULL) removes the paths through it.
import type { WriteContext } from '../../context.js';
import { retrace } from '../dcim/cabling/paths.js';
import { WIRELESS_LINK, type Ref } from '../dcim/cabling/kinds.js';
import { WIRELESS } from '../traits/interface-validation.js';
import { findObjects, getObject, table } from '../kit/data.js';
import { whereIdIn } from '../../db/query.js';
import { defineModel } from '../kit/define.js';
import { setFields } from '../../write/save.js';

const ENDS = ['interface_a', 'interface_b'] as const;

const interfaceRef = (id: number): Ref => ({ type: 'dcim.interface', id });

/**
 * Points the interfaces of `ends` at the link and clears the link from those of `dropped` that
 * still name it (a changed end: NetBox leaves the old interface pointing at the link), each with
 * a change record as NetBox's interface save() makes.
 */
async function pointInterfaces(ctx: WriteContext, link: number, ends: readonly number[], dropped: readonly number[]): Promise<void> {
  const ids = [...new Set([...ends, ...dropped])];
  const interfaces = await findObjects(ctx, 'dcim.interface', (qb) => whereIdIn(qb, `${table(ctx, 'dcim.interface')}.id`, ids, ctx.dialect));
  const changes = new Map<number, { wireless_link: number | null }>();
  for (const iface of interfaces) {
    if (ends.includes(iface.id)) {
      if (iface.wireless_link !== link) changes.set(iface.id, { wireless_link: link });
    } else if (iface.wireless_link === link) {
      changes.set(iface.id, { wireless_link: null });
    }
  }
  await setFields(ctx, ctx.index.model('dcim.interface'), changes);
}

export const wirelessLink = defineModel('wireless.wirelesslink', {
  async clean(ctx, values) {
    // DistanceMixin.clean() first (a non-field error), then WirelessLink.clean(), end by end.
    if (values.distance && !values.distance_unit) return { __all__: ['Must specify a unit when setting a distance'] };
    for (const end of ENDS) {
      const iface = await getObject(ctx, 'dcim.interface', values[end]);
      if (iface && !WIRELESS.has(iface.type)) {
        return { [end]: [`${ctx.index.choiceLabel('dcim.interface_type', iface.type) ?? iface.type} is not a wireless interface.`] };
      }
    }
    // DistanceMixin.save(): no unit without a distance.
    if (values.distance === null || values.distance === undefined) values.distance_unit = null;
  },

  async afterSave(ctx, saved, before) {
    const ends = [saved.interface_a, saved.interface_b];
    const moved = !before || before.interface_a !== saved.interface_a || before.interface_b !== saved.interface_b;
    // A change of neither end nor status leaves the interfaces and the paths as they are.
    if (before && !moved && before.status === saved.status) return;
    const dropped = before ? [before.interface_a, before.interface_b].filter((id) => !ends.includes(id)) : [];
    if (moved) {
      // WirelessLink.save(): each end's device, for filtering (an interface never changes device).
      const a = await getObject(ctx, 'dcim.interface', saved.interface_a);
      const b = await getObject(ctx, 'dcim.interface', saved.interface_b);
      await ctx.q(table(ctx, 'wireless.wirelesslink')).where('id', saved.id).update({ _interface_a_device_id: a?.device ?? null, _interface_b_device_id: b?.device ?? null });
      await pointInterfaces(ctx, saved.id, ends, dropped);
    }
    // The paths from both ends (and from an end the link no longer has), across the link as it is
    // now: NetBox traces them when the link is created; a change (ends, status) is traced too.
    await retrace(ctx, { through: before ? [{ type: WIRELESS_LINK, id: saved.id }] : [], origins: [...ends, ...dropped].map((id) => [interfaceRef(id)]) });
  },

  async afterDelete(ctx, deleted) {
    // nullify_connected_interfaces: the interfaces' wireless_link is already cleared (SET_NULL);
    // the paths through the links go, and their origins are traced again (to nothing, unlinked).
    await retrace(ctx, { through: deleted.map((link) => ({ type: WIRELESS_LINK, id: link.id })) });
  },
});
