// How the server processes sharing one PostgreSQL database hear of each other's writes (and
// migrations): one connection per process LISTENs, and sends this process's own notifications.
//
// A write's models are sent after its transaction ended, never inside it: PostgreSQL serializes
// the commits of all transactions that sent NOTIFY under one database-wide lock, taken before the
// commit record and held until it is flushed (PreCommit_Notify in its async.c), so a NOTIFY in
// every write transaction made every process's writes commit one at a time, WAL flush included
// (bench/scale.ts measures it). Sent from here, a notification is a transaction of its own,
// holding no row and no write's connection; its commit does not wait for the WAL flush
// (synchronous_commit off on this connection: it writes nothing that must survive a crash). One
// is in flight per process at a time; the models of writes that end meanwhile go together in the
// next one, so a busy process sends far fewer notifications than it commits writes. (Per-model
// generation rows bumped inside the transaction, the other way considered, serialize every
// writer of one model on its row until commit, and every write writes the change log's model:
// bench/scale.ts measures both.)
//
// A notification can be lost when a process dies between a write's commit and its notification.
// The caches bound that themselves: everything kept is used for a second at most. A lost
// connection makes the owner forget everything and keep nothing until it listens again (a
// notification may have been missed meanwhile); what was not yet sent is sent then.
import pg from 'pg';

/** The channel writes are announced on: a payload of model keys separated by spaces; empty for "anything". */
export const CACHE_CHANNEL = 'inventory_derived_cache';
/** ... and the one a migration announces a changed schema on (prepared statements go stale). */
export const SCHEMA_CHANNEL = 'inventory_schema';

/** The channel connection's application_name (pg_stat_activity shows who sends the notifications). */
export const CHANNEL_APPLICATION_NAME = 'inventory cache channel';

/** A notification carries at most 8000 bytes; past this, "anything" is sent instead. */
const MAX_PAYLOAD = 7_900;

export interface ChannelListener {
  /** Another process wrote `models` (null: anything, or it did not say). */
  changed(models: readonly string[] | null): void;
  /** A migration changed the schema (in any process). */
  schemaChanged(): void;
  /** The connection listens (again), or was lost: notifications may have been missed. */
  reset(): void;
}

export class CacheChannel {
  private client: pg.Client | null = null;
  private listening = false;
  private closed = false;
  /** Models written here that the other processes have not been told of. */
  private readonly unsent = new Set<string>();
  private sending = false;

  constructor(private readonly url: string, private readonly listener: ChannelListener) {}

  /** Whether notifications are heard now; starts listening when not. */
  heard(): boolean {
    if (!this.listening) this.open();
    return this.listening;
  }

  /** Tells the other processes that `models` were written ("*" among them: anything). */
  publish(models: Iterable<string>): void {
    for (const model of models) this.unsent.add(model);
    this.open();
    this.send();
  }

  private send(): void {
    const client = this.client;
    if (this.sending || !this.listening || !client || !this.unsent.size) return;
    const models = [...this.unsent];
    this.unsent.clear();
    const payload = models.sort().join(' ');
    this.sending = true;
    client.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, models.includes('*') || payload.length > MAX_PAYLOAD ? '' : payload]).then(
      () => {
        this.sending = false;
        this.send();
      },
      () => {
        // The connection failed (its error handler reconnects later): sent again once it is back.
        this.sending = false;
        models.forEach((model) => this.unsent.add(model));
      },
    );
  }

  private open(): void {
    if (this.client || this.closed) return;
    const client = new pg.Client({ connectionString: this.url, application_name: CHANNEL_APPLICATION_NAME });
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      this.listening = false;
      this.listener.reset();
      void client.end().catch(() => undefined);
    };
    client.on('notification', (message) => {
      if (message.channel === SCHEMA_CHANNEL) return this.listener.schemaChanged();
      // This process's own notification: it forgot those models when its write ended.
      if (message.processId === (client as unknown as { processID: number }).processID) return;
      this.listener.changed(message.payload ? message.payload.split(' ') : null);
    });
    client.on('error', lost);
    client.on('end', lost);
    client
      .connect()
      .then(() => client.query(`SET synchronous_commit = off; LISTEN ${CACHE_CHANNEL}; LISTEN ${SCHEMA_CHANNEL}`))
      .then(() => {
        if (this.client !== client) return;
        // Anything heard of before the LISTEN may have missed a notification.
        this.listener.reset();
        this.listening = true;
        this.send();
      })
      .catch(lost);
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    this.listening = false;
    if (client) await client.end().catch(() => undefined);
  }
}
