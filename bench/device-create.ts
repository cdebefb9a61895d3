// Benchmark: creating devices whose type has TEMPLATES (200) component templates of every kind
// (interfaces, console and console server ports, power ports and outlets, rear and front ports
// with mappings, module and device bays, inventory items), so that each create makes 200
// components, each with its change record, in the device's transaction. Reports, per database:
// one device at a time (median of ROUNDS=9), a bulk create of BULK (100) in one request, and the
// same single create of a device whose type has no templates (the baseline measured in the same
// run, to read the cost per component on this shared machine); then the elevation of a 48U rack
// holding 48 devices against the rack's detail. Not a test.
//
//   make bench-bulk                         # runs this after the bulk creates
//   node dist/bench/device-create.js        # DB=sqlite|postgres|both TEMPLATES=200 BULK=100 ROUNDS=9
import { performance } from 'node:perf_hooks';
import type { Dialect } from '../runtime/db/database.js';
import { startCluster } from '../test/support/postgres-cluster.js';
import { serve, type Target } from './target.js';

const TEMPLATES = Number(process.env.TEMPLATES ?? 200);
const BULK = Number(process.env.BULK ?? 100);
const ROUNDS = Number(process.env.ROUNDS ?? 9);
const DIALECTS: Dialect[] = process.env.DB === 'sqlite' ? ['sqlite'] : process.env.DB === 'postgres' ? ['postgres'] : ['sqlite', 'postgres'];

