// Lookups over the generated registry: models by key and route, relations pointing at a model,
// choice labels, and each model's fields, columns and computed fields by name (maps built once per
// model, so that no code searches a field list).
import type { ChoiceMeta, ComputedMeta, FieldMeta, ModelMeta, Registry } from '../contract/index.js';

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

interface ModelMaps {
  readonly fields: ReadonlyMap<string, FieldMeta>;
  /** The first field of each type (a model has one `tags` and one `custom_fields` field). */
  readonly byType: ReadonlyMap<string, FieldMeta>;
  readonly computed: ReadonlyMap<string, ComputedMeta>;
  /** The stored fields (with a column), in model order. */
  readonly stored: readonly FieldMeta[];
}

const MAPS = new WeakMap<ModelMeta, ModelMaps>();

function mapsOf(model: ModelMeta): ModelMaps {
  let maps = MAPS.get(model);
  if (!maps) {
    maps = {
      fields: new Map(model.fields.map((f) => [f.name, f])),
      byType: new Map([...model.fields].reverse().map((f) => [f.type, f])),
      computed: new Map(model.computed.map((c) => [c.name, c])),
      stored: model.fields.filter((f) => f.column !== null),
    };
    MAPS.set(model, maps);
  }
  return maps;
}

/** The field called `name`, if the model has one. */
export function fieldOf(model: ModelMeta, name: string): FieldMeta | undefined {
  return mapsOf(model).fields.get(name);
}

/** The field called `name`; a missing one is a programming error. */
export function requireField(model: ModelMeta, name: string): FieldMeta {
  const field = mapsOf(model).fields.get(name);
  if (!field) throw new Error(`${model.key} has no field ${name}`);
  return field;
}

/** The model's field of a type that occurs once (`tags`, `custom_fields`). */
export function fieldOfType(model: ModelMeta, type: FieldMeta['type']): FieldMeta {
  const field = mapsOf(model).byType.get(type);
  if (!field) throw new Error(`${model.key} has no ${type} field`);
  return field;
}

/** The column of a stored field. */
export function columnOf(model: ModelMeta, name: string): string {
  const column = requireField(model, name).column;
  if (column === null) throw new Error(`${model.key}.${name} has no column`);
  return column;
}

/** The computed field called `name`, if the model has one. */
export function computedOf(model: ModelMeta, name: string): ComputedMeta | undefined {
  return mapsOf(model).computed.get(name);
}

/** The fields with a column, in model order. */
export function storedFields(model: ModelMeta): readonly FieldMeta[] {
  return mapsOf(model).stored;
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
