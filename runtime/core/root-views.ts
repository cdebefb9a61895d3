// /api/ (the applications), /api/<app>/ (its endpoints), /api/status/, /api/plugins/ and its
// installed-plugins, /api/schema/.
import { hostname } from 'node:os';
import { requireAction } from '../auth/access.js';
import { liveWorkers } from '../events/heartbeat.js';
import { notModified } from '../http/etag.js';
import { notAuthenticated, notFound, permissionDenied } from '../http/errors.js';
import type { AppDeps } from '../context.js';
import { preferredType } from '../http/accept.js';
import { emptyReply, jsonReply, type ApiRequest, type Reply } from '../objects/request.js';

export const SERVICE_VERSION = '0.1.0';

const sortedObject = (entries: readonly (readonly [string, string])[]) => Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : 1)));

export function apiRoot(deps: AppDeps, request: ApiRequest): Reply {
  requireAction(request.access, deps.config, null, 'view');
  const base = `${request.baseUrl}/api`;
  return jsonReply(sortedObject([
    ...deps.index.apps.map((app) => [app, `${base}/${app}/`] as const),
    ['plugins', `${base}/plugins/`], ['status', `${base}/status/`],
  ]));
}

export function appRoot(deps: AppDeps, app: string, request: ApiRequest): Reply {
  requireAction(request.access, deps.config, null, 'view');
  const base = `${request.baseUrl}/api/${app}`;
  const paths = [...deps.index.routesOf(app).map((r) => r.path), ...deps.routes.filter((r) => r.app === app && r.listed).map((r) => r.path)];
  return jsonReply(sortedObject(paths.map((path) => [path, `${base}/${path}/`] as const)));
}

/** /api/plugins/: NetBox's root of its plug-ins' APIs: the list of installed plug-ins, and no plug-in's API (there are none). */
export function pluginsRoot(deps: AppDeps, request: ApiRequest): Reply {
  requireAction(request.access, deps.config, null, 'view');
  return jsonReply({ 'installed-plugins': `${request.baseUrl}/api/plugins/installed-plugins/` });
}

/**
 * /api/plugins/installed-plugins/: NetBox's list of installed plug-ins (pynetbox's
 * installed_plugins()), for superusers only (NetBox's IsSuperuser, whatever LOGIN_REQUIRED says):
 * this service has none.
 */
export function installedPlugins(_deps: AppDeps, request: ApiRequest): Reply {
  if (!request.user) throw notAuthenticated();
  if (!request.user.isSuperuser) throw permissionDenied();
  return jsonReply([]);
}

/** The reference's eight keys; netbox-version is the API version it is compatible with. */
export async function status(deps: AppDeps, request: ApiRequest): Promise<Reply> {
  requireAction(request.access, deps.config, null, 'view');
  const workers = await liveWorkers(deps.db.reader, deps.index);
  const version = `${deps.registry.apiVersion}.0`;
  return jsonReply({
    'django-version': null,
    hostname: hostname(),
    'installed_apps': Object.fromEntries(deps.index.apps.map((app) => [app, SERVICE_VERSION])),
    'netbox-version': version,
    'netbox-full-version': `${version}-inventory${SERVICE_VERSION}`,
    plugins: {},
    'python-version': null,
    'rq-workers-running': workers,
    'inventory-version': SERVICE_VERSION,
    database: deps.db.dialect,
  });
}

const SCHEMA_TYPES = ['application/vnd.oai.openapi', 'application/yaml', 'application/vnd.oai.openapi+json', 'application/json'];

/**
 * The API description, as drf-spectacular serves it: YAML unless JSON is asked for (`?format=json`,
 * or an Accept header that prefers JSON); /api/docs/?format=openapi, the older path, answers
 * JSON. Strong ETags: a client that has it gets a 304.
 */
export function schema(deps: AppDeps, request: ApiRequest): Reply {
  requireAction(request.access, deps.config, null, 'view');
  if (!deps.openapi) throw notFound();
  const format = request.query.get('format');
  // With no format, the Accept header decides; YAML comes first, so */* (or none) gets YAML.
  const accepted = format ? null : preferredType(request.headers.accept, SCHEMA_TYPES);
  const json = format === 'json' || format === 'openapi' || (accepted !== null && accepted.includes('json'));
  const chosen = json ? deps.openapi.json : deps.openapi.yaml;
  const headers = { ETag: chosen.etag, Vary: 'Accept' };
  if (notModified(request.method, request.headers['if-none-match'], chosen.etag)) return emptyReply(304, headers);
  const type = json ? 'application/vnd.oai.openapi+json; charset=utf-8' : 'application/vnd.oai.openapi; charset=utf-8';
  return { status: 200, headers, text: { type, content: chosen.text } };
}
