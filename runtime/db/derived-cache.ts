// Values derived from rows, kept between requests: custom field definitions, config contexts
// (`cached` below), related objects in their nested form (runtime/serialize/nested-cache.ts),
// tokens (runtime/auth/token-memo.ts) and permissions (runtime/auth/grants.ts). A profile of list
// requests found them re-read per request, and a bulk write re-read them per object.
//
// Correctness rests on knowing, per model, when it last changed:
// - every kept value names the models it derives from and the moment (`now()`, a counter) it was
//   read at; it is used only while none of those models changed after that moment, and for
//   MAX_AGE_MS at most. A read that raced with a write (a model it derives from changed while it
//   ran) is not kept;
// - every API write marks the models it wrote as changed when its transaction ends, committed or
//   rolled back (`writeBegan` / `writeEnded`, runtime/requests/objects.ts). Which models: every
//   table its statements wrote (written-models.ts), so that cascades (SET NULL, CASCADE), plug-ins'
//   rules and join tables count though no change is recorded for them; a write to sites keeps
//   devices' kept values unless they embed sites;
// - inside a transaction nothing is stored for others (the transaction may see rows nobody else
//   may yet): a valid value already loaded is used (never one still loading on another
//   connection: see `peek`), or the value is kept for the rest of that request only; a request
//   that wrote one of the models a value derives from reads it afresh every time;
// - on PostgreSQL other processes hear of a write's models by a notification sent after its commit
//   (cache-channel.ts; never inside the transaction, where it would serialize every process's
//   commits). Until a process listens, and after it lost its connection, it keeps nothing;
// - on SQLite another process sharing the file shows in the writer connection's data_version,
//   which moves whenever another connection commits: read before every use, a move makes
//   everything stale (whatever the other process wrote);
// - what changes beside the API (psql, a script, the runtime's own bookkeeping: logins, tokens'
//   last use, jobs) moves nothing: it shows once the kept value is MAX_AGE_MS old. So does a
//   notification lost in a crash between a commit and its sending.
import type { Knex } from 'knex';
import type { ModelIndex } from '../registry.js';
import { CacheChannel, CACHE_CHANNEL } from './cache-channel.js';
import { EVERY_MODEL, trackWrites } from './written-models.js';

export { CACHE_CHANNEL, SCHEMA_CHANNEL } from './cache-channel.js';
export { EVERY_MODEL } from './written-models.js';

/** How long a kept value is used at most: the bound on what the API does not see change. */
export const MAX_AGE_MS = 1_000;

/**
 * 'per-model': the above. 'global': how it was before issue 24, kept only for bench/scale.ts to
 * measure against: every write makes everything stale in every process, told by a NOTIFY inside
 * the writing transaction.
 */
export type CacheInvalidation = 'per-model' | 'global';

interface Entry {
  readonly models: readonly string[];
  readonly since: number;
  /** Date.now() past which the entry is not used. */
  readonly until: number;
  readonly value: Promise<unknown>;
  /** Whether `value` is loaded (not still being read). */
  loaded: boolean;
}

/** What the start of a write needs to know of it (a WriteContext). */
export interface WriteStart {
  readonly q: Knex;
  readonly index: ModelIndex;
  /** The write's change buffer, whose `touched` collects the models it writes. */
  readonly request: { readonly touched: Set<string> } | null;
}

export class DerivedCache {
  /** Moves at every change; values are read "at" its value (now()). */
  private clock = 0;
  /** When everything last changed. */
  private everything = 0;
  /** When each model last changed. */
  private readonly changedAt = new Map<string, number>();
  private schemaGeneration = 0;
  private readonly entries = new Map<string, Entry>();
  private readonly channel: CacheChannel | null;
  /** The last data_version seen of `foreignCommits`. */
  private foreignVersion: number | null = null;

  /**
   * `postgresUrl`: the database to listen on (null for SQLite). `foreignCommits`: on SQLite, the
   * writer connection's data_version (null while it is not open): it moves when another
   * connection, another process's, commits.
   */
  constructor(
    postgresUrl: string | null,
    private readonly foreignCommits: (() => number | null) | null = null,
    readonly invalidation: CacheInvalidation = 'per-model',
  ) {
    this.channel = postgresUrl === null ? null : new CacheChannel(postgresUrl, {
      changed: (models) => (models ? this.changed(models) : this.invalidate()),
      schemaChanged: () => this.schemaChanged(),
      reset: () => {
        this.invalidate();
        this.schemaChanged();
      },
    });
  }

  /** The moment to read values at (for `unchangedSince`), or null when nothing may be kept now. */
  now(): number | null {
    return this.usable() ? this.clock : null;
  }

  /** The moment the last of `models` changed: a value of them read at it or later is current. */
  lastChange(models: readonly string[]): number {
    let last = this.everything;
    for (const model of models) last = Math.max(last, this.changedAt.get(model) ?? 0);
    return last;
  }

  /** Whether none of `models` changed after the moment `since` (a value read then is current). */
  unchangedSince(models: readonly string[], since: number): boolean {
    return this.lastChange(models) <= since;
  }

