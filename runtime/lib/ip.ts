// IP addresses and prefixes: parsed and normalised with ip-cidr (never by hand), plus the
// fixed-width hexadecimal forms that let both databases sort and nest them numerically:
//   prefixes:  key = family, network, mask length;  start/end = family, first/last address
//   addresses: key = family, host, mask length;     start = end = family, host
// Fixed-width lowercase hex sorts the same under every collation (digits before letters), so
// queries compare these columns without COLLATE and their indexes serve ranges and ordering.
import IPCIDR from 'ip-cidr';

export type Family = 4 | 6;

export interface IpNetwork {
  readonly family: Family;
  /** The address as written, with its mask length: "10.0.0.5/24", "2001:db8::1/64". */
  readonly text: string;
  readonly address: bigint;
  readonly length: number;
  readonly network: bigint;
  readonly broadcast: bigint;
}

export const MAX_LENGTH: Readonly<Record<Family, number>> = { 4: 32, 6: 128 };

/** A canonical dotted quad with an optional mask: octets without leading zeros, 0–255. */
const CANONICAL_V4 = /^(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})(?:\/(\d{1,2}))?$/;

/**
 * The common case without ip-cidr's big-number arithmetic (a bulk create of IP addresses spent a
 * sixth of its time there): a canonical IPv4 address is plain integer arithmetic. Anything else
 * (IPv6, unusual spellings, invalid input) returns undefined and goes through ip-cidr, so
 * which inputs are accepted is decided in one place.
 */
function canonicalV4(text: string): IpNetwork | null | undefined {
  const match = CANONICAL_V4.exec(text);
  if (!match) return undefined;
  const octets = [match[1], match[2], match[3], match[4]].map(Number);
  if (octets.some((octet) => octet > 255)) return undefined;
  const length = match[5] === undefined ? 32 : Number(match[5]);
  if (length > 32) return undefined;
  const value = ((octets[0]! * 256 + octets[1]!) * 256 + octets[2]!) * 256 + octets[3]!;
  const size = 2 ** (32 - length);
  const network = Math.floor(value / size) * size;
  return {
    family: 4,
    text: `${octets.join('.')}/${length}`,
    address: BigInt(value),
    length,
    network: BigInt(network),
    broadcast: BigInt(network + size - 1),
  };
}

/** Parses "address[/len]" (no mask = a single address); null when it is not an IP address. */
export function parseNetwork(input: string): IpNetwork | null {
  const text = input.trim();
  const fast = canonicalV4(text);
  return fast === undefined ? parseWithIpCidr(text) : fast;
}

/** The general parser (exported for the test that holds the fast path to its answers). */
export function parseWithIpCidr(text: string): IpNetwork | null {
  // ip-cidr reads an IPv6 zone id ("fe80::1%eth0") and drops it; netaddr, NetBox's parser, refuses one.
  if (!text || /[\s%]/.test(text)) return null;
  const [host, mask, extra] = text.split('/');
  if (extra !== undefined || !host || !IPCIDR.isValidAddress(host)) return null;
  const family: Family = host.includes(':') ? 6 : 4;
  if (mask !== undefined && !/^\d{1,3}$/.test(mask)) return null;
  const length = mask === undefined ? MAX_LENGTH[family] : Number(mask);
  if (length > MAX_LENGTH[family]) return null;
  if (!IPCIDR.isValidCIDR(`${host}/${length}`)) return null;
  const cidr = new IPCIDR(`${host}/${length}`);
  const address = BigInt((cidr.address as { bigInteger(): bigint }).bigInteger().toString());
  const network = BigInt(cidr.start<bigint>({ type: 'bigInteger' }).toString());
  const broadcast = BigInt(cidr.end<bigint>({ type: 'bigInteger' }).toString());
  return { family, text: `${formatAddress(family, address)}/${length}`, address, length, network, broadcast };
}

/** The network itself (host bits cleared), as a prefix. */
export function networkOf(ip: IpNetwork): IpNetwork {
  return { ...ip, address: ip.network, text: `${formatAddress(ip.family, ip.network)}/${ip.length}` };
}

