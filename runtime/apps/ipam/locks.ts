// Serialising IPAM allocation: NetBox's advisory lock keys, one per kind. Taken inside the write's
// transaction (released with it) on PostgreSQL; SQLite's single writer connection serialises
// writes by itself.
import type { WriteContext } from '../../context.js';

export const LOCKS = { prefixes: 100100, ips: 100200, vlans: 100300, asns: 100400 } as const;

/**
 * The keys already held, per transaction or savepoint handle: a bulk write of 10,000 addresses
 * asks once, not 10,000 times. Keyed by the handle the lock was taken through because rolling
 * back to a savepoint releases the locks taken after it: a handle that is gone took its locks
 * with it, and a new one asks again.
 */
const held = new WeakMap<object, Set<number>>();

export async function lock(ctx: WriteContext, key: number): Promise<void> {
  if (ctx.dialect !== 'postgres') return;
  const keys = held.get(ctx.q) ?? new Set<number>();
  if (keys.has(key)) return;
  await ctx.q.raw('SELECT pg_advisory_xact_lock(?)', [key]);
  keys.add(key);
  held.set(ctx.q, keys);
}
