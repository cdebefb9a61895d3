// Values derived from small tables that are read on every request and written rarely (custom
// field definitions, config contexts; related objects in their nested form,
// runtime/serialize/nested-cache.ts), kept between requests. A profile of list requests found
// them re-read per request, and a bulk write re-read them per object.
//
// Correctness rests on one generation number per database:
// - an entry is valid only for the generation it was loaded under; a load that raced with a
//   write (the generation moved while it ran) is used once and not kept;
// - every API write moves the generation when its transaction ends, committed or rolled back
//   (runtime/objects/write.ts), whatever models it wrote: what is kept derives from nearly
//   every model, and cascades and plug-ins write models no change is recorded for;
// - inside a transaction nothing is stored for others (the transaction may see rows nobody else
//   may yet): a valid entry is used, or the value is kept for the rest of that request only; a
//   request that wrote one of the models a value derives from reads it afresh every time;
// - on PostgreSQL other processes hear of it through NOTIFY, sent inside the writing transaction so
//   that it arrives with the commit, on a connection of their own that LISTENs (a lost connection
//   clears everything, and the cache is not used until it listens again);
// - on SQLite another process sharing the file shows in the writer connection's data_version,
//   which moves whenever another connection commits: read before every use, a move clears
//   everything (whatever the other process wrote).
// Writes outside API requests (maintenance by the runtime itself: logins, tokens, jobs, events)
// move no generation, so nothing derived from those models is kept.
import pg from 'pg';
import type { Knex } from 'knex';

/** The NOTIFY channel the processes sharing one PostgreSQL database hear each other's writes on. */
export const CACHE_CHANNEL = 'inventory_derived_cache';
/** ... and the one a migration announces a changed schema on (prepared statements go stale). */
export const SCHEMA_CHANNEL = 'inventory_schema';

interface Entry {
  readonly generation: number;
  readonly value: Promise<unknown>;
  /** The load has finished (a pending one may be waiting for a pool connection). */
  settled: boolean;
}

export class DerivedCache {
  private generation = 0;
  private schemaGeneration = 0;
  private readonly entries = new Map<string, Entry>();
  /** False while a PostgreSQL process is not (yet) listening: nothing is kept then. */
  private listening: boolean;
  private listener: pg.Client | null = null;
  private closed = false;

  /** The last data_version seen of `foreignCommits`. */
  private foreignVersion: number | null = null;

  /**
   * `foreignCommits`: on SQLite, the writer connection's data_version (null while it is not
   * open): it moves when another connection, another process's, commits.
   */
  constructor(private readonly postgresUrl: string | null, private readonly foreignCommits: (() => number | null) | null = null) {
    this.listening = postgresUrl === null;
  }

  /** The value `name` (derived from the rows of `models`), loaded with `load` when absent or stale. */
  async get<T>(name: string, load: () => Promise<T>): Promise<T> {
    if (!this.usable()) {
      this.listen();
      return load();
    }
    const entry = this.entries.get(name);
    if (entry && entry.generation === this.generation) return entry.value as Promise<T>;
    const generation = this.generation;
    const value = load();
    const made: Entry = { generation, value, settled: false };
    this.entries.set(name, made);
    value.then(
      () => {
        made.settled = true;
        // A write ended while this was loading: the value may predate it.
        if (this.generation !== generation) this.entries.delete(name);
      },
      () => this.entries.delete(name),
    );
    return value;
  }

  /**
   * The valid entry `name`, loaded already, without loading it. A load still running is not
   * handed out: a transaction must never wait for a load that waits for a pool connection (held,
   * perhaps, by transactions that wait for this one's lock).
   */
  peek<T>(name: string): Promise<T> | undefined {
    const entry = this.usable() ? this.entries.get(name) : undefined;
    return entry && entry.settled && entry.generation === this.generation ? (entry.value as Promise<T>) : undefined;
  }

  /**
   * The generation values may be kept under now, or null when nothing may be kept (for stores of
   * their own, such as runtime/serialize/nested-cache.ts, which compare it with the generation
   * their entries were made under).
   */
  currentGeneration(): number | null {
    if (!this.usable()) {
      this.listen();
      return null;
    }
    return this.generation;
  }

  /** In the writing transaction, before it commits: tells the other processes (PostgreSQL). */
  async announce(q: Knex.Transaction): Promise<void> {
    if (this.postgresUrl !== null) await q.raw(`NOTIFY ${CACHE_CHANNEL}`);
  }

  /**
   * The schema's generation as this process knows it, for what depends on the tables' shapes
   * (PostgreSQL prepared statements: runtime/db/pg-statements.ts); null while a PostgreSQL
   * process is not listening, when a change elsewhere could go unheard.
   */
  schemaVersion(): number | null {
    if (!this.listening) {
      this.listen();
      return null;
    }
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

  /** Whether entries may be used and kept: the process hears of other processes' writes. */
  private usable(): boolean {
    if (!this.listening) return false;
    if (this.foreignCommits === null) return true;
    const version = this.foreignCommits();
    if (version === null) return false;
    if (version !== this.foreignVersion) {
      if (this.foreignVersion !== null) this.invalidate();
      this.foreignVersion = version;
    }
    return true;
  }

  /** After a write ended (committed or not): every entry is stale. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  private listen(): void {
    if (this.listener || this.closed || this.postgresUrl === null) return;
    const client = new pg.Client({ connectionString: this.postgresUrl });
    this.listener = client;
    const lost = () => {
      if (this.listener !== client) return;
      this.listener = null;
      this.listening = false;
      this.invalidate();
      this.schemaChanged();
      void client.end().catch(() => undefined);
    };
    client.on('notification', (message) => (message.channel === SCHEMA_CHANNEL ? this.schemaChanged() : this.invalidate()));
    client.on('error', lost);
    client.on('end', lost);
    client
      .connect()
      .then(() => client.query(`LISTEN ${CACHE_CHANNEL}; LISTEN ${SCHEMA_CHANNEL}`))
      .then(() => {
        if (this.listener !== client) return;
        // Anything loaded before the LISTEN may have missed a notification.
        this.invalidate();
        this.schemaChanged();
        this.listening = true;
      })
      .catch(lost);
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.listener;
    this.listener = null;
    this.listening = false;
    if (client) await client.end().catch(() => undefined);
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
  if (!(ctx.q as { isTransaction?: boolean }).isTransaction) return cache.get(name, load);
  if (!request || models.some((model) => request.touched.has(model))) return load();
  const shared = cache.peek<T>(name);
  if (shared) return shared;
  let mine = perRequest.get(request);
  if (!mine) perRequest.set(request, (mine = new Map()));
  let value = mine.get(name) as Promise<T> | undefined;
  if (!value) mine.set(name, (value = load()));
  return value;
}
