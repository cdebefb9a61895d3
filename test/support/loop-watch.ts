// How long this process's event loop was held, measured so that a loaded machine does not count.
// A timer ticks every few milliseconds; between two ticks the main thread's own CPU time (Linux:
// /proc/thread-self/schedstat, in nanoseconds) is what the loop spent without a turn, whatever
// other processes did to the wall clock meanwhile. Each stretch goes into a histogram
// (node:perf_hooks), so that a test asserts its maximum or a percentile. Elsewhere (no
// schedstat) the process's CPU time bounded by the wall clock stands in, as before this helper:
// other threads' CPU (garbage collection) can then count too.
// Alongside, monitorEventLoopDelay records the wall-clock delay of the loop for the log line only:
// it includes the time the machine gave the cores to other processes.
import { readFileSync } from 'node:fs';
import { createHistogram, monitorEventLoopDelay, type Histogram, type RecordableHistogram } from 'node:perf_hooks';

const SCHEDSTAT = '/proc/thread-self/schedstat';

/** The main thread's CPU time in nanoseconds, or null where the kernel does not tell. */
function threadCpuNs(): number | null {
  try {
    return Number(readFileSync(SCHEDSTAT, 'latin1').split(' ')[0]);
  } catch {
    return null;
  }
}

export interface LoopWatch {
  /** Stops watching; the stretches the loop was held (nanoseconds of CPU), and the wall-clock delays. */
  stop(): { held: RecordableHistogram; delay: Histogram; summary: string };
}

/** Starts watching the event loop (tick: the timer's period in milliseconds). */
export function watchLoop(tick = 2): LoopWatch {
  const held = createHistogram();
  const delay = monitorEventLoopDelay({ resolution: tick });
  delay.enable();
  const viaSchedstat = threadCpuNs() !== null;
  const cpuNs = (): number => {
    if (viaSchedstat) return threadCpuNs()!;
    const usage = process.cpuUsage();
    return (usage.user + usage.system) * 1000;
  };
  let [lastCpu, lastWall] = [cpuNs(), process.hrtime.bigint()];
  const timer = setInterval(() => {
    const [cpu, wall] = [cpuNs(), process.hrtime.bigint()];
    const spent = viaSchedstat ? cpu - lastCpu : Math.min(cpu - lastCpu, Number(wall - lastWall));
    held.record(Math.max(1, Math.round(spent)));
    [lastCpu, lastWall] = [cpu, wall];
  }, tick);
  return {
    stop() {
      clearInterval(timer);
      delay.disable();
      const ms = (ns: number) => (ns / 1e6).toFixed(1);
      const summary = `event loop held at most ${ms(held.max)} ms of CPU (p99 ${ms(held.percentile(99))} ms, ${held.count} turns); wall-clock delay p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms`;
      return { held, delay, summary };
    },
  };
}

/** Milliseconds from a histogram's nanoseconds. */
export const ms = (ns: number) => ns / 1e6;
