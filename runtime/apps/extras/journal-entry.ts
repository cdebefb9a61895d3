// Journal entry rule: the author is whoever writes the entry; it does not change afterwards.
import { defineModel } from '../kit/define.js';

export const journalEntry = defineModel('extras.journalentry', {
  async clean(ctx, values, existing) {
    if (!existing) values.created_by = ctx.userId;
  },
});
