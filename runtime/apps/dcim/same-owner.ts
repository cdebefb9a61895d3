// A component's relation to another component stays on its device, a template's relation to
// another template within its owner (an outlet's power port, a cooling outflow's intake, an
// interface template's parent): NetBox's "Parent … must belong to the same device" (device type,
// module type).
import type { DisplayContext } from '../../context.js';
import { displayOf, getObject } from '../kit/data.js';
import type { ModelKey, Stored } from '../kit/define.js';

/** What owns a template: a device type or a module type (the other null). */
interface Owned {
  readonly device_type?: number | null;
  readonly module_type?: number | null;
}

type TemplateKey = Extract<ModelKey, `dcim.${string}template`>;
type ComponentKey = 'dcim.powerport' | 'dcim.coolingintake';

/**
 * The owner (`device type` or `module type`) of `owner` that the template `id` of `key` does not
 * share, or null when it shares it (or there is no such template: the relation's own check says so).
 */
export async function foreignOwner(ctx: DisplayContext, key: TemplateKey, id: number | null | undefined, owner: Owned): Promise<'device type' | 'module type' | null> {
  const other = (await getObject(ctx, key, id)) as (Stored<TemplateKey> & Owned) | null;
  if (!other) return null;
  if ((owner.device_type ?? null) !== null && (other.device_type ?? null) !== owner.device_type) return 'device type';
  if ((owner.module_type ?? null) !== null && (other.module_type ?? null) !== owner.module_type) return 'module type';
  return null;
}

/** "Parent <noun> (<it>) must belong to the same device" where component `id` of `key` is on another device. */
export async function parentOnOtherDevice(ctx: DisplayContext, key: ComponentKey, id: number | null | undefined, device: number, noun: string): Promise<{ __all__: string[] } | undefined> {
  const parent = (await getObject(ctx, key, id)) as { readonly device: number } | null;
  if (parent && parent.device !== device) return { __all__: [`Parent ${noun} (${await displayOf(ctx, key, id)}) must belong to the same device`] };
}

/** The same for a template: "… must belong to the same device type" (or module type). */
export async function parentOfOtherOwner(ctx: DisplayContext, key: TemplateKey, id: number | null | undefined, owner: Owned, noun: string): Promise<{ __all__: string[] } | undefined> {
  const foreign = await foreignOwner(ctx, key, id, owner);
  if (foreign) return { __all__: [`Parent ${noun} (${await displayOf(ctx, key, id)}) must belong to the same ${foreign}`] };
}
