// GET /api/dcim/racks/<id>/elevation/ (NetBox's RackViewSet.elevation): the rack's units from the
// top, in half units as NetBox's Rack.units counts them ("U42.5", "U42", "U41.5", ...), each with
// the device in it on the asked face (full-depth devices are on both), paginated as a list;
// `render=svg` draws the elevation as NetBox's RackElevationSVG does (units, devices in their
// role's colour, reservations in the margin). A device the user may not view keeps its units
// occupied but is not named.
import type { AppDeps, EndpointPlugin, ReadContext } from '../../context.js';
import type { Row } from '../../db/values.js';
import { ApiError, methodNotAllowed } from '../../http/errors.js';
import { listPage } from '../../objects/list.js';
import { findObject, readContext } from '../../objects/read.js';
import { jsonReply, type ApiRequest } from '../../objects/request.js';
import { parseBoolean } from '../../query/scalar.js';
import { serializeRows, type Representation } from '../../serialize/serializer.js';
import { column, displayOf, findObjects, query, stored, table } from '../kit/data.js';
import type { Stored } from '../kit/define.js';
import { halves, unitsOf } from './rack-space.js';
import { escape, foreground } from './svg.js';

const FACES = { front: 'Front', rear: 'Rear' } as const;
type Face = keyof typeof FACES;
const RENDERS = ['json', 'svg'] as const;

/** The elevation's query parameters (RackElevationDetailFilterSerializer), checked; 400 with DRF's messages. */
function parameters(request: ApiRequest) {
  const errors: Record<string, string[]> = {};
  const one = (name: string) => request.query.getAll(name).at(-1);
  const choice = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = one(name);
    if (value === undefined) return fallback;
    if (!allowed.includes(value as T)) errors[name] = [`"${value}" is not a valid choice.`];
    return value as T;
  };
  const integer = (name: string, fallback: number | null): number | null => {
    const value = one(name);
    if (value === undefined || value === '') return fallback;
    if (!/^\s*-?\d+\s*$/.test(value)) {
      errors[name] = ['A valid integer is required.'];
      return fallback;
    }
    return Number(value);
  };
  const boolean = (name: string, fallback: boolean): boolean => {
    const value = one(name);
    if (value === undefined) return fallback;
    const flag = parseBoolean(value);
    if (flag === null) errors[name] = ['Must be a valid boolean.'];
    return flag ?? fallback;
  };
  const params = {
    q: one('q') ?? null,
    face: choice('face', Object.keys(FACES) as Face[], 'front'),
    render: choice('render', RENDERS, 'json'),
    unitWidth: integer('unit_width', 220)!,
    unitHeight: integer('unit_height', 22)!,
    legendWidth: integer('legend_width', 30)!,
    marginWidth: integer('margin_width', 15)!,
    exclude: integer('exclude', null),
    expandDevices: boolean('expand_devices', true),
  };
  if (Object.keys(errors).length) throw new ApiError(400, errors);
  return params;
}

/** "U42" for a whole unit, "U41.5" for a half (NetBox's f'U{u}' of a Decimal). */
const unitName = (half: number): string => `U${half % 2 ? (half / 2).toFixed(1) : String(half / 2)}`;

interface Placed {
  readonly row: Row;
  readonly device: Stored<'dcim.device'>;
  /** Position and height in half units. */
  readonly position: number;
  readonly height: number;
  readonly visible: boolean;
}

/** The rack's devices on `face` (full-depth ones on either), with whether the request may view each. */
async function placedDevices(ctx: ReadContext, request: ApiRequest, rackId: number, face: Face, exclude: number | null): Promise<Placed[]> {
  const d = (name: 'position' | 'face' | 'rack' | 'device_type') => column(ctx, 'dcim.device', name);
  const t = (name: 'u_height' | 'is_full_depth') => column(ctx, 'dcim.devicetype', name);
  const devices = table(ctx, 'dcim.device');
  const lookup = query(ctx, 'dcim.device')
    .join(table(ctx, 'dcim.devicetype'), `${table(ctx, 'dcim.devicetype')}.id`, d('device_type'))
    .select(`${devices}.*`, { _type_height: t('u_height') })
    .where(d('rack'), rackId).where(d('position'), '>', 0).where(t('u_height'), '>', 0)
    .where((qb) => qb.where(d('face'), face).orWhere(t('is_full_depth'), true))
    .orderBy([{ column: d('position') }, { column: `${devices}.id` }]);
  if (exclude !== null) lookup.whereNot(`${devices}.id`, exclude);
  const rows = (await lookup) as Row[];
  const model = ctx.index.model('dcim.device');
  const viewable = new Set<number>(request.access.narrows(model, 'view') ? [] : rows.map((row) => Number(row.id)));
  if (rows.length && request.access.narrows(model, 'view')) {
    const ids = rows.map((row) => Number(row.id));
    const allowed = request.access.restrict(ctx, model, 'view', ctx.q(model.table)).whereIn(`${model.table}.id`, ids).select(`${model.table}.id`);
    for (const row of (await allowed) as Row[]) viewable.add(Number(row.id));
  }
  return rows.map((row) => {
    const device = stored(ctx, 'dcim.device', row);
    return { row, device, position: halves(device.position), height: halves(row._type_height), visible: viewable.has(device.id) };
  });
}

