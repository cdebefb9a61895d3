// Issue 14's fuzz suite: the generated bad-input corpus (corpus.ts) against a seeded server on
// both databases, every answer checked (run.ts). `make test` runs a seeded sample that touches
// every endpoint, filter and field; `make fuzz` (FUZZ=full) runs every combination and prints the
// counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.js';
import { seed, selector } from '../support/seed.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';
import { corpus } from './corpus.js';
import { runFuzz } from './run.js';

const SIZE = process.env.FUZZ === 'full' ? 'full' : 'ci';

describe.each(DIALECTS)('fuzzing every endpoint on %s', (dialect) => {
  let server: TestServer;
  const objectIds = new Map<string, number>();
  beforeAll(async () => {
    server = await startServer(dialect);
    await seed(server);
    for (const model of registry.models.filter((m) => m.api)) {
      const route = `${model.app}/${model.path}`;
      const list = await server.get(`/api/${route}/?${selector(route)}&limit=1`);
      const first = list.body?.results?.[0];
      if (first) objectIds.set(model.key, first.id);
    }
  }, 180_000);
  afterAll(async () => server?.close());

  it(`answers the ${SIZE} corpus without a 5xx, internals or a stored refusal`, async () => {
    const cases = corpus(registry, { size: SIZE, objectIds });
    const started = Date.now();
    const report = await runFuzz(server, cases);
    const counts = [...report.byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`).join(', ');
    console.log(`fuzz ${SIZE} on ${dialect}: ${report.total} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; ${counts}; ${report.failures.length} failures`);
    if (process.env.FUZZ_OUT) (await import('node:fs')).writeFileSync(`${process.env.FUZZ_OUT}.${dialect}`, report.failures.join('\n'));
    expect(objectIds.size).toBeGreaterThan(50);
    expect(report.failures.slice(0, 40)).toEqual([]);
  }, 1_800_000);
});
