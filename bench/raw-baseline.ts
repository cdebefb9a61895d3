// The raw baseline of `make bench-compare`: the hand-written lower bound the server is measured
// against. It reads the same database (better-sqlite3 read-only with prepared statements, or pg
// with named prepared statements) and answers the benchmark's requests with the same JSON as the
// server: one batched query per relation for a whole page, object literals, JSON.stringify and
// node:http. Every request runs its queries (no caching of rows or bodies); only what the
// scenarios ask for is implemented (device, interface and IP address lists and details with the
// filters q, site, status, tag, device_id and parent; brief and fields for devices), anything
// else is a 501. It stands alone: no import of the project's code, only npm packages.
//
//   DATABASE_URL=sqlite:/abs/file.sqlite3 PORT=0 node dist/bench/raw-baseline.js  → "listening <port>"
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';

type Dialect = 'sqlite' | 'postgres';
/** A row as the driver returns it (columns read by name, values converted where they are shown). */
type Row = Record<string, any>;
type Obj = Record<string, unknown>;

// ---- database ------------------------------------------------------------------------------------

interface Db {
  readonly dialect: Dialect;
  /** Runs `sql` (with `?` placeholders) as a prepared statement, prepared once per text. */
  all(sql: string, params: readonly unknown[]): Promise<Row[]>;
  /** `column` is one of `values`: SQL and its parameters. */
  among(column: string, values: readonly (number | string)[]): [string, unknown[]];
  close(): Promise<void>;
}

/**
 * SQLite lists: a statement per list length (`IN (?, ?, …)`, cached like any statement) rather
 * than one statement with a JSON array (`IN (SELECT value FROM json_each(?))`). Measured on this
 * dataset: json_each() binds faster from about ten values on (0.3 instead of 0.6 ms for 1,000
 * device ids), but that is lost in the noise of a 1,000-device page, and it gives the planner no
 * row estimate: after ANALYZE it scans whole tables for keys that are mostly NULL (bridge_id,
 * nat_inside_id: 1 ms instead of 0.06 ms), which made interfaces and IP addresses ~30% slower.
 * RAW_SQLITE_LISTS=json uses json_each() for lists of more than four values, to compare.
 */
const SQLITE_JSON_LISTS = process.env.RAW_SQLITE_LISTS === 'json';
const placeholders: string[] = [];
const placeholderList = (n: number) => (placeholders[n] ??= Array.from({ length: n }, () => '?').join(', '));

function openSqlite(filename: string): Db {
  const conn = new Database(filename, { readonly: true, fileMustExist: true });
  const statements = new Map<string, Database.Statement>();
  return {
    dialect: 'sqlite',
    async all(sql, params) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = conn.prepare(sql);
        statements.set(sql, statement);
      }
      return statement.all(...params) as Row[];
    },
    among(column, values) {
      if (SQLITE_JSON_LISTS && values.length > 4) return [`${column} IN (SELECT value FROM json_each(?))`, [JSON.stringify(values)]];
      return [`${column} IN (${placeholderList(values.length)})`, values as unknown[]];
    },
    async close() {
      conn.close();
    },
  };
}

// The server's type parsers (int8 and numeric as numbers, timestamps and JSON as their text),
// set on this pool only.
const asText = (value: string) => value;
const TYPES = {
  getTypeParser(oid: number, format?: string): (value: string) => unknown {
    switch (oid) {
      case 20: return (value) => Number.parseInt(value, 10);
      case 1700: return (value) => Number.parseFloat(value);
      case 1082: case 1114: case 1184: case 114: case 3802: return asText;
      default: return pg.types.getTypeParser(oid, (format ?? 'text') as 'text');
    }
  },
} as unknown as pg.CustomTypesConfig;

function openPostgres(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 4, types: TYPES });
  const prepared = new Map<string, { name: string; text: string }>();
  return {
    dialect: 'postgres',
    async all(sql, params) {
      let statement = prepared.get(sql);
      if (!statement) {
        let n = 0;
        statement = { name: `raw_baseline_${prepared.size + 1}`, text: sql.replace(/\?/g, () => `$${++n}`) };
        prepared.set(sql, statement);
      }
      return (await pool.query({ name: statement.name, text: statement.text, values: params as unknown[] })).rows as Row[];
    },
    among(column, values) {
      return [`${column} = ANY(?)`, [values]];
    },
    close: () => pool.end(),
  };
}

function openDb(url: string): Db {
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  return openSqlite(url.replace(/^sqlite:(\/\/)?/, ''));
}

/** Rows of `table` by id (no query for no ids). */
async function byIds(db: Db, table: string, columns: string, ids: readonly number[]): Promise<Row[]> {
  if (!ids.length) return [];
  const [where, params] = db.among('id', ids);
  return db.all(`SELECT ${columns} FROM ${table} WHERE ${where}`, params);
}

/** COUNT(*) of `table` rows per `column` among `ids`, with an extra constant condition. */
async function countBy(db: Db, table: string, column: string, ids: readonly number[], extra = ''): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const [where, params] = db.among(column, ids);
  const rows = await db.all(`SELECT ${column} AS owner, COUNT(*) AS n FROM ${table} WHERE ${extra}${where} GROUP BY ${column}`, params);
  return new Map(rows.map((r) => [Number(r.owner), Number(r.n)]));
}

function distinct(rows: readonly Row[], column: string): number[] {
  const out = new Set<number>();
  for (const row of rows) {
    const value = row[column];
    if (value !== null && value !== undefined) out.add(Number(value));
  }
  return [...out];
}

// ---- values ----------------------------------------------------------------------------------------

type Labels = ReadonlyMap<string | number, string>;
const labels = (pairs: readonly (readonly [string | number, string])[]): Labels => new Map(pairs);

function choice(map: Labels, value: unknown): { value: unknown; label: string } | null {
  if (value === null || value === undefined || value === '') return null;
  return { value, label: map.get(value as string | number) ?? '' };
}

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const bool = (value: unknown): boolean | null => (value === null || value === undefined ? null : Boolean(value));
const json = (value: unknown): unknown => (value === null || value === undefined ? null : typeof value === 'string' ? JSON.parse(value) : value);

const STORED_FORM = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

/** A stored timestamp as the API writes it: ISO UTC, microseconds unless zero. */
function datetime(raw: unknown): string | null {
  if (raw === null || raw === undefined) return null;
  let text = raw instanceof Date ? raw.toISOString() : String(raw);
  if (!STORED_FORM.test(text)) {
    const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(?:\.(\d+))?(Z|[+-]\d{2}(?::?\d{2})?)?$/.exec(text);
    if (match) {
      const [, date, time, fraction = '', zone = 'Z'] = match;
      const micros = fraction.padEnd(6, '0').slice(0, 6);
      if (zone === 'Z' || /^[+-]00(:?00)?$/.test(zone)) text = `${date}T${time}.${micros}Z`;
      else text = `${new Date(`${date}T${time}${zone.length === 3 ? `${zone}:00` : zone}`).toISOString().slice(0, 19)}.${micros}Z`;
    }
  }
  return text.endsWith('.000000Z') ? `${text.slice(0, -8)}Z` : text;
}

/** A display template's value: empty and null are missing. */
const shown = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));
/** "{a} ({b})" when both are present, else "{a}", else ''. */
const withSuffix = (a: unknown, b: unknown): string => {
  const first = shown(a);
  if (first === null) return '';
  const second = shown(b);
  return second === null ? first : `${first} (${second})`;
};

const isObject = (value: unknown): value is Obj => value !== null && typeof value === 'object' && !Array.isArray(value);

function deepMerge(base: Obj, update: Obj): Obj {
  const out: Obj = { ...base };
  for (const [key, value] of Object.entries(update)) {
    const current = out[key];
    out[key] = isObject(current) && isObject(value) ? deepMerge(current, value) : value;
  }
  return out;
}

// ---- IP addresses ----------------------------------------------------------------------------------

function ipv4(text: string): bigint {
  return text.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function ipv6(text: string): bigint {
  const groups = (part: string) => (part ? part.split(':') : []).flatMap((g) => {
    if (!g.includes('.')) return [g];
    const v4 = ipv4(g);
    return [(v4 >> 16n).toString(16), (v4 & 0xffffn).toString(16)];
  });
  const gap = text.indexOf('::');
  const head = groups(gap < 0 ? text : text.slice(0, gap));
  const tail = gap < 0 ? [] : groups(text.slice(gap + 2));
  const all = gap < 0 ? head : [...head, ...Array.from({ length: 8 - head.length - tail.length }, () => '0'), ...tail];
  return all.reduce((acc, g) => (acc << 16n) | BigInt(`0x${g}`), 0n);
}

/** The first and last address of a network as the stored hex range columns hold them, or null. */
function networkRange(input: string): [string, string] | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  const [host, mask, extra] = text.split('/');
  if (extra !== undefined || !host) return null;
  const family = isIP(host);
  if (family !== 4 && family !== 6) return null;
  if (mask !== undefined && !/^\d{1,3}$/.test(mask)) return null;
  const bits = family === 4 ? 32 : 128;
  const length = mask === undefined ? bits : Number(mask);
  if (length > bits) return null;
  const address = family === 4 ? ipv4(host) : ipv6(host);
  const all = (1n << BigInt(bits)) - 1n;
  const hostBits = (1n << BigInt(bits - length)) - 1n;
  const network = address & (all ^ hostBits);
  const hex = (value: bigint) => `${family}${value.toString(16).padStart(32, '0')}`;
  return [hex(network), hex(network | hostBits)];
}

// ---- requests --------------------------------------------------------------------------------------

interface Req {
  /** http://<Host> */
  readonly base: string;
  readonly path: string;
  readonly params: URLSearchParams;
}

interface Ctx {
  readonly db: Db;
  readonly base: string;
}

class HttpError extends Error {
  constructor(readonly status: number, readonly body: unknown) {
    super(typeof body === 'string' ? body : JSON.stringify(body));
  }
}

const unsupported = (what: string) => new HttpError(501, { detail: `raw baseline: ${what} is not implemented` });
const invalid = (param: string, message: string) => new HttpError(400, { [param]: [message] });

const MAX_PAGE_SIZE = 1000;
const PAGINATE_COUNT = 50;

interface Page {
  readonly cursor: boolean;
  readonly limit: number;
  readonly offset: number;
  readonly start: number;
}

function positiveInt(text: string | null): number | undefined {
  if (text === null || !/^\s*[+]?\d+\s*$/.test(text)) return undefined;
  return Number.parseInt(text, 10);
}

function pageOf(params: URLSearchParams): Page {
  const requested = positiveInt(params.get('limit'));
  const limit = requested === undefined ? PAGINATE_COUNT : requested === 0 ? MAX_PAGE_SIZE : Math.min(MAX_PAGE_SIZE, requested);
  if (params.has('start')) {
    const start = positiveInt(params.get('start'));
    if (start === undefined) throw new HttpError(400, ["Invalid 'start' parameter: must be a non-negative integer."]);
    if (params.has('offset')) throw new HttpError(400, ["'start' and 'offset' are mutually exclusive."]);
    if (params.has('ordering')) throw new HttpError(400, ['Ordering cannot be specified in conjunction with cursor-based pagination.']);
    return { cursor: true, limit, offset: 0, start };
  }
  return { cursor: false, limit, offset: positiveInt(params.get('offset')) ?? 0, start: 0 };
}

/** Python's quote_plus. */
function quotePlus(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).replace(/%20/g, '+');
}

/** The request's URL with `replace` set and `remove` dropped, keys sorted (DRF's replace_query_param). */
function linkWith(req: Req, replace: Record<string, number>, remove: readonly string[] = []): string {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of req.params) {
    const list = grouped.get(key);
    if (list) list.push(value);
    else grouped.set(key, [value]);
  }
  for (const key of remove) grouped.delete(key);
  for (const [key, value] of Object.entries(replace)) grouped.set(key, [String(value)]);
  const query = [...grouped]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([key, values]) => values.map((value) => `${quotePlus(key)}=${quotePlus(value)}`))
    .join('&');
  return `${req.base}${req.path}${query ? `?${query}` : ''}`;
}

function envelope(req: Req, page: Page, count: number | null, rows: readonly Row[], results: Obj[]): Obj {
  let next: string | null = null;
  let previous: string | null = null;
  if (page.cursor) {
    if (rows.length >= page.limit) next = linkWith(req, { limit: page.limit, start: Number(rows[rows.length - 1]!.id) + 1 }, ['offset']);
  } else {
    if (page.offset + page.limit < count!) next = linkWith(req, { limit: page.limit, offset: page.offset + page.limit });
    if (page.offset > 0) previous = page.offset - page.limit <= 0 ? linkWith(req, { limit: page.limit }, ['offset']) : linkWith(req, { limit: page.limit, offset: page.offset - page.limit });
  }
  return { count, next, previous, results };
}

