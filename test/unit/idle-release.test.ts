// lib/idle-release.ts: a quiet process gives back the heap it grew, once per quiet spell, and a
// busy one is left alone.
import { describe, expect, it } from 'vitest';
import { IdleRelease } from '../../runtime/lib/idle-release.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Grows the heap with about 150 MB of objects that are garbage once this returns. */
function garbage(): number {
  let kept: object[][] = [];
  for (let i = 0; i < 30; i++) {
    kept.push(Array.from({ length: 100_000 }, (_, j) => ({ j, text: `value ${j}` })));
    if (kept.length > 8) kept.shift();
  }
  const n = kept.length;
  kept = [];
  return n;
}

describe('releasing memory when idle', () => {
  it('collects once after the quiet period, and not while requests keep coming', async () => {
    let databaseReleases = 0;
    const idle = new IdleRelease(0.4, async () => {
      databaseReleases += 1;
    });
    try {
      // Busy: a request every 100 ms for a second.
      for (let i = 0; i < 10; i++) {
        idle.touch();
        await sleep(100);
      }
      expect(idle.releases).toBe(0);
      // The test process holds what earlier test files left (vitest runs files in one process):
      // what matters is the part this test grew.
      const before = process.memoryUsage().heapTotal;
      garbage();
      const grown = process.memoryUsage().heapTotal;
      expect(grown - before).toBeGreaterThan(50 * 2 ** 20);
      await sleep(900);
      expect(idle.releases).toBe(1);
      expect(databaseReleases).toBe(1);
      // The heap V8 had grown is returned (measured 150 → 20 MB): at least half of it.
      expect(process.memoryUsage().heapTotal - before).toBeLessThan((grown - before) / 2);
      // Still quiet: no second release until a request comes.
      await sleep(600);
      expect(idle.releases).toBe(1);
      idle.touch();
      await sleep(900);
      expect(idle.releases).toBe(2);
      expect(databaseReleases).toBe(2);
    } finally {
      idle.stop();
    }
  });

  it('never releases with the setting at 0', async () => {
    const idle = new IdleRelease(0);
    idle.touch();
    await sleep(600);
    expect(idle.releases).toBe(0);
    idle.stop();
  });
});
