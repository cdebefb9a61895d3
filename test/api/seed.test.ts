// The seeded data set (test/support/seed.ts) keeps its promise on both databases: every model with
// an endpoint has its uniform objects, found by its selector, and on each of them every relation
// the seed plans is set (pages of uniform objects all have the same shape, which the statement
// counts rely on). The database is a copy of the run's seeded template (test/support/templates.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelMeta } from '../../contract/index.js';
import { registry } from '../../generated/registry.js';
import { ROWS, SEEDED, seedPlan, selector } from '../support/seed.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

const plan = seedPlan();
const routes = (registry.models.filter((m) => m.api) as unknown as ModelMeta[]).map((m) => [`${m.app}/${m.path}`, m] as const);

it('plans every model with a writable endpoint, each after what it points at', () => {
  const writable = registry.models.filter((m) => m.api && !m.readOnly).map((m) => m.key);
  expect(plan.order.map((m) => m.key).sort()).toEqual([...writable].sort());
  const position = new Map(plan.order.map((m, i) => [m.key, i]));
  for (const model of plan.order) {
    for (const [relation, target] of plan.targets.get(model.key)!) {
      if (target === model.key || plan.deferred.get(model.key)!.has(relation)) continue;
      expect(position.get(target), `${model.key}.${relation} → ${target}`).toBeLessThan(position.get(model.key)!);
    }
  }
});

describe.each(DIALECTS)('the seeded data set on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(dialect, {}, { template: SEEDED });
  }, 600_000);
  afterAll(async () => api?.close());

  it.each(routes)('/api/%s/: the uniform objects, every planned relation set', async (route, model) => {
    const page = await api.get(`/api/${route}/?${selector(route)}&limit=100`);
    expect(page.status, page.text).toBe(200);
    expect(page.body.count).toBeGreaterThanOrEqual(ROWS);
    if (model.readOnly) return;
    expect(page.body.count).toBe(ROWS);
    const unset: string[] = [];
    for (const object of page.body.results as Record<string, any>[]) {
      for (const [relation] of plan.targets.get(model.key)!) {
        const value = object[relation];
        if (value === null || value === undefined || (Array.isArray(value) && !value.length)) unset.push(`${object.id}.${relation}`);
      }
    }
    expect(unset).toEqual([]);
  });
});
