// The client's address for a token's allowed_ips (NetBox's get_client_ip): the first of the
// HTTP_CLIENT_IP_HEADERS present, "REMOTE_ADDR" being the socket's peer. IPv4-mapped IPv6
// addresses (::ffff:10.1.2.3, what a dual-stack socket reports for IPv4 clients) count as IPv4.
// Also what a token's allowed_ips may hold (the token plug-in and `make token` check it alike).
import { BlockList, isIP } from 'node:net';
import type { Request } from 'express';
import type { Config } from '../config.js';
import { detail } from '../http/errors.js';
import { networkOf, parseNetwork } from '../lib/ip.js';
import { pythonType } from '../write/scalars.js';

const MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** An address as compared and shown: IPv4-mapped IPv6 as IPv4, IPv6 in lower case. */
export function normalAddress(address: string): string {
  const mapped = MAPPED.exec(address);
  return mapped ? mapped[1]! : address.toLowerCase();
}

/** The client's address, or null when none of the configured sources has one; 403 for a malformed header. */
export function clientAddress(req: Request, config: Config): string | null {
  for (const source of config.HTTP_CLIENT_IP_HEADERS) {
    const raw = source === 'REMOTE_ADDR' ? req.socket.remoteAddress : headerValue(req, source);
    if (raw === undefined || raw === '') continue;
    let address = raw.split(',')[0]!.trim();
    // "[2001:db8::1]:443" or "10.0.0.1:8080": the host part, as NetBox's urlparse fallback.
    if (!isIP(address)) address = address.replace(/^\[([^\]]+)\](:\d+)?$/, '$1').replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1');
    if (!isIP(address)) throw detail(403, `Invalid IP address set for ${source}: ${address}`);
    return normalAddress(address);
  }
  return null;
}

/** HTTP_X_FORWARDED_FOR → the X-Forwarded-For header (Django's META names). */
function headerValue(req: Request, source: string): string | undefined {
  if (!source.startsWith('HTTP_')) return undefined;
  const value = req.headers[source.slice(5).toLowerCase().replace(/_/g, '-')];
  return Array.isArray(value) ? value[0] : value;
}

/** Whether `address` lies in any of the networks (addresses or CIDR networks, IPv4 or IPv6). */
export function inNetworks(address: string, networks: readonly string[]): boolean {
  const list = new BlockList();
  for (const network of networks) {
    const [net, bits] = network.split('/') as [string, string | undefined];
    const family = isIP(net) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(normalAddress(net), isIP(normalAddress(net)) === 6 ? 'ipv6' : 'ipv4');
    else list.addSubnet(net, Number(bits), family);
  }
  return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * How many networks a token may name. NetBox sets no bound; every authentication with the token
 * compares the client's address with each of them, and a token is meant for a few client
 * networks, so a list longer than this is a mistake (or a way to slow every request the token
 * makes), not a configuration.
 */
export const MAX_ALLOWED_IPS = 100;

/**
 * allowed_ips as NetBox's ArrayField(IPNetworkField) takes it: a list (null or "" for none) of
 * networks, an address alone being a network of one (/32, /128); host bits are refused with
 * prefix_validator's message, a zone id (fe80::1%eth0) or anything else that is not a network
 * with the field's format message (NetBox's serializer fails with a 500 on those), each under
 * ArrayField's "Item n" prefix. Stored as NetBox's str(IPNetwork): "10.1.1.1/32", "2001:db8::/64".
 */
export function allowedNetworks(value: unknown): string[] | Error {
  if (value === null || value === undefined || value === '') return [];
  if (!Array.isArray(value)) return new Error(`Expected a list of items but got type "${pythonType(value)}".`);
  if (value.length > MAX_ALLOWED_IPS) return new Error(`Ensure this field has no more than ${MAX_ALLOWED_IPS} elements.`);
  const out: string[] = [];
  for (const [i, entry] of value.entries()) {
    const item = (message: string) => new Error(`Item ${i + 1} in the array did not validate: ${message}`);
    const text = typeof entry === 'string' ? entry.trim() : String(entry);
    const network = typeof entry === 'string' ? parseNetwork(text) : null;
    if (!network) return item(`Invalid IP address format: ${text}`);
    if (network.address !== network.network) return item(`${network.text} is not a valid prefix. Did you mean ${networkOf(network).text}?`);
    out.push(network.text);
  }
  return out;
}
