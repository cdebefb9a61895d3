// Module type profile rule (NetBox's validate_schema on ModuleTypeProfile.schema): nothing, or a
// JSON schema that passes its meta-schema (2020-12 unless `$schema` names draft-07), checked as
// jsonschema's check_schema does. The message after "Invalid JSON schema definition: " is ajv's,
// not Python jsonschema's (docs/deviations.md).
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { defineModel } from '../kit/define.js';

const DRAFT_07 = new Ajv({ strict: false });
const DRAFT_2020 = new Ajv2020({ strict: false });

/** The validator for a schema's draft: draft-07 where `$schema` names it, else 2020-12 (jsonschema's validator_for). */
export function ajvFor(schema: object): Ajv | Ajv2020 {
  const declared = (schema as { $schema?: unknown }).$schema;
  return typeof declared === 'string' && declared.includes('draft-07') ? DRAFT_07 : DRAFT_2020;
}

/** The problem with a module type profile's schema, or null when it is none or a valid JSON schema. */
export function schemaProblem(schema: unknown): string | null {
  if (schema === null || schema === undefined || schema === '') return null;
  if (typeof schema !== 'object' || Array.isArray(schema)) return 'Invalid JSON schema definition';
  const ajv = ajvFor(schema as object);
  if (ajv.validateSchema(schema) as boolean) return null;
  return `Invalid JSON schema definition: ${ajv.errorsText(ajv.errors, { dataVar: 'schema' })}`;
}

export const moduleTypeProfile = defineModel('dcim.moduletypeprofile', {
  async clean(_ctx, values) {
    const problem = schemaProblem(values.schema);
    if (problem) return { schema: [problem] };
  },
});
