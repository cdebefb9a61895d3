// createApp({ db, registry, config }) → an Express application (no listen): request ids, the API
// version and security headers on every response, CORS, token authentication (before the body is
// read), JSON bodies, then every /api request through the request core's one dispatcher
// (runtime/core/dispatch.ts), the login and explorer pages beside it, one error handler. The model plug-ins (runtime/apps/) are
// checked against the model files first: a declared rule, computed field, filter or endpoint that
// nothing implements (or the reverse) stops the start with the model file's line.
import express, { type Express, type RequestHandler } from 'express';
import type { Registry } from '../contract/index.js';
import { plugins as appPlugins, routes as appRoutes } from './apps/index.js';
import { authenticate, refuseEarly } from './auth/authenticate.js';
import { SessionStore } from './auth/sessions.js';
import type { AppDeps, AppRoute, OpenApiDocument, Plugin } from './context.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';

import { ApiCore } from './core/dispatch.js';
import { routePath } from './core/routes.js';
import { notFound } from './http/errors.js';
import { apiVersion, jsonBody, requestId } from './http/middleware.js';
import { csrfProtect } from './auth/csrf.js';
import { Pages } from './http/pages.js';
import { loginRouter } from './rest/login.js';
import { formOverride } from './rest/raw-forms.js';
import { corsMiddleware, securityHeaders } from './http/security.js';
import { checkPlugins, PluginMismatch } from './plugins/check.js';
import { PluginIndex } from './plugins/index.js';
import { ModelIndex } from './registry.js';
import { explorerRouter } from './rest/explorer.js';
import { apiHandler, errorHandler } from './rest/http-adapter.js';
import { replySender } from './rest/send-reply.js';
import { EventWorker } from './events/worker.js';

export interface AppOptions {
  readonly db: Database;
  readonly registry: Registry;
  readonly config: Config;
  /** The model and trait plug-ins (default: every app's, runtime/apps/index.ts). */
  readonly plugins?: readonly Plugin[];
  /** The generated API description (runtime/openapi-file.ts), served at /api/schema/. */
  readonly openapi?: OpenApiDocument | null;
  /** The applications' own routes (default: every app's, runtime/apps/index.ts). */
  readonly routes?: readonly AppRoute[];
}

/** What every request handler (and the worker's background jobs) works with; the plug-ins checked first. */
export function appDeps({ db, registry, config, plugins = appPlugins, openapi = null, routes = appRoutes }: AppOptions): AppDeps {
  const problems = checkPlugins(registry, plugins);
  if (problems.length) throw new PluginMismatch(problems);
  return { db, registry, index: new ModelIndex(registry), plugins: new PluginIndex(registry, plugins), config, openapi, routes };
}

/** The event worker for this application: webhooks, notifications and background bulk writes. */
export function createWorker(options: AppOptions, log?: (line: string) => void): EventWorker {
  const deps = appDeps(options);
  return new EventWorker({ db: deps.db, index: deps.index, config: deps.config, runJob: new ApiCore(deps).jobRunner(), ...(log ? { log } : {}) });
}

export function createApp(options: AppOptions): Express {
  const deps = appDeps(options);
  const { db, registry, config, routes } = deps;
  const index = deps.index;
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  const pages = new Pages();
  const sessions = new SessionStore(db, config);
  const send = replySender({ index, config, pages });
  const middleware: RequestHandler[] = [
    requestId,
    apiVersion(registry.apiVersion),
    securityHeaders,
    corsMiddleware(config),
    // Who is asking comes before the body: a write that will be refused whatever it holds is
    // answered without reading it (an anonymous 60 MB POST costs nothing).
    authenticate(db, index, config, sessions),
  ];
  for (const handler of middleware) app.use(handler);
  // The login pages read their own small forms (/login/ and /logout/ only).
  app.use(loginRouter(db, config, sessions, pages));
  app.use(refuseEarly(routes.filter((r) => r.anonymousWrites).map(routePath)));
  // A logged-in browser's writes: its forms read (and CSRF-checked) here, its JSON requests
  // CSRF-checked before their body is read.
  app.use(formOverride(config));
  app.use(csrfProtect(config));
  app.use(jsonBody(config.MAX_REQUEST_BODY_SIZE));
  app.use('/api/schema', explorerRouter());
  app.use(apiHandler(new ApiCore(deps), send));
  app.get('/', (_req, res) => res.redirect(302, '/api/'));
  app.use(() => {
    throw notFound();
  });
  app.use(errorHandler(registry.apiVersion, send));
  return app;
}
