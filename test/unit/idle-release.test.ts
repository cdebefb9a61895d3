// lib/idle-release.ts: a quiet process gives back the heap it grew, once per quiet spell, and a
// busy one is left alone.
import { describe, expect, it } from 'vitest';
import { IdleRelease } from '../../runtime/lib/idle-release.js';
import { entryPoint, PROJECT, runIn } from '../support/project.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('releasing memory when idle', () => {
  it('collects once after the quiet period, and not while requests keep coming', async () => {
    // In a process of its own (idle-release-scenario.ts): a test worker's heap holds what earlier
    // files left, and V8 fills that before it grows.
    const run = await runIn(PROJECT, process.execPath, entryPoint('test/unit/idle-release-scenario.ts'));
    expect(run.code, run.stderr).toBe(0);
    const seen = JSON.parse(run.stdout) as Record<string, number>;
    expect(seen.releasesWhileBusy).toBe(0);
    expect(seen.grown! - seen.before!).toBeGreaterThan(50 * 2 ** 20);
    expect(seen.releasesAfterQuiet).toBe(1);
    expect(seen.databaseReleasesAfterQuiet).toBe(1);
    // The heap V8 had grown is returned (measured 150 → 20 MB): at least half of it.
    expect(seen.afterRelease).toBeLessThan(seen.grown! / 2);
    expect(seen.releasesStillQuiet).toBe(1);
    expect(seen.releasesAfterRequest).toBe(2);
    expect(seen.databaseReleasesAfterRequest).toBe(2);
  });

  it('never releases with the setting at 0', async () => {
    const idle = new IdleRelease(0);
    idle.touch();
    await sleep(600);
    expect(idle.releases).toBe(0);
    idle.stop();
  });
});
