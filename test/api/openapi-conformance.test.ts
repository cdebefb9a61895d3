// Issue 15: the API description is a valid OpenAPI document (checked by an OpenAPI validator from
// npm), and the server answers as it says: for every endpoint, the list, the detail (complete and
// brief), an empty PATCH of a writable one, and the errors it declares (404, 400) match the
// response schemas, checked with ajv against the document's components on seeded data. For every
// writable endpoint the writes too: POST of one object and of a list, PUT, bulk PUT, PATCH and
// DELETE, DELETE of one object; the bodies sent are built generically from seeded objects (see
// `Bodies`) and must match the declared request schemas as well. For representative endpoints,
// the conditional and background writes: the ETag headers, a 412 from a stale If-Match on PUT,
// PATCH and DELETE of one object, and the background bulk writes (?background=true): 400 with
// If-Match, 503 while no worker is running, then 202 for POST, PUT, PATCH and DELETE once a worker
// is (the jobs run to completion).
import { Validator } from '@seriousme/openapi-schema-validator';
import ajvModule, { type ValidateFunction } from 'ajv';
import formatsModule from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldMeta, ModelMeta } from '../../contract/index.js';
import { registry } from '../../generated/registry.js';
import { routes as appRoutes } from '../../runtime/apps/index.js';
import { createWorker } from '../../runtime/app.js';
import { loadConfig } from '../../runtime/config.js';
import { isoDatetime } from '../../runtime/db/values.js';
import type { EventWorker } from '../../runtime/events/worker.js';
import { SEEDED, selector, writtenValue } from '../support/seed.js';
import { DIALECTS, startServer, sweepShare, type Reply, type TestServer } from '../support/server.js';

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }>; headers?: Record<string, unknown> }>;
}
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

