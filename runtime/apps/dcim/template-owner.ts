// A component template's relations to other templates (an outlet's power port, an interface's
// parent) stay within its owner: NetBox's "... must belong to the same device type" (or module type).
import type { Lookup } from '../kit/data.js';
import { getObject } from '../kit/data.js';
import type { ModelKey, Stored } from '../kit/define.js';

/** What owns a template: a device type or a module type (the other null). */
interface Owned {
  readonly device_type?: number | null;
  readonly module_type?: number | null;
}

type TemplateKey = Extract<ModelKey, `dcim.${string}template`>;

/**
 * The owner (`device type` or `module type`) of `owner` that the template `id` of `key` does not
 * share, or null when it shares it (or there is no such template: the relation's own check says so).
 */
export async function foreignOwner(ctx: Lookup, key: TemplateKey, id: number | null | undefined, owner: Owned): Promise<'device type' | 'module type' | null> {
  const other = (await getObject(ctx, key, id)) as (Stored<TemplateKey> & Owned) | null;
  if (!other) return null;
  if ((owner.device_type ?? null) !== null && (other.device_type ?? null) !== owner.device_type) return 'device type';
  if ((owner.module_type ?? null) !== null && (other.module_type ?? null) !== owner.module_type) return 'module type';
  return null;
}
