// Golden generator cases, in the style of sqlc's end-to-end tests. Each directory under cases/
// holds a schema folder (cases/<case>/schema/: settings.yaml, models/<app>/<model>.yaml,
// choices/<app>.yaml) and what the generator must make of it:
//
//   expected/   every file generate() produces, at its path under the case directory
//               (expected/generated/...), each stored with a ".golden" suffix: the project's
//               tsconfig type-checks everything under test/, and the generated files' relative
//               imports (../../runtime/types.js) do not resolve from here;
//   errors.txt  or the exact text of the SchemaErrors the case must fail with: one
//               `file:line: message` a line, paths relative to the case directory.
//
// UPDATE_GOLDEN=1 rewrites expected/ or errors.txt from what the generator produces now; read the
// result (git diff) before committing it: a golden file is only as good as its review.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { generate } from '../../generator/generate.js';
import { SchemaErrors } from '../../generator/ir/build.js';
import { loadProject } from '../../generator/load/project.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '../..');
const CASES = join(HERE, 'cases');
const META_SCHEMA = join(ROOT, 'schema/meta-schema.json');
const SUFFIX = '.golden';
const UPDATE = process.env.UPDATE_GOLDEN === '1';

type Outcome = { kind: 'files'; files: Map<string, string> } | { kind: 'errors'; text: string };

/** Runs the generator on one case the way the CLI would, with no stored migrations. */
function run(caseDir: string): Outcome {
  try {
    const ir = loadProject(caseDir, { metaSchemaPath: META_SCHEMA });
    const { files } = generate({ ir, migrations: [], allowDestructive: false });
    return { kind: 'files', files: new Map(files) };
  } catch (error) {
    if (error instanceof SchemaErrors) return { kind: 'errors', text: `${error.message}\n` };
    throw error;
  }
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path));
    else out.push(path);
  }
  return out.sort();
}

/** expected/ as a map from generated path (suffix removed) to text. */
function readExpected(caseDir: string): Map<string, string> {
  const dir = join(caseDir, 'expected');
  const out = new Map<string, string>();
  for (const full of listFiles(dir)) {
    const path = relative(dir, full).split('\\').join('/');
    if (!path.endsWith(SUFFIX)) throw new Error(`${relative(HERE, full)}: golden files end in ${SUFFIX}`);
    out.set(path.slice(0, -SUFFIX.length), readFileSync(full, 'utf8'));
  }
  return out;
}

function update(caseDir: string, outcome: Outcome): void {
  rmSync(join(caseDir, 'expected'), { recursive: true, force: true });
  rmSync(join(caseDir, 'errors.txt'), { force: true });
  if (outcome.kind === 'errors') {
    writeFileSync(join(caseDir, 'errors.txt'), outcome.text);
    return;
  }
  for (const [path, text] of outcome.files) {
    const full = join(caseDir, 'expected', `${path}${SUFFIX}`);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
}

/** Every "$ref" in a JSON document. */
function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refs(item, out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') out.push(item);
      else refs(item, out);
    }
  }
  return out;
}

const cases = existsSync(CASES)
  ? readdirSync(CASES, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort()
  : [];

describe('golden generator cases', () => {
  test('there are cases, each with a schema folder and exactly one of expected/ and errors.txt', () => {
    expect(cases.length).toBeGreaterThanOrEqual(14);
    for (const name of cases) {
      const dir = join(CASES, name);
      expect(existsSync(join(dir, 'schema/settings.yaml')), `${name}: schema/settings.yaml`).toBe(true);
      if (UPDATE) continue;
      const outputs = [existsSync(join(dir, 'expected')), existsSync(join(dir, 'errors.txt'))].filter(Boolean).length;
      expect(outputs, `${name}: needs expected/ or errors.txt (run with UPDATE_GOLDEN=1 and review)`).toBe(1);
    }
  });

  test.each(cases)('%s', (name) => {
    const caseDir = join(CASES, name);
    const outcome = run(caseDir);
    if (UPDATE) {
      update(caseDir, outcome);
      expect(outcome.kind === 'files' ? outcome.files.size : outcome.text.length).toBeGreaterThan(0);
      return;
    }
    const errorsPath = join(caseDir, 'errors.txt');
    if (existsSync(errorsPath)) {
      const expected = readFileSync(errorsPath, 'utf8');
      if (outcome.kind === 'files') expect.fail(`${name}: generation succeeded, but errors.txt expects:\n${expected}`);
      expect(outcome.text).toBe(expected);
      return;
    }
    if (outcome.kind === 'errors') expect.fail(`${name}: generation failed:\n${outcome.text}`);
    const expected = readExpected(caseDir);
    expect([...outcome.files.keys()], `${name}: the set of generated files`).toEqual([...expected.keys()]);
    for (const [path, text] of expected) expect(outcome.files.get(path), `${name}: ${path}`).toBe(text);
  });
});

describe('properties of the valid golden cases', () => {
  // The cases with expected output (in an UPDATE_GOLDEN run: those that had it before).
  const valid = cases.filter((name) => existsSync(join(CASES, name, 'expected')));

  test.each(valid)('%s: a second run gives the same bytes', (name) => {
    const first = run(join(CASES, name));
    const second = run(join(CASES, name));
    expect(first.kind).toBe('files');
    expect(second).toEqual(first);
  });

  test.each(valid)('%s: every $ref of openapi.json names a schema it defines', (name) => {
    const outcome = run(join(CASES, name));
    if (outcome.kind !== 'files') return expect.fail(`${name}: generation failed:\n${outcome.text}`);
    const openapi = JSON.parse(outcome.files.get('generated/openapi.json')!) as { components: { schemas: Record<string, unknown> } };
    const all = refs(openapi);
    expect(all.length).toBeGreaterThan(0);
    for (const ref of all) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(Object.keys(openapi.components.schemas), `${name}: ${ref}`).toContain(ref.slice('#/components/schemas/'.length));
    }
  });
});
