// Model rules of custom field definitions and choice sets (NetBox's CustomField.clean() and
// CustomFieldChoiceSet.clean()), their computed fields and display.
import type { Row } from '../db/values.js';
import type { FieldErrors } from '../http/errors.js';
import { defineHooks } from '../hooks/index.js';
import { choicesOf, type CustomFieldDef } from './custom-fields.js';

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
  },
});

defineHooks('extras_custom_field_choice_set', {
  async clean(_ctx, _model, values): Promise<FieldErrors | void> {
    const extra = values.get('extra_choices');
    const wellFormed = extra === null || extra === undefined
      || (Array.isArray(extra) && extra.every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every((p) => typeof p === 'string' || typeof p === 'number')));
    if (!wellFormed) return { extra_choices: ['Each choice must be a [value, label] pair.'] };
    if (!values.get('base_choices') && !(extra as unknown[] | null)?.length) return { __all__: ['Must define base or extra choices.'] };
  },
});

export async function customFieldDataType(_ctx: unknown, _model: unknown, rows: readonly Row[]): Promise<Map<number, unknown>> {
  return new Map(rows.map((row) => [Number(row.id), DATA_TYPE[String(row.type) as CustomFieldDef['type']] ?? 'string']));
}

export async function choiceSetChoicesCount(_ctx: unknown, _model: unknown, rows: readonly Row[]): Promise<Map<number, unknown>> {
  return new Map(rows.map((row) => [Number(row.id), choicesOf(row).length]));
}
