// The plug-in check: what the model files declare for hand-written code (`rules`, computed fields
// and filters with `plugin: true`, `endpoints`) and what the plug-ins implement must match, both
// ways. Run by `make check` (scripts/check-plugins.ts) and by createApp at start-up; every problem
// names the model file and line of the declaration (or the plug-in's model file, line 1).
import { RULES, type ModelMeta, type Registry, type RuleName } from '../../contract/index.js';
import type { ModelPlugin } from '../context.js';

const PARTS = [
  { kind: 'computed', declared: (m: ModelMeta) => m.computed.filter((c) => c.kind === 'plugin').map((c) => c.name), what: 'computed field', how: 'plugin: true' },
  { kind: 'filters', declared: (m: ModelMeta) => m.filters.filter((f) => f.kind === 'plugin').map((f) => f.name), what: 'filter', how: 'plugin: true' },
  { kind: 'endpoints', declared: (m: ModelMeta) => m.endpoints.map((e) => e.path), what: 'endpoint', how: 'endpoints:' },
] as const;

export function checkPlugins(registry: Registry, plugins: readonly ModelPlugin[]): string[] {
  const problems: string[] = [];
  const models = new Map(registry.models.map((m) => [m.key, m]));
  const byModel = new Map<string, ModelPlugin>();
  for (const plugin of plugins) {
    const model = models.get(plugin.model);
    if (!model) {
      problems.push(`runtime/apps: a plug-in is defined for ${plugin.model}, which no model file declares`);
      continue;
    }
    if (byModel.has(plugin.model)) problems.push(`${model.source}:1: ${plugin.model} has more than one plug-in (defineModel) in runtime/apps/`);
    byModel.set(plugin.model, plugin);
  }
  for (const model of registry.models) {
    const plugin = byModel.get(model.key);
    const at = (key: string) => model.declaredAt[key] ?? `${model.source}:1`;
    for (const [rule, member] of Object.entries(RULES) as [RuleName, string][]) {
      const declared = model.rules.includes(rule);
      const implemented = typeof plugin?.[member as keyof ModelPlugin] === 'function';
      if (declared && !implemented) {
        problems.push(`${at(`rules.${rule}`)}: ${model.key} declares the rule ${rule}, but no plug-in implements it (defineModel('${model.key}', { ${member} }) in runtime/apps/${model.app}/)`);
      } else if (implemented && !declared) {
        problems.push(`${model.source}:1: the plug-in of ${model.key} implements ${member}, which the model file does not declare (add ${rule} to rules:)`);
      }
    }
    for (const part of PARTS) {
      const declared = new Set(part.declared(model));
      const implemented = new Set(Object.keys(plugin?.[part.kind] ?? {}));
      for (const name of declared) {
        if (!implemented.has(name)) {
          problems.push(`${at(`${part.kind}.${name}`)}: ${model.key} declares the ${part.what} ${name} (${part.how}), but no plug-in implements it (${part.kind}.${name} of defineModel('${model.key}') in runtime/apps/${model.app}/)`);
        }
      }
      for (const name of implemented) {
        if (!declared.has(name)) {
          problems.push(`${model.source}:1: the plug-in of ${model.key} implements the ${part.what} ${name}, which the model file does not declare (${part.how})`);
        }
      }
    }
  }
  return problems;
}

export class PluginMismatch extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`model files and plug-ins do not match:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}
