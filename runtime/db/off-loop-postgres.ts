// PostgreSQL's connections in a thread of their own (off-loop.ts), for what is known to carry a
// large value: pg encodes a statement's parameters and decodes a row's fields each in one call,
// 70 to 300 ms of the event loop for a 60 MB text; in the thread, the loop only joins the parts.
// A knex client like the pool's, whose statements go to the thread.
import knexFactory, { type Knex } from 'knex';
import PgDialectClient from 'knex/lib/dialects/postgres/index.js';
import { OffLoopConnection, type OffLoopKind } from './off-loop.js';

const PG_THREAD: OffLoopKind = { module: new URL('./off-loop-pg-worker.js', import.meta.url), database: 'PostgreSQL', errorName: 'error' };

interface QueryObject {
  sql?: string;
  bindings?: unknown[];
  response?: unknown;
}

class OffLoopPgClient extends PgDialectClient {
  override async acquireRawConnection(): Promise<OffLoopConnection> {
    const { url } = (this as unknown as { connectionSettings: { url: string } }).connectionSettings;
    const connection = await OffLoopConnection.open(PG_THREAD, { url });
    if (!this.version) {
      const { rows } = (await connection.run('select version();', [])) as { rows: { version: string }[] };
      this.version = this._parseVersion(rows[0]!.version);
    }
    return connection;
  }

  override async destroyRawConnection(connection: unknown): Promise<void> {
    await (connection as OffLoopConnection).close();
  }

  /** A connection whose thread stopped is replaced (the pool asks before lending one). */
  override validateConnection(connection: unknown): boolean {
    return (connection as OffLoopConnection).usable;
  }

  /** One statement in the thread; its answer as pg's result (rows, command, rowCount, fields), which knex reads. */
  override async _query(connection: unknown, query: unknown): Promise<unknown> {
    const statement = query as QueryObject;
    if (!statement.sql) throw new Error('The query is empty');
    const result = await (connection as OffLoopConnection).run(statement.sql, statement.bindings ?? []);
    statement.response = 'rows' in result ? { rows: result.rows, ...result.outcome } : result;
    return statement;
  }
}

/**
 * A writer and a reader in threads of their own (their rows' long texts stay in pieces:
 * lib/large-text.ts). Each pool opens its one connection when first needed and closes it once idle.
 */
export function offLoopPostgresHandles(url: string): { writer: Knex; reader: Knex } {
  const config = () => ({ client: OffLoopPgClient as unknown as typeof Knex.Client, connection: { url }, pool: { min: 0, max: 1 } } as Knex.Config);
  return { writer: knexFactory(config()), reader: knexFactory(config()) };
}
