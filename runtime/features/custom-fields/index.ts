// The custom fields feature: the `custom_fields` field of every model with the feature (read as
// every defined field, validated and merged on write) and the cf_<name> filters.
import type { Feature } from '../feature.js';
import { customFieldCondition } from './filters.js';
import { CustomFieldProblem, customFieldData, customFieldsOf, renderCustomFields } from './values.js';
import { addError } from '../../http/errors.js';
import { fieldOfType } from '../../registry.js';
import { jsonValue } from '../../db/values.js';

export const customFields: Feature = {
  name: 'custom_fields',
  enabled: (model) => model.features.customFields,
  fieldType: 'custom_fields',
  empty: () => ({}),
  ownsParameter: (param) => param.startsWith('cf_'),

  async filter(ctx, model, params, fail) {
    // The definitions load once per list, whatever the number of cf_ parameters.
    const defs = await customFieldsOf(ctx, model);
    const out = [];
    for (const [param, values] of params) {
      const where = await customFieldCondition(ctx, model, defs, param, values, (message) => fail(param, message));
      if (where) out.push(where);
    }
    return out;
  },

  read: (ctx, model, field, rows, nest) => renderCustomFields(ctx, model, rows, field.column!, nest),

  /**
   * custom_fields on every write (NetBox validates them in the model's clean()): defaults on
   * create, the body merged over the stored data on update, each value checked against its
   * definition.
   */
  async parse(ctx, model, data, _mode, existing, input, errors) {
    const field = fieldOfType(model, 'custom_fields');
    const given = Object.hasOwn(data, field.name) ? data[field.name] : {};
    if (given === null) {
      addError(errors, field.name, 'This field may not be null.');
      return;
    }
    if (typeof given !== 'object' || Array.isArray(given)) {
      addError(errors, field.name, 'Invalid data format. Custom field data must be passed as a dictionary mapping field names to their values.');
      return;
    }
    const raw = existing?.[field.column!];
    const stored = existing ? (jsonValue(raw) as Record<string, unknown> | null) ?? {} : null;
    try {
      input.values.set(field.name, await customFieldData(ctx, model, given, stored, existing ? Number(existing.id) : null));
    } catch (error) {
      if (!(error instanceof CustomFieldProblem)) throw error;
      if (error.body.custom_fields) errors.custom_fields = error.body.custom_fields;
      for (const message of error.body.__all__ ?? []) addError(errors, '__all__', message);
    }
  },
};
