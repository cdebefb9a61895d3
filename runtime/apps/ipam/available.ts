// The available-* endpoints: free child prefixes and IP addresses of a prefix, free addresses of an
// IP range, free VIDs of a VLAN group, free ASNs of an ASN range. GET lists them; POST allocates
// one object (body: an object) or several (body: a list), all or nothing, 409 when there is no room.
// Allocation is serialised per kind (a PostgreSQL advisory lock held by the transaction, as NetBox
// does; on SQLite the single writer connection serialises it), so concurrent requests never get
// the same resource.
import type { ModelMeta } from '../../../contract/index.js';
import { requireAction } from '../../auth/access.js';
import type { ApiRequest, AppDeps, EndpointPlugin, Queryable, Reply, WriteContext } from '../../context.js';
import { fromDb, type Row } from '../../db/values.js';
import { ApiError, ValidationError, methodNotAllowed, type FieldErrors } from '../../http/errors.js';
import { addressKey, formatAddress, MAX_LENGTH, parseNetwork, type Family, type IpNetwork } from '../../lib/ip.js';
import { columnOf as column, requireField as field, type ModelIndex } from '../../registry.js';
import { findObject, readContext, renderWritten } from '../../objects/read.js';
import { jsonReply } from '../../objects/request.js';
import { inTransaction } from '../../objects/write.js';
import { serializeRows } from '../../serialize/serializer.js';
import { createObject } from '../../write/save.js';
import { pythonType } from '../../write/scalars.js';
import { LOCKS, lock } from './locks.js';
import { vidRanges } from './vids.js';

/** What the availability computations read with: a knex instance or a transaction. */
interface Lookup {
  readonly q: Queryable;
  readonly index: ModelIndex;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const INSUFFICIENT = 'Insufficient resources are available to satisfy the request';

/** get_results_limit: ?limit (default PAGINATE_COUNT; 0 = MAX_PAGE_SIZE), capped by MAX_PAGE_SIZE. */
function resultsLimit(deps: AppDeps, request: ApiRequest): number {
  const text = request.query.get('limit');
  let limit = text !== null && /^-?\d+$/.test(text) ? Number(text) || deps.config.MAX_PAGE_SIZE : deps.config.PAGINATE_COUNT;
  if (deps.config.MAX_PAGE_SIZE) limit = Math.min(limit, deps.config.MAX_PAGE_SIZE);
  return limit;
}

/** The prefix, range, group or ASN range of the URL, among those the request may view (whatever the method). */
function parentRow(deps: AppDeps, model: ModelMeta, request: ApiRequest, q: Queryable = deps.db.knex): Promise<Row> {
  return findObject(deps, request, model, q, false, 'view');
}

async function nestedVrf(deps: AppDeps, request: ApiRequest, vrfId: unknown): Promise<unknown> {
  if (vrfId === null || vrfId === undefined) return null;
  const vrf = deps.index.model('ipam.vrf');
  const rows = (await deps.db.knex(vrf.table).select('*').where('id', Number(vrfId))) as Row[];
  return (await serializeRows(readContext(deps, request), vrf, rows, vrf.nested))[0] ?? null;
}

const ip = (model: ModelMeta, row: Row, name: string): IpNetwork => parseNetwork(String(row[column(model, name)]))!;

/**
 * The common POST: validate each requested item, then in one transaction take the lock, find room
 * for every item, create them all (errors listed per item), answer 201 with what was created.
 */
async function allocate(
  deps: AppDeps, request: ApiRequest, target: ModelMeta, lockKey: number,
  check: (item: Record<string, unknown>) => FieldErrors,
  prepare: (ctx: WriteContext, items: Record<string, unknown>[]) => Promise<Record<string, unknown>[] | null>,
): Promise<Reply> {
  requireAction(request.access, deps.config, target, 'add');
  const many = Array.isArray(request.body);
  // No body at all asks for one object with defaults; a body must be an object or a list of them.
  const raw = (many ? request.body : [request.body === undefined ? {} : request.body]) as unknown[];
  const shapes = raw.map((item): FieldErrors => (isObject(item) ? {} : { __all__: [`Invalid data. Expected a dictionary, but got ${pythonType(item)}.`] }));
  if (shapes.some((p) => Object.keys(p).length)) throw new ApiError(400, many ? shapes : shapes[0]!);
  const items = raw as Record<string, unknown>[];
  const problems = items.map(check);
  if (problems.some((p) => Object.keys(p).length)) throw new ApiError(400, many ? problems : problems[0]!);
  const ids = await inTransaction(deps, request, async (ctx) => {
    await lock(ctx, lockKey);
    const data = await prepare(ctx, items);
    if (!data) throw new ApiError(409, { detail: INSUFFICIENT });
    const created: number[] = [];
    const errors: FieldErrors[] = [];
    for (const item of data) {
      try {
        created.push(await ctx.q.transaction((sp) => createObject({ ...ctx, q: sp }, target, item)));
        errors.push({});
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        errors.push(error.errors);
      }
    }
    if (errors.some((e) => Object.keys(e).length)) throw new ApiError(400, many ? errors : errors[0]!);
    return created;
  });
  const objects = await renderWritten(deps, request, target, ids);
  return jsonReply(many ? objects : objects[0], 201);
}

function prefixLengthProblem(value: unknown, family: Family, minimum: number | null): FieldErrors {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'number' || !Number.isInteger(value)) return { prefix_length: ['A valid integer is required.'] };
  if (minimum !== null && value < minimum) return { prefix_length: [`Prefix length must be greater than or equal to the parent mask length (${minimum})`] };
  if (value > MAX_LENGTH[family]) return { prefix_length: [`Invalid prefix length (${value}) for IPv${family}`] };
  return {};
}

