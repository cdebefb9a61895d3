// `make check` guards the structure: in a copy of the project, a model file that declares a rule,
// computed field or filter that no plug-in implements (or a plug-in part no model file declares)
// fails with the model file's line; an import cycle, an engine importing app code and the
// generator importing the runtime fail with the layer rule's name (the server's own refusal to
// start on a mismatch: test/unit/runtime.test.ts). Each check reports every problem in one run:
// the breaks of a kind are made together and checked once (a regeneration and a check cost
// seconds each).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, runIn, tsx, type Result } from '../support/project.js';

/** `make check` in the copy (the shared node_modules counts as installed). */
const makeCheck = (root: string): Promise<Result> => runIn(root, 'make', ['-s', '-o', 'node_modules/.fetched', 'check']);

/** The layer check as `make check` runs it. */
const depcruise = (root: string): Promise<Result> =>
  runIn(root, join(root, 'node_modules/.bin/depcruise'), ['--config', '.dependency-cruiser.cjs', 'contract', 'generator', 'generated', 'runtime']);

/** The plug-in check as `make check` runs it. */
const checkPlugins = (root: string): Promise<Result> => tsx(root, ['scripts/check-plugins.ts']);

/** The 1-based line of the first line of `text` that contains `needle`. */
const lineOf = (text: string, needle: string): number => text.split('\n').findIndex((line) => line.includes(needle)) + 1;

/** The value of a settled promise, or its error thrown (in the test that needs it). */
function valueOf<T>(settled: PromiseSettledResult<T> | undefined): T {
  if (!settled) throw new Error('beforeAll did not run');
  if (settled.status === 'rejected') throw settled.reason;
  return settled.value;
}

/** Changes a file of the copy (the change must change something). */
function edit(root: string, path: string, change: (text: string) => string): void {
  const file = join(root, path);
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  expect(after, `edit of ${path}`).not.toBe(before);
  writeFileSync(file, after);
}

/** The model-file edits, each a mismatch with the plug-ins that check-plugins must report on its own line. */
const SITE = 'schema/models/dcim/site.yaml';
const RACKROLE = 'schema/models/dcim/rackrole.yaml';
const MACADDRESS = 'schema/models/dcim/macaddress.yaml';
const MODEL_EDITS: Record<string, (text: string) => string> = {
  // A rule no plug-in implements.
  [SITE]: (text) => text.replace(/^brief:/m, 'rules: [clean]\nbrief:'),
  // A computed field and a filter declared with plugin: true that no plug-in implements.
  [RACKROLE]: (text) => `${text
    .replace(/^( {2}rack_count: .*)$/m, '$1\n  rack_total: { plugin: true, type: integer }')
    .replace(/(^field_order: \[.*)\]$/m, '$1, rack_total]')
    .trimEnd()}\nfilters:\n  busy: { plugin: true }\n`,
  // A plug-in part (clean) the model file no longer declares.
  [MACADDRESS]: (text) => text.replace(/^rules: \[clean\]\n/m, ''),
};

/** Files that break one layer rule each (the cycle takes two). */
const LAYER_BREAKS: Record<string, string> = {
  'runtime/lib/cycle-a.ts': "import { b } from './cycle-b.js';\nexport const a = () => b;\n",
  'runtime/lib/cycle-b.ts': "import { a } from './cycle-a.js';\nexport const b = () => a;\n",
  'runtime/query/uses-app.ts': "import { device } from '../apps/dcim/device.js';\nexport const plugin = device;\n",
  'generator/uses-runtime.ts': "import { ModelIndex } from '../runtime/registry.js';\nexport const index = ModelIndex;\n",
};

