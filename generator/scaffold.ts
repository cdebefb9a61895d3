// `make model APP=dcim MODEL=cable`: a starter model file from templates/model.yaml.mustache, for
// the maintainer to edit before `make generate`. Pure: the CLI reads the template and writes the file.
import Mustache from 'mustache';

export interface ScaffoldRequest {
  readonly app: string;
  readonly model: string;
  /** URL segment (default: the model name plus "s"). */
  readonly path?: string;
  /** Human name (default: the model name). */
  readonly verbose?: string;
}

const NAME = /^[a-z][a-z0-9]*$/;
const PATH = /^[a-z][a-z0-9-]*$/;

/** The problems with a request (names the model language accepts), or none. */
export function scaffoldProblems(request: ScaffoldRequest): string[] {
  const problems: string[] = [];
  if (!NAME.test(request.app)) problems.push(`APP must be lower-case letters and digits (got "${request.app}")`);
  if (!NAME.test(request.model)) problems.push(`MODEL must be lower-case letters and digits, no separators, as content types are named (got "${request.model}")`);
  if (request.path !== undefined && !PATH.test(request.path)) problems.push(`ROUTE must be lower-case letters, digits and hyphens (got "${request.path}")`);
  return problems;
}

/** The model file's path and text. */
export function scaffold(template: string, request: ScaffoldRequest): { path: string; text: string } {
  const verbose = request.verbose ?? request.model;
  const view = {
    app: request.app,
    model: request.model,
    path: request.path ?? `${request.model}s`,
    verbose,
    description: `A ${verbose}.`,
  };
  return { path: `schema/models/${request.app}/${request.model}.yaml`, text: Mustache.render(template, view) };
}