/** Parameters that steer the list rather than filter it. */
const RESERVED = new Set(['limit', 'offset', 'start', 'brief', 'fields']);

type Representation = { readonly kind: 'complete' } | { readonly kind: 'brief' } | { readonly kind: 'fields'; readonly names: readonly string[] };

function representationOf(params: URLSearchParams, order: readonly string[], briefAllowed: boolean): Representation {
  for (const name of ['omit', 'exclude', 'ordering', 'format']) if (params.has(name)) throw unsupported(`?${name}=`);
  if (params.get('fields')) {
    if (!briefAllowed) throw unsupported('?fields= here');
    const wanted = new Set((params.get('fields') ?? '').split(',').map((s) => s.trim()).filter(Boolean));
    return { kind: 'fields', names: order.filter((name) => wanted.has(name)) };
  }
  if (params.get('brief')) {
    if (!briefAllowed) throw unsupported('?brief= here');
    return { kind: 'brief' };
  }
  return { kind: 'complete' };
}

/** The rows a list filter names by slug (a 400 for a slug naming nothing, as the server's). */
async function idsBySlug(db: Db, table: string, param: string, values: readonly string[]): Promise<number[]> {
  if (values.includes('null')) throw unsupported(`${param}=null`);
  const [where, params] = db.among('slug', values);
  const rows = await db.all(`SELECT id, slug FROM ${table} WHERE ${where}`, params);
  const found = new Set(rows.map((r) => String(r.slug)));
  const missing = values.find((v) => !found.has(v));
  if (missing !== undefined) throw invalid(param, `Select a valid choice. ${missing} is not one of the available choices.`);
  return rows.map((r) => Number(r.id));
}

// ---- nested objects ----------------------------------------------------------------------------------

const api = (ctx: Ctx, path: string, id: unknown) => `${ctx.base}/api/${path}/${id}/`;
const ui = (ctx: Ctx, path: string, id: unknown) => `${ctx.base}/${path}/${id}/`;

const DEVICE_DISPLAY_COLUMNS = 'id, name, asset_tag, virtual_chassis_id, vc_position, device_type_id';

/**
 * Devices' display: "{name} ({asset_tag})", "{name}", then the virtual chassis position, then
 * "{manufacturer} {model} (…)"; the chassis and types are read only for devices without a name.
 */
async function deviceDisplays(db: Db, rows: readonly Row[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  const unnamed: Row[] = [];
  for (const row of rows) {
    if (shown(row.name) === null) unnamed.push(row);
    else out.set(Number(row.id), withSuffix(row.name, row.asset_tag));
  }
  if (!unnamed.length) return out;
  const [chassis, types] = await Promise.all([
    byIds(db, 'dcim_virtualchassis', 'id, name', distinct(unnamed, 'virtual_chassis_id')),
    typeRows(db, distinct(unnamed, 'device_type_id')),
  ]);
  const chassisName = new Map(chassis.map((r) => [Number(r.id), r.name]));
  const typeById = new Map(types.map((r) => [Number(r.id), r]));
  for (const row of unnamed) {
    const vc = row.virtual_chassis_id === null ? null : shown(chassisName.get(Number(row.virtual_chassis_id)));
    const position = shown(row.vc_position);
    const tag = shown(row.asset_tag);
    const type = row.device_type_id === null ? undefined : typeById.get(Number(row.device_type_id));
    const maker = shown(type?.m_name);
    const model = shown(type?.model);
    let display = '';
    if (vc !== null && position !== null) display = tag === null ? `${vc}:${position}` : `${vc}:${position} (${tag})`;
    else if (maker !== null && model !== null) display = `${maker} ${model} (${tag ?? row.id})`;
    out.set(Number(row.id), display);
  }
  return out;
}

/** Devices nested: id, url, display, name, description (`short`: id, url, display_url, display, name). */
async function nestedDevices(ctx: Ctx, ids: readonly number[], short = false): Promise<Map<number, Obj>> {
  const rows = await byIds(ctx.db, 'dcim_device', `${DEVICE_DISPLAY_COLUMNS}, description`, ids);
  const displays = await deviceDisplays(ctx.db, rows);
  return new Map(rows.map((r) => [Number(r.id), short
    ? { id: Number(r.id), url: api(ctx, 'dcim/devices', r.id), display_url: ui(ctx, 'dcim/devices', r.id), display: displays.get(Number(r.id)), name: r.name }
    : { id: Number(r.id), url: api(ctx, 'dcim/devices', r.id), display: displays.get(Number(r.id)), name: r.name, description: r.description }]));
}

function typeRows(db: Db, ids: readonly number[]): Promise<Row[]> {
  if (!ids.length) return Promise.resolve([]);
  const [where, params] = db.among('t.id', ids);
  return db.all(
    `SELECT t.id, t.model, t.slug, t.description, m.id AS m_id, m.name AS m_name, m.slug AS m_slug, m.description AS m_description
     FROM dcim_devicetype t JOIN dcim_manufacturer m ON m.id = t.manufacturer_id WHERE ${where}`, params);
}

/** Device types with their manufacturer and their real device count. */
async function nestedDeviceTypes(ctx: Ctx, ids: readonly number[]): Promise<Map<number, Obj>> {
  const [rows, counts] = await Promise.all([typeRows(ctx.db, ids), countBy(ctx.db, 'dcim_device', 'device_type_id', ids)]);
  const makers = new Map<number, Obj>();
  const out = new Map<number, Obj>();
  for (const r of rows) {
    const makerId = Number(r.m_id);
    let manufacturer = makers.get(makerId);
    if (!manufacturer) {
      manufacturer = { id: makerId, url: api(ctx, 'dcim/manufacturers', makerId), display: r.m_name || '', name: r.m_name, slug: r.m_slug, description: r.m_description };
      makers.set(makerId, manufacturer);
    }
    const id = Number(r.id);
    out.set(id, {
      id, url: api(ctx, 'dcim/device-types', id), display: r.model || '', manufacturer, model: r.model, slug: r.slug, description: r.description,
      device_count: counts.get(id) ?? 0,
    });
  }
  return out;
}

/** Roles and platforms nested: their counts are NetBox's constant 0 when nested. */
async function nestedTreeNodes(ctx: Ctx, table: string, path: string, ids: readonly number[]): Promise<Map<number, Obj>> {
  const rows = await byIds(ctx.db, table, 'id, name, slug, description, _depth', ids);
  return new Map(rows.map((r) => [Number(r.id), {
    id: Number(r.id), url: api(ctx, path, r.id), display: r.name || '', name: r.name, slug: r.slug, description: r.description,
    device_count: 0, virtualmachine_count: 0, _depth: Number(r._depth),
  }]));
}

async function nestedTenants(ctx: Ctx, ids: readonly number[]): Promise<Map<number, Obj>> {
  const rows = await byIds(ctx.db, 'tenancy_tenant', 'id, name, slug, description', ids);
  return new Map(rows.map((r) => [Number(r.id), { id: Number(r.id), url: api(ctx, 'tenancy/tenants', r.id), display: r.name || '', name: r.name, slug: r.slug, description: r.description }]));
}

async function nestedSites(ctx: Ctx, ids: readonly number[]): Promise<Map<number, Obj>> {
  const rows = await byIds(ctx.db, 'dcim_site', 'id, name, slug, description', ids);
  return new Map(rows.map((r) => [Number(r.id), { id: Number(r.id), url: api(ctx, 'dcim/sites', r.id), display: r.name || '', name: r.name, description: r.description, slug: r.slug }]));
}

/** Locations nested, with the racks of their whole subtree counted. */
async function nestedLocations(ctx: Ctx, ids: readonly number[]): Promise<Map<number, Obj>> {
  if (!ids.length) return new Map();
  const [where, params] = ctx.db.among('id', ids);
  const [rows, counted] = await Promise.all([
    byIds(ctx.db, 'dcim_location', 'id, name, slug, description, _depth', ids),
    ctx.db.all(`WITH RECURSIVE subtree(root, node) AS (
        SELECT id, id FROM dcim_location WHERE ${where}
        UNION ALL SELECT subtree.root, child.id FROM dcim_location AS child JOIN subtree ON child.parent_id = subtree.node)
      SELECT subtree.root AS owner, COUNT(DISTINCT counted.id) AS n FROM dcim_rack AS counted JOIN subtree ON counted.location_id = subtree.node GROUP BY subtree.root`, params),
  ]);
  const counts = new Map(counted.map((r) => [Number(r.owner), Number(r.n)]));
  return new Map(rows.map((r) => [Number(r.id), {
    id: Number(r.id), url: api(ctx, 'dcim/locations', r.id), display: r.name || '', name: r.name, slug: r.slug, description: r.description,
    rack_count: counts.get(Number(r.id)) ?? 0, _depth: Number(r._depth),
  }]));
}

async function nestedRacks(ctx: Ctx, ids: readonly number[]): Promise<Map<number, Obj>> {
  const rows = await byIds(ctx.db, 'dcim_rack', 'id, name, facility_id, description', ids);
  return new Map(rows.map((r) => [Number(r.id), { id: Number(r.id), url: api(ctx, 'dcim/racks', r.id), display: withSuffix(r.name, r.facility_id), name: r.name, description: r.description }]));
}

async function nestedClusters(ctx: Ctx, ids: readonly number[]): Promise<Map<number, Obj>> {
  const rows = await byIds(ctx.db, 'virtualization_cluster', 'id, name, description', ids);
  return new Map(rows.map((r) => [Number(r.id), { id: Number(r.id), url: api(ctx, 'virtualization/clusters', r.id), display: r.name || '', name: r.name, description: r.description }]));
}

async function nestedChassis(ctx: Ctx, ids: readonly number[]): Promise<Map<number, Obj>> {
  const [rows, members] = await Promise.all([
    byIds(ctx.db, 'dcim_virtualchassis', 'id, name, master_id, description', ids),
    countBy(ctx.db, 'dcim_device', 'virtual_chassis_id', ids),
  ]);
  const masters = await nestedDevices(ctx, distinct(rows, 'master_id'), true);
  return new Map(rows.map((r) => [Number(r.id), {
    id: Number(r.id), url: api(ctx, 'dcim/virtual-chassis', r.id), display: r.name || '', name: r.name,
    master: r.master_id === null ? null : (masters.get(Number(r.master_id)) ?? null), description: r.description, member_count: members.get(Number(r.id)) ?? 0,
  }]));
}

async function nestedVrfs(ctx: Ctx, ids: readonly number[]): Promise<Map<number, Obj>> {
  const rows = await byIds(ctx.db, 'ipam_vrf', 'id, name, rd, description', ids);
  return new Map(rows.map((r) => [Number(r.id), { id: Number(r.id), url: api(ctx, 'ipam/vrfs', r.id), display: withSuffix(r.name, r.rd), name: r.name, rd: r.rd, description: r.description }]));
}

const vlanObject = (ctx: Ctx, r: Row): Obj => ({
  id: Number(r.id), url: api(ctx, 'ipam/vlans', r.id), display: withSuffix(r.name, r.vid), vid: num(r.vid), name: r.name, description: r.description,
});

async function nestedVlans(ctx: Ctx, ids: readonly number[]): Promise<Map<number, Obj>> {
  const rows = await byIds(ctx.db, 'ipam_vlan', 'id, vid, name, description', ids);
  return new Map(rows.map((r) => [Number(r.id), vlanObject(ctx, r)]));
}

const macObject = (ctx: Ctx, r: Row): Obj => ({
  id: Number(r.id), url: api(ctx, 'dcim/mac-addresses', r.id), display: r.mac_address || '', mac_address: r.mac_address, description: r.description,
});

/** IP addresses in their smallest nested form (nat_inside, nat_outside). */
const natObject = (ctx: Ctx, r: Row): Obj => ({
  id: Number(r.id), url: api(ctx, 'ipam/ip-addresses', r.id), display_url: ui(ctx, 'ipam/ip-addresses', r.id), display: r.address || '',
  family: choice(IP_FAMILY, r.family), address: r.address,
});

async function natInside(ctx: Ctx, ids: readonly number[]): Promise<Map<number, Obj>> {
  const rows = await byIds(ctx.db, 'ipam_ipaddress', 'id, family, address', ids);
  return new Map(rows.map((r) => [Number(r.id), natObject(ctx, r)]));
}

/** The addresses whose NAT inside address is one of `ids`, by that address, in id order. */
async function natOutside(ctx: Ctx, ids: readonly number[]): Promise<Map<number, Obj[]>> {
  const out = new Map<number, Obj[]>();
  if (!ids.length) return out;
  const [where, params] = ctx.db.among('nat_inside_id', ids);
  for (const r of await ctx.db.all(`SELECT id, family, address, nat_inside_id FROM ipam_ipaddress WHERE ${where} ORDER BY id`, params)) {
    const owner = Number(r.nat_inside_id);
    const list = out.get(owner);
    if (list) list.push(natObject(ctx, r));
    else out.set(owner, [natObject(ctx, r)]);
  }
  return out;
}

/** Devices' primary addresses nested: id, url, display, family, address, description, dns_name, nat_inside, nat_outside. */
async function nestedPrimaryIps(ctx: Ctx, ids: readonly number[]): Promise<Map<number, Obj>> {
  if (!ids.length) return new Map();
  const [rows, outside] = await Promise.all([
    byIds(ctx.db, 'ipam_ipaddress', 'id, family, address, description, dns_name, nat_inside_id', ids),
    natOutside(ctx, ids),
  ]);
  const inside = await natInside(ctx, distinct(rows, 'nat_inside_id'));
  return new Map(rows.map((r) => [Number(r.id), {
    id: Number(r.id), url: api(ctx, 'ipam/ip-addresses', r.id), display: r.address || '', family: choice(IP_FAMILY, r.family), address: r.address,
    description: r.description, dns_name: r.dns_name, nat_inside: r.nat_inside_id === null ? null : (inside.get(Number(r.nat_inside_id)) ?? null),
    nat_outside: outside.get(Number(r.id)) ?? [],
  }]));
}

/** Tags of objects of one type, nested and sorted by name as the server sorts them. */
async function tagsOf(ctx: Ctx, objectType: string, ids: readonly number[]): Promise<Map<number, Obj[]>> {
  const out = new Map<number, Obj[]>();
  if (!ids.length) return out;
  const [where, params] = ctx.db.among('ti.object_id', ids);
  const rows = await ctx.db.all(
    `SELECT ti.object_id, t.id, t.name, t.slug, t.color FROM extras_taggeditem ti JOIN extras_tag t ON t.id = ti.tag_id
     WHERE ti.object_type = '${objectType}' AND ${where} ORDER BY ti.id`, params);
  const tags = new Map<number, Obj>();
  for (const r of rows) {
    const id = Number(r.id);
    let tag = tags.get(id);
    if (!tag) {
      tag = { id, url: api(ctx, 'extras/tags', id), display_url: ui(ctx, 'extras/tags', id), display: r.name || '', name: r.name, slug: r.slug, color: r.color };
      tags.set(id, tag);
    }
    const owner = Number(r.object_id);
    const list = out.get(owner);
    if (list) list.push(tag);
    else out.set(owner, [tag]);
  }
  for (const list of out.values()) if (list.length > 1) list.sort((a, b) => String(a.name).localeCompare(String(b.name)));
  return out;
}

interface CustomField {
  readonly name: string;
  readonly labels: Labels | null;
  readonly multiple: boolean;
}

/** The custom fields defined for `objectType` (read per request, like the server). */
async function customFieldsOf(ctx: Ctx, objectType: string): Promise<CustomField[]> {
  const rows = (await ctx.db.all('SELECT name, type, object_types, choice_set_id FROM extras_customfield ORDER BY group_name, weight, name', []))
    .filter((r) => ((json(r.object_types) as string[] | null) ?? []).includes(objectType));
  if (rows.some((r) => r.type === 'object' || r.type === 'multiobject')) throw unsupported('object custom fields');
  const sets = await byIds(ctx.db, 'extras_customfieldchoiceset', 'id, extra_choices', distinct(rows.filter((r) => r.type === 'select' || r.type === 'multiselect'), 'choice_set_id'));
  const setLabels = new Map(sets.map((s) => [Number(s.id), labels(((json(s.extra_choices) as [unknown, unknown][] | null) ?? []).map(([v, l]) => [String(v), String(l ?? v)] as const))]));
  return rows.map((r) => ({
    name: String(r.name),
    labels: r.type === 'select' || r.type === 'multiselect' ? (setLabels.get(Number(r.choice_set_id)) ?? new Map()) : null,
    multiple: r.type === 'multiselect',
  }));
}

function customFieldValues(defs: readonly CustomField[], raw: unknown): Obj {
  const out: Obj = {};
  if (!defs.length) return out;
  const data = (json(raw) as Obj | null) ?? {};
  for (const def of defs) {
    const value = data[def.name];
    const label = (v: unknown) => ({ value: v, label: def.labels!.get(v as string) ?? '' });
    if (value === null || value === undefined) out[def.name] = null;
    else if (!def.labels) out[def.name] = value;
    else if (def.multiple) out[def.name] = Array.isArray(value) ? value.map(label) : null;
    else out[def.name] = label(value);
  }
  return out;
}

/** Config contexts: the active ones are read per request; the dataset has none (merging them is not implemented). */
async function checkConfigContexts(ctx: Ctx): Promise<void> {
  const active = await ctx.db.all(`SELECT id FROM extras_configcontext WHERE is_active = ${ctx.db.dialect === 'postgres' ? 'TRUE' : '1'} ORDER BY weight, name`, []);
  if (active.length) throw unsupported('active config contexts');
}

function configContext(local: unknown): Obj {
  return isObject(local) ? deepMerge({}, local) : {};
}

// ---- devices -------------------------------------------------------------------------------------------

const DEVICE_ORDER = [
  'id', 'url', 'display_url', 'display', 'name', 'device_type', 'role', 'tenant', 'platform', 'serial', 'asset_tag', 'site', 'location', 'rack',
  'position', 'face', 'latitude', 'longitude', 'parent_device', 'status', 'airflow', 'primary_ip', 'primary_ip4', 'primary_ip6', 'oob_ip', 'cluster',
  'virtual_chassis', 'vc_position', 'vc_priority', 'description', 'comments', 'config_context', 'local_context_data', 'tags', 'custom_fields',
  'created', 'last_updated', 'interface_count',
] as const;

const DEVICE_COLUMNS = 'id, name, device_type_id, role_id, tenant_id, platform_id, serial, asset_tag, site_id, location_id, rack_id, position, face, '
  + 'latitude, longitude, status, airflow, primary_ip4_id, primary_ip6_id, oob_ip_id, cluster_id, virtual_chassis_id, vc_position, vc_priority, '
  + 'description, comments, local_context_data, custom_field_data, created, last_updated';
const DEVICE_BRIEF_COLUMNS = `${DEVICE_DISPLAY_COLUMNS}, description`;

/** Columns a device field reads. */
const DEVICE_FIELD_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  display: DEVICE_DISPLAY_COLUMNS.split(', '), device_type: ['device_type_id'], role: ['role_id'], tenant: ['tenant_id'], platform: ['platform_id'],
  site: ['site_id'], location: ['location_id'], rack: ['rack_id'], primary_ip: ['primary_ip4_id', 'primary_ip6_id'], primary_ip4: ['primary_ip4_id'],
  primary_ip6: ['primary_ip6_id'], oob_ip: ['oob_ip_id'], cluster: ['cluster_id'], virtual_chassis: ['virtual_chassis_id'],
  config_context: ['local_context_data'], custom_fields: ['custom_field_data'],
  ...Object.fromEntries(['name', 'serial', 'asset_tag', 'position', 'face', 'latitude', 'longitude', 'status', 'airflow', 'vc_position', 'vc_priority',
    'description', 'comments', 'local_context_data', 'created', 'last_updated'].map((c) => [c, [c]])),
};

