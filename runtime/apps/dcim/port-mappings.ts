// Front and rear port mappings (NetBox 4.5's PortMapping and PortTemplateMapping): which position of
// a front port leads to which position of a rear port, on one device (or one device or module type
// for templates). A port reads and writes them as a list of its own: a front port's `rear_ports`
// [{position, rear_port, rear_port_position}], a rear port's `front_ports` [{position, front_port,
// front_port_position}]. A write that gives the list is reconciled in place, as NetBox's
// reconcile_port_mappings: unchanged mappings stay, changed and removed ones go before new ones
// are made (so two positions may swap); a write without it leaves the mappings alone.
import type { WriteContext } from '../../context.js';
import type { Row } from '../../db/values.js';
import { column, displayOf, findObjects, getObject, objectsWhereIn, query, table } from '../kit/data.js';
import { defineModel, type ModelKey } from '../kit/define.js';
import { paths } from './cabling/endpoints.js';
import { retrace } from './cabling/paths.js';

type End = 'front_port' | 'rear_port';
type PortKey = 'dcim.frontport' | 'dcim.rearport' | 'dcim.frontporttemplate' | 'dcim.rearporttemplate';
type MappingKey = 'dcim.portmapping' | 'dcim.porttemplatemapping';

/** One side of the mappings: the port that writes the list, and the port at its other end. */
interface Side {
  readonly port: PortKey;
  readonly mapping: MappingKey;
  readonly own: End;
  readonly other: End;
  readonly otherPort: PortKey;
  readonly list: 'rear_ports' | 'front_ports';
  /** What both ports must share, and the mapping repeats. */
  readonly owners: readonly ('device' | 'device_type' | 'module_type')[];
  /** How NetBox's messages name the other ports ("rear ports", "rear port templates"). */
  readonly otherNoun: string;
}

const MAX_POSITION = 1024;
const END_NAME: Readonly<Record<End, string>> = { front_port: 'Front port', rear_port: 'Rear port' };

/** A mapping as a port's list shows it. */
type Item = Record<string, number>;

/** A port's stored values, as far as its mappings need them. */
interface Port {
  readonly id: number;
  readonly name: string;
  readonly positions: number;
  readonly [owner: string]: unknown;
}

function side(port: PortKey, otherPort: PortKey, mapping: MappingKey, own: End, otherNoun: string): Side {
  const template = mapping === 'dcim.porttemplatemapping';
  return {
    port, mapping, own, other: own === 'front_port' ? 'rear_port' : 'front_port', otherPort,
    list: own === 'front_port' ? 'rear_ports' : 'front_ports',
    owners: template ? ['device_type', 'module_type'] : ['device'], otherNoun,
  };
}

const SIDES: readonly Side[] = [
  side('dcim.frontport', 'dcim.rearport', 'dcim.portmapping', 'front_port', 'rear ports'),
  side('dcim.rearport', 'dcim.frontport', 'dcim.portmapping', 'rear_port', 'front ports'),
  side('dcim.frontporttemplate', 'dcim.rearporttemplate', 'dcim.porttemplatemapping', 'front_port', 'rear port templates'),
  side('dcim.rearporttemplate', 'dcim.frontporttemplate', 'dcim.porttemplatemapping', 'rear_port', 'front port templates'),
];

/** The mappings of each of `ports`, ordered by its own position, as its list shows them. */
async function mappingLists(ctx: Parameters<typeof objectsWhereIn>[0], s: Side, ports: readonly { readonly id: number }[]): Promise<Map<number, Item[]>> {
  const rows = await objectsWhereIn(ctx, s.mapping, s.own, ports.map((p) => p.id)) as unknown as Row[];
  rows.sort((a, b) => Number(a[`${s.own}_position`]) - Number(b[`${s.own}_position`]));
  const lists = new Map<number, Item[]>(ports.map((p) => [p.id, []]));
  for (const row of rows) {
    lists.get(Number(row[s.own]))!.push({ position: Number(row[`${s.own}_position`]), [s.other]: Number(row[s.other]), [`${s.other}_position`]: Number(row[`${s.other}_position`]) });
  }
  return lists;
}

/** A whole number given as JSON (DRF's IntegerField: "1" is one too), or the reason it is not. */
function integer(value: unknown): number | string {
  const number = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : 'A valid integer is required.';
}

