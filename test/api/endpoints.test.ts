// Every endpoint answers list, retrieve, create, update (PUT with its own representation sent
// back, as clients do, and PATCH) and delete, with the model's field set and order. Every request
// goes through the generated typed client (generated/client/), so its paths, parameters and
// errors are exercised against the real server, each endpoint on one of the two databases in turn (sweepShare; SWEEP=full: both).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelMeta } from '../../contract/index.js';
import { ApiError, createApi, endpointOf, type Api, type Endpoint, type EndpointTypes } from '../../generated/client/index.js';
import { registry, type RoutedModelKey } from '../../generated/registry.js';
import { SEEDED, selector, writtenValue } from '../support/seed.js';
import { DIALECTS, startServer, sweepShare, type TestServer } from '../support/server.js';

/** What a client sends back from a representation: ids for objects, values for choices (pynetbox's serialize()). */
function writable(model: ModelMeta, object: Record<string, any>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of model.fields) {
    if (field.readOnly || field.internal || field.writeOnly || !(field.name in object)) continue;
    out[field.name] = writtenValue(field, object[field.name]);
  }
  // A required write-only field (a user's password) is never read back: a client sends it again.
  for (const field of model.fields) if (field.writeOnly && field.required && !field.internal) out[field.name] = 'a new password 0123';
  return out;
}

/** The error a client call fails with (and a failure if it succeeds). */
async function refusal(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  return expect.fail('the request succeeded');
}

const routes = registry.models.filter((m) => m.api).map((m) => [`${m.app}/${m.path}`, m] as const);

describe.each(DIALECTS)('every endpoint on %s', (dialect) => {
  let server: TestServer;
  let api: Api;
  beforeAll(async () => {
    server = await startServer(dialect, {}, { template: SEEDED });
    api = createApi({ url: server.base, token: server.token });
  }, 600_000);
  afterAll(async () => server?.close());

  it.each(sweepShare(routes, dialect))('/api/%s/: list, retrieve, PUT its own representation, PATCH, delete', async (route, model) => {
    // Generic over every model: the endpoint's own types are checked in client.test.ts.
    const endpoint = endpointOf(api, model.key as RoutedModelKey) as unknown as Endpoint<EndpointTypes & { record: Record<string, any>; input: Record<string, any> }>;
    const list = await endpoint.list({ ...Object.fromEntries(new URLSearchParams(selector(route))), limit: 3 });
    expect(list.results.length).toBeGreaterThan(0);
    const first = list.results[0]!;
    expect(Object.keys(first)).toEqual(model.order);
    const detail = await endpoint.get(first.id);
    expect(detail).toEqual(first);
    expect(Object.keys(await endpoint.get(first.id, { brief: 1 }))).toEqual(model.brief);
    if (model.readOnly) {
      expect((await refusal(endpoint.create({}))).status).toBe(405);
      expect((await refusal(endpoint.patch(first.id, {}))).status).toBe(405);
      expect((await refusal(endpoint.delete(first.id))).status).toBe(405);
      return;
    }
    // PUT the representation back: nothing changes but last_updated.
    const put = await endpoint.update(first.id, writable(model, detail));
    const strip = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== 'last_updated'));
    expect(strip(put)).toEqual(strip(detail));
    if (model.fields.some((f) => f.name === 'description' && !f.readOnly)) {
      const patched = await endpoint.patch(first.id, { description: 'patched' });
      expect(patched.description).toBe('patched');
    } else {
      await endpoint.patch(first.id, {});
    }
    let blocked: ApiError | null = null;
    try {
      await endpoint.delete(first.id);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 409) throw error;
      blocked = error;
    }
    if (blocked) {
      expect(blocked.detail).toMatch(/^Unable to delete object\. \d+ dependent objects were found: /);
      expect((await endpoint.get(first.id)).id).toBe(first.id);
    } else {
      expect((await refusal(endpoint.get(first.id))).status).toBe(404);
    }
  });
});
