// The dataset `make bench-compare` measures, created through the API as a new user would: devices
// spread over sites, types, roles, platforms and tenants (every fifth tagged), interfaces on the
// first devices (PER_DEVICE each), IP addresses assigned to those interfaces. Sizes come from the
// environment so a quick run can use fewer rows.
import { performance } from 'node:perf_hooks';
import { call, type Target } from './target.js';

export interface Sizes {
  readonly devices: number;
  readonly interfaces: number;
  readonly ips: number;
  readonly sites: number;
  readonly types: number;
  readonly roles: number;
  readonly platforms: number;
  readonly tenants: number;
}

export const PER_DEVICE = 50;
export const CABLED_DEVICE = 'cabled-0';
const CHUNK = 2000;

export function sizesFromEnv(env: NodeJS.ProcessEnv = process.env): Sizes {
  const size = (name: string, fallback: number) => Number(env[name] ?? fallback);
  return {
    devices: size('DEVICES', 100_000),
    interfaces: size('INTERFACES', 100_000),
    ips: size('IPS', 20_000),
    sites: size('SITES', 500),
    types: size('TYPES', 50),
    roles: size('ROLES', 20),
    platforms: size('PLATFORMS', 10),
    tenants: size('TENANTS', 100),
  };
}

/** The name of device `i`: `dev00123`, so `q=dev0123` matches ten devices at 100,000. */
export const deviceName = (i: number) => `dev${String(i).padStart(5, '0')}`;

/** The address of IP address `i`: every fourth host of 10.0.0.0/8, so `parent=10.1.0.0/16` holds 16,384 of them at most. */
export function ipAddress(i: number): string {
  const host = i * 4 + 1;
  return `10.${(host >> 16) & 255}.${(host >> 8) & 255}.${host & 255}/8`;
}

/** Creates `count` objects in bulk requests of CHUNK; returns their ids in order. */
async function bulk(target: Target, path: string, count: number, make: (i: number) => object): Promise<number[]> {
  const ids: number[] = [];
  const started = performance.now();
  for (let start = 0; start < count; start += CHUNK) {
    const items = Array.from({ length: Math.min(CHUNK, count - start) }, (_, i) => make(start + i));
    ids.push(...((await call(target, 'POST', path, items)) as { id: number }[]).map((o) => o.id));
  }
  if (count >= CHUNK) console.error(`  ${count} ${path} at ${(count / ((performance.now() - started) / 1000)).toFixed(0)} objects/s`);
  return ids;
}

/** What the scenarios refer to by id. */
export interface Seeded {
  readonly deviceIds: readonly number[];
  /** A device that has PER_DEVICE interfaces. */
  readonly deviceWithInterfaces: number;
  /** A device whose PER_DEVICE interfaces are cabled to peers of three kinds (CABLED_DEVICE by name). */
  readonly cabledDevice: number;
  readonly seconds: number;
}

