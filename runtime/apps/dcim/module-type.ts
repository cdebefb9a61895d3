// Module type rule (NetBox's ModuleType.clean() and its serializer's AttributesField): the
// attributes are checked against the profile's schema, and are none where the profile has no
// schema (or there is no profile); a write's attributes are merged into those stored, so that a
// client may change one attribute alone. The message after "Invalid schema: " is ajv's
// (docs/deviations.md).
import { getObject } from '../kit/data.js';
import { defineModel } from '../kit/define.js';
import { ajvFor } from './module-type-profile.js';

type Attributes = Record<string, unknown>;

const isObject = (value: unknown): value is Attributes => typeof value === 'object' && value !== null && !Array.isArray(value);

export const moduleType = defineModel('dcim.moduletype', {
  async clean(ctx, values, existing) {
    if (existing && isObject(values.attributes) && Object.keys(values.attributes).length && isObject(existing.attributes)) {
      values.attributes = { ...existing.attributes, ...values.attributes };
    }
    const profile = await getObject(ctx, 'dcim.moduletypeprofile', values.profile);
    const schema = profile?.schema;
    if (!isObject(schema) || !Object.keys(schema).length) {
      values.attributes = null;
      return;
    }
    const ajv = ajvFor(schema);
    let validate;
    try {
      validate = ajv.compile(schema);
    } catch (error) {
      return { __all__: [`Invalid schema: ${(error as Error).message}`] };
    }
    if (!validate(values.attributes)) return { __all__: [`Invalid schema: ${ajv.errorsText(validate.errors, { dataVar: 'attributes' })}`] };
  },
});