/** The units with their devices (Rack.get_rack_units): every half unit a device takes, or only its lowest (`expand`: false) with its height. */
function rackUnits(units: readonly number[], placed: readonly Placed[], expand: boolean) {
  const byUnit = new Map(units.map((u) => [u, { device: null as Placed | null, occupied: false, height: null as number | null }]));
  for (const p of placed) {
    const span = expand ? Array.from({ length: p.height }, (_, i) => p.position + i) : [p.position];
    for (const u of span) {
      const unit = byUnit.get(u);
      if (!unit) continue;
      if (p.visible) unit.device = p;
      unit.occupied = true;
      if (!expand) unit.height = p.height;
    }
  }
  return units.map((u) => ({ id: u, ...byUnit.get(u)! }));
}

export const rackElevation: EndpointPlugin = async (deps: AppDeps, model, request) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') throw methodNotAllowed(request.method);
  const row = await findObject(deps, request, model);
  const ctx = readContext(deps, request);
  const rack = stored(ctx, 'dcim.rack', row);
  const params = parameters(request);
  const placed = await placedDevices(ctx, request, rack.id, params.face, params.render === 'svg' ? null : params.exclude);
  if (params.render === 'svg') return { status: 200, text: { type: 'image/svg+xml', content: await drawing(ctx, rack, placed, params) } };

  let units = rackUnits(unitsOf(rack), placed, params.expandDevices);
  if (params.q) {
    const q = params.q.toLowerCase();
    units = units.filter((u) => (u.id / 2).toFixed(1).includes(q) || unitName(u.id).toLowerCase().includes(q));
  }
  const page = listPage(deps, request, units);
  const shown = [...new Set(page.results.flatMap((u) => (u.device ? [u.device] : [])))];
  const devices = ctx.index.model('dcim.device');
  const nested = new Map((await serializeRows(ctx, devices, shown.map((p) => p.row), devices.nested)).map((r, i) => [shown[i]!.device.id, r]));
  const results = page.results.map((u) => {
    const unit: Representation = {
      id: u.id / 2, name: unitName(u.id), face: { value: params.face, label: FACES[params.face] },
      device: u.device ? nested.get(u.device.device.id)! : null, occupied: u.occupied,
    };
    unit.display = unit.name;
    // str(device): its display, which its nested form carries.
    unit.description = u.device ? String(nested.get(u.device.device.id)!.display) : null;
    return unit;
  });
  return jsonReply({ ...page, results });
};

// ---- render=svg ----------------------------------------------------------------------------------

const BORDER = 2;
const STYLE = `svg{background-color:#f6f8fb;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:.875rem}
rect{box-sizing:border-box}text{text-anchor:middle;dominant-baseline:middle}
.unit{fill:#6c757d}.rack{fill:none;stroke-width:2px;stroke:#000}
.slot{fill:#e9ecef;stroke:#adb5bd}.slot:hover{fill:#ced4da}.add-device{fill:#0d6efd;opacity:0}.slot:hover+.add-device{opacity:1}
.label{font-size:.8rem}.blocked{fill:url(#blocked)}.occupied{fill:url(#occupied)}.reservation{fill:url(#reserved)}`;

