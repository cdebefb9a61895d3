// Object type filter: the types whose list of features names the text (NetBox's filter_features,
// features__icontains: a substring of the list as text, case-insensitive).
import { containsPattern } from '../../query/scalar.js';
import { column } from '../kit/data.js';
import { defineModel } from '../kit/define.js';

export const objectType = defineModel('core.objecttype', {
  filters: {
    // A CharFilter: one value (the last), stripped; an empty one filters nothing.
    async features(ctx, values) {
      const text = (values.at(-1) ?? '').trim();
      if (!text) return null;
      const pattern = containsPattern(text);
      const features = column(ctx, 'core.objecttype', 'features');
      return ctx.dialect === 'postgres'
        ? (qb) => qb.whereRaw("CAST(?? AS TEXT) ILIKE ? ESCAPE '\\'", [features, pattern])
        : (qb) => qb.whereRaw("?? LIKE ? ESCAPE '\\'", [features, pattern]);
    },
  },
});
