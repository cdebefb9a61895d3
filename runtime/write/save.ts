// Creating and updating one object inside the caller's transaction: validate, check uniqueness
// and the model's rules (its plug-in's clean), write the row, its many-to-many links and each
// feature's part (tags), keep trees consistent, run the plug-in's afterSave, record the change.
import type { FieldMeta, ModelMeta } from '../../contract/index.js';
import type { Snapshot, WriteContext } from '../context.js';
import { LARGE_VALUE_LENGTH } from '../db/large-rows.js';
import { naturalKeyOf } from '../db/natural.js';
import { whereIdIn } from '../db/query.js';
import { fromDb, now, storedValues, toDb, type Row } from '../db/values.js';
import { FEATURES } from '../features/index.js';
import { changelogMessage, hasChanges, recordChanges } from '../features/changelog.js';
import { ApiError, permissionDenied, ValidationError, type FieldErrors } from '../http/errors.js';
import { addressKey, hostSortKey, parseNetwork, rangeEnd, rangeStart, sortKey } from '../lib/ip.js';
import { fieldOf, requireField, storedFields } from '../registry.js';
import { parseInput, type ParsedInput, type WriteMode } from './input.js';
import { snapshotsOf } from './snapshots.js';
import { parentErrors, refreshDescendants, treePosition } from './tree.js';
import { constraintError, uniqueErrors } from './uniques.js';

export type { WriteContext } from '../context.js';

/** Errors of writes refused before they changed anything (parsing and validation only read). */
const REFUSED_BEFORE_WRITING = new WeakSet<object>();

/**
 * Whether `error` refused a write before it changed anything: a bulk write may then go on with
 * its next item in the same savepoint instead of running every item again in its own
 * (runtime/rest/model-views.ts).
 */
export function refusedBeforeWriting(error: unknown): boolean {
  return typeof error === 'object' && error !== null && REFUSED_BEFORE_WRITING.has(error);
}

async function beforeWriting<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) REFUSED_BEFORE_WRITING.add(error);
    throw error;
  }
}

/** Creates an object from a request body; returns its id. */
export async function createObject(ctx: WriteContext, model: ModelMeta, body: unknown): Promise<number> {
  const input = await beforeWriting(() => parseInput(ctx, model, body, 'create'));
  const values = new Map(input.values);
  await beforeWriting(() => validateObject(ctx, model, values, new Set(input.values.keys()), null));
  const row = toRow(ctx, model, values);
  const stamp = now();
  if (hasColumn(model, 'created')) row.created = stamp;
  if (hasColumn(model, 'last_updated')) row.last_updated = stamp;
  if (model.tree) Object.assign(row, await treePosition(ctx.q, model, (values.get('parent') as number | null) ?? null, String(values.get('name'))));
  const inserted = await insertRow(ctx, model, row);
  const id = Number(inserted.id);
  await writeLists(ctx, model, id, input);
  const afterSave = ctx.plugins.of(model)?.afterSave;
  const kept = afterSave ? (await afterSave(ctx, withUnstored(model, storedValues(model, inserted), values), null, model)) === 'kept' : true;
  // The inserted row is what is stored unless afterSave rewrote it.
  await recordWrite(ctx, model, id, null, 'create', changelogMessage(body), kept ? { row: inserted, input } : null);
  await requireInScope(ctx, model, 'add', id);
  return id;
}

/** Rows per INSERT of a batch (SQLite binds at most 32,766 values; a component has about 30 columns). */
const BATCH_ROWS = 500;

/**
 * Creates objects the runtime derives from others already checked, as Django's bulk_create(): a
 * device's components from its type's templates. Each body is parsed as a create's (defaults,
 * custom-field defaults; a related id asked once per batch) and goes through the model's rules,
 * but no uniqueness is asked per object (the caller makes names distinct; the database's
 * constraints stand, and a violation is the same 400); rows go in BATCH_ROWS at a time, then
 * their links, the plug-in's afterSave, and their change records in one batch. Tree models go one
 * by one (each row's place in the tree is its parent's). Returns the ids in the bodies' order.
 */
