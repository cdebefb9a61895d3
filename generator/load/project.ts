// Reads a project's schema folder (I/O edge of the generator) and builds the IR.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildIR, SchemaErrors, type IR } from '../ir/build.js';
import { ParsedYaml, SchemaError } from './source.js';
import { composeModels } from './traits.js';
import { loadTemplates } from './templates.js';
import { compileValidators, validate } from './validate.js';

export interface LoadOptions {
  /** Where schema/meta-schema.json is read from (default: the project itself). */
  readonly metaSchemaPath?: string;
  /** Where the templates are read from (default: the generator's own templates/). */
  readonly templatesDir?: string;
}

export function loadProject(root: string, options: LoadOptions = {}): IR {
  const metaSchema = JSON.parse(readFileSync(options.metaSchemaPath ?? join(root, 'schema/meta-schema.json'), 'utf8')) as object;
  const validators = compileValidators(metaSchema);
  const errors: SchemaError[] = [];
  const parse = (path: string): ParsedYaml | null => {
    try {
      return new ParsedYaml({ path: relative(root, path), text: readFileSync(path, 'utf8') });
    } catch (error) {
      if (error instanceof SchemaError) {
        errors.push(error);
        return null;
      }
      throw error;
    }
  };
  const settingsPath = join(root, 'schema/settings.yaml');
  const settings = parse(settingsPath);
  const models = yamlFiles(join(root, 'schema/models')).map(parse).filter((f): f is ParsedYaml => f !== null);
  const choices = yamlFiles(join(root, 'schema/choices')).map(parse).filter((f): f is ParsedYaml => f !== null);
  const traits = yamlFiles(join(root, 'schema/traits')).map(parse).filter((f): f is ParsedYaml => f !== null);
  for (const file of models) errors.push(...validate(file, validators.model));
  for (const file of traits) errors.push(...validate(file, validators.trait));
  for (const file of choices) errors.push(...validate(file, validators.choices));
  if (settings) errors.push(...validate(settings, validators.settings));
  if (errors.length || !settings) throw new SchemaErrors(errors);
  const composed = composeModels(models, traits, errors);
  if (errors.length) throw new SchemaErrors(errors);
  return buildIR(settings, composed, choices, loadTemplates(options.templatesDir), traits);
}

function yamlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...yamlFiles(path));
    else if (entry.name.endsWith('.yaml') || entry.name.endsWith('.yml')) out.push(path);
  }
  return out.sort();
}
