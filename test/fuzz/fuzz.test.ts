// Issue 14's fuzz suite: the generated bad-input corpus (corpus.ts) against a seeded server on
// both databases, every answer checked (run.ts). `make test` runs a seeded sample that touches
// every endpoint, filter and field; `make fuzz` (FUZZ=full) runs every combination and prints the
// counts.
import { appendFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.js';
import { SEEDED, selector } from '../support/seed.js';
import { DIALECTS, startServer, sweepShare, type TestServer } from '../support/server.js';
import { corpus, type FuzzCase } from './corpus.js';
import { runFuzz } from './run.js';

const SIZE = process.env.FUZZ === 'full' ? 'full' : 'ci';

const MODELS = registry.models.filter((m) => m.api);

describe.each(DIALECTS)('fuzzing every endpoint on %s', (dialect) => {
  let server: TestServer;
  const objectIds = new Map<string, number>();
  let cases: FuzzCase[] = [];
  /** Answers per status over every endpoint (printed at the end). */
  const byStatus = new Map<number, number>();
  beforeAll(async () => {
    server = await startServer(dialect, {}, { template: SEEDED });
    for (const model of MODELS) {
      const route = `${model.app}/${model.path}`;
      const list = await server.get(`/api/${route}/?${selector(route)}&limit=1`);
      const first = list.body?.results?.[0];
      if (first) objectIds.set(model.key, first.id);
    }
    cases = corpus(registry, { size: SIZE, objectIds });
    if (process.env.FUZZ_OUT) writeFileSync(`${process.env.FUZZ_OUT}.${dialect}`, '');
  }, 600_000);
  afterAll(async () => {
    const counts = [...byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`).join(', ');
    console.log(`fuzz ${SIZE} on ${dialect}: ${[...byStatus.values()].reduce((a, b) => a + b, 0)} requests; ${counts}`);
    await server?.close();
  });

  it.each(sweepShare(MODELS.map((m) => [`${m.app}/${m.path}`, m] as const), dialect))(`/api/%s/ answers the ${SIZE} corpus without a 5xx, internals or a stored refusal`, { timeout: 1_800_000 }, async (_route, model) => {
    expect(objectIds.has(model.key), 'a seeded object the writes aim at').toBe(true);
    const mine = cases.filter((c) => c.model.key === model.key);
    expect(mine.length).toBeGreaterThan(0);
    const report = await runFuzz(server, mine);
    for (const [status, n] of report.byStatus) byStatus.set(status, (byStatus.get(status) ?? 0) + n);
    if (process.env.FUZZ_OUT) appendFileSync(`${process.env.FUZZ_OUT}.${dialect}`, report.failures.map((f) => `${f}\n`).join(''));
    expect(report.failures.slice(0, 40)).toEqual([]);
  });
});
