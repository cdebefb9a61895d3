// Structural validation of model and choice files against schema/meta-schema.json (ajv, JSON
// Schema 2020-12). Unknown keys are errors; each error carries the file and line.
import ajvModule from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { SchemaError, type ParsedYaml, type PathSegment } from './source.js';

export interface Validators {
  model: ValidateFunction;
  choices: ValidateFunction;
  settings: ValidateFunction;
  trait: ValidateFunction;
}

export function compileValidators(metaSchema: object): Validators {
  const ajv = new ajvModule.default({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
  ajv.addSchema(metaSchema);
  const id = (metaSchema as { $id: string }).$id;
  return {
    model: ajv.getSchema(id)!,
    choices: ajv.getSchema(`${id}#/$defs/choice_file`)!,
    settings: ajv.getSchema(`${id}#/$defs/settings_file`)!,
    trait: ajv.getSchema(`${id}#/$defs/trait_file`)!,
  };
}

export function validate(file: ParsedYaml, check: ValidateFunction): SchemaError[] {
  if (check(file.data)) return [];
  const seen = new Set<string>();
  const errors: SchemaError[] = [];
  for (const error of check.errors ?? []) {
    // "if"/"oneOf" only say that a branch failed; the branch's own errors are more precise.
    if (error.keyword === 'if' || (error.keyword === 'oneOf' && (check.errors?.length ?? 0) > 1)) continue;
    const { path, message } = describe(error);
    const key = `${path.join('/')}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push(file.error(path, `${path.length ? path.join('.') + ': ' : ''}${message}`));
  }
  return errors;
}

function describe(error: ErrorObject): { path: PathSegment[]; message: string } {
  const path: PathSegment[] = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return { path: [...path, String(params.additionalProperty)], message: `unknown key "${String(params.additionalProperty)}"` };
    case 'required':
      return { path, message: `missing required key "${String(params.missingProperty)}"` };
    case 'enum':
      return { path, message: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
    case 'propertyNames':
      return { path: [...path, String(params.propertyName)], message: `invalid name "${String(params.propertyName)}"` };
    default:
      return { path, message: error.message ?? error.keyword };
  }
}
