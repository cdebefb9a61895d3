// Lookups over the generated registry, built once at start-up.
import type { ChoiceMeta, FieldMeta, ModelMeta, Registry } from './types.js';

export interface Relation {
  /** The model holding the foreign key or many-to-many field. */
  readonly model: ModelMeta;
  readonly field: FieldMeta;
}

export class ModelIndex {
  readonly models: readonly ModelMeta[];
  /** Applications with at least one API model, sorted. */
  readonly apps: readonly string[];
  private readonly byKey = new Map<string, ModelMeta>();
  private readonly byRoute = new Map<string, ModelMeta>();
  private readonly incoming = new Map<string, Relation[]>();
  private readonly choiceLabels = new Map<string, Map<string | number, string>>();

  constructor(readonly registry: Registry) {
    this.models = registry.models;
    for (const model of registry.models) {
      this.byKey.set(model.key, model);
      if (model.api) this.byRoute.set(`${model.app}/${model.path}`, model);
      for (const field of model.fields) {
        if ((field.type === 'fk' || field.type === 'm2m') && field.to) {
          const list = this.incoming.get(field.to) ?? [];
          list.push({ model, field });
          this.incoming.set(field.to, list);
        }
      }
    }
    this.apps = [...new Set(registry.models.filter((m) => m.api).map((m) => m.app))].sort();
    for (const [name, choices] of Object.entries(registry.choices)) {
      this.choiceLabels.set(name, new Map(choices.map((c) => [c.value, c.label])));
    }
  }

  model(key: string): ModelMeta {
    const model = this.byKey.get(key);
    if (!model) throw new Error(`unknown model ${key}`);
    return model;
  }

  find(key: string): ModelMeta | undefined {
    return this.byKey.get(key);
  }

  route(app: string, path: string): ModelMeta | undefined {
    return this.byRoute.get(`${app}/${path}`);
  }

  modelsOf(app: string): ModelMeta[] {
    return this.models.filter((m) => m.api && m.app === app);
  }

  /** Foreign keys and many-to-many fields of any model that point at `key`. */
  relationsTo(key: string): readonly Relation[] {
    return this.incoming.get(key) ?? [];
  }

  choices(name: string): readonly ChoiceMeta[] {
    return this.registry.choices[name] ?? [];
  }

  choiceLabel(name: string, value: string | number): string | undefined {
    return this.choiceLabels.get(name)?.get(value);
  }
}

export function field(model: ModelMeta, name: string): FieldMeta | undefined {
  return model.fields.find((f) => f.name === name);
}
