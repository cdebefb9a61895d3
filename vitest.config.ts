import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { LongFirstSequencer } from './test/support/sequencer.js';

/**
 * `make test` compiles everything to dist/ first (TEST_COMPILED=1): the tests then load the
 * runtime and the generated code as that JavaScript, through Node's own loader
 * (vitest's module runner transforms and wraps every module of a test file's graph anew in each
 * file, 0.4 CPU s a file, and the wrapped code runs the servers' requests about a tenth slower).
 * Run by itself (`npx vitest run <file>`), a test loads the sources, never older JavaScript.
 */
const COMPILED = process.env.TEST_COMPILED === '1';
const DIST = fileURLToPath(new URL('./dist/', import.meta.url));

/**
 * Test files that need no database, no server and no native module: the generator, the checks
 * and the code that parses and renders. They are a project of their own, `static`, which `make
 * test` runs on one worker while better-sqlite3 compiles (about a minute and a half of one core
 * on a clean clone, with the other core half idle once the type check is done); the rest,
 * `databases`, starts when the compile is done. `npx vitest run` runs both.
 */
const STATIC = [
  'test/golden/**/*.test.ts',
  'test/tooling/make-check.test.ts',
  'test/tooling/scaffold.test.ts',
  'test/tooling/typed-surface.test.ts',
  ...['generator', 'planner', 'block-yaml', 'fuzz-corpus', 'ip', 'regex', 'ssrf', 'json-body', 'netbox-filters'].map((name) => `test/unit/${name}.test.ts`),
];

export default defineConfig({
  resolve: COMPILED ? { alias: [{ find: /^(?:\.\.?\/)+(runtime|generated|contract)\//, replacement: `${DIST}$1/` }] } : {},
  test: {
    server: { deps: { external: COMPILED ? [/\/dist\//] : [] } },
    projects: [
      // Run at the lowest priority beside the database tests, a static file may wait minutes for a
      // core on a loaded machine: its time limits only catch a hang.
      { extends: true, test: { name: 'static', include: STATIC, testTimeout: 600_000, hookTimeout: 600_000 } },
      { extends: true, test: { name: 'databases', include: ['test/**/*.test.ts'], exclude: [...configDefaults.exclude, ...STATIC], globalSetup: ['test/support/global-setup.ts'] } },
    ],
    // Does nothing unless TEST_CPU_LOG names a file (the CPU time of each test file).
    setupFiles: ['test/support/cpu-log.ts'],
    pool: 'forks',
    // A worker process runs its files one after another in one module graph: the runtime is
    // loaded, and compiled by V8's optimizing tiers, once per worker instead of once per file
    // (test/api: 257 → 194 s, a third less CPU). Files keep nothing global between them but the
    // run's template databases (test/support/templates.ts), which are copied, never changed.
    isolate: false,
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
