// L2VPNs and their terminations (NetBox's vpn/models/l2vpn.py and L2VPN filtersets): an object is
// terminated to one L2VPN at most, a point-to-point L2VPN has two terminations at most, and the
// searches of NetBox's filtersets.
import type { Knex } from 'knex';
import { column, displayOf, findObjects, getObject, table } from '../kit/data.js';
import { defineModel, type ModelKey } from '../kit/define.js';
import { integerOf, searchFilter } from '../kit/search.js';
import { requireField } from '../../registry.js';
import { constraintMessages } from './constraints.js';

/** L2VPNTypeChoices.P2P: the point-to-point types (the message names the type by its label). */
const POINT_TO_POINT: ReadonlySet<string> = new Set(['vpws', 'epl', 'ep-lan', 'ep-tree']);

export const l2vpnTermination = defineModel('vpn.l2vpntermination', {
  async clean(ctx, values, existing, model) {
    const t = table(ctx, 'vpn.l2vpntermination');
    const others = (build: (qb: Knex.QueryBuilder) => void) =>
      findObjects(ctx, 'vpn.l2vpntermination', (qb) => {
        build(qb);
        if (existing) qb.whereNot(`${t}.id`, existing.id);
      });
    const type = values.assigned_object_type;
    const id = values.assigned_object_id;
    if (type && id !== null && id !== undefined) {
      const taken = await others((qb) => qb.where(column(ctx, 'vpn.l2vpntermination', 'assigned_object_type'), type).where(column(ctx, 'vpn.l2vpntermination', 'assigned_object_id'), id));
      if (taken.length) {
        // The clean()'s message, then the unique constraint's (Django's full_clean() reports both).
        return { __all__: [`L2VPN Termination already assigned (${await displayOf(ctx, type as ModelKey, Number(id))})`, ...constraintMessages(model, 'assigned_object_id')] };
      }
    }
    const l2vpn = await getObject(ctx, 'vpn.l2vpn', values.l2vpn);
    if (l2vpn && POINT_TO_POINT.has(l2vpn.type)) {
      const label = ctx.index.choiceLabel(requireField(ctx.index.model('vpn.l2vpn'), 'type').choices!, l2vpn.type) ?? l2vpn.type;
      const count = (await others((qb) => qb.where(column(ctx, 'vpn.l2vpntermination', 'l2vpn'), l2vpn.id))).length;
      if (count >= 2) return { __all__: [`${label} L2VPNs cannot have more than two terminations; found ${count} already defined.`] };
    }
  },
  filters: {
    // L2VPNTerminationFilterSet.search(): the L2VPN's name.
    q: searchFilter((ctx) => [
      { via: column(ctx, 'vpn.l2vpntermination', 'l2vpn'), table: table(ctx, 'vpn.l2vpn'), column: column(ctx, 'vpn.l2vpn', 'name') },
    ]),
  },
});

/** L2VPNFilterSet.search(): the name or the description, or the identifier when the text is an integer. */
const l2vpnSearch = searchFilter(
  (ctx) => [{ column: column(ctx, 'vpn.l2vpn', 'name') }, { column: column(ctx, 'vpn.l2vpn', 'description') }],
  (ctx, text) => {
    const identifier = integerOf(text);
    return identifier === null ? null : (qb) => qb.where(column(ctx, 'vpn.l2vpn', 'identifier'), identifier);
  },
);

export const l2vpn = defineModel('vpn.l2vpn', {
  filters: { q: l2vpnSearch },
});
