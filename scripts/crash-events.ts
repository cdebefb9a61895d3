// make crash-events CYCLES=1000 [DB=sqlite|postgres|both]: the events crash harness
// (test/support/crash.ts) for many cycles; prints each cycle and the final figures. Exit 1 when a
// committed event was not delivered or an uncommitted one was.
// Run through tsx, never built (tsconfig.build.json excludes it): it uses the test support code.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCrashCycles } from '../test/support/crash.js';
import { startCluster } from '../test/support/postgres-cluster.js';

const cycles = Number(process.env.CYCLES ?? 100);
const which = process.env.DB ?? 'both';
let failed = false;
for (const dialect of ['sqlite', 'postgres'] as const) {
  if (which !== 'both' && which !== dialect) continue;
  const dir = mkdtempSync(join(tmpdir(), 'inventory-crash-'));
  const cluster = dialect === 'postgres' ? await startCluster() : null;
  try {
    const url = cluster ? cluster.url : `sqlite:${join(dir, 'crash.sqlite3')}`;
    const started = Date.now();
    const report = await runCrashCycles(url, cycles, (line) => process.stdout.write(`[${dialect}] ${line}\n`));
    process.stdout.write(`${dialect}: ${cycles} kills in ${((Date.now() - started) / 1000).toFixed(0)} s; ${report.attempted} creates attempted (${report.rolledBack} in requests rolled back by a validation error), `
      + `${report.committed} committed, ${report.delivered} deliveries (${report.duplicates} duplicates), `
      + `${report.missing.length} committed but not delivered, ${report.phantom.length} delivered but not committed\n`);
    failed ||= report.missing.length > 0 || report.phantom.length > 0;
  } finally {
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
process.exit(failed ? 1 : 0);
