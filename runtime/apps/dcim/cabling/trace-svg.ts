// GET <endpoint>/trace/?render=svg: the trace drawn as NetBox 4.7's CableTraceSVG draws it. From the
// top: the origin's parent object (a device, a power panel) with its terminations beneath, then for
// each hop the link down to the far terminations and their parent objects below them; a circuit's
// far side hangs from its termination by a dashed "attachment". Boxes link to the objects' pages,
// a cable is a line in its colour (a wireless link dashed) with its labels and a tooltip, and
// several terminations on one side fan in or out. Elements are written as svgwrite writes them
// (attributes in name order, numbers as Python prints them) so the document matches NetBox's.
import type { ReadContext } from '../../../context.js';
import { pathValues } from '../../../display/display.js';
import type { ApiRequest } from '../../../objects/request.js';
import { escape, foreground } from '../svg.js';
import { CABLE, KINDS, WIRELESS_LINK, nodeOf, refOf, type Ref } from './kinds.js';
import { loadObjects, type Cabled } from './objects.js';

/** dcim.constants.CABLE_TRACE_SVG_DEFAULT_WIDTH. */
const DEFAULT_WIDTH = 400;
const OFFSET = 0.5;
const PADDING = 10;
const LINE_HEIGHT = 20;
const FANOUT_HEIGHT = 35;
const FANOUT_LEG_HEIGHT = 15;
const CABLE_HEIGHT = 5 * LINE_HEIGHT + FANOUT_HEIGHT + FANOUT_LEG_HEIGHT;

/** NetBox's cable_trace.css, which the drawing embeds. */
const STYLE = ':root{--nbx-trace-bg: var(--tblr-bg-surface-secondary);--nbx-trace-color: #000;--nbx-trace-node-bg: #e9ecef;'
  + '--nbx-trace-termination-bg: #f8f9fa;--nbx-trace-cable-shadow: #343a40;--nbx-trace-attachment: #ced4da}'
  + ':root[data-bs-theme=dark]{--nbx-trace-bg: rgb(27, 41, 58);--nbx-trace-color: #fff;--nbx-trace-node-bg: #212529;'
  + '--nbx-trace-termination-bg: #343a40;--nbx-trace-cable-shadow: #e9ecef;--nbx-trace-attachment: #6c757d}'
  + '*{font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Noto Sans,Liberation Sans,Arial,sans-serif,'
  + '"Apple Color Emoji","Segoe UI Emoji",Segoe UI Symbol,"Noto Color Emoji";font-size:.875rem}'
  + 'text{text-anchor:middle;dominant-baseline:middle}text:not([fill]){fill:var(--nbx-trace-color)}text.bold{font-weight:700}'
  + 'svg{background-color:var(--nbx-trace-bg)}svg rect{fill:var(--nbx-trace-node-bg);stroke:#606060;stroke-width:1}'
  + 'svg rect .termination{fill:var(--nbx-trace-termination-bg)}svg .connector text{text-anchor:start}svg line{stroke-width:5px}'
  + 'svg polyline{fill:none;stroke-width:5px}svg .cable-shadow{stroke:var(--nbx-trace-cable-shadow);stroke-width:7px}'
  + 'svg line.wireless-link{stroke:var(--nbx-trace-attachment);stroke-dasharray:4px 12px;stroke-linecap:round}'
  + 'svg line.attachment{stroke:var(--nbx-trace-attachment);stroke-dasharray:5px}\n';

/**
 * The `width` parameter as PathEndpointMixin.trace reads it: Python's int() of the last value,
 * the default for anything int() refuses (never a 400).
 */
export function traceWidth(request: Pick<ApiRequest, 'query'>): number {
  const value = request.query.getAll('width').at(-1);
  if (value === undefined || !/^\s*[+-]?\d+(_\d+)*\s*$/.test(value)) return DEFAULT_WIDTH;
  return Number(value.trim().replaceAll('_', ''));
}

// ---- numbers and elements as svgwrite writes them -----------------------------------------------

/** A coordinate as Python prints a float: "200.0", "12.5", "-0.0", "1e+16". */
function float(n: number): string {
  if (Object.is(n, -0)) return '-0.0';
  if (Math.abs(n) >= 1e16) return n.toExponential().replace(/e([+-])(\d)$/, 'e$10$2');
  return Number.isInteger(n) ? `${n}.0` : String(n);
}

