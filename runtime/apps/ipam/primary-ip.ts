// Primary IPs of devices and virtual machines: the rule that a primary (or OOB) address belongs to
// one of the object's interfaces, and the computed `primary_ip` (the IPv4 one when PREFER_IPV4
// and set, else the IPv6 one, else the IPv4 one), shared by both models.
import type { WriteContext } from '../../context.js';
import { rowsById } from '../../db/query.js';
import { parseNetwork } from '../../lib/ip.js';
import { requireField } from '../../registry.js';
import { serializeRows } from '../../serialize/serializer.js';
import { getObject } from '../kit/data.js';
import type { Computation, Stored } from '../kit/define.js';

type PrimaryField = 'primary_ip4' | 'primary_ip6' | 'oob_ip';

interface PrimaryRules {
  /** Interfaces an address must be assigned to (ids of `interfaceType`). */
  readonly interfaceType: 'dcim.interface' | 'virtualization.vminterface';
  readonly interfaces: readonly number[];
  readonly notAssigned: (ip: string) => string;
  readonly wrongFamily: (ip: string, family: number, version: number) => string;
}

/** Primary (and OOB) IPs must belong to the object's interfaces, directly or through their NAT inside IP. */
export async function primaryIpErrors(
  ctx: WriteContext, values: Partial<Record<PrimaryField, number | null>>, fields: readonly PrimaryField[], rules: PrimaryRules,
): Promise<{ [F in PrimaryField]?: string[] }> {
  const assignedHere = (ip: Stored<'ipam.ipaddress'> | null) => ip !== null
    && ip.assigned_object_type === rules.interfaceType && rules.interfaces.includes(Number(ip.assigned_object_id));
  for (const name of fields) {
    const ip = await getObject(ctx, 'ipam.ipaddress', values[name]);
    if (!ip) continue;
    const version = parseNetwork(ip.address)?.family ?? 4;
    const family = name === 'primary_ip6' ? 6 : name === 'primary_ip4' ? 4 : null;
    if (family !== null && version !== family) return { [name]: [rules.wrongFamily(ip.address, family, version)] };
    const inside = await getObject(ctx, 'ipam.ipaddress', ip.nat_inside);
    if (!assignedHere(ip) && !assignedHere(inside)) return { [name]: [rules.notAssigned(ip.address)] };
  }
  return {};
}

/** primary_ip of devices, virtual machines and virtual device contexts, the chosen address nested as primary_ip4 nests it. */
export function primaryIp(key: 'dcim.device' | 'virtualization.virtualmachine' | 'dcim.virtualdevicecontext'): Computation<typeof key, unknown> {
  return async (ctx, objects) => {
    const chosen = new Map(objects.map((object) => {
      const { primary_ip4: v4, primary_ip6: v6 } = object;
      const pick = ctx.config.PREFER_IPV4 && v4 !== null ? v4 : v6 ?? v4;
      return [object.id, pick ?? null];
    }));
    const ids = [...new Set([...chosen.values()].filter((v): v is number => v !== null))];
    const addresses = ctx.index.model('ipam.ipaddress');
    const found = await rowsById(ctx.q, ctx.dialect, addresses.table, ids);
    const nested = requireField(ctx.index.model(key), 'primary_ip4').nested ?? addresses.nested;
    const rendered = await serializeRows(ctx, addresses, found, nested);
    const byId = new Map(rendered.map((o, i) => [Number(found[i]!.id), o]));
    return new Map([...chosen].map(([id, ip]) => [id, ip === null ? null : (byId.get(ip) ?? null)]));
  };
}
