// The trace drawn (GET <endpoint>/trace/?render=svg, NetBox 4.7's CableTraceSVG): a path through
// two patch panels and a circuit, a profiled cable's fan-out, an object without a cable, and the
// query parameters as NetBox reads them (width falls back to 400; any render but svg answers JSON).
// One server per database and a handful of requests: the drawing's code is exercised, not the traces.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

type Obj = Record<string, any>;

const ends = (kind: string, objects: readonly Obj[]) => objects.map((o) => ({ object_type: kind, object_id: o.id }));

/**
 * Checks that `xml` is one well-formed element (tags nest and close, attributes quoted and not
 * repeated, text free of '<' and of unknown entities, CDATA closed) and returns its text nodes
 * and the attributes of every element, in document order.
 */
function parseXml(xml: string): { texts: string[]; elements: { name: string; attributes: Record<string, string> }[] } {
  const texts: string[] = [];
  const elements: { name: string; attributes: Record<string, string> }[] = [];
  const open: string[] = [];
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  const decode = (text: string) => text.replace(/&([a-z]+);|&/g, (all, name: string | undefined) => {
    if (!name || !(name in entities)) throw new Error(`bad entity near ${all}`);
    return entities[name]!;
  });
  let at = 0;
  let rooted = false;
  while (at < xml.length) {
    if (xml.startsWith('<![CDATA[', at)) {
      const end = xml.indexOf(']]>', at);
      if (end < 0 || !open.length) throw new Error('unclosed or stray CDATA');
      at = end + 3;
    } else if (xml.startsWith('</', at)) {
      const match = /^<\/([\w:-]+)>/.exec(xml.slice(at));
      if (!match || open.pop() !== match[1]) throw new Error(`mismatched close at ${at}: ${xml.slice(at, at + 30)}`);
      at += match[0].length;
    } else if (xml[at] === '<') {
      const match = /^<([\w:-]+)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/.exec(xml.slice(at));
      if (!match || (rooted && !open.length)) throw new Error(`bad tag at ${at}: ${xml.slice(at, at + 40)}`);
      rooted = true;
      const attributes: Record<string, string> = {};
      for (const [, name, value] of match[2]!.matchAll(/([\w:-]+)="([^"]*)"/g)) {
        if (name! in attributes) throw new Error(`repeated attribute ${name}`);
        attributes[name!] = decode(value!);
      }
      elements.push({ name: match[1]!, attributes });
      if (!match[3]) open.push(match[1]!);
      at += match[0].length;
    } else {
      const end = xml.indexOf('<', at);
      const text = xml.slice(at, end < 0 ? xml.length : end);
      if (!open.length) throw new Error('text outside the root');
      texts.push(decode(text));
      at += text.length;
    }
  }
  if (open.length || !rooted) throw new Error(`unclosed ${open.join(', ')}`);
  return { texts, elements };
}