export async function createObjects(ctx: WriteContext, model: ModelMeta, bodies: readonly unknown[]): Promise<number[]> {
  if (model.tree) {
    const ids: number[] = [];
    for (const body of bodies) ids.push(await createObject(ctx, model, body));
    return ids;
  }
  const batch: WriteContext = { ...ctx, knownRows: ctx.knownRows ?? new Set() };
  const parsed: { input: ParsedInput; values: Map<string, unknown> }[] = [];
  for (const body of bodies) {
    const input = await parseInput(batch, model, body, 'create');
    const values = new Map(input.values);
    await validateObject(batch, model, values, new Set(input.values.keys()), null, false);
    parsed.push({ input, values });
  }
  const stamp = now();
  const rows = parsed.map(({ values }) => {
    const row = toRow(ctx, model, values);
    if (hasColumn(model, 'created')) row.created = stamp;
    if (hasColumn(model, 'last_updated')) row.last_updated = stamp;
    return row;
  });
  const inserted: Row[] = [];
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    try {
      const chunk = (await ctx.q(model.table).insert(rows.slice(start, start + BATCH_ROWS)).returning('*')) as Row[];
      // One INSERT numbers its rows in the order of its VALUES (Django's bulk_create relies on it too).
      inserted.push(...chunk.sort((a, b) => Number(a.id) - Number(b.id)));
    } catch (error) {
      const errors = constraintError(model, error);
      if (errors) throw new ValidationError(errors);
      throw error;
    }
  }
  const afterSave = ctx.plugins.of(model)?.afterSave;
  let kept = true;
  for (const [i, row] of inserted.entries()) {
    const { input, values } = parsed[i]!;
    await writeLists(ctx, model, Number(row.id), input);
    if (afterSave && (await afterSave(ctx, withUnstored(model, storedValues(model, row), values), null, model)) !== 'kept') kept = false;
  }
  if (ctx.request && model.features.changelog) {
    const stored = !kept ? ((await whereIdIn(ctx.q(model.table).select('*'), 'id', inserted.map((r) => Number(r.id)), ctx.dialect)) as Row[]) : inserted;
    const snapshots = await snapshotsOf(ctx, model, stored);
    await recordChanges(ctx, stored.map((row) => ({ model, action: 'create' as const, row, before: null, after: snapshots.get(Number(row.id))!, message: '' })));
  }
  return inserted.map((row) => Number(row.id));
}

/**
 * A written object must land inside the scope of the permission that allowed the write (NetBox's
 * ObjectValidationMixin); otherwise 403, and the caller's transaction rolls the write back.
 */
async function requireInScope(ctx: WriteContext, model: ModelMeta, action: string, id: number): Promise<void> {
  if (!ctx.access?.narrows(model, action)) return;
  const found = await ctx.access.restrict(ctx, model, action, ctx.q(model.table)).where(`${model.table}.id`, id).first(`${model.table}.id`);
  if (!found) throw permissionDenied();
}

/** The change record of a create or an update (none when an update changed nothing). */
async function recordWrite(
  ctx: WriteContext, model: ModelMeta, id: number, before: Snapshot | null, action: 'create' | 'update', message: string,
  created: { readonly row: Row; readonly input: ParsedInput } | null = null,
): Promise<void> {
  if (!ctx.request || !model.features.changelog) return;
  const row = created?.row ?? ((await ctx.q(model.table).select('*').where('id', id).first()) as Row);
  const after = (await snapshotsOf(ctx, model, [row], created?.input)).get(id)!;
  if (action === 'update' && ctx.config.CHANGELOG_SKIP_EMPTY_CHANGES && !hasChanges(before, after)) return;
  await recordChanges(ctx, [{ model, action, row, before, after, message }]);
}

