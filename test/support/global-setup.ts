// Starts one PostgreSQL server for the whole test run (unless TEST_DATABASE_URL names one) and
// hands its admin URL to the tests; each test file creates and drops its own databases in it.
import type { TestProject } from 'vitest/node';
import { startCluster, type Cluster } from './postgres-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

let cluster: Cluster | null = null;

export default async function setup(project: TestProject): Promise<() => void> {
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    cluster = await startCluster();
    url = cluster.url;
  }
  project.provide('postgresAdminUrl', url);
  return () => cluster?.stop();
}