// ---- IP addresses ------------------------------------------------------------------------------

/** Up to `limit` free addresses of a prefix or an IP range, ascending. */
async function freeAddresses(ctx: Lookup, model: ModelMeta, row: Row, limit: number): Promise<bigint[]> {
  const addresses = ctx.index.model('ipam.ipaddress');
  const ranges = ctx.index.model('ipam.iprange');
  const host = field(addresses, 'address').ipColumns!.start;
  const vrfColumn = column(addresses, 'vrf');
  const vrfId = row[column(model, 'vrf')];
  let family: Family;
  let first: bigint;
  let last: bigint;
  const blocked: [bigint, bigint][] = [];
  if (model.key === 'ipam.prefix') {
    const prefix = ip(model, row, 'prefix');
    family = prefix.family;
    first = prefix.network;
    last = prefix.broadcast;
    const pool = Boolean(fromDb(field(model, 'is_pool'), row[column(model, 'is_pool')]));
    const whole = pool || prefix.length >= (family === 4 ? 31 : 127);
    if (!whole) {
      if (family === 4) last -= 1n;
      first += 1n; // IPv4 network address, IPv6 subnet-router anycast address
    }
    // Addresses inside populated IP ranges of the same VRF are taken.
    const rangeRows = (await ctx.q(ranges.table).select('*')
      .whereRaw('?? IS NOT DISTINCT FROM ?', [column(ranges, 'vrf'), vrfId as number | null])
      .where(column(ranges, 'mark_populated'), true)
      .where(field(ranges, 'start_address').ipColumns!.start, '>=', addressKey(family, prefix.network))
      .where(field(ranges, 'end_address').ipColumns!.start, '<=', addressKey(family, prefix.broadcast))) as Row[];
    for (const range of rangeRows) blocked.push([ip(ranges, range, 'start_address').address, ip(ranges, range, 'end_address').address]);
  } else {
    if (fromDb(field(model, 'mark_populated'), row[column(model, 'mark_populated')])) return [];
    const start = ip(model, row, 'start_address');
    family = start.family;
    first = start.address;
    last = ip(model, row, 'end_address').address;
  }
  const query = ctx.q(addresses.table).select(host)
    .where(host, '>=', addressKey(family, first)).where(host, '<=', addressKey(family, last));
  // A global container prefix counts the addresses of every VRF.
  const container = model.key === 'ipam.prefix' && vrfId === null && row[column(model, 'status')] === 'container';
  if (!container) query.whereRaw('?? IS NOT DISTINCT FROM ?', [vrfColumn, vrfId as number | null]);
  const used = ((await query) as Row[]).map((r) => BigInt(`0x${String(r[host]).slice(1)}`));
  for (const address of used) blocked.push([address, address]);
  blocked.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const free: bigint[] = [];
  let candidate = first;
  let i = 0;
  while (candidate <= last && free.length < limit) {
    while (i < blocked.length && blocked[i]![1] < candidate) i++;
    if (i < blocked.length && blocked[i]![0] <= candidate) {
      candidate = blocked[i]![1] + 1n;
      continue;
    }
    free.push(candidate);
    candidate += 1n;
  }
  return free;
}

