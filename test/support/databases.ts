// A throwaway database per dialect for the long-running harnesses (scripts/crash-*.ts): a SQLite
// file in a temporary directory, or a PostgreSQL cluster of its own, removed afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from './postgres-cluster.js';

export type HarnessDialect = 'sqlite' | 'postgres';

/** Runs `run` on a fresh database of each dialect `which` names ('both' for both); true when any run failed. */
export async function onFreshDatabases(which: string, run: (dialect: HarnessDialect, url: string) => Promise<boolean>): Promise<boolean> {
  let failed = false;
  for (const dialect of ['sqlite', 'postgres'] as const) {
    if (which !== 'both' && which !== dialect) continue;
    const dir = mkdtempSync(join(tmpdir(), 'inventory-crash-'));
    const cluster = dialect === 'postgres' ? await startCluster() : null;
    try {
      failed = (await run(dialect, cluster ? cluster.url : `sqlite:${join(dir, 'crash.sqlite3')}`)) || failed;
    } finally {
      cluster?.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return failed;
}