function inRange(value: number): string | null {
  if (value < 1) return 'Ensure this value is greater than or equal to 1.';
  if (value > MAX_POSITION) return `Ensure this value is less than or equal to ${MAX_POSITION}.`;
  return null;
}

/**
 * The list a write gives, checked item by item as DRF's nested serializer does, then as a whole:
 * the other ports share this one's owner and have the position, no position twice, and no other
 * port's mapping takes the same position of a rear (front) port. Problems keyed as DRF's are.
 */
async function checkList(ctx: WriteContext, s: Side, given: unknown, self: Port, selfId: number | null): Promise<{ items: Item[] } | { problems: unknown }> {
  if (!Array.isArray(given)) return { problems: [`Expected a list of items but got type "${given === null ? 'NoneType' : typeof given === 'object' ? 'dict' : typeof given === 'string' ? 'str' : typeof given}".`] };
  const otherPosition = `${s.other}_position`;
  const perItem: Record<string, string[]>[] = [];
  const items: Item[] = [];
  for (const raw of given) {
    const errors: Record<string, string[]> = {};
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      perItem.push({ non_field_errors: [`Invalid data. Expected a dictionary, but got ${Array.isArray(raw) ? 'list' : raw === null ? 'NoneType' : typeof raw}.`] });
      continue;
    }
    const item = raw as Record<string, unknown>;
    const read = (name: string, fallback?: number): number | null => {
      if (item[name] === undefined || item[name] === null) {
        if (fallback !== undefined && item[name] === undefined) return fallback;
        errors[name] = [item[name] === null ? 'This field may not be null.' : 'This field is required.'];
        return null;
      }
      const value = integer(item[name]);
      if (typeof value === 'string') {
        errors[name] = [value];
        return null;
      }
      return value;
    };
    const position = read('position');
    const otherId = read(s.other);
    const otherPos = read(otherPosition, 1);
    for (const [name, value] of [['position', position], [otherPosition, otherPos]] as const) {
      const range = value === null ? null : inRange(value);
      if (range) errors[name] = [range];
    }
    if (otherId !== null && !errors[s.other] && !(await getObject(ctx, s.otherPort, otherId))) errors[s.other] = [`Invalid pk "${otherId}" - object does not exist.`];
    perItem.push(errors);
    if (!Object.keys(errors).length) items.push({ position: position!, [s.other]: otherId!, [otherPosition]: otherPos! });
  }
  if (perItem.some((errors) => Object.keys(errors).length)) return { problems: perItem };

  const otherIds = [...new Set(items.map((i) => i[s.other]!))];
  const others = new Map((await findObjects(ctx, s.otherPort, (qb) => qb.whereIn(`${table(ctx, s.otherPort)}.id`, otherIds)) as unknown as Port[]).map((p) => [p.id, p]));
  const seen = new Set<number>();
  const taken = new Set<string>();
  for (const item of items) {
    const other = others.get(item[s.other]!)!;
    const otherName = END_NAME[s.other];
    if (s.owners.some((owner) => (other[owner] ?? null) !== (self[owner] ?? null))) {
      const owner = s.owners.includes('device') ? 'device' : (self.device_type ?? null) !== null ? 'device type' : 'module type';
      return { problems: [`${otherName} (${await displayOf(ctx, s.otherPort, other.id)}) must belong to the same ${owner}`] };
    }
    if (item[otherPosition]! > other.positions) {
      return { problems: [`Invalid ${otherName.toLowerCase()} position (${item[otherPosition]}): ${otherName} ${other.name} has only ${other.positions} positions.`] };
    }
    // Safer than NetBox, which stores a position the port does not have.
    if (item.position! > self.positions) {
      return { problems: [`Invalid ${END_NAME[s.own].toLowerCase()} position (${item.position}): ${END_NAME[s.own]} ${self.name} has only ${self.positions} positions.`] };
    }
    if (seen.has(item.position!)) return { problems: [`Position ${item.position} is mapped more than once.`] };
    seen.add(item.position!);
    const key = `${item[s.other]}:${item[otherPosition]}`;
    if (taken.has(key)) return { problems: [`The fields ${s.other}, ${otherPosition} must make a unique set.`] };
    taken.add(key);
  }
  // A position of a port at the other end that another port's mapping holds.
  for (const item of items) {
    const holder = query(ctx, s.mapping).select('id').where(column(ctx, s.mapping, s.other as never), item[s.other]!)
      .where(column(ctx, s.mapping, otherPosition as never), item[otherPosition]!);
    if (selfId !== null) holder.whereNot(column(ctx, s.mapping, s.own as never), selfId);
    if ((await holder.first()) !== undefined) return { problems: [`The fields ${s.other}, ${otherPosition} must make a unique set.`] };
  }
  return { items };
}

