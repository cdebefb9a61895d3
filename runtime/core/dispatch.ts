// The request core's one dispatcher: a request in, a reply out, for every route of the API,
// whichever adapter asked (HTTP: runtime/rest/http-adapter.ts; background jobs:
// runtime/core/background.ts). Unknown paths are 404, known paths without the trailing slash are
// redirected (a GET with 302; a write with a method-preserving 307: a write is never turned into a
// read), known paths asked with another method are 405. ApiErrors become their replies here;
// anything else is the adapter's to answer (and log).
import type { AppDeps, ApiRequest, Reply } from '../context.js';
import { detail, methodNotAllowed, notFound } from '../http/errors.js';
import { emptyReply, errorReply } from '../objects/request.js';
import { backgroundRunner } from './background.js';
import { RouteTable } from './routes.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export class ApiCore {
  private readonly routes: RouteTable;

  constructor(readonly deps: AppDeps) {
    this.routes = new RouteTable(deps);
  }

  /** The reply to a request (its route parameters are the dispatcher's to find). */
  async handle(request: Omit<ApiRequest, 'params'>): Promise<Reply> {
    try {
      const match = this.routes.match(request.path);
      if (!match) return this.unmatched(request);
      const { methods } = match;
      const view = methods[request.method] ?? (request.method === 'HEAD' ? methods.GET : undefined) ?? methods['*'];
      if (!view) throw methodNotAllowed(request.method);
      return await view(this.deps, { ...request, params: match.params });
    } catch (error) {
      const reply = errorReply(error);
      if (reply) return reply;
      throw error;
    }
  }

  /** The worker's runner of background bulk writes, through this dispatcher. */
  jobRunner() {
    return backgroundRunner(this.deps, (request) => this.handle(request));
  }

  private unmatched(request: Omit<ApiRequest, 'params'>): Reply {
    if (request.path.endsWith('/') || !this.routes.match(`${request.path}/`)) throw notFound();
    const location = `${request.path}/${request.search}`;
    if (SAFE_METHODS.has(request.method)) return emptyReply(302, { Location: location });
    throw detail(307, `This endpoint needs a trailing slash; repeat the ${request.method} at ${location}`, { Location: location });
  }
}
