// `make check` guards the structure: in a copy of the project, a model file that declares a rule,
// computed field or filter that no plug-in implements (or a plug-in part no model file declares)
// fails with the model file's line; an import cycle, an engine importing app code and the
// generator importing the runtime fail with the layer rule's name. The server refuses to start
// on a mismatch too.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.js';
import { createApp } from '../../runtime/app.js';
import { plugins } from '../../runtime/apps/index.js';
import { loadConfig } from '../../runtime/config.js';
import { openDatabase } from '../../runtime/db/database.js';
import { copyProject, runIn, tsx, type Result } from '../support/project.js';

/** `make check` in the copy (the shared node_modules counts as installed). */
const makeCheck = (root: string): Promise<Result> => runIn(root, 'make', ['-s', '-o', 'node_modules/.installed', 'check']);

/** The 1-based line of the first line of `text` that contains `needle`. */
const lineOf = (text: string, needle: string): number => text.split('\n').findIndex((line) => line.includes(needle)) + 1;

describe('make check', () => {
  let root: string;
  beforeAll(() => {
    root = copyProject('inventory-check-');
  });
  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  /** Changes a file of the copy for the duration of `work`, then restores it (and regenerates when asked). */
  async function withEdit(path: string, change: (text: string) => string, work: () => Promise<void>, regenerate = false): Promise<void> {
    const file = join(root, path);
    const before = readFileSync(file, 'utf8');
    const after = change(before);
    expect(after, `edit of ${path}`).not.toBe(before);
    writeFileSync(file, after);
    try {
      if (regenerate) expect((await tsx(root, ['generator/cli.ts', 'generate', '--root', root])).code).toBe(0);
      await work();
    } finally {
      writeFileSync(file, before);
      if (regenerate) await tsx(root, ['generator/cli.ts', 'generate', '--root', root]);
    }
  }

  async function withFile(path: string, text: string, work: () => Promise<void>): Promise<void> {
    writeFileSync(join(root, path), text);
    try {
      await work();
    } finally {
      rmSync(join(root, path));
    }
  }

  it('passes the plug-in and layer checks on the project as it is', async () => {
    const plugins = await tsx(root, ['scripts/check-plugins.ts']);
    expect(plugins.code, plugins.stderr).toBe(0);
    const layers = await runIn(root, join(root, 'node_modules/.bin/depcruise'), ['--config', '.dependency-cruiser.cjs', 'contract', 'generator', 'generated', 'runtime']);
    expect(layers.code, layers.stdout + layers.stderr).toBe(0);
  });

  it('fails on a rule the model file declares and no plug-in implements, naming the file and line', async () => {
    const path = 'schema/models/dcim/site.yaml';
    await withEdit(path, (text) => text.replace(/^brief:/m, 'rules: [clean]\nbrief:'), async () => {
      const result = await makeCheck(root);
      expect(result.code).not.toBe(0);
      const line = lineOf(readFileSync(join(root, path), 'utf8'), 'rules: [clean]');
      expect(result.stderr).toContain(`${path}:${line}: dcim.site declares the rule clean, but no plug-in implements it`);
    }, true);
  });

  it('fails on a computed field and a filter declared with plugin: true and not implemented', async () => {
    const path = 'schema/models/dcim/rackrole.yaml';
    const declare = (text: string) => `${text
      .replace(/^( {2}rack_count: .*)$/m, '$1\n  rack_total: { plugin: true, type: integer }')
      .replace(/(^field_order: \[.*)\]$/m, '$1, rack_total]')
      .trimEnd()}\nfilters:\n  busy: { plugin: true }\n`;
    await withEdit(path, declare, async () => {
      const result = await makeCheck(root);
      expect(result.code).not.toBe(0);
      const text = readFileSync(join(root, path), 'utf8');
      expect(result.stderr).toContain(`${path}:${lineOf(text, 'rack_total:')}: dcim.rackrole declares the computed field rack_total (plugin: true), but no plug-in implements it`);
      expect(result.stderr).toContain(`${path}:${lineOf(text, 'busy:')}: dcim.rackrole declares the filter busy (plugin: true), but no plug-in implements it`);
    }, true);
  });

  it('fails on a plug-in part the model file does not declare', async () => {
    const path = 'schema/models/dcim/macaddress.yaml';
    await withEdit(path, (text) => text.replace(/^rules: \[clean\]\n/m, ''), async () => {
      const result = await makeCheck(root);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain(`${path}:1: the plug-in of dcim.macaddress implements clean, which the model file does not declare (add clean to rules:)`);
    }, true);
  });

  it('fails on an import cycle', async () => {
    await withFile('runtime/lib/cycle-a.ts', "import { b } from './cycle-b.js';\nexport const a = () => b;\n", () =>
      withFile('runtime/lib/cycle-b.ts', "import { a } from './cycle-a.js';\nexport const b = () => a;\n", async () => {
        const result = await makeCheck(root);
        expect(result.code).not.toBe(0);
        expect(result.stdout + result.stderr).toMatch(/error no-cycles: runtime\/lib\/cycle-a\.ts →\s+runtime\/lib\/cycle-b\.ts/);
      }));
  });

  it('fails when an engine imports app code', async () => {
    await withFile('runtime/query/uses-app.ts', "import { device } from '../apps/dcim/device.js';\nexport const plugin = device;\n", async () => {
      const result = await makeCheck(root);
      expect(result.code).not.toBe(0);
      expect(result.stdout + result.stderr).toMatch(/error engines-import-no-app-code: runtime\/query\/uses-app\.ts →\s+runtime\/apps\/dcim\/device\.ts/);
    });
  });

  it('fails when the generator imports the runtime', async () => {
    await withFile('generator/uses-runtime.ts', "import { ModelIndex } from '../runtime/registry.js';\nexport const index = ModelIndex;\n", async () => {
      const result = await makeCheck(root);
      expect(result.code).not.toBe(0);
      expect(result.stdout + result.stderr).toMatch(/error generator-imports-only-the-contract: generator\/uses-runtime\.ts →\s+runtime\/registry\.ts/);
    });
  });
});

describe('the start-up check', () => {
  it('refuses to create the app when a declared rule has no plug-in, naming the model file and line', async () => {
    const db = openDatabase('sqlite::memory:');
    try {
      const without = plugins.filter((p) => p.model !== 'dcim.device');
      const device = registry.models.find((m) => m.key === 'dcim.device')!;
      expect(() => createApp({ db, registry, config: loadConfig({}), plugins: without }))
        .toThrow(`${device.declaredAt['rules.clean']}: dcim.device declares the rule clean, but no plug-in implements it`);
      expect(device.declaredAt['rules.clean']).toMatch(/^schema\/models\/dcim\/device\.yaml:\d+$/);
      expect(() => createApp({ db, registry, config: loadConfig({}), plugins: [...plugins, { model: 'dcim.cabinet' }] }))
        .toThrow('a plug-in is defined for dcim.cabinet, which no model file declares');
    } finally {
      await db.close();
    }
  });
});
