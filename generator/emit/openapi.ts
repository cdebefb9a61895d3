// generated/openapi.json: the API description (OpenAPI 3.0), from the same IR as the code.
import { ENDPOINT_SHAPES, LOOKUPS, type ComputedMeta, type EndpointShape, type FieldMeta, type ModelMeta } from '../../contract/index.js';
import type { IR } from '../ir/build.js';
import { canonicalJson } from '../write/canonical-json.js';
import { SERVICE_PATHS, serviceSchemas } from './openapi-service.js';

type Schema = Record<string, unknown>;

const PAGINATION_PARAMETERS = [
  { name: 'limit', description: 'Number of results to return per page.', schema: { type: 'integer' } },
  { name: 'offset', description: 'The initial index from which to return the results.', schema: { type: 'integer' } },
  { name: 'start', description: 'Cursor mode: the minimum primary key to return (results ordered by id).', schema: { type: 'integer' } },
  { name: 'ordering', description: 'Which field to use when ordering the results.', schema: { type: 'string' } },
  { name: 'brief', description: 'Return the brief representation.', schema: { type: 'boolean' } },
  { name: 'fields', description: 'Comma-separated fields to return.', schema: { type: 'string' } },
  { name: 'omit', description: 'Comma-separated fields to leave out.', schema: { type: 'string' } },
];

/** The detail view's representation choices. */
const BRIEF_PARAMETERS = PAGINATION_PARAMETERS.filter((p) => ['brief', 'fields', 'omit'].includes(p.name)).map((p) => ({ ...p, in: 'query', required: false }));

/** Error bodies: `{"detail": …}`, or field errors (a field → its messages; a bulk write's envelope holds them per item). */
const ERROR_SCHEMAS = {
  Error: { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] },
  ValidationError: { oneOf: [{ type: 'object', additionalProperties: {} }, { type: 'array', items: {} }] },
};
const errorResponse = (description: string, schema: string) => ({ description, content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } } });
const REFUSALS = { '403': errorResponse('Not authenticated, or not permitted', 'Error') };
const NOT_FOUND = { '404': errorResponse('No such object (or not visible to the request)', 'Error') };
const INVALID = { '400': errorResponse('Invalid parameters or body: messages by field', 'ValidationError') };
/** A deletion refused for dependent objects: one (`detail`), or a bulk one (`detail` and `errors` by item). */
const PROTECTED = { '409': errorResponse('Dependent objects prevent the deletion', 'Error') };

/**
 * Background bulk writes (runtime/rest/background.ts): `?background=true` with a list body queues
 * the write as a job and answers 202 with a reference to it, before any validation; 503 without a
 * live worker; 400 (a list of one message) with If-Match. A single-object body ignores the flag.
 */
const BACKGROUND_PARAMETER = {
  name: 'background', in: 'query', required: false, schema: { type: 'boolean' },
  description: 'With `true` and a list body: queue the bulk write as a background job (answered 202 with the job; the job stores the synchronous answer). Refused with 400 together with If-Match, 503 when no worker is running. Ignored for a single object.',
};
const BACKGROUND_RESPONSES = {
  '202': {
    description: 'Queued as a background job (?background=true)',
    headers: { Location: { description: 'The job\'s URL', required: true, schema: { type: 'string', format: 'uri' } } },
    content: { 'application/json': { schema: { $ref: '#/components/schemas/BackgroundJob' } } },
  },
  '503': errorResponse('?background=true while no background worker is running', 'Error'),
};
/** The answer to a background bulk write: the queued job. */
const BACKGROUND_JOB = {
  type: 'object', required: ['job'], properties: {
    job: {
      type: 'object', required: ['id', 'url', 'status'], properties: {
        id: { type: 'integer' }, url: { type: 'string', format: 'uri' }, status: { type: 'string', enum: ['pending'] },
      },
    },
  },
};
const INVALID_BULK = { '400': errorResponse('Invalid parameters or body: messages by field (by item); with ?background=true and If-Match, a list of one message', 'ValidationError') };