/** Updates an existing row from a PUT (complete) or PATCH (partial) body. */
export async function updateObject(ctx: WriteContext, model: ModelMeta, existing: Row, body: unknown, partial: boolean): Promise<void> {
  const mode: WriteMode = partial ? 'partial' : 'update';
  const input = await beforeWriting(() => parseInput(ctx, model, body, mode, existing));
  const id = Number(existing.id);
  const snapshot = ctx.request && model.features.changelog ? (await snapshotsOf(ctx, model, [existing])).get(id)! : null;
  const values = currentValues(model, existing);
  for (const [name, value] of input.values) values.set(name, value);
  await beforeWriting(() => validateObject(ctx, model, values, new Set(input.values.keys()), existing));
  // Write what the request gave plus what validation derived (rules may set read-only fields).
  const before = currentValues(model, existing);
  const changed = new Map([...values].filter(([name, value]) => input.values.has(name) || !sameValue(before.get(name), value)));
  const row = toRow(ctx, model, changed);
  if (hasColumn(model, 'last_updated')) row.last_updated = now();
  const moved = model.tree && (input.values.has('parent') || input.values.has('name'));
  if (moved) Object.assign(row, await treePosition(ctx.q, model, (values.get('parent') as number | null) ?? null, String(values.get('name'))));
  if (Object.keys(row).length) await updateRow(ctx, model, id, row);
  if (moved) await refreshDescendants(ctx.q, model, id);
  await writeLists(ctx, model, id, input);
  const afterSave = ctx.plugins.of(model)?.afterSave;
  if (afterSave) {
    const saved = (await ctx.q(model.table).select('*').where('id', id).first()) as Row;
    // The values as the rules left them (clean normalises a front port's mappings), of the fields the write gave.
    const given = new Map([...values].filter(([name]) => input.values.has(name)));
    await afterSave(ctx, withUnstored(model, storedValues(model, saved), given), storedValues(model, existing), model);
  }
  await recordWrite(ctx, model, id, snapshot, 'update', changelogMessage(body));
  await requireInScope(ctx, model, 'change', id);
}

/**
 * The saved object with the values of its fields without a column that the write gave (or, on a
 * create, their defaults): afterSave keeps them elsewhere. A field the write left out is absent.
 */
function withUnstored<T extends object>(model: ModelMeta, saved: T, values: ReadonlyMap<string, unknown>): T {
  const given = model.fields.filter((field) => field.unstored && values.has(field.name));
  return given.length ? { ...saved, ...Object.fromEntries(given.map((field) => [field.name, values.get(field.name)])) } : saved;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** Model-level rules after the fields are valid: generic relations, trees, the plug-in's clean, uniqueness (unless `uniqueness` is false). */
async function validateObject(ctx: WriteContext, model: ModelMeta, values: Map<string, unknown>, given: Set<string>, existing: Row | null, uniqueness = true): Promise<void> {
  const selfId = existing ? Number(existing.id) : null;
  const errors: FieldErrors = await genericErrors(ctx, model, values, existing ? given : null);
  if (model.tree && selfId !== null && given.has('parent')) Object.assign(errors, await parentErrors(ctx.q, model, selfId, (values.get('parent') as number | null) ?? null));
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const clean = ctx.plugins.of(model)?.clean;
  if (clean) {
    // The rule sees (and may change) every field by name.
    const object: Record<string, unknown> = Object.fromEntries(values);
    const problems = await clean(ctx, object, existing ? storedValues(model, existing) : null, model);
    for (const [name, value] of Object.entries(object)) values.set(name, value);
    if (problems && Object.keys(problems).length) throw new ValidationError(problems);
  }
  if (!uniqueness) return;
  const modelErrors = await uniqueErrors(ctx.q, model, values, given, selfId, 'model');
  if (Object.keys(modelErrors).length) throw new ValidationError(modelErrors);
}

/** A generic relation needs both parts or neither, and must point at an existing object. */
/** `given`: on an update, the fields the request set (null on a create: everything is checked). */
async function genericErrors(ctx: WriteContext, model: ModelMeta, values: ReadonlyMap<string, unknown>, given: ReadonlySet<string> | null): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const field of model.fields) {
    if (field.type !== 'generic') continue;
    const parts = field.parts!;
    // A relation the write does not set is not checked again: its target may be gone by design
    // (on_delete: keep — a notification about a deleted object can still be marked read).
    if (given && field.onDelete === 'keep' && !given.has(parts.type) && !given.has(parts.id)) continue;
    const type = values.get(parts.type) as string | null | undefined;
    const id = values.get(parts.id) as number | null | undefined;
    if ((type === null || type === undefined) && id !== null && id !== undefined) errors[parts.type] = ['This field cannot be null.'];
    else if ((id === null || id === undefined) && type) errors[parts.id] = ['This field cannot be null.'];
    else if (type && id !== null && id !== undefined) {
      const target = ctx.index.model(type);
      if (!(await ctx.q(target.table).select('id').where('id', id).first())) {
        errors[parts.id] = [`Related object not found using the provided value: ${id}.`];
      }
    }
  }
  return errors;
}