// Each check reports every problem it finds in one run, so the breaks are made together and each
// checked once, in two copies worked on at the same time: one is checked as it is, then gets all
// the layer breaks and runs `make check` itself; the other gets all the model-file edits, one
// regeneration, and the plug-in check (the step of `make check` that must fail: the first copy's
// `make check` shows the steps before it pass and that it runs the plug-in check).
describe('make check', () => {
  const roots: string[] = [];
  let asItIs: PromiseSettledResult<{ plugins: Result; layers: Result }> | undefined;
  let layersBroken: PromiseSettledResult<Result> | undefined;
  let pluginsBroken: PromiseSettledResult<{ result: Result; files: Record<string, string> }> | undefined;

  beforeAll(async () => {
    const layersRoot = copyProject('inventory-check-');
    const pluginsRoot = copyProject('inventory-check-');
    roots.push(layersRoot, pluginsRoot);

    const checkedAsItIs = Promise.all([checkPlugins(layersRoot), depcruise(layersRoot)]).then(([plugins, layers]) => ({ plugins, layers }));
    const layerRun = checkedAsItIs.then(() => {
      for (const [path, text] of Object.entries(LAYER_BREAKS)) writeFileSync(join(layersRoot, path), text);
      return makeCheck(layersRoot);
    });
    const pluginRun = (async () => {
      for (const [path, change] of Object.entries(MODEL_EDITS)) edit(pluginsRoot, path, change);
      const generated = await tsx(pluginsRoot, ['generator/cli.ts', 'generate', '--root', pluginsRoot]);
      expect(generated.code, generated.stderr).toBe(0);
      const files = Object.fromEntries(Object.keys(MODEL_EDITS).map((path) => [path, readFileSync(join(pluginsRoot, path), 'utf8')]));
      return { result: await checkPlugins(pluginsRoot), files };
    })();
    [asItIs, layersBroken, pluginsBroken] = await Promise.allSettled([checkedAsItIs, layerRun, pluginRun]);
  });
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  it('passes the plug-in and layer checks on the project as it is', () => {
    const { plugins, layers } = valueOf(asItIs);
    expect(plugins.code, plugins.stderr).toBe(0);
    expect(layers.code, layers.stdout + layers.stderr).toBe(0);
  });

  it('runs the generated-files and plug-in checks before the layer check', () => {
    const result = valueOf(layersBroken);
    expect(result.stdout, result.stderr).toMatch(/generated\/ matches schema\//);
    expect(result.stdout, result.stderr).toMatch(/plug-ins match the model files/);
  });

  it('fails on a rule the model file declares and no plug-in implements, naming the file and line', () => {
    const { result, files } = valueOf(pluginsBroken);
    expect(result.code).not.toBe(0);
    const line = lineOf(files[SITE]!, 'rules: [clean]');
    expect(result.stderr).toContain(`${SITE}:${line}: dcim.site declares the rule clean, but no plug-in implements it`);
  });

  it('fails on a computed field and a filter declared with plugin: true and not implemented', () => {
    const { result, files } = valueOf(pluginsBroken);
    expect(result.code).not.toBe(0);
    const text = files[RACKROLE]!;
    expect(result.stderr).toContain(`${RACKROLE}:${lineOf(text, 'rack_total:')}: dcim.rackrole declares the computed field rack_total (plugin: true), but no plug-in implements it`);
    expect(result.stderr).toContain(`${RACKROLE}:${lineOf(text, 'busy:')}: dcim.rackrole declares the filter busy (plugin: true), but no plug-in implements it`);
  });

  it('fails on a plug-in part the model file does not declare', () => {
    const { result } = valueOf(pluginsBroken);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(`${MACADDRESS}:1: the plug-in of dcim.macaddress implements clean, which the model file does not declare (add clean to rules:)`);
  });

  it('fails on an import cycle', () => {
    const result = valueOf(layersBroken);
    expect(result.code).not.toBe(0);
    expect(result.stdout + result.stderr).toMatch(/error no-cycles: runtime\/lib\/cycle-a\.ts →\s+runtime\/lib\/cycle-b\.ts/);
  });

  it('fails when an engine imports app code', () => {
    const result = valueOf(layersBroken);
    expect(result.code).not.toBe(0);
    expect(result.stdout + result.stderr).toMatch(/error engines-import-no-app-code: runtime\/query\/uses-app\.ts →\s+runtime\/apps\/dcim\/device\.ts/);
  });

  it('fails when the generator imports the runtime', () => {
    const result = valueOf(layersBroken);
    expect(result.code).not.toBe(0);
    expect(result.stdout + result.stderr).toMatch(/error generator-imports-only-the-contract: generator\/uses-runtime\.ts →\s+runtime\/registry\.ts/);
  });
});
