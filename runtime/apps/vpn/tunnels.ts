// Tunnel terminations (NetBox's TunnelTermination.clean()): an interface or VM interface ends one
// tunnel at most.
import { column, displayOf, findObjects, getObject, table } from '../kit/data.js';
import { defineModel } from '../kit/define.js';
import { constraintMessages } from './constraints.js';

/** The models a tunnel ends on, each with a `name` (the message names the object by it). */
type Terminated = 'dcim.interface' | 'virtualization.vminterface';

export const tunnelTermination = defineModel('vpn.tunneltermination', {
  async clean(ctx, values, existing, model) {
    const type = values.termination_type as Terminated | null | undefined;
    const id = values.termination_id;
    if (!type || id === null || id === undefined) return;
    const t = table(ctx, 'vpn.tunneltermination');
    const other = (await findObjects(ctx, 'vpn.tunneltermination', (qb) => {
      qb.where(column(ctx, 'vpn.tunneltermination', 'termination_type'), type).where(column(ctx, 'vpn.tunneltermination', 'termination_id'), id);
      if (existing) qb.whereNot(`${t}.id`, existing.id);
    }))[0];
    if (!other) return;
    const object = await getObject(ctx, type, Number(id));
    // Django's full_clean() reports both: the model's clean() under the field, then the unique
    // constraint's own message.
    return {
      termination: [`${object?.name ?? ''} is already attached to a tunnel (${await displayOf(ctx, 'vpn.tunnel', other.tunnel)}).`],
      __all__: constraintMessages(model, 'termination_id'),
    };
  },
  filters: {
    // NetBoxModelFilterSet.search(), which the terminations' filterset keeps: `q` is taken and filters nothing.
    q: async () => null,
  },
});
