// Related objects in their nested form (a device's site, type, role, tenant, platform; an
// interface's device; a tag), kept between requests. A device detail spent 8 of its 12 statements
// re-reading objects that change far less often than they are read (issue 13: ~300 µs of ~600).
//
// Correctness is the derived cache's (runtime/db/derived-cache.ts): an entry names the models it
// derives from and is used while none of them was written (by an API write in this process or,
// heard through a notification or SQLite's data_version, another). So only a nested form whose
// every input is known is kept: its own row's fields, related objects through foreign keys,
// display paths and counts; its models are those (`dependencies`): a write to sites leaves a kept
// device type alone, and ends every kept device that embeds its site. Anything computed by a
// plug-in, lists, generic and many-to-many relations and features are not kept (their inputs are
// not declared), and neither are the models the runtime writes outside API requests (users,
// tokens, jobs, events: those writes mark nothing), nor what reads them. An entry is used for a
// second at most (MAX_AGE_MS), for changes made beside the API. Inside a write's transaction
// nothing is used or kept. Entries are frozen: every answer that embeds one shares it.
import type { ModelMeta } from '../../contract/index.js';
import type { ReadContext } from '../context.js';
import { MAX_AGE_MS as DERIVED_MAX_AGE_MS, type DerivedCache } from '../db/derived-cache.js';
import { KeptValues } from '../db/kept-values.js';
import type { Row } from '../db/values.js';
import { templatePaths } from '../display/templates.js';
import { featureOfField } from '../features/index.js';
import type { ModelIndex } from '../registry.js';
import { computedOf, fieldOf } from '../registry.js';
import { PerForm } from './per-form.js';

/** Applications whose rows the runtime also writes outside API requests (logins, tokens, jobs, workers). */
const RUNTIME_WRITTEN_APPS = new Set(['users', 'core']);
/** ... and the event machinery's models in other applications. */
const RUNTIME_WRITTEN_MODELS = new Set(['extras.notification', 'extras.webhookdelivery', 'extras.subscription']);
/** At most this many objects are kept; the oldest go first. */
const MAX_ENTRIES = 20_000;
/**
 * How long an object is kept at most (the derived cache's bound): a change beside the API (an
 * administrator's UPDATE in psql, which marks no model as changed) is seen within this time.
 */
export const MAX_AGE_MS = DERIVED_MAX_AGE_MS;

export interface NestedObject {
  readonly row: Row;
  readonly object: Readonly<Record<string, unknown>>;
}

/**
 * The models the nested form `names` of `model` derives from, sorted; null when it may not be kept
 * (something it shows is not declared, or written outside API requests).
 */
export function dependencies(index: ModelIndex, model: ModelMeta, names: readonly string[]): readonly string[] | null {
  return DEPENDENCIES.get(model, names, () => {
    const models = new Set<string>();
    return formDependencies(index, model, names, new Set(), models) ? [...models].sort() : null;
  });
}

const DEPENDENCIES = new PerForm<readonly string[] | null>();

const runtimeWritten = (model: ModelMeta) => RUNTIME_WRITTEN_APPS.has(model.app) || RUNTIME_WRITTEN_MODELS.has(model.key);

/** Adds to `models` what the form derives from; false when it may not be kept. */
function formDependencies(index: ModelIndex, model: ModelMeta, names: readonly string[], seen: ReadonlySet<string>, models: Set<string>): boolean {
  if (runtimeWritten(model) || seen.has(model.key)) return false;
  models.add(model.key);
  const inside = new Set([...seen, model.key]);
  for (const name of names) {
    if (name === 'id' || name === 'url' || name === 'display_url') continue;
    if (name === 'display') {
      // A display rule reads the row alone; templates may follow relations.
      if (!model.rules.includes('display') && !pathDependencies(index, model, templatePaths(model.display), inside, models)) return false;
      continue;
    }
    const field = fieldOf(model, name);
    if (field) {
      if (featureOfField(field.type)?.read || field.type === 'generic' || field.type === 'm2m') return false;
      if (field.type === 'fk') {
        const target = index.model(field.to!);
        if (!formDependencies(index, target, field.nested ?? target.nested, inside, models)) return false;
      }
      continue;
    }
    const computed = computedOf(model, name);
    if (!computed) return false;
    if (computed.kind === 'count') {
      if (computed.nestedZero) continue;
      const counted = index.model(computed.model);
      if (runtimeWritten(counted)) return false;
      models.add(counted.key);
    } else if (computed.kind === 'alias') {
      if (!pathDependencies(index, model, [computed.field.split('.')], inside, models)) return false;
    } else if (computed.kind !== 'constant') {
      return false;
    }
  }
  return true;
}