/** Whether `body` is a request `path`'s `method` accepts as described. */
function acceptedBody(path: string, method: string, body: unknown): string[] {
  const key = `${method} ${path} request`;
  let validate = validators.get(key);
  if (!validate) {
    const schema = document.paths[path]?.[method]?.requestBody?.content?.['application/json']?.schema;
    if (!schema) return [`${key} is not described`];
    validate = ajv.compile(JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"openapi#/components/')));
    validators.set(key, validate);
  }
  return validate(body) ? [] : (validate.errors ?? []).slice(0, 5).map((e) => `${key}: ${e.instancePath} ${e.message}`);
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

it("describes the service's own endpoints: every application route and method, status and the description", () => {
  const described = (path: string, method: string) => document.paths[path]?.[method.toLowerCase()] !== undefined;
  for (const route of appRoutes) {
    const path = `/api/${route.app ? `${route.app}/` : ''}${route.path}/`;
    for (const method of Object.keys(route.methods)) expect(described(path, method), `${method} ${path}`).toBe(true);
  }
  expect(described('/api/status/', 'get')).toBe(true);
  expect(described('/api/schema/', 'get')).toBe(true);
});

const routeOf = (model: ModelMeta) => `${model.app}/${model.path}`;
const ROUTES = (registry.models.filter((m) => m.api) as unknown as readonly ModelMeta[]).map((m) => [routeOf(m), m] as const);
const WRITABLE = registry.models.filter((m) => m.api && !m.readOnly) as unknown as readonly ModelMeta[];
const WRITABLE_ROUTES = WRITABLE.map((m) => [routeOf(m), m] as const);

/** Writable endpoints (routes) the generic bodies do not cover, with the reason (the test fails if this list is wrong either way). */
const UNCREATABLE: Readonly<Record<string, string>> = {};

interface Holding {
  readonly model: ModelMeta;
  readonly field: FieldMeta;
}
/** Every writable model a protecting reference (on_delete: protect) points at, with the models holding such a reference. */
const PROTECTED = WRITABLE.flatMap((target) => {
  const holders: Holding[] = WRITABLE.flatMap((model) => model.fields.filter((f) => f.type === 'fk' && f.onDelete === 'protect' && !f.readOnly && f.to === target.key).map((field) => ({ model, field })));
  return holders.length ? [[routeOf(target), target, holders] as const] : [];
});

it('has more than ten models whose deletion protecting references refuse', () => {
  expect(PROTECTED.length).toBeGreaterThan(10);
});

/** The first seeded object holding one of the references, and the id it points at; null when none does. */
async function firstHolding(bodies: Bodies, holders: readonly Holding[]): Promise<(Holding & { id: number }) | null> {
  for (const holding of holders) {
    const referenced = (await bodies.seeded(holding.model))[holding.field.name] as { id: number } | null;
    if (referenced) return { ...holding, id: referenced.id };
  }
  return null;
}

/**
 * Checks a write's answer into `problems`: the status expected, declared for the operation, and
 * the body as declared for it (no body for a 204; an object's fields all declared). False when
 * the status is not the one expected.
 */
function checked(problems: string[], model: ModelMeta, method: string, path: string, expected: number, reply: Reply, what: string): boolean {
  const declared = document.paths[path]?.[method]?.responses[String(reply.status)];
  if (reply.status !== expected) problems.push(`${what} ${path}: ${reply.status}, expected ${expected}: ${reply.text.slice(0, 300)}`);
  if (!declared) {
    problems.push(`${method} ${path}: ${reply.status} is not described`);
  } else if (reply.status === 204) {
    if (reply.text !== '') problems.push(`${what} ${path}: 204 with a body`);
    if (declared.content) problems.push(`${method} ${path}: 204 is described with a body`);
  } else {
    problems.push(...conforms(path, method, reply.status, reply.body));
    if (reply.status < 300) problems.push(...undeclared(model, reply.body).map((name) => `${what} ${path}: ${name} is not described`));
  }
  return reply.status === expected;
}

describe.each(DIALECTS)('answers as described on %s', (dialect) => {
  let server: TestServer;
  /** Bodies of the per-endpoint writes: one counter for all, so that their unique values never repeat. */
  let bodies: Bodies;
  beforeAll(async () => {
    server = await startServer(dialect, {}, { template: SEEDED });
    bodies = new Bodies(server);
  }, 600_000);
  afterAll(async () => server?.close());

  it.each(sweepShare(ROUTES, dialect))('/api/%s/: list, detail, brief detail, empty PATCH, 404 and 400', async (route, model) => {
    const problems: string[] = [];
    const list = `/api/${route}/`;
    const detail = `${list}{id}/`;
    const page = await server.get(`${list}?${selector(route)}&limit=3`);
    expect(page.status, route).toBe(200);
    problems.push(...conforms(list, 'get', 200, page.body));
    const first = page.body.results[0];
    expect(first, 'a seeded object').toBeDefined();
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
    expect(problems).toEqual([]);
  });

  it.each(sweepShare(WRITABLE_ROUTES, dialect))('/api/%s/: POST one and a list, PUT, bulk PUT, PATCH and DELETE, DELETE, and their refusals', async (route, model) => {
    const problems: string[] = [];
    const check = (method: string, path: string, expected: number, reply: Reply, what: string) => checked(problems, model, method, path, expected, reply, what);
    const list = `/api/${route}/`;
    const detail = `${list}{id}/`;

    // POST one object. A model a body cannot be built for generically (none at present) must be
    // listed in UNCREATABLE with the reason.
    let body: Record<string, unknown>;
    try {
      body = await bodies.body(model);
    } catch (error) {
      expect((error as Error).message).toBe(UNCREATABLE[route]);
      return;
    }
    expect(UNCREATABLE[route], 'listed as uncreatable').toBeUndefined();
    problems.push(...acceptedBody(list, 'post', body));
    const created = await server.post(list, body);
    check('post', list, 201, created, 'POST');
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as number;

    // PUT: the body again (a changed description where there is one).
    const described = model.fields.some((f) => f.name === 'description' && !f.readOnly);
    const put = { ...body, ...(described ? { description: 'put' } : {}) };
    problems.push(...acceptedBody(detail, 'put', put));
    check('put', detail, 200, await server.put(`${list}${id}/`, put), 'PUT');

    // Refusals: a create and a PUT without the required fields; a bulk create with one bad item.
    check('post', list, 400, await server.post(list, {}), 'POST {}');
    // A model with no required field (a cable: its ends are required by its rule on create only) takes PUT {}.
    const required = model.fields.some((f) => f.required && !f.readOnly && !f.internal);
    check('put', detail, required ? 400 : 200, await server.put(`${list}${id}/`, {}), 'PUT {}');
    check('post', list, 400, await server.post(list, [{}]), 'bulk POST [{}]');

    // POST a list of two, then PUT, PATCH and DELETE them in bulk.
    const many = [await bodies.body(model), await bodies.body(model)];
    problems.push(...acceptedBody(list, 'post', many));
    const bulk = await server.post(list, many);
    if (check('post', list, 201, bulk, 'bulk POST')) {
      if (!Array.isArray(bulk.body) || bulk.body.length !== 2) problems.push(`bulk POST ${list}: not a list of two`);
      const ids = (bulk.body as { id: number }[]).map((o) => o.id);
      for (const method of ['put', 'patch', 'delete']) {
        if (!document.paths[list]?.[method]) problems.push(`${list}: bulk ${method.toUpperCase()} is not described`);
      }
      const replaced = ids.map((objectId, i) => ({ id: objectId, ...many[i] }));
      problems.push(...acceptedBody(list, 'put', replaced));
      check('put', list, 200, await server.put(list, replaced), 'bulk PUT');
      const patches = ids.map((objectId) => ({ id: objectId, ...(described ? { description: 'bulk patch' } : {}) }));
      problems.push(...acceptedBody(list, 'patch', patches));
      check('patch', list, 200, await server.patch(list, patches), 'bulk PATCH');
      const deletions = ids.map((objectId) => ({ id: objectId }));
      problems.push(...acceptedBody(list, 'delete', deletions));
      check('delete', list, 204, await server.delete(list, { body: deletions }), 'bulk DELETE');
    }

    // DELETE the one created first.
    check('delete', detail, 204, await server.delete(`${list}${id}/`), 'DELETE');
    if ((await server.get(`${list}${id}/`)).status !== 404) problems.push(`DELETE ${list}${id}/: still there`);
    expect(problems).toEqual([]);
  });

  // Deletions refused for dependents (409), one and in bulk: every model a protecting reference
  // points at, through the seeded object of the first model that holds one.
  it.each(sweepShare(PROTECTED, dialect))('/api/%s/: deleting an object a protecting reference holds is refused (409), one and in bulk', async (_route, target, holders) => {
    const problems: string[] = [];
    const list = `/api/${target.app}/${target.path}/`;
    const holder = await firstHolding(bodies, holders);
    expect(holder, `a seeded object holding a protecting reference to ${target.key}`).not.toBeNull();
    const { model, field, id } = holder!;
    checked(problems, target, 'delete', `${list}{id}/`, 409, await server.delete(`${list}${id}/`), `DELETE (protected by ${model.key}.${field.name})`);
    checked(problems, target, 'delete', list, 409, await server.delete(list, { body: [{ id }] }), `bulk DELETE (protected by ${model.key}.${field.name})`);
    expect(problems).toEqual([]);
  });

  it('conditional writes: ETag headers, and 412 from a stale If-Match on PUT, PATCH and DELETE', async () => {
    const problems: string[] = [];
    const bodies = new Bodies(server);
    const stale = 'W/"2000-01-01T00:00:00+00:00"';
    for (const key of REPRESENTATIVE) {
      const model = WRITABLE.find((m) => m.key === key)!;
      const list = `/api/${model.app}/${model.path}/`;
      const detail = `${list}{id}/`;
      for (const method of ['put', 'patch', 'delete']) {
        if (!declaresParameter(detail, method, 'If-Match', 'header')) problems.push(`${method} ${detail}: If-Match is not described`);
      }
      const body = await bodies.body(model);
      const created = await server.post(list, body);
      problems.push(...answered(list, 'post', 201, created, 'POST'));
      if (created.status !== 201) continue;
      const url = `${list}${created.body.id}/`;
      const fetched = await server.get(url);
      problems.push(...answered(detail, 'get', 200, fetched, 'GET'));
      const etag = fetched.headers.get('etag');
      if (!etag || !/^W\/".+"$/.test(etag)) problems.push(`GET ${url}: ETag ${etag}`);
      if (!document.paths[list]!.post!.responses['201']!.headers?.ETag) problems.push(`POST ${list}: the ETag is not described`);
    if (created.headers.get('etag') !== etag) problems.push(`POST ${list}: ETag ${created.headers.get('etag')}, GET says ${etag}`);

      // A stale ETag: 412 with the current one, and nothing written.
      const refusals = [
        ['put', await server.put(url, body, { headers: { 'If-Match': stale } })],
        ['patch', await server.patch(url, { description: 'stale' }, { headers: { 'If-Match': stale } })],
        ['delete', await server.delete(url, { headers: { 'If-Match': `${stale}, W/"2001-01-01T00:00:00+00:00"` } })],
      ] as const;
      for (const [method, reply] of refusals) {
        problems.push(...answered(detail, method, 412, reply, `${method.toUpperCase()} with a stale If-Match`));
        if (reply.headers.get('etag') !== etag) problems.push(`${method} ${url} 412: ETag ${reply.headers.get('etag')}, expected ${etag}`);
      }
      if ((await server.get(url)).headers.get('etag') !== etag) problems.push(`${url}: changed by a refused write`);

      // The current ETag (or `*`): the write happens.
      const patched = await server.patch(url, { description: 'matched' }, { headers: { 'If-Match': etag ?? '' } });
      problems.push(...answered(detail, 'patch', 200, patched, 'PATCH with the current If-Match'));
      const put = await server.put(url, body, { headers: { 'If-Match': patched.headers.get('etag') ?? '' } });
      problems.push(...answered(detail, 'put', 200, put, 'PUT with the current If-Match'));
      problems.push(...answered(detail, 'delete', 204, await server.delete(url, { headers: { 'If-Match': '*' } }), 'DELETE with If-Match: *'));
    }

    // Without timestamps: no ETag is sent or described, and If-Match is not described (the server ignores it).
    const model = WRITABLE.find((m) => m.key === UNTAGGED)!;
    const list = `/api/${model.app}/${model.path}/`;
    const detail = `${list}{id}/`;
    const created = await server.post(list, await bodies.body(model));
    problems.push(...answered(list, 'post', 201, created, 'POST'));
    const fetched = await server.get(`${list}${created.body.id}/`);
    problems.push(...answered(detail, 'get', 200, fetched, 'GET'));
    if (fetched.headers.get('etag') !== null) problems.push(`GET ${detail}: an ETag on a model without timestamps`);
    if (document.paths[detail]!.get!.responses['200']!.headers) problems.push(`GET ${detail}: an ETag is described`);
    for (const method of ['put', 'patch', 'delete']) {
      if (declaresParameter(detail, method, 'If-Match', 'header') || document.paths[detail]![method]!.responses['412']) problems.push(`${method} ${detail}: If-Match is described`);
    }
    const ignored = await server.patch(`${list}${created.body.id}/`, {}, { headers: { 'If-Match': stale } });
    problems.push(...answered(detail, 'patch', 200, ignored, 'PATCH with If-Match, no ETag'));
    expect(problems).toEqual([]);
  }, 120_000);

  it("the service's own endpoints: status, the description, provisioning, the authentication check, preferences", async () => {
    const problems = [
      ...answered('/api/status/', 'get', 200, await server.get('/api/status/'), 'status'),
      ...answered('/api/users/tokens/provision/', 'post', 201, await server.post('/api/users/tokens/provision/', { username: 'admin', password: 'admin-password', description: 'provisioned' }, { token: null }), 'provision'),
      ...answered('/api/users/tokens/provision/', 'post', 403, await server.post('/api/users/tokens/provision/', { username: 'admin', password: 'wrong' }, { token: null }), 'provision, wrong password'),
      ...answered('/api/users/tokens/provision/', 'post', 400, await server.post('/api/users/tokens/provision/', { username: 'admin' }, { token: null }), 'provision, no password'),
      ...answered('/api/authentication-check/', 'get', 200, await server.get('/api/authentication-check/'), 'authentication check'),
      ...answered('/api/authentication-check/', 'get', 403, await server.get('/api/authentication-check/', { token: null }), 'anonymous authentication check'),
      ...answered('/api/users/config/', 'patch', 200, await server.patch('/api/users/config/', { tables: { SiteTable: { columns: ['name'] } } }), 'preferences'),
      ...answered('/api/users/config/', 'get', 200, await server.get('/api/users/config/'), 'preferences'),
    ];
    expect(problems).toEqual([]);
    // The description in each declared media type.
    const content = document.paths['/api/schema/']!.get!.responses['200']!.content!;
    for (const format of ['json', 'yaml']) {
      const reply = await server.get(`/api/schema/?format=${format}`);
      expect(reply.status).toBe(200);
      expect(Object.keys(content)).toContain(reply.headers.get('content-type')!.split(';')[0]);
    }
  });

  it('background bulk writes: 400 with If-Match, 503 without a worker, then 202 for POST, PUT, PATCH and DELETE', async () => {
    const problems: string[] = [];
    const bodies = new Bodies(server);
    const pending: { job: { url: string }; verb: string; status: number }[] = [];
    const lists = REPRESENTATIVE.map((key) => WRITABLE.find((m) => m.key === key)!);
    // The seeding's worker pass left a heartbeat, live for LIVE_WINDOW_MS: make it a minute old (a
    // worker that stopped), so that no worker is running.
    await server.db.knex('core_worker').update({ heartbeat: isoDatetime(new Date(Date.now() - 60_000)) });
    for (const model of lists) {
      const list = `/api/${model.app}/${model.path}/`;
      for (const method of ['post', 'put', 'patch', 'delete']) {
        if (!declaresParameter(list, method, 'background', 'query')) problems.push(`${method} ${list}: ?background is not described`);
      }
      const many = [await bodies.body(model), await bodies.body(model)];
      problems.push(...answered(list, 'post', 400, await server.post(`${list}?background=true`, many, { headers: { 'If-Match': '*' } }), 'background POST with If-Match'));
      problems.push(...answered(list, 'post', 503, await server.post(`${list}?background=true`, many), 'background POST without a worker'));
      problems.push(...answered(list, 'delete', 503, await server.delete(`${list}?background=true`, { body: [{ id: 999999 }] }), 'background DELETE without a worker'));
    }

    // NetBox's check is "a worker beat recently": a worker that has run once is live.
    const worker: EventWorker = createWorker({ db: server.db, registry, config: loadConfig({}, { DATABASE_URL: server.url }) }, () => {});
    try {
      await worker.runOnce();
      for (const model of lists) {
        const list = `/api/${model.app}/${model.path}/`;
        const many = [await bodies.body(model), await bodies.body(model)];
        const queue = async (method: 'post' | 'put' | 'patch' | 'delete', body: unknown, verb: string, status: number) => {
          const reply = await server.request(method.toUpperCase(), `${list}?background=true`, { body });
          problems.push(...answered(list, method, 202, reply, `background ${method.toUpperCase()}`));
          if (reply.status !== 202) return;
          if (reply.headers.get('location') !== reply.body.job.url) problems.push(`background ${method} ${list}: Location ${reply.headers.get('location')}, job ${reply.body.job.url}`);
          pending.push({ job: reply.body.job, verb, status });
        };
        // The objects to update and delete in the background, created synchronously.
        const made = await server.post(list, many);
        problems.push(...answered(list, 'post', 201, made, 'bulk POST'));
        if (made.status !== 201) continue;
        const ids = (made.body as { id: number }[]).map((o) => o.id);
        await queue('post', [await bodies.body(model), await bodies.body(model)], `${list} POST`, 201);
        await queue('put', ids.map((id, i) => ({ id, ...many[i] })), `${list} PUT`, 200);
        await queue('patch', ids.map((id) => ({ id, description: 'background' })), `${list} PATCH`, 200);
        await worker.runOnce();
        await queue('delete', ids.map((id) => ({ id })), `${list} DELETE`, 204);
      }
      await worker.runOnce();
      // The jobs ran, with the synchronous answers.
      for (const { job, verb, status } of pending) {
        const stored = (await server.get(job.url)).body as { status: { value: string }; data: { status_code: number } | null };
        if (stored.status?.value !== 'completed' || stored.data?.status_code !== status) problems.push(`${verb} job: ${JSON.stringify(stored).slice(0, 300)}`);
      }
    } finally {
      await worker.stop();
    }
    expect(pending).toHaveLength(lists.length * 4);
    expect(problems).toEqual([]);
  }, 180_000);
});

/**
 * An answer checked against its operation: the status expected and declared, the body as declared
 * (none for a 204), and every header the response declares present.
 */
function answered(path: string, method: string, expected: number, reply: Reply, what: string): string[] {
  const problems: string[] = [];
  if (reply.status !== expected) problems.push(`${what} ${path}: ${reply.status}, expected ${expected}: ${reply.text.slice(0, 300)}`);
  const declared = document.paths[path]?.[method]?.responses[String(reply.status)];
  if (!declared) return [...problems, `${method} ${path}: ${reply.status} is not described`];
  if (reply.status === 204) {
    if (reply.text !== '') problems.push(`${what} ${path}: 204 with a body`);
  } else {
    problems.push(...conforms(path, method, reply.status, reply.body));
  }
  // OpenAPI headers are optional unless `required` (a create's ETag comes with one object only).
  for (const [header, described] of Object.entries(declared.headers ?? {})) {
    if ((described as { required?: boolean }).required && !reply.headers.get(header)) problems.push(`${what} ${path}: ${reply.status} without its declared ${header} header`);
  }
  return problems;
}

/** Whether `path`'s `method` declares the parameter `name` (in `where`). */
const declaresParameter = (path: string, method: string, name: string, where: string) =>
  (document.paths[path]?.[method]?.parameters ?? []).some((p) => p.name === name && p.in === where);

/** Representative writable endpoints of the conditional and background checks (each with timestamps, so with ETags). */
const REPRESENTATIVE = ['dcim.site', 'ipam.prefix', 'tenancy.tenant', 'extras.tag'];
/** A writable endpoint whose objects have no timestamp: no ETag, and If-Match is not enforced. */
const UNTAGGED = 'users.group';



/**
 * References a copy must not share with its source, where a model rule (not a unique constraint)
 * refuses the copy: a reservation of the same units of the same rack, a third termination of a
 * point-to-point L2VPN.
 */
const OWN_REFERENCE: Readonly<Record<string, readonly string[]>> = { 'dcim.rackreservation': ['rack'], 'vpn.l2vpntermination': ['l2vpn'] };

/**
 * Values of a new object made for a reference (`<model>.<field>`) where a model rule asks something
 * of what the reference points at: a virtual circuit ends on a virtual interface (a LAG, as the
 * seed's root interfaces, in no LAG or bridge of its own); a wireless link joins wireless interfaces.
 */
const MADE_WITH: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'circuits.virtualcircuittermination.interface': { type: 'lag', lag: null, bridge: null },
  'wireless.wirelesslink.interface_a': { type: 'ieee802.11ac', lag: null, bridge: null },
};

/**
 * Valid create bodies for any writable model, built from the registry and the seeded data: a
 * seeded object's representation as a client sends it back (references as ids, choices as
 * values), with the values of its unique constraints made new. A constraint whose fields are all
 * references (a subscription's object and user, a circuit termination's circuit and side, a tunnel
 * termination's object) gets a new object to point at, built the same way; a unique reference alone (a device's primary IP)
 * is left out; IP addresses and prefixes move to a network of their own (NetBox refuses
 * duplicates and overlapping aggregates without a unique constraint).
 */
class Bodies {
  private count = 0;
  private readonly sources = new Map<string, Record<string, any>>();
  constructor(private readonly server: TestServer) {}

  async body(model: ModelMeta, depth = 0): Promise<Record<string, unknown>> {
    if (depth > 3) throw new Error(`${model.key}: references nest too deep`);
    const source = await this.seeded(model);
    const n = ++this.count;
    const body: Record<string, unknown> = {};
    for (const field of model.fields) {
      if (field.readOnly || field.internal || field.name === 'id') continue;
      if (field.writeOnly) {
        if (field.required) body[field.name] = `a new password ${n}`;
        continue;
      }
      if (field.name in source) body[field.name] = writtenValue(field, source[field.name]);
    }
    const fields = new Map(model.fields.map((f) => [f.name, f]));
    const varied = new Set<string>();
    for (const unique of model.uniques) {
      // A constraint holds only where all its fields are set (SQL's nulls are distinct).
      const present = unique.fields.filter((name) => body[name] !== undefined && body[name] !== null);
      if (present.length < unique.fields.length || !present.length) continue;
      const scalars = present.filter((name) => isScalar(fields.get(name)!));
      if (scalars.length) {
        for (const name of scalars) {
          if (!varied.has(name)) body[name] = newValue(fields.get(name)!, body[name], n);
          varied.add(name);
        }
      } else if (present.some((name) => varied.has(name))) {
        continue;
      } else if (present.length === 1 && fields.get(present[0]!)!.nullable) {
        body[present[0]!] = null;
        varied.add(present[0]!);
      } else {
        const reference = present.map((name) => fields.get(name)!).find((f) => f.type === 'fk' && f.to);
        // Else a generic relation (an object terminated to one tunnel at most): a new object of its type.
        const kind = present.map((name) => fields.get(name)!).find((f) => f.generic && f.type === 'content_type');
        const id = kind && model.fields.find((f) => f.generic === kind.generic && f.type !== 'content_type' && !f.readOnly);
        if (reference) {
          body[reference.name] = await this.made(model, reference, depth);
          varied.add(reference.name);
        } else if (kind && id) {
          body[id.name] = await this.made(model, { ...kind, to: String(body[kind.name]) }, depth);
          varied.add(kind.name).add(id.name);
        } else {
          throw new Error(`${model.key}: no way to make ${unique.fields.join(' + ')} new`);
        }
      }
    }
    for (const name of OWN_REFERENCE[model.key] ?? []) {
      if (!varied.has(name)) body[name] = await this.made(model, fields.get(name)!, depth);
    }
    for (const field of model.fields) {
      if ((field.type === 'ip_prefix' || field.type === 'ip_address') && typeof body[field.name] === 'string') body[field.name] = newNetwork(body[field.name] as string, n);
      // A list of objects (a cable's ends): new objects of the same kinds, each taken once.
      if (field.type === 'generic_list' && Array.isArray(body[field.name])) {
        const items: { object_type: string; object_id: number }[] = [];
        for (const item of body[field.name] as { object_type: string }[]) {
          items.push({ object_type: item.object_type, object_id: await this.made(model, { ...field, to: item.object_type }, depth) });
        }
        body[field.name] = items;
      }
    }
    return body;
  }

  /** The id of a new object for `reference` to point at, built as bodies are. */
  private async made(model: ModelMeta, reference: FieldMeta, depth: number): Promise<number> {
    const target = WRITABLE.find((m) => m.key === reference.to);
    if (!target) throw new Error(`${model.key}: ${reference.name} points at ${reference.to}, which has no writable endpoint`);
    const made = await this.server.post(`/api/${target.app}/${target.path}/`, { ...(await this.body(target, depth + 1)), ...MADE_WITH[`${model.key}.${reference.name}`] });
    if (made.status !== 201) throw new Error(`${model.key}: a new ${target.key} for ${reference.name}: ${made.status} ${made.text.slice(0, 200)}`);
    return made.body.id as number;
  }

  /** The complete representation of one of the model's seeded objects (the same one every time). */
  async seeded(model: ModelMeta): Promise<Record<string, any>> {
    let object = this.sources.get(model.key);
    if (!object) {
      const route = `${model.app}/${model.path}`;
      const page = await this.server.get(`/api/${route}/?${selector(route)}&limit=1&ordering=id`);
      object = page.body?.results?.[0] as Record<string, any> | undefined;
      if (!object) throw new Error(`${model.key}: no seeded object to start from`);
      this.sources.set(model.key, object);
    }
    return object;
  }
}

/** Fields of an answer (an object, or a list of them) that the model's schema does not declare. */
function undeclared(model: ModelMeta, body: unknown): string[] {
  const schema = (document.components as { schemas: Record<string, { properties: Record<string, unknown> }> }).schemas[model.className]!;
  const objects = (Array.isArray(body) ? body : [body]) as Record<string, unknown>[];
  return [...new Set(objects.flatMap((o) => Object.keys(o ?? {}).filter((name) => !Object.hasOwn(schema.properties, name))))];
}

const SCALARS: ReadonlySet<string> = new Set(['string', 'text', 'slug', 'integer', 'bigint']);
/** A value that can be made new by itself (not the id part of a generic relation: that names an object). */
const isScalar = (field: FieldMeta) => SCALARS.has(field.type) && !field.generic;

/** A value no other object holds: text with a suffix, a number counted down from the field's maximum. */
function newValue(field: FieldMeta, value: unknown, n: number): unknown {
  if (field.type === 'integer' || field.type === 'bigint') return (field.max ?? 2 ** 31 - 1) - n;
  const suffix = `w${n}`;
  const text = String(value);
  return field.maxLength !== undefined ? text.slice(0, field.maxLength - suffix.length) + suffix : text + suffix;
}

/** The same address or network in 11.<n>.0.0/16 (the seeded ones are in 10.0.0.0/8 and 172.16.0.0/12). */
function newNetwork(value: string, n: number): string {
  const match = /^(\d+)\.(\d+)\.(\d+)\.(\d+)\/(\d+)$/.exec(value);
  if (!match || Number(match[5]) < 16) return value;
  return `11.${n % 250}.${match[3]}.${match[4]}/${match[5]}`;
}
