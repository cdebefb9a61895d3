// Named model behaviours that a model file switches on with `hooks:`. A hook may check and adjust
// an object before it is written (`clean`), maintain other rows after a write (`afterSave`) or a
// delete (`afterDelete`). Everything runs inside the write's transaction.
import type { Row } from '../db/values.js';
import type { FieldErrors } from '../http/errors.js';
import type { ModelMeta } from '../types.js';
import type { WriteContext } from '../write/save.js';
import type { ModelHookName } from './names.js';

export interface ModelHooks {
  /** `values` holds every field by name (stored values merged with the request); may be changed. */
  clean?(ctx: WriteContext, model: ModelMeta, values: Map<string, unknown>, existing: Row | null): Promise<FieldErrors | void>;
  afterSave?(ctx: WriteContext, model: ModelMeta, id: number, before: Row | null): Promise<void>;
  afterDelete?(ctx: WriteContext, model: ModelMeta, rows: readonly Row[]): Promise<void>;
}

const registry = new Map<ModelHookName, ModelHooks>();

/** Called by the modules that implement hooks (runtime/ipam/hooks.ts, ...). */
export function defineHooks(name: ModelHookName, hooks: ModelHooks): void {
  registry.set(name, hooks);
}

export function hooksOf(model: ModelMeta): ModelHooks[] {
  return model.hooks.map((name) => {
    const hooks = registry.get(name as ModelHookName);
    if (!hooks) throw new Error(`${model.key}: hook ${name} is not implemented`);
    return hooks;
  });
}