type Attribute = string | number | { readonly float: number };
/** An element with its attributes in name order (ElementTree's, as svgwrite sorts them). */
function element(name: string, attributes: Readonly<Record<string, Attribute>>, content?: string): string {
  const written = Object.keys(attributes).sort().map((key) => {
    const value = attributes[key]!;
    return ` ${key}="${escape(typeof value === 'object' ? float(value.float) : String(value))}"`;
  }).join('');
  return content === undefined ? `<${name}${written} />` : `<${name}${written}>${content}</${name}>`;
}
const f = (n: number) => ({ float: n });
/**
 * A label's class: the first label is bold; NetBox passes the others an empty list, which
 * svgwrite writes as "[]".
 */
const labelClass = (i: number) => (i === 0 ? 'bold' : '[]');

type Point = readonly [number, number];

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A box drawn: what it stands for (a path node) and where it is. */
interface Node {
  readonly node: string;
  readonly box: Box;
  readonly xml: string;
}

const topCenter = (n: Node): Point => [n.box.x + n.box.width / 2, n.box.y];
const bottomCenter = (n: Node): Point => [n.box.x + n.box.width / 2, n.box.y + n.box.height];

/** CableTraceSVG's Node: a linked, rounded box with one line per label, the first bold. */
function drawNode(position: Point, width: number, item: Item, radius = 10): Node {
  const [x, y] = position;
  const box = { x: x + OFFSET, y, width: width - 2, height: PADDING + LINE_HEIGHT * item.labels.length + PADDING };
  const fill = foreground(item.color, { dark: '303030' });
  let cursor = y + PADDING;
  const texts = item.labels.map((label, i) => {
    cursor += LINE_HEIGHT;
    return element('text', { class: labelClass(i), fill: `#${fill}`, x: f(x + width / 2), y: f(cursor - LINE_HEIGHT / 2) }, escape(label));
  });
  const rect = element('rect', { class: 'parent-object', height: box.height, rx: radius, style: `fill: #${item.color}`, width: f(box.width), x: f(box.x), y: f(box.y) });
  return { node: item.node, box, xml: element('a', { target: '_parent', 'xlink:href': item.url }, rect + texts.join('')) };
}

/** CableTraceSVG's Connector: a cable (its shadow beneath) or a dashed wireless link, with its linked labels. */
function drawConnector(start: Point, end: Point, link: Link, labels: readonly string[], description: readonly string[], textOffset: number): string {
  const ends = { x1: f(start[0]), x2: f(end[0]), y1: f(start[1]), y2: f(end[1]) };
  const lines = link.wireless
    ? element('line', { class: 'wireless-link', ...ends })
    : element('line', { class: 'cable-shadow', ...ends }) + element('line', { style: `stroke: #${link.color || '000000'}`, ...ends });
  let cursor = start[1] + textOffset + PADDING * 2 + LINE_HEIGHT * 2;
  const x = (start[0] + end[0]) / 2 + PADDING;
  const texts = labels.map((label, i) => {
    cursor += LINE_HEIGHT;
    return element('text', { class: labelClass(i), x: f(x), y: f(cursor - LINE_HEIGHT / 2) }, escape(label));
  });
  const title = description.length ? element('title', {}, escape(description.join('\n'))) : '';
  return element('g', { class: 'connector' }, lines + element('a', { target: '_parent', 'xlink:href': link.url }, title + texts.join('')));
}

const points = (list: readonly Point[]) => list.map(([x, y]) => `${float(x)},${float(y)}`).join(' ');

// ---- what the drawing shows of each object ------------------------------------------------------

/** An object in a box: its labels, fill colour, page, and (a termination) its parent object's node. */
interface Item {
  readonly node: string;
  /** str(obj). */
  readonly name: string;
  readonly labels: readonly string[];
  readonly color: string;
  readonly url: string;
  readonly parent: string | null;
}

/** A cable or wireless link: its labels and tooltip, colour, page and the objects at its two ends. */
interface Link {
  readonly wireless: boolean;
  readonly name: string;
  readonly status: string;
  readonly details: readonly string[];
  readonly color: string;
  readonly url: string;
  readonly a: readonly string[];
  readonly b: readonly string[];
}

type Text = (path: string) => string | null;
type Values = Readonly<Record<string, unknown>>;

/** What a box shows of an object of a kind: the display paths it reads, its labels, its fill. */
interface Shown {
  readonly paths: readonly (readonly string[])[];
  readonly labels: (name: string, text: Text, values: Values) => string[];
  readonly color: (text: Text, values: Values) => string;
}

const set = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * CableTraceSVG._get_labels and _get_color by kind of object: a termination (the kinds a cable
 * ends at) in its own colour (front and rear ports, power outlets have one) with a circuit
 * termination's cross-connect ID; a device in its role's colour, with its type and where it is;
 * a circuit in its type's colour; any other object (a power panel, a circuit's site) grey.
 */
