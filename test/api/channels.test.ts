// Channelized interfaces on cables and their renames (NetBox 4.7): a channelized interface cabled
// with a profiled cable lends the cable to each channel subinterface, which traces its own path to
// the subinterface bound to the same position on the far side (the parent traces none); an
// unprofiled cable lends nothing; the lent cables and the paths follow every change — the cable's
// ends, profile or deletion, a subinterface added, deleted, moved or rebound, a parent's channels.
// A channelized interface (or template) renamed renames its "<name>:<channel>" subinterfaces.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

type Obj = Record<string, any>;

const ends = (objects: readonly Obj[]) => objects.map((o) => ({ object_type: 'dcim.interface', object_id: o.id }));
const ids = (list: readonly Obj[] | null) => (list ?? []).map((o) => o.id);

describe.each(DIALECTS)('channelized interfaces on %s', (dialect) => {
  let api: TestServer;
  let site: Obj;
  let type: Obj;
  let role: Obj;
  let manufacturer: Obj;
  let n = 0;
  const unique = (prefix: string) => `${prefix}-${++n}`;
  const device = () => api.create('/api/dcim/devices/', { name: unique('dev'), device_type: type.id, role: role.id, site: site.id });
  const iface = (dev: Obj, more: Obj = {}) => api.create('/api/dcim/interfaces/', { device: dev.id, name: unique('eth'), type: '100gbase-x-qsfp28', ...more });
  const get = async (o: Obj) => (await api.get(`/api/dcim/interfaces/${o.id}/`)).body;
  const cable = (a: readonly Obj[], b: readonly Obj[], more: Obj = {}) => api.create('/api/dcim/cables/', { a_terminations: ends(a), b_terminations: ends(b), ...more });
  /** A channelized interface and a subinterface bound to each of `bound` of its channels. */
  async function channelized(dev: Obj, channels = 4, bound = [1, 2, 3, 4]) {
    const parent = await iface(dev, { channels });
    const children: Obj[] = [];
    for (const c of bound) children.push(await api.create('/api/dcim/interfaces/', { device: dev.id, name: `${parent.name}:${c}`, type: 'channel', parent: parent.id, channel_id: c }));
    return { parent, children };
  }
  /** Each interface's cable, end, connected endpoints (ids) and reachability. */
  async function state(list: readonly Obj[]) {
    const out: unknown[] = [];
    for (const o of list) {
      const now = await get(o);
      out.push([now.cable?.id ?? null, now.cable_end, ids(now.connected_endpoints), now.connected_endpoints_reachable]);
    }
    return out;
  }
  /** The origins of the paths through a cable, each checked to be its origin's own path. */
  async function pathsThrough(made: Obj): Promise<number[]> {
    const knex = api.db.knex;
    const paths = await knex('dcim_cablepathnode').where({ node_type: 'dcim.cable', node_id: made.id }).pluck('cable_path_id');
    const origins: number[] = [];
    for (const id of paths) {
      const row = await knex('dcim_cablepath').where('id', id).first();
      const path = (typeof row.path === 'string' ? JSON.parse(row.path) : row.path) as string[][];
      for (const node of path[0]!) {
        const origin = Number(node.split(':')[1]);
        expect(Number((await knex('dcim_interface').where('id', origin).first())._path_id)).toBe(Number(id));
        origins.push(origin);
      }
    }
    return origins.sort((x, y) => x - y);
  }
  const trace = async (o: Obj) => (await api.get(`/api/dcim/interfaces/${o.id}/trace/`)).body as any[][];

  beforeAll(async () => {
    api = await startServer(dialect);
    site = await api.create('/api/dcim/sites/', { name: 'Channels', slug: 'channels' });
    manufacturer = await api.create('/api/dcim/manufacturers/', { name: 'Optics', slug: 'optics' });
    type = await api.create('/api/dcim/device-types/', { manufacturer: manufacturer.id, model: 'Router', slug: 'router' });
    role = await api.create('/api/dcim/device-roles/', { name: 'Core', slug: 'core', color: '0000ff' });
  });
  afterAll(async () => api?.close());

  it('a profiled cable between channelized interfaces: each channel traces to its own on the far side', async () => {
    const [d1, d2] = [await device(), await device()];
    const [a, b] = [await channelized(d1), await channelized(d2)];
    const made = await cable([a.parent], [b.parent], { profile: 'single-1c4p' });
    // Only the parents are the cable's terminations.
    const terminations = (await api.get(`/api/dcim/cable-terminations/?cable_id=${made.id}`)).body.results;
    expect(terminations.map((t: Obj) => [t.termination_id, t.cable_end, t.connector, t.positions])).toEqual([[a.parent.id, 'A', 1, [1, 2, 3, 4]], [b.parent.id, 'B', 1, [1, 2, 3, 4]]]);
    // A parent: cabled and occupied, peered with the far parent, but no path of its own.
    const parent = await get(a.parent);
    expect([parent.cable.id, parent.cable_end, parent._occupied, ids(parent.link_peers), parent.link_peers_type]).toEqual([made.id, 'A', true, [b.parent.id], 'dcim.interface']);
    expect([parent.connected_endpoints, parent.connected_endpoints_type, parent.connected_endpoints_reachable]).toEqual([null, null, false]);
    expect(await trace(a.parent)).toEqual([]);
    for (let k = 0; k < 4; k++) {
      const [near, far] = [a.children[k]!, b.children[k]!];
      const child = await get(near);
      // A channel: the parent's cable and end, occupied, its link peer the far parent (the termination).
      expect([child.cable.id, child.cable_end, child._occupied, ids(child.link_peers), child.link_peers_type]).toEqual([made.id, 'A', true, [b.parent.id], 'dcim.interface']);
      expect([ids(child.connected_endpoints), child.connected_endpoints_type, child.connected_endpoints_reachable]).toEqual([[far.id], 'dcim.interface', true]);
      const hops = await trace(near);
      expect(hops.map(([n1, c, f]) => [ids(n1), c.id, ids(f)])).toEqual([[[near.id], made.id, [far.id]]]);
      expect(await state([far])).toEqual([[made.id, 'B', [near.id], true]]);
    }
    // The list: the cable's objects, connected ones, and what is physical.
    const onCable = (await api.get(`/api/dcim/interfaces/?cable_id=${made.id}&limit=50`)).body.results;
    expect(onCable).toHaveLength(10);
    const connected = (await api.get(`/api/dcim/interfaces/?device_id=${d1.id}&connected=true`)).body.results;
    expect(ids(connected)).toEqual(ids(a.children));
    expect(ids((await api.get(`/api/dcim/interfaces/?device_id=${d1.id}&occupied=true`)).body.results)).toEqual([a.parent.id, ...ids(a.children)]);
    expect(ids((await api.get(`/api/dcim/interfaces/?device_id=${d1.id}&kind=physical`)).body.results)).toEqual([a.parent.id]);
    // The cable's connector, lent to the channels with the cable.
    expect((await api.get(`/api/dcim/interfaces/?device_id=${d1.id}&cable_connector=1`)).body.count).toBe(5);

    // Deleting the cable frees the parents and the channels; every path goes.
    expect((await api.delete(`/api/dcim/cables/${made.id}/`)).status).toBe(204);
    expect(await state([a.parent, b.parent])).toEqual([[null, null, [], false], [null, null, [], false]]);
    // (NetBox shows a channel's cleared cable_end as "": docs/deviations.md.)
    expect(await state([...a.children, ...b.children])).toEqual(Array.from({ length: 8 }, () => [null, null, [], false]));
    for (const child of a.children) expect(await trace(child)).toEqual([]);
    expect(await pathsThrough(made)).toEqual([]);
    expect((await get(a.children[0]!))._occupied).toBe(false);
    expect((await api.get(`/api/dcim/interfaces/?device_id=${d1.id}&cabled=true`)).body.count).toBe(0);
  });

  it('a breakout through a patch panel: each channel reaches the interface behind its front port, and back', async () => {
    const [d1, d2] = [await device(), await device()];
    const a = await channelized(d1);
    const panel = await device();
    const rear = await api.create('/api/dcim/rear-ports/', { device: panel.id, name: 'rear', type: 'mpo', positions: 4 });
    const fronts: Obj[] = [];
    for (let p = 1; p <= 4; p++) fronts.push(await api.create('/api/dcim/front-ports/', { device: panel.id, name: `front${p}`, type: 'lc', rear_ports: [{ position: 1, rear_port: rear.id, rear_port_position: p }] }));
    const trunk = await api.create('/api/dcim/cables/', { a_terminations: ends([a.parent]), b_terminations: [{ object_type: 'dcim.rearport', object_id: rear.id }], profile: 'single-1c4p' });
    const hosts: Obj[] = [];
    for (const front of fronts) {
      const host = await iface(d2);
      await api.create('/api/dcim/cables/', { a_terminations: [{ object_type: 'dcim.frontport', object_id: front.id }], b_terminations: ends([host]) });
      hosts.push(host);
    }
    for (let k = 0; k < 4; k++) {
      expect(await state([a.children[k]!, hosts[k]!])).toEqual([[trunk.id, 'A', [hosts[k]!.id], true], [expect.any(Number), 'B', [a.children[k]!.id], true]]);
      const hops = await trace(a.children[k]!);
      expect(hops.map(([n1, , f]) => [n1.map((o: Obj) => o.name), f.map((o: Obj) => o.name)])).toEqual([[[a.children[k]!.name], ['rear']], [[fronts[k]!.name], [hosts[k]!.name]]]);
    }
    expect(await state([a.parent])).toEqual([[trunk.id, 'A', [], false]]);
    // The panel's rear port carries the four channels' paths.
    const paths = (await api.get(`/api/dcim/rear-ports/${rear.id}/paths/`)).body as Obj[];
    expect(paths.map((p) => p.path[0][0].id).sort((x: number, y: number) => x - y)).toEqual([...ids(a.children), ...ids(hosts)].sort((x, y) => x - y));
  });

  it('an unprofiled cable lends nothing: no channel paths; a plain far end reaches the parent', async () => {
    const [d1, d2] = [await device(), await device()];
    const a = await channelized(d1);
    const plain = await iface(d2);
    const made = await cable([a.parent], [plain]);
    expect(await state([a.parent])).toEqual([[made.id, 'A', [], false]]);
    expect(await pathsThrough(made)).toEqual([plain.id]);
    expect(await state(a.children)).toEqual(Array.from({ length: 4 }, () => [null, null, [], false]));
    expect(await state([plain])).toEqual([[made.id, 'B', [a.parent.id], true]]);
    // A profile given later lends the cable; taken away, the channels lose it again.
    await api.patch(`/api/dcim/cables/${made.id}/`, { profile: 'single-1c4p' });
    expect(await state(a.children)).toEqual(a.children.map(() => [made.id, 'A', [plain.id], true]));
    expect(ids((await get(plain)).connected_endpoints)).toEqual(ids(a.children));
    await api.patch(`/api/dcim/cables/${made.id}/`, { profile: '' });
    expect(await state(a.children)).toEqual(Array.from({ length: 4 }, () => [null, null, [], false]));
    expect(ids((await get(plain)).connected_endpoints)).toEqual([a.parent.id]);
    // The cable's end moved to another interface: the old parent's channels stay free.
    const other = await iface(d1);
    await api.patch(`/api/dcim/cables/${made.id}/`, { a_terminations: ends([other]), profile: 'single-1c4p' });
    expect(await state([a.parent, ...a.children])).toEqual([[null, null, [], false], ...a.children.map(() => [null, null, [], false])]);
    expect(await state([other])).toEqual([[made.id, 'A', [plain.id], true]]);
  });

  it('channels added, deleted, rebound and moved; channels given to a cabled interface: the paths follow', async () => {
    const [d1, d2] = [await device(), await device()];
    const a = await channelized(d1, 4, [1, 2, 3]);
    const b = await channelized(d2);
    const made = await cable([a.parent], [b.parent], { profile: 'single-1c4p' });
    const [b1, b2, b3, b4] = b.children as [Obj, Obj, Obj, Obj];
    const [a1, a2, a3] = a.children as [Obj, Obj, Obj];
    // The far channel 4 has nothing to reach: its path ends at the cable, incomplete.
    expect(await state([b4])).toEqual([[made.id, 'B', [], false]]);
    expect((await trace(b4)).map(([n1, c, f]) => [ids(n1), c.id, ids(f)])).toEqual([[[b4.id], made.id, []]]);
    // Channel 4 added on the near side.
    const a4 = await api.create('/api/dcim/interfaces/', { device: d1.id, name: `${a.parent.name}:4`, type: '25gbase-x-sfp28', parent: a.parent.id, channel_id: 4 });
    expect(await state([a4, b4])).toEqual([[made.id, 'A', [b4.id], true], [made.id, 'B', [a4.id], true]]);
    // Not physical, whatever its type.
    expect(ids((await api.get(`/api/dcim/interfaces/?device_id=${d1.id}&kind=physical`)).body.results)).toEqual([a.parent.id]);
    // Channel 2 deleted: the far channel 2 reaches nothing.
    expect((await api.delete(`/api/dcim/interfaces/${a2.id}/`)).status).toBe(204);
    expect(await state([b2])).toEqual([[made.id, 'B', [], false]]);
    // Channel 3 rebound to channel 2.
    await api.patch(`/api/dcim/interfaces/${a3.id}/`, { channel_id: 2, name: `${a.parent.name}:2` });
    expect(await state([a3, b2, b3])).toEqual([[made.id, 'A', [b2.id], true], [made.id, 'B', [a3.id], true], [made.id, 'B', [], false]]);
    // Channel 1 moved to an uncabled channelized interface: it loses the cable.
    const spare = await iface(d1, { channels: 2 });
    await api.patch(`/api/dcim/interfaces/${a1.id}/`, { parent: spare.id });
    expect(await state([a1, b1])).toEqual([[null, null, [], false], [made.id, 'B', [], false]]);
    // ... and back.
    await api.patch(`/api/dcim/interfaces/${a1.id}/`, { parent: a.parent.id });
    expect(await state([a1, b1])).toEqual([[made.id, 'A', [b1.id], true], [made.id, 'B', [a1.id], true]]);
    // Channel 4 no longer a channel (a plain interface again): it gives the cable back.
    await api.patch(`/api/dcim/interfaces/${a4.id}/`, { parent: null, channel_id: null });
    expect(await state([a4, b4])).toEqual([[null, null, [], false], [made.id, 'B', [], false]]);
    await api.patch(`/api/dcim/interfaces/${a4.id}/`, { parent: a.parent.id, channel_id: 4 });
    expect(await state([a4, b4])).toEqual([[made.id, 'A', [b4.id], true], [made.id, 'B', [a4.id], true]]);
    // More channels on a cabled parent change nothing that is bound.
    await api.patch(`/api/dcim/interfaces/${a.parent.id}/`, { channels: 8 });
    expect(await state([a1, a3, a4])).toEqual([[made.id, 'A', [b1.id], true], [made.id, 'A', [b2.id], true], [made.id, 'A', [b4.id], true]]);
    // No path is left behind by any of it: one per bound channel on each side (a1, a3, a4; b1-b4),
    // each its origin's own.
    expect(await pathsThrough(made)).toEqual([a1, a3, a4, b1, b2, b3, b4].map((o) => o.id).sort((x, y) => x - y));

    // A plain interface facing a channelized one reaches every channel; channelized itself, it reaches none until channels are bound.
    const [d3, d4] = [await device(), await device()];
    const plain = await iface(d3);
    const c = await channelized(d4);
    const second = await cable([plain], [c.parent], { profile: 'single-1c4p' });
    expect(ids((await get(plain)).connected_endpoints)).toEqual(ids(c.children));
    expect(await state(c.children)).toEqual(c.children.map(() => [second.id, 'B', [plain.id], true]));
    await api.patch(`/api/dcim/interfaces/${plain.id}/`, { channels: 4 });
    expect(await state([plain])).toEqual([[second.id, 'A', [], false]]);
    expect(await state(c.children)).toEqual(c.children.map(() => [second.id, 'B', [], false]));
    const bound = await api.create('/api/dcim/interfaces/', { device: d3.id, name: `${plain.name}:3`, type: 'channel', parent: plain.id, channel_id: 3 });
    expect(await state([bound, c.children[2]!])).toEqual([[second.id, 'A', [c.children[2]!.id], true], [second.id, 'B', [bound.id], true]]);
    // The channelized interface deleted: its cable end goes, its subinterfaces give the cable back.
    expect((await api.delete(`/api/dcim/interfaces/${c.parent.id}/`)).status).toBe(204);
    expect(await state(c.children)).toEqual(c.children.map(() => [null, null, [], false]));
    expect(await state([bound])).toEqual([[second.id, 'A', [], false]]);
    expect(await pathsThrough(second)).toEqual([bound.id]);
    // A whole device with channels deleted.
    expect((await api.delete(`/api/dcim/devices/${d3.id}/`)).status).toBe(204);
    expect(await pathsThrough(second)).toEqual([]);
  });

  it('a plain interface facing a channelized one with a channel unbound: its path is split', async () => {
    const [d1, d2] = [await device(), await device()];
    const plain = await iface(d1);
    const c = await channelized(d2, 4, [1, 2, 3]);
    const made = await cable([plain], [c.parent], { profile: 'single-1c4p' });
    // Position 4 reaches nothing beside three that reach channels: NetBox's split, incomplete path.
    expect(await state([plain])).toEqual([[made.id, 'A', [], false]]);
    expect(await state(c.children)).toEqual(c.children.map(() => [made.id, 'B', [plain.id], true]));
    await api.create('/api/dcim/interfaces/', { device: d2.id, name: `${c.parent.name}:4`, type: 'channel', parent: c.parent.id, channel_id: 4 });
    expect((await get(plain)).connected_endpoints.map((o: Obj) => o.name)).toEqual([1, 2, 3, 4].map((k) => `${c.parent.name}:${k}`));
  });

  it('a page of channels and their parents is read in the same statements however many there are', async () => {
    /** `count` channelized interfaces of 4 channels on each of two devices, cabled in pairs; the first device's page. */
    async function page(count: number) {
      const [d1, d2] = [await device(), await device()];
      const parents: Obj[][] = [];
      for (const dev of [d1, d2]) {
        const made = (await api.post('/api/dcim/interfaces/', Array.from({ length: count }, (_, i) => ({ device: dev.id, name: `et-${i}`, type: '100gbase-x-qsfp28', channels: 4 })))).body as Obj[];
        const children = made.flatMap((p) => [1, 2, 3, 4].map((c) => ({ device: dev.id, name: `${p.name}:${c}`, type: 'channel', parent: p.id, channel_id: c })));
        expect((await api.post('/api/dcim/interfaces/', children)).status).toBe(201);
        parents.push(made);
      }
      const cables = parents[0]!.map((p, i) => ({ a_terminations: ends([p]), b_terminations: ends([parents[1]![i]!]), profile: 'single-1c4p' }));
      expect((await api.post('/api/dcim/cables/', cables)).status).toBe(201);
      // Once to load what the process keeps, then counted with nothing kept (as every statement
      // test does): what a page reads again on its own is then the same on both counts.
      await api.get(`/api/dcim/interfaces/?device_id=${d1.id}&limit=1000`);
      api.db.cache.invalidate();
      const sql: string[] = [];
      const stop = api.db.onQuery((query: { sql: string }) => sql.push(query.sql));
      const listed = (await api.get(`/api/dcim/interfaces/?device_id=${d1.id}&limit=1000`)).body.results as Obj[];
      stop();
      expect(listed).toHaveLength(count * 5);
      // Every channel reaches its counterpart; every parent is peered with the far parent.
      for (const o of listed) {
        if (o.channel_id) expect([o.connected_endpoints?.[0]?.name, o.link_peers[0].name]).toEqual([o.name, o.parent.name]);
        else expect([o.connected_endpoints, o.link_peers[0].name]).toEqual([null, o.name]);
      }
      return sql.length;
    }
    const few = await page(2);
    expect(await page(20)).toBe(few);
  });

  it('refuses a channel ID on a cabled interface, and a cable on a channel', async () => {
    const [d1, d2] = [await device(), await device()];
    const a = await channelized(d1, 4, [1]);
    const [x, y] = [await iface(d1), await iface(d2)];
    await cable([x], [y]);
    const bound = await api.patch(`/api/dcim/interfaces/${x.id}/`, { parent: a.parent.id, channel_id: 2 });
    expect([bound.status, bound.body]).toEqual([400, { channel_id: ['A channel ID cannot be assigned to an interface with an existing cable connection. Remove the cable first.'] }]);
    const onChannel = await api.post('/api/dcim/cables/', { a_terminations: ends([a.children[0]!]), b_terminations: ends([await iface(d2)]) });
    expect([onChannel.status, onChannel.body]).toEqual([400, { __all__: ['Cables cannot be terminated directly to a channel subinterface; cable the parent interface instead.'] }]);
    // A channel of a cabled parent is still a channel: it may be rebound.
    const made = await cable([a.parent], [await iface(d2)], { profile: 'single-1c4p' });
    const rebound = await api.patch(`/api/dcim/interfaces/${a.children[0]!.id}/`, { channel_id: 3 });
    expect([rebound.status, rebound.body.cable?.id]).toEqual([200, made.id]);
  });

  it('renames the "<name>:<channel>" subinterfaces of a renamed channelized interface, except too long or taken names', async () => {
    const dev = await device();
    const parent = await iface(dev, { name: 'et-0/0/1', channels: 4 });
    const child = (name: string, channel: number) => api.create('/api/dcim/interfaces/', { device: dev.id, name, type: 'channel', parent: parent.id, channel_id: channel });
    const [c1, c2, c3, c4] = [await child('et-0/0/1:1', 1), await child('et-0/0/1:2', 2), await child('uplink', 3), await child('et-0/0/1:4', 4)];
    const taken = await iface(dev, { name: 'xe-1:2' });
    const names = async () => Promise.all([c1, c2, c3, c4, taken].map(async (o) => (await get(o)).name));
    expect((await api.patch(`/api/dcim/interfaces/${parent.id}/`, { name: 'xe-1' })).status).toBe(200);
    expect(await names()).toEqual(['xe-1:1', 'et-0/0/1:2', 'uplink', 'xe-1:4', 'xe-1:2']);
    // Each renamed subinterface has its change record.
    const changes = (await api.get(`/api/core/object-changes/?changed_object_type=dcim.interface&changed_object_id=${c1.id}&action=update`)).body.results;
    expect(changes.map((c: Obj) => [c.prechange_data.name, c.postchange_data.name])).toEqual([['et-0/0/1:1', 'xe-1:1']]);
    expect((await api.get(`/api/core/object-changes/?changed_object_type=dcim.interface&changed_object_id=${c2.id}&action=update`)).body.count).toBe(0);
    // A new name of 63 characters would make 65-character names: nothing is renamed.
    const long = 'x'.repeat(63);
    await api.patch(`/api/dcim/interfaces/${parent.id}/`, { name: long });
    expect(await names()).toEqual(['xe-1:1', 'et-0/0/1:2', 'uplink', 'xe-1:4', 'xe-1:2']);
    await api.patch(`/api/dcim/interfaces/${parent.id}/`, { name: 'xe-1' });
    const fits = 'y'.repeat(62);
    await api.patch(`/api/dcim/interfaces/${parent.id}/`, { name: fits });
    expect(await names()).toEqual([`${fits}:1`, 'et-0/0/1:2', 'uplink', `${fits}:4`, 'xe-1:2']);
    // Ordered among the device's interfaces by their new names.
    const listed = (await api.get(`/api/dcim/interfaces/?device_id=${dev.id}&name=${fits}:1`)).body.results;
    expect(ids(listed)).toEqual([c1.id]);
    // A channelized interface's other changes, and an interface without channels renamed, rename nothing.
    await api.patch(`/api/dcim/interfaces/${parent.id}/`, { description: 'renamed' });
    const plain = await iface(dev, { name: 'ge-0' });
    await api.patch(`/api/dcim/interfaces/${plain.id}/`, { name: 'ge-9' });
    expect(await names()).toEqual([`${fits}:1`, 'et-0/0/1:2', 'uplink', `${fits}:4`, 'xe-1:2']);
  });

  it('renames the subinterface templates of a renamed channelized interface template', async () => {
    const dt = await api.create('/api/dcim/device-types/', { manufacturer: manufacturer.id, model: unique('Model'), slug: unique('model') });
    const t = { device_type: dt.id };
    const parent = await api.create('/api/dcim/interface-templates/', { ...t, name: 'Ethernet1', type: '100gbase-x-qsfp28', channels: 4 });
    const child = (name: string, channel: number) => api.create('/api/dcim/interface-templates/', { ...t, name, type: 'channel', parent: parent.id, channel_id: channel });
    const [c1, c2, c3] = [await child('Ethernet1:1', 1), await child('Ethernet1:2', 2), await child('Breakout 3', 3)];
    await api.create('/api/dcim/interface-templates/', { ...t, name: 'Ethernet9:2', type: '1000base-t' });
    const names = async () => Promise.all([c1, c2, c3].map(async (o) => (await api.get(`/api/dcim/interface-templates/${o.id}/`)).body.name));
    expect((await api.patch(`/api/dcim/interface-templates/${parent.id}/`, { name: 'Ethernet9' })).status).toBe(200);
    expect(await names()).toEqual(['Ethernet9:1', 'Ethernet1:2', 'Breakout 3']);
    const changes = (await api.get(`/api/core/object-changes/?changed_object_type=dcim.interfacetemplate&changed_object_id=${c1.id}&action=update`)).body.results;
    expect(changes.map((c: Obj) => [c.prechange_data.name, c.postchange_data.name])).toEqual([['Ethernet1:1', 'Ethernet9:1']]);
    await api.patch(`/api/dcim/interface-templates/${parent.id}/`, { name: 'z'.repeat(63) });
    expect(await names()).toEqual(['Ethernet9:1', 'Ethernet1:2', 'Breakout 3']);
  });
});