/**
 * Concurrent-update protection (runtime/http/etag.ts), on models with a `last_updated` or
 * `created` timestamp: a weak ETag on the object's answers, and If-Match on single-object PUT,
 * PATCH and DELETE (412 with the current ETag when it names neither `*` nor it).
 */
const ETAG_HEADER = { description: 'W/"<last change time>": the value If-Match takes', schema: { type: 'string' } };
const IF_MATCH_PARAMETER = {
  name: 'If-Match', in: 'header', required: false, schema: { type: 'string' },
  description: 'Comma-separated ETags (as the ETag header gives them) or `*`: the write happens only when the object\'s current ETag is one of them, else 412.',
};
const PRECONDITION_FAILED = {
  '412': {
    description: 'If-Match names neither `*` nor the object\'s current ETag',
    headers: { ETag: { ...ETAG_HEADER, required: true, description: 'The object\'s current ETag' } },
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  },
};
/** Whether the server sends ETags for (and enforces If-Match on) the model's objects. */
const etagged = (model: ModelMeta) => ['last_updated', 'created'].some((name) => model.fields.some((f) => f.name === name && f.type === 'datetime' && f.column));

/** Each lookup's parameter type (the value's type; `__empty` takes a boolean). */
const FILTER_VALUE: Record<string, Schema> = {
  number: { type: 'integer' }, decimal: { type: 'number' }, date: { type: 'string', format: 'date' }, datetime: { type: 'string', format: 'date-time' },
  boolean: { type: 'boolean' }, uuid: { type: 'string', format: 'uuid' }, count: { type: 'integer' }, object_type_id: { type: 'integer' }, present: { type: 'boolean' }, exists: { type: 'boolean' },
};

/** Every filter with each lookup of its kind (`name`, `name__ic`, …), plus the parameters every list takes. */
function filterParameters(model: ModelMeta): Schema[] {
  const parameters: Schema[] = [
    { name: 'q', in: 'query', required: false, description: 'Search.', schema: { type: 'string' } },
    { name: 'exclude', in: 'query', required: false, description: 'Comma-separated fields to leave out (config_context).', schema: { type: 'string' } },
  ];
  if (model.features.tags) {
    for (const name of ['tag', 'tag__n', 'tag_id', 'tag_id__n']) {
      parameters.push({ name, in: 'query', required: false, explode: true, schema: { type: 'array', items: { type: name.startsWith('tag_id') ? 'integer' : 'string' } } });
    }
  }
  for (const filter of model.filters) {
    // A plug-in's own search is the `q` above.
    if (filter.name === 'q') continue;
    const value = filter.kind === 'related' ? (filter.attr === 'id' ? { type: 'integer' } : { type: 'string' }) : FILTER_VALUE[filter.kind] ?? { type: 'string' };
    // An alias with its own lookup (created_after) takes one value and no suffix.
    const lookups = filter.lookup ? ['exact'] : (LOOKUPS[filter.kind] as readonly string[]);
    for (const lookup of lookups) {
      const name = lookup === 'exact' ? filter.name : `${filter.name}__${lookup}`;
      const schema = lookup === 'empty' ? { type: 'boolean' } : filter.lookup ? value : { type: 'array', items: value };
      parameters.push({ name, in: 'query', required: false, ...(filter.lookup ? {} : { explode: true }), schema });
    }
  }
  return parameters;
}

const STRING_FORMAT: Partial<Record<FieldMeta['type'], string>> = {
  date: 'date', datetime: 'date-time', uuid: 'uuid', url: 'uri', email: 'email',
};

