// What every object a cable can end at shares (NetBox's CabledObjectModel): no "marked connected"
// beside a real cable; its link peers (the objects at its cable's other end, read for a whole page
// from the cable terminations in one statement); occupied when cabled or marked connected.
import type { ReadContext } from '../../context.js';
import type { Row } from '../../db/values.js';
import { defineTrait } from '../kit/define.js';
import { parseBoolean } from '../../query/scalar.js';
import type { ModelMeta } from '../../../contract/index.js';
import { mapPosition, profileOf } from '../dcim/cabling/profiles.js';

interface Peer {
  readonly type: string;
  readonly id: number;
}

interface CabledValues {
  readonly id: number;
  readonly cable?: number | null;
  readonly cable_end?: string | null;
}

/** Per page (the objects array the serializer hands every computed field), its link peers once. */
const PEERS = new WeakMap<object, Promise<Map<number, Peer[]>>>();

function linkPeers(ctx: ReadContext, objects: readonly CabledValues[], model: ModelMeta): Promise<Map<number, Peer[]>> {
  let found = PEERS.get(objects);
  if (!found) PEERS.set(objects, (found = readPeers(ctx, objects, model)));
  return found;
}

const positionsOf = (value: unknown): number[] => (value === null || value === undefined ? [] : (typeof value === 'string' ? JSON.parse(value) : value) as number[]);

/**
 * The objects at the other end of each object's cable (CabledObjectModel.link_peers): every
 * termination of the far end; on a profiled cable, those its connector's positions lead to.
 */
async function readPeers(ctx: ReadContext, objects: readonly CabledValues[], model: ModelMeta): Promise<Map<number, Peer[]>> {
  const out = new Map<number, Peer[]>();
  const cables = [...new Set(objects.map((o) => o.cable).filter((c): c is number => c !== null && c !== undefined))];
  if (!cables.length) return out;
  const rows = await ctx.q(ctx.index.model('dcim.cabletermination').table).select('cable_id', 'cable_end', 'termination_type', 'termination_id', 'connector', 'positions')
    .whereIn('cable_id', cables).orderBy([{ column: 'cable_id' }, { column: 'cable_end' }, { column: 'connector' }, { column: 'id' }]) as Row[];
  const profiled = new Map((await ctx.q(ctx.index.model('dcim.cable').table).select('id', 'profile').whereIn('id', cables).whereNot('profile', '') as Row[])
    .map((row) => [Number(row.id), profileOf(row.profile)]));
  const byCable = new Map<number, Row[]>();
  for (const row of rows) byCable.set(Number(row.cable_id), [...(byCable.get(Number(row.cable_id)) ?? []), row]);
  const ref = (row: Row): Peer => ({ type: String(row.termination_type), id: Number(row.termination_id) });
  for (const object of objects) {
    if (object.cable === null || object.cable === undefined) continue;
    const ends = byCable.get(object.cable) ?? [];
    const far = ends.filter((row) => row.cable_end !== object.cable_end);
    const profile = profiled.get(object.cable);
    if (!profile) {
      out.set(object.id, far.map(ref));
      continue;
    }
    // Each position of this object's connector, mapped to the far connector and position that carry it.
    const own = ends.find((row) => row.termination_type === model.key && Number(row.termination_id) === object.id);
    const peers: Peer[] = [];
    for (const position of own && own.connector !== null ? positionsOf(own.positions) : []) {
      const mapped = mapPosition(profile, object.cable_end as 'A' | 'B', Number(own!.connector), position);
      const peer = mapped && far.find((row) => Number(row.connector) === mapped[0] && positionsOf(row.positions).includes(mapped[1]));
      if (peer && !peers.some((p) => p.type === peer.termination_type && p.id === Number(peer.termination_id))) peers.push(ref(peer));
    }
    out.set(object.id, peers);
  }
  return out;
}

export const cabled = defineTrait('cabled', {
  async clean(_ctx, values) {
    if (values.cable !== null && values.cable !== undefined && values.mark_connected) {
      return { mark_connected: ['Cannot mark as connected with a cable attached.'] };
    }
  },
  computed: {
    async link_peers(ctx, objects, model) {
      return linkPeers(ctx, objects, model);
    },
    async link_peers_type(ctx, objects, model) {
      const peers = await linkPeers(ctx, objects, model);
      return new Map(objects.map((o) => [o.id, peers.get(o.id)?.[0]?.type ?? null]));
    },
    async _occupied(_ctx, objects) {
      return new Map(objects.map((o) => [o.id, Boolean(o.mark_connected) || (o.cable !== null && o.cable !== undefined)]));
    },
  },
  filters: {
    async occupied(ctx, values, fail, model) {
      const flag = parseBoolean(values.at(-1)!);
      if (flag === null) {
        fail('Select a valid choice. That choice is not one of the available choices.');
        return null;
      }
      const table = model.table;
      const occupied = `(${table}.mark_connected = ${ctx.dialect === 'sqlite' ? 1 : 'true'} or ${table}.cable_id is not null)`;
      return (qb) => { qb.whereRaw(flag ? occupied : `not ${occupied}`); };
    },
  },
});