export const availableIps: EndpointPlugin = async (deps, model, request) => {
  const target = deps.index.model('ipam.ipaddress');
  const maskOf = (row: Row) => (model.key === 'ipam.prefix' ? ip(model, row, 'prefix') : ip(model, row, 'start_address'));
  if (request.method === 'GET' || request.method === 'HEAD') {
    requireAction(request.access, deps.config, model, 'view');
    const row = await parentRow(deps, model, request);
    const parent = maskOf(row);
    const vrf = await nestedVrf(deps, request, row[column(model, 'vrf')]);
    const free = await freeAddresses({ q: deps.db.knex, index: deps.index }, model, row, resultsLimit(deps, request));
    return jsonReply(free.map((address) => ({ family: parent.family, address: `${formatAddress(parent.family, address)}/${parent.length}`, vrf })));
  }
  if (request.method !== 'POST') throw methodNotAllowed(request.method);
  const row = await parentRow(deps, model, request);
  const parent = maskOf(row);
  return allocate(deps, request, target, LOCKS.ips,
    (item) => prefixLengthProblem(item.prefix_length, parent.family, parent.length),
    async (ctx, items) => {
      const fresh = await parentRow(deps, model, request, ctx.q);
      const free = await freeAddresses(ctx, model, fresh, items.length);
      if (free.length < items.length) return null;
      return items.map(({ prefix_length: length, ...item }, i) => ({
        ...item,
        address: `${formatAddress(parent.family, free[i]!)}/${typeof length === 'number' ? length : parent.length}`,
        vrf: fresh[column(model, 'vrf')] ?? null,
      }));
    });
};

// ---- prefixes ----------------------------------------------------------------------------------

type Interval = [bigint, bigint];

/** The parts of a prefix not covered by its child prefixes (same VRF), as intervals. */
async function freeIntervals(ctx: Lookup, model: ModelMeta, row: Row): Promise<{ parent: IpNetwork; free: Interval[] }> {
  const parent = ip(model, row, 'prefix');
  const columns = field(model, 'prefix').ipColumns!;
  const children = (await ctx.q(model.table).select(column(model, 'prefix'))
    .whereRaw('?? IS NOT DISTINCT FROM ?', [column(model, 'vrf'), row[column(model, 'vrf')] as number | null])
    .where(columns.start, '>=', String(row[columns.start])).where(columns.end, '<=', String(row[columns.end]))
    .whereNot('id', Number(row.id))) as Row[];
  const used: Interval[] = children
    .map((child) => parseNetwork(String(child[column(model, 'prefix')]))!)
    .filter((child) => !(child.network === parent.network && child.length === parent.length))
    .map((child): Interval => [child.network, child.broadcast])
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const free: Interval[] = [];
  let cursor = parent.network;
  for (const [lo, hi] of used) {
    if (lo > cursor) free.push([cursor, lo - 1n]);
    if (hi + 1n > cursor) cursor = hi + 1n;
  }
  if (cursor <= parent.broadcast) free.push([cursor, parent.broadcast]);
  return { parent, free };
}

/** The largest CIDR blocks exactly covering an interval, ascending (netaddr's iter_cidrs). */
function cidrs(family: Family, [lo, hi]: Interval): [bigint, number][] {
  const bits = MAX_LENGTH[family];
  const out: [bigint, number][] = [];
  let start = lo;
  while (start <= hi) {
    let size = 0;
    while (size < bits && (start & ((1n << BigInt(size + 1)) - 1n)) === 0n && start + (1n << BigInt(size + 1)) - 1n <= hi) size++;
    out.push([start, bits - size]);
    start += 1n << BigInt(size);
  }
  return out;
}

export const availablePrefixes: EndpointPlugin = async (deps, model, request) => {
  if (request.method === 'GET' || request.method === 'HEAD') {
    requireAction(request.access, deps.config, model, 'view');
    const row = await parentRow(deps, model, request);
    const { parent, free } = await freeIntervals({ q: deps.db.knex, index: deps.index }, model, row);
    const vrf = await nestedVrf(deps, request, row[column(model, 'vrf')]);
    return jsonReply(free.flatMap((interval) => cidrs(parent.family, interval))
      .map(([network, length]) => ({ family: parent.family, prefix: `${formatAddress(parent.family, network)}/${length}`, vrf })));
  }
  if (request.method !== 'POST') throw methodNotAllowed(request.method);
  const row = await parentRow(deps, model, request);
  const family = ip(model, row, 'prefix').family;
  return allocate(deps, request, model, LOCKS.prefixes,
    (item) => {
      if (item.prefix_length === undefined || item.prefix_length === null) return { prefix_length: ['this field can not be missing'] };
      if (typeof item.prefix_length !== 'number' || !Number.isInteger(item.prefix_length)) return { prefix_length: ['this field must be int type'] };
      return prefixLengthProblem(item.prefix_length, family, null);
    },
    async (ctx, items) => {
      const fresh = await parentRow(deps, model, request, ctx.q);
      let { free } = await freeIntervals(ctx, model, fresh);
      const out: Record<string, unknown>[] = [];
      for (const { prefix_length: requested, ...item } of items) {
        const length = requested as number;
        // First fit: the first free block at least as large as the request.
        const block = free.flatMap((interval) => cidrs(family, interval)).find(([, blockLength]) => length >= blockLength);
        if (!block) return null;
        const network = block[0];
        const end = network + (1n << BigInt(MAX_LENGTH[family] - length)) - 1n;
        free = free.flatMap(([lo, hi]): Interval[] => (end < lo || network > hi ? [[lo, hi]] : [
          ...(lo < network ? [[lo, network - 1n] as Interval] : []),
          ...(end < hi ? [[end + 1n, hi] as Interval] : []),
        ]));
        out.push({ ...item, prefix: `${formatAddress(family, network)}/${length}`, vrf: fresh[column(model, 'vrf')] ?? null });
      }
      return out;
    });
};

