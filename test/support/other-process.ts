// A second server on a test server's database, with its own connections and kept values: what
// another server process sees, in this process (so that a test can read its statements and cache).
import { registry } from '../../generated/registry.js';
import { createApp } from '../../runtime/app.js';
import { loadConfig } from '../../runtime/config.js';
import { openDatabase, type Database } from '../../runtime/db/database.js';

export interface OtherProcess {
  readonly db: Database;
  /** http://127.0.0.1:<port> */
  readonly base: string;
  close(): Promise<void>;
}

export async function otherProcess(url: string): Promise<OtherProcess> {
  const db = openDatabase(url);
  const server = createApp({ db, registry, config: loadConfig({}, { DATABASE_URL: url }) }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    db,
    base: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    },
  };
}