function deviceColumns(rep: Representation): string {
  if (rep.kind === 'complete') return DEVICE_COLUMNS;
  if (rep.kind === 'brief') return DEVICE_BRIEF_COLUMNS;
  const columns = new Set(['id']);
  for (const name of rep.names) for (const c of DEVICE_FIELD_COLUMNS[name] ?? []) columns.add(c);
  return [...columns].join(', ');
}

/** The primary IP shown as `primary_ip`: the IPv6 one, else the IPv4 one (PREFER_IPV4 off). */
const primaryIpId = (r: Row): unknown => r.primary_ip6_id ?? r.primary_ip4_id;

async function renderDevices(ctx: Ctx, rows: readonly Row[], rep: Representation): Promise<Obj[]> {
  if (!rows.length) return [];
  const db = ctx.db;
  const ids = rows.map((r) => Number(r.id));
  const want = rep.kind === 'fields' ? new Set<string>(rep.names) : null;
  const w = (name: string) => rep.kind === 'complete' || (want !== null && want.has(name));
  const none = Promise.resolve(new Map<number, never>());
  const ipIds = (...columns: string[]) => [...new Set(columns.flatMap((c) => distinct(rows, c)))];
  const [displays, types, roles, tenants, platforms, sites, locations, racks, ips, clusters, chassis, tags, fields, , interfaceCounts] = await Promise.all([
    w('display') || rep.kind === 'brief' ? deviceDisplays(db, rows) : Promise.resolve(new Map<number, string>()),
    w('device_type') ? nestedDeviceTypes(ctx, distinct(rows, 'device_type_id')) : none,
    w('role') ? nestedTreeNodes(ctx, 'dcim_devicerole', 'dcim/device-roles', distinct(rows, 'role_id')) : none,
    w('tenant') ? nestedTenants(ctx, distinct(rows, 'tenant_id')) : none,
    w('platform') ? nestedTreeNodes(ctx, 'dcim_platform', 'dcim/platforms', distinct(rows, 'platform_id')) : none,
    w('site') ? nestedSites(ctx, distinct(rows, 'site_id')) : none,
    w('location') ? nestedLocations(ctx, distinct(rows, 'location_id')) : none,
    w('rack') ? nestedRacks(ctx, distinct(rows, 'rack_id')) : none,
    nestedPrimaryIps(ctx, [
      ...(w('primary_ip') || w('primary_ip4') ? ipIds('primary_ip4_id') : []),
      ...(w('primary_ip') || w('primary_ip6') ? ipIds('primary_ip6_id') : []),
      ...(w('oob_ip') ? ipIds('oob_ip_id') : []),
    ].filter((id, i, all) => all.indexOf(id) === i)),
    w('cluster') ? nestedClusters(ctx, distinct(rows, 'cluster_id')) : none,
    w('virtual_chassis') ? nestedChassis(ctx, distinct(rows, 'virtual_chassis_id')) : none,
    w('tags') ? tagsOf(ctx, 'dcim.device', ids) : Promise.resolve(new Map<number, Obj[]>()),
    w('custom_fields') ? customFieldsOf(ctx, 'dcim.device') : Promise.resolve([]),
    w('config_context') ? checkConfigContexts(ctx) : Promise.resolve(),
    w('interface_count') ? countBy(db, 'dcim_interface', 'device_id', ids) : Promise.resolve(new Map<number, number>()),
  ]);
  const rel = (map: ReadonlyMap<number, Obj>, value: unknown) => (value === null || value === undefined ? null : (map.get(Number(value)) ?? null));

  if (rep.kind === 'brief') {
    return rows.map((r) => ({ id: Number(r.id), url: api(ctx, 'dcim/devices', r.id), display: displays.get(Number(r.id)), name: r.name, description: r.description }));
  }
  if (rep.kind === 'complete') {
    return rows.map((r) => {
      const id = Number(r.id);
      const local = json(r.local_context_data);
      return {
        id,
        url: api(ctx, 'dcim/devices', id),
        display_url: ui(ctx, 'dcim/devices', id),
        display: displays.get(id),
        name: r.name,
        device_type: rel(types, r.device_type_id),
        role: rel(roles, r.role_id),
        tenant: rel(tenants, r.tenant_id),
        platform: rel(platforms, r.platform_id),
        serial: r.serial,
        asset_tag: r.asset_tag,
        site: rel(sites, r.site_id),
        location: rel(locations, r.location_id),
        rack: rel(racks, r.rack_id),
        position: num(r.position),
        face: choice(DEVICE_FACE, r.face),
        latitude: num(r.latitude),
        longitude: num(r.longitude),
        parent_device: null,
        status: choice(DEVICE_STATUS, r.status),
        airflow: choice(DEVICE_AIRFLOW, r.airflow),
        primary_ip: rel(ips, primaryIpId(r)),
        primary_ip4: rel(ips, r.primary_ip4_id),
        primary_ip6: rel(ips, r.primary_ip6_id),
        oob_ip: rel(ips, r.oob_ip_id),
        cluster: rel(clusters, r.cluster_id),
        virtual_chassis: rel(chassis, r.virtual_chassis_id),
        vc_position: num(r.vc_position),
        vc_priority: num(r.vc_priority),
        description: r.description,
        comments: r.comments,
        config_context: configContext(local),
        local_context_data: local,
        tags: tags.get(id) ?? [],
        custom_fields: customFieldValues(fields, r.custom_field_data),
        created: datetime(r.created),
        last_updated: datetime(r.last_updated),
        interface_count: interfaceCounts.get(id) ?? 0,
      };
    });
  }
  const value = (name: string, r: Row, id: number): unknown => {
    switch (name) {
      case 'id': return id;
      case 'url': return api(ctx, 'dcim/devices', id);
      case 'display_url': return ui(ctx, 'dcim/devices', id);
      case 'display': return displays.get(id);
      case 'device_type': return rel(types, r.device_type_id);
      case 'role': return rel(roles, r.role_id);
      case 'tenant': return rel(tenants, r.tenant_id);
      case 'platform': return rel(platforms, r.platform_id);
      case 'site': return rel(sites, r.site_id);
      case 'location': return rel(locations, r.location_id);
      case 'rack': return rel(racks, r.rack_id);
      case 'position': case 'latitude': case 'longitude': case 'vc_position': case 'vc_priority': return num(r[name]);
      case 'face': return choice(DEVICE_FACE, r.face);
      case 'status': return choice(DEVICE_STATUS, r.status);
      case 'airflow': return choice(DEVICE_AIRFLOW, r.airflow);
      case 'parent_device': return null;
      case 'primary_ip': return rel(ips, primaryIpId(r));
      case 'primary_ip4': return rel(ips, r.primary_ip4_id);
      case 'primary_ip6': return rel(ips, r.primary_ip6_id);
      case 'oob_ip': return rel(ips, r.oob_ip_id);
      case 'cluster': return rel(clusters, r.cluster_id);
      case 'virtual_chassis': return rel(chassis, r.virtual_chassis_id);
      case 'config_context': return configContext(json(r.local_context_data));
      case 'local_context_data': return json(r.local_context_data);
      case 'tags': return tags.get(id) ?? [];
      case 'custom_fields': return customFieldValues(fields, r.custom_field_data);
      case 'created': case 'last_updated': return datetime(r[name]);
      case 'interface_count': return interfaceCounts.get(id) ?? 0;
      default: return r[name];
    }
  };
  const names = (rep as { names: readonly string[] }).names;
  return rows.map((r) => {
    const id = Number(r.id);
    const out: Obj = {};
    for (const name of names) out[name] = value(name, r, id);
    return out;
  });
}