const TERMINATION: Shown = {
  paths: [],
  labels: (name, _text, v) => (set(v.xconnect_id) ? [name, String(v.xconnect_id)] : [name]),
  color: (_text, v) => (set(v.color) ? String(v.color) : 'f0f0f0'),
};
const OTHER: Shown = { paths: [], labels: (name) => [name], color: () => 'e0e0e0' };
const SHOWN: Readonly<Record<string, Shown>> = {
  'dcim.device': {
    paths: [['device_type', 'manufacturer'], ['device_type'], ['site'], ['location'], ['rack'], ['face:label'], ['role', 'color']],
    labels: (name, text, v) => {
      let place = text('site') ?? 'None';
      if (set(v.location)) place += ` / ${text('location')}`;
      if (set(v.rack)) place += ` / ${text('rack')}`;
      // The position as its Decimal of one place prints ("U12.0").
      if (set(v.position) && Number(v.position)) place += ` / ${text('face:label') ?? ''} / U${Number(v.position).toFixed(1)}`;
      return [name, `${text('device_type.manufacturer')} ${text('device_type')}`, place];
    },
    color: (text) => text('role.color') ?? 'e0e0e0',
  },
  'circuits.circuit': {
    paths: [['type'], ['provider'], ['type', 'color']],
    labels: (name, text, v) => [`Circuit ${name}`, text('type') ?? '', text('provider') ?? '', ...(set(v.description) ? [String(v.description)] : [])],
    color: (text) => text('type.color') || 'e0e0e0',
  },
  'circuits.providernetwork': { paths: [['provider']], labels: (name, text) => [name, text('provider') ?? ''], color: OTHER.color },
};

/** get_FOO_display(): the label of a choice field's value. */
function label(ctx: ReadContext, type: string, field: string, value: unknown): string {
  const choices = ctx.index.model(type).fields.find((fd) => fd.name === field)?.choices;
  return (choices && ctx.index.choiceLabel(choices, value as string)) ?? String(value);
}

/** "{value} {unit}" of a link's length or distance (a Decimal of two places, as the database returns it), when both are set. */
function measure(ctx: ReadContext, o: Cabled, field: string): string | null {
  const value = o.values[field];
  const unit = o.values[`${field}_unit`];
  if (value === null || value === undefined || Number(value) === 0 || !unit) return null;
  return `${Number(value).toFixed(2)} ${label(ctx, o.type, `${field}_unit`, unit)}`;
}

const urlOf = (ctx: ReadContext, ref: Ref) => {
  const model = ctx.index.model(ref.type);
  return `${ctx.baseUrl}/${model.app}/${model.path}/${ref.id}/`;
};

/** Everything the drawing shows of the hops' objects, their parent objects and their links, by node. */
async function describe(ctx: ReadContext, hops: readonly (readonly string[])[]): Promise<{ items: Map<string, Item>; links: Map<string, Link> }> {
  const nodes = [...new Set(hops.flat())];
  const loaded = await loadObjects(ctx, nodes.map(refOf));
  const objects = loaded.filter((o) => o.type !== CABLE && o.type !== WIRELESS_LINK);
  const parentOf = (o: Cabled): string | null => {
    const field = KINDS[o.type] && ctx.index.model(o.type).fields.find((fd) => fd.name === KINDS[o.type]!.parent);
    const id = field ? o.values[field.name] : null;
    return field?.to && id !== null && id !== undefined ? nodeOf({ type: field.to, id: Number(id) }) : null;
  };
  const parents = await loadObjects(ctx, [...new Set(objects.map(parentOf).filter((n): n is string => n !== null))].filter((n) => !nodes.includes(n)).map(refOf));
  const items = new Map<string, Item>();
  for (const [type, group] of groupBy([...objects, ...parents], (o) => o.type)) {
    const shown = KINDS[type] ? TERMINATION : SHOWN[type] ?? OTHER;
    const values = await pathValues(ctx, ctx.index.model(type), group.map((o) => o.row), [[], ...shown.paths], new Map());
    for (const o of group) {
      const text = (path: string) => values.get(o.id)!.get(path) ?? null;
      const name = text('') ?? '';
      items.set(nodeOf(o), { node: nodeOf(o), name, labels: shown.labels(name, text, o.values), color: shown.color(text, o.values), url: urlOf(ctx, o), parent: parentOf(o) });
    }
  }
  const links = new Map<string, Link>();
  const cables = loaded.filter((o) => o.type === CABLE);
  const ends = new Map<number, { a: string[]; b: string[] }>(cables.map((c) => [c.id, { a: [], b: [] }]));
  if (cables.length) {
    const rows = await ctx.q(ctx.index.model('dcim.cabletermination').table).select('cable_id', 'cable_end', 'termination_type', 'termination_id')
      .whereIn('cable_id', cables.map((c) => c.id)).orderBy('id') as Record<string, unknown>[];
    for (const row of rows) ends.get(Number(row.cable_id))![row.cable_end === 'A' ? 'a' : 'b'].push(nodeOf({ type: String(row.termination_type), id: Number(row.termination_id) }));
  }
  for (const [type, group] of groupBy(loaded.filter((o) => o.type === CABLE || o.type === WIRELESS_LINK), (o) => o.type)) {
    const names = await pathValues(ctx, ctx.index.model(type), group.map((o) => o.row), [[]], new Map());
    for (const o of group) {
      const wireless = type === WIRELESS_LINK;
      const v = o.values;
      const details = [
        ...(v.description ? [String(v.description)] : []),
        ...(wireless
          ? [...(v.ssid ? [String(v.ssid)] : []), measure(ctx, o, 'distance')]
          : [v.type ? label(ctx, type, 'type', v.type) : null, measure(ctx, o, 'length')]),
      ].filter((d): d is string => d !== null);
      const interfaceEnd = (id: unknown) => [nodeOf({ type: 'dcim.interface', id: Number(id) })];
      links.set(nodeOf(o), {
        wireless, name: names.get(o.id)!.get('') ?? '', status: label(ctx, type, 'status', v.status),
        details, color: wireless ? '000000' : String(v.color || '000000'), url: urlOf(ctx, o),
        a: wireless ? interfaceEnd(v.interface_a) : ends.get(o.id)!.a, b: wireless ? interfaceEnd(v.interface_b) : ends.get(o.id)!.b,
      });
    }
  }
  return { items, links };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}

