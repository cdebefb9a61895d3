// Custom field choice set rules (NetBox's CustomFieldChoiceSet.clean()): [value, label] pairs, some
// choices, no duplicate value, and no removal of a choice that objects still hold; its choice
// count; its choices, page by page, as an endpoint.
import type { WriteContext } from '../../context.js';
import { APP_NAMES } from '../../db/object-types.js';
import { choicesOf, customFieldContains, customFieldExpression } from '../../features/custom-fields/values.js';
import { methodNotAllowed } from '../../http/errors.js';
import { requireAction } from '../../auth/access.js';
import { listPage } from '../../objects/list.js';
import { findObject } from '../../objects/read.js';
import { jsonReply } from '../../objects/request.js';
import { column, findObjects } from '../kit/data.js';
import { defineModel, type Problems, type Stored } from '../kit/define.js';

type Pair = readonly [unknown, unknown];

export const customFieldChoiceSet = defineModel('extras.customfieldchoiceset', {
  async clean(ctx, values, existing) {
    const extra = values.extra_choices;
    const wellFormed = extra === null || extra === undefined
      || (Array.isArray(extra) && extra.every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every((p) => typeof p === 'string' || typeof p === 'number')));
    if (!wellFormed) return { extra_choices: ['Each choice must be a [value, label] pair.'] };
    const pairs = (extra as Pair[] | null | undefined) ?? [];
    if (!values.base_choices && !pairs.length) return { __all__: ['Must define base or extra choices.'] };
    const seen = new Set<string>();
    for (const [value] of pairs) {
      if (seen.has(String(value))) return { __all__: [`Duplicate value '${String(value)}' found in extra choices.`] };
      seen.add(String(value));
    }
    if (existing) return removedChoicesInUse(ctx, existing, pairs);
  },
  computed: {
    async choices_count(_ctx, sets) {
      return new Map(sets.map((set) => [set.id, choicesOf(set).length]));
    },
  },
  endpoints: {
    /**
     * GET <set>/choices/: the set's choices one by one, as the UI's selection widgets and API
     * clients page through them: `{id: value, display: label}`, filtered by `q` (in value or
     * label, case-insensitive), in the usual list envelope.
     */
    async choices(deps, model, request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') throw methodNotAllowed(request.method);
      requireAction(request.access, deps.config, model, 'view');
      const set = await findObject(deps, request, model);
      const q = request.query.get('q')?.toLowerCase();
      const choices = choicesOf(set).filter(([value, label]) => !q || value.toLowerCase().includes(q) || label.toLowerCase().includes(q));
      return jsonReply(listPage(deps, request, choices.map(([value, label]) => ({ id: value, display: label }))));
    },
  },
  filters: {
    // Sets whose extra choices hold any of the values, as a value or a label: NetBox's array overlap
    // (extra_choices__overlap) compares every element of the [value, label] pairs.
    async choice(ctx, values) {
      const list = column(ctx, 'extras.customfieldchoiceset', 'extra_choices');
      const marks = values.map(() => '?').join(', ');
      const sql = ctx.dialect === 'postgres'
        ? `EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(??) = 'array' THEN ?? ELSE '[]'::jsonb END) AS pair, jsonb_array_elements_text(pair) AS item WHERE item IN (${marks}))`
        : `EXISTS (SELECT 1 FROM json_each(??) AS pair, json_each(pair.value) AS item WHERE CAST(item.value AS TEXT) IN (${marks}))`;
      const bindings = ctx.dialect === 'postgres' ? [list, list, ...values] : [list, ...values];
      return (qb) => qb.whereRaw(sql, bindings);
    },
  },
});

/**
 * A choice may not be removed while an object of a type of a field using the set still holds it
 * (the data would silently stop validating).
 */
async function removedChoicesInUse(ctx: WriteContext, existing: Stored<'extras.customfieldchoiceset'>, extra: readonly Pair[]): Promise<Problems<'extras.customfieldchoiceset'> | void> {
  const kept = new Set(extra.map(([value]) => String(value)));
  const removed = choicesOf({ ...existing, order_alphabetically: false }).map(([value]) => value).filter((value) => !kept.has(value));
  if (!removed.length) return;
  const fields = await findObjects(ctx, 'extras.customfield', (qb) => qb.where(column(ctx, 'extras.customfield', 'choice_set'), existing.id));
  for (const field of fields) {
    for (const key of field.object_types) {
      const model = ctx.index.find(key);
      if (!model) continue;
      for (const choice of removed) {
        const query = ctx.q(model.table).select('id').limit(1);
        if (field.type === 'multiselect') query.where(customFieldContains(ctx.dialect, model.table, field.name, [choice]));
        else query.where(customFieldExpression(ctx.q, ctx.dialect, model.table, field.name) as never, choice);
        if ((await query).length) {
          return { __all__: [`Cannot remove choice ${choice} as there are ${APP_NAMES[model.app] ?? model.app} | ${model.verboseName} objects which reference it.`] };
        }
      }
    }
  }
}
