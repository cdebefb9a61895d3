// The mustache templates the generator renders (templates/ next to the generator: they are part
// of the tool, like its code), read at the I/O edge so that generate() stays pure.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's templates folder. */
export const TEMPLATES_DIR = fileURLToPath(new URL('../../templates/', import.meta.url));

export interface Templates {
  /** templates/client/core.ts.mustache: the typed client's machinery. */
  readonly clientCore: string;
  /** templates/model.yaml.mustache: the starter model file of `make model`. */
  readonly model: string;
}

export function loadTemplates(dir: string = TEMPLATES_DIR): Templates {
  const read = (path: string) => readFileSync(join(dir, path), 'utf8');
  return { clientCore: read('client/core.ts.mustache'), model: read('model.yaml.mustache') };
}
