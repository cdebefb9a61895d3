// Finds generated/openapi.json next to the sources or the compiled output.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function openapiText(): string | null {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const candidate of [join(here, '../generated/openapi.json'), join(here, '../../generated/openapi.json')]) {
    if (existsSync(candidate)) return readFileSync(candidate, 'utf8');
  }
  return null;
}
