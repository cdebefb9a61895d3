// The SSRF guard of webhook delivery: a webhook's URL may name only public addresses, unless an
// address lies in WEBHOOK_ALLOWED_NETWORKS. The URL is parsed as a browser would (the WHATWG
// parser turns decimal, octal, hexadecimal and shortened IPv4 into dotted quads, and refuses IPv6
// zone ids); a host name is resolved and every address it has must pass; the caller then connects
// to the address that was checked (`pinnedLookup`), so a second DNS answer cannot slip in between.
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { BlockList, isIP } from 'node:net';

/** Networks no webhook may reach unless allow-listed: loopback, private, link-local, and the rest of the special ranges. */
const REFUSED: readonly [string, number, 'ipv4' | 'ipv6', string][] = [
  ['0.0.0.0', 8, 'ipv4', 'unspecified'],
  ['10.0.0.0', 8, 'ipv4', 'private'],
  ['100.64.0.0', 10, 'ipv4', 'shared (carrier-grade NAT)'],
  ['127.0.0.0', 8, 'ipv4', 'loopback'],
  ['169.254.0.0', 16, 'ipv4', 'link-local'],
  ['172.16.0.0', 12, 'ipv4', 'private'],
  ['192.0.0.0', 24, 'ipv4', 'IETF protocol assignments'],
  ['192.168.0.0', 16, 'ipv4', 'private'],
  ['198.18.0.0', 15, 'ipv4', 'benchmarking'],
  ['224.0.0.0', 4, 'ipv4', 'multicast'],
  ['240.0.0.0', 4, 'ipv4', 'reserved'],
  ['::', 128, 'ipv6', 'unspecified'],
  ['::1', 128, 'ipv6', 'loopback'],
  ['fc00::', 7, 'ipv6', 'unique-local'],
  ['fe80::', 10, 'ipv6', 'link-local'],
  ['fec0::', 10, 'ipv6', 'site-local'],
  ['ff00::', 8, 'ipv6', 'multicast'],
  ['100::', 64, 'ipv6', 'discard'],
];

/** IPv6 forms that carry an IPv4 address, checked as that address. */
const EMBEDDED_V4: readonly [RegExp, string][] = [
  [/^::ffff:(?:0:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i, 'IPv4-mapped'],
  [/^64:ff9b::([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i, 'NAT64'],
  [/^::([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i, 'IPv4-compatible'],
  [/^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4})::/i, '6to4'],
];

/** The destination may not be reached: sending again would be refused the same way. */
export class SsrfRefusal extends Error {}

/** The host name did not resolve (now): it might later, so this one is worth trying again. */
export class UnresolvedHost extends SsrfRefusal {}

/** A checked destination: connect to `address`, present `hostname` (Host header, TLS name). */
export interface Destination {
  readonly url: URL;
  readonly hostname: string;
  readonly address: string;
  readonly family: 4 | 6;
}

export class NetworkPolicy {
  private readonly refused = new Map<string, BlockList>();
  private readonly allowed = new BlockList();

  constructor(allowedNetworks: readonly string[]) {
    for (const [network, bits, family, reason] of REFUSED) {
      const list = this.refused.get(reason) ?? new BlockList();
      list.addSubnet(network, bits, family);
      this.refused.set(reason, list);
    }
    for (const entry of allowedNetworks) {
      const [network, bits] = entry.split('/') as [string, string | undefined];
      const family = isIP(network) === 6 ? 'ipv6' : 'ipv4';
      if (!isIP(network)) throw new Error(`WEBHOOK_ALLOWED_NETWORKS: ${entry} is not a network`);
      this.allowed.addSubnet(network, bits === undefined ? (family === 'ipv4' ? 32 : 128) : Number(bits), family);
    }
  }

  /** Why `address` may not be reached, or null when it may. */
  refusal(address: string): string | null {
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (this.allowed.check(address, family)) return null;
    if (family === 'ipv6') {
      for (const [pattern, form] of EMBEDDED_V4) {
        const match = pattern.exec(canonicalIpv6(address));
        if (match) {
          const v4 = embeddedIpv4(match[1]!, match[2]!);
          const inner = this.refusal(v4);
          if (inner) return `${inner} (${form} ${v4})`;
        }
      }
    }
    for (const [reason, list] of this.refused) if (list.check(address, family)) return reason;
    return null;
  }

  /** Parses, resolves and checks a webhook URL; throws SsrfRefusal with the reason. */
  async check(rawUrl: string, resolve: (host: string) => Promise<{ address: string; family: number }[]> = resolveAll): Promise<Destination> {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      throw new SsrfRefusal(`invalid URL: ${rawUrl}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SsrfRefusal(`unsupported scheme ${url.protocol}`);
    if (url.username || url.password) throw new SsrfRefusal('credentials in the URL are not allowed');
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    const literal = isIP(hostname);
    let addresses: { address: string; family: number }[];
    if (literal) {
      addresses = [{ address: hostname, family: literal }];
    } else {
      try {
        addresses = await resolve(hostname);
      } catch (error) {
        throw new UnresolvedHost(`cannot resolve ${hostname}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
      }
      if (!addresses.length) throw new UnresolvedHost(`cannot resolve ${hostname}`);
    }
    for (const { address } of addresses) {
      const reason = this.refusal(address);
      if (reason) throw new SsrfRefusal(`refused ${address} (${reason})${literal ? '' : ` for ${hostname}`}: webhooks reach only public addresses and WEBHOOK_ALLOWED_NETWORKS`);
    }
    const chosen = addresses[0]!;
    return { url, hostname, address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
  }
}

async function resolveAll(host: string): Promise<{ address: string; family: number }[]> {
  return dnsLookup(host, { all: true, verbatim: true });
}

/** A lookup that answers every query with the checked address: the connection goes where the check looked. */
export function pinnedLookup(destination: Destination): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: destination.address, family: destination.family }]);
    else callback(null, destination.address, destination.family);
  }) as unknown as LookupFunction;
}

/** An IPv6 address in the WHATWG parser's canonical form ("::ffff:127.0.0.1" → "::ffff:7f00:1"). */
function canonicalIpv6(address: string): string {
  return new URL(`http://[${address}]/`).hostname.slice(1, -1);
}

function embeddedIpv4(high: string, low: string): string {
  const h = parseInt(high, 16);
  const l = parseInt(low, 16);
  return `${h >> 8}.${h & 255}.${l >> 8}.${l & 255}`;
}