export async function seed(target: Target, sizes: Sizes): Promise<Seeded> {
  const started = performance.now();
  const named = (prefix: string) => (i: number) => ({ name: `${prefix} ${i}`, slug: `${prefix}-${i}` });
  const [gold] = await bulk(target, '/api/extras/tags/', 1, () => ({ name: 'Gold', slug: 'gold' }));
  const tenants = await bulk(target, '/api/tenancy/tenants/', sizes.tenants, named('tenant'));
  const sites = await bulk(target, '/api/dcim/sites/', sizes.sites, (i) => ({ ...named('site')(i), tenant: tenants[i % tenants.length] }));
  const [maker] = await bulk(target, '/api/dcim/manufacturers/', 1, () => ({ name: 'Acme', slug: 'acme' }));
  const types = await bulk(target, '/api/dcim/device-types/', sizes.types, (i) => ({ manufacturer: maker, model: `Type ${i}`, slug: `type-${i}` }));
  const roles = await bulk(target, '/api/dcim/device-roles/', sizes.roles, named('role'));
  const platforms = await bulk(target, '/api/dcim/platforms/', sizes.platforms, (i) => ({ ...named('platform')(i), manufacturer: maker }));
  const deviceIds = await bulk(target, '/api/dcim/devices/', sizes.devices, (i) => ({
    name: deviceName(i),
    device_type: types[i % types.length],
    role: roles[i % roles.length],
    platform: platforms[i % platforms.length],
    site: sites[i % sites.length],
    tenant: tenants[i % tenants.length],
    status: i % 10 === 9 ? 'planned' : 'active',
    serial: `SN${i}`,
    ...(i % 5 === 0 ? { tags: [gold] } : {}),
  }));
  const interfaces = await bulk(target, '/api/dcim/interfaces/', sizes.interfaces, (i) => ({
    device: deviceIds[Math.floor(i / PER_DEVICE) % deviceIds.length],
    name: `eth${i % PER_DEVICE}`,
    type: i % 10 ? '1000base-t' : '10gbase-x-sfpp',
    enabled: i % 7 !== 0,
  }));
  await bulk(target, '/api/ipam/ip-addresses/', sizes.ips, (i) => ({
    address: ipAddress(i),
    status: 'active',
    assigned_object_type: 'dcim.interface',
    assigned_object_id: interfaces[i % interfaces.length],
  }));
  const cabledDevice = await cabled(target, { type: types[0]!, role: roles[0]!, site: sites[0]! });
  return {
    deviceIds,
    deviceWithInterfaces: deviceIds[Math.floor(Math.min(sizes.interfaces / PER_DEVICE, deviceIds.length) / 2)]!,
    cabledDevice,
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * A device whose PER_DEVICE interfaces take turns at peers of three kinds — an interface of
 * another device, a patch panel's front port, a circuit's A end — each cabled, so that its
 * interfaces list cables, link peers of mixed kinds and connected endpoints. Returns its id.
 */
async function cabled(target: Target, on: { type: number; role: number; site: number }): Promise<number> {
  const device = (name: string) => ({ name, device_type: on.type, role: on.role, site: on.site });
  const [own, peer, panel] = await bulk(target, '/api/dcim/devices/', 3, (i) => device([CABLED_DEVICE, 'cabled-peer', 'cabled-panel'][i]!));
  const share = Math.ceil(PER_DEVICE / 3);
  const ifaces = await bulk(target, '/api/dcim/interfaces/', PER_DEVICE, (i) => ({ device: own, name: `xe${i}`, type: '10gbase-x-sfpp' }));
  const peers = await bulk(target, '/api/dcim/interfaces/', share, (i) => ({ device: peer, name: `xe${i}`, type: '10gbase-x-sfpp' }));
  const [rear] = await bulk(target, '/api/dcim/rear-ports/', 1, () => ({ device: panel, name: 'trunk', type: 'mpo', positions: share }));
  const fronts = await bulk(target, '/api/dcim/front-ports/', share, (i) => ({ device: panel, name: `port${i}`, type: 'lc', rear_ports: [{ position: 1, rear_port: rear, rear_port_position: i + 1 }] }));
  const [provider] = await bulk(target, '/api/circuits/providers/', 1, () => ({ name: 'Carrier', slug: 'carrier' }));
  const [kind] = await bulk(target, '/api/circuits/circuit-types/', 1, () => ({ name: 'Transit', slug: 'transit' }));
  const circuits = await bulk(target, '/api/circuits/circuits/', share, (i) => ({ cid: `CID${i}`, provider, type: kind }));
  const terms = await bulk(target, '/api/circuits/circuit-terminations/', share, (i) => ({ circuit: circuits[i], term_side: 'A', termination_type: 'dcim.site', termination_id: on.site }));
  const far = (i: number) => [
    { object_type: 'dcim.interface', object_id: peers[Math.floor(i / 3)] },
    { object_type: 'dcim.frontport', object_id: fronts[Math.floor(i / 3)] },
    { object_type: 'circuits.circuittermination', object_id: terms[Math.floor(i / 3)] },
  ][i % 3]!;
  await bulk(target, '/api/dcim/cables/', PER_DEVICE, (i) => ({ a_terminations: [{ object_type: 'dcim.interface', object_id: ifaces[i] }], b_terminations: [far(i)] }));
  return own!;
}
