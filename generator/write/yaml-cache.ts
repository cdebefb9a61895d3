// The YAML form of the API description, kept on disk between generator runs: `make check`, `make
// generate` and the tests that run the generator in copies of the project (which share
// node_modules) would otherwise each spend seconds on the same 4 MB conversion. An entry is named
// by the SHA-256 of the JSON text, the yaml package's version and the conversion's own source, so
// a changed description, library or conversion never meets an old entry. Only the newest few
// entries are kept. Any failure to read or write the cache falls back to converting.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { openapiYaml } from '../emit/openapi-yaml.js';

const KEEP = 8;

/** `openapiYaml` kept in `<root>/node_modules/.cache/inventory-generator/`. */
export function cachedOpenapiYaml(root: string): (json: string) => string {
  const dir = join(root, 'node_modules/.cache/inventory-generator');
  return (json) => {
    let key: string;
    try {
      key = createHash('sha256').update(json).update('\0').update(version()).update('\0').update(conversion()).digest('hex');
    } catch {
      return openapiYaml(json);
    }
    const file = join(dir, `openapi-${key}.yaml`);
    try {
      return readFileSync(file, 'utf8');
    } catch {
      // Not kept yet.
    }
    const yaml = openapiYaml(json);
    try {
      mkdirSync(dir, { recursive: true });
      // Written aside and renamed: a concurrent reader sees the whole entry or none.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, yaml);
      renameSync(partial, file);
      prune(dir);
    } catch {
      // A read-only or missing node_modules: nothing kept.
    }
    return yaml;
  };
}

function version(): string {
  return (createRequire(import.meta.url)('yaml/package.json') as { version: string }).version;
}

/** The conversion's source text: a change to its options is a new key. */
function conversion(): string {
  return readFileSync(new URL('../emit/openapi-yaml.ts', import.meta.url), 'utf8');
}

function prune(dir: string): void {
  const entries = readdirSync(dir)
    .filter((name) => name.startsWith('openapi-') && name.endsWith('.yaml'))
    .map((name) => ({ path: join(dir, name), time: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { path } of entries.slice(KEEP)) rmSync(path, { force: true });
}