const DEVICE_SEARCH = ['name', 'serial', 'asset_tag', 'description', 'comments'];

async function listDevices(ctx: Ctx, req: Req): Promise<Obj> {
  const { db } = ctx;
  const page = pageOf(req.params);
  const rep = representationOf(req.params, DEVICE_ORDER, true);
  const where: string[] = [];
  const params: unknown[] = [];
  for (const name of new Set(req.params.keys())) {
    if (RESERVED.has(name)) continue;
    const values = req.params.getAll(name);
    switch (name) {
      case 'q': {
        const term = (values[0] ?? '').trim();
        if (!term) break;
        const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const like = db.dialect === 'postgres' ? 'ILIKE' : 'LIKE';
        where.push(`(${DEVICE_SEARCH.map((c) => `${c} ${like} ? ESCAPE '\\'`).join(' OR ')})`);
        params.push(...DEVICE_SEARCH.map(() => pattern));
        break;
      }
      case 'site': {
        const [sql, p] = db.among('site_id', await idsBySlug(db, 'dcim_site', name, values));
        where.push(sql);
        params.push(...p);
        break;
      }
      case 'status': {
        const bad = values.find((v) => !DEVICE_STATUS.has(v));
        if (bad !== undefined) throw invalid(name, `Select a valid choice. ${bad} is not one of the available choices.`);
        const [sql, p] = db.among('status', values);
        where.push(sql);
        params.push(...p);
        break;
      }
      case 'tag': {
        const slugs = values.filter((v) => v !== '');
        if (!slugs.length) break;
        // Every tag named: the device carries each one.
        for (const tagId of await idsBySlug(db, 'extras_tag', name, slugs)) {
          where.push("id IN (SELECT object_id FROM extras_taggeditem WHERE object_type = 'dcim.device' AND tag_id = ?)");
          params.push(tagId);
        }
        break;
      }
      default:
        throw unsupported(`filter ${name}`);
    }
  }
  const whereSql = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  let count: number | null = null;
  if (!page.cursor) count = Number((await db.all(`SELECT COUNT(*) AS n FROM dcim_device${whereSql}`, params))[0]!.n);
  let rows: Row[] = [];
  if (page.cursor) {
    rows = await db.all(`SELECT ${deviceColumns(rep)} FROM dcim_device WHERE ${[...where, 'id >= ?'].join(' AND ')} ORDER BY id LIMIT ?`, [...params, page.start, page.limit]);
  } else if (count !== 0) {
    // Natural order, as the server sorts names (the hidden _name column).
    const name = db.dialect === 'postgres' ? '_name COLLATE "C"' : '_name';
    rows = await db.all(`SELECT ${deviceColumns(rep)} FROM dcim_device${whereSql} ORDER BY ${name} ASC NULLS LAST, id ASC LIMIT ? OFFSET ?`, [...params, page.limit, page.offset]);
  }
  return envelope(req, page, count, rows, await renderDevices(ctx, rows, rep));
}

// ---- cabling -------------------------------------------------------------------------------------------

/** A cable as cabled objects nest it (its brief form). */
function cableBrief(ctx: Ctx, r: Row): Obj {
  return { id: Number(r.id), url: api(ctx, 'dcim/cables', r.id), display: r.label || `#${r.id}`, label: r.label, description: r.description };
}

/** What a cabled object's ends show: the objects by "type:id", nested, with their own cables; one query per kind. */
async function cabledObjects(ctx: Ctx, refs: readonly string[]): Promise<Map<string, Obj>> {
  const byType = new Map<string, number[]>();
  for (const ref of new Set(refs)) {
    const [type, id] = ref.split(':') as [string, string];
    byType.set(type, [...(byType.get(type) ?? []), Number(id)]);
  }
  const out = new Map<string, Obj>();
  const components = async (type: string, table: string, path: string) => {
    const rows = await byIds(ctx.db, table, 'id, device_id, name, label, description, cable_id, mark_connected', byType.get(type) ?? []);
    const [devices, cables] = await Promise.all([nestedDevices(ctx, distinct(rows, 'device_id')), byIds(ctx.db, 'dcim_cable', 'id, label, description', distinct(rows, 'cable_id'))]);
    const briefs = new Map(cables.map((c) => [Number(c.id), cableBrief(ctx, c)]));
    for (const r of rows) {
      out.set(`${type}:${r.id}`, {
        id: Number(r.id), url: api(ctx, path, r.id), display: withSuffix(r.name, r.label), device: devices.get(Number(r.device_id)) ?? null,
        name: r.name, description: r.description, cable: r.cable_id === null ? null : briefs.get(Number(r.cable_id)) ?? null, _occupied: bool(r.mark_connected) || r.cable_id !== null,
      });
    }
  };
  await components('dcim.interface', 'dcim_interface', 'dcim/interfaces');
  await components('dcim.frontport', 'dcim_frontport', 'dcim/front-ports');
  const terms = await byIds(ctx.db, 'circuits_circuittermination', 'id, circuit_id, term_side, description, cable_id, mark_connected', byType.get('circuits.circuittermination') ?? []);
  if (terms.length) {
    const circuits = await byIds(ctx.db, 'circuits_circuit', 'id, cid, description, provider_id', distinct(terms, 'circuit_id'));
    const [providers, cables] = await Promise.all([
      byIds(ctx.db, 'circuits_provider', 'id, name, slug, description', distinct(circuits, 'provider_id')),
      byIds(ctx.db, 'dcim_cable', 'id, label, description', distinct(terms, 'cable_id')),
    ]);
    const provider = new Map(providers.map((p) => [Number(p.id), { id: Number(p.id), url: api(ctx, 'circuits/providers', p.id), display: p.name, name: p.name, slug: p.slug, description: p.description }]));
    const circuit = new Map(circuits.map((c) => [Number(c.id), { id: Number(c.id), url: api(ctx, 'circuits/circuits', c.id), display: c.cid, provider: provider.get(Number(c.provider_id)) ?? null, cid: c.cid, description: c.description }]));
    const briefs = new Map(cables.map((c) => [Number(c.id), cableBrief(ctx, c)]));
    for (const r of terms) {
      const c = circuit.get(Number(r.circuit_id));
      out.set(`circuits.circuittermination:${r.id}`, {
        id: Number(r.id), url: api(ctx, 'circuits/circuit-terminations', r.id), display: `${c?.cid ?? ''}: Termination ${r.term_side}`, circuit: c ?? null,
        term_side: r.term_side, description: r.description, cable: r.cable_id === null ? null : briefs.get(Number(r.cable_id)) ?? null, _occupied: bool(r.mark_connected) || r.cable_id !== null,
      });
    }
  }
  return out;
}

/** A cabled endpoint's cable, cable end, link peers, connected endpoints and occupancy, by id. */
async function cablingOf(ctx: Ctx, rows: readonly Row[]): Promise<Map<number, Obj>> {
  const out = new Map<number, Obj>();
  const cableIds = distinct(rows, 'cable_id');
  const pathIds = distinct(rows, '_path_id');
  const [cables, ends, paths] = await Promise.all([
    byIds(ctx.db, 'dcim_cable', 'id, label, description', cableIds),
    (async () => {
      if (!cableIds.length) return [] as Row[];
      const [where, params] = ctx.db.among('cable_id', cableIds);
      return ctx.db.all(`SELECT cable_id, cable_end, termination_type, termination_id FROM dcim_cabletermination WHERE ${where} ORDER BY cable_id, cable_end, connector, id`, params);
    })(),
    byIds(ctx.db, 'dcim_cablepath', 'id, path, is_complete, is_active', pathIds),
  ]);
  const path = new Map(paths.map((p) => {
    const hops = (typeof p.path === 'string' ? JSON.parse(p.path) : p.path) as string[][];
    return [Number(p.id), { far: bool(p.is_complete) ? hops.at(-1) ?? [] : [], reachable: bool(p.is_complete) && bool(p.is_active) }];
  }));
  const objects = await cabledObjects(ctx, [...ends.map((e) => `${e.termination_type}:${e.termination_id}`), ...[...path.values()].flatMap((p) => p.far)]);
  const briefs = new Map(cables.map((c) => [Number(c.id), cableBrief(ctx, c)]));
  for (const r of rows) {
    const peers = r.cable_id === null ? [] : ends.filter((e) => Number(e.cable_id) === Number(r.cable_id) && e.cable_end !== r.cable_end).map((e) => `${e.termination_type}:${e.termination_id}`);
    const reached = r._path_id === null ? undefined : path.get(Number(r._path_id));
    const far = reached?.far ?? [];
    out.set(Number(r.id), {
      cable: r.cable_id === null ? null : briefs.get(Number(r.cable_id)) ?? null,
      cable_end: r.cable_end ?? null,
      link_peers: peers.map((p) => objects.get(p)).filter((o) => o !== undefined),
      link_peers_type: peers.length ? peers[0]!.slice(0, peers[0]!.lastIndexOf(':')) : null,
      connected_endpoints: far.length ? far.map((p) => objects.get(p)).filter((o) => o !== undefined) : null,
      connected_endpoints_type: far.length ? far[0]!.slice(0, far[0]!.lastIndexOf(':')) : null,
      connected_endpoints_reachable: reached?.reachable ?? false,
      _occupied: bool(r.mark_connected) || r.cable_id !== null,
    });
  }
  return out;
}

// ---- interfaces ----------------------------------------------------------------------------------------

const INTERFACE_COLUMNS = 'id, device_id, name, label, type, enabled, parent_id, bridge_id, lag_id, mtu, speed, duplex, wwn, mgmt_only, description, mode, '
  + 'rf_role, rf_channel, poe_mode, poe_type, rf_channel_frequency, rf_channel_width, tx_power, primary_mac_address_id, untagged_vlan_id, qinq_svlan_id, '
  + 'vrf_id, mark_connected, cable_id, cable_end, _path_id, module_id, channels, channel_id, vlan_translation_policy_id, wireless_link_id, custom_field_data, created, last_updated';

