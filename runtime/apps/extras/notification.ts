// Notification and subscription rules: the time they were made; a notification remembers its
// object's display text (NetBox's object_repr), which stays when the object goes; a subscription
// names only an object its maker may view.
import { displayMap } from '../../display/display.js';
import { mayView } from '../../write/related.js';
import { defineModel } from '../kit/define.js';

export const notification = defineModel('extras.notification', {
  async clean(ctx, values, existing) {
    if (!existing) values.created = new Date().toISOString();
    const model = ctx.index.model(String(values.object_type));
    const row = await ctx.q(model.table).where('id', Number(values.object_id)).first();
    if (row) values.object_repr = ((await displayMap(ctx, model, [row])).get(Number(values.object_id)) ?? '').slice(0, 200);
  },
});

export const subscription = defineModel('extras.subscription', {
  async clean(ctx, values, existing) {
    if (!existing) values.created = new Date().toISOString();
    // Only to an object the requester may view (NetBox checks nothing here, and the subscriber
    // then reads its name in notifications): another is answered as one that does not exist.
    const named = !existing || values.object_type !== existing.object_type || values.object_id !== existing.object_id;
    if (named && !(await mayView(ctx, ctx.index.model(String(values.object_type)), Number(values.object_id)))) {
      return { object_id: [`Related object not found using the provided value: ${values.object_id}.`] };
    }
  },
});
