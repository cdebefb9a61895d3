// Lookups over the generated registry, built once at start-up.
import type { ChoiceMeta, FieldMeta, ModelMeta, Registry } from './types.js';

export interface Relation {
  /** The model holding the foreign key or many-to-many field. */
  readonly model: ModelMeta;
  readonly field: FieldMeta;
}

export interface Route {
  readonly app: string;
  readonly path: string;
  readonly model: ModelMeta;
}

export class ModelIndex {
  /** Every API route, the models' own paths and their aliases (also_at). */
  readonly routes: readonly Route[];
  readonly models: readonly ModelMeta[];
  /** Applications with at least one API model, sorted. */
  readonly apps: readonly string[];
  private readonly byKey = new Map<string, ModelMeta>();
  private readonly byRoute = new Map<string, ModelMeta>();
  private readonly incoming = new Map<string, Relation[]>();
  private readonly incomingGeneric = new Map<string, Relation[]>();
  private readonly choiceLabels = new Map<string, Map<string | number, string>>();

  constructor(readonly registry: Registry) {
    this.models = registry.models;
    const routes: Route[] = [];
    for (const model of registry.models) {
      this.byKey.set(model.key, model);
      if (model.api) {
        for (const route of [`${model.app}/${model.path}`, ...model.alsoAt]) {
          const [app, path] = route.split('/') as [string, string];
          routes.push({ app, path, model });
          this.byRoute.set(route, model);
        }
      }
      for (const field of model.fields) {
        if ((field.type === 'fk' || field.type === 'm2m') && field.to) {
          const list = this.incoming.get(field.to) ?? [];
          list.push({ model, field });
          this.incoming.set(field.to, list);
        }
        if (field.type === 'generic') {
          for (const target of field.targets ?? []) {
            const list = this.incomingGeneric.get(target) ?? [];
            list.push({ model, field });
            this.incomingGeneric.set(target, list);
          }
        }
      }
    }
    this.routes = routes;
    this.apps = [...new Set(routes.map((r) => r.app))].sort();
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

  routesOf(app: string): Route[] {
    return this.routes.filter((r) => r.app === app);
  }

  /** Foreign keys and many-to-many fields of any model that point at `key`. */
  relationsTo(key: string): readonly Relation[] {
    return this.incoming.get(key) ?? [];
  }

  /** Generic relations of any model that may point at `key`. */
  genericRelationsTo(key: string): readonly Relation[] {
    return this.incomingGeneric.get(key) ?? [];
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
