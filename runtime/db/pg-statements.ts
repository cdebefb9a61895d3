// Prepared statements for PostgreSQL writes. knex sends every statement unnamed, so PostgreSQL
// parses, analyses and plans it afresh each time; a bulk write of 10,000 IP addresses sends the
// same three statements 10,000 times, and naming them (parse once per connection, and the plan
// cache) took it from 6.3 s to 4.2 s. Only statements inside a transaction are named: writes are
// the repeated key lookups and inserts that gain, and reads keep a custom plan for every value
// (a cached generic plan can be the wrong one for a skewed filter).
//
// A prepared statement fixes its result's columns: once a migration changes a table, a statement
// that reads `*` from it fails ("cached plan must not change result type"). So names belong to a
// schema generation (DerivedCache.schemaVersion: a migration moves it here and, through NOTIFY,
// in every process) and a new generation starts afresh; while a process cannot hear of changes it
// names nothing. A statement that fails that way anyway (a change not yet heard of) also starts
// the connection afresh, so the next attempt succeeds.

/** Named statements kept per connection (the least recently used one is deallocated). */
const NAMED_PER_CONNECTION = 200;

/** Statements PostgreSQL can prepare, as knex writes them. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
const BEGIN = /^\s*begin\b/i;
const END = /^\s*(commit|rollback)\s*;?\s*$/i;
const STALE_RESULT = 'cached plan must not change result type';

type Callback = (error: Error | null, result: unknown) => void;

export interface PgClient {
  query(config: unknown, callback?: Callback): unknown;
  readonly connection: { readonly parsedStatements: Record<string, string> };
}

/** Makes `client` name the preparable statements it runs inside transactions (see above). */
export function nameTransactionStatements(client: PgClient, schemaVersion: () => number | null): void {
  const send = client.query.bind(client);
  const names = new Map<string, string>();
  let counter = 0;
  let version: number | null = null;
  let inTransaction = false;
  /** Statements to deallocate before the next one is sent (knex sends one at a time). */
  let unwanted: string[] = [];

  const forget = (name: string) => {
    delete client.connection.parsedStatements[name];
    unwanted.push(name);
  };
  const startAfresh = () => {
    for (const name of names.values()) forget(name);
    names.clear();
  };
  const nameOf = (text: string): string | null => {
    const current = schemaVersion();
    if (current === null) return null;
    if (current !== version) {
      startAfresh();
      version = current;
    }
    let name = names.get(text);
    if (name !== undefined) {
      // Most recently used last.
      names.delete(text);
    } else {
      name = `inventory_${++counter}`;
      if (names.size >= NAMED_PER_CONNECTION) {
        const [oldest, oldestName] = names.entries().next().value!;
        names.delete(oldest);
        forget(oldestName);
      }
    }
    names.set(text, name);
    return name;
  };

  const run = (config: unknown, callback?: Callback): unknown => {
    if (!unwanted.length || typeof callback !== 'function') return send(config, callback);
    const names = unwanted;
    unwanted = [];
    // One round trip for all; a failure (in an aborted transaction) only leaves them allocated.
    return send(names.map((name) => `DEALLOCATE ${name}`).join('; '), () => send(config, callback));
  };

  client.query = (config: unknown, callback?: Callback) => {
    const text = config !== null && typeof config === 'object' ? (config as { text?: unknown }).text : config;
    if (typeof text === 'string') {
      if (BEGIN.test(text)) inTransaction = true;
      else if (END.test(text)) inTransaction = false;
      else if (inTransaction && typeof config === 'object' && typeof callback === 'function' && PREPARABLE.test(text)) {
        const name = nameOf(text);
        if (name !== null) {
          return run({ ...(config as object), name }, (error, result) => {
            if (error && error.message.includes(STALE_RESULT)) startAfresh();
            callback(error, result);
          });
        }
      }
    }
    return run(config, callback);
  };
}
