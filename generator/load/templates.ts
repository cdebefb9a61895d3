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
}

export function loadTemplates(dir: string = TEMPLATES_DIR): Templates {
  return { clientCore: readFileSync(join(dir, 'client/core.ts.mustache'), 'utf8') };
}