  /** The value `name` (derived from the rows of `models`), loaded with `load` when absent or stale. */
  async get<T>(name: string, models: readonly string[], load: () => Promise<T>): Promise<T> {
    const since = this.now();
    if (since === null) return load();
    const time = Date.now();
    const entry = this.valid(name, time);
    if (entry) return entry.value as Promise<T>;
    const value = load();
    const fresh: Entry = { models, since, until: time + MAX_AGE_MS, value, loaded: false };
    this.entries.set(name, fresh);
    value.then(
      () => {
        fresh.loaded = true;
      },
      () => {
        if (this.entries.get(name) === fresh) this.entries.delete(name);
      },
    );
    return value;
  }

  /**
   * The valid entry `name` if it is loaded, without loading it. Not one still being read: its read
   * runs on another connection, which a caller holding a transaction must not wait for (when
   * requests queued behind that transaction's locks hold every connection of the pool, it would
   * wait for ever).
   */
  peek<T>(name: string): Promise<T> | undefined {
    if (this.now() === null) return undefined;
    const entry = this.valid(name, Date.now());
    return entry?.loaded ? (entry.value as Promise<T>) : undefined;
  }

  private valid(name: string, time: number): Entry | undefined {
    const entry = this.entries.get(name);
    return entry && entry.until > time && this.unchangedSince(entry.models, entry.since) ? entry : undefined;
  }

  /**
   * At the start of a write's transaction: from now on every model it writes goes into
   * `request.touched` (so reads inside it know what it changed, and `writeEnded` what to forget).
   */
  async writeBegan(write: WriteStart): Promise<void> {
    if (write.request) trackWrites(write.q, write.index, write.request.touched);
    if (this.invalidation === 'global' && this.channel) await write.q.raw(`NOTIFY ${CACHE_CHANNEL}`);
  }

  /**
   * After a write's transaction ended, committed or rolled back, with the models it wrote: what
   * derives from them is stale here at once, and the other processes are told.
   */
  writeEnded(models: ReadonlySet<string>): void {
    if (this.invalidation === 'global') return this.invalidate();
    if (!models.size) return;
    if (models.has(EVERY_MODEL)) this.invalidate();
    else this.changed(models);
    this.channel?.publish(models);
  }

  /** `models` changed (here or in another process). */
  private changed(models: Iterable<string>): void {
    const now = ++this.clock;
    for (const model of models) this.changedAt.set(model, now);
  }

  /** Everything is stale (another process's commit on SQLite, a lost connection, tests). */
  invalidate(): void {
    this.everything = ++this.clock;
    this.entries.clear();
  }

  /**
   * The schema's generation as this process knows it, for what depends on the tables' shapes
   * (PostgreSQL prepared statements: runtime/db/pg-statements.ts); null while a PostgreSQL
   * process is not listening, when a change elsewhere could go unheard.
   */
  schemaVersion(): number | null {
    if (this.channel && !this.channel.heard()) return null;
    return this.schemaGeneration;
  }

  /** This process changed the schema (the notification tells the others). */
  schemaChanged(): void {
    this.schemaGeneration += 1;
  }

  /**
   * The connection `foreignCommits` reads was opened anew: its data_version starts over, and
   * what other processes committed meanwhile is unknown. Everything is stale.
   */
  foreignConnectionOpened(): void {
    this.foreignVersion = null;
    this.invalidate();
  }

  /** Whether values may be used and kept: the process hears of other processes' writes. */
  private usable(): boolean {
    if (this.channel && !this.channel.heard()) return false;
    if (this.foreignCommits === null) return true;
    const version = this.foreignCommits();
    if (version === null) return false;
    if (version !== this.foreignVersion) {
      if (this.foreignVersion !== null) this.invalidate();
      this.foreignVersion = version;
    }
    return true;
  }

  async close(): Promise<void> {
    await this.channel?.close();
  }
}

/** What `cached` needs to know of its caller (a read or write context). */
interface CacheUser {
  readonly q: unknown;
  readonly cache?: DerivedCache;
  /** The change buffer of the write the caller is in, if any. */
  readonly request?: { readonly touched: ReadonlySet<string> } | null;
}

/** Values kept for the rest of one write request (inside its transaction). */
const perRequest = new WeakMap<object, Map<string, Promise<unknown>>>();

/** The derived value `name` of `models` for this caller, from the cache where that is safe (see above). */
export function cached<T>(ctx: CacheUser, name: string, models: readonly string[], load: () => Promise<T>): Promise<T> {
  const { cache, request } = ctx;
  if (!cache) return load();
  if (!(ctx.q as { isTransaction?: boolean }).isTransaction) return cache.get(name, models, load);
  if (!request || request.touched.has(EVERY_MODEL) || models.some((model) => request.touched.has(model))) return load();
  const shared = cache.peek<T>(name);
  if (shared) return shared;
  let mine = perRequest.get(request);
  if (!mine) perRequest.set(request, (mine = new Map()));
  let value = mine.get(name) as Promise<T> | undefined;
  if (!value) mine.set(name, (value = load()));
  return value;
}
