// Starts one PostgreSQL server for the whole test run (unless TEST_DATABASE_URL names one) and
// hands its admin URL to the tests; each test file creates and drops its own databases in it.
// Also hands out what the run's database templates need (templates.ts): the run's id, a
// directory for the SQLite templates and the superuser token of the migrated template; the
// templates go with the run.
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { randomToken } from '../../runtime/auth/tokens.js';
import { startCluster, type Cluster } from './postgres-cluster.js';
import { templatePrefix } from './run.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let cluster: Cluster | null = null;
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    cluster = await startCluster({ statements: Boolean(process.env.TEST_CPU_LOG) });
    url = cluster.url;
  }
  const run = { id: randomBytes(4).toString('hex'), dir: mkdtempSync(join(tmpdir(), 'inventory-templates-')), token: randomToken() };
  project.provide('postgresAdminUrl', url);
  project.provide('testRun', run);
  return async () => {
    rmSync(run.dir, { recursive: true, force: true });
    // With TEST_CPU_LOG (cpu-log.ts): the throwaway server's CPU, for the whole run.
    const cpu = cluster?.cpuSeconds();
    if (process.env.TEST_CPU_LOG && cpu !== null && cpu !== undefined) {
      appendFileSync(process.env.TEST_CPU_LOG, `(PostgreSQL server)\t${cpu.toFixed(2)}\t0\t-\n`);
      await logStatements(url, `${process.env.TEST_CPU_LOG}.statements`);
    }
    if (cluster) return cluster.stop();
    await dropTemplates(url, run.id);
  };
}

/**
 * With TEST_CPU_LOG: the statements PostgreSQL spent the most time on over the run, in every
 * database, written to <log>.statements. The time is the statements' execution, waits for locks
 * included (a test's contention shows); connecting, parsing and the background work do not show.
 */
async function logStatements(url: string, file: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    const { rows } = await admin.query<{ ms: number; calls: number; rows: number; query: string }>(
      `SELECT round(sum(total_exec_time)::numeric, 0)::float AS ms, sum(calls)::int AS calls, sum(rows)::int AS rows, query
         FROM (SELECT total_exec_time, calls, rows,
                      -- One line per statement whatever database it names (each test's own).
                      left(regexp_replace(regexp_replace(query, '\\s+', ' ', 'g'), '\\m(test|tpl)_\\w+', '<database>', 'g'), 300) AS query
                 FROM pg_stat_statements) AS statements
        GROUP BY query ORDER BY 1 DESC LIMIT 60`);
    const total = await admin.query<{ ms: number; calls: number }>('SELECT round(sum(total_exec_time)::numeric, 0)::float AS ms, sum(calls)::int AS calls FROM pg_stat_statements');
    const lines = [`total\t${total.rows[0]!.ms} ms\t${total.rows[0]!.calls} calls`, ...rows.map((r) => `${r.ms} ms\t${r.calls} calls\t${r.rows} rows\t${r.query}`)];
    appendFileSync(file, `${lines.join('\n')}\n`);
  } catch (error) {
    appendFileSync(file, `statements not read: ${String(error)}\n`);
  } finally {
    await admin.end();
  }
}

/** A shared server (TEST_DATABASE_URL) keeps only what the run made for itself: its templates go. */
async function dropTemplates(url: string, runId: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [templatePrefix(runId)]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