/** Writes `items` as the port's mappings: unchanged ones stay, the others go before new ones are made. */
async function reconcile(ctx: WriteContext, s: Side, port: Port, items: readonly Item[]): Promise<void> {
  const mappings = table(ctx, s.mapping);
  const [ownPosition, otherPosition] = [`${s.own}_position`, `${s.other}_position`];
  const existing = (await ctx.q(mappings).select('*').where(`${s.own}_id`, port.id)) as Row[];
  const wanted = new Map(items.map((item) => [item.position!, item]));
  const same = (row: Row, item: Item | undefined) => item !== undefined && Number(row[`${s.other}_id`]) === item[s.other] && Number(row[otherPosition]) === item[otherPosition];
  const kept = new Set<number>();
  const gone: number[] = [];
  for (const row of existing) {
    if (same(row, wanted.get(Number(row[ownPosition])))) kept.add(Number(row[ownPosition]));
    else gone.push(Number(row.id));
  }
  if (gone.length) await ctx.q(mappings).whereIn('id', gone).delete();
  const owners = Object.fromEntries(s.owners.map((owner) => [`${owner}_id`, port[owner] ?? null]));
  const rows = items.filter((item) => !kept.has(item.position!)).map((item) => ({
    ...owners, [`${s.own}_id`]: port.id, [ownPosition]: item.position, [`${s.other}_id`]: item[s.other], [otherPosition]: item[otherPosition],
  }));
  if (rows.length) await ctx.q(mappings).insert(rows);
}

/** The mappings a port has now (their count bounds its positions). */
async function mappedCount(ctx: WriteContext, s: Side, id: number): Promise<number> {
  const [row] = (await ctx.q(table(ctx, s.mapping)).count({ n: '*' }).where(`${s.own}_id`, id)) as { n: number | string }[];
  return Number(row?.n ?? 0);
}

function portPlugin(s: Side) {
  const spec = {
    async clean(ctx: WriteContext, values: Record<string, unknown>, existing: Port | null) {
      const self = { ...values, id: existing?.id ?? 0 } as unknown as Port;
      const given = values[s.list];
      let count = existing ? await mappedCount(ctx, s, existing.id) : 0;
      if (given !== undefined) {
        const checked = await checkList(ctx, s, given, self, existing?.id ?? null);
        if ('problems' in checked) return { [s.list]: checked.problems };
        values[s.list] = checked.items;
        count = checked.items.length;
      }
      if (self.positions < count) {
        return { positions: [`The number of positions cannot be less than the number of mapped ${s.otherNoun} (${count})`] };
      }
    },
    async afterSave(ctx: WriteContext, saved: Port & Record<string, unknown>) {
      const items = saved[s.list];
      if (!Array.isArray(items)) return;
      const cabled = s.mapping === 'dcim.portmapping';
      // The paths through this port and the ports it was and is mapped to are traced anew
      // (NetBox's update_passthrough_port_paths on each PortMapping saved or deleted).
      const before = cabled ? (await mappingLists(ctx, s, [saved])).get(saved.id)! : [];
      await reconcile(ctx, s, saved, items as Item[]);
      if (!cabled) return;
      const others = [...before, ...(items as Item[])].map((item) => ({ type: s.otherPort, id: Number(item[s.other]) }));
      await retrace(ctx, { through: [{ type: s.port, id: saved.id }, ...others] });
    },
    // Paths through a deleted port end before it now.
    ...(s.mapping === 'dcim.portmapping' ? {
      async afterDelete(ctx: WriteContext, deleted: readonly { readonly id: number }[]) {
        await retrace(ctx, { through: deleted.map((port) => ({ type: s.port, id: port.id })) });
      },
    } : {}),
    computed: {
      [s.list]: (ctx: Parameters<typeof objectsWhereIn>[0], ports: readonly { readonly id: number }[]) => mappingLists(ctx, s, ports),
    },
    ...(s.mapping === 'dcim.portmapping' ? { endpoints: { paths } } : {}),
  };
  return defineModel(s.port as ModelKey, spec as never);
}

export const portMappingPlugins = SIDES.map(portPlugin);