function hasColumn(model: ModelMeta, name: string): boolean {
  return (fieldOf(model, name)?.column ?? null) !== null;
}

/** Field values of a stored row, by field name, in their validated (API input) form. */
export function currentValues(model: ModelMeta, row: Row): Map<string, unknown> {
  const values = new Map<string, unknown>();
  for (const field of storedFields(model)) values.set(field.name, fromDb(field, row[field.column!]));
  return values;
}

function toRow(ctx: WriteContext, model: ModelMeta, values: ReadonlyMap<string, unknown>): Row {
  const row: Row = {};
  for (const [name, value] of values) {
    const field = requireField(model, name);
    if (field.column === null || field.internal) continue;
    row[field.column] = toDb(field, value);
    if (field.ipColumns) Object.assign(row, ipColumns(field, value as string | null));
    if (field.naturalKey) row[field.naturalKey.column] = naturalKeyOf(field, value);
  }
  return row;
}

/** The hidden sort and range columns of an IP field. */
function ipColumns(field: FieldMeta, value: string | null): Row {
  const columns = field.ipColumns!;
  const ip = value === null ? null : parseNetwork(value);
  if (!ip) return { [columns.key]: null, [columns.start]: null, [columns.end]: null };
  // Prefixes span their network; addresses are points (their host address).
  if (field.type === 'ip_prefix') return { [columns.key]: sortKey(ip), [columns.start]: rangeStart(ip), [columns.end]: rangeEnd(ip) };
  const host = addressKey(ip.family, ip.address);
  return { [columns.key]: hostSortKey(ip), [columns.start]: host, [columns.end]: host };
}

/**
 * Inserts a row; returns it as stored (both databases support RETURNING). A text column given a
 * large value is not read back: a text is stored as given, and reading 60 MB back costs the
 * event loop a copy (PostgreSQL's driver decodes it there; on SQLite it comes back from the
 * statement's thread). The other columns are named then (the table's, asked once per process).
 */
async function insertRow(ctx: WriteContext, model: ModelMeta, row: Row): Promise<Row> {
  try {
    const given = largeTexts(model, row);
    if (given.length) {
      const others = (await columnsOf(ctx, model.table)).filter((column) => !given.includes(column));
      const [inserted] = (await ctx.q(model.table).insert(row).returning(others)) as Row[];
      return { ...inserted!, ...Object.fromEntries(given.map((column) => [column, row[column]])) };
    }
    const [inserted] = (await ctx.q(model.table).insert(row).returning('*')) as Row[];
    return inserted!;
  } catch (error) {
    const errors = constraintError(model, error);
    if (errors) throw new ValidationError(errors);
    throw error;
  }
}

/** Field types stored as the text given (JSON is not: PostgreSQL's jsonb rewrites it). */
const TEXT_TYPES: ReadonlySet<string> = new Set(['string', 'text', 'slug', 'url', 'email']);

/** The text columns of `row` given a large value. */
function largeTexts(model: ModelMeta, row: Row): string[] {
  return storedFields(model)
    .filter((field) => TEXT_TYPES.has(field.type) && typeof row[field.column!] === 'string' && (row[field.column!] as string).length >= LARGE_VALUE_LENGTH)
    .map((field) => field.column!);
}

/** Column names by table, for the inserts that name what they read back (the schema is fixed while a process runs). */
const COLUMNS = new Map<string, readonly string[]>();

async function columnsOf(ctx: WriteContext, table: string): Promise<readonly string[]> {
  let columns = COLUMNS.get(table);
  if (!columns) COLUMNS.set(table, (columns = Object.keys(await ctx.q(table).columnInfo())));
  return columns;
}

async function updateRow(ctx: WriteContext, model: ModelMeta, id: number, row: Row): Promise<void> {
  try {
    await ctx.q(model.table).where('id', id).update(row);
  } catch (error) {
    const errors = constraintError(model, error);
    if (errors) throw new ValidationError(errors);
    throw error;
  }
}