/** Adds the models display and alias paths read along their relations (a relation at the end: its display); false when one may not be kept. */
function pathDependencies(index: ModelIndex, model: ModelMeta, paths: readonly (readonly string[])[], seen: ReadonlySet<string>, models: Set<string>): boolean {
  for (const path of paths) {
    let current = model;
    for (const [position, part] of path.entries()) {
      if (part === 'id') break;
      const field = fieldOf(current, part.split(':')[0]!);
      if (!field || field.type === 'generic') return false;
      if (field.type !== 'fk') break;
      const target = index.model(field.to!);
      if (runtimeWritten(target) || seen.has(target.key)) return false;
      models.add(target.key);
      if (position === path.length - 1 && !formDependencies(index, target, ['display'], new Set([...seen, current.key]), models)) return false;
      current = target;
    }
  }
  return true;
}

/** The kept objects of one database, by model, link base, names, columns and id. */
class NestedStore {
  readonly kept: KeptValues<NestedObject>;
  private readonly opened = new WeakMap<ReadContext, number | null>();

  constructor(cache: DerivedCache) {
    this.kept = new KeptValues(cache, MAX_ENTRIES, MAX_AGE_MS);
  }

  /**
   * The moment to read and keep at, or null when nothing may be kept now. Asked once per read
   * (`ctx`; on SQLite, asking reads the writer connection's data_version).
   */
  open(ctx: ReadContext): number | null {
    let since = this.opened.get(ctx);
    if (since === undefined) this.opened.set(ctx, (since = this.kept.now()));
    return since;
  }
}

const STORES = new WeakMap<DerivedCache, NestedStore>();

/**
 * The objects of `target` with ids `ids` in their nested form `names` (rows with `columns`): kept
 * ones where allowed, the others through `load` (one batch), then kept.
 */
export async function nestedObjects(
  ctx: ReadContext, target: ModelMeta, ids: readonly number[], names: readonly string[], columns: readonly string[] | null,
  load: (ids: readonly number[]) => Promise<{ rows: Row[]; objects: Record<string, unknown>[] }>,
): Promise<{ rows: Row[]; objects: Map<number, Record<string, unknown>> }> {
  const models = ctx.cache !== undefined && !ctx.links && !(ctx.q as { isTransaction?: boolean }).isTransaction ? dependencies(ctx.index, target, names) : null;
  let store: NestedStore | undefined;
  if (models) {
    store = STORES.get(ctx.cache!);
    if (!store) STORES.set(ctx.cache!, (store = new NestedStore(ctx.cache!)));
  }
  const since = store ? store.open(ctx) : null;
  if (store === undefined || since === null || models === null) {
    const loaded = await load(ids);
    return { rows: loaded.rows, objects: new Map(loaded.objects.map((o, i) => [Number(loaded.rows[i]!.id), o])) };
  }
  const prefix = `${target.key}|${ctx.baseUrl}|${names.join(',')}|${columns?.join(',') ?? '*'}|`;
  const rows: Row[] = [];
  const objects = new Map<number, Record<string, unknown>>();
  const missing: number[] = [];
  const now = Date.now();
  const lastChange = ctx.cache!.lastChange(models);
  for (const id of ids) {
    const kept = store.kept.get(prefix + id, now, lastChange);
    if (kept) {
      rows.push(kept.row);
      objects.set(id, kept.object);
    } else missing.push(id);
  }
  if (!missing.length) return { rows, objects };
  const loaded = await load(missing);
  loaded.rows.forEach((row, i) => {
    const object = loaded.objects[i]!;
    deepFreeze(row);
    deepFreeze(object);
    store.kept.set(prefix + Number(row.id), since, models, now, { row, object });
    rows.push(row);
    objects.set(Number(row.id), object);
  });
  return { rows, objects };
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
}
