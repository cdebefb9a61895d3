// The off-loop thread of a SQLite connection (off-loop.ts): one connection, configured as the
// event loop's are, running the statements it is sent one at a time (off-loop-thread.ts carries
// them in and the answers out).
import Database from 'better-sqlite3';
import type { OffLoopReply, OffLoopStatement } from './off-loop.js';
import { failed, serveStatements, takeBound } from './off-loop-thread.js';
import { configureSqliteConnection, type SqliteConnection } from './sqlite-setup.js';
import type { Row } from './values.js';

let connection: Database.Database | null = null;
const inTransaction = () => connection?.inTransaction ?? false;

serveStatements({
  open(settings): OffLoopReply {
    const { filename, readOnly } = settings as { filename: string; readOnly: boolean };
    try {
      connection = new Database(filename);
      configureSqliteConnection(connection as unknown as SqliteConnection, readOnly);
      return { inTransaction: false };
    } catch (error) {
      return failed(error, false);
    }
  },
  run({ sql, bindings }: OffLoopStatement): OffLoopReply {
    try {
      const statement = connection!.prepare(sql);
      if (statement.reader) {
        const rows = statement.all(bindings) as Row[];
        return { rows, bound: takeBound(rows, bindings), inTransaction: inTransaction() };
      }
      const { changes, lastInsertRowid } = statement.run(bindings);
      return { changes, lastInsertRowid: Number(lastInsertRowid), inTransaction: inTransaction() };
    } catch (error) {
      return failed(error, inTransaction());
    }
  },
  close() {
    connection?.close();
    connection = null;
  },
});
