// `make model APP=dcim MODEL=widget` writes a starter model file from templates/model.yaml.mustache
// that the generator accepts as it is: in a copy of the project, generate then adds the model and
// its migration, and check passes. It never overwrites a model file and refuses bad names.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, runIn, tsx } from '../support/project.js';

const make = (root: string, ...args: string[]) => runIn(root, 'make', ['-s', '-o', 'node_modules/.fetched', ...args]);

describe('make model', () => {
  let root: string;
  beforeAll(() => {
    root = copyProject('inventory-scaffold-');
  });
  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('writes a starter model file that generates a model, a migration and passes check', async () => {
    const written = await make(root, 'model', 'APP=dcim', 'MODEL=widget', 'VERBOSE=widget');
    expect(written.code, written.stderr).toBe(0);
    expect(written.stdout).toContain('wrote schema/models/dcim/widget.yaml');
    const text = readFileSync(join(root, 'schema/models/dcim/widget.yaml'), 'utf8');
    expect(text).toMatch(/^model: widget$/m);
    expect(text).toMatch(/^path: widgets +# served at \/api\/dcim\/widgets\/$/m);
    const migrations = readdirSync(join(root, 'generated/migrations')).filter((n) => /^\d{4}_/.test(n));
    const generated = await tsx(root, ['generator/cli.ts', 'generate', '--root', root]);
    expect(generated.code, generated.stderr).toBe(0);
    expect(generated.stdout).toMatch(/new migration: generated\/migrations\/\d{4}_create_dcim_widget/);
    expect(existsSync(join(root, 'generated/dcim/widget.ts'))).toBe(true);
    expect(readdirSync(join(root, 'generated/migrations')).filter((n) => /^\d{4}_/.test(n))).toHaveLength(migrations.length + 1);
    expect((await tsx(root, ['generator/cli.ts', 'check', '--root', root])).code).toBe(0);
    expect((await tsx(root, ['scripts/check-plugins.ts'])).code).toBe(0);
  });

  it('refuses to overwrite a model file, and names that are not content-type names', async () => {
    const before = readFileSync(join(root, 'schema/models/dcim/site.yaml'), 'utf8');
    const again = await make(root, 'model', 'APP=dcim', 'MODEL=site');
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain('schema/models/dcim/site.yaml exists already');
    expect(readFileSync(join(root, 'schema/models/dcim/site.yaml'), 'utf8')).toBe(before);
    const bad = await make(root, 'model', 'APP=dcim', 'MODEL=patch-panel');
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('MODEL must be lower-case letters and digits');
    expect(existsSync(join(root, 'schema/models/dcim/patch-panel.yaml'))).toBe(false);
  });
});