/** Interfaces as parent, bridge, LAG and bridge members show them: id, url, display_url, display, device, name, _occupied. */
function shortInterfaces(ctx: Ctx, rows: readonly Row[], devices: ReadonlyMap<number, Obj>): Obj[] {
  // (Parents, bridges and LAGs are never cabled in the dataset: their _occupied is their mark.)
  return rows.map((r) => ({
    id: Number(r.id), url: api(ctx, 'dcim/interfaces', r.id), display_url: ui(ctx, 'dcim/interfaces', r.id), display: withSuffix(r.name, r.label),
    device: devices.get(Number(r.device_id)) ?? null, name: r.name, _occupied: Boolean(r.mark_connected),
  }));
}

async function renderInterfaces(ctx: Ctx, rows: readonly Row[]): Promise<Obj[]> {
  if (!rows.length) return [];
  const db = ctx.db;
  const ids = rows.map((r) => Number(r.id));
  const linkedIds = [...new Set([...distinct(rows, 'parent_id'), ...distinct(rows, 'bridge_id'), ...distinct(rows, 'lag_id')])];
  const short = 'id, device_id, name, label, mark_connected';
  if (rows.some((r) => r.module_id !== null)) throw unsupported('interfaces of modules');
  if (rows.some((r) => r.vlan_translation_policy_id !== null || r.wireless_link_id !== null)) throw unsupported('interfaces with VLAN translation or wireless links');
  const [bridged, linked, macs, assignedMacs, vlanLinks, vrfs, tags, fields, ipCounts, fhrpCounts, cabling, vdcLinks, lanLinks, l2vpnTerminations] = await Promise.all([
    (async () => {
      const [where, params] = db.among('bridge_id', ids);
      return db.all(`SELECT ${short}, bridge_id FROM dcim_interface WHERE ${where} ORDER BY id`, params);
    })(),
    byIds(db, 'dcim_interface', short, linkedIds),
    byIds(db, 'dcim_macaddress', 'id, mac_address, description', distinct(rows, 'primary_mac_address_id')),
    (async () => {
      const [where, params] = db.among('assigned_object_id', ids);
      return db.all(`SELECT id, mac_address, description, assigned_object_id FROM dcim_macaddress WHERE assigned_object_type = 'dcim.interface' AND ${where} ORDER BY id`, params);
    })(),
    (async () => {
      const [where, params] = db.among('interface_id', ids);
      return db.all(`SELECT interface_id, vlan_id FROM dcim_interface_tagged_vlans WHERE ${where} ORDER BY id`, params);
    })(),
    nestedVrfs(ctx, distinct(rows, 'vrf_id')),
    tagsOf(ctx, 'dcim.interface', ids),
    customFieldsOf(ctx, 'dcim.interface'),
    countBy(db, 'ipam_ipaddress', 'assigned_object_id', ids, "assigned_object_type = 'dcim.interface' AND "),
    countBy(db, 'ipam_fhrpgroupassignment', 'interface_id', ids, "interface_type = 'dcim.interface' AND "),
    cablingOf(ctx, rows),
    (async () => {
      const [where, params] = db.among('interface_id', ids);
      return db.all(`SELECT interface_id, virtualdevicecontext_id FROM dcim_interface_vdcs WHERE ${where} ORDER BY id`, params);
    })(),
    (async () => {
      const [where, params] = db.among('interface_id', ids);
      return db.all(`SELECT interface_id, wirelesslan_id FROM dcim_interface_wireless_lans WHERE ${where} ORDER BY id`, params);
    })(),
    (async () => {
      const [where, params] = db.among('assigned_object_id', ids);
      return db.all(`SELECT id, assigned_object_id, l2vpn_id FROM vpn_l2vpntermination WHERE assigned_object_type = 'dcim.interface' AND ${where} ORDER BY id`, params);
    })(),
  ]);
  if (vdcLinks.length) throw unsupported('interfaces of virtual device contexts');
  if (lanLinks.length || l2vpnTerminations.length) throw unsupported('interfaces on wireless LANs or L2VPNs');
  const [devices, vlans] = await Promise.all([
    nestedDevices(ctx, [...new Set([...distinct(rows, 'device_id'), ...distinct(linked, 'device_id'), ...distinct(bridged, 'device_id')])]),
    nestedVlans(ctx, [...new Set([...distinct(rows, 'untagged_vlan_id'), ...distinct(rows, 'qinq_svlan_id'), ...distinct(vlanLinks, 'vlan_id')])]),
  ]);
  const linkedById = new Map(shortInterfaces(ctx, linked, devices).map((o) => [o.id as number, o]));
  const members = new Map<number, Obj[]>();
  shortInterfaces(ctx, bridged, devices).forEach((o, i) => {
    const owner = Number(bridged[i]!.bridge_id);
    members.set(owner, [...(members.get(owner) ?? []), o]);
  });
  const macById = new Map(macs.map((r) => [Number(r.id), r]));
  const macsOf = new Map<number, Obj[]>();
  for (const r of assignedMacs) macsOf.set(Number(r.assigned_object_id), [...(macsOf.get(Number(r.assigned_object_id)) ?? []), macObject(ctx, r)]);
  const tagged = new Map<number, Obj[]>();
  for (const l of vlanLinks) {
    const vlan = vlans.get(Number(l.vlan_id));
    if (vlan) tagged.set(Number(l.interface_id), [...(tagged.get(Number(l.interface_id)) ?? []), vlan]);
  }
  const rel = (map: ReadonlyMap<number, Obj>, value: unknown) => (value === null || value === undefined ? null : (map.get(Number(value)) ?? null));
  return rows.map((r) => {
    const id = Number(r.id);
    const mac = r.primary_mac_address_id === null ? undefined : macById.get(Number(r.primary_mac_address_id));
    const cabled = cabling.get(id)!;
    return {
      id,
      url: api(ctx, 'dcim/interfaces', id),
      display_url: ui(ctx, 'dcim/interfaces', id),
      display: withSuffix(r.name, r.label),
      device: rel(devices, r.device_id),
      vdcs: [],
      module: null,
      name: r.name,
      label: r.label,
      type: choice(INTERFACE_TYPE, r.type),
      channels: num(r.channels),
      channel_id: num(r.channel_id),
      enabled: bool(r.enabled),
      parent: rel(linkedById, r.parent_id),
      bridge: rel(linkedById, r.bridge_id),
      bridge_interfaces: members.get(id) ?? [],
      lag: rel(linkedById, r.lag_id),
      mtu: num(r.mtu),
      mac_address: mac ? (shown(mac.mac_address) ?? null) : null,
      primary_mac_address: mac ? macObject(ctx, mac) : null,
      mac_addresses: macsOf.get(id) ?? [],
      speed: num(r.speed),
      duplex: choice(INTERFACE_DUPLEX, r.duplex),
      wwn: r.wwn,
      mgmt_only: bool(r.mgmt_only),
      description: r.description,
      mode: choice(INTERFACE_MODE, r.mode),
      rf_role: choice(WIRELESS_ROLE, r.rf_role),
      rf_channel: choice(WIRELESS_CHANNEL, r.rf_channel),
      poe_mode: choice(POE_MODE, r.poe_mode),
      poe_type: choice(POE_TYPE, r.poe_type),
      rf_channel_frequency: num(r.rf_channel_frequency),
      rf_channel_width: num(r.rf_channel_width),
      tx_power: num(r.tx_power),
      untagged_vlan: rel(vlans, r.untagged_vlan_id),
      tagged_vlans: tagged.get(id) ?? [],
      qinq_svlan: rel(vlans, r.qinq_svlan_id),
      vlan_translation_policy: null,
      mark_connected: bool(r.mark_connected),
      cable: cabled.cable,
      cable_end: cabled.cable_end,
      wireless_link: null,
      link_peers: cabled.link_peers,
      link_peers_type: cabled.link_peers_type,
      wireless_lans: [],
      vrf: rel(vrfs, r.vrf_id),
      l2vpn_termination: null,
      connected_endpoints: cabled.connected_endpoints,
      connected_endpoints_type: cabled.connected_endpoints_type,
      connected_endpoints_reachable: cabled.connected_endpoints_reachable,
      tags: tags.get(id) ?? [],
      custom_fields: customFieldValues(fields, r.custom_field_data),
      created: datetime(r.created),
      last_updated: datetime(r.last_updated),
      count_ipaddresses: ipCounts.get(id) ?? 0,
      count_fhrp_groups: fhrpCounts.get(id) ?? 0,
      _occupied: cabled._occupied,
    };
  });
}

async function listInterfaces(ctx: Ctx, req: Req): Promise<Obj> {
  const { db } = ctx;
  const page = pageOf(req.params);
  representationOf(req.params, [], false);
  const where: string[] = [];
  const params: unknown[] = [];
  for (const name of new Set(req.params.keys())) {
    if (RESERVED.has(name)) continue;
    const values = req.params.getAll(name);
    if (name !== 'device_id') throw unsupported(`filter ${name}`);
    const bad = values.filter((v) => !/^\s*\d+\s*$/.test(v));
    if (bad.length) throw invalid(name, `“${bad[0]}” is not a valid value.`);
    // The devices must exist (the server's 400), then their interfaces.
    const wanted = values.map(Number);
    const found = new Set((await byIds(db, 'dcim_device', 'id', wanted)).map((r) => Number(r.id)));
    const missing = values.find((v) => !found.has(Number(v)));
    if (missing !== undefined) throw invalid(name, `Select a valid choice. ${missing} is not one of the available choices.`);
    const [sql, p] = db.among('i.device_id', [...found]);
    where.push(sql);
    params.push(...p);
  }
  const whereSql = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  let count: number | null = null;
  if (!page.cursor) count = Number((await db.all(`SELECT COUNT(*) AS n FROM dcim_interface i${whereSql}`, params))[0]!.n);
  const columns = INTERFACE_COLUMNS.split(', ').map((c) => `i.${c}`).join(', ');
  let rows: Row[] = [];
  if (page.cursor) {
    rows = await db.all(`SELECT ${columns} FROM dcim_interface i WHERE ${[...where, 'i.id >= ?'].join(' AND ')} ORDER BY i.id LIMIT ?`, [...params, page.start, page.limit]);
  } else if (count !== 0) {
    // Ordered by device (its name), then the natural name key, then id.
    const collate = db.dialect === 'postgres' ? ' COLLATE "C"' : '';
    rows = await db.all(
      `SELECT ${columns} FROM dcim_interface i JOIN dcim_device d ON d.id = i.device_id${whereSql}
       ORDER BY d._name${collate} ASC NULLS LAST, i._name${collate} ASC, i.id ASC LIMIT ? OFFSET ?`, [...params, page.limit, page.offset]);
  }
  return envelope(req, page, count, rows, await renderInterfaces(ctx, rows));
}

// ---- IP addresses --------------------------------------------------------------------------------------

const IP_COLUMNS = 'id, family, address, vrf_id, tenant_id, status, role, assigned_object_type, assigned_object_id, nat_inside_id, dns_name, description, '
  + 'comments, custom_field_data, created, last_updated';

/** What IP addresses are assigned to: interfaces (with their device) and VM interfaces (with their VM), nested. */
async function assignedObjects(ctx: Ctx, rows: readonly Row[]): Promise<Map<string, Obj>> {
  const out = new Map<string, Obj>();
  const idsOf = (type: string) => distinct(rows.filter((r) => r.assigned_object_type === type), 'assigned_object_id');
  const [interfaces, vmInterfaces] = await Promise.all([
    byIds(ctx.db, 'dcim_interface', 'id, device_id, name, label, description, mark_connected', idsOf('dcim.interface')),
    byIds(ctx.db, 'virtualization_vminterface', 'id, virtual_machine_id, name, description', idsOf('virtualization.vminterface')),
  ]);
  const [devices, machines] = await Promise.all([
    nestedDevices(ctx, distinct(interfaces, 'device_id')),
    byIds(ctx.db, 'virtualization_virtualmachine', 'id, name, description', distinct(vmInterfaces, 'virtual_machine_id')),
  ]);
  for (const r of interfaces) {
    out.set(`dcim.interface:${Number(r.id)}`, {
      id: Number(r.id), url: api(ctx, 'dcim/interfaces', r.id), display: withSuffix(r.name, r.label), device: devices.get(Number(r.device_id)) ?? null,
      name: r.name, description: r.description, cable: null, _occupied: Boolean(r.mark_connected),
    });
  }
  const vms = new Map(machines.map((r) => [Number(r.id), {
    id: Number(r.id), url: api(ctx, 'virtualization/virtual-machines', r.id), display: r.name || '', name: r.name, description: r.description,
  }]));
  for (const r of vmInterfaces) {
    out.set(`virtualization.vminterface:${Number(r.id)}`, {
      id: Number(r.id), url: api(ctx, 'virtualization/interfaces', r.id), display: r.name || '', virtual_machine: vms.get(Number(r.virtual_machine_id)) ?? null,
      name: r.name, description: r.description,
    });
  }
  return out;
}