export function formatAddress(family: Family, value: bigint): string {
  if (family === 4) return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 255n)).join('.');
  const groups = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(112 - 16 * i)) & 0xffffn).toString(16));
  // RFC 5952: the longest run (of two or more) of zero groups becomes "::".
  let best = { start: -1, length: 0 };
  for (let i = 0; i < 8;) {
    if (groups[i] !== '0') { i++; continue; }
    let j = i;
    while (j < 8 && groups[j] === '0') j++;
    if (j - i > best.length && j - i > 1) best = { start: i, length: j - i };
    i = j;
  }
  if (best.start < 0) return groups.join(':');
  return `${groups.slice(0, best.start).join(':')}::${groups.slice(best.start + best.length).join(':')}`;
}

const hex = (value: bigint) => value.toString(16).padStart(32, '0');

/** Networks: family, network, mask length (PostgreSQL's cidr order: a parent sorts before its children). */
export function sortKey(ip: IpNetwork): string {
  return `${ip.family}${hex(ip.network)}${ip.length.toString(16).padStart(2, '0')}${hex(ip.address)}`;
}

/** Addresses: family and host address, then mask length (NetBox orders IP addresses by host only). */
export function hostSortKey(ip: IpNetwork): string {
  return `${ip.family}${hex(ip.address)}${ip.length.toString(16).padStart(2, '0')}`;
}

export function rangeStart(ip: IpNetwork): string {
  return `${ip.family}${hex(ip.network)}`;
}

export function rangeEnd(ip: IpNetwork): string {
  return `${ip.family}${hex(ip.broadcast)}`;
}

/**
 * The sort keys of every network holding `ip` (itself included): one per mask length up to its
 * own. A prefix field's `contains` filter looks these up in the key index, a bounded number of
 * probes (33 for IPv4, 129 for IPv6) where comparing the range columns reads every prefix before
 * the address.
 */
export function supernetKeys(ip: IpNetwork): string[] {
  const bits = MAX_LENGTH[ip.family];
  const keys: string[] = [];
  for (let length = 0; length <= ip.length; length++) {
    const hostBits = BigInt(bits - length);
    const network = (ip.network >> hostBits) << hostBits;
    keys.push(`${ip.family}${hex(network)}${length.toString(16).padStart(2, '0')}${hex(network)}`);
  }
  return keys;
}

/** The hex form of one address (start = end = the address). */
export function addressKey(family: Family, value: bigint): string {
  return `${family}${hex(value)}`;
}

/** Number of addresses in a network. */
export function size(ip: IpNetwork): bigint {
  return ip.broadcast - ip.network + 1n;
}

/**
 * The IPv4 addresses whose text starts with `term` (NetBox's address__istartswith), as ranges of
 * host addresses, lowest first: `10.5.3` is 10.5.3.0–10.5.3.255 and 10.5.30.0–10.5.39.255; `10.5.3.1`
 * is .1, .10–.19 and .100–.199 of 10.5.3. Null when the term is not the start of an IPv4 address's
 * text (a mask, IPv6, letters): the caller matches the text instead.
 */
export function ipv4TextRanges(term: string): [bigint, bigint][] | null {
  if (!/^\d{1,3}(\.\d{0,3}){0,3}$/.test(term)) return null;
  const parts = term.split('.');
  const whole = parts.slice(0, -1);
  const partial = parts.at(-1)!;
  // The complete octets as the canonical text writes them (no leading zero, at most 255).
  if (whole.some((octet) => String(Number(octet)) !== octet || Number(octet) > 255)) return [];
  const octets = whole.map(Number);
  const shift = BigInt(8 * (4 - parts.length));
  const base = octets.reduce((value, octet) => (value << 8n) | BigInt(octet), 0n);
  // The values of the octet being typed whose text starts with `partial`.
  const values: [number, number][] = [];
  if (partial === '') values.push([0, 255]);
  else if (partial === '0') values.push([0, 0]);
  else if (!partial.startsWith('0')) {
    const p = Number(partial);
    for (const [low, high] of [[p, p], [p * 10, p * 10 + 9], [p * 100, p * 100 + 99]] as const) {
      if (low <= 255) values.push([low, Math.min(high, 255)]);
    }
  }
  return values.map(([low, high]) => {
    const start = ((base << 8n) | BigInt(low)) << shift;
    const end = (((base << 8n) | BigInt(high)) << shift) | ((1n << shift) - 1n);
    return [start, end];
  });
}
