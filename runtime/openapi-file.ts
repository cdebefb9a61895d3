// The API description as generated (generated/openapi.json and .yaml), found next to the sources
// or the compiled output, read once and kept in memory with the ETag of each form.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenApiDocument, OpenApiForm } from './context.js';

const form = (text: string): OpenApiForm => ({ text, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"` });

export function openapiDocument(): OpenApiDocument | null {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const folder of [join(here, '../generated'), join(here, '../../generated')]) {
    const json = join(folder, 'openapi.json');
    const yaml = join(folder, 'openapi.yaml');
    if (existsSync(json) && existsSync(yaml)) return { json: form(readFileSync(json, 'utf8')), yaml: form(readFileSync(yaml, 'utf8')) };
  }
  return null;
}
