// Every endpoint answers list, retrieve, create, update (PUT with its own representation sent
// back, as clients do, and PATCH) and delete, with the model's field set and order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.js';
import type { FieldMeta, ModelMeta } from '../../contract/index.js';
import { seed, selector } from '../support/seed.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

/** What a client sends back from a representation: ids for objects, values for choices (pynetbox's serialize()). */
function writable(model: ModelMeta, object: Record<string, any>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of model.fields) {
    if (field.readOnly || field.internal || field.writeOnly || !(field.name in object)) continue;
    out[field.name] = writableValue(field, object[field.name]);
  }
  return out;
}

function writableValue(field: FieldMeta, value: any): unknown {
  if (value === null || value === undefined) return value;
  if (field.type === 'fk') return value.id;
  if ((field.type === 'm2m' || field.type === 'tags') && !field.flat) return value.map((v: { id: number }) => v.id);
  if (field.type === 'choice' && !field.plainChoice) return value.value;
  return value;
}

const routes = registry.models.filter((m) => m.api).map((m) => [`${m.app}/${m.path}`, m] as const);

describe.each(DIALECTS)('every endpoint on %s', (dialect) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer(dialect);
    await seed(api);
  }, 120_000);
  afterAll(async () => api?.close());

  it.each(routes)('/api/%s/: list, retrieve, PUT its own representation, PATCH, delete', async (route, model) => {
    const list = await api.get(`/api/${route}/?${selector(route)}&limit=3`);
    expect(list.status).toBe(200);
    expect(list.body.results.length).toBeGreaterThan(0);
    const first = list.body.results[0];
    expect(Object.keys(first)).toEqual(model.order);
    const detail = await api.get(`/api/${route}/${first.id}/`);
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(first);
    expect(Object.keys((await api.get(`/api/${route}/${first.id}/?brief=1`)).body)).toEqual(model.brief);
    if (model.readOnly) {
      expect((await api.post(`/api/${route}/`, {})).status).toBe(405);
      expect((await api.patch(`/api/${route}/${first.id}/`, {})).status).toBe(405);
      expect((await api.delete(`/api/${route}/${first.id}/`)).status).toBe(405);
      return;
    }
    // PUT the representation back: nothing changes but last_updated.
    const put = await api.put(`/api/${route}/${first.id}/`, writable(model, detail.body));
    expect(put.status, put.text).toBe(200);
    const strip = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== 'last_updated'));
    expect(strip(put.body)).toEqual(strip(detail.body));
    if (model.fields.some((f) => f.name === 'description' && !f.readOnly)) {
      const patched = await api.patch(`/api/${route}/${first.id}/`, { description: 'patched' });
      expect(patched.status, patched.text).toBe(200);
      expect(patched.body.description).toBe('patched');
    } else {
      expect((await api.patch(`/api/${route}/${first.id}/`, {})).status).toBe(200);
    }
    const deleted = await api.delete(`/api/${route}/${first.id}/`);
    if (deleted.status === 409) {
      expect(deleted.body.detail).toMatch(/^Unable to delete object\. \d+ dependent objects were found: /);
      expect((await api.get(`/api/${route}/${first.id}/`)).status).toBe(200);
    } else {
      expect(deleted.status, deleted.text).toBe(204);
      expect((await api.get(`/api/${route}/${first.id}/`)).status).toBe(404);
    }
  });
});
