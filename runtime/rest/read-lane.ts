// Reads of a model's list or one object (GET /api/<app>/<model>/ and /api/<app>/<model>/<id>/),
// most of an inventory's traffic, served without Express's router: a map lookup instead of
// matching a growing list of routes (for issue 13 the router was ~3 % of a device detail's CPU).
// The lane changes how a request finds its view, nothing else: it runs the application's own middleware (the same functions, in the same order, given to
// it by createApp), then the same view, and hands any error to the same error handler. Whatever it
// does not recognise goes to Express as before: other methods, paths that need decoding, the
// applications' own routes, and anything the routers would match differently.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import type { ModelMeta } from '../../contract/index.js';
import type { AppDeps } from '../context.js';
import { list, retrieve } from './model-views.js';
import { routePath } from './router.js';

type ErrorHandler = (error: unknown, req: Request, res: Response, next: NextFunction) => void;

/** What a path names for the lane: a model's list, or one of its objects. */
interface Target {
  readonly model: ModelMeta;
  readonly id: string | null;
}

/** /api/<app>/<model>/ or /api/<app>/<model>/<id>/, without query and without anything to decode. */
const READ_PATH = /^\/api\/([a-z0-9-]+)\/([a-z0-9-]+)\/(?:([^/%]+)\/)?$/;

export class ReadLane {
  /** "<app>/<model path>" → model. */
  private readonly models = new Map<string, ModelMeta>();
  /** The applications' own routes, which come before the models' (tokens/provision is no token). */
  private readonly ownRoutes: ReadonlySet<string>;

  constructor(
    private readonly deps: AppDeps,
    private readonly app: Express,
    private readonly middleware: readonly RequestHandler[],
    private readonly onError: ErrorHandler,
  ) {
    for (const app of deps.index.apps) for (const { path, model } of deps.index.routesOf(app)) this.models.set(`${app}/${path}`, model);
    this.ownRoutes = new Set(deps.routes.map(routePath));
  }

  /** The read a request asks for, or null when Express should route it. */
  private target(req: IncomingMessage): Target | null {
    if (req.method !== 'GET') return null;
    const url = req.url ?? '';
    const mark = url.indexOf('?');
    const path = mark < 0 ? url : url.slice(0, mark);
    const match = READ_PATH.exec(path);
    if (!match || this.ownRoutes.has(path)) return null;
    const model = this.models.get(`${match[1]}/${match[2]}`);
    return model ? { model, id: match[3] ?? null } : null;
  }

  /** Serves the request when it is a plain read; false (nothing done) otherwise. */
  serve(incoming: IncomingMessage, outgoing: ServerResponse): boolean {
    const target = this.target(incoming);
    if (!target) return false;
    // What Express's app.handle does to every request before routing it.
    const req = incoming as Request;
    const res = outgoing as Response;
    Object.setPrototypeOf(req, this.app.request);
    Object.setPrototypeOf(res, this.app.response);
    req.res = res;
    res.req = req;
    res.locals = Object.create(null) as Response['locals'];
    req.originalUrl = req.url;
    req.baseUrl = '';
    req.params = target.id === null ? {} : { id: target.id };
    const fail = (error: unknown) => this.onError(error, req, res, () => res.destroy());
    const view = target.id === null ? list : retrieve;
    const step = (index: number): void => {
      if (index === this.middleware.length) {
        view(this.deps, target.model, req, res).catch(fail);
        return;
      }
      let called = false;
      const next = (error?: unknown) => {
        if (called) return;
        called = true;
        if (error) fail(error);
        else step(index + 1);
      };
      try {
        const result = this.middleware[index]!(req, res, next) as unknown;
        if (result instanceof Promise) result.catch(fail);
      } catch (error) {
        fail(error);
      }
    };
    step(0);
    return true;
  }
}
