// Journal entry rule: the author is whoever writes the entry; it does not change afterwards. And
// the filter by the author's username (the entry holds the user's id).
import { chosenRows } from '../../query/chosen.js';
import { column, table } from '../kit/data.js';
import { defineModel } from '../kit/define.js';

export const journalEntry = defineModel('extras.journalentry', {
  async clean(ctx, values, existing) {
    if (!existing) values.created_by = ctx.userId;
  },
  filters: {
    // NetBox's ModelMultipleChoiceFilter on created_by__username: an unknown username is a 400.
    async created_by(ctx, values, fail) {
      const users = await chosenRows(ctx, table(ctx, 'users.user'), 'username', values, fail, null, []);
      if (!users) return null;
      return (qb) => qb.whereIn(column(ctx, 'extras.journalentry', 'created_by'), users.map((u) => Number(u.id)));
    },
  },
});