async function renderIpAddresses(ctx: Ctx, rows: readonly Row[]): Promise<Obj[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => Number(r.id));
  const [vrfs, tenants, assigned, inside, outside, tags, fields] = await Promise.all([
    nestedVrfs(ctx, distinct(rows, 'vrf_id')),
    nestedTenants(ctx, distinct(rows, 'tenant_id')),
    assignedObjects(ctx, rows),
    natInside(ctx, distinct(rows, 'nat_inside_id')),
    natOutside(ctx, ids),
    tagsOf(ctx, 'ipam.ipaddress', ids),
    customFieldsOf(ctx, 'ipam.ipaddress'),
  ]);
  const rel = (map: ReadonlyMap<number, Obj>, value: unknown) => (value === null || value === undefined ? null : (map.get(Number(value)) ?? null));
  return rows.map((r) => {
    const id = Number(r.id);
    return {
      id,
      url: api(ctx, 'ipam/ip-addresses', id),
      display_url: ui(ctx, 'ipam/ip-addresses', id),
      display: r.address || '',
      family: choice(IP_FAMILY, r.family),
      address: r.address,
      vrf: rel(vrfs, r.vrf_id),
      tenant: rel(tenants, r.tenant_id),
      status: choice(IP_STATUS, r.status),
      role: choice(IP_ROLE, r.role),
      assigned_object_type: r.assigned_object_type,
      assigned_object_id: num(r.assigned_object_id),
      assigned_object: r.assigned_object_type ? (assigned.get(`${r.assigned_object_type}:${Number(r.assigned_object_id)}`) ?? null) : null,
      nat_inside: rel(inside, r.nat_inside_id),
      nat_outside: outside.get(id) ?? [],
      dns_name: r.dns_name,
      description: r.description,
      comments: r.comments,
      tags: tags.get(id) ?? [],
      custom_fields: customFieldValues(fields, r.custom_field_data),
      created: datetime(r.created),
      last_updated: datetime(r.last_updated),
    };
  });
}

async function listIpAddresses(ctx: Ctx, req: Req): Promise<Obj> {
  const { db } = ctx;
  const page = pageOf(req.params);
  representationOf(req.params, [], false);
  const where: string[] = [];
  const params: unknown[] = [];
  for (const name of new Set(req.params.keys())) {
    if (RESERVED.has(name)) continue;
    if (name !== 'parent') throw unsupported(`filter ${name}`);
    // Inside (or equal to) any of the networks, on the stored hex range columns.
    const ranges = req.params.getAll(name).map(networkRange).filter((r): r is [string, string] => r !== null);
    if (!ranges.length) where.push('1 = 0');
    else where.push(`(${ranges.map(() => '(_address_start >= ? AND _address_end <= ?)').join(' OR ')})`);
    for (const [start, end] of ranges) params.push(start, end);
  }
  const whereSql = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  let count: number | null = null;
  if (!page.cursor) count = Number((await db.all(`SELECT COUNT(*) AS n FROM ipam_ipaddress${whereSql}`, params))[0]!.n);
  let rows: Row[] = [];
  if (page.cursor) {
    rows = await db.all(`SELECT ${IP_COLUMNS} FROM ipam_ipaddress WHERE ${[...where, 'id >= ?'].join(' AND ')} ORDER BY id LIMIT ?`, [...params, page.start, page.limit]);
  } else if (count !== 0) {
    rows = await db.all(`SELECT ${IP_COLUMNS} FROM ipam_ipaddress${whereSql} ORDER BY _address_key ASC, id ASC LIMIT ? OFFSET ?`, [...params, page.limit, page.offset]);
  }
  return envelope(req, page, count, rows, await renderIpAddresses(ctx, rows));
}

// ---- routes --------------------------------------------------------------------------------------------

interface Endpoint {
  readonly table: string;
  readonly columns: (params: URLSearchParams) => string;
  readonly className: string;
  list(ctx: Ctx, req: Req): Promise<Obj>;
  render(ctx: Ctx, rows: readonly Row[], params: URLSearchParams): Promise<Obj[]>;
}

const ENDPOINTS: Readonly<Record<string, Endpoint>> = {
  'dcim/devices': {
    table: 'dcim_device', className: 'Device', list: listDevices,
    columns: (params) => deviceColumns(representationOf(params, DEVICE_ORDER, true)),
    render: (ctx, rows, params) => renderDevices(ctx, rows, representationOf(params, DEVICE_ORDER, true)),
  },
  'dcim/interfaces': {
    table: 'dcim_interface', className: 'Interface', list: listInterfaces, columns: () => INTERFACE_COLUMNS,
    render(ctx, rows, params) {
      representationOf(params, [], false);
      return renderInterfaces(ctx, rows);
    },
  },
  'ipam/ip-addresses': {
    table: 'ipam_ipaddress', className: 'IPAddress', list: listIpAddresses, columns: () => IP_COLUMNS,
    render(ctx, rows, params) {
      representationOf(params, [], false);
      return renderIpAddresses(ctx, rows);
    },
  },
};

/** W/"<last_updated as Python's isoformat>", as the server's detail views send it. */
function etag(row: Row): string | null {
  const value = datetime(row.last_updated ?? row.created);
  if (value === null) return null;
  return `W/"${value.replace(/Z$/, '+00:00')}"`;
}