const gradient = (id: string, color: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="25" spreadMethod="repeat" gradientTransform="rotate(45, 0, 0)" gradientUnits="userSpaceOnUse">`
  + `<stop offset="0%" stop-color="#f7f7f7"/><stop offset="50%" stop-color="#f7f7f7"/><stop offset="50%" stop-color="${color}"/><stop offset="100%" stop-color="${color}"/></linearGradient>`;

/** Consecutive units as [first, last] ranges (NetBox's array_to_ranges). */
function ranges(units: readonly number[]): [number, number][] {
  const sorted = [...new Set(units)].sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (const u of sorted) {
    const last = out.at(-1);
    if (last && u === last[1] + 1) last[1] = u;
    else out.push([u, u]);
  }
  return out;
}

async function drawing(ctx: ReadContext, rack: Stored<'dcim.rack'>, placed: readonly Placed[], p: ReturnType<typeof parameters>): Promise<string> {
  const { unitWidth, unitHeight, legendWidth, marginWidth } = p;
  const width = unitWidth + legendWidth + marginWidth + BORDER * 2;
  const height = unitHeight * rack.u_height + BORDER * 2;
  // Top-left corner of a device at `position` (units) `size` units tall (RackElevationSVG._get_device_coords).
  const coords = (position: number, size: number): [number, number] => {
    const x = legendWidth + BORDER;
    const y = BORDER + (rack.desc_units
      ? Math.trunc((position - rack.starting_unit) * unitHeight)
      : Math.trunc((rack.u_height - position + rack.starting_unit) * unitHeight) - Math.trunc(size * unitHeight));
    return [x, y];
  };
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" version="1.1">`,
    `<defs><style>${STYLE}</style>${gradient('reserved', '#b0b0ff')}${gradient('occupied', '#d7d7d7')}${gradient('blocked', '#ffc0c0')}</defs>`,
  ];
  // Unit numbers and empty slots.
  for (let ru = 0; ru < rack.u_height; ru++) {
    const unit = (rack.desc_units ? ru + 1 : rack.u_height - ru) + rack.starting_unit - 1;
    const y = ru * unitHeight + BORDER;
    out.push(`<text class="unit" x="${legendWidth / 2}" y="${y + unitHeight / 2 + BORDER}">${unit}</text>`);
    out.push(`<rect class="slot" x="${legendWidth + BORDER}" y="${y}" width="${unitWidth}" height="${unitHeight}"/>`);
  }
  // Reservations in the right-hand margin.
  const reservations = await query(ctx, 'dcim.rackreservation').select('*').where(column(ctx, 'dcim.rackreservation', 'rack'), rack.id).orderBy('id');
  for (const row of reservations as Row[]) {
    const reservation = stored(ctx, 'dcim.rackreservation', row);
    for (const [first, last] of ranges(reservation.units ?? [])) {
      const size = last + 1 - first;
      const [x, y] = coords(first, size);
      out.push(`<rect class="reservation" x="${x + unitWidth + BORDER * 2}" y="${y}" width="${marginWidth - 3}" height="${size * unitHeight}" stroke="#4d4dff" stroke-width="2">`
        + `<title>${escape(`Reservation #${reservation.id}: ${reservation.description}`)}</title></rect>`);
    }
  }
  // Devices: in their role's colour on their own face, hatched from the rear, blocked when not viewable.
  const roles = new Map((await findObjects(ctx, 'dcim.devicerole', (qb) => qb.whereIn(`${table(ctx, 'dcim.devicerole')}.id`, [...new Set(placed.map((d) => d.device.role))])))
    .map((role) => [role.id, role.color]));
  for (const d of placed) {
    const [x, y] = coords(d.position / 2, d.height / 2);
    const size = `width="${unitWidth}" height="${Math.trunc(unitHeight * d.height / 2)}"`;
    if (!d.visible) {
      out.push(`<rect class="blocked" x="${x}" y="${y}" ${size}/>`);
      continue;
    }
    const front = d.device.face === p.face;
    const color = front ? roles.get(d.device.role) ?? '' : '';
    const name = d.device.name ?? await displayOf(ctx, 'dcim.device', d.device.id);
    const fill = color ? `style="fill: #${color}" class="slot"` : 'class="slot occupied"';
    out.push(`<g><title>${escape(`Name: ${name}`)}</title><rect x="${x}" y="${y}" ${size} ${fill}/>`
      + `<text class="label" x="${x + unitWidth / 2}" y="${y + (unitHeight * d.height / 2) / 2}" fill="#${color ? foreground(color) : '000000'}">${escape(name)}</text></g>`);
  }
  out.push(`<rect class="rack" x="${legendWidth + BORDER / 2}" y="${BORDER / 2}" width="${unitWidth + BORDER}" height="${rack.u_height * unitHeight + BORDER}"/>`);
  out.push('</svg>');
  return out.join('\n');
}
