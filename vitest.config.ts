import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongFirstSequencer } from './test/support/sequencer.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Does nothing unless TEST_CPU_LOG names a file (the CPU time of each test file).
    setupFiles: ['test/support/cpu-log.ts'],
    pool: 'forks',
    // One test file per core (vitest's default keeps one core free: on two cores, one file at a
    // time). A test process spends much of its time waiting for PostgreSQL, a child process or a
    // socket, and every file has databases of its own.
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: LongFirstSequencer },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