async function handle(db: Db, request: IncomingMessage): Promise<{ status: number; body: unknown; headers?: Record<string, string> }> {
  const url = request.url ?? '/';
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const base = `http://${request.headers.host ?? `${request.socket.localAddress}:${request.socket.localPort}`}`;
  const req: Req = { base, path, params: new URLSearchParams(mark < 0 ? '' : url.slice(mark + 1)) };
  const ctx: Ctx = { db, base };
  const match = /^\/api\/([a-z]+\/[a-z-]+)\/(?:(\d+)\/)?$/.exec(path);
  const endpoint = match ? ENDPOINTS[match[1]!] : undefined;
  if (request.method !== 'GET' || !match || !endpoint) throw unsupported(`${request.method} ${path}`);
  if (match[2] === undefined) return { status: 200, body: await endpoint.list(ctx, req) };
  const row = (await db.all(`SELECT ${endpoint.columns(req.params)}, last_updated, created FROM ${endpoint.table} WHERE id = ?`, [Number(match[2])]))[0];
  if (!row) throw new HttpError(404, { detail: `No ${endpoint.className} matches the given query.` });
  const [object] = await endpoint.render(ctx, [row], req.params);
  const tag = etag(row);
  return { status: 200, body: object, ...(tag ? { headers: { ETag: tag } } : {}) };
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

export async function startRawBaseline(url: string, port: number, host = '127.0.0.1'): Promise<{ port: number; close(): Promise<void> }> {
  const db = openDb(url);
  const server = createServer((request, res) => {
    handle(db, request).then(
      (answer) => send(res, answer.status, answer.body, answer.headers),
      (error: unknown) => {
        if (error instanceof HttpError) send(res, error.status, error.body);
        else {
          console.error(error);
          send(res, 500, { detail: String(error) });
        }
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    },
  };
}

// ---- choice labels (schema/choices/, as the server shows them) -----------------------------------------
const DEVICE_FACE = labels([['front','Front'], ['rear','Rear']]);
const DEVICE_STATUS = labels([['offline','Offline'], ['active','Active'], ['planned','Planned'], ['staged','Staged'], ['failed','Failed'],
  ['inventory','Inventory'], ['decommissioning','Decommissioning']]);
const DEVICE_AIRFLOW = labels([['front-to-rear','Front to rear'], ['rear-to-front','Rear to front'], ['left-to-right','Left to right'],
  ['right-to-left','Right to left'], ['side-to-rear','Side to rear'], ['rear-to-side','Rear to side'], ['bottom-to-top','Bottom to top'],
  ['top-to-bottom','Top to bottom'], ['passive','Passive'], ['mixed','Mixed']]);
const INTERFACE_TYPE = labels([['virtual','Virtual'], ['bridge','Bridge'], ['lag','Link Aggregation Group (LAG)'],
  ['100base-fx','100BASE-FX (10/100ME)'], ['100base-lfx','100BASE-LFX (10/100ME)'], ['100base-tx','100BASE-TX (10/100ME)'],
  ['100base-t1','100BASE-T1 (10/100ME)'], ['1000base-bx10-d','1000BASE-BX10-D (1GE BiDi Down)'], ['1000base-bx10-u','1000BASE-BX10-U (1GE BiDi Up)'],
  ['1000base-cwdm','1000BASE-CWDM (1GE)'], ['1000base-cx','1000BASE-CX (1GE DAC)'], ['1000base-dwdm','1000BASE-DWDM (1GE)'],
  ['1000base-ex','1000BASE-EX (1GE)'], ['1000base-lsx','1000BASE-LSX (1GE)'], ['1000base-lx','1000BASE-LX (1GE)'],
  ['1000base-lx10','1000BASE-LX10/LH (1GE)'], ['1000base-sx','1000BASE-SX (1GE)'], ['1000base-t','1000BASE-T (1GE)'],
  ['1000base-tx','1000BASE-TX (1GE)'], ['1000base-zx','1000BASE-ZX (1GE)'], ['2.5gbase-t','2.5GBASE-T (2.5GE)'], ['5gbase-t','5GBASE-T (5GE)'],
  ['10gbase-br-d','10GBASE-BR-D (10GE BiDi Down)'], ['10gbase-br-u','10GBASE-BR-U (10GE BiDi Up)'],
  ['10gbase-cu','10GBASE-CU (10GE DAC Passive Twinax)'], ['10gbase-cx4','10GBASE-CX4 (10GE DAC)'], ['10gbase-er','10GBASE-ER (10GE)'],
  ['10gbase-lr','10GBASE-LR (10GE)'], ['10gbase-lrm','10GBASE-LRM (10GE)'], ['10gbase-lx4','10GBASE-LX4 (10GE)'], ['10gbase-sr','10GBASE-SR (10GE)'],
  ['10gbase-t','10GBASE-T (10GE)'], ['10gbase-zr','10GBASE-ZR (10GE)'], ['25gbase-cr','25GBASE-CR (25GE DAC)'], ['25gbase-er','25GBASE-ER (25GE)'],
  ['25gbase-lr','25GBASE-LR (25GE)'], ['25gbase-sr','25GBASE-SR (25GE)'], ['25gbase-t','25GBASE-T (25GE)'], ['40gbase-cr4','40GBASE-CR4 (40GE DAC)'],
  ['40gbase-er4','40GBASE-ER4 (40GE)'], ['40gbase-fr4','40GBASE-FR4 (40GE)'], ['40gbase-lr4','40GBASE-LR4 (40GE)'],
  ['40gbase-sr4','40GBASE-SR4 (40GE)'], ['40gbase-sr4-bd','40GBASE-SR4 (40GE BiDi)'], ['50gbase-cr','50GBASE-CR (50GE DAC)'],
  ['50gbase-er','50GBASE-ER (50GE)'], ['50gbase-fr','50GBASE-FR (50GE)'], ['50gbase-lr','50GBASE-LR (50GE)'], ['50gbase-sr','50GBASE-SR (50GE)'],
  ['100gbase-cr1','100GBASE-CR1 (100GE DAC)'], ['100gbase-cr2','100GBASE-CR2 (100GE DAC)'], ['100gbase-cr4','100GBASE-CR4 (100GE DAC)'],
  ['100gbase-cr10','100GBASE-CR10 (100GE DAC)'], ['100gbase-cwdm4','100GBASE-CWDM4 (100GE)'], ['100gbase-dr','100GBASE-DR (100GE)'],
  ['100gbase-er4','100GBASE-ER4 (100GE)'], ['100gbase-fr1','100GBASE-FR1 (100GE)'], ['100gbase-lr1','100GBASE-LR1 (100GE)'],
  ['100gbase-lr4','100GBASE-LR4 (100GE)'], ['100gbase-sr1','100GBASE-SR1 (100GE)'], ['100gbase-sr1.2','100GBASE-SR1.2 (100GE BiDi)'],
  ['100gbase-sr2','100GBASE-SR2 (100GE)'], ['100gbase-sr4','100GBASE-SR4 (100GE)'], ['100gbase-sr10','100GBASE-SR10 (100GE)'],
  ['100gbase-zr','100GBASE-ZR (100GE)'], ['200gbase-cr2','200GBASE-CR2 (200GE)'], ['200gbase-cr4','200GBASE-CR4 (200GE)'],
  ['200gbase-dr4','200GBASE-DR4 (200GE)'], ['200gbase-er4','200GBASE-ER4 (200GE)'], ['200gbase-fr4','200GBASE-FR4 (200GE)'],
  ['200gbase-lr4','200GBASE-LR4 (200GE)'], ['200gbase-sr2','200GBASE-SR2 (200GE)'], ['200gbase-sr4','200GBASE-SR4 (200GE)'],
  ['200gbase-vr2','200GBASE-VR2 (200GE)'], ['400gbase-cr4','400GBASE-CR4 (400GE)'], ['400gbase-dr4','400GBASE-DR4 (400GE)'],
  ['400gbase-er8','400GBASE-ER8 (400GE)'], ['400gbase-fr4','400GBASE-FR4 (400GE)'], ['400gbase-fr8','400GBASE-FR8 (400GE)'],
  ['400gbase-lr4','400GBASE-LR4 (400GE)'], ['400gbase-lr8','400GBASE-LR8 (400GE)'], ['400gbase-sr4','400GBASE-SR4 (400GE)'],
  ['400gbase-sr4_2','400GBASE-SR4.2 (400GE BiDi)'], ['400gbase-sr8','400GBASE-SR8 (400GE)'], ['400gbase-sr16','400GBASE-SR16 (400GE)'],
  ['400gbase-vr4','400GBASE-VR4 (400GE)'], ['400gbase-zr','400GBASE-ZR (400GE)'], ['800gbase-cr8','800GBASE-CR8 (800GE)'],
  ['800gbase-dr8','800GBASE-DR8 (800GE)'], ['800gbase-sr8','800GBASE-SR8 (800GE)'], ['800gbase-vr8','800GBASE-VR8 (800GE)'],
  ['1.6tbase-cr8','1.6TBASE-CR8 (1.6TE)'], ['1.6tbase-dr8','1.6TBASE-DR8 (1.6TE)'], ['1.6tbase-dr8-2','1.6TBASE-DR8-2 (1.6TE)'],
  ['100base-x-sfp','SFP (100ME)'], ['1000base-x-gbic','GBIC (1GE)'], ['1000base-x-sfp','SFP (1GE)'], ['2.5gbase-x-sfp','SFP (2.5GE)'],
  ['10gbase-x-sfpp','SFP+ (10GE)'], ['10gbase-x-xenpak','XENPAK (10GE)'], ['10gbase-x-xfp','XFP (10GE)'], ['10gbase-x-x2','X2 (10GE)'],
  ['25gbase-x-sfp28','SFP28 (25GE)'], ['40gbase-x-qsfpp','QSFP+ (40GE)'], ['50gbase-x-sfp28','QSFP28 (50GE)'], ['50gbase-x-sfp56','SFP56 (50GE)'],
  ['100gbase-x-cfp','CFP (100GE)'], ['100gbase-x-cfp2','CFP2 (100GE)'], ['100gbase-x-cfp4','CFP4 (100GE)'], ['100gbase-x-cxp','CXP (100GE)'],
  ['100gbase-x-cpak','Cisco CPAK (100GE)'], ['100gbase-x-dsfp','DSFP (100GE)'], ['100gbase-x-qsfp28','QSFP28 (100GE)'],
  ['100gbase-x-qsfpdd','QSFP-DD (100GE)'], ['100gbase-x-sfpdd','SFP-DD (100GE)'], ['200gbase-x-cfp2','CFP2 (200GE)'],
  ['200gbase-x-qsfp56','QSFP56 (200GE)'], ['200gbase-x-qsfpdd','QSFP-DD (200GE)'], ['400gbase-x-qsfp112','QSFP112 (400GE)'],
  ['400gbase-x-qsfpdd','QSFP-DD (400GE)'], ['400gbase-x-cdfp','CDFP (400GE)'], ['400gbase-x-cfp2','CFP2 (400GE)'],
  ['400gbase-x-cfp8','CPF8 (400GE)'], ['400gbase-x-osfp','OSFP (400GE)'], ['400gbase-x-osfp-rhs','OSFP-RHS (400GE)'],
  ['800gbase-x-osfp','OSFP (800GE)'], ['800gbase-x-qsfpdd','QSFP-DD (800GE)'], ['1.6tbase-x-osfp1600','OSFP1600 (1.6TE)'],
  ['1.6tbase-x-osfp1600-rhs','OSFP1600-RHS (1.6TE)'], ['1.6tbase-x-qsfpdd1600','QSFP-DD1600 (1.6TE)'], ['1000base-kx','1000BASE-KX (1GE)'],
  ['2.5gbase-kx','2.5GBASE-KX (2.5GE)'], ['5gbase-kr','5GBASE-KR (5GE)'], ['10gbase-kr','10GBASE-KR (10GE)'], ['10gbase-kx4','10GBASE-KX4 (10GE)'],
  ['25gbase-kr','25GBASE-KR (25GE)'], ['40gbase-kr4','40GBASE-KR4 (40GE)'], ['50gbase-kr','50GBASE-KR (50GE)'],
  ['100gbase-kp4','100GBASE-KP4 (100GE)'], ['100gbase-kr2','100GBASE-KR2 (100GE)'], ['100gbase-kr4','100GBASE-KR4 (100GE)'],
  ['1.6tbase-kr8','1.6TBASE-KR8 (1.6TE)'], ['ieee802.11a','IEEE 802.11a'], ['ieee802.11g','IEEE 802.11b/g'],
  ['ieee802.11n','IEEE 802.11n (Wi-Fi 4)'], ['ieee802.11ac','IEEE 802.11ac (Wi-Fi 5)'], ['ieee802.11ad','IEEE 802.11ad (WiGig)'],
  ['ieee802.11ax','IEEE 802.11ax (Wi-Fi 6)'], ['ieee802.11ay','IEEE 802.11ay (WiGig)'], ['ieee802.11be','IEEE 802.11be (Wi-Fi 7)'],
  ['ieee802.15.1','IEEE 802.15.1 (Bluetooth)'], ['ieee802.15.4','IEEE 802.15.4 (LR-WPAN)'], ['other-wireless','Other (Wireless)'], ['gsm','GSM'],
  ['cdma','CDMA'], ['lte','LTE'], ['4g','4G'], ['5g','5G'], ['sonet-oc3','OC-3/STM-1'], ['sonet-oc12','OC-12/STM-4'], ['sonet-oc48','OC-48/STM-16'],
  ['sonet-oc192','OC-192/STM-64'], ['sonet-oc768','OC-768/STM-256'], ['sonet-oc1920','OC-1920/STM-640'], ['sonet-oc3840','OC-3840/STM-1234'],
  ['1gfc-sfp','SFP (1GFC)'], ['2gfc-sfp','SFP (2GFC)'], ['4gfc-sfp','SFP (4GFC)'], ['8gfc-sfpp','SFP+ (8GFC)'], ['16gfc-sfpp','SFP+ (16GFC)'],
  ['32gfc-sfp28','SFP28 (32GFC)'], ['32gfc-sfpp','SFP+ (32GFC)'], ['64gfc-qsfpp','QSFP+ (64GFC)'], ['64gfc-sfpdd','SFP-DD (64GFC)'],
  ['64gfc-sfpp','SFP+ (64GFC)'], ['128gfc-qsfp28','QSFP28 (128GFC)'], ['infiniband-sdr','SDR (2 Gbps)'], ['infiniband-ddr','DDR (4 Gbps)'],
  ['infiniband-qdr','QDR (8 Gbps)'], ['infiniband-fdr10','FDR10 (10 Gbps)'], ['infiniband-fdr','FDR (13.5 Gbps)'],
  ['infiniband-edr','EDR (25 Gbps)'], ['infiniband-hdr','HDR (50 Gbps)'], ['infiniband-ndr','NDR (100 Gbps)'], ['infiniband-xdr','XDR (250 Gbps)'],
  ['t1','T1 (1.544 Mbps)'], ['e1','E1 (2.048 Mbps)'], ['t3','T3 (45 Mbps)'], ['e3','E3 (34 Mbps)'], ['xdsl','xDSL'], ['docsis','DOCSIS'],
  ['moca','MoCA'], ['bpon','BPON (622 Mbps / 155 Mbps)'], ['epon','EPON (1 Gbps)'], ['10g-epon','10G-EPON (10 Gbps)'],
  ['gpon','GPON (2.5 Gbps / 1.25 Gbps)'], ['xg-pon','XG-PON (10 Gbps / 2.5 Gbps)'], ['xgs-pon','XGS-PON (10 Gbps)'],
  ['ng-pon2','NG-PON2 (TWDM-PON) (4x10 Gbps)'], ['25g-pon','25G-PON (25 Gbps)'], ['50g-pon','50G-PON (50 Gbps)'],
  ['cisco-stackwise','Cisco StackWise'], ['cisco-stackwise-plus','Cisco StackWise Plus'], ['cisco-flexstack','Cisco FlexStack'],
  ['cisco-flexstack-plus','Cisco FlexStack Plus'], ['cisco-stackwise-80','Cisco StackWise-80'], ['cisco-stackwise-160','Cisco StackWise-160'],
  ['cisco-stackwise-320','Cisco StackWise-320'], ['cisco-stackwise-480','Cisco StackWise-480'], ['cisco-stackwise-1t','Cisco StackWise-1T'],
  ['juniper-vcp','Juniper VCP'], ['extreme-summitstack','Extreme SummitStack'], ['extreme-summitstack-128','Extreme SummitStack-128'],
  ['extreme-summitstack-256','Extreme SummitStack-256'], ['extreme-summitstack-512','Extreme SummitStack-512'], ['other','Other']]);
const INTERFACE_DUPLEX = labels([['half','Half'], ['full','Full'], ['auto','Auto']]);
const INTERFACE_MODE = labels([['access','Access'], ['tagged','Tagged'], ['tagged-all','Tagged (All)'], ['q-in-q','Q-in-Q (802.1ad)']]);
const WIRELESS_ROLE = labels([['ap','Access point'], ['station','Station']]);
const WIRELESS_CHANNEL = labels([['2.4g-1-2412-22','1 (2412 MHz)'], ['2.4g-2-2417-22','2 (2417 MHz)'], ['2.4g-3-2422-22','3 (2422 MHz)'],
  ['2.4g-4-2427-22','4 (2427 MHz)'], ['2.4g-5-2432-22','5 (2432 MHz)'], ['2.4g-6-2437-22','6 (2437 MHz)'], ['2.4g-7-2442-22','7 (2442 MHz)'],
  ['2.4g-8-2447-22','8 (2447 MHz)'], ['2.4g-9-2452-22','9 (2452 MHz)'], ['2.4g-10-2457-22','10 (2457 MHz)'], ['2.4g-11-2462-22','11 (2462 MHz)'],
  ['2.4g-12-2467-22','12 (2467 MHz)'], ['2.4g-13-2472-22','13 (2472 MHz)'], ['5g-32-5160-20','32 (5160/20 MHz)'],
  ['5g-34-5170-40','34 (5170/40 MHz)'], ['5g-36-5180-20','36 (5180/20 MHz)'], ['5g-38-5190-40','38 (5190/40 MHz)'],
  ['5g-40-5200-20','40 (5200/20 MHz)'], ['5g-42-5210-80','42 (5210/80 MHz)'], ['5g-44-5220-20','44 (5220/20 MHz)'],
  ['5g-46-5230-40','46 (5230/40 MHz)'], ['5g-48-5240-20','48 (5240/20 MHz)'], ['5g-50-5250-160','50 (5250/160 MHz)'],
  ['5g-52-5260-20','52 (5260/20 MHz)'], ['5g-54-5270-40','54 (5270/40 MHz)'], ['5g-56-5280-20','56 (5280/20 MHz)'],
  ['5g-58-5290-80','58 (5290/80 MHz)'], ['5g-60-5300-20','60 (5300/20 MHz)'], ['5g-62-5310-40','62 (5310/40 MHz)'],
  ['5g-64-5320-20','64 (5320/20 MHz)'], ['5g-100-5500-20','100 (5500/20 MHz)'], ['5g-102-5510-40','102 (5510/40 MHz)'],
  ['5g-104-5520-20','104 (5520/20 MHz)'], ['5g-106-5530-80','106 (5530/80 MHz)'], ['5g-108-5540-20','108 (5540/20 MHz)'],
  ['5g-110-5550-40','110 (5550/40 MHz)'], ['5g-112-5560-20','112 (5560/20 MHz)'], ['5g-114-5570-160','114 (5570/160 MHz)'],
  ['5g-116-5580-20','116 (5580/20 MHz)'], ['5g-118-5590-40','118 (5590/40 MHz)'], ['5g-120-5600-20','120 (5600/20 MHz)'],
  ['5g-122-5610-80','122 (5610/80 MHz)'], ['5g-124-5620-20','124 (5620/20 MHz)'], ['5g-126-5630-40','126 (5630/40 MHz)'],
  ['5g-128-5640-20','128 (5640/20 MHz)'], ['5g-132-5660-20','132 (5660/20 MHz)'], ['5g-134-5670-40','134 (5670/40 MHz)'],
  ['5g-136-5680-20','136 (5680/20 MHz)'], ['5g-138-5690-80','138 (5690/80 MHz)'], ['5g-140-5700-20','140 (5700/20 MHz)'],
  ['5g-142-5710-40','142 (5710/40 MHz)'], ['5g-144-5720-20','144 (5720/20 MHz)'], ['5g-149-5745-20','149 (5745/20 MHz)'],
  ['5g-151-5755-40','151 (5755/40 MHz)'], ['5g-153-5765-20','153 (5765/20 MHz)'], ['5g-155-5775-80','155 (5775/80 MHz)'],
  ['5g-157-5785-20','157 (5785/20 MHz)'], ['5g-159-5795-40','159 (5795/40 MHz)'], ['5g-161-5805-20','161 (5805/20 MHz)'],
  ['5g-163-5815-160','163 (5815/160 MHz)'], ['5g-165-5825-20','165 (5825/20 MHz)'], ['5g-167-5835-40','167 (5835/40 MHz)'],
  ['5g-169-5845-20','169 (5845/20 MHz)'], ['5g-171-5855-80','171 (5855/80 MHz)'], ['5g-173-5865-20','173 (5865/20 MHz)'],
  ['5g-175-5875-40','175 (5875/40 MHz)'], ['5g-177-5885-20','177 (5885/20 MHz)'], ['6g-1-5955-20','1 (5955/20 MHz)'],
  ['6g-3-5965-40','3 (5965/40 MHz)'], ['6g-5-5975-20','5 (5975/20 MHz)'], ['6g-7-5985-80','7 (5985/80 MHz)'], ['6g-9-5995-20','9 (5995/20 MHz)'],
  ['6g-11-6005-40','11 (6005/40 MHz)'], ['6g-13-6015-20','13 (6015/20 MHz)'], ['6g-15-6025-160','15 (6025/160 MHz)'],
  ['6g-17-6035-20','17 (6035/20 MHz)'], ['6g-19-6045-40','19 (6045/40 MHz)'], ['6g-21-6055-20','21 (6055/20 MHz)'],
  ['6g-23-6065-80','23 (6065/80 MHz)'], ['6g-25-6075-20','25 (6075/20 MHz)'], ['6g-27-6085-40','27 (6085/40 MHz)'],
  ['6g-29-6095-20','29 (6095/20 MHz)'], ['6g-31-6105-320','31 (6105/320 MHz)'], ['6g-33-6115-20','33 (6115/20 MHz)'],
  ['6g-35-6125-40','35 (6125/40 MHz)'], ['6g-37-6135-20','37 (6135/20 MHz)'], ['6g-39-6145-80','39 (6145/80 MHz)'],
  ['6g-41-6155-20','41 (6155/20 MHz)'], ['6g-43-6165-40','43 (6165/40 MHz)'], ['6g-45-6175-20','45 (6175/20 MHz)'],
  ['6g-47-6185-160','47 (6185/160 MHz)'], ['6g-49-6195-20','49 (6195/20 MHz)'], ['6g-51-6205-40','51 (6205/40 MHz)'],
  ['6g-53-6215-20','53 (6215/20 MHz)'], ['6g-55-6225-80','55 (6225/80 MHz)'], ['6g-57-6235-20','57 (6235/20 MHz)'],
  ['6g-59-6245-40','59 (6245/40 MHz)'], ['6g-61-6255-20','61 (6255/20 MHz)'], ['6g-65-6275-20','65 (6275/20 MHz)'],
  ['6g-67-6285-40','67 (6285/40 MHz)'], ['6g-69-6295-20','69 (6295/20 MHz)'], ['6g-71-6305-80','71 (6305/80 MHz)'],
  ['6g-73-6315-20','73 (6315/20 MHz)'], ['6g-75-6325-40','75 (6325/40 MHz)'], ['6g-77-6335-20','77 (6335/20 MHz)'],
  ['6g-79-6345-160','79 (6345/160 MHz)'], ['6g-81-6355-20','81 (6355/20 MHz)'], ['6g-83-6365-40','83 (6365/40 MHz)'],
  ['6g-85-6375-20','85 (6375/20 MHz)'], ['6g-87-6385-80','87 (6385/80 MHz)'], ['6g-89-6395-20','89 (6395/20 MHz)'],
  ['6g-91-6405-40','91 (6405/40 MHz)'], ['6g-93-6415-20','93 (6415/20 MHz)'], ['6g-95-6425-320','95 (6425/320 MHz)'],
  ['6g-97-6435-20','97 (6435/20 MHz)'], ['6g-99-6445-40','99 (6445/40 MHz)'], ['6g-101-6455-20','101 (6455/20 MHz)'],
  ['6g-103-6465-80','103 (6465/80 MHz)'], ['6g-105-6475-20','105 (6475/20 MHz)'], ['6g-107-6485-40','107 (6485/40 MHz)'],
  ['6g-109-6495-20','109 (6495/20 MHz)'], ['6g-111-6505-160','111 (6505/160 MHz)'], ['6g-113-6515-20','113 (6515/20 MHz)'],
  ['6g-115-6525-40','115 (6525/40 MHz)'], ['6g-117-6535-20','117 (6535/20 MHz)'], ['6g-119-6545-80','119 (6545/80 MHz)'],
  ['6g-121-6555-20','121 (6555/20 MHz)'], ['6g-123-6565-40','123 (6565/40 MHz)'], ['6g-125-6575-20','125 (6575/20 MHz)'],
  ['6g-129-6595-20','129 (6595/20 MHz)'], ['6g-131-6605-40','131 (6605/40 MHz)'], ['6g-133-6615-20','133 (6615/20 MHz)'],
  ['6g-135-6625-80','135 (6625/80 MHz)'], ['6g-137-6635-20','137 (6635/20 MHz)'], ['6g-139-6645-40','139 (6645/40 MHz)'],
  ['6g-141-6655-20','141 (6655/20 MHz)'], ['6g-143-6665-160','143 (6665/160 MHz)'], ['6g-145-6675-20','145 (6675/20 MHz)'],
  ['6g-147-6685-40','147 (6685/40 MHz)'], ['6g-149-6695-20','149 (6695/20 MHz)'], ['6g-151-6705-80','151 (6705/80 MHz)'],
  ['6g-153-6715-20','153 (6715/20 MHz)'], ['6g-155-6725-40','155 (6725/40 MHz)'], ['6g-157-6735-20','157 (6735/20 MHz)'],
  ['6g-159-6745-320','159 (6745/320 MHz)'], ['6g-161-6755-20','161 (6755/20 MHz)'], ['6g-163-6765-40','163 (6765/40 MHz)'],
  ['6g-165-6775-20','165 (6775/20 MHz)'], ['6g-167-6785-80','167 (6785/80 MHz)'], ['6g-169-6795-20','169 (6795/20 MHz)'],
  ['6g-171-6805-40','171 (6805/40 MHz)'], ['6g-173-6815-20','173 (6815/20 MHz)'], ['6g-175-6825-160','175 (6825/160 MHz)'],
  ['6g-177-6835-20','177 (6835/20 MHz)'], ['6g-179-6845-40','179 (6845/40 MHz)'], ['6g-181-6855-20','181 (6855/20 MHz)'],
  ['6g-183-6865-80','183 (6865/80 MHz)'], ['6g-185-6875-20','185 (6875/20 MHz)'], ['6g-187-6885-40','187 (6885/40 MHz)'],
  ['6g-189-6895-20','189 (6895/20 MHz)'], ['6g-193-6915-20','193 (6915/20 MHz)'], ['6g-195-6925-40','195 (6925/40 MHz)'],
  ['6g-197-6935-20','197 (6935/20 MHz)'], ['6g-199-6945-80','199 (6945/80 MHz)'], ['6g-201-6955-20','201 (6955/20 MHz)'],
  ['6g-203-6965-40','203 (6965/40 MHz)'], ['6g-205-6975-20','205 (6975/20 MHz)'], ['6g-207-6985-160','207 (6985/160 MHz)'],
  ['6g-209-6995-20','209 (6995/20 MHz)'], ['6g-211-7005-40','211 (7005/40 MHz)'], ['6g-213-7015-20','213 (7015/20 MHz)'],
  ['6g-215-7025-80','215 (7025/80 MHz)'], ['6g-217-7035-20','217 (7035/20 MHz)'], ['6g-219-7045-40','219 (7045/40 MHz)'],
  ['6g-221-7055-20','221 (7055/20 MHz)'], ['6g-225-7075-20','225 (7075/20 MHz)'], ['6g-227-7085-40','227 (7085/40 MHz)'],
  ['6g-229-7095-20','229 (7095/20 MHz)'], ['6g-233-7115-20','233 (7115/20 MHz)'], ['60g-1-58320-2160','1 (58.32/2.16 GHz)'],
  ['60g-2-60480-2160','2 (60.48/2.16 GHz)'], ['60g-3-62640-2160','3 (62.64/2.16 GHz)'], ['60g-4-64800-2160','4 (64.80/2.16 GHz)'],
  ['60g-5-66960-2160','5 (66.96/2.16 GHz)'], ['60g-6-69120-2160','6 (69.12/2.16 GHz)'], ['60g-9-59400-4320','9 (59.40/4.32 GHz)'],
  ['60g-10-61560-4320','10 (61.56/4.32 GHz)'], ['60g-11-63720-4320','11 (63.72/4.32 GHz)'], ['60g-12-65880-4320','12 (65.88/4.32 GHz)'],
  ['60g-13-68040-4320','13 (68.04/4.32 GHz)'], ['60g-17-60480-6480','17 (60.48/6.48 GHz)'], ['60g-18-62640-6480','18 (62.64/6.48 GHz)'],
  ['60g-19-64800-6480','19 (64.80/6.48 GHz)'], ['60g-20-66960-6480','20 (66.96/6.48 GHz)'], ['60g-25-61560-6480','25 (61.56/8.64 GHz)'],
  ['60g-26-63720-6480','26 (63.72/8.64 GHz)'], ['60g-27-65880-6480','27 (65.88/8.64 GHz)']]);
const POE_MODE = labels([['pd','PD'], ['pse','PSE']]);
const POE_TYPE = labels([['type1-ieee802.3af','802.3af (Type 1)'], ['type2-ieee802.3at','802.3at (Type 2)'],
  ['type3-ieee802.3bt','802.3bt (Type 3)'], ['type4-ieee802.3bt','802.3bt (Type 4)'], ['passive-24v-2pair','Passive 24V (2-pair)'],
  ['passive-24v-4pair','Passive 24V (4-pair)'], ['passive-48v-2pair','Passive 48V (2-pair)'], ['passive-48v-4pair','Passive 48V (4-pair)']]);
const IP_FAMILY = labels([[4,'IPv4'], [6,'IPv6']]);
const IP_STATUS = labels([['active','Active'], ['reserved','Reserved'], ['deprecated','Deprecated'], ['dhcp','DHCP'], ['slaac','SLAAC']]);
const IP_ROLE = labels([['loopback','Loopback'], ['secondary','Secondary'], ['anycast','Anycast'], ['vip','VIP'], ['vrrp','VRRP'], ['hsrp','HSRP'],
  ['glbp','GLBP'], ['carp','CARP']]);

// ---- main ----------------------------------------------------------------------------------------------

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is required (sqlite:/abs/path.sqlite3 or postgres://...)');
    process.exit(2);
  }
  const started = await startRawBaseline(url, Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
  console.log(`listening ${started.port}`);
  const stop = () => void started.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