describe.each(DIALECTS)('the trace drawn on %s', (dialect) => {
  let api: TestServer;
  const world: Obj = {};

  beforeAll(async () => {
    api = await startServer(dialect);
    /** Creates a list of objects in one request (their representations, as `create` gives one). */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const many = async (path: string, list: readonly Obj[]) => (await api.create(path, list)) as unknown as any[];
    // Created in lists (one request a model) to keep the file fast.
    const site = await api.create('/api/dcim/sites/', { name: 'Traced', slug: 'traced' });
    const rack = await api.create('/api/dcim/racks/', { name: 'R1', site: site.id });
    const maker = await api.create('/api/dcim/manufacturers/', { name: 'Acme', slug: 'acme' });
    const [switchType, panelType] = await many('/api/dcim/device-types/', [
      { manufacturer: maker.id, model: 'Switch 48', slug: 'switch-48' }, { manufacturer: maker.id, model: 'Panel', slug: 'panel' },
    ]);
    const [role, panelRole] = await many('/api/dcim/device-roles/', [{ name: 'Core', slug: 'core', color: 'ff0000' }, { name: 'Patching', slug: 'patching', color: 'eeeeee' }]);
    const device = (name: string, type: Obj, deviceRole: Obj, more: Obj = {}) => ({ name, device_type: type.id, role: deviceRole.id, site: site.id, ...more });
    const [x, y, d1, d2] = await many('/api/dcim/devices/', [
      device('x', switchType, role, { rack: rack.id, position: 12, face: 'front' }), device('y', switchType, role), device('p1', panelType, panelRole), device('p2', panelType, panelRole),
    ]);
    // Two patch panels: a rear port of two positions behind two front ports.
    const [r1, r2] = await many('/api/dcim/rear-ports/', [d1, d2].map((d: Obj) => ({ device: d.id, name: 'rear', type: 'lc', positions: 2, color: '111111' })));
    const fronts = await many('/api/dcim/front-ports/', [[d1, r1], [d2, r2]].flatMap(([d, rear]: Obj[]) => [1, 2].map((p) => (
      { device: d!.id, name: `front${p}`, type: 'lc', rear_ports: [{ position: 1, rear_port: rear!.id, rear_port_position: p }] }))));
    const provider = await api.create('/api/circuits/providers/', { name: 'Carrier', slug: 'carrier' });
    const circuitType = await api.create('/api/circuits/circuit-types/', { name: 'Transit', slug: 'transit', color: '00aa00' });
    const circuit = await api.create('/api/circuits/circuits/', { cid: 'CID-1', provider: provider.id, type: circuitType.id, description: 'Uplink' });
    const [ta, tz] = await many('/api/circuits/circuit-terminations/', [['A', 'XC-9'], ['Z', '']].map(([side, xconnect]) => (
      { circuit: circuit.id, term_side: side, termination_type: 'dcim.site', termination_id: site.id, xconnect_id: xconnect })));
    const [x1, x2, y1, y2, y3, y4, y5, alone] = await many('/api/dcim/interfaces/', [[x, 'x1'], [x, 'x2'], [y, 'y1'], [y, 'y2'], [y, 'y3'], [y, 'y4'], [y, 'y5'], [y, 'alone']]
      .map(([d, name]) => ({ device: (d as Obj).id, name, type: '1000base-t' })));
    const cable = (a: readonly Obj[], aKind: string, b: readonly Obj[], bKind: string, more: Obj = {}) => ({ a_terminations: ends(aKind, a), b_terminations: ends(bKind, b), ...more });
    [world.c1, world.trunk, world.c3, world.c4, world.breakout] = await many('/api/dcim/cables/', [
      cable([x1], 'dcim.interface', [fronts[0]], 'dcim.frontport', { label: 'C1 <&>', color: 'ff8800', type: 'cat6', length: 3, length_unit: 'm', description: 'patch' }),
      cable([r1], 'dcim.rearport', [r2], 'dcim.rearport', { type: 'smf', color: '0000ff' }),
      cable([fronts[2]], 'dcim.frontport', [ta], 'circuits.circuittermination'),
      cable([tz], 'circuits.circuittermination', [y1], 'dcim.interface', { status: 'planned' }),
      // A breakout cable (profiled): one interface fanned out to four.
      cable([x2], 'dcim.interface', [y2, y3, y4, y5], 'dcim.interface', { profile: 'breakout-1c4p-4c1p', color: '9c27b0' }),
    ]);
    Object.assign(world, { x1, x2, y1, ta, tz, alone });
  });
  afterAll(async () => api?.close());

  it('draws a path through two patch panels and a circuit: well-formed, every hop named in order, in the cables\' colours', async () => {
    const reply = await api.get(`/api/dcim/interfaces/${world.x1.id}/trace/?render=svg`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const { texts, elements } = parseXml(reply.text);
    const root = elements[0]!;
    expect([root.name, root.attributes.width, root.attributes.xmlns]).toEqual(['svg', '400', 'http://www.w3.org/2000/svg']);
    // 4 links of 150px, boxes of one to four lines of 20px with 10px above and below: the height NetBox's cursor reaches.
    expect(root.attributes.height).toBe('1362.5');
    const drawn = texts.filter((t) => !t.includes('{'));
    expect(drawn).toEqual([
      // The links, top to bottom (each with its tooltip first), then the parent objects, then the terminations.
      'Link C1 <&>\nConnected\npatch\nCAT6\n3.00 Meters', 'Cable C1 <&>', 'Connected',
      `Link #${world.trunk.id}\nConnected\nSingle-mode Fiber`, `Cable #${world.trunk.id}`, 'Connected',
      `Link #${world.c3.id}\nConnected`, `Cable #${world.c3.id}`, 'Connected',
      `Link #${world.c4.id}\nPlanned`, `Cable #${world.c4.id}`, 'Planned',
      'x', 'Acme Switch 48', 'Traced / R1 / Front / U12.0', 'p1', 'Acme Panel', 'Traced', 'p2', 'Acme Panel', 'Traced',
      'Circuit CID-1', 'Transit', 'Carrier', 'Uplink', 'y', 'Acme Switch 48', 'Traced',
      'x1', 'front1', 'rear', 'rear', 'front1', 'CID-1: Termination A', 'XC-9', 'CID-1: Termination Z', 'y1',
    ]);
    const lines = elements.filter((e) => e.name === 'line' && e.attributes.style).map((e) => e.attributes.style);
    expect(lines).toEqual(['stroke: #ff8800', 'stroke: #0000ff', 'stroke: #000000', 'stroke: #000000']);
    const rects = elements.filter((e) => e.name === 'rect').map((e) => e.attributes.style);
    // Devices in their role's colour, the circuit in its type's; ports in their own colour or the default.
    expect(rects).toEqual([
      'fill: #ff0000', 'fill: #eeeeee', 'fill: #eeeeee', 'fill: #00aa00', 'fill: #ff0000',
      'fill: #f0f0f0', 'fill: #f0f0f0', 'fill: #111111', 'fill: #111111', 'fill: #f0f0f0', 'fill: #f0f0f0', 'fill: #f0f0f0', 'fill: #f0f0f0',
    ]);
    // Every box and cable links to its page on this server.
    const links = elements.filter((e) => e.name === 'a').map((e) => e.attributes['xlink:href']);
    expect(links.slice(0, 4)).toEqual([world.c1, world.trunk, world.c3, world.c4].map((c) => `${api.base}/dcim/cables/${c.id}/`));
    expect(links[4]).toMatch(new RegExp(`^${api.base}/dcim/devices/\\d+/$`));
    expect(links).toContain(`${api.base}/dcim/interfaces/${world.x1.id}/`);
    expect(links).toContain(`${api.base}/circuits/circuit-terminations/${world.ta.id}/`);
    // The first box spans the width less its border; the text on a dark colour is white, on a light one dark grey.
    expect(elements.find((e) => e.name === 'rect')!.attributes).toEqual({ class: 'parent-object', height: '80', rx: '10', style: 'fill: #ff0000', width: '398.0', x: '0.5', y: '0.5' });
    expect(elements.filter((e) => e.name === 'text' && e.attributes.fill).slice(0, 4).map((e) => e.attributes.fill)).toEqual(['#ffffff', '#ffffff', '#ffffff', '#303030']);
  });

  it('draws a profiled cable fanning out to four interfaces, honours width, and reads parameters as NetBox does', async () => {
    const svg = (query: string) => api.get(`/api/dcim/interfaces/${world.x2.id}/trace/?render=svg${query}`);
    const wideReply = await svg('&width=800');
    const wide = parseXml(wideReply.text);
    expect(wide.elements[0]!.attributes.width).toBe('800');
    expect(wide.elements.find((e) => e.name === 'rect')!.attributes.width).toBe('798.0');
    // One line down the middle, then a leg to each far interface (a shadow and the cable's colour each).
    const polylines = wide.elements.filter((e) => e.name === 'polyline');
    expect(polylines.map((e) => e.attributes.style ?? e.attributes.class)).toEqual(Array.from({ length: 4 }, () => ['cable-shadow', 'stroke: #9c27b0']).flat());
    expect(polylines[1]!.attributes.points).toBe('99.5,270.5 99.5,255.5 399.0,220.5');
    expect(wide.texts.filter((t) => !t.includes('{'))).toEqual([
      `Link #${world.breakout.id}\nConnected`, `Cable #${world.breakout.id}`, 'Connected',
      'x', 'Acme Switch 48', 'Traced / R1 / Front / U12.0', 'y', 'Acme Switch 48', 'Traced', 'x2', 'y2', 'y3', 'y4', 'y5',
    ]);
    // A width int() refuses falls back to 400; int()'s spaces, sign and underscores are accepted.
    for (const [query, width] of [['&width=abc', '400'], ['&width=', '400'], ['&width=12.5', '400'], ['&width=%20%2B1_000%20', '1000'], ['&width=300&width=500', '500']] as const) {
      const reply = await svg(query);
      expect([reply.status, parseXml(reply.text).elements[0]!.attributes.width]).toEqual([200, width]);
    }
    // Any other render answers the hops as JSON; a missing object is a 404 whatever is asked.
    const json = await api.get(`/api/dcim/interfaces/${world.x2.id}/trace/?render=png`);
    expect([json.status, json.headers.get('content-type'), json.body[0][1].id]).toEqual([200, expect.stringMatching(/^application\/json/), world.breakout.id]);
    expect((await api.get('/api/dcim/interfaces/999999/trace/?render=svg')).status).toBe(404);
  });

  it('draws nothing for an object without a cable, as NetBox does (an empty path), and draws a circuit\'s far site by an attachment', async () => {
    const empty = await api.get(`/api/dcim/interfaces/${world.alone.id}/trace/?render=svg`);
    const parsed = parseXml(empty.text);
    expect([empty.status, parsed.elements.map((e) => e.name), parsed.elements[0]!.attributes.height]).toEqual([200, ['svg', 'defs', 'style'], '2.5']);
    // The circuit's Z side uncabled: the trace ends at its site, hung from the termination by a dashed line.
    await api.delete(`/api/dcim/cables/${world.c4.id}/`);
    const attachedReply = await api.get(`/api/dcim/interfaces/${world.x1.id}/trace/?render=svg`);
    const { texts, elements } = parseXml(attachedReply.text);
    expect(elements.filter((e) => e.name === 'line' && e.attributes.class === 'attachment')).toHaveLength(1);
    expect(texts.filter((t) => !t.includes('{')).slice(-9)).toEqual(['Traced', 'x1', 'front1', 'rear', 'rear', 'front1', 'CID-1: Termination A', 'XC-9', 'CID-1: Termination Z']);
    expect(texts).toContain('Traced');
  });

  it('draws a wireless link dashed, with its SSID and distance in the tooltip', async () => {
    const radio = (device: Obj, name: string) => api.create('/api/dcim/interfaces/', { device: device.id, name, type: 'ieee802.11ac' });
    const [a, b] = [await radio(world.x1.device, 'wlan0'), await radio(world.y1.device, 'wlan0')];
    const link = await api.create('/api/wireless/wireless-links/', { interface_a: a.id, interface_b: b.id, ssid: 'Backhaul', distance: 1.5, distance_unit: 'km' });
    const reply = await api.get(`/api/dcim/interfaces/${b.id}/trace/?render=svg`);
    const { texts, elements } = parseXml(reply.text);
    expect(elements.filter((e) => e.name === 'line').map((e) => e.attributes.class)).toEqual(['wireless-link']);
    expect(elements.find((e) => e.name === 'a')!.attributes['xlink:href']).toBe(`${api.base}/wireless/wireless-links/${link.id}/`);
    expect(texts.filter((t) => !t.includes('{'))).toEqual([
      'Link Backhaul\nConnected\nBackhaul\n1.50 Kilometers', 'Wireless Backhaul', 'Connected',
      'y', 'Acme Switch 48', 'Traced', 'x', 'Acme Switch 48', 'Traced / R1 / Front / U12.0', 'wlan0', 'wlan0',
    ]);
  });
});
