// Issue 14's crash harness (test/support/write-crash.ts), a few cycles per database here; `make
// crash CYCLES=1000 DB=sqlite` for the long run. Every acknowledged write survives a SIGKILL, no
// bulk write is partial, refused writes leave nothing, rows and change records agree, and the
// database passes its integrity checks.
import { describe, expect, it } from 'vitest';
import { runWriteCrashCycles } from '../support/write-crash.js';
import { DIALECTS, freshDatabase } from '../support/server.js';

const CYCLES = Number(process.env.CRASH_CYCLES ?? 3);

describe.each(DIALECTS)('writes survive crashes on %s', (dialect) => {
  it(`keeps every acknowledged write and no partial one across ${CYCLES} kills`, { timeout: 300_000 }, async () => {
    const database = await freshDatabase(dialect);
    try {
      const report = await runWriteCrashCycles(database.url, CYCLES);
      console.log(`write crash (${dialect}): ${JSON.stringify({ ...report, problems: report.problems.length })}`);
      expect(report.acknowledged).toBeGreaterThan(0);
      expect(report.refused).toBeGreaterThan(0);
      expect(report.problems).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});
