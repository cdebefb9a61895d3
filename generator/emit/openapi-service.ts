// The API description of the service's own endpoints, which no model file declares (the runtime's
// application routes, runtime/apps/*/views.ts, and runtime/rest/root-views.ts): status, the
// description itself, token provisioning, the authentication check and a user's preferences, as
// NetBox's description lists them. test/api/openapi-conformance.test.ts checks every application
// route is here and that their answers match.
type Schema = Record<string, unknown>;

const json = (schema: Schema) => ({ 'application/json': { schema } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const answer = (schema: Schema, description = '') => ({ description, content: json(schema) });
const REFUSED = { '403': answer(ref('Error'), 'Not authenticated, or not permitted') };
const ANY_OBJECT = { type: 'object', additionalProperties: {} };

/** /api/status/: the reference's keys and this service's two. */
const STATUS: Schema = {
  type: 'object',
  properties: {
    'django-version': { type: 'string', nullable: true },
    hostname: { type: 'string' },
    installed_apps: { type: 'object', additionalProperties: { type: 'string' } },
    'netbox-version': { type: 'string' },
    'netbox-full-version': { type: 'string' },
    plugins: { type: 'object', additionalProperties: { type: 'string' } },
    'python-version': { type: 'string', nullable: true },
    'rq-workers-running': { type: 'integer' },
    'inventory-version': { type: 'string' },
    database: { type: 'string', enum: ['sqlite', 'postgres'] },
  },
  required: ['django-version', 'hostname', 'installed_apps', 'netbox-version', 'netbox-full-version', 'plugins', 'python-version', 'rq-workers-running'],
};

/** A username and password, and the new token's own fields. */
const PROVISION_REQUEST: Schema = {
  type: 'object',
  properties: {
    username: { type: 'string', minLength: 1 },
    password: { type: 'string', minLength: 1, writeOnly: true },
    version: { type: 'integer', enum: [1, 2] },
    description: { type: 'string', maxLength: 200 },
    expires: { type: 'string', format: 'date-time', nullable: true },
    write_enabled: { type: 'boolean' },
    allowed_ips: { type: 'array', items: { type: 'string' } },
  },
  required: ['username', 'password'],
};

/**
 * The schemas of these endpoints; `models` are the model schemas. A provisioned v1 token carries
 * its secret in `key` too (40 characters, for clients older than v2 tokens), so its answer is the
 * Token schema with `key` unbounded.
 */
export function serviceSchemas(models: Readonly<Record<string, Schema>>): Record<string, Schema> {
  const out: Record<string, Schema> = { Status: STATUS, TokenProvisionRequest: PROVISION_REQUEST };
  const token = models.Token as { properties: Record<string, Schema> } | undefined;
  if (token) {
    const { maxLength: _bounded, ...key } = token.properties.key ?? {};
    out.ProvisionedToken = { ...token, properties: { ...token.properties, key: { ...key, description: 'v2: the key; v1: the token itself (as NetBox 4.4 and older showed it)' } } };
  }
  return out;
}

const DESCRIPTION_TYPES = ['application/vnd.oai.openapi', 'application/yaml', 'application/vnd.oai.openapi+json', 'application/json'];

export const SERVICE_PATHS: Record<string, Schema> = {
  '/api/status/': {
    get: { operationId: 'status_retrieve', tags: ['status'], description: "The service's versions, applications and running workers.", responses: { '200': answer(ref('Status')), ...REFUSED } },
  },
  '/api/schema/': {
    get: {
      operationId: 'schema_retrieve', tags: ['schema'], description: 'This description: YAML by default, JSON with ?format=json or an Accept header preferring JSON.',
      parameters: [{ name: 'format', in: 'query', required: false, schema: { type: 'string', enum: ['json', 'yaml', 'openapi'] } }],
      responses: {
        '200': { description: '', headers: { ETag: { schema: { type: 'string' }, required: true } }, content: Object.fromEntries(DESCRIPTION_TYPES.map((type) => [type, { schema: ANY_OBJECT }])) },
        '304': { description: 'If-None-Match names the current ETag' },
        ...REFUSED,
      },
    },
  },
  '/api/users/tokens/provision/': {
    post: {
      operationId: 'users_tokens_provision_create', tags: ['users'], security: [],
      description: 'A username and password buy a new token for that user (the secret is shown in this answer only).',
      requestBody: { required: true, content: json(ref('TokenProvisionRequest')) },
      responses: {
        '201': answer(ref('ProvisionedToken')),
        '400': answer(ref('ValidationError'), 'A field missing or invalid'),
        '403': answer(ref('Error'), 'Invalid username/password'),
      },
    },
  },
  '/api/authentication-check/': {
    get: { operationId: 'authentication_check_retrieve', tags: ['authentication-check'], description: 'The requesting user.', responses: { '200': answer(ref('User')), ...REFUSED } },
  },
  '/api/dcim/connected-device/': {
    get: {
      operationId: 'dcim_connected_device_list', tags: ['dcim'],
      description: 'The device at the far end of the cable path from the interface peer_interface of the device peer_device (both by name).',
      parameters: ['peer_device', 'peer_interface'].map((name) => ({ name, in: 'query', required: true, schema: { type: 'string' } })),
      responses: { '200': answer(ref('Device')), '400': answer(ref('Error')), '404': answer(ref('Error')), ...REFUSED },
    },
  },
  '/api/users/config/': {
    get: { operationId: 'users_config_retrieve', tags: ['users'], description: "The requesting user's preferences.", responses: { '200': answer(ANY_OBJECT), ...REFUSED } },
    patch: {
      operationId: 'users_config_partial_update', tags: ['users'], description: 'Deep-merges the body into the requesting user\'s preferences.',
      requestBody: { required: true, content: json(ANY_OBJECT) }, responses: { '200': answer(ANY_OBJECT), '400': answer(ref('ValidationError')), ...REFUSED },
    },
  },
};
