// Model rules of custom field definitions and choice sets (NetBox's CustomField.clean() and
// CustomFieldChoiceSet.clean()), their computed fields and display.
import type { Row } from '../db/values.js';
import type { FieldErrors } from '../http/errors.js';
import { defineHooks } from '../hooks/index.js';
import { APP_NAMES } from '../db/object-types.js';
import type { WriteContext } from '../write/save.js';
import { choicesOf, customFieldContains, customFieldExpression, defaultValueError, definitionOf, type CustomFieldDef } from './custom-fields.js';

const SELECTION = new Set(['select', 'multiselect']);
const OBJECT = new Set(['object', 'multiobject']);
const NUMERIC = new Set(['integer', 'decimal']);
const REGEX_TYPES = new Set(['text', 'longtext', 'url']);

/** The JSON type of a custom field's values (CustomFieldSerializer.get_data_type). */
export const DATA_TYPE: Readonly<Record<CustomFieldDef['type'], string>> = {
  text: 'string', longtext: 'string', url: 'string', date: 'string', datetime: 'string', select: 'string',
  integer: 'integer', decimal: 'decimal', boolean: 'boolean', json: 'object', object: 'object',
  multiselect: 'array', multiobject: 'array',
};

defineHooks('extras_custom_field', {
  async clean(ctx, model, values): Promise<FieldErrors | void> {
    const type = String(values.get('type'));
    const label = ctx.index.choiceLabel(model.fields.find((f) => f.name === 'type')!.choices!, type) ?? type;
    const name = String(values.get('name') ?? '');
    if (!/^[a-z0-9_]+$/i.test(name)) return { name: ['Only alphanumeric characters and underscores are allowed.'] };
    if (name.includes('__')) return { name: ['Double underscores are not permitted in custom field names.'] };
    const choiceSet = values.get('choice_set');
    if (SELECTION.has(type) && (choiceSet === null || choiceSet === undefined)) return { choice_set: ['Selection fields must specify a set of choices.'] };
    if (!SELECTION.has(type) && choiceSet !== null && choiceSet !== undefined) return { choice_set: ['Choices may be set only on selection fields.'] };
    const related = values.get('related_object_type');
    if (OBJECT.has(type) && !related) return { related_object_type: ['Object fields must define an object type.'] };
    if (!OBJECT.has(type) && related) return { related_object_type: [`${label} fields may not define an object type.`] };
    if (!NUMERIC.has(type) && values.get('validation_minimum') !== null && values.get('validation_minimum') !== undefined) {
      return { validation_minimum: ['A minimum value may be set only for numeric fields'] };
    }
    if (!NUMERIC.has(type) && values.get('validation_maximum') !== null && values.get('validation_maximum') !== undefined) {
      return { validation_maximum: ['A maximum value may be set only for numeric fields'] };
    }
    const regex = String(values.get('validation_regex') ?? '');
    if (regex && !REGEX_TYPES.has(type)) return { validation_regex: ['Regular expression validation is supported only for text and URL fields'] };
    if (regex) {
      try {
        new RegExp(regex);
      } catch {
        return { validation_regex: [`Invalid regular expression: ${regex}`] };
      }
    }
    if (values.get('unique') === true && type === 'boolean') return { unique: ['Uniqueness cannot be enforced for boolean fields'] };
    const defaultError = defaultValueError(await definitionFrom(ctx, values));
    if (defaultError) return { default: [defaultError] };
  },
});

/** The definition a custom field's values describe, with its choice set (for a default's check). */
async function definitionFrom(ctx: WriteContext, values: Map<string, unknown>): Promise<CustomFieldDef> {
  const setId = values.get('choice_set');
  const set = setId === null || setId === undefined ? undefined : ((await ctx.q('extras_customfieldchoiceset').where('id', Number(setId)).first()) as Row | undefined);
  // The default is already a JSON value here, not the stored text definitionOf() parses.
  return { ...definitionOf({ ...Object.fromEntries(values), default: null }, set), default: values.get('default') ?? null };
}

defineHooks('extras_custom_field_choice_set', {
  async clean(ctx, _model, values, existing): Promise<FieldErrors | void> {
    const extra = values.get('extra_choices');
    const wellFormed = extra === null || extra === undefined
      || (Array.isArray(extra) && extra.every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every((p) => typeof p === 'string' || typeof p === 'number')));
    if (!wellFormed) return { extra_choices: ['Each choice must be a [value, label] pair.'] };
    if (!values.get('base_choices') && !(extra as unknown[] | null)?.length) return { __all__: ['Must define base or extra choices.'] };
    const seen = new Set<string>();
    for (const [value] of (extra as [unknown, unknown][] | null) ?? []) {
      if (seen.has(String(value))) return { __all__: [`Duplicate value '${String(value)}' found in extra choices.`] };
      seen.add(String(value));
    }
    if (existing) return removedChoicesInUse(ctx, existing, (extra as [unknown, unknown][] | null) ?? []);
  },
});

/**
 * CustomFieldChoiceSet.clean(): a choice may not be removed while an object of a type of a field
 * using the set still holds it (the data would silently stop validating).
 */
async function removedChoicesInUse(ctx: WriteContext, existing: Row, extra: readonly [unknown, unknown][]): Promise<FieldErrors | void> {
  const kept = new Set(extra.map(([value]) => String(value)));
  const removed = choicesOf({ ...existing, order_alphabetically: false }).map(([value]) => value).filter((value) => !kept.has(value));
  if (!removed.length) return;
  const fields = (await ctx.q('extras_customfield').select('*').where('choice_set_id', Number(existing.id))) as Row[];
  for (const field of fields) {
    const def = definitionOf(field, existing);
    for (const key of def.objectTypes) {
      const model = ctx.index.models.find((m) => m.key === key);
      if (!model) continue;
      for (const choice of removed) {
        const query = ctx.q(model.table).select('id').limit(1);
        if (def.type === 'multiselect') query.where(customFieldContains(ctx.dialect, model.table, def.name, [choice]));
        else query.where(customFieldExpression(ctx.q, ctx.dialect, model.table, def.name) as never, choice);
        if ((await query).length) {
          return { __all__: [`Cannot remove choice ${choice} as there are ${APP_NAMES[model.app] ?? model.app} | ${model.verboseName} objects which reference it.`] };
        }
      }
    }
  }
}

export async function customFieldDataType(_ctx: unknown, _model: unknown, rows: readonly Row[]): Promise<Map<number, unknown>> {
  return new Map(rows.map((row) => [Number(row.id), DATA_TYPE[String(row.type) as CustomFieldDef['type']] ?? 'string']));
}

export async function choiceSetChoicesCount(_ctx: unknown, _model: unknown, rows: readonly Row[]): Promise<Map<number, unknown>> {
  return new Map(rows.map((row) => [Number(row.id), choicesOf(row).length]));
}
