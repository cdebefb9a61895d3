// Custom field definition rules (NetBox's CustomField.clean()): names, the options each type
// allows, a valid regular expression and a default that passes the field's own validation; its
// display (the label, else the name) and its data type; the definitions that apply to an object
// type.
import { definitionOf, defaultValueError, type CustomFieldDef } from '../../features/custom-fields/values.js';
import type { WriteContext } from '../../context.js';
import { regexSyntaxProblem } from '../../lib/regex.js';
import { requireField } from '../../registry.js';
import { getObject } from '../kit/data.js';
import { defineModel, type Values } from '../kit/define.js';
import { objectTypeListed } from './object-type-filters.js';

const SELECTION = new Set(['select', 'multiselect']);
const OBJECT = new Set(['object', 'multiobject']);
const NUMERIC = new Set(['integer', 'decimal']);
const REGEX_TYPES = new Set(['text', 'longtext', 'url']);

/** The JSON type of a custom field's values (CustomFieldSerializer.get_data_type). */
const DATA_TYPE: Readonly<Record<CustomFieldDef['type'], string>> = {
  text: 'string', longtext: 'string', url: 'string', date: 'string', datetime: 'string', select: 'string',
  integer: 'integer', decimal: 'decimal', boolean: 'boolean', json: 'object', object: 'object',
  multiselect: 'array', multiobject: 'array',
};

export const customField = defineModel('extras.customfield', {
  async clean(ctx, values) {
    const { type } = values;
    const label = ctx.index.choiceLabel(requireField(ctx.index.model('extras.customfield'), 'type').choices!, type) ?? type;
    const name = values.name ?? '';
    if (!/^[a-z0-9_]+$/i.test(name)) return { name: ['Only alphanumeric characters and underscores are allowed.'] };
    if (name.includes('__')) return { name: ['Double underscores are not permitted in custom field names.'] };
    const choiceSet = values.choice_set ?? null;
    if (SELECTION.has(type) && choiceSet === null) return { choice_set: ['Selection fields must specify a set of choices.'] };
    if (!SELECTION.has(type) && choiceSet !== null) return { choice_set: ['Choices may be set only on selection fields.'] };
    const related = values.related_object_type;
    if (OBJECT.has(type) && !related) return { related_object_type: ['Object fields must define an object type.'] };
    if (!OBJECT.has(type) && related) return { related_object_type: [`${label} fields may not define an object type.`] };
    if (!NUMERIC.has(type) && values.validation_minimum !== null && values.validation_minimum !== undefined) {
      return { validation_minimum: ['A minimum value may be set only for numeric fields'] };
    }
    if (!NUMERIC.has(type) && values.validation_maximum !== null && values.validation_maximum !== undefined) {
      return { validation_maximum: ['A maximum value may be set only for numeric fields'] };
    }
    const regex = values.validation_regex ?? '';
    if (regex && !REGEX_TYPES.has(type)) return { validation_regex: ['Regular expression validation is supported only for text and URL fields'] };
    // RE2 (linear time): Python's re reads every pattern RE2 does, but not the reverse (no back-references, no look-around).
    if (regex && regexSyntaxProblem(regex)) return { validation_regex: [`Invalid regular expression: ${regex}`] };
    if (values.unique === true && type === 'boolean') return { unique: ['Uniqueness cannot be enforced for boolean fields'] };
    const defaultError = defaultValueError(await definitionFrom(ctx, values));
    if (defaultError) return { default: [defaultError] };
  },
  /** The label, else the name with spaces, capitalised like Python's str.capitalize(). */
  display(object) {
    if (object.label) return object.label;
    const name = object.name.replace(/_/g, ' ');
    return name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
  },
  computed: {
    async data_type(_ctx, fields) {
      return new Map(fields.map((field) => [field.id, DATA_TYPE[field.type as CustomFieldDef['type']] ?? 'string']));
    },
  },
  filters: {
    object_type: objectTypeListed('extras.customfield', false, false),
    object_type_id: objectTypeListed('extras.customfield', true, false),
  },
});

/** The definition a custom field's values describe, with its choice set (for a default's check). */
async function definitionFrom(ctx: WriteContext, values: Values<'extras.customfield'>) {
  const set = await getObject(ctx, 'extras.customfieldchoiceset', values.choice_set);
  // The default is already a JSON value here, not the stored text definitionOf() parses.
  return { ...definitionOf({ ...values, default: null }, set ?? undefined), default: values.default ?? null };
}