// ---- the drawing (CableTraceSVG.render) ---------------------------------------------------------

/** The trace's hops (three lists of path nodes each) drawn `width` pixels wide. */
export async function traceDrawing(ctx: ReadContext, hops: readonly (readonly string[])[], width: number): Promise<string> {
  const { items, links } = await describe(ctx, hops);
  const parentObjects: Node[] = [];
  const terminations: Node[] = [];
  const connectors: string[] = [];
  // Edges centred on pixels, for sharp borders.
  let cursor = OFFSET;

  const drawParentObjects = (list: readonly Item[]): Node[] => {
    const each = width / list.length;
    const nodes = list.map((item, i) => drawNode([i * each, cursor], each, item));
    parentObjects.push(...nodes);
    if (nodes.length) cursor += nodes.at(-1)!.box.height;
    return nodes;
  };
  const drawObjectTerminations = (list: readonly Item[], offsetX: number, each: number): [Node[], number] => {
    const nodes = list.map((item, i) => drawNode([offsetX + i * each, cursor], each, item, 5));
    return [nodes, Math.max(0, ...nodes.map((n) => n.box.height))];
  };
  const drawTerminations = (list: readonly Item[], parents: readonly Node[]): Node[] => {
    const nodes: Node[] = [];
    // NetBox keeps the height of the last parent's terminations (not the tallest).
    let height = 0;
    for (const parent of parents) {
      const own = list.filter((t) => t.parent === parent.node);
      // NetBox divides by zero here (a 500); a parent without terminations in this hop gets none.
      if (!own.length) continue;
      const [drawn, drawnHeight] = drawObjectTerminations(own, parent.box.x, parent.box.width / own.length);
      nodes.push(...drawn);
      height = drawnHeight;
    }
    cursor += height;
    terminations.push(...nodes);
    return nodes;
  };
  const drawFarObjects = (list: readonly Item[], ends: readonly Item[]): [Node[], Node[]] => {
    // By name, for readability (Python's sort of str(obj): by code point).
    const sorted = [...list].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const each = width / sorted.length;
    let height = 0;
    const nodes: Node[] = [];
    sorted.forEach((object, i) => {
      const own = ends.filter((t) => t.parent === object.node);
      if (!own.length) return;
      const [drawn, drawnHeight] = drawObjectTerminations(own, i * each, each / own.length);
      height = Math.max(height, drawnHeight);
      nodes.push(...drawn);
    });
    cursor += height;
    terminations.push(...nodes);
    return [drawParentObjects(sorted), nodes];
  };
  const fan = (target: Point, ends: readonly Node[], color: string, inward: boolean) => {
    for (const end of ends) {
      const [x, y] = inward ? bottomCenter(end) : topCenter(end);
      const list = points([[x, y], [x, inward ? y + FANOUT_LEG_HEIGHT : y - FANOUT_LEG_HEIGHT], target]);
      connectors.push(element('polyline', { class: 'cable-shadow', points: list }), element('polyline', { points: list, style: `stroke: #${color}` }));
    }
  };

  const itemsOf = (list: readonly string[]) => list.map((n) => items.get(n)).filter((i): i is Item => i !== undefined);
  const parentItems = (ends: readonly Item[]) => itemsOf([...new Set(ends.map((e) => e.parent).filter((p): p is string => p !== null))]);
  let parentNodes: Node[] = [];
  for (let i = 0; i + 2 < hops.length; i += 3) {
    const nearEnds = itemsOf(hops[i]!);
    const hopLinks = hops[i + 1]!.map((n) => links.get(n)).filter((l): l is Link => l !== undefined);
    const farEnds = itemsOf(hops[i + 2]!);
    // A split path (no near ends): the JSON trace stops here too; NetBox's drawing would fail.
    if (!nearEnds.length) break;
    if (i === 0) parentNodes = drawParentObjects(parentItems(nearEnds));
    const nearNodes = drawTerminations(nearEnds, parentNodes);
    if (hopLinks.length && farEnds.length) {
      cursor += CABLE_HEIGHT;
      let farNodes: Node[];
      [parentNodes, farNodes] = drawFarObjects(parentItems(farEnds), farEnds);
      for (const link of hopLinks) {
        const kind = link.wireless ? 'Wireless' : 'Cable';
        const labels = hopLinks.length > 2 ? [link.name] : [`${kind} ${link.name}`, link.status];
        const description = [`Link ${link.name}`, link.status, ...link.details];
        // The boxes on each side of this link (its A and B ends may be either way round).
        const on = (nodes: readonly Node[], side: readonly string[]) => nodes.filter((n) => side.includes(n.node));
        let near = on(nearNodes, link.a);
        let far = on(farNodes, link.b);
        if (!(near.length && far.length)) [near, far] = [on(nearNodes, link.b), on(farNodes, link.a)];
        // NetBox fails (a 500) on a link whose ends are not both drawn; here it is left out.
        if (!(near.length && far.length)) continue;
        let start = bottomCenter(near[0]!);
        let end = topCenter(far[0]!);
        let textOffset = 0;
        if (near.length > 1 && far.length > 1) {
          const center = (near.reduce((s, n) => s + bottomCenter(n)[0], 0) / near.length + far.reduce((s, n) => s + bottomCenter(n)[0], 0) / far.length) / 2;
          start = [center, start[1] + FANOUT_HEIGHT + FANOUT_LEG_HEIGHT];
          end = [center, end[1] - FANOUT_HEIGHT - FANOUT_LEG_HEIGHT];
          textOffset -= FANOUT_HEIGHT + FANOUT_LEG_HEIGHT;
          fan(start, near, link.color, true);
          fan(end, far, link.color, false);
        } else if (near.length > 1) {
          // Fan-in: the line starts below the far end.
          start = [end[0], start[1] + FANOUT_HEIGHT + FANOUT_LEG_HEIGHT];
          fan(start, near, link.color, true);
          textOffset -= FANOUT_HEIGHT + FANOUT_LEG_HEIGHT;
        } else if (far.length > 1) {
          // Fan-out: the line ends above the near end.
          end = [start[0], end[1] - FANOUT_HEIGHT - FANOUT_LEG_HEIGHT];
          fan(end, far, link.color, false);
          textOffset -= FANOUT_HEIGHT;
        }
        connectors.push(drawConnector(start, end, link, labels, description, textOffset));
      }
    } else if (farEnds.length) {
      // An object the path reaches without a link (a circuit's site or provider network): attached by a dashed line.
      const start: Point = [OFFSET + width / 2, OFFSET + cursor];
      connectors.push(element('g', { class: 'connector' }, element('line', { class: 'attachment', x1: f(start[0]), x2: f(start[0]), y1: f(start[1]), y2: f(start[1] + CABLE_HEIGHT) })));
      cursor += CABLE_HEIGHT;
      parentNodes = drawParentObjects(farEnds);
    }
  }
  const root = {
    baseProfile: 'full', height: f(cursor + 2), version: '1.1', width,
    xmlns: 'http://www.w3.org/2000/svg', 'xmlns:ev': 'http://www.w3.org/2001/xml-events', 'xmlns:xlink': 'http://www.w3.org/1999/xlink',
  };
  const style = `<defs><style type="text/css"><![CDATA[${STYLE}]]></style></defs>`;
  return element('svg', root, style + [...connectors, ...parentObjects.map((n) => n.xml), ...terminations.map((n) => n.xml)].join(''));
}
