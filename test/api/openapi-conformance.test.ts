// Issue 15: the API description is a valid OpenAPI document (checked by an OpenAPI validator from
// npm), and the server answers as it says: for every endpoint, the list, the detail (complete and
// brief), an empty PATCH of a writable one, and the errors it declares (404, 400) match the
// response schemas, checked with ajv against the document's components on seeded data.
import { Validator } from '@seriousme/openapi-schema-validator';
import ajvModule, { type ValidateFunction } from 'ajv';
import formatsModule from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.js';
import { seed, selector } from '../support/seed.js';
import { DIALECTS, startServer, type TestServer } from '../support/server.js';

interface Operation { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }
const document = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
};

// CommonJS packages: their default export is the module object under NodeNext.
const ajv = new ajvModule.default({ strict: false, allErrors: true });
formatsModule.default(ajv);
ajv.addSchema({ components: document.components }, 'openapi');
const validators = new Map<string, ValidateFunction>();

/** The validator of what `path`'s `method` declares for `status`. */
function responseSchema(path: string, method: string, status: string): ValidateFunction {
  const key = `${method} ${path} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    const schema = document.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`${key} is not described`);
    // Refs point into the document registered above.
    validate = ajv.compile(JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"openapi#/components/')));
    validators.set(key, validate);
  }
  return validate;
}

function conforms(path: string, method: string, status: number, body: unknown): string[] {
  const validate = responseSchema(path, method, String(status));
  return validate(body) ? [] : (validate.errors ?? []).slice(0, 5).map((e) => `${method} ${path} ${status}: ${e.instancePath} ${e.message}`);
}

it('is a valid OpenAPI document', async () => {
  const result = await new Validator().validate(document as never);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
});

it('advertises only GET on read-only endpoints', () => {
  for (const model of registry.models.filter((m) => m.api && m.readOnly)) {
    const list = `/api/${model.app}/${model.path}/`;
    expect(Object.keys(document.paths[list]!).sort(), list).toEqual(['get']);
    expect(Object.keys(document.paths[`${list}{id}/`]!).sort(), list).toEqual(['get', 'parameters']);
  }
});

describe.each(DIALECTS)('answers as described on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect);
    await seed(server);
  }, 180_000);
  afterAll(async () => server?.close());

  it('for every endpoint: list, detail, brief detail, empty PATCH, 404 and 400', async () => {
    const problems: string[] = [];
    for (const model of registry.models.filter((m) => m.api)) {
      const route = `${model.app}/${model.path}`;
      const list = `/api/${route}/`;
      const detail = `${list}{id}/`;
      const page = await server.get(`${list}?${selector(route)}&limit=3`);
      expect(page.status, route).toBe(200);
      problems.push(...conforms(list, 'get', 200, page.body));
      const first = page.body.results[0];
      if (!first) {
        problems.push(`${route}: no seeded object`);
        continue;
      }
      for (const query of ['', '?brief=1']) {
        const one = await server.get(`${list}${first.id}/${query}`);
        problems.push(...conforms(detail, 'get', one.status, one.body));
      }
      const missing = await server.get(`${list}999999999/`);
      problems.push(...conforms(detail, 'get', missing.status, missing.body));
      const invalid = await server.get(`${list}?id=abc`);
      problems.push(...conforms(list, 'get', invalid.status, invalid.body));
      if (!model.readOnly) {
        const patched = await server.patch(`${list}${first.id}/`, {});
        problems.push(...conforms(detail, 'patch', patched.status, patched.body));
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
