// Notification and subscription rules: the time they were made; a notification remembers its
// object's display text when it names the object (NetBox's object_repr), which stays when the
// object goes. Both name only an object their maker may view (NetBox checks nothing here, so any
// user could read any object's name through a notification of their own, or a subscription's
// notifications): another is answered as an object that does not exist. (The notifications the
// runtime makes go only to users who may view the object: runtime/auth/viewers.ts.)
import { displayMap } from '../../display/display.js';
import { mayView } from '../../write/related.js';
import { defineModel } from '../kit/define.js';

interface ObjectReference {
  readonly object_type: string;
  readonly object_id: number;
}

/** Whether the write names its object: on create, or when the generic relation changes. */
function namesObject(values: ObjectReference, existing: ObjectReference | null): boolean {
  return !existing || values.object_type !== existing.object_type || values.object_id !== existing.object_id;
}

/** The 400 for an object the request may not view, worded as for an object that does not exist. */
function unseen(values: ObjectReference): Record<string, string[]> {
  return { object_id: [`Related object not found using the provided value: ${values.object_id}.`] };
}

export const notification = defineModel('extras.notification', {
  async clean(ctx, values, existing) {
    if (!existing) values.created = new Date().toISOString();
    if (!namesObject(values, existing)) return;
    const model = ctx.index.model(String(values.object_type));
    const id = Number(values.object_id);
    if (!(await mayView(ctx, model, id))) return unseen(values);
    const row = await ctx.q(model.table).where('id', id).first();
    if (row) values.object_repr = ((await displayMap(ctx, model, [row])).get(id) ?? '').slice(0, 200);
  },
});

export const subscription = defineModel('extras.subscription', {
  async clean(ctx, values, existing) {
    if (!existing) values.created = new Date().toISOString();
    if (namesObject(values, existing) && !(await mayView(ctx, ctx.index.model(String(values.object_type)), Number(values.object_id)))) {
      return unseen(values);
    }
  },
});
