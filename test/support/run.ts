// What the global setup (global-setup.ts) hands every test process, through vitest's provide/inject.

/** The run's database templates (templates.ts). */
export interface TestRun {
  /** Unique to the run: template names in a shared PostgreSQL server (TEST_DATABASE_URL) carry it. */
  readonly id: string;
  /** A directory for the SQLite templates, removed with the run. */
  readonly dir: string;
  /** The superuser's token in every database made from the migrated template. */
  readonly token: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    testRun: TestRun;
  }
}

/** The prefix of a run's template database names (dropped with the run on a shared server). */
export const templatePrefix = (runId: string) => `tpl_${runId}_`;
