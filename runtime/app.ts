// createApp({ db, registry, config }) → an Express application (no listen): request ids and the
// API version on every response, JSON bodies, token authentication, the /api router, one error
// handler.
import express, { type Express } from 'express';
import { authenticate } from './auth/authenticate.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { errorHandler } from './http/error-handler.js';
import { notFound } from './http/errors.js';
import { apiVersion, jsonBody, requestId } from './http/middleware.js';
import { ModelIndex } from './registry.js';
import './hooks/all.js';
import { apiRouter } from './rest/router.js';
import type { Registry } from './types.js';

export interface AppOptions {
  readonly db: Database;
  readonly registry: Registry;
  readonly config: Config;
  /** Text of generated/openapi.json, served at /api/schema/. */
  readonly openapi?: string | null;
}

export function createApp({ db, registry, config, openapi = null }: AppOptions): Express {
  const index = new ModelIndex(registry);
  const deps = { db, registry, index, config, openapi };
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  app.use(requestId);
  app.use(apiVersion(registry.apiVersion));
  app.use(jsonBody(config.MAX_REQUEST_BODY_SIZE));
  app.use(authenticate(db, index));
  app.use('/api', apiRouter(deps));
  app.get('/', (_req, res) => res.redirect(302, '/api/'));
  app.use(() => {
    throw notFound();
  });
  app.use(errorHandler(registry.apiVersion));
  return app;
}
