// Notification and subscription rules: the time they were made; a notification remembers its
// object's display text (NetBox's object_repr), which stays when the object goes.
import { displayMap } from '../../display/display.js';
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
  async clean(_ctx, values, existing) {
    if (!existing) values.created = new Date().toISOString();
  },
});