/** Replaces the many-to-many links the body gave, then lets each feature store its part (tags). */
async function writeLists(ctx: WriteContext, model: ModelMeta, id: number, input: ParsedInput): Promise<void> {
  for (const [name, ids] of input.lists) {
    const field = requireField(model, name);
    if (field.type !== 'm2m') continue;
    const through = field.through!;
    await ctx.q(through.table).where(through.source, id).delete();
    if (ids.length) await ctx.q(through.table).insert(ids.map((target) => ({ [through.source]: id, [through.target]: target })));
  }
  for (const feature of FEATURES) {
    if (feature.enabled(model)) await feature.write?.(ctx, model, id, input);
  }
}

/**
 * Rows a rule derives from a write and stores as they are (a cable's terminations, with the
 * columns the API never takes: the cached device, rack, location and site): inserted BATCH_ROWS
 * at a time, stamped, with a create record each in the request's change log. No input parsing,
 * rules or permissions: the caller has checked everything. Returns the stored rows.
 */
export async function insertDerived(ctx: WriteContext, model: ModelMeta, rows: readonly Row[]): Promise<Row[]> {
  const stamp = now();
  const stamped = rows.map((row) => ({
    ...row, ...(hasColumn(model, 'created') ? { created: stamp } : {}), ...(hasColumn(model, 'last_updated') ? { last_updated: stamp } : {}),
  }));
  const inserted: Row[] = [];
  for (let start = 0; start < stamped.length; start += BATCH_ROWS) {
    try {
      const chunk = (await ctx.q(model.table).insert(stamped.slice(start, start + BATCH_ROWS)).returning('*')) as Row[];
      inserted.push(...chunk.sort((a, b) => Number(a.id) - Number(b.id)));
    } catch (error) {
      const errors = constraintError(model, error);
      if (errors) throw new ValidationError(errors);
      throw error;
    }
  }
  if (ctx.request && model.features.changelog && inserted.length) {
    const snapshots = await snapshotsOf(ctx, model, inserted);
    await recordChanges(ctx, inserted.map((row) => ({ model, action: 'create' as const, row, before: null, after: snapshots.get(Number(row.id))!, message: '' })));
  }
  return inserted;
}

/**
 * A rule's own write of fields no client writes (NetBox's snapshot(), attribute, save() of another
 * object: a cabled object's `cable` and `cable_end` as its cable is saved): `changes` gives each
 * object's values (by field name, in their API input form); one UPDATE per distinct set of values,
 * last_updated stamped, and an update record per object in the request's change log. The record's
 * after-image is the before-image with the values written (nothing else of the object changed),
 * so the objects' lists and tags are read once.
 */
export async function setFields(ctx: WriteContext, model: ModelMeta, changes: ReadonlyMap<number, Readonly<Record<string, unknown>>>): Promise<void> {
  const ids = [...changes.keys()];
  if (!ids.length) return;
  const logged = ctx.request !== null && model.features.changelog;
  const before = logged ? ((await whereIdIn(ctx.q(model.table).select('*'), 'id', ids, ctx.dialect)) as Row[]) : [];
  const stamp = hasColumn(model, 'last_updated') ? now() : null;
  const groups = new Map<string, { values: Readonly<Record<string, unknown>>; ids: number[] }>();
  for (const [id, values] of changes) {
    const key = JSON.stringify(values);
    const group = groups.get(key) ?? { values, ids: [] };
    group.ids.push(id);
    groups.set(key, group);
  }
  for (const { values, ids: groupIds } of groups.values()) {
    const row = toRow(ctx, model, new Map(Object.entries(values)));
    if (stamp) row.last_updated = stamp;
    await whereIdIn(ctx.q(model.table), 'id', groupIds, ctx.dialect).update(row);
  }
  if (!logged || !before.length) return;
  const snapshots = await snapshotsOf(ctx, model, before);
  await recordChanges(ctx, before.map((row) => {
    const id = Number(row.id);
    const values = changes.get(id)!;
    const written: Row = { ...row, ...toRow(ctx, model, new Map(Object.entries(values))), ...(stamp ? { last_updated: stamp } : {}) };
    const after: Snapshot = { ...snapshots.get(id)! };
    for (const name of [...Object.keys(values), ...(stamp ? ['last_updated'] : [])]) {
      const field = fieldOf(model, name);
      if (field?.column && name in after) after[name] = fromDb(field, written[field.column]);
    }
    return { model, action: 'update' as const, row: written, before: snapshots.get(id)!, after, message: '' };
  }));
}