export function emitOpenApi(ir: IR): string {
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, Schema> = {};
  const byKey = new Map(ir.models.map((m) => [m.key, m]));
  for (const model of ir.models.filter((m) => m.api)) {
    const name = model.className;
    const tag = model.app;
    const list = `/api/${model.app}/${model.path}/`;
    const operation = `${model.app}_${model.path.replace(/-/g, '_')}`;
    const ref = (schema: string) => ({ $ref: `#/components/schemas/${schema}` });
    const json = (schema: unknown) => ({ 'application/json': { schema } });
    const tagged = etagged(model);
    const ok = (schema: unknown, status = '200') => ({ [status]: { description: '', content: json(schema) } });
    /** An answer with one object, and its ETag where the model has one (a list answer has none). */
    const okEtag = (schema: unknown, status = '200', description = '') => ({
      [status]: { description, ...(tagged ? { headers: { ETag: { ...ETAG_HEADER, required: status === '200' } } } : {}), content: json(schema) },
    });
    const conditional = tagged ? { parameters: [IF_MATCH_PARAMETER] } : {};
    const precondition = tagged ? PRECONDITION_FAILED : {};
    const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
    const read = { ...REFUSALS, ...NOT_FOUND };
    const written = { ...read, ...INVALID };
    paths[list] = {
      get: {
        operationId: `${operation}_list`, tags: [tag],
        parameters: [...PAGINATION_PARAMETERS.map((p) => ({ ...p, in: 'query', required: false })), ...filterParameters(model)],
        responses: { ...ok(ref(`Paginated${name}List`)), ...REFUSALS, ...INVALID },
      },
    };
    paths[`${list}{id}/`] = {
      parameters: [idParameter],
      get: { operationId: `${operation}_retrieve`, tags: [tag], parameters: BRIEF_PARAMETERS, responses: { ...okEtag({ anyOf: [ref(name), ref(`Brief${name}`)] }), ...read } },
    };
    // Read-only endpoints (change records, object types, jobs) advertise GET alone.
    if (!model.readOnly) {
      Object.assign(paths[list] as object, {
        // The list's writes: a list body may be queued as a background job.
        post: {
          operationId: `${operation}_create`, tags: [tag], parameters: [BACKGROUND_PARAMETER],
          requestBody: { required: true, content: json({ oneOf: [ref(`Writable${name}Request`), { type: 'array', items: ref(`Writable${name}Request`) }] }) },
          responses: { ...okEtag({ oneOf: [ref(name), { type: 'array', items: ref(name) }] }, '201', tagged ? 'The ETag header comes with a single object' : ''), ...BACKGROUND_RESPONSES, ...REFUSALS, ...INVALID_BULK },
        },
        put: { operationId: `${operation}_bulk_update`, tags: [tag], parameters: [BACKGROUND_PARAMETER], requestBody: { required: true, content: json({ type: 'array', items: ref(`Writable${name}Request`) }) }, responses: { ...ok({ type: 'array', items: ref(name) }), ...BACKGROUND_RESPONSES, ...REFUSALS, ...INVALID_BULK } },
        patch: { operationId: `${operation}_bulk_partial_update`, tags: [tag], parameters: [BACKGROUND_PARAMETER], requestBody: { required: true, content: json({ type: 'array', items: ref(`Patched${name}Request`) }) }, responses: { ...ok({ type: 'array', items: ref(name) }), ...BACKGROUND_RESPONSES, ...REFUSALS, ...INVALID_BULK } },
        delete: { operationId: `${operation}_bulk_destroy`, tags: [tag], parameters: [BACKGROUND_PARAMETER], requestBody: { required: true, content: json({ type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] } }) }, responses: { '204': { description: 'No response body' }, ...BACKGROUND_RESPONSES, ...REFUSALS, ...INVALID_BULK, ...PROTECTED } },
      });
      // One object's writes: If-Match where the model has ETags.
      Object.assign(paths[`${list}{id}/`] as object, {
        put: { operationId: `${operation}_update`, tags: [tag], ...conditional, requestBody: { required: true, content: json(ref(`Writable${name}Request`)) }, responses: { ...okEtag(ref(name)), ...written, ...precondition } },
        patch: { operationId: `${operation}_partial_update`, tags: [tag], ...conditional, requestBody: { content: json(ref(`Patched${name}Request`)) }, responses: { ...okEtag(ref(name)), ...written, ...precondition } },
        delete: { operationId: `${operation}_destroy`, tags: [tag], ...conditional, responses: { '204': { description: 'No response body' }, ...read, ...PROTECTED, ...precondition } },
      });
    }
    for (const endpoint of model.endpoints) {
      paths[`${list}{id}/${endpoint.path}/`] = endpointPaths(model, endpoint, idParameter, byKey);
    }
    schemas[name] = objectSchema(model, model.order, ir, byKey, model.description);
    schemas[`Paginated${name}List`] = {
      type: 'object',
      required: ['count', 'results'],
      properties: {
        count: { type: 'integer', nullable: true },
        next: { type: 'string', format: 'uri', nullable: true },
        previous: { type: 'string', format: 'uri', nullable: true },
        // ?brief=1 lists the brief form.
        results: { type: 'array', items: { anyOf: [ref(name), ref(`Brief${name}`)] } },
      },
    };
    if (model.readOnly) continue;
    const writable = model.fields.filter((f) => !f.readOnly && !f.internal);
    const properties = Object.fromEntries(writable.map((f) => [f.name, writeSchema(f, ir)]));
    const required = writable.filter((f) => f.required).map((f) => f.name);
    // OpenAPI 3.0 refuses an empty `required` list.
    schemas[`Writable${name}Request`] = { type: 'object', properties, ...(required.length ? { required } : {}) };
    schemas[`Patched${name}Request`] = { type: 'object', properties };
  }
  // Brief forms (?brief=1) and nested forms (embedded in related objects) of every model, API or not.
  for (const model of ir.models) {
    schemas[`Brief${model.className}`] = objectSchema(model, model.brief, ir, byKey, '');
    schemas[`Nested${model.className}`] = objectSchema(model, model.nested, ir, byKey, '');
  }
  // The service's own endpoints, those whose schemas exist (the users ones need the users models).
  const ownSchemas = serviceSchemas(schemas);
  const known = { ...schemas, ...ERROR_SCHEMAS, ...ownSchemas };
  const refsOf = (value: unknown) => [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
  const service = Object.entries(SERVICE_PATHS).filter(([, operations]) => refsOf(operations).every((name) => name in known));
  const usedSchemas = Object.entries(ownSchemas).filter(([name]) => service.some(([, operations]) => refsOf(operations).includes(name)));
  return canonicalJson({
    openapi: '3.0.3',
    info: { title: 'Inventory API', version: ir.apiVersion, description: 'NetBox-compatible REST API of the inventory service.' },
    paths: { ...paths, ...Object.fromEntries(service) },
    components: {
      schemas: { ...schemas, ...ERROR_SCHEMAS, ...Object.fromEntries(usedSchemas), BackgroundJob: BACKGROUND_JOB },
      securitySchemes: { tokenAuth: { type: 'apiKey', in: 'header', name: 'Authorization', description: '`Token <key>` or `Bearer <key>`' } },
    },
    security: [{ tokenAuth: [] }],
  });
}

