// Prepared statements for PostgreSQL. knex sends every statement unnamed, so PostgreSQL parses,
// analyses and plans it afresh each time; a bulk write of 10,000 IP addresses sends the same
// three statements 10,000 times, and naming them (parse once per connection, and the plan cache)
// took it from 6.3 s to 4.2 s. Named: parameterised statements inside a transaction (large ones
// in a short list of their own, see LARGE_PARAMETERS), and outside one the reads of a page's
// related rows by an array of ids (BY_IDS: a page of interfaces sends eight of them, the same
// text on every page; naming them took a page of 50 interfaces from 20.9 to 17.8 ms). Other reads
// (a list's page and count, with the user's filters) keep a custom plan for every value: a cached
// generic plan can be the wrong one for a skewed filter.
//
// A prepared statement fixes its result's columns: once a migration changes a table, a statement
// that reads `*` from it fails ("cached plan must not change result type", 0A000). So names belong
// to a schema generation (DerivedCache.schemaVersion: a migration moves it here and, through
// NOTIFY, in every process); while a process cannot hear of changes it names nothing. A new
// generation, or a statement failing that way anyway (a change not yet heard of), stops the
// naming until the connection is between transactions, where DEALLOCATE ALL starts it afresh.
// Deallocations never run inside a transaction: one that failed there would abort it.

/** Named statements kept per connection (the least recently used one is deallocated). */
const NAMED_PER_CONNECTION = 200;
/**
 * Statements with more parameters than this are large: the multi-row inserts of change records
 * and events (up to 200 rows), which hold ~0.5 MB of plan each and differ with every batch size.
 * A connection keeps only a few of them, in a list of their own, so that the full batches of a
 * bulk write stay prepared while the odd sizes come and go.
 */
const LARGE_PARAMETERS = 100;
const LARGE_PER_CONNECTION = 4;

/** Statements PostgreSQL can prepare, as knex writes them. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
const BEGIN = /^\s*begin\b/i;
/** A read of rows by an array of ids (runtime/db/query.ts whereIdIn, idListSql), not a page (LIMIT) or a count. */
const BY_IDS = /= ANY\(\$\d+::bigint\[\]\)|IN \(SELECT unnest\(\$\d+::bigint\[\]\)\)/;
const PAGE_OR_COUNT = /\blimit\b|\bcount\(/i;
const END = /^\s*(commit|rollback)\s*;?\s*$/i;
/** feature_not_supported: what a prepared statement raises when its table's columns changed. */
const STALE_PLAN = '0A000';

type Callback = (error: (Error & { code?: string }) | null, result: unknown) => void;

export interface PgClient {
  query(...args: unknown[]): unknown;
  readonly connection: { readonly parsedStatements: Record<string, string> };
}

/** Makes `client` name the statements it runs inside transactions (see above). */
export function nameTransactionStatements(client: PgClient, schemaVersion: () => number | null): void {
  const send = client.query.bind(client) as (config: unknown, callback?: Callback) => unknown;
  const parsed = client.connection.parsedStatements;
  /** SQL text → name, least recently used first; large statements apart. */
  const names = new Map<string, string>();
  const largeNames = new Map<string, string>();
  let counter = 0;
  let version: number | null = null;
  let inTransaction = false;
  /** Evicted names PostgreSQL holds, deallocated between transactions. */
  let unwanted: string[] = [];
  /** Every name is to go (a new schema generation, or a stale plan): nothing is named meanwhile. */
  let resetting = false;

  const nameOf = (text: string, large: boolean): string | null => {
    const kept = large ? largeNames : names;
    const capacity = large ? LARGE_PER_CONNECTION : NAMED_PER_CONNECTION;
    const current = schemaVersion();
    if (current === null || resetting) return null;
    if (version !== null && current !== version) {
      resetting = true;
      return null;
    }
    version = current;
    let name = kept.get(text);
    if (name !== undefined) {
      // Most recently used last.
      kept.delete(text);
    } else {
      name = `inventory_${++counter}`;
      if (kept.size >= capacity) {
        const [oldest, oldestName] = kept.entries().next().value!;
        kept.delete(oldest);
        if (parsed[oldestName] !== undefined) unwanted.push(oldestName);
        delete parsed[oldestName];
      }
    }
    kept.set(text, name);
    return name;
  };

  /** Between transactions: what is to go goes, in one round trip, before `then`. */
  const tidyThen = (then: () => unknown): unknown => {
    if (resetting) {
      for (const name of [...names.values(), ...largeNames.values()]) delete parsed[name];
      names.clear();
      largeNames.clear();
      unwanted = [];
      resetting = false;
      version = null;
      return send('DEALLOCATE ALL', () => then());
    }
    if (unwanted.length) {
      const statements = unwanted.map((name) => `DEALLOCATE ${name}`).join('; ');
      unwanted = [];
      return send(statements, () => then());
    }
    return then();
  };

  client.query = (...args: unknown[]) => {
    const [config, callback] = args as [unknown, Callback | undefined];
    const text = config !== null && typeof config === 'object' ? (config as { text?: unknown }).text : config;
    if (args.length !== 2 || typeof callback !== 'function' || typeof text !== 'string') return send(...(args as [unknown, Callback?]));
    const between = !inTransaction;
    let name: string | null = null;
    let large = false;
    if (BEGIN.test(text)) inTransaction = true;
    else if (END.test(text)) inTransaction = false;
    else if (typeof config === 'object' && PREPARABLE.test(text) && (inTransaction || (BY_IDS.test(text) && !PAGE_OR_COUNT.test(text)))) {
      const values = (config as { values?: unknown[] }).values ?? [];
      large = values.length > LARGE_PARAMETERS;
      name = values.length > 0 ? nameOf(text, large) : null;
    }
    const run = (): unknown => {
      if (name === null) return send(config, callback);
      const named = name;
      return send({ ...(config as object), name: named }, (error, result) => {
        if (error) {
          // Never prepared (it failed before PostgreSQL kept it): the name means nothing there.
          const kept = large ? largeNames : names;
          if (parsed[named] === undefined && kept.get(text) === named) kept.delete(text);
          if (error.code === STALE_PLAN) {
            resetting = true;
            // A read outside a transaction is asked again, unnamed, once the names are gone.
            if (between) return void tidyThen(() => send(config, callback));
          }
        }
        callback(error, result);
      });
    };
    return between ? tidyThen(run) : run();
  };
}