async function post(target: Target, path: string, body: unknown): Promise<{ seconds: number; body: any }> {
  const started = performance.now();
  const response = await fetch(`${target.base}${path}`, {
    method: 'POST', headers: { Authorization: `Token ${target.token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  const text = await response.text();
  const seconds = (performance.now() - started) / 1000;
  if (response.status !== 201) throw new Error(`POST ${path}: ${response.status} ${text.slice(0, 500)}`);
  return { seconds, body: JSON.parse(text) };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** TEMPLATES templates on a new parent device type, spread over every kind as a switch chassis would have them. */
async function typeWithTemplates(target: Target, manufacturer: number, model: string): Promise<{ id: number; components: number }> {
  const type = (await post(target, '/api/dcim/device-types/', { manufacturer, model, slug: model.toLowerCase(), subdevice_role: 'parent' })).body;
  const t = { device_type: type.id };
  const share = (fraction: number) => Math.max(1, Math.floor(TEMPLATES * fraction));
  const range = (count: number, make: (i: number) => object) => Array.from({ length: count }, (_, i) => ({ ...t, ...make(i + 1) }));
  const psus = (await post(target, '/api/dcim/power-port-templates/', range(share(0.02), (i) => ({ name: `PSU${i}`, maximum_draw: 800 })))).body;
  await post(target, '/api/dcim/power-outlet-templates/', range(share(0.08), (i) => ({ name: `Outlet ${i}`, power_port: psus[i % psus.length].id })));
  await post(target, '/api/dcim/console-port-templates/', range(share(0.01), (i) => ({ name: `Console ${i}`, type: 'rj-45' })));
  await post(target, '/api/dcim/console-server-port-templates/', range(share(0.04), (i) => ({ name: `Line ${i}`, type: 'rj-45' })));
  const rears = (await post(target, '/api/dcim/rear-port-templates/', range(share(0.05), (i) => ({ name: `Rear ${i}`, type: 'mpo', positions: 2 })))).body;
  await post(target, '/api/dcim/front-port-templates/', range(share(0.05), (i) => ({ name: `Front ${i}`, type: 'lc', rear_ports: [{ position: 1, rear_port: rears[i - 1].id, rear_port_position: 1 }] })));
  await post(target, '/api/dcim/module-bay-templates/', range(share(0.02), (i) => ({ name: `Slot ${i}`, position: String(i) })));
  await post(target, '/api/dcim/device-bay-templates/', range(share(0.02), (i) => ({ name: `Bay ${i}` })));
  await post(target, '/api/dcim/inventory-item-templates/', range(share(0.03), (i) => ({ name: `Fan ${i}` })));
  const made = share(0.02) + share(0.08) + share(0.01) + share(0.04) + share(0.05) * 2 + share(0.02) * 2 + share(0.03);
  // Interfaces make up the rest.
  await post(target, '/api/dcim/interface-templates/', range(TEMPLATES - made, (i) => ({ name: `Ethernet1/${i}`, type: '25gbase-x-sfp28' })));
  return { id: type.id, components: TEMPLATES };
}

async function main(): Promise<void> {
  const cluster = DIALECTS.includes('postgres') ? await startCluster() : null;
  console.log(`\n| database | request | devices | components each | seconds | ms per device |`);
  console.log(`|---|---|---:|---:|---:|---:|`);
  const ratios: string[] = [];
  const elevations: string[] = [];
  try {
    for (const dialect of DIALECTS) {
      const target = await serve(dialect, cluster, 'devices');
      const manufacturer = (await post(target, '/api/dcim/manufacturers/', { name: 'Bench', slug: 'bench' })).body.id;
      const site = (await post(target, '/api/dcim/sites/', { name: 'Bench', slug: 'bench' })).body.id;
      const role = (await post(target, '/api/dcim/device-roles/', { name: 'Bench', slug: 'bench' })).body.id;
      const full = await typeWithTemplates(target, manufacturer, 'Chassis');
      const bare = (await post(target, '/api/dcim/device-types/', { manufacturer, model: 'Bare', slug: 'bare' })).body.id;
      let n = 0;
      const device = (type: number) => ({ name: `device-${++n}`, device_type: type, role, site });
      const single = async (type: number) => (await post(target, '/api/dcim/devices/', device(type))).seconds;
      // Warm-up, then single creates alternating with the baseline's.
      await single(full.id);
      await single(bare);
      const withTemplates: number[] = [];
      const without: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        withTemplates.push(await single(full.id));
        without.push(await single(bare));
      }
      const row = (request: string, devices: number, components: number, seconds: number) =>
        console.log(`| ${dialect} | ${request} | ${devices} | ${components} | ${seconds.toFixed(3)} | ${(seconds * 1000 / devices).toFixed(1)} |`);
      row(`one device (median of ${ROUNDS})`, 1, full.components, median(withTemplates));
      row(`one device without templates (median of ${ROUNDS})`, 1, 0, median(without));
      const bulk = await post(target, '/api/dcim/devices/', Array.from({ length: BULK }, () => device(full.id)));
      if (bulk.body.length !== BULK || bulk.body[0].interface_count === 0) throw new Error('the bulk create did not make the components');
      row(`bulk create of ${BULK}`, BULK, full.components, bulk.seconds);
      // The elevation of a full 48U rack (48 1U devices), against the rack's own detail.
      const rack = (await post(target, '/api/dcim/racks/', { name: 'Full', site, u_height: 48 })).body.id;
      const oneU = (await post(target, '/api/dcim/device-types/', { manufacturer, model: 'One', slug: 'one' })).body.id;
      await post(target, '/api/dcim/devices/', Array.from({ length: 48 }, (_, i) => ({ ...device(oneU), rack, position: i + 1, face: 'front' })));
      const timedGet = async (path: string) => {
        const started = performance.now();
        const response = await fetch(`${target.base}${path}`, { headers: { Authorization: `Token ${target.token}` } });
        await response.text();
        if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
        return (performance.now() - started) / 1000;
      };
      const elevation: number[] = [];
      const detail: number[] = [];
      for (let round = 0; round < ROUNDS + 2; round += 1) {
        elevation.push(await timedGet(`/api/dcim/racks/${rack}/elevation/?limit=100`));
        detail.push(await timedGet(`/api/dcim/racks/${rack}/`));
      }
      console.log(`| ${dialect} | elevation of a 48U rack, 48 devices (median of ${ROUNDS + 2}) | 48 | 0 | ${median(elevation).toFixed(4)} | ${(median(elevation) * 1000).toFixed(1)} |`);
      elevations.push(`${dialect}: ${(median(elevation) * 1000).toFixed(1)} ms, ${(median(elevation) / median(detail)).toFixed(1)}× the rack's detail`);
      const perComponent = (median(withTemplates) - median(without)) * 1000 / full.components;
      ratios.push(`${dialect}: ${(median(withTemplates) / median(without)).toFixed(1)}× a device without templates; ${perComponent.toFixed(3)} ms per component`);
      await target.close();
    }
  } finally {
    cluster?.stop();
  }
  console.log(`\ndevice creates against the baseline (same run):\n${ratios.join('\n')}`);
  console.log(`\nthe elevation (first page of 100 units) against the rack's detail (same run):\n${elevations.join('\n')}`);
}

await main();
