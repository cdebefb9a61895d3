// The heap part of idle-release.test.ts, run in a process of its own: whether V8 gives back the
// heap a burst of garbage grew depends on what else the process holds, and a test worker holds
// what every earlier test file left. Prints the heap sizes and release counts as JSON.
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

let databaseReleases = 0;
const idle = new IdleRelease(0.4, async () => {
  databaseReleases += 1;
});
const seen: Record<string, number> = {};
// Busy: a request every 100 ms for a second.
for (let i = 0; i < 10; i++) {
  idle.touch();
  await sleep(100);
}
seen.releasesWhileBusy = idle.releases;
seen.before = process.memoryUsage().heapTotal;
garbage();
seen.grown = process.memoryUsage().heapTotal;
await sleep(900);
seen.releasesAfterQuiet = idle.releases;
seen.databaseReleasesAfterQuiet = databaseReleases;
seen.afterRelease = process.memoryUsage().heapTotal;
// Still quiet: no second release until a request comes.
await sleep(600);
seen.releasesStillQuiet = idle.releases;
idle.touch();
await sleep(900);
seen.releasesAfterRequest = idle.releases;
seen.databaseReleasesAfterRequest = databaseReleases;
idle.stop();
process.stdout.write(JSON.stringify(seen));
