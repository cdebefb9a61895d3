// The off-loop thread of a PostgreSQL connection (off-loop.ts): one pg client, with the event
// loop's type parsers (pg-types.ts), running the statements it is sent one at a time; pg's
// encoding of their parameters and decoding of their rows happen here, not on the loop
// (off-loop-thread.ts carries the values in and out in parts).
import pg from 'pg';
import type { OffLoopReply, OffLoopStatement } from './off-loop.js';
import { failed, serveStatements, takeBound } from './off-loop-thread.js';
import './pg-types.js';
import type { Row } from './values.js';

let client: pg.Client | null = null;
/** The connection's failure between statements (the server gone): the next statement reports it. */
let broken: Error | null = null;

serveStatements({
  async open(settings): Promise<OffLoopReply> {
    const { url } = settings as { url: string };
    try {
      client = new pg.Client({ connectionString: url });
      client.on('error', (error) => {
        broken = error;
      });
      await client.connect();
      return { inTransaction: false };
    } catch (error) {
      return failed(error, false);
    }
  },
  async run({ sql, bindings }: OffLoopStatement): Promise<OffLoopReply> {
    try {
      if (broken) throw broken;
      const result = await client!.query({ text: sql, values: bindings as unknown[] });
      const rows = result.rows as Row[];
      const outcome = { command: result.command, rowCount: result.rowCount, fields: result.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) };
      return { rows, bound: takeBound(rows, bindings), outcome, inTransaction: false };
    } catch (error) {
      return failed(error, false);
    }
  },
  async close() {
    await client?.end().catch(() => undefined);
    client = null;
  },
});
