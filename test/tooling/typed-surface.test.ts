// The generated types are what hand-written code is checked against: a rule that reads or writes
// a misspelt field, an error under a field the model does not have, a rule the model file does not
// declare, a misspelt filter or a wrong choice in the typed client — each fails to compile with
// tsc's message. The correct version of each snippet compiles (so the failures are the mistakes).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT } from '../support/project.js';

const dir = mkdtempSync(join(tmpdir(), 'inventory-types-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Absolute import paths of the project, so that snippets compile from a temporary directory. */
const from = (path: string) => JSON.stringify(join(PROJECT, path));

/** tsc's messages for each snippet (compiled together, with the project's compiler options). */
function compile<N extends string>(snippets: Record<N, string>): Record<N, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(join(PROJECT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!;
  const files = (Object.entries(snippets) as [N, string][]).map(([name, text]) => {
    const file = join(dir, `${name}.ts`);
    writeFileSync(file, text);
    return [name, file] as const;
  });
  const program = ts.createProgram(files.map(([, file]) => file), { ...config.options, noEmit: true, rootDir: '/' });
  return Object.fromEntries(files.map(([name, file]) => [
    name,
    ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
  ])) as Record<N, string[]>;
}

const rule = (body: string) => `
import { defineModel } from ${from('runtime/apps/kit/define.js')};
import { getObject } from ${from('runtime/apps/kit/data.js')};
export const plugin = defineModel('dcim.device', {
  async clean(ctx, values) {
    ${body}
  },
  async afterSave() {},
  computed: { primary_ip: async () => new Map(), config_context: async () => new Map(), parent_device: async () => new Map() },
});
void getObject;
`;

/** A rule of the base_interface trait: its values are a device interface's or a VM interface's. */
const traitRule = (body: string) => `
import { defineTrait } from ${from('runtime/apps/kit/define.js')};
export const plugin = defineTrait('base_interface', {
  async clean(ctx, values, existing, model) {
    ${body}
  },
});
`;

const client = (call: string) => `
import { createApi } from ${from('generated/client/index.js')};
const api = createApi({ url: 'http://127.0.0.1:8000', token: 'x' });
export const request = ${call};
`;

describe('the typed surface', () => {
  const results = compile({
    ruleGood: rule("const rack = await getObject(ctx, 'dcim.rack', values.rack);\n    if (rack && rack.site !== values.site) return { rack: ['elsewhere'] };\n    values.serial = 'x';"),
    ruleMisspeltValue: rule("values.seriall = 'x';"),
    ruleMisspeltRelated: rule("const rack = await getObject(ctx, 'dcim.rack', values.rack);\n    return { rack: [String(rack?.stie)] };"),
    ruleUnknownErrorKey: rule("return { rakc: ['elsewhere'] };"),
    ruleWrongChoice: rule("values.status = 'sleeping';"),
    undeclaredRule: `
import { defineModel } from ${from('runtime/apps/kit/define.js')};
export const plugin = defineModel('dcim.macaddress', { async clean() {}, async afterSave() {} });
`,
    missingRule: `
import { defineModel } from ${from('runtime/apps/kit/define.js')};
export const plugin = defineModel('dcim.macaddress', {});
`,
    traitGood: traitRule("if (model.key === 'dcim.interface' && values.qinq_svlan !== null) values.untagged_vlan = null;\n    return existing ? { qinq_svlan: ['x'] } : undefined;"),
    traitDeviceOnlyField: traitRule("values.mgmt_only = true;"),
    traitUnknownModel: traitRule("if (model.key === 'dcim.device') return;"),
    traitUndeclaredRule: `
import { defineTrait } from ${from('runtime/apps/kit/define.js')};
export const plugin = defineTrait('base_interface', { async clean() {}, async afterDelete() {} });
`,
    clientGood: client("api.dcim.devices.list({ site_id: [1], status: ['active'], limit: 10 })"),
    clientMisspeltFilter: client("api.dcim.devices.list({ stie_id: [1] })"),
    clientWrongChoice: client("api.dcim.devices.list({ status: ['sleeping'] })"),
    clientMissingField: client("api.dcim.devices.create({ name: 'x', role: 1, device_type: 1 })"),
  });

  it('compiles the correct rule and client call', () => {
    expect(results.ruleGood).toEqual([]);
    expect(results.clientGood).toEqual([]);
  });

  it('refuses a misspelt field in a rule, on its own values and on a related object', () => {
    expect(results.ruleMisspeltValue).toEqual([expect.stringMatching(/Property 'seriall' does not exist on type 'DeviceValues'\. Did you mean 'serial'\?/)]);
    expect(results.ruleMisspeltRelated).toEqual(["Property 'stie' does not exist on type 'Stored<\"dcim.rack\">'."]);
  });

  it('refuses an error under a field the model does not have, and a value that is not a choice', () => {
    expect(results.ruleUnknownErrorKey.join('\n')).toMatch(/Type '{ rakc: string\[\]; }' is not assignable to type 'void \| Problems<"dcim\.device">'/);
    expect(results.ruleWrongChoice.join('\n')).toMatch(/Type '"sleeping"' is not assignable to type/);
  });

  it('refuses a rule the model file does not declare, and a declared rule left out', () => {
    expect(results.undeclaredRule.join('\n')).toMatch(/'afterSave' does not exist in type/);
    expect(results.missingRule.join('\n')).toMatch(/Property 'clean' is missing/);
  });

  it('types a trait\'s rule over the union of its models: only what all of them have, for the models that have it', () => {
    expect(results.traitGood).toEqual([]);
    expect(results.traitDeviceOnlyField.join('\n')).toMatch(/Property 'mgmt_only' does not exist on type 'VMInterfaceValues'/);
    expect(results.traitUnknownModel.join('\n')).toMatch(/'"dcim\.interface" \| "virtualization\.vminterface"' and '"dcim\.device"' have no overlap/);
    expect(results.traitUndeclaredRule.join('\n')).toMatch(/'afterDelete' does not exist in type/);
  });

  it('refuses a misspelt filter, a wrong choice and a missing required field in the client', () => {
    expect(results.clientMisspeltFilter.join('\n')).toMatch(/'stie_id' does not exist in type/);
    expect(results.clientWrongChoice.join('\n')).toMatch(/Type '"sleeping"' is not assignable to type/);
    expect(results.clientMissingField.join('\n')).toMatch(/Property 'site' is missing/);
  });
});
