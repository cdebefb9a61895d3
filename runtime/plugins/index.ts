// The plug-ins of every model, as the engines look them up: one ModelPlugin per model key, built
// once by createApp from the list the apps export (runtime/apps/index.ts). Nothing registers
// itself by being imported; the list is the registry.
import type { ModelMeta } from '../../contract/index.js';
import type { Computation, EndpointPlugin, FilterPlugin, ModelPlugin, Plugins } from '../context.js';

export class PluginIndex implements Plugins {
  private readonly byModel = new Map<string, ModelPlugin>();

  constructor(readonly list: readonly ModelPlugin[]) {
    for (const plugin of list) this.byModel.set(plugin.model, plugin);
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

  private part<P extends 'computed' | 'filters' | 'endpoints'>(model: ModelMeta, kind: P, name: string): NonNullable<ModelPlugin[P]>[string] {
    const part = this.byModel.get(model.key)?.[kind]?.[name];
    // The plug-in check (at start-up and in make check) makes this unreachable.
    if (!part) throw new Error(`${model.key}: no plug-in implements ${kind}.${name}`);
    return part as NonNullable<ModelPlugin[P]>[string];
  }
}
