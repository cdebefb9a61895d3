// generated/openapi.json: the API description (OpenAPI 3.0), from the same IR as the code.
import { ENDPOINT_SHAPES, type ComputedMeta, type EndpointShape, type FieldMeta, type ModelMeta } from '../../contract/index.js';
import type { IR } from '../ir/build.js';
import { canonicalJson } from '../write/canonical-json.js';

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
    const ref = (schema: string) => ({ $ref: `#/components/schemas/${schema}` });
    const json = (schema: unknown) => ({ 'application/json': { schema } });
    const ok = (schema: unknown, status = '200') => ({ [status]: { description: '', content: json(schema) } });
    const filterParameters = model.filters.map((f) => ({ name: f.name, in: 'query', required: false, explode: true, schema: { type: 'array', items: { type: f.kind === 'number' || (f.kind === 'related' && f.attr === 'id') ? 'integer' : f.kind === 'present' ? 'boolean' : 'string' } } }));
    const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
    paths[list] = {
      get: {
        operationId: `${model.app}_${model.path.replace(/-/g, '_')}_list`, tags: [tag],
        parameters: [...PAGINATION_PARAMETERS.map((p) => ({ ...p, in: 'query', required: false })), ...filterParameters],
        responses: ok(ref(`Paginated${name}List`)),
      },
      post: {
        operationId: `${model.app}_${model.path.replace(/-/g, '_')}_create`, tags: [tag],
        requestBody: { required: true, content: json({ oneOf: [ref(`Writable${name}Request`), { type: 'array', items: ref(`Writable${name}Request`) }] }) },
        responses: ok(ref(name), '201'),
      },
      put: { operationId: `${model.app}_${model.path.replace(/-/g, '_')}_bulk_update`, tags: [tag], requestBody: { required: true, content: json({ type: 'array', items: ref(`Writable${name}Request`) }) }, responses: ok({ type: 'array', items: ref(name) }) },
      patch: { operationId: `${model.app}_${model.path.replace(/-/g, '_')}_bulk_partial_update`, tags: [tag], requestBody: { required: true, content: json({ type: 'array', items: ref(`Patched${name}Request`) }) }, responses: ok({ type: 'array', items: ref(name) }) },
      delete: { operationId: `${model.app}_${model.path.replace(/-/g, '_')}_bulk_destroy`, tags: [tag], requestBody: { required: true, content: json({ type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] } }) }, responses: { '204': { description: 'No response body' } } },
    };
    paths[`${list}{id}/`] = {
      parameters: [idParameter],
      get: { operationId: `${model.app}_${model.path.replace(/-/g, '_')}_retrieve`, tags: [tag], responses: ok(ref(name)) },
      put: { operationId: `${model.app}_${model.path.replace(/-/g, '_')}_update`, tags: [tag], requestBody: { required: true, content: json(ref(`Writable${name}Request`)) }, responses: ok(ref(name)) },
      patch: { operationId: `${model.app}_${model.path.replace(/-/g, '_')}_partial_update`, tags: [tag], requestBody: { content: json(ref(`Patched${name}Request`)) }, responses: ok(ref(name)) },
      delete: { operationId: `${model.app}_${model.path.replace(/-/g, '_')}_destroy`, tags: [tag], responses: { '204': { description: 'No response body' } } },
    };
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
        results: { type: 'array', items: ref(name) },
      },
    };
    const writable = model.fields.filter((f) => !f.readOnly && !f.internal);
    const properties = Object.fromEntries(writable.map((f) => [f.name, writeSchema(f, ir)]));
    schemas[`Writable${name}Request`] = { type: 'object', properties, required: writable.filter((f) => f.required).map((f) => f.name) };
    schemas[`Patched${name}Request`] = { type: 'object', properties };
  }
  // Brief forms of every model, API or not: related objects embed them.
  for (const model of ir.models) schemas[`Brief${model.className}`] = objectSchema(model, model.brief, ir, byKey, '');
  return canonicalJson({
    openapi: '3.0.3',
    info: { title: 'Inventory API', version: ir.apiVersion, description: 'NetBox-compatible REST API of the inventory service.' },
    paths,
    components: {
      schemas,
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
    const item = { type: 'object', properties: Object.fromEntries(Object.entries(shape.item ?? {}).map(([name, type]) => [name, type === 'object' ? { type, nullable: true } : { type }])) };
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
      properties[name] = field ? readSchema(field, ir, byKey) : computedSchema(computed!);
    }
  }
  return { type: 'object', description, properties, required: [...names] };
}

function readSchema(field: FieldMeta, ir: IR, byKey: ReadonlyMap<string, ModelMeta>): Schema {
  const schema = ((): Schema => {
    switch (field.type) {
      case 'fk': return { allOf: [{ $ref: `#/components/schemas/Brief${byKey.get(field.to!)!.className}` }], nullable: field.nullable };
      case 'm2m': return { type: 'array', items: { $ref: `#/components/schemas/Brief${byKey.get(field.to!)!.className}` } };
      case 'tags': return { type: 'array', items: { $ref: '#/components/schemas/BriefTag' } };
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

function writeSchema(field: FieldMeta, ir: IR): Schema {
  switch (field.type) {
    case 'fk': return { oneOf: [{ type: 'integer' }, { type: 'object' }], nullable: field.nullable };
    case 'm2m': case 'tags': return { type: 'array', items: { oneOf: [{ type: 'integer' }, { type: 'object' }] } };
    case 'choice': return choiceValueSchema(field, ir);
    default: return scalarSchema(field);
  }
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
    case 'json': case 'custom_fields': schema.type = 'object'; schema.additionalProperties = {}; break;
    case 'int_array': schema.type = 'array'; schema.items = { type: 'integer' }; break;
    case 'content_types': schema.type = 'array'; schema.items = { type: 'string' }; break;
    default: schema.type = 'string';
  }
  const format = STRING_FORMAT[field.type];
  if (format) schema.format = format;
  if (field.maxLength !== undefined) schema.maxLength = field.maxLength;
  if (field.min !== undefined) schema.minimum = field.min;
  if (field.max !== undefined) schema.maximum = field.max;
  if (field.nullable) schema.nullable = true;
  if (field.writeOnly) schema.writeOnly = true;
  return schema;
}

function computedSchema(computed: ComputedMeta): Schema {
  if (computed.kind === 'count') return { type: 'integer', readOnly: true };
  if (computed.kind === 'list') return computed.single ? { type: 'object', readOnly: true, nullable: true } : { type: 'array', items: { type: 'object' }, readOnly: true };
  const type = { integer: 'integer', boolean: 'boolean', string: 'string', json: 'object', list: 'array' }[computed.valueType];
  return { type, readOnly: true, nullable: true };
}
