// With TEST_CPU_LOG=<file>: appends each test file's CPU time to <file> as a line of tab-separated
// fields: the file, the seconds of CPU its test process used (the servers run in it), and those of
// the child processes it waited for (clients, compilers). On a machine shared with other work the
// wall-clock durations vitest reports depend on the load; CPU time is what the suite costs.
// PostgreSQL's CPU is counted once for the run (global-setup.ts).
import { appendFileSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

const LOG = process.env.TEST_CPU_LOG;

/** User and system seconds of this process and of its waited-for children (/proc/self/stat; Linux). */
function cpuSeconds(): { self: number; children: number } {
  const fields = readFileSync('/proc/self/stat', 'latin1').replace(/^.*\) /, '').split(' ').map(Number);
  // After the command: state is field 3; utime 14, stime 15, cutime 16, cstime 17 (1-based, proc(5)).
  const tick = 100;
  return { self: (fields[11]! + fields[12]!) / tick, children: (fields[13]! + fields[14]!) / tick };
}

if (LOG) {
  // Setup files run again for every test file: from here on, the file's imports count too.
  const start = cpuSeconds();
  let file = '';
  beforeAll(({}, suite) => {
    file = relative(process.cwd(), (suite as { file?: { filepath?: string } }).file?.filepath ?? '');
  });
  afterAll(() => {
    const end = cpuSeconds();
    appendFileSync(LOG, `${file}\t${(end.self - start.self).toFixed(2)}\t${(end.children - start.children).toFixed(2)}\t${process.pid}\n`);
  });
}
