// Issue 14: a 500 keeps NetBox's envelope keys but says nothing internal. The exception (which
// can hold the SQL statement and its bound values), its class and its stack go to the log under
// the request id the body names.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

describe.each(DIALECTS)('internal errors on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(dialect);
    await api.create('/api/tenancy/tenant-groups/', { name: 'Group secret-value', slug: 'group' });
    // A real failure inside the database: the table the endpoint reads is gone.
    await api.db.knex.raw('ALTER TABLE tenancy_tenantgroup RENAME TO tenancy_tenantgroup_gone');
  });
  afterAll(async () => api?.close());

  it('answers a generic body naming the request id, and logs the SQL error under that id', async () => {
    const logged: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      logged.push(String(chunk));
      return true;
    });
    let reply;
    try {
      reply = await api.get('/api/tenancy/tenant-groups/?name=secret-value');
    } finally {
      spy.mockRestore();
    }
    expect(reply.status).toBe(500);
    const id = reply.headers.get('x-request-id');
    expect(Object.keys(reply.body)).toEqual(expect.arrayContaining(['error', 'exception', 'netbox_version', 'python_version']));
    expect(reply.body.request_id).toBe(id);
    expect(reply.body.error).toContain(id);
    expect(reply.text).not.toMatch(/tenantgroup|select|secret-value|SQLITE|relation|stack|at /i);
    const line = logged.find((text) => text.includes(`[${id}]`));
    expect(line).toBeDefined();
    expect(line).toMatch(/tenancy_tenantgroup/);
  });
});
