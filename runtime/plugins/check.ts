// The plug-in check: what the model files declare for hand-written code (`rules`, computed fields
// and filters with `plugin: true`, `endpoints`) and what the plug-ins implement must match, both
// ways. Run by `make check` (scripts/check-plugins.ts) and by createApp at start-up; every problem
// names the model file and line of the declaration (or the plug-in's model file, line 1).
import { RULES, type ModelMeta, type Registry, type RuleName } from '../../contract/index.js';
import type { ModelPlugin, Plugin, TraitPlugin } from '../context.js';

const PARTS = [
  { kind: 'computed', declared: (m: ModelMeta) => m.computed.filter((c) => c.kind === 'plugin').map((c) => c.name), what: 'computed field', how: 'plugin: true' },
  { kind: 'filters', declared: (m: ModelMeta) => m.filters.filter((f) => f.kind === 'plugin').map((f) => f.name), what: 'filter', how: 'plugin: true' },
  { kind: 'endpoints', declared: (m: ModelMeta) => m.endpoints.map((e) => e.path), what: 'endpoint', how: 'endpoints:' },
] as const;

export function checkPlugins(registry: Registry, plugins: readonly Plugin[]): string[] {
  const problems: string[] = [];
  const models = new Map(registry.models.map((m) => [m.key, m]));
  const byModel = new Map<string, ModelPlugin>();
  problems.push(...checkTraitPlugins(registry, plugins.filter((plugin): plugin is TraitPlugin => 'trait' in plugin)));
  for (const plugin of plugins) {
    if ('trait' in plugin) continue;
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
      const declared = Object.hasOwn(model.declaredAt, `rules.${rule}`);
      const implemented = typeof plugin?.[member as keyof ModelPlugin] === 'function';
      if (declared && !implemented) {
        problems.push(`${at(`rules.${rule}`)}: ${model.key} declares the rule ${rule}, but no plug-in implements it (defineModel('${model.key}', { ${member} }) in runtime/apps/${model.app}/)`);
      } else if (implemented && !declared) {
        problems.push(`${model.source}:1: the plug-in of ${model.key} implements ${member}, which the model file does not declare (add ${rule} to rules:)`);
      }
    }
    for (const part of PARTS) {
      const declared = new Set(part.declared(model).filter((name) => Object.hasOwn(model.declaredAt, `${part.kind}.${name}`)));
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

/**
 * Each trait's plug-in (defineTrait) against what the trait file declares, once for all the
 * models that have it: every declared part implemented, nothing undeclared, one plug-in a trait.
 */
function checkTraitPlugins(registry: Registry, plugins: readonly TraitPlugin[]): string[] {
  const problems: string[] = [];
  const traits = new Map(registry.traits.map((trait) => [trait.name, trait]));
  const byTrait = new Map<string, TraitPlugin>();
  for (const plugin of plugins) {
    const trait = traits.get(plugin.trait);
    if (!trait) problems.push(`runtime/apps: a plug-in is defined for the trait ${plugin.trait}, whose file (schema/traits/${plugin.trait}.yaml) declares no rule and no plug-in part`);
    else if (byTrait.has(plugin.trait)) problems.push(`${trait.source}:1: the trait ${plugin.trait} has more than one plug-in (defineTrait) in runtime/apps/`);
    byTrait.set(plugin.trait, plugin);
  }
  for (const trait of registry.traits) {
    const plugin = byTrait.get(trait.name);
    const implemented = new Set<string>([
      ...(Object.entries(RULES) as [RuleName, string][]).filter(([, member]) => typeof plugin?.[member as keyof TraitPlugin] === 'function').map(([rule]) => `rules.${rule}`),
      ...PARTS.flatMap((part) => Object.keys(plugin?.[part.kind] ?? {}).map((name) => `${part.kind}.${name}`)),
    ]);
    for (const [key, at] of Object.entries(trait.declaredAt)) {
      if (!implemented.has(key)) problems.push(`${at}: the trait ${trait.name} declares ${key}, but no plug-in implements it (defineTrait('${trait.name}', ...) in runtime/apps/traits/)`);
    }
    for (const key of implemented) {
      if (!Object.hasOwn(trait.declaredAt, key)) problems.push(`${trait.source}:1: the plug-in of the trait ${trait.name} implements ${key}, which the trait file does not declare`);
    }
  }
  return problems;
}

export class PluginMismatch extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`model files and plug-ins do not match:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}
