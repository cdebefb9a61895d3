// Related objects in their nested form (a device's site, type, role, tenant, platform; an
// interface's device; a tag), kept between requests. A device detail spent 8 of its 12 statements
// re-reading objects that change far less often than they are read (issue 13: ~300 µs of ~600).
//
// Correctness is the derived cache's (runtime/db/derived-cache.ts): entries belong to its
// generation, which every API write moves, in this process or (heard through NOTIFY or SQLite's
// data_version) another. So only a nested form whose every input is known is kept: its own row's
// fields, related objects through foreign keys, display paths and counts. Anything computed by a
// plug-in, lists, generic and many-to-many relations and features are not (their inputs are not
// declared), and neither are the models the runtime writes outside API requests (users, tokens,
// jobs, events: their writes move no generation), nor what reads them. An entry is used for a
// second at most (MAX_AGE_MS), for changes made beside the API. Inside a write's transaction
// nothing is used or kept. Entries are frozen: every answer that embeds one shares it.
import type { ModelMeta } from '../../contract/index.js';
import type { ReadContext } from '../context.js';
import type { DerivedCache } from '../db/derived-cache.js';
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
 * How long an object is kept at most: a change beside the API (an administrator's UPDATE in
 * psql, which moves no generation on PostgreSQL) is seen within this time, as tokens' are
 * (runtime/auth/token-memo.ts).
 */
export const MAX_AGE_MS = 1_000;

export interface NestedObject {
  readonly row: Row;
  readonly object: Readonly<Record<string, unknown>>;
}

/** Whether the nested form `names` of `model` may be kept: everything it derives from is known and written only by API requests. */
export function keepable(index: ModelIndex, model: ModelMeta, names: readonly string[]): boolean {
  return KEEPABLE.get(model, names, () => formKeepable(index, model, names, new Set()));
}

const KEEPABLE = new PerForm<boolean>();

const runtimeWritten = (model: ModelMeta) => RUNTIME_WRITTEN_APPS.has(model.app) || RUNTIME_WRITTEN_MODELS.has(model.key);

function formKeepable(index: ModelIndex, model: ModelMeta, names: readonly string[], seen: ReadonlySet<string>): boolean {
  if (runtimeWritten(model) || seen.has(model.key)) return false;
  const inside = new Set([...seen, model.key]);
  for (const name of names) {
    if (name === 'id' || name === 'url' || name === 'display_url') continue;
    if (name === 'display') {
      // A display rule reads the row alone; templates may follow relations.
      if (!model.rules.includes('display') && !pathsKeepable(index, model, templatePaths(model.display), inside)) return false;
      continue;
    }
    const field = fieldOf(model, name);
    if (field) {
      if (featureOfField(field.type)?.read || field.type === 'generic' || field.type === 'm2m') return false;
      if (field.type === 'fk') {
        const target = index.model(field.to!);
        if (!formKeepable(index, target, field.nested ?? target.nested, inside)) return false;
      }
      continue;
    }
    const computed = computedOf(model, name);
    if (!computed) return false;
    if (computed.kind === 'count') {
      if (!computed.nestedZero && runtimeWritten(index.model(computed.model))) return false;
    } else if (computed.kind === 'alias') {
      if (!pathsKeepable(index, model, [computed.field.split('.')], inside)) return false;
    } else if (computed.kind !== 'constant') {
      return false;
    }
  }
  return true;
}

/** Whether display and alias paths read only keepable models along their relations (a relation at the end: its display). */
function pathsKeepable(index: ModelIndex, model: ModelMeta, paths: readonly (readonly string[])[], seen: ReadonlySet<string>): boolean {
  for (const path of paths) {
    let current = model;
    for (const [position, part] of path.entries()) {
      if (part === 'id') break;
      const field = fieldOf(current, part.split(':')[0]!);
      if (!field || field.type === 'generic') return false;
      if (field.type !== 'fk') break;
      const target = index.model(field.to!);
      if (runtimeWritten(target) || seen.has(target.key)) return false;
      if (position === path.length - 1 && !formKeepable(index, target, ['display'], new Set([...seen, current.key]))) return false;
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
   * The generation to read and keep under, or null when nothing may be kept now. Asked once per
   * read (`ctx`): a read sees the objects as they were when it began (on SQLite, asking reads the
   * writer connection's data_version, a statement).
   */
  open(ctx: ReadContext): number | null {
    let generation = this.opened.get(ctx);
    if (generation === undefined) this.opened.set(ctx, (generation = this.kept.current()));
    return generation;
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
  const kept = ctx.cache !== undefined && !ctx.links && !(ctx.q as { isTransaction?: boolean }).isTransaction && keepable(ctx.index, target, names);
  let store: NestedStore | undefined;
  if (kept) {
    store = STORES.get(ctx.cache!);
    if (!store) STORES.set(ctx.cache!, (store = new NestedStore(ctx.cache!)));
  }
  const generation = store ? store.open(ctx) : null;
  if (store === undefined || generation === null) {
    const loaded = await load(ids);
    return { rows: loaded.rows, objects: new Map(loaded.objects.map((o, i) => [Number(loaded.rows[i]!.id), o])) };
  }
  const prefix = `${target.key}|${ctx.baseUrl}|${names.join(',')}|${columns?.join(',') ?? '*'}|`;
  const rows: Row[] = [];
  const objects = new Map<number, Record<string, unknown>>();
  const missing: number[] = [];
  const now = Date.now();
  for (const id of ids) {
    const kept = store.kept.get(prefix + id, generation, now);
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
    store.kept.set(prefix + Number(row.id), generation, now, { row, object });
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
