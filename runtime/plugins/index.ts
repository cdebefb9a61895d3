// The plug-ins of every model, as the engines look them up: one ModelPlugin per model key, built
// once by createApp from the list the apps export (runtime/apps/index.ts). Nothing registers
// itself by being imported; the list is the registry.
//
// A model with traits gets its traits' plug-ins composed with its own, as NetBox's models call
// their abstract bases' methods through super() first: the rules of its traits run before its
// own (in the order of ModelMeta.traits, a trait after those it builds on), a `clean` that finds
// problems stopping the chain; each computed field, filter and endpoint comes from the plug-in
// whose file declares it (ModelMeta.declaredAt, traitParts).
import { RULES, type ModelMeta, type Registry } from '../../contract/index.js';
import type { Computation, EndpointPlugin, FilterPlugin, ModelPlugin, Plugin, PluginParts, Plugins, TraitPlugin } from '../context.js';

type Named = 'computed' | 'filters' | 'endpoints';

export class PluginIndex implements Plugins {
  private readonly byModel = new Map<string, ModelPlugin>();

  constructor(registry: Registry, readonly list: readonly Plugin[]) {
    const own = new Map<string, ModelPlugin>();
    const traits = new Map<string, TraitPlugin>();
    for (const plugin of list) {
      if ('trait' in plugin) traits.set(plugin.trait, plugin);
      else own.set(plugin.model, plugin);
    }
    for (const model of registry.models) {
      const plugin = composed(model, own.get(model.key), traits);
      if (plugin) this.byModel.set(model.key, plugin);
    }
  }

  of(model: ModelMeta): ModelPlugin | undefined {
    return this.byModel.get(model.key);
  }

  computation(model: ModelMeta, name: string): Computation {
    return this.part(model, 'computed', name);
  }

  filter(model: ModelMeta, name: string): FilterPlugin {
    return this.part(model, 'filters', name);
  }

  endpoint(model: ModelMeta, path: string): EndpointPlugin {
    return this.part(model, 'endpoints', path);
  }

  display(model: ModelMeta): ModelPlugin['display'] {
    return this.byModel.get(model.key)?.display;
  }

  private part<P extends Named>(model: ModelMeta, kind: P, name: string): NonNullable<ModelPlugin[P]>[string] {
    const part = this.byModel.get(model.key)?.[kind]?.[name];
    // The plug-in check (at start-up and in make check) makes this unreachable.
    if (!part) throw new Error(`${model.key}: no plug-in implements ${kind}.${name}`);
    return part as NonNullable<ModelPlugin[P]>[string];
  }
}

/** The model's plug-in with its traits' parts for it, or its own alone (undefined: none at all). */
function composed(model: ModelMeta, own: ModelPlugin | undefined, traits: ReadonlyMap<string, TraitPlugin>): ModelPlugin | undefined {
  // Each trait's plug-in with only the parts its file declares for this model (a model may
  // redefine a trait's computed field or filter, which its own plug-in then implements).
  const parts: PluginParts[] = Object.entries(model.traitParts ?? {})
    .sort(([a], [b]) => (model.traits ?? []).indexOf(a) - (model.traits ?? []).indexOf(b))
    .map(([trait, keys]) => only(traits.get(trait), keys))
    .filter((part): part is PluginParts => part !== undefined);
  if (!parts.length) return own;
  if (own) parts.push(own);
  const rule = <R extends 'clean' | 'afterSave' | 'afterDelete'>(name: R) => parts.map((part) => part[name]).filter((fn): fn is NonNullable<PluginParts[R]> => fn !== undefined);
  const cleans = rule('clean');
  const afterSaves = rule('afterSave');
  const afterDeletes = rule('afterDelete');
  // str(obj): the model's own, else the first trait's.
  const display = own?.display ?? parts.find((part) => part.display)?.display;
  const named = (kind: Named) => Object.assign({}, ...parts.map((part) => part[kind] ?? {})) as Record<string, never>;
  return {
    model: model.key,
    ...(cleans.length ? {
      clean: async (ctx, values, existing, meta) => {
        for (const clean of cleans) {
          const problems = await clean(ctx, values, existing, meta);
          if (problems && Object.keys(problems).length) return problems;
        }
      },
    } satisfies Pick<PluginParts, 'clean'> : {}),
    ...(afterSaves.length ? {
      // 'kept' only when every part kept the object's own row and lists.
      afterSave: async (ctx, saved, before, meta) => {
        let kept = true;
        for (const fn of afterSaves) if ((await fn(ctx, saved, before, meta)) !== 'kept') kept = false;
        return kept ? 'kept' : undefined;
      },
    } satisfies Pick<PluginParts, 'afterSave'> : {}),
    ...(afterDeletes.length ? { afterDelete: async (ctx, deleted, meta) => { for (const fn of afterDeletes) await fn(ctx, deleted, meta); } } satisfies Pick<PluginParts, 'afterDelete'> : {}),
    ...(display ? { display } : {}),
    computed: named('computed'),
    filters: named('filters'),
    endpoints: named('endpoints'),
  };
}

/** The parts of a trait's plug-in named by `keys` (`rules.clean`, `computed.<name>`, ...). */
function only(plugin: TraitPlugin | undefined, keys: readonly string[]): PluginParts | undefined {
  if (!plugin) return undefined;
  const has = (key: string) => keys.includes(key);
  const pick = (kind: Named) => Object.fromEntries(Object.entries(plugin[kind] ?? {}).filter(([name]) => has(`${kind}.${name}`)));
  const rules = Object.entries(RULES).filter(([rule, member]) => has(`rules.${rule}`) && plugin[member] !== undefined).map(([, member]) => [member, plugin[member]]);
  return {
    ...Object.fromEntries(rules),
    computed: pick('computed'),
    filters: pick('filters'),
    endpoints: pick('endpoints'),
  };
}