/** A special endpoint (<object>/available-ips/, ...): GET as its shape says, POST when it allocates or acts. */
function endpointPaths(model: ModelMeta, endpoint: ModelMeta['endpoints'][number], idParameter: unknown, byKey: ReadonlyMap<string, ModelMeta>): unknown {
  const shape: EndpointShape = ENDPOINT_SHAPES[endpoint.shape];
  const operation = `${model.app}_${model.path.replace(/-/g, '_')}_${endpoint.path.replace(/-/g, '_')}`;
  const json = (schema: unknown) => ({ 'application/json': { schema } });
  const out: Record<string, unknown> = { parameters: [idParameter] };
  if (shape.get) {
    const item = shape.itemSchema ?? { type: 'object', properties: Object.fromEntries(Object.entries(shape.item ?? {}).map(([name, type]) => [name, type === 'object' ? { type, nullable: true } : { type }])) };
    const listed = shape.get === 'page'
      ? { type: 'object', required: ['count', 'results'], properties: { count: { type: 'integer' }, next: { type: 'string', format: 'uri', nullable: true }, previous: { type: 'string', format: 'uri', nullable: true }, results: { type: 'array', items: item } } }
      : { type: 'array', items: item };
    const parameters = shape.get === 'page'
      ? ['q', 'limit', 'offset'].map((name) => ({ name, in: 'query', required: false, schema: { type: name === 'q' ? 'string' : 'integer' } }))
      : [{ name: 'limit', in: 'query', required: false, schema: { type: 'integer' } }];
    out.get = { operationId: `${operation}_list`, tags: [model.app], summary: shape.summary, parameters, responses: { '200': { description: '', content: json(listed) } } };
  }
  if (shape.creates) {
    const created = { $ref: `#/components/schemas/${byKey.get(shape.creates)!.className}` };
    out.post = {
      operationId: `${operation}_create`, tags: [model.app], summary: shape.summary,
      requestBody: { content: json({ oneOf: [{ type: 'object' }, { type: 'array', items: { type: 'object' } }] }) },
      responses: { '201': { description: '', content: json({ oneOf: [created, { type: 'array', items: created }] }) }, '409': { description: 'Insufficient resources are available to satisfy the request' } },
    };
  }
  if (shape.action) {
    out.post = {
      operationId: `${operation}_create`, tags: [model.app], summary: shape.summary,
      responses: { '200': { description: '', content: json({ $ref: `#/components/schemas/${model.className}` }) }, '400': { description: 'The object is not in a state this action applies to' } },
    };
  }
  return out;
}

