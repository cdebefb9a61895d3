// The cabling endpoints: an endpoint's trace (NetBox's PathEndpointMixin.trace), the paths through
// a pass-through object (PassThroughPortMixin.paths) and the device connected to an interface
// (ConnectedDeviceViewSet). Objects are shown in their nested forms, read once per model.
import type { AppDeps, AppRoute, EndpointPlugin, ReadContext } from '../../../context.js';
import { rowsById } from '../../../db/query.js';
import type { Row } from '../../../db/values.js';
import { ApiError, methodNotAllowed } from '../../../http/errors.js';
import { findObject, readContext, visible } from '../../../objects/read.js';
import { jsonReply } from '../../../objects/request.js';
import { serializeRows, type Representation } from '../../../serialize/serializer.js';
import { CABLE, KINDS, nodeOf, refOf, type Ref } from './kinds.js';
import { pathsThrough } from './paths.js';
import { traceDrawing, traceWidth } from './trace-svg.js';

interface PathRow {
  readonly id: number;
  readonly path: string[][];
  readonly isActive: boolean;
  readonly isComplete: boolean;
  readonly isSplit: boolean;
}

async function readPath(ctx: ReadContext, ids: readonly number[]): Promise<PathRow[]> {
  const rows = await rowsById(ctx.q, ctx.dialect, ctx.index.model('dcim.cablepath').table, ids);
  return rows.sort((a, b) => Number(a.id) - Number(b.id)).map((row) => ({
    id: Number(row.id), path: (typeof row.path === 'string' ? JSON.parse(row.path) : row.path) as string[][],
    isActive: Boolean(row.is_active), isComplete: Boolean(row.is_complete), isSplit: Boolean(row.is_split),
  }));
}

/** Every object named by `nodes`, in its nested form (a cable in TracedCableSerializer's), by node. */
async function represent(ctx: ReadContext, nodes: readonly string[]): Promise<Map<string, Representation>> {
  const byType = new Map<string, number[]>();
  for (const node of new Set(nodes)) {
    const { type, id } = refOf(node);
    byType.set(type, [...(byType.get(type) ?? []), id]);
  }
  const out = new Map<string, Representation>();
  for (const [type, ids] of byType) {
    const model = ctx.index.find(type);
    if (!model) continue;
    const rows = await rowsById(ctx.q, ctx.dialect, model.table, ids);
    const names = type === CABLE ? TRACED_CABLE : model.nested;
    const objects = await serializeRows(ctx, model, rows, names, true);
    rows.forEach((row, i) => out.set(nodeOf({ type, id: Number(row.id) }), type === CABLE ? tracedCable(objects[i]!) : objects[i]!));
  }
  return out;
}

/** TracedCableSerializer: a cable's fields in a trace, its choices as plain values. */
const TRACED_CABLE = ['id', 'url', 'display_url', 'type', 'status', 'label', 'color', 'length', 'length_unit', 'description'];

function tracedCable(cable: Representation): Representation {
  const plain = (value: unknown) => (value && typeof value === 'object' && 'value' in value ? (value as { value: unknown }).value : value);
  return { ...cable, status: plain(cable.status), length_unit: plain(cable.length_unit) };
}

/**
 * The hops of PathEndpoint.trace() as path nodes, three lists a hop: near ends, links, far ends.
 */
async function tracedHops(ctx: ReadContext, type: string, row: Row): Promise<string[][]> {
  const hops: string[][] = [];
  let origin: { type: string; row: Row } | null = { type, row };
  const seen = new Set<string>();
  while (origin) {
    const key = nodeOf({ type: origin.type, id: Number(origin.row.id) });
    const pathId = origin.row._path_id;
    // A bridge loop would never end (NetBox's would not either): each origin is traced once.
    if (seen.has(key) || pathId === null || pathId === undefined) break;
    seen.add(key);
    const [path] = await readPath(ctx, [Number(pathId)]);
    if (!path) break;
    hops.push(...path.path);
    if (hops.length % 3 === 1) hops.push([], []);
    else if (hops.length % 3 === 2) hops.splice(hops.length - 1, 0, []);
    const destinations = path.isComplete ? path.path.at(-1) ?? [] : [];
    origin = null;
    if (destinations.length === 1) {
      const { type, id } = refOf(destinations[0]!);
      const target = ctx.index.find(type);
      const bridge = target?.fields.some((f) => f.name === 'bridge') ? (await rowsById(ctx.q, ctx.dialect, target.table, [id]))[0]?.bridge_id : null;
      if (bridge !== null && bridge !== undefined) {
        const bridged = (await rowsById(ctx.q, ctx.dialect, target!.table, [Number(bridge)]))[0];
        if (bridged) origin = { type, row: bridged };
      }
    }
  }
  return hops;
}