// ---- VLANs and ASNs ----------------------------------------------------------------------------

async function freeVids(ctx: Lookup, model: ModelMeta, row: Row, limit: number): Promise<number[]> {
  const vlans = ctx.index.model('ipam.vlan');
  const used = new Set(((await ctx.q(vlans.table).select(column(vlans, 'vid')).where(column(vlans, 'group'), Number(row.id))) as Row[]).map((r) => Number(r[column(vlans, 'vid')])));
  const out: number[] = [];
  for (const [lo, hi] of vidRanges(fromDb(field(model, 'vid_ranges'), row[column(model, 'vid_ranges')]))) {
    for (let vid = lo; vid <= hi && out.length < limit; vid++) if (!used.has(vid)) out.push(vid);
  }
  return out;
}

const VLAN_FIELDS = ['name', 'site', 'tenant', 'status', 'role', 'description', 'tags', 'custom_fields'];

export const availableVlans: EndpointPlugin = async (deps, model, request) => {
  if (request.method === 'GET' || request.method === 'HEAD') {
    requireAction(request.access, deps.config, model, 'view');
    const row = await parentRow(deps, model, request);
    const [group] = await serializeRows(readContext(deps, request), model, [row], model.nested);
    return jsonReply((await freeVids({ q: deps.db.knex, index: deps.index }, model, row, resultsLimit(deps, request))).map((vid) => ({ vid, group })));
  }
  if (request.method !== 'POST') throw methodNotAllowed(request.method);
  await parentRow(deps, model, request);
  return allocate(deps, request, deps.index.model('ipam.vlan'), LOCKS.vlans,
    (item): FieldErrors => (typeof item.name === 'string' && item.name.trim() ? {} : { name: [item.name === undefined ? 'This field is required.' : 'This field may not be blank.'] }),
    async (ctx, items) => {
      const fresh = await parentRow(deps, model, request, ctx.q);
      const vids = await freeVids(ctx, model, fresh, items.length);
      if (vids.length < items.length) return null;
      return items.map((item, i) => ({ ...Object.fromEntries(Object.entries(item).filter(([k]) => VLAN_FIELDS.includes(k))), vid: vids[i], group: Number(fresh.id) }));
    });
};

async function freeAsns(ctx: Lookup, model: ModelMeta, row: Row, limit: number): Promise<number[]> {
  const asns = ctx.index.model('ipam.asn');
  const start = Number(row[column(model, 'start')]);
  const end = Number(row[column(model, 'end')]);
  const used = new Set(((await ctx.q(asns.table).select(column(asns, 'asn')).whereBetween(column(asns, 'asn'), [start, end])) as Row[]).map((r) => Number(r[column(asns, 'asn')])));
  const out: number[] = [];
  for (let asn = start; asn <= end && out.length < limit; asn++) if (!used.has(asn)) out.push(asn);
  return out;
}

export const availableAsns: EndpointPlugin = async (deps, model, request) => {
  const rir = deps.index.model('ipam.rir');
  if (request.method === 'GET' || request.method === 'HEAD') {
    requireAction(request.access, deps.config, model, 'view');
    const row = await parentRow(deps, model, request);
    const rirRows = (await deps.db.knex(rir.table).select('*').where('id', Number(row[column(model, 'rir')]))) as Row[];
    const [nested] = await serializeRows(readContext(deps, request), rir, rirRows, rir.nested);
    return jsonReply((await freeAsns({ q: deps.db.knex, index: deps.index }, model, row, resultsLimit(deps, request))).map((asn) => ({ rir: nested, asn })));
  }
  if (request.method !== 'POST') throw methodNotAllowed(request.method);
  await parentRow(deps, model, request);
  return allocate(deps, request, deps.index.model('ipam.asn'), LOCKS.asns, () => ({}),
    async (ctx, items) => {
      const fresh = await parentRow(deps, model, request, ctx.q);
      const asns = await freeAsns(ctx, model, fresh, items.length);
      if (asns.length < items.length) return null;
      return items.map((item, i) => ({ ...item, rir: Number(fresh[column(model, 'rir')]), asn: asns[i] }));
    });
};
