import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

describe.each(DIALECTS)('smoke on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(dialect);
  });
  afterAll(async () => api?.close());

  it('creates and lists a site', async () => {
    const site = await api.create('/api/dcim/sites/', { name: 'Alpha', slug: 'alpha' });
    expect(site.status).toEqual({ value: 'active', label: 'Active' });
    const list = await api.get('/api/dcim/sites/');
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    expect(list.body.results[0].name).toBe('Alpha');
  });
});
