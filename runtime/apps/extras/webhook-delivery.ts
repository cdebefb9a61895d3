// Webhook deliveries are written by the worker only (read-only through the API); their one action
// is redelivery: POST <delivery>/redeliver/ sends a failed delivery again (NetBox re-queues failed
// tasks from its UI). The delivery starts a fresh series of attempts, up to WEBHOOK_MAX_ATTEMPTS,
// with the same delivery id (receivers drop duplicates by it); the earlier attempts stay in its log.
import { requireAction } from '../../auth/access.js';
import { now } from '../../db/values.js';
import { detail, methodNotAllowed } from '../../http/errors.js';
import { findObject, render } from '../../objects/read.js';
import { jsonReply } from '../../objects/request.js';
import { inTransaction } from '../../objects/write.js';
import { defineModel } from '../kit/define.js';

export const webhookDelivery = defineModel('extras.webhookdelivery', {
  endpoints: {
    async redeliver(deps, model, request) {
      if (request.method !== 'POST') throw methodNotAllowed(request.method);
      requireAction(request.access, deps.config, model, 'change');
      const row = await inTransaction(deps, request, async (ctx) => {
        const delivery = await findObject(deps, request, model, ctx.q, true, 'change');
        if (delivery.status !== 'failed') throw detail(400, `Only a failed delivery can be sent again; this one is ${String(delivery.status)}.`);
        if (delivery.webhook_id === null) throw detail(400, 'The webhook of this delivery was deleted.');
        const reset = { status: 'pending', attempts: 0, next_attempt: now(), completed: null, claimed_until: null, last_status_code: null, last_error: '' };
        await ctx.q(model.table).where('id', Number(delivery.id)).update(reset);
        return { ...delivery, ...reset };
      });
      const [representation] = await render(deps, request, model, [row]);
      return jsonReply(representation);
    },
  },
});