function objectSchema(model: ModelMeta, names: readonly string[], ir: IR, byKey: ReadonlyMap<string, ModelMeta>, description: string): Schema {
  const properties: Record<string, unknown> = {};
  for (const name of names) {
    if (name === 'id') properties.id = { type: 'integer', readOnly: true };
    else if (name === 'url' || name === 'display_url') properties[name] = { type: 'string', format: 'uri', readOnly: true };
    else if (name === 'display') properties.display = { type: 'string', readOnly: true };
    else {
      const field = model.fields.find((f) => f.name === name);
      const computed = model.computed.find((c) => c.name === name);
      properties[name] = field ? readSchema(field, ir, byKey) : computedSchema(computed!, byKey);
    }
  }
  return { type: 'object', description, properties, required: [...names] };
}

function readSchema(field: FieldMeta, ir: IR, byKey: ReadonlyMap<string, ModelMeta>): Schema {
  const schema = ((): Schema => {
    switch (field.type) {
      case 'fk': {
        // A foreign key read as the related object's id (an inventory item's parent).
        if (field.flat) return { type: 'integer', ...(field.nullable ? { nullable: true } : {}) };
        // OpenAPI 3.0.3: `nullable` only counts beside a `type`, so a nullable reference is "it, or null".
        const nested = embedded(field, ir, byKey);
        return field.nullable ? { anyOf: [nested, { type: 'object', nullable: true, enum: [null] }] } : { allOf: [nested] };
      }
      // A flat list names its objects by one attribute (config contexts' tags by slug).
      case 'm2m': case 'tags': return { type: 'array', items: field.flat ? { type: 'string' } : embedded(field, ir, byKey) };
      case 'generic': return { type: 'object', nullable: true };
      case 'generic_list': return {
        type: 'array',
        items: {
          type: 'object', required: ['object_type', 'object_id', 'object'],
          properties: { object_type: { type: 'string', enum: [...field.targets!] }, object_id: { type: 'integer' }, object: anyNested(field.targets!, byKey) },
        },
      };
      case 'choice': {
        if (field.plainChoice) return choiceValueSchema(field, ir);
        return { type: 'object', nullable: true, properties: { value: choiceValueSchema(field, ir), label: { type: 'string' } } };
      }
      default: return scalarSchema(field);
    }
  })();
  if (field.readOnly) schema.readOnly = true;
  return schema;
}

/** A related object as embedded by `field`: the target's nested form, or the field's own list of its fields. */
function embedded(field: FieldMeta, ir: IR, byKey: ReadonlyMap<string, ModelMeta>): Schema {
  const target = byKey.get(field.to ?? 'extras.tag')!;
  return field.nested ? objectSchema(target, field.nested, ir, byKey, '') : { $ref: `#/components/schemas/Nested${target.className}` };
}

