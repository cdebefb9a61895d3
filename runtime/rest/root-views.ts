// /api/ (the applications), /api/<app>/ (its endpoints), /api/status/, /api/schema/.
import { hostname } from 'node:os';
import type { Request, Response } from 'express';
import { requireAction } from '../auth/access.js';
import { liveWorkers } from '../events/heartbeat.js';
import { notModified } from '../http/etag.js';
import { notFound } from '../http/errors.js';
import { baseUrl, requestParams } from '../http/urls.js';
import type { AppDeps } from '../context.js';

export const SERVICE_VERSION = '0.1.0';

export function apiRoot(deps: AppDeps, req: Request, res: Response): void {
  requireAction(req, deps.config, null, 'view');
  const base = `${baseUrl(req)}/api`;
  const entries: [string, string][] = [
    ...deps.index.apps.map((app) => [app, `${base}/${app}/`] as [string, string]),
    ['plugins', `${base}/plugins/`], ['status', `${base}/status/`],
  ];
  res.json(Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1))));
}

export function appRoot(deps: AppDeps, app: string, req: Request, res: Response): void {
  requireAction(req, deps.config, null, 'view');
  const base = `${baseUrl(req)}/api/${app}`;
  const entries = [
    ...deps.index.routesOf(app).map((r) => r.path),
    ...deps.routes.filter((r) => r.app === app && r.listed).map((r) => r.path),
  ].map((path) => [path, `${base}/${path}/`] as [string, string]);
  res.json(Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1))));
}

/** /api/plugins/: NetBox's root of its plug-ins' APIs; this service has none. */
export function pluginsRoot(deps: AppDeps, req: Request, res: Response): void {
  requireAction(req, deps.config, null, 'view');
  res.json({});
}

/** The reference's eight keys; netbox-version is the API version it is compatible with. */
export async function status(deps: AppDeps, req: Request, res: Response): Promise<void> {
  requireAction(req, deps.config, null, 'view');
  const workers = await liveWorkers(deps.db.reader, deps.index);
  const version = `${deps.registry.apiVersion}.0`;
  res.json({
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
export function schema(deps: AppDeps, req: Request, res: Response): void {
  requireAction(req, deps.config, null, 'view');
  if (!deps.openapi) throw notFound();
  const format = requestParams(req).get('format');
  // With no format, the Accept header decides; YAML comes first, so */* (or none) gets YAML.
  const accepted = format ? null : req.accepts(SCHEMA_TYPES);
  const json = format === 'json' || format === 'openapi' || (typeof accepted === 'string' && accepted.includes('json'));
  const chosen = json ? deps.openapi.json : deps.openapi.yaml;
  res.setHeader('ETag', chosen.etag);
  res.setHeader('Vary', 'Accept');
  if (notModified(req, chosen.etag)) {
    res.status(304).end();
    return;
  }
  res.type(json ? 'application/vnd.oai.openapi+json; charset=utf-8' : 'application/vnd.oai.openapi; charset=utf-8').send(chosen.text);
}
