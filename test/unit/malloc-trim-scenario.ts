// The process of malloc-trim.test.ts: fills the C library's heap with 160 MB of small array
// buffers, frees seven in eight (runs of 28 KB between the ones kept, as a bulk write's freed
// statements and cache pages leave them), and measures resident memory before and after a trim.
// Prints the figures as JSON.
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { trimMalloc } from '../../runtime/lib/malloc-trim.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resident anonymous memory (the heaps; not the binary's pages), MB. */
const anonymous = () => Number(/^Anonymous:\s+(\d+)/m.exec(readFileSync('/proc/self/smaps_rollup', 'utf8'))![1]) / 1024;

// allocUnsafeSlow: each buffer's memory comes from malloc, not from a shared pool.
let buffers: (Buffer | null)[] = Array.from({ length: 40_000 }, () => Buffer.allocUnsafeSlow(4000).fill(7));
const filled = anonymous();
buffers = buffers.map((buffer, i) => (i % 8 === 0 ? buffer : null));
for (let i = 0; i < 3; i++) {
  gc();
  await sleep(50);
}
const freed = anonymous();
const released = trimMalloc();
const trimmed = anonymous();
process.stdout.write(JSON.stringify({ filled, freed, trimmed, released, kept: buffers.filter(Boolean).length }));
