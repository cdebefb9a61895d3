// What every object a cable can end at shares (NetBox's CabledObjectModel): no "marked connected"
// beside a real cable; its link peers (the objects at its cable's other end, read for a whole page
// from the cable terminations in one statement); occupied when cabled or marked connected. An
// interface may instead have a wireless link (Interface.link): its peer is the link's other
// interface, and the link occupies it too.
import type { ReadContext } from '../../context.js';
import type { Row } from '../../db/values.js';
import { whereIdIn } from '../../db/query.js';
import { defineTrait } from '../kit/define.js';
import { columnOf } from '../../registry.js';
import { WIRELESS_LINK } from '../dcim/cabling/kinds.js';
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
  /** Interfaces only. */
  readonly wireless_link?: number | null;
}

/** Whether the model's objects may have a wireless link (NetBox: Interface.wireless_link). */
const wireless = (model: ModelMeta) => model.fields.some((f) => f.name === 'wireless_link');

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
  const out = await wirelessPeers(ctx, objects, model);
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
    const own = ends.find((row) => row.termination_type === model.key && Number(row.termination_id) === object.id) ?? lentSeat(ends, model, object);
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

/**
 * A channel subinterface's place on its channelized parent's cable (it has no termination row): the
 * parent's connector at the one position its channel_id names, as NetBox mirrors them onto it; its
 * link peers are then the far terminations that position leads to (the far parent, not a channel).
 */
function lentSeat(ends: readonly Row[], model: ModelMeta, object: CabledValues): Row | undefined {
  const { parent, channel_id: channel } = object as CabledValues & { parent?: number | null; channel_id?: number | null };
  if (parent === null || parent === undefined || channel === null || channel === undefined) return undefined;
  const row = ends.find((r) => r.termination_type === model.key && Number(r.termination_id) === parent);
  return row && { ...row, positions: [channel] };
}

/**
 * Interface.link_peers without a cable: the other interface of its wireless link, the page's
 * links read in one statement.
 */
async function wirelessPeers(ctx: ReadContext, objects: readonly CabledValues[], model: ModelMeta): Promise<Map<number, Peer[]>> {
  const out = new Map<number, Peer[]>();
  const linked = objects.filter((o) => (o.cable === null || o.cable === undefined) && o.wireless_link !== null && o.wireless_link !== undefined);
  if (!linked.length || !wireless(model)) return out;
  const rows = await whereIdIn(ctx.q(ctx.index.model(WIRELESS_LINK).table).select('id', 'interface_a_id', 'interface_b_id'), 'id', [...new Set(linked.map((o) => o.wireless_link!))], ctx.dialect) as Row[];
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  for (const object of linked) {
    const link = byId.get(object.wireless_link!);
    if (link) out.set(object.id, [{ type: model.key, id: Number(Number(link.interface_a_id) === object.id ? link.interface_b_id : link.interface_a_id) }]);
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
      const linked = (o: CabledValues) => (o.cable !== null && o.cable !== undefined) || (o.wireless_link !== null && o.wireless_link !== undefined);
      return new Map(objects.map((o) => [o.id, Boolean(o.mark_connected) || linked(o)]));
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
      // An interface's wireless link occupies it too (InterfaceFilterSet.filter_occupied).
      const link = wireless(model) ? ` or ${table}.wireless_link_id is not null` : '';
      const occupied = `(${table}.mark_connected = ${ctx.dialect === 'sqlite' ? 1 : 'true'} or ${table}.cable_id is not null${link})`;
      return (qb) => { qb.whereRaw(flag ? occupied : `not ${occupied}`); };
    },
    // NetBox 4.7's cable_connector (the object's own column there): the connector its cable
    // termination holds on a profiled cable; an object on a cable without a profile has none.
    async cable_connector(ctx, values, fail, model) {
      if (values.some((value) => !/^\s*-?\d+(\.\d+)?\s*$/.test(value))) {
        fail('Enter a number.');
        return null;
      }
      // Django's number filter takes a decimal and the integer column truncates it (1.5 is connector
      // 1); a number no connector can be matches nothing rather than overflowing the column.
      const connectors = values.map((value) => Math.trunc(Number(value))).filter((n) => Math.abs(n) <= 2 ** 31 - 1);
      const terminations = ctx.index.model('dcim.cabletermination').table;
      // A channel subinterface holds its channelized parent's connector on the cable it is lent.
      const col = (name: string) => `${model.table}.${columnOf(model, name)}`;
      const lent = model.fields.some((f) => f.name === 'channel_id');
      return (qb) => {
        if (!connectors.length) return void qb.whereRaw('1 = 0');
        qb.where((any) => {
          any.whereExists((sub) => sub.select(ctx.q.raw('1')).from(terminations)
            .where(`${terminations}.termination_type`, model.key)
            .whereRaw(`${terminations}.termination_id = ${model.table}.id`)
            .whereIn(`${terminations}.connector`, connectors));
          if (lent) {
            any.orWhereExists((sub) => sub.select(ctx.q.raw('1')).from(terminations)
              .where(`${terminations}.termination_type`, model.key)
              .whereRaw(`${terminations}.termination_id = ${col('parent')}`)
              .whereRaw(`${terminations}.cable_id = ${col('cable')}`)
              .whereNotNull(col('channel_id'))
              .whereIn(`${terminations}.connector`, connectors));
          }
        });
      };
    },
  },
});
