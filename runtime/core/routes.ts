// The route table: every path the API serves, and its views by method, built once from the model
// index (each model's list, detail and special endpoints), the applications' own routes and the
// roots. Matching is a map lookup: a fixed path, or a model's detail and endpoints by
// /api/<app>/<model>/ and the id. Paths are case-sensitive and end with a slash, as NetBox's.
import type { ModelMeta } from '../../contract/index.js';
import { requireAction, type Action } from '../auth/access.js';
import type { AppDeps, AppRoute } from '../context.js';
import { ApiError } from '../http/errors.js';
import type { ApiRequest, Reply } from '../objects/request.js';
import { deferToBackground, wantsBackground } from './background.js';
import { bulkDestroy, bulkUpdate, create, destroy, list, retrieve, update } from './model-views.js';
import { options } from './options.js';
import { apiRoot, appRoot, installedPlugins, pluginsRoot, schema, status } from './root-views.js';

export type View = (deps: AppDeps, request: ApiRequest) => Promise<Reply> | Reply;

/** A route's views by method; '*' serves every method (a special endpoint decides for itself). */
export type Methods = Readonly<Record<string, View>>;

export interface Match {
  readonly methods: Methods;
  readonly params: Readonly<Record<string, string>>;
}

interface ModelRoutes {
  readonly detail: Methods;
  readonly endpoints: ReadonlyMap<string, Methods>;
}

type ModelView = (deps: AppDeps, model: ModelMeta, request: ApiRequest) => Promise<Reply>;

/** The full path of an application's own route ("/api/users/tokens/provision/"). */
export function routePath(route: AppRoute): string {
  return `/api/${route.app ? `${route.app}/` : ''}${route.path}/`;
}

export class RouteTable {
  /** Full path → views: roots, applications' routes, model lists. */
  private readonly fixed = new Map<string, Methods>();
  /** "/api/<app>/<model path>/" → the model's detail and endpoints. */
  private readonly models = new Map<string, ModelRoutes>();

  constructor(deps: AppDeps) {
    this.fixed.set('/api/', { GET: apiRoot });
    this.fixed.set('/api/status/', { GET: status });
    this.fixed.set('/api/plugins/', { GET: pluginsRoot });
    this.fixed.set('/api/plugins/installed-plugins/', { GET: installedPlugins });
    this.fixed.set('/api/schema/', { GET: schema });
    this.fixed.set('/api/docs/', { GET: schema });
    for (const route of deps.routes) this.fixed.set(routePath(route), route.methods);
    for (const app of deps.index.apps) {
      this.fixed.set(`/api/${app}/`, { GET: (d, request) => appRoot(d, app, request) });
      for (const { path, model } of deps.index.routesOf(app)) {
        const base = `/api/${app}/${path}/`;
        // An application's own route comes first: "tokens/provision" is not the token "provision".
        if (!this.fixed.has(base)) this.fixed.set(base, listViews(model));
        const endpoints = new Map(model.endpoints.map(({ path: endpoint }) => {
          const handler = deps.plugins.endpoint(model, endpoint);
          return [endpoint, { '*': (d: AppDeps, request: ApiRequest) => handler(d, model, request) }] as const;
        }));
        this.models.set(base, { detail: detailViews(model), endpoints });
      }
    }
  }

  /** The views of `path` and its parameters; null when the API has no such path. */
  match(path: string): Match | null {
    const fixed = this.fixed.get(path);
    if (fixed) return { methods: fixed, params: {} };
    // ['', 'api', app, model, id, ''] or ['', 'api', app, model, id, endpoint, '']
    const parts = path.split('/');
    if ((parts.length !== 6 && parts.length !== 7) || parts[parts.length - 1] !== '' || parts[1] !== 'api' || !parts[4]) return null;
    const routes = this.models.get(`/api/${parts[2]}/${parts[3]}/`);
    if (!routes) return null;
    const methods = parts.length === 6 ? routes.detail : routes.endpoints.get(parts[5]!);
    return methods ? { methods, params: { id: decodeParam(parts[4]) } } : null;
  }
}

const bind = (view: ModelView, model: ModelMeta): View => (deps, request) => view(deps, model, request);

function listViews(model: ModelMeta): Methods {
  const views: Record<string, View> = { GET: bind(list, model), OPTIONS: (deps, request) => options(deps, model, request, false) };
  if (model.readOnly) return views;
  // Bulk writes may be deferred to a background job (?background=true, a list body).
  const deferrable = (view: ModelView, action: Action): View => async (deps, request) => {
    requireAction(request.access, deps.config, model, action);
    return wantsBackground(request) ? deferToBackground(deps, model, request) : view(deps, model, request);
  };
  return { ...views, POST: deferrable(create, 'add'), PUT: deferrable(bulkUpdate, 'change'), PATCH: deferrable(bulkUpdate, 'change'), DELETE: deferrable(bulkDestroy, 'delete') };
}

function detailViews(model: ModelMeta): Methods {
  const views: Record<string, View> = { GET: bind(retrieve, model), OPTIONS: (deps, request) => options(deps, model, request, true) };
  return model.readOnly ? views : { ...views, PUT: bind(update, model), PATCH: bind(update, model), DELETE: bind(destroy, model) };
}

/** A path segment decoded, as Express decodes route parameters; a malformed one is 400. */
function decodeParam(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new ApiError(400, { detail: `Failed to decode param '${segment}'` });
  }
}
