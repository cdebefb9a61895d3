// make crash CYCLES=1000 [DB=sqlite|postgres|both]: the write crash harness
// (test/support/write-crash.ts) for many cycles; prints each cycle and the final figures. Exit 1
// when an acknowledged write was lost, a bulk write was partial, a refused write left something,
// rows and change records disagree, or the database fails its integrity checks.
// Run through tsx, never built (tsconfig.build.json excludes it): it uses the test support code.
import { onFreshDatabases } from '../test/support/databases.js';
import { runWriteCrashCycles } from '../test/support/write-crash.js';

const cycles = Number(process.env.CYCLES ?? 100);
const failed = await onFreshDatabases(process.env.DB ?? 'both', async (dialect, url) => {
  const started = Date.now();
  const report = await runWriteCrashCycles(url, cycles, (line) => process.stdout.write(`[${dialect}] ${line}\n`));
  process.stdout.write(`${dialect}: ${cycles} kills in ${((Date.now() - started) / 1000).toFixed(0)} s; ${report.acknowledged} writes acknowledged, `
    + `${report.refused} refused, ${report.cutOff} cut off by a kill; ${report.sites} sites stored; ${report.problems.length} problems\n`);
  for (const problem of report.problems.slice(0, 50)) process.stdout.write(`  ${problem}\n`);
  return report.problems.length > 0;
});
process.exit(failed ? 1 : 0);
