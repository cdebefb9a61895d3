// Serialising IPAM allocation: NetBox's advisory lock keys, one per kind. Taken inside the write's
// transaction (released with it) on PostgreSQL; SQLite's single writer connection serialises
// writes by itself.
import type { WriteContext } from '../../context.js';

export const LOCKS = { prefixes: 100100, ips: 100200, vlans: 100300, asns: 100400 } as const;

export async function lock(ctx: WriteContext, key: number): Promise<void> {
  if (ctx.dialect === 'postgres') await ctx.q.raw('SELECT pg_advisory_xact_lock(?)', [key]);
}
