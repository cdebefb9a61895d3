// The /api router: the roots, then one router per application with the model endpoints declared
// in the registry. Paths are strict about the trailing slash: a GET without it is redirected
// (302), a write without it gets a method-preserving 307, anything else unknown is 404.
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { detail, methodNotAllowed, notFound } from '../http/errors.js';
import type { ModelMeta } from '../../contract/index.js';
import type { AppDeps, AppRoute } from '../context.js';
import { bulkDestroy, bulkUpdate, create, destroy, list, retrieve, update } from './model-views.js';
import { requireAction } from '../auth/access.js';
import { deferToBackground } from './background.js';
import { explorerRouter } from './explorer.js';
import { options } from './options.js';
import { apiRoot, appRoot, pluginsRoot, schema, status } from './root-views.js';

type ModelView = (deps: AppDeps, model: ModelMeta, req: Request, res: Response) => Promise<void>;

export function apiRouter(deps: AppDeps): Router {
  const router = express.Router({ strict: true });
  const notAllowed = (req: Request) => {
    throw methodNotAllowed(req.method);
  };
  router.route('/').get((req, res) => apiRoot(deps, req, res)).all(notAllowed);
  router.route('/status/').get((req, res) => status(deps, req, res)).all(notAllowed);
  router.route('/plugins/').get((req, res) => pluginsRoot(deps, req, res)).all(notAllowed);
  router.route('/schema/').get((req, res) => schema(deps, req, res)).all(notAllowed);
  router.route('/docs/').get((req, res) => schema(deps, req, res)).all(notAllowed);
  router.use('/schema', explorerRouter());
  const mount = (target: Router, route: AppRoute) => {
    const chain = target.route(`/${route.path}/`);
    for (const [method, handler] of Object.entries(route.methods)) chain[method.toLowerCase() as 'get'](async (req, res) => handler(deps, req, res));
    chain.all(notAllowed);
  };
  for (const route of deps.routes.filter((r) => r.app === null)) mount(router, route);
  for (const app of deps.index.apps) {
    const appRouter = express.Router({ strict: true });
    appRouter.route('/').get((req, res) => appRoot(deps, app, req, res)).all(notAllowed);
    // The application's own routes first: "tokens/provision" is not the token with id "provision".
    for (const route of deps.routes.filter((r) => r.app === app)) mount(appRouter, route);
    for (const { path, model } of deps.index.routesOf(app)) {
      const view = (handler: ModelView) => (req: Request, res: Response) => handler(deps, model, req, res);
      const listRoute = appRouter.route(`/${path}/`).get(view(list));
      const detailRoute = appRouter.route(`/${path}/:id/`).get(view(retrieve));
      if (!model.readOnly) {
        // Bulk writes may be deferred to a background job (?background=true, a list body).
        const deferrable = (handler: ModelView, action: 'add' | 'change' | 'delete') => async (req: Request, res: Response) => {
          requireAction(req, deps.config, model, action);
          if (!(await deferToBackground(deps, model, req, res))) await handler(deps, model, req, res);
        };
        listRoute.post(deferrable(create, 'add')).put(deferrable(bulkUpdate, 'change')).patch(deferrable(bulkUpdate, 'change')).delete(deferrable(bulkDestroy, 'delete'));
        detailRoute.put(view(update)).patch(view(update)).delete(view(destroy));
      }
      listRoute.options((req, res) => options(deps, model, req, res, false)).all(notAllowed);
      detailRoute.options((req, res) => options(deps, model, req, res, true)).all(notAllowed);
      // Special endpoints are served by the model's plug-in.
      for (const endpoint of model.endpoints) {
        const handler = deps.plugins.endpoint(model, endpoint.path);
        appRouter.all(`/${path}/:id/${endpoint.path}/`, (req, res) => handler(deps, model, req, res));
      }
    }
    router.use(`/${app}`, appRouter);
  }
  router.use(missingSlash(deps));
  return router;
}

/** The full path of an application's own route ("/api/users/tokens/provision/"). */
export function routePath(route: AppRoute): string {
  return `/api/${route.app ? `${route.app}/` : ''}${route.path}/`;
}

/** Unmatched /api paths: redirect to the slashed path when that exists, otherwise 404. */
function missingSlash(deps: AppDeps) {
  const known = (path: string): boolean => {
    const parts = path.split('/').filter(Boolean);
    if (parts.length === 0) return true;
    if (deps.routes.some((route) => routePath(route) === `/api${path}`)) return true;
    if (parts.length === 1) return ['status', 'schema', 'docs', 'plugins'].includes(parts[0]!) || deps.index.apps.includes(parts[0]!);
    if (parts.length > 4) return false;
    const model = deps.index.route(parts[0]!, parts[1]!);
    if (!model) return false;
    return parts.length <= 3 || model.endpoints.some((e) => e.path === parts[3]);
  };
  return (req: Request, res: Response, _next: NextFunction) => {
    const [path, query] = [req.path, req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : ''];
    if (!path.endsWith('/') && known(`${path}/`)) {
      const location = `${req.baseUrl}${path}/${query}`;
      if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) {
        res.redirect(302, location);
        return;
      }
      throw detail(307, `This endpoint needs a trailing slash; repeat the ${req.method} at ${location}`, { Location: location });
    }
    throw notFound();
  };
}
