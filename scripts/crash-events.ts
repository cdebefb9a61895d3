// make crash-events CYCLES=1000 [DB=sqlite|postgres|both]: the events crash harness
// (test/support/crash.ts) for many cycles; prints each cycle and the final figures. Exit 1 when a
// committed event was not delivered or an uncommitted one was.
// Run through tsx, never built (tsconfig.build.json excludes it): it uses the test support code.
import { runCrashCycles } from '../test/support/crash.js';
import { onFreshDatabases } from '../test/support/databases.js';

const cycles = Number(process.env.CYCLES ?? 100);
const failed = await onFreshDatabases(process.env.DB ?? 'both', async (dialect, url) => {
  const started = Date.now();
  const report = await runCrashCycles(url, cycles, (line) => process.stdout.write(`[${dialect}] ${line}\n`));
  process.stdout.write(`${dialect}: ${cycles} kills in ${((Date.now() - started) / 1000).toFixed(0)} s; ${report.attempted} creates attempted (${report.rolledBack} in requests rolled back by a validation error), `
    + `${report.committed} committed, ${report.delivered} deliveries (${report.duplicates} duplicates), `
    + `${report.missing.length} committed but not delivered, ${report.phantom.length} delivered but not committed\n`);
  return report.missing.length > 0 || report.phantom.length > 0;
});
process.exit(failed ? 1 : 0);
