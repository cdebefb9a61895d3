// The address space rules of prefixes and IP addresses share: which space (VRF or the global
// table) a duplicate is refused in, and how NetBox names it.
import type { WriteContext } from '../../context.js';
import { parseNetwork, type IpNetwork } from '../../lib/ip.js';
import { displayOf, getObject } from '../kit/data.js';

/** `a = b` that is true for two NULLs as well, on both databases. */
export const sameOrBothNull = 'IS NOT DISTINCT FROM';

/** Whether duplicates are refused in this VRF (or in the global table). */
export async function enforcesUnique(ctx: WriteContext, vrfId: number | null): Promise<boolean> {
  if (vrfId === null) return ctx.config.ENFORCE_GLOBAL_UNIQUE;
  return (await getObject(ctx, 'ipam.vrf', vrfId))?.enforce_unique ?? false;
}

/** "VRF <display>" or "global table", as NetBox names the space a duplicate was found in. */
export async function tableName(ctx: WriteContext, vrfId: number | null): Promise<string> {
  if (vrfId === null) return 'global table';
  return `VRF ${await displayOf(ctx, 'ipam.vrf', vrfId)}`;
}

/** A stored or given IP text, parsed (null for no value). */
export const parsed = (value: unknown): IpNetwork | null => (typeof value === 'string' ? parseNetwork(value) : null);