function writeSchema(field: FieldMeta, ir: IR): Schema {
  switch (field.type) {
    // An id or a dictionary of attributes; `nullable` counts only beside a `type`, so null is a branch of its own.
    case 'fk': return { oneOf: [{ type: 'integer' }, { type: 'object' }, ...(field.nullable ? [{ type: 'object', nullable: true, enum: [null] }] : [])] };
    // A flat list is written as it reads, by the one attribute (config contexts' tags by slug).
    case 'm2m': case 'tags': return { type: 'array', items: field.flat ? { type: 'string' } : { oneOf: [{ type: 'integer' }, { type: 'object' }] } };
    case 'choice': return choiceValueSchema(field, ir);
    case 'generic_list': return {
      type: 'array',
      items: { type: 'object', required: ['object_type', 'object_id'], properties: { object_type: { type: 'string', enum: [...field.targets!] }, object_id: { type: 'integer' } } },
    };
    default: return scalarSchema(field);
  }
}

/** An object of one of several models, in its nested form (anyOf: nested forms share most of their fields). */
function anyNested(targets: readonly string[], byKey: ReadonlyMap<string, ModelMeta>): Schema {
  return { anyOf: targets.map((key) => ({ $ref: `#/components/schemas/Nested${byKey.get(key)!.className}` })) };
}

function choiceValueSchema(field: FieldMeta, ir: IR): Schema {
  const values = (ir.choices[field.choices!] ?? []).map((c) => c.value);
  const numeric = values.every((v) => typeof v === 'number');
  return { type: numeric ? 'integer' : 'string', enum: field.blank || field.nullable ? [...values, ...(numeric ? [] : ['']), null] : values, nullable: field.nullable || field.blank };
}

function scalarSchema(field: FieldMeta): Schema {
  const schema: Schema = {};
  switch (field.type) {
    case 'integer': case 'bigint': schema.type = 'integer'; break;
    case 'decimal': case 'float': schema.type = 'number'; break;
    case 'boolean': schema.type = 'boolean'; break;
    // Any JSON value (a document, a list, a number): the empty schema.
    case 'json': return field.writeOnly ? { writeOnly: true } : {};
    case 'custom_fields': schema.type = 'object'; schema.additionalProperties = {}; break;
    case 'int_array': schema.type = 'array'; schema.items = { type: 'integer' }; break;
    case 'string_array': schema.type = 'array'; schema.items = { type: 'string', ...(field.maxLength !== undefined ? { maxLength: field.maxLength } : {}) }; break;
    case 'content_types': schema.type = 'array'; schema.items = { type: 'string' }; break;
    default: schema.type = 'string';
  }
  const format = STRING_FORMAT[field.type];
  // A blank e-mail or URL is stored as "", which the format does not describe.
  if (format && !(field.blank && (field.type === 'email' || field.type === 'url'))) schema.format = format;
  if (field.maxLength !== undefined && field.type !== 'string_array') schema.maxLength = field.maxLength;
  if (field.min !== undefined) schema.minimum = field.min;
  if (field.max !== undefined) schema.maximum = field.max;
  if (field.nullable) schema.nullable = true;
  if (field.writeOnly) schema.writeOnly = true;
  return schema;
}

function computedSchema(computed: ComputedMeta, byKey: ReadonlyMap<string, ModelMeta>): Schema {
  if (computed.kind === 'count') return { type: 'integer', readOnly: true };
  if (computed.kind === 'plugin' && computed.objects) {
    return { type: 'array', items: anyNested(computed.objects.targets, byKey), readOnly: true, ...(computed.objects.nullable ? { nullable: true } : {}) };
  }
  if (computed.kind === 'list') return computed.single ? { type: 'object', readOnly: true, nullable: true } : { type: 'array', items: { type: 'object' }, readOnly: true };
  if (computed.valueType === 'json') return { readOnly: true };
  const type = { integer: 'integer', boolean: 'boolean', string: 'string', list: 'array', objects: 'array' }[computed.valueType];
  return { type, readOnly: true, nullable: true };
}
