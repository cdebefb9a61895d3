// What every object a cable path starts from shares (NetBox's PathEndpoint): its connected
// endpoints — the far end of the path traced from it, when the path is complete — and whether they
// are reachable (the path complete and active). A page reads its objects' paths in two statements.
import type { ReadContext } from '../../context.js';
import { whereIdIn } from '../../db/query.js';
import type { ModelMeta } from '../../../contract/index.js';
import { parseBoolean } from '../../query/scalar.js';
import { defineTrait } from '../kit/define.js';
import { trace } from '../dcim/cabling/endpoints.js';
import { refOf } from '../dcim/cabling/kinds.js';
import { VIRTUAL } from './interface-validation.js';

interface Path {
  readonly destinations: { readonly type: string; readonly id: number }[];
  readonly reachable: boolean;
}

/** Per page (the objects array every computed field is handed), the paths once. */
const PATHS = new WeakMap<object, Promise<Map<number, Path>>>();

function pathsOf(ctx: ReadContext, model: ModelMeta, objects: readonly { readonly id: number }[]): Promise<Map<number, Path>> {
  let found = PATHS.get(objects);
  if (!found) PATHS.set(objects, (found = readPaths(ctx, model, objects)));
  return found;
}

async function readPaths(ctx: ReadContext, model: ModelMeta, objects: readonly { readonly id: number }[]): Promise<Map<number, Path>> {
  const out = new Map<number, Path>();
  // A virtual interface on a virtual circuit: its connected endpoints are the circuit's other ends.
  const peers = model.key === 'dcim.interface' ? await virtualCircuitPeers(ctx, objects as readonly { id: number; type?: unknown }[]) : new Map<number, Path['destinations']>();
  for (const [id, destinations] of peers) out.set(id, { destinations, reachable: false });
  // The page's rows carry their path (the internal `_path`), unless a chosen field list left it out.
  const carried = objects.every((o) => '_path' in o);
  const owners = carried
    ? objects.flatMap((o) => { const path = (o as { _path?: number | null })._path; return path === null || path === undefined ? [] : [{ id: o.id, _path_id: path }]; })
    : await whereIdIn(ctx.q(model.table).select('id', '_path_id').whereNotNull('_path_id'), 'id', objects.map((o) => o.id), ctx.dialect) as { id: number; _path_id: number }[];
  if (!owners.length) return out;
  const paths = await whereIdIn(ctx.q(ctx.index.model('dcim.cablepath').table).select('id', 'path', 'is_complete', 'is_active'), 'id', [...new Set(owners.map((o) => Number(o._path_id)))], ctx.dialect) as Record<string, unknown>[];
  const byId = new Map(paths.map((p) => {
    const nodes = (typeof p.path === 'string' ? JSON.parse(p.path) : p.path) as string[][];
    const complete = Boolean(p.is_complete);
    // CablePath.destinations: the last hop's objects, when the path is complete.
    const destinations = complete ? (nodes.at(-1) ?? []).map(refOf) : [];
    return [Number(p.id), { destinations, reachable: complete && Boolean(p.is_active) }];
  }));
  for (const owner of owners) {
    const path = byId.get(Number(owner._path_id));
    if (!path) continue;
    const peered = out.get(Number(owner.id));
    out.set(Number(owner.id), peered ? { ...peered, reachable: path.reachable } : path);
  }
  return out;
}

const PEERS_OF: Readonly<Record<string, string>> = { peer: 'peer', hub: 'spoke', spoke: 'hub' };

/**
 * VirtualCircuitTermination.peer_terminations of each virtual interface that terminates a virtual
 * circuit (Interface.connected_endpoints): a peer's other peers, a hub's spokes, a spoke's hubs.
 */
async function virtualCircuitPeers(ctx: ReadContext, objects: readonly { id: number; type?: unknown }[]): Promise<Map<number, Path['destinations']>> {
  const out = new Map<number, Path['destinations']>();
  const terminations = ctx.index.find('circuits.virtualcircuittermination');
  const ids = objects.filter((o) => VIRTUAL.has(String(o.type))).map((o) => o.id);
  if (!terminations || !ids.length) return out;
  const own = await whereIdIn(ctx.q(terminations.table).select('id', 'interface_id', 'virtual_circuit_id', 'role'), 'interface_id', ids, ctx.dialect) as Record<string, unknown>[];
  if (!own.length) return out;
  const all = await whereIdIn(ctx.q(terminations.table).select('id', 'virtual_circuit_id', 'role').orderBy('id'), 'virtual_circuit_id', [...new Set(own.map((t) => Number(t.virtual_circuit_id)))], ctx.dialect) as Record<string, unknown>[];
  for (const t of own) {
    const wanted = PEERS_OF[String(t.role)];
    const peers = all.filter((o) => Number(o.virtual_circuit_id) === Number(t.virtual_circuit_id) && o.role === wanted && Number(o.id) !== Number(t.id));
    out.set(Number(t.interface_id), peers.map((o) => ({ type: 'circuits.virtualcircuittermination', id: Number(o.id) })));
  }
  return out;
}

export const pathEndpoint = defineTrait('path_endpoint', {
  computed: {
    async connected_endpoints(ctx, objects, model) {
      const paths = await pathsOf(ctx, model, objects);
      return new Map([...paths].map(([id, path]) => [id, path.destinations.length ? path.destinations : null]));
    },
    async connected_endpoints_type(ctx, objects, model) {
      const paths = await pathsOf(ctx, model, objects);
      return new Map(objects.map((o) => [o.id, paths.get(o.id)?.destinations[0]?.type ?? null]));
    },
    async connected_endpoints_reachable(ctx, objects, model) {
      const paths = await pathsOf(ctx, model, objects);
      return new Map(objects.map((o) => [o.id, paths.get(o.id)?.reachable ?? false]));
    },
  },
  endpoints: { trace },
  filters: {
    // PathEndpointFilterSet.filter_connected: true: an active path; false: none, or an inactive one.
    async connected(ctx, values, fail, model) {
      const flag = parseBoolean(values.at(-1)!);
      if (flag === null) {
        fail('Select a valid choice. That choice is not one of the available choices.');
        return null;
      }
      const active = ctx.q(ctx.index.model('dcim.cablepath').table).select('id').where('is_active', true);
      const column = `${model.table}._path_id`;
      return (qb) => {
        if (flag) qb.whereIn(column, active);
        else qb.where((any) => any.whereNull(column).orWhereNotIn(column, active));
      };
    },
  },
});
