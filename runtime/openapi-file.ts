// The API description as generated (generated/openapi.json and .yaml, in the project's folder),
// read when first asked for and then kept in memory with the ETag of each form (7 MB of text a
// process that is never asked for it does not hold: issue 13's idle memory).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpenApiDocument, OpenApiForm } from './context.js';
import { PROJECT_ROOT } from './lib/project-root.js';

const form = (text: string): OpenApiForm => ({ text, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"` });

export function openapiDocument(): OpenApiDocument | null {
  const folder = join(PROJECT_ROOT, 'generated');
  const json = join(folder, 'openapi.json');
  const yaml = join(folder, 'openapi.yaml');
  if (!existsSync(json) || !existsSync(yaml)) return null;
  const forms: { json?: OpenApiForm; yaml?: OpenApiForm } = {};
  return {
    get json() {
      return (forms.json ??= form(readFileSync(json, 'utf8')));
    },
    get yaml() {
      return (forms.yaml ??= form(readFileSync(yaml, 'utf8')));
    },
  };
}
