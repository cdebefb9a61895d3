// Values worked out once per form of a model: a model and a list of field names (its complete,
// brief or nested form). The lists are the registry's own arrays, so they are looked up by
// identity; a list made for one request (fields=) is forgotten with it.
import type { ModelMeta } from '../../contract/index.js';

export class PerForm<T> {
  private readonly byNames = new WeakMap<readonly string[], Map<string, T>>();

  /** The value for this form, made with `make` the first time. */
  get(model: ModelMeta, names: readonly string[], make: () => T): T {
    let byModel = this.byNames.get(names);
    if (!byModel) this.byNames.set(names, (byModel = new Map()));
    if (byModel.has(model.key)) return byModel.get(model.key)!;
    const value = make();
    byModel.set(model.key, value);
    return value;
  }
}
