// Crash safety of events (test/support/crash.ts): a server process with its embedded worker is
// killed at random moments while it takes writes and delivers webhooks, a few cycles per database
// here (`make crash-events CYCLES=1000` for the long run). Every committed create is delivered at
// least once; nothing is delivered for a create that did not commit.
import { describe, expect, it } from 'vitest';
import { runCrashCycles } from '../support/crash.js';
import { DIALECTS, freshDatabase } from '../support/server.js';

const CYCLES = Number(process.env.CRASH_CYCLES ?? 3);

describe.each(DIALECTS)('events survive crashes on %s', (dialect) => {
  it(`delivers every committed event at least once and none for uncommitted writes (${CYCLES} kills)`, { timeout: 300_000 }, async () => {
    const database = await freshDatabase(dialect);
    try {
      const report = await runCrashCycles(database.url, CYCLES);
      console.log(`crash (${dialect}): ${JSON.stringify({ ...report, missing: report.missing.length, phantom: report.phantom.length })}`);
      expect(report.committed).toBeGreaterThan(0);
      expect(report.rolledBack).toBeGreaterThan(0);
      expect(report.missing).toEqual([]);
      expect(report.phantom).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});
