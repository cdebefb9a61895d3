// Cables and cable paths (NetBox 4.7's Cable, CableTermination, CablePath): every rule and message
// of a cable's ends, the cabled objects' fields and filters, paths traced through patch panels of
// several positions and across circuits, kept up to date on every kind of change, the trace,
// paths and connected-device endpoints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MigrationMeta } from '../../contract/index.js';
import { registry } from '../../generated/registry.js';
import { appDeps } from '../../runtime/app.js';
import { loadConfig } from '../../runtime/config.js';
import { runPendingFills } from '../../runtime/objects/fills.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

type Obj = Record<string, any>;

const ends = (kind: string, objects: readonly Obj[]) => objects.map((o) => ({ object_type: kind, object_id: o.id }));

describe.each(DIALECTS)('cables and paths on %s', (dialect) => {
  let api: TestServer;
  let site: Obj;
  let type: Obj;
  let panelType: Obj;
  let role: Obj;
  let n = 0;
  const unique = (prefix: string) => `${prefix}-${++n}`;
  const device = (name = unique('dev'), deviceType = type) => api.create('/api/dcim/devices/', { name, device_type: deviceType.id, role: role.id, site: site.id });
  const iface = (dev: Obj, name = unique('eth'), more: Obj = {}) => api.create('/api/dcim/interfaces/', { device: dev.id, name, type: '1000base-t', ...more });
  const cable = (a: readonly Obj[], b: readonly Obj[], kind = 'dcim.interface', more: Obj = {}, bKind = kind) =>
    api.create('/api/dcim/cables/', { a_terminations: ends(kind, a), b_terminations: ends(bKind, b), ...more });
  /** A patch panel: a rear port of `positions` mapped to that many front ports. */
  async function panel(positions: number) {
    const dev = await device(unique('panel'), panelType);
    const rear = await api.create('/api/dcim/rear-ports/', { device: dev.id, name: 'rear', type: 'lc', positions });
    const fronts: Obj[] = [];
    for (let p = 1; p <= positions; p++) {
      fronts.push(await api.create('/api/dcim/front-ports/', { device: dev.id, name: `front${p}`, type: 'lc', rear_ports: [{ position: 1, rear_port: rear.id, rear_port_position: p }] }));
    }
    return { dev, rear, fronts };
  }

  beforeAll(async () => {
    api = await startServer(dialect);
    site = await api.create('/api/dcim/sites/', { name: 'Cabled', slug: 'cabled' });
    const manufacturer = await api.create('/api/dcim/manufacturers/', { name: 'Wires', slug: 'wires' });
    type = await api.create('/api/dcim/device-types/', { manufacturer: manufacturer.id, model: 'Switch', slug: 'switch' });
    panelType = await api.create('/api/dcim/device-types/', { manufacturer: manufacturer.id, model: 'Panel', slug: 'panel' });
    role = await api.create('/api/dcim/device-roles/', { name: 'Net', slug: 'net', color: '00ff00' });
  });
  afterAll(async () => api?.close());

  it('connects two interfaces: the cable, its terminations, the ends and their path', async () => {
    const [d1, d2] = [await device(), await device()];
    const [a, b] = [await iface(d1, 'eth0'), await iface(d2, 'eth0')];
    const made = await cable([a], [b], 'dcim.interface', { type: 'cat6', length: 3, length_unit: 'm', label: 'C-1' });
    expect(Object.keys(made)).toEqual([
      'id', 'url', 'display_url', 'display', 'type', 'a_terminations', 'b_terminations', 'status', 'profile', 'tenant', 'bundle', 'label',
      'color', 'length', 'length_unit', 'description', 'comments', 'tags', 'custom_fields', 'created', 'last_updated',
    ]);
    expect([made.display, made.type, made.status, made.length, made.length_unit]).toEqual(['C-1', 'cat6', { value: 'connected', label: 'Connected' }, 3, { value: 'm', label: 'Meters' }]);
    expect(made.a_terminations).toEqual([{ object_type: 'dcim.interface', object_id: a.id, object: expect.objectContaining({ id: a.id, name: 'eth0', cable: expect.objectContaining({ id: made.id }) }) }]);
    const aNow = (await api.get(`/api/dcim/interfaces/${a.id}/`)).body;
    expect(aNow.cable).toEqual({ id: made.id, url: expect.stringMatching(new RegExp(`/api/dcim/cables/${made.id}/$`)), display: 'C-1', label: 'C-1', description: '' });
    expect([aNow.cable_end, aNow._occupied, aNow.link_peers_type, aNow.link_peers.map((p: Obj) => p.id)]).toEqual(['A', true, 'dcim.interface', [b.id]]);
    // Peers in their nested form (NetBox's brief fields).
    expect(Object.keys(aNow.link_peers[0])).toEqual(['id', 'url', 'display', 'device', 'name', 'description', 'cable', '_occupied']);
    expect([aNow.connected_endpoints_type, aNow.connected_endpoints_reachable, aNow.connected_endpoints.map((p: Obj) => p.id)]).toEqual(['dcim.interface', true, [b.id]]);
    const terminations = (await api.get(`/api/dcim/cable-terminations/?cable_id=${made.id}`)).body.results;
    expect(terminations.map((t: Obj) => [t.cable_end, t.termination_type, t.termination_id, t.display])).toEqual([
      ['A', 'dcim.interface', a.id, `Cable C-1 to ${a.display}`], ['B', 'dcim.interface', b.id, `Cable C-1 to ${b.display}`],
    ]);
    const trace = (await api.get(`/api/dcim/interfaces/${a.id}/trace/`)).body;
    expect(trace).toHaveLength(1);
    expect([trace[0][0][0].id, trace[0][1].id, trace[0][1].status, trace[0][1].length_unit, trace[0][2][0].id]).toEqual([a.id, made.id, 'connected', 'm', b.id]);
    // Deleting the cable frees both ends and removes their paths.
    expect((await api.delete(`/api/dcim/cables/${made.id}/`)).status).toBe(204);
    const bNow = (await api.get(`/api/dcim/interfaces/${b.id}/`)).body;
    expect([bNow.cable, bNow.cable_end, bNow.link_peers, bNow.link_peers_type, bNow._occupied, bNow.connected_endpoints, bNow.connected_endpoints_reachable]).toEqual([null, null, [], null, false, null, false]);
    expect((await api.get(`/api/dcim/interfaces/${b.id}/trace/`)).body).toEqual([]);
    expect((await api.get(`/api/dcim/cable-terminations/?interface_id=${b.id}`)).body.count).toBe(0);
  });

  it('refuses ends NetBox refuses, with its messages, and changes nothing', async () => {
    const [d1, d2] = [await device(), await device()];
    const [a, b] = [await iface(d1), await iface(d2)];
    const refused = async (body: Obj, expected: unknown) => {
      const before = (await api.get('/api/dcim/cables/?limit=1')).body.count;
      const answer = await api.post('/api/dcim/cables/', body);
      expect([answer.status, answer.body]).toEqual([400, expected]);
      expect((await api.get('/api/dcim/cables/?limit=1')).body.count).toBe(before);
    };
    const both = { a_terminations: ends('dcim.interface', [a]), b_terminations: ends('dcim.interface', [b]) };
    await refused({ ...both, length: 5 }, { __all__: ['Must specify a unit when setting a cable length'] });
    await refused({ a_terminations: ends('dcim.interface', [a]) }, { __all__: ['Must define A and B terminations when creating a new cable.'] });
    await refused({ ...both, b_terminations: ends('dcim.interface', [a]) }, { __all__: ['A and B terminations cannot connect to the same object.'] });
    const console = await api.create('/api/dcim/console-ports/', { device: d1.id, name: unique('con') });
    const power = await api.create('/api/dcim/power-ports/', { device: d2.id, name: unique('psu') });
    await refused({ ...both, b_terminations: [...ends('dcim.interface', [b]), ...ends('dcim.consoleport', [console])] }, { __all__: ['Cannot connect different termination types to same end of cable.'] });
    await refused({ ...both, b_terminations: ends('dcim.powerport', [power]) }, { __all__: ['Incompatible termination types: interface and powerport'] });
    const marked = await iface(d2, unique('m'), { mark_connected: true });
    await refused({ ...both, b_terminations: ends('dcim.interface', [marked]) }, { __all__: [`Cannot connect a cable to ${d2.name} > ${marked.name} because it is marked as connected.`] });
    const lag = await iface(d2, unique('lag'), { type: 'lag' });
    await refused({ ...both, b_terminations: ends('dcim.interface', [lag]) }, { __all__: ['Cables cannot be terminated to Link Aggregation Group (LAG) interfaces'] });
    const wifi = await iface(d2, unique('wlan'), { type: 'ieee802.11ax' });
    await refused({ ...both, b_terminations: ends('dcim.interface', [wifi]) }, { __all__: ['Cables cannot be terminated to IEEE 802.11ax (Wi-Fi 6) interfaces'] });
    await refused({ ...both, b_terminations: [{ object_type: 'dcim.site', object_id: site.id }] }, { b_terminations: [{ object_type: ['Invalid content type: dcim.site'] }] });
    await refused({ ...both, b_terminations: [{ object_type: 'dcim.interface', object_id: 999999 }] }, { b_terminations: [{ object_id: ['Related object not found using the provided value: 999999.'] }] });
    await refused({ ...both, b_terminations: [{ object_type: 'dcim.interface' }, 7] }, { b_terminations: [{ object_id: ['This field is required.'] }, { non_field_errors: ['Invalid data. Expected a dictionary, but got int.'] }] });
    await refused({ ...both, b_terminations: 'x' }, { b_terminations: ['Expected a list of items but got type "str".'] });
    // Taken once: a second cable may not end there too.
    const first = await cable([a], [b]);
    const other = await iface(d2);
    await refused({ a_terminations: ends('dcim.interface', [other]), b_terminations: ends('dcim.interface', [b]) }, { __all__: [`Duplicate termination found for dcim.interface ${b.id}: cable ${first.id}`] });
    // A cabled object may not be marked connected.
    const mark = await api.patch(`/api/dcim/interfaces/${a.id}/`, { mark_connected: true });
    expect([mark.status, mark.body]).toEqual([400, { mark_connected: ['Cannot mark as connected with a cable attached.'] }]);
  });

  it('keeps virtual interfaces uncabled and unmarked (Interface.clean), changing nothing when it refuses', async () => {
    const [x, y] = [await device(), await device()];
    const [xi, yi] = [await iface(x), await iface(y)];
    await cable([xi], [yi]);
    const turned = await api.patch(`/api/dcim/interfaces/${xi.id}/`, { type: 'lag' });
    expect(turned).toMatchObject({ status: 400, body: { type: ['Link Aggregation Group (LAG) interfaces cannot have a cable attached.'] } });
    expect((await api.get(`/api/dcim/interfaces/${xi.id}/`)).body.type.value).toBe('1000base-t');
    const marked = await api.post('/api/dcim/interfaces/', { device: x.id, name: unique('v'), type: 'virtual', mark_connected: true });
    expect(marked).toMatchObject({ status: 400, body: { mark_connected: ['Virtual interfaces cannot be marked as connected.'] } });
    const bridge = await iface(x, unique('br'), { type: 'bridge' });
    expect(await api.patch(`/api/dcim/interfaces/${bridge.id}/`, { mark_connected: true })).toMatchObject({ status: 400, body: { mark_connected: ['Bridge interfaces cannot be marked as connected.'] } });
  });

  it('traces through patch panels of several positions, and retraces on every kind of change', async () => {
    const [x, y] = [await device(unique('x')), await device(unique('y'))];
    const xs = [await iface(x, 'x1'), await iface(x, 'x2'), await iface(x, 'x3')];
    const ys = [await iface(y, 'y1'), await iface(y, 'y2'), await iface(y, 'y3')];
    const [p1, p2] = [await panel(4), await panel(4)];
    const near = [await cable([xs[0]!], [p1.fronts[0]!], 'dcim.interface', {}, 'dcim.frontport'), await cable([xs[1]!], [p1.fronts[1]!], 'dcim.interface', {}, 'dcim.frontport')];
    // Before the trunk: x1's path ends at the first panel's rear port (padded in the trace).
    let trace = (await api.get(`/api/dcim/interfaces/${xs[0]!.id}/trace/`)).body;
    expect(trace.map((hop: any[]) => [hop[0].map((o: Obj) => o.display), Array.isArray(hop[1]) ? [] : hop[1].id, hop[2].map((o: Obj) => o.display)])).toEqual([
      [['x1'], near[0]!.id, ['front1']], [['rear'], [], []],
    ]);
    const trunk = await api.create('/api/dcim/cables/', { a_terminations: ends('dcim.rearport', [p1.rear]), b_terminations: ends('dcim.rearport', [p2.rear]), type: 'smf' });
    await cable([p2.fronts[0]!], [ys[0]!], 'dcim.frontport', {}, 'dcim.interface');
    await cable([p2.fronts[1]!], [ys[1]!], 'dcim.frontport', {}, 'dcim.interface');
    const connected = async (o: Obj) => {
      const now = (await api.get(`/api/dcim/interfaces/${o.id}/`)).body;
      return [now.connected_endpoints?.map((e: Obj) => e.name) ?? null, now.connected_endpoints_reachable];
    };
    // Each position reaches its own far interface, from either end.
    expect(await connected(xs[0]!)).toEqual([['y1'], true]);
    expect(await connected(xs[1]!)).toEqual([['y2'], true]);
    expect(await connected(ys[0]!)).toEqual([['x1'], true]);
    expect(await connected(ys[1]!)).toEqual([['x2'], true]);
    trace = (await api.get(`/api/dcim/interfaces/${xs[0]!.id}/trace/`)).body;
    expect(trace.map((hop: any[]) => [hop[0].map((o: Obj) => `${o.device.name}:${o.name}`), hop[1].id, hop[2].map((o: Obj) => `${o.device.name}:${o.name}`)])).toEqual([
      [[`${x.name}:x1`], near[0]!.id, [`${p1.dev.name}:front1`]], [[`${p1.dev.name}:rear`], trunk.id, [`${p2.dev.name}:rear`]], [[`${p2.dev.name}:front1`], expect.any(Number), [`${y.name}:y1`]],
    ]);
    expect(trace[1][1]).toEqual({ id: trunk.id, url: expect.any(String), display_url: expect.any(String), type: 'smf', status: 'connected', label: '', color: '', length: null, length_unit: null, description: '' });
    // The trunk's rear ports carry the four paths (two each way).
    const through = (await api.get(`/api/dcim/rear-ports/${p1.rear.id}/paths/`)).body;
    expect(through).toHaveLength(4);
    expect(through.every((p: Obj) => p.is_complete && p.is_active && !p.is_split)).toBe(true);
    expect(through.map((p: Obj) => p.path[0][0].name).sort()).toEqual(['x1', 'x2', 'y1', 'y2']);
    expect(Object.keys(through[0])).toEqual(['id', 'path', 'is_active', 'is_complete', 'is_split']);
    // A cable's status: the paths through it are active or not.
    await api.patch(`/api/dcim/cables/${trunk.id}/`, { status: 'planned' });
    expect(await connected(xs[0]!)).toEqual([['y1'], false]);
    expect((await api.get(`/api/dcim/interfaces/?device_id=${x.id}&connected=true`)).body.count).toBe(0);
    await api.patch(`/api/dcim/cables/${trunk.id}/`, { status: 'connected' });
    expect(await connected(xs[0]!)).toEqual([['y1'], true]);
    expect((await api.get(`/api/dcim/interfaces/?device_id=${x.id}&connected=true`)).body.results.map((i: Obj) => i.name)).toEqual(['x1', 'x2']);
    // A mapping removed and restored.
    await api.patch(`/api/dcim/front-ports/${p2.fronts[0]!.id}/`, { rear_ports: [] });
    expect(await connected(xs[0]!)).toEqual([null, false]);
    expect(await connected(ys[0]!)).toEqual([null, false]);
    expect(await connected(xs[1]!)).toEqual([['y2'], true]);
    await api.patch(`/api/dcim/front-ports/${p2.fronts[0]!.id}/`, { rear_ports: [{ position: 1, rear_port: p2.rear.id, rear_port_position: 1 }] });
    expect(await connected(xs[0]!)).toEqual([['y1'], true]);
    expect(await connected(ys[0]!)).toEqual([['x1'], true]);
    // An end moved: x2's cable now ends at the panel's third front port, which leads to nothing yet.
    expect((await api.patch(`/api/dcim/cables/${near[1]!.id}/`, { b_terminations: ends('dcim.frontport', [p1.fronts[2]!]) })).status).toBe(200);
    expect(await connected(xs[1]!)).toEqual([null, false]);
    expect(await connected(ys[1]!)).toEqual([null, false]);
    expect((await api.get(`/api/dcim/front-ports/${p1.fronts[1]!.id}/`)).body.cable).toBeNull();
    await cable([p2.fronts[2]!], [ys[2]!], 'dcim.frontport', {}, 'dcim.interface');
    expect(await connected(xs[1]!)).toEqual([['y3'], true]);
    expect(await connected(ys[2]!)).toEqual([['x2'], true]);
    // The trunk deleted: every path through it stops at the rear ports.
    expect((await api.delete(`/api/dcim/cables/${trunk.id}/`)).status).toBe(204);
    expect(await connected(xs[0]!)).toEqual([null, false]);
    expect(await connected(ys[0]!)).toEqual([null, false]);
    const left = (await api.get(`/api/dcim/rear-ports/${p1.rear.id}/paths/`)).body;
    expect(left.map((p: Obj) => [p.path[0][0].name, p.path.length, p.is_complete]).sort()).toEqual([['x1', 4, false], ['x2', 4, false]]);
    // The panel deleted: the paths end at its front ports' cables.
    expect((await api.delete(`/api/dcim/devices/${p1.dev.id}/`)).status).toBe(204);
    trace = (await api.get(`/api/dcim/interfaces/${xs[0]!.id}/trace/`)).body;
    expect([trace.length, (await api.get(`/api/dcim/interfaces/${xs[0]!.id}/`)).body.cable?.id]).toEqual([1, near[0]!.id]);
  });

  it('traces across circuits to an interface, a site and a provider network', async () => {
    const provider = await api.create('/api/circuits/providers/', { name: unique('Carrier'), slug: unique('carrier') });
    const circuitType = await api.create('/api/circuits/circuit-types/', { name: unique('Transit'), slug: unique('transit') });
    const circuit = await api.create('/api/circuits/circuits/', { cid: unique('CID'), provider: provider.id, type: circuitType.id });
    const termination = (side: string, type = 'dcim.site', id = site.id, c = circuit) =>
      api.create('/api/circuits/circuit-terminations/', { circuit: c.id, term_side: side, termination_type: type, termination_id: id });
    const [ta, tz] = [await termination('A'), await termination('Z')];
    const [x, y] = [await device(), await device()];
    const [xi, yi] = [await iface(x), await iface(y)];
    await cable([xi], [ta], 'dcim.interface', {}, 'circuits.circuittermination');
    // Z not cabled: the path ends at Z's site, incomplete, with an empty link before the site.
    let trace = (await api.get(`/api/dcim/interfaces/${xi.id}/trace/`)).body;
    expect(trace.map((hop: any[]) => [hop[0].map((o: Obj) => o.display), Array.isArray(hop[1]) ? 'none' : 'cable', hop[2].map((o: Obj) => o.display)])).toEqual([
      [[xi.display], 'cable', [ta.display]], [[tz.display], 'none', [site.display]],
    ]);
    const zCable = await cable([tz], [yi], 'circuits.circuittermination', {}, 'dcim.interface');
    expect((await api.get(`/api/dcim/interfaces/${xi.id}/`)).body.connected_endpoints.map((e: Obj) => e.id)).toEqual([yi.id]);
    expect((await api.get(`/api/dcim/interfaces/${yi.id}/`)).body.connected_endpoints.map((e: Obj) => e.id)).toEqual([xi.id]);
    const circuitPaths = (await api.get(`/api/circuits/circuit-terminations/${tz.id}/paths/`)).body;
    expect(circuitPaths.map((p: Obj) => p.is_complete)).toEqual([true, true]);
    const peers = (await api.get(`/api/circuits/circuit-terminations/${ta.id}/`)).body;
    expect([peers.cable_end, peers.link_peers_type, peers.link_peers.map((p: Obj) => p.id), peers._occupied]).toEqual(['B', 'dcim.interface', [xi.id], true]);
    // The device connected to an interface, by names.
    const found = await api.get(`/api/dcim/connected-device/?peer_device=${encodeURIComponent(y.name)}&peer_interface=${encodeURIComponent(yi.name)}`);
    expect([found.status, found.body.id, found.body.name, Object.keys(found.body).length > 30]).toEqual([200, x.id, x.name, true]);
    expect((await api.get('/api/dcim/connected-device/?peer_device=x')).body).toEqual({ detail: 'Request must include "peer_device" and "peer_interface" filters.' });
    expect((await api.get('/api/dcim/connected-device/?peer_device=nobody&peer_interface=eth0')).body).toEqual({ detail: 'No Device matches the given query.' });
    expect((await api.get(`/api/dcim/connected-device/?peer_device=${encodeURIComponent(y.name)}&peer_interface=none`)).body).toEqual({ detail: 'No Interface matches the given query.' });
    // Z's termination deleted: x's path ends at the circuit's A side.
    await api.delete(`/api/dcim/cables/${zCable.id}/`);
    expect((await api.delete(`/api/circuits/circuit-terminations/${tz.id}/`)).status).toBe(204);
    trace = (await api.get(`/api/dcim/interfaces/${xi.id}/trace/`)).body;
    expect(trace.length).toBe(1);
    expect((await api.get(`/api/dcim/interfaces/${xi.id}/`)).body.connected_endpoints).toBeNull();
    // A circuit to a provider network: complete, its endpoint the network.
    const network = await api.create('/api/circuits/provider-networks/', { provider: provider.id, name: unique('Backbone') });
    const circuit2 = await api.create('/api/circuits/circuits/', { cid: unique('CID'), provider: provider.id, type: circuitType.id });
    const a2 = await termination('A', 'dcim.site', site.id, circuit2);
    const z2 = await termination('Z', 'circuits.providernetwork', network.id, circuit2);
    const x2 = await iface(x);
    await cable([x2], [a2], 'dcim.interface', {}, 'circuits.circuittermination');
    const reached = (await api.get(`/api/dcim/interfaces/${x2.id}/`)).body;
    expect([reached.connected_endpoints_type, reached.connected_endpoints.map((e: Obj) => e.id), reached.connected_endpoints_reachable]).toEqual(['circuits.providernetwork', [network.id], true]);
    const toNetwork = await api.post('/api/dcim/cables/', { a_terminations: ends('circuits.circuittermination', [z2]), b_terminations: ends('dcim.interface', [await iface(y)]) });
    expect([toNetwork.status, toNetwork.body]).toEqual([400, { __all__: ['Circuit terminations attached to a provider network may not be cabled.'] }]);
  });

  it('filters cables by their ends, and cabled objects by their cables', async () => {
    const [x, y] = [await device(), await device()];
    const [xi, yi, spare] = [await iface(x), await iface(y), await iface(y)];
    const made = await cable([xi], [yi]);
    const console = await api.create('/api/dcim/console-ports/', { device: x.id, name: unique('con') });
    const server = await api.create('/api/dcim/console-server-ports/', { device: y.name ? y.id : 0, name: unique('srv') });
    const serial = await cable([console], [server], 'dcim.consoleport', {}, 'dcim.consoleserverport');
    const ids = async (query: string) => (await api.get(`/api/dcim/cables/?${query}`)).body.results.map((c: Obj) => c.id);
    expect(await ids(`device_id=${x.id}`)).toEqual([made.id, serial.id]);
    expect(await ids(`device=${encodeURIComponent(y.name)}`)).toEqual([made.id, serial.id]);
    expect(await ids(`interface_id=${yi.id}`)).toEqual([made.id]);
    expect(await ids(`consoleport_id=${console.id}`)).toEqual([serial.id]);
    expect(await ids(`termination_a_id=${xi.id}&termination_a_type=dcim.interface`)).toEqual([made.id]);
    expect(await ids(`termination_b_id=${xi.id}`)).toEqual([]);
    expect(await ids(`device_id=${x.id}&termination_a_type=dcim.consoleport`)).toEqual([serial.id]);
    expect(await ids(`device_id=${x.id}&unterminated=false`)).toEqual([made.id, serial.id]);
    expect(await ids('unterminated=true')).not.toContain(made.id);
    const names = async (query: string) => (await api.get(`/api/dcim/interfaces/?device_id=${y.id}&${query}`)).body.results.map((i: Obj) => i.id);
    expect(await names('cabled=true')).toEqual([yi.id]);
    expect(await names('cabled=false')).toEqual([spare.id]);
    expect(await names(`cable_id=${made.id}`)).toEqual([yi.id]);
    expect(await names('cable_end=B')).toEqual([yi.id]);
    expect(await names('occupied=false')).toEqual([spare.id]);
    expect(await names('connected=true')).toEqual([yi.id]);
    expect(await names('connected=false')).toEqual([spare.id]);
    // The cable's change records: the cable, its terminations, and each end's update.
    const changes = (await api.get(`/api/core/object-changes/?changed_object_type=dcim.interface&changed_object_id=${xi.id}`)).body.results;
    expect(changes.map((c: Obj) => [c.action.value, c.postchange_data.cable, c.postchange_data.cable_end])).toContainEqual(['update', made.id, 'A']);
    const related = (await api.get(`/api/core/object-changes/?changed_object_type=dcim.cabletermination&related_object_type=dcim.interface&related_object_id=${xi.id}`)).body.results;
    expect(related.map((c: Obj) => c.action.value)).toEqual(['create']);
    // A bundle counts its cables.
    const bundle = await api.create('/api/dcim/cable-bundles/', { name: unique('Bundle') });
    await api.patch(`/api/dcim/cables/${made.id}/`, { bundle: bundle.id });
    expect((await api.get(`/api/dcim/cable-bundles/${bundle.id}/`)).body.cable_count).toBe(1);
    expect(await ids(`bundle_id=${bundle.id}`)).toEqual([made.id]);
    // An end deleted: the cable stays, unterminated at that end, and the other end loses its path.
    expect((await api.delete(`/api/dcim/interfaces/${yi.id}/`)).status).toBe(204);
    expect(await ids('unterminated=true')).toContain(made.id);
    const left = (await api.get(`/api/dcim/interfaces/${xi.id}/`)).body;
    expect([left.cable.id, left.link_peers, left.connected_endpoints, (await api.get(`/api/dcim/cables/${made.id}/`)).body.b_terminations]).toEqual([made.id, [], null, []]);
  });

  it('reads a page of 999 interfaces whose peers are of three kinds in as many statements as a page of three', async () => {
    const [x, y] = [await device(), await device()];
    const p = await device(unique('panel'), panelType);
    const provider = await api.create('/api/circuits/providers/', { name: unique('P'), slug: unique('p') });
    const circuitType = await api.create('/api/circuits/circuit-types/', { name: unique('T'), slug: unique('t') });
    const count = 333;
    const names = (prefix: string) => Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);
    const bulk = async (path: string, bodies: Obj[]) => {
      const reply = await api.post(path, bodies);
      expect(reply.status, JSON.stringify(reply.body).slice(0, 300)).toBe(201);
      return reply.body as Obj[];
    };
    // x's interfaces in name order take turns: an interface, a front port, a circuit termination.
    const xs = await bulk('/api/dcim/interfaces/', Array.from({ length: 3 * count }, (_, i) => ({ device: x.id, name: `if${String(i).padStart(4, '0')}`, type: '10gbase-t' })));
    const ys = await bulk('/api/dcim/interfaces/', names('peer').map((name) => ({ device: y.id, name, type: '10gbase-t' })));
    const rear = await api.create('/api/dcim/rear-ports/', { device: p.id, name: 'rear', type: 'lc', positions: count });
    const fronts = await bulk('/api/dcim/front-ports/', names('f').map((name, i) => ({ device: p.id, name, type: 'lc', rear_ports: [{ position: 1, rear_port: rear.id, rear_port_position: i + 1 }] })));
    const circuits = await bulk('/api/circuits/circuits/', names('c').map((cid) => ({ cid, provider: provider.id, type: circuitType.id })));
    const terms = await bulk('/api/circuits/circuit-terminations/', circuits.map((c) => ({ circuit: c.id, term_side: 'A', termination_type: 'dcim.site', termination_id: site.id })));
    const peers: [string, Obj][] = [];
    for (let i = 0; i < count; i++) peers.push(['dcim.interface', ys[i]!], ['dcim.frontport', fronts[i]!], ['circuits.circuittermination', terms[i]!]);
    await bulk('/api/dcim/cables/', xs.map((x, i) => ({ a_terminations: ends('dcim.interface', [x]), b_terminations: [{ object_type: peers[i]![0], object_id: peers[i]![1].id }] })));
    const statements = async (path: string) => {
      expect((await api.get(path)).status).toBe(200);
      api.db.cache.invalidate();
      const before = api.db.stats.statements;
      const reply = await api.get(path);
      expect(reply.status).toBe(200);
      return { count: api.db.stats.statements - before, body: reply.body };
    };
    const three = await statements(`/api/dcim/interfaces/?device_id=${x.id}&limit=3`);
    const all = await statements(`/api/dcim/interfaces/?device_id=${x.id}&limit=1000`);
    expect(three.body.results.map((i: Obj) => i.link_peers_type)).toEqual(['dcim.interface', 'dcim.frontport', 'circuits.circuittermination']);
    expect(all.body.results).toHaveLength(3 * count);
    expect(all.body.results.filter((i: Obj) => i.connected_endpoints_type === 'dcim.interface')).toHaveLength(count);
    expect(all.body.results[3 * count - 1].link_peers[0].id).toBe(terms[count - 1]!.id);
    expect(all.count).toBe(three.count);
  }, 240_000);

  it('retraces only the paths through a changed patch panel: the same statements on paths beside 10 or 210 other paths', async () => {
    const [x, y] = [await device(), await device()];
    const [xi, yi] = [await iface(x), await iface(y)];
    const [p1, p2] = [await panel(1), await panel(1)];
    await cable([xi], [p1.fronts[0]!], 'dcim.interface', {}, 'dcim.frontport');
    await api.create('/api/dcim/cables/', { a_terminations: ends('dcim.rearport', [p1.rear]), b_terminations: ends('dcim.rearport', [p2.rear]) });
    await cable([p2.fronts[0]!], [yi], 'dcim.frontport', {}, 'dcim.interface');
    /** `count` other cabled pairs (two paths each), elsewhere. */
    const others = async (count: number) => {
      const [u, v] = [await device(), await device()];
      const us = (await api.post('/api/dcim/interfaces/', Array.from({ length: count }, (_, i) => ({ device: u.id, name: `u${i}`, type: '1000base-t' })))).body as Obj[];
      const vs = (await api.post('/api/dcim/interfaces/', Array.from({ length: count }, (_, i) => ({ device: v.id, name: `v${i}`, type: '1000base-t' })))).body as Obj[];
      expect((await api.post('/api/dcim/cables/', us.map((o, i) => ({ a_terminations: ends('dcim.interface', [o]), b_terminations: ends('dcim.interface', [vs[i]!]) })))).status).toBe(201);
    };
    /** The statements on cable paths of a mapping removed and restored on the far panel (each one indexed: no scan). */
    const remap = async () => {
      const sql: string[] = [];
      const stop = api.db.onQuery((query: { sql: string }) => sql.push(query.sql.replace(/[`"]/g, '').toLowerCase()));
      expect((await api.patch(`/api/dcim/front-ports/${p2.fronts[0]!.id}/`, { rear_ports: [] })).status).toBe(200);
      expect((await api.get(`/api/dcim/interfaces/${xi.id}/`)).body.connected_endpoints).toBeNull();
      expect((await api.patch(`/api/dcim/front-ports/${p2.fronts[0]!.id}/`, { rear_ports: [{ position: 1, rear_port: p2.rear.id, rear_port_position: 1 }] })).status).toBe(200);
      expect((await api.get(`/api/dcim/interfaces/${xi.id}/`)).body.connected_endpoints.map((e: Obj) => e.id)).toEqual([yi.id]);
      stop();
      const onPaths = sql.filter((s) => s.includes('dcim_cablepath'));
      for (const statement of onPaths.filter((s) => !s.startsWith('insert'))) expect(statement, statement).toMatch(/ where /);
      return onPaths.length;
    };
    await others(5);
    await remap();
    const few = await remap();
    await others(100);
    expect(await remap()).toBe(few);
  });

  it('traces a bulk of cables together at its end: a few statements on paths for 20 cables or for 400', async () => {
    /** A bulk of `count` interface pairs cabled: the statements on cable paths, and each pair's far end. */
    const cabled = async (count: number) => {
      const [u, v] = [await device(), await device()];
      const make = async (d: Obj) => (await api.post('/api/dcim/interfaces/', Array.from({ length: count }, (_, i) => ({ device: d.id, name: `p${i}`, type: '1000base-t' })))).body as Obj[];
      const [us, vs] = [await make(u), await make(v)];
      const sql: string[] = [];
      const stop = api.db.onQuery((query: { sql: string }) => sql.push(query.sql.toLowerCase()));
      const reply = await api.post('/api/dcim/cables/', us.map((o, i) => ({ a_terminations: ends('dcim.interface', [o]), b_terminations: ends('dcim.interface', [vs[i]!]) })));
      stop();
      expect(reply.status).toBe(201);
      const far = (await api.get(`/api/dcim/interfaces/?device_id=${u.id}&limit=1000&ordering=name`)).body.results.map((i: Obj) => [i.name, i.connected_endpoints?.[0]?.name]);
      expect(far).toEqual(us.map((o) => [o.name, o.name]).sort((a, b) => String(a[0]).localeCompare(String(b[0]), 'en', { numeric: true })));
      return sql.filter((s) => s.includes('dcim_cablepath')).length;
    };
    // Written 500 rows to a statement: 800 paths are a few more statements than 40, not 760 more.
    const [few, many] = [await cabled(20), await cabled(400)];
    expect(few).toBeLessThanOrEqual(8);
    expect(many).toBeLessThanOrEqual(few + 8);
  });

  it('reports a path NetBox cannot trace against the bulk item that made it, and stores none of the bulk', async () => {
    const [x, y] = [await device(), await device()];
    const [xi, yi, zi] = [await iface(x), await iface(y), await iface(y)];
    const [p1, p2] = [await panel(1), await panel(1)];
    // One interface to front ports of two panels: the trace reaches rear ports of two devices.
    const split = { a_terminations: ends('dcim.interface', [xi]), b_terminations: ends('dcim.frontport', [p1.fronts[0]!, p2.fronts[0]!]) };
    const detail = 'All mid-span terminations must have the same parent object';
    expect((await api.post('/api/dcim/cables/', split))).toMatchObject({ status: 400, body: { detail } });
    const cables = async () => (await api.get(`/api/dcim/cables/?device_id=${x.id}`)).body.count;
    const reply = await api.post('/api/dcim/cables/', [{ a_terminations: ends('dcim.interface', [yi]), b_terminations: ends('dcim.interface', [zi]) }, split]);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ detail: '1 of 2 objects could not be created.', errors: [{ index: 1, errors: { __all__: [detail] } }] });
    expect(await cables()).toBe(0);
    expect((await api.get(`/api/dcim/interfaces/${yi.id}/`)).body.cable).toBeNull();
  });

  it('follows a profiled cable by connectors and positions: a breakout, its counts and a profile changed', async () => {
    const [x, y] = [await device(), await device()];
    const xi = await iface(x);
    const ys = [await iface(y, 'y1'), await iface(y, 'y2'), await iface(y, 'y3'), await iface(y, 'y4')];
    const tooMany = await api.post('/api/dcim/cables/', { a_terminations: ends('dcim.interface', [xi, await iface(x)]), b_terminations: ends('dcim.interface', ys), profile: 'breakout-1c4p-4c1p' });
    expect([tooMany.status, tooMany.body]).toEqual([400, { a_terminations: ['A side of cable has 2 terminations but only 1 are permitted for profile 1C4P:4C1P breakout'] }]);
    const made = await cable([xi], ys, 'dcim.interface', { profile: 'breakout-1c4p-4c1p' });
    expect(made.profile).toEqual({ value: 'breakout-1c4p-4c1p', label: '1C4P:4C1P breakout' });
    const seats = (await api.get(`/api/dcim/cable-terminations/?cable=${made.id}`)).body.results.map((t: Obj) => [t.cable_end, t.connector, t.positions]);
    expect(seats).toEqual([['A', 1, [1, 2, 3, 4]], ['B', 1, [1]], ['B', 2, [1]], ['B', 3, [1]], ['B', 4, [1]]]);
    // cable_connector: the connector each object's termination holds.
    const onConnector = async (query: string) => (await api.get(`/api/dcim/interfaces/?device_id=${y.id}&${query}`)).body.results.map((i: Obj) => i.name);
    expect(await onConnector('cable_connector=2')).toEqual(['y2']);
    expect(await onConnector('cable_connector=1&cable_connector=4')).toEqual(['y1', 'y4']);
    expect((await api.get(`/api/dcim/interfaces/?device_id=${x.id}&cable_connector=1`)).body.results.map((i: Obj) => i.id)).toEqual([xi.id]);
    expect(await onConnector('cable_connector=5')).toEqual([]);
    // Decimals truncate as Django's integer column does; a number beyond any column matches nothing.
    expect(await onConnector('cable_connector=3.7')).toEqual(['y3']);
    expect(await onConnector('cable_connector=99999999999999')).toEqual([]);
    const wrong = await api.get('/api/dcim/interfaces/?cable_connector=one');
    expect([wrong.status, wrong.body]).toEqual([400, { cable_connector: ['Enter a number.'] }]);
    const read = async (o: Obj) => (await api.get(`/api/dcim/interfaces/${o.id}/`)).body;
    const fanned = await read(xi);
    expect([fanned.link_peers.map((p: Obj) => p.name), fanned.connected_endpoints.map((p: Obj) => p.name), fanned.connected_endpoints_reachable]).toEqual([['y1', 'y2', 'y3', 'y4'], ['y1', 'y2', 'y3', 'y4'], true]);
    for (const leg of ys) {
      const one = await read(leg);
      expect([one.link_peers.map((p: Obj) => p.id), one.connected_endpoints.map((p: Obj) => p.id)]).toEqual([[xi.id], [xi.id]]);
    }
    // The B end reordered: its connectors follow the new order (the cable is rewired).
    await api.patch(`/api/dcim/cables/${made.id}/`, { b_terminations: ends('dcim.interface', [ys[3]!, ys[2]!, ys[1]!, ys[0]!]) });
    const rewired = (await api.get(`/api/dcim/cable-terminations/?cable=${made.id}&cable_end=B`)).body.results.map((t: Obj) => [t.termination_id, t.connector]);
    expect(rewired.sort((a: number[], b: number[]) => a[1]! - b[1]!)).toEqual([[ys[3]!.id, 1], [ys[2]!.id, 2], [ys[1]!.id, 3], [ys[0]!.id, 4]]);
    expect((await read(xi)).link_peers.map((p: Obj) => p.name)).toEqual(['y4', 'y3', 'y2', 'y1']);
    // Without a profile, every termination is a whole connector again, and every object a peer of every far one.
    await api.patch(`/api/dcim/cables/${made.id}/`, { profile: '' });
    expect((await api.get(`/api/dcim/cable-terminations/?cable=${made.id}`)).body.results.map((t: Obj) => t.connector)).toEqual([null, null, null, null, null]);
    expect(await onConnector('cable_connector=1')).toEqual([]);
    expect((await read(ys[0]!)).link_peers.map((p: Obj) => p.id)).toEqual([xi.id]);
    expect((await read(xi)).connected_endpoints.map((p: Obj) => p.name).sort()).toEqual(['y1', 'y2', 'y3', 'y4']);
  });

  it('cables a power feed to a power port, and reads a virtual interface\'s virtual circuit peers', async () => {
    const host = await device();
    const panelObj = await api.create('/api/dcim/power-panels/', { site: site.id, name: unique('Panel') });
    const feed = await api.create('/api/dcim/power-feeds/', { power_panel: panelObj.id, name: unique('Feed') });
    const psu = await api.create('/api/dcim/power-ports/', { device: host.id, name: unique('PSU') });
    const wrong = await api.post('/api/dcim/cables/', { a_terminations: ends('dcim.powerfeed', [feed]), b_terminations: ends('dcim.interface', [await iface(host)]) });
    expect([wrong.status, wrong.body]).toEqual([400, { __all__: ['Incompatible termination types: powerfeed and interface'] }]);
    const power = await cable([feed], [psu], 'dcim.powerfeed', {}, 'dcim.powerport');
    const port = (await api.get(`/api/dcim/power-ports/${psu.id}/`)).body;
    expect([port.connected_endpoints_type, port.connected_endpoints.map((e: Obj) => e.id), port.link_peers_type]).toEqual(['dcim.powerfeed', [feed.id], 'dcim.powerfeed']);
    const fed = (await api.get(`/api/dcim/power-feeds/${feed.id}/`)).body;
    expect([fed.cable.id, fed.cable_end, fed.connected_endpoints.map((e: Obj) => e.id), fed._occupied]).toEqual([power.id, 'A', [psu.id], true]);
    const trace = (await api.get(`/api/dcim/power-feeds/${feed.id}/trace/`)).body;
    expect([trace.length, trace[0][0][0].id, trace[0][2][0].id]).toEqual([1, feed.id, psu.id]);
    expect((await api.get(`/api/dcim/cables/?powerfeed_id=${feed.id}`)).body.results.map((c: Obj) => c.id)).toEqual([power.id]);
    expect((await api.get(`/api/dcim/power-feeds/?power_panel_id=${panelObj.id}&cabled=true`)).body.count).toBe(1);

    // A virtual interface on a virtual circuit: its connected endpoints are the circuit's other peers.
    const provider = await api.create('/api/circuits/providers/', { name: unique('VP'), slug: unique('vp') });
    const network = await api.create('/api/circuits/provider-networks/', { provider: provider.id, name: unique('MPLS') });
    const vcType = await api.create('/api/circuits/virtual-circuit-types/', { name: unique('L2'), slug: unique('l2') });
    const vc = await api.create('/api/circuits/virtual-circuits/', { cid: unique('VC'), provider_network: network.id, type: vcType.id });
    const [v1, v2, v3] = [await iface(host, unique('vif'), { type: 'virtual' }), await iface(host, unique('vif'), { type: 'virtual' }), await iface(host, unique('vif'), { type: 'virtual' })];
    const hub = await api.create('/api/circuits/virtual-circuit-terminations/', { virtual_circuit: vc.id, role: 'hub', interface: v1.id });
    const spokes = [await api.create('/api/circuits/virtual-circuit-terminations/', { virtual_circuit: vc.id, role: 'spoke', interface: v2.id }), await api.create('/api/circuits/virtual-circuit-terminations/', { virtual_circuit: vc.id, role: 'spoke', interface: v3.id })];
    const hubSide = (await api.get(`/api/dcim/interfaces/${v1.id}/`)).body;
    expect([hubSide.connected_endpoints_type, hubSide.connected_endpoints.map((e: Obj) => e.id), hubSide.connected_endpoints_reachable]).toEqual(['circuits.virtualcircuittermination', spokes.map((t) => t.id), false]);
    expect((await api.get(`/api/dcim/interfaces/${v2.id}/`)).body.connected_endpoints.map((e: Obj) => e.id)).toEqual([hub.id]);
    expect((await api.get(`/api/circuits/virtual-circuit-terminations/${hub.id}/paths/`)).body).toEqual([]);
  });

  it('traces the paths of cables that predate them at start: the migration\'s data step, once', async () => {
    const [x, y] = [await device(), await device()];
    const [xi, yi] = [await iface(x), await iface(y)];
    await cable([xi], [yi]);
    const before = (await api.get(`/api/dcim/interfaces/?cabled=true&limit=1000`)).body.results.map((i: Obj) => [i.id, i.connected_endpoints?.map((e: Obj) => e.id) ?? null]);
    // The data as a database had it before the paths' table: cables, no paths.
    for (const table of ['dcim_interface', 'dcim_consoleport', 'dcim_consoleserverport', 'dcim_powerport', 'dcim_poweroutlet', 'dcim_powerfeed']) await api.db.knex(table).update({ _path_id: null });
    await api.db.knex('dcim_cablepathnode').delete();
    await api.db.knex('dcim_cablepath').delete();
    api.db.cache.invalidate();
    expect((await api.get(`/api/dcim/interfaces/${xi.id}/`)).body.connected_endpoints).toBeNull();
    // The migration that creates the table records the step (generated/migrations: { op: 'fill', model: 'dcim.cablepath' }).
    expect((registry.migrations as readonly MigrationMeta[]).flatMap((m) => m.operations).filter((op) => op.op === 'fill')).toEqual([{ op: 'fill', model: 'dcim.cablepath' }]);
    await api.db.knex('inventory_pending_fills').delete();
    await api.db.knex('inventory_pending_fills').insert({ model: 'dcim.cablepath' });
    const deps = appDeps({ db: api.db, registry, config: loadConfig({}) });
    expect(await runPendingFills(deps)).toEqual(['dcim.cablepath']);
    expect(await runPendingFills(deps)).toEqual([]);
    const after = (await api.get(`/api/dcim/interfaces/?cabled=true&limit=1000`)).body.results.map((i: Obj) => [i.id, i.connected_endpoints?.map((e: Obj) => e.id) ?? null]);
    expect(after).toEqual(before);
    expect((await api.get(`/api/dcim/interfaces/${xi.id}/trace/`)).body[0][2][0].id).toBe(yi.id);
  });
});