/**
 * PathEndpoint.trace(): the hops of the path from this object, continued across a bridge when the
 * path ends at exactly one interface that is bridged; a path ending at a pass-through port is
 * padded with empty hops, one ending at a site or provider network gets an empty link before it.
 * `render=svg` draws them instead (CableTraceSVG: ./trace-svg.ts).
 */
export const trace: EndpointPlugin = async (deps: AppDeps, model, request) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') throw methodNotAllowed(request.method);
  const row = await findObject(deps, request, model);
  const ctx = readContext(deps, request);
  const hops = await tracedHops(ctx, model.key, row);
  // NetBox draws the trace for render=svg only; any other value (or none) answers the hops.
  if (request.query.getAll('render').at(-1) === 'svg') {
    return { status: 200, text: { type: 'image/svg+xml', content: await traceDrawing(ctx, hops, traceWidth(request)) } };
  }
  const objects = await represent(ctx, hops.flat());
  const out: unknown[] = [];
  for (let i = 0; i + 2 < hops.length; i += 3) {
    const near = hops[i]!.map((n) => objects.get(n)).filter((o) => o !== undefined);
    // A split path: stop here.
    if (!near.length) break;
    const cable = hops[i + 1]!.length ? objects.get(hops[i + 1]![0]!) ?? [] : [];
    const far = hops[i + 2]!.map((n) => objects.get(n)).filter((o) => o !== undefined);
    out.push([near, cable, far]);
  }
  return jsonReply(out);
};

/** CablePathSerializer for every path through this object. */
export const paths: EndpointPlugin = async (deps: AppDeps, model, request) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') throw methodNotAllowed(request.method);
  const row = await findObject(deps, request, model);
  const ctx = readContext(deps, request);
  const found = await readPath(ctx, await pathsThrough(ctx, [{ type: model.key, id: Number(row.id) }]));
  const objects = await represent(ctx, found.flatMap((p) => p.path.flat()));
  return jsonReply(found.map((path) => {
    const hops = path.path.map((nodes) => nodes.map((n) => objects.get(n)).filter((o) => o !== undefined));
    return { id: path.id, path: hops.some((hop) => !hop.length) ? [] : hops, is_active: path.isActive, is_complete: path.isComplete, is_split: path.isSplit };
  }));
};

/**
 * GET /api/dcim/connected-device/?peer_device=&peer_interface=: the device whose interface is at
 * the far end of the named interface's path, in full (NetBox's answer).
 */
async function connectedDevice(deps: AppDeps, request: Parameters<AppRoute['methods']['GET'] & object>[1]) {
  const peerDevice = request.query.get('peer_device');
  const peerInterface = request.query.get('peer_interface');
  if (!peerDevice || !peerInterface) throw new ApiError(400, { detail: 'Request must include "peer_device" and "peer_interface" filters.' });
  const ctx = readContext(deps, request);
  const devices = ctx.index.model('dcim.device');
  const interfaces = ctx.index.model('dcim.interface');
  const device = await visible(deps, request, devices).where(`${devices.table}.name`, peerDevice).first(`${devices.table}.id`) as Row | undefined;
  if (!device) throw new ApiError(404, { detail: 'No Device matches the given query.' });
  const peer = await visible(deps, request, interfaces).where(`${interfaces.table}.device_id`, device.id as number).where(`${interfaces.table}.name`, peerInterface).first(`${interfaces.table}.*`) as Row | undefined;
  if (!peer) throw new ApiError(404, { detail: 'No Interface matches the given query.' });
  const [path] = peer._path_id ? await readPath(ctx, [Number(peer._path_id)]) : [];
  const endpoint = path?.isComplete ? path.path.at(-1)?.[0] : undefined;
  const target = endpoint ? refOf(endpoint) : null;
  if (!target || target.type !== 'dcim.interface') throw new ApiError(404, { detail: 'Not found.' });
  const [far] = await rowsById(ctx.q, ctx.dialect, interfaces.table, [target.id]);
  const found = far && await visible(deps, request, devices).where(`${devices.table}.id`, far.device_id as number).first(`${devices.table}.*`) as Row | undefined;
  if (!found) throw new ApiError(404, { detail: 'No Device matches the given query.' });
  const [object] = await serializeRows(ctx, devices, [found], devices.order);
  return jsonReply(object);
}

export const cablingRoutes: readonly AppRoute[] = [
  { app: 'dcim', path: 'connected-device', listed: true, methods: { GET: connectedDevice } },
];

export type { Ref };
export { KINDS };
