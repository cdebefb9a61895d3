// Small object graphs the API tests build on.
import type { TestServer } from './server.js';

export interface DeviceGraph {
  site: Record<string, any>;
  manufacturer: Record<string, any>;
  deviceType: Record<string, any>;
  role: Record<string, any>;
}

let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;

/** A site, manufacturer, device type and device role: what a device needs. */
export async function deviceGraph(api: TestServer): Promise<DeviceGraph> {
  const name = unique('g');
  const site = await api.create('/api/dcim/sites/', { name: `Site ${name}`, slug: `site-${name}` });
  const manufacturer = await api.create('/api/dcim/manufacturers/', { name: `Maker ${name}`, slug: `maker-${name}` });
  const deviceType = await api.create('/api/dcim/device-types/', { manufacturer: manufacturer.id, model: `Model ${name}`, slug: `model-${name}` });
  const role = await api.create('/api/dcim/device-roles/', { name: `Role ${name}`, slug: `role-${name}` });
  return { site, manufacturer, deviceType, role };
}

export async function device(api: TestServer, graph: DeviceGraph, extra: Record<string, unknown> = {}): Promise<Record<string, any>> {
  return api.create('/api/dcim/devices/', { device_type: graph.deviceType.id, role: graph.role.id, site: graph.site.id, ...extra });
}

export { unique };
